"""Load the real-corpus files whose includes all resolve inside the corpus; compare model counts.

Run by hand (the corpus is not vendored):

    .venv/bin/python tests/reference/include_corpus.py ../shared/corpus/real

For each such file the expected number of models is counted from the XML
alone: the ``<model>`` elements of the file (not those of ``<state>``), plus,
for each include, the expected count of the included file (one fewer for a
merge-include, whose model dissolves into its parent). Includes are resolved
with the corpus manifest's own resolution of each URI.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from lxml import etree

from sdformat_semantics import ParserConfig, load
from sdformat_semantics.checks.model import all_models


def manifest_targets(corpus: Path, manifest: list[dict[str, Any]]) -> dict[tuple[str, str], Path]:
    """Where the corpus manifest resolved each include URI: (repository, URI) -> file or folder."""
    targets: dict[tuple[str, str], Path] = {}
    for entry in manifest:
        repo = entry["path"].split("/", 1)[0]
        for item in entry.get("includes_resolved") or []:
            first = Path(item["targets"][0])
            target = first.parent if first.name == "model.config" else first
            targets[(repo, item["uri"].strip())] = corpus / target
    return targets


def repository_configs(corpus: Path) -> dict[str, ParserConfig]:
    """One configuration per repository of the corpus, resolving URIs as its manifest recorded."""
    manifest = json.loads((corpus / "manifest.json").read_text())
    targets = manifest_targets(corpus, manifest)
    configs: dict[str, ParserConfig] = {}
    for repo in {key[0] for key in targets} | {p.name for p in corpus.iterdir() if p.is_dir()}:

        def resolver(uri: str, repo: str = repo) -> Path | None:
            found: Path | None = targets.get((repo, uri.strip()))
            return found

        configs[repo] = ParserConfig(resolver=resolver, model_path_variables=())
    return configs


def main(corpus: Path) -> int:
    manifest = json.loads((corpus / "manifest.json").read_text())
    targets = manifest_targets(corpus, manifest)
    chosen = [
        e
        for e in manifest
        if e.get("includes_resolved")
        and not e.get("includes_unresolved")
        and e["path"].endswith((".sdf", ".world"))
    ]
    outcomes: Counter[str] = Counter()
    for entry in chosen:
        repo = entry["path"].split("/", 1)[0]
        path = corpus / entry["path"]

        def resolver(uri: str, repo: str = repo) -> Path | None:
            return targets.get((repo, uri.strip()))

        config = ParserConfig(resolver=resolver, model_path_variables=())
        document = load(path, config=config)
        expected = expected_models(path, repo, targets)
        got = len(list(all_models(document.root))) if document.root is not None else 0
        if document.valid and got == expected:
            verdict = "ok"
        elif got == expected:
            verdict = "count ok, invalid"
        else:
            verdict = "count differs"
        outcomes[verdict] += 1
        print(f"{verdict:18} {entry['sdf_version']:5} models {got}/{expected}  {entry['path']}")
        if verdict != "ok":
            for error in document.errors[:2]:
                print(f"    {str(error)[:220]}")
    print(dict(outcomes), "of", len(chosen))
    return 0


_LENIENT = etree.XMLParser(recover=True, resolve_entities=False, no_network=True)
"""Counting only: undeclared namespace prefixes (common in real files) must not stop it."""


def expected_models(
    path: Path, repo: str, targets: dict[tuple[str, str], Path], depth: int = 0
) -> int:
    if depth > 20:
        return 0
    if path.is_dir():
        config = etree.parse(str(path / "model.config"), _LENIENT)
        entries = list(config.iter("sdf"))
        best = max(
            entries, key=lambda e: tuple(int(p) for p in (e.get("version") or "0").split("."))
        )
        path = path / (best.text or "").strip()
    root = etree.parse(str(path), _LENIENT).getroot()
    count = 0
    for element in root.iter("model", "include"):
        if any(a.tag in ("state", "include") for a in element.iterancestors()):
            continue
        if element.tag == "model":
            count += 1
            continue
        uri = (element.findtext("uri") or "").strip()
        target = targets.get((repo, uri))
        if target is not None:
            merged = (element.get("merge") or "").strip().lower() in ("true", "1")
            count += expected_models(target, repo, targets, depth + 1) - (1 if merged else 0)
    return count


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
