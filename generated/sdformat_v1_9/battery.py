"""SDFormat 1.9 element classes of ``spec/1.9/battery.sdf``.

Generated from spec/1.9/battery.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Battery",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Battery(sdf.Element):
    """A battery carried by the link, whose charge plugins can track and drain during
    simulation.

    Attributes:
        name: Name of the battery, unique within its link.
        voltage: Voltage of the battery at the start of simulation, in volts. Default: ``0.0``.
    """

    TAG: ClassVar[str] = "battery"
    SPEC_FILE: ClassVar[str] = "spec/1.9/battery.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the battery, unique within its link."""

    voltage: float = sdf.value("voltage", "double", "0.0", cardinality="1")
    """Voltage of the battery at the start of simulation, in volts. Default: ``0.0``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


(
    _battery_set_xml_extras,
    _battery_set_xml_origin,
    _battery_set_name,
    _battery_set_voltage,
) = sdf.setters(Battery, "xml_extras", "xml_origin", "name", "voltage")


@sdf.fills(Battery)
def _fill_battery(
    obj: Battery, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Battery`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/battery"
    else:
        path = f'{parent_path}/battery[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    voltage: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "voltage":
            voltage = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("voltage")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _battery_set_xml_extras(obj, extras)
    _battery_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _battery_set_name(obj, name)
    _battery_set_voltage(obj, voltage)
    return True
