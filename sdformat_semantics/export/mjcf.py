"""A model, a world or a URDF robot written as MJCF (MuJoCo), with what MJCF cannot hold.

MuJoCo's own model API builds the result: a ``mujoco.MjSpec`` is filled in
code and MuJoCo writes it (``MjSpec.to_xml``, which compiles it first, so what
comes back is MJCF that MuJoCo accepts). The rules (docs/guide.md, "Writing
MJCF"):

* links become bodies in one kinematic tree, named by their scoped names
  (``robot::arm``), each at its pose in its parent body, with its effective
  inertial (computed ones for ``auto``); geoms never add mass
  (``inertiafromgeom="false"``);
* a joint of the kinematic tree moves its child body: revolute and
  continuous become a hinge, prismatic a slide, ball a ball, universal and
  revolute2 two hinges in the child body (MuJoCo applies a body's joints in
  order, which is SDFormat's ``Rot(axis) @ Rot(axis2)``, with no massless
  body in between), screw a hinge and a slide tied by a joint equality;
  fixed joints weld (the child body has no joint). Axes, limits, damping,
  friction (``frictionloss``), springs (``stiffness``, ``springref``) and
  effort limits (``actuatorfrcrange``) are kept;
* a body without a parent joint is free (a free joint) unless its model is
  static, then it is welded to the world;
* mimic constraints become joint equalities: ``follower = offset +
  multiplier * (leader - reference)`` is MuJoCo's polynomial with
  ``polycoef = (offset - multiplier * reference, multiplier, 0, 0, 0)``,
  joint references being zero (the SDFormat zero configuration is the pose
  as written);
* collisions are geoms that collide (in group 3, which MuJoCo's viewers hide,
  when their link has a visual written; else in group 0), visuals geoms of
  group 1 with ``contype`` and ``conaffinity`` 0; explicit frames and nested models'
  frames become sites; a world's gravity, step size, magnetic field and
  lights are kept; cameras, IMUs, force-torque, contact sensors and lights too
  (``mjcf_sensors``); with ``fuse_fixed``, links on fixed joints share bodies.

Everything else is a ``MJCF_EXPORT_LOSS`` warning at the element path and line
it was read from: nothing is left out silently.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import attrs
import numpy as np

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ErrorCode, ProblemList, Severity
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.export.mjcf_fuse import combined_inertial, fused_hosts
from sdformat_semantics.export.mjcf_gearbox import Loaded, write_gearboxes
from sdformat_semantics.export.mjcf_parts import (
    MjcfPieces,
    exact_joint,
    principal,
    quaternion_wxyz,
    set_coefficient,
    vector,
)
from sdformat_semantics.export.mjcf_refusal import refusal
from sdformat_semantics.export.mjcf_sensors import write_joint_sensors, write_sensors
from sdformat_semantics.export.mjcf_text import with_exact_numbers
from sdformat_semantics.export.urdf_parts import Losses
from sdformat_semantics.frame_queries import FrameQueries
from sdformat_semantics.frames import SEPARATOR, WORLD, FrameKind
from sdformat_semantics.kinematics import JointModel
from sdformat_semantics.mjcf.library import import_mujoco, mujoco_warnings

PITCHES = ("screw_thread_pitch", "thread_pitch")
JOINT_HANDLED = ("pose", "parent", "child", "axis", "axis2", "sensor", *PITCHES)
"""The children of ``<joint>`` the MJCF joints hold."""

LEAST_MASS = 1e-9
"""The mass (kg) and moments (kg m^2) a massless moving link is written with: MuJoCo
refuses moving bodies below 1e-15 (``mjMINVAL``); this is far below any real part."""

UNBOUNDED = 1e16
"""Limits at or beyond this are unbounded (the largest double some files write)."""


@attrs.frozen
class MjcfConversion(ProblemList):
    """A document written as MJCF, with what could not be written.

    Attributes:
        name: The model's or world's name (MJCF ``<mujoco model>``).
        text: The MJCF document, as MuJoCo writes it.
        problems: The loss report: a ``MJCF_EXPORT_LOSS`` warning for each
            piece of content left out or changed.
        bodies: The MJCF body of each link, by scoped link name.
        coordinates: The MJCF joint of each joint coordinate, by ``(scoped
            joint, "axis" | "axis2")`` as ``Document.pose`` takes them (a ball
            joint under ``"ball"``).
        meshes: Each mesh file written into the MJCF, by the path it was read from.
        balanced: The links whose inertia MuJoCo changes (``balanceinertia``, reported).
        fused: With ``fuse_fixed``, each link fused into another's body: the
            MJCF site of its frame, by scoped link name (the site's body is
            the host's; the notes say which).
    """

    name: str
    text: str
    problems: tuple[Error, ...]
    bodies: Mapping[str, str] = attrs.field(factory=dict)
    coordinates: Mapping[tuple[str, str], str] = attrs.field(factory=dict)
    meshes: Mapping[str, str] = attrs.field(factory=dict)
    balanced: frozenset[str] = frozenset()
    fused: Mapping[str, str] = attrs.field(factory=dict)

    @property
    def lossless(self) -> bool:
        """True when MJCF holds everything (notes of what was fused lose nothing)."""
        return not self.losses

    @property
    def losses(self) -> tuple[Error, ...]:
        """The problems that are losses: every one but the notes (``INFO``)."""
        return tuple(p for p in self.problems if p.severity is not Severity.INFO)

    @property
    def cannot_hold(self) -> str:
        """What the loss error says cannot hold the document."""
        return f"MJCF cannot hold all of '{self.name}'"


@attrs.define
class _Link:
    """A link to write: its object, scoped name and whether its model is static."""

    obj: Any
    name: str
    static: bool


class _Writer:
    def __init__(
        self,
        document: FrameQueries,
        holder: Any,
        world: str | None,
        config: ParserConfig,
        assets: Path | None,
    ) -> None:
        self.mujoco = import_mujoco("writing MJCF", document.file)
        self.document = document
        self.world = world
        self.graphs = document.frame_graphs(world)
        self.kinematics = document.kinematics(world)
        self.losses = Losses(document.file, document.graphs, ErrorCode.MJCF_EXPORT_LOSS, "MJCF")
        self.losses.read(holder)
        self.spec = self.mujoco.MjSpec()
        self.spec.modelname = str(holder.name)
        self.spec.compiler.degree = False  # every angle written is in radians
        never = self.mujoco.mjtInertiaFromGeom.mjINERTIAFROMGEOM_FALSE
        self.spec.compiler.inertiafromgeom = never  # masses are the links', not the shapes'
        self.pieces = MjcfPieces(self.mujoco, self.spec, document, self.losses, config, assets)
        self.exact = self.pieces.exact
        self.links: dict[str, _Link] = {}
        self.bodies: dict[str, Any] = {WORLD: self.spec.worldbody}
        self.coordinates: dict[tuple[str, str], str] = {}
        self.balanced: set[str] = set()  # links whose inertia MuJoCo balances
        self.gearboxes = False  # whether a gearbox joint waits for its equality
        self.root: Element | None = None  # the <sdf> object, for the gearbox rewrite
        self.fuse_fixed = False  # whether links on fixed joints share their parent's body
        self.hosts: dict[str, str] = {}  # each fused link's host link
        self.fused: dict[str, str] = {}  # each fused link's frame site

    # Collecting -------------------------------------------------------------

    def collect(self, model: Any, static: bool) -> None:
        """Every link of ``model`` and its nested models, and the losses of the models."""
        handled = ("pose", "link", "joint", "frame", "model", "static", "include")
        pending = [(model, static)]  # a stack, in the order of a recursive walk: models nest freely
        while pending:
            current, around = pending.pop()
            inside = around or bool(getattr(current, "static", False))
            self.losses.rest(current, handled, ("name", "canonical_link", "placement_frame"))
            for link in current.links:
                vertex = self.graphs.by_element.get(id(link))
                if vertex is not None:
                    self.links[vertex] = _Link(link, vertex, inside)
            pending.extend((nested, inside) for nested in reversed(current.models))

    # The tree ---------------------------------------------------------------

    def write_tree(self) -> None:
        """Every body under its parent, with the joint that moves it."""
        moving: dict[str, JointModel] = {}
        for joint in self.kinematics.tree.joints.values():
            if joint.in_tree and joint.child_body in self.links:
                moving[str(joint.child_body)] = joint
            elif joint.type == "gearbox":
                self.gearboxes = True  # an equality, or a loss, once the joints are written
            else:
                why = joint.left_out or "its child is not a link of the document"
                message = f"joint '{joint.name}' is not in the kinematic tree ({why}): left out"
                self.losses.lose(_element(joint.element), message)
        if self.fuse_fixed:
            self.hosts = fused_hosts(moving, self.links)
        children: dict[str, list[str]] = {}
        for name in self.links:
            mover = moving.get(name)
            parent = str(mover.parent_body) if mover is not None else WORLD
            if name not in self.hosts:
                children.setdefault(self.hosts.get(parent, parent), []).append(name)
        pending = [WORLD]
        while pending:
            parent = pending.pop(0)
            for child in children.get(parent, []):
                self._body(parent, child, moving.get(child))
                pending.append(child)
        for name, host in self.hosts.items():
            self._fused(name, host, moving[name])

    def _body(self, parent: str, name: str, joint: JointModel | None) -> None:
        link = self.links[name]
        base = None if parent == WORLD else parent
        pose = self.document.pose(name, base, world=self.world)
        placed = {"pos": vector(pose.position), "quat": quaternion_wxyz(pose)}
        body = self.bodies[parent].add_body(name=name, **placed)
        self.exact.remember("body", name, **placed)
        self.bodies[name] = body
        self.pieces.sources[name] = link.obj
        moves = (joint is not None and joint.type != "fixed") or (joint is None and not link.static)
        self._inertial(body, link, moves=moves)
        if joint is not None:
            self._joint(body, joint, name)
        elif not link.static:
            body.add_freejoint()
        self._content(body, link, name)

    def _content(self, body: Any, link: _Link, frame: str) -> None:
        """A link's sensors, lights and geoms on ``body``, whose link frame is ``frame``'s."""
        self.losses.rest(link.obj, ("pose", "inertial", "visual", "collision", "sensor", "light"))
        write_sensors(self.pieces, body, link.name, link.obj, frame)
        seen = False  # collisions hide behind the link's visuals, once one is written
        for visual in link.obj.visuals:
            seen = self.pieces.geom(body, link.name, visual, collides=False, frame=frame) or seen
        for collision in link.obj.collisions:
            self.pieces.geom(body, link.name, collision, collides=True, frame=frame, hidden=seen)

    def _fused(self, name: str, host: str, joint: JointModel) -> None:
        """A link on a fixed joint in its host's body: its frame a site, its content there."""
        link = self.links[name]
        body = self.bodies[host]
        self.losses.rest(_element(joint.element), JOINT_HANDLED, ("name", "type"))
        write_joint_sensors(self.pieces, None, joint, self.world)
        self._rest_of_inertial(link)
        pose = self.document.pose(name, host, world=self.world)
        site = self.pieces.unique("site", name)
        placed = {"pos": vector(pose.position), "quat": quaternion_wxyz(pose)}
        body.add_site(name=site, **placed)
        self.exact.remember("site", site, **placed)
        self.fused[name] = site
        self._content(body, link, host)
        message = (
            f"link '{name}' is fused into the body of link '{host}' (fixed joint "
            f"'{joint.name}'): its geoms, sensors and mass are the host's, its frame "
            f"the site '{site}'"
        )
        self.losses.lose(link.obj, message, severity=Severity.INFO)

    def _rest_of_inertial(self, link: _Link) -> None:
        """Report what a link's ``<inertial>`` holds beyond its mass properties."""
        if link.obj.inertial is not None:
            handled = ("pose", "mass", "inertia", "density", "auto_inertia_params")
            self.losses.rest(link.obj.inertial, handled, ("auto",))

    def _inertial(self, body: Any, link: _Link, *, moves: bool) -> None:
        members = [name for name, host in self.hosts.items() if host == link.name]
        if members:
            inertial = combined_inertial(self.document, self.world, link.name, members)
        else:
            inertial = self.document.inertial(link.name, world=self.world)
        self._rest_of_inertial(link)
        moments, frame = principal(inertial.pose, inertial.inertia)
        if moves and (float(inertial.mass) <= 0.0 or min(moments) <= 0.0):
            message = (
                f"link '{link.name}' moves but has no mass or a zero moment of inertia, "
                f"which MuJoCo refuses: written with {LEAST_MASS} kg and moments of at least "
                f"{LEAST_MASS} kg m^2"
            )
            self.losses.lose(link.obj.inertial or link.obj, message)
            inertial = attrs.evolve(inertial, mass=max(float(inertial.mass), LEAST_MASS))
            moments = [max(m, LEAST_MASS) for m in moments]
        body.explicitinertial = True
        body.mass = float(inertial.mass)
        body.ipos = vector(inertial.pose.position)
        body.iquat = quaternion_wxyz(frame)
        body.inertia = vector(moments)
        smallest, middle, largest = sorted(moments)
        if float(inertial.mass) > 0.0 and smallest + middle < largest:
            self.spec.compiler.balanceinertia = True
            self.balanced.add(link.name)
            message = (
                f"link '{link.name}': its principal moments of inertia break the triangle "
                "inequality (A + B >= C), which MuJoCo refuses; MuJoCo balances them "
                "(balanceinertia)"
            )
            self.losses.lose(link.obj.inertial or link.obj, message)
        self.exact.remember(
            "inertial",
            link.name,
            pos=body.ipos,
            quat=body.iquat,
            mass=body.mass,
            diaginertia=body.inertia,
        )

    # Joints -----------------------------------------------------------------

    def _joint(self, body: Any, joint: JointModel, child: str) -> None:
        kinds = self.mujoco.mjtJoint
        element = _element(joint.element)
        self.losses.rest(element, JOINT_HANDLED, ("name", "type"))
        frame = self.document.pose(joint.name, child, world=self.world)
        axes = [frame.rotate_vector(axis) for axis in joint.axes]
        position = vector(frame.position)
        write_joint_sensors(self.pieces, body, joint, self.world)
        if joint.type == "fixed":
            return
        if joint.type == "ball":
            body.add_joint(name=joint.name, type=kinds.mjJNT_BALL, pos=position)
            self.exact.remember("joint", joint.name, pos=position)
            self.coordinates[(joint.name, "ball")] = joint.name
            return
        slide = joint.type == "prismatic"
        for index, (coordinate, axis) in enumerate(zip(joint.coordinates, axes, strict=True)):
            name = joint.name if index == 0 else f"{joint.name}{SEPARATOR}{coordinate}"
            kind = kinds.mjJNT_SLIDE if slide else kinds.mjJNT_HINGE
            added = body.add_joint(name=name, type=kind, pos=position, axis=vector(axis))
            self.coordinates[(joint.name, coordinate)] = name
            self.pieces.sources[name] = element
            self._axis(added, getattr(element, coordinate, None), joint.limits[index], joint)
            self.exact.remember(
                "joint", name, pos=position, axis=vector(axis), **exact_joint(added)
            )
        if joint.type == "screw":
            self.pieces.screw(body, joint.name, position, vector(axes[0]), joint.pitch)

    def _axis(self, added: Any, axis: Any, limits: tuple[float, float], joint: JointModel) -> None:
        """Limits, dynamics and springs of one axis, and the report of the rest."""
        lower, upper = limits
        if lower >= upper and (abs(lower) < UNBOUNDED or abs(upper) < UNBOUNDED):
            message = (
                f"joint '{joint.name}': limits [{lower}, {upper}] hold no motion, and MuJoCo "
                "needs lower < upper: written without limits"
            )
            place = axis if axis is not None else _element(joint.element)
            self.losses.lose(place, message, "/limit")
            lower, upper = -np.inf, np.inf
        if abs(lower) < UNBOUNDED or abs(upper) < UNBOUNDED:
            added.limited = self.mujoco.mjtLimited.mjLIMITED_TRUE
            added.range = [max(lower, -UNBOUNDED), min(upper, UNBOUNDED)]
        else:
            added.limited = self.mujoco.mjtLimited.mjLIMITED_FALSE
        if axis is None:
            return
        self.losses.rest(axis, ("xyz", "limit", "dynamics", "mimic"), ())
        limit = getattr(axis, "limit", None)
        if limit is not None:
            self.losses.rest(limit, ("lower", "upper", "effort", "velocity"), ())
            effort = float(limit.effort)
            if effort == 0.0:
                message = (
                    f"joint '{joint.name}': an effort limit of 0 is no range in MJCF "
                    "(actuatorfrcrange needs lower < upper); left out"
                )
                self.losses.lose(limit, message, "/effort")
            elif 0.0 < effort < UNBOUNDED:
                added.actfrclimited = self.mujoco.mjtLimited.mjLIMITED_TRUE
                added.actfrcrange = [-effort, effort]
            velocity = float(limit.velocity)
            if 0.0 <= velocity < UNBOUNDED:
                message = (
                    f"joint '{joint.name}': MJCF joints have no velocity limit; {velocity} left out"
                )
                self.losses.lose(limit, message, "/velocity")
        dynamics = getattr(axis, "dynamics", None)
        if dynamics is not None:
            handled = ("damping", "friction", "spring_reference", "spring_stiffness")
            self.losses.rest(dynamics, handled, ())
            set_coefficient(added, "damping", float(dynamics.damping))
            added.frictionloss = float(dynamics.friction)
            set_coefficient(added, "stiffness", float(dynamics.spring_stiffness))
            added.springref = float(dynamics.spring_reference)

    def write_mimics(self) -> None:
        """Each mimic constraint as a joint equality (follower = polynomial of the leader)."""
        for constraint in self.kinematics.constraints:
            follower = self.coordinates.get(constraint.follower_coordinate)
            leader = self.coordinates.get(constraint.leader_coordinate)
            if follower is None or leader is None:
                message = "the mimic's follower or leader is not a joint written to MJCF: left out"
                self.losses.lose(_element(constraint.element), message)
                continue
            constant = constraint.offset - constraint.multiplier * constraint.reference
            self.pieces.joint_equality(follower, leader, constant, constraint.multiplier)
        if self.gearboxes:
            loaded = Loaded(self.root, self.document.graphs)
            write_gearboxes(loaded, self.pieces, self.coordinates)

    def compiled_text(self) -> str:
        """MuJoCo's MJCF of the spec (compiled on the way); its compiler's warnings reported."""
        with mujoco_warnings(self.mujoco) as warned:
            try:
                text: str = self.spec.to_xml()
            except ValueError as error:  # MuJoCo's compiler refused it
                raise refusal(str(error), self.pieces.sources, self.losses) from None
        for said in warned:
            message = f"MuJoCo warns about the MJCF written: {said}"
            self.losses.problems.append(
                Error(ErrorCode.WARNING, message, self.document.file, severity=Severity.WARNING)
            )
        return text

    def write_frames(self) -> None:
        """Every explicit frame and model frame as a site on the body it is attached to."""
        kinds = (FrameKind.FRAME, FrameKind.MODEL, FrameKind.STATIC_MODEL)
        for vertex in self.graphs.vertices.values():
            if vertex.kind in kinds and vertex.name != self.graphs.root:
                self.pieces.site(
                    vertex.name, vertex.element, self.graphs, self.world, self.bodies, self.hosts
                )


def write_mjcf(
    document: FrameQueries,
    root_model: Any,
    worlds: list[Any],
    *,
    config: ParserConfig | None = None,
    assets: Path | None = None,
    root: Element | None = None,
    fuse_fixed: bool = False,
) -> MjcfConversion:
    """Write a loaded document as MJCF (see the module's rules).

    Args:
        document: A document loaded without errors (its frame queries).
        root_model: Its root model, or None for a world file.
        worlds: Its worlds (the first is written; the others are reported).
        config: The policies mesh URIs are resolved with (default ``ParserConfig()``).
        assets: A folder to copy the mesh files into; MJCF then names them
            from there. Default: MJCF names each mesh file where it was found.
        root: The document's ``<sdf>`` object, for the gearbox-to-mimic rewrite
            (without it, gearbox joints are losses).
        fuse_fixed: Fuse each link on a fixed joint into its parent's body
            (``mjcf_fuse``; an ``INFO`` note names each).

    Raises:
        MujocoMissingError: ``mujoco`` (3.10 or newer) is not installed.
        MjcfRefusedError: MuJoCo's compiler refused what was written (its
            ``problem``, ``MUJOCO_REFUSED``, is at the element it names).
        ValueError: The document has neither a model nor a world.
    """
    holder = root_model if root_model is not None else (worlds[0] if worlds else None)
    if holder is None:
        raise ValueError(f"{document.file or 'the document'} has no model or world to write")
    world = None if root_model is not None else str(holder.name)
    writer = _Writer(document, holder, world, config or ParserConfig(), assets)
    writer.root = root
    writer.fuse_fixed = fuse_fixed
    if root_model is not None:
        writer.collect(root_model, False)
    else:
        writer.pieces.world(holder)
        for model in holder.models:
            writer.collect(model, False)
        for other in worlds[1:]:
            message = f"world '{other.name}': MJCF holds one world; only the first is written"
            writer.losses.lose(other, message)
    writer.write_tree()
    writer.pieces.finish_masks()
    writer.write_mimics()
    writer.write_frames()
    compiler = {"balanceinertia": "true"} if writer.balanced else {}
    text = with_exact_numbers(writer.compiled_text(), writer.exact, compiler)
    return MjcfConversion(
        str(holder.name),
        text,
        tuple(writer.losses.problems),
        {name: name for name in writer.links if name not in writer.hosts},
        dict(writer.coordinates),
        dict(writer.pieces.meshes),
        frozenset(writer.balanced),
        dict(writer.fused),
    )


def _element(entity: object) -> Element:
    """An entity of the document as the generated object it is (for the loss report)."""
    assert isinstance(entity, Element)
    return entity
