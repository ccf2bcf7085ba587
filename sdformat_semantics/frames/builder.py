"""Building the frame graphs of one world or root model from its elements.

The builder reports problems into a list and never raises; a reference that
does not resolve simply leaves its edge out, so later steps report nothing
twice. Vertices come first, edges after every vertex exists (references may
point forward), and the checks for cycles last.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar, cast

from lxml import etree

from sdformat_runtime.binding import (
    Element,
    peek,
)
from sdformat_runtime.errors import Error, ErrorCode, Located, ProblemCollector
from sdformat_semantics.entities import (
    SEPARATOR,
    FrameLike,
    JointLike,
    LinkLike,
    ModelLike,
    NamedElement,
    PosedElement,
    WorldLike,
    placement_frame_of,
    world_joints,
)
from sdformat_semantics.frames.cycles import cycle_members
from sdformat_semantics.frames.graph_parts import (
    MODEL_FRAME,
    NOT_WORLD,
    ROOT,
    WORLD,
    FrameKind,
    PoseEdge,
    Scope,
    Vertex,
)
from sdformat_semantics.frames.graphs import FrameGraphs
from sdformat_semantics.frames.interfaces import Deferred, InterfaceVertices
from sdformat_semantics.frames.poses import pose_child, pose_in_tree, raw_pose_values
from sdformat_semantics.frames.unread import (
    as_written,
    joint_child_and_pose,
    joint_child_text,
    name_of,
    posed_apart,
    unread_named,
)
from sdformat_semantics.geometry.pose_values import PoseValues
from sdformat_semantics.interface import InterfaceModel, PlacedInterface

Interfaces = Mapping[tuple[str, str], Sequence[PlacedInterface]]
"""Models from custom parsers by where they sit: (world name or ``""``, scope prefix)."""

_E = TypeVar("_E", bound=NamedElement)

_LINK_CONTENTS = (
    "visuals",
    "collisions",
    "sensors",
    "lights",
    "projectors",
    "particle_emitters",
    "audio_sources",
    "batteries",
)
"""Children of a link posed in its frame by default (some exist in later versions only)."""

_LINK, _JOINT, _FRAME = FrameKind.LINK, FrameKind.JOINT, FrameKind.FRAME
_MODEL, _STATIC_MODEL = FrameKind.MODEL, FrameKind.STATIC_MODEL
"""Looked up once: an enum member's lookup (~120 ns) is paid per vertex otherwise."""


def _place(element: object) -> Element | None:
    """Where to report a problem at a vertex's element (interface models have no place)."""
    return element if isinstance(element, Element) else None


class GraphBuilder:
    """Builds the graphs of one world or root model and reports what is wrong.

    Attributes:
        element: The world or root model.
        graphs: The graphs, complete once ``build`` returns.
        problems: What ``build`` found wrong, in the order found.
    """

    def __init__(
        self,
        root_element: WorldLike | ModelLike,
        *,
        is_world: bool,
        interfaces: Interfaces | None = None,
        unnamed_poses: bool = True,
    ) -> None:
        # False: no check of the poses of visuals, collisions, sensors and lights, for a
        # caller who knows that none has a ``relative_to`` (loading's byte guard).
        self.element = root_element
        self.check_unnamed_poses = unnamed_poses
        self.is_world = is_world
        self.interfaces: Interfaces = interfaces or {}
        self.root_key = str(root_element.name) if is_world else ""
        root = WORLD if is_world else MODEL_FRAME
        self.graphs = FrameGraphs(root=root, origin=WORLD if is_world else ROOT)
        self._problems = ProblemCollector()
        self.problems: list[Error] = self._problems.problems
        # Each deferred step adds edges once every vertex exists (references may point forward).
        self._deferred: list[Deferred] = []
        self._interfaces = InterfaceVertices(self.graphs, self._problems, self._deferred)

    @property
    def placed_interfaces(self) -> list[tuple[InterfaceModel, str, str]]:
        """Every interface model added, with its members' prefix and its frame (for reposture)."""
        return self._interfaces.placed

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
                self._interfaces.add(
                    placed.model,
                    placed.name,
                    scope,
                    placed.include,
                    self._model_pose_parent,
                    placed,
                )
            for frame in world.frames:
                self._add_vertex(frame, _FRAME, scope, self._edges_of_frame)
            for joint in world_joints(world):
                name = self._add_vertex(joint, _JOINT, scope, self._edges_of_joint)
                self._add_unnamed(joint, "sensors", name, scope)  # (named as read from its XML)
        else:
            graphs.vertices[ROOT] = Vertex(ROOT, FrameKind.ROOT, None, "")
            model = cast(ModelLike, self.element)  # what is_world=False promises
            self._add_model(model, Scope("", ROOT, False), root=True)
        for function, *arguments in self._deferred:
            function(*arguments)
        # The steps hold the builder (bound methods): cleared, they need no collection
        # of cycles to go, and the checks below run with a frame's worth less memory each.
        self._deferred.clear()
        if self.check_unnamed_poses:
            self._check_unnamed_poses()
        self._check_attached_to()
        self._check_pose_graph()
        return graphs

    # Vertices -------------------------------------------------------------

    def _add_vertex(
        self,
        element: _E,
        kind: FrameKind,
        scope: Scope,
        edges: Callable[[_E, Scope], None],
    ) -> str:
        full = scope.prefix + name_of(element)  # a lazy link stays unread
        if self._claim(full, element, kind, scope):
            self._deferred.append((edges, element, scope))
        return full

    def _add_unread(
        self,
        element: NamedElement,
        node: etree._Element,
        name: str,
        kind: FrameKind,
        scope: Scope,
        edges: Callable[[NamedElement, etree._Element, str, Scope], None],
    ) -> str:
        """``_add_vertex`` for a lazy element named ``name`` in its XML ``node``.

        Its edges are read from ``node`` too, so the element stays unread.
        """
        full = scope.prefix + name
        if self._claim(full, element, kind, scope):
            self._deferred.append((edges, element, node, full, scope))
        return full

    def _claim(self, full: str, element: NamedElement, kind: FrameKind, scope: Scope) -> bool:
        """Make ``element`` the vertex ``full``; False (and reported) when the name is taken."""
        graphs = self.graphs
        if full in graphs.vertices or full in graphs.aliases:
            # The name checks report a duplicate among siblings; the first one keeps the name.
            self._report_collision(full, element, scope)
            return False
        graphs.vertices[full] = Vertex(full, kind, element, scope.prefix)
        graphs.by_element[id(element)] = full
        return True

    def _report_collision(self, full: str, element: NamedElement, scope: Scope) -> None:
        """Report a scoped name taken by a frame of another scope.

        ``a::b`` names a model's member and also a sibling named ``a::b``
        (legal before 1.8, and reported as reserved after): the sibling name
        checks cannot see it, so the graph says why the second one is left out.
        """
        taken = self.graphs.aliases.get(full, full)
        other = self.graphs.vertices.get(taken)
        if other is None or other.scope == scope.prefix:
            return
        message = (
            f"scoped name '{full}' of this <{element.TAG}> is already the name of a frame "
            "in another scope; it is left out of the frame graphs"
        )
        self._problems.error(ErrorCode.DUPLICATE_NAME, message, element)

    def _add_model(self, model: ModelLike, parent: Scope, *, root: bool = False) -> None:
        graphs = self.graphs
        scoped = f"{parent.prefix}{model.name}"  # the alias of its frame
        prefix = "" if root else scoped + SEPARATOR
        frame = prefix + MODEL_FRAME
        if not root and (scoped in graphs.vertices or scoped in graphs.aliases):
            self._report_collision(scoped, model, parent)
            return  # a duplicate among siblings is reported by the name checks
        kind = _STATIC_MODEL if model.static else _MODEL
        graphs.vertices[frame] = Vertex(frame, kind, model, parent.prefix)
        graphs.by_element[id(model)] = frame
        if not root:
            graphs.aliases[scoped] = frame
        inner = Scope(prefix, frame, False)
        self._deferred.append((self._edges_of_model, model, parent, inner))
        unnamed = graphs.unnamed
        # A lazy member (the most common kind in a large world) stays unread: its name,
        # pose and references are read from its XML, here and in its edges.
        for link in model.links:
            unread = unread_named(link)
            if unread is None:
                name = self._add_vertex(link, _LINK, inner, self._edges_of_link)
                unnamed.add(link, _LINK_CONTENTS, name, inner)
            else:
                name = self._add_unread(link, *unread, _LINK, inner, self._unread_link_edges)
                unnamed.add_unread(link, unread[0], _LINK_CONTENTS, name, inner)
        for joint in model.joints:
            unread = unread_named(joint)
            if unread is None:
                name = self._add_vertex(joint, _JOINT, inner, self._edges_of_joint)
                unnamed.add(joint, ("sensors",), name, inner)
            else:
                # Its sensors are listed only when needed, as a link's contents are.
                name = self._add_unread(joint, *unread, _JOINT, inner, self._unread_joint_edges)
                unnamed.add_unread(joint, unread[0], ("sensors",), name, inner)
        for frame_element in model.frames:
            unread = unread_named(frame_element)
            if unread is None or not as_written(type(frame_element), "attached_to"):
                self._add_vertex(frame_element, _FRAME, inner, self._edges_of_frame)
            else:
                self._add_unread(frame_element, *unread, _FRAME, inner, self._unread_frame_edges)
        for nested in model.models:
            self._add_model(nested, inner)
        for placed in self.interfaces.get((self.root_key, inner.prefix), ()):
            self._interfaces.add(
                placed.model, placed.name, inner, placed.include, self._model_pose_parent, placed
            )

    def _add_unnamed(self, parent: object, field: str, default: str, scope: Scope) -> None:
        """Elements without a frame of their own, posed in vertex ``default`` unless they say."""
        self.graphs.unnamed.add(parent, (field,), default, scope)

    # Edges ----------------------------------------------------------------

    def _resolve(
        self,
        reference: str,
        scope: Scope,
        element: Located,
        code: ErrorCode,
        what: str,
        suffix: str,
    ) -> str | None:
        if reference == ROOT:
            message = f"{what} '{ROOT}' is reserved and cannot be referenced"
            self._problems.error(ErrorCode.ATTRIBUTE_INVALID, message, element, suffix=suffix)
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
                kinds = NOT_WORLD if code is ErrorCode.JOINT_CHILD_LINK_INVALID else None
                suggestion = self.graphs.suggest(reference, scope, kinds)
            message = f"{what} '{reference}' names no frame in the {where}{hint}"
            self._problems.error(code, message, element, suffix=suffix, suggestion=suggestion)
        return found

    def _check_unnamed_poses(self) -> None:
        """A visual's, collision's, sensor's or light's ``relative_to`` must name a frame.

        These elements are not frames, so no edge is added; but a pose that
        cannot be resolved is an error now, not when someone asks for it.
        (libsdformat 12 reports it only when the pose is resolved.)
        """
        unnamed = self.graphs.unnamed
        for item, _default, scope in unnamed.values_to_check(self._unresolved_pose, posed_apart):
            _values, relative_to = raw_pose_values(item)
            if relative_to and isinstance(item, Element):
                code = ErrorCode.POSE_RELATIVE_TO_INVALID
                self._resolve(relative_to, scope, item, code, "pose relative_to", "/pose")

    def _unresolved_pose(self, node: etree._Element, scope: Scope) -> bool:
        """Whether the pose of a content element of an unread link names no frame."""
        pose = pose_child(node)
        reference = pose.get("relative_to") if pose is not None else None
        return bool(reference) and self.graphs.lookup(str(reference), scope) is None

    def _model_name(self, scope: Scope) -> str:
        """The scoped name of a model scope (``a::b``), or the root model's own name."""
        if scope.prefix:
            return scope.prefix.removesuffix("::")
        return str(self.element.name)

    def _pose_edge(
        self, element: PosedElement, scope: Scope, vertex: str, default: str | None
    ) -> None:
        self._pose_edge_of(element, scope, vertex, default, *raw_pose_values(element))

    def _pose_edge_of(
        self,
        element: Located,
        scope: Scope,
        vertex: str,
        default: str | None,
        values: PoseValues,
        relative_to: str,
    ) -> None:
        """The pose edge of ``vertex``: ``values`` in ``relative_to``, else in ``default``."""
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
                self._problems.error(
                    ErrorCode.POSE_RELATIVE_TO_CYCLE, message, element, suffix="/pose"
                )
                return
            self.graphs.pose_edges[vertex] = PoseEdge(parent, values=values)

    def _edges_of_link(self, link: LinkLike, scope: Scope) -> None:
        self._pose_edge(link, scope, self._vertex_of(link), scope.frame)

    def _unread_link_edges(
        self, link: NamedElement, node: etree._Element, vertex: str, scope: Scope
    ) -> None:
        """``_edges_of_link`` of a lazy link, from its XML."""
        pose = pose_child(node)
        self._pose_edge_of(link, scope, vertex, scope.frame, *pose_in_tree(pose))

    def _vertex_of(self, element: NamedElement) -> str:
        """The vertex ``_add_vertex`` named for an element: the same string, not an equal one."""
        return self.graphs.by_element[id(element)]

    def _edges_of_frame(self, frame: FrameLike, scope: Scope) -> None:
        attached_to = cast(str, peek(frame, "attached_to"))  # a lazy frame stays unread
        self._frame_edges_of(
            frame, scope, self._vertex_of(frame), attached_to, raw_pose_values(frame)
        )

    def _unread_frame_edges(
        self, frame: NamedElement, node: etree._Element, vertex: str, scope: Scope
    ) -> None:
        """``_edges_of_frame`` of a lazy frame whose ``attached_to`` is its text as written."""
        pose = pose_in_tree(pose_child(node))
        self._frame_edges_of(frame, scope, vertex, node.get("attached_to", ""), pose)

    def _frame_edges_of(
        self,
        frame: NamedElement,
        scope: Scope,
        vertex: str,
        attached_to: str,
        pose: tuple[PoseValues, str],
    ) -> None:
        """A frame's attached-to edge (to its scope's frame unless it names one) and pose edge."""
        target: str | None = scope.frame
        if attached_to:
            target = self._resolve(
                attached_to,
                scope,
                frame,
                ErrorCode.FRAME_ATTACHED_TO_INVALID,
                "attached_to",
                "",
            )
        if target == vertex:
            message = f"frame '{frame.name}' is attached to itself"
            self._problems.error(ErrorCode.FRAME_ATTACHED_TO_CYCLE, message, frame)
        elif target is not None:
            self.graphs.attached_to[vertex] = target
        default = target if target != vertex else None
        self._pose_edge_of(frame, scope, vertex, default, *pose)

    def _edges_of_joint(self, joint: JointLike, scope: Scope) -> None:
        pose = raw_pose_values(joint)
        self._joint_edges_of(joint, scope, self._vertex_of(joint), joint_child_text(joint), pose)

    def _unread_joint_edges(
        self, joint: NamedElement, node: etree._Element, vertex: str, scope: Scope
    ) -> None:
        """``_edges_of_joint`` of a lazy joint, from its XML."""
        child_text, pose = joint_child_and_pose(node)
        self._joint_edges_of(joint, scope, vertex, child_text, pose_in_tree(pose))

    def _joint_edges_of(
        self,
        joint: NamedElement,
        scope: Scope,
        vertex: str,
        child_text: str,
        pose: tuple[PoseValues, str],
    ) -> None:
        """A joint's attached-to edge (to its child) and pose edge (in its child by default)."""
        child: str | None = None
        if not child_text:
            pass  # the joint checks report the missing element
        elif child_text == WORLD:
            message = f"joint '{joint.name}' has the world as its child; the child must move"
            self._problems.error(
                ErrorCode.JOINT_CHILD_LINK_INVALID, message, joint, suffix="/child"
            )
        elif child_text == ROOT:
            message = f"joint child '{ROOT}' is reserved"
            self._problems.error(ErrorCode.RESERVED_NAME, message, joint, suffix="/child")
        else:
            child = self._resolve(
                child_text, scope, joint, ErrorCode.JOINT_CHILD_LINK_INVALID, "child", "/child"
            )
        if child is not None:
            self.graphs.attached_to[vertex] = child
        if child == vertex:
            message = f"joint '{joint.name}' names itself as its child"
            self._problems.error(ErrorCode.FRAME_ATTACHED_TO_CYCLE, message, joint, suffix="/child")
            child = None
        self._pose_edge_of(joint, scope, vertex, child, *pose)

    def _edges_of_model(self, model: ModelLike, parent: Scope, inner: Scope) -> None:
        is_root = parent.frame == ROOT
        frame = inner.frame
        self._canonical_edge(model, inner)
        values, relative_to = raw_pose_values(model)
        if is_root and relative_to:
            message = "the pose of a top-level model must not have relative_to"
            self._problems.error(ErrorCode.ATTRIBUTE_INVALID, message, model, suffix="/pose")
            relative_to = ""
        target = self._model_pose_parent(relative_to, parent, model)
        placement = placement_frame_of(model)
        placement_vertex: str | None = None
        if placement:
            if placement == ROOT:
                message = f"placement_frame '{ROOT}' is reserved and cannot be referenced"
                self._problems.error(ErrorCode.ATTRIBUTE_INVALID, message, model)
                return
            placement_vertex = self.graphs.lookup(placement, inner)
            if placement_vertex is None:
                message = f"placement_frame '{placement}' names no frame in model '{model.name}'"
                suggestion = self.graphs.suggest(placement, inner)
                self._problems.error(
                    ErrorCode.POSE_RELATIVE_TO_INVALID, message, model, suggestion=suggestion
                )
                return
        if target == frame:
            message = f"the pose of model '{model.name}' is relative to itself"
            self._problems.error(ErrorCode.POSE_RELATIVE_TO_CYCLE, message, model, suffix="/pose")
        elif target is not None:
            self.graphs.pose_edges[frame] = PoseEdge(target, None, placement_vertex, values=values)

    def _model_pose_parent(self, relative_to: str, parent: Scope, element: Located) -> str | None:
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

    def _canonical_edge(self, model: ModelLike, inner: Scope) -> None:
        frame = inner.frame
        canonical = str(model.canonical_link or "")
        if canonical == ROOT:
            message = f"canonical_link '{ROOT}' is reserved and cannot be referenced"
            self._problems.error(ErrorCode.ATTRIBUTE_INVALID, message, model)
            return
        if model.static:
            return  # a static model is a body of its own
        if canonical:
            target = self.graphs.lookup(canonical, inner)
            if target is None or target == frame:
                message = f"canonical_link '{canonical}' names no frame in model '{model.name}'"
                suggestion = self.graphs.suggest(canonical, inner, {FrameKind.LINK})
                self._problems.error(
                    ErrorCode.MODEL_CANONICAL_LINK_INVALID, message, model, suggestion=suggestion
                )
                return
            self.graphs.attached_to[frame] = target
        elif model.links or model.models:
            # The first link's (or model's) own vertex: one whose name another frame took
            # has none (that is reported), and an edge by name would point elsewhere.
            first = self.graphs.by_element.get(id((model.links or model.models)[0]))
            if not model.links:
                first = self._canonical_of_static(model.models[0]) or first
            if first is not None:
                self.graphs.attached_to[frame] = first
        elif self.interfaces.get((self.root_key, inner.prefix)):
            first_interface = self.interfaces[(self.root_key, inner.prefix)][0]
            if inner.prefix + first_interface.frame_name in self.graphs.vertices:
                self.graphs.attached_to[frame] = inner.prefix + first_interface.frame_name
        elif not model.includes:
            message = f"model '{model.name}' has no link and no nested model, and is not static"
            self._problems.error(ErrorCode.MODEL_WITHOUT_LINK, message, model)

    def _canonical_of_static(self, model: ModelLike) -> str | None:
        """A static nested model's canonical link, where a moving parent's frame attaches.

        A static model's own frame is a body and has no canonical edge; a model
        around it whose canonical link is found inside it (it has no link of its
        own) is attached to that link, as libsdformat 12.3 resolves it.
        """
        if not model.static:
            return None
        vertex = self.graphs.by_element.get(id(model))
        if vertex is None:
            return None
        canonical = str(model.canonical_link or "")
        if canonical:
            scope = Scope(vertex[: -len(MODEL_FRAME)], vertex, False)
            return self.graphs.lookup(canonical, scope)
        if model.links:
            return self.graphs.by_element.get(id(model.links[0]))
        return self._canonical_of_static(model.models[0]) if model.models else None

    # Checks ---------------------------------------------------------------

    def _check_attached_to(self) -> None:
        graphs = self.graphs
        for name in cycle_members(graphs.attached_to):
            graphs.cyclic.add(name)
            vertex = graphs.vertices[name]
            message = f"attached_to references form a cycle through '{name}'"
            self._problems.error(ErrorCode.FRAME_ATTACHED_TO_CYCLE, message, _place(vertex.element))

    def _check_pose_graph(self) -> None:
        parents = {child: edge.parent for child, edge in self.graphs.pose_edges.items()}
        for name in cycle_members(parents):
            vertex = self.graphs.vertices[name]
            message = f"pose relative_to references form a cycle through '{name}'"
            self._problems.error(
                ErrorCode.POSE_RELATIVE_TO_CYCLE, message, _place(vertex.element), suffix="/pose"
            )
