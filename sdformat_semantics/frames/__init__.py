"""Frame graphs of a world or a root model, and pose resolution over them.

* ``graph_parts``: what the graphs are made of (reserved frame names, frame
  kinds, vertices, scopes, pose edges);
* ``graphs``: the graphs of one world or root model and the queries over
  them (lookup, suggestions, bodies, poses);
* ``builder``: ``GraphBuilder``, which reads a world or root model into graphs
  and reports what is wrong; it adds the vertices, and ``edges``
  (``EdgeReader``) the attached-to and pose edges between them;
* ``interfaces``: the vertices and edges of models from custom parsers;
* ``worlds``: ``build_graphs``, the graphs of a whole document (each world's,
  or the top-level model's), and ``reposture`` for custom-parsed models;
* ``lookup``: names and objects in queries to vertices, ``FrameLookupError``;
* ``poses``: an element's own ``<pose>`` as a value (``raw_pose``);
* ``dot``: Graphviz output; ``vectors``: directions of joint axes.
"""

from __future__ import annotations

from sdformat_semantics.entities import SEPARATOR
from sdformat_semantics.frames.builder import GraphBuilder
from sdformat_semantics.frames.graph_parts import (
    MODEL_FRAME,
    ROOT,
    WORLD,
    FrameKind,
    PoseEdge,
    Scope,
    Vertex,
)
from sdformat_semantics.frames.graphs import FrameGraphs
from sdformat_semantics.frames.interfaces import Interfaces
from sdformat_semantics.frames.poses import raw_pose
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
    "raw_pose",
    "unit",
]
