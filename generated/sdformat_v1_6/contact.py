"""SDFormat 1.6 element classes of ``spec/1.6/contact.sdf``.

Generated from spec/1.6/contact.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Contact",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Contact(sdf.Element):
    """Settings of a contact sensor, which reports the contacts of one collision of its parent
    link.

    Attributes:
        collision: Name of the collision, in the sensor's parent link, whose contacts are
            reported. Default: ``__default__``.
        topic: Topic the contact data is published on. __default_topic__ lets the simulator pick
            the name. Default: ``__default_topic__``.
    """

    TAG: ClassVar[str] = "contact"
    SPEC_FILE: ClassVar[str] = "spec/1.6/contact.sdf"

    collision: str = sdf.value("collision", "string", "__default__", cardinality="1")
    """Name of the collision, in the sensor's parent link, whose contacts are reported.
    Default: ``__default__``."""

    topic: str = sdf.value("topic", "string", "__default_topic__", cardinality="1")
    """Topic the contact data is published on. __default_topic__ lets the simulator pick the
    name. Default: ``__default_topic__``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _contact_set_xml_extras,
    _contact_set_xml_origin,
    _contact_set_collision,
    _contact_set_topic,
) = sdf.setters(Contact, "xml_extras", "xml_origin", "collision", "topic")


@sdf.fills(Contact)
def _fill_contact(
    obj: Contact, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Contact`` from its element."""
    path = f"{parent_path}/contact"
    found: list[str] = []
    collision: object = "__default__"
    topic: object = "__default_topic__"
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "collision":
            collision = item.text or ""
            order.append("collision")
        elif tag == "topic":
            topic = item.text or ""
            order.append("topic")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _contact_set_xml_extras(obj, extras)
    _contact_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _contact_set_collision(obj, collision)
    _contact_set_topic(obj, topic)
    return True
