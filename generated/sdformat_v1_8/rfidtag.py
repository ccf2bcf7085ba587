"""SDFormat 1.8 element classes of ``spec/1.8/rfidtag.sdf``.

Generated from spec/1.8/rfidtag.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Rfid",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Rfid(sdf.Element):
    """Marks the sensor as an RFID reader that detects RFID tags within range. It has no
    parameters."""

    TAG: ClassVar[str] = "rfid"
    SPEC_FILE: ClassVar[str] = "spec/1.8/rfidtag.sdf"


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _rfid_set_xml_extras,
    _rfid_set_xml_origin,
) = sdf.setters(Rfid, "xml_extras", "xml_origin")


@sdf.fills(Rfid)
def _fill_rfid(obj: Rfid, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Rfid`` from its element."""
    path = f"{parent_path}/rfid"
    found: list[str] = []
    if next(node.iterchildren(etree.Element), None) is not None:  # not a fast-path document
        return False
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _rfid_set_xml_extras(obj, extras)
    _rfid_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    return True
