"""The before/after record of load outcomes that speed changes are checked with."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import outcomes

_ROBOT = """<sdf version="1.10"><model name="m">
  <link name="base"><pose>1 2 3 0 0 0</pose></link>
  <link name="arm"><pose relative_to="base">0 0 {z} 0 0 0</pose></link>
</model></sdf>"""


def _record(folder: Path, out: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    assert outcomes.main(["record", str(out), str(folder)]) == 0
    capsys.readouterr()
    recorded: dict[str, object] = json.loads(out.read_text())
    return recorded


def test_a_record_holds_problems_link_poses_and_the_written_digest_per_mode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "robot.sdf").write_text(_ROBOT.format(z=1))
    (tmp_path / "broken.sdf").write_text('<sdf version="1.10"><model name="m"/></sdf>')
    (tmp_path / "notes.txt").write_text("not a model")
    recorded = _record(tmp_path, tmp_path / "out.json", capsys)
    assert sorted(recorded) == [str(tmp_path / "broken.sdf"), str(tmp_path / "robot.sdf")]
    robot = recorded[str(tmp_path / "robot.sdf")]
    assert isinstance(robot, dict) and robot["lazy"] == robot["eager"]
    assert robot["lazy"]["problems"] == []
    assert robot["lazy"]["link poses"] == {
        "base": "Pose(position=(1, 2, 3), rpy=(0, 0, 0))",
        "arm": "Pose(position=(1, 2, 4), rpy=(0, 0, 0))",
    }
    broken = recorded[str(tmp_path / "broken.sdf")]
    assert isinstance(broken, dict)
    assert broken["lazy"]["problems"], "a model without a link is reported"
    assert broken["lazy"]["written"].startswith("raised")


def test_compare_names_each_file_whose_outcome_changed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    models = tmp_path / "models"
    models.mkdir()
    (models / "same.sdf").write_text(_ROBOT.format(z=1))
    (models / "moved.sdf").write_text(_ROBOT.format(z=1))
    _record(models, tmp_path / "before.json", capsys)
    _record(models, tmp_path / "again.json", capsys)
    (models / "moved.sdf").write_text(_ROBOT.format(z=2))
    _record(models, tmp_path / "after.json", capsys)

    assert (
        outcomes.main(["compare", str(tmp_path / "before.json"), str(tmp_path / "again.json")]) == 0
    )
    assert "0 of 2 files differ" in capsys.readouterr().out
    assert (
        outcomes.main(["compare", str(tmp_path / "before.json"), str(tmp_path / "after.json")]) == 1
    )
    printed = capsys.readouterr().out
    assert f"differs: {models / 'moved.sdf'}" in printed
    assert "same.sdf" not in printed
    assert "1 of 2 files differ" in printed
