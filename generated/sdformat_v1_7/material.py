"""SDFormat 1.7 element classes of ``spec/1.7/material.sdf``.

Generated from spec/1.7/material.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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
