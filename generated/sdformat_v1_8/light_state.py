"""SDFormat 1.8 element classes of ``spec/1.8/light_state.sdf``.

Generated from spec/1.8/light_state.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_8.pose import Pose

__all__ = [
    "LightState",
]


@attrs.define(kw_only=True, eq=False)
class LightState(sdf.Element):
    """Recorded state of one light at a given moment in a world state.

    Attributes:
        name: Name of the light this state applies to.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw`, in metres and radians, the angles being rotations about the fixed
            x, y and z axes in that order.
    """

    TAG: ClassVar[str] = "light"
    SPEC_FILE: ClassVar[str] = "spec/1.8/light_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the light this state applies to."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw`, in metres and radians, the angles being rotations about the fixed x, y
    and z axes in that order."""
