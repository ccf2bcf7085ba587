"""Where a full load spends its time: each pipeline stage as a ratio to the raw lxml parse.

Usage: ``python -m bench.stages [--sizes N ...] [--eager] [FILE ...]``

Loads are lazy, as ``load`` is by default: "fastpath" is the schema check
that decides it, and lazy objects fill inside the stages that first read
them. ``--eager`` loads with ``ParserConfig(lazy=False)``: "bind" is then
the reader building every object.

The stages are the functions ``sdformat_semantics.loading`` calls (and the
parse ``sdformat_semantics.source.parse`` calls), wrapped with a CPU-time
counter for the duration of the measurement; a stage called
by another (an included file's parse inside ``compose``) counts in both.
Like ``python -m bench``, each figure is the best of several runs divided by
the best raw parse of the same file measured in the same process, so two
runs on a busy machine give comparable numbers.
"""

from __future__ import annotations

import argparse
import gc
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from lxml import etree

from bench.compare import REAL_INPUTS, _table
from bench.readers import full_load
from bench.synthetic import world_xml
from sdformat_runtime.xml import safe_parser

REPEATS = 5

# (label, module, attribute): what ``loading`` calls, in pipeline order. "checks" is every
# check of ``sdformat_semantics.checks.table`` (each stage's run), "graphs" building them.
STAGES = (
    ("parse", "sdformat_semantics.source.parse", "parse_bytes"),
    ("migrate", "sdformat_semantics.migration.steps", "migrate"),
    ("fastpath", "sdformat_semantics.loading", "fast_path_parts"),
    ("bind", "sdformat_semantics.loading", "read_tree"),
    ("compose", "sdformat_semantics.include.composer", "Composer.compose_root"),
    ("checks", "sdformat_semantics.loading", "run_checks"),
    ("graphs", "sdformat_semantics.loading", "build_graphs"),
    ("columns", "sdformat_semantics.loading", "with_columns"),
)


class _Clock:
    """Accumulates CPU seconds per stage label."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = {}

    def wrap(self, label: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            try:
                return function(*args, **kwargs)
            finally:
                self.spent[label] = self.spent.get(label, 0.0) + time.process_time() - start

        return timed


@contextmanager
def _instrumented(clock: _Clock) -> Iterator[None]:
    import importlib

    saved: list[tuple[object, str, object]] = []
    for label, module_name, dotted in STAGES:
        owner: object = importlib.import_module(module_name)
        *outer, name = dotted.split(".")
        for part in outer:
            owner = getattr(owner, part)
        original = getattr(owner, name)
        saved.append((owner, name, original))
        setattr(owner, name, clock.wrap(label, original))
    try:
        yield
    finally:
        for owner, name, original in reversed(saved):
            setattr(owner, name, original)


def _cpu(action: Callable[[], object]) -> float:
    start = time.process_time()
    action()
    return time.process_time() - start


def measure(path: Path, repeats: int = REPEATS, *, lazy: bool = True) -> dict[str, float]:
    """Stage label -> best CPU seconds over ``repeats`` loads, plus ``lxml`` and ``total``."""
    data = path.read_bytes()
    best: dict[str, float] = {}
    full_load(path, lazy=lazy)  # imports and caches warm
    for _ in range(repeats):
        gc.collect()
        lxml = _cpu(lambda: etree.fromstring(data, safe_parser()))
        clock = _Clock()
        with _instrumented(clock):
            total = _cpu(lambda: full_load(path, lazy=lazy))
        spent = {"lxml": lxml, "total": total, **clock.spent}
        stage_sum = sum(v for k, v in clock.spent.items() if k != "columns")
        spent["poses+rest"] = max(0.0, total - stage_sum)
        for label, seconds in spent.items():
            best[label] = min(best.get(label, float("inf")), seconds)
    return best


def report(rows: Sequence[tuple[str, dict[str, float]]]) -> str:
    """One line per input: every stage / raw parse."""
    labels = ["total", "parse", "migrate", "fastpath", "bind", "compose", "checks", "graphs"]
    labels += ["poses+rest"]
    header = ["input", "lxml ms", *labels]
    body = []
    for name, best in rows:
        parse = best["lxml"]
        body.append(
            [name, f"{parse * 1000:.1f}"]
            + [f"{best.get(label, 0.0) / parse:.2f}x" for label in labels]
        )
    return "\n".join(_table(header, body))


def main(argv: Sequence[str] | None = None) -> int:
    """Measure the synthetic sizes and files given (default: N=1000 and the real inputs)."""
    parser = argparse.ArgumentParser(prog="python -m bench.stages", description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000])
    parser.add_argument("--repeats", type=int, default=REPEATS)
    parser.add_argument("--eager", action="store_true", help="load with ParserConfig(lazy=False)")
    parser.add_argument("files", type=Path, nargs="*")
    options = parser.parse_args(argv)
    files = options.files or sorted(REAL_INPUTS.rglob("*.sdf"), key=lambda p: -p.stat().st_size)
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for size in options.sizes:
            path = Path(scratch) / f"synthetic_{size}.sdf"
            path.write_text(world_xml(size), encoding="utf-8")
            rows.append(
                (f"synthetic N={size}", measure(path, options.repeats, lazy=not options.eager))
            )
        for path in files:
            print(f"measuring {path.name}", file=sys.stderr, flush=True)
            rows.append((path.name, measure(path, options.repeats, lazy=not options.eager)))
    print(report(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
