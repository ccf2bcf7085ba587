"""Finding elements of an included model by scoped name, and editing them in place.

The helpers of ``params``: an ``element_id`` is followed through named
children (``chassis::camera``) to a chain of objects, found through an index
of each object's named children (``Names``), and the last one is edited in
place. ``params`` edits a private copy of the included model, so nothing read
before the edit changes; each entry then costs about the same however many
entries and children there are.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Collection, Iterator
from itertools import compress
from itertools import count as counting
from operator import not_
from typing import Any, cast

import attrs
from lxml import etree

from sdformat_runtime.binding import Element, binding_of
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
    """``element`` with these namespaced attributes set (Clark notation keys)."""
    extras = element.xml_extras
    new_extras = attrs.evolve(extras, attributes={**extras.kept_attributes(), **custom})
    object.__setattr__(element, "xml_extras", new_extras)
    return element


def with_kept(element: Element, kept: list[etree._Element]) -> Element:
    """``element`` keeping these custom elements (new ones written last)."""
    extras = element.xml_extras
    extra_tokens = sum(1 for token in extras.order if token == "")
    order = extras.order + ("",) * max(0, len(kept) - extra_tokens)
    new_extras = attrs.evolve(extras, order=order)
    new_extras.elements = kept
    object.__setattr__(element, "xml_extras", new_extras)
    return element


def with_verbatim(element: Element, field: str, node: etree._Element) -> Element:
    """An element of verbatim content (a plugin) with ``node`` set in it.

    The first content element of the same tag is replaced; without one, ``node`` is added.
    """
    current: list[etree._Element] = list(getattr(element, field))
    same = [i for i, item in enumerate(current) if item.tag == node.tag]
    if same:
        current[same[0]] = node
    else:
        current.append(node)
    check = binding_of(type(element)).checks.get(field)
    _set_checked(element, field, check(current) if check is not None else current)
    return element


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


def _field_ranks(cls: type[Element]) -> dict[str, int]:
    """The place of each field of child objects in the order ``element_items`` gives them."""
    ranks: dict[str, int] = {}
    for plan in binding_of(cls).children.values():
        ranks.setdefault(plan.name, len(ranks))
    return ranks


class Names:
    """The named children of each object edited, by name, kept up to date by the edits.

    Built for an object the first time a name is looked up below it, so that
    following an ``element_id`` costs the length of the name, not the number of
    siblings on the way. Each entry is ``(rank, field, item)``: the rank keeps
    the order the children are held in (field by field, then in each list), new
    ones after those of their field.
    """

    def __init__(self) -> None:
        self._of: dict[int, dict[str, list[tuple[tuple[int, int], str, Element]]]] = {}
        self._place: dict[int, tuple[Element, tuple[int, int], str]] = {}
        """Where each indexed child is: its parent, rank and field."""
        self._keep: list[Element] = []
        """The objects indexed, kept alive so that no other object takes their id."""
        self._added = 0
        self._gone: set[int] = set()
        """Objects removed, still in their list until ``flush`` (so positions stay valid)."""
        self._pending: dict[tuple[int, str], tuple[Element, str, int]] = {}
        """Lists holding removed objects: their owner, field and how many were removed."""
        self._positions: dict[tuple[int, str], dict[int, int]] = {}
        """Where each object is in a list field, by id, made when first needed."""

    def live_count(self, parent: Element, field: str) -> int:
        """How many objects a list field holds, those removed (not yet flushed) left out."""
        pending = self._pending.get((id(parent), field))
        return len(getattr(parent, field)) - (pending[2] if pending is not None else 0)

    def remove(self, parent: Element, field: str, item: Element) -> None:
        """Remove an object from a list field: marked now, taken out by ``flush``."""
        self._gone.add(id(item))
        self._keep.append(item)
        key = (id(parent), field)
        count = self._pending[key][2] if key in self._pending else 0
        self._pending[key] = (parent, field, count + 1)
        self.removed(item)

    def first_live(self, items: list[Element]) -> Element | None:
        """The first object of a list that was not removed."""
        return next((item for item in items if id(item) not in self._gone), None)

    def position(self, parent: Element, field: str, item: Element) -> int | None:
        """Where ``item`` is in a list field of ``parent`` (None: not there)."""
        key = (id(parent), field)
        positions = self._positions.get(key)
        if positions is None:  # made in C: one pass over the list
            current = getattr(parent, field)
            positions = self._positions[key] = dict(zip(map(id, current), counting()))
        return positions.get(id(item))

    def appended(self, parent: Element, field: str, item: Element) -> None:
        """Note an object appended to a list field (its position, its name)."""
        positions = self._positions.get((id(parent), field))
        if positions is not None:
            positions[id(item)] = len(getattr(parent, field)) - 1
        self.added(parent, field, item)

    def moved(self, parent: Element, field: str, old: Element, new: Element) -> None:
        """Note ``new`` put where ``old`` was in a list field."""
        positions = self._positions.get((id(parent), field))
        if positions is not None:
            positions[id(new)] = positions.pop(id(old))
        self.swapped(old, new)

    def flush(self) -> None:
        """Take the removed objects out of their lists (each list once, in C)."""
        for parent, field, _count in self._pending.values():
            current = getattr(parent, field)
            kept = list(map(self._gone.__contains__, map(id, current)))
            current[:] = list(compress(current, map(not_, kept)))
        self._pending.clear()
        self._positions.clear()

    def children(self, parent: Element) -> dict[str, list[tuple[tuple[int, int], str, Element]]]:
        """The index of ``parent``'s named children (made on first use)."""
        found = self._of.get(id(parent))
        if found is None:
            found = self._of[id(parent)] = {}
            self._keep.append(parent)
            ranks = _field_ranks(type(parent))
            for position, (field, item) in enumerate(element_items(parent)):
                if id(item) not in self._gone:
                    self._enter(parent, found, (ranks[field], position), field, item)
        return found

    def _enter(
        self,
        parent: Element,
        index: dict[str, list[tuple[tuple[int, int], str, Element]]],
        rank: tuple[int, int],
        field: str,
        item: Element,
    ) -> None:
        if named(item):
            entries = index.setdefault(name_of(item), [])
            entries.append((rank, field, item))
            entries.sort(key=lambda entry: entry[0])
        self._place[id(item)] = (parent, rank, field)
        self._keep.append(item)

    def added(self, parent: Element, field: str, item: Element) -> None:
        """Note a child appended to a list field of ``parent`` (or set in a single one)."""
        index = self._of.get(id(parent))
        if index is not None:
            self._added += 1
            rank = (_field_ranks(type(parent))[field], (1 << 40) + self._added)
            self._enter(parent, index, rank, field, item)

    def removed(self, item: Element) -> None:
        """Note a child that its parent no longer holds."""
        place = self._place.pop(id(item), None)
        index = self._of.get(id(place[0])) if place is not None else None
        if index is not None and named(item):
            entries = index.get(name_of(item), [])
            entries[:] = [entry for entry in entries if entry[2] is not item]

    def swapped(self, old: Element, new: Element) -> None:
        """Note ``new`` taking ``old``'s place in its parent."""
        place = self._place.get(id(old))
        self.removed(old)
        if place is not None:
            parent, rank, field = place
            index = self._of.get(id(parent))
            if index is not None:
                self._enter(parent, index, rank, field, new)

    def renamed(self, item: Element, old_name: str) -> None:
        """Note a child whose name changed."""
        place = self._place.get(id(item))
        index = self._of.get(id(place[0])) if place is not None else None
        if place is None or index is None:
            return
        entries = index.get(old_name, [])
        entries[:] = [entry for entry in entries if entry[2] is not item]
        self._enter(place[0], index, place[1], place[2], item)

    def find(self, model: Element, identifier: str, tag: str | None) -> Chain | None:
        """The objects from ``model`` down to the one a scoped name leads to (of ``tag`` if given).

        A name may itself hold ``::`` (plugins are often named
        ``gz::sim::systems::Thing``): every way of cutting the identifier into
        names of nested elements is tried, depth first, children in the order
        they are held.
        """
        if not identifier:
            return [model] if tag is None or tag == model.TAG else None
        # A stack of the chains being tried, each with its candidates still to try.
        stack = [([model], identifier, iter(self._candidates(model, identifier)))]
        while stack:
            chain, rest, candidates = stack[-1]
            step = next(candidates, None)
            if step is None:
                stack.pop()
                continue
            name, item = step
            if rest == name and (tag is None or tag == item.TAG):
                return [*chain, item]
            if rest.startswith(name + SEPARATOR):
                left = rest[len(name) + len(SEPARATOR) :]
                stack.append(([*chain, item], left, iter(self._candidates(item, left))))
        return None

    def _candidates(self, parent: Element, rest: str) -> list[tuple[str, Element]]:
        """The named children of ``parent`` whose name ``rest`` is or starts with, in order."""
        index = self.children(parent)
        parts = rest.split(SEPARATOR)
        found: list[tuple[tuple[int, int], str, Element]] = []
        for count in range(1, len(parts) + 1):
            name = SEPARATOR.join(parts[:count])
            found.extend((entry[0], name, entry[2]) for entry in index.get(name, ()))
        found.sort(key=lambda entry: entry[0])
        return [(name, item) for _rank, name, item in found]

    def child_named(self, target: Element, node: etree._Element) -> Any:
        """The child of ``target`` with the node's tag (and ``name`` if given); a value: True."""
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
        if wanted is None:
            return self.first_live(value) if isinstance(value, list) else None
        for _rank, field, item in self.children(target).get(wanted, ()):
            if field == plan.name:
                return item
        return None


def no_such_child(target: Element, node: etree._Element) -> str:
    """Why a child an entry names is not found, for a problem's message."""
    wanted = node.get("name")
    named = f" named '{wanted}'" if wanted is not None else ""
    return f"<{target.TAG}> has no <{tag_of(node)}>{named}"


# Copy-on-write ------------------------------------------------------------


def with_field(element: Element, field: str, value: Any, *, present: bool) -> Element:
    """``element`` with one field set in place, its presence recorded for writing.

    The value is checked as a constructor would check it, rules tying fields
    together included; a refused value leaves the element as it was.

    Raises:
        TypeError, ValueError: The field or the element refuses the value.
    """
    binding = binding_of(type(element))
    check = binding.checks.get(field)
    checked = check(value) if check is not None else value
    _set_checked(element, field, checked)
    extras = element.xml_extras
    now = extras.present | {field} if present else extras.present - {field}
    order = extras.order if field in extras.order or not present else (*extras.order, field)
    object.__setattr__(
        element, "xml_extras", attrs.evolve(extras, present=frozenset(now), order=order)
    )
    return element


def with_item_added(element: Element, field: str, item: Any) -> Element:
    """``element`` with ``item`` appended to a list field, only the new item checked."""
    check = binding_of(type(element)).checks.get(field)
    checked = cast("list[Any]", check([item]))[0] if check is not None else item
    current = getattr(element, field)
    current.append(checked)
    try:
        _rules_checked(element)
    except (TypeError, ValueError):
        current.pop()
        raise
    return with_presence(element, field, present=True)


def with_presence(element: Element, field: str, *, present: bool) -> Element:
    """``element`` with a field recorded as written or not (its value as it is)."""
    extras = element.xml_extras
    if (field in extras.present) == present:
        return element  # a field read as present is in the order already
    in_order = field in extras.order
    now = extras.present | {field} if present else extras.present - {field}
    order = extras.order if in_order or not present else (*extras.order, field)
    object.__setattr__(
        element, "xml_extras", attrs.evolve(extras, present=frozenset(now), order=order)
    )
    return element


def _set_checked(element: Element, field: str, value: Any) -> None:
    """Set a checked value, undone when a rule tying the element's fields refuses it."""
    before = getattr(element, field)
    object.__setattr__(element, field, value)
    try:
        _rules_checked(element)
    except (TypeError, ValueError):
        object.__setattr__(element, field, before)
        raise


def _rules_checked(element: Element) -> None:
    rules = getattr(type(element), "__attrs_post_init__", None)
    if rules is not None:
        rules(element)


def without_item(parent: Element, field: str, item: Element, names: Names) -> Element:
    """``parent`` without one object of a list field (taken out when ``names`` flushes)."""
    names.remove(parent, field, item)
    return parent


def swapped(parent: Element, old: Element, new: Element, names: Names) -> Element:
    """``parent`` holding ``new`` where it held ``old``."""
    if new is old:
        return parent
    for plan in binding_of(type(parent)).children.values():
        if plan.element_class is None:
            continue
        value = getattr(parent, plan.name)
        if isinstance(value, list):
            position = names.position(parent, plan.name, old)
            if position is not None:
                value[position] = new
                names.moved(parent, plan.name, old, new)
                return parent
        elif value is old:
            check = binding_of(type(parent)).checks.get(plan.name)
            _set_checked(parent, plan.name, check(new) if check is not None else new)
            names.swapped(old, new)
            return parent
    return parent


def rebuilt(chain: Chain, edit: Callable[[Element], Element], names: Names) -> Element:
    """The chain's first object after ``edit`` changed its last one (in place, or swapped in)."""
    new = edit(chain[-1])
    if len(chain) > 1:
        swapped(chain[-2], chain[-1], new, names)
    return chain[0]


def under(found: Error, base: str) -> Error:
    """A problem of new content read alone, its path placed below the element it joins."""
    return attrs.evolve(found, path=base + found.path if found.path else base)
