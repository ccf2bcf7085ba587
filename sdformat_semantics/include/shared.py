"""Reading a file included more than once in one load only once.

A world that places the same robot twenty times names one file twenty
times. Each include needs objects of its own (the document's queries find a
link by its object, and a program may change one robot and not the others),
but not a parse, a migration and a binding of its own: ``SharedReads`` reads
each file once per load and gives every later include of it a copy of the
objects read, which shares every immutable value (names, numbers, poses,
origins) with the first and costs a fraction of the reading.

What identifies a file: its real path, its device, inode, size and
modification time, and the depth at which it is included (the element-depth
limit depends on it). The target version is the load's, the same for every
include. A file that changes between two includes of one load is read again.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import attrs
from lxml import etree

from sdformat_runtime.binding import Element, FieldKind, XmlExtras, binding_of, read_from
from sdformat_runtime.binding.element import set_read_from
from sdformat_semantics.include.records import DocumentReader, ReadOutcome

E = TypeVar("E", bound=Element)

_Key = tuple[str, int, int, int, int, int]
"""Real path, device, inode, size, modification time (ns), depth above the root."""


class SharedReads:
    """A ``DocumentReader`` that reads each included file once per load.

    Attributes:
        reads: How many times the wrapped reader was called (once per file).
    """

    def __init__(self, read: DocumentReader) -> None:
        self._read = read
        self._outcomes: dict[_Key, tuple[ReadOutcome, int]] = {}
        self.reads = 0

    def __call__(self, path: Path, depth_above: int, elements_left: int) -> ReadOutcome:
        """The file's outcome: read the first time, a copy of the objects read after."""
        key = _identity(path, depth_above)
        found = self._outcomes.get(key) if key is not None else None
        if found is None:
            self.reads += 1
            outcome = self._read(path, depth_above, elements_left)
            if key is not None and outcome.root is not None and key == _identity(path, depth_above):
                self._outcomes[key] = (outcome, outcome.bound)
            return outcome
        outcome, bound = found
        if bound > elements_left:  # what the reader answers without parsing
            return ReadOutcome(None, [], outcome.size, bound, bound)
        assert outcome.root is not None
        return ReadOutcome(
            duplicate(outcome.root), outcome.problems, outcome.size, outcome.elements, bound
        )


def _identity(path: Path, depth_above: int) -> _Key | None:
    """What tells one version of a file from another within a load; None when unknown."""
    try:
        real = os.path.realpath(path)
        status = Path(real).stat()
    except (OSError, ValueError):
        return None
    return (real, status.st_dev, status.st_ino, status.st_size, status.st_mtime_ns, depth_above)


def duplicate(obj: E, *, keep_sources: bool = False) -> E:
    """A copy of an element object and of every object and list below it.

    Immutable values (strings, numbers, read-only arrays, origins) are
    shared; element objects, lists, kept XML and ``XmlExtras`` are new, so
    changing the copy leaves the original as it was. The objects are listed
    from a stack, then copied children first: models nest without bound.
    ``keep_sources``: each copy remembers the element its original was read
    from, so writing it keeps comments and number spellings, as ``replace`` does.
    """
    listed = []
    pending: list[Element] = [obj]
    while pending:
        current = pending.pop()
        listed.append(current)
        for name, many in _copier_of(type(current))[1]:
            value = getattr(current, name)
            if many:
                pending.extend(value)
            elif value is not None:
                pending.append(value)
    made: dict[int, Any] = {}
    for current in reversed(listed):  # every object after all those below it
        cls = type(current)
        copied = _copier_of(cls)[0](current, made)
        copied.__class__ = cls  # built as the trusted twin, as the reader builds (see construction)
        source = read_from(current) if keep_sources else None
        if source is not None:
            set_read_from(copied, source)
        made[id(current)] = copied
    return made[id(obj)]  # type: ignore[no-any-return]


_Copier = tuple[Callable[[Any, dict[int, Any]], Any], tuple[tuple[str, bool], ...]]
"""A class's copy function (given the copies of the objects below), and its object fields
(name, whether a list)."""

_COPIERS: dict[type[Element], _Copier] = {}
"""The copy function of each class, made once (a race only makes it twice)."""


def _copier_of(cls: type[Element]) -> _Copier:
    """A function copying an object of ``cls`` field by field, as straight-line code.

    Generated like attrs' own methods: a loop over the fields, deciding per
    field how to copy, costs about as much as reading the file again. The
    copies of the objects below come from ``made``, by the id of their original.
    """
    found = _COPIERS.get(cls)
    if found is not None:
        return found
    binding = binding_of(cls)
    kinds = {name: spec.kind for name, spec in binding.fields}
    arguments = []
    below = []
    for field in attrs.fields(cls):
        if not field.init:
            continue
        given, stored = field.alias or field.name, f"obj.{field.name}"
        kind = kinds.get(field.name)
        if field.name == "xml_origin" or kind in _SHARED_KINDS:
            copied = stored  # immutable: shared
        elif field.name == "xml_extras":
            copied = f"extras({stored})"
        elif kind is FieldKind.CHILD:
            copied = f"None if {stored} is None else made[id({stored})]"
            below.append((field.name, False))
        elif kind is FieldKind.CHILDREN:
            copied = f"[made[id(item)] for item in {stored}]"
            below.append((field.name, True))
        else:
            copied = f"copied({stored})"
        arguments.append(f"{given}={copied}")
    source = f"def copy(obj, made):\n    return trusted({', '.join(arguments)})\n"
    scope: dict[str, Any] = {"trusted": binding.trusted, "extras": _extras, "copied": _copied}
    exec(compile(source, f"<copy of {cls.__qualname__}>", "exec"), scope)
    found = (scope["copy"], tuple(below))
    _COPIERS[cls] = found
    return found


_SHARED_KINDS = frozenset({FieldKind.ATTRIBUTE, FieldKind.TEXT, FieldKind.VALUE})
"""Fields holding one immutable value (a string, a number, a read-only array, a ``Time``)."""


def _copied(value: Any) -> Any:
    """A copy of a field value other than child objects: a list and what it holds, or one item."""
    if isinstance(value, list):
        return [_copied_item(item) for item in value]
    return _copied_item(value)


def _copied_item(value: Any) -> Any:
    if isinstance(value, Element):  # an object in a field of no child kind: none in the spec
        return copy.deepcopy(value)
    if isinstance(value, XmlExtras):
        return _extras(value)
    if isinstance(value, etree._Element):
        return copy.deepcopy(value)
    return value


def _extras(extras: XmlExtras) -> XmlExtras:
    kept = extras.kept_attributes()
    elements = extras.kept_elements()
    namespaces = extras.declared_namespaces()
    return XmlExtras(
        dict(kept) if kept else None,
        [copy.deepcopy(e) for e in elements] if elements else None,
        extras.text,
        extras.order,
        extras.present,
        dict(namespaces) if namespaces else None,
    )
