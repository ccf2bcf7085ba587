"""The 3x3 arithmetic of combining lumped inertials, in plain floats.

A lumped body's inertia is a few 3x3 products per link it takes in; numpy's
per-call cost is most of that on matrices this small. A matrix here is nine
floats, row by row. Python's float arithmetic is the same on every machine
(no fused multiply-adds, no SIMD summation order), which is more than the
numpy products could promise; the results are written rounded
(``format_computed``) either way.
"""

from __future__ import annotations

import math

from sdformat_semantics.geometry.pose_values import PoseValues

Matrix = tuple[float, float, float, float, float, float, float, float, float]
"""A 3x3 matrix as nine floats, row by row."""

ZERO: Matrix = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)


def rotation(pose: PoseValues) -> Matrix:
    """The rotation matrix of a pose's quaternion (``Pose.rotation_matrix``'s formula)."""
    x, y, z, w = pose[3:]
    return (
        1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w),
        2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w),
        2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y),
    )  # fmt: skip


def product(a: Matrix, b: Matrix) -> Matrix:
    """``a @ b``."""
    a0, a1, a2, a3, a4, a5, a6, a7, a8 = a
    b0, b1, b2, b3, b4, b5, b6, b7, b8 = b
    return (
        a0 * b0 + a1 * b3 + a2 * b6, a0 * b1 + a1 * b4 + a2 * b7, a0 * b2 + a1 * b5 + a2 * b8,
        a3 * b0 + a4 * b3 + a5 * b6, a3 * b1 + a4 * b4 + a5 * b7, a3 * b2 + a4 * b5 + a5 * b8,
        a6 * b0 + a7 * b3 + a8 * b6, a6 * b1 + a7 * b4 + a8 * b7, a6 * b2 + a7 * b5 + a8 * b8,
    )  # fmt: skip


def moved(pose: PoseValues, point: tuple[float, float, float]) -> tuple[float, float, float]:
    """``R @ point + position``: a point of the pose's frame in the frame the pose is in."""
    r0, r1, r2, r3, r4, r5, r6, r7, r8 = rotation(pose)
    px, py, pz = point
    return (
        (r0 * px + r1 * py + r2 * pz) + pose[0],
        (r3 * px + r4 * py + r5 * pz) + pose[1],
        (r6 * px + r7 * py + r8 * pz) + pose[2],
    )


def tensor(moments: tuple[float, float, float, float, float, float]) -> Matrix:
    """The symmetric tensor of ``ixx iyy izz ixy ixz iyz``."""
    ixx, iyy, izz, ixy, ixz, iyz = moments
    return (ixx, ixy, ixz, ixy, iyy, iyz, ixz, iyz, izz)


def turned(inertia: Matrix, turn: Matrix) -> Matrix:
    """``R I Rᵀ``, scaled down first so that no sum of products overflows on the way."""
    largest = max(map(abs, inertia))
    if largest == 0.0 or not math.isfinite(largest):
        return inertia
    t0, t1, t2, t3, t4, t5, t6, t7, t8 = turn
    transposed = (t0, t3, t6, t1, t4, t7, t2, t5, t8)
    # Written out rather than generators: a lumped link costs a few dozen steps less.
    i0, i1, i2, i3, i4, i5, i6, i7, i8 = inertia
    down = (i0 / largest, i1 / largest, i2 / largest, i3 / largest, i4 / largest,
            i5 / largest, i6 / largest, i7 / largest, i8 / largest)  # fmt: skip
    s0, s1, s2, s3, s4, s5, s6, s7, s8 = product(product(turn, down), transposed)
    return (s0 * largest, s1 * largest, s2 * largest, s3 * largest, s4 * largest,
            s5 * largest, s6 * largest, s7 * largest, s8 * largest)  # fmt: skip


def shifted(mass: float, half_offset: tuple[float, float, float]) -> Matrix:
    """``m (|d|² 1 - d dᵀ)`` for ``d`` twice ``half_offset``, from ``s = sqrt(|m|) d``.

    Each entry is a sum of two squares of ``s`` or a product of two of its
    components: only an entry beyond a double's range is inf. The offset
    comes halved, as the difference of two finite centres may not be finite.
    """
    root = math.sqrt(abs(mass))
    hx, hy, hz = half_offset
    sx, sy, sz = root * hx * 2.0, root * hy * 2.0, root * hz * 2.0
    xy, xz, yz = -sx * sy, -sx * sz, -sy * sz
    xx, yy, zz = sy * sy + sz * sz, sx * sx + sz * sz, sx * sx + sy * sy
    if mass >= 0.0:
        return (xx, xy, xz, xy, yy, yz, xz, yz, zz)
    return (-xx, -xy, -xz, -xy, -yy, -yz, -xz, -yz, -zz)


def added(a: Matrix, b: Matrix) -> Matrix:
    """``a + b``."""
    a0, a1, a2, a3, a4, a5, a6, a7, a8 = a
    b0, b1, b2, b3, b4, b5, b6, b7, b8 = b
    return (a0 + b0, a1 + b1, a2 + b2, a3 + b3, a4 + b4, a5 + b5, a6 + b6, a7 + b7, a8 + b8)
