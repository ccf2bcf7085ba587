"""Each tree joint compiled once into constant transforms and motions about z.

A joint moves its child body by ``X_P_J @ M(q) @ X_J_C``. Written with a
rotation ``A`` that turns z onto the joint's axis, ``M(q) = A @ Mz(q) @ A^T``,
where ``Mz`` turns about (or slides along) z; the constants then fold into
``pre = X_P_J @ A`` and ``post = A^T @ X_J_C``, and the joint's own motion
is a rotation of two columns (or a shift of one) of the pose it acts on:
a few multiplications, where a 4x4 product would take sixty-four.

For one configuration, poses are tuples of twelve floats (the first three
rows of the transform, row by row), where numpy's cost per call would
outweigh the arithmetic; ``batch`` runs the same ``Step``s on arrays of many
configurations, giving the same numbers to rounding.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_semantics.geometry.pose import Pose, pose_of_values
from sdformat_semantics.geometry.pose_values import unit_values
from sdformat_semantics.kinematics.mimic import Coordinate
from sdformat_semantics.kinematics.motion import ball_rotations
from sdformat_semantics.kinematics.tree import JointModel

FloatArray = npt.NDArray[np.float64]
Affine = tuple[float, ...]
"""A rigid transform's first three rows as twelve floats, row by row."""

ROTATE_Z = "rotate"
SLIDE_Z = "slide"
BALL = "ball"
TURN = "turn"
"""Motion kinds: about z, along z, a ball's rotation, a constant rotation between two axes."""


@attrs.frozen
class Motion:
    """One factor of a joint's motion, applied on the right of the pose so far.

    Attributes:
        kind: ``ROTATE_Z``, ``SLIDE_Z``, ``BALL`` or ``TURN``.
        coordinate: The coordinate whose position drives it (none for ``TURN``).
        scale: Travel per unit of position (``SLIDE_Z``: 1, or a screw's pitch / 2 pi).
        turn: ``TURN``'s constant rotation (4x4).
    """

    kind: str
    coordinate: Coordinate | None = None
    scale: float = 1.0
    turn: FloatArray | None = attrs.field(default=None, eq=False)


@attrs.frozen
class Step:
    """A tree joint compiled (see the module docstring).

    Attributes:
        joint: The joint.
        parent: Its parent body; ``child``: the body it moves.
        start: ``pre`` placed in the origin: the joint frame's pose at zero times ``A``.
        pre: ``X_P_J @ A`` (None where the parent is the world: it never moves).
        motions: The joint's motion, factor by factor.
        post: ``A^T @ X_J_C``.
        coordinates: The coordinates that move it.
    """

    joint: JointModel
    parent: str
    child: str
    start: FloatArray = attrs.field(eq=False)
    pre: FloatArray | None = attrs.field(eq=False)
    motions: tuple[Motion, ...]
    post: FloatArray = attrs.field(eq=False)
    coordinates: tuple[Coordinate, ...]


def z_onto(axis: FloatArray) -> FloatArray:
    """A rotation (4x4) that turns the z axis onto a unit ``axis``."""
    x, y, z = (float(v) for v in axis)
    result = np.eye(4)
    if z > 1.0 - 1e-15:
        return result
    if z < -1.0 + 1e-15:
        result[1, 1] = result[2, 2] = -1.0  # half a turn about x
        return result
    # Rodrigues for the axis z x a (length s) by the angle whose cosine is z.
    s = math.hypot(x, y)
    ux, uy = -y / s, x / s
    cross = np.array([[0.0, 0.0, uy], [0.0, 0.0, -ux], [-uy, ux, 0.0]])
    outer = np.outer((ux, uy, 0.0), (ux, uy, 0.0))
    result[:3, :3] = z * np.eye(3) + s * cross + (1.0 - z) * outer
    return result


def _transposed(rotation: FloatArray) -> FloatArray:
    result = rotation.copy()
    result[:3, :3] = rotation[:3, :3].T
    return result


def compile_step(joint: JointModel) -> Step:
    """The step of a tree joint (``in_tree``: its poses resolve)."""
    assert joint.zero is not None and joint.joint_to_child is not None
    assert joint.parent_body is not None and joint.child_body is not None
    motions: list[Motion] = []
    first = last = np.eye(4)
    name = joint.name
    if joint.type in ("revolute", "continuous", "prismatic", "screw"):
        first = last = z_onto(joint.axes[0])
        if joint.type != "prismatic":
            motions.append(Motion(ROTATE_Z, (name, "axis")))
        if joint.type == "prismatic":
            motions.append(Motion(SLIDE_Z, (name, "axis")))
        elif joint.type == "screw":
            motions.append(Motion(SLIDE_Z, (name, "axis"), joint.pitch / (2.0 * math.pi)))
    elif joint.type in ("universal", "revolute2"):
        first, last = z_onto(joint.axes[0]), z_onto(joint.axes[1])
        between = _transposed(first) @ last
        motions += [
            Motion(ROTATE_Z, (name, "axis")),
            Motion(TURN, turn=between),
            Motion(ROTATE_Z, (name, "axis2")),
        ]
    elif joint.type == "ball":
        motions.append(Motion(BALL, (name, "ball")))
    pre = None if joint.parent_to_joint is None else joint.parent_to_joint @ first
    return Step(
        joint=joint,
        parent=joint.parent_body,
        child=joint.child_body,
        start=joint.zero @ first,
        pre=pre,
        motions=tuple(motions),
        post=_transposed(last) @ joint.joint_to_child,
        coordinates=tuple((name, axis) for axis in joint.coordinates),
    )


# One configuration, in floats ------------------------------------------------------


def affine(matrix: FloatArray) -> Affine:
    """A 4x4 transform's first three rows as twelve floats."""
    return tuple(matrix[:3].ravel().tolist())


def compose(a: Affine, b: Affine) -> Affine:
    """``a @ b`` of two rigid transforms given by their first three rows."""
    a00, a01, a02, a03, a10, a11, a12, a13, a20, a21, a22, a23 = a
    b00, b01, b02, b03, b10, b11, b12, b13, b20, b21, b22, b23 = b
    return (
        a00 * b00 + a01 * b10 + a02 * b20,
        a00 * b01 + a01 * b11 + a02 * b21,
        a00 * b02 + a01 * b12 + a02 * b22,
        a00 * b03 + a01 * b13 + a02 * b23 + a03,
        a10 * b00 + a11 * b10 + a12 * b20,
        a10 * b01 + a11 * b11 + a12 * b21,
        a10 * b02 + a11 * b12 + a12 * b22,
        a10 * b03 + a11 * b13 + a12 * b23 + a13,
        a20 * b00 + a21 * b10 + a22 * b20,
        a20 * b01 + a21 * b11 + a22 * b21,
        a20 * b02 + a21 * b12 + a22 * b22,
        a20 * b03 + a21 * b13 + a22 * b23 + a23,
    )


def rotated_z(a: Affine, angle: float) -> Affine:
    """``a @ Rz(angle)``: only the first two columns change."""
    c, s = math.cos(angle), math.sin(angle)
    a00, a01, a02, a03, a10, a11, a12, a13, a20, a21, a22, a23 = a
    return (
        c * a00 + s * a01,
        c * a01 - s * a00,
        a02,
        a03,
        c * a10 + s * a11,
        c * a11 - s * a10,
        a12,
        a13,
        c * a20 + s * a21,
        c * a21 - s * a20,
        a22,
        a23,
    )


def slid_z(a: Affine, travel: float) -> Affine:
    """``a @ Tz(travel)``: the translation moves along the third column."""
    a00, a01, a02, a03, a10, a11, a12, a13, a20, a21, a22, a23 = a
    return (
        a00,
        a01,
        a02,
        a03 + travel * a02,
        a10,
        a11,
        a12,
        a13 + travel * a12,
        a20,
        a21,
        a22,
        a23 + travel * a22,
    )


def inverse_affine(a: Affine) -> Affine:
    """The inverse of a rigid transform: the transposed rotation, the translation undone."""
    a00, a01, a02, a03, a10, a11, a12, a13, a20, a21, a22, a23 = a
    return (
        a00,
        a10,
        a20,
        -(a00 * a03 + a10 * a13 + a20 * a23),
        a01,
        a11,
        a21,
        -(a01 * a03 + a11 * a13 + a21 * a23),
        a02,
        a12,
        a22,
        -(a02 * a03 + a12 * a13 + a22 * a23),
    )


def pose_of_affine(a: Affine) -> Pose:
    """The ``Pose`` of a finite rigid transform (its quaternion by Shepperd's method).

    Dividing by the largest of ``4w², 4x², 4y², 4z²``, which is at least 1
    for a rotation, loses no precision near half turns.
    """
    r00, r01, r02, x, r10, r11, r12, y, r20, r21, r22, z = a
    trace = r00 + r11 + r22
    largest = max(trace, r00, r11, r22)
    if largest == trace:
        w = 0.5 * math.sqrt(1.0 + trace)
        s = 0.25 / w
        quaternion = ((r21 - r12) * s, (r02 - r20) * s, (r10 - r01) * s, w)
    elif largest == r00:
        qx = 0.5 * math.sqrt(1.0 + r00 - r11 - r22)
        s = 0.25 / qx
        quaternion = (qx, (r01 + r10) * s, (r02 + r20) * s, (r21 - r12) * s)
    elif largest == r11:
        qy = 0.5 * math.sqrt(1.0 - r00 + r11 - r22)
        s = 0.25 / qy
        quaternion = ((r01 + r10) * s, qy, (r12 + r21) * s, (r02 - r20) * s)
    else:
        qz = 0.5 * math.sqrt(1.0 - r00 - r11 + r22)
        s = 0.25 / qz
        quaternion = ((r02 + r20) * s, (r12 + r21) * s, qz, (r10 - r01) * s)
    return pose_of_values(unit_values(x, y, z, *quaternion))


Operation = tuple[str, Any, float]
"""One operation of a ``Chain``: (``TURN``, transform, 0), (``ROTATE_Z`` or ``SLIDE_Z``,
coordinate, scale) or (``BALL``, joint name, 0)."""


@attrs.frozen
class Chain:
    """A frame's pose at one configuration as a straight line of operations, in floats.

    The steps from the top of the tree down to the frame's body, with the
    constants between two motions multiplied out once: a revolute joint
    then costs one product of transforms and one turn of two columns.

    Attributes:
        first: The pose the line starts from.
        operations: What follows, in order (see ``Operation``).
        plain: Whether every constant is finite and below ``1e150`` in size.
    """

    first: Affine
    operations: tuple[Operation, ...]
    plain: bool = True

    @classmethod
    def of(cls, left: FloatArray, steps: list[Step], last: FloatArray) -> Chain:
        """The chain ``left @ steps... @ last`` (steps top first, each the parent of the next)."""
        constant = left
        operations: list[Operation] = []
        first: Affine | None = None
        for index, step in enumerate(steps):
            if index == 0:
                constant = constant @ step.start
            else:
                assert step.pre is not None  # a parent that moves is not the world
                constant = constant @ step.pre
            for motion in step.motions:
                if motion.kind == TURN:
                    assert motion.turn is not None
                    constant = constant @ motion.turn
                    continue
                if first is None:
                    first = affine(constant)
                else:
                    operations.append((TURN, affine(constant), 0.0))
                constant = np.eye(4)
                assert motion.coordinate is not None
                key = step.joint.name if motion.kind == BALL else motion.coordinate
                operations.append((motion.kind, key, motion.scale))
            constant = constant @ step.post
        constant = constant @ last
        if first is None:
            first = affine(constant)
        else:
            operations.append((TURN, affine(constant), 0.0))
        numbers = [*first, *(n for kind, key, _ in operations if kind == TURN for n in key)]
        plain = all(-1e150 < n < 1e150 for n in numbers)
        return cls(first, tuple(operations), plain)

    def run(
        self, scalars: Mapping[Coordinate, float], rotations: Mapping[str, FloatArray]
    ) -> Affine:
        """The pose at one configuration."""
        pose = self.first
        for kind, key, scale in self.operations:
            if kind == TURN:
                pose = compose(pose, key)
            elif kind == BALL:
                values = rotations.get(key)
                if values is not None:
                    rotation = np.eye(4)
                    rotation[:3, :3] = ball_rotations(values)[0]
                    pose = compose(pose, affine(rotation))
            else:
                value = scalars.get(key, 0.0)
                if value == 0.0:
                    continue
                turned = kind == ROTATE_Z
                pose = rotated_z(pose, value) if turned else slid_z(pose, value * scale)
        return pose


@attrs.frozen
class FloatStep:
    """A ``Step``'s constants in floats, for one configuration joint by joint."""

    step: Step
    start: Affine
    pre: Affine | None
    turns: tuple[Affine | None, ...]
    post: Affine

    @classmethod
    def of(cls, step: Step) -> FloatStep:
        """The float form of ``step``."""
        return cls(
            step,
            affine(step.start),
            None if step.pre is None else affine(step.pre),
            tuple(None if m.turn is None else affine(m.turn) for m in step.motions),
            affine(step.post),
        )
