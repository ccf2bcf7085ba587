"""The edges of the frame graphs, read from each element once every vertex exists.

``GraphBuilder`` adds a world's or root model's vertices first and defers,
for each, a step adding its edges, since a reference may name a frame added
later. Those steps are the methods of ``EdgeReader``: a frame's or joint's
attached-to edge, every pose edge, a model's canonical link and placement
frame, each reference resolved in its scope and reported when it names no
frame (with a suggestion when one is close). A lazy element's edges are read
from its XML (the ``of_unread_*`` methods), so it stays unread.

The reader is apart from the builder because it never adds a vertex: it
resolves references among the vertices that exist and adds edges between
them. It holds nothing of the builder's, so the steps it gives the builder
tie no reference cycle.
"""

from __future__ import annotations

from typing import cast

from lxml import etree

from sdformat_runtime.binding import peek
from sdformat_runtime.errors import ErrorCode, Located, ProblemCollector
from sdformat_semantics.entities import (
    FrameLike,
    JointLike,
    LinkLike,
    ModelLike,
    ModelMembers,
    NamedElement,
    PosedElement,
    WorldLike,
    model_members,
    placement_of,
)
from sdformat_semantics.frames.graph_parts import (
    MODEL_FRAME,
    NOT_WORLD,
    ROOT,
    WORLD,
    FrameKind,
    PoseEdge,
    Scope,
)
from sdformat_semantics.frames.graphs import FrameGraphs
from sdformat_semantics.frames.interfaces import Interfaces
from sdformat_semantics.frames.poses import pose_child, pose_in_tree, raw_pose_values
from sdformat_semantics.frames.unread import (
    joint_child_and_pose,
    joint_child_text,
    model_pose_values,
)
from sdformat_semantics.geometry.pose_values import PoseValues


class EdgeReader:
    """Adds the edges of the vertices of one world or root model to its graphs.

    Attributes:
        element: The world or root model.
        graphs: The graphs its builder is building, every vertex in them.
        interfaces: The models from custom parsers, by where they sit.
        root_key: The key of the root entity in ``interfaces``.
    """

    def __init__(
        self,
        root_element: WorldLike | ModelLike,
        graphs: FrameGraphs,
        problems: ProblemCollector,
        interfaces: Interfaces,
        root_key: str,
    ) -> None:
        self.element = root_element
        self.graphs = graphs
        self._problems = problems
        self.interfaces = interfaces
        self.root_key = root_key
        # Whether an edge may end where the document's own words sent it (a reference
        # resolved): the edges that follow no reference point up the scopes or at a
        # scope's first link, which makes no cycle (``GraphBuilder`` skips the cycle
        # checks without one).
        self.named = False

    def resolve(
        self,
        reference: str,
        scope: Scope,
        element: Located,
        code: ErrorCode,
        what: str,
        suffix: str,
    ) -> str | None:
        """The vertex ``reference`` names in ``scope``; None, and reported at ``element``, if none.

        ``what`` names the reference in the message, ``code`` and ``suffix``
        (the path below ``element``) place it; a miss may come with a suggestion.
        """
        self.named = True
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
            parent = self.resolve(
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

    def of_link(self, link: LinkLike, scope: Scope) -> None:
        """A link's pose edge (in its scope's frame by default)."""
        self._pose_edge(link, scope, self._vertex_of(link), scope.frame)

    def of_unread_link(
        self, link: NamedElement, node: etree._Element, vertex: str, scope: Scope
    ) -> None:
        """``of_link`` of a lazy link, from its XML."""
        pose = pose_child(node)
        self._pose_edge_of(link, scope, vertex, scope.frame, *pose_in_tree(pose))

    def _vertex_of(self, element: NamedElement) -> str:
        """The vertex the builder named for an element: the same string, not an equal one."""
        return self.graphs.by_element[id(element)]

    def of_frame(self, frame: FrameLike, scope: Scope) -> None:
        """A frame's edges (see ``_frame_edges_of``)."""
        attached_to = cast(str, peek(frame, "attached_to"))  # a lazy frame stays unread
        self._frame_edges_of(
            frame, scope, self._vertex_of(frame), attached_to, raw_pose_values(frame)
        )

    def of_unread_frame(
        self, frame: NamedElement, node: etree._Element, vertex: str, scope: Scope
    ) -> None:
        """``of_frame`` of a lazy frame whose ``attached_to`` is its text as written."""
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
            target = self.resolve(
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

    def of_joint(self, joint: JointLike, scope: Scope) -> None:
        """A joint's edges (see ``_joint_edges_of``)."""
        pose = raw_pose_values(joint)
        self._joint_edges_of(joint, scope, self._vertex_of(joint), joint_child_text(joint), pose)

    def of_unread_joint(
        self, joint: NamedElement, node: etree._Element, vertex: str, scope: Scope
    ) -> None:
        """``of_joint`` of a lazy joint, from its XML."""
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
            child = self.resolve(
                child_text, scope, joint, ErrorCode.JOINT_CHILD_LINK_INVALID, "child", "/child"
            )
        if child is not None:
            self.graphs.attached_to[vertex] = child
        if child == vertex:
            message = f"joint '{joint.name}' names itself as its child"
            self._problems.error(ErrorCode.FRAME_ATTACHED_TO_CYCLE, message, joint, suffix="/child")
            child = None
        self._pose_edge_of(joint, scope, vertex, child, *pose)

    def of_model(
        self, model: ModelLike, members: ModelMembers | ModelLike, parent: Scope, inner: Scope
    ) -> None:
        """A model frame's canonical-link edge and pose edge (through its placement frame)."""
        is_root = parent.frame == ROOT
        frame = inner.frame
        self._canonical_edge(model, members, inner)
        values, relative_to = model_pose_values(members)
        if is_root and relative_to:
            message = "the pose of a top-level model must not have relative_to"
            self._problems.error(ErrorCode.ATTRIBUTE_INVALID, message, model, suffix="/pose")
            relative_to = ""
        target = self.model_pose_parent(relative_to, parent, model)
        placement = placement_of(members)
        placement_vertex: str | None = None
        if placement:
            if placement == ROOT:
                message = f"placement_frame '{ROOT}' is reserved and cannot be referenced"
                self._problems.error(ErrorCode.ATTRIBUTE_INVALID, message, model)
                return
            self.named = True
            placement_vertex = self.graphs.lookup(placement, inner)
            if placement_vertex is None:
                message = f"placement_frame '{placement}' names no frame in model '{members.name}'"
                suggestion = self.graphs.suggest(placement, inner)
                self._problems.error(
                    ErrorCode.POSE_RELATIVE_TO_INVALID, message, model, suggestion=suggestion
                )
                return
        if target == frame:
            message = f"the pose of model '{members.name}' is relative to itself"
            self._problems.error(ErrorCode.POSE_RELATIVE_TO_CYCLE, message, model, suffix="/pose")
        elif target is not None:
            self.graphs.pose_edges[frame] = PoseEdge(target, None, placement_vertex, values=values)

    def model_pose_parent(self, relative_to: str, parent: Scope, element: Located) -> str | None:
        """The frame a model's pose is in: ``relative_to`` in the parent scope, else its frame."""
        if not relative_to:
            return parent.frame
        return self.resolve(
            relative_to,
            parent,
            element,
            ErrorCode.POSE_RELATIVE_TO_INVALID,
            "pose relative_to",
            "/pose",
        )

    def _canonical_edge(
        self, model: ModelLike, members: ModelMembers | ModelLike, inner: Scope
    ) -> None:
        frame = inner.frame
        canonical = str(members.canonical_link or "")
        if canonical == ROOT:
            message = f"canonical_link '{ROOT}' is reserved and cannot be referenced"
            self._problems.error(ErrorCode.ATTRIBUTE_INVALID, message, model)
            return
        if members.static:
            return  # a static model is a body of its own
        if canonical:
            self.named = True
            target = self.graphs.lookup(canonical, inner)
            if target is None or target == frame:
                message = f"canonical_link '{canonical}' names no frame in model '{members.name}'"
                suggestion = self.graphs.suggest(canonical, inner, {FrameKind.LINK})
                self._problems.error(
                    ErrorCode.MODEL_CANONICAL_LINK_INVALID, message, model, suggestion=suggestion
                )
                return
            self.graphs.attached_to[frame] = target
        elif members.links or members.models:
            # The first link's (or model's) own vertex: one whose name another frame took
            # has none (that is reported), and an edge by name would point elsewhere.
            first = self.graphs.by_element.get(id((members.links or members.models)[0]))
            if not members.links:
                first = self._canonical_of_static(members.models[0]) or first
            if first is not None:
                self.graphs.attached_to[frame] = first
        elif self.interfaces.get((self.root_key, inner.prefix)):
            first_interface = self.interfaces[(self.root_key, inner.prefix)][0]
            if inner.prefix + first_interface.frame_name in self.graphs.vertices:
                self.graphs.attached_to[frame] = inner.prefix + first_interface.frame_name
        elif not members.includes:
            message = f"model '{members.name}' has no link and no nested model, and is not static"
            self._problems.error(ErrorCode.MODEL_WITHOUT_LINK, message, model)

    def _canonical_of_static(self, model: ModelLike) -> str | None:
        """A static nested model's canonical link, where a moving parent's frame attaches.

        A static model's own frame is a body and has no canonical edge; a model
        around it whose canonical link is found inside it (it has no link of its
        own) is attached to that link, as libsdformat 12.3 resolves it.
        """
        members = model_members(model)
        while members.static:  # down the first nested models, as deep as they nest
            vertex = self.graphs.by_element.get(id(model))
            if vertex is None:
                return None
            canonical = str(members.canonical_link or "")
            if canonical:
                scope = Scope(vertex[: -len(MODEL_FRAME)], vertex, False)
                self.named = True
                return self.graphs.lookup(canonical, scope)
            if members.links:
                return self.graphs.by_element.get(id(members.links[0]))
            if not members.models:
                return None
            model = members.models[0]
            members = model_members(model)
        return None
