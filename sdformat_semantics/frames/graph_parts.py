"""What the frame graphs are made of: reserved frame names, frame kinds, vertices, scopes, edges.

These are plain values, apart from ``graphs.FrameGraphs`` and its queries
(lookup, suggestions, bodies, pose resolution): the builder and the
interface models' vertices (``interfaces``) make them before any query can
be asked, and the writers and the kinematics name scopes and kinds of their
own. A ``PoseEdge`` keeps its pose as seven floats (``geometry.pose_values``)
and makes a ``Pose`` only when asked.
"""

from __future__ import annotations

import enum

import attrs

from sdformat_semantics.entities import Named
from sdformat_semantics.geometry.pose import Pose, pose_of_values, values_of
from sdformat_semantics.geometry.pose_values import PoseValues

WORLD = "world"
MODEL_FRAME = "__model__"
ROOT = "__root__"


class FrameKind(enum.Enum):
    """What a vertex stands for."""

    WORLD = "world"
    ROOT = "root"
    MODEL = "model"
    STATIC_MODEL = "static model"
    LINK = "link"
    JOINT = "joint"
    FRAME = "frame"


NOT_WORLD = frozenset(FrameKind) - {FrameKind.WORLD}
"""Every kind a joint child may name."""


@attrs.frozen
class Vertex:
    """One frame of a graph.

    Attributes:
        name: Absolute scoped name (``a::b::link``; ``a::b::__model__`` for a model).
        kind: What the frame belongs to.
        element: The element object that defines it: a bound world, model,
            link, joint or frame, or a custom parser's interface entity (None
            for the root).
        scope: Prefix of the scope the element sits in (``""`` or ``"a::b::"``).
    """

    name: str
    kind: FrameKind
    element: Named | None
    scope: str


@attrs.frozen
class Scope:
    """Where a reference is resolved: a world or a model.

    Attributes:
        prefix: Scoped-name prefix of the scope's members (``""`` or ``"a::"``).
        frame: The scope's own frame (``world`` or ``<prefix>__model__``).
        is_world: Whether the scope is a world.
    """

    prefix: str
    frame: str
    is_world: bool


@attrs.frozen(init=False, repr=False)
class PoseEdge:
    """Where a vertex's pose is expressed and the pose itself.

    ``PoseEdge(parent, pose, placement)`` makes one from a ``Pose``; the
    graph builder passes ``values=`` instead, the seven floats it reads
    poses into, so that no ``Pose`` object is made per edge.

    Attributes:
        parent: The vertex the pose is relative to.
        pose: The pose of the vertex in ``parent`` (a ``Pose`` made when asked).
        placement: For a model placed by a placement frame: that frame's
            vertex; then ``pose`` is the placement frame's pose in ``parent``.
        values: ``pose`` as seven floats (see ``geometry.pose_values.PoseValues``).
    """

    parent: str
    values: PoseValues
    placement: str | None = None

    def __init__(
        self,
        parent: str,
        pose: Pose | None = None,
        placement: str | None = None,
        *,
        values: PoseValues | None = None,
    ) -> None:
        if values is None:
            if pose is None:
                raise TypeError("PoseEdge needs a pose (or its values)")
            values = values_of(pose)
        self.__attrs_init__(parent, values, placement)

    @property
    def pose(self) -> Pose:
        """The pose of the vertex in ``parent``."""
        return pose_of_values(self.values)

    def __repr__(self) -> str:
        return f"PoseEdge(parent={self.parent!r}, pose={self.pose!r}, placement={self.placement!r})"
