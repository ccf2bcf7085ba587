"""Required children that a document leaves out and the spec has no value for.

The spec marks elements ``required="1"`` (exactly one) or ``"+"`` (at least
one). Most of them carry a default that stands in when the element is left
out: a world without ``<gravity>`` has the standard gravity, and the
reference fills such gaps in silently, as we do. What cannot be filled in is
a required value whose default is the spec's ``__default__`` placeholder (a
``<script>`` without ``<uri>``, a ``<joint>`` without ``<parent>``, a
``<submesh>`` without ``<name>``): there is nothing to use, so leaving it out
is an ``ELEMENT_MISSING`` error. A required container left out is filled in
with a default element, so it is never an error by itself.

Where the reference reads such a value and finds it blank or the
placeholder, it reports the child missing or empty: a ``<script>``'s
``<uri>`` and ``<name>`` (``Material::Load``) and a ``<submesh>``'s
``<name>`` (``Mesh::Load``). There ``<uri></uri>``, ``<uri> </uri>`` and
``<uri>__default__</uri>`` (common in models exported from Gazebo classic,
PX4's HITL models among them) count as left out (``HOLLOW_IS_MISSING``).
Elsewhere the reference keeps the placeholder without a word (Gazebo writes
``<camera><save><path>__default__</path>`` in the models it saves), and so
do we.

Missing required attributes are reported while reading (``ATTRIBUTE_MISSING``),
for every attribute whatever its default, as the reference does.

Which children are needed comes from the generated classes' binding metadata,
so every element of every version is covered without a list of names
(``tests/semantics/test_required.py`` counts the paths per version).

The fast-path schema needs the same children, so objects read lazily from a
document it accepted are not walked (``ParserConfig(lazy=True)``): the check
costs nothing there and fills nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeGuard

from sdformat_runtime.binding import Element, FieldSpec, binding_of, is_lazy
from sdformat_runtime.errors import Error, ErrorCode, problem
from sdformat_semantics.entities import NamedElement
from sdformat_semantics.entities.elements import fields_that_can_hold

__all__ = [
    "HOLLOW_IS_MISSING",
    "PLACEHOLDER",
    "REQUIRED",
    "check_required",
    "holds_nothing",
    "missing_is_error",
]

PLACEHOLDER = "__default__"
"""The spec's default for a value that has no meaningful default."""

HOLLOW_IS_MISSING = frozenset({("script", "uri"), ("script", "name"), ("submesh", "name")})
"""(parent tag, child) of the values that count as left out when blank or the placeholder.

The same pairs as ``generator.fast_xsd_view.HOLLOW_IS_MISSING`` (a test compares them).
"""

REQUIRED = ("1", "+")
"""Cardinalities that ask for at least one occurrence."""

_VALUE_KINDS = ("value", "values")
_ELEMENT_KINDS = ("child", "children")

_RULES: dict[type[Element], tuple[tuple[str, FieldSpec], ...]] = {}
_HOLDS_RULES: dict[type[Element], tuple[str, ...]] = {}


def _rules(cls: type[Element]) -> tuple[tuple[str, FieldSpec], ...]:
    """The required children of a class that cannot be left out, computed once."""
    found = _RULES.get(cls)
    if found is None:
        found = _RULES[cls] = tuple(
            (name, spec)
            for name, spec in binding_of(cls).fields
            if spec.cardinality in REQUIRED and not _fillable(spec)
        )
    return found


def _fillable(spec: FieldSpec) -> bool:
    """Whether a required child left out can stand in with its spec default.

    Only a value can lack a default. A required container left out is filled
    with a default element, as the reference fills it; a placeholder inside it
    is a problem only where the reference loads that content (state
    ``<insertions>``, which upstream marks ``+`` for every kind of entity, is
    never loaded, and an insertion of a model alone is a normal saved world).
    """
    if spec.kind in _VALUE_KINDS:
        return spec.default_text != PLACEHOLDER
    return True


def _rule_fields(cls: type[Element]) -> tuple[str, ...]:
    """Element fields of a class below which some class has rules, computed once."""
    found = _HOLDS_RULES.get(cls)
    if found is None:
        holding = fields_that_can_hold(cls, "needing_values")
        found = _HOLDS_RULES[cls] = tuple(
            plan.name for plan in binding_of(cls).children.values() if plan.name in holding
        )
    return found


def _elements(root: Element) -> Iterator[Element]:
    """Every element object below ``root`` that has rules or holds such objects.

    A lazy object is left out with everything below it: it was read from a
    document the fast path accepted, and the fast-path schema needs every
    child these rules ask for (``generator.fast_xsd_view.must_be_present``),
    so there is nothing to find, and reading it would fill it for nothing.
    Objects the composer filled (a world or model that held includes) are
    walked; their lazy children are not.
    """
    pending = [root]
    while pending:
        current = pending.pop()
        if is_lazy(current):
            continue
        yield current
        for field in _rule_fields(type(current)):
            value = getattr(current, field)
            if isinstance(value, list):
                pending.extend(reversed(value))
            elif value is not None:
                pending.append(value)


def holds_nothing(value: object) -> bool:
    """Whether a required string value is blank or the placeholder: as good as absent."""
    return isinstance(value, str) and value.strip() in ("", PLACEHOLDER)


def _given(element: Element, name: str, spec: FieldSpec, present: frozenset[str]) -> bool:
    """Whether a needed child was written with something in it (one, for a repeated child)."""
    if name not in present:
        return False
    if (element.TAG, spec.xml_name) not in HOLLOW_IS_MISSING:
        return True
    value = getattr(element, name)
    if isinstance(value, list):
        return any(not holds_nothing(v) for v in value)
    return not holds_nothing(value)


def _is_named(element: Element) -> TypeGuard[NamedElement]:
    return "name" in binding_of(type(element)).attributes


def check_required(root: Element) -> list[Error]:
    """``ELEMENT_MISSING`` for each required child left out that has no usable default.

    Objects made by code rather than read from XML (``xml_origin`` None) are
    not checked: their fields hold whatever the code gave them.
    """
    problems: list[Error] = []
    for element in _elements(root):
        rules = _rules(type(element))
        if not rules or element.xml_origin is None or element.TAG == "include":
            continue  # an include without <uri> is the composer's (ATTRIBUTE_MISSING, as upstream)
        present = element.xml_extras.present
        for name, spec in rules:
            if _given(element, name, spec, present):
                continue
            why = "it has no default value"
            if name in present:
                why = f"a blank value or '{PLACEHOLDER}' holds nothing and counts as left out"
            how_many = "at least one" if spec.cardinality == "+" else "a"
            named = f" '{element.name}'" if _is_named(element) else ""
            message = f"<{element.TAG}>{named} needs {how_many} <{spec.xml_name}> child: {why}"
            problems.append(problem(ErrorCode.ELEMENT_MISSING, message, element))
    return problems


def missing_is_error(cls: type[Element], field: str) -> bool:
    """Whether leaving out a child field of a class is an ``ELEMENT_MISSING`` error."""
    return any(name == field for name, _ in _rules(cls))
