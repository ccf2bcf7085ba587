"""The frame graphs of one world or root model, and pose resolution over them.

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

What the graphs are made of (frame kinds, vertices, scopes, pose edges) is in
``graph_parts``; this module holds the graphs and the queries over them.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import attrs

from sdformat_runtime.suggestions import SuggestionBudget, closest
from sdformat_semantics.entities import SEPARATOR
from sdformat_semantics.entities.steps import Steps, run_steps
from sdformat_semantics.frames.contents import UnnamedElements
from sdformat_semantics.frames.dot import compact_pose, dot_graph
from sdformat_semantics.frames.graph_parts import (
    MODEL_FRAME,
    ROOT,
    WORLD,
    FrameKind,
    PoseEdge,
    Scope,
    Vertex,
)
from sdformat_semantics.geometry.pose import Pose, pose_of_packed, pose_of_values
from sdformat_semantics.geometry.pose_values import (
    IDENTITY_VALUES,
    PoseValues,
    compose_values,
    inverse_values,
    packed,
    unpacked,
)

_MODEL_KINDS = frozenset({FrameKind.MODEL, FrameKind.STATIC_MODEL})


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
            vertex their pose defaults to, the scope they are in); the
            contents of lazily read links are listed when first needed.
    """

    root: str
    origin: str
    vertices: dict[str, Vertex] = attrs.field(factory=dict)
    aliases: dict[str, str] = attrs.field(factory=dict)
    attached_to: dict[str, str] = attrs.field(factory=dict)
    pose_edges: dict[str, PoseEdge] = attrs.field(factory=dict)
    unnamed: UnnamedElements[Scope] = attrs.field(factory=UnnamedElements)
    by_element: dict[int, str] = attrs.field(factory=dict)
    cyclic: set[str] = attrs.field(factory=set)
    _resolved: dict[str, bytes | None] = attrs.field(factory=dict)
    """Poses in the origin found so far, ``packed``; None where a chain is broken."""
    overflowed: set[str] = attrs.field(factory=set, init=False)
    """Vertices whose pose in the origin leaves the range of a double (found so far)."""
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
        found = self._packed_in_origin(vertex)
        return None if found is None else pose_of_packed(found)

    def _values_in_origin(self, vertex: str) -> PoseValues | None:
        """``pose_in_origin`` as floats."""
        found = self._packed_in_origin(vertex)
        return None if found is None else unpacked(found)

    # Over the function budget: the pose resolution loop, inlined (it runs for every frame).
    def _packed_in_origin(self, vertex: str) -> bytes | None:  # noqa: C901, PLR0912
        """``pose_in_origin`` as ``packed`` floats, memoised for the frames above ``vertex``.

        Kept packed: a large world keeps thousands of them, at a third of the
        memory of tuples of floats, and a ``Pose`` asked for reads the bytes.
        """
        resolved = self._resolved
        if vertex in resolved:
            return resolved[vertex]
        origin = self.origin
        if vertex == origin:
            return _IDENTITY_PACKED
        # The usual question: a frame whose pose parent is resolved already (a link in
        # its model), or a few plain edges below a resolved frame (the first link of a
        # model): compositions without the chain's bookkeeping. Anything else (a
        # placement frame, a broken chain, a cycle, an overflow) takes the long way below.
        edge = self.pose_edges.get(vertex)
        if edge is not None and edge.placement is None:
            parent = edge.parent
            stored = resolved.get(parent) if parent != origin else _IDENTITY_PACKED
            if stored is None and parent not in resolved:
                stored = self._kept(parent, _SHORT_CHAIN)
            if stored is not None:
                if edge.values is IDENTITY_VALUES:
                    # A frame at its parent's origin (a link written without a pose): composing
                    # with the identity gives the parent's very values (``compose_values``).
                    return stored
                try:
                    return packed(compose_values(unpacked(stored), edge.values))
                except OverflowError:
                    pass  # noted in ``overflowed`` by the long way
        edges = self.pose_edges
        chain: list[tuple[str, PoseEdge]] = []  # each frame with its edge, read once
        on_chain: set[str] = set()  # list membership made long chains quadratic
        current = vertex
        while current != origin and current not in resolved:
            if current in on_chain:
                return None  # a cycle, reported when the graph was checked
            on_chain.add(current)
            edge = edges.get(current)
            if edge is None:
                for name, _ in chain:
                    resolved[name] = None
                resolved[current] = None
                return None
            chain.append((current, edge))
            current = edge.parent
        if current == origin:
            known: PoseValues | None = IDENTITY_VALUES
        else:
            stored = resolved[current]
            known = None if stored is None else unpacked(stored)
        # The frames above ``vertex`` are memoised: others build on them. The pose of
        # ``vertex`` itself (in a large world, mostly a link nothing is placed in) is
        # one composition away from them if asked again, so it is not kept; a missing
        # one is, so that noting overflow happens once, as for every other frame.
        # ``_placed``'s commonest case (no placement frame, no overflow) is spared its call.
        for name, edge in reversed(chain[1:]):
            if known is not None and edge.placement is None:
                try:
                    known = compose_values(known, edge.values)
                    resolved[name] = packed(known)
                    continue
                except OverflowError:
                    pass  # ``_placed`` notes it
            known = self._placed(name, known)
            resolved[name] = None if known is None else packed(known)
        edge = chain[0][1]
        if known is not None and edge.placement is None:
            try:
                return packed(compose_values(known, edge.values))
            except OverflowError:
                pass  # ``_placed`` notes it
        known = self._placed(vertex, known)
        if known is None:
            resolved[vertex] = None
            return None
        return packed(known)

    def _kept(self, vertex: str, depth: int) -> bytes | None:
        """The pose of a frame others are placed in, memoised as the long way memoises it.

        Found along at most ``depth`` plain edges (no placement frame) up to a
        resolved frame or the origin. None where that is not so (a longer or
        broken chain, a cycle, a placement frame, an overflow): the long way
        then decides, and notes what it must, from what is memoised here,
        which are the very poses it would have memoised.
        """
        resolved = self._resolved
        if vertex in resolved:
            return resolved[vertex]
        if vertex == self.origin:
            return _IDENTITY_PACKED
        edge = self.pose_edges.get(vertex)
        if not depth or edge is None or edge.placement is not None:
            return None
        above = self._kept(edge.parent, depth - 1)
        if above is None:
            return None
        try:
            found = packed(compose_values(unpacked(above), edge.values))
        except OverflowError:
            return None
        resolved[vertex] = found
        return found

    def _placed(self, vertex: str, parent_pose: PoseValues | None) -> PoseValues | None:
        """The pose of ``vertex`` in the origin from that of its pose edge's parent."""
        edge = self.pose_edges[vertex]
        if parent_pose is None:
            if edge.parent in self.overflowed:
                self.overflowed.add(vertex)  # placed in a frame that has no pose either
            return None
        if edge.placement is None:
            try:
                return compose_values(parent_pose, edge.values)
            except OverflowError:
                self.overflowed.add(vertex)
                return None
        local = self._edge_values(vertex, edge)
        return None if local is None else self._composed(vertex, parent_pose, local)

    def _edge_values(self, vertex: str, edge: PoseEdge) -> PoseValues | None:
        """The pose of ``vertex`` in ``edge.parent``, through its placement frame if it has one."""
        if edge.placement is None:
            return edge.values
        return run_steps(self._edge_steps(vertex, edge))

    def _edge_steps(self, vertex: str, edge: PoseEdge) -> Steps[PoseValues | None]:
        """``_edge_values`` of a placed edge as a step (see ``entities.steps``).

        The placement frame may sit in a nested model placed by a placement
        frame of its own, and so on, as deep as models nest.
        """
        assert edge.placement is not None
        placed = yield self._below_steps(edge.placement, vertex)
        inverse = None if placed is None else self._inverted(vertex, placed)
        return None if inverse is None else self._composed(vertex, edge.values, inverse)

    def _composed(self, vertex: str, first: PoseValues, second: PoseValues) -> PoseValues | None:
        """``first @ second``; None past a double's range, noting ``vertex`` in ``overflowed``."""
        try:
            return compose_values(first, second)
        except OverflowError:
            self.overflowed.add(vertex)
            return None

    def _inverted(self, vertex: str, values: PoseValues) -> PoseValues | None:
        """The inverse of a pose; None past a double's range, noting ``vertex`` as ``_composed``."""
        try:
            return inverse_values(values)
        except OverflowError:
            self.overflowed.add(vertex)
            return None

    def pose_below(self, vertex: str, ancestor: str) -> Pose | None:
        """The pose of ``vertex`` in ``ancestor``, found by walking up inside its subtree."""
        values = run_steps(self._below_steps(vertex, ancestor))
        return None if values is None else pose_of_values(values)

    def _below_steps(self, vertex: str, ancestor: str) -> Steps[PoseValues | None]:
        """The pose of ``vertex`` in ``ancestor`` as a step, asking for placed edges on its way."""
        result = IDENTITY_VALUES
        current = vertex
        steps = 0
        while current != ancestor:
            edge = self.pose_edges.get(current)
            steps += 1
            if edge is None or steps > len(self.vertices):
                return None
            local = (
                edge.values if edge.placement is None else (yield self._edge_steps(current, edge))
            )
            if local is None:
                return None
            composed = self._composed(vertex, local, result)
            if composed is None:
                return None
            result = composed
            current = edge.parent
        return result

    def relative_pose(self, vertex: str, relative_to: str) -> Pose | None:
        """The pose of ``vertex`` in the frame ``relative_to`` (None where unresolvable)."""
        if vertex == relative_to:
            return Pose.identity()
        found = self._packed_in_origin(vertex)
        if relative_to == self.origin and found is not None:
            # The same bits as identity.inverse() @ target, without composing: a
            # resolved pose is finite (composing raises past a double's range).
            return pose_of_packed(found)
        target = None if found is None else unpacked(found)
        base = self._values_in_origin(relative_to)
        if target is None or base is None:
            return None
        inverse = self._inverted(vertex, base)
        composed = None if inverse is None else self._composed(vertex, inverse, target)
        return None if composed is None else pose_of_values(composed)

    def overflowing(self) -> list[str]:
        """The vertices whose pose in the origin cannot be composed within a double's range.

        Rotations keep lengths, so no chain can reach farther than the sum of
        every edge's offset: only when that sum nears a double's range (never
        in real files) is each vertex resolved to find the ones that overflow.
        """
        # The sum of absolute components bounds each offset's length from above and
        # costs plain float arithmetic, not a numpy call per edge; a nan or an
        # overflow to inf fails the test below, which then resolves every vertex.
        reach = 0.0
        for edge in self.pose_edges.values():
            values = edge.values
            reach += abs(values[0]) + abs(values[1]) + abs(values[2])
        if reach < _SAFE_REACH:
            return []
        for vertex in self.vertices:
            self.pose_in_origin(vertex)
        return sorted(self.overflowed)

    def to_dot(self, which: str, *, poses: bool = False) -> str:
        """The ``pose`` or ``frame`` (attached-to) graph in Graphviz DOT syntax.

        Vertices are labeled with their scoped name and kind; each edge goes
        from a frame to the one it is ``relative_to`` (pose graph) or
        ``attached_to`` (frame graph) and says so, drawn bottom to top so the
        world or root model is at the top. With ``poses``, pose edges also
        carry the pose as ``x y z roll pitch yaw`` (4 significant digits,
        radians).
        """
        kinds = {name: vertex.kind.value for name, vertex in self.vertices.items()}
        if which != "pose":
            attached = [
                (source, target, "attached_to") for source, target in self.attached_to.items()
            ]
            return dot_graph("frame_attached_to", kinds, attached)
        edges: list[tuple[str, str, str]] = []
        for child, edge in self.pose_edges.items():
            label = "relative_to"
            if edge.placement is not None:
                label += f"\nvia placement_frame {edge.placement}"
            if poses:
                local = self._edge_values(child, edge)
                shown = compact_pose(pose_of_values(local)) if local is not None else "unresolved"
                label += "\n" + shown
            edges.append((child, edge.parent, label))
        return dot_graph("pose_relative_to", kinds, edges)


_SHORT_CHAIN = 8
"""How many unresolved frames above a queried one ``_kept`` resolves before the long way does."""

_SAFE_REACH = 1e300
"""Below this total of pose offsets no composition, nor a relative pose, can overflow."""

_IDENTITY_PACKED = packed(IDENTITY_VALUES)
