"""Questions about a loaded document's frames: poses, bodies, joints, inertials, mimic.

``Document`` inherits them; they read only the frame graphs a load built
(and the kinematics made from them on first use), never the XML.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, overload

import numpy as np
import numpy.typing as npt

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import ErrorCode, problem
from sdformat_semantics.entities import (
    JointLike,
    is_joint,
)
from sdformat_semantics.frames import WORLD, FrameGraphs, FrameKind, raw_pose, unit
from sdformat_semantics.frames.lookup import (
    FrameLookupError,
    display_name,
    joint_vertex,
    resolved_pose,
    vertex_named,
)
from sdformat_semantics.geometry.pose import Pose

# A load builds a Document, and with it this module: what only a query uses (the inertials,
# the joint-position solver, mimic graphs, drawing) is imported by the query, below.
if TYPE_CHECKING:
    from sdformat_semantics.auto_inertia import LinkInertial, MeshCalculator
    from sdformat_semantics.kinematics import Positions
    from sdformat_semantics.kinematics.configuration import ScalarPositions
    from sdformat_semantics.kinematics.mimic import MimicConstraint
    from sdformat_semantics.kinematics.solver import Kinematics

FloatArray = npt.NDArray[np.float64]


class FrameQueries:
    """The frame, pose and joint queries of ``Document`` (see its docstring for names)."""

    __slots__ = ()
    file: str | None
    graphs: dict[str, FrameGraphs]
    mesh_calculator: MeshCalculator | None
    _kinematics: dict[int, Kinematics]

    # Graphs ---------------------------------------------------------------

    def frame_graphs(self, world: str | None = None) -> FrameGraphs:
        """The graphs of a world (the first one by default) or of the root model."""
        if world is not None:
            if world not in self.graphs:
                raise FrameLookupError(f"no world named '{world}' in {self._where()}")
            return self.graphs[world]
        if not self.graphs:
            raise FrameLookupError(f"{self._where()} has no world and no model to query")
        return next(iter(self.graphs.values()))

    def frame_graph(self, world: str | None = None) -> dict[str, Any]:
        """The attached-to graph as plain data: vertices (name -> kind) and edges."""
        graphs = self.frame_graphs(world)
        return {
            "vertices": {name: v.kind.value for name, v in sorted(graphs.vertices.items())},
            "edges": sorted(graphs.attached_to.items()),
        }

    def pose_graph(self, world: str | None = None) -> dict[str, Any]:
        """The pose graph as plain data: vertices and (parent, child, pose) edges."""
        graphs = self.frame_graphs(world)
        return {
            "vertices": {name: v.kind.value for name, v in sorted(graphs.vertices.items())},
            "edges": [(e.parent, child, e.pose) for child, e in sorted(graphs.pose_edges.items())],
        }

    def to_dot(
        self,
        which: str = "pose",
        world: str | None = None,
        *,
        poses: bool = False,
        model: str | None = None,
    ) -> str:
        """A graph in Graphviz DOT syntax.

        Args:
            which: ``pose`` (relative_to edges), ``frame`` (attached_to edges;
                see ``FrameGraphs.to_dot``), or ``kinematic``: the kinematic
                tree, links as nodes and joints as edges from parent to child
                labelled with name and type.
            world: The world to draw (default: the first, or the root model).
            poses: Label every edge with the pose it stands for too (for the
                kinematic tree: the child link in the parent link, joints at zero).
            model: Draw only this model's frames (scoped name), and the
                frames their edges point to.

        Raises:
            FrameLookupError: ``model`` names no model.
        """
        if which not in ("pose", "frame", "kinematic"):
            raise ValueError(f"which is 'pose', 'frame' or 'kinematic', not {which!r}")
        from sdformat_semantics.kinematics.drawing import graph_dot  # see the imports

        tree = self.kinematics(world).tree if which == "kinematic" else None
        return graph_dot(self.frame_graphs(world), tree, which, poses=poses, model=model)

    # Queries --------------------------------------------------------------

    @overload
    def pose(
        self,
        frame: str,
        relative_to: str | None = None,
        *,
        world: str | None = None,
        positions: ScalarPositions | None = None,
        strict: bool = False,
        initial: bool = False,
    ) -> Pose: ...

    @overload
    def pose(
        self,
        frame: str,
        relative_to: str | None = None,
        *,
        world: str | None = None,
        positions: Positions,
        strict: bool = False,
        initial: bool = False,
    ) -> Pose | FloatArray: ...

    def pose(
        self,
        frame: str,
        relative_to: str | None = None,
        *,
        world: str | None = None,
        positions: Positions | None = None,
        strict: bool = False,
        initial: bool = False,
    ) -> Pose | FloatArray:
        """The pose of a frame in another (default: the world, or the root model's frame).

        Args:
            frame: Scoped frame name (``arm::tip``; a model's name is its frame).
            relative_to: The frame to express the pose in.
            world: The world to query (default: the first, or the root model).
            positions: Joint positions; None is the zero configuration, the
                poses as written. Keys are scoped joint names, or
                ``(joint, "axis" | "axis2")``; values are radians (metres for
                prismatic axes), a pair for universal and revolute2, a
                quaternion ``x y z w`` or rotation vector for ball. Joints not
                named stay at zero; mimic followers follow their leaders.
                Values with a leading batch dimension (shape ``(N,)``...)
                give an array of ``N`` 4x4 transforms instead of a Pose.
                See ``sdformat_semantics.kinematics.configuration``.
            strict: Positions beyond an axis's limits raise rather than warn.
            initial: Start from the initial configuration the document's
                ``model_state`` elements give (see ``initial_positions``)
                instead of zero; ``positions`` override it joint by joint.

        Raises:
            FrameLookupError: A frame name that does not resolve.
            ConfigurationError: Positions that cannot be applied (its
                ``problems`` list each one with its code).
            PoseNotFiniteError: A ``ConfigurationError``: finite positions
                that move the frame (or ``relative_to``) beyond a double's
                range; its ``configurations`` says which of a batch do.
        """
        if relative_to is None and positions is None and not initial and world is None:
            # A world's vertex, asked thousands of times by a caller resolving every link:
            # read straight from the graphs, without the name lookups, which can only find
            # ``frame`` itself and the world. Anything else (a root model, a scoped or
            # unknown name, an unresolvable pose and its error) goes the usual way.
            for graphs in self.graphs.values():
                if graphs.root == graphs.origin and frame in graphs.vertices:
                    found = graphs.pose_in_origin(frame)
                    if found is not None:
                        return found
                break
        graphs = self.frame_graphs(world)
        target = self._vertex(graphs, frame)
        base = self._base(graphs, relative_to)
        positions = self._with_initial(graphs, positions, initial)
        if positions is None:
            return resolved_pose(graphs, target, base, frame)
        kinematics = self._kinematics_of(graphs)
        configuration = kinematics.configure(positions, strict=strict)
        try:
            return kinematics.pose(target, base, configuration)
        except LookupError:
            resolved_pose(graphs, target, base, frame)  # the error a query without positions gives
            raise

    def poses(
        self,
        positions: Positions | None = None,
        relative_to: str | None = None,
        *,
        frames: Sequence[str] | None = None,
        world: str | None = None,
        strict: bool = False,
        initial: bool = False,
    ) -> dict[str, FloatArray]:
        """Many frames' poses at a configuration, as 4x4 arrays, in one pass.

        Args:
            positions: Joint positions as for ``pose`` (None: zero configuration).
            relative_to: The frame to express the poses in (default as ``pose``).
            frames: The frames (default: every frame that resolves, models by name).
            world: The world to query.
            strict: Positions beyond limits raise rather than warn.
            initial: Start from the document's initial configuration, as for ``pose``.

        Returns:
            Frame name -> shape ``(4, 4)``, or ``(N, 4, 4)`` for batched positions.

        Raises:
            FrameLookupError: A frame name that does not resolve.
            ConfigurationError: Positions that cannot be applied.
            PoseNotFiniteError: Poses beyond a double's range (as for ``pose``).
        """
        graphs = self.frame_graphs(world)
        kinematics = self._kinematics_of(graphs)
        positions = self._with_initial(graphs, positions, initial)
        configuration = kinematics.configure(positions or {}, strict=strict)
        base = self._base(graphs, relative_to)
        if frames is None:
            names = {display_name(graphs, v): v for v in graphs.vertices if v != graphs.origin}
            names = {n: v for n, v in sorted(names.items()) if graphs.pose_in_origin(v) is not None}
        else:
            names = {name: self._vertex(graphs, name) for name in frames}
        found = kinematics.relative_poses(list(names.values()), base, configuration)
        return {
            name: found[vertex] if configuration.batched else found[vertex][0]
            for name, vertex in names.items()
        }

    def kinematics(self, world: str | None = None) -> Kinematics:
        """The kinematic tree and forward kinematics of a world or the root model."""
        return self._kinematics_of(self.frame_graphs(world))

    def _kinematics_of(self, graphs: FrameGraphs) -> Kinematics:
        found = self._kinematics.get(id(graphs))
        if found is None:
            # The solver and its batched steps: imported by the first query at a configuration.
            from sdformat_semantics.kinematics.solver import Kinematics

            found = self._kinematics[id(graphs)] = Kinematics(graphs)
        return found

    def pose_of(
        self,
        element: object,
        relative_to: str | None = None,
        *,
        positions: Positions | None = None,
        strict: bool = False,
        initial: bool = False,
    ) -> Pose:
        """The pose of any element object with a pose, named or not (a visual, a sensor...).

        ``positions`` moves the joints first, as for ``pose`` (so does
        ``initial``); it takes no batched values here (use ``pose`` on the
        element's frame for those).

        Raises:
            FrameLookupError: The element or its ``relative_to`` is not found.
            ConfigurationError: Positions that cannot be applied.
            PoseNotFiniteError: The element's pose is beyond a double's range.
        """
        for graphs in self.graphs.values():
            named = graphs.by_element.get(id(element))
            entry = graphs.unnamed.get(id(element))
            if named is None and entry is None:
                continue
            base = self._base(graphs, relative_to)
            positions = self._with_initial(graphs, positions, initial)
            if named is not None:
                return self._at(graphs, named, base, positions, strict)
            assert entry is not None
            item, default, scope = entry
            local, reference = raw_pose(item)
            parent = default
            if reference:
                found = graphs.lookup(reference, scope)
                if found is None:
                    raise FrameLookupError(f"pose relative_to '{reference}' does not resolve")
                parent = found
            try:
                return self._at(graphs, parent, base, positions, strict) @ local
            except OverflowError:
                message = (
                    f"the pose of the element relative to '{base}' leaves the range of a double"
                )
                place = item if isinstance(item, Element) else None
                error = problem(ErrorCode.POSE_NOT_FINITE, message, place, suffix="/pose")
                from sdformat_semantics.kinematics.configuration import PoseNotFiniteError

                raise PoseNotFiniteError([error], np.array([0], dtype=np.intp)) from None
        raise FrameLookupError("the element is not part of this document's frame graphs")

    def _at(
        self, graphs: FrameGraphs, vertex: str, base: str, positions: Positions | None, strict: bool
    ) -> Pose:
        """A vertex's pose relative to ``base`` at one configuration (None: zero)."""
        pose = resolved_pose(graphs, vertex, base, vertex)
        if positions is None:
            return pose
        kinematics = self._kinematics_of(graphs)
        configuration = kinematics.configure(positions, strict=strict)
        if configuration.batched:
            raise ValueError("pose_of takes one configuration; use pose() for batched positions")
        result = kinematics.pose(vertex, base, configuration)
        assert isinstance(result, Pose)  # not batched
        return result

    def attached_body(self, frame: str, *, world: str | None = None) -> str:
        """The link (or static model, or ``world``) a frame is ultimately attached to."""
        graphs = self.frame_graphs(world)
        vertex = self._vertex(graphs, frame)
        body = graphs.body(vertex)
        if body is None:
            raise FrameLookupError(f"'{frame}' is not attached to a link (see the errors)")
        return display_name(graphs, body)

    def joint_child_link(self, joint: str | JointLike, *, world: str | None = None) -> str:
        """The link a joint's child frame is attached to."""
        graphs = self.frame_graphs(world)
        vertex = joint_vertex(graphs, joint, self._where())
        body = graphs.body(vertex)
        if body is None or body == vertex:
            raise FrameLookupError(f"joint '{vertex}' has no valid child (see the errors)")
        return display_name(graphs, body)

    def joint_parent_link(self, joint: str | JointLike, *, world: str | None = None) -> str:
        """The link a joint's parent frame is attached to (``world`` for the world)."""
        graphs = self.frame_graphs(world)
        vertex = joint_vertex(graphs, joint, self._where())
        element = graphs.vertices[vertex].element
        if not is_joint(element):
            raise FrameLookupError(f"joint '{vertex}' is from a custom parser: it has no parent")
        parent = str(element.parent)
        if parent == WORLD:
            return WORLD
        found = graphs.lookup(parent, graphs.scope_of(vertex))
        body = graphs.body(found) if found is not None else None
        if body is None:
            raise FrameLookupError(f"joint '{vertex}' has no valid parent (see the errors)")
        return display_name(graphs, body)

    def axis(
        self,
        joint: str | JointLike,
        expressed_in: str | None = None,
        *,
        which: str = "axis",
        world: str | None = None,
    ) -> npt.NDArray[np.float64]:
        """A joint axis as a unit vector in a frame (default: the joint's own frame)."""
        graphs = self.frame_graphs(world)
        vertex = joint_vertex(graphs, joint, self._where())
        element = graphs.vertices[vertex].element
        axis = None
        if is_joint(element):  # a custom parser's joint is a frame only
            axis = {"axis": element.axis, "axis2": element.axis2}.get(which)
        if axis is None or axis.xyz is None:
            raise FrameLookupError(f"joint '{vertex}' has no <{which}>")
        direction = unit(np.asarray(axis.xyz.value, dtype=np.float64))
        if direction is None:
            raise FrameLookupError(f"joint '{vertex}' <{which}> has a zero-length xyz")
        source = vertex
        if axis.xyz.expressed_in:
            found = graphs.lookup(str(axis.xyz.expressed_in), graphs.scope_of(vertex))
            if found is None:
                raise FrameLookupError(f"joint '{vertex}' axis frame does not resolve")
            source = found
        target = vertex if expressed_in is None else self._vertex(graphs, expressed_in)
        rotation = resolved_pose(graphs, source, target, source)
        result: npt.NDArray[np.float64] = rotation.rotate_vector(direction)
        return result

    def initial_positions(self, world: str | None = None) -> dict[tuple[str, str], float]:
        """The initial joint positions the 1.12 ``model_state`` elements give.

        From ``//model/model_state`` and ``//include/model_state``, nested
        ``model_state`` elements reaching into nested models; an outer state
        wins over an inner one. Keys are ``(scoped joint, "axis" | "axis2")``
        as ``pose`` takes them, values radians or metres. Mimic followers are
        left out (they follow their leaders). ``pose(..., initial=True)``
        applies them. See ``sdformat_semantics.kinematics.initial``.
        """
        if not self.graphs:
            return {}
        from sdformat_semantics.kinematics.initial import initial_positions  # see the imports

        graphs = self.frame_graphs(world)
        found = initial_positions(graphs)[0]
        return {
            (display_name(graphs, joint), axis): value for (joint, axis), value in found.items()
        }

    def inertial(
        self,
        link: str | object,
        *,
        world: str | None = None,
        mesh_calculator: MeshCalculator | None = None,
    ) -> LinkInertial:
        """A link's effective mass properties: computed when ``auto``, else as written.

        Args:
            link: The link's scoped name, or the link object.
            world: The world to look in (default: the first, or the root model).
            mesh_calculator: Computes ``<mesh>`` collisions (default: the
                load's ``ParserConfig.mesh_inertia``).

        Returns:
            Mass, the inertial frame's pose in the link frame (origin at the
            centre of mass) and the inertia tensor in that frame's axes;
            ``computed`` says whether it came from the collisions. An auto
            inertial that cannot be computed falls back to the written one
            (the load's warnings say why).
        """
        graphs = self.frame_graphs(world)
        vertex = graphs.by_element.get(id(link)) if not isinstance(link, str) else None
        if vertex is None:
            vertex = self._vertex(graphs, link) if isinstance(link, str) else ""
        if vertex not in graphs.vertices or graphs.vertices[vertex].kind is not FrameKind.LINK:
            raise FrameLookupError(f"'{link}' is not a link of {self._where()}")
        from sdformat_semantics.auto_inertia import collision_pose_in, effective_inertial

        return effective_inertial(
            graphs.vertices[vertex].element,
            collision_pose=collision_pose_in(graphs, vertex),
            mesh_calculator=mesh_calculator or self.mesh_calculator,
        )

    # Mimic constraints ------------------------------------------------------

    def mimic_constraints(self, world: str | None = None) -> list[MimicConstraint]:
        """Every mimic constraint of a world (the first by default) or of the root model.

        Joint names are scoped from the root, as in ``pose``. Only constraints
        that resolve are listed; the others are among ``errors``. Evaluate
        them with ``sdformat_semantics.kinematics.mimic.evaluate_followers``,
        ``apply_mimics`` or ``constraint_matrix``.
        """
        if not self.graphs:
            return []
        from sdformat_semantics.kinematics.mimic_reading import collect_mimics  # see the imports

        return collect_mimics(self.frame_graphs(world))[0]

    def joint_coordinates(self, world: str | None = None) -> list[tuple[str, str]]:
        """Every joint position coordinate ``(scoped joint, "axis" | "axis2")``, in order."""
        if not self.graphs:
            return []
        from sdformat_semantics.kinematics.mimic import joint_coordinates  # see the imports

        return joint_coordinates(self.frame_graphs(world))

    # Helpers --------------------------------------------------------------

    def _with_initial(
        self, graphs: FrameGraphs, positions: Positions | None, initial: bool
    ) -> Positions | None:
        if not initial:
            return positions
        from sdformat_semantics.kinematics.initial import initial_positions, merged_positions

        found = initial_positions(graphs)[0]
        if not found:
            return positions
        return merged_positions(found, positions or {}, self._kinematics_of(graphs).resolve)

    def _where(self) -> str:
        return self.file or "the document"

    def _vertex(self, graphs: FrameGraphs, name: str) -> str:
        return vertex_named(graphs, name, self._where())

    def _base(self, graphs: FrameGraphs, relative_to: str | None) -> str:
        """The vertex poses are expressed relative to: the named one, else the root frame."""
        return self._vertex(graphs, relative_to if relative_to is not None else graphs.root)
