"""1.11 and 1.12 rules: //sensor/frame_id is a free label, and mimic is checked as in 1.10."""

from __future__ import annotations

from pathlib import Path

import pytest

import sdformat_semantics
from tests.semantics.kinematics.test_mimic import INVALID, MIMIC


def sensor(name: str, frame_id: str) -> str:
    return f'<sensor name="{name}" type="camera"><frame_id>{frame_id}</frame_id></sensor>'


def robot(link_sensor: str = "", joint_sensor: str = "", inner_sensor: str = "") -> str:
    """A model with a nested camera model, a frame, a joint: every kind of frame to name."""
    return (
        '<model name="robot">'
        '<link name="base">' + link_sensor + "</link>"
        '<link name="arm"/>'
        '<joint name="shoulder" type="revolute"><parent>base</parent><child>arm</child>'
        "<axis><xyz>0 0 1</xyz></axis>" + joint_sensor + "</joint>"
        '<frame name="mount" attached_to="base"/>'
        '<model name="camera"><link name="body"/>'
        '<frame name="optical" attached_to="body"/>'
        '<link name="lens">' + inner_sensor + "</link>"
        "</model></model>"
    )


def world(model: str, world_joint_sensor: str = "") -> str:
    joint = (
        '<joint name="anchor" type="fixed"><parent>world</parent><child>robot::base</child>'
        + world_joint_sensor
        + "</joint>"
        if world_joint_sensor
        else ""
    )
    return f'<sdf version="1.12"><world name="w">{model}{joint}</world></sdf>'


FRAMES_IN_SCOPE = [
    "",
    "base",
    "arm",
    "shoulder",
    "mount",
    "camera",
    "camera::optical",
    "camera::body",
    "__model__",
]

FREE_LABELS = [
    "camera_optical_frame",  # a ROS tf frame the document does not have
    "robot/base_link/imu",
    "x500_0/OakD-Lite/base_link/IMU",
    "world",
    "__root__",
    "nowhere",
]
"""Labels that name nothing in the document: gz-sensors stamps them on messages as they are."""

SENSOR_PLACES = ("link_sensor", "joint_sensor", "inner_sensor")


def _with_sensor(place: str, frame_id: str) -> str:
    return world(robot(**{place: sensor("s", frame_id)}))


@pytest.mark.parametrize("frame_id", FRAMES_IN_SCOPE + FREE_LABELS)
@pytest.mark.parametrize("place", SENSOR_PLACES)
def test_every_frame_id_is_valid_it_is_not_a_frame_reference(place: str, frame_id: str) -> None:
    """libsdformat never resolves //sensor/frame_id: whatever it holds, the document is valid."""
    document = sdformat_semantics.load(_with_sensor(place, frame_id))
    assert document.valid, [str(e) for e in document.errors]
    assert all(w.severity.value == "warning" for w in document.problems)


@pytest.mark.parametrize("frame_id", FRAMES_IN_SCOPE)
def test_a_frame_id_naming_a_frame_in_scope_is_silent(frame_id: str) -> None:
    for place in ("link_sensor", "joint_sensor"):
        document = sdformat_semantics.load(_with_sensor(place, frame_id))
        assert not document.problems, [str(p) for p in document.problems]


@pytest.mark.parametrize("frame_id", ["optical", "robot/mount", "camera_link/lens"])
def test_a_frame_id_whose_last_part_names_an_entity_anywhere_is_silent(frame_id: str) -> None:
    """Scope-free labels built from the document's names (ROS-style or out of scope) say nothing."""
    document = sdformat_semantics.load(_with_sensor("link_sensor", frame_id))
    assert not document.problems, [str(p) for p in document.problems]


@pytest.mark.parametrize("frame_id", [*FREE_LABELS[:3], "mout"])
def test_a_frame_id_naming_nothing_is_a_warning_saying_it_need_not_be_a_frame(
    frame_id: str,
) -> None:
    document = sdformat_semantics.load(_with_sensor("link_sensor", frame_id))
    assert document.valid
    [warning] = document.warnings
    assert warning.code.value == "FRAME_ID_UNMATCHED"
    assert f"frame_id '{frame_id}', which names nothing in the document" in warning.message
    assert "need not be a frame" in warning.message
    assert warning.path.endswith('link[@name="base"]/sensor[@name="s"]/frame_id')


def test_the_warning_offers_a_close_frame() -> None:
    [warning] = sdformat_semantics.load(_with_sensor("link_sensor", "mout")).warnings
    assert warning.suggestion == "mount" and warning.line == 1


def test_a_world_joints_sensor_label_is_valid_either_way() -> None:
    for frame_id in ("robot::camera::optical", "mount", "odom"):
        document = sdformat_semantics.load(world(robot(), sensor("ws", frame_id)))
        assert document.valid, [str(e) for e in document.errors]


# Mimic in 1.11 and 1.12 ---------------------------------------------------------


@pytest.mark.parametrize("version", ["1.11", "1.12"])
@pytest.mark.parametrize(("name", "line", "message"), INVALID, ids=[c[0] for c in INVALID])
def test_mimic_checks_run_for_newer_documents(
    version: str, name: str, line: int, message: str, tmp_path: Path
) -> None:
    """Every 1.10 mimic fixture, declared 1.11 or 1.12, gives the same error at the same place."""
    text = (MIMIC / "invalid" / name).read_text(encoding="utf-8")
    assert '<sdf version="1.10">' in text
    copy = tmp_path / name
    copy.write_text(text.replace('<sdf version="1.10">', f'<sdf version="{version}">'))
    document = sdformat_semantics.load(copy)
    [error] = document.errors
    assert error.code.value == "JOINT_AXIS_MIMIC_INVALID"
    assert message in error.message
    assert (error.file, error.line) == (str(copy), line)


@pytest.mark.parametrize("version", ["1.11", "1.12"])
def test_mimic_constraints_of_newer_documents_are_evaluated(version: str) -> None:
    text = (MIMIC / "gearbox_as_mimic.sdf").read_text(encoding="utf-8")
    document = sdformat_semantics.load(text.replace('"1.10"', f'"{version}"'))
    assert document.valid and document.original_version == version
    [constraint] = document.mimic_constraints()
    assert (constraint.follower, constraint.leader) == (
        "gearbox_output_joint",
        "gearbox_input_joint",
    )
    at = document.pose("gearbox_output", positions={"gearbox_input_joint": 0.1})
    zero = document.pose("gearbox_output")
    assert not at.isclose(zero)
