"""Auto inertia at the edges of a double: sizes, densities and masses too big, too small, inf.

Each case is checked against the exact answer computed with ``Decimal``
(no rounding to a double on the way): where the exact mass and moments fit
a double, the load is valid and the computed inertial agrees with them;
where they do not, the load reports ``AUTO_INERTIA_NOT_COMPUTED`` as an
error. Never a traceback, a numpy warning, or a NaN in a valid document.
"""

from __future__ import annotations

import math
import sys
import warnings
from decimal import Decimal, localcontext

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sdformat_semantics
from sdformat_semantics.auto_inertia.shapes import product

EXTREMES = ("1e-308", "5e-324", "1e-200", "1e-100", "0.5", "1", "3", "1e100", "1e200", "1e308")
"""Sizes and densities as written; their products leave a double's range either way."""

LIMIT = Decimal(sys.float_info.max)
SMALLEST = Decimal(sys.float_info.min)  # below it, subnormals: fewer digits, not compared


def _document(size: str, density: str, offset: str, mass: str | None, pose: str = "") -> str:
    mass_text = f"<mass>{mass}</mass>" if mass is not None else ""
    return f"""<sdf version="1.11"><model name="m"><link name="l">
      <inertial auto="true">{mass_text}</inertial>
      <collision name="box"><pose>{offset} 0 0 {pose or "0 0 0"}</pose>
        <density>{density}</density><geometry><box><size>{size} {size} {size}</size></box>
      </geometry></collision>
      <collision name="ball"><pose>-{offset} 0 0 0 0 0</pose><density>{density}</density>
        <geometry><sphere><radius>{size}</radius></sphere></geometry></collision>
    </link></model></sdf>"""


def _exact(size: str, density: str, offset: str, mass: str | None) -> tuple[Decimal, Decimal]:
    """The exact mass and ``Iyy`` of a cube and a ball of one size, ``offset`` either side.

    Of the solids of ``density``; with ``mass``, scaled to it (and the density then
    matters not at all: the unscaled values are those of density 1).
    """
    with localcontext() as context:
        context.prec = 60
        # The doubles the texts are read as (5e-324 is read as 4.94e-324), exactly.
        side, away = Decimal(float(size)), Decimal(float(offset))
        rho = Decimal(float(density)) if mass is None else Decimal(1)
        pi = Decimal(math.pi)
        cube = rho * side**3
        ball = rho * Decimal(4) / 3 * pi * side**3
        total = cube + ball
        center = (cube * away - ball * away) / total
        spread = cube * (away - center) ** 2 + ball * (-away - center) ** 2
        own = cube * side**2 / 6 + Decimal("0.4") * ball * side**2
        moment = own + spread
        if mass is not None:
            moment = moment * Decimal(float(mass)) / total
            total = Decimal(float(mass))
        return total, moment


def _fits(value: Decimal) -> bool:
    return SMALLEST <= abs(value) <= LIMIT / 4  # a margin for the sums of the formulas


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    size=st.sampled_from(EXTREMES),
    density=st.sampled_from((*EXTREMES, "inf")),
    offset=st.sampled_from(("0", "1", "1e100", "1e150", "1e300")),
    mass=st.sampled_from((None, "1e-300", "2", "1e300", "inf")),
    pose=st.sampled_from(("", "0.3 0.2 0.1")),
)
def test_auto_inertia_at_extremes_is_exact_or_an_error(
    size: str, density: str, offset: str, mass: str | None, pose: str
) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # numpy's overflow warnings included
        document = sdformat_semantics.load(_document(size, density, offset, mass, pose))
        inertial = document.inertial("l")
    codes = {p.code.value for p in document.errors}
    assert codes <= {"AUTO_INERTIA_NOT_COMPUTED", "LINK_INERTIA_INVALID"}, document.errors
    if "inf" in (density, mass):
        assert "AUTO_INERTIA_NOT_COMPUTED" in codes and not inertial.computed
        return
    exact_mass, exact_moment = _exact(size, density, offset, mass)
    raw_mass, raw_moment = _exact(size, density if mass is None else "1", offset, None)
    if document.valid:
        assert inertial.computed
        assert math.isfinite(inertial.mass) and np.isfinite(inertial.inertia).all()
        assert np.isfinite(inertial.center).all()
    if all(_fits(v) for v in (exact_mass, exact_moment, raw_mass, raw_moment)):
        assert document.valid, document.errors
        assert inertial.mass == pytest.approx(float(exact_mass), rel=1e-9)
        assert inertial.inertia[1, 1] == pytest.approx(float(exact_moment), rel=1e-6)
    elif exact_mass > LIMIT or exact_moment > LIMIT:
        assert "AUTO_INERTIA_NOT_COMPUTED" in codes, (exact_mass, exact_moment)
    else:  # the exact values fit, the unscaled ones (computed on the way) may not
        assert document.valid or "AUTO_INERTIA_NOT_COMPUTED" in codes


def test_the_issue_cases_are_errors_not_nan() -> None:
    """Too big, too small and inf: each an error with the code, none a valid NaN."""
    for size, density in (("1e200", "1000"), ("1e-200", "1000"), ("1", "inf"), ("inf", "1")):
        document = sdformat_semantics.load(_document(size, density, "0", None))
        assert document.errors, size
        codes = {p.code.value for p in document.errors}
        assert "AUTO_INERTIA_NOT_COMPUTED" in codes, size
        assert codes <= {"AUTO_INERTIA_NOT_COMPUTED", "PARAMETER_ERROR"}  # a box of size inf


def test_a_collision_placed_past_a_double_is_an_error() -> None:
    document = sdformat_semantics.load(
        """<sdf version="1.11"><model name="m">
        <frame name="far"><pose>1.7e308 0 0 0 0 0</pose></frame>
        <link name="l"><inertial auto="true"/>
        <collision name="c"><pose relative_to="far">1.7e308 0 0 0 0 0</pose>
          <geometry><sphere><radius>1</radius></sphere></geometry></collision>
        </link></model></sdf>"""
    )
    [error] = document.errors
    assert error.code.value == "AUTO_INERTIA_NOT_COMPUTED" and "range of a double" in error.message


@pytest.mark.parametrize(
    ("factors", "expected"),
    [
        ((1e300, 1e300, 1e-300), 1e300),
        ((1e-300, 1e-300, 1e300), 1e-300),
        ((1e200, 1e200), math.inf),
        ((-1e200, 1e200), -math.inf),
        ((1e-200, 1e-200), 0.0),
        ((3.0, 0.5, 4.0), 6.0),
        ((), 1.0),
    ],
)
def test_product_is_out_of_range_only_where_the_result_is(
    factors: tuple[float, ...], expected: float
) -> None:
    assert product(*factors) == pytest.approx(expected, rel=1e-15)
