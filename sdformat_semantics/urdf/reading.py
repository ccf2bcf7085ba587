"""Reading and validating a URDF ``<robot>`` element, with file:line for every problem.

The rules are URDF's (what urdfdom, the reference's URDF reader, refuses):
names are required and unique, joints name existing links and have a known
type, revolute and prismatic joints have a ``<limit>`` with effort and
velocity (URDF 1.2 relaxes this: ``versions``), inertials have a mass and
six moments, every visual and collision has exactly one known geometry
(``capsule`` from URDF 1.1 on), top-level materials have distinct names, and
the links form one tree. A visual naming a material defined nowhere, with no
colour or texture of its own, is a warning (urdfdom warns too, since 1.0.4).
A single number is read as urdfdom reads it, nothing after its digits
(``urdfdom_reads``), and a material needs a name attribute
(``urdfdom_rules``).
"""

from __future__ import annotations

import math

from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector, Severity
from sdformat_semantics.geometry.pose import Pose, rpy_values, values_of
from sdformat_semantics.geometry.pose_values import IDENTITY_VALUES, PoseValues
from sdformat_semantics.urdf.model import (
    JOINT_TYPES,
    Inertial,
    Joint,
    Link,
    Material,
    Robot,
    Shape,
    first_children,
)
from sdformat_semantics.urdf.plain_numbers import (
    NO_TURN,
    ZEROS,
    plain_three,
    rpy_turn,
    urdfdom_reads,
)
from sdformat_semantics.urdf.unread import Unread
from sdformat_semantics.urdf.urdfdom_rules import (
    ZERO_INERTIA,
    check_tree,
    demoted,
    nameless_material,
    rgba_of,
    tolerated,
    unread_color,
    unread_number,
)
from sdformat_semantics.urdf.versions import (
    CAPSULE_SINCE,
    Version,
    read_limit,
    read_quaternion,
    read_version,
    shown,
)
from sdformat_semantics.urdf.xacro import XACRO_INSTALL_HINT, find_xacro

GEOMETRIES = {
    "box": ("size",),
    "cylinder": ("radius", "length"),
    "sphere": ("radius",),
    "mesh": ("filename",),
    "capsule": ("radius", "length"),
}
"""URDF geometries and their required attributes (``capsule`` from URDF 1.1 on)."""


MOMENTS = ("ixx", "iyy", "izz", "ixy", "ixz", "iyz")
"""The ``<inertia>`` attributes, in the order ``Inertial.moments`` holds them."""


def _plain_numbers(mass: etree._Element, inertia: etree._Element) -> list[float] | None:
    """The mass and six moments when each is a finite number ``float()`` reads; else None.

    What ``_Reader.number`` reads for each when it reports nothing, in one
    go: an inertial is seven numbers, and files mostly write them plainly.
    """
    try:
        texts = [mass.get("value"), *map(inertia.get, MOMENTS)]
        numbers = list(map(float, texts))  # type: ignore[arg-type]  # None: TypeError
    except (TypeError, ValueError):  # TypeError: an attribute missing (None)
        return None
    plain = all(map(math.isfinite, numbers)) and all(map(urdfdom_reads, texts))  # type: ignore[arg-type]
    return numbers if plain else None


class _Reader:
    def __init__(self, problems: ProblemCollector, version: Version = (1, 0)) -> None:
        self.problems = problems
        self.version = version
        """The URDF version the robot declares (see ``versions``)."""
        self.unread = Unread()
        """The elements skipped (not URDF), reported once the robot is read."""

    def numbers(
        self, element: etree._Element, attribute: str, count: int, default: str | None
    ) -> tuple[float, ...] | None:
        """``count`` numbers of an attribute; None (reported) when missing or not numbers."""
        text = element.get(attribute, default)
        if text is None:
            message = f"<{element.tag}> has no '{attribute}' attribute"
            self.problems.error(ErrorCode.URDF_INVALID, message, element, suffix=f"/@{attribute}")
            return None
        try:
            values = tuple(map(float, text.split()))
        except ValueError:
            values = ()
        if len(values) != count or not all(map(math.isfinite, values)):
            wanted = "a number" if count == 1 else f"{count} numbers"
            message = f"'{attribute}' of <{element.tag}> is '{text}', not {wanted}"
            self.problems.error(ErrorCode.URDF_INVALID, message, element, suffix=f"/@{attribute}")
            return None
        return values

    def number(
        self, element: etree._Element, attribute: str, default: str | None = None
    ) -> float | None:
        text = element.get(attribute, default)
        if text is not None:
            # A number float() reads (it ignores surrounding white space, as split() does)
            # is the one numbers() would find; anything else is reported there.
            try:
                value = float(text)
            except ValueError:
                pass
            else:
                if math.isfinite(value):
                    if urdfdom_reads(text):
                        return value
                    return unread_number(self.problems, element, attribute, text, value)
        values = self.numbers(element, attribute, 1, default)
        return None if values is None else values[0]

    def origin(self, origin: etree._Element | None) -> PoseValues:
        """The pose an ``<origin>`` element gives (identity when there is none), as values."""
        if origin is None:
            return IDENTITY_VALUES
        get = origin.get
        x, y, z = plain_three(get("xyz")) or self.numbers(origin, "xyz", 3, "0 0 0") or ZEROS
        if get("quat_xyzw") is not None:
            quaternion = read_quaternion(origin, self.version, self.numbers, self.problems)
            if quaternion is not None:
                return values_of(Pose(position=(x, y, z), quaternion=quaternion))
        written = get("rpy")
        turn = NO_TURN if written is None else rpy_turn(written)
        if turn is not None:  # rpy_values' answer, the position being finite floats already
            return (x + 0.0, y + 0.0, z + 0.0, *turn)
        roll, pitch, yaw = self.numbers(origin, "rpy", 3, "0 0 0") or ZEROS  # reported
        return rpy_values(x, y, z, roll, pitch, yaw)

    def name(self, element: etree._Element, what: str) -> str | None:
        name = (element.get("name") or "").strip()
        if not name:
            self.problems.error(
                ErrorCode.URDF_INVALID, f"<{what}> has no name", element, suffix="/@name"
            )
            return None
        return name

    # Links -------------------------------------------------------------------

    def inertial(self, element: etree._Element | None) -> Inertial | None:
        if element is None:
            return None
        parts = first_children(element)
        self.unread.look(element, "inertial", parts.keys())
        origin = self.origin(parts.get("origin"))
        mass_element = parts.get("mass")
        inertia_element = parts.get("inertia")
        if mass_element is None:
            self.problems.error(ErrorCode.URDF_INVALID, "<inertial> has no <mass>", element)
            return None
        numbers = None if inertia_element is None else _plain_numbers(mass_element, inertia_element)
        if numbers is None:  # something missing or unreadable: read one by one, each reported
            mass = self.number(mass_element, "value")
            if mass is None:  # urdfdom reads no inertial, and libsdformat refuses the robot
                return None
            # urdfdom reads the moments after the mass; where it cannot, libsdformat loads the
            # link with its mass and an inertia of zero.
            before = len(self.problems.problems)
            if inertia_element is None:
                self.problems.error(ErrorCode.URDF_INVALID, "<inertial> has no <inertia>", element)
                read: list[float | None] = [None]
            else:
                read = [self.number(inertia_element, key) for key in MOMENTS]
            found = [moment for moment in read if moment is not None]
            if len(found) != len(MOMENTS):
                demoted(self.problems, before, f"; {ZERO_INERTIA}")
                found = [0.0] * len(MOMENTS)
            numbers = [mass, *found]
        mass, ixx, iyy, izz, ixy, ixz, iyz = numbers
        # + 0.0: a -0 moment is read as 0 (the numbers are finite: nothing else changes)
        moments = (ixx + 0.0, iyy + 0.0, izz + 0.0, ixy + 0.0, ixz + 0.0, iyz + 0.0)
        return Inertial(mass, origin, moments, element)

    def material(
        self, element: etree._Element, materials: dict[str, Material], *, top_level: bool = False
    ) -> Material | None:
        """A ``<material>``: a visual's (looked up in ``materials`` by name) or the robot's."""
        name = (element.get("name") or "").strip()
        if top_level and element.get("name") is None:
            nameless_material(self.problems, element, top_level=True)
        parts = first_children(element)
        color = parts.get("color")
        texture = parts.get("texture")
        if color is None and texture is None:
            if name in materials:
                return materials[name]
            if top_level:
                message = f"top-level material '{name}' has no <color> or <texture>: it is empty"
                self.problems.warning(ErrorCode.URDF_ELEMENT_NOT_CONVERTED, message, element)
            elif name:
                message = (
                    f"material '{name}' names no top-level material with a <color> or "
                    "<texture> and has none of its own: the visual is converted without one "
                    "(urdfdom warns too)"
                )
                self.problems.warning(ErrorCode.URDF_ELEMENT_NOT_CONVERTED, message, element)
            return None
        rgba = None
        if color is not None:
            rgba = rgba_of(color.get("rgba")) or unread_color(self.problems, color)
        filename = texture.get("filename") if texture is not None else None
        return Material(name, rgba, filename, element)

    def shape(
        self, element: etree._Element, owner: str, materials: dict[str, Material]
    ) -> Shape | None:
        parts = first_children(element)
        kind = element.tag
        self.unread.look(element, str(kind), parts.keys())
        geometry = parts.get("geometry")
        if geometry is None:
            self.problems.error(ErrorCode.URDF_INVALID, f"<{kind}> has no <geometry>", element)
            return None
        shapes = list(geometry.iterchildren(etree.Element))  # elements only
        # urdfdom reads the first element in <geometry> and skips the rest (reported here).
        if not shapes or shapes[0].tag not in GEOMETRIES:
            found = f"<{shapes[0].tag}>" if shapes else "nothing"
            message = (
                f"<geometry> must hold one of {', '.join(f'<{g}>' for g in GEOMETRIES)} "
                f"first; found {found}"
            )
            self.problems.error(ErrorCode.URDF_INVALID, message, geometry)
            return None
        shape = shapes[0]
        for skipped in shapes[1:]:
            self.unread.skip("geometry", skipped)
        if not self.sizes(shape):
            return None
        name = (element.get("name") or "").strip() or None
        written = parts.get("material") if kind == "visual" else None
        if written is not None and written.get("name") is None:
            nameless_material(self.problems, written, top_level=False)
            return None  # urdfdom does not read the visual
        material = self.material(written, materials) if written is not None else None
        reported = len(self.problems.problems)
        origin = self.origin(parts.get("origin"))
        if any(p.severity is Severity.ERROR for p in self.problems.problems[reported:]):
            return None  # an origin urdfdom does not read: nor the shape
        return Shape(kind, name, owner, origin, geometry, material, element, shape)

    def sizes(self, shape: etree._Element) -> bool:
        """Whether a shape's attributes (``GEOMETRIES``) read; False when one is reported."""
        tag = shape.tag
        if tag == "mesh":
            if not (shape.get("filename") or "").strip():
                self.problems.error(
                    ErrorCode.URDF_INVALID, "<mesh> has no filename", shape, suffix="/@filename"
                )
                return False
            return shape.get("scale") is None or self.numbers(shape, "scale", 3, None) is not None
        if tag == "box":
            return self.numbers(shape, "size", 3, None) is not None
        if tag == "capsule":
            return self.capsule(shape)  # its radius and length read there
        if tag == "sphere":
            return self.number(shape, "radius") is not None
        return self.number(shape, "radius") is not None and self.number(shape, "length") is not None

    def capsule(self, shape: etree._Element) -> bool:
        """Whether a ``<capsule>`` is readable: URDF 1.1 or newer, sizes finite and not negative."""
        if self.version < CAPSULE_SINCE:
            message = (
                f'<capsule> needs URDF {shown(CAPSULE_SINCE)} (<robot version="1.1"> or newer); '
                f"this file declares {shown(self.version)}"
            )
            self.problems.error(ErrorCode.URDF_INVALID, message, shape)
            return False
        for attribute in ("radius", "length"):
            value = self.number(shape, attribute)
            if value is None:
                return False
            if value < 0:
                message = f"'{attribute}' of <capsule> is negative ({value})"
                self.problems.error(ErrorCode.URDF_INVALID, message, shape, suffix=f"/@{attribute}")
                return False
        return True

    def link(self, element: etree._Element, materials: dict[str, Material]) -> Link | None:
        name = self.name(element, "link")
        if name is None:
            return None
        written: list[etree._Element] = []
        inertial = None
        skipped = False
        for child in element:
            tag = child.tag
            if tag == "visual" or tag == "collision":
                written.append(child)
            elif tag == "inertial":
                inertial = inertial if inertial is not None else child
            else:
                skipped = skipped or isinstance(tag, str)
        if skipped:
            self.unread.look(element, "link", None)
        return Link(name, self.inertial(inertial), self._shapes(written, name, materials), element)

    def _shapes(
        self, written: list[etree._Element], owner: str, materials: dict[str, Material]
    ) -> tuple[Shape, ...]:
        """A link's visuals and collisions, read as urdfdom reads them (``tolerated``).

        urdfdom reads the visuals, then the collisions, and stops at the first
        it cannot read; libsdformat loads what it read, and so do we, with warnings.
        """
        read: dict[etree._Element, Shape] = {}
        visuals = [child for child in written if child.tag == "visual"]
        collisions = [child for child in written if child.tag == "collision"]
        for group in (visuals, collisions):
            for index, child in enumerate(group):
                before = len(self.problems.problems)
                shape = self.shape(child, owner, materials)
                if shape is not None:
                    read[child] = shape
                    continue
                unread = group[index + 1 :] + (collisions if group is visuals else [])
                tolerated(self.problems, before, child, unread)
                return tuple(read[child] for child in written if child in read)
        return tuple(read[child] for child in written if child in read)

    # Joints ------------------------------------------------------------------

    def joint(self, element: etree._Element) -> Joint | None:
        name = self.name(element, "joint")
        if name is None:
            return None
        kind = (element.get("type") or "").strip()
        if kind not in JOINT_TYPES:
            message = (
                f"joint '{name}' has type '{kind}'; URDF joint types are {', '.join(JOINT_TYPES)}"
            )
            self.problems.error(ErrorCode.URDF_INVALID, message, element, suffix="/@type")
            return None
        parts = first_children(element)
        self.unread.look(element, "joint", parts.keys())
        ends = []
        for tag in ("parent", "child"):
            end = parts.get(tag)
            link = (end.get("link") or "").strip() if end is not None else ""
            if not link:
                message = f"joint '{name}' has no <{tag} link=...>"
                self.problems.error(
                    ErrorCode.URDF_INVALID, message, element if end is None else end
                )
                return None
            ends.append(link)
        axis = (1.0, 0.0, 0.0)  # URDF's default axis, in the joint frame
        axis_element = parts.get("axis")
        if axis_element is not None:
            written = axis_element.get("xyz")
            values = (plain_three(written) if written is not None else axis) or self.numbers(
                axis_element, "xyz", 3, None
            )
            if values is not None:
                if not any(values) and kind not in ("fixed", "floating"):
                    message = f"the axis of joint '{name}' is the zero vector"
                    self.problems.error(
                        ErrorCode.URDF_INVALID, message, axis_element, suffix="/@xyz"
                    )
                axis = (values[0], values[1], values[2])
        limit = parts.get("limit")
        if kind in ("revolute", "prismatic") and limit is None:
            message = (
                f"{kind} joint '{name}' has no <limit> (URDF requires one with effort and velocity)"
            )
            self.problems.error(ErrorCode.URDF_INVALID, message, element)
            return None
        if limit is not None and not read_limit(
            limit, kind, name, self.version, self.number, self.problems
        ):
            return None
        for tag, attributes in (
            ("dynamics", ("damping", "friction")),
            ("mimic", ("multiplier", "offset")),
        ):
            child = parts.get(tag)
            if child is not None:
                for attribute in attributes:
                    self.number(child, attribute, "0" if attribute != "multiplier" else "1")
        mimic = parts.get("mimic")
        if mimic is not None and not (mimic.get("joint") or "").strip():
            self.problems.error(
                ErrorCode.URDF_INVALID,
                f"<mimic> of joint '{name}' names no joint",
                mimic,
                suffix="/@joint",
            )
        origin = self.origin(parts.get("origin"))
        return Joint(name, kind, ends[0], ends[1], origin, axis, element, parts)


def read_robot(
    root: etree._Element, problems: ProblemCollector, *, xacro_free: bool = False
) -> Robot | None:
    """The robot of a ``<robot>`` element, or None when it breaks a URDF rule (reported).

    ``xacro_free``: the caller found no xacro mark in ``root`` already.
    """
    before = len(problems.problems)
    xacro = None if xacro_free else find_xacro(root)
    if xacro is not None:
        message = (
            f"this is a xacro file, not URDF ({xacro.what}): expand it first "
            "(`xacro robot.urdf.xacro > robot.urdf`), or install the xacro extra to load it "
            f"directly ({XACRO_INSTALL_HINT})"
        )
        problems.error(ErrorCode.URDF_XACRO_UNEXPANDED, message, xacro.element, suffix=xacro.suffix)
        return None
    version = read_version(root, problems)
    if version is None:
        return None
    reader = _Reader(problems, version)
    name = reader.name(root, "robot") or ""
    materials = _materials(reader, root)
    links: dict[str, Link] = {}
    for element in root.iterchildren("link"):
        link = reader.link(element, materials)
        if link is None:
            continue
        if link.name in links:
            problems.error(
                ErrorCode.URDF_INVALID,
                f"two links are named '{link.name}'",
                element,
                suffix="/@name",
            )
            continue
        links[link.name] = link
    joints: dict[str, Joint] = {}
    for element in root.iterchildren("joint"):
        joint = reader.joint(element)
        if joint is None:
            continue
        if joint.name in joints:
            problems.error(
                ErrorCode.URDF_INVALID,
                f"two joints are named '{joint.name}'",
                element,
                suffix="/@name",
            )
            continue
        joints[joint.name] = joint
    check_tree(links, joints, root, problems)
    if len(problems.problems) > before and any(
        p.code is ErrorCode.URDF_INVALID and p.severity is Severity.ERROR
        for p in problems.problems[before:]
    ):
        return None
    reader.unread.look(root, "robot", None)
    reader.unread.report(problems)
    gazebo = tuple(root.iterchildren("gazebo"))
    return Robot(name, links, joints, gazebo, root)


def _materials(reader: _Reader, root: etree._Element) -> dict[str, Material]:
    """The robot's top-level materials by name; a name given twice is an error (urdfdom's).

    Names are compared as written, a missing one as empty, as urdfdom compares them.
    """
    materials: dict[str, Material] = {}
    seen: set[str] = set()
    for element in root.iterchildren("material"):
        written = element.get("name") or ""
        if written in seen:
            named = f"are named '{written}'" if written else "have no name (so the same one)"
            message = f"two top-level materials {named}; urdfdom refuses a material name twice"
            reader.problems.error(ErrorCode.URDF_INVALID, message, element, suffix="/@name")
            continue
        seen.add(written)
        material = reader.material(element, {}, top_level=True)
        if material is not None and material.name:
            materials[material.name] = material
    return materials
