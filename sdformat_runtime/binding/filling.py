"""What the generated fill code of lazy objects calls (see ``generator/fill_view.py``).

Each generated class module defines, per class, a function that reads the
fields of a lazy object of that class from its element, and registers it
with ``fills``; ``lazy.fill`` calls it, or the generic reader
(``reader.read_fields``) when a class has none or the function gives up.
The function reads exactly what the generic reader reads of a document the
fast path accepted (``sdformat_runtime.fastpath``), without the checks that
can only fail off it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs
from lxml import etree

from sdformat_runtime.binding.context import ReadContext
from sdformat_runtime.binding.element import Element
from sdformat_runtime.binding.pose_rules import pose_value
from sdformat_runtime.binding.reader import lazy_element
from sdformat_runtime.errors import XmlOrigin
from sdformat_runtime.values import VALUE_TYPES, Value

E = TypeVar("E", bound=Element)

Filler = Callable[[Any, etree._Element, ReadContext, str], bool]
"""A generated fill function: (object, its element, the read's context, parent path) -> done."""

FILLERS: dict[type[Element], Filler] = {}
"""The generated fill function of each class."""

F = TypeVar("F", bound=Filler)

unfilled = lazy_element
"""A lazy object of a class for a child element: ``unfilled(cls, item, ctx, path)``."""

__all__ = [
    "FILLERS",
    "converter",
    "declared_default",
    "fills",
    "origin",
    "pose_value",
    "setters",
    "unfilled",
]


def fills(cls: type[Element]) -> Callable[[F], F]:
    """Register the decorated function as the fill code of ``cls``."""

    def register(function: F) -> F:
        FILLERS[cls] = function
        return function

    return register


def converter(spec_type: str) -> Callable[[str], Value]:
    """The converter of a spec type, the very function the generic reader calls."""
    return VALUE_TYPES[spec_type].parse


_DECLARED: dict[tuple[type[Element], str], object] = {}


def declared_default(cls: type[Element], name: str) -> object:
    """The attrs default of a field that is not a literal (a vector, a pose), looked up once."""
    key = (cls, name)
    try:
        return _DECLARED[key]
    except KeyError:
        found = _DECLARED[key] = attrs.fields_dict(cls)[name].default
        return found


def setters(cls: type[Element], *names: str) -> tuple[Callable[[Any, Any], None], ...]:
    """What stores each named field of ``cls``: its slot's own setter.

    Fill code stores through these rather than ``Element.__setattr__``, which
    checks values given in code and would fill the object first, or
    ``object.__setattr__``, which looks the slot up by name on every store
    (about twice the cost).
    """
    found = []
    for name in names:
        slot = getattr(cls, name)
        if type(slot).__name__ != "member_descriptor":  # a slot, or the class changed shape
            raise TypeError(f"{cls.__name__}.{name} is not a slot")
        found.append(slot.__set__)
    return tuple(found)


_ORIGIN_SLOTS = setters(XmlOrigin, "file", "line", "path")  # type: ignore[arg-type]


def origin(node: etree._Element, file: str | None, path: str) -> XmlOrigin:
    """Where an object was read from, as the generic reader records it.

    Built past the frozen class's ``__init__``, which sets each field through
    a bound ``object.__setattr__`` (the values are the reader's own).
    """
    line = node.sourceline
    made = _NEW_ORIGIN(XmlOrigin)
    set_file, set_line, set_path = _ORIGIN_SLOTS
    set_file(made, file)
    set_line(made, line if isinstance(line, int) else None)
    set_path(made, path)
    return made


_NEW_ORIGIN = object.__new__
