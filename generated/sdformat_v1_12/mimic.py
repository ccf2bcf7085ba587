"""SDFormat 1.12 element classes of ``spec/1.12/mimic.sdf``.

Generated from spec/1.12/mimic.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Mimic",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Mimic(sdf.Element):
    """Makes this axis follow an axis of another (leader) joint through the linear constraint
    follower = multiplier * (leader - reference) + offset, with positions in radians or
    metres.

    Attributes:
        joint: Name of the leader joint whose axis this axis follows.
        axis: Which axis of the leader joint is followed: `axis` or `axis2`.
        multiplier: Gain applied to the leader position after reference is subtracted; a
            negative value makes the follower move in the opposite direction. Default: ``1.0``.
        offset: Value added to the follower position after scaling, in radians or metres.
            Default: ``0``.
        reference: Leader position that is subtracted before scaling, in radians or metres; when
            the leader is here, the follower is at offset. Default: ``0``.
    """

    TAG: ClassVar[str] = "mimic"
    SPEC_FILE: ClassVar[str] = "spec/1.12/mimic.sdf"

    joint: str = sdf.attribute("joint", "string", "", required=True)
    """Name of the leader joint whose axis this axis follows."""

    axis: str = sdf.attribute("axis", "string", "axis")
    """Which axis of the leader joint is followed: `axis` or `axis2`."""

    multiplier: float = sdf.value("multiplier", "double", "1.0", cardinality="1")
    """Gain applied to the leader position after reference is subtracted; a negative value
    makes the follower move in the opposite direction. Default: ``1.0``."""

    offset: float = sdf.value("offset", "double", "0", cardinality="1")
    """Value added to the follower position after scaling, in radians or metres. Default:
    ``0``."""

    reference: float = sdf.value("reference", "double", "0", cardinality="1")
    """Leader position that is subtracted before scaling, in radians or metres; when the leader
    is here, the follower is at offset. Default: ``0``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


(
    _mimic_set_xml_extras,
    _mimic_set_xml_origin,
    _mimic_set_joint,
    _mimic_set_axis,
    _mimic_set_multiplier,
    _mimic_set_offset,
    _mimic_set_reference,
) = sdf.setters(
    Mimic, "xml_extras", "xml_origin", "joint", "axis", "multiplier", "offset", "reference"
)


@sdf.fills(Mimic)
def _fill_mimic(obj: Mimic, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Mimic`` from its element."""
    path = f"{parent_path}/mimic"
    found: list[str] = []
    joint: object = ""
    text = node.get("joint")
    if text is not None:
        joint = text
        found.append("joint")
    axis: object = "axis"
    text = node.get("axis")
    if text is not None:
        axis = text
        found.append("axis")
    multiplier: object = 1.0
    offset: object = 0.0
    reference: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "multiplier":
            multiplier = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("multiplier")
        elif tag == "offset":
            offset = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("offset")
        elif tag == "reference":
            reference = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("reference")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _mimic_set_xml_extras(obj, extras)
    _mimic_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _mimic_set_joint(obj, joint)
    _mimic_set_axis(obj, axis)
    _mimic_set_multiplier(obj, multiplier)
    _mimic_set_offset(obj, offset)
    _mimic_set_reference(obj, reference)
    return True
