"""A file ``sdformat check`` calls valid without a warning validates against its version's XSD.

The reader tolerates what the schema rejects (text where only elements belong,
elements it keeps as is) and loads an old file as the newest version, which
accepts what the file's own version lacks (a 1.7 file with a 1.8 capsule). A
warning says so every time; so over the vendored corpus, each file ``check``
finds valid with no warning at all must validate, with libxml2 (lxml's
``XMLSchema``, which agrees with ``xmllint --schema`` on the real corpus), against
``generated/sdformat_v<declared version>/schema/root.xsd``. Files declaring a
version without a package (1.4, 1.5) have no schema to meet and are counted apart.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from lxml import etree

from sdformat_semantics.cli.checking import CheckOptions, check_target, find_targets
from sdformat_semantics.versions import PACKAGES, version_package
from tests.conftest import DATA
from tests.helpers import hermetic

TARGETS, _, _ = find_targets([str(DATA / "corpus")])


@functools.cache
def _schema(version: str) -> etree.XMLSchema:
    return etree.XMLSchema(file=str(version_package(version).SCHEMA_ROOT))


def _checked(path: str) -> tuple[bool, str | None]:
    """Whether ``check`` finds the file valid without a warning, and the version it declares."""
    [target] = find_targets([path])[0]
    report = check_target(target, CheckOptions(config=hermetic(Path(path).parent)))
    return report.valid and not report.warnings and not report.ignored, report.declared_version


def test_the_corpus_is_searched() -> None:
    assert len(TARGETS) > 150


@pytest.mark.parametrize(
    "path", [t.path for t in TARGETS], ids=[str(Path(t.path).relative_to(DATA)) for t in TARGETS]
)
def test_a_file_check_passes_without_a_warning_validates_against_its_schema(path: str) -> None:
    clean, declared = _checked(path)
    if not clean or path.endswith(".urdf"):
        return  # a problem was reported: the schema may reject the file
    if declared not in PACKAGES:
        pytest.skip(f"SDFormat {declared} has no package, so no schema")
    schema = _schema(declared)
    assert schema.validate(etree.parse(path)), [str(e) for e in schema.error_log][:3]
