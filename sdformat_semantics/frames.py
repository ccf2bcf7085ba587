"""Frame graphs of a world or a root model, and pose resolution over them.

Two directed graphs share one set of vertices, named by absolute scoped names
(``robot::arm::link3``) from the root scope:

* the *attached-to* graph: a frame points at what it is attached to, a joint
  at its child frame, a model frame at its canonical link; following edges
  ends at a link, a static model or the world (the frame's *body*);
* the *pose* graph: every vertex but the root has one parent, the frame its
  pose is expressed in, and the pose itself.

A model ``M`` is the vertex ``M::__model__``; the name ``M`` is an alias of
it. References are resolved in the scope that contains them and may only go
down (``nested::link``), never up, which is the SDFormat 1.8 scoping rule.

The builder reports problems into a list and never raises; a reference that
does not resolve simply leaves its edge out, so later steps report nothing
twice.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Collection, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_runtime.suggestions import SuggestionBudget, closest, did_you_mean
from sdformat_semantics.pose import Pose, length

if TYPE_CHECKING:
    from sdformat_semantics.include import PlacedInterface
    from sdformat_semantics.interface import InterfaceModel

WORLD = "world"
MODEL_FRAME = "__model__"
ROOT = "__root__"
SEPARATOR = "::"


class FrameKind(enum.Enum):
    """What a vertex stands for."""

    WORLD = "world"
    ROOT = "root"
    MODEL = "model"
    STATIC_MODEL = "static model"
    LINK = "link"
    JOINT = "joint"
    FRAME = "frame"


_MODEL_KINDS = frozenset({FrameKind.MODEL, FrameKind.STATIC_MODEL})
_NOT_WORLD = frozenset(FrameKind) - {FrameKind.WORLD}


@attrs.frozen
class Vertex:
    """One frame of a graph.

    Attributes:
        name: Absolute scoped name (``a::b::link``; ``a::b::__model__`` for a model).
        kind: What the frame belongs to.
        element: The element object that defines it (None for world and root).
        scope: Prefix of the scope the element sits in (``""`` or ``"a::b::"``).
    """

    name: str
    kind: FrameKind
    element: Any
    scope: str


@attrs.frozen
class Scope:
    """Where a reference is resolved: a world or a model.

    Attributes:
        prefix: Scoped-name prefix of the scope's members (``""`` or ``"a::"``).
        frame: The scope's own frame (``world`` or ``<prefix>__model__``).
        is_world: Whether the scope is a world.
    """

    prefix: str
    frame: str
    is_world: bool


@attrs.frozen
class PoseEdge:
    """Where a vertex's pose is expressed and the pose itself.

    Attributes:
        parent: The vertex the pose is relative to.
        pose: The pose of the vertex in ``parent``.
        placement: For a model placed by a placement frame: that frame's
            vertex; then ``pose`` is the placement frame's pose in ``parent``.
    """

    parent: str
    pose: Pose
    placement: str | None = None


@attrs.define
class FrameGraphs:
    """The attached-to and pose graphs of one root entity (a world or a model).

    Attributes:
        root: The root scope's frame: ``world`` or ``__model__``.
        origin: The pose graph's source: ``world``, or ``__root__`` above a
            root model (holding the model's own pose).
        vertices: Every frame by absolute name.
        aliases: Model names to their model frame (``a`` -> ``a::__model__``).
        attached_to: The attached-to edges.
        pose_edges: The pose graph's edges, by child vertex.
        unnamed: For elements without a frame of their own (visuals,
            collisions, sensors, lights...): ``id(element)`` -> (element, the
            vertex their pose defaults to, the scope they are in).
    """

    root: str
    origin: str
    vertices: dict[str, Vertex] = attrs.field(factory=dict)
    aliases: dict[str, str] = attrs.field(factory=dict)
    attached_to: dict[str, str] = attrs.field(factory=dict)
    pose_edges: dict[str, PoseEdge] = attrs.field(factory=dict)
    unnamed: dict[int, tuple[Any, str, Scope]] = attrs.field(factory=dict)
    by_element: dict[int, str] = attrs.field(factory=dict)
    cyclic: set[str] = attrs.field(factory=set)
    _root_poses: dict[str, Pose | None] = attrs.field(factory=dict)
    _bodies: dict[str, str | None] = attrs.field(factory=dict)
    _suggestion_budget: SuggestionBudget = attrs.field(
        factory=SuggestionBudget, eq=False, repr=False
    )
    _member_index: tuple[tuple[int, int], dict[str, list[tuple[str, FrameKind]]]] | None = (
        attrs.field(default=None, eq=False, repr=False)
    )

    @property
    def root_scope(self) -> Scope:
        """The scope that query names start in."""
        return Scope("", self.root, self.root == WORLD)

    def scope_of(self, vertex: str) -> Scope:
        """The scope in which the element behind a vertex resolves its references."""
        prefix = self.vertices[vertex].scope
        in_world = self.root == WORLD and prefix == ""
        return Scope(prefix, WORLD if in_world else prefix + MODEL_FRAME, in_world)

    def lookup(self, reference: str, scope: Scope) -> str | None:
        """The vertex a reference names from inside ``scope``, or None.

        ``world`` names the world only in world scope; ``__model__`` names
        the scope's model; ``__root__`` is never a frame of a file.
        """
        if reference == ROOT or not reference:
            return None
        if reference == WORLD:
            return WORLD if scope.is_world else None
        if reference == MODEL_FRAME:
            return None if scope.is_world else scope.frame
        name = scope.prefix + reference
        name = self.aliases.get(name, name)
        return name if name in self.vertices else None

    def suggest(
        self,
        reference: str,
        scope: Scope,
        kinds: Collection[FrameKind] | None = None,
        also: Sequence[str] = (),
    ) -> str | None:
        """The name visible from ``scope`` most like ``reference``, which did not resolve.

        A scoped reference is corrected one ``::`` step at a time among the
        members of the scope reached so far (models for the steps before the
        last), so only names that ``lookup`` would accept there are offered.
        ``kinds`` limits what the last step may name (default: any frame);
        ``also`` adds names valid in place of the first step (``world`` for
        a joint parent).
        None when nothing is close, or when the graphs' suggestion budget is
        spent. Costs one pass over the vertices the first time it is asked.
        """
        members = self._members()
        steps = reference.split(SEPARATOR)
        prefix = scope.prefix
        chosen: list[str] = []
        for number, step in enumerate(steps):
            wanted = kinds if number == len(steps) - 1 else _MODEL_KINDS
            entries = members.get(prefix, [])
            if not self._suggestion_budget.affords(len(entries)):
                return None
            names = [n for n, k in entries if wanted is None or k in wanted]
            if number == 0:
                if prefix and (wanted is None or FrameKind.MODEL in wanted):
                    names.append(MODEL_FRAME)  # a nested model's own frame is no member of it
                names.extend(also)
            found = step if step in names else closest(step, names)
            if found is None:
                return None
            chosen.append(found)
            prefix += found + SEPARATOR
        suggestion = SEPARATOR.join(chosen)
        return suggestion if suggestion != reference else None

    def _members(self) -> dict[str, list[tuple[str, FrameKind]]]:
        """Each scope prefix's members as referenced from it (a nested model by its name)."""
        size = (len(self.vertices), len(self.aliases))
        if self._member_index is None or self._member_index[0] != size:
            index: dict[str, list[tuple[str, FrameKind]]] = {}
            model_suffix = SEPARATOR + MODEL_FRAME
            for name, vertex in self.vertices.items():
                if vertex.kind is FrameKind.ROOT:
                    continue
                local = name[len(vertex.scope) :]
                if local.endswith(model_suffix):
                    local = local[: -len(model_suffix)]
                index.setdefault(vertex.scope, []).append((local, vertex.kind))
            self._member_index = (size, index)
        return self._member_index[1]

    def body(self, vertex: str) -> str | None:
        """The link, static model or world a frame is attached to (None if it is not).

        Memoised for every vertex on the way (the graphs are complete when
        this is asked): a joint per frame of a long attached_to chain would
        otherwise walk the chain once per joint.
        """
        path: list[str] = []
        on_path: set[str] = set()
        current = vertex
        found: str | None = None
        while current not in on_path:
            if current in self._bodies:
                found = self._bodies[current]
                break
            path.append(current)
            on_path.add(current)
            kind = self.vertices[current].kind
            if kind in (FrameKind.LINK, FrameKind.WORLD, FrameKind.STATIC_MODEL):
                found = current
                break
            following = self.attached_to.get(current)
            if following is None:
                break
            current = following
        for name in path:  # on a cycle, none of them reaches a body
            self._bodies[name] = found
        return found

    def pose_in_origin(self, vertex: str) -> Pose | None:
        """The pose of a vertex in the origin frame, or None where a chain is broken."""
        if vertex == self.origin:
            return Pose.identity()
        if vertex in self._root_poses:
            return self._root_poses[vertex]
        chain: list[str] = []
        on_chain: set[str] = set()  # list membership made long chains quadratic
        current = vertex
        while current != self.origin and current not in self._root_poses:
            if current in on_chain:
                return None  # a cycle, reported when the graph was checked
            chain.append(current)
            on_chain.add(current)
            edge = self.pose_edges.get(current)
            if edge is None:
                for name in chain:
                    self._root_poses[name] = None
                return None
            current = edge.parent
        known = self._root_poses.get(current) if current != self.origin else Pose.identity()
        for name in reversed(chain):
            edge = self.pose_edges[name]
            if known is None:
                self._root_poses[name] = None
                continue
            local = self._edge_pose(name, edge)
            known = None if local is None else known @ local
            self._root_poses[name] = known
        return self._root_poses[vertex]

    def _edge_pose(self, vertex: str, edge: PoseEdge) -> Pose | None:
        if edge.placement is None:
            return edge.pose
        placed = self.pose_below(edge.placement, vertex)
        return None if placed is None else edge.pose @ placed.inverse()

    def pose_below(self, vertex: str, ancestor: str) -> Pose | None:
        """The pose of ``vertex`` in ``ancestor``, found by walking up inside its subtree."""
        result = Pose.identity()
        current = vertex
        steps = 0
        while current != ancestor:
            edge = self.pose_edges.get(current)
            steps += 1
            if edge is None or steps > len(self.vertices):
                return None
            local = self._edge_pose(current, edge)
            if local is None:
                return None
            result = local @ result
            current = edge.parent
        return result

    def relative_pose(self, vertex: str, relative_to: str) -> Pose | None:
        """The pose of ``vertex`` in the frame ``relative_to`` (None where unresolvable)."""
        if vertex == relative_to:
            return Pose.identity()
        target = self.pose_in_origin(vertex)
        if relative_to == self.origin and target is not None and _finite(target):
            return target  # the same bits as identity.inverse() @ target, without two new poses
        base = self.pose_in_origin(relative_to)
        if target is None or base is None:
            return None
        return base.inverse() @ target

    def to_dot(self, which: str, *, poses: bool = False) -> str:
        """The ``pose`` or ``frame`` (attached-to) graph in Graphviz DOT syntax.

        Vertices are labeled with their scoped name and kind; each edge goes
        from a frame to the one it is ``relative_to`` (pose graph) or
        ``attached_to`` (frame graph) and says so, drawn bottom to top so the
        world or root model is at the top. With ``poses``, pose edges also
        carry the pose as ``x y z roll pitch yaw`` (4 significant digits,
        radians).
        """
        name = "pose_relative_to" if which == "pose" else "frame_attached_to"
        lines = [f"digraph {name} {{", "  rankdir=BT;", "  node [shape=box];"]
        for vertex_name, vertex in sorted(self.vertices.items()):
            label = f"{vertex_name}\n({vertex.kind.value})"
            lines.append(f"  {_dot_quoted(vertex_name)} [label={_dot_quoted(label)}];")
        if which == "pose":
            for child, edge in sorted(self.pose_edges.items()):
                label = "relative_to"
                if edge.placement is not None:
                    label += f"\nvia placement_frame {edge.placement}"
                if poses:
                    local = self._edge_pose(child, edge)
                    label += "\n" + (_compact(local) if local is not None else "unresolved")
                lines.append(
                    f"  {_dot_quoted(child)} -> {_dot_quoted(edge.parent)} "
                    f"[label={_dot_quoted(label)}];"
                )
        else:
            for source, target in sorted(self.attached_to.items()):
                lines.append(
                    f'  {_dot_quoted(source)} -> {_dot_quoted(target)} [label="attached_to"];'
                )
        lines.append("}")
        return "\n".join(lines) + "\n"


def _dot_quoted(text: str) -> str:
    """``text`` as a DOT string: backslashes and quotes escaped, line breaks as DOT's escape."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def _compact(pose: Pose) -> str:
    """``x y z roll pitch yaw`` with 4 significant digits; rounding noise below 1e-12 is 0."""
    values = [*pose.position.tolist(), *pose.rpy().tolist()]
    return " ".join(f"{(0.0 if abs(v) < 1e-12 else v) + 0.0:.4g}" for v in values)


def _finite(pose: Pose) -> bool:
    """Whether a composed pose is finite (huge poses can overflow when composed)."""
    return all(math.isfinite(v) for v in pose.position.tolist())


def raw_pose(element: Any) -> tuple[Pose, str]:
    """An element's own ``<pose>`` as a value and its ``relative_to`` text."""
    pose_element = getattr(element, "pose", None)
    if pose_element is None:
        return Pose.identity(), ""
    try:
        pose = Pose.from_sdf(
            [float(v) for v in pose_element.value],
            rotation_format=getattr(pose_element, "rotation_format", "euler_rpy"),
            degrees=bool(getattr(pose_element, "degrees", False)),
        )
    except ValueError:
        pose = Pose.identity()  # the reader already reported the bad pose
    return pose, str(pose_element.relative_to or "")


def problem(
    code: ErrorCode,
    message: str,
    element: Any,
    suffix: str = "",
    severity: Severity = Severity.ERROR,
    suggestion: str | None = None,
) -> Error:
    """A problem located at an element object (its file, line and path, plus ``suffix``).

    ``suggestion`` is the name meant, as ``FrameGraphs.suggest`` finds it; it
    is offered at the end of the message too.
    """
    message += did_you_mean(suggestion)
    origin = getattr(element, "xml_origin", None)
    if origin is None:
        return Error(code, message, severity=severity, suggestion=suggestion)
    path = origin.path + suffix
    return Error(code, message, origin.file, origin.line, path, severity, suggestion=suggestion)


class GraphBuilder:
    """Builds the graphs of one world or root model and reports what is wrong."""

    def __init__(
        self,
        root_element: Any,
        *,
        is_world: bool,
        interfaces: Mapping[tuple[str, str], Sequence[PlacedInterface]] | None = None,
    ) -> None:
        self.element = root_element
        self.is_world = is_world
        self.interfaces = interfaces or {}
        """Models from custom parsers by where they sit: (world name or ``""``, scope prefix)."""
        self.root_key = str(root_element.name) if is_world else ""
        self.placed_interfaces: list[tuple[InterfaceModel, str, str]] = []
        """Every interface model added, with its members' prefix and its frame (for reposture)."""
        root = WORLD if is_world else MODEL_FRAME
        self.graphs = FrameGraphs(root=root, origin=WORLD if is_world else ROOT)
        self.problems: list[Error] = []
        # Each deferred step adds edges once every vertex exists (references may point forward).
        self._edges: list[tuple[str, Any, Scope]] = []

    def report(
        self,
        code: ErrorCode,
        message: str,
        element: Any,
        suffix: str = "",
        suggestion: str | None = None,
    ) -> None:
        """Record one problem at an element (``suggestion``: the name meant, if known)."""
        self.problems.append(problem(code, message, element, suffix, suggestion=suggestion))

    def build(self) -> FrameGraphs:
        """Add every vertex, then every edge, then check both graphs."""
        graphs = self.graphs
        if self.is_world:
            world = self.element
            graphs.vertices[WORLD] = Vertex(WORLD, FrameKind.WORLD, world, "")
            scope = Scope("", WORLD, True)
            self._add_unnamed(world, "lights", WORLD, scope)
            for model in world.models:
                self._add_model(model, scope)
            for placed in self.interfaces.get((self.root_key, ""), ()):
                self._add_interface(placed.model, placed.name, scope, placed.include, placed)
            for frame in world.frames:
                self._add_vertex(frame.name, FrameKind.FRAME, frame, scope, "frame")
            for joint in getattr(world, "joints", ()):
                self._add_vertex(joint.name, FrameKind.JOINT, joint, scope, "joint")
                self._add_unnamed(joint, "sensors", joint.name, scope)
        else:
            graphs.vertices[ROOT] = Vertex(ROOT, FrameKind.ROOT, None, "")
            model = self.element
            self._add_model(model, Scope("", ROOT, False), root=True)
        for kind, element, scope in self._edges:
            getattr(self, f"_edges_of_{kind}")(element, scope)
        self._check_attached_to()
        self._check_pose_graph()
        return graphs

    # Vertices -------------------------------------------------------------

    def _add_vertex(self, name: str, kind: FrameKind, element: Any, scope: Scope, step: str) -> str:
        full = scope.prefix + name
        if full in self.graphs.vertices or full in self.graphs.aliases:
            # The name checks report a duplicate among siblings; the first one keeps the name.
            self._report_collision(full, element, scope)
            return full
        self.graphs.vertices[full] = Vertex(full, kind, element, scope.prefix)
        self.graphs.by_element[id(element)] = full
        self._edges.append((step, element, scope))
        return full

    def _report_collision(self, full: str, element: Any, scope: Scope) -> None:
        """Report a scoped name taken by a frame of another scope.

        ``a::b`` names a model's member and also a sibling named ``a::b``
        (legal before 1.8, and reported as reserved after): the sibling name
        checks cannot see it, so the graph says why the second one is left out.
        """
        taken = self.graphs.aliases.get(full, full)
        other = self.graphs.vertices.get(taken)
        if other is None or other.scope == scope.prefix:
            return
        tag = getattr(element, "TAG", "element")
        message = (
            f"scoped name '{full}' of this <{tag}> is already the name of a frame "
            "in another scope; it is left out of the frame graphs"
        )
        self.report(ErrorCode.DUPLICATE_NAME, message, element)

    def _add_model(self, model: Any, parent: Scope, *, root: bool = False) -> None:
        prefix = "" if root else f"{parent.prefix}{model.name}{SEPARATOR}"
        frame = prefix + MODEL_FRAME
        if not root and (
            parent.prefix + model.name in self.graphs.vertices
            or parent.prefix + model.name in self.graphs.aliases
        ):
            self._report_collision(parent.prefix + model.name, model, parent)
            return  # a duplicate among siblings is reported by the name checks
        kind = FrameKind.STATIC_MODEL if model.static else FrameKind.MODEL
        self.graphs.vertices[frame] = Vertex(frame, kind, model, parent.prefix)
        self.graphs.by_element[id(model)] = frame
        if not root:
            self.graphs.aliases[parent.prefix + model.name] = frame
        inner = Scope(prefix, frame, False)
        self._edges.append(("model", model, parent))
        for link in model.links:
            name = self._add_vertex(link.name, FrameKind.LINK, link, inner, "link")
            for field in ("visuals", "collisions", "sensors", "lights", "projectors"):
                self._add_unnamed(link, field, name, inner)
            for field in ("particle_emitters", "audio_sources", "batteries"):
                self._add_unnamed(link, field, name, inner)
        for joint in model.joints:
            name = self._add_vertex(joint.name, FrameKind.JOINT, joint, inner, "joint")
            self._add_unnamed(joint, "sensors", name, inner)
        for frame_element in model.frames:
            self._add_vertex(frame_element.name, FrameKind.FRAME, frame_element, inner, "frame")
        for nested in model.models:
            self._add_model(nested, inner)
        for placed in self.interfaces.get((self.root_key, inner.prefix), ()):
            self._add_interface(placed.model, placed.name, inner, placed.include, placed)

    def _add_interface(
        self,
        model: InterfaceModel,
        name: str,
        parent: Scope,
        include: Any,
        placed: PlacedInterface | None = None,
    ) -> None:
        """Vertices of a model from a custom parser; problems are reported at its include.

        A merged model's members join the including scope, and its model frame
        becomes a frame of that scope (the proxy frame).
        """
        merged = placed is not None and placed.merge
        full = parent.prefix + name
        local_frame = placed.frame_name if placed is not None else f"{name}::{MODEL_FRAME}"
        frame = parent.prefix + local_frame
        taken = self.graphs.vertices.keys() | self.graphs.aliases.keys()
        if full in taken or frame in taken:
            message = f"the model '{name}' from a custom parser has the name of a sibling"
            self.report(ErrorCode.DUPLICATE_NAME, message, include)
            return
        prefix = parent.prefix if merged else full + SEPARATOR
        static = placed.static if placed is not None else model.static
        kind = FrameKind.STATIC_MODEL if static else FrameKind.MODEL
        kind = FrameKind.FRAME if merged else kind
        self.graphs.vertices[frame] = Vertex(frame, kind, model, parent.prefix)
        self.graphs.by_element[id(model)] = frame
        if not merged:
            self.graphs.aliases[full] = frame
        self.placed_interfaces.append((model, prefix, frame))
        inner = Scope(prefix, frame, False)
        members: list[tuple[str, FrameKind, Any]] = [
            *((link.name, FrameKind.LINK, link) for link in model.links),
            *((joint.name, FrameKind.JOINT, joint) for joint in model.joints),
            *((item.name, FrameKind.FRAME, item) for item in model.frames),
        ]
        for member_name, member_kind, member in members:
            vertex = prefix + member_name
            if vertex in self.graphs.vertices:
                message = (
                    f"model '{full}' from a custom parser has two frames named '{member_name}'"
                )
                self.report(ErrorCode.DUPLICATE_NAME, message, include)
                continue
            self.graphs.vertices[vertex] = Vertex(vertex, member_kind, member, prefix)
            self.graphs.by_element[id(member)] = vertex
        for nested in model.models:
            self._add_interface(nested, nested.name, inner, include)
        self._edges.append(("interface", (model, placed, include, inner), parent))

    def _edges_of_interface(
        self, entry: tuple[InterfaceModel, PlacedInterface | None, Any, Scope], parent: Scope
    ) -> None:
        model, placed, include, inner = entry
        name = placed.name if placed is not None else model.name
        prefix, frame = inner.prefix, inner.frame
        graphs = self.graphs

        def find(reference: str, what: str, code: ErrorCode) -> str | None:
            found = graphs.lookup(reference, inner)
            if found is None:
                message = (
                    f"{what} '{reference}' of custom-parsed model '{name}' names no frame in it"
                )
                self.report(code, message, include)
            return found

        for link in model.links:
            graphs.pose_edges.setdefault(prefix + link.name, PoseEdge(frame, link.pose_in_model))
        for joint in model.joints:
            child = find(joint.child, "joint child", ErrorCode.JOINT_CHILD_LINK_INVALID)
            if child is not None:
                graphs.attached_to[prefix + joint.name] = child
                graphs.pose_edges[prefix + joint.name] = PoseEdge(child, joint.pose_in_child)
        for item in model.frames:
            attached = find(
                item.attached_to or MODEL_FRAME, "attached_to", ErrorCode.FRAME_ATTACHED_TO_INVALID
            )
            if attached is not None:
                graphs.attached_to[prefix + item.name] = attached
                graphs.pose_edges[prefix + item.name] = PoseEdge(attached, item.pose_in_attached_to)
        static = placed.static if placed is not None else model.static
        if not static:
            canonical = find(
                model.canonical_link, "canonical_link", ErrorCode.MODEL_CANONICAL_LINK_INVALID
            )
            if canonical is not None:
                graphs.attached_to[frame] = canonical
        pose, relative_to, placement = model.pose_in_parent, "", ""
        if placed is not None:
            pose, relative_to, placement = placed.pose, placed.relative_to, placed.placement_frame
        target = self._model_pose_parent(relative_to, parent, include)
        placement_vertex = None
        if placement:
            placement_vertex = find(
                placement, "placement_frame", ErrorCode.MODEL_PLACEMENT_FRAME_INVALID
            )
            if placement_vertex is None:
                return
        if target is not None:
            graphs.pose_edges[frame] = PoseEdge(target, pose, placement_vertex)

    def _add_unnamed(self, parent: Any, field: str, default: str, scope: Scope) -> None:
        for item in getattr(parent, field, ()):
            if hasattr(item, "pose"):
                self.graphs.unnamed[id(item)] = (item, scope.prefix + default, scope)

    # Edges ----------------------------------------------------------------

    def _resolve(
        self, reference: str, scope: Scope, element: Any, code: ErrorCode, what: str, suffix: str
    ) -> str | None:
        if reference == ROOT:
            message = f"{what} '{ROOT}' is reserved and cannot be referenced"
            self.report(ErrorCode.ATTRIBUTE_INVALID, message, element, suffix)
            return None
        found = self.graphs.lookup(reference, scope)
        if found is None:
            where = "world" if scope.is_world else f"model '{self._model_name(scope)}'"
            hint, suggestion = "", None
            if reference == WORLD:
                hint = " ('world' is a frame only in world scope)"
            elif reference == MODEL_FRAME:
                hint = " ('__model__' is a frame only inside a model)"
            else:
                kinds = _NOT_WORLD if code is ErrorCode.JOINT_CHILD_LINK_INVALID else None
                suggestion = self.graphs.suggest(reference, scope, kinds)
            message = f"{what} '{reference}' names no frame in the {where}{hint}"
            self.report(code, message, element, suffix, suggestion)
        return found

    def _model_name(self, scope: Scope) -> str:
        """The scoped name of a model scope (``a::b``), or the root model's own name."""
        if scope.prefix:
            return scope.prefix.removesuffix("::")
        return str(getattr(self.element, "name", MODEL_FRAME))

    def _pose_edge(self, element: Any, scope: Scope, vertex: str, default: str | None) -> None:
        pose, relative_to = raw_pose(element)
        if relative_to:
            parent = self._resolve(
                relative_to,
                scope,
                element,
                ErrorCode.POSE_RELATIVE_TO_INVALID,
                "pose relative_to",
                "/pose",
            )
        else:
            parent = default
        if parent is not None:
            if parent == vertex:
                message = f"the pose of '{vertex}' is relative to itself"
                self.report(ErrorCode.POSE_RELATIVE_TO_CYCLE, message, element, "/pose")
                return
            self.graphs.pose_edges[vertex] = PoseEdge(parent, pose)

    def _edges_of_link(self, link: Any, scope: Scope) -> None:
        self._pose_edge(link, scope, scope.prefix + link.name, scope.frame)

    def _edges_of_frame(self, frame: Any, scope: Scope) -> None:
        vertex = scope.prefix + frame.name
        target: str | None = scope.frame
        if frame.attached_to:
            target = self._resolve(
                frame.attached_to,
                scope,
                frame,
                ErrorCode.FRAME_ATTACHED_TO_INVALID,
                "attached_to",
                "",
            )
        if target == vertex:
            message = f"frame '{frame.name}' is attached to itself"
            self.report(ErrorCode.FRAME_ATTACHED_TO_CYCLE, message, frame)
        elif target is not None:
            self.graphs.attached_to[vertex] = target
        default = target if target != vertex else None
        self._pose_edge(frame, scope, vertex, default)

    def _edges_of_joint(self, joint: Any, scope: Scope) -> None:
        vertex = scope.prefix + joint.name
        present = joint.xml_extras.present
        child_text = str(joint.child) if "child" in present or joint.xml_origin is None else ""
        child: str | None = None
        if not child_text:
            pass  # the joint checks report the missing element
        elif child_text == WORLD:
            message = f"joint '{joint.name}' has the world as its child; the child must move"
            self.report(ErrorCode.JOINT_CHILD_LINK_INVALID, message, joint, "/child")
        elif child_text == ROOT:
            message = f"joint child '{ROOT}' is reserved"
            self.report(ErrorCode.RESERVED_NAME, message, joint, "/child")
        else:
            child = self._resolve(
                child_text, scope, joint, ErrorCode.JOINT_CHILD_LINK_INVALID, "child", "/child"
            )
        if child is not None:
            self.graphs.attached_to[vertex] = child
        if child == vertex:
            message = f"joint '{joint.name}' names itself as its child"
            self.report(ErrorCode.FRAME_ATTACHED_TO_CYCLE, message, joint, "/child")
            child = None
        self._pose_edge(joint, scope, vertex, child)

    def _edges_of_model(self, model: Any, parent: Scope) -> None:
        is_root = parent.frame == ROOT
        prefix = "" if is_root else f"{parent.prefix}{model.name}{SEPARATOR}"
        frame = prefix + MODEL_FRAME
        inner = Scope(prefix, frame, False)
        self._canonical_edge(model, inner)
        pose, relative_to = raw_pose(model)
        if is_root and relative_to:
            message = "the pose of a top-level model must not have relative_to"
            self.report(ErrorCode.ATTRIBUTE_INVALID, message, model, "/pose")
            relative_to = ""
        target = self._model_pose_parent(relative_to, parent, model)
        placement = str(getattr(model, "placement_frame", "") or "")
        placement_vertex: str | None = None
        if placement:
            if placement == ROOT:
                message = f"placement_frame '{ROOT}' is reserved and cannot be referenced"
                self.report(ErrorCode.ATTRIBUTE_INVALID, message, model)
                return
            placement_vertex = self.graphs.lookup(placement, inner)
            if placement_vertex is None:
                message = f"placement_frame '{placement}' names no frame in model '{model.name}'"
                suggestion = self.graphs.suggest(placement, inner)
                self.report(ErrorCode.POSE_RELATIVE_TO_INVALID, message, model, "", suggestion)
                return
        if target == frame:
            message = f"the pose of model '{model.name}' is relative to itself"
            self.report(ErrorCode.POSE_RELATIVE_TO_CYCLE, message, model, "/pose")
        elif target is not None:
            self.graphs.pose_edges[frame] = PoseEdge(target, pose, placement_vertex)

    def _model_pose_parent(self, relative_to: str, parent: Scope, element: Any) -> str | None:
        """The frame a model's pose is in: ``relative_to`` in the parent scope, else its frame."""
        if not relative_to:
            return parent.frame
        return self._resolve(
            relative_to,
            parent,
            element,
            ErrorCode.POSE_RELATIVE_TO_INVALID,
            "pose relative_to",
            "/pose",
        )

    def _canonical_edge(self, model: Any, inner: Scope) -> None:
        frame = inner.frame
        canonical = str(getattr(model, "canonical_link", "") or "")
        if canonical == ROOT:
            message = f"canonical_link '{ROOT}' is reserved and cannot be referenced"
            self.report(ErrorCode.ATTRIBUTE_INVALID, message, model)
            return
        if model.static:
            return  # a static model is a body of its own
        if canonical:
            target = self.graphs.lookup(canonical, inner)
            if target is None or target == frame:
                message = f"canonical_link '{canonical}' names no frame in model '{model.name}'"
                suggestion = self.graphs.suggest(canonical, inner, {FrameKind.LINK})
                self.report(ErrorCode.MODEL_CANONICAL_LINK_INVALID, message, model, "", suggestion)
                return
            self.graphs.attached_to[frame] = target
        elif model.links or model.models:
            # The first link's (or model's) own vertex: one whose name another frame took
            # has none (that is reported), and an edge by name would point elsewhere.
            first = self.graphs.by_element.get(id((model.links or model.models)[0]))
            if first is not None:
                self.graphs.attached_to[frame] = first
        elif self.interfaces.get((self.root_key, inner.prefix)):
            first_interface = self.interfaces[(self.root_key, inner.prefix)][0]
            if inner.prefix + first_interface.frame_name in self.graphs.vertices:
                self.graphs.attached_to[frame] = inner.prefix + first_interface.frame_name
        elif not getattr(model, "includes", ()):
            message = f"model '{model.name}' has no link and no nested model, and is not static"
            self.report(ErrorCode.MODEL_WITHOUT_LINK, message, model)

    # Checks ---------------------------------------------------------------

    def _check_attached_to(self) -> None:
        graphs = self.graphs
        for name in _cycle_members(graphs.attached_to):
            graphs.cyclic.add(name)
            vertex = graphs.vertices[name]
            message = f"attached_to references form a cycle through '{name}'"
            self.report(ErrorCode.FRAME_ATTACHED_TO_CYCLE, message, vertex.element)

    def _check_pose_graph(self) -> None:
        parents = {child: edge.parent for child, edge in self.graphs.pose_edges.items()}
        for name in _cycle_members(parents):
            vertex = self.graphs.vertices[name]
            message = f"pose relative_to references form a cycle through '{name}'"
            self.report(ErrorCode.POSE_RELATIVE_TO_CYCLE, message, vertex.element, "/pose")


def _cycle_members(edges: dict[str, str]) -> list[str]:
    """Vertices that lie on a cycle of a graph where each vertex has at most one out-edge."""
    state: dict[str, int] = {}  # 1 = on the current walk, 2 = finished
    members: list[str] = []
    for start in edges:
        if start in state:
            continue
        walk: list[str] = []
        current: str | None = start
        while current is not None and current not in state:
            state[current] = 1
            walk.append(current)
            current = edges.get(current)
        if current is not None and state.get(current) == 1:
            members.extend(walk[walk.index(current) :])
        for name in walk:
            state[name] = 2
    return members


def iter_models(models: Sequence[Any], prefix: str = "") -> Iterator[tuple[str, Any]]:
    """Every model below ``models`` with its scope prefix, depth first."""
    for model in models:
        yield prefix, model
        yield from iter_models(model.models, f"{prefix}{model.name}{SEPARATOR}")


def has_direction(vector: npt.ArrayLike) -> bool:
    """Whether ``unit`` gives the vector a direction (its length is finite and not zero).

    Decided on plain floats where no rounding can matter, which spares numpy's
    per-call cost on every joint axis; extreme lengths go through ``unit``.
    """
    values = np.asarray(vector, dtype=np.float64)
    if values.shape == (3,):
        sizes = [abs(v) for v in values.tolist()]
        if all(size < _PLAINLY_FINITE for size in sizes) and any(size > 0.0 for size in sizes):
            return True  # (a NaN fails the first test)
    return unit(values) is not None


_PLAINLY_FINITE = 1e300
"""Components below this cannot make the length of a 3-vector overflow."""


def unit(vector: npt.NDArray[np.float64]) -> npt.NDArray[np.float64] | None:
    """The vector scaled to length 1, or None for a zero vector."""
    norm = length(vector)
    if norm == 0.0 or not np.isfinite(norm):
        return None
    return vector / norm
