"""``<include>`` written directly in ``<sdf>``: the file's top-level model, as upstream expands it.

The spec has no include there, but libsdformat's reader expands any
``<include>`` it meets, so a model file made of one include is a model
file: the included model with the include's overrides (name, pose, static,
placement frame, plugins). A file still holds one top-level entity.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from sdformat_semantics import Pose, load
from tests.conftest import DATA
from tests.helpers import codes, hermetic, write

TOP = DATA / "include" / "top_level"
ARM = TOP / "arm" / "model.sdf"
VERSIONS = ("1.7", "1.8", "1.9", "1.10", "1.11", "1.12")


def test_a_file_of_one_include_is_the_included_model_with_every_override() -> None:
    document = load(TOP / "placed_arm.sdf", config=hermetic(TOP))
    assert document.valid and not document.problems, [str(p) for p in document.problems]
    model = document.model
    assert model is not None and model.name == "left_arm" and model.static is True
    assert [p.name for p in model.plugins] == ["own", "extra"]
    # The placement frame 'tip' (0 0 1.5 in the model) is put at the include's pose.
    tip = document.pose("tip", "__root__")
    expected = Pose.from_rpy(1, 2, 0, 0, 0, math.pi / 2)
    assert tip.isclose(expected, 1e-9), tip
    [record] = document.includes
    assert record.uri == "arm" and record.scope == "left_arm"


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    ("overrides", "name", "x"),
    [
        ("", "arm", 0.0),
        ("<name>other</name>", "other", 0.0),
        ("<pose>3 0 0 0 0 0</pose>", "arm", 3.0),
    ],
)
def test_every_version_expands_a_top_level_include(
    tmp_path: Path, version: str, overrides: str, name: str, x: float
) -> None:
    main = write(
        tmp_path,
        "main.sdf",
        f'<sdf version="{version}"><include><uri>{ARM}</uri>{overrides}</include></sdf>',
    )
    document = load(main, config=hermetic())
    assert document.valid and not document.problems, [str(p) for p in document.problems]
    top = document.model
    assert top is not None and top.name == name
    assert document.pose("tool", "__root__").isclose(Pose.from_rpy(x, 0, 1, 0, 0, 0), 1e-12)
    written = document.to_xml()
    assert "<include>" not in written and f'<model name="{name}">' in written
    assert "<include>" in document.to_xml(expand_includes=False)


@pytest.mark.parametrize(
    "beside",
    [
        f"<include><uri>{ARM}</uri><name>second</name></include>",
        '<model name="own"><link name="l"/></model>',
        '<world name="w"/>',
    ],
    ids=["another include", "a model", "a world"],
)
def test_a_top_level_include_beside_another_entity_is_an_error(tmp_path: Path, beside: str) -> None:
    for body in (
        f"<include><uri>{ARM}</uri></include>{beside}",
        f"{beside}<include><uri>{ARM}</uri></include>",
    ):
        main = write(tmp_path, "main.sdf", f'<sdf version="1.10">{body}</sdf>')
        document = load(main, config=hermetic())
        assert "ELEMENT_INCORRECT_TYPE" in codes(document), [str(p) for p in document.problems]
        assert not document.valid


def test_a_top_level_include_that_does_not_resolve_is_a_uri_lookup_error(tmp_path: Path) -> None:
    main = write(
        tmp_path, "main.sdf", '<sdf version="1.10"><include><uri>nowhere</uri></include></sdf>'
    )
    assert codes(load(main, config=hermetic())) == ["URI_LOOKUP"]


def test_a_top_level_merge_include_is_refused(tmp_path: Path) -> None:
    main = write(
        tmp_path,
        "main.sdf",
        f'<sdf version="1.10"><include merge="true"><uri>{ARM}</uri></include></sdf>',
    )
    assert "MERGE_INCLUDE_UNSUPPORTED" in codes(load(main, config=hermetic()))
