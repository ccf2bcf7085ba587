"""What loads tell of many files, written down so that two trees can be compared.

Usage:
  ``python -m bench.outcomes record OUT.json PATH ...`` (files, or folders searched
  for ``*.sdf``, ``*.world`` and ``*.urdf``)
  ``python -m bench.outcomes compare BEFORE.json AFTER.json``

A speed change must not change what a load finds. ``record`` loads every file
lazily and eagerly and writes, per file and mode, each problem (code, message,
file position, element path, severity), the world pose of every link and a
digest of the document written back as XML. Record with the tree before the
change (a ``git archive`` copy, run with ``PYTHONPATH=<copy>:<copy>/generated``)
and after it, then ``compare``: it prints the files whose outcomes differ and
exits 1 when any does. An exception from a load is recorded as an outcome too,
so a crash introduced by a change shows up as a difference.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from sdformat_semantics import Document, ParserConfig, load
from sdformat_semantics.frames import FrameKind

SUFFIXES = (".sdf", ".world", ".urdf")


def files_under(paths: Sequence[str]) -> Iterator[Path]:
    """The given files, and the SDFormat and URDF files below the given folders, sorted."""
    for given in map(Path, paths):
        if given.is_dir():
            yield from sorted(p for p in given.rglob("*") if p.suffix in SUFFIXES and p.is_file())
        else:
            yield given


def outcome(path: Path, *, lazy: bool) -> object:
    """What one load of ``path`` tells, as JSON-ready data."""
    config = ParserConfig()
    config.lazy = lazy
    try:
        document = load(str(path), config=config)
    except Exception as error:  # a crash is an outcome to compare
        return _raised(error)
    try:
        written = hashlib.sha256(document.to_xml().encode()).hexdigest()
    except Exception as error:  # a refusal to write one too
        written = _raised(error)
    return {
        "problems": [
            [str(p.code), p.message, p.line, p.column, p.path, str(p.severity)]
            for p in document.problems
        ],
        "link poses": _link_poses(document),
        "written": written,
    }


def _raised(error: Exception) -> str:
    return f"raised {type(error).__name__}: {error}"


def _link_poses(document: Document) -> dict[str, str]:
    poses = {}
    for world, graphs in document.graphs.items():
        for name, vertex in graphs.vertices.items():
            if vertex.kind is FrameKind.LINK:
                try:
                    key = f"{world}: {name}" if world else name  # "": a file's root model
                    poses[key] = repr(document.pose(name, world=world))
                except Exception as error:  # recorded, as above
                    poses[key] = _raised(error)
    return dict(sorted(poses.items()))


def record(out: Path, paths: Sequence[str]) -> int:
    """Write the outcomes of loading ``paths`` lazily and eagerly to ``out``."""
    outcomes = {
        str(path): {"lazy": outcome(path, lazy=True), "eager": outcome(path, lazy=False)}
        for path in files_under(paths)
    }
    out.write_text(json.dumps(outcomes, indent=1, sort_keys=True))
    print(f"{len(outcomes)} files recorded in {out}")
    return 0


def compare(before_file: Path, after_file: Path) -> int:
    """Print the files whose recorded outcomes differ; 1 when any does."""
    before = json.loads(before_file.read_text())
    after = json.loads(after_file.read_text())
    differing = sorted(f for f in before.keys() | after.keys() if before.get(f) != after.get(f))
    for name in differing:
        print(f"differs: {name}")
    print(f"{len(differing)} of {len(before.keys() | after.keys())} files differ")
    return 1 if differing else 0


def main(argv: Sequence[str]) -> int:
    """``record OUT PATH ...`` or ``compare BEFORE AFTER``; 2 with this module's usage."""
    if len(argv) >= 3 and argv[0] == "record":
        return record(Path(argv[1]), argv[2:])
    if len(argv) == 3 and argv[0] == "compare":
        return compare(Path(argv[1]), Path(argv[2]))
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
