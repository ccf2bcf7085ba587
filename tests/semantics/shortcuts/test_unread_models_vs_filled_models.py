"""Models read for the frame graphs from their XML against the same models filled first.

A lazy model is not filled by the graph builder: its name, ``static``,
``canonical_link``, ``placement_frame`` and member lists are read from its
XML in one pass (``binding.unread_parts``), and the member objects made
there are the ones the model holds once something fills it (``lazy._adopt``).
Held here to the route that fills every model before the build and to the
eager reader, on a class of documents holding every problem a model's own
references can raise (canonical link, placement frame, the pose of a model,
static and nested models, no link at all), in every bound version; and a
clean load of a world is checked to fill no model, its graphs to hold the
objects a later fill gives the models.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import cast

import pytest

import sdformat_runtime.binding.element as element_module
import sdformat_semantics
from sdformat_runtime.binding import Element, unread_element, unread_parts
from sdformat_runtime.binding.lazy import fill
from sdformat_runtime.versions import version_key
from sdformat_semantics import ParserConfig
from sdformat_semantics.entities import all_models
from sdformat_semantics.frames import FrameGraphs, GraphBuilder
from sdformat_semantics.versions import LOAD_VERSIONS
from tests.semantics.shortcuts.test_unfilled_members_vs_filled_members import (
    _graphs,
    _problems,
)

LAZY = ParserConfig(lazy=True)
EAGER = ParserConfig(lazy=False)

CANONICAL = ("", "a", "inner::deep", "f", "nowhere", "__root__", "__model__", "inner")
"""A model's ``canonical_link``: none, a link, a nested link, a frame, nothing, reserved..."""

PLACEMENT = ("", "a", "f", "inner", "inner::deep", "nowhere", "__root__", "__model__")
"""A model's ``placement_frame`` (from 1.8)."""

MODEL_POSE = ("", "world", "other", "other::x", "nowhere", "m", "__model__")
"""``relative_to`` of the model's own pose, in the world."""

SHAPES = ("links", "static", "nested only", "static nested only", "empty", "static empty")
"""What the model holds: links and a nested model; only a (static) nested model; nothing."""


def _model(canonical: str, placement: str, pose_to: str, shape: str, version: str) -> str:
    attributes = f' canonical_link="{canonical}"' if canonical else ""
    if placement and version_key(version) >= (1, 8):
        attributes += f' placement_frame="{placement}"'
    pose_to = f' relative_to="{pose_to}"' if pose_to else ""
    static = "<static>true</static>" if shape.startswith("static") else ""
    inner_static = "<static>1</static>" if shape == "static nested only" else ""
    inner = f"""<model name="inner">{inner_static}<pose>0 0 1 0 0 0</pose>
    <link name="deep"/><frame name="g"/></model>"""
    members = {
        "links": f"""<link name="a"><pose>1 0 0 0 0 0</pose></link><!-- a comment -->
  <frame name="f" attached_to="a"/>{inner}
  <joint name="j" type="fixed"><parent>a</parent><child>inner::deep</child></joint>""",
        "static": '<link name="a"/><frame name="f"/>' + inner,
        "nested only": inner,
        "static nested only": inner,
        "empty": "",
        "static empty": "",
    }[shape]
    return f"""<model name="m"{attributes}>{static}<pose{pose_to}>0 2 0 0 0 0.5</pose>
  {members}
</model>"""


def _document(canonical: str, placement: str, pose_to: str, shape: str, version: str) -> bytes:
    model = _model(canonical, placement, pose_to, shape, version)
    return f"""<sdf version="{version}"><world name="w">
{model}
<model name="other"><pose>0 0 3 0 0 0</pose><link name="x"/></model>
</world></sdf>""".encode()


def _cases() -> Iterator[tuple[str, bytes]]:
    for version in LOAD_VERSIONS:
        for shape in SHAPES:
            yield f"{version} {shape}", _document("", "", "", shape, version)
        for canonical, shape in itertools.product(CANONICAL, ("links", "nested only")):
            name = f"{version} canonical={canonical or '-'} {shape}"
            yield name, _document(canonical, "", "", shape, version)
        if version_key(version) >= (1, 8):
            for placement in PLACEMENT:
                name = f"{version} placement={placement or '-'}"
                yield name, _document("", placement, "", "links", version)
        for pose_to in MODEL_POSE:
            name = f"{version} pose in {pose_to or '-'}"
            yield name, _document("", "", pose_to, "links", version)


CASES = dict(_cases())


def _models_filled_first(
    source: bytes, monkeypatch: pytest.MonkeyPatch
) -> sdformat_semantics.Document:
    """The route before the shortcut: every model filled before its graphs are built."""
    original = GraphBuilder.build

    def build(self: GraphBuilder) -> FrameGraphs:
        for _prefix, model in all_models(self.element):  # type: ignore[arg-type]
            fill(cast(Element, model))
        return original(self)

    with monkeypatch.context() as patch:
        patch.setattr(GraphBuilder, "build", build)
        return sdformat_semantics.load(source, config=LAZY)


@pytest.mark.parametrize("case", sorted(CASES))
def test_unread_models_give_what_filled_ones_give(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = CASES[case]
    unread = sdformat_semantics.load(data, config=LAZY)
    filled = _models_filled_first(data, monkeypatch)
    eager = sdformat_semantics.load(data, config=EAGER)
    assert _problems(unread) == _problems(filled) == _problems(eager)
    assert _graphs(unread) == _graphs(filled) == _graphs(eager)


def test_the_class_holds_each_problem_of_a_model() -> None:
    codes: dict[str, set[str]] = {
        case: {p[0] for p in _problems(sdformat_semantics.load(data, config=LAZY))}
        for case, data in CASES.items()
    }
    for version in LOAD_VERSIONS:
        assert not codes[f"{version} links"], version
        assert not codes[f"{version} static nested only"], version
        assert "MODEL_WITHOUT_LINK" in codes[f"{version} empty"]
        assert not codes[f"{version} static empty"]
        assert "MODEL_CANONICAL_LINK_INVALID" in codes[f"{version} canonical=nowhere links"]
        assert "ATTRIBUTE_INVALID" in codes[f"{version} canonical=__root__ links"]
        assert "POSE_RELATIVE_TO_INVALID" in codes[f"{version} pose in nowhere"]
        assert "POSE_RELATIVE_TO_CYCLE" in codes[f"{version} pose in m"]
        if version_key(version) >= (1, 8):
            assert "POSE_RELATIVE_TO_INVALID" in codes[f"{version} placement=nowhere"]
            assert "ATTRIBUTE_INVALID" in codes[f"{version} placement=__root__"]


@pytest.mark.parametrize("version", LOAD_VERSIONS)
def test_a_clean_world_fills_no_model_and_a_later_fill_keeps_the_graphs_objects(
    version: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    filled: list[str] = []
    original = element_module._fill

    def counting(obj: Element) -> None:
        filled.append(type(obj).__name__)
        original(obj)

    monkeypatch.setattr(element_module, "_fill", counting)
    document = sdformat_semantics.load(CASES[f"{version} links"], config=LAZY)
    graphs = document.frame_graphs()
    for name in graphs.vertices:
        document.pose(name)
    assert document.valid
    assert "Model" not in filled, filled
    models = [v.element for v in graphs.vertices.values() if v.kind.value == "model"]
    assert models and all(unread_element(model) is not None for model in models)
    # Asked again (the builder of another graph would), the same member objects.
    again = unread_parts(models[0], ("name",), ("links", "joints", "frames", "models", "includes"))
    assert again is not None
    held_by_graphs = {id(v.element) for v in graphs.vertices.values()}
    for model in models:
        fill(cast(Element, model))
        members = [*model.links, *model.joints, *model.frames, *model.models]  # type: ignore[attr-defined]
        assert members and all(id(member) in held_by_graphs for member in members)
        for member in members:
            assert graphs.by_element[id(member)] in graphs.vertices
    # The same objects (the lists are the fill's: the read keeps their members weakly).
    links = models[0].links  # type: ignore[attr-defined]
    assert len(again[2][0]) == len(links)
    assert all(given is held for given, held in zip(again[2][0], links, strict=True))


STATED = b"""<sdf version="1.12"><world name="w">
<model name="m"><link name="a"/><link name="b"/>
  <joint name="j" type="revolute"><parent>a</parent><child>b</child><axis><xyz>0 0 1</xyz></axis>
  </joint>
  <model_state name="m"><joint_state name="j"><axis_state><position>0.5</position></axis_state>
  </joint_state></model_state></model>
<model name="other"><link name="x"/></model>
<model name="third"><link name="y"/></model>
<state world_name="w"><model_state name="other"><pose>0 0 0 0 0 0</pose></model_state></state>
</world></sdf>"""
"""A model stating its initial configuration beside two that do not, and a world state."""


def test_the_initial_configuration_fills_only_the_models_that_state_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    filled: list[object] = []
    original = element_module._fill

    def counting(obj: Element) -> None:
        filled.append(obj)
        original(obj)

    monkeypatch.setattr(element_module, "_fill", counting)
    document = sdformat_semantics.load(STATED, config=LAZY)
    assert document.valid, document.problems
    graphs = document.frame_graphs()
    models = {v.name: v.element for v in graphs.vertices.values() if v.kind.value == "model"}
    assert [m for m in filled if type(m).__name__ == "Model"] == [models["m::__model__"]]
    eager = sdformat_semantics.load(STATED, config=EAGER)
    assert document.initial_positions() == eager.initial_positions() == {("m::j", "axis"): 0.5}


@pytest.mark.parametrize("version", LOAD_VERSIONS)
def test_a_member_changed_through_the_graphs_is_written(version: str) -> None:
    """A link the graphs hand out while its model is unread, changed, is written changed."""
    written = []
    for config in (LAZY, EAGER):
        document = sdformat_semantics.load(CASES[f"{version} links"], config=config)
        graphs = document.frame_graphs()
        link = graphs.vertices["m::a"].element
        model = graphs.vertices["m::__model__"].element
        assert (unread_element(model) is not None) == (config is LAZY)
        link.name = "renamed"  # type: ignore[union-attr]
        written.append(document.to_xml())
    assert written[0] == written[1]
    assert 'link name="renamed"' in written[0]


def test_a_fill_keeps_the_members_still_held_and_makes_the_dropped_ones_anew() -> None:
    """The read keeps what ``unread_parts`` made weakly: a held member stays the model's own."""
    text = (
        '<sdf version="1.12"><world name="w">'
        '<model name="m"><link name="a"/><link name="b"/></model></world></sdf>'
    )
    document = sdformat_semantics.load(text, config=LAZY)
    assert document.root is not None and document.root.worlds
    model = document.root.worlds[0].models[0]
    assert unread_element(model) is not None
    # The lists the loader's graph builder asked for (other lists: the model is filled).
    parts = unread_parts(model, ("name",), ("links", "joints", "frames", "models", "includes"))
    assert parts is not None
    first = parts[2][0][0]
    del parts  # the second link is held by nobody now
    fill(cast(Element, model))
    assert model.links[0] is first
    assert [link.name for link in model.links] == ["a", "b"]


DATA = Path(__file__).resolve().parents[2] / "data"
MIMIC_ROBOTS = sorted(
    p
    for p in [*DATA.rglob("*.urdf"), *DATA.rglob("*.sdf")]
    if b"<mimic" in p.read_bytes() and b"<world" not in p.read_bytes()
)


@pytest.mark.parametrize("path", MIMIC_ROBOTS, ids=lambda p: str(p.relative_to(DATA)))
def test_a_mimic_whose_leader_resolves_leaves_its_model_unread(path: Path) -> None:
    # The owner's name is for the messages of a leader that does not resolve: a lazy model
    # is filled to give it only then, and the problems are those of the filled model.
    document = sdformat_semantics.load(path, config=LAZY)
    model = getattr(document.root, "model", None)
    mimic_problems = [p for p in document.problems if p.code.value == "JOINT_AXIS_MIMIC_INVALID"]
    leader_missing = [p for p in mimic_problems if "leader" in p.message and "in " in p.message]
    if path.suffix == ".urdf" and model is not None and not leader_missing:  # (a converted robot)
        assert unread_element(model) is not None, "the model was filled"
    filled = sdformat_semantics.load(path, config=EAGER)
    assert [str(p) for p in document.problems] == [str(p) for p in filled.problems]


def test_the_mimic_robots_include_converted_urdfs_with_sound_mimics() -> None:
    urdfs = [p for p in MIMIC_ROBOTS if p.suffix == ".urdf"]
    assert len(urdfs) >= 5
