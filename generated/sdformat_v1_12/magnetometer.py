"""SDFormat 1.12 element classes of ``spec/1.12/magnetometer.sdf``.

Generated from spec/1.12/magnetometer.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_12.noise import Noise

__all__ = [
    "Magnetometer",
    "MagnetometerX",
    "MagnetometerY",
    "MagnetometerZ",
]


@attrs.define(kw_only=True, eq=False)
class MagnetometerX(sdf.Element):
    """Noise model for the magnetic field component along the sensor's X axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "x"
    SPEC_FILE: ClassVar[str] = "spec/1.12/magnetometer.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class MagnetometerY(sdf.Element):
    """Noise model for the magnetic field component along the sensor's Y axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "y"
    SPEC_FILE: ClassVar[str] = "spec/1.12/magnetometer.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class MagnetometerZ(sdf.Element):
    """Noise model for the magnetic field component along the sensor's Z axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "z"
    SPEC_FILE: ClassVar[str] = "spec/1.12/magnetometer.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class Magnetometer(sdf.Element):
    """Parameters of a three-axis magnetometer that measures the local magnetic field in the
    sensor frame.

    Attributes:
        x: Noise model for the magnetic field component along the sensor's X axis.
        y: Noise model for the magnetic field component along the sensor's Y axis.
        z: Noise model for the magnetic field component along the sensor's Z axis.
    """

    TAG: ClassVar[str] = "magnetometer"
    SPEC_FILE: ClassVar[str] = "spec/1.12/magnetometer.sdf"

    x: MagnetometerX | None = sdf.child("x", lambda: MagnetometerX)
    """Noise model for the magnetic field component along the sensor's X axis."""

    y: MagnetometerY | None = sdf.child("y", lambda: MagnetometerY)
    """Noise model for the magnetic field component along the sensor's Y axis."""

    z: MagnetometerZ | None = sdf.child("z", lambda: MagnetometerZ)
    """Noise model for the magnetic field component along the sensor's Z axis."""
