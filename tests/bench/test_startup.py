"""``python -m bench.startup``: its rounds, verdicts and table, fed made-up runs (nothing timed)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from pathlib import Path

import pytest

from bench import startup
from bench.startup import Command, Timing, measure, report, verdict

FLOOR = Command("floor", ("python", "floor"))
IMPORT = Command("import", ("python", "import"), target=0.15)
OURS = Command("sdformat check a.sdf", ("sdformat", "check"), peer="ign sdf -k a.sdf")
IGN = Command("ign sdf -k a.sdf", ("ign", "-k"))


def _timings(**best: float | None) -> dict[str, Timing]:
    """A timing per row label whose best wall time is given (None: no figure)."""
    labels = {"floor": FLOOR, "import": IMPORT, "ours": OURS, "ign": IGN}
    return {
        labels[key].label: Timing((value, value + 0.1), (value, value))
        if value is not None
        else Timing(unavailable="ign is not installed")
        for key, value in best.items()
    }


def test_the_targets_are_the_issue_s_import_limit_and_ign_s_own_time() -> None:
    timings = _timings(floor=0.2, ours=0.3, ign=0.25)
    timings.update({IMPORT.label: Timing((0.12, 0.5), (0.1, 0.4))})
    assert verdict(FLOOR, timings) == ""  # the floor has no target
    assert verdict(IMPORT, timings) == "< 0.15 s: met (0.80x)"  # the best run counts
    assert verdict(OURS, timings) == "<= ign: missed by 1.2x"
    assert verdict(IGN, timings) == ""
    faster = _timings(ours=0.2, ign=0.25)
    assert verdict(OURS, faster) == "<= ign: met (0.80x)"
    timings[IMPORT.label] = Timing((0.45,), (0.44,))
    assert verdict(IMPORT, timings) == "< 0.15 s: missed by 3.0x"


def test_without_ign_our_row_is_not_judged_and_the_cell_says_why() -> None:
    timings = _timings(floor=0.2, ours=0.3, ign=None)
    assert verdict(OURS, timings) == "not judged: ign has no figure"
    lines = report([FLOOR, OURS, IGN], timings, runs=2, files=[])
    ign_line = next(line for line in lines if line.startswith("ign sdf -k a.sdf"))
    assert "n/a[1]" in ign_line
    assert "[1] ign is not installed" in lines
    failed = {**timings, OURS.label: Timing(failure="exit status 1: boom")}
    assert verdict(OURS, failed) == "missed: no figure"
    text = "\n".join(report([FLOOR, OURS, IGN], failed, runs=2, files=[]))
    assert "fails[1]" in text and "[1] exit status 1: boom" in text and "n/a[2]" in text


def test_the_table_shows_best_and_median_wall_and_cpu_per_command() -> None:
    timings = {
        FLOOR.label: Timing((0.3, 0.1, 0.2), (0.09, 0.08, 0.07)),
        IMPORT.label: Timing((0.5, 0.4, 0.6), (0.4, 0.3, 0.5)),
    }
    lines = report([FLOOR, IMPORT], timings, runs=3, files=[])
    assert lines[0].startswith("Start-up: whole processes, seconds, best and median of 3 runs")
    floor = next(line for line in lines if line.startswith("floor"))
    assert floor.split() == ["floor", "0.100", "0.200", "0.070", "0.080"]
    imported = next(line for line in lines if line.startswith("import"))
    assert imported.split()[1:5] == ["0.400", "0.500", "0.300", "0.400"]
    assert imported.endswith("< 0.15 s: missed by 2.7x")


def test_commands_run_in_rounds_after_an_untimed_one_and_a_failure_stops_its_runs() -> None:
    ran: list[str] = []
    clock = itertools.count(1)

    def run(argv: Sequence[str]) -> tuple[float, float, int, str]:
        ran.append(argv[0])
        tick = float(next(clock))
        status = 1 if argv[0] == "broken" and len(ran) > 3 else 0
        return tick, tick / 10, status, "Library error: x\nsomething went wrong\n"

    broken = Command("broken", ("broken",))
    missing = Command("missing", None, unavailable="not here")
    found = measure([FLOOR, broken, missing], runs=2, run=run)
    # Round 0 warms (not kept); then one run of each command per round.
    assert ran == ["python", "broken", "python", "broken", "python"]
    assert found[FLOOR.label] == Timing((3.0, 5.0), (0.3, 0.5))
    assert found["broken"] == Timing(failure="exit status 1: something went wrong")
    assert found["missing"] == Timing(unavailable="not here")


def test_the_rows_put_each_file_s_ign_check_after_ours(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(startup, "ign_unavailable", lambda: "ign is not installed (Debian: x)")
    files = [Path("/data/panda/model.sdf"), Path("/data/robot.urdf")]
    rows = startup.commands(files)
    labels = [row.label for row in rows]
    assert labels[1] == 'python -c "import sdformat_v1_12"' and rows[1].target == 0.15
    assert labels[2:] == [
        "sdformat check panda/model.sdf",
        "ign sdf -k panda/model.sdf",
        "sdformat check robot.urdf",
        "ign sdf -k robot.urdf",
    ]
    assert rows[2].peer == labels[3]
    assert rows[3].argv is None and rows[3].unavailable == "ign is not installed (Debian: x)"
    assert rows[2].argv is not None and rows[2].argv[-2:] == ("check", "/data/panda/model.sdf")


def test_the_files_checked_are_vendored_and_read_by_ign_as_written() -> None:
    """ign (libsdformat 12) reads up to 1.9: each SDFormat file declares one it reads."""
    for path in startup.FILES:
        assert path.is_file(), path
        if path.suffix == ".sdf":
            declared = path.read_text(encoding="utf-8").split('version="', 1)[1].split('"')[0]
            assert tuple(map(int, declared.split("."))) <= (1, 9), path


def test_the_commands_write_bytecode_caches_as_an_installed_package_has_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.setenv("SDF_PATH", "models")
    found = startup.environment()
    assert "PYTHONDONTWRITEBYTECODE" not in found
    assert found["SDF_PATH"] == "models"


def test_one_run_of_a_real_command_gives_its_wall_and_cpu_time_and_status() -> None:
    """The process itself (not its speed): a Python that exits with 3 and writes to stderr."""
    wall, cpu, status, errors = startup.run_once(
        [startup.sys.executable, "-c", "import sys; sys.stderr.write('no'); sys.exit(3)"]
    )
    assert status == 3 and errors == "no"
    assert wall > 0 and cpu > 0
