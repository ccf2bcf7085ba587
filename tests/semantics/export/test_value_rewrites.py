"""``sdformat print --degrees / --precision``: poses in degrees, numbers rounded, same document."""

from __future__ import annotations

import math
import re
from pathlib import Path

import numpy as np
import pytest
from lxml import etree

from sdformat_semantics import load
from sdformat_semantics.cli import main
from tests.conftest import DATA
from tests.helpers import run_cli

REAL = DATA / "corpus" / "real"
BUILDING_ROBOT = REAL / "gazebosim__docs/jetty/tutorials/building_robot/building_robot.sdf"
HEXROTOR = REAL / "osrf__mbzirc/mbzirc_ign/models/mbzirc_hexrotor_base/model.sdf"
WORLD_COMPLETE = REAL / "gazebosim__sdformat/test/sdf/world_complete.sdf"
QUATERNIONS = DATA / "corpus/conformance/test/sdf/rotations_in_quaternions.sdf"
FLANGES = DATA / "include/flanges/super_armio_bros.sdf"

NUMBER = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")


def reloaded(text: str, tmp_path: Path, name: str) -> object:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    document = load(path)
    assert document.valid, document.errors
    return document


def assert_same_poses(original: object, printed: object, *, atol: float) -> None:
    for world, graphs in original.graphs.items():  # type: ignore[attr-defined]
        for vertex in graphs.vertices:
            expected = original.pose(vertex, world=world or None)  # type: ignore[attr-defined]
            actual = printed.pose(vertex, world=world or None)  # type: ignore[attr-defined]
            assert np.allclose(actual.matrix(), expected.matrix(), atol=atol), vertex


def test_degrees_writes_every_euler_pose_in_degrees_and_keeps_the_poses(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, err = run_cli(capsys, "print", "--degrees", BUILDING_ROBOT)
    assert status == 0 and err == ""
    poses = etree.fromstring(out.encode()).iter("pose")
    assert all(pose.get("degrees") == "true" for pose in poses)
    wheel = f"{math.degrees(-1.5707)!r}"
    assert f'<pose relative_to="chassis" degrees="true">-0.5 0.6 0 {wheel} 0 0</pose>' in out
    assert_same_poses(load(BUILDING_ROBOT), reloaded(out, tmp_path, "degrees.sdf"), atol=1e-12)


def test_poses_already_in_degrees_stay_and_included_poses_convert_too(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run_cli(capsys, "print", "--degrees", "--preserve-includes", FLANGES)
    assert status == 0
    assert '<pose relative_to="robot_1" degrees="true">0 2 0 0 0 90</pose>' in out
    assert "<include>" in out and '<pose degrees="true">1 0 0 0 0 0</pose>' in out


def test_quaternions_and_poses_without_a_degrees_attribute_are_left_with_a_note(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run_cli(capsys, "print", "--degrees", QUATERNIONS)
    assert status == 0
    # Left as read: the file's own spelling, white space and all.
    assert '<pose rotation_format="quat_xyzw">\n      1 2 3   0.391948 0.200425' in out
    assert err == (
        "sdformat: 1 pose in quat_xyzw left as quaternions: "
        "degrees apply to roll, pitch and yaw only\n"
    )
    status, out, err = run_cli(capsys, "print", "--degrees", WORLD_COMPLETE)
    assert status == 0
    assert "sdformat: 12 poses left in radians: <waypoint><pose> has no degrees attribute" in err
    status, out, err = run_cli(capsys, "print", "--degrees", "--version", "1.8", HEXROTOR)
    assert status == 0 and 'degrees="true"' not in out
    assert "poses left in radians: <pose> of SDFormat 1.8 has no degrees attribute" in err


def significant_digits(token: str) -> int:
    mantissa = re.split("[eE]", token.lstrip("+-"))[0].replace(".", "")
    return len(mantissa.strip("0")) or 1


def numbers_of(root: etree._Element) -> list[tuple[str, str]]:
    """Every number-looking word of every attribute and leaf text, with where it is."""
    found = []
    for element in root.iter():
        texts = [(f"{element.tag}@{k}", v) for k, v in element.attrib.items()]
        if len(element) == 0 and element.text:
            texts.append((str(element.tag), element.text))
        for where, text in texts:
            found.extend((where, word) for word in text.split() if NUMBER.match(word))
    return found


@pytest.mark.parametrize("digits", [3, 6])
def test_precision_rounds_to_significant_digits_within_the_documented_tolerance(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, digits: int
) -> None:
    _, full, _ = run_cli(capsys, "print", HEXROTOR)
    status, rounded, _ = run_cli(capsys, "print", "--precision", str(digits), HEXROTOR)
    assert status == 0 and rounded != full
    exact = numbers_of(etree.fromstring(full.encode()))
    short = numbers_of(etree.fromstring(rounded.encode()))
    assert [where for where, _ in exact] == [where for where, _ in short]
    tolerance = 0.5 * 10 ** (1 - digits)  # relative, as --help states
    for (where, long_word), (_, short_word) in zip(exact, short, strict=True):
        assert significant_digits(short_word) <= digits, (where, short_word)
        original, written = float(long_word), float(short_word)
        assert abs(written - original) <= tolerance * abs(original), (where, long_word)
    reloaded(rounded, tmp_path, "rounded.sdf")


def test_precision_and_degrees_together_give_short_angles(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, _ = run_cli(capsys, "print", "--degrees", "--precision", "4", BUILDING_ROBOT)
    assert status == 0
    assert '<pose relative_to="chassis" degrees="true">-0.5 0.6 0 -89.99 0 0</pose>' in out
    assert_same_poses(load(BUILDING_ROBOT), reloaded(out, tmp_path, "short.sdf"), atol=1e-3)


def test_precision_must_be_a_positive_whole_number(capsys: pytest.CaptureFixture[str]) -> None:
    for bad in ("0", "-2", "six"):
        status, _, err = run_cli(capsys, "print", "--precision", bad, HEXROTOR)
        assert status == 2 and "is not a whole number of at least 1" in err


def test_print_help_has_examples(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["print", "--help"]) == 0
    out = capsys.readouterr().out
    assert "examples:\n" in out and "sdformat print --degrees --precision 6 robot.sdf" in out
