"""SDFormat 1.12 element classes of ``spec/1.12/air_speed.sdf``.

Generated from spec/1.12/air_speed.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_12.noise import Noise

__all__ = [
    "AirSpeed",
    "AirSpeedPressure",
]


@attrs.define(kw_only=True, eq=False)
class AirSpeedPressure(sdf.Element):
    """Noise model for the reported differential pressure, in pascals.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "pressure"
    SPEC_FILE: ClassVar[str] = "spec/1.12/air_speed.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class AirSpeed(sdf.Element):
    """Parameters of an airspeed sensor that measures the differential (pitot) pressure caused
    by motion through the air.

    Attributes:
        pressure: Noise model for the reported differential pressure, in pascals.
    """

    TAG: ClassVar[str] = "air_speed"
    SPEC_FILE: ClassVar[str] = "spec/1.12/air_speed.sdf"

    pressure: AirSpeedPressure | None = sdf.child("pressure", lambda: AirSpeedPressure)
    """Noise model for the reported differential pressure, in pascals."""
