"""Walking every element object of a document, whatever its version or depth.

The generated classes describe their fields (``binding_of``), so one walk
serves every version: ``iter_elements`` yields each element object below a
root with the scoped name of the nearest named elements above it, and
``find_scoped`` follows a scoped name (``arm::gripper::finger``) down.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from types import ModuleType
from typing import Any, Literal, TypeVar

from sdformat_runtime.binding import Element, binding_of
from sdformat_runtime.suggestions import closest, did_you_mean


def children_of(element: Element) -> Iterator[Element]:
    """The element objects directly below ``element``, in field order."""
    for name, spec in binding_of(type(element)).fields:
        if spec.kind == "child":
            value = getattr(element, name)
            if isinstance(value, Element):
                yield value
        elif spec.kind == "children":
            yield from (v for v in getattr(element, name) if isinstance(v, Element))


HeldKind = Literal["named", "needing_values"]
"""What ``fields_that_can_hold`` looks for: a class with a ``name`` attribute, or one
with a required value that has no default (the version's ``class_graph`` lists both)."""

_HOLDERS: dict[tuple[str, str], frozenset[str]] = {}


def class_graph(cls: type[Element]) -> ModuleType:
    """The ``class_graph`` module of the generated package defining ``cls``.

    It describes every class of the version by name (tag, child elements,
    name default), so a walk over the classes a subtree could hold imports none
    of them: a document's check imports the modules of the elements it holds,
    not of every class its elements could hold.
    """
    package = cls.__module__.partition(".")[0]
    return importlib.import_module(f"{package}.class_graph")


def fields_that_can_hold(cls: type[Element], kind: HeldKind) -> frozenset[str]:
    """The element fields of ``cls`` whose objects are, or can hold at any depth, a ``kind`` class.

    Checks skip the fields that cannot lead to what they look for.
    """
    graph = class_graph(cls)
    holders = classes_that_can_hold(graph, kind)
    children = graph.CHILDREN[cls.__name__].values()
    return frozenset(child.field for child in children if child.held in holders)


def classes_that_can_hold(graph: ModuleType, kind: HeldKind) -> frozenset[str]:
    """The classes of a ``class_graph`` that are, or can hold at any depth, a ``kind`` class.

    Computed once per version, walking the graph upwards from the ``kind``
    classes (recursive classes such as ``model`` end the walk where they meet
    a class already found).
    """
    key = (graph.__name__, kind)
    found = _HOLDERS.get(key)
    if found is None:
        holders_of: dict[str, list[str]] = {}
        for holder, children in graph.CHILDREN.items():
            for child in children.values():
                holders_of.setdefault(child.held, []).append(holder)
        wanted = graph.NAME_DEFAULTS.keys() if kind == "named" else graph.NEEDING_VALUES
        reached: set[str] = set(wanted)
        pending = list(reached)
        while pending:
            for holder in holders_of.get(pending.pop(), ()):
                if holder not in reached:
                    reached.add(holder)
                    pending.append(holder)
        found = _HOLDERS[key] = frozenset(reached)
    return found


def name_of(element: Element) -> str | None:
    """The element's ``name`` attribute, or None when its class has none (or it is empty)."""
    fields = dict(binding_of(type(element)).fields)
    spec = fields.get("name")
    if spec is None or spec.kind != "attribute":
        return None
    value: Any = getattr(element, "name", None)
    return str(value) if value else None


def iter_elements(root: Element, scope: str = "") -> Iterator[tuple[str, Element]]:
    """Every element object at or below ``root``, depth first, each with its scoped name.

    The scoped name joins the names of the named elements from ``root``
    down with ``::`` (``arm::gripper::finger``); ``<world>`` and ``<sdf>``
    open no scope, as in frame names.
    """
    pending: list[tuple[str, Element]] = [(scope, root)]  # a stack: nesting has no bound
    while pending:
        scope, element = pending.pop()
        yield scope, element
        below: list[tuple[str, Element]] = []
        for child in children_of(element):
            name = name_of(child)
            opens_scope = name is not None and child.TAG != "world"
            below.append(
                ((f"{scope}::{name}" if scope else str(name)) if opens_scope else scope, child)
            )
        pending.extend(reversed(below))


def named_children(element: Element) -> Iterator[tuple[str, Element]]:
    """The named elements just below ``element`` (looking through unnamed ones)."""
    pending = list(children_of(element))[::-1]  # a stack: unnamed elements nest without bound
    while pending:
        child = pending.pop()
        name = name_of(child)
        if name is not None and child.TAG != "world":
            yield name, child
        else:
            pending.extend(list(children_of(child))[::-1])


def find_scoped(root: Element, scoped: str) -> list[Element]:
    """The elements a scoped name leads to from ``root`` (more than one when siblings share it).

    Each ``::`` segment names a named element below the previous one,
    looking through unnamed ones (``<sdf>``, ``<world>``'s scope, ``<geometry>``).
    """
    found = [root]
    for segment in scoped.split("::"):
        found = [child for e in found for name, child in named_children(e) if name == segment]
        if not found:
            return []
    return found


E = TypeVar("E", bound=Element)


def elements_of(root: Element, kind: type[E] | str) -> Iterator[E]:
    """Every element object below ``root`` of a class (``sdformat_v1_10.Link``) or tag (``link``).

    A tag matches in every version; a class only its own version's objects.
    """
    for _, element in iter_elements(root):
        if (kind == element.TAG) if isinstance(kind, str) else isinstance(element, kind):
            yield element  # type: ignore[misc]  # a tag says nothing of the class to mypy


def find_element(root: Element, scoped: str, where: str) -> Element:
    """The one named element a scoped name leads to from ``root``.

    A model file's names may leave out the model's own (``arm::finger`` or
    ``robot::arm::finger`` in robot.sdf).

    Raises:
        LookupError: Nothing has that name (the message suggests the nearest
            one), or several siblings share it.
    """
    found = find_scoped(root, scoped)
    tops = list(named_children(root))
    if not found and len(tops) == 1 and tops[0][1].TAG == "model":
        found = find_scoped(tops[0][1], scoped)
    if len(found) == 1:
        return found[0]
    if found:
        tags = ", ".join(f"<{e.TAG}>" for e in found)
        raise LookupError(f"'{scoped}' names {len(found)} elements in {where} ({tags})")
    names = sorted({name for name, e in iter_elements(root) if name and name_of(e) is not None})
    hint = did_you_mean(closest(scoped, names))
    raise LookupError(f"nothing named '{scoped}' in {where}{hint}")
