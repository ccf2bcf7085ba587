"""Finding elements of an included model by scoped name, and editing them copy-on-write.

The helpers of ``params``: an ``element_id`` is followed through named
children (``chassis::camera``) to a chain of objects, and an edit of the
last one is carried up the chain by copying each parent, so nothing read
before the edit changes.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Collection, Iterator
from typing import Any

import attrs
from lxml import etree

from sdformat_runtime.binding import Element, binding_of, replace
from sdformat_runtime.errors import Error
from sdformat_semantics.frames import SEPARATOR

CONTROL = ("element_id", "action")
"""Attributes that steer an edit and are not content."""

Chain = list[Element]
"""Objects from the included model down to the one an ``element_id`` names."""


# Finding ------------------------------------------------------------------


def tag_of(node: etree._Element) -> str:
    """The tag of an entry without its namespace."""
    return etree.QName(node).localname if str(node.tag).startswith("{") else str(node.tag)


def child_elements(node: etree._Element) -> list[etree._Element]:
    """The element children of a node (no comments)."""
    return [child for child in node if isinstance(child.tag, str)]


def namespaced(node: etree._Element) -> bool:
    """Whether a node is custom, namespaced content."""
    return str(node.tag).startswith("{")


def without_control(node: etree._Element) -> etree._Element:
    """A copy of an entry without the attributes that steer the edit."""
    clean = copy.deepcopy(node)
    for key in CONTROL:
        if key in clean.attrib:
            del clean.attrib[key]
    return clean


def without_unknown_attributes(node: etree._Element, known: Collection[str]) -> etree._Element:
    """A copy of an entry without the plain attributes its element does not define.

    The reference drops those from replacing content; namespaced ones and the
    attributes that steer the edit stay.
    """
    clean = copy.deepcopy(node)
    for key in list(clean.attrib):
        key = str(key)
        if not key.startswith("{") and key not in CONTROL and key not in known:
            del clean.attrib[key]
    return clean


def with_attributes(element: Element, custom: dict[str, str]) -> Element:
    """A copy of ``element`` with these namespaced attributes set (Clark notation keys)."""
    extras = element.xml_extras
    new_extras = attrs.evolve(extras, attributes={**extras.kept_attributes(), **custom})
    return replace(element, xml_extras=new_extras)


def with_kept(element: Element, kept: list[etree._Element]) -> Element:
    """A copy of ``element`` keeping these custom elements (new ones written last)."""
    extras = element.xml_extras
    extra_tokens = sum(1 for token in extras.order if token == "")
    order = extras.order + ("",) * max(0, len(kept) - extra_tokens)
    new_extras = attrs.evolve(extras, order=order)
    new_extras.elements = kept
    return replace(element, xml_extras=new_extras)


def with_verbatim(element: Element, field: str, node: etree._Element) -> Element:
    """A copy of an element of verbatim content (a plugin) with ``node`` set in it.

    The first content element of the same tag is replaced; without one, ``node`` is added.
    """
    current: list[etree._Element] = list(getattr(element, field))
    same = [i for i, item in enumerate(current) if item.tag == node.tag]
    if same:
        current[same[0]] = node
    else:
        current.append(node)
    changes: dict[str, Any] = {field: current}
    return replace(element, **changes)


def name_of(element: Element) -> str:
    """An element's name attribute, or empty."""
    return str(getattr(element, "name", ""))


def element_items(element: Element) -> Iterator[tuple[str, Element]]:
    """(field, object) for every element object directly held by ``element``."""
    for plan in binding_of(type(element)).children.values():
        if plan.element_class is None:
            continue
        value = getattr(element, plan.name)
        items = value if isinstance(value, list) else [] if value is None else [value]
        for item in items:
            yield plan.name, item


def named(element: Element) -> bool:
    """Whether an element's kind has a name attribute."""
    return "name" in binding_of(type(element)).attributes


def find(model: Element, identifier: str, tag: str | None) -> Chain | None:
    """The objects from ``model`` down to the one a scoped name leads to (of ``tag`` if given).

    A name may itself hold ``::`` (plugins are often named
    ``gz::sim::systems::Thing``): every way of cutting the identifier into
    names of nested elements is tried, depth first.
    """
    if not identifier:
        return [model] if tag is None or tag == model.TAG else None
    return _descend([model], identifier, tag)


def _descend(chain: Chain, rest: str, tag: str | None) -> Chain | None:
    # Depth first, from a stack of the chains being tried, each with its children still to try.
    stack = [(chain, rest, element_items(chain[-1]))]
    while stack:
        current, left, items = stack[-1]
        step = next(items, None)
        if step is None:
            stack.pop()
            continue
        item = step[1]
        if not named(item):
            continue
        name = name_of(item)
        if left == name and (tag is None or tag == item.TAG):
            return [*current, item]
        if left.startswith(name + SEPARATOR):
            stack.append(([*current, item], left[len(name) + len(SEPARATOR) :], element_items(item)))
    return None


def child_named(target: Element, node: etree._Element) -> Any:
    """The child of ``target`` with the node's tag (and ``name``, when given); a value: ``True``."""
    tag = tag_of(node)
    plan = binding_of(type(target)).children.get(tag)
    if plan is None:
        return None
    if plan.is_value:
        return True if plan.name in target.xml_extras.present else None
    value = getattr(target, plan.name)
    if plan.single:  # the one child of its kind: a name written in the entry renames it
        return value
    wanted = node.get("name")
    items = value if isinstance(value, list) else []
    for item in items:
        if wanted is None or (named(item) and name_of(item) == wanted):
            return item
    return None


def no_such_child(target: Element, node: etree._Element) -> str:
    """Why a child an entry names is not found, for a problem's message."""
    wanted = node.get("name")
    named = f" named '{wanted}'" if wanted is not None else ""
    return f"<{target.TAG}> has no <{tag_of(node)}>{named}"


# Copy-on-write ------------------------------------------------------------


def with_field(element: Element, field: str, value: Any, *, present: bool) -> Element:
    """A copy of ``element`` with one field set, its presence recorded for writing."""
    extras = element.xml_extras
    now = extras.present | {field} if present else extras.present - {field}
    order = extras.order if field in extras.order or not present else (*extras.order, field)
    changes: dict[str, Any] = {field: value}
    changes["xml_extras"] = attrs.evolve(extras, present=frozenset(now), order=order)
    return replace(element, **changes)


def swapped(parent: Element, old: Element, new: Element) -> Element:
    """A copy of ``parent`` holding ``new`` where it held ``old``."""
    for field, item in element_items(parent):
        if item is old:
            value = getattr(parent, field)
            if isinstance(value, list):
                value = [new if entry is old else entry for entry in value]
            else:
                value = new
            return replace(parent, **{field: value})
    return parent


def rebuilt(chain: Chain, edit: Callable[[Element], Element]) -> Element:
    """The chain's first object after ``edit`` replaced its last one, copied up the chain."""
    new = edit(chain[-1])
    for parent, old in zip(reversed(chain[:-1]), reversed(chain[1:]), strict=True):
        new = swapped(parent, old, new)
    return new


def under(found: Error, base: str) -> Error:
    """A problem of new content read alone, its path placed below the element it joins."""
    return attrs.evolve(found, path=base + found.path if found.path else base)
