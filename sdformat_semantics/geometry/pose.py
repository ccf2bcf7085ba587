"""Rigid transforms for SDFormat pose resolution.

``Pose`` is an immutable position plus rotation, the value that a ``<pose>``
element denotes once its text is read. Conventions, matching libsdformat and
gz-math:

* An Euler pose is written ``x y z roll pitch yaw``. The rotation is
  ``R = Rz(yaw) @ Ry(pitch) @ Rx(roll)``: rotations about the fixed (parent)
  axes, roll applied first.
* Quaternions are stored in ``x, y, z, w`` order, the order SDFormat 1.10 writes
  for ``rotation_format="quat_xyzw"``. A stored quaternion is always unit length
  and has a canonical sign (``w >= 0``; see ``_to_quaternion`` for ``w == 0``),
  so one rotation has one stored form and ``==`` can compare arrays exactly.
* ``a @ b`` composes like matrices: ``(a @ b).matrix() == a.matrix() @ b.matrix()``.
  If ``b`` is the pose of a frame in ``a``'s frame and ``a`` is the pose of
  that frame in the world, ``a @ b`` is ``b`` in the world.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import ClassVar

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_runtime.values import format_computed, format_number
from sdformat_semantics.geometry.pose_text import values_text
from sdformat_semantics.geometry.pose_values import NORM_SLACK as _NORM_SLACK
from sdformat_semantics.geometry.pose_values import (
    PoseValues,
    compose_values,
    inverse_values,
    packed,
    plainly_valid,
    quaternion_rpy,
    rpy_quaternion,
    unit_values,
)

FloatArray = npt.NDArray[np.float64]

EULER_RPY = "euler_rpy"
"""``rotation_format`` of a pose written as ``x y z roll pitch yaw``."""

QUAT_XYZW = "quat_xyzw"
"""``rotation_format`` of a pose written as ``x y z qx qy qz qw``."""

_VALUE_COUNTS = {EULER_RPY: 6, QUAT_XYZW: 7}

_ROTATION_TOLERANCE = 1e-6
"""How far ``from_matrix`` input may be from a rigid transform before it is refused."""


def length(vector: npt.ArrayLike) -> float:
    """The Euclidean length, without overflow or underflow in the sum of squares.

    Scaling by the largest component first keeps huge inputs (``1e308``)
    from overflowing to inf with a warning, and tiny ones from vanishing.
    """
    values = np.asarray(vector, dtype=np.float64)
    largest = float(np.max(np.abs(values))) if values.size else 0.0
    if largest == 0.0 or not np.isfinite(largest):
        return largest
    return largest * float(np.linalg.norm(values / largest))


def _frozen_vector(value: npt.ArrayLike, size: int, what: str) -> FloatArray:
    # np.array copies, so later changes to the caller's sequence cannot reach the pose.
    array = np.array(value, dtype=np.float64)
    if array.shape != (size,):
        raise ValueError(f"{what} needs {size} numbers, got shape {array.shape}")
    if not np.all(np.isfinite(array)):
        raise ValueError(f"{what} must be finite, got {array.tolist()}")
    # Adding +0.0 turns -0.0 into 0.0, so equal poses also have equal bytes and hashes.
    array += 0.0
    array.setflags(write=False)
    return array


def _to_position(value: npt.ArrayLike) -> FloatArray:
    """Converter: three finite numbers as a read-only float64 array."""
    return _frozen_vector(value, 3, "position")


def _to_quaternion(value: npt.ArrayLike) -> FloatArray:
    """Converter: a unit ``x, y, z, w`` quaternion with a canonical sign.

    The sign is chosen so that the first non-zero of ``w, x, y, z`` is
    positive; that is ``w > 0`` except for half turns, which have ``w == 0``.

    Raises:
        ValueError: The value is not four finite numbers, or is all zeros.
    """
    quaternion = np.array(_frozen_vector(value, 4, "quaternion"))
    largest = float(np.max(np.abs(quaternion)))
    if largest == 0.0:
        raise ValueError("quaternion must not be zero")
    if abs(length(quaternion) - 1.0) > _NORM_SLACK:
        quaternion /= largest
        quaternion /= np.linalg.norm(quaternion)
    for component in (quaternion[3], quaternion[0], quaternion[1], quaternion[2]):
        if component != 0.0:
            if component < 0.0:
                quaternion = -quaternion
            break
    quaternion += 0.0
    quaternion.setflags(write=False)
    return quaternion


def values_of(pose: Pose) -> PoseValues:
    """A pose's seven floats."""
    x, y, z = pose.position.tolist()
    qx, qy, qz, qw = pose.quaternion.tolist()
    return (x, y, z, qx, qy, qz, qw)


def pose_of_values(values: PoseValues) -> Pose:
    """The ``Pose`` holding values made by this module's functions (not checked again)."""
    return Pose._of_packed(packed(values))


_NO_TURN = (0.0, 0.0, 0.0, 1.0)


def rpy_values(x: float, y: float, z: float, roll: float, pitch: float, yaw: float) -> PoseValues:
    """The values of ``Pose.from_rpy(x, y, z, roll, pitch, yaw)``.

    Raises:
        ValueError: A number is not finite.
    """
    position = (x, y, z)
    if roll == 0.0 and pitch == 0.0 and yaw == 0.0 and plainly_valid(position, _NO_TURN):
        # No angle: the quaternion is exactly (0, 0, 0, 1) (a -0 angle's -0 is dropped
        # below), so the position alone is left; most URDF origins write only xyz.
        return (x + 0.0, y + 0.0, z + 0.0, 0.0, 0.0, 0.0, 1.0)
    quaternion = rpy_quaternion(roll, pitch, yaw)
    if plainly_valid(position, quaternion):
        return unit_values(x, y, z, *quaternion)
    return values_of(Pose(position=position, quaternion=quaternion))


def _matrix_to_quaternion(rotation: FloatArray) -> FloatArray:
    """Shepperd's method: divide by the largest of ``4w², 4x², 4y², 4z²``.

    That divisor is at least 1 for a rotation matrix, so no branch loses
    precision the way the trace-only formula does near half turns.
    """
    r = rotation.tolist()
    trace = r[0][0] + r[1][1] + r[2][2]
    best = max(range(4), key=lambda i: (trace, r[0][0], r[1][1], r[2][2])[i])
    if best == 0:
        w = 0.5 * math.sqrt(1.0 + trace)
        s = 0.25 / w
        x, y, z = (r[2][1] - r[1][2]) * s, (r[0][2] - r[2][0]) * s, (r[1][0] - r[0][1]) * s
    elif best == 1:
        x = 0.5 * math.sqrt(1.0 + r[0][0] - r[1][1] - r[2][2])
        s = 0.25 / x
        w, y, z = (r[2][1] - r[1][2]) * s, (r[0][1] + r[1][0]) * s, (r[0][2] + r[2][0]) * s
    elif best == 2:
        y = 0.5 * math.sqrt(1.0 - r[0][0] + r[1][1] - r[2][2])
        s = 0.25 / y
        w, x, z = (r[0][2] - r[2][0]) * s, (r[0][1] + r[1][0]) * s, (r[1][2] + r[2][1]) * s
    else:
        z = 0.5 * math.sqrt(1.0 - r[0][0] - r[1][1] + r[2][2])
        s = 0.25 / z
        w, x, y = (r[1][0] - r[0][1]) * s, (r[0][2] + r[2][0]) * s, (r[1][2] + r[2][1]) * s
    return np.array([x, y, z, w], dtype=np.float64)


_IDENTITY: Pose | None = None


@attrs.frozen(eq=False)
class Pose:
    """An immutable rigid transform: rotate by ``quaternion``, then translate by ``position``.

    Both fields accept any sequence of numbers and are stored as read-only
    ``float64`` arrays. ``==`` compares exactly; use ``isclose`` for computed
    poses.

    Attributes:
        position: Translation ``x, y, z``, shape (3,).
        quaternion: Rotation as a unit quaternion ``x, y, z, w``, shape (4,),
            with the canonical sign described in the module docstring.
    """

    position: FloatArray = attrs.field(converter=_to_position)
    quaternion: FloatArray = attrs.field(converter=_to_quaternion)

    # Tells numpy not to handle ``pose @ array`` itself (it would treat the pose
    # as a 0-d object array and fail with a confusing shape error), so Python
    # raises a plain TypeError instead.
    __array_ufunc__: ClassVar[None] = None

    @classmethod
    def identity(cls) -> Pose:
        """The transform that changes nothing (one shared instance: poses are immutable)."""
        global _IDENTITY
        if _IDENTITY is None or type(_IDENTITY) is not cls:
            _IDENTITY = cls(position=(0.0, 0.0, 0.0), quaternion=(0.0, 0.0, 0.0, 1.0))
        return _IDENTITY

    @classmethod
    def from_rpy(cls, x: float, y: float, z: float, roll: float, pitch: float, yaw: float) -> Pose:
        """A pose from a position and fixed-axis Euler angles in radians.

        Args:
            x: Position along x.
            y: Position along y.
            z: Position along z.
            roll: Rotation about x, applied first.
            pitch: Rotation about y, applied second.
            yaw: Rotation about z, applied last.

        Returns:
            The pose whose rotation is ``Rz(yaw) @ Ry(pitch) @ Rx(roll)``.
        """
        quaternion = rpy_quaternion(roll, pitch, yaw)
        return cls._from_floats((x, y, z), quaternion)

    @classmethod
    def from_sdf(
        cls, values: npt.ArrayLike, *, rotation_format: str = EULER_RPY, degrees: bool = False
    ) -> Pose:
        """A pose from the numbers of a ``<pose>`` element.

        Args:
            values: Six numbers ``x y z roll pitch yaw`` for ``euler_rpy``, or
                seven ``x y z qx qy qz qw`` for ``quat_xyzw``. No numbers (an
                empty ``<pose/>``) is the identity in either format.
            rotation_format: The element's ``rotation_format`` attribute.
            degrees: The element's ``degrees`` attribute; angles are in
                degrees rather than radians.

        Returns:
            The pose the numbers describe.

        Raises:
            ValueError: Unknown format, wrong number of values, non-finite
                values, a zero quaternion, or ``degrees`` with quaternions
                (libsdformat refuses that combination too).
        """
        if rotation_format not in _VALUE_COUNTS:
            raise ValueError(
                f"unknown rotation_format '{rotation_format}'; "
                f"expected one of {', '.join(_VALUE_COUNTS)}"
            )
        if degrees and rotation_format == QUAT_XYZW:
            raise ValueError("degrees='true' does not apply to quat_xyzw poses")
        numbers = np.array(values, dtype=np.float64).reshape(-1)
        if numbers.size == 0:
            return cls.identity()
        expected = _VALUE_COUNTS[rotation_format]
        if numbers.size != expected:
            raise ValueError(
                f"a {rotation_format} pose needs {expected} numbers, got {numbers.size}"
            )
        if rotation_format == QUAT_XYZW:
            return cls(position=numbers[:3], quaternion=numbers[3:])
        x, y, z, roll, pitch, yaw = numbers.tolist()
        if degrees:
            roll, pitch, yaw = math.radians(roll), math.radians(pitch), math.radians(yaw)
        return cls.from_rpy(x, y, z, roll, pitch, yaw)

    @classmethod
    def from_matrix(cls, matrix: npt.ArrayLike) -> Pose:
        """A pose from a 4x4 homogeneous transform.

        Args:
            matrix: ``[[R, p], [0, 1]]`` with ``R`` a rotation matrix.

        Returns:
            The pose with position ``p`` and rotation ``R``.

        Raises:
            ValueError: The matrix is not 4x4, not finite, or not a rigid
                transform to within 1e-6 (so a wrong matrix is not silently
                turned into some rotation).
        """
        m = np.array(matrix, dtype=np.float64)
        if m.shape != (4, 4):
            raise ValueError(f"a homogeneous transform is 4x4, got shape {m.shape}")
        if not np.all(np.isfinite(m)):
            raise ValueError("transform matrix must be finite")
        rotation = m[:3, :3]
        if (
            not np.allclose(m[3], (0.0, 0.0, 0.0, 1.0), rtol=0.0, atol=_ROTATION_TOLERANCE)
            or not np.allclose(rotation @ rotation.T, np.eye(3), rtol=0.0, atol=_ROTATION_TOLERANCE)
            or np.linalg.det(rotation) <= 0.0
        ):
            raise ValueError("matrix is not a rigid transform (rotation plus translation)")
        return cls(position=m[:3, 3], quaternion=_matrix_to_quaternion(rotation))

    def rotation_matrix(self) -> FloatArray:
        """The 3x3 rotation matrix of ``quaternion``."""
        x, y, z, w = self.quaternion.tolist()
        return np.array(
            [
                [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
                [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
                [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
            ],
            dtype=np.float64,
        )

    def matrix(self) -> FloatArray:
        """The 4x4 homogeneous transform ``[[R, p], [0, 1]]``."""
        result = np.eye(4, dtype=np.float64)
        result[:3, :3] = self.rotation_matrix()
        result[:3, 3] = self.position
        return result

    def rpy(self) -> FloatArray:
        """Roll, pitch and yaw in radians, with ``R = Rz(yaw) @ Ry(pitch) @ Rx(roll)``.

        Roll and yaw lie in ``[-pi, pi]`` and pitch in ``[-pi/2, pi/2]``. At
        gimbal lock (pitch of ±pi/2) roll is 0 and yaw holds the whole turn
        about the vertical.
        """
        return np.array(quaternion_rpy(*self.quaternion.tolist()), dtype=np.float64)

    def inverse(self) -> Pose:
        """The transform that undoes this one: ``p @ p.inverse()`` is the identity.

        Raises:
            OverflowError: The inverse's position leaves the range of a double
                (a position near ``1e308`` whose length does not fit one).
        """
        return Pose._of_values(inverse_values(values_of(self)))

    def __matmul__(self, other: Pose) -> Pose:
        if not isinstance(other, Pose):
            return NotImplemented
        # Plain float arithmetic: numpy's per-call overhead dominates on 3- and
        # 4-vectors, and resolving a large world composes thousands of poses.
        return Pose._of_values(compose_values(values_of(self), values_of(other)))

    @classmethod
    def _from_floats(
        cls, position: tuple[float, float, float], quaternion: tuple[float, float, float, float]
    ) -> Pose:
        """``cls(position=..., quaternion=...)`` without numpy's per-call cost on tiny arrays.

        Every pose read from a file is made here. Plain floats whose quaternion
        is so close to unit length that ``length`` cannot judge it otherwise
        give the converters' result bit for bit; anything else (rare) goes
        through the converters, which also raise the errors.
        """
        if plainly_valid(position, quaternion):
            return cls._trusted(position, quaternion)
        return cls(position=position, quaternion=quaternion)

    @classmethod
    def _trusted(
        cls, position: tuple[float, float, float], quaternion: tuple[float, float, float, float]
    ) -> Pose:
        """A pose from values computed from valid poses: finite, the quaternion nearly unit.

        Skips the converters' checks but still normalises the quaternion and
        gives it the canonical sign, so results equal what ``Pose(...)`` makes.
        """
        return cls._of_values(unit_values(*position, *quaternion))

    @classmethod
    def _of_values(cls, values: PoseValues) -> Pose:
        """The pose holding values that are already valid (see ``PoseValues``), unchecked."""
        return cls._of_packed(packed(values))

    @classmethod
    def _of_packed(cls, buffer: bytes) -> Pose:
        """The pose over seven packed doubles that are already valid, unchecked."""
        # Both arrays read the one buffer, and frombuffer's arguments go by position:
        # numpy parses keywords slowly, and resolving a world makes a pose per frame asked.
        pose = object.__new__(cls)
        _SET_POSITION(pose, np.frombuffer(buffer, _FLOAT64, 3))
        _SET_QUATERNION(pose, np.frombuffer(buffer, _FLOAT64, -1, 24))
        return pose

    def transform_point(self, point: npt.ArrayLike) -> FloatArray:
        """Rotate then translate a point: ``R @ point + position``."""
        return self.rotate_vector(point) + self.position

    def rotate_vector(self, vector: npt.ArrayLike) -> FloatArray:
        """Rotate a direction without translating it: ``R @ vector``."""
        v = np.asarray(vector, dtype=np.float64)
        if v.shape != (3,):
            raise ValueError(f"a vector needs 3 numbers, got shape {v.shape}")
        return self.rotation_matrix() @ v

    def to_sdf(self, rotation_format: str = EULER_RPY) -> str:
        """The text of a ``<pose>`` element with the given ``rotation_format``.

        The numbers are computed, so they are written by ``format_computed``
        (12 significant digits, positions to 1e-11 m at least): the same text
        on every machine, which ``Pose.from_sdf`` reads as a pose that
        ``isclose`` to this one. Near gimbal lock the angles amplify noise by
        ``1 / cos(pitch)``, beyond what rounding can hide.

        Raises:
            ValueError: Unknown ``rotation_format``.
        """
        if rotation_format == EULER_RPY:
            return values_text(values_of(self))
        if rotation_format != QUAT_XYZW:
            raise ValueError(f"unknown rotation_format '{rotation_format}'")
        rotation = self.quaternion.tolist()
        return f"{format_computed(self.position.tolist(), 1.0)} {format_computed(rotation, 1.0)}"

    def isclose(self, other: Pose, tol: float = 1e-9) -> bool:
        """Whether two poses agree to within ``tol``.

        Positions may differ by ``tol`` times the larger of 1 and the position
        lengths, so the test is absolute near the origin and relative far from
        it. Quaternions ``q`` and ``-q`` are the same rotation, so the rotation
        test takes the nearer of the two (the distance is about half the angle
        between the rotations).

        Args:
            other: The pose to compare with.
            tol: Allowed difference.

        Returns:
            True if both position and rotation agree.
        """
        scale = max(1.0, length(self.position), length(other.position))
        with np.errstate(over="ignore"):  # positions near the float limit differ by inf
            position_error = length(self.position - other.position)
        rotation_error = min(
            float(np.linalg.norm(self.quaternion - other.quaternion)),
            float(np.linalg.norm(self.quaternion + other.quaternion)),
        )
        return position_error <= tol * scale and rotation_error <= tol

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Pose):
            return NotImplemented
        return bool(
            np.array_equal(self.position, other.position)
            and np.array_equal(self.quaternion, other.quaternion)
        )

    def __hash__(self) -> int:
        # The converters remove -0.0 and fix the quaternion sign, so poses that
        # compare equal have identical bytes.
        return hash((self.position.tobytes(), self.quaternion.tobytes()))

    def __repr__(self) -> str:
        position = ", ".join(format_number(v) for v in self.position.tolist())
        rpy = ", ".join(format_number(v) for v in self.rpy().tolist())
        return f"Pose(position=({position}), rpy=({rpy}))"


# The slots' own setters: what object.__setattr__ reaches, without its name lookup.
_SET_POSITION = Pose.__dict__["position"].__set__
_SET_QUATERNION = Pose.__dict__["quaternion"].__set__
_FLOAT64 = np.dtype(np.float64)
"""``frombuffer`` takes a dtype object a little faster than the scalar type it stands for."""

pose_of_packed: Callable[[bytes], Pose] = Pose._of_packed
"""The ``Pose`` over ``packed`` values, sharing their bytes (the constructor itself: a
large world's every link pose is made through it)."""
