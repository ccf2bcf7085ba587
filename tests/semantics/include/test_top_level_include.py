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


ENTITIES = {
    "model": '<model name="{name}"><pose>0 0 1 0 0 0</pose><link name="l"/></model>',
    "light": '<light name="{name}" type="point"><pose>0 0 1 0 0 0</pose></light>',
    "actor": '<actor name="{name}"><pose>0 0 1 0 0 0</pose><skin><filename>a.dae</filename></skin></actor>',
}


def _top_level(document_root: object, kind: str) -> object:
    """The document's top-level ``kind``: the one object (1.8 on) or the only one in its list."""
    found = getattr(document_root, kind, None)
    if found is None:
        listed = getattr(document_root, f"{kind}s", None) or []
        assert len(listed) == 1, listed
        found = listed[0]
    return found


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("kind", sorted(ENTITIES))
@pytest.mark.parametrize(
    ("overrides", "name", "z"),
    [
        ("", "inner", 1.0),
        ("<name>renamed</name>", "renamed", 1.0),
        ("<pose>0 0 5 0 0 0</pose>", "inner", 5.0),
    ],
    ids=["as written", "renamed", "posed"],
)
def test_a_top_level_include_places_a_model_light_or_actor_as_upstream_does(
    tmp_path: Path, version: str, kind: str, overrides: str, name: str, z: float
) -> None:
    entity = ENTITIES[kind].format(name="inner")
    write(tmp_path, "entity.sdf", f'<sdf version="{version}">{entity}</sdf>')
    main = write(
        tmp_path,
        "main.sdf",
        f'<sdf version="{version}"><include><uri>entity.sdf</uri>{overrides}</include></sdf>',
    )
    document = load(main, config=hermetic())
    assert document.valid, [str(p) for p in document.problems]
    assert document.root is not None
    placed = _top_level(document.root, kind)
    assert placed.name == name  # type: ignore[attr-defined]
    assert placed.pose.value[2] == pytest.approx(z)  # type: ignore[attr-defined]
    written = document.to_xml()
    assert "<include>" not in written and f'<{kind} name="{name}"' in written
    again = load(written, config=hermetic())
    assert again.valid and _top_level(again.root, kind).name == name  # type: ignore[attr-defined]


@pytest.mark.parametrize("kind", sorted(ENTITIES))
@pytest.mark.parametrize("beside", sorted(ENTITIES))
def test_an_included_light_or_actor_beside_another_top_level_entity_is_an_error(
    tmp_path: Path, kind: str, beside: str
) -> None:
    write(
        tmp_path, "entity.sdf", f'<sdf version="1.10">{ENTITIES[kind].format(name="inner")}</sdf>'
    )
    own = ENTITIES[beside].format(name="own")
    for body in (
        f"<include><uri>entity.sdf</uri></include>{own}",
        f"{own}<include><uri>entity.sdf</uri></include>",
    ):
        main = write(tmp_path, "main.sdf", f'<sdf version="1.10">{body}</sdf>')
        document = load(main, config=hermetic())
        assert "ELEMENT_INCORRECT_TYPE" in codes(document), [str(p) for p in document.problems]


def _chain(folder: Path, kind: str, links: int) -> str:
    """Files ``hop1.sdf`` ... each a lone top-level include of the next; the last holds ``kind``.

    Each hop renames and poses what it includes (hop ``i`` names it ``name{i}``
    and puts it at ``z = i``); returns the name of the first file.
    """
    write(folder, "entity.sdf", f'<sdf version="1.10">{ENTITIES[kind].format(name="inner")}</sdf>')
    target = "entity.sdf"
    for hop in range(links, 0, -1):
        include = f"<include><uri>{target}</uri><name>name{hop}</name><pose>0 0 {hop} 0 0 0</pose></include>"
        write(folder, f"hop{hop}.sdf", f'<sdf version="1.10">{include}</sdf>')
        target = f"hop{hop}.sdf"
    return target


@pytest.mark.parametrize("links", [1, 2, 3])
@pytest.mark.parametrize("kind", sorted(ENTITIES))
@pytest.mark.parametrize("place", ["document", "world", "model"])
def test_including_a_file_of_one_top_level_include_includes_what_it_places(
    tmp_path: Path, kind: str, links: int, place: str
) -> None:
    first = _chain(tmp_path / "models", kind, links)
    include = (
        f"<include><uri>models/{first}</uri><name>outer</name><pose>0 0 9 0 0 0</pose></include>"
    )
    body = {
        "document": include,
        "world": f'<world name="w">{include}</world>',
        "model": f'<model name="holder"><link name="base"/>{include}</model>',
    }[place]
    main = write(tmp_path, "main.sdf", f'<sdf version="1.10">{body}</sdf>')
    document = load(main, config=hermetic())
    if place == "model" and kind != "model":  # a model includes only models
        assert "ELEMENT_INCORRECT_TYPE" in codes(document)
        return
    assert document.valid, [str(p) for p in document.problems]
    assert document.root is not None
    owner: object = document.root
    if place != "document":
        owner = document.worlds[0] if place == "world" else document.model
    placed = _top_level(owner, kind)
    assert placed.name == "outer"  # type: ignore[attr-defined]
    assert placed.pose.value[2] == pytest.approx(9.0)  # type: ignore[attr-defined]
    assert "<include>" not in document.to_xml()


def test_a_file_whose_lone_top_level_include_includes_itself_is_a_cycle(tmp_path: Path) -> None:
    write(tmp_path, "b.sdf", '<sdf version="1.10"><include><uri>a.sdf</uri></include></sdf>')
    main = write(tmp_path, "a.sdf", '<sdf version="1.10"><include><uri>b.sdf</uri></include></sdf>')
    assert "INCLUDE_CYCLE" in codes(load(main, config=hermetic()))
