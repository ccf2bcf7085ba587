"""Checks on unfilled lazy objects against checks on eagerly read ones: the same problems, nothing filled.

The semantic checks read lazy documents without filling them, and report the same.

Loading with ``ParserConfig(lazy=True)`` runs every check on objects that
fill only when read. The checks read the few values they need (names, poses,
masses, axes) from the XML instead, and fall back to the objects where
there is something to report; so for every rule the problems must equal the
eager load's, message, line and path, and a clean document must leave its
visuals, collisions, inertials and axes unread.
"""

from __future__ import annotations

import itertools

import pytest
import sdformat_v1_12 as sdf12

from sdformat_runtime.binding import is_lazy
from sdformat_runtime.fastpath import fast_path_accepts
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics import ParserConfig, load
from sdformat_semantics.versions import NEWEST, version_package

LINK = """<link name="{name}">{pose}
  <inertial><mass>{mass}</mass><inertia><ixx>{ixx}</ixx><iyy>1</iyy><izz>1</izz></inertia>
  </inertial>
  <collision name="{collision}">{collision_pose}<geometry><box><size>1 1 1</size></box></geometry>
  </collision>
  <visual name="{visual}"><geometry><sphere><radius>1</radius></sphere></geometry></visual>
  <sensor name="{sensor}" type="imu"/>
</link>"""

BASE = {
    "name": "a",
    "pose": "",
    "mass": "1",
    "ixx": "1",
    "collision": "c",
    "collision_pose": "",
    "visual": "v",
    "sensor": "s",
}


def _world(
    link: dict[str, str] | None = None,
    *,
    second_link: str = "b",
    joint_name: str = "j",
    xyz: str = '<xyz expressed_in="__model__">0 0 1</xyz>',
    frame: str = '<frame name="f" attached_to="a"/>',
    static: str = "false",
    mimic: str = "",
    parent: str = "a",
    child: str | None = None,
) -> bytes:
    first = LINK.format(**{**BASE, **(link or {})})
    second = LINK.format(**{**BASE, "name": second_link})
    return f"""<sdf version="1.12"><world name="w"><model name="m">
<static>{static}</static>
{first}
{second}
<joint name="{joint_name}" type="revolute"><parent>{parent}</parent><child>{child or second_link}</child>
  <axis>{xyz}<limit><lower>-1</lower><upper>1</upper></limit>{mimic}</axis></joint>
{frame}
</model></world></sdf>""".encode()


NAME_CASES = {
    f"{field}={value!r}": _world({field: value})
    for field, value in itertools.product(
        ("name", "collision", "visual", "sensor"), ("", "world", "__reserved__", "x::y")
    )
} | {
    "duplicate link": _world(second_link="a"),
    "link named like the joint": _world(second_link="j"),
    "frame named like a link": _world(frame='<frame name="a"/>'),
    "duplicate collision and visual names are fine": _world({"collision": "v"}),
}

POSE_CASES = {
    "link pose relative to an unknown frame": _world({"pose": '<pose relative_to="nope"/>'}),
    "link pose relative to itself": _world({"pose": '<pose relative_to="a"/>'}),
    "collision pose relative to an unknown frame": _world(
        {"collision_pose": '<pose relative_to="nope">1 0 0 0 0 0</pose>'}
    ),
    "collision pose in degrees": _world(
        {"collision_pose": '<pose relative_to="f" degrees="true">1 0 0 90 0 0</pose>'}
    ),
    "frame attached to an unknown frame": _world(frame='<frame name="f" attached_to="zz"/>'),
    "frame pose cycle": _world(
        frame='<frame name="f" attached_to="a"><pose relative_to="f">0 0 1 0 0 0</pose></frame>'
    ),
}

INERTIA_CASES = {
    "negative mass": _world({"mass": "-1"}),
    "zero mass": _world({"mass": "0"}),
    "moments breaking the triangle inequality": _world({"ixx": "5"}),
    "negative moment": _world({"ixx": "-1"}),
    "triangle inequality in a static model": _world({"ixx": "5"}, static="true"),
}

AXIS_CASES = {
    "zero axis": _world(xyz="<xyz>0 0 0</xyz>"),
    "axis in an unknown frame": _world(xyz='<xyz expressed_in="nope">0 0 1</xyz>'),
    "mimic of an unknown joint": _world(
        mimic='<mimic joint="nope"><multiplier>1</multiplier></mimic>'
    ),
    "mimic of itself": _world(mimic='<mimic joint="j"><multiplier>1</multiplier></mimic>'),
}

JOINT_CASES = {
    "parent names no frame": _world(parent="nope"),
    "parent is the joint itself": _world(parent="j"),
    "parent is the child": _world(parent="b"),
    "parent is reserved": _world(parent="__root__"),
    "child is the world": _world(child="world"),
    "child is reserved": _world(child="__root__"),
    "child names no frame": _world(child="nope"),
    "child is the joint itself": _world(child="j"),
    "parent and child on one body": _world(parent="f", frame='<frame name="f" attached_to="b"/>'),
    "parent is the world": _world(parent="world"),
}

CASES = {**NAME_CASES, **POSE_CASES, **INERTIA_CASES, **AXIS_CASES, **JOINT_CASES}


def _problems(data: bytes, *, lazy: bool) -> list[str]:
    document = load(data, config=ParserConfig(lazy=lazy))
    return [f"{p} [{p.line}:{p.column} {p.path} {p.suggestion}]" for p in document.problems]


@pytest.mark.parametrize("data", CASES.values(), ids=CASES.keys())
def test_a_lazy_load_reports_what_an_eager_load_reports(data: bytes) -> None:
    assert _problems(data, lazy=True) == _problems(data, lazy=False)


def _was_read_lazily(data: bytes) -> bool:
    """Whether a lazy load reads the document lazily: the fast path accepts it."""
    tree, _ = parse_bytes(data)
    assert tree is not None
    package = version_package(NEWEST)
    return fast_path_accepts(
        tree.getroot(), package.FAST_PATH_SCHEMA, NEWEST, declares_namespaces=False
    )


def test_the_cases_are_read_lazily_and_most_report_something() -> None:
    lazily_read = [name for name, data in CASES.items() if _was_read_lazily(data)]
    assert len(lazily_read) == len(CASES), set(CASES) - set(lazily_read)
    clean = {
        "duplicate collision and visual names are fine",
        "collision pose in degrees",
        "parent is the world",
    }
    reported = {name for name, data in CASES.items() if _problems(data, lazy=True)}
    assert reported == set(CASES) - clean


def test_checking_a_clean_document_leaves_its_parts_unread() -> None:
    document = load(_world(), config=ParserConfig(lazy=True))
    assert document.valid, document.problems
    assert isinstance(document.root, sdf12.Sdf)
    model = document.root.worlds[0].models[0]
    assert all(map(is_lazy, model.links))  # joints are filled: peeking their values costs more
    for link in model.links:
        assert is_lazy(link.visuals[0]) and is_lazy(link.collisions[0])
        assert is_lazy(link.inertial) and is_lazy(link.sensors[0])
    assert is_lazy(model.joints[0].axis)
    # Reading them now gives what an eager load gives.
    eager = load(_world()).root
    assert isinstance(eager, sdf12.Sdf)
    assert model == eager.worlds[0].models[0]
    assert document.pose("m::a") is not None


def _arm(mimics: tuple[str, ...]) -> bytes:
    """Three links in a chain; joint ``j1`` follows ``j0`` when ``mimics`` names it."""
    links = "".join(f'<link name="l{i}"/>' for i in range(3))
    joints = "".join(
        f'<joint name="j{i}" type="revolute"><parent>l{i}</parent><child>l{i + 1}</child>'
        f"<axis><xyz>0 0 1</xyz>"
        + (f'<mimic joint="{mimics[i]}"><multiplier>2</multiplier></mimic>' if mimics[i] else "")
        + "</axis></joint>"
        for i in range(2)
    )
    return f'<sdf version="1.12"><model name="m">{links}{joints}</model></sdf>'.encode()


@pytest.mark.parametrize("mimics", [("", "j0"), ("j1", ""), ("", "nope"), ("j1", "j0"), ("", "j1")])
def test_joints_without_a_mimic_stay_unread_when_another_has_one(
    mimics: tuple[str, ...],
) -> None:
    """The mimic check reads only the joints a ``<mimic>`` is in or names: same problems as eager."""
    data = _arm(mimics)
    assert _problems(data, lazy=True) == _problems(data, lazy=False)
    document = load(data, config=ParserConfig(lazy=True))
    assert isinstance(document.root, sdf12.Sdf) and document.root.model is not None
    for joint, mimic in zip(document.root.model.joints, mimics, strict=True):
        assert is_lazy(joint) == (not mimic and joint.name not in mimics), (joint.name, mimic)
