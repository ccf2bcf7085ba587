"""SDFormat 1.9 element classes of ``spec/1.9/frame.sdf``.

Generated from spec/1.9/frame.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_9.pose import Pose

__all__ = [
    "Frame",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_9",
    {
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.9/frame.sdf"

    name: str = sdf.attribute("name", "string", "", required=True)
    """Name of the frame; must differ from the names of all other frames, links, joints and
    models in the same model or world scope."""

    attached_to: str = sdf.attribute("attached_to", "string", "")
    """Frame this frame moves rigidly with: a frame, link, joint or model of the same scope
    (nested names scoped with `::`). Empty means the enclosing model frame, or the world
    frame inside a world. Governs motion only; how the pose is written is set by
    //pose/@relative_to."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _frame_set_xml_extras,
    _frame_set_xml_origin,
    _frame_set_name,
    _frame_set_attached_to,
    _frame_set_pose,
) = sdf.setters(Frame, "xml_extras", "xml_origin", "name", "attached_to", "pose")


@sdf.fills(Frame)
def _fill_frame(obj: Frame, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Frame`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/frame"
    else:
        path = f'{parent_path}/frame[@name="{name_text}"]'
    found: list[str] = []
    name: object = ""
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    attached_to: object = ""
    text = node.get("attached_to")
    if text is not None:
        attached_to = text
        found.append("attached_to")
    pose: Pose | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _frame_set_xml_extras(obj, extras)
    _frame_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _frame_set_name(obj, name)
    _frame_set_attached_to(obj, attached_to)
    _frame_set_pose(obj, pose)
    return True
