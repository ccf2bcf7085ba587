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

import attrs
from lxml import etree

from sdformat_runtime.binding.context import ReadContext
from sdformat_runtime.binding.element import Element, set_lazy_source, set_read_from
from sdformat_runtime.binding.fields import FieldKind
from sdformat_runtime.binding.filling import FILLERS
from sdformat_runtime.binding.metadata import binding_of
from sdformat_runtime.binding.reader import read_fields

LazySource = tuple[etree._Element, ReadContext, str]
"""What ``reader.lazy_element`` keeps: the element, the read's context, the parent's path."""

_get_source = Element._sdf_lazy.__get__  # type: ignore[attr-defined]  # the slot's own reader

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


_MISSING = object()


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
    node, ctx, parent_path = source
    lock = ctx.lock
    lock.acquire()
    try:
        if _get_source(obj) is None:  # another thread filled it while this one waited
            return
        cls = type(obj)
        fast = FILLERS.get(cls)
        if fast is None or not fast(obj, node, ctx, parent_path):
            _fill_generic(obj, cls, node, ctx, parent_path)
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
