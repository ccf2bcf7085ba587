"""The version-independent views of bound documents: guards and walks."""

from __future__ import annotations

import sdformat_v1_7
import sdformat_v1_8
import sdformat_v1_10

from sdformat_semantics.entities import (
    all_joints,
    child_class,
    has_merge,
    has_mimic,
    has_rotation_format,
    has_world_joints,
    is_joint,
    is_model,
    is_posed,
    placement_frame_of,
    root_models,
    world_joints,
)
from sdformat_semantics.interface import InterfaceJoint

MODEL = """<sdf version="{version}"><model name="m"><link name="a"/><link name="b"/>
<joint name="j" type="revolute"><parent>a</parent><child>b</child></joint>
<model name="inner"><link name="c"/><joint name="k" type="fixed"><parent>c</parent>
<child>c</child></joint></model></model></sdf>"""


def test_root_models_reads_a_list_in_1_7_and_one_model_later() -> None:
    old = sdformat_v1_7.loads(MODEL.format(version="1.7")).root
    new = sdformat_v1_10.loads(MODEL.format(version="1.10")).root
    assert [m.name for m in root_models(old)] == ["m"]
    assert [m.name for m in root_models(new)] == ["m"]
    assert [j.name for j in all_joints(new)] == ["j", "k"]


def test_guards_follow_the_binding_of_each_version() -> None:
    old_axis = sdformat_v1_7.JointAxis.default()
    new_axis = sdformat_v1_10.JointAxis.default()
    assert not has_mimic(old_axis)
    assert has_mimic(new_axis)
    assert has_world_joints(sdformat_v1_10.World.default())
    assert not has_world_joints(sdformat_v1_7.World.default())
    assert is_joint(sdformat_v1_10.Joint.default())
    assert not is_joint(InterfaceJoint("j", "c"))
    assert is_model(sdformat_v1_10.Model.default())
    assert child_class(sdformat_v1_10.Joint.default(), "axis") is sdformat_v1_10.JointAxis


def test_fields_of_some_versions_read_empty_where_a_version_has_none() -> None:
    assert placement_frame_of(sdformat_v1_7.Model.default()) == ""
    assert placement_frame_of(sdformat_v1_8.Model(name="m", placement_frame="f")) == "f"
    assert placement_frame_of(sdformat_v1_8.ModelInclude(placement_frame="g")) == "g"
    assert not has_merge(sdformat_v1_8.WorldInclude.default())
    assert has_merge(sdformat_v1_10.WorldInclude.default())
    assert not has_rotation_format(sdformat_v1_8.Pose.default())
    assert has_rotation_format(sdformat_v1_10.Pose.default())
    assert world_joints(sdformat_v1_7.World.default()) == ()
    assert is_posed(sdformat_v1_10.Visual.default())
    assert not is_posed(InterfaceJoint("j", "c"))
