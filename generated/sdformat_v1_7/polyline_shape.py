"""SDFormat 1.7 element classes of ``spec/1.7/polyline_shape.sdf``.

Generated from spec/1.7/polyline_shape.sdf by make generate. Do not edit: change the
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
    "Polyline",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Polyline(sdf.Element):
    """Solid made by extruding a closed 2D outline along the z axis.

    Attributes:
        points: One vertex of the outline as x y coordinates in metres; vertices are joined in
            the order given. Default: ``0 0``.
        height: Extrusion distance along the z axis, in metres. Default: ``1.0``.
    """

    TAG: ClassVar[str] = "polyline"
    SPEC_FILE: ClassVar[str] = "spec/1.7/polyline_shape.sdf"

    points: list[FloatArray] = sdf.value("point", "vector2d", "0 0", cardinality="+")
    """One vertex of the outline as x y coordinates in metres; vertices are joined in the order
    given. Default: ``0 0``."""

    height: float = sdf.value("height", "double", "1.0", cardinality="1")
    """Extrusion distance along the z axis, in metres. Default: ``1.0``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_VECTOR2D = sdf.converter("vector2d")


(
    _polyline_set_xml_extras,
    _polyline_set_xml_origin,
    _polyline_set_points,
    _polyline_set_height,
) = sdf.setters(Polyline, "xml_extras", "xml_origin", "points", "height")


@sdf.fills(Polyline)
def _fill_polyline(
    obj: Polyline, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Polyline`` from its element."""
    path = f"{parent_path}/polyline"
    found: list[str] = []
    points: list[object] = []
    height: object = 1.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "point":
            points.append(ctx.parsed(_PARSE_VECTOR2D, item.text or ""))
            order.append("points")
        elif tag == "height":
            height = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("height")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _polyline_set_xml_extras(obj, extras)
    _polyline_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _polyline_set_points(obj, points)
    _polyline_set_height(obj, height)
    return True
