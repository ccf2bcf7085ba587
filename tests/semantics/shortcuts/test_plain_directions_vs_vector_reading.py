"""Joint axis directions read with ``float`` alone against the reader's vector and ``has_direction``.

The joint check decides whether each distinct ``<xyz>`` text has a direction
(``joints.direction_of_text``); three plain numbers are read with ``float``
and summed, where the reader makes an array and ``has_direction`` measures
it. The answer must be the long way's for every text: plain, spaced,
misspelled, zero, huge, not finite.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sdformat_runtime.binding import converter
from sdformat_semantics.checks.joints import direction_of_text
from sdformat_semantics.frames import has_direction

VECTOR3 = converter("vector3")


def _long_way(text: str) -> bool | None:
    try:
        return has_direction(VECTOR3(text))  # type: ignore[arg-type]
    except (ValueError, TypeError):
        return None


TEXTS = [
    "0 0 1", "1 0 0", " 0  1\t0 ", "0 0 0", "-0 -0 -0", "0 0 1e-320", "1e300 0 0", "1e299 1e299 1e299",
    "1e308 1e308 0", "1e309 0 0", "inf 0 0", "0 nan 1", "1_0 0 0", "0 0", "0 0 0 1", "a b c", "",
    "\u0661 0 0", "0,0,1", "+1 -1 .5", "1. 2. 3.", "0x1 0 0",
]  # fmt: skip


@pytest.mark.parametrize("text", TEXTS)
def test_a_direction_read_with_float_alone_is_the_long_ways(text: str) -> None:
    assert direction_of_text(text) == _long_way(text)


number = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.sampled_from(["0", "-0", "1e300", "1e-300", "1_0", "inf", "+.5", "\u0663"]),
)


@given(st.lists(number, min_size=2, max_size=4), st.sampled_from([" ", "  ", "\t", "\n "]))
def test_generated_axes_read_as_the_long_way(numbers: list[str], space: str) -> None:
    text = space.join(numbers)
    assert direction_of_text(text) == _long_way(text)
