"""Putting expanded includes back into their owner, in the order the document wrote them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

from sdformat_runtime.binding import replace
from sdformat_semantics.include.merge import Piece

_OWNER_FIELDS = ("models", "links", "joints", "frames", "grippers", "plugins", "actors", "lights")
_EXTRA = ""  # the order token of a kept XML element (see binding.XmlExtras.order)


def rebuilt(
    owner: Any,
    nested: list[Any],
    includes: list[Any],
    expansions: list[list[Piece]],
) -> Any:
    """``owner`` with its nested models replaced and each include replaced by its expansion."""
    # Any: the owner's fields are read and rebuilt by name, whatever its version and kind.
    fields = [f for f in _OWNER_FIELDS if hasattr(owner, f)]
    sources: dict[str, Iterator[Any]] = {f: iter(getattr(owner, f)) for f in fields}
    sources["models"] = iter(nested)
    kept_xml = iter(owner.xml_extras.elements)
    lists: dict[str, list[Any]] = {f: [] for f in fields}
    lists["includes"] = []
    xml: list[Any] = []
    order: list[str] = []
    pending = iter(expansions)
    tokens = list(owner.xml_extras.order)
    if tokens.count("includes") != len(includes):
        tokens = [t for t in tokens if t != "includes"] + ["includes"] * len(includes)

    def place(field: str, item: Any) -> None:
        if field == "interfaces":
            return  # interface models live beside the tree (see Composer.interfaces)
        if field == "xml":
            xml.append(item)
            order.append(_EXTRA)
            return
        lists[field].append(item)  # _merge only moves what the owner can hold
        order.append(field)

    for token in tokens:
        if token == "includes":
            for field, item in next(pending):
                place(field, item)
        elif token == _EXTRA:
            element = next(kept_xml, None)
            if element is not None:
                xml.append(element)
                order.append(_EXTRA)
        elif token in sources:
            item = next(sources[token], None)
            if item is not None:
                lists[token].append(item)
                order.append(token)
        else:
            order.append(token)
    for field, source in sources.items():
        lists[field].extend(source)  # objects built in code carry no order
    xml.extend(kept_xml)
    extras = attrs.evolve(owner.xml_extras, order=tuple(order), elements=xml)
    return replace(owner, xml_extras=extras, **lists)
