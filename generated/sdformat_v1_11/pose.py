"""SDFormat 1.11 element classes of ``spec/1.11/pose.sdf``.

Generated from spec/1.11/pose.sdf by make generate. Do not edit: change the
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

__all__ = [
    "Pose",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Pose(sdf.Element):
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw.

    Attributes:
        value: The element's value. Default: ``0 0 0 0 0 0``.
        relative_to: Name of the frame the pose is expressed in, from the same scope; frames of
            nested models are named with `::` (e.g. `arm::gripper`). Empty means the default
            frame of the pose-frame semantics, usually the parent element's frame. Affects only
            the initial placement.
        rotation_format: How the rotation is written: `euler_rpy` (6 values: x y z roll pitch
            yaw) or `quat_xyzw` (7 values: x y z qx qy qz qw, qw being the scalar part).
        degrees: When true, roll, pitch and yaw are read in degrees instead of radians. Only
            meaningful with the euler_rpy rotation format.
    """

    TAG: ClassVar[str] = "pose"
    SPEC_FILE: ClassVar[str] = "spec/1.11/pose.sdf"

    value: FloatArray = sdf.text("pose", "0 0 0 0 0 0")
    """The element's value. Default: ``0 0 0 0 0 0``."""

    relative_to: str = sdf.attribute("relative_to", "string", "")
    """Name of the frame the pose is expressed in, from the same scope; frames of nested models
    are named with `::` (e.g. `arm::gripper`). Empty means the default frame of the
    pose-frame semantics, usually the parent element's frame. Affects only the initial
    placement."""

    rotation_format: str = sdf.attribute(
        "rotation_format", "string", "euler_rpy", choices=("euler_rpy", "quat_xyzw")
    )
    """How the rotation is written: `euler_rpy` (6 values: x y z roll pitch yaw) or `quat_xyzw`
    (7 values: x y z qx qy qz qw, qw being the scalar part)."""

    degrees: bool = sdf.attribute("degrees", "bool", "false")
    """When true, roll, pitch and yaw are read in degrees instead of radians. Only meaningful
    with the euler_rpy rotation format."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_POSE = sdf.converter("pose")


(
    _pose_set_xml_extras,
    _pose_set_xml_origin,
    _pose_set_value,
    _pose_set_relative_to,
    _pose_set_rotation_format,
    _pose_set_degrees,
) = sdf.setters(
    Pose, "xml_extras", "xml_origin", "value", "relative_to", "rotation_format", "degrees"
)


@sdf.fills(Pose)
def _fill_pose(obj: Pose, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Pose`` from its element."""
    path = f"{parent_path}/pose"
    found: list[str] = []
    relative_to: object = ""
    text = node.get("relative_to")
    if text is not None:
        relative_to = text
        found.append("relative_to")
    rotation_format: object = "euler_rpy"
    text = node.get("rotation_format")
    if text is not None:
        rotation_format = text
        found.append("rotation_format")
    degrees: object = False
    text = node.get("degrees")
    if text is not None:
        degrees = ctx.parsed(_PARSE_BOOL, text)
        found.append("degrees")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_POSE, text)
    value = sdf.pose_value(value, text, rotation_format)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _pose_set_xml_extras(obj, extras)
    _pose_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _pose_set_value(obj, value)
    _pose_set_relative_to(obj, relative_to)
    _pose_set_rotation_format(obj, rotation_format)
    _pose_set_degrees(obj, degrees)
    return True
