"""SDFormat 1.6 element classes of ``spec/1.6/frame.sdf``.

Generated from spec/1.6/frame.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_6.pose import Pose

__all__ = [
    "Frame",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_6",
    {
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class Frame(sdf.Element):
    """A named frame defined by a pose, which SDFormat 1.6 allows in many elements without
    saying how it is used. Only the frames of a model are kept when the document is
    migrated to 1.7, where frames gain attached_to.

    Attributes:
        name: Name of the frame.
        pose: Position and orientation of the element: `x y z roll pitch yaw`, in metres and
            radians, the angles being rotations about the fixed x, y and z axes in that order.
            Before 1.7 a pose is relative to its parent element's frame (a link's to its model,
            a visual's to its link, a joint's to its child link).
    """

    TAG: ClassVar[str] = "frame"
    SPEC_FILE: ClassVar[str] = "spec/1.6/frame.sdf"

    name: str = sdf.attribute("name", "string", "", required=True)
    """Name of the frame."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element: `x y z roll pitch yaw`, in metres and radians,
    the angles being rotations about the fixed x, y and z axes in that order. Before 1.7
    a pose is relative to its parent element's frame (a link's to its model, a visual's
    to its link, a joint's to its child link)."""


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
    _frame_set_pose,
) = sdf.setters(Frame, "xml_extras", "xml_origin", "name", "pose")


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
    _frame_set_pose(obj, pose)
    return True
