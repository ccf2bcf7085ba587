"""Real ROS 2 xacro robots load as the URDF ROS's xacro makes of them.

``tests/data/xacro`` vendors robot descriptions of four public repositories
(see its README) and, for each case of ``cases.json`` (a file and its
arguments), the URDF ROS's xacro implementation writes for it
(``tests/reference/make_xacro_expected.py``). Loading the xacro file must
give the same document, the same poses and the same problems (but for where
they point: at the xacro lines, not the expanded ones) as loading that URDF.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import sdformat_semantics
from sdformat_runtime.errors import Error, ErrorCode
from sdformat_semantics import ParserConfig
from tests.conftest import DATA

XACRO = DATA / "xacro"
TABLE: dict[str, Any] = json.loads((XACRO / "cases.json").read_text(encoding="utf-8"))
CASES = {case["name"]: case for case in TABLE["cases"]}


def _config() -> ParserConfig:
    """The vendored packages, and nothing of this machine's environment."""
    config = ParserConfig().ignore_environment()
    for name, folder in TABLE["packages"].items():
        config.add_package_path(name, XACRO / folder)
    return config


def _what(problem: Error) -> tuple[str, str, str, str]:
    return (problem.code.value, problem.message, problem.path, problem.severity.value)


def test_the_corpus_has_ten_descriptions_with_and_without_arguments() -> None:
    files = {case["xacro"] for case in CASES.values()}
    assert len(files) >= 10
    assert any(case["args"] for case in CASES.values())
    assert any(not case["args"] for case in CASES.values())


@pytest.mark.parametrize("name", [n for n, c in CASES.items() if "error" not in c])
def test_a_xacro_robot_loads_as_the_urdf_xacro_makes_of_it(name: str) -> None:
    case = CASES[name]
    source = XACRO / case["xacro"]
    from_xacro = sdformat_semantics.load(source, config=_config(), xacro_args=case["args"])
    expected = sdformat_semantics.load(XACRO / "expected" / f"{name}.urdf", config=_config())
    assert [_what(p) for p in from_xacro.problems] == [_what(p) for p in expected.problems]
    assert from_xacro.valid == expected.valid
    if expected.valid:
        assert from_xacro.to_xml() == expected.to_xml()
        poses, expected_poses = from_xacro.poses(), expected.poses()
        assert poses.keys() == expected_poses.keys()
        for frame, pose in expected_poses.items():
            np.testing.assert_allclose(poses[frame], pose, atol=1e-12)
    # Every problem points into a vendored xacro file, at a line of it.
    for problem in from_xacro.problems:
        assert problem.file is not None and Path(problem.file).is_relative_to(XACRO), problem
        if problem.path:
            assert problem.line is not None, problem


@pytest.mark.parametrize("name", [n for n, c in CASES.items() if "error" in c])
def test_a_robot_xacro_refuses_is_refused_with_xacros_reason(name: str) -> None:
    case = CASES[name]
    document = sdformat_semantics.load(
        XACRO / case["xacro"], config=_config(), xacro_args=case["args"]
    )
    (error,) = document.errors
    assert error.code is ErrorCode.URDF_XACRO_ERROR
    assert case["error"] in error.message
    assert error.file == str(XACRO / case["xacro"]) and error.line is not None


def test_an_include_gives_a_real_robot_its_arguments(tmp_path: Path) -> None:
    """Two UR arms in one world, each with its own type and prefix, from one xacro file."""
    world = tmp_path / "cell.sdf"
    world.write_text(
        '<sdf version="1.11"><world name="cell">\n'
        '<include xmlns:xacro="http://www.ros.org/wiki/xacro">'
        "<uri>package://ur_description/urdf/ur.urdf.xacro</uri><name>left</name>"
        '<xacro:arg name="name" value="left"/><xacro:arg name="ur_type" value="ur5e"/>'
        '<xacro:arg name="tf_prefix" value="left_"/></include>\n'
        '<include xmlns:xacro="http://www.ros.org/wiki/xacro">'
        "<uri>package://ur_description/urdf/ur.urdf.xacro</uri><name>right</name>"
        "<pose>1 0 0 0 0 0</pose>"
        '<xacro:arg name="name" value="right"/><xacro:arg name="ur_type" value="ur3e"/>'
        '<xacro:arg name="tf_prefix" value="right_"/></include>\n'
        "</world></sdf>"
    )
    document = sdformat_semantics.load(world, config=_config())
    assert document.valid, document.errors
    ur5e = sdformat_semantics.load(XACRO / "expected" / "ur5e.urdf", config=_config()).pose("tool0")
    left = document.pose("left::left_tool0")
    np.testing.assert_allclose(left.position, ur5e.position, atol=1e-12)
    right = document.pose("right::right_tool0")
    assert right.position[0] != pytest.approx(left.position[0] + 1)  # a smaller arm
