"""Frame graphs and pose queries on small documents whose answers are computed by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest

import sdformat_semantics
from sdformat_semantics import FrameLookupError, Pose

HALF_PI = math.pi / 2

ARM = """<?xml version="1.0"?>
<sdf version="1.10">
  <model name="arm">
    <pose>10 0 0 0 0 0</pose>
    <link name="base">
      <pose>1 0 0 0 0 1.5707963267948966</pose>
      <visual name="shell"><pose>0 0 2 0 0 0</pose></visual>
    </link>
    <link name="upper">
      <pose relative_to="base">1 0 0 0 0 0</pose>
    </link>
    <joint name="shoulder" type="revolute">
      <pose>0 0 1 0 0 0</pose>
      <parent>base</parent>
      <child>upper</child>
      <axis><xyz>1 0 0</xyz></axis>
    </joint>
    <joint name="elbow" type="revolute">
      <parent>upper</parent>
      <child>hand::palm</child>
      <axis><xyz expressed_in="__model__">1 0 0</xyz></axis>
    </joint>
    <frame name="tool" attached_to="shoulder"><pose>0 0 0.5 0 0 0</pose></frame>
    <frame name="tip" attached_to="tool"/>
    <model name="hand" placement_frame="palm">
      <pose relative_to="upper">0 2 0 0 0 0</pose>
      <link name="palm"><pose>0 0 3 0 0 0</pose></link>
      <link name="finger"><pose relative_to="palm">0.1 0 0 0 0 0</pose></link>
    </model>
  </model>
</sdf>
"""


def close(pose: Pose, position: tuple[float, float, float], yaw: float = 0.0) -> bool:
    expected = Pose.from_rpy(*position, 0.0, 0.0, yaw)
    return pose.isclose(expected, 1e-12)


@pytest.fixture(scope="module")
def arm() -> sdformat_semantics.Document:
    document = sdformat_semantics.load(ARM)
    assert document.valid, [str(e) for e in document.errors]
    return document


def test_link_poses_compose_through_relative_to(arm: sdformat_semantics.Document) -> None:
    assert close(arm.pose("base"), (1, 0, 0), HALF_PI)
    # upper is 1 m along base's x axis, which the yaw turned onto the model's y axis.
    assert close(arm.pose("upper"), (1, 1, 0), HALF_PI)
    assert close(arm.pose("upper", relative_to="base"), (1, 0, 0))
    assert close(arm.pose("base", relative_to="upper"), (-1, 0, 0))


def test_joint_pose_defaults_to_its_child_frame(arm: sdformat_semantics.Document) -> None:
    assert close(arm.pose("shoulder"), (1, 1, 1), HALF_PI)
    assert close(arm.pose("tool"), (1, 1, 1.5), HALF_PI)  # relative to attached_to by default
    assert close(arm.pose("tip"), (1, 1, 1.5), HALF_PI)


def test_placement_frame_puts_the_named_frame_at_the_given_pose(
    arm: sdformat_semantics.Document,
) -> None:
    # palm must sit 2 m along upper's y axis (the model's -x, since upper is yawed).
    assert close(arm.pose("hand::palm"), (-1, 1, 0), HALF_PI)
    assert close(arm.pose("hand"), (-1, 1, -3), HALF_PI)
    assert close(arm.pose("hand::__model__"), (-1, 1, -3), HALF_PI)
    assert close(arm.pose("hand::finger", relative_to="hand::palm"), (0.1, 0, 0))


def test_attached_bodies_and_joint_links(arm: sdformat_semantics.Document) -> None:
    assert arm.attached_body("tip") == "upper"  # tip -> tool -> shoulder -> child upper
    assert arm.attached_body("hand") == "hand::palm"  # canonical link: the first link
    assert arm.attached_body("__model__") == "base"
    assert arm.joint_parent_link("shoulder") == "base"
    assert arm.joint_child_link("elbow") == "hand::palm"
    joint = arm.model.joints[0]
    assert arm.joint_child_link(joint) == "upper"


def test_axis_in_any_frame(arm: sdformat_semantics.Document) -> None:
    assert np.allclose(arm.axis("shoulder"), [1, 0, 0])
    assert np.allclose(arm.axis("shoulder", expressed_in="__model__"), [0, 1, 0])
    # elbow's axis is written in the model frame: x of the model is -y of palm (yaw 90).
    assert np.allclose(arm.axis("elbow"), [0, -1, 0])
    assert np.allclose(arm.axis("elbow", expressed_in="__model__"), [1, 0, 0])


def test_unnamed_elements_are_addressable(arm: sdformat_semantics.Document) -> None:
    visual = arm.model.links[0].visuals[0]
    assert close(arm.pose_of(visual), (1, 0, 2), HALF_PI)
    assert close(arm.pose_of(arm.model.links[1]), (1, 1, 0), HALF_PI)


def test_model_files_start_inside_the_model(arm: sdformat_semantics.Document) -> None:
    assert close(arm.pose("__model__"), (0, 0, 0))
    assert close(arm.pose("__model__", relative_to="__root__"), (10, 0, 0))
    with pytest.raises(FrameLookupError, match="arm::base"):
        arm.pose("arm::base")


def test_world_files_start_at_the_world() -> None:
    text = ARM.replace('<sdf version="1.10">', '<sdf version="1.10"><world name="w">').replace(
        "</sdf>",
        '<frame name="spot" attached_to="arm"><pose relative_to="arm::upper">'
        "0 0 7 0 0 0</pose></frame></world></sdf>",
    )
    document = sdformat_semantics.load(text)
    assert document.valid, [str(e) for e in document.errors]
    assert close(document.pose("arm::upper"), (11, 1, 0), HALF_PI)
    assert close(document.pose("arm::hand::finger", relative_to="arm::hand::palm"), (0.1, 0, 0))
    assert close(document.pose("spot"), (11, 1, 7), HALF_PI)
    assert document.attached_body("spot") == "arm::base"
    assert close(document.pose("world"), (0, 0, 0))


def test_unknown_names_raise_a_lookup_error_listing_frames(
    arm: sdformat_semantics.Document,
) -> None:
    with pytest.raises(FrameLookupError, match=r"no frame named 'nope'.*base"):
        arm.pose("nope")
    with pytest.raises(FrameLookupError, match="not a joint"):
        arm.axis("base")


def test_graphs_as_data_and_dot(arm: sdformat_semantics.Document) -> None:
    frames = arm.frame_graph()
    assert frames["vertices"]["hand::__model__"] == "model"
    assert ("tip", "tool") in frames["edges"]
    assert ("__model__", "base") in frames["edges"]
    poses = arm.pose_graph()
    parents = {child: parent for parent, child, _ in poses["edges"]}
    assert parents["upper"] == "base" and parents["shoulder"] == "upper"
    dot = arm.to_dot("pose")
    assert dot.startswith("digraph") and '"upper" -> "base" [label="relative_to"];' in dot
    assert '"tip" -> "tool" [label="attached_to"];' in arm.to_dot("frame")


@pytest.mark.parametrize(
    ("extra", "code"),
    [
        (
            '<frame name="f" attached_to="g"/><frame name="g" attached_to="f"/>',
            "FRAME_ATTACHED_TO_CYCLE",
        ),
        (
            '<frame name="f"><pose relative_to="g"/></frame><frame name="g"><pose relative_to="f"/>'
            "</frame>",
            "POSE_RELATIVE_TO_CYCLE",
        ),
        ('<frame name="f"><pose relative_to="world"/></frame>', "POSE_RELATIVE_TO_INVALID"),
        (
            '<model name="inner"><link name="l"><pose relative_to="base"/></link></model>',
            "POSE_RELATIVE_TO_INVALID",
        ),
        (
            '<joint name="j" type="fixed"><parent>base</parent><child>world</child></joint>',
            "JOINT_CHILD_LINK_INVALID",
        ),
        (
            '<joint name="j" type="fixed"><parent>base</parent><child>f</child></joint>'
            '<frame name="f" attached_to="base"/>',
            "JOINT_PARENT_SAME_AS_CHILD",
        ),
        (
            '<joint name="j" type="revolute"><parent>base</parent><child>c</child>'
            '<axis><xyz>0 0 0</xyz></axis></joint><link name="c"/>',
            "ELEMENT_INVALID",
        ),
        (
            '<joint name="j" type="revolute"><parent>base</parent><child>c</child>'
            '<axis><xyz expressed_in="nowhere">0 0 1</xyz></axis></joint><link name="c"/>',
            "JOINT_AXIS_EXPRESSED_IN_INVALID",
        ),
        ('<model name="empty"/>', "MODEL_WITHOUT_LINK"),
        (
            '<model name="n" placement_frame="nope"><link name="l"/></model>',
            "POSE_RELATIVE_TO_INVALID",
        ),
    ],
)
def test_graph_errors(extra: str, code: str) -> None:
    text = f'<sdf version="1.10"><model name="m"><link name="base"/>{extra}</model></sdf>'
    document = sdformat_semantics.load(text)
    assert [e.code.value for e in document.errors][:1] == [code], [str(e) for e in document.errors]
    assert document.errors[0].line == 1 and document.errors[0].path.startswith("/sdf/model")


def test_canonical_link_and_static_models() -> None:
    text = """<sdf version="1.10"><model name="m" canonical_link="inner::l">
      <model name="inner"><link name="l"/></model>
      <model name="fixture"><static>true</static></model>
      <frame name="on_fixture" attached_to="fixture"/></model></sdf>"""
    document = sdformat_semantics.load(text)
    assert document.valid, [str(e) for e in document.errors]
    assert document.attached_body("__model__") == "inner::l"
    assert document.attached_body("on_fixture") == "fixture"
    bad = sdformat_semantics.load(text.replace("inner::l", "inner::nope"))
    assert [e.code.value for e in bad.errors] == ["MODEL_CANONICAL_LINK_INVALID"]


@pytest.mark.parametrize(
    ("xyz", "expected"),
    [
        ("0 0 0", ["ELEMENT_INVALID"]),
        ("0 -0 0", ["ELEMENT_INVALID"]),
        ("0 0 1e-320", []),  # subnormal, still a direction
        ("1e308 1e308 1e308", []),  # scaled before squaring: no overflow
        ("1e999 0 0", ["PARAMETER_ERROR"]),  # past a double: not a value at all
        ("0 2 0", []),
    ],
)
def test_an_axis_without_a_direction_is_an_error(xyz: str, expected: list[str]) -> None:
    """Zero axis vectors are ELEMENT_INVALID, infinite ones unreadable; tiny and huge are fine."""
    text = (
        '<sdf version="1.10"><model name="m"><link name="a"/><link name="b"/>'
        '<joint name="j" type="revolute"><parent>a</parent><child>b</child>'
        f"<axis><xyz>{xyz}</xyz></axis></joint></model></sdf>"
    )
    codes = [e.code.value for e in sdformat_semantics.load(text).errors]
    assert codes == expected
