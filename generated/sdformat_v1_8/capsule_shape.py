"""SDFormat 1.8 element classes of ``spec/1.8/capsule_shape.sdf``.

Generated from spec/1.8/capsule_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Capsule",
]


@attrs.define(kw_only=True, eq=False)
class Capsule(sdf.Element):
    """Cylinder with a hemisphere on each end, aligned with the z axis and centred on the
    origin of its frame.

    Attributes:
        radius: Radius of the cylindrical part and of both end hemispheres, in metres. Default:
            ``0.5``.
        length: Length of the cylindrical part alone along the z axis, in metres; the full
            capsule is this plus twice the radius. Default: ``1``.
    """

    TAG: ClassVar[str] = "capsule"
    SPEC_FILE: ClassVar[str] = "spec/1.8/capsule_shape.sdf"

    radius: float = sdf.value("radius", "double", "0.5", cardinality="1")
    """Radius of the cylindrical part and of both end hemispheres, in metres. Default: ``0.5``."""

    length: float = sdf.value("length", "double", "1", cardinality="1")
    """Length of the cylindrical part alone along the z axis, in metres; the full capsule is
    this plus twice the radius. Default: ``1``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them. It returns False, having stored nothing,
# when it meets a child the fast path would have refused; the generic reader
# then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


@sdf.fills(Capsule)
def _fill_capsule(
    obj: Capsule, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Capsule`` from its ``<capsule>``."""
    path = f"{parent_path}/capsule"
    found: list[str] = []
    radius: object = 0.5
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "radius", radius)
    store(obj, "length", length)
    return True
