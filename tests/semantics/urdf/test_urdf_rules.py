"""What loading URDF does beyond the reference: the fidelity report, frames, extensions, errors."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_semantics import ParserConfig, Pose
from tests.conftest import DATA
from tests.helpers import run_cli

RULES = DATA / "urdf" / "rules"
INERTIAL = (
    '<inertial><mass value="1"/>'
    '<inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial>'
)

SDF_INERTIAL = (
    "<inertial><mass>1</mass><inertia><ixx>1</ixx><iyy>1</iyy><izz>1</izz></inertia></inertial>"
)

LOSSLESS_NOTES = {ErrorCode.URDF_FIXED_JOINT_LUMPED, ErrorCode.URDF_ELEMENT_MOVED}
"""Codes of notes that lose nothing: ``Severity.INFO``."""


def _codes(document: sdformat_semantics.Document) -> list[ErrorCode]:
    return [problem.code for problem in document.problems]


@pytest.mark.parametrize(
    ("name", "code", "count"),
    [
        ("lumping.urdf", ErrorCode.URDF_FIXED_JOINT_LUMPED, 6),
        ("lumping.urdf", ErrorCode.URDF_ELEMENT_MOVED, 6),
        ("massless.urdf", ErrorCode.URDF_MASSLESS_LINK_DROPPED, 2),
        ("origins.urdf", ErrorCode.URDF_ELEMENT_RENAMED, 1),
        ("origins.urdf", ErrorCode.URDF_ELEMENT_NOT_CONVERTED, 1),
        ("floating_planar.urdf", ErrorCode.URDF_JOINT_NOT_CONVERTED, 2),
        ("gazebo.urdf", ErrorCode.URDF_GAZEBO_REFERENCE_UNMATCHED, 1),
        ("gazebo.urdf", ErrorCode.URDF_GAZEBO_NOT_APPLIED, 1),
        ("preserve.urdf", ErrorCode.URDF_FIXED_JOINT_LUMPED, 1),
    ],
)
def test_every_change_is_a_located_problem_with_its_code(
    name: str, code: ErrorCode, count: int
) -> None:
    document = sdformat_semantics.load(RULES / name)
    assert document.valid
    found = [p for p in document.problems if p.code is code]
    assert len(found) == count
    # A note on what lost nothing is info (issue 39), the rest are warnings.
    expected = Severity.INFO if code in LOSSLESS_NOTES else Severity.WARNING
    for item in found:
        assert item.severity is expected
        assert item.file == str(RULES / name) and item.line and item.column
        assert item.path.startswith("/robot")


def test_lumped_links_and_joints_are_frames_at_their_urdf_pose() -> None:
    document = sdformat_semantics.load(RULES / "lumping.urdf")
    expected = Pose.from_rpy(0, 0, 0.1, 0, 0, 0) @ Pose.from_rpy(-0.1, 0, 0.2, 0, 0, 0.4)
    expected = expected @ Pose.from_rpy(0.05, 0, 0.6, 0, 0.5, 0)
    assert document.pose("camera").isclose(expected)
    assert document.pose("camera_joint").isclose(expected)
    assert document.attached_body("camera_optical") == "base_footprint"
    assert document.pose("tool", "arm").isclose(Pose.from_rpy(0.2, 0, 0, 0.1, 0.2, 0.3))
    assert document.attached_body("tool") == "arm"


def test_a_config_option_preserves_every_fixed_joint() -> None:
    config = ParserConfig(preserve_fixed_joints=True)
    lumped = sdformat_semantics.load(RULES / "world.urdf")
    preserved = sdformat_semantics.load(RULES / "world.urdf", config=config)
    assert ErrorCode.URDF_FIXED_JOINT_LUMPED not in _codes(preserved)
    assert preserved.model is not None
    assert {str(link.name) for link in preserved.model.links} == {"base", "top", "sensor_mount"}
    assert preserved.joint_parent_link("top_fixed") == "top"
    assert preserved.pose("sensor_mount").isclose(lumped.pose("sensor_mount"))


def test_a_massless_root_leaves_nothing_as_in_the_reference() -> None:
    """With fixed joints preserved, lumping.urdf's massless base_footprint is a root of its own."""
    config = ParserConfig(preserve_fixed_joints=True)
    document = sdformat_semantics.load(RULES / "lumping.urdf", config=config)
    (dropped,) = [p for p in document.problems if p.code is ErrorCode.URDF_MASSLESS_LINK_DROPPED]
    assert "base_footprint" in dropped.message and "camera_optical" in dropped.message
    assert not document.valid  # a model without links, as libsdformat 12.3 reports it


def test_the_gazebo_preserve_flags_keep_their_joints() -> None:
    document = sdformat_semantics.load(RULES / "preserve.urdf")
    assert document.joint_child_link("kept_joint") == "kept"
    assert document.joint_child_link("also_kept") == "also"
    assert document.attached_body("lumped") == "base"


def test_lumped_inertia_follows_the_parallel_axis_theorem() -> None:
    """Two unit point masses 2 m apart on x lump to 2 kg at the middle, I_yy = I_zz = 2."""
    point = '<inertial><mass value="1"/><inertia ixx="0" ixy="0" ixz="0" iyy="0" iyz="0" izz="0"/></inertial>'
    text = f"""<robot name="r"><link name="a">{point}</link>
      <joint name="j" type="fixed"><origin xyz="2 0 0" rpy="0.3 0.2 0.1"/><parent link="a"/><child link="b"/></joint>
      <link name="b">{point}</link></robot>"""
    document = sdformat_semantics.load(text)
    assert document.model is not None
    inertial = document.model.links[0].inertial
    assert float(inertial.mass) == 2
    assert np.allclose(np.asarray(inertial.pose.value), [1, 0, 0, 0, 0, 0])
    moments = inertial.inertia
    assert (float(moments.ixx), float(moments.iyy), float(moments.izz)) == pytest.approx((0, 2, 2))


def test_gazebo_blocks_are_applied_to_model_links_collisions_visuals_and_joints() -> None:
    document = sdformat_semantics.load(RULES / "gazebo.urdf")
    xml = document.to_xml()
    model = document.model
    assert model is not None
    assert model.static is False and model.plugins[0].name == "drive"
    base, door = model.links
    assert base.self_collide is True
    friction = base.collisions[0].surface.friction.ode
    assert (float(friction.mu), float(friction.mu2)) == (0.8, 0.6)
    assert base.visuals[0].material.script.name == "Gazebo/Grey"
    assert door.gravity is False
    # The lidar was lumped into base: its sensor moved with it, pose composed.
    sensor = base.sensors[0]
    expected = Pose.from_rpy(0, 0, 0.5, 0, 0, np.pi / 2) @ Pose.from_rpy(0, 0, 0.05, 0, 0, 0)
    assert document.pose_of(sensor).isclose(expected)
    joint = model.joints[0]
    assert joint.physics.provide_feedback is True
    assert float(joint.axis.dynamics.spring_stiffness) == 3
    assert "unknownThing" not in xml


def test_mimic_tags_become_mimic_constraints_with_reference_zero() -> None:
    document = sdformat_semantics.load(RULES / "mimic.urdf")
    constraints = {c.follower: c for c in document.mimic_constraints()}
    assert set(constraints) == {"right", "wrist"}
    wrist = constraints["wrist"]
    assert (wrist.leader, wrist.multiplier, wrist.offset, wrist.reference) == ("left", -2.5, 0.1, 0)


def test_floating_and_planar_children_are_free_links_at_their_urdf_pose() -> None:
    document = sdformat_semantics.load(RULES / "floating_planar.urdf")
    flyer = Pose.from_rpy(0, 0, 1, 0, 0, 0.5)
    assert document.pose("flyer").isclose(flyer)
    assert document.pose("slider").isclose(flyer @ Pose.from_rpy(1, 0, 0, 0, 0, 0))


def test_package_uris_are_kept_verbatim() -> None:
    document = sdformat_semantics.load(RULES / "origins.urdf")
    assert "<uri>package://demo/meshes/pad.stl</uri>" in document.to_xml()


def test_a_world_link_fixes_the_robot_to_the_world() -> None:
    document = sdformat_semantics.load(RULES / "world.urdf")
    assert document.joint_parent_link("anchor") == "world"
    assert document.pose("base").isclose(Pose.from_rpy(1, 2, 0.5, 0, 0, 0.8))


def test_xacro_files_are_refused_without_the_extra_and_read_with_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    document = sdformat_semantics.load(RULES / "robot.urdf.xacro")
    assert document.valid
    assert document.root.model.links[0].inertial.mass == 1
    monkeypatch.setitem(sys.modules, "xacro", None)  # as without the xacro extra
    document = sdformat_semantics.load(RULES / "robot.urdf.xacro")
    assert not document.valid
    (error,) = document.errors
    assert error.code is ErrorCode.URDF_XACRO_UNEXPANDED and error.line == 4
    assert "sdformat-toolchain[xacro]" in error.message


BROKEN = {
    "missing limit": '<joint name="j" type="revolute"><parent link="a"/><child link="b"/></joint>',
    "unknown type": '<joint name="j" type="hinge"><parent link="a"/><child link="b"/></joint>',
    "bad number": '<joint name="j" type="fixed"><origin xyz="1 x 0"/><parent link="a"/><child link="b"/></joint>',
    "missing link": '<joint name="j" type="fixed"><parent link="a"/><child link="nope"/></joint>',
    "no parent": '<joint name="j" type="fixed"><child link="b"/></joint>',
    "duplicate link": '<link name="a"/><joint name="j" type="fixed"><parent link="a"/><child link="b"/></joint>',
    "two parents": (
        '<joint name="j" type="fixed"><parent link="a"/><child link="b"/></joint>'
        '<joint name="k" type="fixed"><parent link="a"/><child link="b"/></joint>'
    ),
    "no geometry": '<link name="c"><visual/></link><joint name="j" type="fixed"><parent link="a"/><child link="b"/></joint>',
    "a shape after something else": (
        '<link name="c"><collision><geometry><origin/><sphere radius="1"/></geometry>'
        '</collision></link><joint name="j" type="fixed"><parent link="a"/><child link="b"/></joint>'
    ),
    "no mass": '<link name="c"><inertial><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial></link>',
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_invalid_urdf_is_an_error_with_its_line_never_an_exception(case: str) -> None:
    text = f'<robot name="r">\n<link name="a">{INERTIAL}</link>\n<link name="b">{INERTIAL}</link>\n{BROKEN[case]}\n</robot>'
    document = sdformat_semantics.load(text)
    assert not document.valid
    assert ErrorCode.URDF_INVALID in {e.code for e in document.errors}
    assert all(e.line is not None and e.line >= 2 for e in document.errors)


def test_cli_checks_folders_of_urdf_and_reports_the_fidelity_report_in_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _err = run_cli(capsys, "check", "--format", "json", "--verbose", RULES)
    report = json.loads(out)
    checked = {Path(f["path"]).name for f in report["files"]}
    assert {"lumping.urdf", "gazebo.urdf", "origins.urdf"} <= checked
    assert "robot.urdf.xacro" in checked  # with the xacro extra, robots are checked
    codes = {w["code"] for f in report["files"] for w in f["warnings"] + f["infos"]}
    assert {"URDF_FIXED_JOINT_LUMPED", "URDF_MASSLESS_LINK_DROPPED"} <= codes
    assert status == 1  # include_world.sdf needs --path for its model:// include


def test_cli_pose_graph_and_print_take_urdf(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "pose", RULES / "lumping.urdf", "tool", "--relative-to", "arm")
    assert status == 0
    assert Pose.from_sdf([float(v) for v in out.split()]).isclose(
        Pose.from_rpy(0.2, 0, 0, 0.1, 0.2, 0.3), 1e-6
    )
    status, out, _ = run_cli(capsys, "graph", "frame", RULES / "lumping.urdf")
    assert status == 0 and '"camera_optical"' in out
    status, out, _ = run_cli(capsys, "print", "--version", "1.8", RULES / "origins.urdf")
    assert status == 0 and '<sdf version="1.8">' in out and 'name="shoulder"' in out


def test_gazebo_values_written_as_a_value_attribute_are_read_as_the_reference_reads_them() -> None:
    """``<mu1 value="0.85"/>`` (common in Panda descriptions) sets mu; the attribute wins over text."""
    text = f"""<robot name="r"><link name="a">{INERTIAL}
      <collision><geometry><box size="1 1 1"/></geometry></collision></link>
      <gazebo reference="a"><mu1 value="0.85"/><mu2>0.5</mu2><kp value=" 1000 ">9</kp>
      <selfCollide value="true"/><turnGravityOff value="true"/></gazebo></robot>"""
    document = sdformat_semantics.load(text)
    assert document.valid and not document.problems
    assert document.model is not None
    link = document.model.links[0]
    surface = link.collisions[0].surface
    assert (float(surface.friction.ode.mu), float(surface.friction.ode.mu2)) == (0.85, 0.5)
    assert float(surface.contact.ode.kp) == 1000
    assert link.self_collide is True and link.gravity is False


def test_a_lumped_fixed_joint_named_like_its_child_link_is_one_frame_for_both_names() -> None:
    """Legal URDF: the joint's frame is the child link's frame, so the names do not collide."""
    text = f"""<robot name="r"><link name="a">{INERTIAL}</link><link name="tool"/>
      <joint name="tool" type="fixed"><origin xyz="0 0 1"/><parent link="a"/>
      <child link="tool"/></joint></robot>"""
    document = sdformat_semantics.load(text)
    assert document.valid
    assert ErrorCode.DUPLICATE_NAME not in _codes(document)
    assert document.pose("tool").isclose(Pose.from_rpy(0, 0, 1, 0, 0, 0))
    assert document.attached_body("tool") == "a"


def test_a_geometry_is_its_first_element_and_the_rest_is_reported() -> None:
    """urdfdom reads the first element of <geometry> and skips the rest; libsdformat loads it."""
    shapes = '<geometry><box size="1 2 3"/><origin xyz="1 0 0"/><sphere radius="1"/></geometry>'
    text = f'<robot name="r">\n<link name="a">{INERTIAL}<collision>{shapes}</collision></link>\n</robot>'
    document = sdformat_semantics.load(text)
    assert document.valid
    (link,) = document.model.links  # type: ignore[union-attr]
    assert link.collisions[0].geometry.box is not None
    skipped = [w for w in document.warnings if w.code is ErrorCode.URDF_ELEMENT_NOT_CONVERTED]
    assert [w.path.rsplit("/", 1)[1] for w in skipped] == ["origin", "sphere"]
    assert all("first element" in w.message and w.line == 2 for w in skipped)


def test_a_gazebo_block_without_reference_adds_links_joints_and_frames_to_the_model() -> None:
    """As the reference copies such a block into the model: PR2's gripper closes its loop so."""
    text = f"""<robot name="r">
  <link name="base">{INERTIAL}</link>
  <link name="palm">{INERTIAL}</link>
  <joint name="wrist" type="fixed"><parent link="base"/><child link="palm"/>
    <origin xyz="0 0 1"/></joint>
  <gazebo>
    <link name="finger"><pose>0 0 2 0 0 0</pose>{SDF_INERTIAL}</link>
    <joint name="loop" type="revolute"><parent>finger</parent><child>palm</child>
      <axis><xyz>0 0 1</xyz></axis></joint>
    <frame name="tip" attached_to="finger"><pose relative_to="finger">0 0 0.1 0 0 0</pose></frame>
    <unknownThing/>
  </gazebo>
  <gazebo reference="finger"><mu1>0.5</mu1></gazebo>
</robot>"""
    document = sdformat_semantics.load(text)
    assert document.valid, [str(e) for e in document.errors]
    model = document.model
    assert model is not None
    assert [str(link.name) for link in model.links] == ["base", "finger"]
    assert [str(joint.name) for joint in model.joints] == ["loop"]
    assert document.pose("tip").isclose(Pose.from_rpy(0, 0, 2.1, 0, 0, 0))
    assert document.joint_child_link("loop") == "base"  # palm was lumped into base
    not_applied = [w for w in document.warnings if w.code is ErrorCode.URDF_GAZEBO_NOT_APPLIED]
    assert len(not_applied) == 2
    assert "<unknownThing> of <gazebo>" in not_applied[0].message
    assert "names a link that a <gazebo> block adds" in not_applied[1].message
