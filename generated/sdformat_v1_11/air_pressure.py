"""SDFormat 1.11 element classes of ``spec/1.11/air_pressure.sdf``.

Generated from spec/1.11/air_pressure.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_11.noise import Noise

__all__ = [
    "AirPressure",
    "AirPressurePressure",
]


@attrs.define(kw_only=True, eq=False)
class AirPressurePressure(sdf.Element):
    """Noise model for the reported pressure, in pascals.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "pressure"
    SPEC_FILE: ClassVar[str] = "spec/1.11/air_pressure.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class AirPressure(sdf.Element):
    """Parameters of a barometric sensor that reports atmospheric pressure, in pascals, at its
    current altitude.

    Attributes:
        reference_altitude: Altitude, in metres, added to the sensor's simulated height before
            the pressure is computed, e.g. to emulate flying over high ground without modelling
            the terrain. Default: ``0.0``.
        pressure: Noise model for the reported pressure, in pascals.
    """

    TAG: ClassVar[str] = "air_pressure"
    SPEC_FILE: ClassVar[str] = "spec/1.11/air_pressure.sdf"

    reference_altitude: float = sdf.value("reference_altitude", "double", "0.0")
    """Altitude, in metres, added to the sensor's simulated height before the pressure is
    computed, e.g. to emulate flying over high ground without modelling the terrain.
    Default: ``0.0``."""

    pressure: AirPressurePressure | None = sdf.child("pressure", lambda: AirPressurePressure)
    """Noise model for the reported pressure, in pascals."""
