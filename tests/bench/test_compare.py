"""The benchmark comparison: its table, its verdicts, its inputs (nothing here is timed)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

import sdformat_semantics
from bench import compare, kinematics, libsdformat, worker
from bench.compare import Cell, Row
from bench.readers import bare_floor, bind_only
from sdformat_semantics.kinematics.solver import CHUNK
from tests.helpers import python_steps

REAL = compare.REAL_INPUTS


def _row(label: str, **ratios: float | str) -> Row:
    """A row whose cells have the given ratios to a 1 ms parse (a str is a failure)."""
    cells = {"lxml": Cell(seconds=0.001, parse_seconds=0.001, peak_bytes=2**20)}
    for column, value in ratios.items():
        name = column.replace("_", " ")
        if isinstance(value, str):
            cells[name] = Cell(failure=value)
        else:
            cells[name] = Cell(seconds=value / 1000, parse_seconds=0.001, peak_bytes=2**20)
    return Row(label, "1.10", 2**20, None, cells)


def _line(text: str, label: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(label))


def test_verdict_needs_every_target_of_the_issue() -> None:
    """Load under 10x (real) or 7x (synthetic), 2x ahead of each peer, read 3x, memory 1.5x."""
    assert compare.verdict(_row("a", ours_load=6.0, rod=12.0, libsdformat=100.0)) == "met"
    assert compare.verdict(_row("b", ours_load=10.5, rod=30.0)) == "missed: load 10.5x > 10x"
    synthetic = _row("s", ours_load=8.0, rod=30.0)
    synthetic = Row("s", "1.10", 2**20, 1000, synthetic.cells)
    assert compare.verdict(synthetic) == "missed: load 8.0x > 7x"
    assert compare.verdict(_row("c", ours_load=6.0, rod=9.0, lisdf="ValueError: x")) == (
        "missed: lead < 2x: rod 1.5x"
    )
    assert compare.verdict(_row("r", ours_load=6.0, ours_read=3.5, rod=12.0)) == (
        "missed: read 3.5x > 3x"
    )
    touched = {"ours_load": 6.0, "rod": 12.0, "ours_read+touch": 14.0}
    assert compare.verdict(_row("t", **touched, **{"ours_eager+touch": 14.0})) == "met"
    assert compare.verdict(_row("u", **touched, **{"ours_eager+touch": 12.5})) == (
        "missed: read+touch 1.12 of eager+touch > 1"
    )
    heavy = _row("m", ours_load=6.0)
    heavy.cells["ours load"] = Cell(seconds=0.006, parse_seconds=0.001, peak_bytes=2 * 2**20)
    assert compare.verdict(heavy) == "met"  # memory is judged on large synthetic worlds only
    assert compare.verdict(Row("m", "1.10", 2**20, 1000, heavy.cells)) == (
        "missed: memory 2.0x > 1.5x"
    )
    assert compare.verdict(_row("d", ours_load="ReadFailed: bad")) == (
        "missed: ours load has no figure"
    )


def test_the_lead_over_a_peer_is_their_time_over_ours_whatever_each_process_parsed_in() -> None:
    """A peer's process may parse twice as slowly (its freed memory): its ratio does not count."""
    row = _row("3k", ours_load=11.0)  # 11 ms, its process parsing in 1 ms
    row.cells["rod"] = Cell(seconds=0.0115, parse_seconds=0.002, peak_bytes=2**20)  # ratio 5.75x
    assert compare.lead(row, "rod") == pytest.approx(0.0115 / 0.011)
    assert compare.verdict(row) == "missed: load 11.0x > 10x; lead < 2x: rod 1.0x"
    row.cells["rod"] = Cell(seconds=0.023, parse_seconds=0.002, peak_bytes=2**20)  # ratio 11.5x
    assert compare.verdict(row) == "missed: load 11.0x > 10x"
    assert compare.lead(row, "lisdf") is None


def test_report_shows_ratios_memory_reasons_and_the_count_of_rows_meeting_the_target() -> None:
    """The rendered table carries each figure, footnotes failures once, and counts verdicts."""
    converted = Cell(seconds=0.004, parse_seconds=0.001, peak_bytes=2**20, converted=True)
    rows = [
        _row("small", ours_load=6.0, rod=13.0, lisdf="ValueError: unknown tag"),
        _row("large", ours_load=12.0, lisdf="ValueError: unknown tag"),
    ]
    rows[1].cells["rod"] = converted
    text = compare.report(rows)
    small = _line(text, "small ")
    assert re.search(r"\b6\.0x\b.*\b13\.0x\b.*fails\[1\].*\bmet$", small)
    large = _line(text, "large ")
    assert "4.0x†" in large
    assert large.endswith("missed: load 12.0x > 10x; lead < 2x: rod 0.3x")
    assert "[1] lisdf on every input: ValueError: unknown tag" in text
    assert text.count("[1] lisdf") == 1
    assert "met on 1 of 2 inputs" in text
    memory = text.split("Peak memory")[1]
    assert re.search(r"small\s+1\.0\s.*\b1\.0\b", memory)


def test_every_vendored_input_loads_valid_and_names_its_license() -> None:
    """The real benchmark files load without errors and the data README credits each."""
    index = (REAL.parent / "README.md").read_text(encoding="utf-8")
    files = sorted(REAL.rglob("*.sdf"))
    assert len(files) >= 3
    for path in files:
        relative = path.relative_to(REAL.parent).as_posix()
        assert f"`{relative}`" in index, relative
        assert (REAL / path.relative_to(REAL).parts[0] / "LICENSE").is_file()
        document = sdformat_semantics.load(path)
        assert document.valid, (relative, document.errors[:2])


@pytest.mark.skipif(
    not Path("/proc/self/clear_refs").exists(), reason="peak memory is read from Linux /proc"
)
def test_worker_gives_a_reason_when_a_reader_cannot_read_a_file(tmp_path: Path) -> None:
    """A reader that raises is a failure with its message; one that reads gets figures."""
    old = tmp_path / "old.sdf"
    old.write_text('<sdf version="1.5"><model name="m"><link name="l"/></model></sdf>')
    assert worker.measure(bind_only, old, old) == {
        "failure": "ReadFailed: no classes for version '1.5'"
    }
    measured = worker.measure(bare_floor, old, old)
    assert set(measured) == {"seconds", "parse_seconds", "peak_bytes"}


def test_libsdformat_gets_newer_files_declared_as_1_9_and_older_ones_untouched() -> None:
    """Only the root's version attribute of a 1.10 file is lowered."""
    newer = b'<?xml version="1.0"?>\n<sdf version="1.10"><model name="v1.10"/></sdf>'
    assert libsdformat.lowered_to_newest_read(newer) == (
        b'<?xml version="1.0"?>\n<sdf version="1.9"><model name="v1.10"/></sdf>'
    )
    assert libsdformat.lowered_to_newest_read(b'<sdf version="1.6"><world name="w"/></sdf>') is None


def test_the_kinematics_row_runs_no_python_per_configuration() -> None:
    """10,000 configurations of a 7-joint arm, every link: the issue's target is 1 us each.

    numpy reaches it only when no Python runs per configuration: Python runs per
    chunk of ``CHUNK`` configurations, so ten more chunks cost fewer Python steps
    than they hold configurations (a loop over configurations would cost several
    each). The Python steps, not the seconds a loaded machine stretches, are what
    is compared.
    """
    document = sdformat_semantics.load(kinematics.arm_text())
    links = [f"l{i}" for i in range(kinematics.JOINTS + 1)]

    def poses(configurations: int) -> Callable[[], object]:
        rng = np.random.default_rng(0)
        joints = range(1, kinematics.JOINTS + 1)
        positions = {f"j{i}": rng.uniform(-1.0, 1.0, configurations) for i in joints}
        return lambda: document.poses(positions, frames=links)

    poses(10)()  # builds the kinematic tree once, as measure does
    more = 10 * CHUNK
    assert python_steps(poses(2 * more)) - python_steps(poses(more)) < more
    seconds, count = kinematics.measure(100, runs=1)
    assert count == len(links) == 8 and seconds >= 0.0
    rows = kinematics.lines(100)
    assert [row.split(":")[0] for row in rows] == [
        "Kinematics, one query",
        "Kinematics, batched",
        "Jacobian of the Panda's hand (Document.jacobian)",
    ]
    assert rows[1].startswith("Kinematics, batched: 100 configurations of a 7-joint arm")
