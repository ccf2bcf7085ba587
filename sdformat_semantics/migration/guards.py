"""Which tags a migration rule can act on, so that a rule whose tags are absent costs nothing.

Most steps change little: 1.8 -> 1.9 only removes ``<initial_position>`` from
joint axes, yet interpreting it visits every joint of the document. A rule
whose every operation needs some element to exist can only change a
document holding one of those elements; lxml tells whether a document holds
any element of a tag almost for free (a tag name absent from the document's
name dictionary matches nothing, without a walk), so such rules are skipped
unless one of their tags is present. Operations on attributes of the
selected element, additions and the structural rewrites (unflatten, renaming
colliding names, flattening) are taken to apply always.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import attrs
from lxml import etree

from sdformat_semantics.migration.selection import holds_carrying
from sdformat_semantics.source import SourceFacts


@attrs.frozen
class AsParsed:
    """What the bytes of a document tell of the tree parsed from them, for skipping rules.

    True of the tree only while no step has changed it (``migrate`` drops it
    after the first step that counted a rewrite: every rewrite is counted).

    Attributes:
        uncarried: True of an attribute name that no element carries.
        scoped_names: Whether the name of an element outside a plugin's start tag
            (an entity, or content no version describes) may hold ``::``;
            unflattening, renaming scoped names and leaving out content so
            named change nothing without one.
    """

    uncarried: Callable[[str], bool]
    scoped_names: bool


def as_parsed(facts: SourceFacts) -> AsParsed:
    """What the bytes ``facts`` are of tell the migration of the tree parsed from them."""
    return AsParsed(uncarried=facts.uncarried, scoped_names=facts.may_scope_names())


SCOPED_ONLY = frozenset({"unflatten", "rename_scoped_names", "leave_out_scoped_names"})
"""Operations that change nothing unless a name holds ``::``."""


# Operations whose effect needs an element named by their ``element`` attribute.
_NEEDS_ELEMENT = frozenset({"remove", "remove_empty", "deprecated", "lost", "split"})


def _tag_of_step(step: str) -> str:
    """``angle[@axis='1']`` -> ``angle``."""
    return step.split("[", 1)[0]


def _first_tag(path: str, separator: str) -> str | None:
    """The first element of a rule's element path, or None when the path is empty."""
    steps = [step for step in path.split(separator) if step]
    if not steps or steps[0].startswith("@"):
        return None
    return _tag_of_step(steps[0])


def _operation_needs(operation: etree._Element) -> str | None:
    """The tag an operation needs present to do anything, or None (it may always act)."""
    tag = operation.tag
    if tag in ("rename", "move", "copy"):
        source = operation.find("from")
        element = source.get("element") if source is not None else None
        return _first_tag(element, "::") if element else None
    if tag == "map":
        source = operation.find("from")
        name = source.get("name") if source is not None else None
        return _first_tag(name, "/") if name else None
    if tag in _NEEDS_ELEMENT and "attribute" not in operation.attrib:
        element = operation.get("element")
        return _first_tag(element, "/") if element else None
    return None


@functools.cache
def _needs(rule: etree._Element) -> frozenset[str] | None:
    # Rule nodes live as long as the registry's parsed steps, so the cache holds them anyway.
    tags: set[str] = set()
    for child in rule:
        if not isinstance(child.tag, str):
            continue
        if child.tag == "convert":
            nested = _needs(child)
            if nested is None:
                return None
            tags |= nested
            continue
        needed = _operation_needs(child)
        if needed is None:
            return None
        tags.add(needed)
    return frozenset(tags)


def _operation_attribute(operation: etree._Element) -> str | None:
    """The attribute of the selected element an operation needs, or None (it may act without)."""
    tag = operation.tag
    if tag in ("rename", "move", "copy"):
        source = operation.find("from")
        if source is None or source.get("element"):
            return None
        return source.get("attribute")
    if tag in ("remove", "remove_empty", "lost") and "attribute" in operation.attrib:
        return operation.get("attribute")
    return None


@functools.cache
def required_attributes(rule: etree._Element) -> frozenset[str] | None:
    """Attributes of which a selected element must carry one for ``rule`` to change it.

    None when the rule has nested rules or an operation that may act on an
    element without any particular attribute.
    """
    names: set[str] = set()
    for child in rule:
        if not isinstance(child.tag, str):
            continue
        needed = None if child.tag == "convert" else _operation_attribute(child)
        if needed is None:
            return None
        names.add(needed)
    return frozenset(names) or None


@functools.cache
def required_attributes_below(rule: etree._Element) -> frozenset[tuple[str, str]] | None:
    """(tag, attribute) pairs of which a document must hold one for ``rule`` to change it.

    An element of the tag carrying the attribute, that is. Known when ``rule``
    has no operation of its own and each rule inside it either changes only
    elements carrying some attributes (``required_attributes``) or is such a
    rule itself; None otherwise. ``//inertial/pose`` removing an empty
    ``@relative_to`` visits every inertial of a document holding no
    ``relative_to`` at all.
    """
    pairs: set[tuple[str, str]] = set()
    for child in rule:
        if not isinstance(child.tag, str):
            continue
        if child.tag != "convert":
            return None
        tag = child.get("name") or child.get("descendant_name")
        attributes = required_attributes(child)
        if tag and attributes is not None:
            pairs.update((tag, attribute) for attribute in attributes)
            continue
        nested = required_attributes_below(child)
        if nested is None:
            return None
        pairs |= nested
    return frozenset(pairs) or None


def holds_any(document: etree._Element, pairs: frozenset[tuple[str, str]]) -> bool:
    """Whether an element of ``document`` of one of the tags carries its attribute."""
    by_tag: dict[str, set[str]] = {}
    for tag, attribute in pairs:
        by_tag.setdefault(tag, set()).add(attribute)
    for tag, attributes in by_tag.items():
        if next(document.iter(tag), None) is None:
            continue  # lxml answers at once for a tag no element has
        found = holds_carrying(document, tag, frozenset(attributes))
        if found is None:  # a name XPath cannot take as it is: every element looked at
            found = any(
                element.get(attribute) is not None
                for element in document.iter(tag)
                for attribute in attributes
            )
        if found:
            return True
    return False


def may_add_attribute(operation: etree._Element) -> bool:
    """Whether ``operation`` may give an element an attribute name it did not carry.

    Not a split, a renaming of the selected element or a removal; nor a
    move, copy, map or addition whose target is an element path without
    attribute tests (a moved or copied element keeps the attributes it
    carried). Anything else, the structural rewrites included, may.
    """
    tag = operation.tag
    if tag in ("split", "rename_selected", "remove", "remove_empty", "deprecated", "lost"):
        return False
    if tag in ("rename", "move", "copy"):
        target = operation.find("to")
        if target is None:
            return True
        return target.get("attribute") is not None or "[" in target.get("element", "")
    if tag == "map":
        target = operation.find("to")
        return target is None or "@" in target.get("name", "") or "[" in target.get("name", "")
    if tag == "add":
        return "attribute" in operation.attrib or "[" in operation.get("element", "")
    return True


def required_tags(rule: etree._Element) -> frozenset[str] | None:
    """Tags of which a document must hold one for ``rule`` to change it; None: no such set.

    Args:
        rule: A ``<convert>`` node of a rules file.
    """
    return _needs(rule)


def may_apply(rule: etree._Element, document: etree._Element) -> bool:
    """Whether ``rule`` could change ``document`` (False only when it certainly cannot)."""
    tags = _needs(rule)
    if tags is None:
        return True
    return any(next(document.iter(tag), None) is not None for tag in tags)
