"""SDFormat 1.6 element classes of ``spec/1.6/model_state.sdf``.

Generated from spec/1.6/model_state.sdf by make generate. Do not edit: change the
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
    from sdformat_v1_6.frame import Frame
    from sdformat_v1_6.link_state import LinkState
    from sdformat_v1_6.pose import Pose

__all__ = [
    "ModelState",
    "ModelStateJoint",
    "ModelStateJointAngle",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_6",
    {
        "Frame": "frame",
        "LinkState": "link_state",
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class ModelStateJointAngle(sdf.Element):
    """Position of one joint axis: radians for rotational axes, metres for translational ones.

    Attributes:
        value: The element's value. Default: ``0``.
        axis: Index of the joint axis the value belongs to: 0 for axis, 1 for axis2.
    """

    TAG: ClassVar[str] = "angle"
    SPEC_FILE: ClassVar[str] = "spec/1.6/model_state.sdf"

    value: float = sdf.text("double", "0")
    """The element's value. Default: ``0``."""

    axis: int = sdf.attribute("axis", "unsigned int", "0", required=True)
    """Index of the joint axis the value belongs to: 0 for axis, 1 for axis2."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ModelStateJoint(sdf.Element):
    """Recorded position of one joint of the model.

    Attributes:
        name: Name of the joint.
        angles: Position of one joint axis: radians for rotational axes, metres for
            translational ones.
    """

    TAG: ClassVar[str] = "joint"
    SPEC_FILE: ClassVar[str] = "spec/1.6/model_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the joint."""

    angles: list[ModelStateJointAngle] = sdf.child(
        "angle", lambda: ModelStateJointAngle, cardinality="+"
    )
    """Position of one joint axis: radians for rotational axes, metres for translational ones."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ModelState(sdf.Element):
    """Recorded state of one model: its pose, scale, joint values, links and nested models.

    Attributes:
        name: Name of the model the state applies to.
        joints: Recorded position of one joint of the model.
        models: Recorded state of a model nested inside this one.
        frames: A named frame defined by a pose, which SDFormat 1.6 allows in many elements
            without saying how it is used. Only the frames of a model are kept when the document
            is migrated to 1.7, where frames gain attached_to.
        pose: Position and orientation of the element: `x y z roll pitch yaw`, in metres and
            radians, the angles being rotations about the fixed x, y and z axes in that order.
            Before 1.7 a pose is relative to its parent element's frame (a link's to its model,
            a visual's to its link, a joint's to its child link).
        scale: Scale factors of the model along x, y and z. Default: ``1 1 1``.
        links: Recorded state of one link: pose, velocity, acceleration, wrench and collision
            states.
    """

    TAG: ClassVar[str] = "model"
    SPEC_FILE: ClassVar[str] = "spec/1.6/model_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the model the state applies to."""

    joints: list[ModelStateJoint] = sdf.child("joint", lambda: ModelStateJoint, cardinality="*")
    """Recorded position of one joint of the model."""

    models: list[ModelState] = sdf.child("model", lambda: ModelState, cardinality="*")
    """Recorded state of a model nested inside this one."""

    frames: list[Frame] = sdf.child("frame", lambda: _imports.Frame, cardinality="*")
    """A named frame defined by a pose, which SDFormat 1.6 allows in many elements without
    saying how it is used. Only the frames of a model are kept when the document is
    migrated to 1.7, where frames gain attached_to."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element: `x y z roll pitch yaw`, in metres and radians,
    the angles being rotations about the fixed x, y and z axes in that order. Before 1.7
    a pose is relative to its parent element's frame (a link's to its model, a visual's
    to its link, a joint's to its child link)."""

    scale: FloatArray = sdf.value("scale", "vector3", "1 1 1")
    """Scale factors of the model along x, y and z. Default: ``1 1 1``."""

    links: list[LinkState] = sdf.child("link", lambda: _imports.LinkState, cardinality="*")
    """Recorded state of one link: pose, velocity, acceleration, wrench and collision states."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_UNSIGNED_INT = sdf.converter("unsigned int")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _model_state_joint_angle_set_xml_extras,
    _model_state_joint_angle_set_xml_origin,
    _model_state_joint_angle_set_value,
    _model_state_joint_angle_set_axis,
) = sdf.setters(ModelStateJointAngle, "xml_extras", "xml_origin", "value", "axis")


@sdf.fills(ModelStateJointAngle)
def _fill_model_state_joint_angle(
    obj: ModelStateJointAngle, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ModelStateJointAngle`` from its element."""
    path = f"{parent_path}/angle"
    found: list[str] = []
    axis: object = 0
    text = node.get("axis")
    if text is not None:
        axis = ctx.parsed(_PARSE_UNSIGNED_INT, text)
        found.append("axis")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_DOUBLE, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _model_state_joint_angle_set_xml_extras(obj, extras)
    _model_state_joint_angle_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _model_state_joint_angle_set_value(obj, value)
    _model_state_joint_angle_set_axis(obj, axis)
    return True


(
    _model_state_joint_set_xml_extras,
    _model_state_joint_set_xml_origin,
    _model_state_joint_set_name,
    _model_state_joint_set_angles,
) = sdf.setters(ModelStateJoint, "xml_extras", "xml_origin", "name", "angles")


@sdf.fills(ModelStateJoint)
def _fill_model_state_joint(
    obj: ModelStateJoint, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ModelStateJoint`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/joint"
    else:
        path = f'{parent_path}/joint[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    angles: list[ModelStateJointAngle] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "angle":
            angles.append(sdf.unfilled(ModelStateJointAngle, item, ctx, path))
            order.append("angles")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _model_state_joint_set_xml_extras(obj, extras)
    _model_state_joint_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _model_state_joint_set_name(obj, name)
    _model_state_joint_set_angles(obj, angles)
    return True


(
    _model_state_set_xml_extras,
    _model_state_set_xml_origin,
    _model_state_set_name,
    _model_state_set_joints,
    _model_state_set_models,
    _model_state_set_frames,
    _model_state_set_pose,
    _model_state_set_scale,
    _model_state_set_links,
) = sdf.setters(
    ModelState,
    "xml_extras",
    "xml_origin",
    "name",
    "joints",
    "models",
    "frames",
    "pose",
    "scale",
    "links",
)


@sdf.fills(ModelState)
def _fill_model_state(
    obj: ModelState, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ModelState`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/model"
    else:
        path = f'{parent_path}/model[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    joints: list[ModelStateJoint] = []
    models: list[ModelState] = []
    frames: list[Frame] = []
    pose: Pose | None = None
    scale: object = sdf.declared_default(ModelState, "scale")
    links: list[LinkState] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "joint":
            joints.append(sdf.unfilled(ModelStateJoint, item, ctx, path))
            order.append("joints")
        elif tag == "model":
            models.append(sdf.unfilled(ModelState, item, ctx, path))
            order.append("models")
        elif tag == "frame":
            frames.append(sdf.unfilled(_imports.Frame, item, ctx, path))
            order.append("frames")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "scale":
            scale = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("scale")
        elif tag == "link":
            links.append(sdf.unfilled(_imports.LinkState, item, ctx, path))
            order.append("links")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _model_state_set_xml_extras(obj, extras)
    _model_state_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _model_state_set_name(obj, name)
    _model_state_set_joints(obj, joints)
    _model_state_set_models(obj, models)
    _model_state_set_frames(obj, frames)
    _model_state_set_pose(obj, pose)
    _model_state_set_scale(obj, scale)
    _model_state_set_links(obj, links)
    return True
