"""Numbers read with ``float`` alone against the reader's ``double`` converter: the same value.

The inertia check of a document read as it is converts each mass and moment
text of its tree itself (``inertia_as_read.plain_double``), asking the
reader's converter only where ``float`` cannot tell. Wherever the shortcut
answers, its value must be the converter's, bit for bit, and it must never
answer where the converter refuses the text.
"""

from __future__ import annotations

import math
import struct

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sdformat_runtime.binding import converter
from sdformat_runtime.number_values import ValueSyntaxError
from sdformat_semantics.checks.inertia_as_read import plain_double

DOUBLE = converter("double")

SPELLINGS = [
    "0", "-0", "+0", "1", "-1", "2.5", "-2.5", ".5", "5.", "-.5", "+.5e3", "1e5", "1E-5",
    "1e+05", "007", "1.000000000000000000001", "4.9e-324", "2e-400", "1.7976931348623157e308",
    "1e308", "1e309", "-1e309", " 1 ", "\t2\n", "\u00a03\u2003", "1_000", "1__0", "_1", "inf",
    "-Infinity", "nan", "+NaN", "nan(1)", "0x10", "1e", "e5", ".", "-", "", " ", "1 2", "1,5",
    "\u0661\u0662", "\uff11", "\u00b2", "1e5.0", "--1", "+-1", "1\x00", "infinity1", "\u0661.\u0665",
]  # fmt: skip
"""Plain numbers, and what the two may read apart: spaces, underscores, words, other digits."""


def _converted(text: str) -> float | None:
    try:
        return float(DOUBLE(text))  # type: ignore[arg-type]
    except ValueSyntaxError:
        return None


def _same(text: str) -> None:
    found = plain_double(text)
    if found is None:
        return  # the converter decides
    expected = _converted(text)
    assert expected is not None, f"{text!r}: the converter refuses it"
    assert struct.pack("<d", found) == struct.pack("<d", expected), text


@pytest.mark.parametrize("text", SPELLINGS)
def test_a_number_read_with_float_alone_is_the_converters(text: str) -> None:
    _same(text)


def test_plain_numbers_are_read_with_float_alone() -> None:
    plain = [t for t in SPELLINGS if plain_double(t) is not None]
    assert {"0", "-0", "2.5", ".5", "1e5", " 1 ", "2e-400"} <= set(plain)
    assert not {"1e309", "1_000", "inf", "nan", "0x10", ""} & set(plain)


@given(st.floats(allow_nan=False, allow_infinity=False))
def test_every_float_written_by_python_reads_back_the_same(value: float) -> None:
    for text in (repr(value), f"{value:.17g}", f"{value:e}", f" {value!r}\n"):
        _same(text)
        assert plain_double(text) is not None


@given(st.text(alphabet="0123456789+-.eE_ \tinfaINFA\u0661\u00a0", max_size=12))
def test_texts_made_of_number_characters_read_as_the_converter_reads_them(text: str) -> None:
    _same(text)
    if plain_double(text) is not None:
        assert math.isfinite(plain_double(text) or 0.0)
