"""Pose arithmetic in plain floats: what ``Pose`` and the frame graphs compute with.

A pose is seven floats here (``PoseValues``). Numpy's per-call cost dominates on
3- and 4-vectors, and resolving a large world composes thousands of poses, so
``Pose.__matmul__`` and ``Pose.inverse`` run these functions and the frame
graphs keep their edges and resolved poses in this form, making a ``Pose``
(``sdformat_semantics.geometry.pose.pose_of_values``) only for the pose a caller asks for.
"""

from __future__ import annotations

import math
import struct
import sys
from collections.abc import Callable
from typing import cast

NORM_SLACK = 8 * sys.float_info.epsilon
"""How far from 1 a quaternion norm may be and still count as normalised.

Dividing by the norm does not give a norm of exactly 1, so without this slack
re-running the converter (as ``attrs.evolve`` does) could change the last bits
and make an evolved copy unequal to its source.
"""

PLAINLY_UNIT = 2 * sys.float_info.epsilon
"""How far from 1 a squared quaternion norm summed in plain floats may be for a fast path.

Well inside ``NORM_SLACK``: the rounding of that sum and of ``length`` together
cannot reach the slack, so both agree that the quaternion needs no normalising.
"""

PoseValues = tuple[float, float, float, float, float, float, float]
"""A pose as seven plain floats ``x, y, z, qx, qy, qz, qw``, the form poses are composed in.

Holds what a ``Pose``'s two arrays hold (finite, the quaternion unit length
with the canonical sign, no ``-0.0``); ``compose_values`` and
``inverse_values`` give the bits ``@`` and ``inverse`` give, without numpy's
per-call cost on 3- and 4-vectors: resolving a large world composes
thousands of poses, and only the few a caller asks for become ``Pose`` objects.
"""

IDENTITY_VALUES: PoseValues = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0)
"""The values of ``Pose.identity()``."""

_GIMBAL_COS_PITCH = 1e-12
"""Below this ``cos(pitch)`` roll is set to 0 and yaw carries the whole turn.

At gimbal lock only ``yaw - roll`` (pitch up) or ``yaw + roll`` (pitch down) is
determined; picking roll = 0 makes the answer reproducible. The rotation that
the returned angles rebuild is off by at most about this much.
"""

_PACKING = struct.Struct("7d")
"""Native doubles: arrays over immutable bytes (``packed``) are read-only without ``setflags``."""


def rotate(
    q: tuple[float, float, float, float] | list[float], v: list[float]
) -> tuple[float, float, float]:
    """Rotate ``v`` by the unit quaternion ``q`` (x, y, z, w): v + 2w(u x v) + 2u x (u x v)."""
    x, y, z, w = q
    vx, vy, vz = v
    tx, ty, tz = 2.0 * (y * vz - z * vy), 2.0 * (z * vx - x * vz), 2.0 * (x * vy - y * vx)
    return (
        vx + w * tx + (y * tz - z * ty),
        vy + w * ty + (z * tx - x * tz),
        vz + w * tz + (x * ty - y * tx),
    )


def packed(values: PoseValues) -> bytes:
    """Values as 56 bytes of native doubles: a third of the memory of the tuple of floats.

    The frame graphs keep every pose they resolved; a ``Pose`` made from the
    bytes (``pose_of_packed``) reads them in place.
    """
    return _PACKING.pack(*values)


unpacked = cast("Callable[[bytes], PoseValues]", _PACKING.unpack)
"""The values ``packed`` turned into bytes (the struct's own method: called per frame resolved)."""


def unit_values(
    x: float, y: float, z: float, qx: float, qy: float, qz: float, qw: float
) -> PoseValues:
    """Values from numbers computed from valid poses: finite, the quaternion nearly unit.

    Skips the converters' checks but still normalises the quaternion and
    gives it the canonical sign, so results equal what ``Pose(...)`` makes.
    """
    norm = math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw)
    if abs(norm - 1.0) > NORM_SLACK:
        qx, qy, qz, qw = qx / norm, qy / norm, qz / norm, qw / norm
    # The first non-zero of w, x, y, z is made positive (see _to_quaternion).
    if qw < 0.0 or (
        qw == 0.0 and (qx < 0.0 or (qx == 0.0 and (qy < 0.0 or (qy == 0.0 and qz < 0.0))))
    ):
        qx, qy, qz, qw = -qx, -qy, -qz, -qw
    # Adding +0.0 turns -0.0 into 0.0, as the converters do.
    return (x + 0.0, y + 0.0, z + 0.0, qx + 0.0, qy + 0.0, qz + 0.0, qw + 0.0)


def compose_values(a: PoseValues, b: PoseValues) -> PoseValues:
    """``a @ b`` in floats: the values of ``pose_of_values(a) @ pose_of_values(b)``.

    Raises:
        OverflowError: The composed position leaves the range of a double.
    """
    px, py, pz, ax, ay, az, aw = a
    if aw == 1.0 and ax == 0.0 and ay == 0.0 and az == 0.0:
        # ``a`` does not rotate (a model placed by position alone, as most are): the
        # general formula then only adds signed zeros to ``b``'s numbers, which the
        # ``+ 0.0`` of ``unit_values`` erases, so adding the offsets gives its very
        # bits. Only when every sum and the quaternion's norm are finite: otherwise
        # the general formula decides what a NaN or an infinity becomes.
        vx, vy, vz, bx, by, bz, bw = b
        x, y, z = px + vx, py + vy, pz + vz
        if x - x == 0.0 and y - y == 0.0 and z - z == 0.0:
            if bw == 1.0 and bx == 0.0 and by == 0.0 and bz == 0.0:
                # Neither rotates: the identity quaternion, as unit_values leaves it.
                return (x + 0.0, y + 0.0, z + 0.0, 0.0, 0.0, 0.0, 1.0)
            square = bx * bx + by * by + bz * bz + bw * bw
            if square - square == 0.0:
                return unit_values(x, y, z, bx, by, bz, bw)
    return _compose_rotated(a, b)


def _compose_rotated(a: PoseValues, b: PoseValues) -> PoseValues:
    """``compose_values`` by the general formula, whatever ``a``'s rotation."""
    px, py, pz, ax, ay, az, aw = a
    vx, vy, vz, bx, by, bz, bw = b
    # b's offset rotated by a's quaternion: v + 2w(u x v) + 2u x (u x v), as _rotate.
    tx, ty, tz = 2.0 * (ay * vz - az * vy), 2.0 * (az * vx - ax * vz), 2.0 * (ax * vy - ay * vx)
    x = px + (vx + aw * tx + (ay * tz - az * ty))
    y = py + (vy + aw * ty + (az * tx - ax * tz))
    z = pz + (vz + aw * tz + (ax * ty - ay * tx))
    if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(z)):
        x, y, z = _translated_scaled(a, b)
        if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(z)):
            raise OverflowError(
                f"composing poses at {[px, py, pz]} and {[vx, vy, vz]} leaves the range of a double"
            )
    return unit_values(
        x,
        y,
        z,
        aw * bx + ax * bw + ay * bz - az * by,
        aw * by - ax * bz + ay * bw + az * bx,
        aw * bz + ax * by - ay * bx + az * bw,
        aw * bw - ax * bx - ay * by - az * bz,
    )


def _translated_scaled(a: PoseValues, b: PoseValues) -> tuple[float, float, float]:
    """``a @ b``'s position with ``b``'s offset scaled down while rotated.

    Rotating an offset near ``1e308`` overflows in its intermediate
    products even when the rotated offset fits; only a sum that really
    leaves a double's range stays infinite here.
    """
    offset = b[:3]
    scale = max(abs(v) for v in offset)
    rx, ry, rz = rotate(a[3:], [v / scale for v in offset])
    px, py, pz = a[:3]
    return (px + rx * scale, py + ry * scale, pz + rz * scale)


def inverse_values(a: PoseValues) -> PoseValues:
    """The values of ``pose_of_values(a).inverse()``.

    Raises:
        OverflowError: The inverse's position leaves the range of a double.
    """
    px, py, pz, x, y, z, w = a
    conjugate = (-x, -y, -z, w)
    rx, ry, rz = rotate(conjugate, [px, py, pz])
    if not (math.isfinite(rx) and math.isfinite(ry) and math.isfinite(rz)):
        # As in _translated_scaled: the rotated offset may fit where the products do not.
        scale = max(abs(px), abs(py), abs(pz))
        sx, sy, sz = rotate(conjugate, [px / scale, py / scale, pz / scale])
        rx, ry, rz = sx * scale, sy * scale, sz * scale
        if not (math.isfinite(rx) and math.isfinite(ry) and math.isfinite(rz)):
            raise OverflowError(
                f"inverting the pose at {[px, py, pz]} leaves the range of a double"
            )
    return unit_values(-rx, -ry, -rz, *conjugate)


def rpy_quaternion(roll: float, pitch: float, yaw: float) -> tuple[float, float, float, float]:
    """The quaternion of ``Rz(yaw) @ Ry(pitch) @ Rx(roll)``, not yet normalised."""
    cr, sr = math.cos(roll / 2), math.sin(roll / 2)
    cp, sp = math.cos(pitch / 2), math.sin(pitch / 2)
    cy, sy = math.cos(yaw / 2), math.sin(yaw / 2)
    # The product qz(yaw) * qy(pitch) * qx(roll), multiplied out.
    return (
        sr * cp * cy - cr * sp * sy,
        cr * sp * cy + sr * cp * sy,
        cr * cp * sy - sr * sp * cy,
        cr * cp * cy + sr * sp * sy,
    )


def plainly_valid(
    position: tuple[float, float, float], quaternion: tuple[float, float, float, float]
) -> bool:
    """Whether plain floats need none of the converters' checks to give their result bit for bit.

    True for finite floats whose quaternion is so close to unit length that
    ``length`` cannot judge it otherwise.
    """
    x, y, z, w = quaternion
    plain = all(type(v) is float and math.isfinite(v) for v in position)
    return plain and abs(x * x + y * y + z * z + w * w - 1.0) <= PLAINLY_UNIT


def quaternion_rpy(x: float, y: float, z: float, w: float) -> tuple[float, float, float]:
    """Roll, pitch and yaw of a unit quaternion (``Pose.rpy``'s angles, in plain floats)."""
    # The five entries of ``rotation_matrix()`` the angles need, computed as it
    # computes them but without making the array (a pose's text is written with these).
    r01, r02 = 2 * (x * y - z * w), 2 * (x * z + y * w)
    r11, r12 = 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)
    r20, r21, r22 = 2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)
    cos_pitch = math.hypot(r21, r22)
    pitch = math.atan2(-r20, cos_pitch)
    roll = 0.0 if cos_pitch < _GIMBAL_COS_PITCH else math.atan2(r21, r22)
    # Yaw comes from R @ Rx(roll).T, whose middle column is (-sin yaw, cos yaw, 0)
    # whatever the pitch. Solving for yaw after roll this way absorbs roll's
    # rounding error near gimbal lock, where reading yaw from the first
    # column (cos pitch times sin and cos yaw) would amplify it.
    cr, sr = math.cos(roll), math.sin(roll)
    yaw = math.atan2(-(cr * r01 - sr * r02), cr * r11 - sr * r12)
    return (roll, pitch, yaw)
