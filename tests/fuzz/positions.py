"""Joint positions for fuzzing: ``pose(..., positions=...)`` and the batched kinematics API.

``check_positions`` puts a valid document's joints at random configurations
drawn from a seeded ``random.Random``: one value or a batch of them per
axis, by joint or by ``(joint, axis)``, ordinary, extreme (``1e300``,
``5e-324``), not finite, of the wrong shape or not numbers, quaternions
(zero ones too) and rotation vectors for ball joints, followers of mimic
chains given or not. It asks ``pose`` and ``poses`` (strict or not) and
asserts what must hold whatever the values: the answer is finite poses of
the right shape, or a ``ConfigurationError``/``FrameLookupError`` whose
problems carry codes; a value that is not finite is always refused.

``positions_documents`` is the attack of its own: a document (URDF, or
SDFormat 1.11/1.12 with mimic chains, drawn without hostile values so that
most load valid) and the seed of its configurations.
"""

from __future__ import annotations

import math
import random
import warnings
from functools import partial
from typing import Any

import attrs
import numpy as np
from hypothesis import strategies as st

from sdformat_runtime.errors import ErrorCode
from sdformat_semantics import Document, FrameLookupError
from sdformat_semantics.kinematics.configuration import ConfigurationError, JointLimitWarning
from sdformat_semantics.kinematics.tree import JointModel
from tests.fuzz.grammar_sdf12 import Bundle, sdf12_documents
from tests.fuzz.grammar_urdf import urdf_documents

ORDINARY = (0.0, 0.5, -1.0, 3.0, math.pi, -2.5, 1e-3)
EXTREME = (1e300, -1e300, 1e-300, 5e-324, 1.7976931348623157e308, 1e154, -1e17)
NON_FINITE = (math.nan, math.inf, -math.inf)
GARBAGE: tuple[Any, ...] = ("x", None, [[1.0, 2.0], [3.0]], {"a": 1}, b"1", [])


@attrs.frozen
class Drawn:
    """One configuration and what the oracle expects of it."""

    positions: dict[Any, Any]
    non_finite: bool


def _scalar(rng: random.Random, allow_non_finite: bool) -> float:
    roll = rng.random()
    if roll < 0.7 or _ORDINARY_ONLY[0]:
        return rng.choice(ORDINARY) * rng.uniform(0.5, 2.0)
    if roll < 0.9 or not allow_non_finite:
        return rng.choice(EXTREME)
    return rng.choice(NON_FINITE)


_ORDINARY_ONLY = [False]
"""Set while ``check_positions`` runs without extremes (one document at a time)."""


def _values(rng: random.Random, width: int, batch: int | None, allow_non_finite: bool) -> Any:
    """A number (width 0) or ``width`` numbers, or a batch of them, as lists or arrays."""
    shape = ([batch] if batch is not None else []) + ([width] if width else [])
    count = int(np.prod(shape)) if shape else 1
    flat = [_scalar(rng, allow_non_finite) for _ in range(count)]
    if not shape:
        return flat[0]
    array = np.array(flat, dtype=np.float64).reshape(shape)
    return array if rng.random() < 0.5 else array.tolist()


def _joint_value(
    rng: random.Random, joint: JointModel, batch: int | None, allow_non_finite: bool
) -> Any:
    if rng.random() < 0.04:
        return rng.choice(GARBAGE)
    if joint.type == "ball":
        if rng.random() < 0.1:
            return [0.0, 0.0, 0.0, 0.0]  # a zero quaternion
        return _values(rng, rng.choice((3, 4)), batch, allow_non_finite)
    width = 2 if len(joint.coordinates) == 2 else 0
    if rng.random() < 0.05:
        width = rng.choice((0, 2, 3))  # the wrong shape
    return _values(rng, width, batch, allow_non_finite)


def draw_positions(rng: random.Random, joints: list[JointModel]) -> Drawn:
    """Positions for a random subset of ``joints`` (and, rarely, a name that is no joint)."""
    batch = rng.choice((None, None, 1, 7, 64)) if rng.random() < 0.6 else None
    allow_non_finite = rng.random() < 0.2
    positions: dict[Any, Any] = {}
    for joint in rng.sample(joints, k=rng.randint(0, len(joints))):
        own = batch if rng.random() < 0.9 else rng.choice((None, 3))  # sometimes mixed lengths
        if joint.coordinates and rng.random() < 0.3:
            axis = rng.choice(joint.coordinates)
            positions[(joint.name, axis)] = _values(rng, 0, own, allow_non_finite)
        else:
            positions[joint.name] = _joint_value(rng, joint, own, allow_non_finite)
    if rng.random() < 0.03:
        positions[rng.choice(("nothing", "world", "__model__"))] = 1.0
    return Drawn(positions, _has_non_finite(positions))


def _has_non_finite(positions: dict[Any, Any]) -> bool:
    for value in positions.values():
        try:
            array = np.asarray(value, dtype=np.float64)
        except (TypeError, ValueError):
            continue
        if not np.all(np.isfinite(array)):
            return True
    return False


def check_positions(document: Document, seed: int, trials: int = 3, extremes: bool = True) -> None:
    """Random configurations of every world of a valid document keep the oracle's properties
    (``extremes`` False: ordinary values only, neither extreme nor non-finite)."""
    _ORDINARY_ONLY[0] = not extremes
    try:
        _check_positions(document, random.Random(seed), trials)
    finally:
        _ORDINARY_ONLY[0] = False


def _check_positions(document: Document, rng: random.Random, trials: int) -> None:
    for world, graphs in document.graphs.items():
        joints = list(document.kinematics(world).tree.joints.values())
        frames = sorted(graphs.vertices)
        for _ in range(trials):
            drawn = draw_positions(rng, joints)
            strict = rng.random() < 0.2
            for frame in rng.sample(frames, k=min(3, len(frames))):
                relative_to = rng.choice((None, None, rng.choice(frames)))
                options = {"world": world, "positions": drawn.positions, "strict": strict}
                _query(drawn, partial(document.pose, frame, relative_to, **options))
            _query(drawn, partial(document.poses, drawn.positions, world=world, strict=strict))


def _query(drawn: Drawn, ask: Any) -> None:
    """Ask; the answer is finite, or an error of the API with coded problems."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", JointLimitWarning)
        try:
            answer = ask()
        except ConfigurationError as error:
            assert error.problems, error
            for item in error.problems:
                assert isinstance(item.code, ErrorCode) and item.message.strip(), item
            return
        except FrameLookupError:
            return
    assert not drawn.non_finite, f"a position that is not finite was accepted: {drawn.positions}"
    for value in answer.values() if isinstance(answer, dict) else (answer,):
        matrix = value.matrix() if hasattr(value, "matrix") else np.asarray(value)
        assert matrix.shape[-2:] == (4, 4), matrix.shape
        assert np.all(np.isfinite(matrix)), f"a non-finite pose without an error: {drawn.positions}"


@st.composite
def positions_documents(draw: st.DrawFn, extremes: bool = True) -> Bundle:
    """A URDF or a 1.11/1.12 document with mimic chains, and a seed for its positions."""
    seed = draw(st.integers(0, 2**32 - 1))
    if draw(st.booleans()):
        data = draw(urdf_documents(hostile=False, extremes=extremes))
        return Bundle(data, kind="positions", seed=seed, extremes=extremes)
    bundle = draw(sdf12_documents(hostile=False, extremes=extremes))
    return attrs.evolve(bundle, kind="positions", seed=seed)
