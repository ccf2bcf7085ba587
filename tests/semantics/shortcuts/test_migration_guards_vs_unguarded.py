"""Migration rules skipped for absent tags against every rule run: guarded equals unguarded.

Skipping migration rules that cannot apply changes nothing: guarded == unguarded.

``migration.guards`` lets the interpreter skip a rule whose tags a document
does not hold, and visit only elements carrying the attributes a rule needs.
Every vendored document of a version older than the newest is migrated with
the guards and with them disabled; the trees, problems and change counts must
be the same.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from lxml import etree

from sdformat_runtime.xml import safe_parser
from sdformat_semantics.migration import guards, migrate, rules, steps
from sdformat_semantics.versions import NEWEST
from tests.semantics.shortcuts.test_compiled_migration_vs_interpreter import migratable_root

DATA = Path(__file__).resolve().parents[2] / "data"
_VERSION = re.compile(rb"<sdf[^>]*\sversion\s*=\s*[\"'](1\.[0-9]+)[\"']")


def _old_documents() -> list[Path]:
    found = []
    for path in sorted(DATA.rglob("*.sdf")):
        match = _VERSION.search(path.read_bytes()[:4096])
        if (
            match
            and match.group(1).decode() in steps.known_versions()
            and (match.group(1).decode() != NEWEST)
        ):
            found.append(path)
    return found


OLD_DOCUMENTS = _old_documents()


def _migrated(data: bytes, guarded: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[str, ...]:
    root = etree.fromstring(data, safe_parser())
    with monkeypatch.context() as patch:
        if not guarded:
            patch.setattr(rules, "may_apply", lambda rule, document: True)
            patch.setattr(rules, "required_attributes", lambda rule: None)
        changes: list[steps.Change] = []
        problems = migrate(root, str(root.get("version")).strip(), NEWEST, "doc.sdf", changes)
    return (
        etree.tostring(root, encoding="unicode"),
        *(f"{p.code.name} {p.line} {p.message}" for p in problems),
        *(str(change) for change in changes),
    )


def test_there_are_old_documents_of_every_kind() -> None:
    versions = {_VERSION.search(p.read_bytes()[:4096]).group(1) for p in OLD_DOCUMENTS}  # type: ignore[union-attr]
    assert {b"1.4", b"1.5", b"1.6", b"1.7", b"1.8"} <= versions


@pytest.mark.parametrize("path", OLD_DOCUMENTS, ids=lambda p: str(p.relative_to(DATA)))
def test_guarded_migration_equals_applying_every_rule(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = path.read_bytes()
    migratable_root(data)
    assert _migrated(data, True, monkeypatch) == _migrated(data, False, monkeypatch)


def _rule_nodes(node: etree._Element) -> Iterator[etree._Element]:
    for child in node:
        if child.tag == "convert":
            yield child
            yield from _rule_nodes(child)


@pytest.mark.parametrize(
    "step", list(steps.migration_steps().values()) + list(steps.downgrade_steps().values())
)
def test_a_rule_whose_tags_are_absent_changes_no_document_without_them(
    step: rules.Step,
) -> None:
    """For every rule of every step: where its required tags are absent, applying it is a no-op.

    The document holds every element the rule selects on its way down (so the
    rule is reached) but none of the tags the guard says it needs.
    """
    for rule in _rule_nodes(step.rules):
        needed = guards.required_tags(rule)
        if not needed:
            continue
        selector = rule.get("name") or rule.get("descendant_name") or ""
        document = etree.fromstring(f'<sdf version="{step.from_version}"><{selector}/></sdf>')
        if set(needed) & {e.tag for e in document.iter()}:
            continue
        before = etree.tostring(document)
        assert not guards.may_apply(rule, document)
        run = rules.MigrationRun(step, "doc.sdf")
        run.apply(rule, document[0], "/sdf")
        assert etree.tostring(document) == before, (step.from_version, etree.tostring(rule))
