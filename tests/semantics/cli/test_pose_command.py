"""``sdformat pose`` on real files: scoped names, relative frames and the three formats."""

from __future__ import annotations

import math

import numpy as np
import pytest

from sdformat_semantics.cli import main
from tests.conftest import DATA

REAL = DATA / "corpus" / "real"
FOUR_BAR = REAL / "RobotLocomotion__drake/examples/multibody/four_bar/four_bar.sdf"
NESTED_WORLD = REAL / "gazebosim__gz-physics/test/common_test/worlds/world_with_nested_model.sdf"


def numbers(capsys: pytest.CaptureFixture[str], *args: object) -> np.ndarray:
    assert main([str(a) for a in args]) == 0
    rows = capsys.readouterr().out.splitlines()
    return np.array([[float(word) for word in row.split()] for row in rows])


def test_frames_of_a_model_file_chain_through_relative_to(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # B sits at 4 0.1 0 in A; Bc_bushing at 4 0 0, rolled by -90 degrees, in B.
    bushing = numbers(capsys, "pose", FOUR_BAR, "Bc_bushing", "--relative-to", "A")
    assert np.allclose(bushing, [[8, 0.1, 0, -1.57079632679, 0, 0]])
    half = math.sqrt(0.5)
    quat = numbers(capsys, "pose", FOUR_BAR, "Bc_bushing", "--format", "quat")
    assert np.allclose(quat, [[8, 0.1, 0, -half, 0, 0, half]], atol=1e-9)
    matrix = numbers(capsys, "pose", FOUR_BAR, "joint_AB", "--format", "matrix")
    expected = np.eye(4)
    expected[:3, 3] = [4, 0.1, 0]  # a joint's frame is its child link's unless posed
    assert np.allclose(matrix, expected)


def test_nested_models_in_a_world_are_named_from_the_world(
    capsys: pytest.CaptureFixture[str],
) -> None:
    link = "parent_model::nested_model::nested_link1"
    assert np.allclose(numbers(capsys, "pose", NESTED_WORLD, link), [[4, 3, 3, 0, 0, 1.5707]])
    second = numbers(
        capsys,
        "pose",
        NESTED_WORLD,
        "parent_model::nested_model::nested_link2",
        "--relative-to",
        link,
    )
    assert np.allclose(second, [[0, 1, 0, 1.5707, 0, 0]])
    named = numbers(capsys, "pose", NESTED_WORLD, link, "--world", "nested_model_world")
    assert np.allclose(named, [[4, 3, 3, 0, 0, 1.5707]])


def test_unknown_frames_and_worlds_are_errors_naming_what_exists(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["pose", str(NESTED_WORLD), "parent_model::nested_link1"]) == 1
    err = capsys.readouterr().err
    assert "no frame named 'parent_model::nested_link1'" in err and "parent_model::link1" in err
    assert main(["pose", str(NESTED_WORLD), "parent_model", "--world", "other"]) == 1
    assert "no world named 'other'" in capsys.readouterr().err


def test_pose_help_has_examples(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pose", "--help"]) == 0
    out = capsys.readouterr().out
    assert "examples:\n" in out and "--relative-to base --format quat" in out
