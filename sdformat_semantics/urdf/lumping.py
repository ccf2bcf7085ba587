"""Fixed-joint lumping and massless links: which URDF links become SDFormat links.

As the reference converts URDF: a link on a fixed joint is merged into its
parent (its mass, centre of mass and inertia combined with the parent's, its
visuals and collisions moved and renamed ``<parent>_fixed_joint_lump__<name>``),
unless the joint is preserved; then every link without mass on a moving joint
is left out with everything below it. Unlike the reference, each lumped link
and its joint stay as ``<frame>`` elements at their URDF poses.
"""

from __future__ import annotations

from collections.abc import Collection

import attrs
import numpy as np

from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.urdf.model import MASSLESS, WORLD, Inertial, Joint, Link, Robot, Shape

LUMP_INFIX = "_fixed_joint_lump__"
"""What the reference puts between the parent's name and a lumped element's name."""


@attrs.frozen
class PlacedShape:
    """A visual or collision in the SDFormat link it ends up in."""

    shape: Shape
    pose: Pose
    name: str


@attrs.define
class Body:
    """A URDF link that stays a link: what it holds after lumping.

    Attributes:
        link: The URDF link.
        inertial: Its inertial with the lumped links' combined in (None: massless).
        combined: Whether ``inertial`` was recomputed from lumped links.
        shapes: Its visuals and collisions, own first, then the lumped ones.
    """

    link: Link
    inertial: Inertial | None
    combined: bool
    shapes: list[PlacedShape]


@attrs.frozen
class KeptJoint:
    """A joint that stays, with its parent body and its origin in that body's frame."""

    joint: Joint
    parent: str
    origin: Pose


@attrs.define
class Plan:
    """What the URDF links and joints become.

    Attributes:
        bodies: The links that stay, root first, in the reference's order.
        joints: The joints that stay.
        lumped: The fixed joints merged away; they and their child links become frames.
        free: Floating and planar joints, left out: (joint, parent body, child pose in it).
        placement: For every URDF link still present: the body it is in and its pose there.
        dropped: Links left out (massless, or below a massless link).
    """

    bodies: list[Body] = attrs.field(factory=list)
    joints: list[KeptJoint] = attrs.field(factory=list)
    lumped: list[Joint] = attrs.field(factory=list)
    free: list[tuple[Joint, str, Pose]] = attrs.field(factory=list)
    placement: dict[str, tuple[str, Pose]] = attrs.field(factory=dict)
    dropped: set[str] = attrs.field(factory=set)


def plan_links(
    robot: Robot, preserved: Collection[str], problems: ProblemCollector, *, preserve_all: bool
) -> Plan:
    """Lump fixed joints but ``preserved`` ones (all with ``preserve_all``); drop massless links."""
    below = robot.child_joints()
    for joints in below.values():
        joints.sort(key=lambda j: j.name)  # urdfdom keeps joints in a map ordered by name

    def reduced(joint: Joint) -> bool:
        return (
            joint.type == "fixed"
            and joint.parent != WORLD
            and not preserve_all
            and joint.name not in preserved
        )

    plan = Plan()
    parents = robot.parent_joint()
    roots = [name for name in robot.links if name not in parents]
    for root in roots:
        if root == WORLD:
            _report_world_content(robot.links[root], problems)
            for joint in below.get(root, []):
                _visit(
                    robot, joint.child, joint, WORLD, joint.origin, below, reduced, plan, problems
                )
        else:
            _visit(robot, root, None, "", Pose.identity(), below, reduced, plan, problems)
    return plan


_Visit = tuple[str, "Joint | None", str, Pose]
"""A link still to make a body of: its name, its joint, the parent body, the joint's origin."""


def _visit(
    robot: Robot,
    name: str,
    joint: Joint | None,
    parent_body: str,
    origin: Pose,
    below: dict[str, list[Joint]],
    reduced: object,
    plan: Plan,
    problems: ProblemCollector,
) -> None:
    """Make link ``name`` a body, lump its fixed subtree into it, and go on below.

    A chain of links is as deep as it is long (thousands of links): the tree
    is walked with a stack, in the order a recursive walk would take.
    """
    pending: list[_Visit] = [(name, joint, parent_body, origin)]
    while pending:
        name, joint, parent_body, origin = pending.pop()
        moving = _body(robot, name, joint, parent_body, origin, below, reduced, plan, problems)
        pending.extend(
            (child_joint.child, child_joint, name, child_origin)
            for child_joint, _owner, child_origin in reversed(moving)
        )


def _body(
    robot: Robot,
    name: str,
    joint: Joint | None,
    parent_body: str,
    origin: Pose,
    below: dict[str, list[Joint]],
    reduced: object,
    plan: Plan,
    problems: ProblemCollector,
) -> list[tuple[Joint, str, Pose]]:
    """Make link ``name`` a body with its fixed subtree; the joints below it left to visit."""
    assert callable(reduced)
    link = robot.links[name]
    members: list[tuple[Link, Pose]] = []  # the body's own link and every link lumped into it
    moving: list[tuple[Joint, str, Pose]] = []  # joints below the body, origin in the body frame
    # The fixed subtree, depth first with a stack, in the order of a recursive walk: a
    # lumped joint leads to a link to gather (its joint then in ``plan.lumped``), any
    # other is a moving joint below the body; each in the order of its link's joints.
    stack: list[tuple[Joint | None, Link | None, str, Pose]] = [(None, link, "", Pose.identity())]
    while stack:
        through, current, owner, pose = stack.pop()
        if current is None:  # a moving joint, met in its turn
            assert through is not None
            moving.append((through, owner, pose))
            continue
        if through is not None:
            plan.lumped.append(through)
        members.append((current, pose))
        stack.extend(
            (child_joint, robot.links[child_joint.child], "", pose @ child_joint.origin)
            if reduced(child_joint)
            else (child_joint, None, current.name, pose @ child_joint.origin)
            for child_joint in reversed(below.get(current.name, []))
        )
    inertial, combined = _combined_inertial(members)
    if name != WORLD and (inertial is None or inertial.mass <= MASSLESS):
        _drop(robot, name, joint, members, moving, below, plan, problems)
        return []
    body = Body(link, inertial, combined, _placed_shapes(name, members, problems))
    plan.bodies.append(body)
    for member, pose in members:
        plan.placement[member.name] = (name, pose)
        if member is not link:
            message = (
                f"link '{member.name}' is on a fixed joint: merged into link '{name}' "
                f"(fixed-joint lumping); it stays as frame '{member.name}'"
            )
            problems.info(ErrorCode.URDF_FIXED_JOINT_LUMPED, message, member.element)
    if joint is not None:
        if joint.type in ("floating", "planar"):
            plan.free.append((joint, parent_body, origin))
        else:
            plan.joints.append(KeptJoint(joint, parent_body, origin))
    return moving


def _combined_inertial(members: list[tuple[Link, Pose]]) -> tuple[Inertial | None, bool]:
    """The members' mass properties in the body frame; whether they were combined."""
    own = members[0][0].inertial
    parts = [(m.inertial, pose) for m, pose in members if m.inertial is not None]
    if len(parts) == 0 or (len(parts) == 1 and parts[0][0] is own):
        return own, False
    mass = sum(part.mass for part, _ in parts)
    centers = [pose.transform_point(part.center) for part, pose in parts]
    if mass > 0:
        center = sum(
            (part.mass * c for (part, _), c in zip(parts, centers, strict=True)), np.zeros(3)
        )
        center = center / mass
    else:
        center = centers[0]
    tensor = np.zeros((3, 3))
    for (part, pose), part_center in zip(parts, centers, strict=True):
        rotation = pose.rotation_matrix()
        offset = part_center - center
        # Parallel axis theorem: about the common centre of mass, in the body frame.
        tensor += rotation @ part.inertia @ rotation.T
        tensor += part.mass * (float(offset @ offset) * np.eye(3) - np.outer(offset, offset))
    moments = (
        float(tensor[0, 0]),
        float(tensor[1, 1]),
        float(tensor[2, 2]),
        float(tensor[0, 1]),
        float(tensor[0, 2]),
        float(tensor[1, 2]),
    )
    origin = Pose(center, (0.0, 0.0, 0.0, 1.0))
    return Inertial(
        mass, center, tensor, origin, moments, members[0][0].element.find("inertial")
    ), True


def _placed_shapes(
    body: str, members: list[tuple[Link, Pose]], problems: ProblemCollector
) -> list[PlacedShape]:
    """Visuals and collisions named as the reference names them: ``<base>_<kind>[_<index>]``."""
    placed: list[PlacedShape] = []
    counts = {"visual": 0, "collision": 0}
    for member, pose in members:
        for shape in member.shapes:
            if member.name == body:
                base = shape.name or body
            else:
                base = f"{body}{LUMP_INFIX}{shape.name or member.name}"
            index = counts[shape.kind]
            counts[shape.kind] += 1
            name = f"{base}_{shape.kind}" + (f"_{index}" if index else "")
            placed.append(PlacedShape(shape, pose @ shape.origin, name))
            if member.name != body:
                message = (
                    f"{shape.kind} of link '{member.name}' moved into link '{body}' as '{name}' "
                    "(fixed-joint lumping)"
                )
                problems.info(ErrorCode.URDF_ELEMENT_MOVED, message, shape.element)
            elif shape.name is not None and shape.name != name:
                message = (
                    f"{shape.kind} '{shape.name}' of link '{body}' is named '{name}' "
                    "(as the reference names it)"
                )
                problems.warning(
                    ErrorCode.URDF_ELEMENT_RENAMED, message, shape.element, suffix="/@name"
                )
    return placed


def _drop(
    robot: Robot,
    name: str,
    joint: Joint | None,
    members: list[tuple[Link, Pose]],
    moving: list[tuple[Joint, str, Pose]],
    below: dict[str, list[Joint]],
    plan: Plan,
    problems: ProblemCollector,
) -> None:
    """Leave a massless link out, with what is lumped into it and every link below it."""
    lost = [m.name for m, _ in members]
    pending = [j.child for j, _, _ in moving]
    while pending:
        child = pending.pop()
        lost.append(child)
        pending.extend(j.child for j in below.get(child, []))
    plan.dropped.update(lost)
    others = [n for n in lost if n != name]
    also = f"; also left out below it: {', '.join(others)}" if others else ""
    via = f" (and joint '{joint.name}')" if joint is not None else ""
    message = (
        f"link '{name}' has no mass (none, or at most {MASSLESS:g}): left out{via}, as the "
        "reference leaves out massless links"
        f"{also}"
    )
    problems.warning(ErrorCode.URDF_MASSLESS_LINK_DROPPED, message, robot.links[name].element)


def _report_world_content(world: Link, problems: ProblemCollector) -> None:
    if world.inertial is not None or world.shapes:
        message = (
            "link 'world' stands for the world: its inertial, visuals and collisions are ignored"
        )
        problems.warning(ErrorCode.URDF_ELEMENT_NOT_CONVERTED, message, world.element)
