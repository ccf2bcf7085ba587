"""A long-lived process against a fresh one: load a world, query poses, again and again.

Usage: ``python -m bench.longlived [--models N] [--cycles C] [--pairs P] [--json]``

A service loads documents and answers pose queries for hours; issue 20 asks
that it stay as fast as a fresh process and that dropped documents give their
memory back. One cycle here is what such a service does per request: our full
load of a synthetic world (``bench.readers.full_load``: load, both frame
graphs, every link's world pose), then ``P`` poses of random frames relative
to other random frames, eager or with ``ParserConfig(lazy=True)``.

Each loader runs in processes of its own:

- fresh: a new interpreter that warms up on a tiny document (imports are
  not charged) and times one cycle; three of them, the median kept;
- long-lived, documents kept: ``C`` cycles in one interpreter, every document
  kept alive (a cache of loaded worlds);
- long-lived, documents dropped: ``C`` cycles, each document dropped at the
  end of its cycle (a service answering one request per load).

Times are CPU seconds of the process (user + system), as in ``bench.worker``:
a long cycle on a shared machine is interrupted by other processes more than
a short one. "late" is the mean of the last cycles, so a collector pass that
comes every few cycles is charged. Memory is the resident set after each
cycle: its growth per cycle is what one kept document costs, and what a
dropped one must not (a leak: a cache without bound, a reference cycle that
keeps a document until a full collection, a tree a lazy object keeps).
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.synthetic import world_xml
from bench.worker import current_rss

REPO = Path(__file__).resolve().parent.parent
MODELS = 300
CYCLES = 15
LATE_CYCLES = 5
SETTLING_CYCLES = 4
"""Cycles left out of the growth: the allocator's arenas fill up to a steady size over the
first few (an eager N=300 cycle: 70, 73, 76, 78 MB, then 78-79 MB up to cycle 40), which
is no leak, and a slope over them would read it as one."""
"""The cycles whose mean time is compared with a fresh process's: the last ones."""
PAIRS = 1000
"""Relative poses asked per cycle, between random frames."""
FRESH_RUNS = 3
TIME_TARGET = 1.1
"""Late cycle / fresh cycle: as fast as a fresh process, within the noise of one run."""
GROWTH_TARGET = 0.01
"""Resident growth per cycle when documents are dropped, as a share of one kept document."""
LOADERS = ("eager", "lazy")
KEPT, DROPPED = "kept", "dropped"
CHILD_TIMEOUT_SECONDS = 600

Progress = Callable[[str], None]


# --- one cycle, run in the child processes -------------------------------------------------


def load_and_query(path: Path, *, lazy: bool, pairs: int, seed: int) -> object:
    """One cycle: the full load, then ``pairs`` poses of random frames in random frames.

    Returns:
        The document (kept or dropped by the caller).
    """
    from bench.readers import full_document

    document = full_document(path, lazy=lazy)
    names = sorted(document.frame_graphs().vertices)
    chosen = random.Random(seed)
    for _ in range(pairs):
        document.pose(chosen.choice(names), relative_to=chosen.choice(names))
    return document


def _warm_up(lazy: bool) -> None:
    """Imports and first-use set-up, so that a fresh process's cycle is not charged them."""
    with tempfile.TemporaryDirectory() as folder:
        tiny = Path(folder) / "tiny.sdf"
        tiny.write_text(world_xml(1), encoding="utf-8")
        load_and_query(tiny, lazy=lazy, pairs=10, seed=0)


def fresh_cycle(path: Path, *, lazy: bool, pairs: int) -> dict[str, float]:
    """In a new process: CPU seconds of one cycle, and of dropping its document."""
    _warm_up(lazy)
    gc.collect()
    start = time.process_time()
    document = load_and_query(path, lazy=lazy, pairs=pairs, seed=0)
    loaded = time.process_time()
    del document
    return {"seconds": loaded - start, "drop_seconds": time.process_time() - loaded}


def long_lived(
    path: Path, *, lazy: bool, keep: bool, cycles: int, pairs: int
) -> dict[str, list[float]]:
    """In one process: per cycle, CPU seconds, resident bytes and objects the collector tracks.

    A dropped document's release is timed with its cycle, as a fresh cycle's
    ``drop_seconds`` is.
    """
    _warm_up(lazy)
    gc.collect()
    kept = []
    seconds, resident, objects = [], [], []
    for cycle in range(cycles):
        start = time.process_time()
        document = load_and_query(path, lazy=lazy, pairs=pairs, seed=cycle)
        if keep:
            kept.append(document)
        del document
        seconds.append(time.process_time() - start)
        resident.append(float(current_rss()))
        objects.append(float(len(gc.get_objects())))
    return {"seconds": seconds, "resident": resident, "objects": objects}


def _child(argv: Sequence[str]) -> int:
    """``--child fresh|kept|dropped LOADER FILE CYCLES PAIRS``: print the figures as JSON."""
    kind, loader, file, cycles, pairs = argv
    lazy = loader == "lazy"
    outcome: dict[str, Any]
    if kind == "fresh":
        outcome = fresh_cycle(Path(file), lazy=lazy, pairs=int(pairs))
    else:
        keep = kind == KEPT
        outcome = long_lived(Path(file), lazy=lazy, keep=keep, cycles=int(cycles), pairs=int(pairs))
    sys.stdout.write("\n" + json.dumps(outcome) + "\n")
    return 0


# --- the figures and the verdicts (pure) ---------------------------------------------------


def slope(values: Sequence[float]) -> float:
    """Least-squares growth per step of a series (0 for fewer than two values)."""
    count = len(values)
    if count < 2:
        return 0.0
    mean_x, mean_y = (count - 1) / 2, statistics.fmean(values)
    spread = sum((x - mean_x) ** 2 for x in range(count))
    return sum((x - mean_x) * (y - mean_y) for x, y in enumerate(values)) / spread


@dataclass(frozen=True)
class Series:
    """One loader in one long-lived process, with the fresh processes it is compared with.

    Attributes:
        loader: ``eager`` or ``lazy``.
        documents: ``kept`` or ``dropped``.
        fresh_seconds: One cycle of each fresh process (load and queries).
        fresh_drop_seconds: Dropping that cycle's document, in each fresh process.
        seconds: Each cycle of the long-lived process.
        resident: Resident set after each cycle, bytes.
        objects: Objects the collector tracks after each cycle.
    """

    loader: str
    documents: str
    fresh_seconds: list[float]
    fresh_drop_seconds: list[float]
    seconds: list[float] = field(default_factory=list)
    resident: list[float] = field(default_factory=list)
    objects: list[float] = field(default_factory=list)

    @property
    def fresh(self) -> float:
        """The fresh cycle (median of the fresh processes), with the drop when it is timed."""
        drop = statistics.median(self.fresh_drop_seconds) if self.documents == DROPPED else 0.0
        return statistics.median(self.fresh_seconds) + drop

    @property
    def late(self) -> float:
        """Mean time of the last cycles."""
        return statistics.fmean(self.seconds[-LATE_CYCLES:])

    @property
    def ratio(self) -> float:
        """Late cycle / fresh cycle."""
        return self.late / self.fresh

    @property
    def growth(self) -> float:
        """Resident bytes added per cycle, once settled (``SETTLING_CYCLES``)."""
        return slope(self.resident[SETTLING_CYCLES:])

    @property
    def objects_growth(self) -> float:
        """Tracked objects added per cycle, once settled."""
        return slope(self.objects[SETTLING_CYCLES:])


def verdict(series: Series, document_bytes: float | None) -> str:
    """Whether a series meets the targets, and if not, which and by how much.

    ``document_bytes``: what one kept document adds (the kept series' growth),
    the scale a dropped series' growth is judged on; None when unknown.
    """
    reasons = []
    if series.ratio > TIME_TARGET:
        reasons.append(f"late {series.ratio:.2f}x fresh > {TIME_TARGET:g}x")
    if series.documents == DROPPED and document_bytes:
        share = series.growth / document_bytes
        if share > GROWTH_TARGET:
            reasons.append(
                f"grows {_mb(series.growth)} MB per cycle, {share:.0%} of a kept document"
            )
    return "met" if not reasons else "missed: " + "; ".join(reasons)


def _mb(value: float) -> str:
    return f"{value / 2**20:.2f}"


def _table(header: Sequence[str], body: Sequence[Sequence[str]]) -> list[str]:
    widths = [max(len(line[i]) for line in [header, *body]) for i in range(len(header))]
    lines = []
    for line in [header, *body]:
        rest = [cell.rjust(width) for cell, width in zip(line[1:], widths[1:], strict=True)]
        lines.append("  ".join([line[0].ljust(widths[0]), *rest]).rstrip())
    return lines


def report(series: Sequence[Series], models: int, cycles: int, pairs: int) -> list[str]:
    """The long-lived section: one row per loader and mode, with the targets."""
    kept = {s.loader: s.growth for s in series if s.documents == KEPT}
    body = []
    for one in series:
        document = kept.get(one.loader) if one.documents == DROPPED else None
        target = f"<= {TIME_TARGET:g}x"
        if one.documents == DROPPED:
            target += f", growth <= {GROWTH_TARGET:.0%} of kept"
        body.append(
            [
                one.loader,
                one.documents,
                f"{one.fresh:.3f}",
                f"{one.late:.3f}",
                f"{one.ratio:.2f}x",
                _mb(one.growth),
                f"{one.objects_growth:.0f}",
                target,
                verdict(one, document),
            ]
        )
    header = ["loader", "documents", "fresh s", "late s", "late/fresh"]
    header += ["MB/cycle", "objects/cycle", "target", "verdict"]
    return [
        f"Long-lived process: {cycles} cycles of full load (N={models}) + {pairs} relative "
        f"poses in one process, late = mean of the last {LATE_CYCLES}, fresh = median of "
        f"{FRESH_RUNS} new processes (CPU s)",
        *_table(header, body),
    ]


# --- running the children ------------------------------------------------------------------


def _run_child(kind: str, loader: str, path: Path, cycles: int, pairs: int) -> dict[str, Any]:
    command = [sys.executable, "-m", "bench.longlived", "--child"]
    command += [kind, loader, str(path), str(cycles), str(pairs)]
    done = subprocess.run(
        command,
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
        timeout=CHILD_TIMEOUT_SECONDS,
    )
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        last = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
        raise RuntimeError(f"{kind} {loader} child failed: {last}")
    outcome: dict[str, Any] = json.loads(lines[-1])
    return outcome


def measure(
    models: int = MODELS,
    cycles: int = CYCLES,
    pairs: int = PAIRS,
    progress: Progress = lambda message: None,
) -> list[Series]:
    """Every loader, fresh and long-lived with documents kept and dropped."""
    found = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"synthetic_{models}.sdf"
        path.write_text(world_xml(models), encoding="utf-8")
        for loader in LOADERS:
            progress(f"long-lived {loader}: fresh processes")
            fresh = [_run_child("fresh", loader, path, 1, pairs) for _ in range(FRESH_RUNS)]
            for documents in (KEPT, DROPPED):
                progress(f"long-lived {loader}: {cycles} cycles, documents {documents}")
                figures = _run_child(documents, loader, path, cycles, pairs)
                found.append(
                    Series(
                        loader,
                        documents,
                        [f["seconds"] for f in fresh],
                        [f["drop_seconds"] for f in fresh],
                        figures["seconds"],
                        figures["resident"],
                        figures["objects"],
                    )
                )
    return found


def section(progress: Progress = lambda message: None) -> list[str]:
    """The lines ``make bench`` prints for the long-lived target."""
    return report(measure(progress=progress), MODELS, CYCLES, PAIRS)


def main(argv: Sequence[str] | None = None) -> int:
    """Measure and print the section (or the figures as JSON)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] == ["--child"]:
        return _child(arguments[1:])
    parser = argparse.ArgumentParser(prog="python -m bench.longlived", description=__doc__)
    parser.add_argument("--models", type=int, default=MODELS)
    parser.add_argument("--cycles", type=int, default=CYCLES)
    parser.add_argument("--pairs", type=int, default=PAIRS)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args(arguments)

    def progress(message: str) -> None:
        print(f"measuring {message}", file=sys.stderr, flush=True)

    series = measure(options.models, options.cycles, options.pairs, progress)
    if options.json:
        print(json.dumps([s.__dict__ for s in series], indent=2))
    else:
        print("\n".join(report(series, options.models, options.cycles, options.pairs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
