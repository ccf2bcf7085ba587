"""Fixed-joint lumping at the edges of a double: extreme origins, masses and moments.

Lumping composes the origins of fixed joints, and combines masses, centres
of mass and tensors. Generated chains with numbers from ``1e-308`` (and
subnormals) to ``1.7e308`` must load without a traceback or a numpy warning;
a lumped body whose pose, mass, centre or tensor leaves a double's range is
an error (``POSE_NOT_FINITE``, ``LINK_INERTIA_INVALID``) and keeps its fixed
joints instead; what a valid document holds is finite. Where the numbers
fit, the lumped mass and centre of mass agree with the exact ones.
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

EXTREMES = (0.0, 1.0, -2.5, 1e-308, 5e-324, 1e154, 1e300, -1e300, 1e308, 1.7e308)
MASSES = (0.0, 1.0, 1e-308, 5e-324, 1e300, 1e308, 1.7e308)
OK_CODES = {
    "LINK_INERTIA_INVALID",
    "POSE_NOT_FINITE",
    "URDF_FIXED_JOINT_LUMPED",
    "URDF_ELEMENT_MOVED",
    "URDF_MASSLESS_LINK_DROPPED",
    "MODEL_WITHOUT_LINK",
}


def _link(name: str, mass: float, offset: float, moment: float, rpy: str) -> str:
    off = moment / 4  # positive definite, and not diagonal
    inertia = f'ixx="{moment!r}" iyy="{moment!r}" izz="{moment!r}" ixy="{off!r}" ixz="0" iyz="0"'
    return (
        f'<link name="{name}"><inertial><origin xyz="{offset!r} 0 {-offset!r}" rpy="{rpy}"/>'
        f'<mass value="{mass!r}"/><inertia {inertia}/></inertial>'
        f'<visual><origin xyz="0 {offset!r} 0"/><geometry><box size="1 1 1"/></geometry>'
        "</visual></link>"
    )


def _robot(masses: list[float], offsets: list[float], moments: list[float], rpy: str) -> str:
    links = "".join(
        _link(f"l{i}", mass, offsets[i % len(offsets)], moments[i % len(moments)], rpy)
        for i, mass in enumerate(masses)
    )
    joints = "".join(
        f'<joint name="j{i}" type="fixed"><parent link="l{i - 1}"/><child link="l{i}"/>'
        f'<origin xyz="{offsets[(i + 1) % len(offsets)]!r} 0 0" rpy="{rpy}"/></joint>'
        for i in range(1, len(masses))
    )
    return f'<robot name="r">{links}{joints}</robot>'


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    masses=st.lists(st.sampled_from(MASSES), min_size=2, max_size=4),
    offsets=st.lists(st.sampled_from(EXTREMES), min_size=1, max_size=3),
    moments=st.lists(st.sampled_from((0.0, 1.0, 1e-308, 1e300, 1e308)), min_size=1, max_size=2),
    rpy=st.sampled_from(("0 0 0", "0.3 0.2 0.1", "3.14159 0 1.5707963")),
)
def test_lumping_extreme_chains_is_finite_or_an_error(
    masses: list[float], offsets: list[float], moments: list[float], rpy: str
) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # numpy's overflow warnings included
        document = sdformat_semantics.load(_robot(masses, offsets, moments, rpy))
        assert {p.code.value for p in document.problems} <= OK_CODES, document.problems
        if not document.graphs or "l0" not in document.frame_graphs().vertices:
            return  # l0 massless: left out with everything below it
        inertial = document.inertial("l0")
    if document.valid:
        assert math.isfinite(inertial.mass) and np.isfinite(inertial.inertia).all()
        assert np.isfinite(inertial.center).all()
        _assert_exact_mass(document, masses)  # all lumped: nothing out of range


def _assert_exact_mass(document: sdformat_semantics.Document, masses: list[float]) -> None:
    """The lumped mass is the exact sum of the masses lumped (the chain up to a massless one)."""
    with localcontext() as context:
        context.prec = 60
        exact = sum((Decimal(m) for m in masses), Decimal(0))
    if exact > Decimal(sys.float_info.max) or exact == 0:
        return
    assert document.inertial("l0").mass == pytest.approx(float(exact), rel=1e-12)


def test_the_issue_cases_are_errors_and_keep_the_fixed_joints() -> None:
    """Masses whose sum overflows, origins whose composition does: errors, the joints kept."""
    for masses, offsets, code in (
        ([1e308, 1e308], [0.0], "LINK_INERTIA_INVALID"),
        ([1.0, 1.0, 1.0], [1.7e308], "POSE_NOT_FINITE"),
        ([2e-6, 2e-6], [1e308], "LINK_INERTIA_INVALID"),  # above MASSLESS
    ):
        document = sdformat_semantics.load(_robot(masses, offsets, [1.0], "0 0 0"))
        assert code in {p.code.value for p in document.errors}, document.errors
        assert document.root is not None and document.root.model is not None
        kept = [joint.name for joint in document.root.model.joints]
        assert "j1" in kept, kept


def test_a_mass_0_link_with_offsets_lumps_to_a_finite_centre() -> None:
    document = sdformat_semantics.load(_robot([0.0, 2.0], [1e300], [1.0], "0 0 0"))
    assert document.valid, document.errors
    inertial = document.inertial("l0")
    assert inertial.mass == 2.0 and np.isfinite(inertial.center).all()
