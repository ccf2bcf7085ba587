"""Lossless round trips of the vendored corpus through load, as its own version and the newest.

For each valid document, loaded as the oldest version it loads as (its own,
when documents load as it) and as the newest (so older files are migrated;
the versions in between are left to the per-version tests): read -> write ->
read gives equal objects (includes preserved); the expanded output reloads to the same
resolved poses; the printed output validates against our XSD of that
version, unless it carries content the spec does not define (kept as is,
with a warning). ``tests/reference/hardening_corpus.py`` runs the same
checks over the whole real corpus.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from lxml import etree

from sdformat_runtime.versions import version_key
from sdformat_semantics import Document, ErrorCode, FrameLookupError, load
from sdformat_semantics.versions import LOAD_VERSIONS
from tests.conftest import DATA, REPO
from tests.helpers import hermetic

FILES = sorted(
    path
    for folder in ("corpus", "include", "mimic")
    for path in (DATA / folder).rglob("*")
    if path.suffix in (".sdf", ".world")
)
UNKNOWN_CONTENT = (ErrorCode.ELEMENT_INCORRECT_TYPE, ErrorCode.ATTRIBUTE_INCORRECT_TYPE)


@functools.cache
def schema(version: str) -> etree.XMLSchema:
    package = "sdformat_v" + version.replace(".", "_")
    return etree.XMLSchema(etree.parse(str(REPO / "generated" / package / "schema" / "root.xsd")))


def poses(document: Document) -> dict[tuple[str, str], object]:
    found: dict[tuple[str, str], object] = {}
    for world, graphs in document.graphs.items():
        for name in graphs.vertices:
            try:
                found[(world, name)] = document.pose(name, world=world)
            except FrameLookupError:
                found[(world, name)] = None
    return found


def versions_of(path: Path) -> list[str]:
    declared = etree.parse(str(path)).getroot().get("version", "").strip()
    key = tuple(int(p) for p in declared.split(".")) if declared.count(".") == 1 else (99,)
    reachable = [v for v in LOAD_VERSIONS if tuple(int(p) for p in v.split(".")) >= key]
    return sorted(set(reachable[:1] + reachable[-1:]), key=LOAD_VERSIONS.index)


def test_enough_documents_take_part() -> None:
    valid = [p for p in FILES if load(p, config=hermetic()).valid]
    assert len(valid) > 140


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(DATA)) for p in FILES])
def test_read_write_read_at_every_version(path: Path) -> None:
    try:
        versions = versions_of(path)
    except (etree.XMLSyntaxError, ValueError):
        return  # not well-formed, or a version string that is not one: nothing to round-trip
    for version in versions:
        document = load(path, version=version, config=hermetic())
        if not document.valid:
            continue
        preserved = document.to_xml(expand_includes=False)
        again = load(preserved, version=version, config=hermetic(path.parent))
        assert again.source_root == document.source_root, version
        expanded = load(document.to_xml(), version=version, config=hermetic())
        assert expanded.valid or version_key(document.original_version or "") <= (1, 7)
        if expanded.valid:
            theirs = poses(expanded)
            for key, pose in poses(document).items():
                if pose is not None:
                    assert pose.isclose(theirs[key]), (version, key)  # type: ignore[attr-defined]
        if not any(w.code in UNKNOWN_CONTENT for w in document.warnings):
            printed = etree.fromstring(document.to_xml().encode())
            assert schema(version).validate(printed), (version, schema(version).error_log)
