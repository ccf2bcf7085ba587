"""SDFormat 1.11 element classes of ``spec/1.11/plane_shape.sdf``.

Generated from spec/1.11/plane_shape.sdf by make generate. Do not edit: change the
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
    "Plane",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Plane(sdf.Element):
    """Flat plane through the origin of its frame.

    Attributes:
        normal: Direction perpendicular to the plane, expressed in the frame of the collision or
            visual that holds it. Default: ``0 0 1``.
        size: Side lengths of the plane along its two in-plane directions, in metres. Only
            affects rendering: as a collision the plane is infinite. Default: ``1 1``.
    """

    TAG: ClassVar[str] = "plane"
    SPEC_FILE: ClassVar[str] = "spec/1.11/plane_shape.sdf"

    normal: FloatArray = sdf.value("normal", "vector3", "0 0 1", cardinality="1")
    """Direction perpendicular to the plane, expressed in the frame of the collision or visual
    that holds it. Default: ``0 0 1``."""

    size: FloatArray = sdf.value("size", "vector2d", "1 1", cardinality="1", minimum="0 0")
    """Side lengths of the plane along its two in-plane directions, in metres. Only affects
    rendering: as a collision the plane is infinite. Default: ``1 1``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_VECTOR2D = sdf.converter("vector2d")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _plane_set_xml_extras,
    _plane_set_xml_origin,
    _plane_set_normal,
    _plane_set_size,
) = sdf.setters(Plane, "xml_extras", "xml_origin", "normal", "size")


@sdf.fills(Plane)
def _fill_plane(obj: Plane, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Plane`` from its element."""
    path = f"{parent_path}/plane"
    found: list[str] = []
    normal: object = sdf.declared_default(Plane, "normal")
    size: object = sdf.declared_default(Plane, "size")
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "normal":
            normal = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("normal")
        elif tag == "size":
            size = ctx.parsed(_PARSE_VECTOR2D, item.text or "")
            order.append("size")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _plane_set_xml_extras(obj, extras)
    _plane_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _plane_set_normal(obj, normal)
    _plane_set_size(obj, size)
    return True
