"""SDFormat 1.12 element classes of ``spec/1.12/model_state.sdf``.

Generated from spec/1.12/model_state.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_runtime.values import FloatArray
    from sdformat_v1_12.frame import Frame
    from sdformat_v1_12.joint_state import JointState
    from sdformat_v1_12.link_state import LinkState
    from sdformat_v1_12.pose import Pose

__all__ = [
    "ModelState",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_12",
    {
        "Frame": "frame",
        "JointState": "joint_state",
        "LinkState": "link_state",
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
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

    joint_states: list[JointState] = sdf.child(
        "joint_state", lambda: _imports.JointState, cardinality="*"
    )
    """State of one joint: position, velocity, acceleration and effort of each of its axes."""

    model_states: list[ModelState] = sdf.child("model_state", lambda: ModelState, cardinality="*")
    """State of a model nested inside this one."""

    frames: list[Frame] = sdf.child("frame", lambda: _imports.Frame, cardinality="*")
    """A named reference frame, rigidly attached to another frame, that poses and joints can
    refer to."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    scale: FloatArray = sdf.value("scale", "vector3", "1 1 1")
    """Scale factors of the model along x, y and z. Default: ``1 1 1``."""

    link_states: list[LinkState] = sdf.child(
        "link_state", lambda: _imports.LinkState, cardinality="*"
    )
    """State of one link: pose, velocities, accelerations, applied force and torque, and
    collision states."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _model_state_set_xml_extras,
    _model_state_set_xml_origin,
    _model_state_set_name,
    _model_state_set_joint_states,
    _model_state_set_model_states,
    _model_state_set_frames,
    _model_state_set_pose,
    _model_state_set_scale,
    _model_state_set_link_states,
) = sdf.setters(
    ModelState,
    "xml_extras",
    "xml_origin",
    "name",
    "joint_states",
    "model_states",
    "frames",
    "pose",
    "scale",
    "link_states",
)


@sdf.fills(ModelState)
def _fill_model_state(
    obj: ModelState, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ModelState`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/model_state"
    else:
        path = f'{parent_path}/model_state[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    joint_states: list[JointState] = []
    model_states: list[ModelState] = []
    frames: list[Frame] = []
    pose: Pose | None = None
    scale: object = sdf.declared_default(ModelState, "scale")
    link_states: list[LinkState] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "joint_state":
            joint_states.append(sdf.unfilled(_imports.JointState, item, ctx, path))
            order.append("joint_states")
        elif tag == "model_state":
            model_states.append(sdf.unfilled(ModelState, item, ctx, path))
            order.append("model_states")
        elif tag == "frame":
            frames.append(sdf.unfilled(_imports.Frame, item, ctx, path))
            order.append("frames")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "scale":
            scale = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("scale")
        elif tag == "link_state":
            link_states.append(sdf.unfilled(_imports.LinkState, item, ctx, path))
            order.append("link_states")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _model_state_set_xml_extras(obj, extras)
    _model_state_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _model_state_set_name(obj, name)
    _model_state_set_joint_states(obj, joint_states)
    _model_state_set_model_states(obj, model_states)
    _model_state_set_frames(obj, frames)
    _model_state_set_pose(obj, pose)
    _model_state_set_scale(obj, scale)
    _model_state_set_link_states(obj, link_states)
    return True
