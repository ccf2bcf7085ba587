"""Fixed-joint lumping and massless links: which URDF links become SDFormat links.

As the reference converts URDF: a link on a fixed joint is merged into its
parent (its mass, centre of mass and inertia combined with the parent's, its
visuals and collisions moved and renamed ``<parent>_fixed_joint_lump__<name>``),
unless the joint is preserved; then every link without mass on a moving joint
is left out with everything below it. Unlike the reference, each lumped link
and its joint stay as ``<frame>`` elements at their URDF poses.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection
from typing import NamedTuple

import attrs

from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_semantics.geometry.pose_values import IDENTITY_VALUES, PoseValues, compose_values
from sdformat_semantics.urdf.inertia_sums import (
    ZERO,
    added,
    moved,
    product,
    rotation,
    shifted,
    tensor,
    turned,
)
from sdformat_semantics.urdf.lump_masses import zero_mass_merge
from sdformat_semantics.urdf.model import (
    MASSLESS,
    WORLD,
    Inertial,
    Joint,
    Link,
    Robot,
    Shape,
)

LUMP_INFIX = "_fixed_joint_lump__"
"""What the reference puts between the parent's name and a lumped element's name."""


class PlacedShape(NamedTuple):
    """A visual or collision in the SDFormat link it ends up in (a plain record)."""

    shape: Shape
    pose: PoseValues
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


class KeptJoint(NamedTuple):
    """A joint that stays, with its parent body and its origin in that body's frame."""

    joint: Joint
    parent: str
    origin: PoseValues


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
    free: list[tuple[Joint, str, PoseValues]] = attrs.field(factory=list)
    placement: dict[str, tuple[str, PoseValues]] = attrs.field(factory=dict)
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
            _visit(robot, root, None, "", IDENTITY_VALUES, below, reduced, plan, problems)
    return plan


_Visit = tuple[str, "Joint | None", str, PoseValues]
"""A link still to make a body of: its name, its joint, the parent body, the joint's origin."""


def _visit(
    robot: Robot,
    name: str,
    joint: Joint | None,
    parent_body: str,
    origin: PoseValues,
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
    origin: PoseValues,
    below: dict[str, list[Joint]],
    reduced: object,
    plan: Plan,
    problems: ProblemCollector,
) -> list[tuple[Joint, str, PoseValues]]:
    """Make link ``name`` a body with its fixed subtree; the joints below it left to visit."""
    assert callable(reduced)
    link = robot.links[name]
    children = below.get(name, [])
    if not any(map(reduced, children)):
        # Nothing lumped into it (most links): its own inertial, and its joints and shapes
        # at their origins, which is what the general walk gives for a lone link.
        members: list[Member] = [(link, IDENTITY_VALUES)]
        moving = [(child, name, child.origin) for child in children]
        lumped: list[Joint] = []
        inertial, combined = link.inertial, False
        shapes = [(link, shape, shape.origin) for shape in link.shapes]
    else:
        members, moving, lumped, inertial, combined, shapes = _lumped_body(
            robot, link, below, reduced, problems
        )
    plan.lumped.extend(lumped)
    if combined and inertial is not None and inertial.mass > 0.0:
        _report_zero_mass_merge(robot, link, members, below, reduced, problems)
    if name != WORLD and (inertial is None or inertial.mass <= MASSLESS):
        _drop(robot, name, joint, members, moving, below, plan, problems)
        return []
    body = Body(link, inertial, combined, _placed_shapes(name, shapes, problems))
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


def _lumped_body(
    robot: Robot,
    link: Link,
    below: dict[str, list[Joint]],
    reduced: Callable[[Joint], bool],
    problems: ProblemCollector,
) -> tuple[
    list[Member],
    list[tuple[Joint, str, PoseValues]],
    list[Joint],
    Inertial | None,
    bool,
    list[PlacedPose],
]:
    """A body with links lumped into it, as ``_body`` uses it.

    Returns:
        Its members, the moving joints below it, the joints lumped, its combined
        inertial and whether it was combined, and its shapes in the body frame.
    """
    try:
        members, moving, lumped = _fixed_subtree(robot, link, below, reduced)
        inertial, combined = _combined_inertial(members)
        return members, moving, lumped, inertial, combined, _shape_poses(members)
    except _OutOfRange as error:
        # Reported, and this body keeps its fixed joints: each child becomes a body of
        # its own, and its joint's origin is its own, so nothing is composed here.
        problems.error(error.code, error.what + _KEPT.format(name=link.name), link.element)
        members, moving, lumped = _fixed_subtree(robot, link, below, lambda _joint: False)
        return members, moving, lumped, link.inertial, False, _shape_poses(members)


_KEPT = "; the fixed joints below link '{name}' are kept instead of lumped into it"


class _OutOfRange(Exception):
    """Lumping a fixed subtree would compute a pose or inertial beyond a double's range."""

    def __init__(self, code: ErrorCode, what: str) -> None:
        super().__init__(what)
        self.code = code
        self.what = what


Member = tuple[Link, PoseValues]
"""A link of a body (its own, or one lumped into it) and its pose in the body."""


def _fixed_subtree(
    robot: Robot, link: Link, below: dict[str, list[Joint]], reduced: Callable[[Joint], bool]
) -> tuple[list[Member], list[tuple[Joint, str, PoseValues]], list[Joint]]:
    """The links lumped into ``link``'s body, the moving joints below it, the joints lumped.

    Depth first with a stack, in the order of a recursive walk: a lumped joint
    leads to a link to gather, any other is a moving joint below the body (its
    origin in the body frame); each in the order of its link's joints.

    Raises:
        _OutOfRange: A link or joint whose pose in the body leaves a double's range.
    """
    members: list[Member] = []
    moving: list[tuple[Joint, str, PoseValues]] = []
    lumped: list[Joint] = []
    stack: list[tuple[Joint | None, Link | None, str, PoseValues]] = [
        (None, link, "", IDENTITY_VALUES)
    ]
    while stack:
        through, current, owner, pose = stack.pop()
        if current is None:  # a moving joint, met in its turn
            assert through is not None
            moving.append((through, owner, pose))
            continue
        if through is not None:
            lumped.append(through)
        members.append((current, pose))
        for child_joint in reversed(below.get(current.name, [])):
            placed = _composed(pose, child_joint.origin, f"joint '{child_joint.name}'", link)
            if reduced(child_joint):
                stack.append((child_joint, robot.links[child_joint.child], "", placed))
            else:
                stack.append((child_joint, None, current.name, placed))
    return members, moving, lumped


def _composed(pose: PoseValues, local: PoseValues, what: str, body: Link) -> PoseValues:
    """``pose @ local`` (in values); an overflow is ``_OutOfRange``.

    A body's own link is at the identity (most links of most robots): its
    joints and shapes stay at their origins, which composing would give back
    bit for bit (the reader's values are canonical, as ``compose_values`` makes them).
    """
    if pose == IDENTITY_VALUES:
        return local
    try:
        return compose_values(pose, local)
    except OverflowError:
        message = f"the pose of {what} in link '{body.name}' leaves the range of a double"
        raise _OutOfRange(ErrorCode.POSE_NOT_FINITE, message) from None


def _combined_inertial(members: list[Member]) -> tuple[Inertial | None, bool]:
    """The members' mass properties in the body frame; whether they were combined.

    Every step stays within a double's range where its result does (mass
    fractions for the centre, ``sqrt(m) d`` for the parallel axis term, the
    tensors turned scaled down), and a result that does not is reported.

    Raises:
        _OutOfRange: The combined mass, centre or tensor is not finite.
    """
    own = members[0][0].inertial
    parts = [(m.inertial, pose) for m, pose in members if m.inertial is not None]
    if len(parts) == 0 or (len(parts) == 1 and parts[0][0] is own):
        return own, False
    body = members[0][0]
    mass = sum((part.mass for part, _ in parts), 0.0)
    centers = [moved(pose, part.origin[:3]) for part, pose in parts]
    if mass != 0.0 and math.isfinite(mass):
        cx = cy = cz = 0.0
        for (part, _), (x, y, z) in zip(parts, centers, strict=True):
            fraction = part.mass / mass
            cx, cy, cz = cx + fraction * x, cy + fraction * y, cz + fraction * z
        center = (cx, cy, cz)
    else:
        center = centers[0]
    combined = ZERO
    for (part, pose), (x, y, z) in zip(parts, centers, strict=True):
        turn = product(rotation(pose), rotation(part.origin))
        combined = added(combined, turned(tensor(part.moments), turn))
        # Parallel axis theorem: about the common centre of mass, in the body frame.
        half_offset = (
            x * 0.5 - center[0] * 0.5,
            y * 0.5 - center[1] * 0.5,
            z * 0.5 - center[2] * 0.5,
        )
        combined = added(combined, shifted(part.mass, half_offset))
    if not (math.isfinite(mass) and all(map(math.isfinite, (*center, *combined)))):
        what = (
            f"the links lumped into link '{body.name}' have a mass, centre of mass or inertia "
            "beyond the range of a double"
        )
        raise _OutOfRange(ErrorCode.LINK_INERTIA_INVALID, what)
    t0, t1, t2, _, t4, t5, _, _, t8 = combined
    cx, cy, cz = center
    origin = (cx + 0.0, cy + 0.0, cz + 0.0, 0.0, 0.0, 0.0, 1.0)  # + 0.0: no -0.0, as in a Pose
    # Written where the body's <inertial> was, or its <link> when it had none (a massless
    # parent): the problems of the combined inertial then have a line.
    written = body.element.find("inertial")
    element = body.element if written is None else written
    return Inertial(mass, origin, (t0, t4, t8, t1, t2, t5), element, combined), True


PlacedPose = tuple[Link, Shape, PoseValues]
"""A member's visual or collision and its pose in the body."""


def _shape_poses(members: list[Member]) -> list[PlacedPose]:
    """Every member's visuals and collisions with their poses in the body, in order.

    Raises:
        _OutOfRange: A pose beyond a double's range.
    """
    body = members[0][0]
    return [
        (
            member,
            shape,
            _composed(pose, shape.origin, f"{shape.kind} of link '{member.name}'", body),
        )
        for member, pose in members
        for shape in member.shapes
    ]


def _placed_shapes(
    body: str, shapes: list[PlacedPose], problems: ProblemCollector
) -> list[PlacedShape]:
    """Visuals and collisions named as the reference names them: ``<base>_<kind>[_<index>]``."""
    placed: list[PlacedShape] = []
    counts = {"visual": 0, "collision": 0}
    for member, shape, pose in shapes:
        if member.name == body:
            base = shape.name or body
        else:
            base = f"{body}{LUMP_INFIX}{shape.name or member.name}"
        index = counts[shape.kind]
        counts[shape.kind] += 1
        name = f"{base}_{shape.kind}" + (f"_{index}" if index else "")
        placed.append(PlacedShape(shape, pose, name))
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
    members: list[tuple[Link, PoseValues]],
    moving: list[tuple[Joint, str, PoseValues]],
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


def _report_zero_mass_merge(
    robot: Robot,
    body: Link,
    members: list[Member],
    below: dict[str, list[Joint]],
    reduced: Callable[[Joint], bool],
    problems: ProblemCollector,
) -> None:
    """An error where the reference's lumping into ``body`` divides by zero mass (``lump_masses``).

    Only a subtree holding an inertial of mass 0 (or less) can have such a merge.
    """
    if all(m.inertial is None or m.inertial.mass > 0.0 for m, _ in members[1:]):
        return
    merge = zero_mass_merge(robot, body, below, reduced)
    if merge is None:
        return
    child, parent, joint = merge
    held = "its mass is 0" if parent.inertial is not None else "it has no <inertial>"
    message = (
        f"link '{child.name}' (mass 0) is lumped into link '{parent.name}' through fixed joint "
        f"'{joint.name}', and {held}: libsdformat divides by their total mass of zero, gives "
        f"link '{body.name}' a centre of mass of NaN and refuses the file; give one of them a "
        "mass, remove the massless <inertial>, or keep the joint (<preserveFixedJoint>)"
    )
    place = child.element if child.inertial is None else child.inertial.element
    problems.error(ErrorCode.LINK_INERTIA_INVALID, message, place)


def _report_world_content(world: Link, problems: ProblemCollector) -> None:
    if world.inertial is not None or world.shapes:
        message = (
            "link 'world' stands for the world: its inertial, visuals and collisions are ignored"
        )
        problems.warning(ErrorCode.URDF_ELEMENT_NOT_CONVERTED, message, world.element)
