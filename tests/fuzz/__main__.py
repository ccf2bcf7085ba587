"""The long fuzzing campaign behind ``make fuzz``, bounded in cases and in time.

    .venv/bin/python -m tests.fuzz [--cases 100000] [--minutes 14] [--jobs N]
                                   [--kinds KIND ...] [--survey]

Worker processes run hypothesis in chunks, each chunk with its own seed, on
the strategies and oracles of ``make test`` until the case count or the time
budget is reached (checked between chunks). The chunks take turns between
the attacks (``KINDS``): mutated corpus files, documents drawn from the spec
tree's grammar, the leaf-value attack (a hostile text in one value slot of
any version), random bytes, URDF robots (``grammar_urdf.py``), SDFormat
1.11/1.12 content and parameter passing on included files
(``grammar_sdf12.py``), and joint positions (``positions.py``); the last
four have their own oracle (``oracle_formats.py``). A failure is shrunk by
hypothesis and its minimised input written to ``--crashers`` (with the
traceback and the seed file beside it) for a person to turn into a
regression test in ``tests/data/fuzz``. With ``--survey`` nothing is shrunk
and a failure does not stop its chunk: failures are counted by class (the
exception and the innermost line of ours it came from) and the shortest case
of each class is written. A worker that stops answering (a hang
below Python, where the oracle's alarm cannot reach) is killed by its
watchdog and reported. The summary gives the cases and CPU time of each
attack and the peak memory of a worker. Exit status 0 when no case failed.
"""

from __future__ import annotations

import argparse
import faulthandler
import hashlib
import multiprocessing
import os
import resource
import sys
import time
import traceback
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

from tests.fuzz.grammar import LeafCase, grammar_documents, leaf_attacks
from tests.fuzz.grammar_sdf12 import Bundle, params_documents, sdf12_documents
from tests.fuzz.grammar_urdf import urdf_documents
from tests.fuzz.mutations import FuzzCase, mutated_documents, random_documents
from tests.fuzz.oracle import CASE_SECONDS, check_case, check_leaf, check_load
from tests.fuzz.oracle_formats import check_bundle, check_urdf
from tests.fuzz.positions import positions_documents

CHUNK = 1000
"""Cases per hypothesis run; the time budget is checked between runs."""


def _as_case(case: object) -> FuzzCase:
    """Any kind's case as a ``FuzzCase`` (what a crasher file records)."""
    if isinstance(case, FuzzCase):
        return case
    if isinstance(case, LeafCase):
        return FuzzCase(case.data, version=case.slot.version)
    if isinstance(case, Bundle):
        return FuzzCase(case.data)
    assert isinstance(case, bytes)
    return FuzzCase(case)


KINDS: dict[str, tuple[st.SearchStrategy[Any], Callable[[Any], object]]] = {
    "mutated": (mutated_documents(), check_case),
    "grammar": (grammar_documents(), check_load),
    "leaf": (leaf_attacks(), check_leaf),
    "random": (random_documents, check_case),
    "urdf": (urdf_documents(), check_urdf),
    "sdf12": (sdf12_documents(), check_bundle),
    "params": (params_documents(), check_bundle),
    "positions": (positions_documents(), check_bundle),
}
"""Each attack: its strategy and its oracle."""

ROTATION = (
    "mutated", "grammar", "urdf", "sdf12", "mutated", "leaf", "params", "grammar", "positions",
    "mutated", "random", "urdf", "sdf12",
)  # fmt: skip
"""Which attack chunk N runs (N modulo its length): corpus mutations and the
grammars most often, since they reach deepest; the leaf-value attack's slots
are few enough that fewer chunks cover them."""

WATCHDOG_SECONDS = 3 * CASE_SECONDS
"""A case still running after this long is a hang the alarm could not interrupt."""


def _signature(error: BaseException) -> str:
    """A failure's class: its type and the innermost line of ours it was raised at."""
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if "/sdformat_" in f.filename or "/tests/fuzz/" in f.filename]
    where = ours[-1] if ours else (frames[-1] if frames else None)
    place = f"{Path(where.filename).name}:{where.lineno}" if where is not None else "?"
    return f"{type(error).__name__} at {place}"


def _run_chunk(
    kind: str,
    chunk_seed: int,
    cases: int,
    crashers: Path,
    survey: dict[str, list[Any]] | None = None,
) -> tuple[int, list[str]]:
    """Run one hypothesis chunk; returns the cases run and the failures written.

    With ``survey``, a failing case does not stop the chunk and is not shrunk:
    it is counted in ``survey`` under its class (``_signature``), with the
    shortest case of each class kept.
    """
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
            if survey is None or isinstance(error, KeyboardInterrupt):
                last_failure.update(case=case, error=error)
                raise
            entry = survey.setdefault(f"{kind}: {_signature(error)}", [0, None, None])
            entry[0] += 1
            if entry[1] is None or len(_as_case(case).data) < len(_as_case(entry[1]).data):
                entry[1], entry[2] = case, error
        finally:
            faulthandler.cancel_dump_traceback_later()

    options = settings(
        max_examples=cases,
        deadline=None,
        database=None,
        phases=(Phase.generate,) if survey is not None else (Phase.generate, Phase.shrink),
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
    original = failure.get("case", FuzzCase(b""))
    case = _as_case(original)
    name = hashlib.sha256(case.data).hexdigest()[:16]
    (folder / f"{name}.sdf").write_bytes(case.data)
    for file, data in getattr(original, "files", ()):  # a bundle's included files
        (folder / f"{name}.files").mkdir(exist_ok=True)
        (folder / f"{name}.files" / file).write_bytes(data)
    error = failure.get("error")
    report = "".join(traceback.format_exception(error)) if error is not None else "no error"
    (folder / f"{name}.txt").write_text(
        f"seed folder: {case.seed_folder}\nversion: {case.version}\nstrict: {case.strict}\n"
        f"confined: {case.confined}\n"
        f"bundle: {getattr(original, 'kind', None)} seed {getattr(original, 'seed', None)}\n\n"
        f"{report}",
        encoding="utf-8",
    )
    summary = f"{type(error).__name__}: {error}" if error is not None else "?"
    return f"{folder / name}.sdf: {summary.splitlines()[0][:300]}"


@attrs.frozen
class _Plan:
    """What one worker runs: its share of the cases, the attacks, the limits."""

    index: int
    jobs: int
    cases: int
    deadline: float
    crashers: Path
    rotation: tuple[str, ...]
    survey: bool


def _worker(plan: _Plan, results: Any) -> None:
    warnings.simplefilter("error")  # as under pytest: a warning from load() is a failure
    counts = dict.fromkeys(KINDS, 0)
    seconds = dict.fromkeys(KINDS, 0.0)
    failures: list[str] = []
    survey: dict[str, list[Any]] | None = {} if plan.survey else None
    chunk_number = plan.index
    while sum(counts.values()) < plan.cases and time.time() < plan.deadline:
        kind = plan.rotation[chunk_number % len(plan.rotation)]
        size = min(CHUNK, plan.cases - sum(counts.values()))
        started = time.process_time()
        ran, failed = _run_chunk(kind, chunk_number, size, plan.crashers, survey)
        seconds[kind] += time.process_time() - started
        counts[kind] += ran
        failures.extend(failed)
        chunk_number += plan.jobs  # workers take interleaved chunk seeds: no two share one
    classes: dict[str, int] = {}
    for signature, (count, case, error) in (survey or {}).items():
        saved = _save(plan.crashers, {"case": case, "error": error})
        classes[f"{signature} ({saved.split(':')[0]})"] = count
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # kilobytes on Linux
    results.put((plan.index, counts, failures, seconds, classes, peak))


def _print_summary(reports: dict[int, tuple[Any, ...]], elapsed: float, jobs: int) -> list[str]:
    counts = {kind: sum(r[0].get(kind, 0) for r in reports.values()) for kind in KINDS}
    seconds = {kind: sum(r[2].get(kind, 0.0) for r in reports.values()) for kind in KINDS}
    failures = [f for r in reports.values() for f in r[1]]
    classes: dict[str, int] = {}
    for report in reports.values():
        for signature, count in report[3].items():
            classes[signature] = classes.get(signature, 0) + count
    failed = len(failures) + sum(classes.values())
    total = sum(counts.values())
    peak = max((r[4] for r in reports.values()), default=0) / 1024
    print(
        f"fuzz: {total} cases in {elapsed:.0f} s with {jobs} worker{'s' if jobs > 1 else ''}, "
        f"{total / max(elapsed, 1e-9):.0f} cases/s, peak memory {peak:.0f} MB per worker; "
        f"{failed} failure{'s' if failed != 1 else ''}"
        + (f" in {len(classes)} classes" if classes else "")
    )
    for kind in KINDS:
        if counts[kind]:
            print(f"  {kind}: {counts[kind]} cases, {seconds[kind]:.0f} s of CPU")
    for failure in failures:
        print(f"  {failure}")
    for signature, count in sorted(classes.items(), key=lambda item: -item[1]):
        print(f"  {count} x {signature}")
    return failures + list(classes)


def main(argv: list[str] | None = None) -> int:
    """Run the campaign; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz", description=__doc__)
    parser.add_argument("--cases", type=int, default=100_000, help="cases to run in all")
    parser.add_argument("--minutes", type=float, default=14.0, help="time budget")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument(
        "--crashers", type=Path, default=Path(".fuzz-crashers"), help="where failures go"
    )
    parser.add_argument(
        "--kinds", nargs="+", choices=sorted(KINDS), help="run only these attacks (default all)"
    )
    parser.add_argument(
        "--survey",
        action="store_true",
        help="keep going after a failure, unshrunk: count the failures by class "
        "(exception and line) and keep the shortest case of each",
    )
    arguments = parser.parse_args(argv)
    started = time.time()
    deadline = started + arguments.minutes * 60
    jobs = max(1, arguments.jobs)
    rotation = tuple(arguments.kinds) if arguments.kinds else ROTATION
    shares = [
        arguments.cases // jobs + (1 if i < arguments.cases % jobs else 0) for i in range(jobs)
    ]
    results: Any = multiprocessing.Queue()
    workers = [
        multiprocessing.Process(
            target=_worker,
            args=(
                _Plan(i, jobs, shares[i], deadline, arguments.crashers, rotation, arguments.survey),
                results,
            ),
        )
        for i in range(jobs)
    ]
    for worker in workers:
        worker.start()
    reports: dict[int, tuple[Any, ...]] = {}
    while len(reports) < jobs:
        try:
            index, *report = results.get(timeout=5)
            reports[index] = tuple(report)
        except Exception:  # queue.Empty: check whether a worker died without reporting
            dead = [i for i, w in enumerate(workers) if not w.is_alive() and i not in reports]
            for i in dead:
                message = f"worker {i} died (exit status {workers[i].exitcode}): a hang or a crash"
                reports[i] = (dict.fromkeys(KINDS, 0), [message], {}, {}, 0)
    for worker in workers:
        worker.join()
    elapsed = time.time() - started
    failures = _print_summary(reports, elapsed, jobs)
    total = sum(sum(r[0].values()) for r in reports.values())
    if total < arguments.cases:
        print(f"fuzz: stopped by the {arguments.minutes} min budget before {arguments.cases} cases")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
