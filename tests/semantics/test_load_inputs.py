"""What the loader learns stage by stage is what ``attrs.evolve`` would give, field by field.

``SourceFacts.after_reading``/``after_composing`` and ``CheckInput.composed_as``/
``of_graphs`` build their results with explicit constructors (``attrs.evolve``
walks the class's fields on each of a load's calls). Every field is given a
distinct object here, so a field added to either class and left out of a
method fails, whatever its type.
"""

from __future__ import annotations

from typing import Any

import attrs

from sdformat_semantics.checks.table import CheckInput
from sdformat_semantics.source import SourceFacts


def _distinct(cls: type) -> Any:
    """An instance of ``cls`` whose every init field holds its own object."""
    return cls(**{field.alias: object() for field in attrs.fields(cls) if field.init})


def _same(made: object, expected: object) -> None:
    assert type(made) is type(expected)
    for field in attrs.fields(type(made)):
        if field.init:
            assert getattr(made, field.name) is getattr(expected, field.name), field.name


def test_facts_learn_what_evolve_would_set() -> None:
    facts = _distinct(SourceFacts)
    kept, migrated, included = object(), object(), object()
    _same(facts.after_reading(kept, migrated), attrs.evolve(facts, kept=kept, migrated=migrated))
    _same(facts.after_composing(included), attrs.evolve(facts, included=included))


def test_check_inputs_are_what_evolve_would_make() -> None:
    given = _distinct(CheckInput)
    facts, composed, includes, graphs, owner = (object() for _ in range(5))
    _same(
        given.composed_as(facts, composed, includes),
        attrs.evolve(given, facts=facts, composed=composed, includes=includes),
    )
    _same(given.of_graphs(graphs, owner), attrs.evolve(given, graphs=graphs, owner=owner))
