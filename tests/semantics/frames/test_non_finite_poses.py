"""Poses are finite numbers, as read and as composed: never ``inf``, ``nan`` or a stand-in identity."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

import sdformat_semantics
from sdformat_semantics import FrameLookupError, Pose
from tests.helpers import codes, run_cli

ROTATIONS = ["0 0 0", "0 0 1.5707963", "3.14159 0 0", "0.3 -0.2 2.5"]


def _chain(offsets: list[float], rpy: str) -> str:
    frames = "".join(
        f'<frame name="f{i}"><pose relative_to="{f"f{i - 1}" if i else "__model__"}">'
        f"{offset} {offset / 3} 0 {rpy}</pose></frame>"
        for i, offset in enumerate(offsets)
    )
    return f'<sdf version="1.12"><model name="m"><link name="l"/>{frames}</model></sdf>'


def _expected_overflow(offsets: list[float], rpy: str) -> set[str]:
    """The frames whose composed position leaves a double, found on offsets scaled down."""
    scale = 1e300
    angles = [float(a) for a in rpy.split()]
    pose = Pose.identity()
    found: set[str] = set()
    for index, offset in enumerate(offsets):
        local = Pose.from_rpy(offset / scale, offset / 3 / scale, 0, *angles)
        pose = pose @ local
        if max(abs(v) for v in pose.position.tolist()) * scale > 1.7976931348623157e308:
            found.add(f"f{index}")
    return found


@pytest.mark.parametrize("rpy", ROTATIONS)
@pytest.mark.parametrize("count", [2, 3, 10])
def test_a_chain_that_overflows_when_composed_is_reported_frame_by_frame(
    rpy: str, count: int
) -> None:
    offsets = [1.2e308] * count  # each finite; sums along the chain may not be
    expected = _expected_overflow(offsets, rpy)
    document = sdformat_semantics.load(_chain(offsets, rpy))
    overflowing = [e for e in document.errors if e.code.name == "POSE_NOT_FINITE"]
    assert set(codes(document)) <= {"POSE_NOT_FINITE"}
    named = {e.path.split('"')[3] for e in overflowing if e.path}
    assert named == expected
    for index in range(count):
        frame = f"f{index}"
        if frame in named:
            with pytest.raises(FrameLookupError, match="cannot be resolved"):
                document.pose(frame)
        else:
            pose = document.pose(frame)
            assert all(math.isfinite(v) for v in pose.position.tolist())


def test_the_generated_chains_include_overflowing_ones() -> None:
    assert _expected_overflow([1.2e308] * 3, "0 0 0") == {"f1", "f2"}


def test_a_chain_of_large_finite_poses_stays_valid() -> None:
    document = sdformat_semantics.load(_chain([1e300] * 20, "0 0 0.5"))
    assert document.valid, document.errors
    assert math.isfinite(document.pose("f19").position[0])


def test_composing_past_a_double_raises_rather_than_returning_nan() -> None:
    far = Pose.from_rpy(1.7e308, 0, 0, 0, 0, 0)
    with pytest.raises(OverflowError, match="range of a double"):
        far @ far


def test_a_zero_quaternion_is_an_error_not_the_identity() -> None:
    pose = '<pose rotation_format="quat_xyzw">1 2 3 0 0 0 0</pose>'
    text = f'<sdf version="1.12"><model name="m"><link name="l">{pose}</link></model></sdf>'
    assert codes(sdformat_semantics.load(text)) == ["PARAMETER_ERROR"]


@pytest.mark.parametrize("pose", ["1e309 0 0 0 0 0", "0 0 0 0 0 -1e309", "1e400 0 0 0 0 0"])
def test_the_pose_command_refuses_what_it_cannot_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], pose: str
) -> None:
    path = tmp_path / "m.sdf"
    link = f'<link name="l"><pose>{pose}</pose></link>'
    path.write_text(f'<sdf version="1.12"><model name="m">{link}</model></sdf>')
    status, out, err = run_cli(capsys, "pose", path, "l")
    assert status != 0 and "PARAMETER_ERROR" in out + err
    assert "0 0 0 0 0 0" not in [line.strip() for line in out.splitlines()]
    status, out, _ = run_cli(capsys, "print", path)
    assert status != 0 and "<pose>inf" not in out


def test_the_pose_command_refuses_a_composed_overflow(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "m.sdf"
    path.write_text(_chain([1.2e308] * 3, "0 0 0"))
    status, out, err = run_cli(capsys, "pose", path, "f2")
    assert status != 0 and "POSE_NOT_FINITE" in out + err and "nan" not in out
