"""SDFormat 1.11 element classes of ``spec/1.11/altimeter.sdf``.

Generated from spec/1.11/altimeter.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_11.noise import Noise

__all__ = [
    "Altimeter",
    "AltimeterVerticalPosition",
    "AltimeterVerticalVelocity",
]


@attrs.define(kw_only=True, eq=False)
class AltimeterVerticalPosition(sdf.Element):
    """Noise model for the reported vertical position, in metres.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "vertical_position"
    SPEC_FILE: ClassVar[str] = "spec/1.11/altimeter.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class AltimeterVerticalVelocity(sdf.Element):
    """Noise model for the reported vertical velocity, in metres per second.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "vertical_velocity"
    SPEC_FILE: ClassVar[str] = "spec/1.11/altimeter.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class Altimeter(sdf.Element):
    """Parameters of an altimeter that reports height and vertical speed relative to its
    starting height.

    Attributes:
        vertical_position: Noise model for the reported vertical position, in metres.
        vertical_velocity: Noise model for the reported vertical velocity, in metres per second.
    """

    TAG: ClassVar[str] = "altimeter"
    SPEC_FILE: ClassVar[str] = "spec/1.11/altimeter.sdf"

    vertical_position: AltimeterVerticalPosition | None = sdf.child(
        "vertical_position", lambda: AltimeterVerticalPosition
    )
    """Noise model for the reported vertical position, in metres."""

    vertical_velocity: AltimeterVerticalVelocity | None = sdf.child(
        "vertical_velocity", lambda: AltimeterVerticalVelocity
    )
    """Noise model for the reported vertical velocity, in metres per second."""
