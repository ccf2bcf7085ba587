"""Renaming colliding names, screened by the kinds a document holds, against the full search.

``compiled.run_plan`` skips the 1.6 -> 1.7 rules that rename colliding names
when the document's tags show no scope can hold two kinds of entity
(``name_collisions.kinds_may_collide``). Every arrangement of the kinds a
rename can meet (links, joints, frames, nested models; a world's models and
frames), with and without a shared name, at the top and nested one model
deeper, must migrate as the rule interpreter does, which searches every scope.
"""

from __future__ import annotations

import itertools

import pytest
from lxml import etree

from sdformat_semantics.migration import steps
from sdformat_semantics.migration.name_collisions import kinds_may_collide
from tests.semantics.shortcuts.test_compiled_migration_vs_interpreter import _assert_same

MODEL_KINDS = ("model", "link", "joint", "frame")


def _model(kinds: tuple[str, ...], shared: bool) -> str:
    """A model holding one entity of each kind; ``shared``: the first two share a name."""
    names = [f"{kind}_{index}" for index, kind in enumerate(kinds)]
    if shared and len(names) > 1:
        names[1] = names[0]
    inside = "".join(
        f'<model name="{name}"><link name="l"/></model>'
        if kind == "model"
        else f'<{kind} name="{name}"/>'
        for kind, name in zip(kinds, names, strict=True)
    )
    return f'<model name="outer">{inside}</model>'


def _documents() -> list[str]:
    found = []
    for size in range(4):
        for kinds in itertools.combinations(MODEL_KINDS, size):
            for shared in (False, True):
                model = _model(kinds, shared)
                found.append(f'<sdf version="1.6">{model}</sdf>')
                found.append(f'<sdf version="1.6"><model name="top">{model}</model></sdf>')
    for kinds in (("model",), ("frame",), ("model", "frame")):
        for shared in (False, True):
            names = ["a", "a" if shared else "b"]
            inside = "".join(
                f'<model name="{name}"><link name="l"/></model>'
                if kind == "model"
                else f'<frame name="{name}"/>'
                for kind, name in zip(kinds, names, strict=False)
            )
            found.append(f'<sdf version="1.6"><world name="w">{inside}</world></sdf>')
    return found


@pytest.mark.parametrize("text", _documents())
def test_a_screened_rename_migrates_as_the_full_search(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _assert_same(steps.migration_step("1.6"), text, monkeypatch)


@pytest.mark.parametrize("text", _documents())
def test_the_screen_lets_through_every_document_with_a_rename(text: str) -> None:
    """Where the interpreter renames something, the screen said names may collide."""
    root = etree.fromstring(text)
    run = steps.MigrationRun(steps.migration_step("1.6"), None)
    run.apply(run.step.rules, root, "")
    renamed = any("renamed" in description for description in run.counts)
    if renamed:
        scopes = {"world"} if "<world" in text else {"model"}
        assert any(kinds_may_collide(etree.fromstring(text), scope) for scope in scopes)


def test_the_documents_hold_renames_and_skips() -> None:
    """Not vacuous: some documents need a rename and the screen skips the rules of others."""
    renamed = skipped = 0
    for text in _documents():
        run = steps.MigrationRun(steps.migration_step("1.6"), None)
        run.apply(run.step.rules, etree.fromstring(text), "")
        renamed += any("renamed" in description for description in run.counts)
        root = etree.fromstring(text)
        skipped += not kinds_may_collide(root, "model") and not kinds_may_collide(root, "world")
    assert renamed >= 10
    assert skipped >= 10
