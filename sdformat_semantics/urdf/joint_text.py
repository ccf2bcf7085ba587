"""A kept URDF joint written as SDFormat markup: its head, axis, limit, dynamics and mimic.

One string per joint (see ``tree_text``), with the URDF line of each element
it holds; what SDFormat has no element for is reported. ``Certificate``, which
the whole writer (``writing``) shares, checks each number written against the
fast path's pattern for its slot.
"""

from __future__ import annotations

import functools
import re

import attrs
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


_FINITE = r"[+\-]?(?:\d{1,30}(?:\.\d{0,30})?|\.\d{1,30})(?:[eE][+\-]?\d\d?)?"
"""A finite number the fast path reads: at most 30 digits each side of the point, and an
exponent of at most two digits (the fast path also takes some longer ones: not needed here)."""

_FAST_DOUBLE = re.compile(rf"{_FINITE}|[+\-]?inf", re.ASCII)
"""A ``double`` (or ``float``) text the fast-path schema takes: a finite number or ``inf``."""

_FAST_DOUBLES = re.compile(rf"(?:{_FINITE}|[+\-]?inf)(?:\x00(?:{_FINITE}|[+\-]?inf))*", re.ASCII)
"""``double`` texts joined by NUL, which no XML text holds: several leaves checked at once."""

_FAST_VECTOR3 = re.compile(rf"{_FINITE} {_FINITE} {_FINITE}", re.ASCII)
"""A ``vector3`` text the fast-path schema takes: three finite numbers."""

_FAST_WORDS = re.compile(rf"{_FINITE}(?: {_FINITE})*", re.ASCII)
"""Finite numbers separated by single spaces: a pose, an axis, an inertia as formatted."""


_LEAF_TEXTS = re.compile(r">([^<]+)<")
"""The text of each leaf in markup."""


@attrs.define
class Certificate:
    """Whether every text the writer put into its tree is one the fast-path schema takes.

    Each number copied as the URDF spelled it is checked here against the
    pattern of its slot (ASCII digits only, a subset of the fast path's
    number language: ``FAST_PATH_SCHEMA`` accepts every text these take);
    a number formatted from a float is checked when its text has an
    exponent or is ``inf`` or ``nan``: without them ``repr`` and ``str(int)``
    write at most 17 significant digits below 1e16, a plain decimal the
    pattern takes. Whatever else the fast path could refuse (namespaced
    content, ``<gazebo>`` blocks copied in) is ``refuse``d. Names and other
    strings are any text on the fast path. A held certificate lets the load
    read the tree without validating it (``converting.converted``).

    Attributes:
        held: No text so far needs validation.
    """

    held: bool = True

    def double(self, text: str) -> str:
        """A copied ``double`` slot's text, checked; returned as it is."""
        if self.held and _FAST_DOUBLE.fullmatch(text) is None:
            self.held = False
        return text

    def doubles(self, leaves: list[tuple[str, str]]) -> None:
        """Copied ``double`` leaves, ``(tag, text)`` as ``tree_text.leaves`` takes them, checked."""
        if self.held and _FAST_DOUBLES.fullmatch("\x00".join([t for _tag, t in leaves])) is None:
            self.held = False

    def vector3(self, text: str) -> str:
        """A copied ``vector3`` slot's text (box size, mesh scale), checked; returned as it is."""
        if self.held and _FAST_VECTOR3.fullmatch(text) is None:
            self.held = False
        return text

    def formatted(self, text: str) -> str:
        """Finite numbers formatted from floats (a pose, an axis), checked; returned as it is."""
        if ("e" in text or "n" in text) and _FAST_WORDS.fullmatch(text) is None:  # seldom
            self.held = False
        return text

    def formatted_leaves(self, markup: str) -> str:
        """Markup of leaves holding numbers formatted from floats (an inertial), checked.

        Its tags spell no ``e+``, ``e-``, ``inf`` or ``nan``: a number with an
        exponent, or not finite, does, and then each leaf's text is checked.
        """
        if ("e+" in markup or "e-" in markup or "inf" in markup or "nan" in markup) and any(
            _FAST_WORDS.fullmatch(text) is None for text in _LEAF_TEXTS.findall(markup)
        ):
            self.held = False
        return markup

    def refuse(self) -> None:
        """Something written needs validation (namespaced content, copied extensions)."""
        self.held = False


def write_joint(
    text: TreeText,
    kept: KeptJoint,
    extended_limits: bool,
    problems: ProblemCollector,
    certificate: Certificate,
) -> int:
    """A kept joint as one markup (its axis, limit, dynamics and mimic in it); its number.

    ``extended_limits``: the robot declares URDF 1.2, whose extra limits are kept.
    ``certificate``: cleared by a text the fast path may refuse.
    """
    joint = kept.joint
    parts = joint.parts
    line = line_of(joint.element)
    parent = kept.parent
    relative_to = "__model__" if parent == WORLD else parent
    pose = certificate.formatted(values_text(kept.origin))
    markup = (
        f"<joint{attribute('name', joint.name)}{_JOINT_TYPES[joint.type]}>"
        f"<pose{attribute('relative_to', relative_to)}>{pose}</pose>"
        f"<parent>{escaped_text(parent)}</parent><child>{escaped_text(joint.child)}</child>"
    )
    lines = [line, line, line_of(parts.get("parent")), line_of(parts.get("child"))]
    if joint.type != "fixed":
        markup += _axis(joint, lines, extended_limits, certificate)
    number = text.markup(markup + "</joint>", lines)
    for tag, why in NOT_CONVERTED.items():
        found = parts.get(tag)
        if found is not None:
            message = f"<{tag}> of joint '{joint.name}' is not converted: {why}"
            problems.warning(ErrorCode.URDF_ELEMENT_NOT_CONVERTED, message, found)
    return number


def _axis(joint: Joint, lines: list[int], extended_limits: bool, certificate: Certificate) -> str:
    """A moving joint's ``<axis>`` markup; the line of each element it holds added to ``lines``."""
    parts = joint.parts
    source = parts.get("axis")
    axis_line = line_of(source)
    lines += (axis_line if source is not None else line_of(joint.element), axis_line)
    markup = f"<axis><xyz>{certificate.formatted(_axis_text(*joint.axis))}</xyz>"
    limit = parts.get("limit")
    if limit is not None:
        markup += _limit(limit, joint.type == "continuous", lines, extended_limits, certificate)
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
        certificate.doubles(values)
        markup += f"<dynamics>{leaves(values)}</dynamics>"
        lines += (line_of(dynamics),) * (1 + len(values))
    mimic = parts.get("mimic")
    if mimic is not None:
        values = [
            ("multiplier", mimic.get("multiplier", "1").strip()),
            ("offset", mimic.get("offset", "0").strip()),
            ("reference", "0"),  # URDF's mimic has no reference: the leader's zero
        ]
        certificate.doubles(values)
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


def _limit(
    limit: etree._Element,
    continuous: bool,
    lines: list[int],
    extended_limits: bool,
    certificate: Certificate,
) -> str:
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
    certificate.doubles(values)
    extended, kept = _extended_limits(limit) if extended_limits else ("", 0)
    if kept:  # namespaced content: the fast path reads no document declaring a namespace
        certificate.refuse()
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
