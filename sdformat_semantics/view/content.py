"""What the viewer draws, read from a loaded document without any viewer library.

``scene_content`` turns one world (or the root model) into plain values: the
frames that can be placed, each with the shapes of its visuals and
collisions in its own frame and the axes of its joint; one slider per joint
axis that moves (mimic followers marked with their leader); and every
problem, the document's first and then what the view itself had to leave
out (``VIEW_LEFT_OUT`` warnings: a geometry it cannot draw, a mesh that does
not resolve, a pose that cannot be computed). A document with errors gives
what could be placed: a frame whose pose does not resolve is left out, and
so is said.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.frame_queries import FrameQueries
from sdformat_semantics.frames import FrameGraphs, FrameKind
from sdformat_semantics.frames.lookup import FrameLookupError, display_name
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.include.uri import resolve_uri
from sdformat_semantics.kinematics import ConfigurationError
from sdformat_semantics.kinematics.mimic import MimicConstraint

FloatArray = npt.NDArray[np.float64]

SHAPE_KINDS = ("box", "sphere", "cylinder", "capsule", "ellipsoid", "plane", "mesh")
"""The geometries drawn; the others (heightmap, polyline, image...) are left out with a warning."""

MESH_SUFFIXES = (".stl", ".obj", ".ply", ".glb", ".gltf", ".off", ".dae")
"""Mesh files trimesh reads (COLLADA through pycollada, both in the ``[view]`` extra)."""

UNLIMITED_ANGLE = math.pi
"""The slider range, either way, of a rotation whose axis has no limits (continuous joints)."""

UNLIMITED_LENGTH = 1.0
"""The slider range in metres, either way, of a sliding axis without limits."""

WIDE_LIMIT = 1e6
"""Limits beyond this (SDFormat's default is 1e16) are treated as none."""


@attrs.frozen
class Shape:
    """One visual or collision geometry, in the frame of the link that holds it.

    Attributes:
        role: ``visual`` or ``collision``.
        name: The visual's or collision's name.
        kind: One of ``SHAPE_KINDS``.
        pose: Its pose in the link frame (a plane's normal folded in: +z).
        size: The numbers of the shape: box sizes; a sphere's radius; radius and
            length of a cylinder or capsule; an ellipsoid's radii; a plane's sizes.
        mesh: The mesh file, resolved (meshes only).
        scale: The mesh's scale (meshes only).
        color: The visual's diffuse (else ambient) colour, RGBA in 0..1, if it has one.
    """

    role: str
    name: str
    kind: str
    pose: Pose
    size: tuple[float, ...] = ()
    mesh: Path | None = None
    scale: tuple[float, float, float] = (1.0, 1.0, 1.0)
    color: tuple[float, ...] | None = None


@attrs.frozen
class PlacedFrame:
    """A frame the view draws: its axes and name, and what moves with it.

    Attributes:
        name: Its scoped name (a model by its name), as ``Document.pose`` takes it.
        kind: What it is (link, joint, frame, model...).
        shapes: A link's visuals and collisions.
        axes: A joint's axes as unit vectors in the joint frame.
        bones: Points in this frame to draw a line to from its origin: from a
            link to the joints it carries, from a joint to the link it moves
            (a skeleton, so that links without visuals show how they hang together).
        model: The name of the outermost model it belongs to ("" for none).
    """

    name: str
    kind: FrameKind
    shapes: tuple[Shape, ...] = ()
    axes: tuple[FloatArray, ...] = attrs.field(default=(), eq=False)
    bones: tuple[FloatArray, ...] = attrs.field(default=(), eq=False)
    model: str = ""


@attrs.frozen
class Slider:
    """A joint axis the page moves.

    Attributes:
        joint: The joint's scoped name.
        axis: ``axis`` or ``axis2``.
        lower: The smallest position offered.
        upper: The largest position offered.
        leader: For a mimic follower, ``joint:axis`` of the joint it follows
            (its slider only shows where it is), else "".
        stuck: Whether the limits leave no motion (``lower >= upper`` as
            written; the slider then spans ``wide`` above ``lower``, greyed).
    """

    joint: str
    axis: str
    lower: float
    upper: float
    leader: str = ""
    stuck: bool = False

    @property
    def key(self) -> tuple[str, str]:
        """The positions key ``Document.pose`` takes for this axis."""
        return (self.joint, self.axis)

    @property
    def label(self) -> str:
        """The slider's label: the joint, and the axis when it is the second."""
        return self.joint if self.axis == "axis" else f"{self.joint}:axis2"


@attrs.define
class SceneContent:
    """What one world or root model shows (see the module docstring).

    Attributes:
        world: The world shown, or None for a root model.
        frames: The frames that could be placed.
        sliders: One per moving joint axis, mimic followers included.
        problems: The document's problems, then the view's ``VIEW_LEFT_OUT`` warnings.
    """

    world: str | None
    frames: list[PlacedFrame] = attrs.field(factory=list)
    sliders: list[Slider] = attrs.field(factory=list)
    problems: list[Error] = attrs.field(factory=list)

    @property
    def names(self) -> list[str]:
        """Every frame's name, in drawing order."""
        return [frame.name for frame in self.frames]


def scene_content(
    document: FrameQueries,
    problems: list[Error],
    *,
    world: str | None = None,
    model: str | None = None,
    config: ParserConfig | None = None,
) -> SceneContent:
    """What the view of a document draws (see the module docstring).

    Args:
        document: The loaded document (``Document``).
        problems: Its problems, listed first.
        world: The world to show (default: the first, or the root model).
        model: Show only this model (a scoped name) and what is in it.
        config: Resolves mesh URIs, as for includes (default: ``ParserConfig()``).

    Raises:
        FrameLookupError: ``world`` or ``model`` names nothing in the document.
    """
    content = SceneContent(world, problems=list(problems))
    if not document.graphs:
        return content
    graphs = document.frame_graphs(world)
    if world is None and graphs.root != graphs.origin:
        content.world = None
    elif world is None:
        content.world = next(iter(document.graphs))
    names = _placeable(graphs)
    if model is not None:
        if model not in names or graphs.vertices[names[model]].kind not in MODEL_KINDS:
            models = sorted(n for n, v in names.items() if graphs.vertices[v].kind in MODEL_KINDS)
            raise FrameLookupError(f"no model named '{model}'; the models: {', '.join(models)}")
        names = {n: v for n, v in names.items() if n == model or n.startswith(model + "::")}
    left_out = _LeftOut(content.problems)
    reader = _ShapeReader(document, config or ParserConfig(), left_out)
    bones = _bones(document, world)
    for name, vertex in names.items():
        entry = graphs.vertices[vertex]
        shapes = reader.shapes_of(entry.element, name) if entry.kind is FrameKind.LINK else ()
        axes = _joint_axes(document, name, world) if entry.kind is FrameKind.JOINT else ()
        top = name.split("::")[0] if graphs.root == graphs.origin else ""
        placed = PlacedFrame(name, entry.kind, shapes, axes, tuple(bones.get(vertex, ())), top)
        content.frames.append(placed)
    content.sliders = _sliders(document, world, set(names), left_out)
    return content


MODEL_KINDS = (FrameKind.MODEL, FrameKind.STATIC_MODEL)
"""The kinds ``--model`` may name."""


SCOPED_KINDS = ("model", "link", "joint", "frame", "robot")
"""Path steps whose ``@name`` is part of a scoped frame name (``robot``: a URDF's model)."""

PATH_STEP = re.compile(r'([A-Za-z_]+)\[@name="([^"]*)"\]')


def problem_frame(problem: Error, content: SceneContent) -> str | None:
    """The placed frame a problem's element path is in (its deepest one), if any.

    ``/sdf/world[@name="w"]/model[@name="a"]/link[@name="l"]/pose`` is in
    ``a::l``; in a file whose root is a model, names start inside it.
    """
    steps = [name for kind, name in PATH_STEP.findall(problem.path or "") if kind in SCOPED_KINDS]
    if content.world is None:
        steps = steps[1:]  # the root model: names start inside it
    placed = set(content.names)
    for end in range(len(steps), 0, -1):
        name = "::".join(steps[:end])
        if name in placed:
            return name
    return None


def _placeable(graphs: FrameGraphs) -> dict[str, str]:
    """Every vertex whose pose resolves, by the name users write, in graph order."""
    found = {}
    for vertex in graphs.vertices:
        if vertex == graphs.origin or graphs.pose_in_origin(vertex) is None:
            continue
        found[display_name(graphs, vertex)] = vertex
    return found


def _bones(document: FrameQueries, world: str | None) -> dict[str, list[FloatArray]]:
    """The skeleton's lines, by the vertex whose frame holds them (see ``PlacedFrame.bones``)."""
    bones: dict[str, list[FloatArray]] = {}
    for joint in document.kinematics(world).tree.joints.values():
        if joint.joint_to_child is not None:
            bones.setdefault(joint.name, []).append(joint.joint_to_child[:3, 3])
        if joint.parent_to_joint is not None and joint.parent_body is not None:
            bones.setdefault(joint.parent_body, []).append(joint.parent_to_joint[:3, 3])
    return bones


def _joint_axes(document: FrameQueries, joint: str, world: str | None) -> tuple[FloatArray, ...]:
    """A joint's axes in its own frame (none for a joint without ``<axis>``)."""
    axes = []
    for which in ("axis", "axis2"):
        try:
            axes.append(document.axis(joint, which=which, world=world))
        except FrameLookupError:
            continue
    return tuple(axes)


def _sliders(
    document: FrameQueries, world: str | None, shown: set[str], left_out: _LeftOut
) -> list[Slider]:
    """A slider per moving axis of the joints shown; followers name their leader.

    A ball joint moves in three dimensions at once, which one slider per axis
    cannot give; it stays at rest, with a warning.
    """
    kinematics = document.kinematics(world)
    followers: dict[tuple[str, str], MimicConstraint] = {
        (c.follower, c.follower_axis): c for c in kinematics.constraints
    }
    sliders = []
    for joint in kinematics.tree.joints.values():
        if not joint.in_tree or joint.name not in shown:
            continue
        if joint.type == "ball":
            message = f"ball joint '{joint.name}' has no slider; it is shown at rest"
            left_out(message, joint.element)
        for index, axis in enumerate(joint.coordinates):
            lower, upper = (
                joint.limits[index] if index < len(joint.limits) else (-math.inf, math.inf)
            )
            wide = UNLIMITED_LENGTH if joint.type == "prismatic" else UNLIMITED_ANGLE
            lower = lower if math.isfinite(lower) and lower > -WIDE_LIMIT else -wide
            upper = upper if math.isfinite(upper) and upper < WIDE_LIMIT else wide
            stuck = not lower < upper  # a slider needs room to move, or the page divides by zero
            upper = lower + wide if stuck else upper
            constraint = followers.get((joint.name, axis))
            leader = f"{constraint.leader}:{constraint.leader_axis}" if constraint else ""
            sliders.append(Slider(joint.name, axis, lower, upper, leader, stuck))
    return sliders


@attrs.define
class _LeftOut:
    """Adds a ``VIEW_LEFT_OUT`` warning to the problems for what cannot be drawn."""

    problems: list[Error]

    def __call__(self, message: str, place: Any, suffix: str = "") -> None:
        self.problems.append(
            problem(
                ErrorCode.VIEW_LEFT_OUT, message, place, severity=Severity.WARNING, suffix=suffix
            )
        )


@attrs.define
class _ShapeReader:
    """Reads a link's visuals and collisions as ``Shape`` values."""

    document: FrameQueries
    config: ParserConfig
    left_out: _LeftOut

    def shapes_of(self, link: Any, name: str) -> tuple[Shape, ...]:
        """The shapes of one link, visuals first."""
        shapes = []
        for role in ("visual", "collision"):
            for item in getattr(link, f"{role}s", None) or ():  # visuals, collisions
                shape = self.shape(role, item, name)
                if shape is not None:
                    shapes.append(shape)
        return tuple(shapes)

    def shape(self, role: str, item: Any, link: str) -> Shape | None:
        """One visual or collision, or None (with a warning) when it cannot be drawn."""
        label = f"{role} '{item.name}' of link '{link}'"
        geometry = getattr(item, "geometry", None)
        kind = next((k for k in SHAPE_KINDS if getattr(geometry, k, None) is not None), None)
        if geometry is None or kind is None:
            self.left_out(f"{label}: the view draws no such geometry; not shown", item)
            return None
        try:
            pose = self.document.pose_of(item, link)
        except (FrameLookupError, ConfigurationError) as error:
            self.left_out(f"{label}: its pose does not resolve ({error}); not shown", item)
            return None
        values = getattr(geometry, kind)
        color = _color(item) if role == "visual" else None
        if kind == "mesh":
            return self.mesh(role, item, values, pose, color, label)
        size, pose = _size(kind, values, pose)
        return Shape(role, str(item.name), kind, pose, size, color=color)

    def mesh(
        self, role: str, item: Any, mesh: Any, pose: Pose, color: Any, label: str
    ) -> Shape | None:
        """A mesh shape whose file resolves and is of a format the view reads."""
        uri = str(mesh.uri)
        origin = getattr(mesh, "xml_origin", None)
        base = Path(origin.file).resolve().parent if origin is not None and origin.file else None
        found = resolve_uri(uri, self.config, base).path
        if found is None or not found.is_file():
            self.left_out(f"{label}: mesh '{uri}' does not resolve to a file; not shown", mesh)
            return None
        if found.suffix.lower() not in MESH_SUFFIXES:
            formats = ", ".join(MESH_SUFFIXES)
            message = f"{label}: the view reads {formats} meshes, not '{found.name}'; not shown"
            self.left_out(message, mesh, "/uri")
            return None
        x, y, z = (float(v) for v in mesh.scale)
        return Shape(role, str(item.name), "mesh", pose, mesh=found, scale=(x, y, z), color=color)


def _size(kind: str, values: Any, pose: Pose) -> tuple[tuple[float, ...], Pose]:
    """A primitive's numbers, and its pose (a plane turned so that its normal is +z)."""
    if kind == "box":
        return tuple(float(v) for v in values.size), pose
    if kind == "sphere":
        return (float(values.radius),), pose
    if kind in ("cylinder", "capsule"):
        return (float(values.radius), float(values.length)), pose
    if kind == "ellipsoid":
        return tuple(float(v) for v in values.radii), pose
    sizes = tuple(float(v) for v in values.size)
    return sizes, pose @ _z_to(np.asarray(values.normal, dtype=np.float64))


def _z_to(normal: FloatArray) -> Pose:
    """The rotation taking +z to ``normal``: about their cross product, by the angle between."""
    length = float(np.linalg.norm(normal))
    if length == 0.0:
        return Pose.identity()
    target = normal / length
    cross = np.cross([0.0, 0.0, 1.0], target)
    cosine = float(target[2])
    if float(np.linalg.norm(cross)) < 1e-12:
        return Pose.identity() if cosine > 0 else Pose((0, 0, 0), (1.0, 0.0, 0.0, 0.0))
    # The half-angle quaternion: (sin(t) * unit axis, 1 + cos(t)) normalised.
    quaternion = np.array([*cross, 1.0 + cosine])
    return Pose((0.0, 0.0, 0.0), quaternion / float(np.linalg.norm(quaternion)))


def _color(visual: Any) -> tuple[float, ...] | None:
    """A visual's diffuse colour, else its ambient one, else None."""
    material = getattr(visual, "material", None)
    for key in ("diffuse", "ambient"):
        value = getattr(material, key, None) if material is not None else None
        if value is not None:
            return tuple(float(v) for v in value)
    return None
