"""SDFormat 1.12 element classes of ``spec/1.12/gps.sdf``.

Generated from spec/1.12/gps.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_12.noise import Noise

__all__ = [
    "Gps",
    "GpsPositionSensing",
    "GpsPositionSensingHorizontal",
    "GpsPositionSensingVertical",
    "GpsVelocitySensing",
    "GpsVelocitySensingHorizontal",
    "GpsVelocitySensingVertical",
]


@attrs.define(kw_only=True, eq=False)
class GpsPositionSensingHorizontal(sdf.Element):
    """Noise model for the horizontal position, in metres.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "horizontal"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class GpsPositionSensingVertical(sdf.Element):
    """Noise model for the altitude, in metres.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "vertical"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class GpsPositionSensing(sdf.Element):
    """Noise settings for the reported position fix.

    Attributes:
        horizontal: Noise model for the horizontal position, in metres.
        vertical: Noise model for the altitude, in metres.
    """

    TAG: ClassVar[str] = "position_sensing"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    horizontal: GpsPositionSensingHorizontal | None = sdf.child(
        "horizontal", lambda: GpsPositionSensingHorizontal
    )
    """Noise model for the horizontal position, in metres."""

    vertical: GpsPositionSensingVertical | None = sdf.child(
        "vertical", lambda: GpsPositionSensingVertical
    )
    """Noise model for the altitude, in metres."""


@attrs.define(kw_only=True, eq=False)
class GpsVelocitySensingHorizontal(sdf.Element):
    """Noise model for the horizontal velocity, in metres per second.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "horizontal"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class GpsVelocitySensingVertical(sdf.Element):
    """Noise model for the vertical velocity, in metres per second.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "vertical"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class GpsVelocitySensing(sdf.Element):
    """Noise settings for the reported velocity.

    Attributes:
        horizontal: Noise model for the horizontal velocity, in metres per second.
        vertical: Noise model for the vertical velocity, in metres per second.
    """

    TAG: ClassVar[str] = "velocity_sensing"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    horizontal: GpsVelocitySensingHorizontal | None = sdf.child(
        "horizontal", lambda: GpsVelocitySensingHorizontal
    )
    """Noise model for the horizontal velocity, in metres per second."""

    vertical: GpsVelocitySensingVertical | None = sdf.child(
        "vertical", lambda: GpsVelocitySensingVertical
    )
    """Noise model for the vertical velocity, in metres per second."""


@attrs.define(kw_only=True, eq=False)
class Gps(sdf.Element):
    """Parameters of a GPS receiver for the legacy sensor type gps; same meaning as
    //sensor/navsat, which is preferred.

    Attributes:
        position_sensing: Noise settings for the reported position fix.
        velocity_sensing: Noise settings for the reported velocity.
    """

    TAG: ClassVar[str] = "gps"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    position_sensing: GpsPositionSensing | None = sdf.child(
        "position_sensing", lambda: GpsPositionSensing
    )
    """Noise settings for the reported position fix."""

    velocity_sensing: GpsVelocitySensing | None = sdf.child(
        "velocity_sensing", lambda: GpsVelocitySensing
    )
    """Noise settings for the reported velocity."""
