"""Vertices and edges of models that custom parsers read (interface models).

An interface model is no generated element: its links, joints and frames are
``InterfaceLink``, ``InterfaceJoint`` and ``InterfaceFrame`` values, and its
problems are reported at the ``<include>`` that brought it in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_semantics.entities import SEPARATOR
from sdformat_semantics.frames.graph_parts import (
    MODEL_FRAME,
    FrameKind,
    PoseEdge,
    Scope,
    Vertex,
)
from sdformat_semantics.frames.graphs import FrameGraphs
from sdformat_semantics.interface import (
    InterfaceFrame,
    InterfaceJoint,
    InterfaceLink,
    InterfaceModel,
    PlacedInterface,
)

Interfaces = Mapping[tuple[str, str], Sequence[PlacedInterface]]
"""Models from custom parsers by where they sit: (world name or ``""``, scope prefix)."""

PoseParent = Callable[[str, Scope, Element], "str | None"]
"""Finds the frame a model's pose is in (``relative_to`` in the parent scope), reporting misses."""

Deferred = tuple[Any, ...]
"""A step the graph builder runs once every vertex exists: a function, then its arguments.

A tuple rather than a ``functools.partial``: one per frame of a document,
and a partial with its argument tuple and keyword dict takes three times the
memory at the load's peak."""


class InterfaceVertices:
    """Adds interface models to graphs being built, deferring their edges like the builder.

    Attributes:
        placed: Every interface model added, with its members' prefix and its
            frame (for the reposture callbacks).
    """

    def __init__(
        self,
        graphs: FrameGraphs,
        problems: ProblemCollector,
        deferred: list[Deferred],
    ) -> None:
        self._graphs = graphs
        self._problems = problems
        self._deferred = deferred
        self.placed: list[tuple[InterfaceModel, str, str]] = []

    def add(
        self,
        model: InterfaceModel,
        name: str,
        parent: Scope,
        include: Element,
        pose_parent: PoseParent,
        placed: PlacedInterface | None = None,
    ) -> None:
        """Vertices of a model from a custom parser; problems are reported at its include.

        ``pose_parent`` (the edge reader's ``model_pose_parent``) travels with
        the deferred edge step that resolves the model's pose.

        A merged model's members join the including scope, and its model frame
        becomes a frame of that scope (the proxy frame). Nested models are
        added from a stack (a parser may nest them without bound), each with
        everything below it before the edge step of the model holding it.
        """
        # Each entry: a model to add, or (None, its edge step) to defer once all below it are.
        pending: list[tuple[InterfaceModel | None, Any]] = [(model, (name, parent, placed))]
        while pending:
            current, details = pending.pop()
            if current is None:
                self._deferred.append(details)
                continue
            current_name, scope, current_placed = details
            inner = self._add_one(current, current_name, scope, include, current_placed)
            if inner is None:
                continue
            step = (self._add_edges, current, current_placed, include, inner, scope, pose_parent)
            pending.append((None, step))
            pending.extend((n, (n.name, inner, None)) for n in reversed(current.models))

    def _add_one(
        self,
        model: InterfaceModel,
        name: str,
        parent: Scope,
        include: Element,
        placed: PlacedInterface | None,
    ) -> Scope | None:
        """The vertices of one interface model and its members; its scope (None: refused)."""
        merged = placed is not None and placed.merge
        full = parent.prefix + name
        local_frame = placed.frame_name if placed is not None else f"{name}::{MODEL_FRAME}"
        frame = parent.prefix + local_frame
        graphs = self._graphs
        taken = graphs.vertices.keys() | graphs.aliases.keys()
        if full in taken or frame in taken:
            message = f"the model '{name}' from a custom parser has the name of a sibling"
            self._problems.error(ErrorCode.DUPLICATE_NAME, message, include)
            return None
        prefix = parent.prefix if merged else full + SEPARATOR
        static = placed.static if placed is not None else model.static
        kind = FrameKind.STATIC_MODEL if static else FrameKind.MODEL
        kind = FrameKind.FRAME if merged else kind
        graphs.vertices[frame] = Vertex(frame, kind, model, parent.prefix)
        graphs.by_element[id(model)] = frame
        if not merged:
            graphs.aliases[full] = frame
        self.placed.append((model, prefix, frame))
        inner = Scope(prefix, frame, False)
        members: list[tuple[str, FrameKind, InterfaceLink | InterfaceJoint | InterfaceFrame]] = [
            *((link.name, FrameKind.LINK, link) for link in model.links),
            *((joint.name, FrameKind.JOINT, joint) for joint in model.joints),
            *((item.name, FrameKind.FRAME, item) for item in model.frames),
        ]
        for member_name, member_kind, member in members:
            vertex = prefix + member_name
            if vertex in graphs.vertices:
                message = (
                    f"model '{full}' from a custom parser has two frames named '{member_name}'"
                )
                self._problems.error(ErrorCode.DUPLICATE_NAME, message, include)
                continue
            graphs.vertices[vertex] = Vertex(vertex, member_kind, member, prefix)
            graphs.by_element[id(member)] = vertex
        return inner

    def _add_edges(
        self,
        model: InterfaceModel,
        placed: PlacedInterface | None,
        include: Element,
        inner: Scope,
        parent: Scope,
        pose_parent: PoseParent,
    ) -> None:
        name = placed.name if placed is not None else model.name
        prefix, frame = inner.prefix, inner.frame
        graphs = self._graphs

        def find(reference: str, what: str, code: ErrorCode) -> str | None:
            found = graphs.lookup(reference, inner)
            if found is None:
                message = (
                    f"{what} '{reference}' of custom-parsed model '{name}' names no frame in it"
                )
                self._problems.error(code, message, include)
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
        target = pose_parent(relative_to, parent, include)
        placement_vertex = None
        if placement:
            placement_vertex = find(
                placement, "placement_frame", ErrorCode.MODEL_PLACEMENT_FRAME_INVALID
            )
            if placement_vertex is None:
                return
        if target is not None:
            graphs.pose_edges[frame] = PoseEdge(target, pose, placement_vertex)
