"""Mimic followers at a configuration: chains across nested and included models, conflicts."""

from __future__ import annotations

import math
import warnings
from pathlib import Path

import numpy as np
import pytest

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode
from sdformat_semantics.document.loaded import Document
from sdformat_semantics.kinematics import ConfigurationError

GRIPPER = """<?xml version="1.0"?>
<sdf version="1.10">
  <model name="gripper">
    <link name="palm"/>
    <link name="left"><pose>0 0.1 0 0 0 0</pose></link>
    <link name="right"><pose>0 -0.1 0 0 0 0</pose></link>
    <joint name="drive" type="prismatic"><parent>palm</parent><child>left</child>
      <axis><xyz>0 1 0</xyz></axis></joint>
    <joint name="mirror" type="prismatic"><parent>palm</parent><child>right</child>
      <axis><xyz>0 1 0</xyz><mimic joint="drive">
        <multiplier>-1</multiplier><offset>0.001</offset></mimic></axis></joint>
  </model>
</sdf>
"""

ROBOT = """<?xml version="1.0"?>
<sdf version="1.10">
  <world name="w">
    <model name="robot">
      <link name="base"/>
      <link name="l1"><pose>1 0 0 0 0 0</pose></link>
      <joint name="j1" type="revolute"><parent>base</parent><child>l1</child>
        <axis><xyz>0 0 1</xyz></axis></joint>
      <model name="wrist">
        <link name="w1"><pose>2 0 0 0 0 0</pose></link>
        <link name="w2"><pose>3 0 0 0 0 0</pose></link>
        <joint name="u" type="universal"><parent>w1</parent><child>w2</child>
          <axis><xyz>0 0 1</xyz><mimic joint="tilt"><multiplier>0.5</multiplier>
            <reference>0.2</reference></mimic></axis>
          <axis2><xyz>0 1 0</xyz><mimic joint="u" axis="axis"><multiplier>2</multiplier></mimic></axis2>
        </joint>
        <link name="t"/>
        <joint name="tilt" type="revolute"><parent>w1</parent><child>t</child>
          <axis><xyz>1 0 0</xyz><mimic joint="gripper::mirror"><multiplier>10</multiplier></mimic></axis>
        </joint>
        <include><uri>gripper.sdf</uri><pose relative_to="w2">0.5 0 0 0 0 0</pose></include>
        <joint name="mount" type="fixed"><parent>w2</parent><child>gripper::palm</child></joint>
      </model>
      <joint name="to_wrist" type="revolute"><parent>l1</parent><child>wrist::w1</child>
        <axis><xyz>0 0 1</xyz><mimic joint="j1"><multiplier>-1</multiplier></mimic></axis></joint>
    </model>
  </world>
</sdf>
"""


@pytest.fixture
def robot(tmp_path: Path) -> Document:
    (tmp_path / "gripper.sdf").write_text(GRIPPER)
    (tmp_path / "robot.sdf").write_text(ROBOT)
    document = sdformat_semantics.load(tmp_path / "robot.sdf")
    assert document.valid, [str(e) for e in document.errors]
    return document


def followers(drive: float) -> dict[tuple[str, str], float]:
    """The chain by hand: drive -> mirror (included) -> tilt -> u axis -> u axis2."""
    mirror = -1 * (drive - 0) + 0.001
    tilt = 10 * mirror
    u1 = 0.5 * (tilt - 0.2)
    u2 = 2 * u1
    return {
        ("robot::wrist::gripper::mirror", "axis"): mirror,
        ("robot::wrist::tilt", "axis"): tilt,
        ("robot::wrist::u", "axis"): u1,
        ("robot::wrist::u", "axis2"): u2,
    }


def test_followers_are_computed_along_chains_across_nested_and_included_models(
    robot: Document,
) -> None:
    drive = 0.03
    kinematics = robot.kinematics()
    configuration = kinematics.configure({"robot::wrist::gripper::drive": drive, "robot::j1": 0.4})
    for coordinate, value in followers(drive).items():
        assert configuration.coordinates[coordinate][0] == pytest.approx(value, abs=1e-15)
    assert configuration.coordinates[("robot::to_wrist", "axis")][0] == pytest.approx(-0.4)
    # The right finger moved by the mirror's value along the palm's y.
    positions = {"robot::wrist::gripper::drive": drive}
    right = robot.pose(
        "robot::wrist::gripper::right", "robot::wrist::gripper::palm", positions=positions
    )
    assert np.allclose(
        right.position, [0, -0.1 + followers(drive)[("robot::wrist::gripper::mirror", "axis")], 0]
    )


def test_turning_a_leader_and_its_follower_back_cancels(robot: Document) -> None:
    """j1 turns l1 by q about z; to_wrist follows with -q, so w1 keeps its orientation."""
    pose = robot.pose("robot::wrist::w1", positions={"robot::j1": 0.7})
    assert np.allclose(pose.rpy(), [0, 0, 0], atol=1e-12)
    # j1's frame is l1's origin (1 0 0): l1 turns in place, carrying w1's origin
    # (2 0 0) around it to (1 + cos q, sin q, 0); to_wrist's frame is w1's own
    # origin, so turning back by -q leaves that position alone.
    expected = [1 + math.cos(0.7), math.sin(0.7), 0]
    assert np.allclose(pose.position, expected, atol=1e-12)


def test_a_follower_given_its_computed_value_is_accepted(robot: Document) -> None:
    drive = 0.02
    mirror = followers(drive)[("robot::wrist::gripper::mirror", "axis")]
    positions = {"robot::wrist::gripper::drive": drive, "robot::wrist::gripper::mirror": mirror}
    assert robot.pose("robot::wrist::gripper::right", positions=positions).isclose(
        robot.pose(
            "robot::wrist::gripper::right", positions={"robot::wrist::gripper::drive": drive}
        )
    )


@pytest.mark.parametrize(
    "positions",
    [
        {"robot::wrist::gripper::drive": 0.02, "robot::wrist::gripper::mirror": 0.5},
        {"robot::wrist::gripper::mirror": 0.5},  # the leader stays at zero, which decides
        {("robot::wrist::u", "axis2"): 1.0},
        {
            "robot::wrist::gripper::drive": np.array([0.0, 0.01]),
            "robot::wrist::gripper::mirror": np.array([0.001, 0.0]),
        },
    ],
)
def test_a_follower_that_contradicts_its_leader_is_an_error(
    robot: Document, positions: dict
) -> None:
    with pytest.raises(ConfigurationError) as raised:
        robot.pose("robot::wrist::gripper::right", positions=positions)
    (error,) = raised.value.problems
    assert error.code is ErrorCode.JOINT_POSITION_MIMIC_CONFLICT
    assert "leave the follower out, or give it that value" in error.message
    assert error.file is not None and error.file.endswith(".sdf") and error.line is not None


def test_the_conflict_names_the_included_file_and_line(robot: Document) -> None:
    with pytest.raises(ConfigurationError) as raised:
        robot.pose("robot::l1", positions={"robot::wrist::gripper::mirror": 1.0})
    (error,) = raised.value.problems
    assert error.file is not None and error.file.endswith("gripper.sdf")
    assert (
        error.line
        == GRIPPER.splitlines().index(
            next(line for line in GRIPPER.splitlines() if "<mimic" in line)
        )
        + 1
    )


def test_batched_chains_follow_per_configuration(robot: Document) -> None:
    drives = np.linspace(-0.05, 0.05, 5)
    batch = robot.pose(
        "robot::wrist::gripper::right",
        "robot::wrist::gripper::palm",
        positions={"robot::wrist::gripper::drive": drives},
    )
    assert isinstance(batch, np.ndarray)
    for drive, matrix in zip(drives, batch, strict=True):
        mirror = followers(float(drive))[("robot::wrist::gripper::mirror", "axis")]
        assert np.allclose(matrix[:3, 3], [0, -0.1 + mirror, 0], atol=1e-12)


EXTREMES = (-1.7976931348623157e308, -1e300, -1e154, 0.0, 1e154, 1e300, 1.7976931348623157e308)
MIRRORED = """<sdf version="1.12"><model name="m">
<link name="base"/><link name="a"/><link name="b"/>
<joint name="leader" type="continuous"><parent>base</parent><child>a</child>
<axis><xyz>0 0 1</xyz></axis></joint>
<joint name="follower" type="continuous"><parent>base</parent><child>b</child>
<axis><xyz>0 0 1</xyz><mimic joint="leader"><multiplier>-1</multiplier></mimic></axis></joint>
</model></sdf>"""


@pytest.mark.parametrize("leader", EXTREMES)
@pytest.mark.parametrize("given", EXTREMES)
def test_a_follower_given_far_from_its_leader_is_a_conflict_not_a_warning(
    leader: float, given: float
) -> None:
    """Given and computed positions at opposite ends of a double's range differ by an inf."""
    document = sdformat_semantics.load(MIRRORED)
    positions = {"leader": leader, "follower": given}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        if given == -leader:
            document.pose("b", positions=positions)
            return
        with pytest.raises(ConfigurationError) as raised:
            document.pose("b", positions=positions)
    codes = {error.code for error in raised.value.problems}
    assert codes == {ErrorCode.JOINT_POSITION_MIMIC_CONFLICT}, raised.value.problems
