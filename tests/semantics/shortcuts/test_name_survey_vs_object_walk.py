"""The name survey over the XML against the walk over objects: it never calls clean what the walk reports.

The name survey never calls a subtree clean where the object walk would report a name problem.

``check_names`` proves a subtree read as it is clean from its XML
(``sdformat_semantics.checks.name_survey``) and walks its objects only where that
fails. Over a class of documents (a base world holding every element kind
that has a name, with each name in turn emptied, made reserved, given
``::``, dropped, or made a sibling's; plugins whose content looks like
entities), the survey of every element must imply that the eager object walk
of the same element reports nothing, for both versions' ``::`` rule and in
strict mode; a lazy load must report what an eager load reports, and clean
documents must be proven clean without the walk.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterator

import pytest
from lxml import etree

import sdformat_semantics.checks.model as checks
from sdformat_runtime.binding import Element, read_from, unread_element
from sdformat_semantics import ParserConfig, load
from sdformat_semantics.checks import name_survey
from sdformat_semantics.checks.model import check_names, walk
from sdformat_semantics.checks.name_survey import names_clean_in_tree

BASE = """<sdf version="1.12">
<world name="w">
<physics name="fast" type="ode"/>
<light name="sun" type="directional"/>
<plugin filename="p" name="gz::sim::systems::Physics">
<link>base</link>
<joint name="x::y"/>
<joint name="x::y"/>
<model name=""/>
</plugin>
<model name="m">
<link name="a">
<collision name="c">
<geometry>
<box/>
</geometry>
</collision>
<visual name="v">
<geometry>
<box/>
</geometry>
<plugin filename="q" name="__q__"/>
</visual>
<sensor name="s" type="camera">
<camera>
<horizontal_fov>1</horizontal_fov>
</camera>
</sensor>
<sensor name="t" type="camera">
<camera name="cam">
<horizontal_fov>1</horizontal_fov>
</camera>
</sensor>
<sensor name="touch" type="contact">
<contact>
<collision>c</collision>
</contact>
</sensor>
<light name="lamp" type="point"/>
<projector name="proj">
<texture>t.png</texture>
</projector>
<particle_emitter name="smoke" type="box"/>
</link>
<link name="b"/>
<joint name="j" type="revolute">
<parent>a</parent>
<child>b</child>
<axis>
<xyz>0 0 1</xyz>
</axis>
<sensor name="force" type="force_torque"/>
<physics>
<ode>
<cfm>0</cfm>
</ode>
</physics>
</joint>
<frame name="f" attached_to="a"/>
<model name="inner">
<link name="a"/>
<plugin filename="r" name="inner::plugin">
<link name="a"/>
</plugin>
</model>
<plugin filename="s" name="gz::sim::systems::JointController">
<joint_name>j</joint_name>
<link>a</link>
</plugin>
</model>
<model name="n">
<link name="a"/>
</model>
<actor name="walker">
<skin>
<filename>walk.dae</filename>
</skin>
</actor>
</world>
</sdf>
"""

LAZY = ParserConfig(lazy=True)
"""Asked for explicitly: the suite may run with eager loads by default (SDFORMAT_TEST_EAGER)."""

NAMES = ("", "world", "__x__", "__", "_x_", "x::y", "::", "a")
"""What each name is set to in turn: empty, reserved, almost reserved, scoped, a sibling's."""


def _variants() -> Iterator[tuple[str, bytes]]:
    """The base world, and each named element of it with each name in turn (or none)."""
    yield "clean", BASE.encode()
    tree = etree.fromstring(BASE.encode())
    named = [node for node in tree.iter() if node.get("name") is not None]
    for index, node in enumerate(named):
        for name in (*NAMES, None, "sibling"):
            changed = copy.deepcopy(tree)
            target = [n for n in changed.iter() if n.get("name") is not None][index]
            if name is None:
                del target.attrib["name"]
            elif name == "sibling":
                parent = target.getparent()
                assert parent is not None  # the root <sdf> has no name
                siblings = [s for s in parent if s is not target and s.get("name")]
                if not siblings:
                    continue
                target.set("name", siblings[-1].get("name") or "")
            else:
                target.set("name", name)
            line = node.sourceline
            yield f"{node.tag}@{line}={name!r}", etree.tostring(changed)
    # Siblings of different kinds sharing a name: a collision and a visual, a link and a frame.
    yield "collision like visual", BASE.replace('visual name="v"', 'visual name="c"').encode()
    yield "frame like link", BASE.replace('frame name="f"', 'frame name="b"').encode()
    yield "light like model", BASE.replace('light name="sun"', 'light name="m"').encode()
    yield "two unnamed cameras", BASE.replace('camera name="cam"', "camera").encode()
    yield "camera named its default", BASE.replace('"cam"', '"__default__"').encode()
    unnamed = '<physics type="ode"/><physics name="default_physics" type="ode"/>'
    yield (
        "physics named like an unnamed one",
        BASE.replace('<physics name="fast" type="ode"/>', unnamed).encode(),
    )


VARIANTS = dict(_variants())


def _pairs(eager: Element, lazy: Element) -> Iterator[tuple[Element, Element]]:
    """The objects of an eager and a lazy load of one document, side by side."""
    yield from zip(walk(eager), walk(lazy), strict=True)


@pytest.mark.parametrize("key", sorted(VARIANTS))
def test_the_survey_calls_clean_only_what_the_walk_finds_clean(key: str) -> None:
    data = VARIANTS[key]
    eager, lazy = load(data, config=ParserConfig(lazy=False)), load(data, config=LAZY)
    assert eager.root is not None and lazy.root is not None
    surveyed = 0
    for eager_object, lazy_object in _pairs(eager.root, lazy.root):
        node = unread_element(lazy_object)
        if node is None:
            node = read_from(lazy_object)
        if node is None:
            continue  # read eagerly: the fast path refused this part
        for version, strict in itertools.product(("1.7", "1.12"), (False, True)):
            forbid = version == "1.12"
            if names_clean_in_tree(type(lazy_object), node, forbid, strict):
                surveyed += 1
                found = check_names(eager_object, version, strict=strict)
                assert found == [], (key, eager_object.TAG, version, strict)
    assert surveyed  # every variant has parts read lazily and proven clean


@pytest.mark.parametrize("key", sorted(VARIANTS))
def test_a_lazy_load_reports_the_names_an_eager_load_reports(key: str) -> None:
    data = VARIANTS[key]
    eager, lazy = load(data, config=ParserConfig(lazy=False)), load(data, config=LAZY)

    def shown(problems: object) -> list[str]:
        return [f"{p} [{p.line}:{p.column} {p.path}]" for p in problems]  # type: ignore[attr-defined]

    assert shown(lazy.problems) == shown(eager.problems)
    assert shown(lazy.check(strict=True)) == shown(eager.check(strict=True))


def test_clean_documents_are_proven_clean_without_the_walk(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    walked: list[str] = []
    original = checks._duplicates

    def counting(element: Element, **kwargs: object) -> object:
        walked.append(element.TAG)
        return original(element, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(checks, "_duplicates", counting)
    clean = [VARIANTS["clean"], VARIANTS["collision like visual"], VARIANTS["two unnamed cameras"]]
    for data in clean:
        walked.clear()
        document = load(data, config=LAZY)
        assert document.problems == ()
        assert walked == []  # the root's survey found nothing: no object was walked
    # A problem is found by the walk, which descends only along the failing subtree.
    walked.clear()
    bad = load(BASE.replace('collision name="c"', 'collision name="__c__"').encode(), config=LAZY)
    assert [p.code.value for p in bad.problems] == ["RESERVED_NAME"]
    assert walked and "actor" not in walked and len(walked) < 12


def test_elements_unnamed_where_no_class_names_them_leave_the_bulk_test_standing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A contact sensor's <collision> and a joint's <physics> share their tags with named
    # elements: passed by, as the walk passes them, the survey needs no element by element.
    def by_group(*_: object) -> bool:
        raise AssertionError("the survey looked element by element")

    monkeypatch.setattr(name_survey, "_clean_in_groups", by_group)
    model = (
        '<sdf version="1.12"><model name="m"><link name="a"><collision name="c"><geometry>'
        '<box/></geometry></collision><sensor name="touch" type="contact"><contact>'
        '<collision>c</collision></contact></sensor>{camera}</link><link name="b"/>'
        '<joint name="j" type="fixed"><parent>a</parent><child>b</child>'
        "<physics><ode><cfm>0</cfm></ode></physics></joint></model></sdf>"
    )
    assert load(model.format(camera="").encode(), config=LAZY).problems == ()
    # A camera without a name takes its class's default: looked at element by element.
    camera = '<sensor name="eye" type="camera"><camera/></sensor>'
    with pytest.raises(AssertionError, match="element by element"):
        load(model.format(camera=camera).encode(), config=LAZY)


PARTLY_LAZY = """<sdf version="1.12"><world name="w">
<model name="eager"><link name="a"><unknown_element/></link><link name="{eager}"/></model>
<model name="lazy"><link name="a"/><link name="{lazy}"/></model>
</world></sdf>"""


@pytest.mark.parametrize(
    ("eager_name", "lazy_name"),
    [("b", "b"), ("a", "b"), ("b", "a"), ("", "b"), ("b", "__x__"), ("x::y", "world")],
)
def test_partly_lazy_documents_report_what_eager_loads_report(
    eager_name: str, lazy_name: str
) -> None:
    data = PARTLY_LAZY.format(eager=eager_name, lazy=lazy_name).encode()
    lazy, eager = load(data, config=LAZY), load(data, config=ParserConfig(lazy=False))
    assert [str(p) for p in lazy.problems] == [str(p) for p in eager.problems]
    assert [str(p) for p in lazy.check()] == [str(p) for p in eager.check()]


@pytest.mark.parametrize("name", ["b", "a", "", "__x__", "x::y"])
def test_included_models_report_what_eager_loads_report(tmp_path: object, name: str) -> None:
    from pathlib import Path

    folder = Path(str(tmp_path))
    (folder / "part.sdf").write_text(
        f'<sdf version="1.12"><model name="part"><link name="a"/><link name="{name}"/>'
        "</model></sdf>"
    )
    world = folder / "world.sdf"
    world.write_text(
        '<sdf version="1.12"><world name="w"><model name="m"><link name="a"/></model>'
        "<include><uri>part.sdf</uri></include>"
        "<include><uri>part.sdf</uri><name>m</name></include></world></sdf>"
    )
    lazy, eager = load(world, config=LAZY), load(world, config=ParserConfig(lazy=False))
    assert [str(p) for p in lazy.problems] == [str(p) for p in eager.problems]
    assert any(p.code.value == "DUPLICATE_NAME" for p in lazy.problems)


@pytest.mark.parametrize("key", sorted(VARIANTS))
def test_the_survey_of_any_xml_calls_clean_only_what_the_walk_finds_clean(key: str) -> None:
    # Also where the fast path refuses (a required name missing): each eager
    # object against the element on its line, surveyed directly.
    data = VARIANTS[key]
    eager = load(data, config=ParserConfig(lazy=False))
    assert eager.root is not None
    tree = etree.fromstring(data)
    by_line: dict[tuple[object, object], etree._Element] = {
        (n.sourceline, n.tag): n for n in tree.iter(etree.Element)
    }
    for element in walk(eager.root):
        origin = element.xml_origin
        node = by_line.get((origin.line if origin else None, element.TAG))
        if node is None:
            continue
        for version, strict in itertools.product(("1.7", "1.12"), (False, True)):
            if names_clean_in_tree(type(element), node, version == "1.12", strict):
                found = check_names(element, version, strict=strict)
                assert found == [], (key, element.TAG, version, strict)


@pytest.mark.parametrize("key", sorted(VARIANTS))
def test_the_survey_by_group_calls_clean_only_what_the_survey_by_element_does(key: str) -> None:
    """The middle step (pairs by group, names defaulted) never passes what the last one fails."""
    tree = etree.fromstring(VARIANTS[key])
    eager = load(VARIANTS[key], config=ParserConfig(lazy=False))
    assert eager.root is not None
    by_line: dict[tuple[object, object], etree._Element] = {
        (n.sourceline, n.tag): n for n in tree.iter(etree.Element)
    }
    passed = 0
    for element in walk(eager.root):
        origin = element.xml_origin
        top = by_line.get((origin.line if origin else None, element.TAG))
        if top is None or not isinstance(top.tag, str):
            continue
        for strict, forbid in itertools.product((False, True), (False, True)):
            survey = name_survey._survey(type(element), top.tag, strict)
            nodes = list(top.iter(*survey.tags)) if survey.tags else []
            pairs = [(node.getparent(), node.get("name")) for node in nodes]
            if nodes and name_survey._clean_in_groups(survey, top, nodes, pairs, forbid):
                passed += 1
                assert name_survey._clean_by_tag(survey, top, forbid), (key, element.TAG)
    assert passed
