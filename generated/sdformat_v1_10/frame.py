"""SDFormat 1.10 element classes of ``spec/1.10/frame.sdf``.

Generated from spec/1.10/frame.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_10.pose import Pose

__all__ = [
    "Frame",
]


@attrs.define(kw_only=True, eq=False)
class Frame(sdf.Element):
    """A named reference frame, rigidly attached to another frame, that poses and joints can
    refer to.

    Attributes:
        name: Name of the frame; must differ from the names of all other frames, links, joints
            and models in the same model or world scope.
        attached_to: Frame this frame moves rigidly with: a frame, link, joint or model of the
            same scope (nested names scoped with `::`). Empty means the enclosing model frame,
            or the world frame inside a world. Governs motion only; how the pose is written is
            set by //pose/@relative_to.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
    """

    TAG: ClassVar[str] = "frame"
    SPEC_FILE: ClassVar[str] = "spec/1.10/frame.sdf"

    name: str = sdf.attribute("name", "string", "", required=True)
    """Name of the frame; must differ from the names of all other frames, links, joints and
    models in the same model or world scope."""

    attached_to: str = sdf.attribute("attached_to", "string", "")
    """Frame this frame moves rigidly with: a frame, link, joint or model of the same scope
    (nested names scoped with `::`). Empty means the enclosing model frame, or the world
    frame inside a world. Governs motion only; how the pose is written is set by
    //pose/@relative_to."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""
