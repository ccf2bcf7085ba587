"""Frame graphs of a world or a root model, and pose resolution over them.

* ``graphs``: the graph data (vertices, scopes, pose edges) and the queries
  over it (lookup, suggestions, bodies, poses);
* ``builder``: ``GraphBuilder``, which reads a world or root model into graphs
  and reports what is wrong;
* ``interfaces``: the vertices and edges of models from custom parsers;
* ``elements``: the fields of generated elements the graphs read, as Protocols;
* ``dot``: Graphviz output; ``vectors``: directions of joint axes.
"""

from __future__ import annotations

from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_runtime.errors import problem as _problem
from sdformat_semantics.frames.builder import GraphBuilder, Interfaces
from sdformat_semantics.frames.elements import iter_models, raw_pose
from sdformat_semantics.frames.graphs import (
    MODEL_FRAME,
    ROOT,
    SEPARATOR,
    WORLD,
    FrameGraphs,
    FrameKind,
    PoseEdge,
    Scope,
    Vertex,
)
from sdformat_semantics.frames.vectors import has_direction, unit

__all__ = [
    "MODEL_FRAME",
    "ROOT",
    "SEPARATOR",
    "WORLD",
    "FrameGraphs",
    "FrameKind",
    "GraphBuilder",
    "Interfaces",
    "PoseEdge",
    "Scope",
    "Vertex",
    "has_direction",
    "iter_models",
    "problem",
    "raw_pose",
    "unit",
]


def problem(
    code: ErrorCode,
    message: str,
    element: object,
    suffix: str = "",
    severity: Severity = Severity.ERROR,
    suggestion: str | None = None,
) -> Error:
    """Deprecated spelling of ``sdformat_runtime.errors.problem`` with positional arguments.

    Kept only until checks, mimic, gearbox and loading call the runtime's
    ``problem`` themselves. ``element`` may be anything: what has no
    ``xml_origin`` (an interface model, None) is reported without a place.
    """
    origin = getattr(element, "xml_origin", None)
    return _problem(code, message, origin, severity=severity, suggestion=suggestion, suffix=suffix)
