"""Shortcuts taken for large real files load every document as the long way round does.

Each shortcut is held to the route it replaces, loading the same document
both ways (the long way forced by a patch) and comparing what a user can
observe: problems (codes, messages, places, order), the frame graphs
(vertices, aliases, attachments, pose edges, unnamed contents), every
vertex's resolved pose bit for bit, the migration's record and the written
document. The documents: every vendored document (every version from 1.4 on,
so most are migrated; valid and invalid ones; includes, URDF), the bench's
real files, and classes built for each shortcut.

* Without ``<include`` in the bytes the composer is not run: every owner
  composes to itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import sdformat_semantics
from sdformat_runtime import xml
from sdformat_semantics import Document, ParserConfig
from sdformat_semantics import FrameLookupError

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data"
VENDORED = sorted(
    path
    for folder in (DATA, REPO / "bench" / "data" / "real")
    for path in folder.rglob("*")
    if path.suffix in (".sdf", ".world", ".urdf") and "fuzz" not in path.parts
)
"""Every vendored document and the bench's real files."""

Patch = Callable[[pytest.MonkeyPatch], None]


def _pose(document: Document, name: str, world: str) -> object:
    try:
        pose = document.pose(name, world=world)
    except FrameLookupError as error:
        return f"lookup error: {error}"
    return (pose.position.tolist(), pose.quaternion.tolist())


def observed(document: Document) -> tuple[object, ...]:
    """What a user can observe of one load (see the module's docstring)."""
    problems = [
        (p.code, p.message, p.file, p.line, p.column, p.path, p.severity, p.suggestion)
        for p in document.problems
    ]
    graphs = []
    for key, g in document.graphs.items():
        vertices = [(v.name, v.kind, v.scope, v.element is not None) for v in g.vertices.values()]
        unnamed = [
            (type(item).__name__, getattr(item, "name", None), default, repr(scope))
            for item, default, scope in g.unnamed.listed().values()
        ]
        poses = [(name, _pose(document, name, key)) for name in g.vertices]
        edges = {
            name: (edge.parent, edge.placement, tuple(edge.values))
            for name, edge in g.pose_edges.items()
        }
        graphs.append((key, vertices, g.aliases, g.attached_to, edges, unnamed, poses))
    written = document.to_xml(with_errors=True) if document.root is not None else None
    return (problems, graphs, document.migration, written)


def assert_same_both_ways(source: Path | bytes, long_way: Patch, **config: object) -> Document:
    """Load with the shortcut and the long way (``long_way`` patches it in); return the first."""
    shortcut = sdformat_semantics.load(source, config=ParserConfig(**config))  # type: ignore[arg-type]
    with pytest.MonkeyPatch.context() as patch:
        long_way(patch)
        long = sdformat_semantics.load(source, config=ParserConfig(**config))  # type: ignore[arg-type]
    assert observed(shortcut) == observed(long)
    return shortcut


def _both_readings() -> Iterator[dict[str, object]]:
    yield {"lazy": True}
    yield {"lazy": False}


READINGS = list(_both_readings())


# The composer ---------------------------------------------------------------------


def _always_composed(patch: pytest.MonkeyPatch) -> None:
    """The long way: the bytes are taken to hold an include, so the composer runs."""
    answer = xml.Markers.may_hold

    def may_hold(self: xml.Markers, marker: bytes, *, in_values: bool = False) -> bool:
        return marker == b"<include" or answer(self, marker, in_values=in_values)

    patch.setattr(xml.Markers, "may_hold", may_hold)


@pytest.mark.parametrize("reading", READINGS, ids=["lazy", "eager"])
@pytest.mark.parametrize("path", VENDORED, ids=lambda p: str(p.relative_to(REPO)))
def test_documents_load_the_same_without_the_composer(
    path: Path, reading: dict[str, object]
) -> None:
    assert_same_both_ways(path, _always_composed, **reading)


def test_the_class_holds_documents_with_and_without_includes() -> None:
    including = [p for p in VENDORED if b"<include" in p.read_bytes()]
    assert len(including) > 20
    assert len(VENDORED) - len(including) > 250
    assert sum(bool(sdformat_semantics.load(p).includes) for p in including) > 10
