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

import attrs

from generator.model import Cardinality, ResolvedChild, SpecAttribute, SpecElement, SpecVersion
from generator.xsd_view import type_name_for

# Every pattern is deterministic: at each character at most one branch can go on.
# libxml2 runs a pattern that is not by backtracking, which doubled the cost of
# validating a number-heavy document (the same languages written with
# overlapping branches, ``\d{1,30}|\d(...)``, measured 1.35x the parse against
# 1.07x for the whole validation at N=1000).
#
# Finite numbers the converters read without overflow or rounding surprises:
# at most 30 digits each side of the point and a two-digit exponent.
# Three-digit exponents up to 307 take one digit before the point, which keeps
# every such number below the largest double; 308 is taken by mantissas up to
# 1.79769 (``-1.79769e+308`` is a common "no limit", 1.7976931...e308 the
# largest double).


def _digits_at_most(bound: str, *, leading: int = 0) -> str:
    """Digit strings of at most ``len(bound)`` digits that, at full length, are <= ``bound``.

    Deterministic: the branches at each digit start with disjoint characters
    (below, equal to, above the bound's digit). ``leading`` is the least
    first digit (1: no leading zero).
    """
    first, rest = int(bound[0]), bound[1:]
    branches = []
    if first > leading:
        low = str(leading) if first - 1 == leading else f"[{leading}-{first - 1}]"
        branches.append(low + (rf"\d{{0,{len(rest)}}}" if rest else ""))
    branches.append(str(first) + (f"({_digits_at_most(rest)})?" if rest else ""))
    if first < 9 and len(rest) > 1:
        high = "9" if first == 8 else f"[{first + 1}-9]"
        branches.append(high + rf"\d{{0,{len(rest) - 1}}}")
    elif first < 9 and rest:
        branches.append("9" if first == 8 else f"[{first + 1}-9]")
    return "|".join(branches)


_EXPONENT = r"([eE][+\-]?\d\d?)?"
_EXPONENT_DIGITS = r"[04-9]\d?|[12](\d\d?)?|3(0[0-7]?|[1-9])?"
_LONG_EXPONENT = rf"([eE][+\-]?({_EXPONENT_DIGITS}))?"
_EXPONENT_308 = r"[04-9]\d?|[12](\d\d?)?|3(0[0-8]?|[1-9])?"
_LONGEST_EXPONENT = rf"([eE](\+?({_EXPONENT_308})|-({_EXPONENT_DIGITS})))?"


def _fraction_up_to(bound: str, left: int) -> str:
    """After ``1.``: fractions with their exponent; 308 only while 1.fraction <= 1.<bound>.

    ``left`` is how many more fraction digits may follow (30 in all).
    """
    if not bound:  # equal to the bound so far: 308 without more digits, 307 with them
        return rf"{_LONGEST_EXPONENT}|\d{{1,{left}}}{_LONG_EXPONENT}"
    first = int(bound[0])
    branches = [_LONGEST_EXPONENT]  # the fraction ends here: below the bound
    if first > 0:
        low = "0" if first == 1 else f"[0-{first - 1}]"
        branches.append(rf"{low}\d{{0,{left - 1}}}{_LONGEST_EXPONENT}")
    branches.append(f"{first}({_fraction_up_to(bound[1:], left - 1)})")
    if first < 9:
        high = "9" if first == 8 else f"[{first + 1}-9]"
        branches.append(rf"{high}\d{{0,{left - 1}}}{_LONG_EXPONENT}")
    return "|".join(branches)


_ONE_POINT = (
    rf"1(\.({_fraction_up_to('79769', 30)})|{_LONGEST_EXPONENT}"
    rf"|\d{{1,29}}(\.\d{{0,30}})?{_EXPONENT})"
)
_OTHER_FIRST_DIGIT = (
    rf"[02-9]((\.\d{{0,30}})?{_LONG_EXPONENT}|\d{{1,29}}(\.\d{{0,30}})?{_EXPONENT})"
)
_FINITE_BRANCHES = rf"{_ONE_POINT}|{_OTHER_FIRST_DIGIT}|\.\d{{1,30}}{_EXPONENT}"
_FAST_FINITE = rf"[+\-]?({_FINITE_BRANCHES})"
# A scalar may also be ``inf`` (common for joint effort and velocity limits); vectors
# and poses must be finite. Where bounds apply, the base ``xs:double`` refuses it.
_FAST_NUMBER = rf"[+\-]?({_FINITE_BRANCHES}|inf)"
# Decimal or 0x integers that fit 32 bits, signed or not: up to the largest
# value in decimal (2147483647 for both signs, 4294967295 unsigned), leading
# zeros up to nine digits, or seven hex digits.
_HEX_OR_DECIMAL = r"0([xX][0-9a-fA-F]{1,7}|\d{0,8})"
_FAST_INT = rf"[+\-]?({_HEX_OR_DECIMAL}|{_digits_at_most('2147483647', leading=1)})"
_FAST_UNSIGNED = rf"\+?({_HEX_OR_DECIMAL}|{_digits_at_most('4294967295', leading=1)})"
_UNIT = r"(0(\.\d{0,30})?|1(\.0{0,30})?|\.\d{1,30})"


def _words(item: str, count: int) -> str:
    return " ".join([f"({item})"] * count)


FAST_PATTERNS: dict[str, str | None] = {
    "string": None,
    "bool": r"[tT][rR][uU][eE]|[fF][aA][lL][sS][eE]|0|1",
    "int": _FAST_INT,
    "unsigned int": _FAST_UNSIGNED,
    "double": _FAST_NUMBER,
    "float": _FAST_NUMBER,
    "vector2i": _words(_FAST_INT, 2),
    "vector2d": _words(_FAST_FINITE, 2),
    "vector3": _words(_FAST_FINITE, 3),
    "quaternion": _words(_FAST_FINITE, 4),
    "color": f"{_words(_UNIT, 3)}( {_UNIT})?",
    "time": r"\d{1,9}( \d{1,9}|\.\d{0,9})?",
    # Euler poses only (six numbers, or empty for the identity): the rules tying a
    # quaternion pose to its attributes stay with the Python reader.
    "pose": f"({_words(_FAST_FINITE, 6)})?",
}
"""The lexical pattern of each spec value type on the fast path (None: any text)."""

FINITE = "fast_finite"
"""The named type of one finite number: a word of a vector, quaternion or pose."""

INFINITE = "fast_infinite"
"""The named type of an infinite scalar: with ``FINITE``, the words of a double."""

NO_WORDS = "fast_no_words"
"""The named type of a blank text (an Euler pose may be left empty: the identity)."""


@attrs.frozen
class NamedValueType:
    """How one named simple type of the fast path is written, in the language of its pattern.

    libxml2 compiles every pattern facet into an automaton when a process first
    validates (about 10 ms for a version, three quarters of it the number pattern
    written again in each vector, quaternion and pose type). So a vector is a list
    of ``words`` words of the named type ``words_of``, whose pattern is compiled
    once, a double is a finite number or ``inf`` (a union), and a float is the
    double type again: the same texts are accepted
    (``tests/schema/test_fast_value_forms.py``), at the same validation speed.

    Attributes:
        name: The type's name.
        pattern: Pattern facet over the collapsed text; None for any text, or
            when one of the other forms applies.
        same_as: A named type it restricts with no facet of its own.
        words_of: The named type of each word of a list of words.
        words: How many words that list holds.
        either: Named member types of a union: a text of any of them.
    """

    name: str
    pattern: str | None = None
    same_as: str | None = None
    words_of: str | None = None
    words: int = 0
    either: tuple[str, ...] = ()


def _named_value_types() -> tuple[NamedValueType, ...]:
    """The named simple types of every spec value type, each written in its cheapest form."""
    words = {"vector2i": (fast_type_for("int"), 2), "vector2d": (FINITE, 2)}
    words |= {"vector3": (FINITE, 3), "quaternion": (FINITE, 4)}
    found = [NamedValueType(FINITE, _FAST_FINITE), NamedValueType(INFINITE, r"[+\-]?inf")]
    found.append(NamedValueType(NO_WORDS, ""))
    for spec_type, pattern in FAST_PATTERNS.items():
        name = fast_type_for(spec_type)
        if spec_type in words:
            item, count = words[spec_type]
            found.append(NamedValueType(name, words_of=item, words=count))
        elif spec_type == "double":  # a finite number, or inf (``_FAST_NUMBER``)
            found.append(NamedValueType(name, either=(FINITE, INFINITE)))
        elif spec_type == "float":  # the reader reads a float like a double
            found.append(NamedValueType(name, same_as=fast_type_for("double")))
        elif spec_type == "pose":  # six finite numbers, or nothing
            found.append(NamedValueType(f"{name}_words", words_of=FINITE, words=6))
            found.append(NamedValueType(name, either=(f"{name}_words", NO_WORDS)))
        else:
            found.append(NamedValueType(name, pattern))
    return tuple(found)


_BOUNDED_BASE = {"double": "xs:double", "float": "xs:double", "int": "xs:int"}
"""XSD types whose bounds facets compare like the reader's bound checks."""


def bounded_type_for(spec_type: str) -> str:
    """Name of the type a bounded value of ``spec_type`` restricts with its bounds.

    It holds the pattern once: libxml2 compiles a pattern facet for every
    type that writes one, and the double pattern, written inline in each of
    the ~30 bounded leaves of a version, took ~5 MB of compiled automata.
    """
    return "fast_bounded_" + spec_type.replace(" ", "_")


def fast_type_for(spec_type: str) -> str:
    """Name of the fast-path simple type of a spec value type."""
    return "fast_" + spec_type.replace(" ", "_")


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
    """

    version: str
    directory: str
    types: tuple[tuple[str, FastElement], ...]
    value_types: tuple[NamedValueType, ...]
    repeated_singles: str
    groups: tuple[tuple[str, tuple[FastElement, ...]], ...] = ()
    bounded_types: tuple[tuple[str, str, str | None], ...] = ()


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
    base = _BOUNDED_BASE.get(spec_type)
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


def fast_schema_view(spec: SpecVersion) -> FastSchema:
    """Describe the fast-path schema of one version."""
    builder = _Builder(spec)
    types = []
    for stem, spec_file in sorted(spec.files.items()):
        declared = builder.element(spec_file.root, stem, None, stem)
        assert declared is not None  # spec file roots are containers
        types.append((type_name_for(stem), declared))
    value_types = (*_named_value_types(), NamedValueType(NEEDED_STRING, NEEDED_STRING_PATTERN))
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
            for name, base in _BOUNDED_BASE.items()
        ),
    )
