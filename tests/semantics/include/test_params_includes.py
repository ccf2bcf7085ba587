"""An ``<include>`` that parameter passing puts into an included model is expanded like any other.

It goes through the same resolvers, ``allowed_roots`` and limits: allowed, its
model takes its place; refused, it is an error at the entry that added it, and
nothing outside the allowed folders is read or written as a reference.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import sdformat_semantics
from tests.helpers import codes, hermetic, write

ROBOT = """<sdf version="1.10"><model name="robot">
  <link name="base"/>
  <model name="arm"><link name="a"/></model>
</model></sdf>"""

EXTRA = '<sdf version="1.10"><model name="extra"><link name="e"/></model></sdf>'

PLACES = {
    "added to the model": (
        '<include element_id="" name="added" action="add">{include}</include>',
        "robot::added::e",
    ),
    "added to a nested model": (
        '<include element_id="arm" name="added" action="add">{include}</include>',
        "robot::arm::added::e",
    ),
    "inside an added model": (
        '<model element_id="" name="box" action="add"><link name="b"/>'
        "<include>{include}</include></model>",
        "robot::box::added::e",
    ),
    "inside a replacing model": (
        '<model element_id="arm" name="arm" action="replace"><link name="a"/>'
        "<include>{include}</include></model>",
        "robot::arm::added::e",
    ),
    "added to a nested model's children": (
        '<model element_id="arm"><include name="added" action="add">{include}</include></model>',
        "robot::arm::added::e",
    ),
}
"""Where an entry can put an include: the entry, and the scoped name of the included link."""


def _load(folder: Path, entry: str, uri: str) -> sdformat_semantics.Document:
    inside = folder / "in"
    write(inside, "robot.sdf", ROBOT)
    write(inside, "extra.sdf", EXTRA)
    params = entry.format(include=f"<uri>{uri}</uri><name>added</name>")
    world = f"""<sdf version="1.10"><world name="w">
  <include><uri>robot.sdf</uri><experimental:params>{params}</experimental:params></include>
</world></sdf>"""
    path = write(inside, "world.sdf", world)
    return sdformat_semantics.load(path, config=hermetic(allowed_roots=(inside,)))


@pytest.mark.parametrize("place", sorted(PLACES))
def test_an_added_include_inside_the_allowed_folders_is_expanded(
    tmp_path: Path, place: str
) -> None:
    entry, scoped = PLACES[place]
    document = _load(tmp_path, entry, "extra.sdf")
    assert document.valid, [str(p) for p in document.problems]
    assert document.pose(scoped) is not None
    assert "extra.sdf" in [record.uri for record in document.includes]
    written = document.to_xml()
    assert "<include" not in written and "extra.sdf" not in written


@pytest.mark.parametrize("place", sorted(PLACES))
def test_an_added_include_outside_the_allowed_folders_is_an_error(
    tmp_path: Path, place: str
) -> None:
    entry, scoped = PLACES[place]
    secret = write(tmp_path / "out", "secret.sdf", EXTRA)
    document = _load(tmp_path, entry, str(secret))
    assert codes(document) == ["URI_LOOKUP"], [str(p) for p in document.problems]
    error = document.errors[0]
    assert error.file is not None and Path(error.file).name == "world.sdf"
    assert error.line == 2  # the line of the entry that added it
    assert scoped not in document.frame_graphs().vertices
    assert all(record.path is None for record in document.includes if record.uri == str(secret))
