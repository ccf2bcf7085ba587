"""Writing the planned links, joints and frames as an SDFormat ``<sdf>`` tree.

The tree is written as text (``tree_text``) and parsed once; every element
carries the source line of the URDF element it comes from, so the problems
the SDFormat pipeline finds afterwards point into the URDF file.
"""

from __future__ import annotations

import functools
import re

import attrs
from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_runtime.values import format_computed, format_number
from sdformat_semantics.geometry.pose_text import values_text
from sdformat_semantics.geometry.pose_values import IDENTITY_VALUES
from sdformat_semantics.urdf.joint_text import Certificate, write_joint
from sdformat_semantics.urdf.lumping import Body, PlacedShape, Plan
from sdformat_semantics.urdf.model import WORLD, Joint, Material, Robot
from sdformat_semantics.urdf.tree_text import TreeText, attribute, escaped_text, line_of, numbers

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
        certificate: Whether the fast-path schema takes the tree as written
            (``joint_text.Certificate``); ``<gazebo>`` content applied to it
            afterwards is not covered (``convert_urdf`` refuses it).
    """

    sdf: etree._Element
    model: etree._Element
    links: dict[str, etree._Element] = attrs.field(factory=dict)
    joints: dict[str, etree._Element] = attrs.field(factory=dict)
    certificate: Certificate = attrs.field(factory=Certificate)


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
    # <gazebo> content is copied into the tree as the robot wrote it: validated as any other.
    certificate = Certificate(held=not robot.gazebo)
    kept = {k.joint.child: k for k in plan.joints}
    free = {joint.child: (joint, parent, origin) for joint, parent, origin in plan.free}
    # URDF 1.2's extra limits are kept (the version read from the root, as ``versions`` reads it)
    extended_limits = robot.element.getroottree().getroot().get("version", "").strip() == "1.2"
    for body in plan.bodies:
        name = body.link.name
        above = kept.get(name)
        if above is not None:
            write_joint(text, above, extended_limits, problems, certificate)
            numbered.joints[above.joint.name] = numbered.child()
        pose: tuple[str, str] | None = None
        if above is not None:
            pose = (IDENTITY_TEXT, above.joint.name)
        elif name in free:
            joint, parent, origin = free[name]
            pose = (
                certificate.formatted(values_text(origin)),
                "__model__" if parent == WORLD else parent,
            )
            message = (
                f"{joint.type} joint '{joint.name}' has no SDFormat equivalent: left out, as the "
                f"reference leaves it out; link '{name}' is free, placed at its URDF pose"
            )
            problems.warning(
                ErrorCode.URDF_JOINT_NOT_CONVERTED, message, joint.element, suffix="/@type"
            )
        _link(text, body, pose, numbered, extended, certificate)
    taken = {body.link.name for body in plan.bodies} | set(numbered.joints)
    for joint in plan.lumped:
        if joint.child in plan.placement:
            # The last children: no place to keep.
            _frames(text, joint, certificate, taken, problems)
    text.close("model")
    text.close("sdf")
    sdf = text.parse()
    model = sdf[0]
    children = list(model)  # the links and joints among them, found by their places
    return Written(
        sdf,
        model,
        {name: children[n] for name, n in numbered.links.items()},
        {name: children[n] for name, n in numbered.joints.items()},
        certificate,
    )


@attrs.define
class _Numbered:
    """``Written``'s maps while the text is written: links and joints by their places.

    Each link, joint and frame is a child of ``<model>``, in writing order.
    """

    links: dict[str, int] = attrs.field(factory=dict)
    joints: dict[str, int] = attrs.field(factory=dict)
    children: int = 0

    def child(self) -> int:
        """The place of the model child written now."""
        self.children += 1
        return self.children - 1


def _link(
    text: TreeText,
    body: Body,
    pose: tuple[str, str] | None,
    numbered: _Numbered,
    extensions: dict[str, ShapeExtensions],
    certificate: Certificate,
) -> None:
    """A link with its pose and inertial as one markup, then its visuals and collisions."""
    link = body.link
    line = line_of(link.element)
    markup = f"<link{attribute('name', link.name)}>"
    lines = [line]
    if pose is not None:
        markup += f"<pose{attribute('relative_to', pose[1])}>{pose[0]}</pose>"
        lines.append(line)
    inertial = body.inertial
    if inertial is not None:
        origin = certificate.formatted(values_text(inertial.origin))
        masses = _mass_markup(inertial.mass, inertial.moments, computed=body.combined)
        markup += f"<inertial><pose>{origin}</pose>{certificate.formatted_leaves(masses)}"
        lines += (line_of(inertial.element),) * _INERTIAL_ELEMENTS
    text.markup(markup, lines)
    numbered.links[link.name] = numbered.child()
    for placed in body.shapes:
        _shape(text, placed, extensions.get(placed.shape.owner), certificate)
    text.close("link")


def _mass_markup(
    mass: float, moments: tuple[float, float, float, float, float, float], *, computed: bool
) -> str:
    """An inertial's ``<mass>`` and ``<inertia>`` markup, and its end tag (numbers: no escapes).

    Numbers read from the file are written exactly (``format_number``): each
    shortest text, a whole number without its point. Below ``1e15`` that is
    the float's ``repr`` with a final ``.0`` dropped, so the seven are written
    as ``repr`` in one string and the points dropped by one replace. Lumped
    links' sums are rounded (``format_computed``) so that every machine
    writes the same text.
    """
    ixx, iyy, izz, ixy, ixz, iyz = moments
    if computed:
        texts = format_computed(moments).split()
        return _MASS_MARKUP.format(format_computed([mass]), *texts)
    if not (
        abs(mass) < _EXACT_WHOLE
        and abs(ixx) < _EXACT_WHOLE
        and abs(iyy) < _EXACT_WHOLE
        and abs(izz) < _EXACT_WHOLE
        and abs(ixy) < _EXACT_WHOLE
        and abs(ixz) < _EXACT_WHOLE
        and abs(iyz) < _EXACT_WHOLE
    ):
        return _MASS_MARKUP.format(format_number(mass), *map(format_number, moments))
    # + 0.0: a -0 is written 0, as format_number writes it
    markup = _MASS_MARKUP.format(
        *map(
            _FLOAT_TEXT,
            (mass + 0.0, ixx + 0.0, iyy + 0.0, izz + 0.0, ixy + 0.0, ixz + 0.0, iyz + 0.0),
        )
    )
    return markup.replace(".0<", "<") if ".0<" in markup else markup


_MASS_MARKUP = (
    "<mass>{}</mass><inertia><ixx>{}</ixx><iyy>{}</iyy><izz>{}</izz>"
    "<ixy>{}</ixy><ixz>{}</ixz><iyz>{}</iyz></inertia></inertial>"
)
"""An inertial's mass and moments (in ``Inertial.moments``' order), then its end tag."""

_EXACT_WHOLE = 1e15
"""Below this magnitude ``format_number`` writes a whole number as ``repr`` without ``.0``."""

_FLOAT_TEXT = float.__repr__

_INERTIAL_ELEMENTS = 4 + len(MOMENTS)
"""``<inertial>``, its ``<pose>``, ``<mass>``, ``<inertia>`` and the six moments."""


def _shape(
    text: TreeText,
    placed: PlacedShape,
    extensions: ShapeExtensions | None,
    certificate: Certificate,
) -> None:
    """A visual or collision: one markup with its geometry and material, unless blocks add to it."""
    shape = placed.shape
    kind = shape.kind
    line = line_of(shape.element)
    solid = shape.solid
    tag = solid.tag
    values, count = _geometry(solid, certificate)
    pose = certificate.formatted(values_text(placed.pose))
    markup = (
        f"<{kind}{attribute('name', placed.name)}><pose>{pose}</pose>"
        f"<geometry><{tag}>{values}</{tag}></geometry>"
    )
    lines = [line, line, line_of(shape.geometry), *(line_of(solid),) * (1 + count)]
    empty: list[int] = []
    if extensions is None:
        if shape.material is not None:
            markup += _material(shape.material, [], lines, empty, certificate)
        text.markup(markup + f"</{kind}>", lines, empty)
        return
    if kind == "visual":
        if shape.material is not None or extensions.scripts:
            markup += _material(shape.material, extensions.scripts, lines, empty, certificate)
        text.markup(markup + "</visual>", lines, empty)
        return
    text.markup(markup, lines)
    extensions.write_collision(text)
    text.close(kind)


def _geometry(shape: etree._Element, certificate: Certificate) -> tuple[str, int]:
    """The SDFormat children of a URDF shape (read already: every value there, not empty).

    Returns their markup and how many elements it holds. Its numbers are
    copied as written, each checked by ``certificate``.
    """
    tag = shape.tag
    get = shape.get
    if tag == "mesh":
        # The URI is kept as written (package:// resolves through the config's URI maps).
        uri = escaped_text(str(get("filename")).strip())
        scale = get("scale")
        if scale is None:
            return f"<uri>{uri}</uri>", 1
        scale_text = certificate.vector3(" ".join(scale.split()))
        return f"<uri>{uri}</uri><scale>{escaped_text(scale_text)}</scale>", 2
    if tag == "box":
        size = certificate.vector3(" ".join(str(get("size")).split()))
        return f"<size>{escaped_text(size)}</size>", 1
    radius = escaped_text(certificate.double(str(get("radius")).strip()))
    if tag == "sphere":
        return f"<radius>{radius}</radius>", 1
    # cylinder, capsule: a capsule's length is its cylinder's, as here
    length = escaped_text(certificate.double(str(get("length")).strip()))
    return f"<radius>{radius}</radius><length>{length}</length>", 2


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


def _material(
    material: Material | None,
    scripts: list[tuple[str, int]],
    lines: list[int],
    empty: list[int],
    certificate: Certificate,
) -> str:
    """A visual's material (made for the scripts when None), then the scripts blocks add.

    Returns its markup; the line of each element it holds is added to ``lines``,
    and the place in ``lines`` of each element with empty text to ``empty``.
    """
    markup = "<material>"
    if material is None:
        lines.append(scripts[0][1])
    else:
        line = line_of(material.element)
        lines.append(line)
        if material.rgba is not None:
            color, fast = _color_text(*material.rgba)
            if not fast:
                certificate.refuse()
            markup += f"<diffuse>{color}</diffuse><ambient>{color}</ambient>"
            lines += (line, line)
        if material.texture is not None:
            lines += (line, line)
            albedo = _text_leaf("albedo_map", material.texture, line, lines, empty)
            markup += f"<pbr><metal>{albedo}</metal></pbr>"
    for name, line in scripts:
        lines += (line, line)
        markup += f"<script><uri>{GAZEBO_SCRIPTS}</uri>"
        markup += _text_leaf("name", name, line, lines, empty) + "</script>"
    return markup + "</material>"


def _text_leaf(tag: str, text: str, line: int, lines: list[int], empty: list[int]) -> str:
    """``<tag>text</tag>``, escaped; its line to ``lines``, its place to ``empty`` if empty."""
    if not text:
        empty.append(len(lines))
    lines.append(line)
    return f"<{tag}>{escaped_text(text)}</{tag}>"


@functools.lru_cache(maxsize=256)
def _color_text(red: float, green: float, blue: float, alpha: float) -> tuple[str, bool]:
    """A colour as written (``numbers``), remembered: a robot's visuals share a few colours.

    Returns the text, and whether the fast path's ``color`` type takes it
    (each number in 0 to 1 without an exponent: ``format_number`` writes one below 1e-4).
    """
    text = numbers(red, green, blue, alpha)
    return text, _FAST_COLOR.fullmatch(text) is not None


_UNIT = r"(?:0(?:\.\d{0,30})?|1(?:\.0{0,30})?|\.\d{1,30})"
_FAST_COLOR = re.compile(rf"{_UNIT} {_UNIT} {_UNIT}(?: {_UNIT})?", re.ASCII)
"""A ``color`` text the fast-path schema takes: three or four numbers from 0 to 1."""


def _frames(
    text: TreeText,
    joint: Joint,
    certificate: Certificate,
    taken: set[str],
    problems: ProblemCollector,
) -> None:
    """The lumped joint and its child link as frames, at their URDF poses.

    A URDF joint's frame is its child link's frame, so a joint named like its
    child (legal in URDF) needs no second frame: the one frame answers to both.
    URDF names links and joints apart, SDFormat in one namespace: a name
    ``taken`` already (a link's, a joint's, a frame written before) gets no
    frame, with a note, and the name keeps naming what held it (libsdformat
    12 writes no frames for lumped links and joints, so it has no collision).
    """
    joint_framed = _free(joint.name, "joint", taken, joint.element, problems)
    if joint_framed:
        _frame_at_joint(text, joint.name, joint, certificate)
    child = joint.parts.get("child")
    if joint.child == joint.name or not _free(joint.child, "link", taken, child, problems):
        return
    if not joint_framed:  # at the joint's pose, which has no frame of its own
        _frame_at_joint(text, joint.child, joint, certificate)
        return
    line = line_of(child)
    text.open("frame", line, attribute("name", joint.child) + attribute("attached_to", joint.name))
    text.leaf("pose", line, IDENTITY_TEXT)
    text.close("frame")


def _frame_at_joint(text: TreeText, name: str, joint: Joint, certificate: Certificate) -> None:
    """A frame ``name`` at the URDF pose of ``joint``, attached to its parent link."""
    line = line_of(joint.element)
    text.open("frame", line, attribute("name", name) + attribute("attached_to", joint.parent))
    pose = certificate.formatted(values_text(joint.origin))
    text.leaf("pose", line, pose, attribute("relative_to", joint.parent))
    text.close("frame")


def _free(
    name: str,
    kind: str,
    taken: set[str],
    source: etree._Element | None,
    problems: ProblemCollector,
) -> bool:
    """Whether a lumped ``kind``'s frame may be named ``name`` (then it is taken); else a note."""
    if name in taken:
        message = (
            f"lumped {kind} '{name}' gets no frame: '{name}' already names another entity "
            "of the model, and SDFormat names links, joints and frames in one namespace"
        )
        problems.info(ErrorCode.URDF_FIXED_JOINT_LUMPED, message, source)
        return False
    taken.add(name)
    return True
