"""An SDFormat model written as URDF, with the report of what URDF cannot hold.

The rules (docs/guide.md, "Writing URDF"):

* one model: the root model, or a model of a world named by its scoped name;
  nested models are flattened, scoped names with ``::`` replaced by ``_``
  (a name taken already gets ``_2``, ``_3``..., reported);
* every link keeps its SDFormat frame, except below a revolute or continuous
  joint whose frame is off the axis line through the link origin: URDF puts
  the joint frame on the child link frame, so that link frame is moved onto
  the axis line (a translation) and its inertial, visuals and collisions are
  re-posed so the bodies stay exactly where they were (reported);
* joint origins are the child link frame in the parent link frame, axes are
  expressed in the child link frame; mimic ``reference`` is folded into the
  offset (URDF's ``follower = multiplier * leader + offset``);
* ``<frame>`` elements and nested model frames become massless links on fixed
  joints named ``<frame>_joint``: the reverse of fixed-joint lumping, which
  reads them back as frames at their poses;
* a joint to ``world``, or a static model, gives a ``world`` link; links with
  no parent joint other than the root hang from the root on ``floating``
  joints, which the reference reads as free links at their poses (reported);
* URDF has no model frame: without a ``world`` link the root link is the
  robot's frame (a root link off the model frame is reported);
* unbounded limits are written as +-1e16, as the reference reads them back.

Everything else (other geometries, joint types, sensors, plugins, surface and
physics parameters, custom elements...) is a ``URDF_EXPORT_LOSS`` warning at
the element path and line it was read from.
"""

from __future__ import annotations

from typing import Any

import attrs
import numpy as np
from lxml import etree

from sdformat_runtime.errors import Severity
from sdformat_runtime.values import format_computed, format_number
from sdformat_semantics.export import urdf_poses
from sdformat_semantics.export.urdf_parts import (
    CAPSULE_VERSION,
    OFFSET_OUT_OF_RANGE,
    UNBOUNDED,
    Losses,
    UrdfConversion,
    WrittenCapsule,
    bounded,
    choose_model,
    closes_loop,
    leader_local,
    links_of,
    numbers,
    origin,
    shape_name,
    split_capsules,
    sub,
    urdf_mimic_offset,
    write_extended_limits,
    write_inertial,
    write_material,
    write_shape,
)
from sdformat_semantics.frame_queries import FrameQueries
from sdformat_semantics.frames import SEPARATOR, WORLD
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.urdf.model import MASSLESS
from sdformat_semantics.urdf.source import UrdfSource
from sdformat_semantics.urdf.versions import EXTENDED_LIMITS, URDF_NAMESPACE, urdf_version_needed

XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
MOVING = {"revolute": "revolute", "continuous": "continuous", "prismatic": "prismatic"}
"""SDFormat joint types URDF has a moving equivalent for (fixed is handled apart)."""


@attrs.define
class _Entity:
    """A link, joint or frame of the model: its object, query name and URDF name."""

    obj: Any
    scoped: str  # the name queries take (from the document's root scope)
    local: str  # the scoped name inside the written model
    name: str = ""  # the URDF name


@attrs.define
class _Edge:
    """A URDF joint: its type, links and the SDFormat joint (None for added ones)."""

    kind: str
    parent: str
    child: str
    name: str
    joint: _Entity | None = None


class _Writer:
    def __init__(self, document: FrameQueries, model: Any, prefix: str, frame: str) -> None:
        self.document = document
        self.model = model
        self.prefix = prefix  # prefix of the model's members' query names
        self.frame = frame  # the model frame's query name
        self.losses = Losses(document.file, document.graphs)
        self.losses.read(model)
        self.links: dict[str, _Entity] = {}  # by local name
        self.joints: list[_Entity] = []
        self.frames: list[_Entity] = []
        self.capsules: list[WrittenCapsule] = []  # split if nothing else needs URDF 1.1
        self.used: set[str] = set()
        self.shifts: dict[str, Pose] = {}  # URDF link frames in the SDFormat ones, where moved
        self.moving: set[str] = set()  # the joints written as moving URDF joints, by local name
        self._collect(model, "", top=True)

    # Collecting -------------------------------------------------------------

    def _collect(self, model: Any, scope: str, *, top: bool) -> None:
        pending = [(model, scope, top)]  # a stack, in the order of a recursive walk
        while pending:
            current, current_scope, is_top = pending.pop()
            self._collect_one(current, current_scope, top=is_top)
            pending.extend(
                (nested, current_scope + str(nested.name) + SEPARATOR, False)
                for nested in reversed(current.models)
            )

    def _collect_one(self, model: Any, scope: str, *, top: bool) -> None:
        handled = ("pose", "link", "joint", "frame", "model") + (("static",) if top else ())
        self.losses.rest(model, handled, ("name", "canonical_link", "placement_frame"))
        if not top:
            local = scope[: -len(SEPARATOR)]
            self.frames.append(_Entity(model, self.prefix + local, local))
        for link in model.links:
            local = scope + str(link.name)
            self.links[local] = _Entity(link, self.prefix + local, local)
        for joint in model.joints:
            local = scope + str(joint.name)
            self.joints.append(_Entity(joint, self.prefix + local, local))
        for frame in model.frames:
            local = scope + str(frame.name)
            self.frames.append(_Entity(frame, self.prefix + local, local))

    def name(self, entity: _Entity, wanted: str | None = None) -> str:
        """The URDF name of an entity: its flattened name, unique in the document."""
        base = wanted or entity.local.replace(SEPARATOR, "_")
        name, count = base, 1
        while name in self.used or name == WORLD:
            count += 1
            name = f"{base}_{count}"
        if name != base and wanted is None:  # names the writer makes up are not reported
            message = f"'{entity.local}' written as '{name}': '{base}' is taken in the URDF"
            self.losses.lose(entity.obj, message)
        self.used.add(name)
        if wanted is None:
            entity.name = name
        return name

    def direction(self, joint: _Entity, child: _Entity) -> Any:
        """A joint's axis in its child link frame (SDFormat's default ``0 0 1`` without one)."""
        if joint.obj.axis is not None:
            return urdf_poses.axis_in(self.document, joint.scoped, child.scoped)
        rotation = urdf_poses.pose_in(self.document, joint.scoped, child.scoped)
        rotation = rotation or self.document.pose(joint.scoped, child.scoped)  # raises why not
        return rotation.rotate_vector((0.0, 0.0, 1.0))

    def local_of(self, display: str) -> str:
        """A name from the document's root scope, inside the model (``world`` stays)."""
        return display[len(self.prefix) :] if display.startswith(self.prefix) else display

    # The tree ---------------------------------------------------------------

    def tree(self) -> list[_Edge]:
        """The URDF joints (and the links moved onto their axis lines, in ``shifts``)."""
        document = self.document
        parent_of: dict[str, str] = {}
        edges: list[_Edge] = []
        for joint in self.joints:
            kind = str(joint.obj.type)
            if kind == "gearbox":
                self.losses.lose(joint.obj, f"gearbox joint '{joint.local}': URDF has none")
                continue
            parent = self.local_of(document.joint_parent_link(joint.scoped))
            child = self.local_of(document.joint_child_link(joint.scoped))
            if parent != WORLD and parent not in self.links:
                message = f"joint '{joint.local}' has its parent outside the model: left out"
                self.losses.lose(joint.obj, message)
                continue
            if child not in self.links:  # a static model with no link: its frame is the child
                message = (
                    f"joint '{joint.local}' has no link as its child ('{child}' holds none): "
                    "a URDF joint joins two links; left out"
                )
                self.losses.lose(joint.obj, message)
                continue
            if child in parent_of or closes_loop(parent, child, parent_of):
                message = (
                    f"joint '{joint.local}' gives link '{child}' a second parent or closes "
                    "a loop: URDF is a tree; left out"
                )
                self.losses.lose(joint.obj, message)
                continue
            parent_of[child] = parent
            edges.append(_Edge(kind, parent, child, "", joint))
        self._roots(edges, parent_of)
        self._shifts_of(edges)
        return edges

    def _roots(self, edges: list[_Edge], parent_of: dict[str, str]) -> None:
        """Give every parentless link a parent, so the links form one tree."""
        roots = [local for local in self.links if local not in parent_of]
        static = bool(getattr(self.model, "static", False))
        canonical = self.local_of(self.document.attached_body(self.frame)) if self.links else ""
        roots.sort(key=lambda local: local != canonical)
        if static or WORLD in parent_of.values():
            root, kind = WORLD, "fixed" if static else "floating"
            free = roots
        elif roots:
            root, kind, free = roots[0], "floating", roots[1:]
        else:
            return
        for local in free:
            entity = self.links[local]
            if static:
                message = f"static model: URDF has none; link '{local}' is fixed to the world link"
            else:
                message = (
                    f"link '{local}' has no parent joint: URDF has one root, so it hangs from "
                    f"'{root}' on a floating joint, which readers take for a free link"
                )
            self.losses.lose(entity.obj, message)
            edges.append(_Edge(kind, root, local, ""))

    def _shifts_of(self, edges: list[_Edge]) -> None:
        """Move links onto their revolute joints' axis lines (``shifts``), reported."""
        for edge in edges:
            joint = edge.joint
            if joint is None or edge.kind not in ("revolute", "continuous"):
                continue
            child = self.links[edge.child]
            at = urdf_poses.pose_in(self.document, joint.scoped, child.scoped)
            link = urdf_poses.pose_in(self.document, child.scoped, self.frame)
            offset = urdf_poses.off_axis(at, self.direction(joint, child), link)
            if offset is None:
                message = (
                    f"joint '{joint.local}' of link '{edge.child}': its offset from the link's "
                    "origin leaves the range of a double; written at the link origin instead"
                )
                self.losses.lose(child.obj, message, severity=Severity.ERROR)
            elif float(np.max(np.abs(offset))) > 1e-12:
                self.shifts[edge.child] = Pose(offset, (0.0, 0.0, 0.0, 1.0))
                message = (
                    f"joint '{joint.local}' is off link '{edge.child}''s origin: URDF puts them "
                    f"together, so the URDF link frame is moved by {numbers(offset)} (in the "
                    "link frame) and its inertial, visuals and collisions re-posed to stay put"
                )
                self.losses.lose(child.obj, message)

    def _placed(self, place: Any, target: str, base: str, what: str, *shifts: Pose) -> Pose:
        """``target`` in ``base`` between two shifts; a reported loss where out of range."""
        local = urdf_poses.pose_in(self.document, target, base)
        found = urdf_poses.composed(shifts[0].inverse(), local, shifts[1])
        if found is not None:
            return found
        message = (
            f"the pose of {what} leaves the range of a double, even composed inside the "
            "model: URDF cannot hold it; written as no offset"
        )
        self.losses.lose(place, message, severity=Severity.ERROR)
        return Pose.identity()

    # Writing ----------------------------------------------------------------

    def write(self, name: str) -> etree._Element:
        edges = self.tree()
        robot = etree.Element("robot", name=name)
        for entity in self.links.values():
            self.name(entity)
        if any(edge.parent == WORLD for edge in edges):
            sub(robot, "link", name=WORLD)
        elif self.links:
            self._root_off_model(edges)
        for entity in self.links.values():
            self._link(robot, entity, self.shifts.get(entity.local, Pose.identity()))
        for edge in edges:
            edge.name = self.name(edge.joint) if edge.joint is not None else self._added(edge)
        for frame in self.frames:
            self._frame(robot, frame)
        names = {local: e.name for local, e in self.links.items()} | {WORLD: WORLD}
        self.moving = {e.joint.local for e in edges if e.joint is not None and e.kind in MOVING}
        for edge in edges:
            self._joint(robot, edge, names)
        version = urdf_version_needed(robot)
        if version == CAPSULE_VERSION:  # capsules alone: as URDF 1.0 shapes, no version needed
            split_capsules(self.capsules, losses=self.losses)
            version = None
        if version is not None:  # files without the newer content stay version-less, as before
            robot.set("version", version)
        return robot

    def _origin(self, edge: _Edge) -> Pose:
        """A joint's origin: its child link's URDF frame in its parent link's."""
        child = self.links[edge.child]
        base = self.frame if edge.parent == WORLD else self.links[edge.parent].scoped
        shifts = (
            self.shifts.get(edge.parent, Pose.identity()),
            self.shifts.get(edge.child, Pose.identity()),
        )
        what = f"link '{edge.child}' in '{edge.parent}'"
        return self._placed(
            child.obj if edge.joint is None else edge.joint.obj, child.scoped, base, what, *shifts
        )

    def _root_off_model(self, edges: list[_Edge]) -> None:
        """Report a root link off the model frame (URDF has none)."""
        root = next(local for local in self.links if local not in {e.child for e in edges})
        at = urdf_poses.pose_in(self.document, self.links[root].scoped, self.frame)
        if at is None or not at.isclose(Pose.identity()):
            where = "beyond a double's range" if at is None else f"at {at.to_sdf()}"
            message = (
                f"URDF has no model frame: the root link '{root}' is the robot's frame, "
                f"and it is {where} in the model frame"
            )
            self.losses.lose(self.links[root].obj, message)

    def _added(self, edge: _Edge) -> str:
        base = f"{self.links[edge.child].name}_{edge.kind}_joint"
        return self.name(_Entity(self.links[edge.child].obj, base, base))

    def _link(self, robot: etree._Element, entity: _Entity, shift: Pose) -> None:
        document, losses = self.document, self.losses
        link = sub(robot, "link", name=entity.name)
        inertial = document.inertial(entity.scoped)
        write_inertial(link, inertial, shift)
        if inertial.mass <= MASSLESS:
            message = (
                f"link '{entity.local}' has a mass of {format_number(float(inertial.mass))} (at "
                f"most {MASSLESS:g}): URDF readers take it for massless and leave it out, with "
                "the links below it, or merge it into its parent on a fixed joint"
            )
            losses.lose(entity.obj, message)
        losses.rest(entity.obj, ("pose", "inertial", "visual", "collision"))
        if entity.obj.inertial is not None:
            handled = ("pose", "mass", "inertia", "density", "auto_inertia_params")
            losses.rest(entity.obj.inertial, handled, ("auto",))
        for kind, shapes in (("visual", entity.obj.visuals), ("collision", entity.obj.collisions)):
            for shape in shapes:
                pose = shift.inverse() @ document.pose_of(shape, entity.scoped)
                written = write_shape(link, kind, shape, pose, losses, entity.local, self.capsules)
                handled = ("pose", "geometry", "material", "density", "auto_inertia_params")
                losses.rest(shape, handled, ("name",))
                material = getattr(shape, "material", None)
                if written is not None and material is not None:
                    label = f"{kind} '{shape_name(shape)}' of link '{entity.local}'"
                    material_name = f"{entity.name}__{shape_name(shape)}"
                    write_material(written, material, material_name, losses, label)

    def _frame(self, robot: etree._Element, frame: _Entity) -> None:
        """A frame as a massless link on a fixed joint (read back as a frame by lumping)."""
        document = self.document
        if getattr(frame.obj, "TAG", "") == "frame":  # a nested model's frame: reported above
            self.losses.rest(frame.obj, ("pose",), ("name", "attached_to"))
        body = self.local_of(document.attached_body(frame.scoped))
        if body not in self.links:
            message = f"frame '{frame.local}' is attached to no link of the model: left out"
            self.losses.lose(frame.obj, message)
            return
        name = self.name(frame)
        sub(robot, "link", name=name)
        joint = sub(robot, "joint", name=self.name(frame, f"{name}_joint"), type="fixed")
        shift = self.shifts.get(body, Pose.identity())
        what = f"frame '{frame.local}' in link '{body}'"
        origin(
            joint,
            self._placed(
                frame.obj, frame.scoped, self.links[body].scoped, what, shift, Pose.identity()
            ),
        )
        sub(joint, "parent", link=self.links[body].name)
        sub(joint, "child", link=name)

    def _joint(self, robot: etree._Element, edge: _Edge, names: dict[str, str]) -> None:
        entity = edge.joint
        axis = entity.obj.axis if entity is not None else None
        bounds = (axis.limit.lower, axis.limit.upper) if axis is not None else (-np.inf, np.inf)
        kind = {"fixed": "fixed", "floating": "floating"}.get(edge.kind) or MOVING.get(edge.kind)
        if kind is None:
            assert entity is not None
            message = f"{edge.kind} joint '{entity.local}': URDF has no such joint; written fixed"
            self.losses.lose(entity.obj, message, suffix="/@type")
            kind = "fixed"
        elif kind == "revolute" and bounds[0] <= -UNBOUNDED and bounds[1] >= UNBOUNDED:
            kind = "continuous"
        joint = sub(robot, "joint", name=edge.name, type=kind)
        origin(joint, self._origin(edge))
        sub(joint, "parent", link=names[edge.parent])
        sub(joint, "child", link=names[edge.child])
        if entity is None:
            return
        self.losses.rest(entity.obj, ("pose", "parent", "child", "axis"), ("name", "type"))
        if kind == "fixed":
            if axis is not None and edge.kind == "fixed":
                self.losses.lose(axis, f"<axis> of fixed joint '{entity.local}': left out")
            return
        direction = self.direction(entity, self.links[edge.child])
        sub(joint, "axis", xyz=format_computed(direction, 1.0))  # a unit vector, computed
        limit = axis.limit if axis is not None else None
        values = {} if kind == "continuous" else {"lower": bounds[0], "upper": bounds[1]}
        values["effort"] = limit.effort if limit is not None else np.inf
        values["velocity"] = limit.velocity if limit is not None else np.inf
        written = sub(joint, "limit", **{key: numbers([bounded(v)]) for key, v in values.items()})
        if axis is not None:
            write_extended_limits(written, self.losses.node(axis.limit))
            self._axis_rest(joint, entity, axis)

    def _axis_rest(self, joint: etree._Element, entity: _Entity, axis: Any) -> None:
        """Dynamics and mimic, and the loss report for the rest of ``<axis>``."""
        losses = self.losses
        losses.rest(axis, ("xyz", "limit", "dynamics", "mimic"), ())
        kept = tuple(f"{{{URDF_NAMESPACE}}}{key}" for key in EXTENDED_LIMITS)
        losses.rest(axis.limit, ("lower", "upper", "effort", "velocity", *kept), ())
        dynamics = axis.dynamics
        if dynamics is not None:
            damping, friction = numbers([dynamics.damping]), numbers([dynamics.friction])
            sub(joint, "dynamics", damping=damping, friction=friction)
            springs = ("spring_reference", "spring_stiffness")
            losses.rest(dynamics, ("damping", "friction", *springs), ())
            for key in springs:
                if float(getattr(dynamics, key)) != 0.0:
                    losses.lose(dynamics, f"URDF joints have no springs: {key} left out", "/" + key)
        mimic = axis.mimic
        if mimic is None:
            return
        offset, named = urdf_mimic_offset(mimic), f"mimic of joint '{mimic.joint}'"
        if leader_local(entity.local, entity.obj.name, mimic.joint) not in self.moving:
            losses.lose(mimic, f"{named}, not a moving URDF joint: left out")
            return
        if offset is None:
            losses.lose(mimic, f"{named}: {OFFSET_OUT_OF_RANGE}")
        else:
            leader, multiplier = self._leader(entity, str(mimic.joint)), numbers([mimic.multiplier])
            sub(joint, "mimic", joint=leader, multiplier=multiplier, offset=numbers([offset]))
        if str(mimic.axis) != "axis":
            losses.lose(mimic, "mimic of a second axis: URDF joints have one", "/@axis")
        losses.rest(mimic, ("multiplier", "offset", "reference"), ("joint", "axis"))

    def _leader(self, follower: _Entity, reference: str) -> str:
        """The URDF name of a mimic's leader joint (resolved in the follower's scope)."""
        local = leader_local(follower.local, follower.obj.name, reference)
        for joint in self.joints:
            if joint.local == local and joint.name:
                return joint.name
        return local.replace(SEPARATOR, "_")


def write_urdf(
    document: FrameQueries,
    root_model: Any,
    worlds: list[Any],
    model: str | None = None,
    source: UrdfSource | None = None,
) -> UrdfConversion:
    """Write one model of a loaded document as URDF (see the module's rules).

    Args:
        document: A document loaded without errors (its frame queries).
        root_model: Its root model, or None for a world file.
        worlds: Its worlds.
        model: The model's scoped name (``robot``, ``robot::arm``); default the
            root model, or the only model of the first world.
        source: The URDF the document was read from: written back as read
            when the document's objects are still what it converts to
            (lumping and dropped massless links cannot be undone otherwise).

    Raises:
        ValueError: No such model, or several to choose from.
    """
    if (
        source is not None
        and root_model is not None
        and model in (None, str(root_model.name))
        and source.converts_to(root_model)
    ):
        return UrdfConversion(str(root_model.name), source.text(), (), source.names())
    chosen, prefix, frame = choose_model(root_model, worlds, model, document.file)
    if not any(True for _ in links_of(chosen)):
        raise ValueError(f"model '{chosen.name}' has no link: a URDF robot needs one")
    writer = _Writer(document, chosen, prefix, frame)
    robot = writer.write(str(chosen.name))
    by_name = {entity.name: entity.obj for entity in writer.links.values()}
    for link, message in urdf_poses.lumping_losses(robot, by_name):  # at the model if unknown
        writer.losses.lose(link or chosen, message, severity=Severity.ERROR)
    etree.indent(robot, space="  ")
    text = XML_DECLARATION + etree.tostring(robot, encoding="unicode") + "\n"
    scoped = prefix[: -len(SEPARATOR)] if prefix else str(chosen.name)
    names = {e.local: e.name for e in (*writer.links.values(), *writer.frames) if e.name}
    names |= {e.local: e.name for e in writer.joints if e.name}
    return UrdfConversion(scoped, text, tuple(writer.losses.problems), names, writer.shifts)
