"""Writing an element object back to an lxml element.

Children are written in the order they were read, with the XML kept in
``xml_extras`` put back where it was; defaults that were not in the source
are left out, so reading and writing a document changes as little as it can.
"""

from __future__ import annotations

import copy

from lxml import etree

from sdformat_runtime.binding.element import Element, Visit
from sdformat_runtime.binding.extras import EXTRA
from sdformat_runtime.binding.fields import (
    LIST_KINDS,
    Cardinality,
    FieldKind,
    FieldSpec,
)
from sdformat_runtime.binding.metadata import binding_of
from sdformat_runtime.values import Value, values_equal

# Reading an enum member goes through its class's metaclass, several times
# slower than reading a module global; the per-field tests below use these.
_VALUE = FieldKind.VALUE
_REQUIRED = Cardinality.REQUIRED


def write_element(obj: Element, visit: Visit | None = None) -> etree._Element:
    """Write ``obj`` as an lxml element, kept XML included.

    Args:
        obj: The object to write.
        visit: Called with each element written and the object it was written
            from (to keep track of where written content came from).
    """
    binding = binding_of(type(obj))
    extras = obj.xml_extras
    node = etree.Element(obj.TAG, nsmap=extras.declared_namespaces())
    if visit is not None:
        visit(node, obj)
    for name, spec in binding.attributes.values():
        current: Value = getattr(obj, name)
        needed = spec.cardinality is _REQUIRED or name in extras.present
        if needed or not values_equal(current, spec.default):
            node.set(spec.xml_name, spec.format(current))
    for key, kept_text in extras.kept_attributes().items():
        node.set(key, kept_text)
    if binding.text_field is not None:
        name, spec = binding.text_field
        if extras.text is not None and name not in extras.present:
            node.text = extras.text
        else:
            node.text = spec.format(getattr(obj, name))
    if binding.content_field is not None:
        node.text = extras.text
        content: list[etree._Element] = getattr(obj, binding.content_field)
        for kept_xml in content:
            node.append(copy.deepcopy(kept_xml))
        return node
    queues = {name: _items_to_write(obj, name, spec) for name, spec in binding.child_fields}
    kept = list(extras.kept_elements())
    specs = dict(binding.fields)
    for token in extras.order:
        if token == EXTRA:
            if kept:
                node.append(copy.deepcopy(kept.pop(0)))
        elif queues.get(token):
            _append(node, specs[token], queues[token].pop(0), visit)
    for name, items in queues.items():
        for item in items:
            _append(node, specs[name], item, visit)
    for kept_xml in kept:
        node.append(copy.deepcopy(kept_xml))
    return node


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
        # Required values are always written, as the reference fills them in anyway.
        required = spec.cardinality is _REQUIRED
        return [current] if required or not values_equal(current, spec.default) else []
    if spec.cardinality is not _REQUIRED:
        return [current]  # an optional child that was set is always written
    assert spec.element_class is not None
    return [] if current == spec.element_class().default() else [current]


def _append(
    node: etree._Element, spec: FieldSpec, item: Value | Element, visit: Visit | None
) -> None:
    if isinstance(item, Element):
        node.append(write_element(item, visit))
    else:
        etree.SubElement(node, spec.xml_name).text = spec.format(item)
