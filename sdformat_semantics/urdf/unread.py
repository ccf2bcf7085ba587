"""URDF elements the conversion does not read: reported, never dropped without a word.

urdfdom, and libsdformat after it, skip any element URDF does not define:
Bullet's ``<contact>`` in a link, Drake's ``drake:`` elements, a
``<controller_gains>`` in a joint, a ``<material>`` in a collision. So does
the conversion, which makes SDFormat of what URDF defines; the URDF a
document was read from keeps them (``Document.to_urdf`` writes it back).
Each tag skipped in one kind of parent is one warning, at its first
occurrence, counting the rest: a robot with a ``<controller_gains>`` in
every joint gets one line, not hundreds.

``<transmission>`` and ``<ros2_control>`` describe the robot to ROS control,
which reads them from the URDF; SDFormat has no place for them, so they are
a note (info), not a warning.

A ``xacro:`` element here calls a macro the file neither defines nor includes
(``xacro.find_xacro`` reads such a file as URDF): xacro output with a call left in, which older
xacro versions wrote. It is reported with that explanation.
"""

from __future__ import annotations

from collections.abc import Collection

from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_semantics.include.xacro_args import XACRO_NAMESPACES, XACRO_PREFIX

READ_CHILDREN = {
    "robot": ("link", "joint", "material", "gazebo"),
    "link": ("inertial", "visual", "collision"),
    "joint": (
        "origin",
        "parent",
        "child",
        "axis",
        "limit",
        "dynamics",
        "mimic",
        "safety_controller",
        "calibration",
    ),
    "inertial": ("origin", "mass", "inertia"),
    "visual": ("origin", "geometry", "material"),
    "collision": ("origin", "geometry"),
}
"""For each URDF element the conversion reads, the children it reads (or reports itself).

``<safety_controller>`` and ``<calibration>`` are read to be reported as not
converted (``writing``); a ``<gazebo>`` block's content is ``gazebo``'s."""

ROS_CONTROL = ("transmission", "ros2_control")
"""Top-level elements for ROS control: kept in the URDF, noted as not in SDFormat."""

KNOWN = {parent: frozenset(children) for parent, children in READ_CHILDREN.items()}
"""``READ_CHILDREN`` as sets, for the reader's one test per element."""


class Unread:
    """The elements the reader skipped, grouped by their parent's tag and their own.

    The reader hands over each element whose children it looked at
    (``look``); most hold only what is read, answered by one set test.
    """

    def __init__(self) -> None:
        self.groups: dict[tuple[str, object], list[etree._Element]] = {}

    def look(self, element: etree._Element, kind: str, tags: Collection[object] | None) -> None:
        """Note the children of ``element`` (a ``kind``) that the reader does not read.

        ``tags``: those of its children, when the reader has them at hand (None:
        the children are looked at).
        """
        known = KNOWN[kind]
        if tags is not None and known.issuperset(tags):
            return
        for child in element:
            tag = child.tag
            if tag not in known and isinstance(tag, str):
                self.groups.setdefault((kind, tag), []).append(child)

    def skip(self, kind: str, element: etree._Element) -> None:
        """Note ``element``, in a ``kind``, as skipped (found so by the reader itself)."""
        self.groups.setdefault((kind, element.tag), []).append(element)

    def report(self, problems: ProblemCollector) -> None:
        """A warning (or a note) for each tag skipped in each kind of parent."""
        for (kind, _tag), elements in self.groups.items():
            _report(kind, elements, problems)


def _report(parent_tag: str, elements: list[etree._Element], problems: ProblemCollector) -> None:
    first = elements[0]
    shown = f"<{_shown_tag(first)}>" + ("" if parent_tag == "robot" else f" in <{parent_tag}>")
    if len(elements) > 1:
        shown += f" ({len(elements) - 1} more like it)"
    if parent_tag == "robot" and first.tag in ROS_CONTROL:
        message = (
            f"{shown} is for ROS control, which reads it from the URDF: SDFormat has no place "
            "for it, so it is not in the model (the URDF written back keeps it)"
        )
        problems.info(ErrorCode.URDF_ROS_CONTROL_NOT_CONVERTED, message, first)
        return
    if parent_tag == "geometry":
        message = (
            f"{shown} comes after the geometry's shape: a URDF geometry is its first element "
            "(urdfdom reads that one and skips the rest); not converted"
        )
    elif _is_xacro(first):
        message = (
            f"{shown} calls a xacro macro this file neither defines nor includes, so xacro "
            "cannot expand it (xacro output with a call left in, as older xacro wrote); read "
            "as URDF without it, as URDF readers skip it"
        )
    else:
        message = (
            f"{shown} is not URDF: not converted, as URDF readers skip it (the URDF written "
            "back keeps it)"
        )
    problems.warning(ErrorCode.URDF_ELEMENT_NOT_CONVERTED, message, first)


def _is_xacro(element: etree._Element) -> bool:
    return element.prefix == XACRO_PREFIX or etree.QName(element).namespace in XACRO_NAMESPACES


def _shown_tag(element: etree._Element) -> str:
    """The tag as written: its prefix and local name."""
    local = etree.QName(element).localname
    return f"{element.prefix}:{local}" if element.prefix else local
