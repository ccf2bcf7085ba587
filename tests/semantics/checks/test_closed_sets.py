"""Closed sets of values (``choices`` in the spec), checked wherever they occur in every version.

For every element or attribute path with a closed set (joint, sensor, light,
noise, lens, particle emitter and shader types, camera pixel formats, surface
model, world frame orientation, force-torque frame and direction, rotation
format), every allowed value loads without a problem about it, and a value
outside the set is an error at that place. The sets are those libsdformat
12.3 accepts (observed with ``tests/reference/check_verdict.cc``).
"""

from __future__ import annotations

import re

import pytest

import sdformat_semantics
from sdformat_semantics.cli.spec_tree import spec_tree
from sdformat_semantics.versions import LOAD_VERSIONS
from tests.semantics.checks.test_required import _document, _walk


def _cases() -> list[tuple[str, str, str, str, tuple[str, ...]]]:
    """(version, element path, 'attribute' or 'element', name, choices), one per class and field."""
    found = []
    for version in LOAD_VERSIONS:
        tree = spec_tree(version)
        seen: set[tuple[str, str]] = set()
        for entry, cls in _walk(tree):
            if "/state" in entry.path:
                continue
            for attribute in entry.attributes:
                key = (cls.__name__, "@" + attribute["name"])
                if "choices" in attribute and key not in seen:
                    seen.add(key)
                    choices = tuple(attribute["choices"])
                    found.append((version, entry.path, "attribute", attribute["name"], choices))
            for child in tree.children(entry):
                key = (cls.__name__, child.name)
                if "choices" in child.data and key not in seen:
                    seen.add(key)
                    choices = tuple(child.data["choices"])
                    found.append((version, entry.path, "element", child.name, choices))
    return found


CASES = _cases()


def test_the_closed_sets_the_reference_enforces_are_there() -> None:
    names = {name for _, _, _, name, _ in CASES}
    assert {"format", "surface_model", "world_frame_orientation", "measure_direction"} <= names
    formats = next(c for _, p, _, n, c in CASES if n == "format" and p.endswith("/image"))
    assert "R8G8B8" in formats and "R16G16B16" not in formats
    sensor = {v: c for v, p, _, n, c in CASES if n == "type" and p.endswith("/sensor")}
    assert "air_speed" in sensor["1.10"] and "air_speed" not in sensor["1.8"]


def _with_value(version: str, path: str, kind: str, name: str, value: str) -> str:
    text = _document(version, path)
    last = path.rsplit("/", 1)[1]
    if kind == "element":
        return text.replace(f"</{last}>", f"<{name}>{value}</{name}></{last}>", 1)
    if f' {name}="' in text:  # a required attribute _document already wrote
        return re.sub(rf'(<{last}\b[^>]*?) {name}="[^"]*"', rf'\1 {name}="{value}"', text, count=1)
    return text.replace(f"<{last}", f'<{last} {name}="{value}"', 1)


def _about(document: sdformat_semantics.Document, kind: str, name: str) -> list[str]:
    what = f"attribute '{name}'" if kind == "attribute" else f"<{name}>"
    return [str(p) for p in document.errors if "not one of" in p.message and what in p.message]


@pytest.mark.parametrize(("version", "path", "kind", "name", "choices"), CASES)
def test_allowed_values_pass_and_others_fail(
    version: str, path: str, kind: str, name: str, choices: tuple[str, ...]
) -> None:
    for value in choices:
        loaded = sdformat_semantics.load(
            _with_value(version, path, kind, name, value), version=version
        )
        assert not _about(loaded, kind, name), value
    wrong = sdformat_semantics.load(
        _with_value(version, path, kind, name, choices[0].swapcase() + "_X"), version=version
    )
    assert len(_about(wrong, kind, name)) == 1, [str(p) for p in wrong.problems]


def test_a_camera_pixel_format_outside_the_set() -> None:
    document = sdformat_semantics.load(
        """<sdf version="1.9"><model name="m"><link name="l">
        <sensor name="c" type="camera"><camera><image><format>R16G16B16</format></image></camera>
        </sensor></link></model></sdf>"""
    )
    [error] = document.errors
    assert error.code.value == "PARAMETER_ERROR" and error.line == 2
    assert "<format> is 'R16G16B16', not one of: L8, L16" in error.message
