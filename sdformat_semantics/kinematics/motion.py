"""Joint motion: the transform of a joint frame that a joint position causes, per joint type.

Everything here works on batches: a position array of shape ``(N,)`` gives
``N`` homogeneous transforms of shape ``(N, 4, 4)`` in one numpy pass. Axes
are unit vectors in the joint frame at the zero configuration.

Conventions (radians and metres):

* revolute, continuous: rotation by ``q`` about the axis (right-hand rule);
* prismatic: translation by ``q`` along the axis;
* screw: rotation by ``q`` about the axis together with a translation of
  ``q * pitch / (2 pi)`` along it, ``pitch`` being ``screw_thread_pitch`` in
  metres per revolution (positive: a right-handed thread advances along the
  axis when turned positively);
* universal, revolute2: ``Rot(axis, q1) @ Rot(axis2, q2)``: the first axis
  is fixed in the parent side, the second turns with the first rotation and
  is fixed in the child (a gimbal, as two revolute joints in series);
* ball: the rotation itself, given as a quaternion ``x y z w`` or a rotation
  vector (axis times angle);
* fixed: no motion.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]


def identities(count: int) -> FloatArray:
    """``count`` identity transforms, shape ``(count, 4, 4)``."""
    return np.broadcast_to(np.eye(4), (count, 4, 4)).copy()


def axis_rotations(axis: FloatArray, angles: FloatArray) -> FloatArray:
    """Rotation matrices about a unit axis by each angle, shape ``(N, 3, 3)`` (Rodrigues)."""
    x, y, z = (float(v) for v in axis)
    cross = np.array([[0.0, -z, y], [z, 0.0, -x], [-y, x, 0.0]])
    outer = np.outer(axis, axis)
    sine = np.sin(angles)[:, None, None]
    cosine = np.cos(angles)[:, None, None]
    result: FloatArray = cosine * np.eye(3) + sine * cross + (1.0 - cosine) * outer
    return result


def _scaled_down(vectors: FloatArray) -> FloatArray:
    """Each row divided by its largest magnitude (rows of zeros stay zeros).

    Squaring components near ``1e200`` overflows and near ``1e-200``
    underflows; rows scaled so that their largest component is 1 do neither.
    """
    largest = np.max(np.abs(vectors), axis=-1, keepdims=True)
    scaled: FloatArray = vectors / np.where(largest > 0.0, largest, 1.0)
    return scaled


def quaternion_rotations(quaternions: FloatArray) -> FloatArray:
    """Rotation matrices of ``x y z w`` quaternions of shape ``(N, 4)`` (normalised here).

    Any non-zero finite quaternion gives its rotation, however large or small
    its components.
    """
    scaled = _scaled_down(quaternions)
    norms = np.linalg.norm(scaled, axis=-1, keepdims=True)
    x, y, z, w = np.moveaxis(scaled / norms, -1, 0)
    result = np.empty((quaternions.shape[0], 3, 3))
    result[:, 0, 0] = 1 - 2 * (y * y + z * z)
    result[:, 0, 1] = 2 * (x * y - z * w)
    result[:, 0, 2] = 2 * (x * z + y * w)
    result[:, 1, 0] = 2 * (x * y + z * w)
    result[:, 1, 1] = 1 - 2 * (x * x + z * z)
    result[:, 1, 2] = 2 * (y * z - x * w)
    result[:, 2, 0] = 2 * (x * z - y * w)
    result[:, 2, 1] = 2 * (y * z + x * w)
    result[:, 2, 2] = 1 - 2 * (x * x + y * y)
    return result


def rotation_vector_rotations(vectors: FloatArray) -> FloatArray:
    """Rotation matrices of rotation vectors (unit axis times angle) of shape ``(N, 3)``.

    Any finite vector gives its rotation: the angle is found from the vector
    scaled down (``_scaled_down``), and its half, which is all the quaternion
    needs, is within a double's range even where the angle is not.
    """
    largest = np.max(np.abs(vectors), axis=-1)
    scaled = _scaled_down(vectors)
    lengths = np.linalg.norm(scaled, axis=-1)  # 1 to sqrt(3), or 0 for a zero vector
    half = (largest / 2.0) * lengths
    # sin(a/2)/a tends to 1/2 as a -> 0; the series keeps tiny rotations exact.
    small = half < 0.5e-8
    series = 0.5 - np.where(small, half, 0.0) ** 2 / 12.0
    direction = scaled / np.where(lengths > 0.0, lengths, 1.0)[:, None]
    vector_part = np.where(
        small[:, None], vectors * series[:, None], direction * np.sin(half)[:, None]
    )
    quaternions = np.concatenate([vector_part, np.cos(half)[:, None]], axis=-1)
    return quaternion_rotations(quaternions)


def ball_rotations(values: FloatArray) -> FloatArray:
    """Rotations of ball joint values: quaternions ``(N, 4)`` or rotation vectors ``(N, 3)``."""
    if values.shape[-1] == 4:
        return quaternion_rotations(values)
    return rotation_vector_rotations(values)


def joint_motion(
    joint_type: str,
    axes: tuple[FloatArray, ...],
    values: FloatArray,
    pitch: float = 1.0,
) -> FloatArray:
    """The joint frame's motion for each configuration, shape ``(N, 4, 4)``.

    Args:
        joint_type: The joint's type.
        axes: Unit axes in the joint frame: one for single-axis types, two for
            universal and revolute2, none for ball and fixed.
        values: Positions, shape ``(N,)`` for single-axis types, ``(N, 2)``
            for two-axis types, ``(N, 4)`` or ``(N, 3)`` for ball joints.
        pitch: ``screw_thread_pitch`` in metres per revolution (screw only).

    Returns:
        ``M(q)`` such that the child side of the joint frame is
        ``joint frame at zero @ M(q)``.

    Raises:
        ValueError: An unknown joint type.
    """
    count = values.shape[0]
    result = identities(count)
    if joint_type in ("revolute", "continuous"):
        result[:, :3, :3] = axis_rotations(axes[0], values)
    elif joint_type == "prismatic":
        result[:, :3, 3] = values[:, None] * axes[0]
    elif joint_type == "screw":
        result[:, :3, :3] = axis_rotations(axes[0], values)
        # A pitch of inf (a legacy thread_pitch of 0) does not move the zero position.
        travel = np.where(values == 0.0, 0.0, values * (pitch / (2.0 * math.pi)))
        result[:, :3, 3] = travel[:, None] * axes[0]
    elif joint_type in ("universal", "revolute2"):
        first = axis_rotations(axes[0], values[:, 0])
        second = axis_rotations(axes[1], values[:, 1])
        result[:, :3, :3] = first @ second
    elif joint_type == "ball":
        result[:, :3, :3] = ball_rotations(values)
    elif joint_type != "fixed":
        raise ValueError(f"joint type '{joint_type}' has no motion")
    return result


def rigid_inverse(transforms: FloatArray) -> FloatArray:
    """The inverses of rigid transforms of shape ``(..., 4, 4)`` (transpose, not a solve)."""
    rotation_t = np.swapaxes(transforms[..., :3, :3], -1, -2)
    result = np.zeros_like(transforms)
    result[..., :3, :3] = rotation_t
    result[..., :3, 3] = -(rotation_t @ transforms[..., :3, 3:4])[..., 0]
    result[..., 3, 3] = 1.0
    return result
