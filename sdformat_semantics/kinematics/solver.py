"""Forward kinematics over a document's frame graphs: poses of every frame at a configuration.

Moving a joint moves its child body rigidly, and with it every frame
attached to that body (links, joint frames, frames, nested model frames; and
through them visuals, collisions and sensors). With ``X0`` a pose at the zero
configuration (the pose graph) and ``X_J0`` the joint frame's zero pose,

    child body pose(q) = parent body pose(q) @ X_P_J0 @ M(q) @ X_J_C

which, written as a displacement of the child body in the origin frame, is

    D_child = D_parent @ X_J0 @ M(q) @ inverse(X_J0),   frame pose(q) = D_body @ X0.

``D`` is the identity for a body no joint moves, so poses at the zero
configuration are exactly the static ones.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np
import numpy.typing as npt

from sdformat_semantics.frames import FrameGraphs
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics.configuration import Configuration, Positions, configure
from sdformat_semantics.kinematics.mimic import MimicConstraint
from sdformat_semantics.kinematics.mimic_reading import collect_mimics
from sdformat_semantics.kinematics.motion import joint_motion, rigid_inverse
from sdformat_semantics.kinematics.tree import KinematicTree, build_tree

FloatArray = npt.NDArray[np.float64]


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

    def configure(self, positions: Positions, *, strict: bool = False) -> Configuration:
        """Check positions and complete them (see ``configuration.configure``)."""
        return configure(self.tree, self.constraints, positions, self.resolve, strict=strict)

    def resolve(self, name: str) -> str | None:
        """The vertex a name as users write it (scoped from the root) names, or None."""
        if name in self.graphs.vertices:
            return name
        return self.graphs.lookup(name, self.graphs.root_scope)

    def displacements(self, configuration: Configuration) -> dict[str, FloatArray]:
        """How far each moved body is from its zero pose, in the origin frame, by body.

        Bodies left out are not moved (their displacement is the identity).
        """
        moved: dict[str, FloatArray] = {}
        for name in self.tree.order:
            joint = self.tree.joints[name]
            parent = moved.get(str(joint.parent_body))
            values = configuration.values_of(joint)
            child = str(joint.child_body)
            if values is None or joint.zero is None:
                if parent is not None:
                    moved[child] = parent
                continue
            motion = joint_motion(joint.type, joint.axes, values, joint.pitch)
            # The motion happens in the joint frame; conjugating by its zero pose
            # turns it into a displacement in the origin frame.
            local = joint.zero @ motion @ rigid_inverse(joint.zero)
            moved[child] = local if parent is None else parent @ local
        return moved

    def origin_poses(
        self,
        vertices: Iterable[str],
        configuration: Configuration,
        moved: dict[str, FloatArray] | None = None,
    ) -> dict[str, FloatArray]:
        """Each vertex's pose in the origin frame, shape ``(count, 4, 4)``.

        Raises:
            LookupError: A vertex whose pose cannot be resolved.
        """
        if moved is None:
            moved = self.displacements(configuration)
        result = {}
        for vertex in vertices:
            zero = self.graphs.pose_in_origin(vertex)
            if zero is None:
                raise LookupError(f"the pose of '{vertex}' cannot be resolved (see the errors)")
            body = self.graphs.body(vertex)
            displacement = moved.get(body) if body is not None else None
            matrix = zero.matrix()
            if displacement is None:
                result[vertex] = np.broadcast_to(matrix, (configuration.count, 4, 4))
            else:
                result[vertex] = displacement @ matrix
        return result

    def relative_poses(
        self, vertices: Sequence[str], base: str, configuration: Configuration
    ) -> dict[str, FloatArray]:
        """Each vertex's pose relative to ``base``, shape ``(count, 4, 4)``, in one pass."""
        moved = self.displacements(configuration)
        poses = self.origin_poses([*vertices, base], configuration, moved)
        inverse = rigid_inverse(poses[base])
        return {vertex: inverse @ poses[vertex] for vertex in vertices}

    def pose(self, vertex: str, base: str, configuration: Configuration) -> Pose | FloatArray:
        """One vertex's pose relative to ``base``: a Pose, or ``(count, 4, 4)`` when batched.

        Raises:
            LookupError: The pose cannot be resolved.
        """
        moved = self.displacements(configuration)
        if not configuration.batched and all(self._moved(v, moved) is None for v in (vertex, base)):
            exact = self.graphs.relative_pose(vertex, base)  # nothing moves: the static pose
            if exact is None:
                raise LookupError(f"the pose of '{vertex}' relative to '{base}' cannot be resolved")
            return exact
        poses = self.origin_poses([vertex, base], configuration, moved)
        matrices = rigid_inverse(poses[base]) @ poses[vertex]
        return matrices if configuration.batched else Pose.from_matrix(matrices[0])

    def _moved(self, vertex: str, moved: dict[str, FloatArray]) -> FloatArray | None:
        body = self.graphs.body(vertex)
        return moved.get(body) if body is not None else None
