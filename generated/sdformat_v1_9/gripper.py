"""SDFormat 1.9 element classes of ``spec/1.9/gripper.sdf``.

Generated from spec/1.9/gripper.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Gripper",
    "GripperGraspCheck",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class GripperGraspCheck(sdf.Element):
    """Contact conditions that decide when an object is grasped or released.

    Attributes:
        detach_steps: Number of consecutive simulation steps without sufficient contact before a
            grasped object is released. Default: ``40``.
        attach_steps: Number of consecutive simulation steps with sufficient contact before an
            object is attached. Default: ``20``.
        min_contact_count: Minimum number of contacts between the gripper links and an object
            for it to count as grasped. Default: ``2``.
    """

    TAG: ClassVar[str] = "grasp_check"
    SPEC_FILE: ClassVar[str] = "spec/1.9/gripper.sdf"

    detach_steps: int = sdf.value("detach_steps", "int", "40")
    """Number of consecutive simulation steps without sufficient contact before a grasped
    object is released. Default: ``40``."""

    attach_steps: int = sdf.value("attach_steps", "int", "20")
    """Number of consecutive simulation steps with sufficient contact before an object is
    attached. Default: ``20``."""

    min_contact_count: int = sdf.value("min_contact_count", "unsigned int", "2")
    """Minimum number of contacts between the gripper links and an object for it to count as
    grasped. Default: ``2``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Gripper(sdf.Element):
    """A simple grasp helper: when enough gripper links touch an object, the object is fixed to
    the palm link until contact is lost.

    Attributes:
        name: Name of the gripper, unique within its model.
        grasp_check: Contact conditions that decide when an object is grasped or released.
        gripper_links: Name of a link forming part of the gripper, such as a finger; contacts on
            these links are checked. Default: ``__default__``.
        palm_link: Name of the link to which a grasped object is rigidly attached. Default:
            ``__default__``.
    """

    TAG: ClassVar[str] = "gripper"
    SPEC_FILE: ClassVar[str] = "spec/1.9/gripper.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the gripper, unique within its model."""

    grasp_check: GripperGraspCheck | None = sdf.child("grasp_check", lambda: GripperGraspCheck)
    """Contact conditions that decide when an object is grasped or released."""

    gripper_links: list[str] = sdf.value("gripper_link", "string", "__default__", cardinality="+")
    """Name of a link forming part of the gripper, such as a finger; contacts on these links
    are checked. Default: ``__default__``."""

    palm_link: str = sdf.value("palm_link", "string", "__default__", cardinality="1")
    """Name of the link to which a grasped object is rigidly attached. Default:
    ``__default__``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_INT = sdf.converter("int")
_PARSE_UNSIGNED_INT = sdf.converter("unsigned int")


(
    _gripper_grasp_check_set_xml_extras,
    _gripper_grasp_check_set_xml_origin,
    _gripper_grasp_check_set_detach_steps,
    _gripper_grasp_check_set_attach_steps,
    _gripper_grasp_check_set_min_contact_count,
) = sdf.setters(
    GripperGraspCheck,
    "xml_extras",
    "xml_origin",
    "detach_steps",
    "attach_steps",
    "min_contact_count",
)


@sdf.fills(GripperGraspCheck)
def _fill_gripper_grasp_check(
    obj: GripperGraspCheck, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``GripperGraspCheck`` from its element."""
    path = f"{parent_path}/grasp_check"
    found: list[str] = []
    detach_steps: object = 40
    attach_steps: object = 20
    min_contact_count: object = 2
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "detach_steps":
            detach_steps = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("detach_steps")
        elif tag == "attach_steps":
            attach_steps = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("attach_steps")
        elif tag == "min_contact_count":
            min_contact_count = ctx.parsed(_PARSE_UNSIGNED_INT, item.text or "")
            order.append("min_contact_count")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _gripper_grasp_check_set_xml_extras(obj, extras)
    _gripper_grasp_check_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _gripper_grasp_check_set_detach_steps(obj, detach_steps)
    _gripper_grasp_check_set_attach_steps(obj, attach_steps)
    _gripper_grasp_check_set_min_contact_count(obj, min_contact_count)
    return True


(
    _gripper_set_xml_extras,
    _gripper_set_xml_origin,
    _gripper_set_name,
    _gripper_set_grasp_check,
    _gripper_set_gripper_links,
    _gripper_set_palm_link,
) = sdf.setters(
    Gripper, "xml_extras", "xml_origin", "name", "grasp_check", "gripper_links", "palm_link"
)


@sdf.fills(Gripper)
def _fill_gripper(
    obj: Gripper, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Gripper`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/gripper"
    else:
        path = f'{parent_path}/gripper[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    grasp_check: GripperGraspCheck | None = None
    gripper_links: list[object] = []
    palm_link: object = "__default__"
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "grasp_check":
            grasp_check = sdf.unfilled(GripperGraspCheck, item, ctx, path)
            order.append("grasp_check")
        elif tag == "gripper_link":
            gripper_links.append(item.text or "")
            order.append("gripper_links")
        elif tag == "palm_link":
            palm_link = item.text or ""
            order.append("palm_link")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _gripper_set_xml_extras(obj, extras)
    _gripper_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _gripper_set_name(obj, name)
    _gripper_set_grasp_check(obj, grasp_check)
    _gripper_set_gripper_links(obj, gripper_links)
    _gripper_set_palm_link(obj, palm_link)
    return True
