"""Required children that a document leaves out and the spec has no value for.

The spec marks elements ``required="1"`` (exactly one) or ``"+"`` (at least
one). Most of them carry a default that stands in when the element is left
out: a world without ``<gravity>`` has the standard gravity, and the
reference fills such gaps in silently, as we do. What cannot be filled in is
a required value whose default is the spec's ``__default__`` placeholder (a
``<script>`` without ``<uri>``, a ``<joint>`` without ``<parent>``, a
``<contact>`` sensor without ``<collision>``): there is nothing to use, so
leaving it out is reported, ``ELEMENT_MISSING``. A required container left
out is filled in with a default element, so it is never reported by itself.

Whether it is an error is the reference's verdict, path by path
(``REFERENCE_ERRORS``): its reader refuses a joint without ``<parent>`` or
``<child>`` and an ``<include>`` without ``<uri>`` wherever they are, and
the classes it loads refuse a ``<script>`` without ``<uri>`` or ``<name>``
and a ``<submesh>`` without ``<name>`` in the links of models and actors.
Everywhere else it loads the document with the placeholder in the child's
place (a contact sensor that names no collision, a projector without a
texture, a script in a road), and so do we, with a warning.

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
(``tests/semantics/checks/test_required.py`` counts the paths per version).

The fast-path schema needs the same children, warned of or refused alike, so
objects read lazily from a document it accepted are not walked
(``ParserConfig(lazy=True)``): the check costs nothing there and fills nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import repeat
from typing import TypeGuard

from sdformat_runtime.binding import Element, FieldSpec, binding_of, is_lazy
from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_semantics.entities import NamedElement
from sdformat_semantics.entities.elements import fields_that_can_hold

__all__ = [
    "HOLLOW_IS_MISSING",
    "NEWER_JOINT_ERRORS",
    "PLACEHOLDER",
    "REFERENCE_ERRORS",
    "REQUIRED",
    "check_required",
    "holds_nothing",
    "missing_is_error",
    "missing_is_reported",
]

PLACEHOLDER = "__default__"
"""The spec's default for a value that has no meaningful default."""

HOLLOW_IS_MISSING = frozenset({("script", "uri"), ("script", "name"), ("submesh", "name")})
"""(parent tag, child) of the values that count as left out when blank or the placeholder.

The same pairs as ``generator.fast_xsd_view.HOLLOW_IS_MISSING`` (a test compares them).
"""

REQUIRED = ("1", "+")
"""Cardinalities that ask for at least one occurrence."""

REFERENCE_ERRORS = frozenset(
    {
        "/sdf/actor/joint/child",
        "/sdf/actor/joint/parent",
        "/sdf/actor/link/collision/geometry/mesh/submesh/name",
        "/sdf/actor/link/particle_emitter/material/script/name",
        "/sdf/actor/link/particle_emitter/material/script/uri",
        "/sdf/actor/link/visual/geometry/mesh/submesh/name",
        "/sdf/actor/link/visual/material/script/name",
        "/sdf/actor/link/visual/material/script/uri",
        "/sdf/model/include/uri",
        "/sdf/model/joint/child",
        "/sdf/model/joint/parent",
        "/sdf/model/link/collision/geometry/mesh/submesh/name",
        "/sdf/model/link/particle_emitter/material/script/name",
        "/sdf/model/link/particle_emitter/material/script/uri",
        "/sdf/model/link/visual/geometry/mesh/submesh/name",
        "/sdf/model/link/visual/material/script/name",
        "/sdf/model/link/visual/material/script/uri",
        "/sdf/world/actor/joint/child",
        "/sdf/world/actor/joint/parent",
        "/sdf/world/actor/link/collision/geometry/mesh/submesh/name",
        "/sdf/world/actor/link/particle_emitter/material/script/name",
        "/sdf/world/actor/link/particle_emitter/material/script/uri",
        "/sdf/world/actor/link/visual/geometry/mesh/submesh/name",
        "/sdf/world/actor/link/visual/material/script/name",
        "/sdf/world/actor/link/visual/material/script/uri",
        "/sdf/world/include/uri",
        "/sdf/world/model/include/uri",
        "/sdf/world/model/joint/child",
        "/sdf/world/model/joint/parent",
        "/sdf/world/model/link/collision/geometry/mesh/submesh/name",
        "/sdf/world/model/link/particle_emitter/material/script/name",
        "/sdf/world/model/link/particle_emitter/material/script/uri",
        "/sdf/world/model/link/visual/geometry/mesh/submesh/name",
        "/sdf/world/model/link/visual/material/script/name",
        "/sdf/world/model/link/visual/material/script/uri",
        "/sdf/world/population/model/include/uri",
        "/sdf/world/population/model/joint/child",
        "/sdf/world/population/model/joint/parent",
        "/sdf/world/state/insertions/model/include/uri",
        "/sdf/world/state/insertions/model/joint/child",
        "/sdf/world/state/insertions/model/joint/parent",
    }
)
"""The needed children (by path from ``<sdf>``) whose absence libsdformat 12 refuses.

Recorded by ``tests/reference/required_children.py``, which gives the
reference one small document per rule of version 1.9 without the child
(``tests/data/reference/required_children.json``, held equal to this by a
test). A nested model's paths are those of its outermost model. Without any
other needed child of 1.9 the reference loads the document with the
placeholder in the child's place: a warning here, as is a child at a path
only later versions have, but for ``NEWER_JOINT_ERRORS``.
"""

NEWER_JOINT_ERRORS = frozenset(
    {
        "/sdf/world/joint/parent",
        "/sdf/world/joint/child",
        "/sdf/world/state/insertions/joint/parent",
        "/sdf/world/state/insertions/joint/child",
    }
)
"""A joint's ``<parent>`` and ``<child>`` where only versions after 1.9 have joints.

The reference's reader refuses a joint without them at every path where it
reads joints (``REFERENCE_ERRORS``); later versions add these two places.
"""

_ERRORS = REFERENCE_ERRORS | NEWER_JOINT_ERRORS

_VALUE_KINDS = ("value", "values")
_ELEMENT_KINDS = ("child", "children")

_RULES: dict[type[Element], tuple[tuple[str, FieldSpec], ...]] = {}
_HOLDS_RULES: dict[type[Element], tuple[tuple[str, str], ...]] = {}


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


def _rule_fields(cls: type[Element]) -> tuple[tuple[str, str], ...]:
    """(field, path step) of a class's element fields below which some class has rules.

    The step is ``/tag``, or empty for a model's nested models (``_elements``). Computed once.
    """
    found = _HOLDS_RULES.get(cls)
    if found is None:
        holding = fields_that_can_hold(cls, "needing_values")
        found = _HOLDS_RULES[cls] = tuple(
            # A child of its parent's own tag is a nested model (tags, not classes, are
            # compared: resolving a class imports its module, an actor's for a world's check).
            (plan.name, "" if tag == cls.TAG else f"/{tag}")
            for tag, plan in binding_of(cls).children.items()
            if plan.name in holding
        )
    return found


def _elements(root: Element) -> Iterator[tuple[Element, str]]:
    """Every element object below ``root`` that has rules or holds such objects, with its path.

    The path is the tags from ``<sdf>`` (``/sdf/world/model/link``); a model
    nested in a model has the path of the outer one, as in the spec's table
    (``REFERENCE_ERRORS``). A lazy object is left out with everything below
    it: it was read from a document the fast path accepted, and the fast-path
    schema needs every child these rules ask for
    (``generator.fast_xsd_view.must_be_present``), so there is nothing to
    find, and reading it would fill it for nothing. Objects the composer
    filled (a world or model that held includes) are walked; their lazy
    children are not.
    """
    pending = [(root, "/" + root.TAG)]
    while pending:
        current, path = pending.pop()
        if is_lazy(current):
            continue
        yield current, path
        for field, step in _rule_fields(type(current)):
            value = getattr(current, field)
            if isinstance(value, list):
                if value:  # most lists of most objects are empty: no path made for them
                    pending.extend(zip(reversed(value), repeat(path + step)))
            elif value is not None:
                pending.append((value, path + step))


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

    An error where the reference refuses the document for it (``REFERENCE_ERRORS``),
    a warning elsewhere. Objects made by code rather than read from XML
    (``xml_origin`` None) are not checked: their fields hold whatever the code gave them.
    """
    problems: list[Error] = []
    for element, path in _elements(root):
        rules = _rules(type(element))
        if not rules or element.xml_origin is None or element.TAG == "include":
            continue  # an include without <uri> is the composer's (ATTRIBUTE_MISSING, as upstream)
        present = element.xml_extras.present
        for name, spec in rules:
            if not _given(element, name, spec, present):
                problems.append(_missing(element, path, name in present, spec))
    return problems


def _missing(element: Element, path: str, written: bool, spec: FieldSpec) -> Error:
    """The problem of a needed child left out (or ``written`` holding nothing)."""
    why = "it has no default value"
    if written:
        why = f"a blank value or '{PLACEHOLDER}' holds nothing and counts as left out"
    how_many = "at least one" if spec.cardinality == "+" else "a"
    named = f" '{element.name}'" if _is_named(element) else ""
    message = f"<{element.TAG}>{named} needs {how_many} <{spec.xml_name}> child: {why}"
    if missing_is_error(path, spec.xml_name):
        return problem(ErrorCode.ELEMENT_MISSING, message, element)
    message += (
        f"; libsdformat loads the file with the empty placeholder '{PLACEHOLDER}' in its "
        "place, which names nothing"
    )
    return problem(ErrorCode.ELEMENT_MISSING, message, element, severity=Severity.WARNING)


def missing_is_reported(cls: type[Element], field: str) -> bool:
    """Whether leaving out a child field of a class is reported, as an error or a warning.

    What the fast-path schema refuses (``generator.fast_xsd_view.must_be_present``).
    """
    return any(name == field for name, _ in _rules(cls))


def missing_is_error(path: str, child: str) -> bool:
    """Whether leaving out ``child`` of the element at ``path`` is an error, not a warning.

    ``child`` is an XML name; ``path`` the tags from ``<sdf>``, a nested model's
    those of its outermost model (``/sdf/world/model/link/visual/material/script``).
    """
    return f"{path}/{child}" in _ERRORS
