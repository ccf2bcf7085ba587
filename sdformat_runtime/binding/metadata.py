"""The binding of each element class, computed once from its field declarations.

The reader and writer look fields up by XML name on every element they
meet; ``binding_of`` builds those tables once per class, and ``bounds_of``
parses a field's bounds once per field. Both caches are plain dictionaries:
two threads racing on an empty entry compute the same value twice.

Each binding also holds the checks of the values code gives the fields (see
``coercion``) and the class's *trusted twin*: a subclass that sets fields
without them, through which the reader builds objects from values it has
already parsed and checked (see ``construction``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from sdformat_runtime.binding.coercion import FieldCheck, field_check
from sdformat_runtime.binding.element import Element
from sdformat_runtime.binding.fields import (
    CHILD_KINDS,
    SDF_KEY,
    VALUE_KINDS,
    Cardinality,
    FieldKind,
    FieldSpec,
)
from sdformat_runtime.values import VALUE_TYPES, Value


class ChildPlan:
    """How to read one child tag of a class, resolved once so the reader's loop stays short.

    Attributes:
        name: Field name.
        spec: The field's declaration.
        is_value: Whether the child is a leaf holding a value (not an element object).
        single: Whether the field holds one item rather than a list.
        deprecated: Whether reading the child gives a deprecation warning.
        parse: The field's converter.
        checked: Whether values are checked against choices or bounds.
        element_class: The class of child element objects; None for values.
            Resolved when first read, which may import the module defining it:
            a class's plans are made without importing the module of every
            child it could hold, only of those a document holds.
    """

    __slots__ = (
        "checked",
        "deprecated",
        "element_class",
        "is_value",
        "name",
        "parse",
        "single",
        "spec",
    )

    name: str
    spec: FieldSpec
    is_value: bool
    single: bool
    deprecated: bool
    parse: Callable[[str], Value]
    checked: bool
    element_class: type[Element] | None

    def __init__(self, name: str, spec: FieldSpec) -> None:
        self.name = name
        self.spec = spec
        self.is_value = spec.kind in VALUE_KINDS
        self.single = spec.kind in (FieldKind.VALUE, FieldKind.CHILD)
        self.deprecated = spec.cardinality is Cardinality.DEPRECATED
        self.parse = VALUE_TYPES[spec.spec_type or "string"].parse
        self.checked = spec.has_checks
        if self.is_value or spec.element_class is None:
            self.element_class = None
        # Otherwise the slot stays unset until first read (see __getattr__).

    # Hidden from the type checker, which would otherwise accept any attribute name.
    if not TYPE_CHECKING:

        def __getattr__(self, name: str) -> object:
            # Python calls this only for a slot that is unset: ``element_class``
            # before its first read. Later reads find the slot set.
            if name != "element_class":
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
            resolve = self.spec.element_class
            assert resolve is not None
            self.element_class = found = resolve()
            return found

    def __repr__(self) -> str:
        return f"ChildPlan({self.name!r}, {self.spec!r})"


@attrs.frozen
class ClassBinding:
    """The fields of an element class, indexed the ways reading and writing need.

    Attributes:
        fields: Every bound field as (name, spec), in declaration order.
        field_names: The names of ``fields``.
        attributes: Attribute fields by XML name, in declaration order.
        child_fields: Fields read from child elements, in declaration order.
        children: How to read each child tag.
        content_field: Name of the verbatim content field, if any.
        text_field: The element's own value field (name, spec), if any.
        required_attributes: Attributes a document must give.
        is_pose: Whether the element's own value is a pose.
        text_parse: Converter of the element's own value.
        checks: The check of each bound field, for values given in code.
        init_names: Every constructor argument, ``xml_extras`` and
            ``xml_origin`` included.
        trusted: The class's twin that skips the checks (see ``construction``).
        text_default: The attrs default of the element's own value, if any.
    """

    fields: tuple[tuple[str, FieldSpec], ...]
    field_names: tuple[str, ...]
    attributes: dict[str, tuple[str, FieldSpec]]
    child_fields: tuple[tuple[str, FieldSpec], ...]
    children: dict[str, ChildPlan]
    content_field: str | None
    text_field: tuple[str, FieldSpec] | None
    required_attributes: tuple[tuple[str, FieldSpec], ...]
    is_pose: bool
    text_parse: Callable[[str], Value]
    checks: dict[str, FieldCheck]
    init_names: tuple[str, ...]
    trusted: Callable[..., Element]
    text_default: object


_BINDINGS: dict[type[Element], ClassBinding] = {}

_BOUNDS: dict[FieldSpec, tuple[Value | None, Value | None]] = {}


def binding_of(cls: type[Element]) -> ClassBinding:
    """The binding metadata of a class, computed once (a race only computes it twice)."""
    found = _BINDINGS.get(cls)
    if found is None:
        found = _BINDINGS[cls] = _compute_binding(cls)
    return found


def bounds_of(spec: FieldSpec) -> tuple[Value | None, Value | None]:
    """The parsed minimum and maximum of a field, parsed once."""
    found = _BOUNDS.get(spec)
    if found is None:
        low = spec.parse(spec.minimum) if spec.minimum is not None else None
        high = spec.parse(spec.maximum) if spec.maximum is not None else None
        found = _BOUNDS[spec] = (low, high)
    return found


def _skip_object_checks(self: Element) -> None:
    """The trusted twin's ``__attrs_post_init__``: the reader has checked the object."""


def _trusted_twin(cls: type[Element]) -> type[Element]:
    """A subclass of ``cls`` whose fields are set without ``Element.__setattr__``.

    It adds no slots, so an object built as the twin can take ``cls`` as its
    class afterwards; ``object.__setattr__`` in the class dictionary makes
    attribute stores as cheap as on a plain slotted class.
    """
    namespace = {
        "__slots__": (),
        "__setattr__": object.__setattr__,
        "__attrs_post_init__": _skip_object_checks,
        "__module__": cls.__module__,
        "__qualname__": f"{cls.__qualname__}.trusted",
    }
    return type(cls.__name__, (cls,), namespace)


_NO_DEFAULT = object()
"""Stands for the default of a field made by a factory: no given value is it."""


_FACTORY: type = type(attrs.Factory(list))
"""The class of ``attrs.Factory`` defaults (the type stubs declare it a function)."""


def _plain_default(declared: attrs.Attribute[object]) -> object:
    default: object = declared.default
    made_on_demand = default is attrs.NOTHING or isinstance(default, _FACTORY)
    return _NO_DEFAULT if made_on_demand else default


def _compute_binding(cls: type[Element]) -> ClassBinding:
    declared: tuple[attrs.Attribute[object], ...] = attrs.fields(cls)
    fields = tuple(
        (f.name, spec) for f in declared if isinstance(spec := f.metadata.get(SDF_KEY), FieldSpec)
    )
    defaults = {f.name: _plain_default(f) for f in declared}
    text_field = next(((n, s) for n, s in fields if s.kind is FieldKind.TEXT), None)
    text_type = text_field[1].spec_type if text_field is not None else None
    return ClassBinding(
        fields=fields,
        field_names=tuple(n for n, _ in fields),
        attributes={s.xml_name: (n, s) for n, s in fields if s.kind is FieldKind.ATTRIBUTE},
        child_fields=tuple((n, s) for n, s in fields if s.kind in CHILD_KINDS),
        children={s.xml_name: ChildPlan(n, s) for n, s in fields if s.kind in CHILD_KINDS},
        content_field=next((n for n, s in fields if s.kind is FieldKind.CONTENT), None),
        text_field=text_field,
        required_attributes=tuple(
            (n, s)
            for n, s in fields
            if s.kind is FieldKind.ATTRIBUTE and s.cardinality is Cardinality.REQUIRED
        ),
        is_pose=text_type == "pose",
        text_parse=VALUE_TYPES[text_type or "string"].parse,
        checks={n: field_check(cls.__name__, n, s, defaults[n]) for n, s in fields},
        init_names=tuple(f.alias or f.name for f in declared if f.init),
        trusted=_trusted_twin(cls),
        text_default=defaults[text_field[0]] if text_field is not None else _NO_DEFAULT,
    )
