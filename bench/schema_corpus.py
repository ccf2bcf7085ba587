"""Measure how many SDFormat files in folders validate against our XSD of their version.

Usage: ``python -m bench.schema_corpus FOLDER [FOLDER ...]``

Every ``*.sdf`` and ``*.world`` file below the folders is parsed (safely); files
declaring a version the registry lists (``sdformat_versions.VERSIONS``) are
validated against that version's schema set and the table lists accepted /
rejected per version, with the first error of each rejection so it can be
explained.
"""

from __future__ import annotations

import argparse
import collections
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import cast

import sdformat_versions
from lxml import etree

from sdformat_semantics.versions import version_package

VERSIONS = tuple(entry.version for entry in sdformat_versions.VERSIONS)


def _schema(version: str) -> etree.XMLSchema:
    package = version_package(version)
    return etree.XMLSchema(etree.parse(str(package.SCHEMA_ROOT)))


def main(argv: list[str] | None = None) -> int:
    """Print the acceptance table; return 0."""
    parser = argparse.ArgumentParser(prog="python -m bench.schema_corpus", description=__doc__)
    parser.add_argument("folders", nargs="+", type=Path)
    options = parser.parse_args(argv)
    schemas = {version: _schema(version) for version in VERSIONS}
    xml_parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    counts: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    rejections: list[str] = []
    files = sorted(
        path
        for folder in options.folders
        for pattern in ("*.sdf", "*.world")
        for path in folder.rglob(pattern)
    )
    for path in files:
        try:
            document = etree.parse(str(path), xml_parser)
        except etree.XMLSyntaxError:
            counts["?"]["not well-formed"] += 1
            continue
        version = document.getroot().get("version", "none")
        if document.getroot().tag != "sdf" or version not in schemas:
            counts["other"][f"version {version}"] += 1
            continue
        schema = schemas[version]
        if schema.validate(document):
            counts[version]["accepted"] += 1
        else:
            counts[version]["rejected"] += 1
            error = cast("Sequence[etree._LogEntry]", schema.error_log)[0]
            rejections.append(f"{version}  {path}:{error.line}: {error.message}")
    print(f"{'version':8} {'accepted':>9} {'rejected':>9} {'total':>6}")
    for version in VERSIONS:
        accepted, rejected = counts[version]["accepted"], counts[version]["rejected"]
        print(f"{version:8} {accepted:9} {rejected:9} {accepted + rejected:6}")
    skipped = counts["?"] + counts["other"]
    print("skipped:", ", ".join(f"{n} {what}" for what, n in sorted(skipped.items())) or "none")
    if rejections:
        print("\nrejections (first error of each):")
        print("\n".join(rejections))
    return 0


if __name__ == "__main__":
    sys.exit(main())
