"""SDFormat 1.12 element classes of ``spec/1.12/visual.sdf``.

Generated from spec/1.12/visual.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_12.geometry import Geometry
    from sdformat_v1_12.material import Material
    from sdformat_v1_12.plugin import Plugin
    from sdformat_v1_12.pose import Pose

__all__ = [
    "Visual",
    "VisualMeta",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_12",
    {
        "Geometry": "geometry",
        "Material": "material",
        "Plugin": "plugin",
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class VisualMeta(sdf.Element):
    """Extra metadata used by tools that display the visual.

    Attributes:
        layer: Index of the display layer the visual belongs to, so that GUIs can show or hide
            groups of visuals together. Default: ``0``.
    """

    TAG: ClassVar[str] = "meta"
    SPEC_FILE: ClassVar[str] = "spec/1.12/visual.sdf"

    layer: int = sdf.value("layer", "int", "0")
    """Index of the display layer the visual belongs to, so that GUIs can show or hide groups
    of visuals together. Default: ``0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Visual(sdf.Element):
    """Geometry drawn for a link by rendering engines and sensors such as cameras. It has no
    effect on physics.

    Attributes:
        name: Name of the visual; must be unique among the visuals of the parent link.
        cast_shadows: Whether this visual casts shadows. Default: ``true``.
        laser_retro: Retro-reflectivity value that laser range sensors report when their rays
            hit this visual. Default: ``0.0``.
        transparency: Transparency of the visual, from 0 (fully opaque) to 1 (invisible).
            Default: ``0.0``.
        visibility_flags: Bitmask of visibility groups. A camera sees the visual only when its
            visibility_mask ANDed with these flags is non-zero; all bits set means visible to
            every camera. Default: ``4294967295``.
        meta: Extra metadata used by tools that display the visual.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
        material: Surface appearance of a visual: colours, lighting response, textures, shaders
            and physically based rendering (PBR) parameters.
        geometry: Shape of a collision or visual; holds exactly one shape element.
        plugins: A library loaded at run time to extend the simulator. It may appear in a world,
            model, sensor, visual or the GUI, and its child elements are passed to it as
            configuration.
    """

    TAG: ClassVar[str] = "visual"
    SPEC_FILE: ClassVar[str] = "spec/1.12/visual.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the visual; must be unique among the visuals of the parent link."""

    cast_shadows: bool = sdf.value("cast_shadows", "bool", "true")
    """Whether this visual casts shadows. Default: ``true``."""

    laser_retro: float = sdf.value("laser_retro", "double", "0.0")
    """Retro-reflectivity value that laser range sensors report when their rays hit this
    visual. Default: ``0.0``."""

    transparency: float = sdf.value("transparency", "double", "0.0")
    """Transparency of the visual, from 0 (fully opaque) to 1 (invisible). Default: ``0.0``."""

    visibility_flags: int = sdf.value("visibility_flags", "unsigned int", "4294967295")
    """Bitmask of visibility groups. A camera sees the visual only when its visibility_mask
    ANDed with these flags is non-zero; all bits set means visible to every camera.
    Default: ``4294967295``."""

    meta: VisualMeta | None = sdf.child("meta", lambda: VisualMeta)
    """Extra metadata used by tools that display the visual."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    material: Material | None = sdf.child("material", lambda: _imports.Material)
    """Surface appearance of a visual: colours, lighting response, textures, shaders and
    physically based rendering (PBR) parameters."""

    geometry: Geometry = sdf.child("geometry", lambda: _imports.Geometry, cardinality="1")
    """Shape of a collision or visual; holds exactly one shape element."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: _imports.Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_INT = sdf.converter("int")
_PARSE_UNSIGNED_INT = sdf.converter("unsigned int")


(
    _visual_meta_set_xml_extras,
    _visual_meta_set_xml_origin,
    _visual_meta_set_layer,
) = sdf.setters(VisualMeta, "xml_extras", "xml_origin", "layer")


@sdf.fills(VisualMeta)
def _fill_visual_meta(
    obj: VisualMeta, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``VisualMeta`` from its element."""
    path = f"{parent_path}/meta"
    found: list[str] = []
    layer: object = 0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "layer":
            layer = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("layer")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _visual_meta_set_xml_extras(obj, extras)
    _visual_meta_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _visual_meta_set_layer(obj, layer)
    return True


(
    _visual_set_xml_extras,
    _visual_set_xml_origin,
    _visual_set_name,
    _visual_set_cast_shadows,
    _visual_set_laser_retro,
    _visual_set_transparency,
    _visual_set_visibility_flags,
    _visual_set_meta,
    _visual_set_pose,
    _visual_set_material,
    _visual_set_geometry,
    _visual_set_plugins,
) = sdf.setters(
    Visual,
    "xml_extras",
    "xml_origin",
    "name",
    "cast_shadows",
    "laser_retro",
    "transparency",
    "visibility_flags",
    "meta",
    "pose",
    "material",
    "geometry",
    "plugins",
)


@sdf.fills(Visual)
def _fill_visual(obj: Visual, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Visual`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/visual"
    else:
        path = f'{parent_path}/visual[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    cast_shadows: object = True
    laser_retro: object = 0.0
    transparency: object = 0.0
    visibility_flags: object = 4294967295
    meta: VisualMeta | None = None
    pose: Pose | None = None
    material: Material | None = None
    geometry: Geometry | None = None
    plugins: list[Plugin] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "cast_shadows":
            cast_shadows = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("cast_shadows")
        elif tag == "laser_retro":
            laser_retro = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("laser_retro")
        elif tag == "transparency":
            transparency = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("transparency")
        elif tag == "visibility_flags":
            visibility_flags = ctx.parsed(_PARSE_UNSIGNED_INT, item.text or "")
            order.append("visibility_flags")
        elif tag == "meta":
            meta = sdf.unfilled(VisualMeta, item, ctx, path)
            order.append("meta")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "material":
            material = sdf.unfilled(_imports.Material, item, ctx, path)
            order.append("material")
        elif tag == "geometry":
            geometry = sdf.unfilled(_imports.Geometry, item, ctx, path)
            order.append("geometry")
        elif tag == "plugin":
            plugins.append(sdf.unfilled(_imports.Plugin, item, ctx, path))
            order.append("plugins")
        else:  # not a fast-path document
            return False
    if geometry is None:  # the default object, as the constructor makes it
        geometry = _imports.Geometry.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _visual_set_xml_extras(obj, extras)
    _visual_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _visual_set_name(obj, name)
    _visual_set_cast_shadows(obj, cast_shadows)
    _visual_set_laser_retro(obj, laser_retro)
    _visual_set_transparency(obj, transparency)
    _visual_set_visibility_flags(obj, visibility_flags)
    _visual_set_meta(obj, meta)
    _visual_set_pose(obj, pose)
    _visual_set_material(obj, material)
    _visual_set_geometry(obj, geometry)
    _visual_set_plugins(obj, plugins)
    return True
