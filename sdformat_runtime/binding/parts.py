"""Values and member lists of a lazy object, read from its element without filling it.

The frame graphs need a few values and every member of each model of a
world; filling a model costs more than that. ``unread_parts`` reads them
from the model's element in one pass and makes its members as lazy objects,
which the read's context keeps (``ReadContext.adopted``) until the model is
filled: its fill then stores those very objects (``lazy._adopt``), so a
caller may hold them, by identity, as the document's own.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any, cast

from lxml import etree

from sdformat_runtime.binding.context import Adopted, ReadContext
from sdformat_runtime.binding.element import Element, _get_source, lazy_source
from sdformat_runtime.binding.fields import FieldKind
from sdformat_runtime.binding.lazy import (
    _ATTRIBUTE,
    _TEXT,
    LazySource,
    ParentPath,
    _path,
    _peekable,
)
from sdformat_runtime.binding.metadata import ChildPlan, binding_of
from sdformat_runtime.binding.reader import lazy_element
from sdformat_runtime.values import Value, ValueSyntaxError

_LEAF, _LIST, _NODE = 0, 1, 2
"""What a child tag gives ``unread_parts``: a value's text, a list's object, an element."""


class _PartsPlan:
    """How ``unread_parts`` reads some fields of a class, worked out once per request.

    Attributes:
        attributes: For each value, the XML name of its attribute ("" for a leaf).
        by_tag: For a child tag: (``_LEAF``, ``_LIST`` or ``_NODE``, index among
            the values or lists, the child's ``ChildPlan`` for a list).
        parses: The converter of each value (``str`` where the class lacks it,
            None for a single child element, whose XML is the value).
        defaults: (default, whether a factory) of each value; None for a field
            the class does not have (a version without it).
        lists: The list fields asked for, "" where the class lacks one.
    """

    __slots__ = ("attributes", "by_tag", "defaults", "lists", "parses")

    def __init__(self, cls: type[Element], values: tuple[str, ...], lists: tuple[str, ...]) -> None:
        binding = binding_of(cls)
        specs = dict(binding.fields)
        peekable = _peekable(cls)
        self.attributes: list[str] = []
        self.by_tag: dict[str, tuple[int, int, ChildPlan | None]] = {}
        self.defaults: list[tuple[object, bool]] = []
        self.parses: list[Callable[[str], Value] | None] = []
        for index, field in enumerate(values):
            found = peekable.get(field)
            spec = specs.get(field)
            if spec is None or spec.kind is FieldKind.CHILD:
                self.attributes.append("")
                self.defaults.append((None, False))
                self.parses.append(None if spec is not None else str)
                if spec is not None:
                    self.by_tag[spec.xml_name] = (_NODE, index, None)
                continue
            if found is None or found[0] == _TEXT:
                raise LookupError(field)  # not read here: the caller fills
            where, xml_name, parse, default, factory = found
            self.defaults.append((default, factory))
            self.parses.append(parse)
            self.attributes.append(xml_name if where == _ATTRIBUTE else "")
            if where != _ATTRIBUTE:
                self.by_tag[xml_name] = (_LEAF, index, None)
        self.lists = tuple(field if field in specs else "" for field in lists)
        for index, field in enumerate(lists):
            spec = specs.get(field)
            if spec is None:
                continue
            if spec.kind is not FieldKind.CHILDREN or spec.xml_name in self.by_tag:
                raise LookupError(field)
            self.by_tag[spec.xml_name] = (_LIST, index, binding.children[spec.xml_name])


_PARTS_PLANS: dict[tuple[type[Element], tuple[str, ...], tuple[str, ...]], _PartsPlan | None] = {}


def _parts_plan(
    cls: type[Element], values: tuple[str, ...], lists: tuple[str, ...]
) -> _PartsPlan | None:
    key = (cls, values, lists)
    if key not in _PARTS_PLANS:
        try:
            _PARTS_PLANS[key] = _PartsPlan(cls, values, lists)
        except LookupError:
            _PARTS_PLANS[key] = None
    return _PARTS_PLANS[key]


UnreadParts = tuple[etree._Element, list[object], list[list[Element]]]

"""What ``unread_parts`` reads: the element, the values, the lists of child objects."""


def unread_parts(
    obj: object, values: tuple[str, ...], lists: tuple[str, ...]
) -> UnreadParts | None:
    """Value fields and lists of child objects of a lazy ``obj``, leaving it unfilled.

    One pass over its element: ``values`` (attributes or leaves) as ``peek``
    gives them (None for a field its class lacks; for a single child element,
    that element's XML, not an object, or None), and ``lists`` (fields
    holding repeated child elements) as lazy objects of their classes (empty
    for a field its class lacks). Those objects are the ones ``obj`` will
    hold: the read's context keeps them until ``obj`` is filled, whose fill
    then stores them (``_adopt``), and a second call gives them again. So a
    caller may hold them as the document's own objects, by identity, while
    ``obj`` stays unread (the frame graphs do, for every model of a world).

    Returns:
        None when ``obj`` is not lazy (filled, or read eagerly), or when a
        field is not one this reads (a value converted by its class, a text
        value, a single child): ask the object's fields then.
    """
    source: LazySource | None = lazy_source(obj)  # type: ignore[assignment]
    if source is None:
        return None
    plan = _parts_plan(type(obj), values, lists)  # type: ignore[arg-type]
    if plan is None:
        return None
    node, ctx, parent_path = source
    known = ctx.adopted.get(node)
    if known is not None and known[2][0] is plan:  # asked before
        alive = _alive(known[1])
        if all(member is not None for members in alive for member in members):
            return node, known[2][1], cast("list[list[Element]]", alive)
    texts: list[Any] = [node.get(name) if name else None for name in plan.attributes]
    lock = ctx.lock
    lock.acquire()
    try:
        if _get_source(obj) is None:  # filled by another thread meanwhile
            return None
        held = _members(plan, node, ctx, parent_path, texts, known)
        if held is None:
            return None
        found = _values(plan, texts, ctx)
        if found is None:
            return None
        # The values too, for the next request of the same fields (the walks over
        # models, the checks and the graph builder each ask).
        refs: list[list[weakref.ref[object]]] = [
            [weakref.ref(member) for member in members] for members in held
        ]
        ctx.adopted[node] = (plan.lists, refs, (plan, found))
    finally:
        lock.release()
    return node, found, held


def _members(
    plan: _PartsPlan,
    node: etree._Element,
    ctx: ReadContext,
    parent_path: ParentPath,
    texts: list[Any],
    known: Adopted | None,
) -> list[list[Element]] | None:
    """``unread_parts``'s pass over ``node``: the leaves' texts into ``texts``, and the lists.

    The objects an earlier call made (``known``) that are still alive are
    given again, new ones in place of those dropped since; None when that
    call asked for other lists (only a fill gives those then). Called holding
    the read's lock, so two threads never make two objects of one element.
    """
    earlier: list[list[Element | None]] | None = None
    if known is not None:
        if known[0] != plan.lists:
            return None
        earlier = cast("list[list[Element | None]]", _alive(known[1]))
    made: list[list[Element]] = [[] for _ in plan.lists]
    if not isinstance(parent_path, str):
        # A string once a level: models nested in models read this way would otherwise
        # chain their paths as deep as they nest, and each fill walk its chain.
        parent_path = _path(parent_path)
    child_path: ParentPath = (parent_path, node)
    by_tag = plan.by_tag
    for item in node:
        entry = by_tag.get(item.tag)  # (a comment's tag is no string: found nowhere)
        if entry is None:
            continue
        kind, index, how = entry
        if kind == _LIST:
            members = made[index]
            member = earlier[index][len(members)] if earlier is not None else None
            if member is None:
                child_class = cast(ChildPlan, how).element_class
                member = lazy_element(child_class, item, ctx, child_path)  # type: ignore[arg-type]
            members.append(member)
        elif texts[index] is None:  # the fast path admits one; the first counts
            texts[index] = item if kind == _NODE else item.text or ""
    return made


def _alive(refs: list[list[weakref.ref[object]]]) -> list[list[object | None]]:
    """The objects ``refs`` point to, None for each one dropped since."""
    return [[ref() for ref in members] for members in refs]


def _values(plan: _PartsPlan, texts: list[Any], ctx: ReadContext) -> list[object] | None:
    """The values of ``unread_parts`` from their texts, as filling would store them."""
    found: list[object] = []
    for text, (default, factory), parse in zip(texts, plan.defaults, plan.parses, strict=True):
        if text is None:
            found.append(default() if factory else default)  # type: ignore[operator]
        elif parse is None or parse is str:  # the element, or what ``parsed`` would give
            found.append(text)
        else:
            try:
                found.append(ctx.parsed(parse, text))
            except ValueSyntaxError:  # not on the fast path; the fill decides what it means
                return None
    return found
