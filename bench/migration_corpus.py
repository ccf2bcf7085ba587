"""Measure migration on a corpus: schema validity after migrating, and poses kept.

Usage: ``python -m bench.migration_corpus [--reference] FOLDER [FOLDER ...]``
(for example ``/work/shared/corpus/real``).

For every ``*.sdf``/``*.world`` declaring 1.4 to 1.9 that the loader can parse:

1. the raw tree is migrated to the newest version and validated against its XSD; every
   rejection is listed with its first schema error, and with whether the file
   already fails the schema of its own version (when the registry has a
   package for it) - then the problem was in the file, not in the migration;
2. a 1.7 file is loaded as 1.7 and migrated to the newest version, and every link's resolved
   pose must agree (to 1e-9);
3. with ``--reference`` (needs g++ and libsdformat12, see tests/reference/),
   files without ``<include>`` that libsdformat loads without errors are
   compared link by link with what libsdformat resolves after its own
   migration (to 1.9).

Nothing here is a test: the corpus lives outside the repository. The figures
go into the migration report.
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

from lxml import etree

import sdformat_semantics
from sdformat_runtime.xml import DEFAULT_MAX_BYTES, DEFAULT_MAX_ELEMENT_DEPTH
from sdformat_semantics.frames import FrameKind
from sdformat_semantics.migration import migrate
from sdformat_semantics.source import SourceFacts, parse_tolerant
from sdformat_semantics.versions import NEWEST, PACKAGES, SUPPORTED_VERSIONS, version_package

REPO = Path(__file__).resolve().parent.parent
MIGRATED = SUPPORTED_VERSIONS[: SUPPORTED_VERSIONS.index(NEWEST)]
"""The versions older than the newest: the ones the migration rewrites."""
TOLERANCE = 1e-9


def _parsed(data: bytes, file: str) -> etree._ElementTree | None:
    """The tree the loader parses from ``data`` (tolerating what it tolerates), default limits."""
    return parse_tolerant(
        SourceFacts.of(data), file, DEFAULT_MAX_BYTES, DEFAULT_MAX_ELEMENT_DEPTH
    ).tree


def _schema(version: str) -> etree.XMLSchema:
    return etree.XMLSchema(etree.parse(str(version_package(version).SCHEMA_ROOT)))


def _files(folders: list[Path]) -> list[Path]:
    return sorted(p for f in folders for pattern in ("*.sdf", "*.world") for p in f.rglob(pattern))


def _link_poses(document: sdformat_semantics.Document) -> dict[str, Any]:
    poses: dict[str, Any] = {}
    for graphs_key, graphs in document.graphs.items():
        for name, vertex in graphs.vertices.items():
            if vertex.kind is FrameKind.LINK:
                world = graphs_key if graphs_key else None
                poses[name] = document.pose(name, world=world)
    return poses


def measure_schema(files: list[Path]) -> tuple[collections.Counter[str], list[str]]:
    """Migrate each file's raw tree to the newest version and validate it; (counts, rejections)."""
    target = _schema(NEWEST)
    own = {version: _schema(version) for version in PACKAGES if version != NEWEST}
    counts: collections.Counter[str] = collections.Counter()
    rejections: list[str] = []
    for path in files:
        tree = _parsed(path.read_bytes(), str(path))
        if tree is None:
            counts["not well-formed"] += 1
            continue
        root = tree.getroot()
        version = (root.get("version") or "").strip()
        if root.tag != "sdf" or version not in MIGRATED:
            continue
        counts[f"{version} files"] += 1
        problems = migrate(root, version, NEWEST, str(path))
        if any(p.code.value == "CONVERSION_ERROR" for p in problems):
            counts["conversion error"] += 1
            rejections.append(f"{version} {path}: {problems[0]}")
            continue
        if target.validate(tree):
            counts["valid after migration"] += 1
            continue
        counts[f"rejected by the {NEWEST} XSD"] += 1
        error = cast("Sequence[etree._LogEntry]", target.error_log)[0]
        before = ""
        if version in own:
            original = _parsed(path.read_bytes(), str(path))
            assert original is not None
            before = " [own-version XSD: " + (
                "accepts]" if own[version].validate(original) else "rejects too]"
            )
        rejections.append(f"{version} {path}:{error.line}: {error.message}{before}")
    return counts, rejections


def measure_1_7_poses(files: list[Path]) -> tuple[int, int, list[str]]:
    """Loaded as 1.7 vs migrated to the newest: (files compared, links compared, differences)."""
    compared_files = compared_links = 0
    differences: list[str] = []
    for path in files:
        head = path.read_bytes()[:400]
        if b'version="1.7"' not in head and b"version='1.7'" not in head:
            continue
        as_written = sdformat_semantics.load(path, version="1.7")
        migrated = sdformat_semantics.load(path)
        if as_written.errors or migrated.errors or not as_written.graphs:
            continue
        compared_files += 1
        before, after = _link_poses(as_written), _link_poses(migrated)
        for name, pose in before.items():
            compared_links += 1
            other = after.get(name)
            if other is None or not other.isclose(pose, TOLERANCE):
                differences.append(f"{path}: link {name}: {pose} -> {other}")
    return compared_files, compared_links, differences


def measure_reference(files: list[Path]) -> tuple[int, int, list[str]]:
    """Our link poses after migration vs libsdformat 12.3's: (files, links, differences)."""
    sys.path.insert(0, str(REPO))
    from sdformat_semantics.geometry.pose import Pose
    from tests.reference.make_expectations import _missing_tools, build, dump

    reason = _missing_tools()
    if reason is not None:
        return 0, 0, [f"reference skipped: {reason}"]
    compared_files = compared_links = 0
    differences: list[str] = []
    with tempfile.TemporaryDirectory() as scratch:
        exe = build(Path(scratch))
        for path in files:
            data = path.read_bytes()
            tree = _parsed(data, str(path))
            if tree is None or (tree.getroot().get("version") or "").strip() not in MIGRATED:
                continue
            if b"<include" in data:
                continue
            expected = dump(exe, path, path.parent)
            ours = sdformat_semantics.load(path)
            if expected["errors"] or ours.errors or not ours.graphs:
                continue
            compared_files += 1
            entities: list[dict[str, Any]] = expected["entities"]  # type: ignore[assignment]
            for entity in entities:
                if entity["kind"] != "link":
                    continue
                compared_links += 1
                x, y, z, qx, qy, qz, qw = entity["pose"]
                reference = Pose(position=[x, y, z], quaternion=[qx, qy, qz, qw])
                try:
                    pose = ours.pose(entity["name"])
                except sdformat_semantics.FrameLookupError as error:
                    differences.append(f"{path}: {error}")
                    continue
                if not pose.isclose(reference, TOLERANCE):
                    differences.append(f"{path}: link {entity['name']}: ours {pose}")
    return compared_files, compared_links, differences


def main(argv: list[str] | None = None) -> int:
    """Print the three measurements; return 0."""
    parser = argparse.ArgumentParser(prog="python -m bench.migration_corpus", description=__doc__)
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--reference", action="store_true", help="also compare with libsdformat")
    options = parser.parse_args(argv)
    files = _files(options.folders)
    counts, rejections = measure_schema(files)
    migrated = sum(v for k, v in counts.items() if k.endswith(" files"))
    valid = counts["valid after migration"]
    print(f"migrated to {NEWEST} and valid against the {NEWEST} XSD: {valid}/{migrated}")
    for key, value in sorted(counts.items()):
        print(f"  {key}: {value}")
    for line in rejections:
        print(f"  REJECTED {line}")
    files_17, links_17, differences_17 = measure_1_7_poses(files)
    print(
        f"1.7 loaded as 1.7 vs as {NEWEST}: {links_17} links in {files_17} files, "
        f"{len(differences_17)} differ"
    )
    for line in differences_17:
        print(f"  DIFFERS {line}")
    if options.reference:
        files_ref, links_ref, differences_ref = measure_reference(files)
        print(
            f"vs libsdformat 12.3 (1.4-1.9, no include): {links_ref} links in {files_ref} "
            f"files, {len(differences_ref)} differ"
        )
        for line in differences_ref:
            print(f"  DIFFERS {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
