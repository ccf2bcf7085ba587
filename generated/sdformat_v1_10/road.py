"""SDFormat 1.10 element classes of ``spec/1.10/road.sdf``.

Generated from spec/1.10/road.sdf by make generate. Do not edit: change the
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
    from sdformat_v1_10.material import Material

__all__ = [
    "Road",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_10",
    {
        "Material": "material",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class Road(sdf.Element):
    """A flat strip of road drawn through a sequence of points.

    Attributes:
        name: Name of the road, unique within the world.
        width: Width of the road, in metres. Default: ``1.0``.
        points: One point of the road's centre line, in metres in the world frame. Points are
            joined in the order given. Default: ``0 0 0``.
        material: Surface appearance of a visual: colours, lighting response, textures, shaders
            and physically based rendering (PBR) parameters.
    """

    TAG: ClassVar[str] = "road"
    SPEC_FILE: ClassVar[str] = "spec/1.10/road.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the road, unique within the world."""

    width: float = sdf.value("width", "double", "1.0", cardinality="1")
    """Width of the road, in metres. Default: ``1.0``."""

    points: list[FloatArray] = sdf.value("point", "vector3", "0 0 0", cardinality="+")
    """One point of the road's centre line, in metres in the world frame. Points are joined in
    the order given. Default: ``0 0 0``."""

    material: Material | None = sdf.child("material", lambda: _imports.Material)
    """Surface appearance of a visual: colours, lighting response, textures, shaders and
    physically based rendering (PBR) parameters."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _road_set_xml_extras,
    _road_set_xml_origin,
    _road_set_name,
    _road_set_width,
    _road_set_points,
    _road_set_material,
) = sdf.setters(Road, "xml_extras", "xml_origin", "name", "width", "points", "material")


@sdf.fills(Road)
def _fill_road(obj: Road, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Road`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/road"
    else:
        path = f'{parent_path}/road[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    width: object = 1.0
    points: list[object] = []
    material: Material | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "width":
            width = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("width")
        elif tag == "point":
            points.append(ctx.parsed(_PARSE_VECTOR3, item.text or ""))
            order.append("points")
        elif tag == "material":
            material = sdf.unfilled(_imports.Material, item, ctx, path)
            order.append("material")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _road_set_xml_extras(obj, extras)
    _road_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _road_set_name(obj, name)
    _road_set_width(obj, width)
    _road_set_points(obj, points)
    _road_set_material(obj, material)
    return True
