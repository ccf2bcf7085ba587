"""SDFormat 1.11 element classes of ``spec/1.11/transceiver.sdf``.

Generated from spec/1.11/transceiver.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Transceiver",
]


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.11/transceiver.sdf"

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
