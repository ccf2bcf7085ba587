"""Auto inertials of the links of a frame graph, with collision poses resolved through it."""

from __future__ import annotations

from sdformat_runtime.errors import Error
from sdformat_semantics.auto_inertia.compute import (
    CollisionPose,
    MeshCalculator,
    auto_inertia_problems,
    is_auto,
)
from sdformat_semantics.frames import FrameGraphs, FrameKind, raw_pose
from sdformat_semantics.geometry.pose import Pose


def collision_pose_in(graphs: FrameGraphs, link_vertex: str) -> CollisionPose:
    """A ``CollisionPose`` for the collisions of one link, following ``relative_to``."""

    def pose(collision: object) -> Pose | None:
        entry = graphs.unnamed.get(id(collision))
        if entry is None:
            return None
        item, default, scope = entry
        local, reference = raw_pose(item)
        parent = graphs.lookup(reference, scope) if reference else default
        if parent is None:
            return None
        base = graphs.relative_pose(parent, link_vertex)
        return base @ local if base is not None else None

    return pose


def check_auto_inertials(
    graphs: FrameGraphs, mesh_calculator: MeshCalculator | None = None
) -> list[Error]:
    """Every link of the graphs whose ``auto`` inertial cannot be computed, and why."""
    problems: list[Error] = []
    for name, vertex in graphs.vertices.items():
        if vertex.kind is not FrameKind.LINK or not is_auto(vertex.element):
            continue
        problems.extend(
            auto_inertia_problems(
                vertex.element,
                collision_pose=collision_pose_in(graphs, name),
                mesh_calculator=mesh_calculator,
            )
        )
    return problems
