"""The converter's short ways give what the general ways give, for every input of their kind.

* A joint ``<limit>`` before URDF 1.2 whose four numbers read plainly is
  accepted at once (``versions._plainly_valid``): the answer and the problems
  must be those of reading it number by number, for every spelling in every
  place, with and without extended limits, at every version.
* An ``<origin>`` is its position and the turn remembered for its ``rpy``
  text (the identity without angles): bit for bit (signs of zeros too) what
  ``rpy_values`` makes of it.
* ``UrdfProblems`` writes each problem's path from its parent's: the same
  ``Error`` as ``problem()`` for every element of every vendored URDF.
* An inertial's mass and moments read from a file are written as
  ``format_number`` writes each, in one string.
* A written element whose text is empty (a texture or a material script
  naming nothing) has the empty text, not none, as markup cannot carry it.
"""

from __future__ import annotations

import itertools
import math
import random

import pytest
from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector, Severity, element_path, problem
from sdformat_runtime.values import format_number
from sdformat_semantics.geometry.pose import rpy_values
from sdformat_semantics.urdf import convert_urdf, versions
from sdformat_semantics.urdf.problems import UrdfProblems
from sdformat_semantics.urdf.reading import _Reader
from sdformat_semantics.urdf.writing import _mass_markup
from tests.conftest import DATA

LIMIT_TEXTS = [None, "1", " -2.5 ", "0", "inf", "nan", "x", "1e400", ""]
"""What a limit attribute may be: left out (None), numbers, and what no reader takes."""


def _limit(values: dict[str, str | None]) -> etree._Element:
    element = etree.Element("limit")
    for key, value in values.items():
        if value is not None:
            element.set(key, value)
    return element


def _read(limit: etree._Element, version: versions.Version, kind: str) -> tuple[bool, list[str]]:
    problems = ProblemCollector("robot.urdf")
    reader = _Reader(problems, version)
    accepted = versions.read_limit(limit, kind, "j", version, reader.number, problems)
    return accepted, [str(p) for p in problems.problems]


@pytest.mark.parametrize("version", [(1, 0), (1, 1), (1, 2)])
@pytest.mark.parametrize("extended", [None, "2"])
def test_a_plain_limit_reads_as_number_by_number(
    version: versions.Version, extended: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    cases = []
    for effort, velocity in itertools.product(LIMIT_TEXTS, repeat=2):
        for lower, upper in [(None, None), ("-1", "1"), ("1", "x"), ("inf", "0"), (" 3", None)]:
            given = {"effort": effort, "velocity": velocity, "lower": lower, "upper": upper}
            cases.append(given | {"acceleration": extended})
    fast = [_read(_limit(case), version, "revolute") for case in cases]
    monkeypatch.setattr(versions, "_plainly_valid", lambda _limit: False)
    slow = [_read(_limit(case), version, "revolute") for case in cases]
    assert fast == slow


ORIGIN_TEXTS = [None, "0 0 0", "-0 0 -0", "1 2 3", " 0.5\t-1e-3 7 ", "-0.0 -0.0 -0.0"]


@pytest.mark.parametrize("xyz", ORIGIN_TEXTS)
@pytest.mark.parametrize(
    "rpy",
    [
        *ORIGIN_TEXTS,
        "0 0 1.5707963267948966",
        "1 0 0",
        "3.141592653589793 -0 0",
        "0 -1.5707963267948966 0",
        " 0.1 0.2\t0.3",
        "1e-300 0 0",
        "inf 0 0",
        "0 0",
    ],
)
def test_an_origin_is_what_rpy_values_makes_of_it(xyz: str | None, rpy: str | None) -> None:
    origin = etree.Element("origin")
    for key, value in (("xyz", xyz), ("rpy", rpy)):
        if value is not None:
            origin.set(key, value)
    problems = ProblemCollector()
    read = _Reader(problems).origin(origin)
    position = [float(v) for v in (xyz or "0 0 0").split()]
    angles = [float(v) for v in (rpy or "0 0 0").split()]
    if len(angles) != 3 or not all(map(math.isfinite, angles)):  # reported, read as no turn
        assert problems.problems
        angles = [0.0, 0.0, 0.0]
    expected = rpy_values(*position, *angles)
    # repr tells -0.0 from 0.0, which == does not
    assert [math.copysign(1.0, v) for v in read] == [math.copysign(1.0, v) for v in expected]
    assert repr(read) == repr(expected)


URDFS = sorted(DATA.rglob("*.urdf"))


@pytest.mark.parametrize("path", URDFS, ids=lambda path: path.name)
def test_problems_are_placed_as_problem_places_them(path: object) -> None:
    root = etree.parse(str(path)).getroot()
    collector = UrdfProblems(str(path))
    for element in root.iter(etree.Element):
        assert collector.path(element) == element_path(element)
        for severity, suffix, suggestion in [
            (Severity.ERROR, "", None),
            (Severity.WARNING, "/@name", "near"),
            (Severity.INFO, "", None),
        ]:
            code = ErrorCode.URDF_INVALID
            if severity is Severity.ERROR:
                made = collector.error(code, "m", element, suffix=suffix, suggestion=suggestion)
            elif severity is Severity.WARNING:
                made = collector.warning(code, "m", element, suffix=suffix, suggestion=suggestion)
            else:
                made = collector.info(code, "m", element)
            expected = problem(
                code,
                "m",
                element,
                severity=severity,
                suffix=suffix,
                suggestion=suggestion,
                file=str(path),
            )
            assert made == expected


def test_empty_texts_are_written_empty() -> None:
    robot = etree.fromstring(
        '<robot name="r"><link name="a">'
        '<inertial><mass value="1"/>'
        '<inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial>'
        '<visual><geometry><box size="1 1 1"/></geometry>'
        '<material name="m"><texture filename=""/></material></visual>'
        '<collision><geometry><sphere radius="1"/></geometry></collision></link>'
        '<gazebo reference="a"><material></material><mu1>0.3</mu1><kp></kp></gazebo></robot>'
    )
    conversion = convert_urdf(robot, "robot.urdf", "1.12")
    tree, _problems = conversion.tree, conversion.problems
    assert tree is not None
    texts = {str(element.tag): element.text for element in tree.iter(etree.Element)}
    assert texts["albedo_map"] == ""
    assert texts["name"] == ""  # the script's name
    assert texts["kp"] == ""
    assert texts["mu"] == "0.3"


MASS_NUMBERS = [0.0, -0.0, 1.0, -3.0, 2.5, 0.1, 1e-7, -5e-324, 123456789.0, 1e14, 999999999999999.0]
MASS_NUMBERS += [1e15, -1e15, 1e15 + 2.0, 9999999999999998.0, 1e16, 1e300, 0.30000000000000004]


def test_an_inertials_numbers_are_written_as_format_number_writes_them() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        mass, *moments = (
            rng.choice(MASS_NUMBERS) if rng.random() < 0.7 else rng.uniform(-1e3, 1e3)
            for _ in range(7)
        )
        ixx, iyy, izz, ixy, ixz, iyz = moments
        texts = map(format_number, (mass, *moments))
        expected = (
            "<mass>{}</mass><inertia><ixx>{}</ixx><iyy>{}</iyy><izz>{}</izz>"
            "<ixy>{}</ixy><ixz>{}</ixz><iyz>{}</iyz></inertia></inertial>"
        ).format(*texts)
        written = _mass_markup(mass, (ixx, iyy, izz, ixy, ixz, iyz), computed=False)
        assert written == expected, (mass, moments)
