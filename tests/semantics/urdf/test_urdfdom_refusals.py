"""What urdfdom does not read in a URDF, and what ROS and libsdformat then make of the robot.

urdfdom, the URDF reader of ROS and of libsdformat, streams each single
number into a double and takes it only when all of the text was taken:
``"0.5 "`` and ``"0.5&#10;"`` (an attribute that ends a line, as in
Unitree's hand models) are not numbers there, nor is Python's ``1_000``.
urdfdom 3 refuses the robot for a joint's number; for a link's, it reads the
link only up to there (an inertia of zero), and libsdformat 12.3 loads that,
but for a mass (the link loses its inertial, and the robot is refused).
Held here: our verdict is libsdformat 12.3's for every such place (recorded
by hand with ``ign sdf -k``), a warning says what the reference makes of
what it loads, and white space before the digits, or in a vector such as
``xyz``, stays fine. Beyond numbers, the same holds for all a link holds:
urdfdom stops reading a link at the first visual or collision it cannot read
(a capsule before URDF 1.1, a mesh scale of four numbers, a material
without a name...), and we leave out what libsdformat 12.3 leaves out; an
inertia it cannot read is zero there, and here, with a warning.
"""

from __future__ import annotations

import pytest

from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_semantics import load
from tests.helpers import hermetic

INERTIAL = '<inertial><mass value="2"/><inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial>'
LIMIT = '<limit lower="0" upper="1" effort="3" velocity="1"/>'


def _robot(first_link: str = INERTIAL, joint: str = LIMIT, second_link: str = INERTIAL) -> str:
    return (
        f'<robot name="r"><link name="a">{first_link}</link><link name="b">{second_link}</link>'
        f'<joint name="j" type="revolute"><parent link="a"/><child link="b"/>{joint}</joint>'
        "</robot>"
    )


def _inertial(mass: str = "2", ixz: str = "0") -> str:
    return (
        f'<inertial><mass value="{mass}"/>'
        f'<inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="{ixz}" iyz="0"/></inertial>'
    )


def _limit(lower: str = "0", velocity: str = "1") -> str:
    return f'<limit lower="{lower}" upper="1" effort="3" velocity="{velocity}"/>'


def _shape(geometry: str) -> str:
    return f"{INERTIAL}<visual><geometry>{geometry}</geometry></visual>"


# Place -> (robot with "{v}" where the number goes, whether libsdformat 12.3 refuses it).
PLACES = {
    "mass": (_robot(first_link=_inertial(mass="{v}")), True),
    "inertia moment": (_robot(first_link=_inertial(ixz="{v}")), False),
    "sphere radius": (_robot(first_link=_shape('<sphere radius="{v}"/>')), False),
    "cylinder length": (_robot(first_link=_shape('<cylinder radius="1" length="{v}"/>')), False),
    "limit lower": (_robot(joint=_limit(lower="{v}")), True),
    "limit velocity": (_robot(joint=_limit(velocity="{v}")), True),
    "dynamics damping": (_robot(joint=LIMIT + '<dynamics damping="{v}"/>'), True),
    "mimic multiplier": (
        _robot().replace(
            "</robot>",
            f'<link name="c">{INERTIAL}</link><joint name="k" type="revolute"><parent link="a"/>'
            f'<child link="c"/>{LIMIT}<mimic joint="j" multiplier="{{v}}"/></joint></robot>',
        ),
        True,
    ),
}

UNREAD = ["0.5 ", "0.5&#10;", "0.5&#9;", "0.0_1"]
"""Spellings urdfdom does not read as one number: white space after the digits, ``_``."""


@pytest.mark.parametrize("spelling", UNREAD)
@pytest.mark.parametrize("place", sorted(PLACES))
def test_the_verdict_is_the_references(place: str, spelling: str) -> None:
    template, refused = PLACES[place]
    document = load(template.replace("{v}", spelling), config=hermetic())
    assert document.valid == (not refused), document.problems
    reported = [p for p in document.problems if "nothing may follow the digits" in p.message]
    assert len(reported) == 1, document.problems
    assert reported[0].code is ErrorCode.URDF_INVALID
    assert reported[0].path.startswith('/robot[@name="r"]/') and reported[0].line == 1
    # The message says which reader refuses the robot, or what the reference loads instead.
    assert ("refuses" in reported[0].message) == refused, reported[0].message
    if not refused:  # loaded: a robot with its links, and the warning says what the reference does
        assert document.root is not None and len(document.model.links) == 2
        assert reported[0].severity is Severity.WARNING
        assert "read here as" in reported[0].message or "left out here too" in reported[0].message


@pytest.mark.parametrize("place", sorted(PLACES))
def test_white_space_before_the_digits_is_read(place: str) -> None:
    template, _refused = PLACES[place]
    document = load(template.replace("{v}", " 0.5"), config=hermetic())
    assert document.valid and not document.warnings, document.problems


def test_the_moment_is_read_as_written_where_the_reference_zeroes_it() -> None:
    document = load(_robot(first_link=_inertial(ixz="0.5&#10;")), config=hermetic())
    assert document.inertial("a").inertia[0][2] == pytest.approx(0.5)


@pytest.mark.parametrize("attribute", ['xyz="0 0 1 "', 'rpy=" 0 0 0 "'])
def test_vectors_are_split_on_white_space_as_urdfdom_splits_them(attribute: str) -> None:
    document = load(_robot(joint=f"<origin {attribute}/>{LIMIT}"), config=hermetic())
    assert document.valid and not document.warnings, document.problems


def test_a_top_level_material_without_a_name_is_ignored_with_a_warning() -> None:
    robot = _robot().replace("<link", '<material><color rgba="1 0 0 1"/></material><link', 1)
    document = load(robot, config=hermetic())
    assert document.valid, document.errors
    (warning,) = document.warnings
    assert warning.code is ErrorCode.URDF_INVALID and "ignore it" in warning.message


SHAPES = (
    '<visual><geometry><box size="3 3 3"/></geometry></visual>'
    '<collision><geometry><box size="3 3 3"/></geometry></collision>'
)
"""A visual and a collision urdfdom reads, after (or before) the one it does not."""

# Link content urdfdom 3 does not read -> (the link's content, visuals and collisions
# libsdformat 12.3 keeps), recorded by hand with `ign sdf -p`. urdfdom reads the visuals,
# then the collisions, and stops reading the link at the first it cannot read.
LINK_CONTENT = {
    "a capsule in URDF 1.0": (
        '<visual><geometry><capsule radius="1" length="1"/></geometry></visual>' + SHAPES,
        0,
    ),
    "a mesh scale of four numbers": (
        '<visual><geometry><mesh filename="x.stl" scale="1 1 1 1"/></geometry></visual>' + SHAPES,
        0,
    ),
    "a box size of two numbers, last": (
        SHAPES + '<visual><geometry><box size="1 1"/></geometry></visual>',
        1,
    ),
    "a collision first without a radius": (
        "<collision><geometry><sphere/></geometry></collision>" + SHAPES,
        1,
    ),
    "a mesh without a filename": ("<visual><geometry><mesh/></geometry></visual>" + SHAPES, 0),
    "an empty geometry": ("<visual><geometry/></visual>" + SHAPES, 0),
    "no geometry": ("<visual></visual>" + SHAPES, 0),
    "an origin of two numbers": (
        '<visual><origin xyz="1 2"/><geometry><box size="1 1 1"/></geometry></visual>' + SHAPES,
        0,
    ),
    "a material without a name": (
        '<visual><geometry><box size="1 1 1"/></geometry><material><color rgba="1 0 0 1"/>'
        "</material></visual>" + SHAPES,
        0,
    ),
    "a colour of three numbers": (
        '<visual><geometry><box size="1 1 1"/></geometry><material name="m"><color rgba="1 0 0"/>'
        "</material></visual>" + SHAPES,
        3,
    ),
    "a radius with a space after it": (
        '<visual><geometry><sphere radius="1 "/></geometry></visual>' + SHAPES,
        0,
    ),
}


@pytest.mark.parametrize("case", sorted(LINK_CONTENT))
def test_link_content_urdfdom_does_not_read_is_left_out_as_the_reference_leaves_it(
    case: str,
) -> None:
    content, kept = LINK_CONTENT[case]
    document = load(_robot(first_link=INERTIAL + content), config=hermetic())
    assert document.valid, document.errors
    (warning,) = [p for p in document.warnings if p.code is ErrorCode.URDF_INVALID]
    assert warning.path.startswith('/robot[@name="r"]/link[@name="a"]/')
    link = document.model.links[0]
    assert len(link.visuals) + len(link.collisions) == kept


# The inertial: urdfdom reads the mass, then the moments; libsdformat 12.3 loads the link with
# its mass and an inertia of zero where it cannot read the moments, and refuses the robot
# where it cannot read the mass (the link then has none), recorded by hand.
INERTIALS = {
    "a moment left out": (
        '<inertial><mass value="1"/><inertia ixx="1" iyy="1" izz="1" ixz="0" iyz="0"/></inertial>',
        False,
    ),
    "a moment not a number": (
        '<inertial><mass value="1"/><inertia ixx="x" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial>',
        False,
    ),
    "no inertia": ('<inertial><mass value="1"/></inertial>', False),
    "a mass without a value": (
        '<inertial><mass/><inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial>',
        True,
    ),
    "no mass": (
        '<inertial><inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial>',
        True,
    ),
    "a mass not a number": (
        '<inertial><mass value="x"/><inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial>',
        True,
    ),
    "an origin of two numbers": (
        '<inertial><origin xyz="1 2"/><mass value="1"/><inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial>',
        True,
    ),
}


@pytest.mark.parametrize("case", sorted(INERTIALS))
def test_an_inertial_urdfdom_does_not_read_is_read_as_the_reference_reads_it(case: str) -> None:
    inertial, refused = INERTIALS[case]
    document = load(_robot(first_link=inertial), config=hermetic())
    assert document.valid == (not refused), document.problems
    if not refused:
        (warning,) = [p for p in document.warnings if p.code is ErrorCode.URDF_INVALID]
        assert "inertia of zero" in warning.message
        found = document.inertial("a")
        assert found.mass == 1 and not found.inertia.any()
