"""Loading from several threads at once gives what loading one file at a time gives.

One ``ParserConfig`` serves every thread, the per-class caches start empty
so that threads race to fill them, and the interpreter switches threads as
often as it can, so shared mutable state would show as a difference.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from sdformat_runtime.binding import metadata as binding
from sdformat_semantics import Document, FrameLookupError, ParserConfig, load
from sdformat_semantics.checks import model as checks
from sdformat_semantics.checks import name_survey
from sdformat_semantics.migration import migration_step, migration_steps
from tests.conftest import DATA

FILES = sorted(
    path
    for folder in ("corpus", "include", "mimic")
    for path in (DATA / folder).rglob("*")
    if path.suffix in (".sdf", ".world")
)
"""Every vendored document: valid and invalid ones, every version, includes and merges."""


def fingerprint(document: Document) -> tuple[object, ...]:
    """What a user can observe of a load: problems, written forms and resolved poses."""
    written: tuple[str, ...] = ()
    if document.root is not None:
        written = (
            document.to_xml(with_errors=True),
            document.to_xml(expand_includes=False, with_errors=True),
        )
    poses: list[tuple[str, str, str]] = []
    for world, graphs in document.graphs.items():
        for name in sorted(graphs.vertices):
            try:
                pose = repr(document.pose(name, world=world))
            except FrameLookupError as error:
                pose = f"lookup error: {error}"
            poses.append((world, name, pose))
    return (tuple(str(p) for p in document.problems), written, tuple(poses))


@pytest.fixture
def cold_caches(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Empty per-class caches and a thread switch after (nearly) every bytecode."""
    for module, name in (
        (binding, "_BINDINGS"),
        (binding, "_BOUNDS"),
        (checks, "_ELEMENT_FIELDS"),
        (name_survey, "_NAMED"),
        (name_survey, "_NAME_FIELDS"),
        (name_survey, "_SURVEYS"),
    ):
        monkeypatch.setattr(module, name, {})
    migration_steps.cache_clear()
    migration_step.cache_clear()
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(interval)


def test_enough_files_take_part() -> None:
    assert len(FILES) > 250


@pytest.mark.slow
def test_concurrent_loads_equal_sequential_loads(cold_caches: None) -> None:
    config = ParserConfig(model_path_variables=())

    def observe(path: Path) -> tuple[object, ...]:
        return fingerprint(load(path, config=config))

    with ThreadPoolExecutor(max_workers=8) as pool:
        concurrent = list(pool.map(observe, FILES))
    sequential = [observe(path) for path in FILES]
    for path, together, alone in zip(FILES, concurrent, sequential, strict=True):
        assert together == alone, path
