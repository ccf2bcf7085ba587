"""SDFormat 1.8 element classes of ``spec/1.8/ellipsoid_shape.sdf``.

Generated from spec/1.8/ellipsoid_shape.sdf by make generate. Do not edit: change the
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
    "Ellipsoid",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Ellipsoid(sdf.Element):
    """Ellipsoid centred on the origin of its frame.

    Attributes:
        radii: Semi-axis lengths along the x, y and z axes, in metres. Default: ``1 1 1``.
    """

    TAG: ClassVar[str] = "ellipsoid"
    SPEC_FILE: ClassVar[str] = "spec/1.8/ellipsoid_shape.sdf"

    radii: FloatArray = sdf.value("radii", "vector3", "1 1 1", cardinality="1")
    """Semi-axis lengths along the x, y and z axes, in metres. Default: ``1 1 1``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _ellipsoid_set_xml_extras,
    _ellipsoid_set_xml_origin,
    _ellipsoid_set_radii,
) = sdf.setters(Ellipsoid, "xml_extras", "xml_origin", "radii")


@sdf.fills(Ellipsoid)
def _fill_ellipsoid(
    obj: Ellipsoid, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Ellipsoid`` from its element."""
    path = f"{parent_path}/ellipsoid"
    found: list[str] = []
    radii: object = sdf.declared_default(Ellipsoid, "radii")
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "radii":
            radii = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("radii")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _ellipsoid_set_xml_extras(obj, extras)
    _ellipsoid_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _ellipsoid_set_radii(obj, radii)
    return True
