"""Building the frame graphs of one world or root model from its elements.

The builder reports problems into a list and never raises; a reference that
does not resolve simply leaves its edge out, so later steps report nothing
twice. Vertices come first, edges after every vertex exists (references may
point forward), and the checks for cycles last. This module adds the
vertices and runs the checks; the edges are read by ``edges.EdgeReader``,
whose steps the builder defers until its last vertex is added.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar, cast

from lxml import etree

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ErrorCode, ProblemCollector
from sdformat_semantics.entities import (
    SEPARATOR,
    ModelLike,
    NamedElement,
    WorldLike,
    model_members,
    world_joints,
)
from sdformat_semantics.frames.cycles import cycle_members
from sdformat_semantics.frames.edges import EdgeReader
from sdformat_semantics.frames.graph_parts import (
    MODEL_FRAME,
    ROOT,
    WORLD,
    FrameKind,
    Scope,
    Vertex,
)
from sdformat_semantics.frames.graphs import FrameGraphs
from sdformat_semantics.frames.interfaces import Deferred, Interfaces, InterfaceVertices
from sdformat_semantics.frames.poses import pose_child, raw_pose_values
from sdformat_semantics.frames.unread import (
    as_written,
    name_of,
    posed_apart,
    unread_named,
)
from sdformat_semantics.interface import InterfaceModel

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
        self._edges = EdgeReader(
            root_element, self.graphs, self._problems, self.interfaces, self.root_key
        )

    @property
    def placed_interfaces(self) -> list[tuple[InterfaceModel, str, str]]:
        """Every interface model added, with its members' prefix and its frame (for reposture)."""
        return self._interfaces.placed

    def build(self) -> FrameGraphs:
        """Add every vertex, then every edge, then check both graphs."""
        graphs = self.graphs
        edges = self._edges
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
                    edges.model_pose_parent,
                    placed,
                )
            for frame in world.frames:
                self._add_vertex(frame, _FRAME, scope, edges.of_frame)
            for joint in world_joints(world):
                name = self._add_vertex(joint, _JOINT, scope, edges.of_joint)
                self._add_unnamed(joint, "sensors", name, scope)  # (named as read from its XML)
        else:
            graphs.vertices[ROOT] = Vertex(ROOT, FrameKind.ROOT, None, "")
            model = cast(ModelLike, self.element)  # what is_world=False promises
            self._add_model(model, Scope("", ROOT, False), root=True)
        for function, *arguments in self._deferred:
            function(*arguments)
        # The steps hold bound methods, the interface vertices' among them (and those hold
        # this list): cleared, they need no collection of cycles to go, and the checks
        # below run with a frame's worth less memory each.
        self._deferred.clear()
        if self.check_unnamed_poses:
            self._check_unnamed_poses()
        if edges.named or self._interfaces.placed:  # else no edge can close a cycle
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
        """Add a model and every model nested in it, each before the interfaces placed in it.

        A stack rather than recursion (models nest as deep as a document makes
        them), in the order a recursive walk would take: a model's members,
        then each nested model with everything below it, then the interface
        models its includes placed.
        """
        pending: list[tuple[ModelLike, Scope, bool] | Scope] = [(model, parent, root)]
        while pending:
            item = pending.pop()
            if isinstance(item, Scope):
                self._add_interfaces(item)
                continue
            added = self._add_model_members(*item)
            if added is not None:
                inner, nested = added
                pending.append(inner)
                pending.extend((each, inner, False) for each in reversed(nested))

    def _add_model_members(
        self, model: ModelLike, parent: Scope, root: bool
    ) -> tuple[Scope, Sequence[ModelLike]] | None:
        """Add a model's own frame, links, joints and frames.

        Returns its scope and nested models, or None when refused. A lazy
        model stays unread (``model_members``), as its lazy members do.
        """
        graphs = self.graphs
        members = model_members(model)
        scoped = f"{parent.prefix}{members.name}"  # the alias of its frame
        prefix = "" if root else scoped + SEPARATOR
        frame = prefix + MODEL_FRAME
        if not root and (scoped in graphs.vertices or scoped in graphs.aliases):
            self._report_collision(scoped, model, parent)
            return None  # a duplicate among siblings is reported by the name checks
        kind = _STATIC_MODEL if members.static else _MODEL
        graphs.vertices[frame] = Vertex(frame, kind, model, parent.prefix)
        graphs.by_element[id(model)] = frame
        if not root:
            graphs.aliases[scoped] = frame
        inner = Scope(prefix, frame, False)
        edges = self._edges
        self._deferred.append((edges.of_model, model, members, parent, inner))
        unnamed = graphs.unnamed
        # A lazy member (the most common kind in a large world) stays unread: its name,
        # pose and references are read from its XML, here and in its edges.
        for link in members.links:
            unread = unread_named(link)
            if unread is None:
                name = self._add_vertex(link, _LINK, inner, edges.of_link)
                unnamed.add(link, _LINK_CONTENTS, name, inner)
            else:
                name = self._add_unread(link, *unread, _LINK, inner, edges.of_unread_link)
                unnamed.add_unread(link, unread[0], _LINK_CONTENTS, name, inner)
        for joint in members.joints:
            unread = unread_named(joint)
            if unread is None:
                name = self._add_vertex(joint, _JOINT, inner, edges.of_joint)
                unnamed.add(joint, ("sensors",), name, inner)
            else:
                # Its sensors are listed only when needed, as a link's contents are.
                name = self._add_unread(joint, *unread, _JOINT, inner, edges.of_unread_joint)
                unnamed.add_unread(joint, unread[0], ("sensors",), name, inner)
        for frame_element in members.frames:
            unread = unread_named(frame_element)
            if unread is None or not as_written(type(frame_element), "attached_to"):
                self._add_vertex(frame_element, _FRAME, inner, edges.of_frame)
            else:
                self._add_unread(frame_element, *unread, _FRAME, inner, edges.of_unread_frame)
        return inner, members.models

    def _add_interfaces(self, inner: Scope) -> None:
        """Add the interface models that custom parsers placed in a model's scope."""
        pose_parent = self._edges.model_pose_parent
        for placed in self.interfaces.get((self.root_key, inner.prefix), ()):
            self._interfaces.add(
                placed.model, placed.name, inner, placed.include, pose_parent, placed
            )

    def _add_unnamed(self, parent: object, field: str, default: str, scope: Scope) -> None:
        """Elements without a frame of their own, posed in vertex ``default`` unless they say."""
        self.graphs.unnamed.add(parent, (field,), default, scope)

    # Checks ---------------------------------------------------------------

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
                self._edges.resolve(relative_to, scope, item, code, "pose relative_to", "/pose")

    def _unresolved_pose(self, node: etree._Element, scope: Scope) -> bool:
        """Whether the pose of a content element of an unread link names no frame."""
        pose = pose_child(node)
        reference = pose.get("relative_to") if pose is not None else None
        return bool(reference) and self.graphs.lookup(str(reference), scope) is None

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
