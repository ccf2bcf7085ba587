"""A URDF written back as URDF keeps every link, joint, name and fixed joint.

Reading URDF lumps fixed joints (their links become frames) and leaves out
massless links; ROS tools (tf, robot_state_publisher, ros2_control) depend on
the names that lumping hides. A document read from URDF whose objects were
not edited is written back as its URDF was read.
"""

from __future__ import annotations

import pickle
from pathlib import Path

import numpy as np
import pytest
from lxml import etree

import sdformat_semantics
from sdformat_semantics import ParserConfig, Pose
from tests.conftest import DATA
from tests.helpers import run_cli

URDF_FILES = sorted(DATA.rglob("*.urdf"))
"""Every vendored URDF file (those that load valid are written back)."""
WAFFLE = (
    DATA / "urdf/real/ROBOTIS-GIT__turtlebot3_simulations/turtlebot3_gazebo/urdf"
    "/turtlebot3_waffle.urdf"
)
TOLERANCE = 1e-9


def _origin(element: etree._Element) -> Pose:
    origin = element.find("origin")
    if origin is None:
        return Pose.identity()
    xyz = [float(v) for v in origin.get("xyz", "0 0 0").split()]
    rpy = [float(v) for v in origin.get("rpy", "0 0 0").split()]
    return Pose.from_rpy(*xyz, *rpy)


def _structure(text: str) -> tuple[list[str], list[tuple[str, str, str, str]], list[Pose]]:
    """Link names; joints as (name, type, parent, child); joint origins: all in order."""
    robot = etree.fromstring(text.encode("utf-8"))
    links = [str(link.get("name")) for link in robot.iterchildren("link")]
    joints = list(robot.iterchildren("joint"))
    described = [
        (
            str(joint.get("name")),
            str(joint.get("type")),
            str(joint.find("parent").get("link")),  # type: ignore[union-attr]
            str(joint.find("child").get("link")),  # type: ignore[union-attr]
        )
        for joint in joints
    ]
    return links, described, [_origin(joint) for joint in joints]


def _frames(document: sdformat_semantics.Document) -> list[str]:
    model = document.model
    assert model is not None
    return [str(link.name) for link in model.links] + [str(frame.name) for frame in model.frames]


VALID = [path for path in URDF_FILES if sdformat_semantics.load(path).valid]


def test_the_vendored_urdf_set_is_large() -> None:
    assert len(URDF_FILES) >= 20 and len(VALID) >= 15


@pytest.mark.parametrize("path", VALID, ids=lambda p: str(p.relative_to(DATA)))
@pytest.mark.parametrize("preserve", [False, True], ids=["lumped", "preserved"])
def test_every_vendored_urdf_is_written_back_with_its_names_joints_and_poses(
    path: Path, preserve: bool
) -> None:
    config = ParserConfig(preserve_fixed_joints=preserve)
    document = sdformat_semantics.load(path, config=config)
    if not document.valid:  # preserving keeps a massless root, which is then left out
        pytest.skip("invalid when fixed joints are preserved")
    conversion = document.convert_to_urdf()
    assert conversion.problems == ()
    links, joints, origins = _structure(path.read_text(encoding="utf-8"))
    written_links, written_joints, written_origins = _structure(conversion.text)
    assert (written_links, written_joints) == (links, joints)
    for original, written in zip(origins, written_origins, strict=True):
        assert written.isclose(original, TOLERANCE)
    again = sdformat_semantics.load(conversion.text, config=config)
    assert [(p.code, p.message) for p in again.problems] == [
        (p.code, p.message) for p in document.problems
    ]
    assert _frames(again) == _frames(document)
    for frame in _frames(document):
        assert again.pose(frame).isclose(document.pose(frame), TOLERANCE), frame


def test_an_edited_document_is_written_from_its_objects() -> None:
    """The kept URDF is written only while the objects are what it converts to."""
    document = sdformat_semantics.load(WAFFLE)
    model = document.model
    assert model is not None and model.links[0].inertial is not None
    model.links[0].inertial.mass = 123.5
    written = document.convert_to_urdf().text
    assert '<mass value="123.5"/>' in written
    assert "123.5" not in WAFFLE.read_text(encoding="utf-8")


def test_a_massless_link_on_a_moving_joint_comes_back() -> None:
    """Reading leaves it out with its subtree; writing the URDF back keeps it all."""
    text = (
        '<robot name="r"><link name="base"><inertial><mass value="1"/><inertia ixx="1" '
        'iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial></link><link name="sensor"/>'
        '<link name="below"/>'
        '<joint name="pan" type="continuous"><parent link="base"/><child link="sensor"/>'
        '<origin xyz="0 0 0.5"/></joint><joint name="mount" type="fixed">'
        '<parent link="sensor"/><child link="below"/></joint></robot>'
    )
    document = sdformat_semantics.load(text)
    assert [str(link.name) for link in document.model.links] == ["base"]  # type: ignore[union-attr]
    links, joints, origins = _structure(document.convert_to_urdf().text)
    assert links == ["base", "sensor", "below"]
    assert [joint[0] for joint in joints] == ["pan", "mount"]
    assert np.allclose(origins[0].position, [0, 0, 0.5])


def test_print_format_urdf_keeps_the_turtlebot3_names(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run_cli(capsys, "print", "--format", "urdf", WAFFLE)
    assert status == 0 and err == ""
    links, joints, _ = _structure(out)
    assert (len(links), len(joints)) == (13, 12)
    assert ("base_joint", "fixed", "base_footprint", "base_link") in joints
    assert sum(joint[1] == "fixed" for joint in joints) == 10


def test_preserve_fixed_joints_reaches_the_loader_from_print_and_check(
    capsys: pytest.CaptureFixture[str],
) -> None:
    preserve = DATA / "urdf/rules/preserve.urdf"
    _, lumped, _ = run_cli(capsys, "print", preserve)
    status, kept, _ = run_cli(capsys, "print", "--preserve-fixed-joints", preserve)
    assert status == 0
    fixed = etree.fromstring(kept.encode("utf-8")).xpath("//joint[@type='fixed']")
    assert len(fixed) > len(
        etree.fromstring(lumped.encode("utf-8")).xpath("//joint[@type='fixed']")
    )
    _, out, _ = run_cli(capsys, "check", "--verbose", preserve)
    assert "URDF_FIXED_JOINT_LUMPED" in out
    status, out, _ = run_cli(capsys, "check", "--verbose", "--preserve-fixed-joints", preserve)
    assert status == 0 and "URDF_FIXED_JOINT_LUMPED" not in out


def test_a_pickled_urdf_document_still_writes_its_urdf_back() -> None:
    document = sdformat_semantics.load(WAFFLE)
    copy = pickle.loads(pickle.dumps(document))
    assert copy.convert_to_urdf().text == document.convert_to_urdf().text
    assert copy.convert_to_urdf().problems == ()
