"""What a document uses of a newer version than the one it declares.

A document declaring 1.7 is loaded as the newest version: it is migrated
there and read by the newest classes, which accept a ``<capsule>`` (1.8), a
``cubemap_uri`` (1.9) or a ``merge`` attribute (1.9) without a word, as
libsdformat does. But the file is no valid 1.7 file: its own version's
schema rejects it. So, before migrating, the raw tree is compared with the
grammar of the version it declares, and each element, attribute or value that
version lacks but the target has in the same place is reported as a warning
that says the document will not validate against its version's schema. What
neither version knows is left to the reader of the target, which reports it.

The grammars come from each package's ``grammar`` table (constants that
``make generate`` derives from the spec; no class is imported and no
``spec_tree.json`` parsed, which cost a migrated check about 8 ms). The two
are walked side by side once per pair of versions, which lists the places
where the target allows more: a new child, a new attribute, a wider set of
values. A document is searched only
for those whose names its bytes write (``byte_scans.Markers``), in one pass of
lxml over their tags; each element found is then placed in both grammars by
the tags of its ancestors, so a verdict is never made by tag alone.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Iterator
from typing import Any

import attrs
from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, Severity, not_schema_valid, problem
from sdformat_semantics.source import SourceFacts
from sdformat_semantics.versions import PACKAGES


class Slot:
    """One element of a version's grammar: a place in the tree (the XSD's complex type).

    A plain class: a grammar is made of about 650 of them, built from the
    generated table when a migrated document is first checked.

    Attributes:
        tag: The element's name.
        children: Child tag to its slot.
        attributes: Attribute name to its allowed values (None: any value).
        values: The element's allowed values (None: any, or not a value element).
        free: Whether anything goes inside (a plugin's content).
    """

    __slots__ = ("attributes", "children", "free", "tag", "values")

    def __init__(
        self,
        tag: str,
        attributes: dict[str, frozenset[str] | None],
        values: frozenset[str] | None = None,
        free: bool = False,
    ) -> None:
        self.tag = tag
        self.children: dict[str, Slot] = {}
        self.attributes = attributes
        self.values = values
        self.free = free

    def __repr__(self) -> str:
        return f"Slot({self.tag!r})"


@functools.cache
def grammar(package: str) -> Slot | None:
    """The ``<sdf>`` slot of a generated package's grammar (None without a ``grammar`` table).

    Read from the package's ``grammar`` module (``SLOTS``, written by ``make
    generate`` from the spec), whose constants load without parsing anything.
    """
    try:
        table: tuple[Any, ...] = importlib.import_module(f"{package}.grammar").SLOTS
    except ImportError:  # a package generated before the table existed
        return None
    slots = [
        Slot(
            tag,
            {name: frozenset(choices) if choices else None for name, choices in named},
            frozenset(values) if values else None,
            free,
        )
        for tag, _, named, values, free in table
    ]
    for slot, (_, children, _, _, _) in zip(slots, table, strict=True):
        slot.children.update((tag, slots[index]) for tag, index in children)
    return slots[0]


@attrs.frozen
class _Difference:
    """A place where the target allows more than the declared version.

    Attributes:
        tag: The tag of the elements to look at.
        parent: For a new child, the tag of the parent it is new in.
        attribute: For a new attribute or attribute value, its name.
        old_values: For a wider set of values, the declared version's set.
    """

    tag: str
    parent: str | None = None
    attribute: str | None = None
    old_values: frozenset[str] | None = None


@attrs.frozen
class _Probe:
    """The quick tests of one tag's differences (``_place`` then decides).

    Attributes:
        parents: Parent tags under which the element itself is new.
        attributes: Attribute names that are new on the element.
        values: (attribute name, or None for the element's text; the declared
            version's values) of each wider set of values.
    """

    parents: frozenset[str]
    attributes: frozenset[str]
    values: tuple[tuple[str | None, frozenset[str]], ...]

    def may_apply(self, element: etree._Element) -> bool:
        """Whether ``element`` may be what differs (called for many elements: kept plain)."""
        if self.parents:
            parent = element.getparent()
            if parent is not None and parent.tag in self.parents:
                return True
        # One call for the names it carries (mostly none, or a name): a model, a
        # pose and an inertial of a 1.6 world each have several new attributes.
        if self.attributes and not self.attributes.isdisjoint(element.keys()):
            return True
        for attribute, old in self.values:
            value = element.text if attribute is None else element.get(attribute)
            if value is not None and value.strip() not in old:
                return True
        return False


@functools.cache
def _differences(declared: str, target: str) -> tuple[_Difference, ...]:
    """Every place where ``target``'s grammar allows more than ``declared``'s (packages)."""
    old, new = grammar(declared), grammar(target)
    if old is None or new is None:
        return ()
    found: set[_Difference] = set()
    pending, seen = [(old, new)], set()
    while pending:
        before, after = pending.pop()
        if (id(before), id(after)) in seen or before.free:
            continue
        seen.add((id(before), id(after)))
        for name, allowed in after.attributes.items():
            if name not in before.attributes:
                found.add(_Difference(after.tag, attribute=name))
            elif _widens(before.attributes[name], allowed):
                found.add(
                    _Difference(after.tag, attribute=name, old_values=before.attributes[name])
                )
        if _widens(before.values, after.values):
            found.add(_Difference(after.tag, old_values=before.values))
        for tag, child in after.children.items():
            if tag in before.children:
                pending.append((before.children[tag], child))
            else:
                found.add(_Difference(tag, parent=before.tag))
    return tuple(sorted(found, key=repr))


@functools.cache
def _probes(declared: str, target: str) -> dict[str, _Probe]:
    """The differences of two packages' grammars, as one probe per tag."""
    found: dict[str, list[_Difference]] = {}
    for difference in _differences(declared, target):
        found.setdefault(difference.tag, []).append(difference)
    return {
        tag: _Probe(
            frozenset(d.parent for d in differences if d.parent is not None),
            frozenset(
                d.attribute for d in differences if d.attribute is not None and d.old_values is None
            ),
            tuple((d.attribute, d.old_values) for d in differences if d.old_values is not None),
        )
        for tag, differences in found.items()
    }


def _widens(old: frozenset[str] | None, new: frozenset[str] | None) -> bool:
    """Whether ``new`` allows a value the closed set ``old`` does not."""
    return old is not None and (new is None or not new <= old)


def newer_content(
    top: etree._Element,
    declared: str,
    target: str,
    file: str | None,
    facts: SourceFacts | None = None,
) -> list[Error]:
    """Warnings for what ``top`` (as parsed, declaring ``declared``) takes from newer versions.

    Args:
        top: The document's ``<sdf>`` element, not yet migrated.
        declared: The version it declares.
        target: The version it is loaded as.
        file: The document's file, for the warnings' locations.
        facts: When given, what the bytes ``top`` was parsed from tell: a tag
            whose only differences are attributes no element carries
            (``SourceFacts.uncarried``) is not looked for (the poses, models
            and inertials of a 1.6 world, when none carries a newer attribute).

    Returns:
        One warning per element, attribute or value that ``declared`` does not
        allow where it is written but ``target`` allows there; nothing when the
        versions are one or either has no package.
    """
    if declared == target or declared not in PACKAGES or target not in PACKAGES:
        return []
    old, new = grammar(PACKAGES[declared]), grammar(PACKAGES[target])
    if old is None or new is None:
        return []
    probes = _probes(PACKAGES[declared], PACKAGES[target])
    if facts is not None:
        probes = _carried_probes(probes, facts.uncarried)
    found: list[Error] = []
    for element in top.iter(*probes) if probes else ():
        if probes[element.tag].may_apply(element):  # mostly not: few elements differ
            place = _place(element, old, new)
            if place is not None:
                found.extend(_report(element, *place, declared, target, file))
    return found


def _carried_probes(
    probes: dict[str, _Probe], uncarried: Callable[[str], bool]
) -> dict[str, _Probe]:
    """``probes`` without the attributes no element carries, and without the tags left empty."""
    kept: dict[str, _Probe] = {}
    for tag, probe in probes.items():
        attributes = frozenset(name for name in probe.attributes if not uncarried(name))
        if probe.parents or attributes or probe.values:
            kept[tag] = attrs.evolve(probe, attributes=attributes)
    return kept


def _place(element: etree._Element, old: Slot, new: Slot) -> tuple[Slot, Slot | None, Slot] | None:
    """The declared grammar's slots of the element's parent and of itself, and the target's.

    None when the target has no slot for the element (its reader reports
    it), an ancestor has none in the declared grammar (reported as itself)
    or the element is namespaced or free content.
    """
    chain = [element, *element.iterancestors()]
    chain.reverse()
    if str(chain[0].tag) != old.tag:
        return None
    parent, before, after = old, old, new
    for node in chain[1:]:
        tag = node.tag
        if not isinstance(tag, str) or tag.startswith("{") or before.free or after.free:
            return None
        next_after = after.children.get(tag)
        if next_after is None:
            return None
        parent, after = before, next_after
        next_before = before.children.get(tag)
        if next_before is None:
            return (parent, None, after) if node is element else None
        before = next_before
    return parent, before, after


def _report(
    element: etree._Element,
    parent: Slot,
    own: Slot | None,
    target_slot: Slot,
    declared: str,
    target: str,
    file: str | None,
) -> Iterator[Error]:
    tag = str(element.tag)
    declares = f"SDFormat {declared}, which the document declares"
    tail = f", though {target} reads it{not_schema_valid(declared)}"
    if own is None:
        message = f"<{tag}> in <{parent.tag}> is not part of {declares}{tail}"
        yield _warning(ErrorCode.ELEMENT_INCORRECT_TYPE, message, element, file)
        return
    for name, text in element.attrib.items():
        key = str(name)
        if key.startswith("{") or key not in target_slot.attributes:
            continue  # namespaced, or unknown to the target too: its reader says so
        if key not in own.attributes:
            message = f"attribute '{key}' of <{tag}> is not part of {declares}{tail}"
            yield _warning(ErrorCode.ATTRIBUTE_INCORRECT_TYPE, message, element, file)
            continue
        allowed, value = own.attributes[key], str(text).strip()
        if _newer_value(value, allowed, target_slot.attributes[key]):
            allows = f"SDFormat {declared} allows{_listed(allowed)}"
            message = f"attribute '{key}' of <{tag}>: '{value}' is not a value {allows}{tail}"
            yield _warning(ErrorCode.ATTRIBUTE_INVALID, message, element, file)
    value = (element.text or "").strip()
    if _newer_value(value, own.values, target_slot.values):
        allows = f"SDFormat {declared} allows{_listed(own.values)}"
        message = f"<{tag}>: '{value}' is not a value {allows}{tail}"
        yield _warning(ErrorCode.ELEMENT_INVALID, message, element, file)


def _newer_value(value: str, old: frozenset[str] | None, new: frozenset[str] | None) -> bool:
    """Whether only the target allows ``value``."""
    return old is not None and value not in old and (new is None or value in new)


def _listed(values: frozenset[str] | None) -> str:
    """`` (one of a, b)`` for a short set of values; nothing for a long one."""
    if values is None or len(values) > 6:
        return ""
    return f" (one of {', '.join(sorted(values))})"


def _warning(code: ErrorCode, message: str, element: etree._Element, file: str | None) -> Error:
    return problem(code, message, element, severity=Severity.WARNING, file=file)
