"""``<include>`` written directly in ``<sdf>``: read, and put in the place of the model it becomes.

The spec has no include there, yet libsdformat's reader expands every
``<include>`` it meets, so a file made of one include (a variant of a
model with another name, pose or plugin, as Gazebo users write them) is a
model file. The reader keeps such an element as XML, silently; the
composer reads it here as a model's include, expands it as it expands any
other, and makes the included model, light or actor the document's
top-level one (libsdformat places a light or an actor there too, with the
include's name and pose). A file still holds one top-level entity: an
include beside a world, another model, light or actor, or a second one, is
an ``ELEMENT_INCORRECT_TYPE`` error (upstream reports "more than one"). A
merge include there is left to ``checks.model.misplaced_includes``
(``MERGE_INCLUDE_UNSUPPORTED``). An included file made of such an include
is read through it (``lone_top_level_include``): including it includes
what its include places.
"""

from __future__ import annotations

from typing import Any

import attrs
from lxml import etree

from sdformat_runtime.binding import ReadContext, binding_of
from sdformat_runtime.binding.extras import EXTRA, XmlExtras
from sdformat_runtime.binding.reader import read_element
from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_semantics.entities import has_field

TOP_LEVEL_FIELDS = ("models", "lights", "actors")
"""What an include's expansion may place directly in ``<sdf>`` (its pieces' fields)."""

ONE_ENTITY = (
    "a file holds one top-level model, light or actor, or worlds; this <include> would add "
    "another and is not expanded"
)


def _merges(node: etree._Element) -> bool:
    return (node.get("merge") or "").strip().lower() in ("true", "1")


def read_top_level_includes(
    sdf: Any, file: str | None, version: str, problems: ProblemCollector
) -> list[tuple[etree._Element, Any]]:
    """Each kept ``<include>`` of ``<sdf>`` (merges aside), read as an include of a model."""
    kept = [
        node
        for node in sdf.xml_extras.kept_elements()
        if node.tag == "include" and not _merges(node)
    ]
    if not kept:
        return []
    model_class = binding_of(type(sdf)).children["model"].element_class
    plan = binding_of(model_class).children.get("include") if model_class is not None else None
    include_class = plan.element_class if plan is not None else None
    if include_class is None:
        return []
    context = ReadContext(file=file, version=version)
    found = [(node, read_element(include_class, node, context, "/sdf")) for node in kept]
    problems.extend(context.problems)
    return found


def holds_an_entity(sdf: Any) -> bool:
    """Whether ``<sdf>`` already holds a world or a top-level model, light or actor.

    Read by name: 1.7 holds a list of each where later versions hold one.
    """
    return bool(sdf.worlds) or any(
        getattr(sdf, plural, None) or getattr(sdf, plural[:-1], None) is not None
        for plural in TOP_LEVEL_FIELDS
    )


def placed_at_top(sdf: Any, field: str, item: Any, expanded: set[int]) -> dict[str, Any]:
    """The changes to ``<sdf>`` that put ``item``, an expansion's ``field`` piece, at the top.

    ``expanded``: the ids of the ``<include>`` elements expanded, which the
    item replaces in the order the document's children are written.
    """
    if has_field(sdf, field):  # 1.7: a list of each
        extras = in_place_of(sdf.xml_extras, expanded, field)
        return {field: [*getattr(sdf, field), item], "xml_extras": extras}
    single = field[:-1]
    return {single: item, "xml_extras": in_place_of(sdf.xml_extras, expanded, single)}


def in_place_of(extras: XmlExtras, expanded: set[int], field: str) -> XmlExtras:
    """A copy of ``extras`` without the expanded includes, whose model is written in their place."""
    kept = iter(extras.kept_elements())
    elements: list[etree._Element] = []
    order: list[str] = []
    for token in extras.order:
        if token != EXTRA:
            order.append(token)
            continue
        node = next(kept)
        if id(node) in expanded:
            if field not in order:
                order.append(field)
        else:
            elements.append(node)
            order.append(token)
    elements.extend(kept)  # none: every kept element has its token
    copy = attrs.evolve(extras, order=tuple(order))
    copy.elements = elements
    return copy


def lone_top_level_include(
    sdf: Any, file: str | None, version: str, problems: ProblemCollector
) -> Any | None:
    """The ``<include>`` an included file holds directly in ``<sdf>`` in place of an entity.

    libsdformat expands it while it reads the file, so including such a file
    includes what its include places. None when ``<sdf>`` holds an entity
    or no such include; a second one is an error (as in a document).
    """
    if holds_an_entity(sdf):
        return None
    includes = read_top_level_includes(sdf, file, version, problems)
    for _, extra in includes[1:]:
        problems.error(ErrorCode.ELEMENT_INCORRECT_TYPE, ONE_ENTITY, extra)
    return includes[0][1] if includes else None
