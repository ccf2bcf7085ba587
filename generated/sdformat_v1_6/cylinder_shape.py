"""SDFormat 1.6 element classes of ``spec/1.6/cylinder_shape.sdf``.

Generated from spec/1.6/cylinder_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Cylinder",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Cylinder(sdf.Element):
    """Cylinder whose axis is the z axis, centred on the origin of its frame.

    Attributes:
        radius: Radius of the circular faces, in metres. Default: ``1``.
        length: Distance between the two flat faces along the z axis, in metres. Default: ``1``.
    """

    TAG: ClassVar[str] = "cylinder"
    SPEC_FILE: ClassVar[str] = "spec/1.6/cylinder_shape.sdf"

    radius: float = sdf.value("radius", "double", "1", cardinality="1")
    """Radius of the circular faces, in metres. Default: ``1``."""

    length: float = sdf.value("length", "double", "1", cardinality="1")
    """Distance between the two flat faces along the z axis, in metres. Default: ``1``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


(
    _cylinder_set_xml_extras,
    _cylinder_set_xml_origin,
    _cylinder_set_radius,
    _cylinder_set_length,
) = sdf.setters(Cylinder, "xml_extras", "xml_origin", "radius", "length")


@sdf.fills(Cylinder)
def _fill_cylinder(
    obj: Cylinder, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Cylinder`` from its element."""
    path = f"{parent_path}/cylinder"
    found: list[str] = []
    radius: object = 1.0
    length: object = 1.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "radius":
            radius = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("radius")
        elif tag == "length":
            length = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("length")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _cylinder_set_xml_extras(obj, extras)
    _cylinder_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _cylinder_set_radius(obj, radius)
    _cylinder_set_length(obj, length)
    return True
