"""SDFormat 1.6 element classes of ``spec/1.6/pose.sdf``.

Generated from spec/1.6/pose.sdf by make generate. Do not edit: change the
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
    """Position and orientation of the element: `x y z roll pitch yaw`, in metres and radians,
    the angles being rotations about the fixed x, y and z axes in that order. Before 1.7
    a pose is relative to its parent element's frame (a link's to its model, a visual's
    to its link, a joint's to its child link).

    Attributes:
        value: The element's value. Default: ``0 0 0 0 0 0``.
        frame: Name of a frame the pose is meant to be expressed in. SDFormat 1.6 defines the
            attribute without giving it a meaning; migrating the document to 1.7 turns it into
            relative_to. Empty means the parent element's frame.
    """

    TAG: ClassVar[str] = "pose"
    SPEC_FILE: ClassVar[str] = "spec/1.6/pose.sdf"

    value: FloatArray = sdf.text("pose", "0 0 0 0 0 0")
    """The element's value. Default: ``0 0 0 0 0 0``."""

    frame: str = sdf.attribute("frame", "string", "")
    """Name of a frame the pose is meant to be expressed in. SDFormat 1.6 defines the attribute
    without giving it a meaning; migrating the document to 1.7 turns it into
    relative_to. Empty means the parent element's frame."""


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
    _pose_set_frame,
) = sdf.setters(Pose, "xml_extras", "xml_origin", "value", "frame")


@sdf.fills(Pose)
def _fill_pose(obj: Pose, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Pose`` from its element."""
    path = f"{parent_path}/pose"
    found: list[str] = []
    frame: object = ""
    text = node.get("frame")
    if text is not None:
        frame = text
        found.append("frame")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_POSE, text)
    value = sdf.pose_value(value, text, "euler_rpy")
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _pose_set_xml_extras(obj, extras)
    _pose_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _pose_set_value(obj, value)
    _pose_set_frame(obj, frame)
    return True
