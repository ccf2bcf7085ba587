"""Stage 2: check a version's spec before anything is rendered from it.

Every rule here guards a generated artefact: an unknown type would have no
XSD type or converter, a default that does not parse would be a default no
document could spell, an include cycle would make the schema infinite. The
checks collect all problems so a maintainer fixes them in one pass.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from generator.convert_check import check_convert_rules, check_down_chain, check_migration_chain
from generator.model import (
    Cardinality,
    SourceLocation,
    SpecAttribute,
    SpecElement,
    SpecInclude,
    SpecVersion,
)
from generator.spec_reader import SpecProblem
from generator.values import VALUE_TYPES

__all__ = ["check_convert_rules", "check_down_chain", "check_migration_chain", "check_version"]

_XML_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]*")


def check_version(spec: SpecVersion) -> list[SpecProblem]:
    """Return every problem of ``spec``, in file order."""
    problems: list[SpecProblem] = []
    for spec_file in spec.files.values():
        problems.extend(_check_element(spec, spec_file.root, is_root=True))
    problems.extend(_check_root(spec))
    problems.extend(_check_include_cycles(spec))
    problems.extend(_check_reachable(spec))
    for rules in spec.convert_rules:
        problems.extend(check_convert_rules(rules))
    return problems


def _problem(source: SourceLocation, message: str) -> SpecProblem:
    return SpecProblem(source, message)


def _check_value(
    source: SourceLocation, what: str, type_name: str, value: str
) -> Iterator[SpecProblem]:
    value_type = VALUE_TYPES.get(type_name)
    if value_type is None:
        known = ", ".join(sorted(VALUE_TYPES))
        yield _problem(source, f"{what} has unknown type '{type_name}' (known: {known})")
    elif not value_type.accepts(value):
        yield _problem(
            source, f"{what}: default '{value}' is not a valid {type_name} ({value_type.summary})"
        )


def _check_choices(
    source: SourceLocation,
    what: str,
    type_name: str | None,
    choices: tuple[str, ...],
    default: str | None,
    *,
    default_is_used: bool,
) -> Iterator[SpecProblem]:
    if not choices:
        return
    if type_name != "string":
        yield _problem(source, f"{what}: choices are only allowed on string values")
    if len(set(choices)) != len(choices):
        yield _problem(source, f"{what}: choices repeat a value")
    if default_is_used and default not in choices:
        yield _problem(source, f"{what}: default '{default}' is not one of the choices")


def _check_attribute(attribute: SpecAttribute) -> Iterator[SpecProblem]:
    what = f"attribute '{attribute.name}'"
    if not _XML_NAME.fullmatch(attribute.name):
        yield _problem(attribute.source, f"{what} is not a valid XML name")
    yield from _check_value(attribute.source, what, attribute.type, attribute.default)
    yield from _check_choices(
        attribute.source,
        what,
        attribute.type,
        attribute.choices,
        attribute.default,
        default_is_used=not attribute.is_required,
    )
    if not attribute.description:
        yield _problem(attribute.source, f"{what} has no description")


def _check_bounds(element: SpecElement) -> Iterator[SpecProblem]:
    if element.min is None and element.max is None:
        return
    what = f"element '{element.name}'"
    value_type = VALUE_TYPES.get(element.type or "")
    if value_type is None or not value_type.numeric:
        yield _problem(element.source, f"{what}: min/max need a numeric type")
        return
    bounds: dict[str, tuple[float, ...]] = {}
    for label, text in (("min", element.min), ("max", element.max)):
        if text is None:
            continue
        if not value_type.accepts(text):
            yield _problem(
                element.source, f"{what}: {label} '{text}' is not a valid {value_type.name}"
            )
            continue
        bounds[label] = value_type.numbers(text)
    low, high = bounds.get("min"), bounds.get("max")
    if low is not None and high is not None and any(a > b for a, b in zip(low, high, strict=True)):
        yield _problem(
            element.source, f"{what}: min {element.min} is greater than max {element.max}"
        )
    if element.default is not None and value_type.accepts(element.default):
        default = value_type.numbers(element.default)
        below = low is not None and any(d < b for d, b in zip(default, low, strict=True))
        above = high is not None and any(d > b for d, b in zip(default, high, strict=True))
        if below or above:
            yield _problem(
                element.source, f"{what}: default {element.default} lies outside [min, max]"
            )


# Over the function budget: one branch per rule of the spec language, in its order.
def _check_element(  # noqa: C901, PLR0912
    spec: SpecVersion, element: SpecElement, *, is_root: bool = False
) -> Iterator[SpecProblem]:
    what = f"element '{element.name}'"
    if element.copy_data:
        if element.name or element.type or element.attributes or element.children:
            yield _problem(element.source, "a copy_data element takes no name, type or content")
        if element.cardinality is not Cardinality.MANY:
            yield _problem(element.source, 'a copy_data element must be required="*"')
    elif not _XML_NAME.fullmatch(element.name):
        yield _problem(element.source, f"{what} is not a valid XML name")
    if not element.description:
        yield _problem(element.source, f"{what or 'copy_data element'} has no description")
    if element.type is not None:
        if element.default is None:
            yield _problem(element.source, f"{what} has a type but no default")
        else:
            yield from _check_value(element.source, what, element.type, element.default)
        if element.children:
            yield _problem(element.source, f"{what} has a type, so it cannot have child elements")
    elif element.default is not None:
        yield _problem(element.source, f"{what} has a default but no type")
    yield from _check_bounds(element)
    yield from _check_choices(
        element.source, what, element.type, element.choices, element.default, default_is_used=True
    )
    if element.choices and element.attributes:
        yield _problem(
            element.source, f"{what}: choices on an element with attributes are not supported"
        )
    if element.ref is not None:
        if element.ref not in spec.files:
            yield _problem(element.source, f"{what}: ref '{element.ref}' names no spec file")
        if element.attributes or element.children or element.type:
            yield _problem(
                element.source, f"{what}: a ref element takes its content from '{element.ref}'"
            )
    if is_root and element.cardinality is Cardinality.DEPRECATED:
        yield _problem(element.source, "a spec file's root element cannot be deprecated")
    seen_attributes: set[str] = set()
    for attribute in element.attributes:
        if attribute.name in seen_attributes:
            yield _problem(attribute.source, f"{what}: attribute '{attribute.name}' is repeated")
        seen_attributes.add(attribute.name)
        yield from _check_attribute(attribute)
    seen_children: set[str] = set()
    for child in element.children:
        if isinstance(child, SpecInclude):
            if child.stem not in spec.files or not child.filename.endswith(".sdf"):
                yield _problem(child.source, f"include of missing file '{child.filename}'")
                continue
            name = spec.files[child.stem].root.name
            source = child.source
        else:
            yield from _check_element(spec, child)
            if child.copy_data:
                continue
            name, source = child.name, child.source
        if name in seen_children:
            yield _problem(source, f"{what}: child element '{name}' is declared twice")
        seen_children.add(name)


def _check_root(spec: SpecVersion) -> Iterator[SpecProblem]:
    if "root" not in spec.files:
        return
    root = spec.root.root
    if root.name != "sdf":
        yield _problem(root.source, "root.sdf must declare the element 'sdf'")
    version = next((a for a in root.attributes if a.name == "version"), None)
    if version is None:
        yield _problem(root.source, "root.sdf must declare the 'version' attribute")
    elif version.default != spec.version:
        yield _problem(
            version.source,
            f"the version attribute defaults to '{version.default}' in folder '{spec.version}'",
        )


def _includes_of(element: SpecElement) -> Iterator[SpecInclude]:
    for child in element.children:
        if isinstance(child, SpecInclude):
            yield child
        else:
            yield from _includes_of(child)


def _check_include_cycles(spec: SpecVersion) -> Iterator[SpecProblem]:
    """Report include chains that lead back to their start (``ref`` is the only allowed loop)."""
    reported: set[frozenset[str]] = set()

    def visit(stem: str, chain: list[str]) -> Iterator[SpecProblem]:
        for include in _includes_of(spec.files[stem].root):
            target = include.stem
            if target not in spec.files:
                continue
            if target in chain:
                cycle = [*chain[chain.index(target) :], target]
                key = frozenset(cycle)
                if key not in reported:
                    reported.add(key)
                    yield _problem(
                        include.source,
                        "include cycle: "
                        + " -> ".join(f"{s}.sdf" for s in cycle)
                        + " (use ref= for recursive elements)",
                    )
                continue
            yield from visit(target, [*chain, target])

    for stem in sorted(spec.files):
        yield from visit(stem, [stem])


def _check_reachable(spec: SpecVersion) -> Iterator[SpecProblem]:
    """Report spec files that nothing reaches from root.sdf: they would never be used."""
    if "root" not in spec.files:
        return
    reached = {"root"}
    pending = ["root"]
    while pending:
        stem = pending.pop()
        for target in _referenced_stems(spec.files[stem].root):
            if target in spec.files and target not in reached:
                reached.add(target)
                pending.append(target)
    for stem, spec_file in sorted(spec.files.items()):
        if stem not in reached:
            yield _problem(
                spec_file.root.source, "no include or ref reaches this file from root.sdf"
            )


def _referenced_stems(element: SpecElement) -> Iterator[str]:
    if element.ref is not None:
        yield element.ref
    for child in element.children:
        if isinstance(child, SpecInclude):
            yield child.stem
        else:
            yield from _referenced_stems(child)
