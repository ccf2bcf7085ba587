"""The byte screen for xacro marks against the search of the tree: never a mark missed.

``converting.writes_no_xacro`` clears a robot whose bytes write no ``$`` (nor
a character reference), no ``xmlns`` and no ``xacro:``, without serialising
and searching its tree (``urdf.xacro.find_xacro``). Every robot it clears,
among the vendored URDF and xacro files and robots written for it (marks in
every place, spelled every way, in every encoding), must have no mark.
"""

from __future__ import annotations

import pytest

from sdformat_runtime.xml import DEFAULT_MAX_BYTES, DEFAULT_MAX_ELEMENT_DEPTH
from sdformat_semantics.converting import writes_no_xacro
from sdformat_semantics.source import SourceFacts, parse_tolerant
from sdformat_semantics.urdf.xacro import find_xacro
from tests.conftest import DATA

URI = "http://www.ros.org/wiki/xacro"

BODIES = {
    "plain": '<link name="a"/>',
    "banner comment": '<!-- made by xacro from a.urdf.xacro --><link name="a"/>',
    "expression in a value": '<link name="${prefix}a"/>',
    "expression in a text": '<link name="a"><visual><geometry><mesh filename="m"/></geometry>'
    "</visual></link><gazebo>${x}</gazebo>",
    "substitution": '<link name="$(arg name)"/>',
    "dollar spelled": '<link name="&#36;{prefix}a"/>',
    "dollar in a comment": '<!-- ${x} --><link name="a"/>',
    "declared element": f'<xacro:property xmlns:xacro="{URI}" name="p" value="1"/>',
    "declared on the root": "<xacro:property name='p' value='1'/>",
    "undeclared prefix": "<xacro:property name='p' value='1'/>",
    "custom uri": '<x:macro xmlns:x="urn:other" name="m"/><link name="a"/>',
    "uri spelled": '<q:if xmlns:q="http://www.ros.org/wiki/&#120;acro" value="1"/>',
    "xacro attribute": f'<link xmlns:xacro="{URI}" xacro:if="1" name="a"/>',
}
"""What a robot holds; ``declared on the root`` gets its declaration on ``<robot>``."""


def _robot(case: str) -> str:
    declared = f' xmlns:xacro="{URI}"' if case == "declared on the root" else ""
    return (
        f'<?xml version="1.0" encoding="ENCODING"?><robot name="r"{declared}>{BODIES[case]}</robot>'
    )


def _screened_and_found(data: bytes) -> tuple[bool, bool] | None:
    facts = SourceFacts.of(data)
    tree = parse_tolerant(facts, None, DEFAULT_MAX_BYTES, DEFAULT_MAX_ELEMENT_DEPTH).tree
    if tree is None:
        return None
    return writes_no_xacro(facts), find_xacro(tree.getroot()) is not None


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "iso-8859-1"])
@pytest.mark.parametrize("case", sorted(BODIES))
def test_a_robot_cleared_by_its_bytes_has_no_mark(case: str, encoding: str) -> None:
    data = _robot(case).replace("ENCODING", encoding.upper()).encode(encoding)
    outcome = _screened_and_found(data)
    if outcome is None:  # refused: prefixes are declared only in bytes spelling ASCII
        assert (case, encoding) == ("undeclared prefix", "utf-16")
        return
    cleared, found = outcome
    assert not (cleared and found)
    if encoding != "utf-16":  # bytes that answer: cleared exactly where nothing is written
        assert cleared is (case in ("plain", "banner comment"))


def test_every_vendored_robot_cleared_by_its_bytes_has_no_mark() -> None:
    cleared = marked = 0
    for path in sorted(p for p in DATA.rglob("*") if p.suffix in (".urdf", ".xacro")):
        outcome = _screened_and_found(path.read_bytes())
        if outcome is None:
            continue
        assert not (outcome[0] and outcome[1]), path
        cleared += outcome[0]
        marked += outcome[1]
    assert cleared > 30 and marked > 10
