"""``sdformat describe``: the spec as a readable tree, from the data the packages ship."""

from __future__ import annotations

import fnmatch
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import tomllib

from sdformat_semantics.cli.spec_tree import WIDTH
from sdformat_semantics.versions import NEWEST
from tests.conftest import REPO
from tests.helpers import run_cli


def test_describe_an_element_shows_its_children_with_type_default_and_count(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run_cli(capsys, "describe", "model/joint/axis", "--version", "1.10")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "/sdf/model/joint/axis (SDFormat 1.10)"
    assert lines[1] == "<axis>: container, optional, at most once"
    assert (
        '  <xyz>: vector3, default "0 0 1", exactly once (when left out, the default is used); '
        "1 attribute not shown"
    ) in lines
    assert "  <limit>: container, exactly once (when left out, the default is used); " in out
    assert "6 child elements not shown" in out
    # Descriptions are ours, wrapped and indented below their element.
    xyz = lines.index(next(line for line in lines if line.startswith("  <xyz>")))
    assert lines[xyz + 1].startswith("      Direction of the axis")
    descriptions = [line for line in lines[1:] if not line.lstrip().startswith(("<", "@"))]
    assert descriptions and all(len(line) <= WIDTH for line in descriptions)


def test_depth_shows_attributes_and_grandchildren(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run_cli(capsys, "describe", "model/joint/axis", "--depth", "2")
    assert '    @expressed_in: string, default "", optional' in out.splitlines()
    assert '    <lower>: double, default "-inf", exactly once' in out
    _, alone, _ = run_cli(capsys, "describe", "model/joint/axis", "--depth", "0")
    assert alone.splitlines()[1].endswith("4 child elements not shown")
    assert "<xyz>" not in alone


def test_no_path_lists_what_a_document_may_hold(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "describe")
    assert status == 0
    assert out.splitlines()[0] == f"/sdf (SDFormat {NEWEST})"
    assert "  @version: string, required" in out
    _, attribute, _ = run_cli(capsys, "describe", "@version")
    assert attribute.splitlines()[:2] == [
        f"/sdf/@version (SDFormat {NEWEST})",
        "@version: string, required",
    ]
    tops = [line.split(">")[0].strip() for line in out.splitlines() if line.startswith("  <")]
    assert tops == ["<world", "<model", "<actor", "<light"]


def test_attributes_bounds_and_choices_read_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run_cli(capsys, "describe", "model/joint/@type")
    assert out.splitlines()[:2] == [
        f"/sdf/model/joint/@type (SDFormat {NEWEST})",
        "@type: string, required, one of: revolute | continuous | prismatic | screw | "
        "universal | revolute2 | ball | fixed | gearbox",
    ]
    _, out, _ = run_cli(capsys, "describe", "world/model/link/sensor/camera/clip")
    assert '  <near>: double, default ".1", exactly once' in out
    assert "used), range [0.0, inf]" in out
    _, out, _ = run_cli(capsys, "describe", "model/link/@name")
    assert out.splitlines()[1] == "@name: string, required"  # its default is never used


def test_versions_differ_and_the_version_is_checked(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, "describe", "model/joint/axis/mimic", "--version", "1.10")[0] == 0
    status, _, err = run_cli(capsys, "describe", "model/joint/axis/mimic", "--version", "1.8")
    assert status == 1
    assert "SDFormat 1.8: <axis> (/sdf/model/joint/axis) has no child 'mimic'" in err
    status, _, err = run_cli(capsys, "describe", "model/joint/axis/mimic", "--version", "1.9")
    assert status == 1 and "SDFormat 1.9: <axis> (/sdf/model/joint/axis) has no child" in err
    status, _, err = run_cli(capsys, "describe", "model", "--version", "1.5")
    assert status == 2 and "invalid choice: '1.5'" in err


def test_an_unknown_path_says_what_was_meant(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_cli(capsys, "describe", "model/jiont/axis")
    assert status == 1 and out == ""
    assert "<model> (/sdf/model) has no child 'jiont' (did you mean 'joint'?)" in err
    assert "'link'" in err and "'@canonical_link'" in err  # the valid names are listed
    status, _, err = run_cli(capsys, "describe", "model/link/@nme")
    assert status == 1 and "has no attribute '@nme' (did you mean '@name'?)" in err
    status, _, err = run_cli(capsys, "describe", "wrold")
    assert status == 1 and "(did you mean 'world' or 'road'?)" in err


def test_a_path_may_start_at_an_element_with_its_own_spec_file(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run_cli(capsys, "describe", "box")
    assert status == 0
    assert out.splitlines()[0] == f"box (SDFormat {NEWEST}, as spec file box_shape.sdf defines it)"
    _, out, _ = run_cli(capsys, "describe", "link/visual", "--version", "1.7")
    assert out.startswith("link/visual (SDFormat 1.7, as spec file link.sdf defines it)\n")
    # Before 1.12 two files describe a <link>; naming the file picks the state one.
    _, out, _ = run_cli(capsys, "describe", "link_state", "--depth", "0", "--version", "1.11")
    assert out.startswith("link (SDFormat 1.11, as spec file link_state.sdf defines it)\n")
    assert "Recorded state of one link" in out
    # 1.12 gives the state elements names of their own.
    _, out, _ = run_cli(capsys, "describe", "link_state", "--depth", "0", "--version", "1.12")
    assert out.startswith("link_state (SDFormat 1.12, as spec file link_state.sdf defines it)\n")
    _, out, _ = run_cli(capsys, "describe", "world/state/model_state/joint_state/axis_state")
    assert (
        out.splitlines()[0]
        == f"/sdf/world/state/model_state/joint_state/axis_state (SDFormat {NEWEST})"
    )
    assert "<position>: double" in out


def test_a_model_inside_a_model_is_a_reference_not_an_endless_tree(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run_cli(capsys, "describe", "model", "--depth", "50")
    assert status == 0
    nested = [line for line in out.splitlines() if line.startswith("  <model>")]
    assert nested == [
        "  <model>: container, any number; holds what <model> holds (describe model/model shows it)"
    ]
    status, out, _ = run_cli(capsys, "describe", "model/model/model/link/@name")
    assert status == 0 and out.startswith("/sdf/model/model/model/link/@name")


@pytest.mark.slow
def test_describe_reads_only_what_the_package_ships(tmp_path: Path) -> None:
    """The installed packages carry spec_tree.json: describe works without spec/ or generator/."""
    for package in ("sdformat_semantics", "sdformat_v1_7", "sdformat_v1_8", "sdformat_v1_10"):
        source = REPO / package if package == "sdformat_semantics" else REPO / "generated" / package
        shutil.copytree(source, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__"))
    script = (
        "import sys; sys.path.insert(0, sys.argv[1])\n"
        "import sdformat_semantics, sdformat_v1_10\n"
        "assert sdformat_v1_10.SPEC_TREE.is_relative_to(sys.argv[1]), sdformat_v1_10.SPEC_TREE\n"
        "from sdformat_semantics.cli import main\n"
        "sys.exit(main(['describe', 'model/link/inertial/mass']))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert '<mass>: double, default "1.0", optional, at most once' in done.stdout
    patterns = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-data"
    ]["*"]
    assert any(fnmatch.fnmatch("spec_tree.json", pattern) for pattern in patterns)


def test_describe_help_has_examples() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sdformat_semantics", "describe", "--help"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "examples:\n  sdformat describe" in done.stdout
    assert "sdformat describe model/joint/axis --version 1.10" in done.stdout
