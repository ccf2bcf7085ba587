"""Hardening properties over the whole real corpus (run by hand; the corpus is not vendored).

    .venv/bin/python tests/reference/hardening_corpus.py ../shared/corpus/real

For every ``*.sdf``/``*.world`` (includes resolved with the corpus manifest's
own resolution, as in ``include_corpus.py``):

1. limits: file size, element depth of the file and of its expanded form,
   includes expanded; none may reach the ``ParserConfig`` defaults, and no
   error may name a limit;
2. read -> write -> read gives equal objects, at every version the file
   loads as (``LOAD_VERSIONS`` from its declared version up), with includes
   preserved;
3. the expanded output reloads to the same resolved poses;
4. the migrated, printed output validates against our XSD of its version;
5. loading every file from 8 threads at once gives what loading them one by
   one gives.

Prints one line per file that breaks a property and a summary; exit status
1 when any property is broken.
"""

from __future__ import annotations

import collections
import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, cast

try:  # run as a script, from any folder: the sibling script is on the path
    from include_corpus import repository_configs  # type: ignore[import-not-found,unused-ignore]
except ImportError:  # imported as tests.reference.hardening_corpus (the type check)
    from tests.reference.include_corpus import repository_configs
from lxml import etree

from sdformat_runtime.limits import DEFAULT_MAX_BYTES, DEFAULT_MAX_ELEMENT_DEPTH
from sdformat_runtime.versions import version_key
from sdformat_semantics import Document, ErrorCode, ParserConfig, load
from sdformat_semantics.versions import LOAD_VERSIONS

REPO = Path(__file__).resolve().parents[2]
TOLERANCE = 1e-9


def _depth(root: etree._Element) -> int:
    deepest, stack = 0, [(root, 1)]
    while stack:
        element, depth = stack.pop()
        deepest = max(deepest, depth)
        stack.extend((child, depth + 1) for child in element if isinstance(child.tag, str))
    return deepest


def _schema(version: str) -> etree.XMLSchema:
    package = "sdformat_v" + version.replace(".", "_")
    return etree.XMLSchema(etree.parse(str(REPO / "generated" / package / "schema" / "root.xsd")))


def _poses(document: Document) -> dict[tuple[str, str], Any]:
    poses: dict[tuple[str, str], Any] = {}
    for world, graphs in document.graphs.items():
        for name in graphs.vertices:
            try:
                poses[(world, name)] = document.pose(name, world=world)
            except LookupError:
                poses[(world, name)] = None
    return poses


def _same_poses(first: Document, second: Document) -> str | None:
    theirs = _poses(second)
    for key, pose in _poses(first).items():
        other = theirs.get(key)
        if pose is None:
            continue
        if other is None or not pose.isclose(other, TOLERANCE):
            return f"pose of {key} differs: {pose} vs {other}"
    return None


_UNKNOWN_CONTENT = (ErrorCode.ELEMENT_INCORRECT_TYPE, ErrorCode.ATTRIBUTE_INCORRECT_TYPE)


def _keeps_unknown_content(document: Document) -> bool:
    """Whether the document carries content its spec does not define (written back as is,
    so the XSD rejects it by design)."""
    return any(w.code in _UNKNOWN_CONTENT for w in document.warnings)


def _fingerprint(document: Document) -> tuple[Any, ...]:
    written = document.to_xml(with_errors=True) if document.root is not None else ""
    poses = tuple(sorted((k, repr(v)) for k, v in _poses(document).items()))
    return (tuple(str(p) for p in document.problems), written, poses)


def check_file(path: Path, config: ParserConfig, stats: dict[str, int]) -> list[str]:
    """Every property for one file; returns what broke."""
    broken: list[str] = []
    size = path.stat().st_size
    stats["largest file"] = max(stats["largest file"], size)
    parser = etree.XMLParser(recover=True, resolve_entities=False, no_network=True)
    raw = etree.parse(str(path), parser).getroot()
    if raw is None:
        return broken
    stats["deepest file"] = max(stats["deepest file"], _depth(raw))
    declared = (raw.get("version") or "").strip()
    document = load(path, config=config)
    limits = [str(e) for e in document.errors if "(max_" in e.message]
    if limits:
        broken.append(f"a limit refused it: {limits[0][:200]}")
    if document.root is None:
        return broken
    stats["most includes"] = max(stats["most includes"], len(document.includes))
    expanded = document.to_xml()
    stats["deepest expanded"] = max(
        stats["deepest expanded"], _depth(etree.fromstring(expanded.encode()))
    )
    if not document.valid:
        stats["invalid (skipped for round trips)"] += 1
        return broken
    again = load(expanded, config=config)
    if not again.valid:
        broken.append(f"expanded output invalid: {again.errors[0]}")
    elif (difference := _same_poses(document, again)) is not None:
        broken.append(f"expanded output: {difference}")
    for version in LOAD_VERSIONS:
        if version_key(version) < version_key(declared):
            continue
        at_version = load(path, config=config, version=version)
        if not at_version.valid:
            continue  # e.g. names only later versions reserve
        preserved = at_version.to_xml(expand_includes=False)
        resolver = config.resolver
        folder = path.parent

        def beside_the_file(uri: str, resolver: Any = resolver, folder: Path = folder) -> Any:
            found = resolver(uri) if resolver is not None else None
            return found if found is not None else folder / uri

        reread = load(
            preserved,
            version=version,
            config=ParserConfig(resolver=beside_the_file, model_path_variables=()),
        )
        if reread.source_root != at_version.source_root:
            broken.append(f"{version}: read -> write -> read differs")
        printed = etree.fromstring(at_version.to_xml().encode())
        schema = _schema(version)
        if _keeps_unknown_content(at_version):
            stats[f"XSD skipped at {version}: unknown content kept"] += 1
        elif not schema.validate(printed):
            broken.append(
                f"{version}: printed output fails the XSD: {cast('Sequence[etree._LogEntry]', schema.error_log)[0]}"
            )
        stats[f"round trips at {version}"] += 1
    return broken


def main(corpus: Path) -> int:
    """Check every file; returns the exit status."""
    configs = repository_configs(corpus)
    files = sorted(p for p in corpus.rglob("*") if p.suffix in (".sdf", ".world") and p.is_file())
    stats: dict[str, int] = collections.defaultdict(int)
    failures = 0
    for path in files:
        config = configs[path.relative_to(corpus).parts[0]]
        try:
            broken = check_file(path, config, stats)
        except Exception as error:  # a sweep reports every file, whatever breaks
            broken = [f"raised {type(error).__name__}: {error}"]
        for item in broken:
            print(f"{path.relative_to(corpus)}: {item}")
        failures += bool(broken)

    def observe(path: Path) -> tuple[Any, ...]:
        return _fingerprint(load(path, config=configs[path.relative_to(corpus).parts[0]]))

    with ThreadPoolExecutor(max_workers=8) as pool:
        together = list(pool.map(observe, files))
    differ = [p for p, t in zip(files, together, strict=True) if t != observe(p)]
    for path in differ:
        print(f"{path.relative_to(corpus)}: concurrent load differs from a sequential one")
    print(f"{len(files)} files; {failures} break a property; {len(differ)} differ concurrently")
    print(f"defaults: max_bytes {DEFAULT_MAX_BYTES}, max_element_depth {DEFAULT_MAX_ELEMENT_DEPTH}")
    print(f"          max_includes {ParserConfig().max_includes}")
    for key in sorted(stats):
        print(f"  {key}: {stats[key]}")
    return 1 if failures or differ else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
