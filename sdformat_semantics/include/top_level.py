"""``<include>`` written directly in ``<sdf>``: read, and put in the place of the model it becomes.

The spec has no include there, yet libsdformat's reader expands every
``<include>`` it meets, so a file made of one include (a variant of a
model with another name, pose or plugin, as Gazebo users write them) is a
model file. The reader keeps such an element as XML, silently; the
composer reads it here as a model's include, expands it as it expands any
other, and makes the included model the document's top-level model. A file
still holds one top-level entity: an include beside a world, another
model, light or actor, or a second one, is an ``ELEMENT_INCORRECT_TYPE``
error (upstream reports "more than one"). A merge include there is left to
``checks.model.misplaced_includes`` (``MERGE_INCLUDE_UNSUPPORTED``).
"""

from __future__ import annotations

from typing import Any

import attrs
from lxml import etree

from sdformat_runtime.binding import ReadContext, binding_of
from sdformat_runtime.binding.extras import EXTRA, XmlExtras
from sdformat_runtime.binding.reader import read_element
from sdformat_runtime.errors import ProblemCollector
from sdformat_semantics.entities import holds_model_list, holds_one_model

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
    """Whether ``<sdf>`` already holds a world or a top-level model, light or actor."""
    return bool(
        sdf.worlds
        or (holds_one_model(sdf) and sdf.model is not None)
        or (holds_model_list(sdf) and sdf.models)
        or getattr(sdf, "light", None) is not None
        or getattr(sdf, "actor", None) is not None
    )


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
