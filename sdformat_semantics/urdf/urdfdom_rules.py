"""What urdfdom, the URDF reader of ROS and libsdformat, refuses beyond a single element's shape.

A number it does not read (``plain_numbers.urdfdom_reads``), a material
without a name attribute, links that do not form one tree. Where the
reference (urdfdom 3 and libsdformat 12, as recorded by hand) refuses the
robot, that is a ``URDF_INVALID`` error. urdfdom goes on past what it cannot
read in a link: it stops reading the link at such a visual or collision,
and reads an inertia it cannot read as zero; libsdformat loads that. There
the error is made a warning (``demoted``, ``tolerated``) and we read the
link as the reference does, but a number with white space after its
digits, which we read as written.
"""

from __future__ import annotations

import math

import attrs
from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector, Severity
from sdformat_semantics.urdf.model import Joint, Link

LOADED_ANYWAY = {"inertia": "urdfdom and libsdformat 12 load the link with an inertia of zero"}
"""Where the reference loads a link whose number urdfdom does not read, and what it makes of it.

Elsewhere the number is an error: a visual's or collision's is then made a warning
with the shape left out (``tolerated``), as urdfdom stops reading the link there;
a joint's makes urdfdom refuse the robot, a mass libsdformat."""


REFUSED_FOR = {
    "mass": "libsdformat 12 refuses the robot, the link having lost its inertial",
    **dict.fromkeys(
        ("limit", "dynamics", "mimic", "safety_controller", "calibration"),
        "urdfdom refuses the robot, and so does libsdformat",
    ),
}
"""Where the reference refuses a robot for a number urdfdom does not read, and which refuses it."""


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
        # A shape's number: ``tolerated`` says what the reference makes of the link.
        refused = REFUSED_FOR.get(tag)
        if refused is not None:
            message += f"; {refused}"
        problems.error(ErrorCode.URDF_INVALID, message, element, suffix=suffix)
        return None
    message += f"; {loaded}; read here as {value!r}"
    problems.warning(ErrorCode.URDF_INVALID, message, element, suffix=suffix)
    return value


def nameless_material(
    problems: ProblemCollector, element: etree._Element, *, top_level: bool
) -> None:
    """Report a ``<material>`` without a name attribute, which urdfdom does not read.

    A top-level one is ignored there (a warning, as here); a visual's is an
    error, which ``tolerated`` makes a warning, the visual left out.
    """
    message = (
        "<material> has no name attribute, which urdfdom (the URDF reader of ROS and "
        "libsdformat) requires"
    )
    if top_level:
        message += ": urdfdom and libsdformat 12 ignore it, as here"
        problems.warning(ErrorCode.URDF_INVALID, message, element)
    else:
        problems.error(ErrorCode.URDF_INVALID, message, element)


BLACK = (0.0, 0.0, 0.0, 1.0)
"""The colour urdfdom leaves a material with when it cannot read its ``rgba``."""


def rgba_of(text: str | None) -> tuple[float, float, float, float] | None:
    """Four finite numbers of an ``rgba`` text, as urdfdom splits it; else None."""
    try:
        values = [float(part) for part in (text or "").split()]
    except ValueError:
        return None
    if len(values) != 4 or not all(map(math.isfinite, values)):
        return None
    return (values[0], values[1], values[2], values[3])


def unread_color(
    problems: ProblemCollector, color: etree._Element
) -> tuple[float, float, float, float]:
    """Black, reported: a ``<color>`` whose ``rgba`` urdfdom does not read (``rgba_of`` None).

    urdfdom and libsdformat 12 load the visual with a black material then
    (recorded by hand with ``ign sdf -p``), and so do we.
    """
    text = color.get("rgba")
    written = "missing" if text is None else repr(text)
    message = (
        f"'rgba' of <color> is {written}, not 4 numbers: urdfdom and libsdformat 12 load "
        "the visual with a black material (0 0 0 1), as here"
    )
    problems.warning(ErrorCode.URDF_INVALID, message, color, suffix="/@rgba")
    return BLACK


ZERO_INERTIA = "urdfdom and libsdformat 12 load the link with an inertia of zero, as here"
"""What the reference makes of an inertia it cannot read in full (its mass read)."""


def demoted(problems: ProblemCollector, before: int, consequence: str) -> None:
    """The ``URDF_INVALID`` errors reported since ``before`` made warnings saying ``consequence``.

    For what urdfdom fails to read while it goes on reading the robot, which
    libsdformat then loads.
    """
    found = problems.problems
    for index in range(before, len(found)):
        reported = found[index]
        if reported.code is ErrorCode.URDF_INVALID and reported.severity is Severity.ERROR:
            found[index] = attrs.evolve(
                reported, severity=Severity.WARNING, message=reported.message + consequence
            )


def tolerated(
    problems: ProblemCollector,
    before: int,
    shape: etree._Element,
    unread: list[etree._Element],
) -> None:
    """The errors reported since ``before`` about a visual or collision, made warnings.

    urdfdom stops reading the link at ``shape`` and libsdformat loads the
    robot without it and without ``unread`` (the visuals and collisions
    after it in urdfdom's order), as we do.
    """
    after = f" and {len(unread)} after it" if unread else ""
    demoted(
        problems,
        before,
        f"; urdfdom stops reading the link there and libsdformat 12 loads the robot without "
        f"this <{shape.tag}>{after}: left out here too",
    )


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
