"""Writing the planned links, joints and frames as an SDFormat ``<sdf>`` tree.

The tree is written as text (``tree_text``) and parsed once; every element
carries the source line of the URDF element it comes from, so the problems
the SDFormat pipeline finds afterwards point into the URDF file.
"""

from __future__ import annotations

import attrs
from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_runtime.values import format_computed, format_number
from sdformat_semantics.geometry.pose_text import values_text
from sdformat_semantics.geometry.pose_values import IDENTITY_VALUES
from sdformat_semantics.urdf.lumping import Body, KeptJoint, PlacedShape, Plan
from sdformat_semantics.urdf.model import WORLD, Joint, Material, Robot
from sdformat_semantics.urdf.tree_text import TreeText, attribute, escaped_text, leaves, line_of
from sdformat_semantics.urdf.versions import EXTENDED_LIMITS, URDF_NAMESPACE

CONTINUOUS_LIMIT = 1e16
"""The bound the reference writes for a continuous joint (an unlimited revolute)."""

NOT_CONVERTED = {
    "safety_controller": "SDFormat has no soft limits or safety controller gains",
    "calibration": "SDFormat has no joint calibration references",
}
"""URDF joint children with no SDFormat equivalent, and why."""

IDENTITY_TEXT = values_text(IDENTITY_VALUES)
"""The text of an identity ``<pose>``."""

MOMENTS = ("ixx", "iyy", "izz", "ixy", "ixz", "iyz")
"""The ``<inertia>`` children, in the order ``Inertial.moments`` holds them."""

GAZEBO_SCRIPTS = "file://media/materials/scripts/gazebo.material"
"""Where Gazebo's named materials (``Gazebo/Grey``) are defined."""


@attrs.define
class ShapeExtensions:
    """What ``<gazebo reference="link">`` blocks set on the link's collisions and visuals.

    Written with each visual and collision (see ``gazebo.shape_extensions``),
    in block order, each element on the line of the block child that made it.

    Attributes:
        collision: ``(path, text, line)``: the element at ``path`` below each
            collision is made when missing and given ``text`` (the last one wins).
        scripts: ``(name, line)``: a Gazebo material script added to each
            visual's ``<material>`` (made when the visual has none).
    """

    collision: list[tuple[tuple[str, ...], str, int]] = attrs.field(factory=list)
    scripts: list[tuple[str, int]] = attrs.field(factory=list)
    _collision_text: TreeText | None = attrs.field(default=None, init=False)

    def write_collision(self, text: TreeText) -> None:
        """What the blocks set on a collision, written into it.

        The elements are the same for each collision of the link: their
        markup and lines are made for the first and copied for the others
        (written element by element when one has empty text, which markup
        cannot carry).
        """
        if self._collision_text is None:
            self._collision_text = TreeText()
            _nested(self._collision_text, self.collision)
        made = self._collision_text
        if made.empty:
            _nested(text, self.collision)
        else:
            text.markup("".join(made.parts), made.lines)


@attrs.define
class Written:
    """The tree written and where each URDF name ended up.

    Attributes:
        sdf: The ``<sdf>`` element.
        model: Its ``<model>``.
        links: SDFormat links by name.
        joints: SDFormat joints by name.
    """

    sdf: etree._Element
    model: etree._Element
    links: dict[str, etree._Element] = attrs.field(factory=dict)
    joints: dict[str, etree._Element] = attrs.field(factory=dict)


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


def write_model(
    robot: Robot,
    plan: Plan,
    version: str,
    problems: ProblemCollector,
    extensions: dict[str, ShapeExtensions] | None = None,
) -> Written:
    """The SDFormat document of the planned robot, at ``version``.

    ``extensions``: what ``<gazebo>`` blocks set on the visuals and collisions
    of each URDF link, by link name.
    """
    extended = extensions or {}
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
            pose = (values_text(origin), "__model__" if parent == WORLD else parent)
            message = (
                f"{joint.type} joint '{joint.name}' has no SDFormat equivalent: left out, as the "
                f"reference leaves it out; link '{name}' is free, placed at its URDF pose"
            )
            problems.warning(
                ErrorCode.URDF_JOINT_NOT_CONVERTED, message, joint.element, suffix="/@type"
            )
        _link(text, body, pose, numbered, extended)
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
    )


@attrs.define
class _Numbered:
    """``Written``'s maps while the text is written: elements by their numbers."""

    links: dict[str, int] = attrs.field(factory=dict)
    joints: dict[str, int] = attrs.field(factory=dict)


def _link(
    text: TreeText,
    body: Body,
    pose: tuple[str, str] | None,
    numbered: _Numbered,
    extensions: dict[str, ShapeExtensions],
) -> None:
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
            f"<inertial><pose>{values_text(inertial.origin)}</pose><mass>{texts[0]}</mass>"
            f"<inertia>{moments}</inertia></inertial>",
            (line_of(inertial.element),) * (4 + len(MOMENTS)),
        )
    for placed in body.shapes:
        _shape(text, placed, extensions.get(placed.shape.owner))
    text.close("link")


def _shape(text: TreeText, placed: PlacedShape, extensions: ShapeExtensions | None) -> None:
    shape = placed.shape
    line = line_of(shape.element)
    geometry = next(child for child in shape.geometry if isinstance(child.tag, str))
    tag, values = str(geometry.tag), _geometry(geometry)
    text.markup(
        f"<{shape.kind}{attribute('name', placed.name)}><pose>{values_text(placed.pose)}</pose>"
        f"<geometry><{tag}>{leaves(values)}</{tag}></geometry>",
        (line, line, line_of(shape.geometry), *(line_of(geometry),) * (1 + len(values))),
    )
    scripts = extensions.scripts if extensions is not None and shape.kind == "visual" else []
    if shape.material is not None or scripts:
        _material(text, shape.material, scripts)
    if extensions is not None and shape.kind == "collision":
        extensions.write_collision(text)
    text.close(shape.kind)


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


@attrs.define
class _Made:
    """An element ``_nested`` makes: its line, its text, the elements made below it."""

    line: int
    text: str | None = None
    below: dict[str, _Made] = attrs.field(factory=dict)


def _nested(text: TreeText, settings: list[tuple[tuple[str, ...], str, int]]) -> None:
    """Elements set by path, in order: each made once (its line the first setter's), text last."""
    top: dict[str, _Made] = {}
    for path, value, line in settings:
        level = top
        for tag in path[:-1]:
            level = level.setdefault(tag, _Made(line)).below
        level.setdefault(path[-1], _Made(line)).text = value

    # Written with a stack, in document order: an end tag waits below its children.
    pending: list[tuple[str, _Made] | str] = [*reversed(top.items())]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            text.close(item)
            continue
        tag, made = item
        if made.below:
            text.open(tag, made.line)
            pending.append(tag)
            pending.extend(reversed(made.below.items()))
        else:
            text.leaf(tag, made.line, made.text)


def _material(text: TreeText, material: Material | None, scripts: list[tuple[str, int]]) -> None:
    """A visual's material (made for the scripts when None), then the scripts blocks add."""
    if material is None:
        text.open("material", scripts[0][1])
    else:
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
    for name, line in scripts:
        text.open("script", line)
        text.leaf("uri", line, GAZEBO_SCRIPTS)
        text.leaf("name", line, name)
        text.close("script")
    text.close("material")


def _joint(text: TreeText, kept: KeptJoint, problems: ProblemCollector) -> int:
    joint = kept.joint
    kind = {"continuous": "revolute"}.get(joint.type, joint.type)
    line = line_of(joint.element)
    relative_to = "__model__" if kept.parent == WORLD else kept.parent
    number = text.markup(
        f"<joint{attribute('name', joint.name)}{attribute('type', kind)}>"
        f"<pose{attribute('relative_to', relative_to)}>{values_text(kept.origin)}</pose>"
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
    text.leaf("pose", line, values_text(joint.origin), attribute("relative_to", joint.parent))
    text.close("frame")
    if joint.child == joint.name:
        return
    line = line_of(joint.parts.get("child"))
    text.open("frame", line, attribute("name", joint.child) + attribute("attached_to", joint.name))
    text.leaf("pose", line, IDENTITY_TEXT)
    text.close("frame")
