"""Notes that lose nothing are ``info``: shown with ``-v``, never counted by ``--strict`` (issue 39)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_semantics import load
from tests.conftest import DATA
from tests.helpers import run_cli

NOTE_CODES = {
    ErrorCode.URDF_FIXED_JOINT_LUMPED,
    ErrorCode.URDF_ELEMENT_MOVED,
    ErrorCode.URDF_ROS_CONTROL_NOT_CONVERTED,
}
"""Codes that are always notes: the conversion keeps everything they report on."""

VENDORED_URDFS = sorted((DATA / "urdf" / "real").rglob("*.urdf"))
WAFFLE = next(p for p in VENDORED_URDFS if p.name == "turtlebot3_waffle.urdf")


@pytest.mark.parametrize("path", VENDORED_URDFS, ids=lambda p: p.name)
def test_lumping_notes_are_infos_in_every_vendored_urdf(path: Path) -> None:
    document = load(path)
    assert not [p for p in document.warnings if p.code in NOTE_CODES]
    assert all(p.code in NOTE_CODES for p in document.infos)
    # The old warnings are all still reported, as notes.
    assert {p.severity for p in document.problems if p.code in NOTE_CODES} <= {Severity.INFO}


def fixed_chain(links: int) -> str:
    """A URDF of ``links`` links, each on a fixed joint below the previous one."""
    parts = [
        '<robot name="chain"><link name="l0"><inertial><mass value="1"/>'
        '<inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial>'
        '<visual><geometry><box size="1 1 1"/></geometry></visual></link>'
    ]
    for index in range(1, links):
        parts.append(
            f'<link name="l{index}"><visual><geometry><sphere radius="1"/></geometry>'
            f'</visual></link><joint name="j{index}" type="fixed"><parent link="l{index - 1}"/>'
            f'<child link="l{index}"/><origin xyz="0 0 1"/></joint>'
        )
    return "".join(parts) + "</robot>"


@pytest.mark.parametrize("links", [2, 5, 12])
def test_a_urdf_with_fixed_joints_passes_strict_and_shows_notes_with_verbose(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, links: int
) -> None:
    path = tmp_path / "chain.urdf"
    path.write_text(fixed_chain(links))
    status, out, _ = run_cli(capsys, "check", "--strict", path)
    assert status == 0
    assert out.strip() == f"{path}: valid (0 warnings)"
    status, out, _ = run_cli(capsys, "check", "-v", path)
    notes = [line for line in out.splitlines() if " info URDF_" in line]
    # One lumping note per link lumped, one move note per visual moved.
    assert status == 0 and len(notes) == 2 * (links - 1)
    assert out.splitlines()[-1].endswith(f"valid (0 warnings, {len(notes)} notes)")


def test_waffle_is_quiet_and_strict_valid(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "check", "--strict", WAFFLE)
    assert status == 0 and out.strip().endswith("valid (0 warnings)")


@pytest.mark.parametrize("verbose", [False, True])
def test_notes_in_machine_formats_follow_verbose(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, verbose: bool
) -> None:
    path = tmp_path / "chain.urdf"
    path.write_text(fixed_chain(3))
    flags = ["-v"] if verbose else []
    _, out, _ = run_cli(capsys, "check", "--format", "json", *flags, path)
    report = json.loads(out)["files"][0]
    assert report["warnings"] == []
    assert len(report["infos"]) == (4 if verbose else 0)
    _, out, _ = run_cli(capsys, "check", "--format", "sarif", *flags, path)
    levels = [r["level"] for r in json.loads(out)["runs"][0]["results"]]
    assert levels == (["note"] * 4 if verbose else [])
    _, out, _ = run_cli(capsys, "check", "--format", "github", *flags, path)
    assert sum(line.startswith("::notice ") for line in out.splitlines()) == (4 if verbose else 0)
