"""A single URDF number reads as the general reader of numbers reads it, problems included.

``number`` takes ``float(text)`` at once when that gives a finite number (most
attributes: masses, inertia moments, limits, radii) and leaves everything
else to ``numbers``, which reports it. For every spelling below, valid or
not, the value and the problems must be those ``numbers(..., 1, ...)`` gives,
but for the spellings urdfdom does not read as one number, which ``number``
reports (``URDFDOM_REFUSES``).

An inertial's seven numbers are read in one go (``_plain_numbers``) when all
are plain; its mass, moments and problems must be those of reading each
number on its own, for every spelling in every one of the seven places.
"""

from __future__ import annotations

import itertools
import random
import struct

import pytest
from lxml import etree

from sdformat_runtime.errors import ProblemCollector
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.urdf import reading
from sdformat_semantics.urdf.model import inertia_matrix
from sdformat_semantics.urdf.reading import _Reader

SPELLINGS = [
    "1",
    "-2.5",
    " 3 ",
    "\t4e-3\n",
    "1_000",
    "0x10",
    "1e400",
    "-1e400",
    "nan",
    "inf",
    "-Infinity",
    "",
    "   ",
    "1 2",
    "one",
    "1,5",
    "\u00a07\u00a0",
    "8\u00a09",
    "\u0661",  # an Arabic-Indic digit: float() reads it
    "+.5",
    "5.",
]
"""Plain numbers, white space, Python-only spellings, out of range, not finite, not numbers."""

URDFDOM_REFUSES = {" 3 ", "\t4e-3\n", "1_000", "\u00a07\u00a0"}
"""The spellings ``float()`` reads and urdfdom does not: white space after the digits, ``_``.

A single number is streamed into a double there, which must take all of the
text; numbers of a vector (``xyz``, ``size``) are split on white space first.
"""


def _read(text: str | None, default: str | None, single: bool) -> tuple[object, list[str]]:
    element = etree.fromstring(b"<mass/>")
    if text is not None:
        element.set("value", text)
    problems = ProblemCollector("robot.urdf")
    reader = _Reader(problems)
    if single:
        value: object = reader.number(element, "value", default)
    else:
        values = reader.numbers(element, "value", 1, default)
        value = None if values is None else values[0]
    return value, [f"{p.code.value} {p.message} {p.path}" for p in problems.problems]


@pytest.mark.parametrize(
    ("text", "default"), list(itertools.product([*SPELLINGS, None], [None, "0", "1 2"]))
)
def test_a_single_number_reads_as_numbers_reads_it(text: str | None, default: str | None) -> None:
    single = _read(text, default, single=True)
    if text in URDFDOM_REFUSES:  # a mass: the reference refuses the robot
        value, problems = single
        assert value is None and len(problems) == 1, problems
        assert problems[0].startswith("URDF_INVALID") and "nothing may follow" in problems[0]
    else:
        assert single == _read(text, default, single=False)


INERTIAL_PLACES = ("value", *reading.MOMENTS)
"""The mass's ``value`` and the six moments."""


def _inertial(place: str, text: str | None, *, one_by_one: bool) -> tuple[object, list[str]]:
    element = etree.fromstring(
        b'<inertial><origin rpy="0 0.5 0"/><mass value="1"/>'
        b'<inertia ixx="1" iyy="2" izz="2.5" ixy="0" ixz="0" iyz="0"/></inertial>'
    )
    holder = element[1] if place == "value" else element[2]
    if text is None:
        del holder.attrib[place]
    else:
        holder.set(place, text)
    problems = ProblemCollector("robot.urdf")
    reader = _Reader(problems)
    if one_by_one:
        plain, reading._plain_numbers = reading._plain_numbers, lambda _m, _i: None
        try:
            inertial = reader.inertial(element)
        finally:
            reading._plain_numbers = plain
    else:
        inertial = reader.inertial(element)
    shown = [f"{p.code.value} {p.message} {p.path}" for p in problems.problems]
    if inertial is None:
        return None, shown
    # Packed: -0.0 and 0.0 told apart, which the written text would tell.
    numbers = (inertial.mass, *inertial.moments, *inertial.inertia.ravel().tolist())
    return struct.pack(f"<{len(numbers)}d", *numbers), shown


@pytest.mark.parametrize(
    ("place", "text"), list(itertools.product(INERTIAL_PLACES, [*SPELLINGS, "-0", "-0.0", None]))
)
def test_an_inertial_read_in_one_go_reads_as_number_by_number(place: str, text: str | None) -> None:
    assert _inertial(place, text, one_by_one=False) == _inertial(place, text, one_by_one=True)


@pytest.mark.parametrize("place", reading.MOMENTS)
def test_a_moment_written_minus_zero_reads_as_zero(place: str) -> None:
    """The text written for it is "0", as it always was."""
    assert _inertial(place, "-0", one_by_one=False) == _inertial(place, "0", one_by_one=False)


MOMENT_VALUES = [0.0, 1.0, -1.0, 0.1, -2.5e-7, 3e5, 1e-300, -1e300, 5e-324]
"""Moments as read (never -0): zeros among signed, tiny, huge and subnormal numbers."""


@pytest.mark.parametrize("seed", range(40))
def test_an_inertial_without_origin_keeps_its_tensor_as_turning_by_identity_would(
    seed: int,
) -> None:
    """No ``<origin>``: the tensor is not turned, and turning it by the identity changes no bit."""
    chosen = random.Random(seed).choices(MOMENT_VALUES, k=6)
    tensor = inertia_matrix(*chosen)
    rotation = Pose.identity().rotation_matrix()
    turned = rotation @ tensor @ rotation.T
    assert turned.tobytes() == tensor.tobytes()
    text = " ".join(
        f'{key}="{value!r}"' for key, value in zip(reading.MOMENTS, chosen, strict=True)
    )
    element = etree.fromstring(f'<inertial><mass value="1"/><inertia {text}/></inertial>')
    inertial = _Reader(ProblemCollector("robot.urdf")).inertial(element)
    assert inertial is not None and inertial.inertia.tobytes() == tensor.tobytes()
