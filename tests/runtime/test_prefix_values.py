"""Numbers with stray trailing characters read as libsdformat reads them (``prefix_values``)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from sdformat_runtime.prefix_values import prefix_reading
from sdformat_runtime.values import VALUE_TYPES

GARBAGE = ['"', ".0", ".5.1", "abc", "x", ",", ";", "'", "e", "m"]
"""Stray endings seen or plausible in real files: a quote, a second dot, letters, a comma."""

numbers = st.floats(min_value=0, max_value=1, allow_nan=False).map(lambda x: round(x, 6))
integers = st.integers(min_value=-(2**31), max_value=2**31 - 1)


def _word(x: float) -> str:
    return repr(float(x))


@given(numbers, st.sampled_from(GARBAGE))
def test_a_double_reads_its_leading_number(x: float, garbage: str) -> None:
    text = _word(x) + garbage
    for name in ("double", "float"):
        assert not VALUE_TYPES[name].accepts(text)
        assert prefix_reading(name, text) == (x, _word(x))


@given(integers, st.sampled_from([*GARBAGE, ".7", "abc"]))
def test_an_integer_reads_its_leading_digits_as_stoi_does(n: int, garbage: str) -> None:
    text = f"{n}{garbage}"
    assert prefix_reading("int", text) == (n, str(n))
    if n >= 0:
        assert prefix_reading("unsigned int", text) == (n, str(n))


@given(st.lists(numbers, min_size=6, max_size=6), st.integers(0, 5), st.sampled_from(GARBAGE))
def test_a_pose_reads_each_word_s_leading_number(
    values: list[float], where: int, garbage: str
) -> None:
    words = [_word(v) for v in values]
    words[where] += garbage
    found = prefix_reading("pose", " ".join(words))
    assert found is not None
    value, kept = found
    assert np.array_equal(value, values) and kept == " ".join(_word(v) for v in values)


@given(st.lists(numbers, min_size=3, max_size=4), st.sampled_from(GARBAGE))
def test_a_color_reads_each_word_s_leading_number(values: list[float], garbage: str) -> None:
    words = [_word(v) for v in values]
    words[1] += garbage
    found = prefix_reading("color", " ".join(words))
    assert found is not None
    assert np.array_equal(found[0][: len(values)], values)


@given(st.lists(numbers, min_size=3, max_size=3), st.sampled_from(['"', ",", "abc", ";"]))
def test_a_vector_reads_what_follows_its_last_number_as_ignored(
    values: list[float], garbage: str
) -> None:
    text = " ".join(_word(v) for v in values) + garbage
    found = prefix_reading("vector3", text)
    assert found is not None and np.array_equal(found[0], values)


def test_a_vector_reads_on_from_where_a_number_stopped_as_a_stream_does() -> None:
    found = prefix_reading("vector3", "1 2.5.25 3")
    assert found is not None and found[1] == "1 2.5 .25"


@pytest.mark.parametrize(
    ("type_name", "text"),
    [
        ("double", "abc"),  # no leading number: std::stod throws
        ("double", '"1.5'),
        ("pose", "0 0 abc 0 0 0"),  # a word without a number
        ("pose", "1,2,3,4,5,6"),  # one word: one number, not six
        ("pose", "0 0 0 0 0 0 0 0"),  # too many numbers, none with stray characters
        ("color", "0.5 2x 0.5"),  # the number taken is out of [0, 1]
        ("vector3", "1,2,3"),  # a stream stops at the first comma
        ("vector3", "1 2 3e"),  # an exponent without digits fails a stream
        ("int", "99999999999x"),  # out of range: std::stoi throws
        ("bool", "truex"),  # compared whole, never read leniently
        ("time", "1 2x"),
        ("string", "x"),
    ],
)
def test_what_the_reference_refuses_stays_refused(type_name: str, text: str) -> None:
    assert prefix_reading(type_name, text) is None


def test_the_named_files_values() -> None:
    # Drake's iiwa14_polytope_collision.sdf and a pose with a second decimal point.
    assert prefix_reading("double", '2.356194490192345"') == (
        2.356194490192345,
        "2.356194490192345",
    )
    found = prefix_reading("pose", "0 0 2.286.0 0 0 0")
    assert found is not None and found[1] == "0 0 2.286 0 0 0"
