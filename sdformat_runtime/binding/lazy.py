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

What it costs: until every object is filled the document keeps its lxml tree;
problems are not reported by a fill (nobody would see them), so only
documents the fast path accepted (``sdformat_runtime.fastpath``: the reader
reports nothing on them) should be read lazily. Threads share a document
safely: a fill holds the read's lock and checks again once it has it.
"""

from __future__ import annotations

from typing import cast

import attrs
from lxml import etree

from sdformat_runtime.binding.context import ReadContext
from sdformat_runtime.binding.element import Element, lazy_source, set_lazy_source
from sdformat_runtime.binding.metadata import binding_of
from sdformat_runtime.binding.reader import read_fields

LazySource = tuple[etree._Element, ReadContext, str]
"""What ``reader.lazy_element`` keeps: the element, the read's context, the parent's path."""

_FIELD_NAMES: dict[type[Element], tuple[str, ...]] = {}


def _slot_names(cls: type[Element]) -> tuple[str, ...]:
    found = _FIELD_NAMES.get(cls)
    if found is None:
        found = _FIELD_NAMES[cls] = tuple(f.name for f in attrs.fields(cls))
    return found


def fill(obj: Element) -> None:
    """Read every field of the lazy object ``obj`` (nothing when it is filled already)."""
    source = cast("LazySource | None", lazy_source(obj))
    if source is None:
        return
    ctx = source[1]
    with ctx.lock:
        source = cast("LazySource | None", lazy_source(obj))
        if source is None:  # another thread filled it while this one waited
            return
        node, _, parent_path = source
        cls = type(obj)
        # The trusted constructor supplies the defaults of the fields not written.
        built = binding_of(cls).trusted(**read_fields(cls, node, ctx, parent_path))
        for name in _slot_names(cls):
            object.__setattr__(obj, name, object.__getattribute__(built, name))
        set_lazy_source(obj, None)  # last: a reader of a field set above sees it final


def fill_all(obj: Element) -> None:
    """Fill ``obj`` and every lazy object below it (before handing a document to threads)."""
    pending: list[object] = [obj]
    while pending:
        item = pending.pop()
        if isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, Element):
            fill(item)
            pending.extend(getattr(item, name) for name in _slot_names(type(item)))
