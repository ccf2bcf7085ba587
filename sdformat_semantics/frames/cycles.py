"""Finding the cycles of a graph in which each vertex has at most one out-edge."""

from __future__ import annotations


def cycle_members(edges: dict[str, str]) -> list[str]:
    """Vertices that lie on a cycle of a graph where each vertex has at most one out-edge.

    Each walk marks the vertices it meets with its start (one dict store
    each); a walk that meets its own mark has closed a cycle, listed from
    where it closed, along the edges.
    """
    walk_of: dict[str, str] = {}  # vertex -> the start of the walk that met it
    members: list[str] = []
    following = edges.get
    for start in edges:
        if start in walk_of:
            continue
        current: str | None = start
        while current is not None and current not in walk_of:
            walk_of[current] = start
            current = following(current)
        if current is not None and walk_of[current] is start:
            member = current
            while True:
                members.append(member)
                member = edges[member]
                if member == current:
                    break
    return members
