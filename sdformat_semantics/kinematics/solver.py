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

from collections import Counter
from collections.abc import Iterator, Sequence

import numpy as np
import numpy.typing as npt

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ErrorCode, problem
from sdformat_semantics.frames import FrameGraphs
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics.configuration import (
    Configuration,
    PoseNotFiniteError,
    Positions,
    configure,
)
from sdformat_semantics.kinematics.mimic import MimicConstraint
from sdformat_semantics.kinematics.mimic_reading import collect_mimics
from sdformat_semantics.kinematics.motion import joint_motion, rigid_inverse
from sdformat_semantics.kinematics.tree import JointModel, KinematicTree, build_tree, local_pose

FloatArray = npt.NDArray[np.float64]


CHUNK = 4096
"""Configurations evaluated together: numpy's per-call cost is spread over this many,
and a body's poses for them take 512 kB."""


class Kinematics:
    """The kinematics of one world or root model (``Document.kinematics()`` makes it).

    Names are vertex names of the frame graphs (``Document`` turns the names
    users write into them). Results for a configuration of ``count``
    configurations are arrays of shape ``(count, 4, 4)``.

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

    def configure(self, positions: Positions, *, strict: bool = False) -> Configuration:
        """Check positions and complete them (see ``configuration.configure``)."""
        return configure(self.tree, self.constraints, positions, self.resolve, strict=strict)

    def resolve(self, name: str) -> str | None:
        """The vertex a name as users write it (scoped from the root) names, or None."""
        if name in self.graphs.vertices:
            return name
        return self.graphs.lookup(name, self.graphs.root_scope)

    def relative_poses(
        self, vertices: Sequence[str], base: str, configuration: Configuration
    ) -> dict[str, FloatArray]:
        """Each vertex's pose relative to ``base``, shape ``(count, 4, 4)``, in one pass.

        Raises:
            LookupError: A vertex whose pose cannot be resolved.
            PoseNotFiniteError: Poses beyond a double's range (which, in which configurations).
        """
        places = {vertex: self._place(vertex) for vertex in dict.fromkeys([*vertices, base])}
        base_body = places[base][0]
        base_joints = self._joints_above({base_body} if base_body else set())
        joints = self._joints_above({body for body, _, _ in places.values() if body})
        on_body: dict[str | None, list[str]] = {}
        for vertex in dict.fromkeys(vertices):
            on_body.setdefault(places[vertex][0], []).append(vertex)
        count = configuration.count
        result = {vertex: np.empty((count, 4, 4)) for vertex in dict.fromkeys(vertices)}
        with np.errstate(over="ignore", invalid="ignore"):  # every result is checked below
            for start in range(0, count, CHUNK):
                part = configuration.part(start, min(start + CHUNK, count))
                base_pose = _pose_on(places[base], dict(self._walk(base_joints, part)))
                inverse = rigid_inverse(base_pose)
                chunk = slice(start, start + part.count)
                for vertex in on_body.get(None, ()):
                    result[vertex][chunk] = inverse @ places[vertex][2]
                for body, pose in self._walk(joints, part):
                    for vertex in on_body.get(body, ()):
                        result[vertex][chunk] = inverse @ _pose_on(places[vertex], {body: pose})
        self._check_finite(result, base)
        return result

    def pose(self, vertex: str, base: str, configuration: Configuration) -> Pose | FloatArray:
        """One vertex's pose relative to ``base``: a Pose, or ``(count, 4, 4)`` when batched.

        Raises:
            LookupError: The pose cannot be resolved.
            PoseNotFiniteError: The pose is beyond a double's range.
        """
        if not configuration.batched and not any(
            self._moves(v, configuration) for v in (vertex, base)
        ):
            exact = self.graphs.relative_pose(vertex, base)  # nothing moves: the static pose
            if exact is None:
                raise LookupError(f"the pose of '{vertex}' relative to '{base}' cannot be resolved")
            return exact
        matrices = self.relative_poses([vertex], base, configuration)[vertex]
        return matrices if configuration.batched else Pose.from_matrix(matrices[0])

    def _place(self, vertex: str) -> tuple[str | None, FloatArray, FloatArray]:
        """The body that moves ``vertex`` (None: none can), its pose there, and in the origin.

        Raises:
            LookupError: The vertex's pose cannot be resolved.
        """
        zero = self.graphs.pose_in_origin(vertex)
        if zero is None:
            raise LookupError(f"the pose of '{vertex}' cannot be resolved (see the errors)")
        body = self.graphs.body(vertex)
        if body is None or body not in self._moving_joint:
            return None, zero.matrix(), zero.matrix()
        local = local_pose(self.graphs, vertex, body)
        if local is None:
            raise LookupError(f"the pose of '{vertex}' in its link '{body}' cannot be resolved")
        return body, local.matrix(), zero.matrix()

    def _joints_above(self, bodies: set[str]) -> list[JointModel]:
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
            if configuration.values_of(joint) is not None:
                return True
            seen.add(joint.name)
            joint = self._moving_joint.get(str(joint.parent_body))
        return False

    def _walk(
        self, joints: list[JointModel], part: Configuration
    ) -> Iterator[tuple[str, FloatArray | None]]:
        """Each child body of ``joints`` (parents first) with its poses at ``part``.

        None for a body that stays at its pose in the graph. A body's poses
        are kept only until the last joint below it has used them.
        """
        waiting = Counter(str(joint.parent_body) for joint in joints)
        kept: dict[str, FloatArray | None] = {}
        for joint in joints:
            parent, child = str(joint.parent_body), str(joint.child_body)
            pose = _child_pose(joint, kept.get(parent), part)
            waiting[parent] -= 1
            if not waiting[parent]:
                kept.pop(parent, None)
            if waiting[child]:
                kept[child] = pose
            yield child, pose

    def _check_finite(self, result: dict[str, FloatArray], base: str) -> None:
        """Raise ``PoseNotFiniteError`` where a pose is not finite."""
        problems: list[Error] = []
        wrong_anywhere: npt.NDArray[np.bool_] | None = None
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


def _child_pose(
    joint: JointModel, parent_pose: FloatArray | None, part: Configuration
) -> FloatArray | None:
    """A joint's child body's poses at ``part`` from its parent's (None: at its graph pose)."""
    values = part.values_of(joint)
    if parent_pose is None and values is None:
        return None
    assert joint.zero is not None and joint.joint_to_child is not None  # joints of the tree
    if parent_pose is None:
        frame = joint.zero
    else:
        assert joint.parent_to_joint is not None
        frame = parent_pose @ joint.parent_to_joint
    if values is not None:
        frame = frame @ joint_motion(joint.type, joint.axes, values, joint.pitch)
    pose: FloatArray = frame @ joint.joint_to_child
    return pose


def _pose_on(
    place: tuple[str | None, FloatArray, FloatArray], bodies: dict[str, FloatArray | None]
) -> FloatArray:
    """A vertex's poses from its body's (its graph pose where the body stays)."""
    body, local, zero = place
    body_pose = bodies.get(body) if body is not None else None
    if body_pose is None:
        return zero
    pose: FloatArray = body_pose @ local
    return pose
