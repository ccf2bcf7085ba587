"""1.12 ``model_state`` as an initial configuration for kinematics.

Expected poses are worked out by hand. A joint frame sits on its child
link's origin (no joint pose here), so the revolute joint ``turn`` turns
``arm`` about z in place at (1, 0, 0), and whatever hangs on ``arm`` swings
about that point; the prismatic joint ``slide`` moves ``slider`` along its
own x by the stated distance.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

import sdformat_semantics
from sdformat_semantics.geometry.pose import Pose


def joints(prefix: str = "") -> str:
    """base -> (revolute about z) arm -> (prismatic along x) slider -> (universal) tip."""
    return (
        f'<link name="{prefix}base"/><link name="{prefix}arm"><pose>1 0 0 0 0 0</pose></link>'
        f'<link name="{prefix}slider"><pose>2 0 0 0 0 0</pose></link>'
        f'<link name="{prefix}tip"><pose>3 0 0 0 0 0</pose></link>'
        f'<joint name="{prefix}turn" type="revolute"><parent>{prefix}base</parent>'
        f"<child>{prefix}arm</child><axis><xyz>0 0 1</xyz></axis></joint>"
        f'<joint name="{prefix}slide" type="prismatic"><parent>{prefix}arm</parent>'
        f"<child>{prefix}slider</child><axis><xyz>1 0 0</xyz></axis></joint>"
        f'<joint name="{prefix}wrist" type="universal"><parent>{prefix}slider</parent>'
        f"<child>{prefix}tip</child><axis><xyz>1 0 0</xyz></axis>"
        "<axis2><xyz>0 1 0</xyz></axis2></joint>"
    )


def joint_state(name: str, position: str, axis2: str = "") -> str:
    second = f"<axis2_state><position>{axis2}</position></axis2_state>" if axis2 else ""
    return f'<joint_state name="{name}"><axis_state>{position}</axis_state>{second}</joint_state>'


STATE = (
    '<model_state name="robot">'
    + joint_state("turn", '<position degrees="true">90</position>')
    + joint_state("slide", "<position>0.25</position>")
    + joint_state("wrist", "<position>0.1</position>", axis2="-0.2")
    + "</model_state>"
)


def in_world(model: str) -> str:
    return f'<sdf version="1.12"><world name="w">{model}</world></sdf>'


def test_a_models_own_state_gives_the_initial_positions() -> None:
    document = sdformat_semantics.load(in_world(f'<model name="robot">{joints()}{STATE}</model>'))
    assert document.valid and not document.warnings, [str(p) for p in document.problems]
    assert document.initial_positions() == {
        ("robot::turn", "axis"): pytest.approx(math.pi / 2),
        ("robot::slide", "axis"): 0.25,
        ("robot::wrist", "axis"): 0.1,
        ("robot::wrist", "axis2"): -0.2,
    }


def test_pose_at_the_initial_configuration_by_hand() -> None:
    """Turned 90° about z at the arm's origin (1, 0, 0): the slider, 1 m beyond the arm along
    the arm's x (now the world's y) plus 0.25 m of slide, is at (1, 1.25, 0)."""
    document = sdformat_semantics.load(in_world(f'<model name="robot">{joints()}{STATE}</model>'))
    assert document.pose("robot::slider").isclose(Pose.from_rpy(2, 0, 0, 0, 0, 0))
    at = document.pose("robot::slider", initial=True)
    assert at.isclose(Pose.from_rpy(1, 1.25, 0, 0, 0, math.pi / 2), tol=1e-9)
    assert document.pose("robot::arm", initial=True).isclose(
        Pose.from_rpy(1, 0, 0, 0, 0, math.pi / 2), tol=1e-9
    )


def test_given_positions_override_the_initial_ones_joint_by_joint() -> None:
    document = sdformat_semantics.load(in_world(f'<model name="robot">{joints()}{STATE}</model>'))
    at = document.pose("robot::slider", initial=True, positions={"robot::turn": 0.0})
    assert at.isclose(Pose.from_rpy(2.25, 0, 0, 0, 0, 0), tol=1e-9)
    one_axis = document.pose("robot::tip", initial=True, positions={("robot::wrist", "axis"): 0})
    both = document.pose(
        "robot::tip",
        initial=True,
        positions={"robot::wrist": (0.0, -0.2), "robot::turn": math.pi / 2},
    )
    assert one_axis.isclose(both, tol=1e-9)
    batched = document.pose(
        "robot::slider", initial=True, positions={"robot::slide": np.array([0.0, 1.0])}
    )
    assert isinstance(batched, np.ndarray) and batched.shape == (2, 4, 4)
    assert np.allclose(batched[:, :3, 3], [[1, 1, 0], [1, 2, 0]])


def test_poses_and_pose_of_take_initial_too() -> None:
    document = sdformat_semantics.load(in_world(f'<model name="robot">{joints()}{STATE}</model>'))
    every = document.poses(initial=True)
    assert np.allclose(every["robot::slider"][:3, 3], [1, 1.25, 0])
    assert document.model is None
    link = document.worlds[0].models[0].links[2]
    assert document.pose_of(link, initial=True).isclose(
        document.pose("robot::slider", initial=True)
    )


def test_a_root_model_file_states_its_own_joints() -> None:
    text = f'<sdf version="1.12"><model name="robot">{joints()}{STATE}</model></sdf>'
    document = sdformat_semantics.load(text)
    assert document.initial_positions()[("turn", "axis")] == pytest.approx(math.pi / 2)
    assert document.pose("slider", initial=True).isclose(
        Pose.from_rpy(1, 1.25, 0, 0, 0, math.pi / 2), tol=1e-9
    )


def test_nested_states_reach_nested_models_and_the_outer_state_wins() -> None:
    """The outer model states arm::turn (0.3); the nested model says 0.9 of itself and 0.4 of
    its slide, which nobody overrides."""
    inner_state = (
        '<model_state name="arm">'
        + joint_state("turn", "<position>0.9</position>")
        + joint_state("slide", "<position>0.4</position>")
        + "</model_state>"
    )
    outer_state = (
        '<model_state name="robot"><model_state name="arm">'
        + joint_state("turn", "<position>0.3</position>")
        + "</model_state></model_state>"
    )
    model = (
        f'<model name="robot"><link name="root"/><model name="arm">{joints()}{inner_state}</model>'
        f"{outer_state}</model>"
    )
    document = sdformat_semantics.load(in_world(model))
    assert document.valid and not document.warnings, [str(p) for p in document.problems]
    assert document.initial_positions() == {
        ("robot::arm::turn", "axis"): 0.3,
        ("robot::arm::slide", "axis"): 0.4,
    }


def included_world(tmp_path: Path, model_version: str, include_state: str) -> Path:
    """A world including a model file (with a state of its own in 1.12) under a new name."""
    own = (
        '<model_state name="robot">'
        + joint_state("turn", "<position>0.7</position>")
        + joint_state("slide", "<position>0.5</position>")
        + "</model_state>"
        if model_version == "1.12"
        else ""
    )
    (tmp_path / "robot.sdf").write_text(
        f'<sdf version="{model_version}"><model name="robot">{joints()}{own}</model></sdf>'
    )
    world = tmp_path / "world.sdf"
    world.write_text(
        '<sdf version="1.12"><world name="w"><include><uri>robot.sdf</uri><name>r2</name>'
        f"{include_state}</include></world></sdf>"
    )
    return world


@pytest.mark.parametrize("model_version", ["1.8", "1.10", "1.12"])
def test_an_include_state_is_the_included_models_initial_state(
    model_version: str, tmp_path: Path
) -> None:
    state = (
        '<model_state name="r2">'
        + joint_state("turn", "<position>1.2</position>")
        + ("</model_state>")
    )
    document = sdformat_semantics.load(included_world(tmp_path, model_version, state))
    assert document.valid, [str(e) for e in document.errors]
    assert [w for w in document.warnings if w.code.value == "MODEL_STATE_INVALID"] == []
    # For 1.12 the include's state replaces the file's own, its slide included.
    assert document.initial_positions() == {("r2::turn", "axis"): 1.2}
    turned = document.pose("r2::slider", initial=True)  # 1 m from the arm along its turned x
    expected_pose = Pose.from_rpy(1 + math.cos(1.2), math.sin(1.2), 0, 0, 0, 1.2)
    assert turned.isclose(expected_pose, tol=1e-9)


def test_an_include_without_a_state_keeps_the_files_own(tmp_path: Path) -> None:
    document = sdformat_semantics.load(included_world(tmp_path, "1.12", ""))
    assert document.initial_positions() == {("r2::turn", "axis"): 0.7, ("r2::slide", "axis"): 0.5}


def test_names_that_resolve_to_nothing_are_warnings_with_suggestions() -> None:
    state = (
        '<model_state name="robot">'
        + joint_state("trun", "<position>0.1</position>")
        + '<model_state name="griper"/>'
        + "</model_state>"
    )
    model = f'<model name="robot">{joints()}<model name="gripper"><link name="l"/></model>'
    model += f"{state}</model>"
    document = sdformat_semantics.load(in_world(model))
    assert document.valid
    found = [(w.code.value, w.suggestion) for w in document.warnings]
    assert found == [("MODEL_STATE_INVALID", "turn"), ("MODEL_STATE_INVALID", "gripper")]
    assert "joint_state names 'trun', which is no joint of 'robot'" in document.warnings[0].message
    assert document.initial_positions() == {}


def test_a_position_for_an_axis_the_joint_lacks_is_a_warning() -> None:
    state = (
        '<model_state name="robot">'
        + joint_state("turn", "<position>0.1</position>", axis2="0.5")
        + "</model_state>"
    )
    document = sdformat_semantics.load(in_world(f'<model name="robot">{joints()}{state}</model>'))
    [warning] = document.warnings
    assert warning.code.value == "MODEL_STATE_INVALID"
    assert "revolute joint 'turn' a position on axis2" in warning.message
    assert document.initial_positions() == {("robot::turn", "axis"): 0.1}


def test_the_deprecated_angle_is_read() -> None:
    state = (
        '<model_state name="robot"><joint_state name="wrist"><angle axis="1">0.3</angle>'
        "</joint_state></model_state>"
    )
    document = sdformat_semantics.load(in_world(f'<model name="robot">{joints()}{state}</model>'))
    assert document.initial_positions() == {("robot::wrist", "axis2"): 0.3}
    assert "ELEMENT_DEPRECATED" in {w.code.value for w in document.warnings}


MIMIC_MODEL = (
    '<model name="robot"><link name="a"/><link name="b"/><link name="c"/>'
    '<joint name="lead" type="revolute"><parent>a</parent><child>b</child>'
    "<axis><xyz>0 0 1</xyz></axis></joint>"
    '<joint name="follow" type="revolute"><parent>b</parent><child>c</child>'
    '<axis><xyz>0 0 1</xyz><mimic joint="lead"><multiplier>2</multiplier><offset>0</offset>'
    "<reference>0</reference></mimic></axis></joint>{state}</model>"
)


@pytest.mark.parametrize(("follower", "warned"), [(0.6, False), (0.5, True)])
def test_mimic_followers_follow_their_leaders_state(follower: float, warned: bool) -> None:
    state = (
        '<model_state name="robot">'
        + joint_state("lead", "<position>0.3</position>")
        + joint_state("follow", f"<position>{follower}</position>")
        + "</model_state>"
    )
    document = sdformat_semantics.load(in_world(MIMIC_MODEL.format(state=state)))
    assert document.valid
    assert document.initial_positions() == {("robot::lead", "axis"): 0.3}
    messages = [w.message for w in document.warnings if w.code.value == "MODEL_STATE_INVALID"]
    assert bool(messages) == warned
    if warned:
        assert "leader 'robot::lead' puts it at 0.6" in messages[0]
    tip = document.pose("robot::c", initial=True)
    assert tip.isclose(Pose.from_rpy(0, 0, 0, 0, 0, 0.9), tol=1e-9)


@pytest.mark.parametrize("where", ["model", "include", "included file"])
def test_a_state_naming_nothing_is_reported_however_it_arrives(where: str, tmp_path: Path) -> None:
    """The load checks states only where the bytes or an include can put one: each is checked."""
    wrong = joint_state("trun", "<position>0.1</position>")
    if where == "model":
        text = in_world(
            f'<model name="robot">{joints()}<model_state name="robot">{wrong}</model_state></model>'
        )
        document = sdformat_semantics.load(text)
    else:
        (tmp_path / "robot.sdf").write_text(
            f'<sdf version="1.12"><model name="robot">{joints()}'
            + (f'<model_state name="robot">{wrong}</model_state>' if where != "include" else "")
            + "</model></sdf>"
        )
        state = f'<model_state name="r2">{wrong}</model_state>' if where == "include" else ""
        world = tmp_path / "world.sdf"
        world.write_text(
            '<sdf version="1.12"><world name="w"><include><uri>robot.sdf</uri><name>r2</name>'
            f"{state}</include></world></sdf>"
        )
        document = sdformat_semantics.load(world)
    assert [w.code.value for w in document.warnings] == ["MODEL_STATE_INVALID"]
    assert "'trun'" in document.warnings[0].message


def test_a_document_without_a_state_reports_none_lazily_or_eagerly() -> None:
    text = in_world(f'<model name="robot">{joints()}</model>')
    for lazy in (True, False):
        document = sdformat_semantics.load(text, config=sdformat_semantics.ParserConfig(lazy=lazy))
        assert document.valid and not document.warnings
        assert document.initial_positions() == {}
