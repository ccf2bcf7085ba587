"""SDFormat 1.8 element classes of ``spec/1.8/navsat.sdf``.

Generated from spec/1.8/navsat.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_8.noise import Noise

__all__ = [
    "Navsat",
    "NavsatPositionSensing",
    "NavsatPositionSensingHorizontal",
    "NavsatPositionSensingVertical",
    "NavsatVelocitySensing",
    "NavsatVelocitySensingHorizontal",
    "NavsatVelocitySensingVertical",
]


@attrs.define(kw_only=True, eq=False)
class NavsatPositionSensingHorizontal(sdf.Element):
    """Noise model for the horizontal position, in metres.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "horizontal"
    SPEC_FILE: ClassVar[str] = "spec/1.8/navsat.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class NavsatPositionSensingVertical(sdf.Element):
    """Noise model for the altitude, in metres.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "vertical"
    SPEC_FILE: ClassVar[str] = "spec/1.8/navsat.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class NavsatPositionSensing(sdf.Element):
    """Noise settings for the reported position fix.

    Attributes:
        horizontal: Noise model for the horizontal position, in metres.
        vertical: Noise model for the altitude, in metres.
    """

    TAG: ClassVar[str] = "position_sensing"
    SPEC_FILE: ClassVar[str] = "spec/1.8/navsat.sdf"

    horizontal: NavsatPositionSensingHorizontal | None = sdf.child(
        "horizontal", lambda: NavsatPositionSensingHorizontal
    )
    """Noise model for the horizontal position, in metres."""

    vertical: NavsatPositionSensingVertical | None = sdf.child(
        "vertical", lambda: NavsatPositionSensingVertical
    )
    """Noise model for the altitude, in metres."""


@attrs.define(kw_only=True, eq=False)
class NavsatVelocitySensingHorizontal(sdf.Element):
    """Noise model for the horizontal velocity, in metres per second.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "horizontal"
    SPEC_FILE: ClassVar[str] = "spec/1.8/navsat.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class NavsatVelocitySensingVertical(sdf.Element):
    """Noise model for the vertical velocity, in metres per second.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "vertical"
    SPEC_FILE: ClassVar[str] = "spec/1.8/navsat.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class NavsatVelocitySensing(sdf.Element):
    """Noise settings for the reported velocity.

    Attributes:
        horizontal: Noise model for the horizontal velocity, in metres per second.
        vertical: Noise model for the vertical velocity, in metres per second.
    """

    TAG: ClassVar[str] = "velocity_sensing"
    SPEC_FILE: ClassVar[str] = "spec/1.8/navsat.sdf"

    horizontal: NavsatVelocitySensingHorizontal | None = sdf.child(
        "horizontal", lambda: NavsatVelocitySensingHorizontal
    )
    """Noise model for the horizontal velocity, in metres per second."""

    vertical: NavsatVelocitySensingVertical | None = sdf.child(
        "vertical", lambda: NavsatVelocitySensingVertical
    )
    """Noise model for the vertical velocity, in metres per second."""


@attrs.define(kw_only=True, eq=False)
class Navsat(sdf.Element):
    """Parameters of a satellite navigation (GNSS) receiver that reports latitude, longitude,
    altitude and velocity in the world's spherical coordinates.

    Attributes:
        position_sensing: Noise settings for the reported position fix.
        velocity_sensing: Noise settings for the reported velocity.
    """

    TAG: ClassVar[str] = "navsat"
    SPEC_FILE: ClassVar[str] = "spec/1.8/navsat.sdf"

    position_sensing: NavsatPositionSensing | None = sdf.child(
        "position_sensing", lambda: NavsatPositionSensing
    )
    """Noise settings for the reported position fix."""

    velocity_sensing: NavsatVelocitySensing | None = sdf.child(
        "velocity_sensing", lambda: NavsatVelocitySensing
    )
    """Noise settings for the reported velocity."""
