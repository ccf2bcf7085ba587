"""SDFormat 1.7 element classes of ``spec/1.7/transceiver.sdf``.

Generated from spec/1.7/transceiver.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Transceiver",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Transceiver(sdf.Element):
    """Radio parameters of a wireless_transmitter or wireless_receiver sensor.

    Attributes:
        essid: Network name (ESSID) the transmitter broadcasts. Default: ``wireless``.
        frequency: Carrier frequency of the transmission, in MHz. Default: ``2442``.
        min_frequency: Lower edge, in MHz, of the band a receiver listens to; signals below it
            are ignored. Default: ``2412``.
        max_frequency: Upper edge, in MHz, of the band a receiver listens to; signals above it
            are ignored. Default: ``2484``.
        gain: Antenna gain, in dBi. Default: ``2.5``.
        power: Transmit power, in dBm. Default: ``14.50``.
        sensitivity: Weakest received signal power, in dBm, that a receiver can still detect.
            Default: ``-90``.
    """

    TAG: ClassVar[str] = "transceiver"
    SPEC_FILE: ClassVar[str] = "spec/1.7/transceiver.sdf"

    essid: str = sdf.value("essid", "string", "wireless")
    """Network name (ESSID) the transmitter broadcasts. Default: ``wireless``."""

    frequency: float = sdf.value("frequency", "double", "2442")
    """Carrier frequency of the transmission, in MHz. Default: ``2442``."""

    min_frequency: float = sdf.value("min_frequency", "double", "2412")
    """Lower edge, in MHz, of the band a receiver listens to; signals below it are ignored.
    Default: ``2412``."""

    max_frequency: float = sdf.value("max_frequency", "double", "2484")
    """Upper edge, in MHz, of the band a receiver listens to; signals above it are ignored.
    Default: ``2484``."""

    gain: float = sdf.value("gain", "double", "2.5", cardinality="1")
    """Antenna gain, in dBi. Default: ``2.5``."""

    power: float = sdf.value("power", "double", "14.50", cardinality="1")
    """Transmit power, in dBm. Default: ``14.50``."""

    sensitivity: float = sdf.value("sensitivity", "double", "-90")
    """Weakest received signal power, in dBm, that a receiver can still detect. Default:
    ``-90``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


(
    _transceiver_set_xml_extras,
    _transceiver_set_xml_origin,
    _transceiver_set_essid,
    _transceiver_set_frequency,
    _transceiver_set_min_frequency,
    _transceiver_set_max_frequency,
    _transceiver_set_gain,
    _transceiver_set_power,
    _transceiver_set_sensitivity,
) = sdf.setters(
    Transceiver,
    "xml_extras",
    "xml_origin",
    "essid",
    "frequency",
    "min_frequency",
    "max_frequency",
    "gain",
    "power",
    "sensitivity",
)


@sdf.fills(Transceiver)
def _fill_transceiver(
    obj: Transceiver, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Transceiver`` from its element."""
    path = f"{parent_path}/transceiver"
    found: list[str] = []
    essid: object = "wireless"
    frequency: object = 2442.0
    min_frequency: object = 2412.0
    max_frequency: object = 2484.0
    gain: object = 2.5
    power: object = 14.5
    sensitivity: object = -90.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "essid":
            essid = item.text or ""
            order.append("essid")
        elif tag == "frequency":
            frequency = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("frequency")
        elif tag == "min_frequency":
            min_frequency = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("min_frequency")
        elif tag == "max_frequency":
            max_frequency = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("max_frequency")
        elif tag == "gain":
            gain = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("gain")
        elif tag == "power":
            power = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("power")
        elif tag == "sensitivity":
            sensitivity = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("sensitivity")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _transceiver_set_xml_extras(obj, extras)
    _transceiver_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _transceiver_set_essid(obj, essid)
    _transceiver_set_frequency(obj, frequency)
    _transceiver_set_min_frequency(obj, min_frequency)
    _transceiver_set_max_frequency(obj, max_frequency)
    _transceiver_set_gain(obj, gain)
    _transceiver_set_power(obj, power)
    _transceiver_set_sensitivity(obj, sensitivity)
    return True
