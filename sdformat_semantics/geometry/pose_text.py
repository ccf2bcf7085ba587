"""A pose's ``<pose>`` text written from its plain values.

``Pose.to_sdf`` writes through ``values_text``, and so does the URDF reader,
which keeps every pose as plain values and makes no ``Pose`` to write one.
The numbers are computed, so they are written as ``format_computed`` writes
them: the same text on every machine.
"""

from __future__ import annotations

import functools
import math
import re

from sdformat_runtime.values import format_computed
from sdformat_semantics.geometry.pose_values import IDENTITY_VALUES, PoseValues, quaternion_rpy

_IDENTITY_TEXT = "0 0 0 0 0 0"
"""The identity's ``euler_rpy`` text: every number is a zero (of either sign), written ``0``."""


def values_text(values: PoseValues) -> str:
    """The ``euler_rpy`` text of a pose's values: what ``Pose.to_sdf()`` writes for its pose.

    Plain floats from end to end, so a converter writing a pose per element
    (URDF: every link, joint, visual and collision) makes no ``Pose``. The
    numbers are computed, so they are written as ``format_computed`` writes
    them (see ``to_sdf``), three at a time by ``_computed_text``.
    """
    if values == IDENTITY_VALUES:
        return _IDENTITY_TEXT  # half the poses a URDF converts to: nothing to compute
    x, y, z, qx, qy, qz, qw = values
    position = _computed_text(x, y, z)
    if qx == 0.0 and qy == 0.0 and qz == 0.0:  # no rotation: every angle is a zero, written 0
        return f"{position} 0 0 0"
    return f"{position} {_angles_text(qx, qy, qz, qw)}"


@functools.lru_cache(maxsize=1024)
def _angles_text(qx: float, qy: float, qz: float, qw: float) -> str:
    """The written roll, pitch and yaw of a unit quaternion.

    Remembered: robots turn many frames by the same quarter turns, and the
    angles cost three arc tangents and a rounding each. The cache tells
    ``0.0`` from ``-0.0`` apart by value only, which the text does not
    either: a zero's sign changes an angle only between ``0`` and ``-0``,
    both written ``0``, or between ``-pi`` and ``pi``, both written as ``pi``.
    """
    roll, pitch, yaw = quaternion_rpy(qx, qy, qz, qw)
    # -pi and pi are one roll or yaw, and which one comes out hangs on the sign of
    # noise: every angle that would be written as -pi is written as pi.
    if roll < _NEAR_MINUS_PI:
        roll = math.pi
    if pitch < _NEAR_MINUS_PI:
        pitch = math.pi
    if yaw < _NEAR_MINUS_PI:
        yaw = math.pi
    return _computed_text(roll, pitch, yaw)


_NEAR_MINUS_PI = -math.pi + 5e-12


_PLAIN_SCALE = 9.0
"""Below this largest magnitude, ``format_computed(..., 1.0)`` rounds at 11 decimals.

Its scale is then in [1, 9), written with exponent 0: ``COMPUTED_DIGITS`` (12)
significant digits of it are 11 decimals. Angles (at most pi) always are."""

_PLAIN_DECIMALS = 11

_FLOAT_TEXT = float.__repr__
"""A float's shortest text, also for a subclass that spells its ``repr`` otherwise (numpy's)."""


def _computed_text(a: float, b: float, c: float) -> str:
    """``format_computed((a, b, c), 1.0)`` for three finite numbers, the common case direct.

    A number whose shortest text (``repr``) has at most 11 decimals is one
    that rounding at 11 decimals gives back unchanged (its ulp is far below
    ``1e-11``), so that text is the rounded number's: most numbers written
    in a file are such, and ``round`` costs more than the rest of writing one.
    Most often all three are such and below 9: their texts are matched at
    once (``+ 0.0`` turns a -0 into 0, and changes no other number), and a
    whole number loses its point. Larger groups, and numbers that need
    rounding, go through ``_decimal_text`` or ``format_computed``.
    """
    text = f"{_FLOAT_TEXT(a + 0.0)} {_FLOAT_TEXT(b + 0.0)} {_FLOAT_TEXT(c + 0.0)}"
    if _PLAIN_GROUP.fullmatch(text) is not None:
        spaced = text + " "
        return spaced.replace(".0 ", " ")[:-1] if ".0 " in spaced else text
    if abs(a) < _PLAIN_SCALE and abs(b) < _PLAIN_SCALE and abs(c) < _PLAIN_SCALE:
        return f"{_decimal_text(a)} {_decimal_text(b)} {_decimal_text(c)}"
    return format_computed((a, b, c), 1.0)


_PLAIN_GROUP = re.compile(r"-?[0-8]\.\d{1,11} -?[0-8]\.\d{1,11} -?[0-8]\.\d{1,11}")
"""Three shortest texts below 9 with at most 11 decimals: each is ``_decimal_text``'s
(``x.0`` but for its point)."""


def _decimal_text(value: float) -> str:
    """One number of a group ``format_computed`` rounds at 11 decimals, written as it writes it."""
    text = _FLOAT_TEXT(value)
    point = text.find(".")
    if point < 0 or len(text) - point - 1 > _PLAIN_DECIMALS or "e" in text:
        # Rounded as format_computed rounds (round() is correctly rounded; + 0.0 drops a -0).
        rounded = round(float(value), _PLAIN_DECIMALS) + 0.0
        whole = int(rounded)
        return str(whole) if rounded == whole else repr(rounded)
    if text.endswith(".0"):  # whole (below 9): written without the point, -0 as 0
        return "0" if value == 0.0 else text[:-2]
    return text
