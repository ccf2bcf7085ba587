"""SDFormat 1.10 element classes of ``spec/1.10/battery.sdf``.

Generated from spec/1.10/battery.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Battery",
]


@attrs.define(kw_only=True, eq=False)
class Battery(sdf.Element):
    """A battery carried by the link, whose charge plugins can track and drain during
    simulation.

    Attributes:
        name: Name of the battery, unique within its link.
        voltage: Voltage of the battery at the start of simulation, in volts. Default: ``0.0``.
    """

    TAG: ClassVar[str] = "battery"
    SPEC_FILE: ClassVar[str] = "spec/1.10/battery.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the battery, unique within its link."""

    voltage: float = sdf.value("voltage", "double", "0.0", cardinality="1")
    """Voltage of the battery at the start of simulation, in volts. Default: ``0.0``."""
