"""Lazy element objects: read from their lxml element when a field is first asked for.

``read_tree(..., lazy=True)`` returns a root object whose fields are not read
yet (``reader.lazy_element``): it keeps its element, the read's context and
its parent's path in the slot ``Element`` reserves for that (``LazySlot``).
The first field asked for calls ``fill``, which reads every field of the
object with the eager reader's own code (``reader.read_fields``), making its
child elements lazy in turn, and stores them; the object is then an ordinary
one of its class. Equality, ``repr``, ``to_xml``, pickling and copying read
the fields, so they fill first; an assignment fills first too, so the fill
cannot overwrite it later.

What it costs: the document keeps its lxml tree (a filled object keeps its
element for the writer: ``element.read_from``);
problems are not reported by a fill (nobody would see them), so only
documents the fast path accepted (``sdformat_runtime.fastpath``: the reader
reports nothing on them) should be read lazily. Threads share a document
safely: a fill holds the read's lock and checks again once it has it.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import TypeAlias, cast

import attrs
from lxml import etree

from sdformat_runtime.binding.context import ReadContext
from sdformat_runtime.binding.element import (
    Element,
    _get_source,
    lazy_source,
    set_lazy_source,
    set_read_from,
)
from sdformat_runtime.binding.fields import FieldKind
from sdformat_runtime.binding.filling import FILLERS, converter
from sdformat_runtime.binding.metadata import ChildPlan, binding_of
from sdformat_runtime.binding.reader import _segment, lazy_element, read_fields
from sdformat_runtime.values import Value, ValueSyntaxError

ParentPath: TypeAlias = "str | tuple[ParentPath, etree._Element]"
"""The element path of a lazy object's parent, or (for a ``peek_child`` view) how to make it.

A view is mostly only peeked at, never filled: its parent's path is made from
the grandparent's path and the parent element when a fill first needs it.
"""

LazySource = tuple[etree._Element, ReadContext, ParentPath]
"""What ``reader.lazy_element`` keeps: the element, the read's context, the parent's path."""


def _path(parent_path: ParentPath) -> str:
    """The path string a ``ParentPath`` stands for."""
    segments = []
    while not isinstance(parent_path, str):  # a chain as long as the nesting: no recursion
        parent_path, node = parent_path
        segments.append(_segment(node))
    return "/".join([parent_path, *reversed(segments)])


_DEFAULTS: dict[type[Element], tuple[tuple[str, object, bool], ...] | None] = {}


def _defaults(cls: type[Element]) -> tuple[tuple[str, object, bool], ...] | None:
    """(field, default, whether the default is a factory) of each field of ``cls``.

    None when a field converts what it is given: then only the constructor
    knows what to store, and ``fill`` builds through it.
    """
    if cls not in _DEFAULTS:
        fields = attrs.fields(cls)
        found: tuple[tuple[str, object, bool], ...] | None = None
        if all(f.converter is None and f.init for f in fields):
            found = tuple(
                (f.name, f.default.factory, True)
                if isinstance(f.default, attrs.Factory)  # type: ignore[arg-type]
                else (f.name, f.default, False)
                for f in fields
            )
        _DEFAULTS[cls] = found
    return _DEFAULTS[cls]


_DEFAULTS_BY_NAME: dict[type[Element], dict[str, tuple[object, bool]] | None] = {}


def _defaults_by_name(cls: type[Element]) -> dict[str, tuple[object, bool]] | None:
    """``_defaults`` by field name: ``peek_child`` of an absent child asks for one of them."""
    if cls not in _DEFAULTS_BY_NAME:
        defaults = _defaults(cls)
        _DEFAULTS_BY_NAME[cls] = (
            None if defaults is None else {name: (d, f) for name, d, f in defaults}
        )
    return _DEFAULTS_BY_NAME[cls]


def unread_element(obj: object) -> etree._Element | None:
    """The XML element a lazy object will read its fields from; None once filled or eager.

    For semantic passes that need one or two values of many objects (a
    visual's pose, an inertial's mass): reading them from the element leaves
    the object unfilled. Only documents the fast path accepted are read
    lazily, so the element holds exactly what the reader would accept: no
    namespaced or unknown content, no repeated single child, values in the
    converters' plain forms.
    """
    # Asked of every member by the checks and the graph builder: the slot read directly
    # (``lazy_source`` without its call, and no ``cast``, which is a call too).
    try:
        source: LazySource | None = _get_source(obj)
    except (AttributeError, TypeError):  # never set (built eagerly), or not an element object
        return None
    return None if source is None else source[0]


_ATTRIBUTE, _TEXT, _VALUE = 0, 1, 2
_VALUE_KINDS = {FieldKind.ATTRIBUTE: _ATTRIBUTE, FieldKind.TEXT: _TEXT, FieldKind.VALUE: _VALUE}

_Peek = tuple[int, str, Callable[[str], Value], object, bool]
"""How ``peek`` reads a field: where (``_ATTRIBUTE``...), XML name, converter, default, factory."""

_PEEKABLE: dict[type[Element], dict[str, _Peek]] = {}


def _peekable(cls: type[Element]) -> dict[str, _Peek]:
    """Value fields of ``cls`` that ``peek`` reads from the tree, by field name."""
    found = _PEEKABLE.get(cls)
    if found is None:
        defaults = {name: (default, factory) for name, default, factory in _defaults(cls) or ()}
        found = _PEEKABLE[cls] = {
            # The converter the generated fill code uses: both share the read's cache.
            name: (_VALUE_KINDS[spec.kind], spec.xml_name, converter(spec.spec_type or "string"))
            + defaults[name]
            for name, spec in binding_of(cls).fields
            if spec.kind in _VALUE_KINDS and name in defaults
        }
    return found


def peek(obj: object, field: str) -> object:
    """``getattr(obj, field)`` for a value field (attribute or leaf), leaving ``obj`` unfilled.

    The value is what filling would store: the text as the reader converts
    it, or the field's default when the element leaves it out. Any other
    field, or a class whose fields convert what they are given, fills as
    ``getattr`` does. Called per link by several checks: kept to little work.
    """
    source: LazySource | None = lazy_source(obj)  # type: ignore[assignment]
    if source is None:
        return getattr(obj, field)
    found = _peekable(type(obj)).get(field)  # type: ignore[arg-type]
    if found is None:
        return getattr(obj, field)
    where, xml_name, parse, default, factory = found
    node = source[0]
    if where == _ATTRIBUTE:
        text = node.get(xml_name)
    elif where == _TEXT:
        text = node.text or ""
    else:  # the fast path admits no repeated single leaf: the first is the only one
        leaf = next(node.iterchildren(xml_name), None)
        text = None if leaf is None else leaf.text or ""
    if text is None:
        return default() if factory else default  # type: ignore[operator]
    try:  # through the read's cache of converted texts, as filling does
        return source[1].parsed(parse, text)
    except ValueSyntaxError:  # not on the fast path; the reader decides what it means
        return getattr(obj, field)


def peek_values(obj: object, fields: Sequence[str]) -> list[object]:
    """``peek`` of several fields of one object, reading its element's children once."""
    source: LazySource | None = lazy_source(obj)  # type: ignore[assignment]
    if source is None:
        return [getattr(obj, field) for field in fields]
    node, ctx, _ = source
    peekable = _peekable(type(obj))  # type: ignore[arg-type]
    leaves: dict[str, str] | None = None
    values: list[object] = []
    for field in fields:
        found = peekable.get(field)
        if found is None:
            values.append(getattr(obj, field))
            continue
        where, xml_name, parse, default, factory = found
        if where == _ATTRIBUTE:
            text = node.get(xml_name)
        elif where == _TEXT:
            text = node.text or ""
        else:
            if leaves is None:  # the fast path admits no repeated single leaf
                leaves = {c.tag: c.text or "" for c in node.iterchildren(etree.Element)}
            text = leaves.get(xml_name)
        if text is None:
            values.append(default() if factory else default)  # type: ignore[operator]
            continue
        try:
            values.append(ctx.parsed(parse, text))
        except ValueSyntaxError:
            values.append(getattr(obj, field))
    return values


_SINGLE_CHILDREN: dict[type[Element], dict[str, ChildPlan]] = {}


def _single_children(cls: type[Element]) -> dict[str, ChildPlan]:
    """How to read each single child element field of ``cls``, by field name."""
    found = _SINGLE_CHILDREN.get(cls)
    if found is None:
        found = _SINGLE_CHILDREN[cls] = {
            plan.name: plan
            for plan in binding_of(cls).children.values()
            if plan.single and not plan.is_value
        }
    return found


def peek_child(obj: object, field: str) -> Element | None:
    """``getattr(obj, field)`` for a single child element that leaves a lazy ``obj`` unfilled.

    For a lazy ``obj`` the result is a lazy view of the child element: read
    values from it with ``peek``, but report problems at (and hand out) the
    document's own object, ``getattr(obj, field)``, which the view is not.
    """
    source: LazySource | None = lazy_source(obj)  # type: ignore[assignment]
    plan = None if source is None else _single_children(type(obj)).get(field)  # type: ignore[arg-type]
    if source is None or plan is None:
        found = getattr(obj, field)
        assert found is None or isinstance(found, Element), f"{field} is not a single child"
        return found
    node, ctx, parent_path = source
    child = next(node.iterchildren(plan.spec.xml_name), None)
    if child is None:  # what filling would store: the field's default (a required container's)
        defaults = _defaults_by_name(type(obj))  # type: ignore[arg-type]
        if defaults is None:
            return getattr(obj, field)  # type: ignore[no-any-return]
        default, factory = defaults[field]
        return cast("Element | None", default() if factory else default)  # type: ignore[operator]
    # The path is made only if the view is filled (rare): it is mostly peeked at.
    return lazy_element(plan.element_class, child, ctx, (parent_path, node))  # type: ignore[arg-type]


def fill(obj: Element) -> None:
    """Read every field of the lazy object ``obj`` (nothing when it is filled already).

    Called on the first read of every lazy object, so written for speed: the
    slot is read through its descriptor, and the lock taken without ``with``.
    """
    try:
        source: LazySource | None = _get_source(obj)
    except AttributeError:  # never set: built eagerly
        return
    if source is None:
        return
    node, ctx, deferred = source
    parent_path = _path(deferred)
    lock = ctx.lock
    lock.acquire()
    try:
        if _get_source(obj) is None:  # another thread filled it while this one waited
            return
        cls = type(obj)
        fast = FILLERS.get(cls)
        if fast is None or not fast(obj, node, ctx, parent_path):
            _fill_generic(obj, cls, node, ctx, parent_path)
        if ctx.adopted:  # lists ``unread_parts`` made for this object: the ones it holds
            held = ctx.adopted.pop(node, None)
            if held is not None:
                _adopt(obj, held[0], held[1])
        set_read_from(obj, node)  # for the writer: comments, numbers as spelled
        set_lazy_source(obj, None)  # last: a reader of a field set above sees it final
    finally:
        lock.release()


def _fill_generic(
    obj: Element, cls: type[Element], node: etree._Element, ctx: ReadContext, parent_path: str
) -> None:
    """Fill ``obj`` with the generic reader: its class has no fill code, or it gave up."""
    values = read_fields(cls, node, ctx, parent_path)
    defaults = _defaults(cls)
    if defaults is None:
        built = binding_of(cls).trusted(**values)
        values = {f.name: getattr(built, f.name) for f in attrs.fields(cls)}
    else:  # what the trusted constructor would store, without building a twin
        for name, default, factory in defaults:
            if name not in values:
                values[name] = default() if factory else default  # type: ignore[operator]
    for name, value in values.items():
        object.__setattr__(obj, name, value)


_OBJECT_FIELDS: dict[type[Element], tuple[tuple[str, bool], ...]] = {}


def _object_fields(cls: type[Element]) -> tuple[tuple[str, bool], ...]:
    """(name, whether a list) of each field of ``cls`` holding element objects."""
    found = _OBJECT_FIELDS.get(cls)
    if found is None:
        found = _OBJECT_FIELDS[cls] = tuple(
            (name, spec.kind is FieldKind.CHILDREN)
            for name, spec in binding_of(cls).child_fields
            if spec.kind in (FieldKind.CHILD, FieldKind.CHILDREN)
        )
    return found


def fill_all(obj: Element) -> None:
    """Fill ``obj`` and every lazy object below it (before handing a document to threads)."""
    pending: list[Element] = [obj]
    while pending:
        item = pending.pop()
        fill(item)
        for name, many in _object_fields(type(item)):
            held = getattr(item, name)
            if many:
                pending.extend(held)
            elif held is not None:
                pending.append(held)


def _adopt(obj: Element, fields: tuple[str, ...], lists: list[list[weakref.ref[object]]]) -> None:
    """Give ``obj``, just filled, the objects ``unread_parts`` made for it instead of its own.

    Both lists hold the objects of the same child elements in document order
    (its fill read the same element), so only the objects differ: an adopted
    one may already be held elsewhere by identity. One dropped since (held
    weakly, see ``context.Adopted``) is held by nobody: the fill's own stands.
    """
    for field, adopted in zip(fields, lists, strict=True):
        if field:
            own = getattr(obj, field)
            assert len(own) == len(adopted), f"{type(obj).__name__}.{field}: other children"
            alive = zip([ref() for ref in adopted], own, strict=True)
            members = [mine if theirs is None else theirs for theirs, mine in alive]
            object.__setattr__(obj, field, members)
