"""``python -m bench.memory``: its inputs and its figures (nothing here is timed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import memory


def test_the_include_case_is_the_issue_s_twenty_includes_of_a_2_mb_model(tmp_path: Path) -> None:
    world, elements = memory.CASES["includes"](tmp_path)
    robot = tmp_path / "robot.sdf"
    assert 1.8e6 < robot.stat().st_size < 2.6e6
    assert world.read_text().count("<uri>robot.sdf</uri>") == 20
    assert elements > 20 * 60_000  # over the default max_elements: the case raises it


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux's /proc")
@pytest.mark.slow
def test_a_case_reports_time_peak_and_bytes_per_element(capsys: pytest.CaptureFixture[str]) -> None:
    assert memory.main(["--case", "robots"]) == 0
    header, row = capsys.readouterr().out.splitlines()
    assert header.split()[:5] == ["case", "elements", "seconds", "peak", "MB"]
    fields = row.split()
    assert fields[0] == "robots" and fields[-1] == "True"
    assert 100 < float(fields[4]) < 5_000  # bytes per element
