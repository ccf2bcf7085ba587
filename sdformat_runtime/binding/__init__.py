"""XML reading and writing for the generated element classes: the generic part, written once.

A generated class declares each field with one of the helpers
``attribute``, ``value``, ``child``, ``text`` and ``content``, which record
the XML name, spec type and cardinality in the field's metadata. The generic
reader and writer here walk that metadata, computed once per class: they
write every object and read every object that is not lazy. Beside its
classes, each generated module holds generated reading code too: one fill
function per class, registered with ``fills``, that reads the fields of a
lazy object (from a document, or a part of one, that the fast path accepted)
in straight-line code, and leaves the object to the generic reader when it
meets a child it has no branch for.

The package follows the way a document goes:

- ``fields``: the field declarations (``FieldSpec``, ``FieldKind``,
  ``Cardinality``) and the helpers the generated classes call;
- ``class_imports``: ``ClassImports``, through which a generated module names
  the classes of other modules, imported when first needed;
- ``extras``: ``XmlExtras``, the XML an element keeps beyond its fields;
- ``element``: ``Element``, the base of the generated classes, whose
  methods reach the reader and writer through the ``codec`` this package
  installs (they import ``Element``, so it cannot import them);
- ``context``: ``ReadContext``, what one read collects;
- ``metadata``: ``binding_of``, each class's fields indexed for reading and
  writing, computed once;
- ``reader`` and ``writer``: one element object from and to lxml;
  ``pose_rules``: the reader's rules tying a pose's value to its attributes;
- ``results``: whole documents (``read_path``, ``read_text``, ``ReadResult``);
- ``filling``: what the generated fill code of each class calls (``fills``
  registers it), which reads lazy objects faster than the generic reader;
- ``lazy``: objects that read their fields from the tree when first asked
  (``read_tree(..., lazy=True)``), ``fill_all``, ``peek``, ``peek_values``, ``peek_child`` and
  ``unread_element`` (values read without filling), ``read_from`` (the element a
  filled object was read from);
- ``collector``: ``gc_paused``, which keeps the garbage collector out
  of large reads when the program asks for it;
- ``coercion``: the check of each field for values given in code (the
  constructors and assignments of the generated classes);
- ``construction``: objects built without those checks, for values already
  checked (the reader), and ``replace``, a copy that checks only the changes.

Generated code imports this package as ``sdf`` and uses the names below.
"""

from __future__ import annotations

from sdformat_runtime.binding.class_imports import ClassImports
from sdformat_runtime.binding.codec import BindingCodec
from sdformat_runtime.binding.collector import gc_paused
from sdformat_runtime.binding.construction import replace
from sdformat_runtime.binding.context import ReadContext
from sdformat_runtime.binding.element import Element, install_codec, is_lazy, read_from
from sdformat_runtime.binding.extras import XmlExtras
from sdformat_runtime.binding.fields import (
    SDF_KEY,
    Cardinality,
    FieldKind,
    FieldSpec,
    attribute,
    child,
    content,
    text,
    value,
)
from sdformat_runtime.binding.filling import (
    converter,
    declared_default,
    fills,
    origin,
    pose_value,
    setters,
    unfilled,
)
from sdformat_runtime.binding.lazy import (
    fill_all,
    peek,
    peek_child,
    peek_values,
    unread_element,
)
from sdformat_runtime.binding.metadata import ClassBinding, binding_of
from sdformat_runtime.binding.parts import unread_parts
from sdformat_runtime.binding.results import ReadResult, read_path, read_text, read_tree
from sdformat_runtime.binding.writer import beside_root

install_codec(BindingCodec())

__all__ = [
    "SDF_KEY",
    "Cardinality",
    "ClassBinding",
    "ClassImports",
    "Element",
    "FieldKind",
    "FieldSpec",
    "ReadContext",
    "ReadResult",
    "XmlExtras",
    "attribute",
    "beside_root",
    "binding_of",
    "child",
    "content",
    "converter",
    "declared_default",
    "fill_all",
    "fills",
    "gc_paused",
    "is_lazy",
    "origin",
    "peek",
    "peek_child",
    "peek_values",
    "pose_value",
    "read_from",
    "read_path",
    "read_text",
    "read_tree",
    "replace",
    "setters",
    "text",
    "unfilled",
    "unread_element",
    "unread_parts",
    "value",
]
