"""A kept URDF joint written as SDFormat markup: its head, axis, limit, dynamics and mimic.

One string per joint (see ``tree_text``), with the URDF line of each element
it holds; what SDFormat has no element for is reported.
"""

from __future__ import annotations

import functools

from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_runtime.values import format_number
from sdformat_semantics.geometry.pose_text import values_text
from sdformat_semantics.urdf.lumping import KeptJoint
from sdformat_semantics.urdf.model import JOINT_TYPES, WORLD, Joint
from sdformat_semantics.urdf.tree_text import (
    TreeText,
    attribute,
    escaped_text,
    leaves,
    line_of,
    numbers,
)
from sdformat_semantics.urdf.versions import EXTENDED_LIMITS, URDF_NAMESPACE

CONTINUOUS_LIMIT = 1e16
"""The bound the reference writes for a continuous joint (an unlimited revolute)."""

NOT_CONVERTED = {
    "safety_controller": "SDFormat has no soft limits or safety controller gains",
    "calibration": "SDFormat has no joint calibration references",
}
"""URDF joint children with no SDFormat equivalent, and why."""

_CONTINUOUS_BOUNDS = (format_number(-CONTINUOUS_LIMIT), format_number(CONTINUOUS_LIMIT))

_JOINT_TYPES = {
    kind: attribute("type", "revolute" if kind == "continuous" else kind) for kind in JOINT_TYPES
}
"""The ``type`` attribute of the SDFormat joint of each URDF joint type."""


def write_joint(
    text: TreeText, kept: KeptJoint, extended_limits: bool, problems: ProblemCollector
) -> int:
    """A kept joint as one markup (its axis, limit, dynamics and mimic in it); its number.

    ``extended_limits``: the robot declares URDF 1.2, whose extra limits are kept.
    """
    joint = kept.joint
    parts = joint.parts
    line = line_of(joint.element)
    parent = kept.parent
    relative_to = "__model__" if parent == WORLD else parent
    markup = (
        f"<joint{attribute('name', joint.name)}{_JOINT_TYPES[joint.type]}>"
        f"<pose{attribute('relative_to', relative_to)}>{values_text(kept.origin)}</pose>"
        f"<parent>{escaped_text(parent)}</parent><child>{escaped_text(joint.child)}</child>"
    )
    lines = [line, line, line_of(parts.get("parent")), line_of(parts.get("child"))]
    if joint.type != "fixed":
        markup += _axis(joint, lines, extended_limits)
    number = text.markup(markup + "</joint>", lines)
    for tag, why in NOT_CONVERTED.items():
        found = parts.get(tag)
        if found is not None:
            message = f"<{tag}> of joint '{joint.name}' is not converted: {why}"
            problems.warning(ErrorCode.URDF_ELEMENT_NOT_CONVERTED, message, found)
    return number


def _axis(joint: Joint, lines: list[int], extended_limits: bool) -> str:
    """A moving joint's ``<axis>`` markup; the line of each element it holds added to ``lines``."""
    parts = joint.parts
    source = parts.get("axis")
    axis_line = line_of(source)
    lines += (axis_line if source is not None else line_of(joint.element), axis_line)
    markup = f"<axis><xyz>{_axis_text(*joint.axis)}</xyz>"
    limit = parts.get("limit")
    if limit is not None:
        markup += _limit(limit, joint.type == "continuous", lines, extended_limits)
    elif joint.type == "continuous":
        lower, upper = _CONTINUOUS_BOUNDS
        markup += f"<limit><lower>{lower}</lower><upper>{upper}</upper></limit>"
        lines += (line_of(joint.element), 0, 0)
    dynamics = parts.get("dynamics")
    if dynamics is not None:
        values = [
            (key, value.strip())
            for key in ("damping", "friction")
            if (value := dynamics.get(key)) is not None
        ]
        markup += f"<dynamics>{leaves(values)}</dynamics>"
        lines += (line_of(dynamics),) * (1 + len(values))
    mimic = parts.get("mimic")
    if mimic is not None:
        values = [
            ("multiplier", mimic.get("multiplier", "1").strip()),
            ("offset", mimic.get("offset", "0").strip()),
            ("reference", "0"),  # URDF's mimic has no reference: the leader's zero
        ]
        leader = attribute("joint", str(mimic.get("joint")).strip())
        markup += f"<mimic{leader}>{leaves(values)}</mimic>"
        lines += (line_of(mimic),) * 4
    return markup + "</axis>"


@functools.lru_cache(maxsize=256)
def _axis_text(x: float, y: float, z: float) -> str:
    """An axis as written (``numbers``), remembered: robots turn about a few axes.

    Keyed by value, where ``-0.0 == 0.0``: both are written ``0``.
    """
    return numbers(x, y, z)


def _limit(limit: etree._Element, continuous: bool, lines: list[int], extended_limits: bool) -> str:
    """A written ``<limit>``'s markup (a continuous joint's bounds are the reference's)."""
    get = limit.get
    if continuous:
        lower, upper = _CONTINUOUS_BOUNDS
    else:
        lower, upper = get("lower", "0").strip(), get("upper", "0").strip()
    values = [("lower", lower), ("upper", upper)]
    for key in ("effort", "velocity"):
        value = get(key)
        if value is not None:
            values.append((key, value.strip()))
    extended, kept = _extended_limits(limit) if extended_limits else ("", 0)
    lines += (line_of(limit),) * (1 + len(values) + kept)
    return f"<limit>{leaves(values)}{extended}</limit>"


def _extended_limits(limit: etree._Element) -> tuple[str, int]:
    """URDF 1.2's acceleration, deceleration and jerk, kept as namespaced content.

    SDFormat has no element for them; ``<urdf:acceleration>`` (namespace
    ``URDF_NAMESPACE``) inside the axis ``<limit>`` keeps each through SDFormat
    and back to URDF. Only a robot declaring URDF 1.2 gets here with them.

    Returns:
        Their markup, and how many elements it holds.
    """
    declared = attribute("xmlns:urdf", URDF_NAMESPACE)
    kept = [
        (key, str(limit.get(key)).strip()) for key in EXTENDED_LIMITS if limit.get(key) is not None
    ]
    markup = "".join(
        f"<urdf:{key}{declared}>{escaped_text(value)}</urdf:{key}>" for key, value in kept
    )
    return markup, len(kept)
