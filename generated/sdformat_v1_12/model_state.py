"""SDFormat 1.12 element classes of ``spec/1.12/model_state.sdf``.

Generated from spec/1.12/model_state.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray
from sdformat_v1_12.frame import Frame
from sdformat_v1_12.joint_state import JointState
from sdformat_v1_12.link_state import LinkState
from sdformat_v1_12.pose import Pose

__all__ = [
    "ModelState",
]


@attrs.define(kw_only=True, eq=False)
class ModelState(sdf.Element):
    """State of one model: its pose, scale, joint and link states and the states of its nested
    models. In a world's `state` it is a recorded snapshot; inside a `model` or an
    `include` it is the initial state the model starts in.

    Attributes:
        name: Name of the model the state applies to.
        joint_states: State of one joint: position, velocity, acceleration and effort of each of
            its axes.
        model_states: State of a model nested inside this one.
        frames: A named reference frame, rigidly attached to another frame, that poses and
            joints can refer to.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
        scale: Scale factors of the model along x, y and z. Default: ``1 1 1``.
        link_states: State of one link: pose, velocities, accelerations, applied force and
            torque, and collision states.
    """

    TAG: ClassVar[str] = "model_state"
    SPEC_FILE: ClassVar[str] = "spec/1.12/model_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the model the state applies to."""

    joint_states: list[JointState] = sdf.child("joint_state", lambda: JointState, cardinality="*")
    """State of one joint: position, velocity, acceleration and effort of each of its axes."""

    model_states: list[ModelState] = sdf.child("model_state", lambda: ModelState, cardinality="*")
    """State of a model nested inside this one."""

    frames: list[Frame] = sdf.child("frame", lambda: Frame, cardinality="*")
    """A named reference frame, rigidly attached to another frame, that poses and joints can
    refer to."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    scale: FloatArray = sdf.value("scale", "vector3", "1 1 1")
    """Scale factors of the model along x, y and z. Default: ``1 1 1``."""

    link_states: list[LinkState] = sdf.child("link_state", lambda: LinkState, cardinality="*")
    """State of one link: pose, velocities, accelerations, applied force and torque, and
    collision states."""
