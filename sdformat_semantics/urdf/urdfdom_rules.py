"""What urdfdom, the URDF reader of ROS and libsdformat, refuses beyond a single element's shape.

A number it does not read (``plain_numbers.urdfdom_reads``), a material
without a name attribute, links that do not form one tree. ROS then refuses
the robot; libsdformat refuses it too, or loads what urdfdom read before
it gave up: an error where it refuses, a warning saying what it makes of
the robot where it loads it.
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_semantics.urdf.model import Joint, Link

STOPS_THE_LINK = (
    "libsdformat stops reading the link there: this visual or collision is left out, with "
    "those after it"
)
"""What libsdformat makes of a link with a visual or collision urdfdom does not read."""

LOADED_ANYWAY = {
    "inertia": "libsdformat loads the link with an inertia of zero",
    "sphere": STOPS_THE_LINK,
    "cylinder": STOPS_THE_LINK,
}
"""Where libsdformat loads a robot whose number urdfdom does not read, and what it makes of it.

Elsewhere (a mass, a joint's limit, dynamics or mimic) it refuses the robot, as ROS does."""


def unread_number(
    problems: ProblemCollector, element: etree._Element, attribute: str, text: str, value: float
) -> float | None:
    """A number Python reads and urdfdom does not (``plain_numbers.urdfdom_reads``), reported.

    An error where libsdformat refuses the robot for it (None), else a
    warning saying what libsdformat makes of it, and the number read.
    """
    tag = str(element.tag)
    message = (
        f"'{attribute}' of <{tag}> is {text!r}, which urdfdom (the URDF reader of ROS "
        "and libsdformat) does not read as a number: nothing may follow the digits"
    )
    suffix = f"/@{attribute}"
    loaded = LOADED_ANYWAY.get(tag)
    if loaded is None:
        problems.error(ErrorCode.URDF_INVALID, message, element, suffix=suffix)
        return None
    message += f"; ROS refuses the robot and {loaded}; read here as {value!r}"
    problems.warning(ErrorCode.URDF_INVALID, message, element, suffix=suffix)
    return value


def nameless_material(
    problems: ProblemCollector, element: etree._Element, *, top_level: bool
) -> None:
    """Report a ``<material>`` without a name attribute, which urdfdom refuses."""
    consequence = (
        "libsdformat ignores it, as here" if top_level else f"{STOPS_THE_LINK}; read here as it is"
    )
    message = (
        "<material> has no name attribute, which urdfdom (the URDF reader of ROS and "
        f"libsdformat) requires: ROS refuses the robot and {consequence}"
    )
    problems.warning(ErrorCode.URDF_INVALID, message, element)


def check_tree(
    links: dict[str, Link],
    joints: dict[str, Joint],
    root: etree._Element,
    problems: ProblemCollector,
) -> None:
    """The links form one tree: each joint names existing links, each link has one parent."""
    parent_of: dict[str, str] = {}
    for joint in joints.values():
        for end, link in (("parent", joint.parent), ("child", joint.child)):
            if link not in links:
                message = f"joint '{joint.name}' names {end} link '{link}', which does not exist"
                problems.error(ErrorCode.URDF_INVALID, message, joint.parts.get(end))
        if joint.child in parent_of:
            message = f"link '{joint.child}' is the child of two joints"
            problems.error(ErrorCode.URDF_INVALID, message, joint.parts.get("child"))
        parent_of[joint.child] = joint.parent
        if joint.parent == joint.child:
            message = f"joint '{joint.name}' joins link '{joint.child}' to itself"
            problems.error(ErrorCode.URDF_INVALID, message, joint.element)
    if not links:
        problems.error(ErrorCode.URDF_INVALID, "the robot has no link", root)
        return
    roots = [name for name in links if name not in parent_of]
    if len(roots) > 1:
        listed = ", ".join(f"'{name}'" for name in roots)
        message = f"the robot has {len(roots)} root links ({listed}); URDF links form one tree"
        problems.error(ErrorCode.URDF_INVALID, message, links[roots[1]].element)
    # Each link is walked up once: a walk stops at a link an earlier walk found to lead
    # to a root, so a long chain costs its length, not its length squared.
    reaches_root: set[str] = set()
    for start in parent_of:
        seen = {start}
        current = parent_of.get(start)
        while current is not None and current in parent_of and current not in reaches_root:
            if current in seen:
                message = f"the joints form a loop through link '{current}'"
                problems.error(
                    ErrorCode.URDF_INVALID,
                    message,
                    links[current].element if current in links else root,
                )
                return
            seen.add(current)
            current = parent_of.get(current)
        reaches_root |= seen
