"""``format_computed`` writes exactly the text its definition gives, for every kind of number.

The writers call it for every pose and inertia they compute, so it is written
for speed (the all-zero identity answered at once, ``format_number`` inlined);
here it is held to the definition spelled plainly: round every finite number
at the ``COMPUTED_DIGITS``-th significant digit of the group's scale (the
largest finite magnitude, at least ``floor``), then write the shortest text.
"""

from __future__ import annotations

import math
import random

import pytest

from sdformat_runtime.values import COMPUTED_DIGITS, format_computed, format_number


def _defined(values: list[float], floor: float) -> str:
    """The text the docstring of ``format_computed`` defines, one plain step at a time."""
    scale = max((abs(v) for v in values if math.isfinite(v)), default=0.0)
    scale = max(scale, abs(floor))
    if scale == 0.0 or not math.isfinite(scale):
        return " ".join(format_number(v) for v in values)
    exponent = int(f"{scale:.{COMPUTED_DIGITS - 1}e}".partition("e")[2])
    decimals = COMPUTED_DIGITS - 1 - exponent
    return " ".join(
        format_number(round(v, decimals) + 0.0 if math.isfinite(v) else v) for v in values
    )


SPECIAL = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    math.pi,
    -math.pi,
    1e-16,
    -4.440892098500626e-16,
    0.999999999999,
    9.9999999999995,
    99999999999.5,
    1e15,
    1e15 - 1,
    1.7976931348623157e308,
    5e-324,
    math.inf,
    -math.inf,
    math.nan,
]
"""Numbers at the edges: signed zeros, noise about zero, scales about powers of ten, limits."""


def _groups(seed: int, count: int) -> list[tuple[list[float], float]]:
    """Groups of 1 to 7 numbers mixing the edges with random magnitudes, and a floor each."""
    rng = random.Random(seed)
    groups = []
    for _ in range(count):
        size = rng.randint(1, 7)
        values = []
        for _ in range(size):
            kind = rng.random()
            if kind < 0.3:
                values.append(rng.choice(SPECIAL))
            elif kind < 0.5:
                values.append(float(rng.randint(-1000, 1000)))
            else:
                values.append(rng.uniform(-1, 1) * 10.0 ** rng.randint(-20, 20))
        floor = rng.choice([0.0, 1.0, 1e-3, 250.0, math.inf, math.nan, -2.0])
        groups.append((values, floor))
    return groups


@pytest.mark.parametrize("seed", range(5))
def test_text_is_the_definitions(seed: int) -> None:
    for values, floor in _groups(seed, 2000):
        assert format_computed(values, floor) == _defined(values, floor), (values, floor)


@pytest.mark.parametrize("size", range(8))
def test_zeros_are_written_zero_at_any_floor(size: int) -> None:
    for floor in (0.0, 1.0, math.inf, math.nan):
        values = [(-0.0 if i % 2 else 0.0) for i in range(size)]
        assert format_computed(values, floor) == " ".join(["0"] * size)
