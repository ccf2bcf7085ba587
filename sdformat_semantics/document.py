"""A loaded document: its objects, its problems, and questions about its frames."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, overload

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ProblemList, SdfErrors
from sdformat_runtime.suggestions import did_you_mean
from sdformat_semantics.checks import check_canonical_links, check_names
from sdformat_semantics.columns import with_columns
from sdformat_semantics.entities import (
    JointLike,
    ModelLike,
    WorldLike,
    is_joint,
    is_root,
    root_models,
)
from sdformat_semantics.frames import (
    MODEL_FRAME,
    WORLD,
    FrameGraphs,
    FrameKind,
    raw_pose,
    unit,
)
from sdformat_semantics.include import IncludeRecord
from sdformat_semantics.kinematics import Kinematics, Positions
from sdformat_semantics.kinematics.configuration import JointKey
from sdformat_semantics.migration import Change
from sdformat_semantics.mimic import MimicConstraint, collect_mimics, joint_coordinates
from sdformat_semantics.pose import Pose

FloatArray = npt.NDArray[np.float64]


class FrameLookupError(LookupError):
    """A query named a frame, joint or element the document does not have."""


@attrs.define(eq=False)
class Document(ProblemList):
    """What ``load`` returns: the bound objects, every problem, and frame queries.

    Names in queries are scoped names from the root scope: in a world file
    they start at the world (``robot::arm::link``) and poses default to being
    relative to ``world``; in a file whose root is a model they start inside
    that model (``arm::link``) and poses default to its frame, ``__model__``.

    Attributes:
        file: The file read, or None for text.
        version: The version the document was loaded as, after migration
            (None when it could not be loaded).
        spec_version: The version whose classes hold ``root`` (same as ``version``).
        root: The ``<sdf>`` object with every include expanded into the model
            it names (or merged), or None when the document could not be read.
        problems: Errors and warnings in the order found.
        graphs: Frame graphs per world name, or under ``""`` for a root model.
        source_root: The ``<sdf>`` object as written, ``<include>`` elements
            and all (``root`` itself when there is nothing to expand).
        includes: Every include met, at any depth, and what became of it.
        original_version: The version the document declares (None if it
            declares none); version-dependent rules (``::`` in names) follow it.
        migration: What migrating from ``original_version`` to ``version`` rewrote.
    """

    file: str | None
    version: str | None
    spec_version: str | None
    root: Element | None
    problems: tuple[Error, ...]
    graphs: dict[str, FrameGraphs] = attrs.field(factory=dict)
    source_root: Element | None = None
    includes: tuple[IncludeRecord, ...] = ()
    original_version: str | None = None
    migration: tuple[Change, ...] = ()
    _kinematics: dict[int, Kinematics] = attrs.field(factory=dict, init=False, repr=False)

    @property
    def valid(self) -> bool:
        """True when there is no error."""
        return not self.errors

    @property
    def worlds(self) -> list[WorldLike]:
        """The document's worlds (empty for a model file)."""
        return list(self.root.worlds) if is_root(self.root) else []

    @property
    def model(self) -> ModelLike | None:
        """The top-level model, or None."""
        models = root_models(self.root) if self.root is not None else []
        return models[0] if models else None

    def check(self, *, strict: bool = False) -> list[Error]:
        """Errors beyond what loading reports, as ``sdformat check`` applies them.

        Always: a model's explicit canonical link must be a link, not another
        frame. With ``strict``: every named sibling must differ, whatever its
        type (a visual and a collision may not share a name).
        """
        if self.root is None:
            return []
        problems = [p for graphs in self.graphs.values() for p in check_canonical_links(graphs)]
        if strict:
            known = {attrs.evolve(p, column=None) for p in self.problems}  # as check_names has
            names = check_names(
                self.root, self.original_version or "", strict=True, includes=self.includes
            )
            problems.extend(p for p in names if p not in known)
        return list(with_columns(problems))

    def to_xml(self, *, expand_includes: bool = True, with_errors: bool = False) -> str:
        """The document as SDFormat XML text, declaring the version of its classes.

        A document with errors is refused: the classes hold defaults where
        reading found a required value missing or unreadable, so the text
        would be a valid document that says something the file did not.
        Writing must not heal what reading rejected.

        Args:
            expand_includes: Write each included model in place of its
                ``<include>`` (merged ones as their contents and proxy frame),
                giving one self-contained document. Includes that did not
                resolve, and models from custom parsers, stay ``<include>``
                elements. False writes the ``<include>`` elements as they were.
            with_errors: Write a document with errors anyway (to inspect what
                was read): what was missing or unreadable is written as the
                classes hold it, so the text may pass where the file failed.

        Raises:
            SdfErrors: The document has errors (and ``with_errors`` is False).
            ValueError: Nothing could be read at all.
        """
        root = self.root if expand_includes else (self.source_root or self.root)
        if root is None:
            raise ValueError(f"{self._where()} could not be read; there is nothing to write")
        if self.errors and not with_errors:
            raise SdfErrors(self.errors)
        text: str = root.to_string()
        return '<?xml version="1.0" encoding="UTF-8"?>\n' + text

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

    def to_dot(self, which: str = "pose", world: str | None = None, *, poses: bool = False) -> str:
        """A graph in Graphviz DOT syntax.

        Args:
            which: ``pose`` (relative_to edges), ``frame`` (attached_to edges;
                see ``FrameGraphs.to_dot``), or ``kinematic``: the kinematic
                tree, links as nodes and joints as edges from parent to child
                labelled with name and type.
            world: The world to draw (default: the first, or the root model).
            poses: Label pose edges with their pose too.
        """
        if which == "kinematic":
            return self.kinematics(world).tree.to_dot()
        if which not in ("pose", "frame"):
            raise ValueError(f"which is 'pose', 'frame' or 'kinematic', not {which!r}")
        return self.frame_graphs(world).to_dot(which, poses=poses)

    # Queries --------------------------------------------------------------

    @overload
    def pose(
        self,
        frame: str,
        relative_to: str | None = None,
        *,
        world: str | None = None,
        positions: Mapping[JointKey, float] | None = None,
        strict: bool = False,
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
    ) -> Pose | FloatArray: ...

    def pose(
        self,
        frame: str,
        relative_to: str | None = None,
        *,
        world: str | None = None,
        positions: Positions | None = None,
        strict: bool = False,
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

        Raises:
            FrameLookupError: A frame name that does not resolve.
            ConfigurationError: Positions that cannot be applied (its
                ``problems`` list each one with its code).
        """
        graphs = self.frame_graphs(world)
        target = self._vertex(graphs, frame)
        base = self._vertex(graphs, relative_to if relative_to is not None else graphs.root)
        if positions is None:
            return self._relative(graphs, target, base, frame)
        kinematics = self._kinematics_of(graphs)
        configuration = kinematics.configure(positions, strict=strict)
        self._relative(graphs, target, base, frame)  # the same error as without positions
        return kinematics.pose(target, base, configuration)

    def poses(
        self,
        positions: Positions | None = None,
        relative_to: str | None = None,
        *,
        frames: Sequence[str] | None = None,
        world: str | None = None,
        strict: bool = False,
    ) -> dict[str, FloatArray]:
        """Many frames' poses at a configuration, as 4x4 arrays, in one pass.

        Args:
            positions: Joint positions as for ``pose`` (None: zero configuration).
            relative_to: The frame to express the poses in (default as ``pose``).
            frames: The frames (default: every frame that resolves, models by name).
            world: The world to query.
            strict: Positions beyond limits raise rather than warn.

        Returns:
            Frame name -> shape ``(4, 4)``, or ``(N, 4, 4)`` for batched positions.
        """
        graphs = self.frame_graphs(world)
        kinematics = self._kinematics_of(graphs)
        configuration = kinematics.configure(positions or {}, strict=strict)
        base = self._vertex(graphs, relative_to if relative_to is not None else graphs.root)
        if frames is None:
            names = {_display(graphs, v): v for v in graphs.vertices if v != graphs.origin}
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
            found = self._kinematics[id(graphs)] = Kinematics(graphs)
        return found

    def pose_of(
        self,
        element: object,
        relative_to: str | None = None,
        *,
        positions: Positions | None = None,
        strict: bool = False,
    ) -> Pose:
        """The pose of any element object with a pose, named or not (a visual, a sensor...).

        ``positions`` moves the joints first, as for ``pose``; it takes no
        batched values here (use ``pose`` on the element's frame for those).
        """
        for graphs in self.graphs.values():
            named = graphs.by_element.get(id(element))
            entry = graphs.unnamed.get(id(element))
            if named is None and entry is None:
                continue
            base = self._vertex(graphs, relative_to if relative_to is not None else graphs.root)
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
            return self._at(graphs, parent, base, positions, strict) @ local
        raise FrameLookupError("the element is not part of this document's frame graphs")

    def _at(
        self, graphs: FrameGraphs, vertex: str, base: str, positions: Positions | None, strict: bool
    ) -> Pose:
        """A vertex's pose relative to ``base`` at one configuration (None: zero)."""
        pose = self._relative(graphs, vertex, base, vertex)
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
        return _display(graphs, body)

    def joint_child_link(self, joint: str | JointLike, *, world: str | None = None) -> str:
        """The link a joint's child frame is attached to."""
        graphs = self.frame_graphs(world)
        vertex = self._joint_vertex(graphs, joint)
        body = graphs.body(vertex)
        if body is None or body == vertex:
            raise FrameLookupError(f"joint '{vertex}' has no valid child (see the errors)")
        return _display(graphs, body)

    def joint_parent_link(self, joint: str | JointLike, *, world: str | None = None) -> str:
        """The link a joint's parent frame is attached to (``world`` for the world)."""
        graphs = self.frame_graphs(world)
        vertex = self._joint_vertex(graphs, joint)
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
        return _display(graphs, body)

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
        vertex = self._joint_vertex(graphs, joint)
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
        rotation = self._relative(graphs, source, target, source)
        result: npt.NDArray[np.float64] = rotation.rotate_vector(direction)
        return result

    # Mimic constraints ------------------------------------------------------

    def mimic_constraints(self, world: str | None = None) -> list[MimicConstraint]:
        """Every mimic constraint of a world (the first by default) or of the root model.

        Joint names are scoped from the root, as in ``pose``. Only constraints
        that resolve are listed; the others are among ``errors``. Evaluate
        them with ``sdformat_semantics.mimic.evaluate_followers``,
        ``apply_mimics`` or ``constraint_matrix``.
        """
        if not self.graphs:
            return []
        return collect_mimics(self.frame_graphs(world))[0]

    def joint_coordinates(self, world: str | None = None) -> list[tuple[str, str]]:
        """Every joint position coordinate ``(scoped joint, "axis" | "axis2")``, in order."""
        if not self.graphs:
            return []
        return joint_coordinates(self.frame_graphs(world))

    # Helpers --------------------------------------------------------------

    def _where(self) -> str:
        return self.file or "the document"

    def _vertex(self, graphs: FrameGraphs, name: str) -> str:
        if name in graphs.vertices:
            return name
        found = graphs.lookup(name, graphs.root_scope)
        if found is None:
            known = ", ".join(sorted(_display(graphs, v) for v in graphs.vertices)[:12])
            hint = did_you_mean(graphs.suggest(name, graphs.root_scope))
            raise FrameLookupError(
                f"no frame named '{name}' in {self._where()}{hint} (frames: {known})"
            )
        return found

    def _joint_vertex(self, graphs: FrameGraphs, joint: str | JointLike) -> str:
        if isinstance(joint, str):
            vertex = self._vertex(graphs, joint)
        else:
            found = graphs.by_element.get(id(joint))
            if found is None:
                raise FrameLookupError("the joint object is not part of this document")
            vertex = found
        if graphs.vertices[vertex].kind is not FrameKind.JOINT:
            raise FrameLookupError(f"'{vertex}' is not a joint")
        return vertex

    def _relative(self, graphs: FrameGraphs, target: str, base: str, label: str) -> Pose:
        pose = graphs.relative_pose(target, base)
        if pose is None:
            raise FrameLookupError(
                f"the pose of '{label}' relative to '{base}' cannot be resolved (see the errors)"
            )
        return pose


def _display(graphs: FrameGraphs, vertex: str) -> str:
    """A vertex as users name it: a model by its name rather than its ``__model__`` frame."""
    suffix = "::" + MODEL_FRAME
    if vertex.endswith(suffix) and vertex[: -len(suffix)] in graphs.aliases:
        return vertex[: -len(suffix)]
    return vertex
