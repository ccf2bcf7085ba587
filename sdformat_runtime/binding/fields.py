"""How a generated class declares its fields, and what each declaration records.

Each field of a generated class is made by one of the helpers below
(``attribute``, ``value``, ``child``, ``text``, ``content``), which record
the XML name, spec type and cardinality in the field's metadata as a
``FieldSpec``. The generic reader and writer work from those records; the
fill code generated beside each class, which reads lazy objects, is the
other reader (see ``filling``). The generated code passes the spec's own
words (``"*"``, ``"1"``); the helpers turn them into ``Cardinality`` and
``FieldKind`` once, when the class is defined, so the reader compares enum
members.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

import attrs

from sdformat_runtime.binding.element import Element
from sdformat_runtime.values import VALUE_TYPES, Value

SDF_KEY = "sdformat"
"""Key of the field metadata that describes the XML binding."""


# Both enums mix in ``str`` so that code comparing with the spec's words
# (``spec.kind == "child"``) keeps working, and hashing stays as cheap as a
# string's: a ``FieldSpec`` is a dictionary key on the reading path.
class Cardinality(str, enum.Enum):
    """How often an element may occur inside its parent (the spec's ``required``)."""

    OPTIONAL = "0"
    """At most once."""
    REQUIRED = "1"
    """Exactly once; a reader fills in the default when it is missing."""
    MANY = "*"
    """Any number of times."""
    ONE_OR_MORE = "+"
    """At least once."""
    DEPRECATED = "-1"
    """Still accepted (any number of times), but reading it gives a warning."""

    @property
    def min_occurs(self) -> int:
        """Fewest occurrences a document must hold."""
        return 1 if self in (Cardinality.REQUIRED, Cardinality.ONE_OR_MORE) else 0

    @property
    def max_occurs(self) -> int | None:
        """Most occurrences a document may hold; None means unbounded."""
        return 1 if self in (Cardinality.OPTIONAL, Cardinality.REQUIRED) else None

    @property
    def is_list(self) -> bool:
        """True when the element may repeat."""
        return self.max_occurs is None


class FieldKind(str, enum.Enum):
    """What part of the XML a field stands for."""

    ATTRIBUTE = "attribute"
    """An XML attribute."""
    TEXT = "text"
    """The element's own value, for value elements that also carry attributes (``<pose>``)."""
    VALUE = "value"
    """A leaf child element holding text."""
    VALUES = "values"
    """A list of leaf child elements."""
    CHILD = "child"
    """One child element object."""
    CHILDREN = "children"
    """A list of child element objects."""
    CONTENT = "content"
    """Arbitrary XML content kept verbatim (``<plugin>``)."""


VALUE_KINDS = frozenset({FieldKind.VALUE, FieldKind.VALUES})
"""Kinds of fields read from the text of a leaf child element."""

LIST_KINDS = frozenset({FieldKind.VALUES, FieldKind.CHILDREN})
"""Kinds of fields holding a list, one item per child element."""

CHILD_KINDS = frozenset({FieldKind.VALUE, FieldKind.VALUES, FieldKind.CHILD, FieldKind.CHILDREN})
"""Kinds of fields read from child elements."""

REPEATED = frozenset({Cardinality.MANY, Cardinality.ONE_OR_MORE})
"""Cardinalities declared as a list field."""

MUST_OCCUR = frozenset({Cardinality.REQUIRED, Cardinality.ONE_OR_MORE})
"""Cardinalities a document must write at least once."""


@attrs.frozen
class FieldSpec:
    """How one field maps to XML.

    Attributes:
        kind: Which part of the XML the field holds.
        xml_name: Attribute or element name (empty for text and content).
        spec_type: Value type for attributes and leaves.
        cardinality: How often the element may occur.
        default_text: Spec default as written.
        minimum: Lower bound text, or None.
        maximum: Upper bound text, or None.
        choices: Allowed values, empty for any.
        element_class: Returns the class of child elements.
    """

    kind: FieldKind
    xml_name: str
    spec_type: str | None = None
    cardinality: Cardinality = Cardinality.OPTIONAL
    default_text: str | None = None
    minimum: str | None = None
    maximum: str | None = None
    choices: tuple[str, ...] = ()
    element_class: Callable[[], type[Element]] | None = None

    def parse(self, text: str) -> Value:
        """Convert text with this field's converter."""
        return VALUE_TYPES[self.spec_type or "string"].parse(text)

    def format(self, value: Value) -> str:
        """Convert a value back to text."""
        return VALUE_TYPES[self.spec_type or "string"].format(value)

    @property
    def default(self) -> Value:
        """The parsed spec default."""
        return self.parse(self.default_text or "")

    @property
    def has_checks(self) -> bool:
        """Whether read values are checked against choices or bounds."""
        return bool(self.choices) or self.minimum is not None or self.maximum is not None


# The helpers return what ``attrs.field`` returns: a declaration that the
# type checker takes for a value of the annotated type, whatever it is.


def attribute(
    name: str,
    type_name: str,
    default: str,
    *,
    required: bool = False,
    choices: tuple[str, ...] = (),
) -> Any:
    """Declare an XML attribute; required ones must be given to the constructor."""
    cardinality = Cardinality.REQUIRED if required else Cardinality.OPTIONAL
    spec = FieldSpec(FieldKind.ATTRIBUTE, name, type_name, cardinality, default, choices=choices)
    if required:
        return attrs.field(metadata={SDF_KEY: spec})
    return attrs.field(default=spec.default, metadata={SDF_KEY: spec})


def value(
    name: str,
    type_name: str,
    default: str,
    *,
    cardinality: str = "0",
    minimum: str | None = None,
    maximum: str | None = None,
    choices: tuple[str, ...] = (),
) -> Any:
    """Declare a leaf element holding one value (a list of them for ``*``/``+``)."""
    occurs = Cardinality(cardinality)
    repeated = occurs in REPEATED
    spec = FieldSpec(
        FieldKind.VALUES if repeated else FieldKind.VALUE,
        name,
        type_name,
        occurs,
        default,
        minimum,
        maximum,
        choices,
    )
    metadata = {SDF_KEY: spec}
    if repeated:
        return attrs.field(factory=list, metadata=metadata)
    if occurs is Cardinality.DEPRECATED:
        return attrs.field(default=None, metadata=metadata)
    return attrs.field(default=spec.default, metadata=metadata)


def child(name: str, element_class: Callable[[], type[Element]], *, cardinality: str = "0") -> Any:
    """Declare a child element object (a list of them for ``*``/``+``)."""
    occurs = Cardinality(cardinality)
    repeated = occurs in REPEATED
    spec = FieldSpec(
        FieldKind.CHILDREN if repeated else FieldKind.CHILD,
        name,
        cardinality=occurs,
        element_class=element_class,
    )
    metadata = {SDF_KEY: spec}
    if repeated:
        return attrs.field(factory=list, metadata=metadata)
    if occurs is Cardinality.REQUIRED:
        return attrs.field(factory=lambda: element_class().default(), metadata=metadata)
    return attrs.field(default=None, metadata=metadata)


def text(
    type_name: str,
    default: str,
    *,
    minimum: str | None = None,
    maximum: str | None = None,
    choices: tuple[str, ...] = (),
) -> Any:
    """Declare the element's own value (``<pose relative_to="a">1 2 3 0 0 0</pose>``)."""
    spec = FieldSpec(
        FieldKind.TEXT, "", type_name, Cardinality.REQUIRED, default, minimum, maximum, choices
    )
    return attrs.field(default=spec.default, metadata={SDF_KEY: spec})


def content() -> Any:
    """Declare the verbatim XML content of an element such as ``<plugin>``."""
    return attrs.field(factory=list, metadata={SDF_KEY: FieldSpec(FieldKind.CONTENT, "")})
