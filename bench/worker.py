"""Measure one Python reader on one file, in a fresh process; print the outcome as JSON.

Usage: ``python -m bench.worker READER FILE BASELINE_FILE``

``FILE`` is what the reader is given; ``BASELINE_FILE`` is the benchmark input
itself, whose raw lxml parse is timed in the same process, interleaved with
the reader. Times are the process's CPU time (user + system), not wall time:
on a shared machine a long load is interrupted by other processes far more
often than a short parse, which would inflate the ratios. The first load is
the success check and the memory measurement:
the process's peak resident set during it minus its resident set before, so
C-level allocations (libxml2, numpy) count as well as Python objects, and the
libsdformat program reports the same figure. The peak is Linux's ``VmHWM``,
reset just before the load through ``/proc/self/clear_refs``; ``ru_maxrss``
would not do, as it starts from the parent's size at the time of the fork.
"""

from __future__ import annotations

import gc
import json
import sys
import time
from pathlib import Path
from typing import Any

from lxml import etree

from bench.readers import BY_NAME, Load
from sdformat_runtime.xml import safe_parser

MIN_REPEATS = 3
MAX_REPEATS = 25
BUDGET_SECONDS = 1.5  # of reader time; small inputs get more repeats, large ones fewer


def _status_bytes(field: str) -> int:
    """A size from ``/proc/self/status`` (Linux reports kB)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) * 1024
    raise LookupError(field)


def current_rss() -> int:
    """The resident set now, in bytes."""
    return _status_bytes("VmRSS")


def reset_peak_rss() -> int:
    """Make the peak resident set the current one; return the current one, in bytes."""
    Path("/proc/self/clear_refs").write_text("5")
    return current_rss()


def peak_rss() -> int:
    """The peak resident set since the last reset, in bytes."""
    return _status_bytes("VmHWM")


def _seconds(action: Load, path: Path) -> float:
    start = time.process_time()
    action(path)
    return time.process_time() - start


def measure(load: Load, path: Path, baseline: Path) -> dict[str, Any]:
    """Time ``load`` on ``path`` and the raw lxml parse of ``baseline``, interleaved.

    Returns:
        ``seconds`` and ``parse_seconds`` (best runs), ``peak_bytes`` (peak
        RSS growth during the first load), or ``failure`` with the reason.
    """

    def parse(file: Path) -> object:
        return etree.parse(str(file), safe_parser())

    # Nothing may run before the first load: whatever it allocated and freed would
    # raise the peak the load is measured against.
    gc.collect()
    before = reset_peak_rss()
    try:
        result = load(path)
    except Exception as error:  # a peer's failure is a result here, not a crash
        reason = str(error).strip().splitlines()[0] if str(error).strip() else ""
        return {"failure": f"{type(error).__name__}: {reason}".rstrip(": ")}
    peak = peak_rss() - before
    del result
    best = best_parse = float("inf")
    spent = 0.0
    for repeat in range(MAX_REPEATS):
        best_parse = min(best_parse, _seconds(parse, baseline))
        elapsed = _seconds(load, path)
        best = min(best, elapsed)
        spent += elapsed
        if repeat + 1 >= MIN_REPEATS and spent > BUDGET_SECONDS:
            break
    return {"seconds": best, "parse_seconds": best_parse, "peak_bytes": peak}


def run(reader_name: str, path: Path, baseline: Path) -> dict[str, Any]:
    """Prepare the named reader (an import failure is "n/a") and measure it."""
    reader = BY_NAME[reader_name]
    try:
        load = reader.prepare()
    except Exception as error:  # a peer that cannot import on this Python
        return {"unavailable": f"cannot import: {type(error).__name__}: {error}"}
    return measure(load, path, baseline)


def main(argv: list[str]) -> int:
    """Print the JSON outcome of one reader on one file as the last line."""
    reader_name, file, baseline = argv
    outcome = run(reader_name, Path(file), Path(baseline))
    sys.stdout.write("\n" + json.dumps(outcome) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
