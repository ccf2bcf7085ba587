"""A single URDF number reads as the general reader of numbers reads it, problems included.

``number`` takes ``float(text)`` at once when that gives a finite number (most
attributes: masses, inertia moments, limits, radii) and leaves everything
else to ``numbers``, which reports it. For every spelling below, valid or
not, the value and the problems must be those ``numbers(..., 1, ...)`` gives.
"""

from __future__ import annotations

import itertools

import pytest
from lxml import etree

from sdformat_runtime.errors import ProblemCollector
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
    assert _read(text, default, single=True) == _read(text, default, single=False)
