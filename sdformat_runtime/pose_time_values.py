"""Poses and times as SDFormat writes them: their syntax and converters.

Both are made of numbers read with the checks of ``number_values``; a pose
is a read-only ``numpy`` array of six or seven doubles, a time a ``Time``.
"""

from __future__ import annotations

import functools
import math
import re
from typing import TYPE_CHECKING

import attrs

from sdformat_runtime.number_values import (
    FINITE,
    INT,
    INT_MAX,
    INT_MIN,
    ValueSyntaxError,
    check_range,
    check_syntax,
    finite_floats,
    float_array,
    repeated,
    to_int,
)

if TYPE_CHECKING:
    from sdformat_runtime.number_values import FloatArray

_TIME = f"{repeated(INT, 2)}|{FINITE}"
_POSE = f"({repeated(FINITE, 6)}( ({FINITE}))?)?"

PATTERNS = {"time": _TIME, "pose": _POSE}
"""The text each type of this module accepts (after white space collapse), by spec name."""

_TIME_RE = re.compile(_TIME)
_POSE_RE = re.compile(_POSE)


@attrs.frozen
class Time:
    """A ``time`` value: whole seconds and nanoseconds.

    Attributes:
        sec: Whole seconds.
        nsec: Nanoseconds, 0 to 999,999,999.
    """

    sec: int
    nsec: int

    @property
    def seconds(self) -> float:
        """The time in seconds as a float."""
        return self.sec + self.nsec * 1e-9


def parse_time(text: str) -> Time:
    """``sec nsec`` as two integers, or decimal seconds."""
    collapsed = check_syntax(_TIME_RE, text, "a time (seconds nanoseconds)")
    words = collapsed.split()
    if len(words) == 2:
        sec, nsec = (to_int(w) for w in words)
    else:
        seconds = finite_floats(words)[0]
        sec = math.floor(seconds)
        nsec = round((seconds - sec) * 1e9)
    if not 0 <= nsec < 1_000_000_000:
        raise ValueSyntaxError(f"'{text.strip()}': nanoseconds must lie in [0, 999999999]")
    # libsdformat's time holds 32-bit seconds.
    return Time(check_range(sec, INT_MIN, INT_MAX, "32-bit seconds"), nsec)


def parse_pose(text: str) -> FloatArray:
    """Six numbers (or seven, for a quaternion pose); empty text is the identity."""
    try:
        collapsed = check_syntax(_POSE_RE, text, "a pose (6 numbers, or 7 with a quaternion)")
    except ValueSyntaxError:
        raise ValueSyntaxError(_what_is_wrong_with_pose(text)) from None
    if not collapsed:
        return float_array([0.0] * 6)
    values = finite_floats(collapsed.split())
    if len(values) == 7 and not any(values[3:]):
        # No rotation has it: substituting one (the identity) would place the frame silently.
        raise ValueSyntaxError(f"'{text.strip()}': the quaternion must not be zero")
    return float_array(values)


@functools.cache
def identity_quaternion_pose() -> FloatArray:
    """``0 0 0 0 0 0 1``: the identity as a ``quat_xyzw`` pose, one shared read-only array.

    What an empty ``<pose>`` holds in that format; made on first use (numpy).
    """
    return float_array([0.0] * 6 + [1.0])


def _what_is_wrong_with_pose(text: str) -> str:
    """Why ``text`` is no pose, precisely.

    A word that is no number, one that is not finite (``nan``, ``inf``), or a
    count other than 6 or 7.
    """
    shown = text.strip()
    expected = "a pose is 6 numbers, or 7 with a quaternion"
    words = shown.split()
    for word in words:
        try:
            value = float(word)
        except ValueError:
            return f"'{shown}': '{word}' is not a number; {expected}"
        if not math.isfinite(value):
            return f"'{shown}': {word} is not a finite number; {expected}"
    return f"'{shown}' has {len(words)} numbers; {expected}"


def format_time(value: Time) -> str:
    """``sec nsec``."""
    return f"{value.sec} {value.nsec}"
