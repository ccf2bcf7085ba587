"""``python -m bench.urdf``: a row per vendored URDF against yourdfpy, and a summary.

Only the shape of what it prints is checked here (timings never are): every
vendored URDF is listed once, a missing yourdfpy is said with its reason in
each row and in the summary, and the summary counts the files that meet
issue 40's target.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import urdf
from tests.conftest import DATA

SMALL = DATA / "urdf/rules/world.urdf"


def test_every_vendored_urdf_is_benchmarked() -> None:
    found = urdf.vendored_urdfs()
    assert found == sorted(DATA.rglob("*.urdf"))
    assert DATA / "urdf/real/gazebosim__sdformat/test/performance/parser_urdf_atlas.urdf" in found
    assert any(path.parent.name == "expected" for path in found)  # the expanded xacro files


def test_without_yourdfpy_each_row_says_why(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(urdf, "yourdfpy_loader", lambda: (None, "yourdfpy not installed (test)"))
    assert urdf.main(["--runs", "1", str(SMALL)]) == 0
    lines = capsys.readouterr().out.splitlines()
    row = next(line for line in lines if line.rstrip().endswith("(yourdfpy not installed (test))"))
    assert "n/a" in row and "urdf/rules/world.urdf" in row
    assert float(row.split()[0]) > 0  # our figure is still measured
    assert lines[-1] == "URDF load: 1 files, yourdfpy not measured (yourdfpy not installed (test))"


def test_a_peer_refusing_a_file_is_shown_not_raised(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def refuses(path: Path) -> object:
        raise ValueError("no robot here")

    monkeypatch.setattr(urdf, "yourdfpy_loader", lambda: (refuses, ""))
    assert urdf.main(["--runs", "1", str(SMALL)]) == 0
    out = capsys.readouterr().out
    assert "(yourdfpy: ValueError: no robot here)" in out


def test_the_summary_counts_files_meeting_the_target(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(urdf, "yourdfpy_loader", lambda: (lambda path: None, ""))
    second = DATA / "urdf/rules/mimic.urdf"
    assert urdf.main(["--runs", "1", str(SMALL), str(second)]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = [line for line in lines if line.rstrip().endswith(".urdf")]
    assert len(rows) == 2
    assert all(row.split()[3] in ("met", "missed") for row in rows)
    met = sum(row.split()[3] == "met" for row in rows)
    assert lines[-1].startswith(f"URDF load: at least as fast as yourdfpy on {met} of 2 files")


def test_summary_without_ratios_or_with_some() -> None:
    assert urdf.summary([0.5, 2.0, 1.0], 4, "") == (
        "URDF load: at least as fast as yourdfpy on 2 of 3 files both read (4 vendored); "
        "worst ratio 2.00, best 0.50"
    )
    assert urdf.summary([], 2, "") == "URDF load: 2 files, yourdfpy not measured (it read none)"
