"""SDFormat 1.8 element classes of ``spec/1.8/pose.sdf``.

Generated from spec/1.8/pose.sdf by make generate. Do not edit: change the
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
    pitch yaw`, in metres and radians, the angles being rotations about the fixed x, y
    and z axes in that order.

    Attributes:
        value: The element's value. Default: ``0 0 0 0 0 0``.
        relative_to: Name of the frame the pose is expressed in, from the same scope; frames of
            nested models are named with `::` (e.g. `arm::gripper`). Empty means the default
            frame of the pose-frame semantics, usually the parent element's frame. Affects only
            the initial placement.
    """

    TAG: ClassVar[str] = "pose"
    SPEC_FILE: ClassVar[str] = "spec/1.8/pose.sdf"

    value: FloatArray = sdf.text("pose", "0 0 0 0 0 0")
    """The element's value. Default: ``0 0 0 0 0 0``."""

    relative_to: str = sdf.attribute("relative_to", "string", "")
    """Name of the frame the pose is expressed in, from the same scope; frames of nested models
    are named with `::` (e.g. `arm::gripper`). Empty means the default frame of the
    pose-frame semantics, usually the parent element's frame. Affects only the initial
    placement."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_POSE = sdf.converter("pose")


(
    _pose_set_xml_extras,
    _pose_set_xml_origin,
    _pose_set_value,
    _pose_set_relative_to,
) = sdf.setters(Pose, "xml_extras", "xml_origin", "value", "relative_to")


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
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_POSE, text)
    value = sdf.pose_value(value, text, "euler_rpy")
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _pose_set_xml_extras(obj, extras)
    _pose_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _pose_set_value(obj, value)
    _pose_set_relative_to(obj, relative_to)
    return True
