"""SDFormat 1.8 element classes of ``spec/1.8/model_state.sdf``.

Generated from spec/1.8/model_state.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray
from sdformat_v1_8.frame import Frame
from sdformat_v1_8.link_state import LinkState
from sdformat_v1_8.pose import Pose

__all__ = [
    "ModelState",
    "ModelStateJoint",
    "ModelStateJointAngle",
]


@attrs.define(kw_only=True, eq=False)
class ModelStateJointAngle(sdf.Element):
    """Position of one joint axis: radians for rotational axes, metres for translational ones.

    Attributes:
        value: The element's value. Default: ``0``.
        axis: Index of the joint axis the value belongs to: 0 for axis, 1 for axis2.
    """

    TAG: ClassVar[str] = "angle"
    SPEC_FILE: ClassVar[str] = "spec/1.8/model_state.sdf"

    value: float = sdf.text("double", "0")
    """The element's value. Default: ``0``."""

    axis: int = sdf.attribute("axis", "unsigned int", "0", required=True)
    """Index of the joint axis the value belongs to: 0 for axis, 1 for axis2."""


@attrs.define(kw_only=True, eq=False)
class ModelStateJoint(sdf.Element):
    """Recorded position of one joint of the model.

    Attributes:
        name: Name of the joint.
        angles: Position of one joint axis: radians for rotational axes, metres for
            translational ones.
    """

    TAG: ClassVar[str] = "joint"
    SPEC_FILE: ClassVar[str] = "spec/1.8/model_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the joint."""

    angles: list[ModelStateJointAngle] = sdf.child(
        "angle", lambda: ModelStateJointAngle, cardinality="+"
    )
    """Position of one joint axis: radians for rotational axes, metres for translational ones."""


@attrs.define(kw_only=True, eq=False)
class ModelState(sdf.Element):
    """Recorded state of one model: its pose, scale, joint values, links and nested models.

    Attributes:
        name: Name of the model the state applies to.
        joints: Recorded position of one joint of the model.
        models: Recorded state of a model nested inside this one.
        frames: A named reference frame, rigidly attached to another frame, that poses and
            joints can refer to.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw`, in metres and radians, the angles being rotations about the fixed
            x, y and z axes in that order.
        scale: Scale factors of the model along x, y and z. Default: ``1 1 1``.
        links: Recorded state of one link: pose, velocity, acceleration, wrench and collision
            states.
    """

    TAG: ClassVar[str] = "model"
    SPEC_FILE: ClassVar[str] = "spec/1.8/model_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the model the state applies to."""

    joints: list[ModelStateJoint] = sdf.child("joint", lambda: ModelStateJoint, cardinality="*")
    """Recorded position of one joint of the model."""

    models: list[ModelState] = sdf.child("model", lambda: ModelState, cardinality="*")
    """Recorded state of a model nested inside this one."""

    frames: list[Frame] = sdf.child("frame", lambda: Frame, cardinality="*")
    """A named reference frame, rigidly attached to another frame, that poses and joints can
    refer to."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw`, in metres and radians, the angles being rotations about the fixed x, y
    and z axes in that order."""

    scale: FloatArray = sdf.value("scale", "vector3", "1 1 1")
    """Scale factors of the model along x, y and z. Default: ``1 1 1``."""

    links: list[LinkState] = sdf.child("link", lambda: LinkState, cardinality="*")
    """Recorded state of one link: pose, velocity, acceleration, wrench and collision states."""
