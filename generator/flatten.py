"""Flatten a version's spec into one row per element and attribute path.

The rows have the shape of the upstream facts tables (``tests/data/spec-facts``):
walking from ``root.sdf``, includes are expanded (the include site's
``required`` wins), a ``ref`` element is one row and is not entered, and a
``copy_data`` wildcard is one row ``<parent>/*``.
"""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from generator.model import SpecElement, SpecVersion


@attrs.frozen
class FactRow:
    """One path of the flattened spec.

    Attributes:
        path: ``/sdf/model/link/@name`` style path.
        kind: ``element``, ``attribute``, ``ref`` or ``copy_data``.
        type: Value type, empty for containers.
        default: Default text, empty when none.
        required: The spec's ``required`` text.
        min: Lower bound text, empty when none.
        max: Upper bound text, empty when none.
    """

    path: str
    kind: str
    type: str
    default: str
    required: str
    min: str
    max: str

    def as_tuple(self) -> tuple[str, str, str, str, str, str, str]:
        """The row as a tuple in column order."""
        return (self.path, self.kind, self.type, self.default, self.required, self.min, self.max)


def flatten(spec: SpecVersion) -> Iterator[FactRow]:
    """Yield the rows of ``spec`` in depth-first spec order."""
    root = spec.root.root
    yield from _element_rows(spec, root, "root", f"/{root.name}", root.cardinality.value)


def _element_rows(
    spec: SpecVersion, element: SpecElement, spec_file: str, path: str, required: str
) -> Iterator[FactRow]:
    if element.ref is not None:
        yield FactRow(path, "ref", "", "", required, "", "")
        return
    yield FactRow(
        path,
        "element",
        element.type or "",
        element.default or "",
        required,
        element.min or "",
        element.max or "",
    )
    for attribute in element.attributes:
        yield FactRow(
            f"{path}/@{attribute.name}",
            "attribute",
            attribute.type,
            attribute.default,
            attribute.required,
            "",
            "",
        )
    for child in element.children:
        if isinstance(child, SpecElement) and child.copy_data:
            yield FactRow(f"{path}/*", "copy_data", "", "", child.cardinality.value, "", "")
    for resolved in spec.resolve_children(element, spec_file):
        yield from _element_rows(
            spec,
            resolved.element,
            resolved.spec_file,
            f"{path}/{resolved.element.name}",
            resolved.cardinality.value,
        )
