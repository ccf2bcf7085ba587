"""The compiled steps run on a batch of configurations at once, in numpy.

A batch of n poses is one (13, n) array: the twelve numbers of the first three
rows, row by row, then a row of ones. Each of the thirteen is contiguous, so a
joint's turn works on whole rows, and multiplying by a constant transform on the
right is one matrix product (``lift``); writing the poses out as (n, 4, 4) is
another (``spread``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_semantics.kinematics.mimic import Coordinate
from sdformat_semantics.kinematics.motion import ball_rotations
from sdformat_semantics.kinematics.program import BALL, ROTATE_Z, Step

FloatArray = npt.NDArray[np.float64]

ROWS = 13


def spread(constant: FloatArray) -> FloatArray:
    """The (13, 16) matrix taking poses (13, n) to ``(pose @ constant)`` flattened, per column."""
    result = np.zeros((ROWS, 16))
    for i in range(3):
        result[4 * i : 4 * i + 4, 4 * i : 4 * i + 4] = constant
    result[12, 15] = 1.0
    return result


def lift(constant: FloatArray) -> FloatArray:
    """The (13, 13) matrix taking poses (13, n) to ``pose @ constant`` (13, n)."""
    kept = [*range(12), 15]
    lifted: FloatArray = np.ascontiguousarray(spread(constant)[:, kept].T)
    return lifted


def constant_poses(constant: FloatArray, count: int) -> FloatArray:
    """``count`` copies of one transform as a (13, count) batch."""
    pose = np.empty((ROWS, count))
    pose[:12] = constant[:3].reshape(12, 1)
    pose[12] = 1.0
    return pose


def write_poses(out: FloatArray, poses: FloatArray, constant: FloatArray) -> None:
    """``poses @ constant`` into ``out`` of shape (n, 4, 4) (``constant`` already spread)."""
    np.matmul(poses.T, constant, out=out.reshape(out.shape[0], 16))


@attrs.frozen
class BatchStep:
    """A ``Step`` with its constants lifted for (13, n) batches."""

    step: Step
    start: FloatArray = attrs.field(eq=False)
    pre: FloatArray | None = attrs.field(eq=False)
    turns: tuple[FloatArray | None, ...] = attrs.field(eq=False)
    post: FloatArray = attrs.field(eq=False)

    @classmethod
    def of(cls, step: Step) -> BatchStep:
        """The batch form of ``step``."""
        return cls(
            step,
            step.start,
            None if step.pre is None else lift(step.pre),
            tuple(None if m.turn is None else lift(m.turn) for m in step.motions),
            lift(step.post),
        )


@attrs.frozen
class Axis:
    """Where a joint's motion acts, at a batch of configurations (what Jacobians need).

    Attributes:
        coordinate: The coordinate that drives it (a ball's: ``(joint, "x" | "y" | "z")``).
        turns: Whether it turns about ``direction`` (else it slides along it).
        scale: Travel per unit of position (slides).
        direction: The unit axis, shape (3, n).
        point: A point on the axis, shape (3, n).
    """

    coordinate: Coordinate
    turns: bool
    scale: float
    direction: FloatArray = attrs.field(eq=False)
    point: FloatArray = attrs.field(eq=False)


def run_batch(
    bstep: BatchStep,
    parent: FloatArray | None,
    left: FloatArray,
    coordinates: Mapping[Coordinate, FloatArray],
    rotations: Mapping[str, FloatArray],
    count: int,
    axes: list[Axis] | None = None,
) -> FloatArray:
    """The child body's poses (13, count) from its parent's (None: at its zero pose).

    ``left`` is applied to poses that start from a constant (the frame the
    whole walk is expressed in). Where ``axes`` is given, each motion's axis
    is appended to it.
    """
    step = bstep.step
    if parent is None or bstep.pre is None:
        pose = constant_poses(left @ bstep.start, count)
    else:
        pose = bstep.pre @ parent
    for motion, turn in zip(step.motions, bstep.turns, strict=True):
        if turn is not None:
            pose = turn @ pose
        elif motion.kind == BALL:
            values = rotations.get(step.joint.name)
            if values is not None:
                _rotate(pose, ball_rotations(values))
            if axes is not None:
                point = pose[3:12:4].copy()
                for column, name in enumerate("xyz"):
                    direction = pose[column:12:4].copy()
                    axes.append(Axis((step.joint.name, name), True, 0.0, direction, point))
        else:
            assert motion.coordinate is not None
            if axes is not None:
                turns = motion.kind == ROTATE_Z
                direction, point = pose[2:12:4].copy(), pose[3:12:4].copy()
                axes.append(Axis(motion.coordinate, turns, motion.scale, direction, point))
            values = coordinates.get(motion.coordinate)
            if values is None:
                continue
            if motion.kind == ROTATE_Z:
                _rotate_z(pose, values)
            else:
                travel = values * motion.scale
                if not math.isfinite(motion.scale):  # a legacy pitch of 0: zero stays put
                    travel = np.where(values == 0.0, 0.0, travel)
                pose[3:12:4] += travel * pose[2:12:4]
    moved: FloatArray = bstep.post @ pose
    return moved


def _rotate_z(pose: FloatArray, angles: FloatArray) -> None:
    """``pose @ Rz(angle)`` in place, one angle per pose (in-place steps: no temporaries)."""
    c = np.cos(angles)
    s = np.sin(angles)
    x = pose[0:12:4]
    y = pose[1:12:4]
    turned = x * c
    turned += y * s
    y *= c
    y -= x * s
    x[...] = turned


def _rotate(pose: FloatArray, rotations: FloatArray) -> None:
    """``pose @ R`` in place for rotations of shape (n, 3, 3)."""
    by_entry = rotations.transpose(1, 2, 0)
    for i in range(3):
        rows = pose[4 * i : 4 * i + 3]
        rows[...] = np.einsum("kn,kjn->jn", rows, by_entry)
