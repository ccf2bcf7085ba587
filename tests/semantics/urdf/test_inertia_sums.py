"""Lumping's 3x3 arithmetic in plain floats is the matrix arithmetic it stands for.

``inertia_sums`` combines lumped inertials without numpy; each of its
operations must agree with the numpy expression it replaces (to rounding:
the two sum products in different orders) on random rotations, tensors and
offsets of every scale, and the sums of the vendored robots stay as recorded
(``test_converted_trees``).
"""

from __future__ import annotations

import math
import random

import numpy as np
import pytest

from sdformat_semantics import Pose
from sdformat_semantics.geometry.pose import values_of
from sdformat_semantics.urdf import inertia_sums
from sdformat_semantics.urdf.model import inertia_matrix


def _pose(rng: random.Random) -> Pose:
    angles = [rng.choice([0.0, math.pi / 2, rng.uniform(-math.pi, math.pi)]) for _ in range(3)]
    return Pose.from_rpy(*(rng.uniform(-10, 10) for _ in range(3)), *angles)


def _matrix(values: tuple[float, ...]) -> np.ndarray:
    return np.array(values).reshape(3, 3)


@pytest.mark.parametrize("seed", range(3))
def test_each_operation_is_the_numpy_expression(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(300):
        a, b = _pose(rng), _pose(rng)
        va, vb = values_of(a), values_of(b)
        scale = 10.0 ** rng.randint(-6, 6)
        moments = tuple(rng.uniform(-1, 1) * scale for _ in range(6))
        point = (rng.uniform(-5, 5), rng.uniform(-5, 5), rng.uniform(-5, 5))
        turn = a.rotation_matrix() @ b.rotation_matrix()
        expected_turned = turn @ inertia_matrix(*moments) @ turn.T
        product = inertia_sums.product(inertia_sums.rotation(va), inertia_sums.rotation(vb))
        turned = inertia_sums.turned(inertia_sums.tensor(moments), product)
        mass = rng.uniform(-2, 2)
        d = np.array(point) * 2.0
        expected_shifted = mass * (d @ d * np.eye(3) - np.outer(d, d))
        np.testing.assert_allclose(_matrix(product), turn, rtol=0, atol=1e-15)
        np.testing.assert_allclose(_matrix(turned), expected_turned, rtol=0, atol=1e-14 * scale)
        np.testing.assert_allclose(inertia_sums.moved(va, point), a.transform_point(point))
        np.testing.assert_allclose(
            _matrix(inertia_sums.shifted(mass, point)), expected_shifted, rtol=1e-13, atol=1e-12
        )


def test_a_zero_or_unbounded_tensor_is_left_as_it_is() -> None:
    turn = inertia_sums.rotation(values_of(Pose.from_rpy(0, 0, 0, 0.1, 0.2, 0.3)))
    assert inertia_sums.turned(inertia_sums.ZERO, turn) == inertia_sums.ZERO
    unbounded = inertia_sums.tensor((math.inf, 1.0, 1.0, 0.0, 0.0, 0.0))
    assert inertia_sums.turned(unbounded, turn) is unbounded
