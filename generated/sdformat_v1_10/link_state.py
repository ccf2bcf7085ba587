"""SDFormat 1.10 element classes of ``spec/1.10/link_state.sdf``.

Generated from spec/1.10/link_state.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray
from sdformat_v1_10.pose import Pose

__all__ = [
    "LinkState",
    "LinkStateCollision",
]


@attrs.define(kw_only=True, eq=False)
class LinkStateCollision(sdf.Element):
    """Recorded state of one collision of the link.

    Attributes:
        name: Name of the collision.
    """

    TAG: ClassVar[str] = "collision"
    SPEC_FILE: ClassVar[str] = "spec/1.10/link_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the collision."""


@attrs.define(kw_only=True, eq=False)
class LinkState(sdf.Element):
    """Recorded state of one link: pose, velocity, acceleration, wrench and collision states.

    Attributes:
        name: Name of the link the state applies to.
        velocity: Velocity of the link: x y z hold the linear velocity (m/s) and the last three
            values the angular velocity (rad/s). Default: ``0 0 0 0 0 0``.
        acceleration: Acceleration of the link: x y z hold the linear acceleration (m/s²) and
            the last three values the angular acceleration (rad/s²). Default: ``0 0 0 0 0 0``.
        wrench: Force and torque applied to the link: x y z hold the force (N) and the last
            three values the torque (N·m). Default: ``0 0 0 0 0 0``.
        collisions: Recorded state of one collision of the link.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
    """

    TAG: ClassVar[str] = "link"
    SPEC_FILE: ClassVar[str] = "spec/1.10/link_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the link the state applies to."""

    velocity: FloatArray = sdf.value("velocity", "pose", "0 0 0 0 0 0")
    """Velocity of the link: x y z hold the linear velocity (m/s) and the last three values the
    angular velocity (rad/s). Default: ``0 0 0 0 0 0``."""

    acceleration: FloatArray = sdf.value("acceleration", "pose", "0 0 0 0 0 0")
    """Acceleration of the link: x y z hold the linear acceleration (m/s²) and the last three
    values the angular acceleration (rad/s²). Default: ``0 0 0 0 0 0``."""

    wrench: FloatArray = sdf.value("wrench", "pose", "0 0 0 0 0 0")
    """Force and torque applied to the link: x y z hold the force (N) and the last three values
    the torque (N·m). Default: ``0 0 0 0 0 0``."""

    collisions: list[LinkStateCollision] = sdf.child(
        "collision", lambda: LinkStateCollision, cardinality="*"
    )
    """Recorded state of one collision of the link."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""
