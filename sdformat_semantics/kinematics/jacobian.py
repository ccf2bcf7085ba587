"""Geometric Jacobians: how fast a frame moves relative to another, per joint velocity.

For a frame ``F``, a frame ``B`` it moves relative to and a frame ``E`` the
result is written in, the Jacobian ``J`` maps joint velocities ``dq`` to the
twist of ``F`` relative to ``B``: ``[v; w] = J @ dq``, with ``v`` the velocity
of ``F``'s origin as an observer fixed in ``B`` sees it and ``w`` the angular
velocity of ``F`` relative to ``B``, both in ``E``'s axes (rows: ``vx vy vz
wx wy wz``).

A joint turning about a unit axis ``a`` through a point ``p`` contributes
``[a x (o_F - p); a]`` to its column (``o_F`` the origin of ``F``); one
sliding along ``a`` contributes ``[a * travel per unit; 0]`` (a screw joint
does both). Joints that move ``F`` count with a plus sign, joints that move
``B`` with a minus sign, and joints that move both cancel: that is the
velocity relative to ``B``, however ``B`` itself moves.

Columns: one per coordinate of the tree's joints, in the tree's order; a
ball joint has three, its angular velocity about its joint frame's own x, y
and z axes as the joint has turned them (``(joint, "x")``...). Mimic
followers have no column of their own: a follower moves ``multiplier``
times as fast as its leader, so its column is added, times that, to the
leader's.
"""

from __future__ import annotations

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_semantics.kinematics.batch import Axis, constant_poses, lift
from sdformat_semantics.kinematics.configuration import Configuration
from sdformat_semantics.kinematics.jacobian_floats import jacobian_in_floats
from sdformat_semantics.kinematics.mimic import Coordinate
from sdformat_semantics.kinematics.solver import CHUNK, Kinematics, Place

FloatArray = npt.NDArray[np.float64]


@attrs.frozen
class Jacobian:
    """A frame's geometric Jacobian (see the module docstring).

    Attributes:
        matrix: Shape ``(6, k)``, or ``(count, 6, k)`` for a batch of configurations.
        columns: The coordinate of each column: ``(joint, "axis" | "axis2")``, or
            ``(joint, "x" | "y" | "z")`` for ball joints, joints by scoped name.
    """

    matrix: FloatArray = attrs.field(eq=False)
    columns: tuple[tuple[str, str], ...]


def columns_of(kinematics: Kinematics) -> list[Coordinate]:
    """The Jacobian's columns: every coordinate of the tree that follows no other."""
    followers = {c.follower_coordinate for c in kinematics.constraints}
    columns: list[Coordinate] = []
    for name in kinematics.tree.order:
        joint = kinematics.tree.joints[name]
        if joint.type == "ball":
            columns += [(name, axis) for axis in "xyz"]
        else:
            columns += [(name, a) for a in joint.coordinates if (name, a) not in followers]
    return columns


def jacobian(
    kinematics: Kinematics, vertex: str, base: str, expressed: str, configuration: Configuration
) -> FloatArray:
    """The Jacobian of ``vertex`` relative to ``base`` in ``expressed``'s axes, ``(count, 6, k)``.

    Raises:
        LookupError: A frame whose pose cannot be resolved.
    """
    columns = columns_of(kinematics)
    if not configuration.batched:
        frames = (vertex, base, expressed)
        single = jacobian_in_floats(
            kinematics, frames, columns, configuration.scalars(), configuration.rotations
        )
        return single[None]
    places = {v: kinematics.place(v) for v in (vertex, base, expressed)}
    above = {
        v: {joint.name for joint in kinematics.joints_above(_bodies(places[v]))}
        for v in (vertex, base)
    }
    joints = kinematics.joints_above({place[0] for place in places.values() if place[0]})
    count = configuration.count
    result = np.zeros((count, 6, len(columns)))
    with np.errstate(over="ignore", invalid="ignore"):
        for start in range(0, count, CHUNK):
            part = configuration.part(start, min(start + CHUNK, count))
            axes: list[Axis] = []
            bodies = dict(kinematics.walk(joints, part, np.eye(4), axes))
            origin = _pose_of(places[vertex], bodies, part.count)[3:12:4]
            found: dict[Coordinate, FloatArray] = {}
            for axis in axes:
                sign = (axis.coordinate[0] in above[vertex]) - (axis.coordinate[0] in above[base])
                if sign:
                    column = found.setdefault(axis.coordinate, np.zeros((6, part.count)))
                    column += sign * _contribution(axis, origin)
            _fold_followers(kinematics, found, part.count)
            present = [(i, found[c]) for i, c in enumerate(columns) if c in found]
            if not present:
                continue
            stacked = np.stack([column for _, column in present], axis=1)  # (6, k, n)
            frame = _pose_of(places[expressed], bodies, part.count)
            # R^T @ each half, R's rows held as (13, n) entries 0-2, 4-6, 8-10.
            rotation = frame[[0, 1, 2, 4, 5, 6, 8, 9, 10]].reshape(3, 3, part.count)
            chunk = result[start : start + part.count]
            indices = [i for i, _ in present]
            chunk[:, :3, indices] = np.einsum("jin,jkn->nik", rotation, stacked[:3])
            chunk[:, 3:, indices] = np.einsum("jin,jkn->nik", rotation, stacked[3:])
    return result


def _bodies(place: Place) -> set[str]:
    """The body a place moves with, as a set (empty where none moves it)."""
    return {place[0]} if place[0] is not None else set()


def _pose_of(place: Place, bodies: dict[str, FloatArray | None], count: int) -> FloatArray:
    """A frame's poses (13, count) from its body's."""
    body, local, zero = place
    body_pose = bodies.get(body) if body is not None else None
    if body_pose is None:
        return constant_poses(zero, count)
    pose: FloatArray = lift(local) @ body_pose
    return pose


def _contribution(axis: Axis, origin: FloatArray) -> FloatArray:
    """One motion's part of its column (6, n), for a frame whose origin is at ``origin``."""
    column = np.zeros((6, axis.direction.shape[1]))
    if axis.turns:
        (ax, ay, az), (rx, ry, rz) = axis.direction, origin - axis.point
        column[0] = ay * rz - az * ry
        column[1] = az * rx - ax * rz
        column[2] = ax * ry - ay * rx
        column[3:] = axis.direction
    else:
        column[:3] = axis.direction * axis.scale
    return column


def _fold_followers(kinematics: Kinematics, found: dict[Coordinate, FloatArray], n: int) -> None:
    """Add each follower's column, times its multiplier, to its leader's (last followers first)."""
    for level in reversed(kinematics.mimic_levels()):
        for constraint in level:
            follower = found.pop(constraint.follower_coordinate, None)
            if follower is not None:
                leader = found.setdefault(constraint.leader_coordinate, np.zeros((6, n)))
                leader += constraint.multiplier * follower
