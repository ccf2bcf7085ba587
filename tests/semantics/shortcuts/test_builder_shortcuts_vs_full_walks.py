"""Graph builder shortcuts against the full walks they replace: the same graphs and problems.

The graph builder's shortcuts report what the long way round reports.

Building the frame graphs of a large world takes three shortcuts, each held
here to the route it replaces, on classes of documents holding every problem
the route must notice and on clean ones:

* the check that every visual's, collision's, sensor's and light's pose names
  a frame searches each tree's ``<pose>`` elements once for the contents
  whose ``relative_to`` may fail, instead of looking at every content of every
  unread link (``UnnamedElements.values_to_check`` with ``suspects``);
* the mimic, auto inertial and unnamed-pose checks are skipped when the
  bytes cannot hold a ``<mimic>``, an ``auto`` attribute or a ``relative_to``
  (nor anything a migration or URDF conversion makes one of), like the other
  byte guards (see test_byte_guards.py), in every encoding;
* a lazy frame's name is read straight from its attribute.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

import sdformat_semantics
from sdformat_runtime import xml
from sdformat_runtime.binding import peek, unread_element
from sdformat_runtime.binding.lazy import fill
from sdformat_semantics import ParserConfig
from sdformat_semantics.frames import FrameGraphs, GraphBuilder, cycles, unread
from sdformat_semantics.frames.contents import UnnamedElements
from sdformat_semantics.source import SourceFacts

DATA = Path(__file__).resolve().parents[2] / "data"
LAZY = ParserConfig(lazy=True)
"""The shortcuts are for lazy documents: asked for, whatever the suite's default."""


def _problems(document: sdformat_semantics.Document) -> list[tuple[str, str, int | None, str]]:
    return [(p.code.value, p.message, p.line, p.path) for p in document.problems]


def _unnamed(graphs: FrameGraphs) -> list[tuple[str, str, str, str]]:
    """The unnamed entries in order: the element's path, default vertex and scope."""
    return [
        (
            type(item).__name__,
            str(getattr(getattr(item, "xml_origin", None), "path", "")),
            default,
            repr(scope),
        )
        for item, default, scope in graphs.unnamed.listed().values()
    ]


def _graphs(document: sdformat_semantics.Document) -> list[object]:
    return [
        (
            key,
            [(v.name, v.kind, v.scope, v.element is not None) for v in g.vertices.values()],
            g.aliases,
            g.attached_to,
            g.pose_edges,
            sorted(g.by_element.values()),
            _unnamed(g),
        )
        for key, g in document.graphs.items()
    ]


def _without_suspects(monkeypatch: pytest.MonkeyPatch) -> None:
    """Today's route: every content element of every unread link is looked at."""
    monkeypatch.setattr(UnnamedElements, "_clean_holders", lambda *_args: None)


def _same_both_ways(
    source: bytes | Path, monkeypatch: pytest.MonkeyPatch
) -> sdformat_semantics.Document:
    """Load lazily with the suspects search and without; assert they agree; the first load."""
    shortcut = sdformat_semantics.load(source, config=LAZY)
    with monkeypatch.context() as patch:
        _without_suspects(patch)
        long_way = sdformat_semantics.load(source, config=LAZY)
    assert _problems(shortcut) == _problems(long_way)
    assert _graphs(shortcut) == _graphs(long_way)
    return shortcut


# The unnamed-pose check ---------------------------------------------------------

REFERENCES = ("", "a", "f", "__model__", "world", "nowhere", "inner::deep", "inner", "j", "a::x")
"""``relative_to`` values: none, frames of each kind and scope, and names of no frame."""


def _pose(reference: str) -> str:
    attribute = f' relative_to="{reference}"' if reference else ""
    return f"<pose{attribute}>1 2 3 0 0 0</pose>"


def _unnamed_document(visual: str, collision: str, sensor: str, light: str, joint: str) -> bytes:
    """A 1.12 world whose contents of every holder kind say ``relative_to`` as given."""
    return f"""<sdf version="1.12"><world name="w">
<light name="sun" type="directional">{_pose(light)}</light>
<model name="m">
  <link name="a">
    <visual name="v">{_pose(visual)}<geometry><box><size>1 1 1</size></box></geometry></visual>
    <collision name="c">{_pose(collision)}<geometry><box><size>1 1 1</size></box></geometry>
    </collision>
    <sensor name="s" type="imu">{_pose(sensor)}</sensor>
    <light name="l" type="point">{_pose(light)}</light>
  </link>
  <link name="b"><visual name="v"><geometry><sphere><radius>1</radius></sphere></geometry>
  </visual></link>
  <frame name="f" attached_to="a"/>
  <joint name="j" type="revolute"><parent>a</parent><child>b</child>
    <sensor name="js" type="force_torque">{_pose(joint)}</sensor>
    <axis><xyz>0 0 1</xyz></axis></joint>
  <model name="inner"><link name="deep">
    <visual name="v">{_pose(visual)}<geometry><box><size>1 1 1</size></box></geometry></visual>
  </link></model>
</model></world></sdf>""".encode()


def _unnamed_cases() -> Iterator[tuple[str, bytes]]:
    # Each holder kind alone with each reference, then a few mixtures.
    for position, reference in itertools.product(range(5), REFERENCES):
        references = [""] * 5
        references[position] = reference
        yield f"{position}:{reference or '-'}", _unnamed_document(*references)
    picks = random.Random(20).choices
    for number in range(12):
        references = picks(REFERENCES, k=5)
        yield f"mixed{number}", _unnamed_document(*references)


UNNAMED_CASES = dict(_unnamed_cases())


@pytest.mark.parametrize("case", sorted(UNNAMED_CASES))
def test_the_pose_search_reports_as_every_content_is_looked_at(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = UNNAMED_CASES[case]
    shortcut = sdformat_semantics.load(data, config=LAZY)
    eager = sdformat_semantics.load(data, config=ParserConfig(lazy=False))
    with monkeypatch.context() as patch:
        _without_suspects(patch)
        long_way = sdformat_semantics.load(data, config=LAZY)
    assert _problems(shortcut) == _problems(long_way) == _problems(eager)
    assert _graphs(shortcut) == _graphs(long_way) == _graphs(eager)


def test_the_class_holds_both_clean_documents_and_each_kind_of_failure() -> None:
    codes = {case: _problems(sdformat_semantics.load(data)) for case, data in UNNAMED_CASES.items()}
    for position in range(5):  # every holder kind: names of no frame fail, frames in scope pass
        for reference in ("nowhere", "a::x", "world" if position != 3 else "a"):
            assert codes[f"{position}:{reference}"][0][0] == "POSE_RELATIVE_TO_INVALID"
        assert not codes[f"{position}:-"]
    assert not codes["1:a"] and not codes["2:f"] and not codes["4:inner::deep"]
    assert codes["0:a"][0][1].endswith("names no frame in the model 'm::inner'")  # nested scope


def test_a_clean_world_leaves_its_links_unread() -> None:
    document = sdformat_semantics.load(
        _unnamed_document("", "f", "a", "", "__model__"), config=LAZY
    )
    assert document.valid
    links = [v.element for v in document.graphs["w"].vertices.values() if v.kind.value == "link"]
    assert links and all(unread_element(link) is not None for link in links)


def test_only_the_links_with_a_pose_to_report_are_read() -> None:
    document = sdformat_semantics.load(_unnamed_document("", "nowhere", "", "", ""), config=LAZY)
    assert [p[0] for p in _problems(document)] == ["POSE_RELATIVE_TO_INVALID"]
    vertices = document.graphs["w"].vertices
    assert unread_element(vertices["m::a"].element) is None  # read to report its collision
    assert unread_element(vertices["m::b"].element) is not None
    assert unread_element(vertices["m::inner::deep"].element) is not None


@pytest.mark.parametrize("case", ["0:nowhere", "2:nowhere", "0:a", "0:-", "mixed3"])
@pytest.mark.parametrize("filled", ["a", "b", "deep", "j"])
def test_a_holder_filled_before_the_check_is_looked_at_as_before(
    case: str, filled: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A link (or joint) filled between being added and the check: its contents are objects."""
    original = GraphBuilder._check_unnamed_poses

    def fill_first(self: GraphBuilder) -> None:
        for vertex in self.graphs.vertices.values():
            if vertex.name.endswith(f"::{filled}"):
                fill(vertex.element)  # type: ignore[arg-type]  # an Element of the document
        original(self)

    monkeypatch.setattr(GraphBuilder, "_check_unnamed_poses", fill_first)
    _same_both_ways(UNNAMED_CASES[case], monkeypatch)


@pytest.mark.parametrize("reference", ["nowhere", "arm::l", "l", ""])
def test_included_contents_are_searched_in_their_own_tree(
    reference: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "arm.sdf").write_text(
        f"""<sdf version="1.12"><model name="arm"><link name="l">
<visual name="v">{_pose(reference)}<geometry><box><size>1 1 1</size></box></geometry></visual>
</link></model></sdf>"""
    )
    world = tmp_path / "world.sdf"
    world.write_text(
        """<sdf version="1.12"><world name="w"><model name="m"><link name="base"/>
<include><uri>arm.sdf</uri></include></model></world></sdf>"""
    )
    shortcut = _same_both_ways(world, monkeypatch)
    assert bool(_problems(shortcut)) == (reference in ("nowhere", "arm::l"))


# The mimic, auto inertial and unnamed-pose byte guards ------------------------------------------

MIMIC_FILES = sorted((DATA / "mimic" / "invalid").glob("*.sdf")) + sorted(
    (DATA / "mimic").glob("*.sdf")
)

AUTO_LINKS = {
    "mass zero": '<inertial auto="true"><mass>0</mass></inertial>'
    "<collision name='c'><geometry><box><size>1 1 1</size></box></geometry></collision>",
    "no collision": '<inertial auto="true"><mass>1</mass></inertial>',
    "mesh": '<inertial auto="true"><mass>1</mass></inertial>'
    "<collision name='c'><geometry><mesh><uri>m.stl</uri></mesh></geometry></collision>",
    "computed": '<inertial auto="true"><mass>2</mass></inertial>'
    "<collision name='c'><geometry><box><size>1 1 1</size></box></geometry></collision>",
    "not auto": '<inertial auto="false"><mass>1</mass></inertial>',
}

ENCODINGS = ("utf-8", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "latin-1")


def _guarded_documents() -> Iterator[tuple[str, str]]:
    for path in MIMIC_FILES:
        yield f"mimic/{path.name}", path.read_text()
    for case, link in AUTO_LINKS.items():
        yield (
            f"auto/{case}",
            f'<sdf version="1.11"><model name="m"><link name="l">{link}</link></model></sdf>',
        )

    for case, data in list(UNNAMED_CASES.items())[::7]:
        yield f"unnamed/{case}", data.decode()
    # 1.6 says pose/@frame, which the migration makes a relative_to.
    for frame in ("nowhere", "a", ""):
        attribute = f' frame="{frame}"' if frame else ""
        yield (
            f"unnamed/1.6 frame={frame or '-'}",
            f"""<sdf version="1.6"><model name="m"><link name="a"><visual name="v">
<pose{attribute}>0 0 1 0 0 0</pose><geometry><box><size>1 1 1</size></box></geometry>
</visual></link></model></sdf>""",
        )


GUARDED = dict(_guarded_documents())


def _encoded(text: str, encoding: str) -> bytes:
    body = text.split("?>", 1)[1] if text.lstrip().startswith("<?xml") else text
    declared = encoding.upper().removesuffix("-LE").removesuffix("-BE")
    return f'<?xml version="1.0" encoding="{declared}"?>{body.strip()}'.encode(encoding)


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("case", sorted(GUARDED))
def test_guarded_graph_checks_report_as_unguarded_in_every_encoding(
    case: str, encoding: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = _encoded(GUARDED[case], encoding)
    guarded = sdformat_semantics.load(data)
    with monkeypatch.context() as patch:
        patch.setattr(xml.Markers, "may_hold", lambda *_args, **_kwargs: True)
        patch.setattr(SourceFacts, "may_hold_tag", lambda *_args, **_kwargs: True)
        unguarded = sdformat_semantics.load(data)
    assert _problems(guarded) == _problems(unguarded)


def test_the_guarded_class_holds_each_problem_the_checks_report() -> None:
    found = {
        case: _problems(sdformat_semantics.load(text.encode())) for case, text in GUARDED.items()
    }
    codes = {code for problems in found.values() for code, *_ in problems}
    assert {"JOINT_AXIS_MIMIC_INVALID", "AUTO_INERTIA_NOT_COMPUTED"} <= codes
    assert "POSE_RELATIVE_TO_INVALID" in {code for code, *_ in found["unnamed/1.6 frame=nowhere"]}
    assert not found["auto/computed"] and not found["auto/not auto"]
    assert not found["unnamed/1.6 frame=a"] and not found["unnamed/1.6 frame=-"]


def test_a_mimic_guard_answers_for_the_bytes_only() -> None:
    """An included file's mimic is checked though the including bytes hold none."""
    document = sdformat_semantics.load(DATA / "mimic" / "include" / "robot.sdf")
    assert document.mimic_constraints()


# Names of lazy frames -----------------------------------------------------------

NAMES = ("plain", "with space ", " lead", "a&amp;b", "&#108;ink", "ünï", "x&lt;y", "tab\t")


@pytest.mark.parametrize("name", NAMES)
def test_a_lazy_frame_is_named_as_filled(name: str) -> None:
    data = f"""<sdf version="1.10"><world name="w"><model name="m">
<link name="{name}"/><frame name="f{name}" attached_to="{name}"/>
<joint name="j{name}" type="fixed"><parent>world</parent><child>{name}</child></joint>
</model><frame name="g{name}"/></world></sdf>""".encode()
    lazy = sdformat_semantics.load(data, config=LAZY)
    eager = sdformat_semantics.load(data, config=ParserConfig(lazy=False))
    assert list(lazy.graphs["w"].vertices) == list(eager.graphs["w"].vertices)
    assert _problems(lazy) == _problems(eager)


@pytest.mark.parametrize("path", sorted(DATA.rglob("*.sdf"))[::10])
def test_every_lazy_frame_name_equals_its_peek(path: Path) -> None:
    document = sdformat_semantics.load(path, config=LAZY)
    for graphs in document.graphs.values():
        for vertex in graphs.vertices.values():
            element = vertex.element
            if unread_element(element) is not None:
                assert unread.name_of(element) == str(peek(element, "name"))  # type: ignore[arg-type]


# Cycles -------------------------------------------------------------------------


def _cycle_members_by_walks(edges: dict[str, str]) -> list[str]:
    """The first way of finding cycles (states per vertex, a list per walk), for comparison."""
    state: dict[str, int] = {}
    members: list[str] = []
    for start in edges:
        if start in state:
            continue
        walk: list[str] = []
        current: str | None = start
        while current is not None and current not in state:
            state[current] = 1
            walk.append(current)
            current = edges.get(current)
        if current is not None and state.get(current) == 1:
            members.extend(walk[walk.index(current) :])
        for name in walk:
            state[name] = 2
    return members


@pytest.mark.parametrize("seed", range(200))
def test_cycles_are_found_as_before(seed: int) -> None:
    chooser = random.Random(seed)
    size = chooser.randint(1, 30)
    names = [f"v{n}" for n in range(size)] + ["world"]  # a target may have no edge itself
    edges = {
        name: chooser.choice(names)
        for name in chooser.sample(names[:-1], chooser.randint(0, size))
        if chooser.random() > 0.05
    }
    assert cycles.cycle_members(edges) == _cycle_members_by_walks(edges)
