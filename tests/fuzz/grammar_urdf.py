"""URDF documents for fuzzing: link trees with every joint type, lumping, mimic, gazebo blocks.

``urdf_documents`` draws a ``<robot>`` whose links form a tree (sometimes
not: a cycle, a second parent, an unknown link, a link named ``world``),
joined by joints of every URDF type and some that are not, with inertials,
visuals and collisions of every geometry, top-level and inline materials
(sometimes duplicated or undefined), ``<mimic>`` chains and cycles,
``<gazebo>`` extension blocks for the robot, links and joints (including the
ones that keep a fixed joint from being lumped), and the elements the
conversion drops (``safety_controller``, ``calibration``). Numbers are
ordinary, or one in several extreme (``1e300``, ``5e-324``), not finite
(``nan``, ``inf``) or not numbers at all (``NUMBERS``), so that lumping,
inertia and the joint transforms meet every kind of value.
"""

from __future__ import annotations

import attrs
from hypothesis import strategies as st
from lxml import etree

ORDINARY = ("0", "1", "-1", "0.5", "2", "-0.25", "3.14159", "1e-3", "10")
EXTREME = ("1e300", "-1e300", "1e-300", "5e-324", "1.7976931348623157e308", "-1e200", "1e154")
NON_FINITE = ("nan", "inf", "-inf", "NaN", "-Infinity")
NOT_NUMBERS = ("", "x", "1e309", "1,5", "0x10", "1 2")
NUMBERS = {"ordinary": ORDINARY, "extreme": EXTREME, "non-finite": NON_FINITE, "bad": NOT_NUMBERS}

JOINT_TYPES = (
    "revolute",
    "continuous",
    "prismatic",
    "fixed",
    "fixed",
    "fixed",
    "floating",
    "planar",
)
"""Every URDF joint type (fixed ones thrice: lumping is the richest path)."""

GEOMETRIES = ("box", "cylinder", "sphere", "mesh")
GAZEBO_LINK = ("mu1", "mu2", "kp", "kd", "maxContacts", "selfCollide", "turnGravityOff",
               "dampingFactor", "laserRetro", "minDepth", "maxVel", "fdir1")  # fmt: skip
GAZEBO_JOINT = ("provideFeedback", "implicitSpringDamper", "stopCfm", "stopErp",
                "springReference", "springStiffness", "fudgeFactor", "cfmDamping")  # fmt: skip
MATERIAL_NAMES = ("red", "blue", "Gazebo/Grey")


@attrs.frozen
class Mode:
    """How hostile a drawn document is: true (``bad``) for invalid content; ``extreme``
    for finite numbers at the ends of a double's range (``1e300``, ``5e-324``)."""

    bad: bool
    extreme: bool = True

    def __bool__(self) -> bool:
        return self.bad


Hostility = Mode | bool
"""A ``Mode``, or a bool for ``Mode(bad)`` with extreme numbers."""


def extreme(hostile: Hostility) -> bool:
    """Whether extreme finite numbers are drawn."""
    return hostile.extreme if isinstance(hostile, Mode) else True


def number(draw: st.DrawFn, hostile: Hostility = True) -> str:
    """A number's text: ordinary most often, else extreme; hostile, also not finite or bad."""
    if draw(st.integers(0, 5)) != 0 or not (hostile or extreme(hostile)):
        return draw(st.sampled_from(ORDINARY))
    kinds = ("extreme", "extreme") if extreme(hostile) else ()
    kinds += ("non-finite", "bad") if hostile else ()
    return draw(st.sampled_from(NUMBERS[draw(st.sampled_from(kinds))]))


def positive(draw: st.DrawFn, hostile: Hostility) -> str:
    """A mass, size or inertia: positive (tiny or huge sometimes), or any number when hostile."""
    if hostile and draw(st.integers(0, 3)) == 0:
        return number(draw, hostile)
    huge = ("1e300", "1e-300", "1e154") if extreme(hostile) else ()
    return draw(st.sampled_from(("1", "0.5", "2", "10", "1e-3", *huge)))


def unit(draw: st.DrawFn, count: int, hostile: Hostility) -> str:
    """``count`` numbers in [0, 1] (a colour), or any numbers when hostile."""
    if hostile and draw(st.integers(0, 3)) == 0:
        return numbers(draw, count, hostile)
    tiny = ("5e-324",) if extreme(hostile) else ()
    return " ".join(draw(st.sampled_from(("0", "1", "0.5", *tiny))) for _ in range(count))


def pick(draw: st.DrawFn, good: tuple[str, ...], bad: tuple[str, ...], hostile: Hostility) -> str:
    """One of ``good``, or (hostile, one in four) one of ``bad``."""
    if hostile and draw(st.integers(0, 3)) == 0:
        return draw(st.sampled_from(bad))
    return draw(st.sampled_from(good))


def numbers(draw: st.DrawFn, count: int, hostile: Hostility = True) -> str:
    """``count`` numbers separated by spaces (sometimes one too few or too many)."""
    if hostile and draw(st.integers(0, 30)) == 0:
        count += draw(st.sampled_from((-1, 1)))
    return " ".join(number(draw, hostile) for _ in range(max(count, 0)))


def _origin(draw: st.DrawFn, parent: etree._Element, hostile: Hostility) -> None:
    if draw(st.booleans()):
        origin = etree.SubElement(parent, "origin")
        if draw(st.integers(0, 3)):
            origin.set("xyz", numbers(draw, 3, hostile))
        if draw(st.integers(0, 2)):
            origin.set("rpy", numbers(draw, 3, hostile))


def _inertial(draw: st.DrawFn, link: etree._Element, hostile: Hostility) -> None:
    inertial = etree.SubElement(link, "inertial")
    _origin(draw, inertial, hostile)
    if not hostile or draw(st.integers(0, 8)):
        etree.SubElement(inertial, "mass", value=positive(draw, hostile))
    if not hostile or draw(st.integers(0, 8)):
        inertia = etree.SubElement(inertial, "inertia")
        diagonal = positive(draw, hostile)
        for name in ("ixx", "iyy", "izz"):
            other = positive(draw, hostile) if hostile else diagonal  # may break the triangle rule
            inertia.set(name, diagonal if draw(st.integers(0, 3)) else other)
        for name in ("ixy", "ixz", "iyz"):
            inertia.set(name, "0" if not hostile or draw(st.integers(0, 3)) else number(draw))


def _geometry(draw: st.DrawFn, shape: etree._Element, hostile: Hostility) -> None:
    geometry = etree.SubElement(shape, "geometry")
    kind = pick(draw, GEOMETRIES, ("capsule", ""), hostile)
    if not kind:
        return  # an empty <geometry>
    element = etree.SubElement(geometry, kind)
    if kind == "box":
        element.set("size", " ".join(positive(draw, hostile) for _ in range(3)))
    elif kind in ("cylinder", "capsule"):
        element.set("radius", positive(draw, hostile))
        element.set("length", positive(draw, hostile))
    elif kind == "sphere":
        element.set("radius", positive(draw, hostile))
    else:
        uri = pick(draw, ("package://p/m.dae", "file:///m.stl", "m.obj"), ("", " "), hostile)
        element.set("filename", uri)
        if draw(st.booleans()):
            element.set("scale", numbers(draw, 3, hostile))


def _material(draw: st.DrawFn, parent: etree._Element, hostile: Hostility) -> None:
    material = etree.SubElement(parent, "material", name=pick(draw, MATERIAL_NAMES, ("",), hostile))
    if draw(st.booleans()) or parent.tag == "robot":
        etree.SubElement(material, "color", rgba=unit(draw, 4, hostile))
    if draw(st.integers(0, 4)) == 0:
        etree.SubElement(material, "texture", filename="package://p/t.png")


def _shapes(draw: st.DrawFn, link: etree._Element, index: int, hostile: Hostility) -> None:
    for tag in ("visual", "collision"):
        for count in range(draw(st.integers(0, 2))):
            shape = etree.SubElement(link, tag)
            if draw(st.booleans()):
                shape.set("name", pick(draw, (f"{tag[0]}{index}_{count}",), ("s",), hostile))
            _origin(draw, shape, hostile)
            _geometry(draw, shape, hostile)
            if tag == "visual" and draw(st.booleans()):
                if draw(st.booleans()):
                    name = pick(draw, MATERIAL_NAMES, ("undefined",), hostile)
                    etree.SubElement(shape, "material", name=name)  # by reference
                else:
                    _material(draw, shape, hostile)


def _links(draw: st.DrawFn, robot: etree._Element, count: int, hostile: Hostility) -> list[str]:
    names = [f"l{i}" for i in range(count)]
    if hostile and draw(st.integers(0, 10)) == 0:
        names[0] = "world"
    if hostile and count > 2 and draw(st.integers(0, 15)) == 0:
        names[-1] = names[1]  # two links of one name
    for index, name in enumerate(names):
        link = etree.SubElement(robot, "link", name=name)
        if index == 0 or draw(st.integers(0, 3)):
            _inertial(draw, link, hostile)
        _shapes(draw, link, index, hostile)
    return names


def _axis_and_limits(draw: st.DrawFn, joint: etree._Element, kind: str, hostile: Hostility) -> None:
    if draw(st.integers(0, 3)):
        xyz = pick(draw, ("1 0 0", "0 0 1", "0 1 1"), ("0 0 0", ""), hostile)
        etree.SubElement(joint, "axis", xyz=xyz if draw(st.integers(0, 4)) else numbers(draw, 3))
    if kind in ("revolute", "prismatic") or draw(st.integers(0, 4)) == 0:
        limit = etree.SubElement(joint, "limit")
        for name in ("lower", "upper", "effort", "velocity"):
            if not hostile or draw(st.integers(0, 4)):
                limit.set(name, number(draw, hostile))
    if draw(st.integers(0, 3)) == 0:
        dynamics = etree.SubElement(joint, "dynamics")
        dynamics.set("damping", positive(draw, hostile))
        dynamics.set("friction", positive(draw, hostile))
    if draw(st.integers(0, 6)) == 0:
        etree.SubElement(joint, "safety_controller", k_velocity="1", soft_lower_limit="-1")
    if draw(st.integers(0, 8)) == 0:
        etree.SubElement(joint, "calibration", rising="0")


def _joints(
    draw: st.DrawFn, robot: etree._Element, links: list[str], hostile: Hostility
) -> list[str]:
    names = [f"j{i}" for i in range(1, len(links))]
    for index, name in enumerate(names, start=1):
        kind = pick(draw, JOINT_TYPES, ("spherical", ""), hostile)
        joint = etree.SubElement(robot, "joint", name=name, type=kind)
        _origin(draw, joint, hostile)
        parent = links[draw(st.integers(0, index - 1))]
        child = links[index]
        if hostile and draw(st.integers(0, 20)) == 0:
            parent = draw(st.sampled_from((*links, "nowhere")))  # a cycle or an unknown link
        etree.SubElement(joint, "parent", link=parent)
        etree.SubElement(joint, "child", link=child)
        _axis_and_limits(draw, joint, kind, hostile)
        if index > 1 and draw(st.integers(0, 3)) == 0:
            leader = pick(draw, tuple(names[: index - 1]), (name, "missing"), hostile)
            mimic = etree.SubElement(joint, "mimic", joint=leader)
            if draw(st.booleans()):
                mimic.set("multiplier", number(draw, hostile))
            if draw(st.booleans()):
                mimic.set("offset", number(draw, hostile))
    return names


def _gazebo(
    draw: st.DrawFn, robot: etree._Element, links: list[str], joints: list[str], hostile: Hostility
) -> None:
    for _ in range(draw(st.integers(0, 4))):
        target = draw(st.sampled_from(("robot", "link", "joint", "unknown")))
        block = etree.SubElement(robot, "gazebo")
        if target == "robot":
            if draw(st.booleans()):
                etree.SubElement(block, "static").text = draw(st.sampled_from(("true", "0")))
            etree.SubElement(block, "plugin", name="p", filename="libp.so")
        elif target == "link":
            block.set("reference", draw(st.sampled_from(links)))
            for tag in draw(st.lists(st.sampled_from(GAZEBO_LINK), max_size=3)):
                etree.SubElement(block, tag).text = number(draw, hostile)
            if draw(st.booleans()):
                etree.SubElement(block, "material").text = "Gazebo/Red"
            if draw(st.booleans()):
                sensor = etree.SubElement(block, "sensor", name="s", type="imu")
                etree.SubElement(sensor, "pose").text = numbers(draw, 6, hostile)
        elif target == "joint" and joints:
            block.set("reference", draw(st.sampled_from(joints)))
            for tag in draw(st.lists(st.sampled_from(GAZEBO_JOINT), max_size=2)):
                etree.SubElement(block, tag).text = number(draw, hostile)
            if draw(st.integers(0, 2)) == 0:
                tag = draw(st.sampled_from(("preserveFixedJoint", "disableFixedJointLumping")))
                etree.SubElement(block, tag).text = "true"
        elif hostile:
            block.set("reference", "nothing")
            etree.SubElement(block, "mu1").text = "1"


@st.composite
def urdf_documents(draw: st.DrawFn, hostile: bool = True, extremes: bool = True) -> bytes:
    """A URDF ``<robot>`` document (see the module docstring); one in three hostile, when
    ``hostile``; ``extremes`` False keeps numbers away from the ends of a double's range."""
    hostile = Mode(hostile and draw(st.integers(0, 2)) == 2, extremes)
    robot = etree.Element("robot", name=pick(draw, ("r", "robot", "a b"), ("",), hostile))
    for _ in range(draw(st.integers(0, 2))):
        _material(draw, robot, hostile)  # top level, sometimes twice under one name
    links = _links(draw, robot, draw(st.integers(1, 9)), hostile)
    joints = _joints(draw, robot, links, hostile)
    _gazebo(draw, robot, links, joints, hostile)
    if hostile and draw(st.integers(0, 40)) == 0:
        robot.set("{http://www.ros.org/wiki/xacro}dummy", "1")  # declares the xacro namespace
    return etree.tostring(robot, xml_declaration=draw(st.booleans()))
