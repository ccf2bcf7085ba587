"""The Jacobian at one configuration, in plain floats (the batch way pays numpy per call).

The same arithmetic as ``jacobian.jacobian`` (see its module docstring), joint
by joint on twelve-float transforms: an inverse-kinematics loop asks for one
Jacobian per step, where numpy's cost per call on 3-vectors would dominate.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import numpy.typing as npt

from sdformat_semantics.kinematics.mimic import Coordinate
from sdformat_semantics.kinematics.motion import ball_rotations
from sdformat_semantics.kinematics.program import (
    BALL,
    ROTATE_Z,
    Affine,
    affine,
    compose,
    rotated_z,
    slid_z,
)
from sdformat_semantics.kinematics.solver import Kinematics, Place

FloatArray = npt.NDArray[np.float64]
Column = list[float]
"""Six floats: ``vx vy vz wx wy wz``."""


def jacobian_in_floats(
    kinematics: Kinematics,
    frames: tuple[str, str, str],
    columns: list[Coordinate],
    scalars: Mapping[Coordinate, float],
    rotations: Mapping[str, FloatArray],
) -> FloatArray:
    """The Jacobian (6, k) of ``frames`` = (vertex, base, expressed) at one configuration."""
    vertex, base, expressed = frames
    places = {v: kinematics.place(v) for v in frames}
    above = {
        v: {joint.name for joint in kinematics.joints_above(_bodies(places[v]))}
        for v in (vertex, base)
    }
    joints = kinematics.joints_above({place[0] for place in places.values() if place[0]})
    bodies: dict[str, Affine] = {}
    # (coordinate, turns, travel per unit, which column of the pose is the axis, pose)
    axes: list[tuple[Coordinate, bool, float, int, Affine]] = []
    for joint in joints:
        fstep = kinematics.float_step(joint.name)
        parent = bodies.get(fstep.step.parent)
        pose = fstep.start if parent is None or fstep.pre is None else compose(parent, fstep.pre)
        for motion, turn in zip(fstep.step.motions, fstep.turns, strict=True):
            if turn is not None:
                pose = compose(pose, turn)
            elif motion.kind == BALL:
                values = rotations.get(joint.name)
                if values is not None:
                    rotation = np.eye(4)
                    rotation[:3, :3] = ball_rotations(values)[0]
                    pose = compose(pose, affine(rotation))
                axes += [((joint.name, a), True, 0.0, i, pose) for i, a in enumerate("xyz")]
            else:
                assert motion.coordinate is not None
                turns = motion.kind == ROTATE_Z
                axes.append((motion.coordinate, turns, motion.scale, 2, pose))
                value = scalars.get(motion.coordinate, 0.0)
                if value != 0.0:
                    pose = rotated_z(pose, value) if turns else slid_z(pose, value * motion.scale)
        bodies[fstep.step.child] = compose(pose, fstep.post)
    origin = _pose_of(places[vertex], bodies)
    found: dict[Coordinate, Column] = {}
    for coordinate, turns, scale, which, pose in axes:
        sign = (coordinate[0] in above[vertex]) - (coordinate[0] in above[base])
        if sign:
            column = found.setdefault(coordinate, [0.0] * 6)
            for row, number in enumerate(_contribution(turns, scale, which, pose, origin)):
                column[row] += sign * number
    _fold_followers(kinematics, found)
    r = _pose_of(places[expressed], bodies)
    result = np.zeros((6, len(columns)))
    for index, coordinate in enumerate(columns):
        twist = found.get(coordinate)
        if twist is not None:
            vx, vy, vz, wx, wy, wz = twist
            result[:, index] = (
                r[0] * vx + r[4] * vy + r[8] * vz,
                r[1] * vx + r[5] * vy + r[9] * vz,
                r[2] * vx + r[6] * vy + r[10] * vz,
                r[0] * wx + r[4] * wy + r[8] * wz,
                r[1] * wx + r[5] * wy + r[9] * wz,
                r[2] * wx + r[6] * wy + r[10] * wz,
            )
    return result


def _bodies(place: Place) -> set[str]:
    return {place[0]} if place[0] is not None else set()


def _pose_of(place: Place, bodies: dict[str, Affine]) -> Affine:
    body, local, zero = place
    if body is None or body not in bodies:
        return affine(zero)
    return compose(bodies[body], affine(local))


def _contribution(turns: bool, scale: float, which: int, pose: Affine, origin: Affine) -> Column:
    """One motion's part of its column: about (or along) column ``which`` of ``pose``."""
    ax, ay, az = pose[which], pose[4 + which], pose[8 + which]
    if not turns:
        return [ax * scale, ay * scale, az * scale, 0.0, 0.0, 0.0]
    rx, ry, rz = origin[3] - pose[3], origin[7] - pose[7], origin[11] - pose[11]
    return [ay * rz - az * ry, az * rx - ax * rz, ax * ry - ay * rx, ax, ay, az]


def _fold_followers(kinematics: Kinematics, found: dict[Coordinate, Column]) -> None:
    """Add each follower's column, times its multiplier, to its leader's (last followers first)."""
    for level in reversed(kinematics.mimic_levels()):
        for constraint in level:
            follower = found.pop(constraint.follower_coordinate, None)
            if follower is not None:
                leader = found.setdefault(constraint.leader_coordinate, [0.0] * 6)
                for row in range(6):
                    leader[row] += constraint.multiplier * follower[row]
