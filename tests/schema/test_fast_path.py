"""The fast-path schema: a document it accepts gets no problem from the Python reader,
nor from ``check_required`` (which skips lazy objects, read only from accepted documents).

The property is checked on every vendored document (as written, in its own
version, and migrated to the newest version as ``load`` reads it), on
documents drawn from the spec grammar, and on hand-made documents covering
each class of problem the reader reports (each must be refused). The share of
real documents accepted is asserted to stay high, so the fast path stays useful.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree

from generator.fast_value_types import FAST_PATTERNS
from sdformat_runtime.binding import read_tree
from sdformat_runtime.byte_scans import may_declare_namespaces
from sdformat_runtime.fastpath import fast_path_accepts
from sdformat_runtime.values import VALUE_TYPES
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics.checks.required import check_required
from sdformat_semantics.migration import migrate
from sdformat_semantics.migration.pose_degrees import degrees_to_radians
from sdformat_semantics.versions import LOAD_VERSIONS, NEWEST, PACKAGES, version_package
from tests.conftest import DATA
from tests.fuzz.grammar import grammar_documents

DOCUMENTS = sorted(p for p in DATA.rglob("*") if p.suffix in (".sdf", ".world"))


def _accepts(data: bytes, tree: etree._ElementTree, version: str) -> bool:
    declares = bool(may_declare_namespaces(data, tree)) and any(
        True for _ in etree.iterwalk(tree, events=("start-ns",))
    )
    package = version_package(version)
    return fast_path_accepts(
        tree.getroot(), package.FAST_PATH_SCHEMA, version, declares_namespaces=declares
    )


def _verdicts(data: bytes, migrate_to: str | None = None) -> tuple[bool, list[str]] | None:
    """(fast path accepts, the reader's and check_required's problems), or None for
    documents no reader gets."""
    tree, _ = parse_bytes(data)
    if tree is None:
        return None
    top = tree.getroot()
    declared = (top.get("version") or "").strip()
    version = migrate_to or declared
    if version not in PACKAGES or (declared not in PACKAGES and migrate_to is None):
        return None
    if migrate_to is not None:
        try:
            migrate(top, declared, migrate_to)
        except Exception:  # refused migrations never reach the reader
            return None
        if top.get("version") != migrate_to:
            return None
        degrees_to_radians(top, migrate_to, None)
    accepted = _accepts(data, tree, version)
    result = read_tree(version_package(version).Sdf, tree, None, version)
    missing = check_required(result.root) if result.root is not None else []
    return accepted, [str(p) for p in (*result.problems, *missing)]


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(DATA)))
def test_an_accepted_vendored_document_reads_without_a_problem(path: Path) -> None:
    data = path.read_bytes()
    for migrate_to in (None, NEWEST):
        verdicts = _verdicts(data, migrate_to)
        if verdicts is not None and verdicts[0]:
            assert verdicts[1] == [], f"fast path accepted, the reader reports {verdicts[1]}"


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(grammar_documents(hostile=True))
@pytest.mark.slow
def test_an_accepted_grammar_document_reads_without_a_problem(data: bytes) -> None:
    verdicts = _verdicts(data)
    if verdicts is not None and verdicts[0]:
        assert verdicts[1] == []


def test_most_real_documents_take_the_fast_path() -> None:
    accepted = total = 0
    for path in DOCUMENTS:
        if "real" not in path.parts:
            continue
        verdicts = _verdicts(path.read_bytes(), NEWEST)
        if verdicts is not None:
            total += 1
            accepted += verdicts[0]
    assert total >= 20
    assert accepted / total > 0.4, f"{accepted}/{total}"


CLEAN = """<sdf version="{v}"><model name="m"><link name="l"><pose>1 2 3 0 0 0</pose>
<inertial><mass>2</mass></inertial><visual name="v"><geometry><box><size>1 1 1</size></box>
</geometry></visual></link>{extra}</model></sdf>"""

# A leaf with a minimum (0): its type restricts a named base that holds the pattern.
BOUNDED_LEAF = """<link name='l2'><collision name='c'><geometry><box><size>1 1 1</size></box>
</geometry><surface><friction><ode><mu>{mu}</mu></ode></friction></surface></collision></link>"""

AXIS = """<link name='l2'/><joint name='j2' type='revolute'><parent>l</parent><child>l2</child>
<axis><xyz>{xyz}</xyz></axis></joint>"""

# One document per class of problem (or silently kept content) the reader has.
REFUSED = {
    "unknown element": "<bogus/>",
    "namespaced element": '<x:e xmlns:x="urn:x"/>',
    "namespaced attribute": '<frame name="f" xmlns:x="urn:x" x:a="1"/>',
    "unknown attribute": '<frame name="f" colour="red"/>',
    "repeated single element": "<static>true</static><static>false</static>",
    "text in a container": "<frame name='f'>words</frame>",
    "markup in a value": "<static><b/></static>",
    "attribute on a value": "<static a='1'>true</static>",
    "unparsable value": "<static>maybe</static>",
    "empty value": "<static></static>",
    "value outside its choices": "<joint name='j' type='spinning'><parent>l</parent>"
    "<child>l</child></joint>",
    "huge exponent": "<frame name='f'><pose>1e400 0 0 0 0 0</pose></frame>",
    "value below its minimum": BOUNDED_LEAF.format(mu="-0.5"),
    "bounded value not a number": BOUNDED_LEAF.format(mu="1,5"),
    "quaternion pose": "<frame name='f'><pose rotation_format='quat_xyzw'>0 0 0 0 0 0 1</pose>"
    "</frame>",
    # Vectors are lists of number words and a double a union: each refusal kind once.
    "vector of too few words": AXIS.format(xyz="0 1"),
    "vector with a word out of range": AXIS.format(xyz="0 1 1e400"),
    "double out of range": "<link name='l2'><inertial><inertia><ixx>1e400</ixx></inertia>"
    "</inertial></link>",
    "missing required attribute": "<frame/>",
    "missing required value": "<joint name='j' type='fixed'><child>l</child></joint>",
    "comment inside a value": "<frame name='f'><pose>1 2 3<!-- c --> 0 0 0</pose></frame>",
    "single repeated among repeated children": "<pose>1 0 0 0 0 0</pose><link name='l2'/>"
    "<pose>1 0 0 0 0 0</pose>",
    "single of a link repeated around a visual": "<link name='l2'><pose>0 0 0 0 0 0</pose>"
    "<visual name='v'><geometry><box><size>1 1 1</size></box></geometry></visual>"
    "<pose>0 0 0 0 0 0</pose></link>",
}

# Content between elements, which the reader skips without a word.
ACCEPTED = {
    "comment between elements": "<!-- c --><frame name='f'/><!-- d -->",
    "instruction between elements": "<?pi x?><frame name='f'/>",
    "bounded value at its minimum": BOUNDED_LEAF.format(mu="0"),
    "bounded value above its minimum": BOUNDED_LEAF.format(mu="  2.5e1 "),
    "singles once each among repeated children": "<pose>1 0 0 0 0 0</pose><link name='l2'/>"
    "<static>true</static><link name='l3'/>",
}


@pytest.mark.parametrize("version", sorted(PACKAGES))
def test_a_clean_document_takes_the_fast_path(version: str) -> None:
    data = CLEAN.format(v=version, extra="").encode()
    assert _verdicts(data) == (True, [])


@pytest.mark.parametrize("version", sorted(PACKAGES))
@pytest.mark.parametrize("case", sorted(ACCEPTED))
def test_content_the_reader_skips_silently_takes_the_fast_path(version: str, case: str) -> None:
    data = CLEAN.format(v=version, extra=ACCEPTED[case]).encode()
    assert _verdicts(data) == (True, [])


@pytest.mark.parametrize("version", sorted(PACKAGES))
@pytest.mark.parametrize("case", sorted(REFUSED))
def test_each_kind_of_reported_content_is_refused(version: str, case: str) -> None:
    data = CLEAN.format(v=version, extra=REFUSED[case]).encode()
    verdicts = _verdicts(data)
    assert verdicts is not None
    assert not verdicts[0]


# A saved world state: Gazebo writes its wall time in Unix seconds (ten digits since 2001).
STATE = """<sdf version="{v}"><world name="w"><state world_name="w"><sim_time>12 5</sim_time>
<wall_time>{wall}</wall_time><real_time>12.5</real_time><iterations>3</iterations>
</state></world></sdf>"""


@pytest.mark.parametrize("version", sorted(PACKAGES))
@pytest.mark.parametrize(
    "wall", ["1650056896 307077941", "2147483646 999999999", "1650056896", "1650056896.5"]
)
def test_a_saved_wall_time_in_unix_seconds_takes_the_fast_path(version: str, wall: str) -> None:
    assert _verdicts(STATE.format(v=version, wall=wall).encode()) == (True, [])


# Just past the edge of the time pattern, as libxml2 runs it (it once accepted 2147483650):
# left to the reader, which refuses some of them.
PAST_THE_TIME_EDGE = ["2147483647 0", "2147483648 0", "2147483650 0", "2147483700", "3000000000 0"]
PAST_THE_TIME_EDGE += ["21474836460 0", "2147483647.999999999", "1650056896 1000000000"]


@pytest.mark.parametrize("version", sorted(PACKAGES))
@pytest.mark.parametrize("wall", PAST_THE_TIME_EDGE)
def test_a_wall_time_past_the_edge_is_left_to_the_reader(version: str, wall: str) -> None:
    verdicts = _verdicts(STATE.format(v=version, wall=wall).encode())
    assert verdicts is not None
    assert verdicts[0] is False


# Children that may repeat, held to one on the fast path where nothing else of their
# parent repeats (``fast_xsd_view.RARELY_REPEATED``): once takes the fast path, twice
# (which the reader takes without a word) the reader; a single repeated beside one is refused.
HELD_TO_ONE = {
    "visual": (
        "<link name='l2'><visual name='v2'>{first}<geometry><box><size>1 1 1</size></box>"
        "</geometry>{second}</visual></link>",
        "<plugin name='p' filename='f'/>",
        "<plugin name='q' filename='g'/>",
        "<pose>0 0 0 0 0 0</pose>",
    ),
    "joint": (
        "<joint name='j' type='fixed'><parent>l</parent>{first}<child>l</child>{second}</joint>",
        "<sensor name='s' type='force_torque'/>",
        "<sensor name='t' type='force_torque'/>",
        "<pose>0 0 0 0 0 0</pose>",
    ),
}


# The versions documents load as: 1.6's <frame> children repeat in a visual and a joint,
# so nothing there is held to one and two plugins take the fast path too.
@pytest.mark.parametrize("version", LOAD_VERSIONS)
@pytest.mark.parametrize("parent", sorted(HELD_TO_ONE))
def test_a_child_held_to_one_takes_the_fast_path_once_and_the_reader_twice(
    version: str, parent: str
) -> None:
    template, child, other, single = HELD_TO_ONE[parent]
    once = template.format(first=child, second="")
    twice = template.format(first=child, second=other)
    single_twice = template.format(first=single + child, second=single)
    assert _verdicts(CLEAN.format(v=version, extra=once).encode()) == (True, [])
    assert _verdicts(CLEAN.format(v=version, extra=twice).encode()) == (False, [])
    verdicts = _verdicts(CLEAN.format(v=version, extra=single_twice).encode())
    assert verdicts is not None and not verdicts[0] and verdicts[1]


@functools.cache
def _fast_values(type_name: str) -> st.SearchStrategy[str]:
    """Texts the fast path's pattern for ``type_name`` accepts.

    Made once per type: building a regex strategy anew for each example cost
    about a second an example for the pose pattern (six bounded doubles).
    """
    pattern = FAST_PATTERNS[type_name]
    assert pattern is not None
    return st.from_regex(f"^({pattern})$", fullmatch=True).filter(lambda s: "\n" not in s)


@pytest.mark.parametrize("type_name", sorted(t for t, p in FAST_PATTERNS.items() if p))
@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_every_fast_value_is_read_without_a_problem(type_name: str, data: st.DataObject) -> None:
    text = data.draw(_fast_values(type_name))
    VALUE_TYPES[type_name].parse(text)  # raises ValueSyntaxError on a problem


# Where each pattern's language ends: the reader gets these without a problem
# on one side, and the fast path leaves the other side to it.
PATTERN_EDGES = {
    "double": (
        [
            *("1" * 30, "-." + "5" * 30, "1" * 30 + "." + "2" * 30 + "e-99", "+7", "3."),
            *(".5E+07", "1e307", "9.9e-307", "-1.79769e+307", "5e300", "2e199", "3e99", "4e05"),
            *("1e308", "-1.79769e+308", "1.79769E308", "1.7976e+308", "1.0e308", "1.e308"),
            *("inf", "-inf", "+inf"),
        ],
        [
            *("1" * 31, "1." + "2" * 31, "12e100", "1e+1000", "1e", "1.797691e308"),
            *(".", "9e310", "3e400", "0e1000", "e5", "1.5e3.5", "1.7977e308", "2e308"),
            *("1.79769e-308", "0.5e308", "1.7976931348623157e308", "1e309", "nan", "INF"),
        ],
    ),
    "int": (
        ["999999999", "-000000001", "0x7ABCDEF", "+0X1", "0", "1000000000", "2147483647"],
        ["2147483648", "-2147483648", "3000000000", "0x12345678", "0x", "--1", "0000000000"],
    ),
    "unsigned int": (
        ["4294967295", "4200000000", "3999999999", "999999999", "0xFFFFFFF", "+0", "42"],
        ["4294967296", "4300000000", "5000000000", "-1", "10000000000", "0xFFFFFFFF"],
    ),
    "time": (
        [
            *("1 2", "123456789 987654321", "5.", "7.123456789"),
            *("1650056896 307077941", "2147483646 999999999", "1650056896", "1650056896.5"),
        ],
        [
            *("1 ", "1.2 3", "5.1234567890", "0000000001 0"),
            *PAST_THE_TIME_EDGE,
        ],
    ),
}


@pytest.mark.parametrize("type_name", sorted(PATTERN_EDGES))
def test_each_pattern_ends_where_the_reader_stays_exact(type_name: str) -> None:
    pattern = FAST_PATTERNS[type_name]
    assert pattern is not None
    inside, outside = PATTERN_EDGES[type_name]
    assert [t for t in inside if not re.fullmatch(f"(?:{pattern})", t)] == []
    assert [t for t in outside if re.fullmatch(f"(?:{pattern})", t)] == []
    for text in inside:
        VALUE_TYPES[type_name].parse(text)


@pytest.mark.parametrize("version", sorted(PACKAGES))
def test_a_bounded_leaf_does_not_write_its_pattern_again(version: str) -> None:
    # libxml2 compiles every pattern facet it reads: written in each bounded leaf, the
    # double pattern alone took ~5 MB of every process that loaded a document. Bounds
    # restrict a named base that holds the pattern once.
    xs = "{http://www.w3.org/2001/XMLSchema}"
    schema = etree.parse(str(version_package(version).FAST_PATH_SCHEMA))
    bounded = [
        r
        for r in schema.iter(f"{xs}restriction")
        if r.find(f"{xs}minInclusive") is not None or r.find(f"{xs}maxInclusive") is not None
    ]
    assert bounded
    assert all(r.find(f"{xs}pattern") is None for r in bounded)
    assert all(r.get("base", "").startswith("fast_bounded_") for r in bounded)
