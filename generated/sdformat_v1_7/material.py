"""SDFormat 1.7 element classes of ``spec/1.7/material.sdf``.

Generated from spec/1.7/material.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_runtime.values import FloatArray

__all__ = [
    "Material",
    "MaterialPbr",
    "MaterialPbrMetal",
    "MaterialPbrMetalLightMap",
    "MaterialPbrMetalNormalMap",
    "MaterialPbrSpecular",
    "MaterialPbrSpecularLightMap",
    "MaterialPbrSpecularNormalMap",
    "MaterialScript",
    "MaterialShader",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class MaterialScript(sdf.Element):
    """Reference to a named material defined in an external material script (e.g. an OGRE
    .material file).

    Attributes:
        uris: URI of a material script file, or of a directory holding such scripts. May be
            given more than once. Default: ``__default__``.
        name: Name of the material to use, as defined inside the script file(s) listed by the
            uri elements. Default: ``__default__``.
    """

    TAG: ClassVar[str] = "script"
    SPEC_FILE: ClassVar[str] = "spec/1.7/material.sdf"

    uris: list[str] = sdf.value("uri", "string", "__default__", cardinality="+")
    """URI of a material script file, or of a directory holding such scripts. May be given more
    than once. Default: ``__default__``."""

    name: str = sdf.value("name", "string", "__default__", cardinality="1")
    """Name of the material to use, as defined inside the script file(s) listed by the uri
    elements. Default: ``__default__``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class MaterialShader(sdf.Element):
    """Shader program used to light the surface.

    Attributes:
        type: Shading technique: vertex, pixel, normal_map_object_space or
            normal_map_tangent_space.
        normal_map: Filename of the normal map texture; used when the shader type is one of the
            normal_map types. Default: ``__default__``.
    """

    TAG: ClassVar[str] = "shader"
    SPEC_FILE: ClassVar[str] = "spec/1.7/material.sdf"

    type: str = sdf.attribute(
        "type",
        "string",
        "pixel",
        required=True,
        choices=("vertex", "pixel", "normal_map_object_space", "normal_map_tangent_space"),
    )
    """Shading technique: vertex, pixel, normal_map_object_space or normal_map_tangent_space."""

    normal_map: str = sdf.value("normal_map", "string", "__default__")
    """Filename of the normal map texture; used when the shader type is one of the normal_map
    types. Default: ``__default__``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class MaterialPbrMetalNormalMap(sdf.Element):
    """Filename of the normal map texture that adds fine surface detail.

    Attributes:
        value: The element's value. Default: ````.
        type: Space in which the normal map's vectors are expressed: tangent or object.
    """

    TAG: ClassVar[str] = "normal_map"
    SPEC_FILE: ClassVar[str] = "spec/1.7/material.sdf"

    value: str = sdf.text("string", "")
    """The element's value. Default: ````."""

    type: str = sdf.attribute("type", "string", "tangent")
    """Space in which the normal map's vectors are expressed: tangent or object."""


@attrs.define(kw_only=True, eq=False, repr=False)
class MaterialPbrMetalLightMap(sdf.Element):
    """Texture with lighting baked in ahead of time, multiplied onto the albedo when rendering.

    Attributes:
        value: The element's value. Default: ````.
        uv_set: Index of the mesh's texture coordinate set used to sample the light map.
    """

    TAG: ClassVar[str] = "light_map"
    SPEC_FILE: ClassVar[str] = "spec/1.7/material.sdf"

    value: str = sdf.text("string", "")
    """The element's value. Default: ````."""

    uv_set: int = sdf.attribute("uv_set", "unsigned int", "0")
    """Index of the mesh's texture coordinate set used to sample the light map."""


@attrs.define(kw_only=True, eq=False, repr=False)
class MaterialPbrMetal(sdf.Element):
    """Parameters of the metallic/roughness PBR workflow.

    Attributes:
        albedo_map: Filename of the albedo (base colour) texture.
        roughness_map: Filename of a texture giving the roughness per texel; overrides the
            scalar roughness where present.
        roughness: Surface roughness in [0, 1]: 0 is perfectly smooth and mirror-like, 1 is
            fully rough and matte. Default: ``0.5``.
        metalness_map: Filename of a texture giving the metalness per texel; overrides the
            scalar metalness where present.
        metalness: How metallic the surface is, in [0, 1]: 0 is a dielectric such as plastic, 1
            is bare metal. Default: ``0.5``.
        environment_map: Filename of the environment texture, usually a cubemap, that the
            surface reflects.
        ambient_occlusion_map: Filename of a texture that darkens crevices and occluded areas
            under ambient light.
        normal_map: Filename of the normal map texture that adds fine surface detail.
        emissive_map: Filename of a texture giving the colour the surface emits by itself.
        light_map: Texture with lighting baked in ahead of time, multiplied onto the albedo when
            rendering.
    """

    TAG: ClassVar[str] = "metal"
    SPEC_FILE: ClassVar[str] = "spec/1.7/material.sdf"

    albedo_map: str = sdf.value("albedo_map", "string", "")
    """Filename of the albedo (base colour) texture."""

    roughness_map: str = sdf.value("roughness_map", "string", "")
    """Filename of a texture giving the roughness per texel; overrides the scalar roughness
    where present."""

    roughness: str = sdf.value("roughness", "string", "0.5")
    """Surface roughness in [0, 1]: 0 is perfectly smooth and mirror-like, 1 is fully rough and
    matte. Default: ``0.5``."""

    metalness_map: str = sdf.value("metalness_map", "string", "")
    """Filename of a texture giving the metalness per texel; overrides the scalar metalness
    where present."""

    metalness: str = sdf.value("metalness", "string", "0.5")
    """How metallic the surface is, in [0, 1]: 0 is a dielectric such as plastic, 1 is bare
    metal. Default: ``0.5``."""

    environment_map: str = sdf.value("environment_map", "string", "")
    """Filename of the environment texture, usually a cubemap, that the surface reflects."""

    ambient_occlusion_map: str = sdf.value("ambient_occlusion_map", "string", "")
    """Filename of a texture that darkens crevices and occluded areas under ambient light."""

    normal_map: MaterialPbrMetalNormalMap | None = sdf.child(
        "normal_map", lambda: MaterialPbrMetalNormalMap
    )
    """Filename of the normal map texture that adds fine surface detail."""

    emissive_map: str = sdf.value("emissive_map", "string", "")
    """Filename of a texture giving the colour the surface emits by itself."""

    light_map: MaterialPbrMetalLightMap | None = sdf.child(
        "light_map", lambda: MaterialPbrMetalLightMap
    )
    """Texture with lighting baked in ahead of time, multiplied onto the albedo when rendering."""


@attrs.define(kw_only=True, eq=False, repr=False)
class MaterialPbrSpecularNormalMap(sdf.Element):
    """Filename of the normal map texture that adds fine surface detail.

    Attributes:
        value: The element's value. Default: ````.
        type: Space in which the normal map's vectors are expressed: tangent or object.
    """

    TAG: ClassVar[str] = "normal_map"
    SPEC_FILE: ClassVar[str] = "spec/1.7/material.sdf"

    value: str = sdf.text("string", "")
    """The element's value. Default: ````."""

    type: str = sdf.attribute("type", "string", "tangent")
    """Space in which the normal map's vectors are expressed: tangent or object."""


@attrs.define(kw_only=True, eq=False, repr=False)
class MaterialPbrSpecularLightMap(sdf.Element):
    """Texture with lighting baked in ahead of time, multiplied onto the albedo when rendering.

    Attributes:
        value: The element's value. Default: ````.
        uv_set: Index of the mesh's texture coordinate set used to sample the light map.
    """

    TAG: ClassVar[str] = "light_map"
    SPEC_FILE: ClassVar[str] = "spec/1.7/material.sdf"

    value: str = sdf.text("string", "")
    """The element's value. Default: ````."""

    uv_set: int = sdf.attribute("uv_set", "unsigned int", "0")
    """Index of the mesh's texture coordinate set used to sample the light map."""


@attrs.define(kw_only=True, eq=False, repr=False)
class MaterialPbrSpecular(sdf.Element):
    """Parameters of the specular/glossiness PBR workflow.

    Attributes:
        albedo_map: Filename of the albedo (base colour) texture.
        specular_map: Filename of a texture giving the specular reflectance colour per texel.
        glossiness_map: Filename of a texture giving the glossiness per texel; overrides the
            scalar glossiness where present.
        glossiness: Surface glossiness in [0, 1]: 0 is fully matte, 1 is perfectly smooth (the
            inverse of roughness). Default: ``0``.
        environment_map: Filename of the environment texture, usually a cubemap, that the
            surface reflects.
        ambient_occlusion_map: Filename of a texture that darkens crevices and occluded areas
            under ambient light.
        normal_map: Filename of the normal map texture that adds fine surface detail.
        emissive_map: Filename of a texture giving the colour the surface emits by itself.
        light_map: Texture with lighting baked in ahead of time, multiplied onto the albedo when
            rendering.
    """

    TAG: ClassVar[str] = "specular"
    SPEC_FILE: ClassVar[str] = "spec/1.7/material.sdf"

    albedo_map: str = sdf.value("albedo_map", "string", "")
    """Filename of the albedo (base colour) texture."""

    specular_map: str = sdf.value("specular_map", "string", "")
    """Filename of a texture giving the specular reflectance colour per texel."""

    glossiness_map: str = sdf.value("glossiness_map", "string", "")
    """Filename of a texture giving the glossiness per texel; overrides the scalar glossiness
    where present."""

    glossiness: str = sdf.value("glossiness", "string", "0")
    """Surface glossiness in [0, 1]: 0 is fully matte, 1 is perfectly smooth (the inverse of
    roughness). Default: ``0``."""

    environment_map: str = sdf.value("environment_map", "string", "")
    """Filename of the environment texture, usually a cubemap, that the surface reflects."""

    ambient_occlusion_map: str = sdf.value("ambient_occlusion_map", "string", "")
    """Filename of a texture that darkens crevices and occluded areas under ambient light."""

    normal_map: MaterialPbrSpecularNormalMap | None = sdf.child(
        "normal_map", lambda: MaterialPbrSpecularNormalMap
    )
    """Filename of the normal map texture that adds fine surface detail."""

    emissive_map: str = sdf.value("emissive_map", "string", "")
    """Filename of a texture giving the colour the surface emits by itself."""

    light_map: MaterialPbrSpecularLightMap | None = sdf.child(
        "light_map", lambda: MaterialPbrSpecularLightMap
    )
    """Texture with lighting baked in ahead of time, multiplied onto the albedo when rendering."""


@attrs.define(kw_only=True, eq=False, repr=False)
class MaterialPbr(sdf.Element):
    """Physically based rendering parameters. Set either the metal (metallic/roughness) or the
    specular (specular/glossiness) workflow.

    Attributes:
        metal: Parameters of the metallic/roughness PBR workflow.
        specular: Parameters of the specular/glossiness PBR workflow.
    """

    TAG: ClassVar[str] = "pbr"
    SPEC_FILE: ClassVar[str] = "spec/1.7/material.sdf"

    metal: MaterialPbrMetal | None = sdf.child("metal", lambda: MaterialPbrMetal)
    """Parameters of the metallic/roughness PBR workflow."""

    specular: MaterialPbrSpecular | None = sdf.child("specular", lambda: MaterialPbrSpecular)
    """Parameters of the specular/glossiness PBR workflow."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Material(sdf.Element):
    """Surface appearance of a visual: colours, lighting response, textures, shaders and
    physically based rendering (PBR) parameters.

    Attributes:
        script: Reference to a named material defined in an external material script (e.g. an
            OGRE .material file).
        shader: Shader program used to light the surface.
        render_order: Drawing priority for coplanar polygons; polygons with a higher value are
            drawn on top of those with a lower one. Default: ``0.0``.
        lighting: Whether dynamic lighting affects the surface. When false, the surface is drawn
            with flat, unlit colours. Default: ``true``.
        ambient: Colour reflected under ambient light, as red green blue alpha, each in [0, 1].
            Default: ``0 0 0 1``.
        diffuse: Base colour reflected under direct (diffuse) lighting, as red green blue alpha,
            each in [0, 1]. Default: ``0 0 0 1``.
        specular: Colour of specular highlights, as red green blue alpha, each in [0, 1].
            Default: ``0 0 0 1``.
        emissive: Colour the surface emits by itself regardless of lighting, as red green blue
            alpha, each in [0, 1]. Default: ``0 0 0 1``.
        double_sided: When true, both faces of each polygon of the mesh are rendered instead of
            only the front face. Default: ``false``.
        pbr: Physically based rendering parameters. Set either the metal (metallic/roughness) or
            the specular (specular/glossiness) workflow.
        shininess: Specular exponent of the classic (non-PBR) lighting model; larger values give
            smaller, sharper highlights. Default: ``0``.
    """

    TAG: ClassVar[str] = "material"
    SPEC_FILE: ClassVar[str] = "spec/1.7/material.sdf"

    script: MaterialScript | None = sdf.child("script", lambda: MaterialScript)
    """Reference to a named material defined in an external material script (e.g. an OGRE
    .material file)."""

    shader: MaterialShader | None = sdf.child("shader", lambda: MaterialShader)
    """Shader program used to light the surface."""

    render_order: float = sdf.value("render_order", "float", "0.0")
    """Drawing priority for coplanar polygons; polygons with a higher value are drawn on top of
    those with a lower one. Default: ``0.0``."""

    lighting: bool = sdf.value("lighting", "bool", "true")
    """Whether dynamic lighting affects the surface. When false, the surface is drawn with
    flat, unlit colours. Default: ``true``."""

    ambient: FloatArray = sdf.value("ambient", "color", "0 0 0 1")
    """Colour reflected under ambient light, as red green blue alpha, each in [0, 1]. Default:
    ``0 0 0 1``."""

    diffuse: FloatArray = sdf.value("diffuse", "color", "0 0 0 1")
    """Base colour reflected under direct (diffuse) lighting, as red green blue alpha, each in
    [0, 1]. Default: ``0 0 0 1``."""

    specular: FloatArray = sdf.value("specular", "color", "0 0 0 1")
    """Colour of specular highlights, as red green blue alpha, each in [0, 1]. Default: ``0 0 0
    1``."""

    emissive: FloatArray = sdf.value("emissive", "color", "0 0 0 1")
    """Colour the surface emits by itself regardless of lighting, as red green blue alpha, each
    in [0, 1]. Default: ``0 0 0 1``."""

    double_sided: bool = sdf.value("double_sided", "bool", "false")
    """When true, both faces of each polygon of the mesh are rendered instead of only the front
    face. Default: ``false``."""

    pbr: MaterialPbr | None = sdf.child("pbr", lambda: MaterialPbr)
    """Physically based rendering parameters. Set either the metal (metallic/roughness) or the
    specular (specular/glossiness) workflow."""

    shininess: float = sdf.value("shininess", "double", "0")
    """Specular exponent of the classic (non-PBR) lighting model; larger values give smaller,
    sharper highlights. Default: ``0``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_COLOR = sdf.converter("color")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_FLOAT = sdf.converter("float")
_PARSE_UNSIGNED_INT = sdf.converter("unsigned int")


(
    _material_script_set_xml_extras,
    _material_script_set_xml_origin,
    _material_script_set_uris,
    _material_script_set_name,
) = sdf.setters(MaterialScript, "xml_extras", "xml_origin", "uris", "name")


@sdf.fills(MaterialScript)
def _fill_material_script(
    obj: MaterialScript, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MaterialScript`` from its element."""
    path = f"{parent_path}/script"
    found: list[str] = []
    uris: list[object] = []
    name: object = "__default__"
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "uri":
            uris.append(item.text or "")
            order.append("uris")
        elif tag == "name":
            name = item.text or ""
            order.append("name")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _material_script_set_xml_extras(obj, extras)
    _material_script_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _material_script_set_uris(obj, uris)
    _material_script_set_name(obj, name)
    return True


(
    _material_shader_set_xml_extras,
    _material_shader_set_xml_origin,
    _material_shader_set_type,
    _material_shader_set_normal_map,
) = sdf.setters(MaterialShader, "xml_extras", "xml_origin", "type", "normal_map")


@sdf.fills(MaterialShader)
def _fill_material_shader(
    obj: MaterialShader, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MaterialShader`` from its element."""
    path = f"{parent_path}/shader"
    found: list[str] = []
    type_: object = "pixel"
    text = node.get("type")
    if text is not None:
        type_ = text
        found.append("type")
    normal_map: object = "__default__"
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "normal_map":
            normal_map = item.text or ""
            order.append("normal_map")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _material_shader_set_xml_extras(obj, extras)
    _material_shader_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _material_shader_set_type(obj, type_)
    _material_shader_set_normal_map(obj, normal_map)
    return True


(
    _material_pbr_metal_normal_map_set_xml_extras,
    _material_pbr_metal_normal_map_set_xml_origin,
    _material_pbr_metal_normal_map_set_value,
    _material_pbr_metal_normal_map_set_type,
) = sdf.setters(MaterialPbrMetalNormalMap, "xml_extras", "xml_origin", "value", "type")


@sdf.fills(MaterialPbrMetalNormalMap)
def _fill_material_pbr_metal_normal_map(
    obj: MaterialPbrMetalNormalMap, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MaterialPbrMetalNormalMap`` from its element."""
    path = f"{parent_path}/normal_map"
    found: list[str] = []
    type_: object = "tangent"
    text = node.get("type")
    if text is not None:
        type_ = text
        found.append("type")
    text = node.text or ""
    value: object = text
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _material_pbr_metal_normal_map_set_xml_extras(obj, extras)
    _material_pbr_metal_normal_map_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _material_pbr_metal_normal_map_set_value(obj, value)
    _material_pbr_metal_normal_map_set_type(obj, type_)
    return True


(
    _material_pbr_metal_light_map_set_xml_extras,
    _material_pbr_metal_light_map_set_xml_origin,
    _material_pbr_metal_light_map_set_value,
    _material_pbr_metal_light_map_set_uv_set,
) = sdf.setters(MaterialPbrMetalLightMap, "xml_extras", "xml_origin", "value", "uv_set")


@sdf.fills(MaterialPbrMetalLightMap)
def _fill_material_pbr_metal_light_map(
    obj: MaterialPbrMetalLightMap, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MaterialPbrMetalLightMap`` from its element."""
    path = f"{parent_path}/light_map"
    found: list[str] = []
    uv_set: object = 0
    text = node.get("uv_set")
    if text is not None:
        uv_set = ctx.parsed(_PARSE_UNSIGNED_INT, text)
        found.append("uv_set")
    text = node.text or ""
    value: object = text
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _material_pbr_metal_light_map_set_xml_extras(obj, extras)
    _material_pbr_metal_light_map_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _material_pbr_metal_light_map_set_value(obj, value)
    _material_pbr_metal_light_map_set_uv_set(obj, uv_set)
    return True


(
    _material_pbr_metal_set_xml_extras,
    _material_pbr_metal_set_xml_origin,
    _material_pbr_metal_set_albedo_map,
    _material_pbr_metal_set_roughness_map,
    _material_pbr_metal_set_roughness,
    _material_pbr_metal_set_metalness_map,
    _material_pbr_metal_set_metalness,
    _material_pbr_metal_set_environment_map,
    _material_pbr_metal_set_ambient_occlusion_map,
    _material_pbr_metal_set_normal_map,
    _material_pbr_metal_set_emissive_map,
    _material_pbr_metal_set_light_map,
) = sdf.setters(
    MaterialPbrMetal,
    "xml_extras",
    "xml_origin",
    "albedo_map",
    "roughness_map",
    "roughness",
    "metalness_map",
    "metalness",
    "environment_map",
    "ambient_occlusion_map",
    "normal_map",
    "emissive_map",
    "light_map",
)


@sdf.fills(MaterialPbrMetal)
def _fill_material_pbr_metal(
    obj: MaterialPbrMetal, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MaterialPbrMetal`` from its element."""
    path = f"{parent_path}/metal"
    found: list[str] = []
    albedo_map: object = ""
    roughness_map: object = ""
    roughness: object = "0.5"
    metalness_map: object = ""
    metalness: object = "0.5"
    environment_map: object = ""
    ambient_occlusion_map: object = ""
    normal_map: MaterialPbrMetalNormalMap | None = None
    emissive_map: object = ""
    light_map: MaterialPbrMetalLightMap | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "albedo_map":
            albedo_map = item.text or ""
            order.append("albedo_map")
        elif tag == "roughness_map":
            roughness_map = item.text or ""
            order.append("roughness_map")
        elif tag == "roughness":
            roughness = item.text or ""
            order.append("roughness")
        elif tag == "metalness_map":
            metalness_map = item.text or ""
            order.append("metalness_map")
        elif tag == "metalness":
            metalness = item.text or ""
            order.append("metalness")
        elif tag == "environment_map":
            environment_map = item.text or ""
            order.append("environment_map")
        elif tag == "ambient_occlusion_map":
            ambient_occlusion_map = item.text or ""
            order.append("ambient_occlusion_map")
        elif tag == "normal_map":
            normal_map = sdf.unfilled(MaterialPbrMetalNormalMap, item, ctx, path)
            order.append("normal_map")
        elif tag == "emissive_map":
            emissive_map = item.text or ""
            order.append("emissive_map")
        elif tag == "light_map":
            light_map = sdf.unfilled(MaterialPbrMetalLightMap, item, ctx, path)
            order.append("light_map")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _material_pbr_metal_set_xml_extras(obj, extras)
    _material_pbr_metal_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _material_pbr_metal_set_albedo_map(obj, albedo_map)
    _material_pbr_metal_set_roughness_map(obj, roughness_map)
    _material_pbr_metal_set_roughness(obj, roughness)
    _material_pbr_metal_set_metalness_map(obj, metalness_map)
    _material_pbr_metal_set_metalness(obj, metalness)
    _material_pbr_metal_set_environment_map(obj, environment_map)
    _material_pbr_metal_set_ambient_occlusion_map(obj, ambient_occlusion_map)
    _material_pbr_metal_set_normal_map(obj, normal_map)
    _material_pbr_metal_set_emissive_map(obj, emissive_map)
    _material_pbr_metal_set_light_map(obj, light_map)
    return True


(
    _material_pbr_specular_normal_map_set_xml_extras,
    _material_pbr_specular_normal_map_set_xml_origin,
    _material_pbr_specular_normal_map_set_value,
    _material_pbr_specular_normal_map_set_type,
) = sdf.setters(MaterialPbrSpecularNormalMap, "xml_extras", "xml_origin", "value", "type")


@sdf.fills(MaterialPbrSpecularNormalMap)
def _fill_material_pbr_specular_normal_map(
    obj: MaterialPbrSpecularNormalMap, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MaterialPbrSpecularNormalMap`` from its element."""
    path = f"{parent_path}/normal_map"
    found: list[str] = []
    type_: object = "tangent"
    text = node.get("type")
    if text is not None:
        type_ = text
        found.append("type")
    text = node.text or ""
    value: object = text
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _material_pbr_specular_normal_map_set_xml_extras(obj, extras)
    _material_pbr_specular_normal_map_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _material_pbr_specular_normal_map_set_value(obj, value)
    _material_pbr_specular_normal_map_set_type(obj, type_)
    return True


(
    _material_pbr_specular_light_map_set_xml_extras,
    _material_pbr_specular_light_map_set_xml_origin,
    _material_pbr_specular_light_map_set_value,
    _material_pbr_specular_light_map_set_uv_set,
) = sdf.setters(MaterialPbrSpecularLightMap, "xml_extras", "xml_origin", "value", "uv_set")


@sdf.fills(MaterialPbrSpecularLightMap)
def _fill_material_pbr_specular_light_map(
    obj: MaterialPbrSpecularLightMap, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MaterialPbrSpecularLightMap`` from its element."""
    path = f"{parent_path}/light_map"
    found: list[str] = []
    uv_set: object = 0
    text = node.get("uv_set")
    if text is not None:
        uv_set = ctx.parsed(_PARSE_UNSIGNED_INT, text)
        found.append("uv_set")
    text = node.text or ""
    value: object = text
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _material_pbr_specular_light_map_set_xml_extras(obj, extras)
    _material_pbr_specular_light_map_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _material_pbr_specular_light_map_set_value(obj, value)
    _material_pbr_specular_light_map_set_uv_set(obj, uv_set)
    return True


(
    _material_pbr_specular_set_xml_extras,
    _material_pbr_specular_set_xml_origin,
    _material_pbr_specular_set_albedo_map,
    _material_pbr_specular_set_specular_map,
    _material_pbr_specular_set_glossiness_map,
    _material_pbr_specular_set_glossiness,
    _material_pbr_specular_set_environment_map,
    _material_pbr_specular_set_ambient_occlusion_map,
    _material_pbr_specular_set_normal_map,
    _material_pbr_specular_set_emissive_map,
    _material_pbr_specular_set_light_map,
) = sdf.setters(
    MaterialPbrSpecular,
    "xml_extras",
    "xml_origin",
    "albedo_map",
    "specular_map",
    "glossiness_map",
    "glossiness",
    "environment_map",
    "ambient_occlusion_map",
    "normal_map",
    "emissive_map",
    "light_map",
)


@sdf.fills(MaterialPbrSpecular)
def _fill_material_pbr_specular(
    obj: MaterialPbrSpecular, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MaterialPbrSpecular`` from its element."""
    path = f"{parent_path}/specular"
    found: list[str] = []
    albedo_map: object = ""
    specular_map: object = ""
    glossiness_map: object = ""
    glossiness: object = "0"
    environment_map: object = ""
    ambient_occlusion_map: object = ""
    normal_map: MaterialPbrSpecularNormalMap | None = None
    emissive_map: object = ""
    light_map: MaterialPbrSpecularLightMap | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "albedo_map":
            albedo_map = item.text or ""
            order.append("albedo_map")
        elif tag == "specular_map":
            specular_map = item.text or ""
            order.append("specular_map")
        elif tag == "glossiness_map":
            glossiness_map = item.text or ""
            order.append("glossiness_map")
        elif tag == "glossiness":
            glossiness = item.text or ""
            order.append("glossiness")
        elif tag == "environment_map":
            environment_map = item.text or ""
            order.append("environment_map")
        elif tag == "ambient_occlusion_map":
            ambient_occlusion_map = item.text or ""
            order.append("ambient_occlusion_map")
        elif tag == "normal_map":
            normal_map = sdf.unfilled(MaterialPbrSpecularNormalMap, item, ctx, path)
            order.append("normal_map")
        elif tag == "emissive_map":
            emissive_map = item.text or ""
            order.append("emissive_map")
        elif tag == "light_map":
            light_map = sdf.unfilled(MaterialPbrSpecularLightMap, item, ctx, path)
            order.append("light_map")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _material_pbr_specular_set_xml_extras(obj, extras)
    _material_pbr_specular_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _material_pbr_specular_set_albedo_map(obj, albedo_map)
    _material_pbr_specular_set_specular_map(obj, specular_map)
    _material_pbr_specular_set_glossiness_map(obj, glossiness_map)
    _material_pbr_specular_set_glossiness(obj, glossiness)
    _material_pbr_specular_set_environment_map(obj, environment_map)
    _material_pbr_specular_set_ambient_occlusion_map(obj, ambient_occlusion_map)
    _material_pbr_specular_set_normal_map(obj, normal_map)
    _material_pbr_specular_set_emissive_map(obj, emissive_map)
    _material_pbr_specular_set_light_map(obj, light_map)
    return True


(
    _material_pbr_set_xml_extras,
    _material_pbr_set_xml_origin,
    _material_pbr_set_metal,
    _material_pbr_set_specular,
) = sdf.setters(MaterialPbr, "xml_extras", "xml_origin", "metal", "specular")


@sdf.fills(MaterialPbr)
def _fill_material_pbr(
    obj: MaterialPbr, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MaterialPbr`` from its element."""
    path = f"{parent_path}/pbr"
    found: list[str] = []
    metal: MaterialPbrMetal | None = None
    specular: MaterialPbrSpecular | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "metal":
            metal = sdf.unfilled(MaterialPbrMetal, item, ctx, path)
            order.append("metal")
        elif tag == "specular":
            specular = sdf.unfilled(MaterialPbrSpecular, item, ctx, path)
            order.append("specular")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _material_pbr_set_xml_extras(obj, extras)
    _material_pbr_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _material_pbr_set_metal(obj, metal)
    _material_pbr_set_specular(obj, specular)
    return True


(
    _material_set_xml_extras,
    _material_set_xml_origin,
    _material_set_script,
    _material_set_shader,
    _material_set_render_order,
    _material_set_lighting,
    _material_set_ambient,
    _material_set_diffuse,
    _material_set_specular,
    _material_set_emissive,
    _material_set_double_sided,
    _material_set_pbr,
    _material_set_shininess,
) = sdf.setters(
    Material,
    "xml_extras",
    "xml_origin",
    "script",
    "shader",
    "render_order",
    "lighting",
    "ambient",
    "diffuse",
    "specular",
    "emissive",
    "double_sided",
    "pbr",
    "shininess",
)


@sdf.fills(Material)
def _fill_material(
    obj: Material, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Material`` from its element."""
    path = f"{parent_path}/material"
    found: list[str] = []
    script: MaterialScript | None = None
    shader: MaterialShader | None = None
    render_order: object = 0.0
    lighting: object = True
    ambient: object = sdf.declared_default(Material, "ambient")
    diffuse: object = sdf.declared_default(Material, "diffuse")
    specular: object = sdf.declared_default(Material, "specular")
    emissive: object = sdf.declared_default(Material, "emissive")
    double_sided: object = False
    pbr: MaterialPbr | None = None
    shininess: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "script":
            script = sdf.unfilled(MaterialScript, item, ctx, path)
            order.append("script")
        elif tag == "shader":
            shader = sdf.unfilled(MaterialShader, item, ctx, path)
            order.append("shader")
        elif tag == "render_order":
            render_order = ctx.parsed(_PARSE_FLOAT, item.text or "")
            order.append("render_order")
        elif tag == "lighting":
            lighting = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("lighting")
        elif tag == "ambient":
            ambient = ctx.parsed(_PARSE_COLOR, item.text or "")
            order.append("ambient")
        elif tag == "diffuse":
            diffuse = ctx.parsed(_PARSE_COLOR, item.text or "")
            order.append("diffuse")
        elif tag == "specular":
            specular = ctx.parsed(_PARSE_COLOR, item.text or "")
            order.append("specular")
        elif tag == "emissive":
            emissive = ctx.parsed(_PARSE_COLOR, item.text or "")
            order.append("emissive")
        elif tag == "double_sided":
            double_sided = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("double_sided")
        elif tag == "pbr":
            pbr = sdf.unfilled(MaterialPbr, item, ctx, path)
            order.append("pbr")
        elif tag == "shininess":
            shininess = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("shininess")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _material_set_xml_extras(obj, extras)
    _material_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _material_set_script(obj, script)
    _material_set_shader(obj, shader)
    _material_set_render_order(obj, render_order)
    _material_set_lighting(obj, lighting)
    _material_set_ambient(obj, ambient)
    _material_set_diffuse(obj, diffuse)
    _material_set_specular(obj, specular)
    _material_set_emissive(obj, emissive)
    _material_set_double_sided(obj, double_sided)
    _material_set_pbr(obj, pbr)
    _material_set_shininess(obj, shininess)
    return True
