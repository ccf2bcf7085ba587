"""The generated ``class_graph`` tables say what the classes say, in every version.

The checks ask what a class's objects can hold below them (a named element, a
required value with no default), which tags below it have names to check and
which of its children have poses;
they read the answers from the tables so that a check imports only the
classes a document holds. Each table is compared here with the classes
themselves, every class imported, and the answers with the walk over the
imported classes that the checks made before the tables.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType

import attrs
import pytest
import sdformat_versions

from sdformat_runtime.binding import Element, binding_of
from sdformat_runtime.binding.fields import Cardinality
from sdformat_semantics.checks.name_survey import has_name_attribute
from sdformat_semantics.checks.required import _rules
from sdformat_semantics.entities.elements import (
    HeldKind,
    class_graph,
    classes_that_can_hold,
    fields_that_can_hold,
)

PACKAGES = [entry.package for entry in sdformat_versions.VERSIONS]


def _every_class(package: str) -> dict[str, type[Element]]:
    """Every element class of a generated package, imported, by name."""
    found = importlib.import_module(package)
    classes = (getattr(found, name) for name in found.__all__)
    return {c.__name__: c for c in classes if isinstance(c, type) and issubclass(c, Element)}


def _graph(package: str) -> ModuleType:
    return class_graph(next(iter(_every_class(package).values())))


def _can_hold_by_import(cls: type[Element], has: Callable[[type[Element]], bool]) -> bool:
    """Whether ``has`` holds for ``cls`` or a class below it: the walk over imported classes."""
    pending, seen = [cls], {cls}
    while pending:
        current = pending.pop()
        if has(current):
            return True
        for plan in binding_of(current).children.values():
            below = plan.element_class
            if below is not None and below not in seen:
                seen.add(below)
                pending.append(below)
    return False


def _name_default(cls: type[Element]) -> str | None:
    """The name an object holds when a document gives none, from the class (None: required)."""
    spec = dict(binding_of(cls).fields)["name"]
    default = attrs.fields_dict(cls)["name"].default
    if spec.cardinality is not Cardinality.OPTIONAL or not isinstance(default, str):
        return None
    return default


@pytest.mark.parametrize("package", PACKAGES)
def test_the_tables_describe_every_class_as_the_class_does(package: str) -> None:
    classes = _every_class(package)
    graph = _graph(package)
    assert set(graph.TAGS) == set(classes)
    for name, cls in classes.items():
        assert graph.TAGS[name] == cls.TAG
        children = [
            (tag, plan.name, plan.element_class.__name__, not plan.single)
            for tag, plan in binding_of(cls).children.items()
            if plan.element_class is not None
        ]
        listed = [(tag, *child) for tag, child in graph.CHILDREN[name].items()]
        assert sorted(listed) == sorted(children), name
        if has_name_attribute(cls):
            assert graph.NAME_DEFAULTS[name] == _name_default(cls), name
        else:
            assert name not in graph.NAME_DEFAULTS
        assert (name in graph.NEEDING_VALUES) == bool(_rules(cls)), name
        assert (name in graph.POSED) == ("pose" in binding_of(cls).field_names), name


KINDS: dict[HeldKind, Callable[[type[Element]], bool]] = {
    "named": has_name_attribute,
    "needing_values": lambda cls: bool(_rules(cls)),
}


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("package", PACKAGES)
def test_what_a_class_can_hold_is_what_the_walk_over_imported_classes_finds(
    package: str, kind: HeldKind
) -> None:
    has = KINDS[kind]
    classes = _every_class(package)
    holders = classes_that_can_hold(_graph(package), kind)
    for name, cls in classes.items():
        assert (name in holders) == _can_hold_by_import(cls, has), name
        walked = {
            plan.name
            for plan in binding_of(cls).children.values()
            if plan.element_class is not None and _can_hold_by_import(plan.element_class, has)
        }
        assert fields_that_can_hold(cls, kind) == walked, name
