"""What urdfdom, the URDF reader of ROS and libsdformat, refuses beyond a single element's shape.

A number it does not read (``plain_numbers.urdfdom_reads``), a material
without a name attribute, links that do not form one tree. Where the
reference (urdfdom 3 and libsdformat 12, as recorded by hand) refuses the
robot, that is a ``URDF_INVALID`` error; where it loads the robot, having
read a link only up to there or with an inertia of zero, a ``URDF_INVALID``
warning says so, and the value is read as written.
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_semantics.urdf.model import Joint, Link

STOPS_THE_LINK = (
    "urdfdom and libsdformat 12 read the link only up to there: this visual or collision, and "
    "those after it, are left out there"
)
"""What the reference makes of a link holding a visual or collision urdfdom does not read."""

LOADED_ANYWAY = {
    "inertia": "urdfdom and libsdformat 12 load the link with an inertia of zero",
    "sphere": STOPS_THE_LINK,
    "cylinder": STOPS_THE_LINK,
}
"""Where the reference loads a robot whose number urdfdom does not read, and what it makes of it.

Elsewhere it refuses the robot: urdfdom for a joint's limit, dynamics or
mimic, libsdformat for a mass (the link loses its inertial)."""


def unread_number(
    problems: ProblemCollector, element: etree._Element, attribute: str, text: str, value: float
) -> float | None:
    """Report a number Python reads and urdfdom does not (``plain_numbers.urdfdom_reads``).

    An error where the reference refuses the robot for it (None), else a
    warning saying what the reference makes of it, and the number as written.
    """
    tag = str(element.tag)
    message = (
        f"'{attribute}' of <{tag}> is {text!r}, which urdfdom (the URDF reader of ROS and "
        "libsdformat) does not read as a number: nothing may follow the digits"
    )
    suffix = f"/@{attribute}"
    loaded = LOADED_ANYWAY.get(tag)
    if loaded is None:
        refused = (
            "libsdformat 12 refuses the robot, the link having lost its inertial"
            if tag == "mass"
            else "urdfdom refuses the robot, and so does libsdformat"
        )
        problems.error(ErrorCode.URDF_INVALID, f"{message}; {refused}", element, suffix=suffix)
        return None
    message += f"; {loaded}; read here as {value!r}"
    problems.warning(ErrorCode.URDF_INVALID, message, element, suffix=suffix)
    return value


def nameless_material(
    problems: ProblemCollector, element: etree._Element, *, top_level: bool
) -> None:
    """Report a ``<material>`` without a name attribute, which urdfdom does not read."""
    consequence = (
        "urdfdom and libsdformat 12 ignore it, as here"
        if top_level
        else f"{STOPS_THE_LINK}; read here as it is"
    )
    message = (
        "<material> has no name attribute, which urdfdom (the URDF reader of ROS and "
        f"libsdformat) requires: {consequence}"
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
