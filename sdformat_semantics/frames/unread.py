"""Reading the members of a lazily read model from their XML, leaving them unread.

A lazy link, joint or frame (``ParserConfig(lazy=True)``, a document the
fast path accepted) would be filled by the first field asked of it; the
graph builder visits every one of a world's, so it reads the few values it
needs (a name, a pose, a joint's child, a frame's ``attached_to``) from the
element instead, where the class keeps them as written; and it finds the
few contents of unread links whose pose names a frame in one search of the
tree (``posed_apart``).
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.binding import (
    FieldKind,
    binding_of,
    converter,
    peek,
    unread_element,
)
from sdformat_semantics.entities import (
    JointLike,
    ModelLike,
    ModelMembers,
    NamedElement,
)
from sdformat_semantics.frames.poses import pose_in_tree, raw_pose_values
from sdformat_semantics.geometry.pose_values import PoseValues


def name_of(element: NamedElement) -> str:
    """``str(peek(element, "name"))``, taken straight from a lazy element's attribute.

    Called for every frame of a world: where the class keeps the attribute's
    text as written (a ``string`` attribute, converted by ``str``), that text
    is what ``peek`` would return, without its look-ups.
    """
    unread = unread_named(element)
    return unread[1] if unread is not None else str(peek(element, "name"))


_AS_WRITTEN: dict[tuple[type, str], bool] = {}


def as_written(cls: type, attribute: str) -> bool:
    """Whether ``cls`` keeps the text of its attribute ``attribute`` unchanged (computed once).

    Then a lazy object's field is its element's attribute text as written, or
    the field's default when the attribute is left out.
    """
    key = (cls, attribute)
    found = _AS_WRITTEN.get(key)
    if found is None:
        found = _AS_WRITTEN[key] = any(
            name == attribute
            and spec.kind is FieldKind.ATTRIBUTE
            and spec.xml_name == attribute
            and converter(spec.spec_type or "string") is str
            for name, spec in binding_of(cls).fields
        )
    return found


def unread_named(element: object) -> tuple[etree._Element, str] | None:
    """A lazy element's XML and its name as written; None where ``peek`` must answer."""
    node = unread_element(element)
    if node is None or not as_written(type(element), "name"):
        return None
    name = node.get("name")
    return None if name is None else (node, name)


def joint_child_and_pose(node: etree._Element) -> tuple[str, etree._Element | None]:
    """The text of a lazy joint's ``<child>`` ("" when left out) and its ``<pose>`` element.

    One pass over its children, where ``find`` would take two and cost more;
    the first of each counts, as for the reader (the fast path admits one).
    """
    child: etree._Element | None = None
    pose: etree._Element | None = None
    for item in node:
        tag = item.tag
        if tag == "child":
            child = item if child is None else child
        elif tag == "pose":
            pose = item if pose is None else pose
    return ("" if child is None else child.text or ""), pose


def joint_child_text(joint: JointLike) -> str:
    """The text of a joint's ``<child>``; empty when a joint read from XML leaves it out.

    A lazy joint is read from its XML, not filled (the fast path admitted
    it: one ``<child>`` at most, its text as filling would store it).
    """
    node = unread_element(joint)
    if node is not None:
        return joint_child_and_pose(node)[0]
    if "child" in joint.xml_extras.present or joint.xml_origin is None:
        return str(joint.child)
    return ""


def posed_apart(root: etree._Element, tags: frozenset[str]) -> list[etree._Element]:
    """The content elements (of ``tags``) of a tree whose pose names a frame (``relative_to``).

    The only ones the builder's check of unnamed poses can report: one pass over the
    tree's poses (found in C) rather than a look at each link's contents.
    """
    return [
        content
        for pose in root.iter("pose")
        if pose.get("relative_to") and (content := pose.getparent()) is not None
        if content.tag in tags
    ]


def model_pose_values(members: ModelMembers | ModelLike) -> tuple[PoseValues, str]:
    """``raw_pose_values`` of the model of a ``model_members`` answer."""
    if isinstance(members, ModelMembers):
        return pose_in_tree(members.pose)
    return raw_pose_values(members)
