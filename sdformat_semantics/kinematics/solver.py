"""Forward kinematics over a document's frame graphs: poses of every frame at a configuration.

Moving a joint moves its child body rigidly, and with it every frame
attached to that body (links, joint frames, frames, nested model frames; and
through them visuals, collisions and sensors). With ``X_P_J`` the joint
frame's pose in the parent body and ``X_J_C`` the child body's pose in the
joint frame, both at the zero configuration (the pose graph),

    child body pose(q) = parent body pose(q) @ X_P_J @ M(q) @ X_J_C,
    frame pose(q) = its body's pose(q) @ the frame's pose in its body.

A body no joint moves keeps its pose in the pose graph, and so do its
frames: poses at the zero configuration are exactly the static ones. Only
relative poses are composed, so a model far from the origin moves without
its distance entering the arithmetic twice.

Memory: a batch of configurations is evaluated ``CHUNK`` configurations at
a time, and a body's poses are let go once the bodies below it and the
frames on it have theirs; a query holds its answer and, besides, the poses
of a few bodies for one chunk, whatever the number of configurations.

Every pose computed is checked: one beyond a double's range (from finite
positions, on far-away links) raises ``PoseNotFiniteError``, saying which
frames and which configurations.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence

import numpy as np
import numpy.typing as npt

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ErrorCode, problem
from sdformat_semantics.frames import FrameGraphs
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics.batch import Axis, BatchStep, run_batch, spread, write_poses
from sdformat_semantics.kinematics.configuration import (
    Configuration,
    PoseNotFiniteError,
    Positions,
    configure,
    configure_floats,
)
from sdformat_semantics.kinematics.mimic import Coordinate, MimicConstraint, evaluation_levels
from sdformat_semantics.kinematics.mimic_reading import collect_mimics
from sdformat_semantics.kinematics.motion import rigid_inverse
from sdformat_semantics.kinematics.program import (
    Affine,
    Chain,
    FloatStep,
    Step,
    compile_step,
    compose,
    inverse_affine,
    pose_of_affine,
)
from sdformat_semantics.kinematics.tree import JointModel, KinematicTree, build_tree, local_pose

FloatArray = npt.NDArray[np.float64]


CHUNK = 1024
"""Configurations evaluated together: numpy's per-call cost is spread over this many,
and a body's poses for them take 512 kB."""


PLAIN = 1e150
"""Positions and constants below which no sum of a pose can come near a double's limit.

Beyond, the order of additions decides whether a sum overflows, and numpy's
matrix products add in an order of their own (which depends on the batch's
size): a batch with such numbers is computed in floats, one configuration at
a time, as a single query is, so both agree on which poses are finite.
"""


class Kinematics:
    """The kinematics of one world or root model (``Document.kinematics()`` makes it).

    Names are vertex names of the frame graphs (``Document`` turns the names
    users write into them). Results for a configuration of ``count``
    configurations are arrays of shape ``(count, 4, 4)``. Everything that
    depends only on the document (each joint's compiled step, each frame's
    place on its body, the joints above the frames a query asks for) is
    computed on first use and kept.

    Attributes:
        graphs: The frame graphs.
        tree: The kinematic tree (its ``problems`` say which joints are left out).
        constraints: The mimic constraints applied to every configuration.
    """

    def __init__(self, graphs: FrameGraphs) -> None:
        self.graphs = graphs
        self.tree: KinematicTree = build_tree(graphs)
        self.constraints: list[MimicConstraint] = collect_mimics(graphs)[0]
        # The joint that moves each body that can move (the others keep their poses).
        self._moving_joint = {
            str(joint.child_body): joint for joint in self.tree.joints.values() if joint.in_tree
        }
        self._rank = {name: index for index, name in enumerate(self.tree.order)}
        self._steps: dict[str, Step] = {}
        self._batch_steps: dict[str, BatchStep] = {}
        self._float_steps: dict[str, FloatStep] = {}
        self._spread: dict[str, FloatArray] = {}
        self._places: dict[str, Place] = {}
        self._queries: dict[tuple[str, str], tuple[Chain, Chain | None]] = {}
        try:
            self._levels: list[list[MimicConstraint]] | None = evaluation_levels(self.constraints)
        except ValueError:  # a cycle: ``configure`` reports it
            self._levels = None

    def configure(self, positions: Positions, *, strict: bool = False) -> Configuration:
        """Check positions and complete them (see ``configuration.configure``)."""
        quick = configure_floats(self.tree, self._levels, positions, self.resolve)
        if quick is not None:
            return quick
        return configure(self.tree, self.constraints, positions, self.resolve, strict=strict)

    def resolve(self, name: str) -> str | None:
        """The vertex a name as users write it (scoped from the root) names, or None."""
        if name in self.graphs.vertices:
            return name
        return self.graphs.lookup(name, self.graphs.root_scope)

    def step(self, joint: str) -> Step:
        """A tree joint's compiled step (made on first use)."""
        found = self._steps.get(joint)
        if found is None:
            found = self._steps[joint] = compile_step(self.tree.joints[joint])
        return found

    def batch_step(self, joint: str) -> BatchStep:
        """A tree joint's step lifted for batches (made on first use)."""
        found = self._batch_steps.get(joint)
        if found is None:
            found = self._batch_steps[joint] = BatchStep.of(self.step(joint))
        return found

    def mimic_levels(self) -> list[list[MimicConstraint]]:
        """The mimic constraints in evaluation order (none where they form a cycle)."""
        return self._levels or []

    def float_step(self, joint: str) -> FloatStep:
        """A tree joint's step in floats (made on first use)."""
        found = self._float_steps.get(joint)
        if found is None:
            found = self._float_steps[joint] = FloatStep.of(self.step(joint))
        return found

    def relative_poses(
        self, vertices: Sequence[str], base: str, configuration: Configuration
    ) -> dict[str, FloatArray]:
        """Each vertex's pose relative to ``base``, shape ``(count, 4, 4)``, in one pass.

        Raises:
            LookupError: A vertex whose pose cannot be resolved.
            PoseNotFiniteError: Poses beyond a double's range (which, in which configurations).
        """
        places = {vertex: self.place(vertex) for vertex in dict.fromkeys([*vertices, base])}
        if not self._plain(vertices, base, configuration):
            every = list(dict.fromkeys(vertices))
            return self._relative_poses_in_floats(every, base, configuration)
        base_body = places[base][0]
        base_moves = any(
            configuration.moves(joint)
            for joint in self.joints_above({base_body} if base_body else set())
        )
        joints = self.joints_above({body for body, _, _ in places.values() if body})
        wanted = {body for body, _, _ in places.values() if body}
        count = configuration.count
        result = {vertex: np.empty((count, 4, 4)) for vertex in dict.fromkeys(vertices)}
        with np.errstate(over="ignore", invalid="ignore"):  # every result is checked below
            # A base that stays put is folded into the poses the walk starts from.
            left = np.eye(4) if base_moves else rigid_inverse(places[base][2])
            for start in range(0, count, CHUNK):
                part = configuration.part(start, min(start + CHUNK, count))
                bodies = {
                    body: pose
                    for body, pose in self.walk(joints, part, left)
                    if body in wanted and pose is not None
                }
                chunk = slice(start, start + part.count)
                inverse = None
                if base_moves:
                    base_pose = np.empty((part.count, 4, 4))
                    self._fill(base_pose, base, places[base], bodies, left)
                    inverse = rigid_inverse(base_pose)
                for vertex, out in result.items():
                    self._fill(out[chunk], vertex, places[vertex], bodies, left)
                    if inverse is not None:
                        out[chunk] = inverse @ out[chunk]
        self._check_finite(result, base)
        return result

    def pose(self, vertex: str, base: str, configuration: Configuration) -> Pose | FloatArray:
        """One vertex's pose relative to ``base``: a Pose, or ``(count, 4, 4)`` when batched.

        Raises:
            LookupError: The pose cannot be resolved.
            PoseNotFiniteError: The pose is beyond a double's range.
        """
        if not configuration.batched:
            if not any(self._moves(v, configuration) for v in (vertex, base)):
                exact = self.graphs.relative_pose(vertex, base)  # nothing moves: the static pose
                if exact is None:
                    raise LookupError(
                        f"the pose of '{vertex}' relative to '{base}' cannot be resolved"
                    )
                return exact
            return self._float_pose(vertex, base, configuration)
        matrices = self.relative_poses([vertex], base, configuration)[vertex]
        return matrices if configuration.batched else Pose.from_matrix(matrices[0])

    def _float_pose(self, vertex: str, base: str, configuration: Configuration) -> Pose:
        """One configuration's pose in plain floats.

        Raises:
            PoseNotFiniteError: The pose is beyond a double's range.
        """
        relative = self._float_relative(
            vertex, base, configuration.scalars(), configuration.rotations
        )
        if not all(math.isfinite(number) for number in relative):
            self._check_finite({vertex: _matrices([relative])}, base)
        return pose_of_affine(relative)

    def _float_relative(
        self,
        vertex: str,
        base: str,
        scalars: Mapping[Coordinate, float],
        rotations: Mapping[str, FloatArray],
    ) -> Affine:
        """``vertex``'s pose relative to ``base`` at one configuration, in floats."""
        query = self._query(vertex, base)
        relative = query[0].run(scalars, rotations)
        if query[1] is not None:
            relative = compose(inverse_affine(query[1].run(scalars, rotations)), relative)
        return relative

    def _plain(self, vertices: Sequence[str], base: str, configuration: Configuration) -> bool:
        """Whether numpy's products give the poses the float path gives (see ``PLAIN``)."""
        for values in configuration.coordinates.values():
            if values.size and not bool((np.abs(values) < PLAIN).all()):
                return False
        return all(
            chain.plain
            for vertex in dict.fromkeys(vertices)
            for chain in self._query(vertex, base)
            if chain is not None
        )

    def _relative_poses_in_floats(
        self, vertices: Sequence[str], base: str, configuration: Configuration
    ) -> dict[str, FloatArray]:
        """``relative_poses`` one configuration at a time, in floats (near a double's limit)."""
        result = {vertex: np.empty((configuration.count, 4, 4)) for vertex in vertices}
        for index in range(configuration.count):
            scalars = {c: float(v[index]) for c, v in configuration.coordinates.items()}
            rotations = {n: v[index : index + 1] for n, v in configuration.rotations.items()}
            for vertex, out in result.items():
                out[index] = _matrices([self._float_relative(vertex, base, scalars, rotations)])[0]
        self._check_finite(result, base)
        return result

    def _query(self, vertex: str, base: str) -> tuple[Chain, Chain | None]:
        """The chains of ``vertex`` and ``base`` (None where the base never moves), kept."""
        query = self._queries.get((vertex, base))
        if query is None:
            with np.errstate(over="ignore", invalid="ignore"):  # results are checked
                query = self._queries[(vertex, base)] = self._chains(vertex, base)
        return query

    def _chains(self, vertex: str, base: str) -> tuple[Chain, Chain | None]:
        target, origin = self.place(vertex), self.place(base)
        if origin[0] is None:
            return self._chain(target, rigid_inverse(origin[2])), None
        return self._chain(target, np.eye(4)), self._chain(origin, np.eye(4))

    def _chain(self, place: Place, left: FloatArray) -> Chain:
        body, local, zero = place
        if body is None:
            return Chain.of(left, [], zero)
        steps = [self.step(joint.name) for joint in self.joints_above({body})]
        return Chain.of(left, steps, local)

    def place(self, vertex: str) -> Place:
        """The body that moves ``vertex`` (None: none can), its pose there, and in the origin.

        Raises:
            LookupError: The vertex's pose cannot be resolved.
        """
        found = self._places.get(vertex)
        if found is not None:
            return found
        zero = self.graphs.pose_in_origin(vertex)
        if zero is None:
            raise LookupError(f"the pose of '{vertex}' cannot be resolved (see the errors)")
        body = self.graphs.body(vertex)
        if body is None or body not in self._moving_joint:
            found = (None, zero.matrix(), zero.matrix())
        else:
            local = local_pose(self.graphs, vertex, body)
            if local is None:
                raise LookupError(f"the pose of '{vertex}' in its link '{body}' cannot be resolved")
            found = (body, local.matrix(), zero.matrix())
        self._places[vertex] = found
        return found

    def joints_above(self, bodies: set[str]) -> list[JointModel]:
        """The joints that move ``bodies`` and the bodies above them, parents first."""
        found: dict[str, JointModel] = {}
        for body in bodies:
            joint = self._moving_joint.get(body)
            while joint is not None and joint.name not in found:
                found[joint.name] = joint
                joint = self._moving_joint.get(str(joint.parent_body))
        return sorted(found.values(), key=lambda j: self._rank[j.name])

    def _moves(self, vertex: str, configuration: Configuration) -> bool:
        """Whether a joint above ``vertex``'s body moves at this configuration."""
        body = self.graphs.body(vertex)
        joint = self._moving_joint.get(body) if body is not None else None
        seen: set[str] = set()
        while joint is not None and joint.name not in seen:
            if configuration.moves(joint):
                return True
            seen.add(joint.name)
            joint = self._moving_joint.get(str(joint.parent_body))
        return False

    def walk(
        self,
        joints: list[JointModel],
        part: Configuration,
        left: FloatArray,
        axes: list[Axis] | None = None,
    ) -> Iterator[tuple[str, FloatArray | None]]:
        """Each child body of ``joints`` (parents first) with its poses ``(13, n)`` at ``part``.

        None for a body that stays at its pose in the graph. A body's poses
        are kept only until the last joint below it has used them. With
        ``axes``, every joint is computed, and each motion's axis appended.
        """
        waiting = Counter(str(joint.parent_body) for joint in joints)
        kept: dict[str, FloatArray | None] = {}
        for joint in joints:
            parent, child = str(joint.parent_body), str(joint.child_body)
            parent_pose = kept.get(parent)
            pose = None
            if parent_pose is not None or axes is not None or part.moves(joint):
                step = self.batch_step(joint.name)
                pose = run_batch(
                    step, parent_pose, left, part.coordinates, part.rotations, part.count, axes
                )
            waiting[parent] -= 1
            if not waiting[parent]:
                kept.pop(parent, None)
            if waiting[child]:
                kept[child] = pose
            yield child, pose

    def _fill(
        self,
        out: FloatArray,
        vertex: str,
        place: Place,
        bodies: dict[str, FloatArray],
        left: FloatArray,
    ) -> None:
        """A vertex's poses into ``out`` from its body's (its zero pose where the body stays)."""
        body, local, zero = place
        body_pose = bodies.get(body) if body is not None else None
        if body_pose is None:
            out[:] = left @ zero
            return
        spread_local = self._spread.get(vertex)
        if spread_local is None:
            spread_local = self._spread[vertex] = spread(local)
        write_poses(out, body_pose, spread_local)

    def _check_finite(self, result: dict[str, FloatArray], base: str) -> None:
        """Raise ``PoseNotFiniteError`` where a pose is not finite."""
        problems: list[Error] = []
        wrong_anywhere: npt.NDArray[np.bool_] | None = None
        if all(np.isfinite(matrices).all() for matrices in result.values()):
            return
        for vertex, matrices in result.items():
            wrong = np.logical_not(np.isfinite(matrices).all(axis=(1, 2)), dtype=np.bool_)
            if not wrong.any():
                continue
            wrong_anywhere = wrong if wrong_anywhere is None else wrong_anywhere | wrong
            problems.append(self._not_finite(vertex, base, np.flatnonzero(wrong), wrong.size))
        if wrong_anywhere is not None:
            raise PoseNotFiniteError(problems, np.flatnonzero(wrong_anywhere))

    def _not_finite(self, vertex: str, base: str, wrong: npt.NDArray[np.intp], count: int) -> Error:
        where = ""
        if count > 1:
            where = f" in {wrong.size} of {count} configurations (first: #{int(wrong[0])})"
        message = (
            f"the pose of '{vertex}' relative to '{base}' at these joint positions leaves the "
            f"range of a double{where}"
        )
        element = self.graphs.vertices[vertex].element
        place = element if isinstance(element, Element) else None
        return problem(ErrorCode.POSE_NOT_FINITE, message, place)


def _matrices(poses: list[Affine]) -> FloatArray:
    """Poses in floats as an array of shape ``(len(poses), 4, 4)``."""
    result = np.zeros((len(poses), 4, 4))
    result[:, :3, :] = np.reshape(poses, (len(poses), 3, 4))
    result[:, 3, 3] = 1.0
    return result


Place = tuple[str | None, FloatArray, FloatArray]
"""Where a vertex is: the body that moves it (None: none), its pose there, its pose at zero."""
