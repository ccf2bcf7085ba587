"""How a query's name or object becomes a frame-graph vertex, with helpful errors.

``Document``'s pose and joint queries go through these, so every query
reports an unknown name the same way: the known frames and a suggestion.
"""

from __future__ import annotations

from sdformat_runtime.suggestions import did_you_mean
from sdformat_semantics.entities import JointLike
from sdformat_semantics.frames.graph_parts import MODEL_FRAME, FrameKind
from sdformat_semantics.frames.graphs import FrameGraphs
from sdformat_semantics.geometry.pose import Pose

# How many known frames an unknown-name message lists before "and N more".
SHOWN_FRAMES = 12


class FrameLookupError(LookupError):
    """A query named a frame, joint or element the document does not have.

    Attributes:
        known: Every frame name the document has, sorted (the message shows
            the first few), when the query named a frame; else empty.
    """

    def __init__(self, message: str, known: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.known = known


def vertex_named(graphs: FrameGraphs, name: str, where: str) -> str:
    """The vertex a scoped name (from the root scope) or a vertex id names."""
    if name in graphs.vertices:
        return name
    found = graphs.lookup(name, graphs.root_scope)
    if found is None:
        known = tuple(sorted(display_name(graphs, v) for v in graphs.vertices))
        shown = ", ".join(known[:SHOWN_FRAMES])
        more = f", and {len(known) - SHOWN_FRAMES} more" if len(known) > SHOWN_FRAMES else ""
        hint = did_you_mean(graphs.suggest(name, graphs.root_scope))
        raise FrameLookupError(
            f"no frame named '{name}' in {where}{hint} (frames: {shown}{more})", known
        )
    return found


def joint_vertex(graphs: FrameGraphs, joint: str | JointLike, where: str) -> str:
    """The vertex of a joint given by scoped name or by its element object."""
    if isinstance(joint, str):
        vertex = vertex_named(graphs, joint, where)
    else:
        found = graphs.by_element.get(id(joint))
        if found is None:
            raise FrameLookupError("the joint object is not part of this document")
        vertex = found
    if graphs.vertices[vertex].kind is not FrameKind.JOINT:
        raise FrameLookupError(f"'{vertex}' is not a joint")
    return vertex


def resolved_pose(graphs: FrameGraphs, target: str, base: str, label: str) -> Pose:
    """``target`` relative to ``base``; errors name ``label`` when a cycle or error blocks it."""
    pose = graphs.relative_pose(target, base)
    if pose is None:
        raise FrameLookupError(
            f"the pose of '{label}' relative to '{base}' cannot be resolved (see the errors)"
        )
    return pose


def display_name(graphs: FrameGraphs, vertex: str) -> str:
    """A vertex as users name it: a model by its name rather than its ``__model__`` frame."""
    suffix = "::" + MODEL_FRAME
    if vertex.endswith(suffix) and vertex[: -len(suffix)] in graphs.aliases:
        return vertex[: -len(suffix)]
    return vertex
