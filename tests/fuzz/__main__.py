"""The long fuzzing campaign behind ``make fuzz``, bounded in cases and in time.

    .venv/bin/python -m tests.fuzz [--cases 100000] [--minutes 14] [--jobs N]

Worker processes run hypothesis in chunks, each chunk with its own seed, on
the strategies and oracle of ``make test`` (``mutations.py``, ``grammar.py``,
``oracle.py``) until the case count or the time budget is reached. The
chunks take turns between four attacks (``KINDS``): mutated corpus files,
documents drawn from the spec tree's grammar, the leaf-value attack (a
hostile text in one value slot of any version) and random bytes. A failure is shrunk by
hypothesis and its minimised input written to ``--crashers`` (with the
traceback and the seed file beside it) for a person to turn into a
regression test in ``tests/data/fuzz``. A worker that stops answering (a hang
below Python, where the oracle's alarm cannot reach) is killed by its
watchdog and reported. Exit status 0 when no case failed.
"""

from __future__ import annotations

import argparse
import faulthandler
import hashlib
import multiprocessing
import os
import sys
import time
import traceback
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

from tests.fuzz.grammar import LeafCase, grammar_documents, leaf_attacks
from tests.fuzz.mutations import FuzzCase, mutated_documents, random_documents
from tests.fuzz.oracle import CASE_SECONDS, check_case, check_leaf, check_load

CHUNK = 1000
"""Cases per hypothesis run; the time budget is checked between runs."""


def _as_case(case: object) -> FuzzCase:
    """Any kind's case as a ``FuzzCase`` (what a crasher file records)."""
    if isinstance(case, FuzzCase):
        return case
    if isinstance(case, LeafCase):
        return FuzzCase(case.data, version=case.slot.version)
    assert isinstance(case, bytes)
    return FuzzCase(case)


KINDS: dict[str, tuple[st.SearchStrategy[Any], Callable[[Any], object]]] = {
    "mutated": (mutated_documents(), check_case),
    "grammar": (grammar_documents(), check_load),
    "leaf": (leaf_attacks(), check_leaf),
    "random": (random_documents, check_case),
}
"""Each attack: its strategy and its oracle."""

ROTATION = ("mutated", "grammar", "mutated", "leaf", "grammar", "mutated", "random")
"""Which attack chunk N runs (N modulo its length): corpus mutations and the
grammar most often, since they reach deepest; the leaf-value attack's slots
are few enough that fewer chunks cover them."""

WATCHDOG_SECONDS = 3 * CASE_SECONDS
"""A case still running after this long is a hang the alarm could not interrupt."""


def _run_chunk(kind: str, chunk_seed: int, cases: int, crashers: Path) -> tuple[int, list[str]]:
    """Run one hypothesis chunk; returns the cases run and the failures written."""
    count = 0
    last_failure: dict[str, Any] = {}

    strategy, oracle = KINDS[kind]

    def check(case: object) -> None:
        nonlocal count
        count += 1
        faulthandler.dump_traceback_later(WATCHDOG_SECONDS, exit=True)
        try:
            oracle(case)
        except BaseException as error:
            last_failure.update(case=_as_case(case), error=error)
            raise
        finally:
            faulthandler.cancel_dump_traceback_later()

    options = settings(
        max_examples=cases,
        deadline=None,
        database=None,
        phases=(Phase.generate, Phase.shrink),
        suppress_health_check=list(HealthCheck),
    )

    @seed(chunk_seed)
    @options
    @given(strategy)
    def run(case: object) -> None:
        check(case)

    try:
        run()
    except Exception as error:
        if "error" not in last_failure:  # hypothesis itself failed, not a case
            last_failure["error"] = error
        return count, [_save(crashers, last_failure)]
    return count, []


def _save(folder: Path, failure: dict[str, Any]) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    case: FuzzCase = failure.get("case", FuzzCase(b""))
    name = hashlib.sha256(case.data).hexdigest()[:16]
    (folder / f"{name}.sdf").write_bytes(case.data)
    error = failure.get("error")
    report = "".join(traceback.format_exception(error)) if error is not None else "no error"
    (folder / f"{name}.txt").write_text(
        f"seed folder: {case.seed_folder}\nversion: {case.version}\nstrict: {case.strict}\n"
        f"confined: {case.confined}\n\n"
        f"{report}",
        encoding="utf-8",
    )
    summary = f"{type(error).__name__}: {error}" if error is not None else "?"
    return f"{folder / name}.sdf: {summary.splitlines()[0][:300]}"


def _worker(
    index: int, jobs: int, cases: int, deadline: float, crashers: Path, results: Any
) -> None:
    warnings.simplefilter("error")  # as under pytest: a warning from load() is a failure
    counts = dict.fromkeys(KINDS, 0)
    failures: list[str] = []
    chunk_number = index
    while sum(counts.values()) < cases and time.time() < deadline:
        kind = ROTATION[chunk_number % len(ROTATION)]
        size = min(CHUNK, cases - sum(counts.values()))
        ran, failed = _run_chunk(kind, chunk_number, size, crashers)
        counts[kind] += ran
        failures.extend(failed)
        chunk_number += jobs  # workers take interleaved chunk seeds: no two share one
    results.put((index, counts, failures))


def main(argv: list[str] | None = None) -> int:
    """Run the campaign; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz", description=__doc__)
    parser.add_argument("--cases", type=int, default=100_000, help="cases to run in all")
    parser.add_argument("--minutes", type=float, default=14.0, help="time budget")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument(
        "--crashers", type=Path, default=Path(".fuzz-crashers"), help="where failures go"
    )
    arguments = parser.parse_args(argv)
    started = time.time()
    deadline = started + arguments.minutes * 60
    jobs = max(1, arguments.jobs)
    shares = [
        arguments.cases // jobs + (1 if i < arguments.cases % jobs else 0) for i in range(jobs)
    ]
    results: Any = multiprocessing.Queue()
    workers = [
        multiprocessing.Process(
            target=_worker, args=(i, jobs, shares[i], deadline, arguments.crashers, results)
        )
        for i in range(jobs)
    ]
    for worker in workers:
        worker.start()
    reports: dict[int, tuple[dict[str, int], list[str]]] = {}
    while len(reports) < jobs:
        try:
            index, counts, failures = results.get(timeout=5)
            reports[index] = (counts, failures)
        except Exception:  # queue.Empty: check whether a worker died without reporting
            dead = [i for i, w in enumerate(workers) if not w.is_alive() and i not in reports]
            for i in dead:
                message = f"worker {i} died (exit status {workers[i].exitcode}): a hang or a crash"
                reports[i] = (dict.fromkeys(KINDS, 0), [message])
    for worker in workers:
        worker.join()
    elapsed = time.time() - started
    counts = {kind: sum(r[0].get(kind, 0) for r in reports.values()) for kind in KINDS}
    failures = [f for r in reports.values() for f in r[1]]
    total = sum(counts.values())
    print(
        f"fuzz: {total} cases ({counts['mutated']} mutated corpus documents, "
        f"{counts['grammar']} drawn from the spec grammar, {counts['leaf']} leaf-value "
        f"attacks, {counts['random']} random inputs) in {elapsed:.0f} s with {jobs} "
        f"worker{'s' if jobs > 1 else ''}, "
        f"{total / max(elapsed, 1e-9):.0f} cases/s; {len(failures)} failure"
        f"{'s' if len(failures) != 1 else ''}"
    )
    for failure in failures:
        print(f"  {failure}")
    if total < arguments.cases:
        print(f"fuzz: stopped by the {arguments.minutes} min budget before {arguments.cases} cases")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
