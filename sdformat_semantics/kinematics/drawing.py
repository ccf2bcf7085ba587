"""The frame graphs and the kinematic tree as DOT, cut to one model and labelled with poses.

``Document.to_dot`` (and ``sdformat graph``) draws through here: the pose
graph as ``FrameGraphs.to_dot`` draws it, the frame (attached-to) graph and
the kinematic tree with, on request, the pose each edge stands for, and any
of the three cut to the frames of one model (``model``), for a world too wide
to read whole.
"""

from __future__ import annotations

from collections.abc import Mapping

from sdformat_semantics.entities import SEPARATOR
from sdformat_semantics.frames import WORLD, FrameGraphs, FrameKind
from sdformat_semantics.frames.dot import compact_pose, dot_graph, tree_graph
from sdformat_semantics.frames.lookup import FrameLookupError, resolved_pose
from sdformat_semantics.kinematics.tree import KinematicTree


def graph_dot(
    graphs: FrameGraphs,
    tree: KinematicTree | None,
    which: str,
    *,
    poses: bool = False,
    model: str | None = None,
) -> str:
    """One graph in DOT syntax.

    Args:
        graphs: The frame graphs of one world or root model.
        tree: Its kinematic tree (needed for ``which="kinematic"`` only).
        which: ``pose``, ``frame`` or ``kinematic``.
        poses: Label each edge with the pose it stands for: the frame in
            the frame it is relative to / attached to, the child body in the
            parent body at zero joint positions (``x y z roll pitch yaw``).
        model: Keep only the frames of this model (scoped name) and the
            frames their edges point to.

    Raises:
        FrameLookupError: ``model`` names no model of the graphs.
    """
    if model is not None and not any(in_model(name, model) for name in graphs.vertices):
        models = sorted(n for n, v in graphs.vertices.items() if v.kind is FrameKind.MODEL)
        raise FrameLookupError(f"no model named '{model}' (models: {', '.join(models)})")
    if which == "kinematic":
        assert tree is not None
        return _tree_dot(graphs, tree, poses, model)
    if which == "pose" and model is None:
        return graphs.to_dot("pose", poses=poses)
    kinds = {name: vertex.kind.value for name, vertex in graphs.vertices.items()}
    if which == "pose":
        links = [(child, edge.parent) for child, edge in graphs.pose_edges.items()]
        label, title = "relative_to", "pose_relative_to"
    else:
        links = list(graphs.attached_to.items())
        label, title = "attached_to", "frame_attached_to"
    edges = [
        (source, target, label + _pose_label(graphs, source, target, poses))
        for source, target in links
        if model is None or in_model(source, model)
    ]
    return dot_graph(title, _kept(kinds, edges, model), edges)


def in_model(name: str, model: str) -> bool:
    """Whether a scoped frame name is the model's own frame or one of its frames."""
    return name == model or name.startswith(model + SEPARATOR)


def _tree_dot(graphs: FrameGraphs, tree: KinematicTree, poses: bool, model: str | None) -> str:
    kinds = {
        name: vertex.kind.value
        for name, vertex in graphs.vertices.items()
        if vertex.kind is FrameKind.LINK
    }
    edges = []
    for parent, child, joint in tree.edges():
        if model is not None and not in_model(child, model):
            continue
        for body in (parent, child):
            kinds.setdefault(body, "world" if body == WORLD else graphs.vertices[body].kind.value)
        text = f"{joint.name}\n({joint.type})" + _pose_label(graphs, child, parent, poses)
        edges.append((parent, child, text, joint.in_tree))
    return tree_graph("kinematic_tree", _kept(kinds, edges, model), edges)


def _kept(
    kinds: Mapping[str, str],
    edges: list[tuple[str, str, str]] | list[tuple[str, str, str, bool]],
    model: str | None,
) -> dict[str, str]:
    """The vertices drawn: all, or the model's and those its edges reach."""
    if model is None:
        return dict(kinds)
    reached = {edge[0] for edge in edges} | {edge[1] for edge in edges}
    return {n: k for n, k in kinds.items() if in_model(n, model) or n in reached}


def _pose_label(graphs: FrameGraphs, frame: str, base: str, poses: bool) -> str:
    """A new line and ``x y z roll pitch yaw`` of ``frame`` in ``base`` when asked, else ""."""
    if not poses:
        return ""
    try:
        return "\n" + compact_pose(resolved_pose(graphs, frame, base, frame))
    except (FrameLookupError, ValueError):
        return "\nunresolved"
