"""Pose: hand-computed transforms, SDFormat text in both rotation formats, and algebra laws."""

from __future__ import annotations

import math
import sys

import attrs
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import sdformat_semantics
from sdformat_runtime.versions import version_key
from sdformat_semantics.geometry.pose import _NORM_SLACK, Pose, length
from sdformat_semantics.versions import PACKAGES, SUPPORTED_VERSIONS

EPSILON = sys.float_info.epsilon

HALF_PI = math.pi / 2

coordinate = st.floats(min_value=-1e3, max_value=1e3, allow_nan=False, allow_infinity=False)
angle = st.floats(min_value=-math.pi, max_value=math.pi, allow_nan=False, allow_infinity=False)
# Strictly inside (-pi/2, pi/2): at the ends only yaw -/+ roll is determined.
inner_pitch = st.floats(min_value=-HALF_PI, max_value=HALF_PI, exclude_min=True, exclude_max=True)
# Any direction, not unit length (the constructor normalises); near-zero draws are dropped.
quaternion = st.lists(
    st.floats(min_value=-1.0, max_value=1.0, allow_nan=False), min_size=4, max_size=4
).filter(lambda q: math.fsum(c * c for c in q) > 1e-6)


@st.composite
def poses(draw: st.DrawFn) -> Pose:
    position = [draw(coordinate) for _ in range(3)]
    return Pose(position=position, quaternion=draw(quaternion))


def _wrap(value: float) -> float:
    """The angle in (-pi, pi] equal to ``value`` modulo a full turn."""
    return math.remainder(value, 2 * math.pi)


def _scale(*ps: Pose) -> float:
    return max(1.0, *(float(np.linalg.norm(p.position)) for p in ps))


# Construction and storage.


def test_fields_convert_to_read_only_float64_arrays() -> None:
    pose = Pose(position=[1, 2, 3], quaternion=[0, 0, 0, 1])
    assert pose.position.dtype == np.float64
    assert pose.quaternion.dtype == np.float64
    assert pose.position.shape == (3,)
    assert pose.quaternion.shape == (4,)
    with pytest.raises(ValueError, match="read-only"):
        pose.position[0] = 5.0
    with pytest.raises(ValueError, match="read-only"):
        pose.quaternion[0] = 5.0


def test_fields_are_copies_of_the_input() -> None:
    source = np.array([1.0, 2.0, 3.0])
    pose = Pose(position=source, quaternion=(0, 0, 0, 1))
    source[0] = 9.0
    assert pose.position.tolist() == [1.0, 2.0, 3.0]


def test_quaternion_is_normalised_with_canonical_sign() -> None:
    pose = Pose(position=(0, 0, 0), quaternion=(0, 0, 0, -2))
    assert pose.quaternion.tolist() == [0.0, 0.0, 0.0, 1.0]
    # A half turn has w == 0, so the sign falls to the first non-zero of x, y, z.
    half_turn = Pose(position=(0, 0, 0), quaternion=(0, -3, 4, 0))
    assert half_turn.quaternion.tolist() == [0.0, 0.6, -0.8, 0.0]
    assert half_turn == Pose(position=(0, 0, 0), quaternion=(0, 3, -4, 0))


@pytest.mark.parametrize(
    ("position", "quaternion"),
    [
        ((0, 0, 0), (0, 0, 0, 0)),
        ((0, 0), (0, 0, 0, 1)),
        ((0, 0, 0), (0, 0, 1)),
        ((math.nan, 0, 0), (0, 0, 0, 1)),
        ((0, 0, 0), (math.inf, 0, 0, 1)),
    ],
)
def test_bad_fields_are_refused(position: tuple[float, ...], quaternion: tuple[float, ...]) -> None:
    with pytest.raises(ValueError):
        Pose(position=position, quaternion=quaternion)


def test_equality_is_exact_and_hash_agrees() -> None:
    a = Pose.from_rpy(1, 2, 3, 0.1, 0.2, 0.3)
    b = Pose(position=(1, 2, 3), quaternion=a.quaternion)
    assert a == b
    assert hash(a) == hash(b)
    assert attrs.evolve(a) == a
    assert a != Pose.from_rpy(1, 2, 3, 0.1, 0.2, 0.3 + 1e-12)
    assert a != "not a pose"
    assert Pose(position=(-0.0, 0, 0), quaternion=(0, 0, 0, 1)) == Pose.identity()
    assert hash(Pose(position=(-0.0, 0, 0), quaternion=(0, 0, 0, 1))) == hash(Pose.identity())


def test_isclose_treats_opposite_quaternions_as_one_rotation() -> None:
    a = Pose(position=(0, 0, 0), quaternion=(0, 0, 1, 1e-10))
    b = Pose(position=(0, 0, 0), quaternion=(0, 0, -1, 1e-10))
    assert a.quaternion[2] == -b.quaternion[2]
    assert a.isclose(b)
    assert not a.isclose(Pose.identity())
    assert not Pose.identity().isclose(Pose(position=(1e-6, 0, 0), quaternion=(0, 0, 0, 1)))


# Hand-computed transforms.


def test_identity() -> None:
    identity = Pose.identity()
    np.testing.assert_array_equal(identity.matrix(), np.eye(4))
    assert identity.rpy().tolist() == [0.0, 0.0, 0.0]
    assert repr(identity) == "Pose(position=(0, 0, 0), rpy=(0, 0, 0))"


def test_quarter_yaw_turns_x_into_y() -> None:
    pose = Pose.from_rpy(0, 0, 0, 0, 0, HALF_PI)
    np.testing.assert_allclose(pose.rotate_vector([1, 0, 0]), [0, 1, 0], atol=1e-15)
    np.testing.assert_allclose(pose.rotate_vector([0, 1, 0]), [-1, 0, 0], atol=1e-15)
    np.testing.assert_allclose(pose.rotate_vector([0, 0, 1]), [0, 0, 1], atol=1e-15)
    s = math.sqrt(0.5)
    np.testing.assert_allclose(pose.quaternion, [0, 0, s, s], atol=1e-15)


def test_roll_pitch_yaw_each_turn_about_their_axis() -> None:
    roll = Pose.from_rpy(0, 0, 0, HALF_PI, 0, 0)
    pitch = Pose.from_rpy(0, 0, 0, 0, HALF_PI, 0)
    np.testing.assert_allclose(roll.rotate_vector([0, 1, 0]), [0, 0, 1], atol=1e-15)
    np.testing.assert_allclose(pitch.rotate_vector([0, 0, 1]), [1, 0, 0], atol=1e-15)


def test_roll_is_applied_before_yaw() -> None:
    # Rz(pi/2) @ Rx(pi/2): y goes to z under the roll, and z stays put under the yaw.
    pose = Pose.from_rpy(0, 0, 0, HALF_PI, 0, HALF_PI)
    np.testing.assert_allclose(pose.rotate_vector([0, 1, 0]), [0, 0, 1], atol=1e-15)
    np.testing.assert_allclose(pose.rotate_vector([1, 0, 0]), [0, 1, 0], atol=1e-15)


def test_transform_point_rotates_then_translates() -> None:
    pose = Pose.from_rpy(1, 2, 3, 0, 0, HALF_PI)
    np.testing.assert_allclose(pose.transform_point([1, 0, 0]), [1, 3, 3], atol=1e-15)
    with pytest.raises(ValueError, match="3 numbers"):
        pose.transform_point([1, 0])


def test_known_composition() -> None:
    # A frame at (1, 0, 0) turned a quarter about z, holding a child 2 along its own x.
    parent = Pose.from_rpy(1, 0, 0, 0, 0, HALF_PI)
    child = Pose.from_rpy(2, 0, 0, 0, 0, HALF_PI)
    world = parent @ child
    np.testing.assert_allclose(world.position, [1, 2, 0], atol=1e-15)
    np.testing.assert_allclose(world.rpy(), [0, 0, math.pi], atol=1e-15)
    expected = Pose(position=(1, 2, 0), quaternion=(0, 0, 1, 0))
    assert world.isclose(expected)


def test_matmul_refuses_other_types() -> None:
    with pytest.raises(TypeError):
        Pose.identity() @ np.eye(4)  # type: ignore[operator]


def test_inverse_of_a_known_pose() -> None:
    inverse = Pose.from_rpy(1, 2, 3, 0, 0, HALF_PI).inverse()
    np.testing.assert_allclose(inverse.position, [-2, 1, -3], atol=1e-15)
    np.testing.assert_allclose(inverse.rpy(), [0, 0, -HALF_PI], atol=1e-15)


def test_rpy_of_a_known_matrix() -> None:
    # Ry(pi/2) alone: x goes to -z, z goes to x.
    matrix = np.array(
        [[0.0, 0.0, 1.0, 4.0], [0.0, 1.0, 0.0, 5.0], [-1.0, 0.0, 0.0, 6.0], [0.0, 0.0, 0.0, 1.0]]
    )
    pose = Pose.from_matrix(matrix)
    np.testing.assert_allclose(pose.rpy(), [0, HALF_PI, 0], atol=1e-15)
    assert pose.position.tolist() == [4.0, 5.0, 6.0]
    # A half turn about x: the trace is -1, where the trace-only formula breaks down.
    flip = np.diag([1.0, -1.0, -1.0, 1.0])
    np.testing.assert_allclose(Pose.from_matrix(flip).quaternion, [1, 0, 0, 0], atol=1e-15)
    np.testing.assert_allclose(np.abs(Pose.from_matrix(flip).rpy()), [math.pi, 0, 0], atol=1e-15)


@pytest.mark.parametrize(
    "matrix",
    [
        np.eye(3),
        np.diag([1.0, 1.0, 2.0, 1.0]),
        np.diag([-1.0, 1.0, 1.0, 1.0]),
        np.array([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [1, 0, 0, 1]], dtype=float),
        np.full((4, 4), math.nan),
    ],
    ids=["3x3", "scaled", "reflection", "bottom-row", "nan"],
)
def test_from_matrix_refuses_what_is_not_a_rigid_transform(matrix: np.ndarray) -> None:
    with pytest.raises(ValueError):
        Pose.from_matrix(matrix)


@pytest.mark.parametrize("pitch", [HALF_PI, -HALF_PI])
def test_rpy_at_gimbal_lock_puts_the_turn_in_yaw(pitch: float) -> None:
    pose = Pose.from_rpy(0, 0, 0, 0.3, pitch, 0.5)
    roll, got_pitch, yaw = pose.rpy().tolist()
    assert roll == 0.0
    assert got_pitch == pytest.approx(pitch, abs=1e-12)
    # Pitch up leaves only yaw - roll determined, pitch down only yaw + roll.
    assert yaw == pytest.approx(0.5 - 0.3 if pitch > 0 else 0.5 + 0.3, abs=1e-12)
    rebuilt = Pose.from_rpy(0, 0, 0, roll, got_pitch, yaw)
    np.testing.assert_allclose(rebuilt.rotation_matrix(), pose.rotation_matrix(), atol=1e-12)


# SDFormat text.


def test_from_sdf_euler_in_radians_and_degrees() -> None:
    radians = Pose.from_sdf([1, 2, 3, 0, 0, HALF_PI])
    degrees = Pose.from_sdf([1, 2, 3, 0, 0, 90], degrees=True)
    assert radians.isclose(degrees, tol=1e-15)
    assert radians == Pose.from_rpy(1, 2, 3, 0, 0, HALF_PI)
    thirty = Pose.from_sdf([0, 0, 0, 30, 0, 0], degrees=True)
    assert thirty.rpy()[0] == pytest.approx(math.pi / 6, abs=1e-15)


def test_from_sdf_quat_xyzw() -> None:
    s = math.sqrt(0.5)
    pose = Pose.from_sdf([1, 2, 3, 0, 0, s, s], rotation_format="quat_xyzw")
    assert pose.isclose(Pose.from_rpy(1, 2, 3, 0, 0, HALF_PI), tol=1e-15)
    # Un-normalised input is normalised, as for the constructor.
    scaled = Pose.from_sdf([1, 2, 3, 0, 0, 2, 2], rotation_format="quat_xyzw")
    assert scaled.isclose(pose, tol=1e-15)


@pytest.mark.parametrize("rotation_format", ["euler_rpy", "quat_xyzw"])
def test_from_sdf_empty_is_identity(rotation_format: str) -> None:
    assert Pose.from_sdf([], rotation_format=rotation_format) == Pose.identity()
    assert Pose.from_sdf(np.zeros(0), rotation_format=rotation_format) == Pose.identity()


@pytest.mark.parametrize(
    ("values", "rotation_format"),
    [
        ([1, 2, 3], "euler_rpy"),
        ([1, 2, 3, 0, 0, 0, 1], "euler_rpy"),
        ([1, 2, 3, 0, 0, 0], "quat_xyzw"),
        ([1, 2, 3, 0, 0, 0, 1, 0], "quat_xyzw"),
    ],
)
def test_from_sdf_wrong_count_raises(values: list[float], rotation_format: str) -> None:
    with pytest.raises(ValueError, match="needs"):
        Pose.from_sdf(values, rotation_format=rotation_format)


def test_from_sdf_refuses_bad_options_and_zero_quaternion() -> None:
    with pytest.raises(ValueError, match="rotation_format"):
        Pose.from_sdf([0] * 6, rotation_format="euler_xyz")
    with pytest.raises(ValueError, match="degrees"):
        Pose.from_sdf([0, 0, 0, 0, 0, 0, 1], rotation_format="quat_xyzw", degrees=True)
    with pytest.raises(ValueError, match="zero"):
        Pose.from_sdf([0] * 7, rotation_format="quat_xyzw")


def test_to_sdf_text() -> None:
    pose = Pose.from_rpy(1, 2.5, -3, 0, 0, 0)
    assert pose.to_sdf() == "1 2.5 -3 0 0 0"
    assert pose.to_sdf("quat_xyzw") == "1 2.5 -3 0 0 0 1"
    with pytest.raises(ValueError, match="rotation_format"):
        pose.to_sdf("euler_xyz")


def test_repr_shows_position_and_rpy() -> None:
    pose = Pose.from_rpy(1, 2, 3, 0, 0.5, 0)
    assert repr(pose).startswith("Pose(position=(1, 2, 3), rpy=(0, 0.5")


# Properties.


@given(coordinate, coordinate, coordinate, angle, inner_pitch, angle)
def test_rpy_round_trips_the_rotation(
    x: float, y: float, z: float, roll: float, pitch: float, yaw: float
) -> None:
    pose = Pose.from_rpy(x, y, z, roll, pitch, yaw)
    rebuilt = Pose.from_rpy(x, y, z, *pose.rpy().tolist())
    np.testing.assert_allclose(rebuilt.rotation_matrix(), pose.rotation_matrix(), atol=1e-12)
    assert rebuilt.isclose(pose)


@given(coordinate, coordinate, coordinate, st.floats(-1e4, 1e4), st.floats(-1e4, 1e4), angle)
def test_from_rpy_stores_what_the_constructor_stores(
    x: float, y: float, z: float, roll: float, pitch: float, yaw: float
) -> None:
    """The fast path of from_rpy gives the constructor's pose bit for bit (so == holds)."""
    pose = Pose.from_rpy(x, y, z, roll, pitch, yaw)
    half = [(math.cos(a / 2), math.sin(a / 2)) for a in (roll, pitch, yaw)]
    (cr, sr), (cp, sp), (cy, sy) = half
    quaternion = (
        sr * cp * cy - cr * sp * sy,
        cr * sp * cy + sr * cp * sy,
        cr * cp * sy - sr * sp * cy,
        cr * cp * cy + sr * sp * sy,
    )
    built = Pose(position=(x, y, z), quaternion=quaternion)
    assert pose.position.tobytes() == built.position.tobytes()
    assert pose.quaternion.tobytes() == built.quaternion.tobytes()


@given(
    angle, st.floats(min_value=-1.5, max_value=1.5), angle
)  # away from gimbal lock, so the angles themselves are well determined
def test_rpy_round_trips_the_angles(roll: float, pitch: float, yaw: float) -> None:
    got = Pose.from_rpy(0, 0, 0, roll, pitch, yaw).rpy().tolist()
    for expected, actual in zip((roll, pitch, yaw), got, strict=True):
        assert abs(_wrap(actual - expected)) <= 1e-9
    assert -math.pi <= got[0] <= math.pi
    assert -HALF_PI <= got[1] <= HALF_PI
    assert -math.pi <= got[2] <= math.pi


@given(poses())
def test_pose_times_inverse_is_identity(pose: Pose) -> None:
    assert (pose @ pose.inverse()).isclose(Pose.identity(), tol=1e-9 * _scale(pose))
    assert (pose.inverse() @ pose).isclose(Pose.identity(), tol=1e-9 * _scale(pose))


@given(poses(), poses())
def test_composition_matches_matrix_product(a: Pose, b: Pose) -> None:
    np.testing.assert_allclose(
        (a @ b).matrix(), a.matrix() @ b.matrix(), rtol=0, atol=1e-9 * _scale(a, b)
    )


@given(poses(), poses(), poses())
def test_composition_is_associative(a: Pose, b: Pose, c: Pose) -> None:
    assert ((a @ b) @ c).isclose(a @ (b @ c))


@given(poses(), st.lists(coordinate, min_size=3, max_size=3))
def test_transform_point_matches_matrix(pose: Pose, point: list[float]) -> None:
    expected = (pose.matrix() @ np.array([*point, 1.0]))[:3]
    np.testing.assert_allclose(
        pose.transform_point(point), expected, rtol=0, atol=1e-9 * _scale(pose)
    )


@given(poses())
def test_from_matrix_round_trips(pose: Pose) -> None:
    assert Pose.from_matrix(pose.matrix()).isclose(pose)


@given(poses(), poses())
def test_quaternions_stay_unit_norm(a: Pose, b: Pose) -> None:
    for pose in (a, b, a @ b, a.inverse(), Pose.from_matrix(a.matrix())):
        # The converter's documented slack; a norm measured in floats is itself off by ulps.
        assert abs(float(np.linalg.norm(pose.quaternion)) - 1.0) <= _NORM_SLACK + 2 * EPSILON
        assert pose.quaternion[3] >= 0.0


@given(poses(), st.sampled_from(["euler_rpy", "quat_xyzw"]))
def test_sdf_text_round_trips(pose: Pose, rotation_format: str) -> None:
    numbers = [float(word) for word in pose.to_sdf(rotation_format).split()]
    again = Pose.from_sdf(numbers, rotation_format=rotation_format)
    # The text is rounded to 12 significant digits (positions at least to 1e-11 m).
    assert again.isclose(pose, 1e-10)


def test_lengths_and_comparisons_do_not_overflow_near_the_float_limit() -> None:
    """1e308 components are legal doubles: no overflow warning (an error under pytest)."""
    huge = Pose.from_rpy(1e308, 1e308, 1e308, 0.0, 0.0, 0.0)
    assert huge.isclose(huge)
    assert not huge.isclose(Pose.from_rpy(-1e308, -1e308, -1e308, 0.0, 0.0, 0.0))
    assert length([1e308, 1e308, 1e308]) == pytest.approx(math.sqrt(3) * 1e308)
    assert length([1e-320, 0.0, 0.0]) == 1e-320


@pytest.mark.parametrize("declared", ["1.7", "1.8"])
@pytest.mark.parametrize("flag", ["true", "1", "false", "0", "TRUE"])
def test_degrees_on_an_old_pose_means_one_thing_whatever_version_it_is_read_as(
    declared: str, flag: str
) -> None:
    pose = f'<pose degrees="{flag}">1 2 3 30 -45 90</pose>'
    text = f'<sdf version="{declared}"><model name="m"><link name="l">{pose}</link></model></sdf>'
    in_degrees = flag.lower() in ("true", "1")
    angles = [math.radians(a) for a in (30, -45, 90)] if in_degrees else [30.0, -45.0, 90.0]
    expected = Pose.from_rpy(1, 2, 3, *angles)
    targets = [
        v for v in SUPPORTED_VERSIONS if v in PACKAGES and version_key(v) >= version_key(declared)
    ]
    for target in targets:
        document = sdformat_semantics.load(text, version=target)
        assert document.valid, (target, document.errors)
        assert document.pose("l").isclose(expected), target
        assert sdformat_semantics.load(document.to_xml()).pose("l").isclose(expected), target
