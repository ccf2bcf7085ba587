"""SDFormat 1.10 element classes of ``spec/1.10/sphere_shape.sdf``.

Generated from spec/1.10/sphere_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Sphere",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Sphere(sdf.Element):
    """Sphere centred on the origin of its frame.

    Attributes:
        radius: Radius of the sphere, in metres. Default: ``1``.
    """

    TAG: ClassVar[str] = "sphere"
    SPEC_FILE: ClassVar[str] = "spec/1.10/sphere_shape.sdf"

    radius: float = sdf.value("radius", "double", "1", cardinality="1")
    """Radius of the sphere, in metres. Default: ``1``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


(
    _sphere_set_xml_extras,
    _sphere_set_xml_origin,
    _sphere_set_radius,
) = sdf.setters(Sphere, "xml_extras", "xml_origin", "radius")


@sdf.fills(Sphere)
def _fill_sphere(obj: Sphere, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Sphere`` from its element."""
    path = f"{parent_path}/sphere"
    found: list[str] = []
    radius: object = 1.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "radius":
            radius = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("radius")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _sphere_set_xml_extras(obj, extras)
    _sphere_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _sphere_set_radius(obj, radius)
    return True
