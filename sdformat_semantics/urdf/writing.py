"""Writing the planned links, joints and frames as an SDFormat ``<sdf>`` tree.

Every element written carries the source line of the URDF element it comes
from, so the problems the SDFormat pipeline finds afterwards point into the
URDF file.
"""

from __future__ import annotations

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


def write_model(robot: Robot, plan: Plan, version: str, problems: ProblemCollector) -> Written:
    """The SDFormat document of the planned robot, at ``version``."""
    sdf = etree.Element("sdf", version=version)
    if isinstance(robot.element.sourceline, int):
        sdf.sourceline = robot.element.sourceline
    model = sub(sdf, "model", robot.element, name=robot.name)
    written = Written(sdf, model)
    kept = {k.joint.child: k for k in plan.joints}
    free = {joint.child: (joint, parent, origin) for joint, parent, origin in plan.free}
    for body in plan.bodies:
        name = body.link.name
        above = kept.get(name)
        if above is not None:
            written.joints[above.joint.name] = _joint(model, above, problems)
        pose: tuple[str, str] | None = None
        if above is not None:
            pose = (Pose.identity().to_sdf(), above.joint.name)
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
        _link(model, body, pose, written)
    for joint in plan.lumped:
        if joint.child in plan.placement:
            _frames(model, joint)
    return written


def _link(
    model: etree._Element, body: Body, pose: tuple[str, str] | None, written: Written
) -> etree._Element:
    link = sub(model, "link", body.link.element, name=body.link.name)
    if pose is not None:
        sub(link, "pose", body.link.element, pose[0], relative_to=pose[1])
    written.links[body.link.name] = link
    inertial = body.inertial
    if inertial is not None:
        element = sub(link, "inertial", inertial.element)
        sub(element, "pose", inertial.element, inertial.origin.to_sdf())
        texts = [format_number(inertial.mass), *map(format_number, inertial.moments)]
        if body.combined:  # lumped links' sums: rounded, so every machine writes the same text
            texts = [format_computed([inertial.mass]), *format_computed(inertial.moments).split()]
        sub(element, "mass", inertial.element, texts[0])
        moments = sub(element, "inertia", inertial.element)
        for key, text in zip(("ixx", "iyy", "izz", "ixy", "ixz", "iyz"), texts[1:], strict=True):
            sub(moments, key, inertial.element, text)
    for placed in body.shapes:
        element = _shape(link, placed)
        written.shapes.setdefault(placed.shape.owner, []).append(element)
    return link


def _shape(link: etree._Element, placed: PlacedShape) -> etree._Element:
    shape = placed.shape
    element = sub(link, shape.kind, shape.element, name=placed.name)
    sub(element, "pose", shape.element, placed.pose.to_sdf())
    geometry = sub(element, "geometry", shape.geometry)
    _geometry(geometry, shape.geometry)
    if shape.material is not None:
        _material(element, shape.material)
    return element


def _geometry(geometry: etree._Element, source: etree._Element) -> None:
    shape = next(child for child in source if isinstance(child.tag, str))
    out = sub(geometry, str(shape.tag), shape)
    if shape.tag == "box":
        sub(out, "size", shape, " ".join(str(shape.get("size")).split()))
    elif shape.tag == "sphere":
        sub(out, "radius", shape, str(shape.get("radius")).strip())
    elif shape.tag in ("cylinder", "capsule"):  # a capsule's length is its cylinder's, as here
        sub(out, "radius", shape, str(shape.get("radius")).strip())
        sub(out, "length", shape, str(shape.get("length")).strip())
    else:  # mesh: the URI is kept as written (package:// resolves through the config's URI maps)
        sub(out, "uri", shape, str(shape.get("filename")).strip())
        if shape.get("scale") is not None:
            sub(out, "scale", shape, " ".join(str(shape.get("scale")).split()))


def _material(visual: etree._Element, material: Material) -> None:
    element = sub(visual, "material", material.element)
    if material.rgba is not None:
        color = numbers(*material.rgba)
        sub(element, "diffuse", material.element, color)
        sub(element, "ambient", material.element, color)
    if material.texture is not None:
        pbr = sub(element, "pbr", material.element)
        sub(sub(pbr, "metal", material.element), "albedo_map", material.element, material.texture)


def _joint(model: etree._Element, kept: KeptJoint, problems: ProblemCollector) -> etree._Element:
    joint = kept.joint
    kind = {"continuous": "revolute"}.get(joint.type, joint.type)
    element = sub(model, "joint", joint.element, name=joint.name, type=kind)
    relative_to = "__model__" if kept.parent == WORLD else kept.parent
    sub(element, "pose", joint.element, kept.origin.to_sdf(), relative_to=relative_to)
    sub(element, "parent", joint.element.find("parent"), kept.parent)
    sub(element, "child", joint.element.find("child"), joint.child)
    if joint.type != "fixed":
        _axis(element, joint)
    for tag, why in NOT_CONVERTED.items():
        found = joint.element.find(tag)
        if found is not None:
            message = f"<{tag}> of joint '{joint.name}' is not converted: {why}"
            problems.warning(ErrorCode.URDF_ELEMENT_NOT_CONVERTED, message, found)
    return element


def _axis(joint_element: etree._Element, joint: Joint) -> None:
    source = joint.element.find("axis")
    axis = sub(joint_element, "axis", source if source is not None else joint.element)
    sub(axis, "xyz", source, numbers(*joint.axis))
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
        out = sub(axis, "limit", limit if limit is not None else joint.element)
        if bounds is not None:
            sub(out, "lower", limit, bounds[0])
            sub(out, "upper", limit, bounds[1])
        if limit is not None:
            for key in ("effort", "velocity"):
                if limit.get(key) is not None:
                    sub(out, key, limit, str(limit.get(key)).strip())
            _extended_limits(out, limit)
    dynamics = joint.child_element("dynamics")
    if dynamics is not None:
        out = sub(axis, "dynamics", dynamics)
        for key in ("damping", "friction"):
            if dynamics.get(key) is not None:
                sub(out, key, dynamics, str(dynamics.get(key)).strip())
    mimic = joint.child_element("mimic")
    if mimic is not None:
        out = sub(axis, "mimic", mimic, joint=str(mimic.get("joint")).strip())
        sub(out, "multiplier", mimic, mimic.get("multiplier", "1").strip())
        sub(out, "offset", mimic, mimic.get("offset", "0").strip())
        sub(out, "reference", mimic, "0")  # URDF's mimic has no reference: the leader's zero


def _extended_limits(out: etree._Element, limit: etree._Element) -> None:
    """URDF 1.2's acceleration, deceleration and jerk, kept as namespaced content.

    SDFormat has no element for them; ``<urdf:acceleration>`` (namespace
    ``URDF_NAMESPACE``) inside the axis ``<limit>`` keeps each through SDFormat
    and back to URDF. Only a robot declaring URDF 1.2 gets here with them.
    """
    version = limit.getroottree().getroot().get("version", "").strip()
    if version not in ("1.2",):
        return
    for key in EXTENDED_LIMITS:
        if limit.get(key) is not None:
            kept = etree.SubElement(
                out, f"{{{URDF_NAMESPACE}}}{key}", nsmap={"urdf": URDF_NAMESPACE}
            )
            kept.text = str(limit.get(key)).strip()
            if isinstance(limit.sourceline, int):
                kept.sourceline = limit.sourceline


def _frames(model: etree._Element, joint: Joint) -> None:
    """The lumped joint and its child link as frames, at their URDF poses.

    A URDF joint's frame is its child link's frame, so a joint named like its
    child (legal in URDF) needs no second frame: the one frame answers to both.
    """
    frame = sub(model, "frame", joint.element, name=joint.name, attached_to=joint.parent)
    sub(frame, "pose", joint.element, joint.origin.to_sdf(), relative_to=joint.parent)
    if joint.child == joint.name:
        return
    link = sub(
        model, "frame", joint.element.find("child"), name=joint.child, attached_to=joint.name
    )
    sub(link, "pose", joint.element.find("child"), Pose.identity().to_sdf())
