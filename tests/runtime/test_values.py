"""Value converters: every type round-trips, and bad text is refused with a reason."""

from __future__ import annotations

import math
import re

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from sdformat_runtime.values import VALUE_TYPES as CONVERTERS
from sdformat_runtime.values import Time, ValueSyntaxError, collapse_whitespace, values_equal

LEXICAL_PATTERNS = {name: value_type.pattern for name, value_type in CONVERTERS.items()}

finite = st.floats(allow_nan=False, allow_infinity=False, width=64)
unit = st.floats(min_value=0.0, max_value=1.0)
int32 = st.integers(min_value=-(2**31), max_value=2**31 - 1)


def _array(size: int, elements: st.SearchStrategy[float]) -> st.SearchStrategy[np.ndarray]:
    return st.lists(elements, min_size=size, max_size=size).map(lambda v: np.array(v, dtype=float))


VALUES: dict[str, st.SearchStrategy[object]] = {
    "string": st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc"))),
    "bool": st.booleans(),
    "int": int32,
    "unsigned int": st.integers(min_value=0, max_value=2**32 - 1),
    "double": st.floats(width=64),
    "float": st.floats(width=64),
    "vector2i": st.lists(int32, min_size=2, max_size=2).map(lambda v: np.array(v, dtype=np.int64)),
    "vector2d": _array(2, finite),
    "vector3": _array(3, finite),
    "quaternion": _array(4, finite),
    "color": _array(4, unit),
    "time": st.builds(Time, st.integers(-(2**31), 2**31 - 1), st.integers(0, 999_999_999)),
    # A zero quaternion is no rotation, so no pose has one.
    "pose": st.one_of(_array(6, finite), _array(7, finite).filter(lambda v: bool(v[3:].any()))),
}


@pytest.mark.parametrize("type_name", sorted(CONVERTERS))
@given(data=st.data())
def test_format_then_parse_gives_the_same_value(type_name: str, data: st.DataObject) -> None:
    """parse(format(v)) == v for every value of every type (nan included)."""
    converter = CONVERTERS[type_name]
    value = data.draw(VALUES[type_name])
    text = converter.format(value)
    assert values_equal(converter.parse(text), value)


@pytest.mark.parametrize("type_name", sorted(CONVERTERS))
@given(data=st.data())
def test_formatted_text_matches_the_schema_pattern(type_name: str, data: st.DataObject) -> None:
    """What we write is accepted by the XSD pattern of the same type."""
    pattern = LEXICAL_PATTERNS[type_name]
    text = CONVERTERS[type_name].format(data.draw(VALUES[type_name]))
    assert pattern is None or re.fullmatch(pattern, collapse_whitespace(text))


@given(text=st.text(alphabet="0123456789+-.eExXaAfFinINtTrRuUsS \t\n", max_size=24))
def test_parser_and_schema_agree_on_what_is_a_number(text: str) -> None:
    """A double text parses exactly when the schema pattern accepts it."""
    accepted = re.fullmatch(LEXICAL_PATTERNS["double"] or "", collapse_whitespace(text))
    try:
        CONVERTERS["double"].parse(text)
        parsed = True
    except ValueSyntaxError:
        parsed = False
    assert parsed == bool(accepted)


@pytest.mark.parametrize(
    ("type_name", "text", "expected"),
    [
        ("bool", " TRUE ", True),
        ("bool", "0", False),
        ("int", "0x1F", 31),
        ("int", "-42", -42),
        ("unsigned int", "4294967295", 4294967295),
        ("double", "-inf", -math.inf),
        ("double", "INF", math.inf),
        ("double", "1e16", 1e16),
        ("double", ".5", 0.5),
        ("vector3", " 0  0\n-9.8 ", np.array([0, 0, -9.8])),
        ("color", "1 0 0", np.array([1, 0, 0, 1])),
        ("time", "3 500", Time(3, 500)),
        ("time", "1.5", Time(1, 500_000_000)),
        ("pose", "", np.zeros(6)),
        ("pose", "1 2 3 0 0 0 1", np.array([1, 2, 3, 0, 0, 0, 1])),
    ],
)
def test_spellings_the_reference_accepts(type_name: str, text: str, expected: object) -> None:
    """The parser reads what libsdformat reads."""
    assert values_equal(CONVERTERS[type_name].parse(text), expected)


@pytest.mark.parametrize(
    ("type_name", "text", "reason"),
    [
        ("bool", "yes", "is not a bool"),
        ("int", "1.5", "is not an integer"),
        ("int", "2147483648", "does not fit a 32-bit signed integer"),
        ("unsigned int", "-1", "is not a non-negative integer"),
        ("double", "1_000", "is not a number"),
        ("vector3", "0 0", "is not three finite numbers"),
        ("vector3", "0 0 inf", "is not three finite numbers"),
        ("color", "1 0 2", "must lie in [0, 1]"),
        ("pose", "1 2 3 4 5", "has 5 numbers; a pose is 6 numbers"),
        ("time", "1 2000000000", "nanoseconds must lie in"),
        ("time", "2147483648 0", "does not fit 32-bit seconds"),
        ("time", "1e309", "out of the range of a double"),
        ("int", "1" * 5000, "far too large an integer"),
        ("unsigned int", "0x" + "f" * 5000, "far too large an integer"),
        ("vector2i", "0 4294967296", "does not fit a 32-bit signed integer"),
        ("double", "1e309", "out of the range of a double"),
        ("double", "-" + "9" * 400 + ".", "out of the range of a double"),
        ("vector3", "0 1e309 0", "out of the range of a double"),
        ("pose", "0 0 0 0 0 0 -1e400", "out of the range of a double"),
    ],
)
def test_bad_text_is_refused_with_a_reason(type_name: str, text: str, reason: str) -> None:
    """The error message says what was expected."""
    with pytest.raises(ValueSyntaxError, match=re.escape(reason)):
        CONVERTERS[type_name].parse(text)


def test_leading_zeros_do_not_make_an_integer_large() -> None:
    assert CONVERTERS["int"].parse("0" * 5000 + "42") == 42
    assert CONVERTERS["unsigned int"].parse("0x" + "0" * 5000 + "ff") == 255


def test_vectors_are_read_only_numpy_arrays() -> None:
    """Shared defaults cannot be mutated by accident."""
    vector = CONVERTERS["vector3"].parse("1 2 3")
    assert vector.dtype == np.float64 and not vector.flags.writeable
