"""Writing an element object back to an lxml element.

Children are written in the order they were read, with the XML kept in
``xml_extras`` put back where it was; defaults that were not in the source
are left out, so reading and writing a document changes as little as it can.

Objects read from a document keep their element (``element.lazy_source``
while lazy, ``element.read_from`` once filled or when read eagerly), and the
writer uses it for what the fields do not hold:

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
    # Unfilled, it is written as read; unless its members were handed out unfilled
    # (``parts.unread_parts``): one may have changed since, so it is filled to write them.
    if pending is not None and visit is None and pending[0] not in pending[1].adopted:  # type: ignore[index]
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
    aligned = source is None or _aligned(source, extras.order)
    # Children changed (an include expanded in place, kept XML replaced): each comment
    # goes before the object read from the element it preceded (see _Placement).
    placed = None if aligned else _Placement(source, queues)  # type: ignore[arg-type]
    read_children = _read_children(node, source if aligned else None, extras.order)
    for token in extras.order:
        read_child = next(read_children, None)
        if token == EXTRA:
            if kept:
                node.append(copy.deepcopy(kept.pop(0)))
        elif queues.get(token):
            _append(node, specs[token], queues[token].pop(0), slots, read_child, placed)
    for _ in read_children:  # the comments after the last child
        pass
    for name, items in queues.items():
        for item in items:
            _append(node, specs[name], item, slots, None, placed)
    for kept_xml in kept:
        node.append(copy.deepcopy(kept_xml))
    if placed is not None:
        placed.finish(node)
    return node


def copy_as_read(source: etree._Element, cls: type[Element]) -> etree._Element:
    """A copy of the element an unfilled object of ``cls`` reads, for writing it unchanged.

    What the element leaves out stays out, required values too: a reader fills
    in their defaults (see ``_items_to_write``).

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


def beside_root(root: Element) -> tuple[str, str]:
    """The comments and processing instructions before and after the document's root, as text.

    ``root`` is the object of the root element; what lies beside that element
    (a licence above ``<sdf>``, say) is no object's, so ``to_string`` does not
    write it. Each is one line; empty strings for an object not read from a
    document (built in code, copied).
    """
    pending = lazy_source(root)
    source = pending[0] if pending is not None else read_from(root)  # type: ignore[index]
    if source is None or source.getparent() is not None:
        return "", ""
    before = reversed(list(source.itersiblings(preceding=True)))
    after = source.itersiblings()
    return _lines(before), _lines(after)


def _lines(nodes: Iterator[etree._Element]) -> str:
    """Each node as text on a line of its own (no tails: the layout is ours)."""
    return "".join(
        etree.tostring(node, encoding="unicode", with_tail=False) + "\n" for node in nodes
    )


def _aligned(source: etree._Element, order: tuple[str, ...]) -> bool:
    """Whether the child elements of ``source`` are still the ones ``order`` lists."""
    return sum(isinstance(c.tag, str) for c in source) == len(order)


class _Placement:
    """Where the comments of an object's element go when its children no longer line up.

    An expanded include, say, replaces an ``<include>`` child with the model it
    names, whose objects were read from another file. Each comment (and
    instruction) is written just before the object read from the element it
    preceded. The comments before, and anywhere inside, an element no object was
    read from (the ``<include>``, a value, replaced kept XML) are written before
    the first object that takes its place, else before the next element's,
    else at the end: kept, near where they were.
    """

    def __init__(self, source: etree._Element, queues: dict[str, list[Value | Element]]) -> None:
        self.anchors = [child for child in source if isinstance(child.tag, str)]
        self.index = {anchor: position for position, anchor in enumerate(self.anchors)}
        self.before: dict[etree._Element | None, list[etree._Element]] = {}
        pending: list[etree._Element] = []
        for child in source:
            if isinstance(child.tag, str):
                self.before[child], pending = pending, []
            else:
                pending.append(_detached(child))
        self.after = pending
        written = (_source_of(item) for items in queues.values() for item in items)
        self.written = {anchor for anchor in written if anchor in self.index}
        self.next = 0  # the first anchor whose comments are not written yet

    def before_object(self, node: etree._Element, item: Element) -> None:
        """Write the comments due before ``item``'s element."""
        read = _source_of(item)
        if read in self.index:
            self._write_up_to(node, self.index[read])
            return
        # An object from elsewhere: it takes the place of the elements no object was read from.
        end = self.next
        while end < len(self.anchors) and self.anchors[end] not in self.written:
            end += 1
        if end > self.next:
            self._write_up_to(node, end - 1)

    def finish(self, node: etree._Element) -> None:
        """Write the comments not written yet, and those after the last child."""
        self._write_up_to(node, len(self.anchors) - 1)
        node.extend(self.after)

    def _write_up_to(self, node: etree._Element, last: int) -> None:
        for anchor in self.anchors[self.next : last + 1]:
            node.extend(self.before[anchor])
            if anchor not in self.written:  # gone, but what it said of itself stays
                node.extend(_said_inside(anchor))
        self.next = max(self.next, last + 1)


def _source_of(item: object) -> etree._Element | None:
    """The element an object was read from (lazy or filled); None for values and built objects."""
    pending = lazy_source(item)
    return pending[0] if pending is not None else read_from(item)  # type: ignore[index]


def _said_inside(element: etree._Element) -> list[etree._Element]:
    """Copies of the comments and instructions inside an element no object was read from.

    At any depth: the ``<experimental:params>`` of an include hold comments on
    the content they change, and the include is gone once expanded.
    """
    inside = element.iterdescendants(etree.Comment, etree.ProcessingInstruction)
    return [_detached(node) for node in inside]


def _detached(node: etree._Element) -> etree._Element:
    """A copy of a comment or instruction, without the text after it."""
    copied = copy.copy(node)
    copied.tail = None
    return copied


def _read_children(
    node: etree._Element, source: etree._Element | None, order: tuple[str, ...]
) -> Iterator[etree._Element | None]:
    """The child element each token of ``order`` was read from, in turn (None: unknown).

    On the way, the comments (and processing instructions) before each child
    are appended to ``node``, which the caller is writing, so they land just
    before what it writes for that child; exhausting the iterator appends the
    ones after the last child. ``source`` must be ``_aligned`` with ``order``
    (None: nothing is known).
    """
    if source is None:
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
        # A value at its default is written only when the object was built in code,
        # and only if required (a reader fills in the default of one left out anyway):
        # what a file left out, writing leaves out too (a placeholder above all, which
        # would read back as valid where the file has an ELEMENT_MISSING error).
        default = _reread(spec, spec.default_text or "")
        if not values_equal(current, default):
            return [current]
        required = spec.cardinality is _REQUIRED and obj.xml_origin is None
        return [current] if required else []
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
    placed: _Placement | None = None,
) -> None:
    """Write one child value, or a placeholder for a child object.

    ``read_as``: the element read at its place, if known. ``placed``: where the
    comments go when the children no longer line up with the read.
    """
    if isinstance(item, Element):
        if placed is not None:
            placed.before_object(node, item)
        elif read_as is not None and _source_of(item) is not read_as:
            # Read from elsewhere, in the place of ``read_as`` (an include expanded in
            # place): what the replaced element said of itself goes before it.
            node.extend(_said_inside(read_as))
        slots.append((item, etree.SubElement(node, "placeholder")))
    else:
        read = (
            (read_as.text or "") if read_as is not None and read_as.tag == spec.xml_name else None
        )
        etree.SubElement(node, spec.xml_name).text = (
            _spelled(spec, item, read) or _EMPTY[read is None]
        )
