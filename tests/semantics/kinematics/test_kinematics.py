"""Poses at a joint configuration: the tutorial's models, every joint type, axes, limits."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode
from sdformat_semantics.document.loaded import Document
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics import ConfigurationError, JointLimitWarning

Q = 0.78


def load(text: str) -> Document:
    document = sdformat_semantics.load(text)
    assert document.valid, [str(e) for e in document.errors]
    return document


def two_links(joint_pose: str, link2_pose: str = "0.1 0 0.1 0 0 0", axis: str = "0 1 0") -> str:
    return f"""<sdf version="1.10"><model name="m">
      <link name="linkA"><pose>0 0 0 0 0 0</pose></link>
      <link name="linkB"><pose>{link2_pose}</pose></link>
      <joint name="jointAB" type="revolute">
        <pose>{joint_pose}</pose><parent>linkA</parent><child>linkB</child>
        <axis><xyz>{axis}</xyz></axis>
      </joint>
      <joint name="joint_world" type="fixed"><parent>world</parent><child>linkA</child></joint>
    </model></sdf>"""


def rot_y(angle: float) -> np.ndarray:
    c, s = math.cos(angle), math.sin(angle)
    return np.array([[c, 0, s], [0, 1, 0], [-s, 0, c]])


# The tutorial's two models -------------------------------------------------------


def test_the_tutorials_two_models_part_after_turning_by_0_78() -> None:
    """Same link pose at rest; the joint pose, fixed on the child, decides the motion.

    Model 1: joint at 0 0 -0.1 in linkB (0.1 0 0.1), so at 0.1 0 0 in the world;
    linkB is 0.1 above it, and turning about +y by q carries (0, 0, 0.1) to
    (0.1 sin q, 0, 0.1 cos q). Model 2: joint at -0.1 0 0 in link2, so at
    0 0 0.1; link2 is 0.1 along x from it, carried to (0.1 cos q, 0, -0.1 sin q).
    Both links end up pitched by q.
    """
    first = load(two_links("0 0 -0.1 0 0 0"))
    second = load(two_links("-0.1 0 0 0 0 0"))
    assert first.pose("linkB") == second.pose("linkB") == Pose.from_rpy(0.1, 0, 0.1, 0, 0, 0)
    expected_1 = [0.1 + 0.1 * math.sin(Q), 0.0, 0.1 * math.cos(Q)]
    expected_2 = [0.1 * math.cos(Q), 0.0, 0.1 - 0.1 * math.sin(Q)]
    moved_1 = first.pose("linkB", positions={"jointAB": Q})
    moved_2 = second.pose("linkB", positions={"jointAB": Q})
    assert np.allclose(moved_1.position, expected_1, atol=1e-12)
    assert np.allclose(moved_2.position, expected_2, atol=1e-12)
    for moved in (moved_1, moved_2):
        assert np.allclose(moved.rotation_matrix(), rot_y(Q), atol=1e-12)
    # The joint frame moves with linkB; the parent side stays where the joint was.
    joint_1 = first.pose("jointAB", positions={"jointAB": Q})
    assert np.allclose(joint_1.position, [0.1, 0, 0], atol=1e-12)
    assert first.pose("linkA", positions={"jointAB": Q}) == first.pose("linkA")


def test_no_positions_and_zero_positions_are_the_static_poses_exactly() -> None:
    document = load(two_links("0 0 -0.1 0.2 0.3 0.4"))
    for frame in ("linkA", "linkB", "jointAB", "__model__"):
        static = document.pose(frame)
        assert document.pose(frame, positions={}) == static
        assert document.pose(frame, positions={"jointAB": 0.0}) == static
        batch = document.pose(frame, positions={"jointAB": np.zeros(3)})
        assert isinstance(batch, np.ndarray) and batch.shape == (3, 4, 4)
        assert np.allclose(batch, static.matrix(), atol=1e-15)


def test_a_batch_is_each_configuration_computed_alone() -> None:
    document = load(two_links("0 0.05 -0.1 0.1 -0.2 0.3", axis="1 2 3"))
    angles = np.linspace(-2.5, 2.5, 11)
    batch = document.pose("linkB", "jointAB", positions={"jointAB": angles})
    assert isinstance(batch, np.ndarray)
    for angle, matrix in zip(angles, batch, strict=True):
        one = document.pose("linkB", "jointAB", positions={"jointAB": float(angle)})
        assert np.allclose(matrix, one.matrix(), atol=1e-12)


# Every joint type -------------------------------------------------------------------


def single_joint(
    joint_type: str, extra: str = "", axes: str = "<axis><xyz>0 0 1</xyz></axis>"
) -> Document:
    """A child link 1 m along x from the joint, the joint frame turned 90 degrees about x.

    With the joint frame's z along the model's -y, motion about or along the
    joint's z is about or along the model's -y.
    """
    return load(f"""<sdf version="1.10"><model name="m">
      <link name="base"/>
      <link name="tip"><pose>1 0 0 0 0 0</pose></link>
      <joint name="j" type="{joint_type}">
        <pose relative_to="base">0 0 0 1.5707963267948966 0 0</pose>
        <parent>base</parent><child>tip</child>{axes}{extra}
      </joint>
    </model></sdf>""")


def model_about_minus_y(angle: float) -> np.ndarray:
    """Rotation about the model's -y (the joint's z) by ``angle``."""
    return rot_y(-angle)


@pytest.mark.parametrize("joint_type", ["revolute", "continuous"])
def test_revolute_and_continuous_turn_about_the_axis(joint_type: str) -> None:
    document = single_joint(joint_type)
    pose = document.pose("tip", positions={"j": 0.5})
    rotation = model_about_minus_y(0.5)
    assert np.allclose(pose.position, rotation @ [1, 0, 0], atol=1e-12)
    assert np.allclose(pose.rotation_matrix(), rotation, atol=1e-12)


def test_prismatic_slides_along_the_axis_in_metres() -> None:
    pose = single_joint("prismatic").pose("tip", positions={"j": 0.25})
    assert np.allclose(pose.position, [1, -0.25, 0], atol=1e-12)
    assert np.allclose(pose.rotation_matrix(), np.eye(3), atol=1e-12)


@pytest.mark.parametrize(
    ("pitch_xml", "metres_per_turn"),
    [
        ("<screw_thread_pitch>0.02</screw_thread_pitch>", 0.02),
        ("<screw_thread_pitch>-0.5</screw_thread_pitch>", -0.5),
        ("<thread_pitch>100</thread_pitch>", -2 * math.pi / 100),  # legacy: rad/m, other sign
        ("", 1.0),  # the spec default of screw_thread_pitch
    ],
)
def test_screw_turns_and_advances_by_the_thread_pitch(
    pitch_xml: str, metres_per_turn: float
) -> None:
    """Turning a right-handed thread (positive pitch) by +q advances q/(2 pi) pitches along +axis."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # thread_pitch is deprecated
        document = sdformat_semantics.load(single_joint("screw", pitch_xml).to_xml())
    angle = 2 * math.pi * 0.75
    pose = document.pose("tip", positions={"j": angle})
    rotation = model_about_minus_y(angle)
    advance = 0.75 * metres_per_turn
    assert np.allclose(pose.position, rotation @ [1, 0, 0] + [0, -advance, 0], atol=1e-12)
    assert np.allclose(pose.rotation_matrix(), rotation, atol=1e-12)


@pytest.mark.parametrize("joint_type", ["universal", "revolute2"])
def test_two_axis_joints_apply_axis_then_axis2(joint_type: str) -> None:
    """axis is fixed on the parent side and axis2 turns with it: R = Rot(axis) @ Rot(axis2)."""
    axes = "<axis><xyz>1 0 0</xyz></axis><axis2><xyz>0 1 0</xyz></axis2>"
    document = single_joint(joint_type, axes=axes)
    q1, q2 = 0.4, -0.9
    joint_zero = document.pose("j").rotation_matrix()
    c1, s1, c2, s2 = math.cos(q1), math.sin(q1), math.cos(q2), math.sin(q2)
    about_x = np.array([[1, 0, 0], [0, c1, -s1], [0, s1, c1]])
    about_y = np.array([[c2, 0, s2], [0, 1, 0], [-s2, 0, c2]])
    expected = joint_zero @ about_x @ about_y @ joint_zero.T
    for positions in ({"j": (q1, q2)}, {("j", "axis"): q1, ("j", "axis2"): q2}):
        pose = document.pose("tip", positions=positions)
        assert np.allclose(pose.rotation_matrix(), expected, atol=1e-12)
        assert np.allclose(pose.position, expected @ [1, 0, 0], atol=1e-12)
    # The other order gives another rotation: the order is what is tested.
    assert not np.allclose(expected, joint_zero @ about_y @ about_x @ joint_zero.T, atol=1e-3)
    one_axis = document.pose("tip", positions={("j", "axis2"): q2})
    assert np.allclose(one_axis.rotation_matrix(), joint_zero @ about_y @ joint_zero.T)


def test_ball_takes_a_quaternion_or_a_rotation_vector() -> None:
    document = single_joint("ball", axes="")
    angle = 0.7
    half = angle / 2
    # Quaternion and rotation vector, both in the joint frame: about its z by 0.7.
    by_quaternion = document.pose("tip", positions={"j": [0, 0, math.sin(half), math.cos(half)]})
    by_vector = document.pose("tip", positions={"j": [0, 0, angle]})
    rotation = model_about_minus_y(angle)
    for pose in (by_quaternion, by_vector):
        assert np.allclose(pose.rotation_matrix(), rotation, atol=1e-12)
        assert np.allclose(pose.position, rotation @ [1, 0, 0], atol=1e-12)
    batch = document.pose("tip", positions={"j": np.array([[0, 0, 0], [0, 0, angle]])})
    assert np.allclose(batch[1], by_vector.matrix(), atol=1e-12)
    assert np.allclose(batch[0], document.pose("tip").matrix(), atol=1e-15)


@pytest.mark.parametrize("joint_type", ["fixed", "gearbox"])
def test_joints_without_a_position_refuse_one(joint_type: str) -> None:
    document = single_joint(
        joint_type, axes="<axis><xyz>0 0 1</xyz></axis><axis2><xyz>0 0 1</xyz></axis2>"
    )
    with pytest.raises(ConfigurationError) as raised:
        document.pose("tip", positions={"j": 0.1})
    assert [p.code for p in raised.value.problems] == [ErrorCode.JOINT_POSITION_INVALID]
    assert f"is a {joint_type} joint and has no position" in str(raised.value)
    assert document.pose("tip", positions={}) == document.pose("tip")


def test_a_gearbox_is_left_out_of_the_tree_with_a_warning() -> None:
    document = single_joint("gearbox")
    (warning,) = document.kinematics().tree.problems
    assert warning.code is ErrorCode.JOINT_KINEMATIC_LOOP
    assert "gearbox" in warning.message and "--gearbox-to-mimic" in warning.message


# Every frame moves with its body ------------------------------------------------------


def test_frames_nested_models_and_unnamed_elements_move_with_their_link() -> None:
    document = load("""<sdf version="1.10"><world name="w">
      <model name="robot"><pose>1 2 3 0 0 0.3</pose>
        <link name="base"/>
        <link name="arm"><pose>0 0 1 0 0 0</pose>
          <visual name="v"><pose>0.5 0 0 0 0 0</pose><geometry><box><size>1 1 1</size></box></geometry></visual>
          <sensor name="s" type="imu"><pose>0 0.5 0 0 0 0</pose></sensor>
        </link>
        <joint name="shoulder" type="revolute"><parent>base</parent><child>arm</child>
          <axis><xyz>0 0 1</xyz></axis></joint>
        <frame name="tool" attached_to="arm"><pose>1 0 0 0 0 0</pose></frame>
        <frame name="on_joint" attached_to="shoulder"><pose>0 1 0 0 0 0</pose></frame>
        <model name="camera"><pose relative_to="arm">0 0 0.2 0 0 0</pose>
          <link name="body"/>
        </model>
        <joint name="camera_mount" type="fixed"><parent>arm</parent><child>camera::body</child></joint>
      </model>
    </world></sdf>""")
    turn = 0.6
    arm_zero = document.pose("robot::arm")
    displacement = arm_zero @ Pose.from_rpy(0, 0, 0, 0, 0, turn) @ arm_zero.inverse()
    positions = {"robot::shoulder": turn}
    for frame in (
        "robot::arm",
        "robot::tool",
        "robot::on_joint",
        "robot::camera",
        "robot::camera::body",
    ):
        moved = document.pose(frame, positions=positions)
        assert moved.isclose(displacement @ document.pose(frame)), frame
    assert document.pose("robot::base", positions=positions) == document.pose("robot::base")
    arm = document.worlds[0].models[0].links[1]
    for element in (arm.visuals[0], arm.sensors[0]):
        moved = document.pose_of(element, positions=positions)
        assert moved.isclose(displacement @ document.pose_of(element))
    # Relative poses between frames of one body do not change.
    tool_in_arm = document.pose("robot::tool", "robot::arm", positions=positions)
    assert tool_in_arm.isclose(document.pose("robot::tool", "robot::arm"))


# Axes ---------------------------------------------------------------------------------


def test_expressed_in_rotates_the_axis_into_the_joint_frame() -> None:
    """The same physical axis written in the joint frame and in another frame moves alike."""
    template = """<sdf version="1.10"><model name="m">
      <link name="base"/>
      <link name="tip"><pose>1 0 0 0.3 -0.2 0.9</pose></link>
      <frame name="tilted"><pose>5 5 5 0.4 0.5 -0.6</pose></frame>
      <joint name="j" type="{kind}"><pose>0.1 0.2 0.3 0.7 0 0</pose>
        <parent>base</parent><child>tip</child>
        <axis><xyz{where}>{xyz}</xyz></axis>
      </joint>
    </model></sdf>"""
    in_joint = np.array([0.0, 0.6, 0.8])
    probe = load(template.format(kind="revolute", where="", xyz="0 0.6 0.8"))
    tilted_in_joint = probe.pose("tilted", "j").rotation_matrix()
    in_tilted = tilted_in_joint.T @ in_joint
    text = " ".join(repr(float(v)) for v in in_tilted)
    for kind in ("revolute", "prismatic"):
        plain = load(template.format(kind=kind, where="", xyz="0 0.6 0.8"))
        other = load(template.format(kind=kind, where=' expressed_in="tilted"', xyz=text))
        assert np.allclose(other.axis("j"), in_joint)
        a = plain.pose("tip", positions={"j": 0.9})
        b = other.pose("tip", positions={"j": 0.9})
        assert a.isclose(b, 1e-12), kind


def test_use_parent_model_frame_of_1_6_moves_about_the_model_axis() -> None:
    """1.6's use_parent_model_frame becomes expressed_in="__model__" by migration."""
    document = sdformat_semantics.load("""<sdf version="1.6"><model name="m">
      <link name="base"/>
      <link name="tip"><pose>1 0 0 0 0 1.5707963267948966</pose></link>
      <joint name="j" type="prismatic"><parent>base</parent><child>tip</child>
        <axis><xyz>1 0 0</xyz><use_parent_model_frame>true</use_parent_model_frame></axis>
      </joint>
    </model></sdf>""")
    assert document.valid, [str(e) for e in document.errors]
    # Along the model's x, although the tip (and joint) frame is turned by 90 degrees.
    assert np.allclose(document.pose("tip", positions={"j": 0.3}).position, [1.3, 0, 0])
    # Without the flag the axis is the joint frame's x: the model's y.
    plain = document.to_xml().replace(' expressed_in="__model__"', "")
    moved = sdformat_semantics.load(plain).pose("tip", positions={"j": 0.3})
    assert np.allclose(moved.position, [1, 0.3, 0])


# Limits, names and bad values --------------------------------------------------------------


def limited() -> Document:
    return load("""<sdf version="1.10"><model name="m">
      <link name="base"/><link name="tip"/>
      <joint name="j" type="revolute"><parent>base</parent><child>tip</child>
        <axis><xyz>0 0 1</xyz><limit><lower>-0.5</lower><upper>1</upper></limit></axis>
      </joint>
      <link name="wheel"/>
      <joint name="w" type="continuous"><parent>base</parent><child>wheel</child>
        <axis><xyz>0 0 1</xyz><limit><lower>-0.5</lower><upper>1</upper></limit></axis>
      </joint>
    </model></sdf>""")


@pytest.mark.parametrize("value", [1.2, -0.7, np.array([0.0, 1.5, -2.0])])
def test_positions_beyond_limits_warn_or_fail_in_strict_mode(value: object) -> None:
    document = limited()
    with pytest.warns(JointLimitWarning, match="limit"):
        document.pose("tip", positions={"j": value})
    with pytest.raises(ConfigurationError) as raised:
        document.pose("tip", positions={"j": value}, strict=True)
    assert {p.code for p in raised.value.problems} == {ErrorCode.JOINT_POSITION_LIMIT}
    assert raised.value.problems[0].line == 3  # the joint's line


def test_positions_within_limits_and_continuous_joints_do_not_warn() -> None:
    document = limited()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        document.pose("tip", positions={"j": 1.0, "w": 10.0}, strict=True)
        document.pose("tip", positions={"j": np.linspace(-0.5, 1.0, 7)}, strict=True)


@pytest.mark.parametrize(
    ("positions", "says"),
    [
        ({"jj": 0.1}, "'jj' names no joint"),
        ({"tip": 0.1}, "a frame that is not a joint"),
        ({"j": [[0.1, 0.2]]}, "takes a number or an array of shape (N,)"),
        ({("j", "axis2"): 0.1}, "no 'axis2' position"),
        ({"j": math.nan}, "must be finite"),
        ({"j": "a lot"}, "is not numbers"),
        ({"j": np.zeros(3), "w": np.zeros(4)}, "share one length"),
        ({"j": 0.1, ("j", "axis"): 0.1}, "given twice"),
    ],
)
def test_bad_positions_are_errors_with_a_code(positions: dict, says: str) -> None:
    with pytest.raises(ConfigurationError) as raised:
        limited().pose("tip", positions=positions)
    assert says in str(raised.value)
    assert all(p.code is ErrorCode.JOINT_POSITION_INVALID for p in raised.value.problems)


def test_scoped_names_reach_joints_of_nested_models() -> None:
    document = load("""<sdf version="1.10"><model name="robot">
      <link name="base"/>
      <model name="arm"><link name="l1"/><link name="l2"><pose>1 0 0 0 0 0</pose></link>
        <joint name="elbow" type="revolute"><parent>l1</parent><child>l2</child>
          <axis><xyz>0 0 1</xyz></axis></joint>
      </model>
      <joint name="mount" type="fixed"><parent>base</parent><child>arm::l1</child></joint>
    </model></sdf>""")
    pose = document.pose("arm::l2", positions={"arm::elbow": math.pi / 2})
    assert np.allclose(pose.position, [1, 0, 0], atol=1e-12)  # turned in place
    assert np.allclose(pose.rpy(), [0, 0, math.pi / 2])
