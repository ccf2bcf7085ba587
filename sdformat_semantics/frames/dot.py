"""Frame graphs written in Graphviz DOT syntax (``sdformat graph``, ``Document.to_dot``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sdformat_semantics.geometry.pose import Pose


def dot_graph(name: str, kinds: Mapping[str, str], edges: Sequence[tuple[str, str, str]]) -> str:
    """A DOT digraph drawn bottom to top, so the world or root model ends up at the top.

    Args:
        name: The graph's name.
        kinds: Each vertex's scoped name and what it stands for (its label's second line).
        edges: ``(from, to, label)`` triples; at most one leaves each vertex.
    """
    lines = [f"digraph {name} {{", "  rankdir=BT;", "  node [shape=box];"]
    for vertex_name, kind in sorted(kinds.items()):
        label = f"{vertex_name}\n({kind})"
        lines.append(f"  {_dot_quoted(vertex_name)} [label={_dot_quoted(label)}];")
    # Sorted by source alone: one edge leaves each vertex, and the output must not
    # depend on the order the builder found them in.
    for source, target, label in sorted(edges, key=lambda edge: edge[0]):
        lines.append(
            f"  {_dot_quoted(source)} -> {_dot_quoted(target)} [label={_dot_quoted(label)}];"
        )
    lines.append("}")
    return "\n".join(lines) + "\n"


def tree_graph(
    name: str, kinds: Mapping[str, str], edges: Sequence[tuple[str, str, str, bool]]
) -> str:
    """A DOT digraph drawn top to bottom, roots first, as a kinematic tree is drawn.

    Args:
        name: The graph's name.
        kinds: Each node's name and what it is (its label's second line).
        edges: ``(from, to, label, solid)`` quadruples; any number may leave a
            node; edges that are not ``solid`` are drawn dashed.
    """
    lines = [f"digraph {name} {{", "  rankdir=TB;", "  node [shape=box];"]
    for vertex_name, kind in sorted(kinds.items()):
        label = f"{vertex_name}\n({kind})"
        lines.append(f"  {_dot_quoted(vertex_name)} [label={_dot_quoted(label)}];")
    for source, target, label, solid in sorted(edges):
        style = "" if solid else ", style=dashed"
        lines.append(
            f"  {_dot_quoted(source)} -> {_dot_quoted(target)} [label={_dot_quoted(label)}{style}];"
        )
    lines.append("}")
    return "\n".join(lines) + "\n"


def compact_pose(pose: Pose) -> str:
    """``x y z roll pitch yaw`` with 4 significant digits; rounding noise below 1e-12 is 0."""
    values = [*pose.position.tolist(), *pose.rpy().tolist()]
    return " ".join(f"{(0.0 if abs(v) < 1e-12 else v) + 0.0:.4g}" for v in values)


def _dot_quoted(text: str) -> str:
    """``text`` as a DOT string: backslashes and quotes escaped, line breaks as DOT's escape."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'
