"""The fast-path schema of a version: what a document must be to need no Python checks.

``schema/fast.xsd`` is generated from the same spec as the public XSD set, but
answers another question. The public schema describes every document the
format allows; the fast-path schema accepts only documents on which the
Python reader (``sdformat_runtime.binding.reader``) would report nothing: no
unknown or namespaced elements and attributes, no deprecated elements, no
repeats of single elements, no text where none belongs, and only values
whose every converter accepts them without a message. Value types are
narrowed for that (short decimal integers, numbers without huge exponents,
colors written in [0, 1], Euler poses only), which costs acceptance of a few
unusual documents and never correctness: a document the fast path refuses is
read as today.

XSD 1.0 writes "each child at most once, in any order" only as ``xs:all``,
which cannot hold repeated children; an element with both kinds gets an
unbounded ``xs:choice``, and the schema's ``xs:appinfo`` lists, per tag, the
single children that ``sdformat_runtime.fastpath`` counts in one walk.

A required value child whose default is the spec's ``__default__`` placeholder
(a joint's ``<parent>``, a mesh's ``<uri>``) must be present: the check
``sdformat_semantics.checks.required.check_required`` reports it missing, and skips
objects read from accepted documents (``must_be_present`` is its rule, the
tests compare the two on every element of every version). In ``xs:all``
that is ``minOccurs="1"``; in an unbounded choice it is a sequence: the other
children (a named ``xs:group``, declared once) any number of times, then the
required ones in each order with the others between them, then the others
again. Elements rarely need more than two such children, so the orders stay few.
Expressing the count in the schema (an ``xs:unique`` keyed on an attribute
default the schema supplies) works in libxml2 but measured four times slower
than that walk; so does an XPath (ten times).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import attrs

from generator.fast_value_types import (
    BOUNDED_BASE,
    FAST_PATTERNS,
    NamedValueType,
    bounded_type_for,
    fast_type_for,
    named_value_types,
)
from generator.model import Cardinality, ResolvedChild, SpecAttribute, SpecElement, SpecVersion
from generator.xsd_view import type_name_for


@attrs.frozen
class FastValue:
    """The simple type of one value (an attribute, a leaf's text or an element's own value).

    Attributes:
        type_name: A named fast type, or None when ``base`` and the facets are written inline.
        base: Base of the inline restriction.
        pattern: Pattern facet of the inline restriction, or None.
        choices: Enumeration facets of the inline restriction.
        minimum: ``minInclusive`` facet, or None.
        maximum: ``maxInclusive`` facet, or None.
    """

    type_name: str | None
    base: str = "xs:string"
    pattern: str | None = None
    choices: tuple[str, ...] = ()
    minimum: str | None = None
    maximum: str | None = None


@attrs.frozen
class FastAttribute:
    """An attribute of a fast-path type."""

    name: str
    value: FastValue
    required: bool


@attrs.frozen
class FastElement:
    """A local element declaration of a fast-path type.

    Attributes:
        name: Element name.
        type_name: Named complex type (an included spec file's root), or None.
        value: Simple type of a leaf without attributes, or None.
        text: Simple type of the own value of an element with attributes, or None.
        attributes: Attributes of an inline type.
        children: Child declarations of an inline container type.
        all_once: Whether every child occurs at most once (``xs:all``).
        any_content: Whether the element keeps arbitrary XML (plugins).
        required: Whether the element must occur in its parent (``xs:all`` only).
        others: Name of the ``xs:group`` holding ``children`` when the
            element is an unbounded choice that needs some children (``needed``).
        needed: The children the choice needs, with whether each may repeat,
            in every order they may come in (each order lists them all).
    """

    name: str
    type_name: str | None = None
    value: FastValue | None = None
    text: FastValue | None = None
    attributes: tuple[FastAttribute, ...] = ()
    children: tuple[FastElement, ...] = ()
    all_once: bool = True
    any_content: bool = False
    required: bool = False
    others: str | None = None
    needed: tuple[tuple[tuple[FastElement, bool], ...], ...] = ()


@attrs.frozen
class FastSchema:
    """The fast-path schema of one version.

    Attributes:
        version: SDFormat version.
        directory: Repo-relative folder of the version's spec files.
        types: Named complex types: (name, the spec file root they describe).
        value_types: Named simple types.
        bounded_types: Named bases of bounded values: (name, XSD base, pattern).
        repeated_singles: One line per tag whose type could not say "at most
            once" (an unbounded ``xs:choice``): the tag, then its single children.
        groups: Named groups: (name, the choice's other children).
        global_elements: (tag, named complex type) of each tag that some
            parent declares with a named type, one type per tag: declared
            globally, so that one compiled schema validates a whole document
            and, alone, each subtree such a declaration types
            (``sdformat_runtime.fastpath.fast_path_parts``). A tag with two
            types gets the one named after it (``model_type``, not the
            ``model_state_type`` of a 1.11 ``<state>``).
    """

    version: str
    directory: str
    types: tuple[tuple[str, FastElement], ...]
    value_types: tuple[NamedValueType, ...]
    repeated_singles: str
    groups: tuple[tuple[str, tuple[FastElement, ...]], ...] = ()
    bounded_types: tuple[tuple[str, str, str | None], ...] = ()
    global_elements: tuple[tuple[str, str], ...] = ()


PLACEHOLDER = "__default__"
"""The spec's default of a value that has none (the same text as ``required.PLACEHOLDER``)."""

NEEDED_STRING = "fast_needed_string"
"""The fast type of a needed string value: some text that cannot be the placeholder.

``check_required`` counts a needed value that is blank or the placeholder as
left out, so the fast path must refuse those texts too. XSD patterns have no
negation; after the token collapse this one asks for a first character other
than ``_``, which refuses a few real names beginning with an underscore as
well (they take the slow path, which reads them as before).
"""

NEEDED_STRING_PATTERN = "[^_].*"

HOLLOW_IS_MISSING = frozenset({("script", "uri"), ("script", "name"), ("submesh", "name")})
"""(parent, child) of the needed values whose blank or placeholder text counts as left out.

The reference reports those (``Material::Load``, ``Mesh::Load``); the same
pairs as ``sdformat_semantics.checks.required.HOLLOW_IS_MISSING``.
"""


def must_be_present(parent: SpecElement, child: ResolvedChild) -> bool:
    """Whether ``parent`` needs ``child``: a required value without a usable default.

    The rule of ``sdformat_semantics.checks.required`` read from the spec: a value
    (a leaf child without attributes, read into a ``value`` field) marked
    ``1`` or ``+`` whose default is the placeholder. A container is filled
    with its default element, so it is never needed; an ``<include>``
    without ``<uri>`` is the composer's to report (not the fast path's). A
    value of ``HOLLOW_IS_MISSING`` must also hold some text other than the
    placeholder (``NEEDED_STRING``).
    """
    element = child.element
    is_value = (
        element.type is not None
        and not element.attributes
        and element.ref is None
        and not child.via_include
    )
    return (
        is_value
        and child.cardinality.min_occurs == 1
        and element.default == PLACEHOLDER
        and parent.name != "include"
    )


def _value(
    spec_type: str, choices: tuple[str, ...], low: str | None, high: str | None
) -> FastValue | None:
    """The fast type of a value; None when its checks are left to the slow path."""
    if choices:  # compared to the text as written: no white space collapse
        return FastValue(None, "xs:string", None, choices)
    if low is None and high is None:
        return FastValue(fast_type_for(spec_type))
    base = BOUNDED_BASE.get(spec_type)
    bounds_are_words = all(b is None or len(b.split()) == 1 for b in (low, high))
    if base is not None and bounds_are_words:
        return FastValue(None, bounded_type_for(spec_type), None, (), low, high)
    # Bounds on vectors (or other types) are compared component-wise by the reader:
    # only non-negative components against zero minimums are written as a pattern.
    pattern = FAST_PATTERNS[spec_type]
    zero_minimum = low is not None and not any(float(w) for w in low.split())
    if high is None and zero_minimum and pattern is not None:
        return FastValue(None, "xs:token", pattern.replace(r"[+\-]?", r"\+?"))
    return None


def _attribute(attribute: SpecAttribute) -> FastAttribute:
    value = _value(attribute.type, attribute.choices, None, None)
    assert value is not None  # attributes have no bounds
    return FastAttribute(attribute.name, value, attribute.is_required)


def _rotation_format_euler(attributes: tuple[FastAttribute, ...]) -> tuple[FastAttribute, ...]:
    return tuple(
        FastAttribute(a.name, FastValue(None, "xs:string", None, ("euler_rpy",)), a.required)
        if a.name == "rotation_format"
        else a
        for a in attributes
    )


_MOST_ORDERS = 6
"""Most orders of needed children written out (three children); more would bloat the schema."""


RARELY_REPEATED = frozenset(
    {("joint", "sensor"), ("visual", "plugin"), ("sensor", "plugin"), ("projector", "plugin")}
)
"""(parent, child): a child that may repeat but in real documents occurs at most once there.

A parent whose only repeatable children are listed here is declared ``xs:all``
with them at most once, so libxml2 counts all of its children and
``fastpath`` walks no such parent (a visual or joint per link: a third of the
walk on worlds of robots). A document holding two takes the slow path, which
reads it as before: 4 of 387 files of the shared real corpus (visuals with two
plugins, a sensor with two). Not listed because real files repeat them: a
world's GUI plugins and an include's plugins.
"""


def _capped_children(parent: str, children: list[ResolvedChild]) -> frozenset[str]:
    """The repeatable children held to one on the fast path (see ``RARELY_REPEATED``)."""
    repeatable = {
        c.element.name
        for c in children
        if c.cardinality is not Cardinality.DEPRECATED and c.cardinality.max_occurs != 1
    }
    if repeatable and all((parent, name) in RARELY_REPEATED for name in repeatable):
        return frozenset(repeatable)
    return frozenset()


class _Builder:
    def __init__(self, spec: SpecVersion) -> None:
        self.spec = spec
        self.singles_by_tag: dict[str, set[str]] = {}
        self.groups: list[tuple[str, tuple[FastElement, ...]]] = []

    def element(
        self, element: SpecElement, spec_file: str, named: str | None, path: str
    ) -> FastElement | None:
        """The declaration of ``element``; None when it is left out (always the slow path).

        ``path`` names the element inside its spec file (``material.script``),
        which names its group of other children when it has one.
        """
        if named is not None:
            return FastElement(element.name, type_name=named)
        if element.ref is not None:
            return FastElement(element.name, type_name=type_name_for(element.ref))
        attributes = tuple(_attribute(a) for a in element.attributes)
        if element.type is not None:
            value = _value(element.type, element.choices, element.min, element.max)
            if value is None:
                return None
            if not attributes:
                return FastElement(element.name, value=value)
            if element.type == "pose":
                attributes = _rotation_format_euler(attributes)
            return FastElement(element.name, text=value, attributes=attributes)
        children: list[FastElement] = []
        needed: list[tuple[FastElement, bool]] = []
        singles: set[str] = set()
        repeated = False
        resolved = list(self.spec.resolve_children(element, spec_file))
        capped = _capped_children(element.name, resolved)
        for child in resolved:
            if child.cardinality is Cardinality.DEPRECATED:
                continue  # read with a warning: the slow path
            named_child = type_name_for(child.spec_file) if child.via_include else None
            declared = self.element(
                child.element, child.spec_file, named_child, f"{path}.{child.element.name}"
            )
            once = child.cardinality.max_occurs == 1 or child.element.name in capped
            repeated = repeated or not once
            if must_be_present(element, child):
                # Left out of the schema, the parent could never be accepted without it.
                assert declared is not None and declared.value is not None, child.element.name
                # Declared in each order: a named type keeps the declarations consistent.
                assert declared.value.type_name is not None, child.element.name
                if (element.name, child.element.name) in HOLLOW_IS_MISSING:  # as if absent
                    declared = attrs.evolve(declared, value=FastValue(NEEDED_STRING))
                declared = attrs.evolve(declared, required=True)
                needed.append((declared, not once))
            elif declared is None:
                continue
            elif once:  # a needed single is exactly once by the schema: not counted by the walk
                singles.add(child.element.name)
            children.append(declared)
        if repeated and singles:
            self.singles_by_tag.setdefault(element.name, set()).update(singles)
        if not repeated or not needed:
            return FastElement(
                element.name,
                attributes=attributes,
                children=tuple(children),
                all_once=not repeated,
                any_content=element.holds_any_content,
            )
        orders = tuple(itertools.permutations(needed))
        assert len(orders) <= _MOST_ORDERS, (path, len(orders))
        others = f"{path}.others"
        self.groups.append((others, tuple(c for c in children if not c.required)))
        return FastElement(
            element.name,
            attributes=attributes,
            children=tuple(children),
            all_once=False,
            any_content=element.holds_any_content,
            others=others,
            needed=orders,
        )

    def repeated_singles(self) -> str:
        """Lines ``tag child child ...``: single children of parents (all uses of a tag merged)."""
        return "".join(
            f"\n{tag} {' '.join(sorted(children))}"
            for tag, children in sorted(self.singles_by_tag.items())
        )


def _typed_children(element: FastElement, complex_types: set[str]) -> Iterator[tuple[str, str]]:
    """(tag, type) of each declaration below ``element`` that names a complex type."""
    for child in element.children:
        if child.type_name in complex_types:
            yield child.name, child.type_name
        elif child.type_name is None:  # declared inline: its children are declarations too
            yield from _typed_children(child, complex_types)


def _global_elements(types: list[tuple[str, FastElement]]) -> tuple[tuple[str, str], ...]:
    """One global declaration per tag declared with a named complex type (``global_elements``)."""
    complex_types = {name for name, element in types if element.value is None}
    types_of_tag: dict[str, set[str]] = {}
    for _, element in types:
        for tag, type_name in _typed_children(element, complex_types):
            types_of_tag.setdefault(tag, set()).add(type_name)
    types_of_tag.pop("sdf", None)  # declared globally already, as the document's root
    return tuple(
        (tag, f"{tag}_type" if f"{tag}_type" in names else min(names))
        for tag, names in sorted(types_of_tag.items())
    )


def fast_schema_view(spec: SpecVersion) -> FastSchema:
    """Describe the fast-path schema of one version."""
    builder = _Builder(spec)
    types = []
    for stem, spec_file in sorted(spec.files.items()):
        declared = builder.element(spec_file.root, stem, None, stem)
        assert declared is not None  # spec file roots are containers
        types.append((type_name_for(stem), declared))
    value_types = (*named_value_types(), NamedValueType(NEEDED_STRING, NEEDED_STRING_PATTERN))
    return FastSchema(
        spec.version,
        spec.directory,
        tuple(types),
        value_types,
        builder.repeated_singles(),
        tuple(builder.groups),
        tuple(
            # A bounded float restricts the bounded double: its pattern is compiled once.
            (bounded_type_for(name), bounded_type_for("double"), None)
            if name == "float"
            else (bounded_type_for(name), base, FAST_PATTERNS[name])
            for name, base in BOUNDED_BASE.items()
        ),
        _global_elements(types),
    )
