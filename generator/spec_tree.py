"""The spec of one version as JSON data, for ``sdformat describe`` at run time.

``spec/`` is not installed with the packages, so each generated package carries
``spec_tree.json``: every spec file's root element with its attributes, bounds,
descriptions and children, in spec order. Includes and ``ref`` stay names of
spec files, as in the IR, so the data is about as large as the spec itself and
holds no cycle (a model inside a model is a ``ref`` to ``model``).
"""

from __future__ import annotations

import json
from typing import Any

from generator.model import SpecAttribute, SpecElement, SpecInclude, SpecVersion

FORMAT = 1
"""Version of the data layout; the reader refuses layouts it does not know."""


def spec_tree_data(spec: SpecVersion) -> dict[str, Any]:
    """The spec of ``spec`` as plain data: ``{"files": {stem: element}, ...}``.

    An element is a dict with ``name``, ``description`` and ``required`` (the
    spec's text: ``0``, ``1``, ``*``, ``+`` or ``-1``), plus ``attributes``,
    ``children``, ``type``, ``default``, ``min``, ``max``, ``choices``, ``ref``
    and ``any_content`` when they apply (absent rather than empty). A child is an element or an
    include: ``{"include": stem, "required": ...}`` with ``description`` when
    the include site overrides it.
    """
    return {
        "about": f"Generated from {spec.directory}/ by make generate. Do not edit.",
        "format": FORMAT,
        "version": spec.version,
        "root": spec.root.stem,
        "files": {stem: _element(spec_file.root) for stem, spec_file in spec.files.items()},
    }


def render_spec_tree(spec: SpecVersion) -> str:
    """``spec_tree_data`` as JSON text: sorted keys, one-space indent, trailing newline."""
    text = json.dumps(spec_tree_data(spec), indent=1, sort_keys=True, ensure_ascii=False)
    return text + "\n"


def _element(element: SpecElement) -> dict[str, Any]:
    data: dict[str, Any] = {
        "name": element.name,
        "description": element.description,
        "required": element.cardinality.value,
    }
    children = [
        _child(c) for c in element.children if isinstance(c, SpecInclude) or not c.copy_data
    ]
    optional = {
        "attributes": [_attribute(a) for a in element.attributes] or None,
        "children": children or None,
        "type": element.type,
        "default": element.default,
        "min": element.min,
        "max": element.max,
        "ref": element.ref,
    }
    data.update({key: value for key, value in optional.items() if value is not None})
    if element.choices:
        data["choices"] = list(element.choices)
    if element.holds_any_content:
        data["any_content"] = True
    return data


def _attribute(attribute: SpecAttribute) -> dict[str, Any]:
    data: dict[str, Any] = {
        "name": attribute.name,
        "type": attribute.type,
        "default": attribute.default,
        "required": attribute.required,
        "description": attribute.description,
    }
    if attribute.choices:
        data["choices"] = list(attribute.choices)
    return data


def _child(child: SpecElement | SpecInclude) -> dict[str, Any]:
    if isinstance(child, SpecElement):
        return _element(child)
    data: dict[str, Any] = {"include": child.stem, "required": child.cardinality.value}
    if child.description is not None:
        data["description"] = child.description
    return data
