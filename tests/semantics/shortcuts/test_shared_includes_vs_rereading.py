"""A file included many times read once against reading it at every include: nothing else changes.

A file included many times in one load is read once, and nothing else changes.

Each test loads a world twice: as it loads, and with the sharing turned off
(every include reads its file again, as before). The two documents must
agree on everything a user sees: the expanded XML, every frame's pose, every
problem with its file, line and element path, and the include records. The
worlds are generated: several files (plain, migrated from 1.7, URDF, with
problems, including another file twice themselves), included several times
each with their own overrides, parameters, merges and depths.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import sdformat_semantics.include.composer as composer_module
import sdformat_semantics.loading as loading_module
from sdformat_runtime.binding import Element
from sdformat_semantics import Document, ParserConfig, load
from sdformat_semantics.converting import XacroRecord
from sdformat_semantics.include.records import ReadOutcome
from sdformat_semantics.include.shared import SharedReads, duplicate
from tests.helpers import hermetic, write

PART = """<sdf version="1.10"><model name="part">
  <link name="p"><pose>0 0 0.1 0 0 0</pose>
    <visual name="v"><geometry><sphere><radius>0.1</radius></sphere></geometry></visual>
  </link>
</model></sdf>"""

FILES = {
    "plain.sdf": """<sdf version="1.10"><model name="robot">
  <link name="base"><pose>0 0 0.5 0 0 0</pose>
    <visual name="body"><geometry><box><size>1 1 1</size></box></geometry></visual>
  </link>
  <link name="arm"><pose relative_to="base">0 0 1 0 0.3 0</pose></link>
  <joint name="j" type="revolute"><parent>base</parent><child>arm</child>
    <axis><xyz>0 1 0</xyz><limit><lower>-1</lower><upper>1</upper></limit></axis></joint>
  <frame name="tip" attached_to="arm"><pose>0 0 0.2 0 0 0</pose></frame>
  <plugin name="p" filename="libp.so"><gain>2</gain><ns:extra xmlns:ns="urn:x">1</ns:extra></plugin>
</model></sdf>""",
    "old.sdf": """<sdf version="1.7"><model name="robot">
  <link name="base"/>
  <link name="arm::hand"><pose>1 0 0 0 0 0</pose></link>
  <joint name="j" type="fixed"><parent>base</parent><child>arm::hand</child></joint>
</model></sdf>""",
    "robot.urdf": """<robot name="robot">
  <link name="base"><inertial><mass value="1"/>
    <inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial></link>
  <link name="arm"><inertial><mass value="1"/>
    <inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial></link>
  <joint name="j" type="revolute"><parent link="base"/><child link="arm"/>
    <origin xyz="0 0 1"/><limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
</robot>""",
    "faulty.sdf": """<sdf version="1.10"><model name="robot">
  <link name="base"><unknown_thing/>
    <inertial><mass>-1</mass></inertial></link>
  <link name="base"/>
  <frame name="f" attached_to="nowhere"/>
</model></sdf>""",
    "assembly.sdf": """<sdf version="1.10"><model name="robot">
  <link name="base"/>
  <include><uri>part.sdf</uri><name>left</name><pose>0 1 0 0 0 0</pose></include>
  <include><uri>part.sdf</uri><name>right</name><pose>0 -1 0 0 0 0</pose></include>
  <include merge="true"><uri>part.sdf</uri><pose>1 0 0 0 0 0</pose></include>
</model></sdf>""",
}

LINK_OF = {"plain.sdf": "base", "old.sdf": "base", "robot.urdf": "base"}
"""A link each file's model has, for the parameters that edit it."""


def _decorations(rng: random.Random, file: str, index: int) -> str:
    """The child elements and attributes of one include, drawn at random."""
    parts = [f"<uri>{file}</uri>"]
    if rng.random() < 0.9:  # else the file's own name, which may then be taken twice
        parts.append(f"<name>copy_{index}</name>")
    if rng.random() < 0.7:
        pose = " ".join(str(rng.choice([0, 0.5, -1, 2])) for _ in range(6))
        parts.append(f"<pose>{pose}</pose>")
        if rng.random() < 0.3:
            parts.append("<placement_frame>base</placement_frame>")
    if rng.random() < 0.3:
        parts.append(f"<static>{rng.choice(['true', 'false'])}</static>")
    link = LINK_OF.get(file)
    if link is not None and rng.random() < 0.4:
        parts.append(
            "<experimental:params>"
            f'<sensor element_id="{link}" name="s{index}" type="imu" action="add"/>'
            "</experimental:params>"
        )
    return "".join(parts)


def _world(rng: random.Random) -> str:
    """A world including some of ``FILES`` several times each, at two depths, some merged."""
    world_includes: list[str] = []
    model_includes: list[str] = []
    for index in range(rng.randint(3, 6)):
        file = rng.choice(sorted(FILES))
        decorated = _decorations(rng, file, index)
        inside_model = rng.random() < 0.4
        merge = ' merge="true"' if inside_model and rng.random() < 0.3 else ""
        if merge:
            decorated = decorated.replace(f"<name>copy_{index}</name>", "")
        text = f"<include{merge}>{decorated}</include>"
        (model_includes if inside_model else world_includes).append(text)
    holder = (
        '<model name="holder"><pose>0 0 3 0 0 0</pose><link name="root_link"/>'
        + "".join(model_includes)
        + "</model>"
    )
    return (
        '<sdf version="1.10"><world name="w">' + "".join(world_includes) + holder + "</world></sdf>"
    )


def _summary(document: Document) -> dict[str, Any]:
    """What a user sees of a document: its XML, poses, problems and include records."""
    poses: dict[str, list[float]] = {}
    if document.root is not None:
        for world in document.worlds:
            found = document.poses(world=world.name)
            poses.update({f"{world.name}/{k}": np.round(v, 12).tolist() for k, v in found.items()})
    return {
        "xml": document.root.to_string() if document.root is not None else None,
        "poses": poses,
        "problems": [
            (p.code, p.severity, p.message, p.file, p.line, p.column, p.path)
            for p in document.problems
        ],
        "includes": [
            (
                r.uri,
                r.path,
                r.scope,
                r.merged,
                r.note,
                None if r.placed is None else r.placed.to_string(),
            )
            for r in document.includes
        ],
    }


def _unshared(read: Any) -> Any:
    return read  # every include reads its file again, as before sharing


def _both(path: Path, config: ParserConfig, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any]:
    shared = _summary(load(path, config=config))
    with monkeypatch.context() as patched:
        patched.setattr(composer_module, "SharedReads", _unshared)
        alone = _summary(load(path, config=config))
    return shared, alone


def _write_files(folder: Path) -> None:
    write(folder, "part.sdf", PART)
    for name, text in FILES.items():
        write(folder, name, text)


@pytest.mark.parametrize("seed", range(24))
def test_repeated_includes_load_as_if_each_read_its_file(
    tmp_path: Path, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write_files(tmp_path)
    main = write(tmp_path, "world.sdf", _world(random.Random(seed)))
    shared, alone = _both(main, hermetic(tmp_path), monkeypatch)
    assert shared == alone


@pytest.mark.parametrize("limit", [1_000, 200, 120, 90, 60, 40])
def test_limits_stop_repeated_includes_where_they_did(
    tmp_path: Path, limit: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``max_elements`` counts every inclusion: a shared file is refused at the same one."""
    _write_files(tmp_path)
    includes = "".join(
        f"<include><uri>{f}</uri><name>c{i}</name></include>"
        for i, f in enumerate(["plain.sdf", "assembly.sdf"] * 4)
    )
    main = write(
        tmp_path, "world.sdf", f'<sdf version="1.10"><world name="w">{includes}</world></sdf>'
    )
    for config in (
        hermetic(tmp_path, max_elements=limit),
        hermetic(tmp_path, max_total_bytes=limit * 12),
        hermetic(tmp_path, max_includes=limit // 20),
    ):
        shared, alone = _both(main, config, monkeypatch)
        assert shared == alone


def _count_reads(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """How often each file is opened and parsed by the loader, by name."""
    counts: dict[str, int] = {}
    real_read = loading_module.read_limited  # type: ignore[attr-defined]
    real_parse = loading_module.parse_tolerant

    def read_limited(path: Any, *args: Any) -> Any:
        counts[f"open {Path(path).name}"] = counts.get(f"open {Path(path).name}", 0) + 1
        return real_read(path, *args)

    def parse(facts: Any, file: str | None, *args: Any) -> Any:
        name = f"parse {Path(file).name if file else '<text>'}"
        counts[name] = counts.get(name, 0) + 1
        return real_parse(facts, file, *args)

    monkeypatch.setattr(loading_module, "read_limited", read_limited)
    monkeypatch.setattr(loading_module, "parse_tolerant", parse)
    return counts


@pytest.mark.parametrize("file", sorted(FILES))
@pytest.mark.parametrize("times", [2, 7])
def test_each_file_is_opened_and_parsed_once_per_load(
    tmp_path: Path, file: str, times: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write_files(tmp_path)
    includes = "".join(
        f"<include><uri>{file}</uri><name>c{i}</name></include>" for i in range(times)
    )
    main = write(
        tmp_path, "world.sdf", f'<sdf version="1.10"><world name="w">{includes}</world></sdf>'
    )
    counts = _count_reads(monkeypatch)
    document = load(main, config=hermetic(tmp_path))
    assert len([r for r in document.includes if r.path is not None]) >= times
    expected = {f"open {file}": 1, f"parse {file}": 1}
    if file == "assembly.sdf":  # includes part.sdf three times itself
        expected |= {"open part.sdf": 1, "parse part.sdf": 1}
    assert {k: v for k, v in counts.items() if "world.sdf" not in k} == expected


def _elements(obj: object) -> Iterator[Element]:
    if isinstance(obj, Element):
        yield obj
        for name in type(obj).__attrs_attrs__:
            yield from _elements(getattr(obj, name.name))
    elif isinstance(obj, list):
        for item in obj:
            yield from _elements(item)


@pytest.mark.parametrize("seed", range(6))
def test_every_include_has_objects_of_its_own(
    tmp_path: Path, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No object appears twice in a document: queries find objects, programs change them."""
    _write_files(tmp_path)
    main = write(tmp_path, "world.sdf", _world(random.Random(seed)))
    document = load(main, config=hermetic(tmp_path))
    assert document.root is not None
    objects = list(_elements(document.root))
    assert len({id(o) for o in objects}) == len(objects)
    lists = [
        id(value)
        for o in objects
        for a in type(o).__attrs_attrs__
        if isinstance(value := getattr(o, a.name), list) and value
    ]
    assert len(set(lists)) == len(lists)
    extras = [id(o.xml_extras) for o in objects]
    assert len(set(extras)) == len(extras)


def test_changing_one_included_robot_leaves_the_others(tmp_path: Path) -> None:
    _write_files(tmp_path)
    includes = "".join(
        f"<include><uri>plain.sdf</uri><name>r{i}</name><pose>{i} 0 0 0 0 0</pose></include>"
        for i in range(3)
    )
    main = write(
        tmp_path, "world.sdf", f'<sdf version="1.10"><world name="w">{includes}</world></sdf>'
    )
    document = load(main, config=hermetic(tmp_path))
    first, second, _ = document.worlds[0].models  # any version's Model: fields by name
    assert isinstance(first, Element) and isinstance(second, Element)
    first_model: Any = first
    second_model: Any = second
    first_model.links[0].name = "renamed"
    first_model.plugins[0].content[0].text = "3"
    first_model.links[0].xml_extras.attributes["{urn:x}note"] = "mine"
    assert second_model.links[0].name == "base"
    assert second_model.plugins[0].content[0].text == "2"
    assert second_model.links[0].xml_extras.kept_attributes() == {}
    poses = [document.pose_of(model.links[1]) for model in document.worlds[0].models]
    assert [round(float(p.position[0]), 9) for p in poses] == [0.0, 1.0, 2.0]


def test_duplicate_is_equal_and_independent(tmp_path: Path) -> None:
    _write_files(tmp_path)
    for name in FILES:
        document = load(tmp_path / name, config=hermetic(tmp_path))
        assert document.source_root is not None
        copy = duplicate(document.source_root)
        assert copy == document.source_root and type(copy) is type(document.source_root)
        assert copy.to_string() == document.source_root.to_string()
        originals = {id(o) for o in _elements(document.source_root)}
        assert not originals & {id(o) for o in _elements(copy)}


def test_a_file_that_changes_is_read_again(tmp_path: Path) -> None:
    """What identifies a file: real path, device, inode, size, modification time, depth."""
    path = write(tmp_path, "part.sdf", PART)
    calls: list[tuple[Path, int]] = []

    def reader(file: Path, depth: int, left: int) -> ReadOutcome:
        calls.append((file, depth))
        xacro = XacroRecord({})
        return loading_module._include_reader(ParserConfig(), "1.10", xacro)(file, depth, left)

    shared = SharedReads(reader)
    first = shared(path, 1, 1_000)
    again = shared(tmp_path / "." / "part.sdf", 1, 1_000)  # the same file by another name
    assert len(calls) == 1 and again.root == first.root and again.root is not first.root
    shared(path, 2, 1_000)  # another depth: limits differ
    assert len(calls) == 2
    path.write_text(PART.replace("0.1", "0.25"), encoding="utf-8")
    changed = shared(path, 1, 1_000)
    assert len(calls) == 3 and changed.root != first.root
    refused = shared(path, 1, 3)  # fewer elements left than the file has: as the reader says
    assert refused.root is None and refused.elements == refused.bound > 3
