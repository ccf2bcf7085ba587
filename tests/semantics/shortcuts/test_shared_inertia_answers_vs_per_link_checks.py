"""Inertia answers shared by inertials written alike against each link checked alone: lazy equals eager.

Lazy links share inertia answers by their inertial as written, and report what eager loads do.

``check_inertia`` serializes every inertial of a document in one pass and
gives links whose inertials are written alike one answer. Over a class of
worlds (links with every kind of impossible or degenerate mass and inertia,
repeated in static and moving models, nested models, links without an
inertial, inertials left partly to their defaults, the same texts in an
included file), a lazy load must report exactly what an eager load reports.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import cast

import pytest
import sdformat_v1_12 as sdf12
from lxml import etree

import sdformat_semantics.checks.inertia as inertia
import sdformat_semantics.checks.inertia_as_read as inertia_as_read
from sdformat_runtime.binding import is_lazy, read_tree, unread_element
from sdformat_semantics import ParserConfig, load
from sdformat_semantics.checks.inertia import check_inertia
from sdformat_semantics.entities import all_models

INERTIALS = {
    "fine": "<mass>2</mass><inertia><ixx>1</ixx><iyy>1</iyy><izz>1</izz></inertia>",
    "negative mass": "<mass>-1</mass>",
    "zero mass": "<mass>0</mass>",
    "negative zero mass": "<mass>-0</mass>",
    "tiny mass": "<mass>1e-300</mass>",
    "triangle": "<mass>1</mass><inertia><ixx>5</ixx><iyy>1</iyy><izz>1</izz></inertia>",
    "flat disc": "<mass>1</mass><inertia><ixx>1</ixx><iyy>1</iyy><izz>2</izz></inertia>",
    "negative moment": "<mass>1</mass><inertia><ixx>-1</ixx><iyy>1</iyy><izz>1</izz></inertia>",
    "not definite": (
        "<mass>1</mass><inertia><ixx>1</ixx><ixy>2</ixy><iyy>1</iyy><izz>1</izz></inertia>"
    ),
    "off diagonal fine": (
        "<mass>1</mass><inertia><ixx>2</ixx><ixy>0.1</ixy><ixz>-0.1</ixz><iyy>2</iyy>"
        "<iyz>0.2</iyz><izz>2</izz></inertia>"
    ),
    "singular": "<mass>1</mass><inertia><ixx>0</ixx><iyy>1</iyy><izz>1</izz></inertia>",
    "huge": "<mass>1</mass><inertia><ixx>1e308</ixx><iyy>1e308</iyy><izz>1e308</izz></inertia>",
    "huge off diagonal": (
        "<mass>1</mass><inertia><ixx>1</ixx><ixy>1e200</ixy><iyy>1</iyy><izz>1</izz></inertia>"
    ),
    "defaults": "",
    "mass only": "<mass>3</mass>",
    "moments only": "<inertia><ixx>0.5</ixx><iyy>0.5</iyy><izz>0.5</izz></inertia>",
    "posed": "<pose>1 2 3 0 0 0</pose><mass>-2</mass>",
    "spaced": "<mass> -1 </mass>",
}


def _link(name: str, kind: str | None) -> str:
    inertial = "" if kind is None else f"<inertial>{INERTIALS[kind]}</inertial>"
    return f'<link name="{name}">{inertial}</link>'


def _world(kinds: tuple[str | None, ...], *, static: bool, nested: str | None) -> str:
    links = "".join(_link(f"l{i}", kind) for i, kind in enumerate(kinds))
    inner = "" if nested is None else f'<model name="inner">{_link("n", nested)}</model>'
    return (
        '<sdf version="1.12"><world name="w">'
        f'<model name="moving">{links}{inner}</model>'
        f'<model name="still"><static>{str(static).lower()}</static>{links}</model>'
        "</world></sdf>"
    )


def _shown(data: bytes | Path, *, lazy: bool) -> list[str]:
    document = load(data, config=ParserConfig(lazy=lazy))
    return [f"{p} [{p.severity} {p.line}:{p.column} {p.path}]" for p in document.problems]


CASES = {
    f"{kind} then {other}, static={static}, nested={nested}": _world(
        (kind, other, kind, None), static=static, nested=nested
    )
    for kind, other in itertools.product(INERTIALS, ("fine", "triangle"))
    for static, nested in ((False, None), (True, kind))
}


@pytest.mark.parametrize("key", sorted(CASES))
def test_a_lazy_load_reports_the_inertia_problems_an_eager_load_reports(key: str) -> None:
    data = CASES[key].encode()
    assert _shown(data, lazy=True) == _shown(data, lazy=False)


def test_the_cases_report_each_kind_of_problem() -> None:
    found = {
        problem.split(":")[-1].split("(")[0].strip()
        for data in CASES.values()
        for problem in _shown(data.encode(), lazy=True)
    }
    assert len(found) >= 6  # negative, massless, not definite, triangle, singular, not finite


@pytest.mark.parametrize("kind", sorted(INERTIALS))
def test_an_included_file_with_the_same_texts_gets_its_own_answers(
    tmp_path: Path, kind: str
) -> None:
    # The included file's links live in another tree: same bytes, same answer; no
    # inertial there must not borrow the answer of an inertial here.
    (tmp_path / "part.sdf").write_text(
        f'<sdf version="1.12"><model name="part">{_link("a", kind)}{_link("b", None)}'
        f"{_link('c', 'triangle')}</model></sdf>"
    )
    world = tmp_path / "world.sdf"
    world.write_text(
        f'<sdf version="1.12"><world name="w"><model name="m">{_link("a", None)}'
        f"{_link('b', kind)}{_link('c', 'fine')}</model>"
        "<include><uri>part.sdf</uri></include></world></sdf>"
    )
    assert _shown(world, lazy=True) == _shown(world, lazy=False)


@pytest.mark.parametrize("kind", ["huge", "huge off diagonal"])
def test_moments_whose_products_overflow_are_an_error_not_a_traceback(kind: str) -> None:
    document = load(_world((kind,), static=False, nested=None).encode())
    messages = [p.message for p in document.errors if p.code.value == "LINK_INERTIA_INVALID"]
    assert messages and all("too large to check" in m for m in messages)


def test_links_read_from_two_documents_get_the_answers_of_their_own_inertials(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A root holding lazy models of two documents: each document's inertials are
    # serialized from its own tree, and a link without one borrows no answer.
    def read(kinds: tuple[str | None, ...], nested: str | None) -> sdf12.Sdf:
        data = _world(kinds, static=False, nested=nested).encode()
        tree = etree.ElementTree(etree.fromstring(data))
        root = read_tree(sdf12.Sdf, tree, None, "1.12", lazy=True).root
        assert root is not None
        return root

    first = read(("triangle", None, "fine"), None)
    second = read((None, "negative mass", "fine"), "zero mass")
    first.worlds[0].models.extend(second.worlds[0].models)
    lazy = [link for _, model in all_models(first) for link in model.links if is_lazy(link)]
    assert (
        len({cast("etree._Element", unread_element(link)).getroottree().getroot() for link in lazy})
        == 2
    )
    found = [str(p) for p in check_inertia(first)]
    monkeypatch.setattr(inertia._WrittenInertials, "key", lambda self, link: None)
    assert found == [str(p) for p in check_inertia(first)]
    assert len(found) > 2


# An unread world is judged by its distinct inertials as written ----------------------

_ELSEWHERE = {
    "in a plugin": '<plugin name="p" filename="p"><link><inertial>{}</inertial></link></plugin>',
    "in an actor": '<actor name="a"><link name="al"><inertial>{}</inertial></link></actor>',
    "in a deep model": (
        '<model name="o"><model name="i"><link name="d"><inertial>{}</inertial></link>'
        "</model></model>"
    ),
}
"""Places of a world an inertial can be written; only the last one is a model's link."""

UNREAD_CASES = {
    f"{kind} {place}": (
        f'<sdf version="1.12"><world name="w"><model name="m">{_link("l", "fine")}'
        f"{_link('n', None)}</model>{text.format(INERTIALS[kind])}</world></sdf>"
    ).encode()
    for (place, text), kind in itertools.product(_ELSEWHERE.items(), INERTIALS)
}


@pytest.mark.parametrize("key", sorted(UNREAD_CASES))
def test_an_unread_world_judged_by_its_written_inertials_reports_what_eager_loads_do(
    key: str,
) -> None:
    """Inertials a model's link does not hold (plugins, actors) only send the check to the links."""
    data = UNREAD_CASES[key]
    assert _shown(data, lazy=True) == _shown(data, lazy=False)


def test_the_unread_cases_report_only_model_links() -> None:
    reported = {key for key, data in UNREAD_CASES.items() if _shown(data, lazy=True)}
    assert reported
    assert all(key.endswith("in a deep model") for key in reported)


def test_a_world_whose_inertials_are_all_fine_is_judged_without_reading_its_models() -> None:
    world = _world(("fine", None, "defaults", "mass only"), static=False, nested="fine")
    tree = etree.ElementTree(etree.fromstring(world.encode()))
    root = read_tree(sdf12.Sdf, tree, None, "1.12", lazy=True).root
    assert root is not None
    assert check_inertia(root) == []
    assert all(unread_element(model) is not None for model in root.worlds[0].models)


# An unread top model is judged by its distinct inertials as written -------------------

TOP_MODEL_CASES = {
    f"{kind}, static={static}, {place}": (
        f'<sdf version="1.12"><model name="m"><static>{str(static).lower()}</static>'
        f"{_link('l', 'fine')}{_link('n', None)}{text.format(INERTIALS[kind])}</model></sdf>"
    ).encode()
    for kind, static, (place, text) in itertools.product(
        INERTIALS,
        (False, True),
        {
            "on a link": '<link name="k"><inertial>{}</inertial></link>',
            "in a plugin": '<plugin name="p" filename="p"><link><inertial>{}</inertial></link></plugin>',
            "in a nested model": '<model name="i"><link name="d"><inertial>{}</inertial></link></model>',
        }.items(),
    )
}


@pytest.mark.parametrize("key", sorted(TOP_MODEL_CASES))
def test_an_unread_top_model_judged_by_its_written_inertials_reports_what_eager_loads_do(
    key: str,
) -> None:
    data = TOP_MODEL_CASES[key]
    assert _shown(data, lazy=True) == _shown(data, lazy=False)


def test_the_top_model_cases_report_each_kind_of_problem_on_links_only() -> None:
    reported = {key for key, data in TOP_MODEL_CASES.items() if _shown(data, lazy=True)}
    assert not any("in a plugin" in key for key in reported)
    assert any("static=True" in key for key in reported)  # errors, not the warnings
    assert len({key.split(",")[0] for key in reported}) >= 10


DATA = Path(__file__).resolve().parents[2] / "data"
URDFS = sorted(DATA.rglob("*.urdf"))


@pytest.mark.parametrize("path", URDFS, ids=[p.relative_to(DATA).as_posix() for p in URDFS])
def test_every_vendored_urdf_reports_the_inertia_problems_of_its_links_checked_one_by_one(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Converted robots reach the check as unread top models: judged by their written
    # inertials, they must report what checking each link's inertial reports.
    judged = _shown(path, lazy=True)
    monkeypatch.setattr(inertia._WrittenInertials, "unread_and_fine", lambda *_: False)
    assert judged == _shown(path, lazy=True)


def test_some_vendored_urdfs_report_impossible_inertias() -> None:
    reported = [p for p in URDFS if "LINK_INERTIA_INVALID" in " ".join(_shown(p, lazy=True))]
    assert len(reported) >= 2  # Atlas and the Franka arms, from their URDF numbers


def test_a_top_model_whose_inertials_are_all_fine_is_judged_without_its_links(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = TOP_MODEL_CASES["fine, static=False, in a nested model"]
    root = read_tree(sdf12.Sdf, etree.ElementTree(etree.fromstring(data)), None, "1.12", lazy=True)
    assert root.root is not None and root.root.model is not None

    def per_link(link: object) -> None:
        raise AssertionError("a link was judged one by one")

    monkeypatch.setattr(inertia, "_problem_of_link", per_link)
    assert check_inertia(root.root) == []
    assert unread_element(root.root.model) is not None


# A document read as it is is judged by the texts of its tree's inertials --------------

_REFUSED = {
    "a repeated mass": "<mass>1</mass><mass>-1</mass>",
    "a repeated moment": "<inertia><ixx>1</ixx><ixx>-5</ixx><iyy>1</iyy><izz>1</izz></inertia>",
    "a comment in a leaf": "<mass>1<!-- c -->0</mass>",
    "a text that is no number": "<mass>heavy</mass>",
    "an empty mass": "<mass/>",
}
"""Inertials the fast path refuses: their links are read eagerly, the tree's texts judged aside."""

_SPELLED = {
    "signed and spaced": "<mass>\n +2.5 </mass><inertia><ixx>+1</ixx><iyy> 1e0 </iyy><izz>1.</izz></inertia>",
    "spelled infinity": "<mass>inf</mass>",
    "spelled nan": "<inertia><ixx>NaN</ixx></inertia>",
    "negative zero moments": "<mass>1</mass><inertia><ixy>-0</ixy><ixz>-0.0</ixz></inertia>",
    "digits past a double": "<mass>1e309</mass>",
    "an empty inertia": "<mass>1</mass><inertia/>",
    "comments between the leaves": (
        "<!-- m --><mass>1</mass><inertia><!-- i --><ixx>2</ixx><iyy>1</iyy><izz>1</izz></inertia>"
    ),
    "a leaf holding an element": "<mass>1<unit/></mass>",
    "a leaf with an attribute": '<mass unit="kg">-1</mass>',
    "an unknown child": "<mass>1</mass><density>3</density><inertia><ixx>3</ixx><j>1</j></inertia>",
    "a repeated inertia": "<inertia><ixx>1</ixx></inertia><inertia><ixx>-1</ixx></inertia>",
    "two inertials": "<mass>1</mass></inertial><inertial><mass>-1</mass>",
}
"""Ways to write an inertial's numbers that its texts must be read as the reader reads."""

AS_READ_CASES = {
    **{f"tree {key}": data.encode() for key, data in CASES.items()},
    **UNREAD_CASES,
    **TOP_MODEL_CASES,
    **{
        f"refused: {name}, beside {kind}": (
            f'<sdf version="1.12"><world name="w"><model name="m">{_link("a", kind)}'
            f'<link name="r"><inertial>{text}</inertial></link><unknown/></model></world></sdf>'
        ).encode()
        for (name, text), kind in itertools.product(_REFUSED.items(), ("fine", "triangle"))
    },
    **{
        f"spelled: {name}, {place}": (
            f'<sdf version="1.12"><model name="m">{_link("a", "fine")}'
            f'<link name="s"><inertial>{text}</inertial></link>'
            f"{'<static>true</static>' if place == 'static' else ''}</model></sdf>"
        ).encode()
        for name, text in _SPELLED.items()
        for place in ("moving", "static")
    },
}
VENDORED = sorted(
    p for p in [*DATA.rglob("*.sdf"), *URDFS] if b"<inertial" in p.read_bytes()
)  # a converted robot's tree is kept too


@pytest.mark.parametrize(
    "source",
    [*sorted(AS_READ_CASES), *VENDORED],
    ids=[*sorted(AS_READ_CASES), *(p.relative_to(DATA).as_posix() for p in VENDORED)],
)
@pytest.mark.parametrize("lazy", [True, False])
def test_a_document_judged_by_its_trees_inertials_reports_what_the_link_walk_reports(
    source: str | Path, lazy: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = source if isinstance(source, Path) else AS_READ_CASES[source]
    judged = _shown(data, lazy=lazy)
    monkeypatch.setattr(inertia_as_read.TreeInertials, "judged", classmethod(lambda *_: None))
    assert judged == _shown(data, lazy=lazy)


def test_the_spelled_cases_are_judged_from_their_texts_and_report_problems() -> None:
    spelled = {key: data for key, data in AS_READ_CASES.items() if key.startswith("spelled")}
    judged_from_texts = [
        key
        for key, data in spelled.items()
        if inertia_as_read.TreeInertials.judged(sdf12.Sdf, etree.fromstring(data)) is not None
    ]
    assert len(judged_from_texts) >= len(spelled) // 2
    assert sum(1 for data in spelled.values() if _shown(data, lazy=True)) >= 6


def test_a_world_read_eagerly_with_fine_inertials_is_judged_without_its_models(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A repeated <static> makes the fast path refuse the world: read eagerly, its models lazily.
    data = (
        '<sdf version="1.12"><world name="w"><gravity>0 0 -9.8</gravity><gravity>0 0 -1</gravity>'
        f'<model name="m">{_link("a", "fine")}{_link("b", "defaults")}</model></world></sdf>'
    ).encode()

    def walk(*_: object) -> None:
        raise AssertionError("the models were walked")

    monkeypatch.setattr(inertia, "_models_to_judge", walk)
    document = load(data)
    assert not [p for p in document.problems if p.code.value == "LINK_INERTIA_INVALID"]


def test_a_tree_repeating_inertials_reads_each_text_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # A large world repeats a few inertials (3k_shapes.sdf writes thousands of them alike).
    read: list[object] = []
    original = inertia_as_read._written_numbers

    def counting(*args: object) -> object:
        read.append(args[0])
        return original(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(inertia_as_read, "_written_numbers", counting)
    kinds = ("fine", "triangle", "fine", None, "fine", "triangle", "mass only")
    data = _world(kinds, static=False, nested="fine").encode()
    assert _shown(data, lazy=True) == _shown(data, lazy=False)
    assert 0 < len(read) <= 2 * len(set(kinds))  # two loads: each distinct text once a load
