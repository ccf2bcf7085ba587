"""Writing the planned links, joints and frames as an SDFormat ``<sdf>`` tree.

The tree is written as text, one string per element, and parsed once: lxml
builds the 1,800 elements of a large robot in C several times faster than
one ``SubElement`` call each makes them. Beside the text, the source line of
the URDF element each element comes from is kept in document order and set
on the parsed elements, so the problems the SDFormat pipeline finds
afterwards point into the URDF file.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

import attrs
from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_runtime.values import format_computed, format_number
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.urdf.lumping import Body, KeptJoint, PlacedShape, Plan
from sdformat_semantics.urdf.model import WORLD, Joint, Material, Robot
from sdformat_semantics.urdf.versions import EXTENDED_LIMITS, URDF_NAMESPACE

CONTINUOUS_LIMIT = 1e16
"""The bound the reference writes for a continuous joint (an unlimited revolute)."""

NOT_CONVERTED = {
    "safety_controller": "SDFormat has no soft limits or safety controller gains",
    "calibration": "SDFormat has no joint calibration references",
}
"""URDF joint children with no SDFormat equivalent, and why."""

IDENTITY_TEXT = Pose.identity().to_sdf()
"""The text of an identity ``<pose>``."""

MOMENTS = ("ixx", "iyy", "izz", "ixy", "ixz", "iyz")
"""The ``<inertia>`` children, in the order ``Inertial.moments`` holds them."""


@attrs.define
class Written:
    """The tree written and where each URDF name ended up.

    Attributes:
        sdf: The ``<sdf>`` element.
        model: Its ``<model>``.
        links: SDFormat links by name.
        joints: SDFormat joints by name.
        shapes: For every URDF link present, the visuals and collisions that came from it.
    """

    sdf: etree._Element
    model: etree._Element
    links: dict[str, etree._Element] = attrs.field(factory=dict)
    joints: dict[str, etree._Element] = attrs.field(factory=dict)
    shapes: dict[str, list[etree._Element]] = attrs.field(factory=dict)


def sub(
    parent: etree._Element,
    tag: str,
    source: etree._Element | None,
    text: str | None = None,
    **attributes: str,
) -> etree._Element:
    """A child element that remembers the URDF line it comes from."""
    child = etree.SubElement(parent, tag, attributes)
    if text is not None:
        child.text = text
    if source is not None and isinstance(source.sourceline, int):
        child.sourceline = source.sourceline
    return child


def numbers(*values: float) -> str:
    """Numbers as the shortest text that reads back exactly."""
    return " ".join(format_number(v) for v in values)


def line_of(source: etree._Element | None) -> int:
    """The URDF line of ``source``; 0 for none (an element's ``sourceline`` of None)."""
    if source is None:
        return 0
    line = source.sourceline
    return line if isinstance(line, int) else 0


_TEXT_SPECIAL = re.compile(r"[&<>\r]")
_ATTRIBUTE_SPECIAL = re.compile(r'[&<>"\n\r\t]')
_ESCAPES = str.maketrans(
    {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}
    | {"\n": "&#10;", "\r": "&#13;", "\t": "&#9;"}
)
"""Characters that text or an attribute value cannot hold as they are.

White space in an attribute is written as a character reference, as a parser
would otherwise turn it into a space; a carriage return in text likewise
(line ends are normalised)."""


def escaped_text(text: str) -> str:
    """``text`` as element content."""
    return text.translate(_ESCAPES) if _TEXT_SPECIAL.search(text) else text


def leaves(values: Iterable[tuple[str, str]]) -> str:
    """Elements ``<tag>text</tag>`` one after the other, their texts (never empty) escaped."""
    return "".join(f"<{tag}>{escaped_text(text)}</{tag}>" for tag, text in values)


def attribute(name: str, value: str) -> str:
    """`` name="value"`` as written in a start tag, the value escaped."""
    if _ATTRIBUTE_SPECIAL.search(value):
        value = value.translate(_ESCAPES)
    return f' {name}="{value}"'


class TreeText:
    """An element tree being written as text, the URDF line of every element kept beside it.

    Elements are numbered in document order as they are written; ``parse``
    returns them in that order, so a number given out while writing finds its
    element afterwards.
    """

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.lines: list[int] = []
        self.empty: list[int] = []
        """Elements with empty text: parsed ``<a></a>`` has none (None), not ``""``."""

    def markup(self, markup: str, lines: Sequence[int]) -> int:
        """Markup written out (its text escaped), its start tags from ``lines`` in order.

        Returns the number of its first element. Several elements in one
        string: a call per element costs more than lxml takes to parse it.
        An element's text here is never empty (see ``empty``).
        """
        number = len(self.lines)
        self.parts.append(markup)
        self.lines.extend(lines)
        return number

    def open(self, tag: str, line: int, attributes: str = "") -> int:
        """Start an element (closed by ``close``); its number."""
        self.parts.append(f"<{tag}{attributes}>")
        self.lines.append(line)
        return len(self.lines) - 1

    def close(self, tag: str) -> None:
        """End the element ``open`` started last."""
        self.parts.append(f"</{tag}>")

    def leaf(self, tag: str, line: int, text: str | None = None, attributes: str = "") -> int:
        """An element without children, with ``text`` (escaped here) if given; its number."""
        number = len(self.lines)
        self.lines.append(line)
        if text is None:
            self.parts.append(f"<{tag}{attributes}/>")
        else:
            if not text:
                self.empty.append(number)
            self.parts.append(f"<{tag}{attributes}>{escaped_text(text)}</{tag}>")
        return number

    def parse(self) -> list[etree._Element]:
        """The elements of the text parsed, in document order, each with its URDF line."""
        # A parser per call (under a microsecond): one shared between threads is not safe.
        # Huge: the written text is ours, never refused for its size.
        parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=True)
        root = etree.fromstring("".join(self.parts), parser)
        elements = list(root.iter())
        for element, line in zip(elements, self.lines, strict=True):
            element.sourceline = line
        for number in self.empty:
            elements[number].text = ""
        return elements


def write_model(robot: Robot, plan: Plan, version: str, problems: ProblemCollector) -> Written:
    """The SDFormat document of the planned robot, at ``version``."""
    text = TreeText()
    text.open("sdf", line_of(robot.element), attribute("version", version))
    text.open("model", line_of(robot.element), attribute("name", robot.name))
    numbered = _Numbered()
    kept = {k.joint.child: k for k in plan.joints}
    free = {joint.child: (joint, parent, origin) for joint, parent, origin in plan.free}
    for body in plan.bodies:
        name = body.link.name
        above = kept.get(name)
        if above is not None:
            numbered.joints[above.joint.name] = _joint(text, above, problems)
        pose: tuple[str, str] | None = None
        if above is not None:
            pose = (IDENTITY_TEXT, above.joint.name)
        elif name in free:
            joint, parent, origin = free[name]
            pose = (origin.to_sdf(), "__model__" if parent == WORLD else parent)
            message = (
                f"{joint.type} joint '{joint.name}' has no SDFormat equivalent: left out, as the "
                f"reference leaves it out; link '{name}' is free, placed at its URDF pose"
            )
            problems.warning(
                ErrorCode.URDF_JOINT_NOT_CONVERTED, message, joint.element, suffix="/@type"
            )
        _link(text, body, pose, numbered)
    for joint in plan.lumped:
        if joint.child in plan.placement:
            _frames(text, joint)
    text.close("model")
    text.close("sdf")
    elements = text.parse()
    return Written(
        elements[0],
        elements[1],
        {name: elements[n] for name, n in numbered.links.items()},
        {name: elements[n] for name, n in numbered.joints.items()},
        {owner: [elements[n] for n in ns] for owner, ns in numbered.shapes.items()},
    )


@attrs.define
class _Numbered:
    """``Written``'s maps while the text is written: elements by their numbers."""

    links: dict[str, int] = attrs.field(factory=dict)
    joints: dict[str, int] = attrs.field(factory=dict)
    shapes: dict[str, list[int]] = attrs.field(factory=dict)


def _link(text: TreeText, body: Body, pose: tuple[str, str] | None, numbered: _Numbered) -> None:
    line = line_of(body.link.element)
    numbered.links[body.link.name] = text.open("link", line, attribute("name", body.link.name))
    if pose is not None:
        text.leaf("pose", line, pose[0], attribute("relative_to", pose[1]))
    inertial = body.inertial
    if inertial is not None:
        texts = [format_number(inertial.mass), *map(format_number, inertial.moments)]
        if body.combined:  # lumped links' sums: rounded, so every machine writes the same text
            texts = [format_computed([inertial.mass]), *format_computed(inertial.moments).split()]
        moments = leaves(zip(MOMENTS, texts[1:], strict=True))
        text.markup(
            f"<inertial><pose>{inertial.origin.to_sdf()}</pose><mass>{texts[0]}</mass>"
            f"<inertia>{moments}</inertia></inertial>",
            (line_of(inertial.element),) * (4 + len(MOMENTS)),
        )
    for placed in body.shapes:
        numbered.shapes.setdefault(placed.shape.owner, []).append(_shape(text, placed))
    text.close("link")


def _shape(text: TreeText, placed: PlacedShape) -> int:
    shape = placed.shape
    line = line_of(shape.element)
    geometry = next(child for child in shape.geometry if isinstance(child.tag, str))
    tag, values = str(geometry.tag), _geometry(geometry)
    number = text.markup(
        f"<{shape.kind}{attribute('name', placed.name)}><pose>{placed.pose.to_sdf()}</pose>"
        f"<geometry><{tag}>{leaves(values)}</{tag}></geometry>",
        (line, line, line_of(shape.geometry), *(line_of(geometry),) * (1 + len(values))),
    )
    if shape.material is not None:
        _material(text, shape.material)
    text.close(shape.kind)
    return number


def _geometry(shape: etree._Element) -> list[tuple[str, str]]:
    """The SDFormat children of a URDF shape (read already: every value there, not empty)."""
    if shape.tag == "box":
        return [("size", " ".join(str(shape.get("size")).split()))]
    if shape.tag == "sphere":
        return [("radius", str(shape.get("radius")).strip())]
    if shape.tag in ("cylinder", "capsule"):  # a capsule's length is its cylinder's, as here
        return [
            ("radius", str(shape.get("radius")).strip()),
            ("length", str(shape.get("length")).strip()),
        ]
    # mesh: the URI is kept as written (package:// resolves through the config's URI maps)
    values = [("uri", str(shape.get("filename")).strip())]
    if shape.get("scale") is not None:
        values.append(("scale", " ".join(str(shape.get("scale")).split())))
    return values


def _material(text: TreeText, material: Material) -> None:
    line = line_of(material.element)
    text.open("material", line)
    if material.rgba is not None:
        color = numbers(*material.rgba)
        text.leaf("diffuse", line, color)
        text.leaf("ambient", line, color)
    if material.texture is not None:
        text.open("pbr", line)
        text.open("metal", line)
        text.leaf("albedo_map", line, material.texture)
        text.close("metal")
        text.close("pbr")
    text.close("material")


def _joint(text: TreeText, kept: KeptJoint, problems: ProblemCollector) -> int:
    joint = kept.joint
    kind = {"continuous": "revolute"}.get(joint.type, joint.type)
    line = line_of(joint.element)
    relative_to = "__model__" if kept.parent == WORLD else kept.parent
    number = text.markup(
        f"<joint{attribute('name', joint.name)}{attribute('type', kind)}>"
        f"<pose{attribute('relative_to', relative_to)}>{kept.origin.to_sdf()}</pose>"
        + leaves((("parent", kept.parent), ("child", joint.child))),
        (line, line, line_of(joint.parts.get("parent")), line_of(joint.parts.get("child"))),
    )
    if joint.type != "fixed":
        _axis(text, joint)
    text.close("joint")
    for tag, why in NOT_CONVERTED.items():
        found = joint.parts.get(tag)
        if found is not None:
            message = f"<{tag}> of joint '{joint.name}' is not converted: {why}"
            problems.warning(ErrorCode.URDF_ELEMENT_NOT_CONVERTED, message, found)
    return number


def _axis(text: TreeText, joint: Joint) -> None:
    source = joint.parts.get("axis")
    text.markup(
        f"<axis><xyz>{numbers(*joint.axis)}</xyz>",
        (line_of(source if source is not None else joint.element), line_of(source)),
    )
    limit = joint.child_element("limit")
    if joint.type == "continuous":
        bounds: tuple[str, str] | None = (
            format_number(-CONTINUOUS_LIMIT),
            format_number(CONTINUOUS_LIMIT),
        )
    elif limit is not None:
        bounds = (limit.get("lower", "0").strip(), limit.get("upper", "0").strip())
    else:
        bounds = None
    if bounds is not None or limit is not None:
        values = [("lower", bounds[0]), ("upper", bounds[1])] if bounds is not None else []
        extended, kept = "", 0
        if limit is not None:
            values += [
                (key, str(limit.get(key)).strip())
                for key in ("effort", "velocity")
                if limit.get(key) is not None
            ]
            extended, kept = _extended_limits(limit)
        text.markup(
            f"<limit>{leaves(values)}{extended}</limit>",
            (
                line_of(limit if limit is not None else joint.element),
                *(line_of(limit),) * (len(values) + kept),
            ),
        )
    dynamics = joint.child_element("dynamics")
    if dynamics is not None:
        values = [
            (key, str(dynamics.get(key)).strip())
            for key in ("damping", "friction")
            if dynamics.get(key) is not None
        ]
        text.markup(
            f"<dynamics>{leaves(values)}</dynamics>", (line_of(dynamics),) * (1 + len(values))
        )
    mimic = joint.child_element("mimic")
    if mimic is not None:
        values = [
            ("multiplier", mimic.get("multiplier", "1").strip()),
            ("offset", mimic.get("offset", "0").strip()),
            ("reference", "0"),  # URDF's mimic has no reference: the leader's zero
        ]
        leader = attribute("joint", str(mimic.get("joint")).strip())
        text.markup(f"<mimic{leader}>{leaves(values)}</mimic>", (line_of(mimic),) * 4)
    text.close("axis")


def _extended_limits(limit: etree._Element) -> tuple[str, int]:
    """URDF 1.2's acceleration, deceleration and jerk, kept as namespaced content.

    SDFormat has no element for them; ``<urdf:acceleration>`` (namespace
    ``URDF_NAMESPACE``) inside the axis ``<limit>`` keeps each through SDFormat
    and back to URDF. Only a robot declaring URDF 1.2 gets here with them.

    Returns:
        Their markup, and how many elements it holds.
    """
    version = limit.getroottree().getroot().get("version", "").strip()
    if version not in ("1.2",):
        return "", 0
    declared = attribute("xmlns:urdf", URDF_NAMESPACE)
    kept = [
        (key, str(limit.get(key)).strip()) for key in EXTENDED_LIMITS if limit.get(key) is not None
    ]
    markup = "".join(
        f"<urdf:{key}{declared}>{escaped_text(value)}</urdf:{key}>" for key, value in kept
    )
    return markup, len(kept)


def _frames(text: TreeText, joint: Joint) -> None:
    """The lumped joint and its child link as frames, at their URDF poses.

    A URDF joint's frame is its child link's frame, so a joint named like its
    child (legal in URDF) needs no second frame: the one frame answers to both.
    """
    line = line_of(joint.element)
    text.open("frame", line, attribute("name", joint.name) + attribute("attached_to", joint.parent))
    text.leaf("pose", line, joint.origin.to_sdf(), attribute("relative_to", joint.parent))
    text.close("frame")
    if joint.child == joint.name:
        return
    line = line_of(joint.parts.get("child"))
    text.open("frame", line, attribute("name", joint.child) + attribute("attached_to", joint.name))
    text.leaf("pose", line, IDENTITY_TEXT)
    text.close("frame")
