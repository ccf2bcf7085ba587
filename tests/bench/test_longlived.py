"""``python -m bench.longlived`` and the memory ratios: figures, verdicts, report (nothing timed)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bench import longlived, memory
from bench.longlived import DROPPED, KEPT, Series, slope, verdict
from bench.synthetic import world_xml

MB = 2**20


def _series(
    documents: str,
    late: float,
    *,
    fresh: float = 1.0,
    growth_mb: float = 0.0,
    loader: str = "eager",
) -> Series:
    """A series whose late cycles take ``late`` s and whose memory grows linearly."""
    cycles = 10
    return Series(
        loader,
        documents,
        fresh_seconds=[fresh + 0.5, fresh, fresh - 0.1],  # median: fresh
        fresh_drop_seconds=[0.0, 0.0, 0.0],
        seconds=[3.0] * (cycles - longlived.LATE_CYCLES) + [late] * longlived.LATE_CYCLES,
        resident=[100 * MB + cycle * growth_mb * MB for cycle in range(cycles)],
        objects=[50_000.0 + cycle * 7 for cycle in range(cycles)],
    )


def test_slope_is_the_growth_per_step_of_a_line_and_ignores_noise_around_it() -> None:
    assert slope([]) == slope([4.0]) == 0.0
    assert slope([1.0, 3.0, 5.0, 7.0]) == pytest.approx(2.0)
    assert slope([10.0, 11.0, 9.0, 10.0, 11.0, 9.0]) == pytest.approx(-2.0 / 17.5)


def test_the_late_cycles_are_compared_with_the_median_fresh_process() -> None:
    series = _series(KEPT, 1.05)
    assert series.fresh == 1.0  # the slow first cycles of the long-lived process do not count
    assert series.late == pytest.approx(1.05)
    assert series.ratio == pytest.approx(1.05)
    assert series.objects_growth == pytest.approx(7.0)
    dropped = Series("eager", DROPPED, [1.0], [0.25], [1.25] * 6, [0.0] * 6, [0.0] * 6)
    assert dropped.fresh == 1.25 and dropped.ratio == 1.0  # dropping is timed on both sides


def test_verdict_names_each_missed_target_with_its_figure() -> None:
    assert verdict(_series(KEPT, 1.1, growth_mb=15.0), None) == "met"
    assert verdict(_series(KEPT, 1.3), None) == "missed: late 1.30x fresh > 1.1x"
    # A kept document grows the process by design; a dropped one must not.
    assert verdict(_series(DROPPED, 0.9, growth_mb=0.1), 15.0 * MB) == "met"
    assert verdict(_series(DROPPED, 1.5, growth_mb=15.0), 15.0 * MB) == (
        "missed: late 1.50x fresh > 1.1x; grows 15.00 MB per cycle, 100% of a kept document"
    )


def test_report_has_a_row_per_loader_and_mode_with_targets_and_verdicts() -> None:
    rows = [
        _series(KEPT, 0.95, growth_mb=15.0),
        _series(DROPPED, 0.97, growth_mb=3.0),
        _series(KEPT, 1.2, growth_mb=28.0, loader="lazy"),
        _series(DROPPED, 1.0, loader="lazy"),
    ]
    lines = longlived.report(rows, models=300, cycles=10, pairs=1000)
    assert lines[0].startswith("Long-lived process: 10 cycles of full load (N=300)")
    assert lines[1].split()[:5] == ["loader", "documents", "fresh", "s", "late"]
    eager_kept, eager_dropped, lazy_kept, lazy_dropped = lines[2:]
    assert re.search(
        r"^eager\s+kept\s+1\.000\s+0\.950\s+0\.95x\s+15\.00\s+7\s+<= 1\.1x\s+met$", eager_kept
    )
    assert eager_dropped.endswith("missed: grows 3.00 MB per cycle, 20% of a kept document")
    assert "<= 1.1x, growth <= 1% of kept" in eager_dropped
    assert lazy_kept.endswith("missed: late 1.20x fresh > 1.1x")
    assert lazy_dropped.endswith(" met")


@pytest.mark.slow
def test_a_long_lived_process_that_drops_documents_keeps_no_objects_of_them(
    tmp_path: Path,
) -> None:
    """The measurement itself on a small world: kept documents add objects, dropped ones none."""
    path = tmp_path / "world.sdf"
    path.write_text(world_xml(3))
    dropped = longlived.long_lived(path, lazy=False, keep=False, cycles=4, pairs=20)
    kept = longlived.long_lived(path, lazy=True, keep=True, cycles=4, pairs=20)
    assert len(dropped["seconds"]) == len(dropped["resident"]) == 4
    assert slope(dropped["objects"][1:]) == 0.0
    assert slope(kept["objects"][1:]) > 100  # a lazy 3-model world keeps a few hundred objects
    assert set(longlived.fresh_cycle(path, lazy=False, pairs=20)) == {"seconds", "drop_seconds"}


def test_memory_ratios_of_eager_and_lazy_loads_carry_the_target() -> None:
    found = {
        "parse": 100 * MB,
        "eager": 140 * MB,
        "lazy": 230 * MB,
        "eager, warm": 120 * MB,
        "lazy, warm": 150 * MB,
    }
    header, eager, lazy, eager_warm, lazy_warm = memory.ratio_lines(found)
    assert header.startswith("Peak memory at N=1000: full load / raw lxml parse (100 MB)")
    assert "target <= 1.5x" in header
    assert eager.split() == ["eager", "140", "MB", "1.40x", "met"]
    assert lazy.split()[:4] == ["lazy", "230", "MB", "2.30x"]
    assert lazy.endswith("missed: 2.30x > 1.5x")
    assert eager_warm.split() == ["eager,", "warm", "120", "MB", "1.20x", "met"]
    assert lazy_warm.split() == ["lazy,", "warm", "150", "MB", "1.50x", "met"]
