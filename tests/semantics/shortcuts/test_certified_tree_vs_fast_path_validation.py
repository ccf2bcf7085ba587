"""A converted URDF tree its writer certifies is one the fast path accepts, and loads the same.

The URDF writer checks every number it copies as the robot spelled it
against the pattern of its slot, and every number it formats from a float
that has an exponent or is not finite (``joint_text.Certificate``); a robot
with ``<gazebo>`` content or URDF 1.2's namespaced limits is not certified.
The load reads a certified tree of the newest version without validating it.
The claim is checked where it is made: every vendored URDF, lumped and with
``preserve_fixed_joints``; a robot with odd spellings of numbers in every
slot the writer copies; robots drawn from the fuzzing grammar (every joint
and geometry type, lumping, massless links, world joints, mimic, materials,
``<gazebo>`` blocks, URDF 1.0 to 1.2, capsules) with such spellings and odd
names spliced in. Whenever a tree is certified, ``fast_path_accepts`` (the
schema and the walks it cannot express) accepts it. And the checks are
needed: with them made to pass always, a refused tree is certified.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree

import sdformat_semantics
import sdformat_semantics.urdf
from bench.outcomes import outcome
from sdformat_runtime.errors import Error
from sdformat_runtime.fastpath import fast_path_accepts
from sdformat_semantics import loading
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.converting import XacroRecord, converted
from sdformat_semantics.source import SourceFacts
from sdformat_semantics.urdf import joint_text, writing
from sdformat_semantics.versions import NEWEST, version_package
from tests.conftest import DATA
from tests.fuzz.grammar_urdf import urdf_documents

URDFS = sorted(DATA.rglob("*.urdf"))

REFUSED_NUMBERS = (
    "1_0",
    "1" + "0" * 31,
    "0." + "0" * 31 + "1",
    "1e-005",
    "1e-320",
    "\u0661",  # ARABIC-INDIC DIGIT ONE, which float() reads
    "&#x661;",
    "1 2",
)
"""Numbers ``float()`` reads and the fast path refuses (or may: the writer's check is stricter)."""

ODD_NUMBERS = ("1e+040", "2.5e-45", "+.5", "5.", "-0", " 2", " 2 ", "1E5", "000001", "0.00001",
               "2", "-0.5")  # fmt: skip
"""Numbers the fast path reads, though not all as a colour (which it holds to 0..1)."""

EXTREME_NUMBERS = ("inf", "-inf", "nan", "Infinity", "1e308", "1.7976931348623157e308",
                   "5e-324", "1e-99", "9.99e99")  # fmt: skip
"""Numbers at the ends of a double's range, whose formatted text may have long exponents."""

ODD_SPELLINGS = (REFUSED_NUMBERS, ODD_NUMBERS, EXTREME_NUMBERS)

COPIED = ("size", "radius", "length", "scale", "lower", "upper", "effort", "velocity",
          "damping", "friction", "multiplier", "offset")  # fmt: skip
"""Attributes whose numbers the writer copies as written."""

FORMATTED = ("rgba", "xyz", "mass", "ixx")
"""Attributes whose numbers the writer formats from floats (a colour, an origin, an inertial)."""

ODD_NAMES = ("_l", "__model__", "a::b", "a b", "\u00e9", '<&"', "l_1_2", "world", "")


def _verdict(data: bytes, preserve: bool) -> tuple[bool, bool] | None:
    """Whether the converted tree of ``data`` is certified, and whether the fast path accepts it.

    None when nothing is converted. The tree is judged as the loader judges a plain robot's,
    as declaring no namespace.
    """
    try:
        top = etree.fromstring(data)
    except etree.XMLSyntaxError:
        return None
    if top.tag != "robot":
        return None
    config = ParserConfig(preserve_fixed_joints=preserve)
    problems: list[Error] = []
    conversion = converted(
        top, SourceFacts.of(data), None, config, NEWEST, XacroRecord({}), problems
    )
    if conversion is None:
        return None
    schema = version_package(NEWEST).FAST_PATH_SCHEMA
    accepted = fast_path_accepts(
        conversion.tree.getroot(), schema, NEWEST, declares_namespaces=False
    )
    return conversion.certified, accepted


@pytest.mark.parametrize("preserve", [False, True], ids=["lumped", "preserved"])
@pytest.mark.parametrize("path", URDFS, ids=[p.relative_to(DATA).as_posix() for p in URDFS])
def test_a_vendored_urdf_certified_is_accepted_by_the_fast_path(path: Path, preserve: bool) -> None:
    verdict = _verdict(path.read_bytes(), preserve)
    if verdict is not None:
        certified, accepted = verdict
        assert accepted or not certified


def test_most_vendored_urdfs_are_certified() -> None:
    """The shortcut is taken on plain robots (the test above is not empty)."""
    verdicts = [_verdict(path.read_bytes(), False) for path in URDFS]
    certified = [v for v in verdicts if v is not None and v[0]]
    assert len(certified) >= 30


EVERY_SLOT = """<robot name="r" version="1.1">
<material name="m"><color rgba="{rgba} 0.5 0 1"/></material>
<link name="a"><inertial><origin xyz="{xyz} 0 0"/><mass value="{mass}"/>
<inertia ixx="{ixx}" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/>
</inertial><visual><geometry><box size="{size} 1 1"/></geometry><material name="m"/></visual>
<collision><geometry><cylinder radius="{radius}" length="{length}"/></geometry></collision>
<collision><geometry><capsule radius="1" length="1"/></geometry></collision>
<visual><geometry><mesh filename="m.stl" scale="{scale} 1 1"/></geometry></visual></link>
<link name="b"><inertial><mass value="1"/><inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/>
</inertial></link>
<link name="c"><inertial><mass value="1"/><inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/>
</inertial></link>
<joint name="j" type="revolute"><parent link="a"/><child link="b"/><axis xyz="0 0 1"/>
<origin xyz="{xyz} 1 0"/>
<limit lower="{lower}" upper="{upper}" effort="{effort}" velocity="{velocity}"/>
<dynamics damping="{damping}" friction="{friction}"/></joint>
<joint name="k" type="prismatic"><parent link="b"/><child link="c"/>
<limit lower="0" upper="1" effort="1" velocity="1"/>
<mimic joint="j" multiplier="{multiplier}" offset="{offset}"/></joint>
</robot>"""
"""A robot with a slot for every number the writer copies as written, and some it formats."""

SLOTS = (*COPIED, *FORMATTED)

SPELLINGS = REFUSED_NUMBERS + ODD_NUMBERS + EXTREME_NUMBERS


def _every_slot(slot: str, spelling: str, *, preserve: bool = False) -> tuple[bool, bool] | None:
    plain = dict.fromkeys(SLOTS, "1")
    return _verdict(EVERY_SLOT.format(**{**plain, slot: spelling}).encode(), preserve)


@pytest.mark.parametrize("preserve", [False, True], ids=["lumped", "preserved"])
@pytest.mark.parametrize("slot", SLOTS)
def test_an_odd_number_in_any_slot_is_certified_only_where_the_fast_path_accepts_it(
    slot: str, preserve: bool
) -> None:
    for spelling in SPELLINGS:
        verdict = _every_slot(slot, spelling, preserve=preserve)
        if verdict is not None:  # some are refused by the reader: nothing converted
            certified, accepted = verdict
            assert accepted or not certified, spelling
    assert _every_slot(slot, "1", preserve=preserve) == (True, True)


def test_the_plain_odd_spellings_stay_certified() -> None:
    """The check is no blanket refusal: spellings the fast path reads keep the shortcut."""
    # (White space after the digits is refused by the reader, as urdfdom refuses it.)
    for spelling in ("1e+40", "2.5e-45", "+.5", "5.", "-0", " 2", "1E5", "000001"):
        assert _every_slot("effort", spelling) == (True, True), spelling


def test_the_checks_are_needed(monkeypatch: pytest.MonkeyPatch) -> None:
    """With every check made to pass, a tree the fast path refuses is certified, in each kind.

    The mutation the tests above must catch: copied doubles and vectors,
    formatted numbers, colours.
    """
    anything = re.compile(r".*", re.DOTALL)
    for name in ("_FAST_DOUBLE", "_FAST_DOUBLES", "_FAST_VECTOR3", "_FAST_WORDS"):
        monkeypatch.setattr(joint_text, name, anything)
    monkeypatch.setattr(writing, "_FAST_COLOR", anything)
    writing._color_text.cache_clear()
    try:
        mutants = (("lower", "0." + "0" * 31 + "1"), ("size", "1e-320"), ("xyz", "1.7976931348623157e308"),
                   ("ixx", "5e-324"), ("rgba", "0.00001"))  # fmt: skip
        for slot, spelling in mutants:
            assert _every_slot(slot, spelling) == (True, False), (slot, spelling)
    finally:
        writing._color_text.cache_clear()


@pytest.mark.parametrize("limit", ["acceleration", "deceleration", "jerk"])
def test_an_extended_limit_of_urdf_1_2_is_not_certified(limit: str) -> None:
    plain = dict.fromkeys(SLOTS, "1")
    robot = EVERY_SLOT.format(**plain).replace('version="1.1"', 'version="1.2"')
    data = robot.replace('effort="1"', f'effort="1" {limit}="2"', 1).encode()
    assert _verdict(data, False) == (False, False)


def test_a_robot_with_gazebo_content_is_not_certified() -> None:
    plain = dict.fromkeys(SLOTS, "1")
    block = '<gazebo reference="a"><mu1>slippery</mu1></gazebo></robot>'
    robot = EVERY_SLOT.format(**plain).replace("</robot>", block)
    assert _verdict(robot.encode(), False) == (False, False)


@st.composite
def odd_robots(draw: st.DrawFn) -> tuple[bytes, bool]:
    """A grammar robot with odd names and numbers spliced in, and ``preserve_fixed_joints``."""
    text = draw(urdf_documents(hostile=False, extremes=draw(st.integers(0, 3)) == 0))
    robot = etree.fromstring(text)
    if draw(st.booleans()):  # no <gazebo> block: what may be certified
        for block in robot.findall("gazebo"):
            robot.remove(block)
    version = draw(st.sampled_from((None, "1.0", "1.1", "1.2")))
    if version is not None:
        robot.set("version", version)
    names = [link.get("name") for link in robot.iterchildren("link")]
    renamed = {name: draw(st.sampled_from(ODD_NAMES)) + str(n) for n, name in enumerate(names)}
    if draw(st.booleans()):  # every reference to a link follows its new name
        for element in robot.iter():
            for key in ("name", "link", "reference"):
                value = element.get(key)
                if value in renamed and element.tag in ("link", "parent", "child", "gazebo"):
                    element.set(key, renamed[value])
    if draw(st.booleans()):  # the root link hangs from the world
        root = robot.find("link")
        assert root is not None
        etree.SubElement(robot, "link", name="world")
        world = etree.SubElement(robot, "joint", name="to_world", type="fixed")
        etree.SubElement(world, "parent", link="world")
        etree.SubElement(world, "child", link=str(root.get("name")))
    if version in ("1.1", "1.2") and draw(st.booleans()):
        link = robot.find("link")
        assert link is not None
        visual = etree.SubElement(link, "visual")
        geometry = etree.SubElement(etree.SubElement(visual, "geometry"), "capsule")
        geometry.set("radius", "0.5")
        geometry.set("length", draw(st.sampled_from(ODD_NUMBERS)))
    if version == "1.2":
        for limit in robot.iter("limit"):
            if draw(st.booleans()):
                limit.set(draw(st.sampled_from(("acceleration", "deceleration", "jerk"))), "1")
    _splice_numbers(draw, robot)
    # A character reference written as such (lxml escapes the '&' of a value it is given).
    data = etree.tostring(robot, encoding="unicode")
    data = data.replace("&amp;#x661;", "&#x661;")
    return data.encode(), draw(st.booleans())


def _splice_numbers(draw: st.DrawFn, robot: etree._Element) -> None:
    """Odd spellings put into a few numbers: any, one copied, one formatted."""
    numbered = [
        (element, key)
        for element in robot.iter()
        for key in element.attrib
        if key not in ("name", "link", "reference", "joint", "type", "filename", "version")
    ]
    spliced = draw(st.lists(st.sampled_from(numbered), max_size=2)) if numbered else []
    for keys in (COPIED, FORMATTED):
        chosen = [(element, key) for element, key in numbered if key in keys]
        if chosen and draw(st.booleans()):
            spliced.append(draw(st.sampled_from(chosen)))
    for element, key in spliced:
        words = str(element.get(key)).split()
        at = draw(st.integers(0, max(len(words) - 1, 0)))
        words[at : at + 1] = [draw(st.sampled_from(draw(st.sampled_from(ODD_SPELLINGS))))]
        element.set(key, " ".join(words))


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(odd_robots())
def test_a_generated_robot_certified_is_accepted_by_the_fast_path(
    drawn: tuple[bytes, bool],
) -> None:
    data, preserve = drawn
    verdict = _verdict(data, preserve)
    if verdict is not None:
        certified, accepted = verdict
        assert accepted or not certified, data.decode(errors="replace")


def _never_certified(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every URDF conversion of the load validated, as without the certificate."""
    convert = sdformat_semantics.urdf.convert_urdf

    def uncertified(*args: Any, **kwargs: Any) -> sdformat_semantics.urdf.UrdfConversion:
        return attrs.evolve(convert(*args, **kwargs), certified=False)

    monkeypatch.setattr(sdformat_semantics.urdf, "convert_urdf", uncertified)


@pytest.mark.parametrize("path", URDFS, ids=[p.relative_to(DATA).as_posix() for p in URDFS])
def test_a_vendored_urdf_loads_the_same_certified_or_validated(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The certificate changes how the tree is checked, not what a load reports, poses or writes."""
    certified = outcome(path, lazy=True)
    _never_certified(monkeypatch)
    assert outcome(path, lazy=True) == certified


def test_a_certified_robot_is_not_validated_and_any_other_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The shortcut is taken by the load itself: no fast-path walk for a certified tree."""
    validated: list[object] = []
    walk = loading.fast_path_parts

    def counted(*args: Any, **kwargs: Any) -> frozenset[etree._Element]:
        validated.append(args[0])
        return walk(*args, **kwargs)

    monkeypatch.setattr(loading, "fast_path_parts", counted)
    for path in URDFS:
        verdict = _verdict(path.read_bytes(), False)
        before = len(validated)
        document = sdformat_semantics.load(path)
        if verdict is not None and verdict[0]:
            assert len(validated) == before, path
            assert document.source_root is not None
        elif verdict is not None and document.source_root is not None:
            assert len(validated) == before + 1, path
