"""A pose's angles and text are those its rotation matrix gives, to the last bit.

``Pose.rpy`` reads the five matrix entries it needs as plain floats instead
of building ``rotation_matrix()`` (every pose a URDF converts to is written
through it), and ``to_sdf`` answers the identity at once. Both must give
exactly what the matrix does: the same angles bit for bit on random, axis-aligned
and near-gimbal-lock rotations, and the identity's text whatever the signs of
its zeros. The text is written from plain values (``values_text``), most
numbers without ``round``: it must be ``format_computed``'s text for every
kind of number.
"""

from __future__ import annotations

import math
import random

import numpy as np
import pytest

from sdformat_runtime.values import format_computed
from sdformat_semantics import Pose
from sdformat_semantics.geometry.pose import values_of
from sdformat_semantics.geometry.pose_text import _angles_text, values_text


def _rpy_from_matrix(pose: Pose) -> list[float]:
    """The angles as read from the full rotation matrix (the definition ``rpy`` keeps)."""
    r = pose.rotation_matrix()
    cos_pitch = math.hypot(r[2, 1], r[2, 2])
    pitch = math.atan2(-r[2, 0], cos_pitch)
    roll = 0.0 if cos_pitch < 1e-12 else math.atan2(r[2, 1], r[2, 2])
    cr, sr = math.cos(roll), math.sin(roll)
    yaw = math.atan2(-(cr * r[0, 1] - sr * r[0, 2]), cr * r[1, 1] - sr * r[1, 2])
    return [float(roll), float(pitch), float(yaw)]


def _poses(seed: int, count: int) -> list[Pose]:
    rng = random.Random(seed)
    quarter = math.pi / 2
    poses = []
    for _ in range(count):
        kind = rng.random()
        if kind < 0.4:
            angles = [rng.uniform(-math.pi, math.pi) for _ in range(3)]
        elif kind < 0.7:  # multiples of a quarter turn, as URDF files write them
            angles = [rng.choice([-2, -1, 0, 1, 2]) * quarter for _ in range(3)]
        else:  # at and near gimbal lock
            pitch = rng.choice([-1, 1]) * (quarter - rng.choice([0.0, 1e-13, 1e-9, 1e-6]))
            angles = [rng.uniform(-math.pi, math.pi), pitch, rng.uniform(-math.pi, math.pi)]
        position = [rng.uniform(-5, 5) for _ in range(3)]
        poses.append(Pose.from_rpy(*position, *angles))
    return poses


@pytest.mark.parametrize("seed", range(4))
def test_angles_are_the_matrix_angles_bit_for_bit(seed: int) -> None:
    for pose in _poses(seed, 500):
        assert pose.rpy().tolist() == _rpy_from_matrix(pose)


def test_identity_text_is_the_computed_text() -> None:
    for signs in range(2**7):
        values = [(-0.0 if signs >> i & 1 else 0.0) for i in range(6)] + [1.0]
        pose = Pose(position=values[:3], quaternion=values[3:])
        assert pose.to_sdf() == "0 0 0 0 0 0"
        assert Pose.from_sdf(np.zeros(6)).to_sdf() == "0 0 0 0 0 0"


def _written_numbers(rng: random.Random) -> float:
    """A number as files write them and as composing makes them, of every kind of text."""
    kind = rng.random()
    if kind < 0.3:  # a few decimals, as written in a file
        return round(rng.uniform(-9.5, 9.5), rng.randint(0, 6))
    if kind < 0.5:  # computed: every digit used
        return rng.uniform(-12.0, 12.0)
    if kind < 0.7:  # the edges of the direct path: 11 decimals, scale 9, tiny noise
        edges = [0.0, -0.0, 1e-13, 5e-12, 1e-5, 0.12345678901, 0.123456789012, 8.999999999999]
        edges += [9.0, 9.999999999995, 9.9999999999999]  # the last two: scale 10, 10 decimals
        return rng.choice(edges) * rng.choice([1.0, -1.0])
    return rng.uniform(-1e4, 1e4) if kind < 0.85 else rng.uniform(-1e-3, 1e-3)


@pytest.mark.parametrize("seed", range(4))
def test_text_of_values_is_format_computeds_text(seed: int) -> None:
    """``values_text`` (which ``to_sdf`` writes) is ``format_computed``'s text for each group."""
    rng = random.Random(seed)
    for _ in range(3000):
        position = [_written_numbers(rng) for _ in range(3)]
        angles = [rng.choice([0.0, math.pi, -math.pi, _written_numbers(rng)]) for _ in range(3)]
        pose = Pose.from_rpy(*position, *angles)
        rotation = [math.pi if a < -math.pi + 5e-12 else a for a in pose.rpy().tolist()]
        expected = (
            f"{format_computed(pose.position.tolist(), 1.0)} {format_computed(rotation, 1.0)}"
        )
        assert values_text(values_of(pose)) == expected, pose


def test_numpy_floats_are_written_as_floats() -> None:
    """A numpy float (a float subclass whose ``repr`` names its type) is written as its value."""
    rng = random.Random(7)
    for _ in range(200):
        position = [_written_numbers(rng) for _ in range(3)]
        angles = [_written_numbers(rng) for _ in range(3)]
        values = values_of(Pose.from_rpy(*position, *angles))
        as_numpy = tuple(np.float64(v) for v in values)
        assert values_text(as_numpy) == values_text(values)  # type: ignore[arg-type]


def _turns() -> list[tuple[float, float, float, float]]:
    """Unit quaternions with zero parts: quarter and half turns about the axes and
    their products, and random turns about one or two axes."""
    half = math.sqrt(0.5)
    parts = [0.0, 0.5, -0.5, half, -half, 1.0, -1.0]
    turns = [
        (x, y, z, w)
        for x in parts
        for y in parts
        for z in parts
        for w in parts
        if abs(x * x + y * y + z * z + w * w - 1.0) < 1e-12 and 0.0 in (x, y, z, w)
    ]
    rng = random.Random(3)
    for _ in range(300):
        angle = rng.uniform(-math.pi, math.pi)
        c, s = math.cos(angle / 2), math.sin(angle / 2)
        axis = rng.randrange(3)
        turn = [0.0, 0.0, 0.0, c]
        turn[axis] = s
        turns.append((turn[0], turn[1], turn[2], turn[3]))
    return turns


def test_the_angles_written_do_not_hang_on_the_signs_of_zeros() -> None:
    """A pose's angle text is remembered by quaternion value, where ``0.0 == -0.0``.

    So every sign of a quaternion's zero parts must write the same angles,
    computed afresh each time: a turn by whole quarter turns (where a zero's
    sign flips an arc tangent between ``-pi`` and ``pi``) as any other.
    """
    for turn in _turns():
        zeros = [i for i, v in enumerate(turn) if v == 0.0]
        texts = set()
        for signs in range(2 ** len(zeros)):
            signed = list(turn)
            for bit, i in enumerate(zeros):
                signed[i] = -0.0 if signs >> bit & 1 else 0.0
            texts.add(_angles_text.__wrapped__(*signed))
        assert len(texts) == 1, (turn, texts)
