"""1.11 and 1.12 rules: //sensor/frame_id must resolve, and mimic is checked as in 1.10."""

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


VALID_FRAME_IDS = [
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


@pytest.mark.parametrize("frame_id", VALID_FRAME_IDS)
def test_a_frame_id_naming_any_frame_in_the_sensors_scope_is_valid(frame_id: str) -> None:
    for text in (
        world(robot(link_sensor=sensor("s", frame_id))),
        world(robot(joint_sensor=sensor("s", frame_id))),
    ):
        document = sdformat_semantics.load(text)
        assert document.valid, [str(e) for e in document.errors]


def test_a_frame_id_naming_nothing_is_an_error_with_a_suggestion() -> None:
    document = sdformat_semantics.load(world(robot(link_sensor=sensor("s", "mout"))))
    [error] = document.errors
    assert error.code.value == "FRAME_ID_INVALID"
    assert "frame_id 'mout', which names no frame in model 'robot'" in error.message
    assert error.suggestion == "mount"
    assert error.path.endswith('link[@name="base"]/sensor[@name="s"]/frame_id')
    assert error.line == 1


def test_a_nested_models_sensor_sees_only_its_own_model() -> None:
    """Inside robot::camera, 'optical' resolves and 'mount' (a frame of robot) does not."""
    inner_ok = sdformat_semantics.load(world(robot(inner_sensor=sensor("s", "optical"))))
    assert inner_ok.valid, [str(e) for e in inner_ok.errors]
    outer = sdformat_semantics.load(world(robot(inner_sensor=sensor("s", "mount"))))
    [error] = outer.errors
    assert error.code.value == "FRAME_ID_INVALID"
    assert "no frame in model 'robot::camera'" in error.message


def test_a_world_joints_sensor_resolves_from_the_world() -> None:
    good = sdformat_semantics.load(world(robot(), sensor("ws", "robot::camera::optical")))
    assert good.valid, [str(e) for e in good.errors]
    bad = sdformat_semantics.load(world(robot(), sensor("ws", "mount")))
    [error] = bad.errors
    assert error.code.value == "FRAME_ID_INVALID" and "no frame in the world" in error.message


def test_a_root_model_sensor_frame_id() -> None:
    text = '<sdf version="1.12">' + robot(link_sensor=sensor("s", "mountt")) + "</sdf>"
    errors = sdformat_semantics.load(text).errors
    assert [e.code.value for e in errors] == ["FRAME_ID_INVALID"]
    assert "in the model" in errors[0].message and errors[0].suggestion == "mount"


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
