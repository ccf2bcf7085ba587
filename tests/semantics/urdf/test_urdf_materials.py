"""URDF materials as urdfdom takes them: a top-level name twice is refused, an undefined one warned.

urdfdom (3.0.1, which libsdformat 12 reads URDF with) refuses a robot whose
top-level ``<material>`` elements repeat a name (a missing name counting as
the empty one); a visual naming a material defined nowhere, with no colour or
texture of its own, it reads with a warning (refused before urdfdom 1.0.4).
"""

from __future__ import annotations

import itertools

import pytest

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode, Severity

LINK = (
    '<link name="{name}"><inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" '
    'iyz="0" izz="1"/></inertial><visual><geometry><box size="1 1 1"/></geometry>{material}'
    "</visual></link>"
)
CONTENTS = {
    "colour": '<color rgba="1 0 0 1"/>',
    "texture": '<texture filename="t.png"/>',
    "both": '<color rgba="0 1 0 1"/><texture filename="t.png"/>',
    "nothing": "",
}


def _material(name: str | None, content: str) -> str:
    named = "" if name is None else f' name="{name}"'
    return f"<material{named}>{content}</material>"


def _robot(*lines: str) -> str:
    return '<robot name="r">\n' + "\n".join(lines) + "\n</robot>"


@pytest.mark.parametrize(
    ("name", "first", "second", "between"),
    list(itertools.product(["red", None, "a b"], CONTENTS, CONTENTS, [False, True])),
)
def test_a_top_level_material_name_given_twice_is_refused(
    name: str | None, first: str, second: str, between: bool
) -> None:
    link = LINK.format(name="base", material="")
    lines = [_material(name, CONTENTS[first]), _material(name, CONTENTS[second])]
    lines.insert(1 if between else 2, link)
    document = sdformat_semantics.load(_robot(*lines))
    (error,) = document.errors
    assert error.code is ErrorCode.URDF_INVALID
    assert error.line == (4 if between else 3)
    assert error.path.startswith('/robot[@name="r"]/material') and error.path.endswith("/@name")


def test_distinct_names_and_a_visual_redefining_one_are_read() -> None:
    text = _robot(
        _material("red", CONTENTS["colour"]),
        _material("green", CONTENTS["colour"]),
        LINK.format(name="base", material=_material("red", '<color rgba="0 0 1 1"/>')),
    )
    document = sdformat_semantics.load(text)
    assert document.valid and not document.warnings


@pytest.mark.parametrize("defined", ["nowhere", "top-level, empty"])
def test_a_visual_naming_an_undefined_material_is_read_with_a_warning(defined: str) -> None:
    top = [_material("blue", "")] if defined != "nowhere" else []
    text = _robot(*top, LINK.format(name="base", material=_material("blue", "")))
    document = sdformat_semantics.load(text)
    assert document.valid
    warnings = [w for w in document.warnings if "'blue'" in w.message]
    assert warnings and all(w.severity is Severity.WARNING for w in warnings)
    assert warnings[-1].code is ErrorCode.URDF_ELEMENT_NOT_CONVERTED
    assert warnings[-1].path.endswith('/visual/material[@name="blue"]')
    (visual,) = document.model.links[0].visuals  # type: ignore[union-attr]
    assert visual.material is None
