"""SDFormat 1.7 element classes of ``spec/1.7/rfid.sdf``.

Generated from spec/1.7/rfid.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Rfidtag",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Rfidtag(sdf.Element):
    """Marks the sensor as a passive RFID tag that RFID readers within range can detect. It has
    no parameters."""

    TAG: ClassVar[str] = "rfidtag"
    SPEC_FILE: ClassVar[str] = "spec/1.7/rfid.sdf"


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _rfidtag_set_xml_extras,
    _rfidtag_set_xml_origin,
) = sdf.setters(Rfidtag, "xml_extras", "xml_origin")


@sdf.fills(Rfidtag)
def _fill_rfidtag(
    obj: Rfidtag, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Rfidtag`` from its element."""
    path = f"{parent_path}/rfidtag"
    found: list[str] = []
    if next(node.iterchildren(etree.Element), None) is not None:  # not a fast-path document
        return False
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _rfidtag_set_xml_extras(obj, extras)
    _rfidtag_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    return True
