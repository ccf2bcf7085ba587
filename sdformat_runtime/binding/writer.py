"""Writing an element object back to an lxml element.

Children are written in the order they were read, with the XML kept in
``xml_extras`` put back where it was; defaults that were not in the source
are left out, so reading and writing a document changes as little as it can.

Objects read lazily keep their element (``element.lazy_source``, then
``element.read_from`` once filled), and the writer uses it for what the
fields do not hold:

* an object never filled is unchanged by definition (an assignment fills
  first), so its element is copied as read: comments, number spellings and
  all (layout white space aside, which ``Element.to_string`` re-indents);
* a filled object is written from its fields, as any other, but where a
  value still equals what its text in the element reads as, that text is
  written (``0.000001`` stays ``0.000001``, not ``1e-06``), and the comments
  between its children are written back at their places.

Checking each value against its text, rather than tracking changes, keeps
this right whatever changed an object: an assignment, an array changed in
place, a list appended to.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator

from lxml import etree

from sdformat_runtime.binding.element import Element, Visit, lazy_source, read_from
from sdformat_runtime.binding.extras import EXTRA
from sdformat_runtime.binding.fields import (
    LIST_KINDS,
    Cardinality,
    FieldKind,
    FieldSpec,
)
from sdformat_runtime.binding.metadata import binding_of
from sdformat_runtime.values import Value, ValueSyntaxError, values_equal

# Reading an enum member goes through its class's metaclass, several times
# slower than reading a module global; the per-field tests below use these.
_VALUE = FieldKind.VALUE
_REQUIRED = Cardinality.REQUIRED

PLACEHOLDER = "__default__"
"""The spec's default of a value that has none: never written for a value the source left out."""

_EMPTY = {True: "", False: None}
"""Empty text as written from a value (``<x></x>``) or as read (``<x/>``), by ``read is None``."""


Slots = list[tuple[Element, etree._Element]]
"""Objects below the one being written, each with the placeholder element that keeps its place."""


def write_element(obj: Element, visit: Visit | None = None) -> etree._Element:
    """Write ``obj`` as an lxml element, kept XML included.

    Args:
        obj: The object to write.
        visit: Called with each element written and the object it was written
            from (to keep track of where written content came from), parents
            first, in document order. A lazy object is then filled, to have an
            object for each element.
    """
    # A stack rather than recursion: models nest as deep as a document or code makes them.
    # Each object's element is written with a placeholder where each child object goes; a
    # child's element takes its placeholder's place once the child's own subtree is written.
    slots: Slots = []
    top = _write_one(obj, visit, slots)
    pending: list[tuple[Element | None, etree._Element]] = [
        (child, slot) for child, slot in reversed(slots)
    ]
    done: list[etree._Element] = []
    while pending:
        child, slot = pending.pop()
        if child is None:
            slot.getparent().replace(slot, done.pop())  # type: ignore[union-attr]  # placed below
            continue
        slots = []
        done.append(_write_one(child, visit, slots))
        pending.append((None, slot))
        pending.extend(reversed(slots))
    return top


# Over the function budget: the hot writer: one branch per kind of field, kept inline for speed.
def _write_one(obj: Element, visit: Visit | None, slots: Slots) -> etree._Element:  # noqa: C901, PLR0912
    """``obj``'s element, with a placeholder (listed in ``slots``) for each child object."""
    pending = lazy_source(obj)
    if pending is not None and visit is None:
        return copy_as_read(pending[0], type(obj))  # type: ignore[index]  # (element, context, path)
    binding = binding_of(type(obj))
    extras = obj.xml_extras  # fills a lazy object
    source = read_from(obj)
    node = etree.Element(obj.TAG, nsmap=extras.declared_namespaces())
    if visit is not None:
        visit(node, obj)
    attributes: dict[str, str] = {}
    read_from_xml = obj.xml_origin is not None
    for name, spec in binding.attributes.values():
        current: Value = getattr(obj, name)
        needed = spec.cardinality is _REQUIRED or name in extras.present
        if needed and name not in extras.present and read_from_xml:
            # Left out of the source (an ATTRIBUTE_MISSING error): the default the field
            # holds would read back as valid, so it stays left out unless code changed it.
            needed = not values_equal(current, spec.default)
        if needed or not values_equal(current, spec.default):
            read = source.get(spec.xml_name) if source is not None else None
            attributes[spec.xml_name] = _spelled(spec, current, read)
    attributes.update(extras.kept_attributes())
    if source is not None and source.attrib:  # in the order read, new ones last
        place = {key: index for index, key in enumerate(source.attrib)}
        attributes = dict(sorted(attributes.items(), key=lambda kv: place.get(kv[0], len(place))))
    for key, text in attributes.items():
        node.set(key, text)
    if binding.text_field is not None:
        name, spec = binding.text_field
        if extras.text is not None and name not in extras.present:
            node.text = extras.text
        else:
            read = (source.text or "") if source is not None else None
            node.text = _spelled(spec, getattr(obj, name), read) or _EMPTY[read is None]
    if binding.content_field is not None:
        node.text = extras.text
        content: list[etree._Element] = getattr(obj, binding.content_field)
        for kept_xml in content:
            node.append(copy.deepcopy(kept_xml))
        return node
    queues = {name: _items_to_write(obj, name, spec) for name, spec in binding.child_fields}
    kept = list(extras.kept_elements())
    specs = dict(binding.fields)
    read_children = _read_children(node, source, extras.order)
    for token in extras.order:
        read_child = next(read_children, None)
        if token == EXTRA:
            if kept:
                node.append(copy.deepcopy(kept.pop(0)))
        elif queues.get(token):
            _append(node, specs[token], queues[token].pop(0), slots, read_child)
    for _ in read_children:  # the comments after the last child
        pass
    for name, items in queues.items():
        for item in items:
            _append(node, specs[name], item, slots, None)
    for kept_xml in kept:
        node.append(copy.deepcopy(kept_xml))
    return node


def copy_as_read(source: etree._Element, cls: type[Element]) -> etree._Element:
    """A copy of the element an unfilled object of ``cls`` reads, for writing it unchanged.

    Required values the element leaves out are added at its end with their
    defaults, as an object written from its fields has them (``_items_to_write``);
    a placeholder is not a value, and stays left out there too.

    White space that is layout, not content, is dropped, as in elements
    written from fields, so ``Element.to_string`` indents the copy like the
    rest: between elements, and inside elements that hold no value. Values,
    plugin content and kept XML stay as read.
    """
    node = copy.deepcopy(source)
    node.tail = None
    pending: list[tuple[etree._Element, type[Element]]] = [(node, cls)]
    while pending:
        element, element_class = pending.pop()
        binding = binding_of(element_class)
        if binding.content_field is not None:
            continue
        for spec in _required_values(element_class):  # written from fields too: see above
            if element.find(spec.xml_name) is None:
                etree.SubElement(element, spec.xml_name).text = spec.format(spec.default)
        text = element.text
        if binding.text_field is None and text is not None and text.isspace():
            element.text = None
        for child in element:
            tail = child.tail
            if tail is not None and tail.isspace():
                child.tail = None
            plan = binding.children.get(child.tag) if isinstance(child.tag, str) else None
            if plan is not None and plan.element_class is not None:
                pending.append((child, plan.element_class))
    return node


_REQUIRED_VALUES: dict[type[Element], tuple[FieldSpec, ...]] = {}


def _required_values(cls: type[Element]) -> tuple[FieldSpec, ...]:
    """The value children of ``cls`` written even at their default (not the placeholder)."""
    found = _REQUIRED_VALUES.get(cls)
    if found is None:
        found = tuple(
            spec
            for _, spec in binding_of(cls).child_fields
            if spec.kind is _VALUE
            and spec.cardinality is _REQUIRED
            and spec.default_text != PLACEHOLDER
        )
        _REQUIRED_VALUES[cls] = found
    return found


def _read_children(
    node: etree._Element, source: etree._Element | None, order: tuple[str, ...]
) -> Iterator[etree._Element | None]:
    """The child element each token of ``order`` was read from, in turn (None: unknown).

    On the way, the comments (and processing instructions) before each child
    are appended to ``node``, which the caller is writing, so they land just
    before what it writes for that child; exhausting the iterator appends the
    ones after the last child. When the children in ``source`` no longer
    match ``order`` (kept XML replaced in code) nothing is known.
    """
    if source is None or sum(isinstance(c.tag, str) for c in source) != len(order):
        yield from (None for _ in order)
        return
    for child in source:
        if isinstance(child.tag, str):
            yield child
        else:
            between = copy.copy(child)
            between.tail = None
            node.append(between)


_REREAD_MOST = 65536
"""Most (type, text) pairs ``_reread`` keeps; past that it starts again (memory bound)."""

_REREAD: dict[tuple[str | None, str], Value] = {}


def _reread(spec: FieldSpec, text: str) -> Value:
    """``spec.parse(text)``, remembered: value texts and defaults repeat across a document.

    The values stay here (only compared, never handed out), so nothing can
    change them. Shared by threads: a lookup, a store and ``clear`` are each
    atomic, and two threads converting one text store equal values.
    """
    key = (spec.spec_type, text)
    found = _REREAD.get(key)
    if found is None:  # no converter returns None
        if len(_REREAD) >= _REREAD_MOST:
            _REREAD.clear()
        found = _REREAD[key] = spec.parse(text)
    return found


def _spelled(spec: FieldSpec, current: Value, read: str | None) -> str:
    """``current`` as text: ``read``, the text it was read from, while it still reads so."""
    if read is not None:
        try:
            unchanged = values_equal(_reread(spec, read), current)
        except ValueSyntaxError:
            unchanged = False
        if unchanged:
            return read
    return spec.format(current)


def _items_to_write(obj: Element, name: str, spec: FieldSpec) -> list[Value | Element]:
    """The values or objects of one child field that are written, in order."""
    current = getattr(obj, name)
    if spec.kind in LIST_KINDS:
        return list(current)
    if current is None:
        return []
    if name in obj.xml_extras.present:
        return [current]
    if spec.kind is _VALUE:
        # Required values are always written, as the reference fills them in anyway;
        # but not the placeholder of one the source left out (an ELEMENT_MISSING error),
        # which would read back as valid.
        required = spec.cardinality is _REQUIRED
        default = _reread(spec, spec.default_text or "")
        if required and spec.default_text == PLACEHOLDER and obj.xml_origin is not None:
            required = False
        return [current] if required or not values_equal(current, default) else []
    if spec.cardinality is not _REQUIRED:
        return [current]  # an optional child that was set is always written
    assert spec.element_class is not None
    return [] if current == spec.element_class().default() else [current]


def _append(
    node: etree._Element,
    spec: FieldSpec,
    item: Value | Element,
    slots: Slots,
    read_as: etree._Element | None,
) -> None:
    """Write one child value, or a placeholder for a child object.

    ``read_as``: the element read at its place, if known.
    """
    if isinstance(item, Element):
        slots.append((item, etree.SubElement(node, "placeholder")))
    else:
        read = (
            (read_as.text or "") if read_as is not None and read_as.tag == spec.xml_name else None
        )
        etree.SubElement(node, spec.xml_name).text = (
            _spelled(spec, item, read) or _EMPTY[read is None]
        )
