"""Mimic constraints between joint axes: the constraint model the kinematics evaluate.

An axis holding ``<mimic joint="leader" axis="axis">`` is the *follower*; the
named axis of the leader joint is the *leader*, and

    follower = multiplier * (leader - reference) + offset

SDFormat 1.10 carries ``//joint/axis/mimic`` and ``//joint/axis2/mimic`` here
(libsdformat adds them in 1.11). A joint position coordinate is a pair
``(scoped joint name, "axis" | "axis2")``; scoped names are the frame graphs'
vertex names (from the root scope: ``robot::arm::elbow`` in a world,
``arm::elbow`` in a model file).

``mimic_reading`` finds the constraints a document states; the load's check
of them is ``checks.mimic``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_semantics.entities import (
    MimicLike,
    is_joint,
)
from sdformat_semantics.frames import FrameGraphs, FrameKind, Vertex

AXIS_NAMES = ("axis", "axis2")
"""The two axis elements of a joint, and the values ``//mimic/@axis`` accepts."""

AXES_OF_TYPE: dict[str, tuple[str, ...]] = {
    "revolute": ("axis",),
    "continuous": ("axis",),
    "prismatic": ("axis",),
    "screw": ("axis",),
    "universal": ("axis", "axis2"),
    "revolute2": ("axis", "axis2"),
    "ball": (),
    "fixed": (),
    "gearbox": (),
}
"""The position coordinates each joint type has.

A gearbox's ``axis``/``axis2`` give gear directions for a constraint between
other joints; the gearbox has no position of its own, so it has none here.
"""

Coordinate = tuple[str, str]
"""A joint position coordinate: (scoped joint name, ``axis`` or ``axis2``)."""

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]


@attrs.frozen
class MimicConstraint:
    """One resolved mimic constraint: ``follower = multiplier * (leader - reference) + offset``.

    Attributes:
        follower: Scoped name of the joint whose axis holds the ``<mimic>``.
        follower_axis: ``axis`` or ``axis2``.
        leader: Scoped name of the joint ``@joint`` names.
        leader_axis: ``axis`` or ``axis2`` (``@axis``).
        multiplier: Follower change per leader change.
        offset: Follower position when the leader is at ``reference``.
        reference: Leader position subtracted before scaling.
        follower_type: The follower joint's type (``prismatic`` moves in
            metres, the rotational types in radians).
        leader_type: The leader joint's type.
        element: The ``<mimic>`` object (``element.xml_origin`` has file, line, path).
    """

    follower: str
    follower_axis: str
    leader: str
    leader_axis: str
    multiplier: float
    offset: float
    reference: float
    follower_type: str
    leader_type: str
    element: MimicLike = attrs.field(eq=False, repr=False)

    @property
    def follower_coordinate(self) -> Coordinate:
        """The follower as a coordinate."""
        return (self.follower, self.follower_axis)

    @property
    def leader_coordinate(self) -> Coordinate:
        """The leader as a coordinate."""
        return (self.leader, self.leader_axis)

    def follower_position(self, leader_position: float) -> float:
        """The follower position this constraint gives for a leader position."""
        return self.multiplier * (leader_position - self.reference) + self.offset


# Cycles ---------------------------------------------------------------------


def joint_type_of(vertex: Vertex) -> str:
    """A joint vertex's type; empty (unknown: no axis checks) for a custom parser's joint."""
    joint = vertex.element
    return str(joint.type) if is_joint(joint) else ""


def mimic_cycles(constraints: Sequence[MimicConstraint]) -> list[list[MimicConstraint]]:
    """Each cycle once, as the constraints along it, starting at the first in document order."""
    by_follower = {c.follower_coordinate: c for c in constraints}
    position = {c.follower_coordinate: i for i, c in enumerate(constraints)}
    state: dict[Coordinate, int] = {}  # 1 = on the current walk, 2 = finished
    cycles = []
    for start in constraints:
        walk: list[MimicConstraint] = []
        current: MimicConstraint | None = start
        while current is not None and current.follower_coordinate not in state:
            state[current.follower_coordinate] = 1
            walk.append(current)
            current = by_follower.get(current.leader_coordinate)
        if current is not None and state[current.follower_coordinate] == 1:
            cycle = walk[walk.index(current) :]
            first = min(range(len(cycle)), key=lambda i: position[cycle[i].follower_coordinate])
            cycles.append(cycle[first:] + cycle[:first])
        for item in walk:
            state[item.follower_coordinate] = 2
    return cycles


# Coordinates ----------------------------------------------------------------


def joint_coordinates(graphs: FrameGraphs) -> list[Coordinate]:
    """Every joint position coordinate of a world or root model, in document order.

    Joints of an unknown type are left out, as are a custom parser's joints
    (frames only); ball, fixed and gearbox joints have none.
    """
    return [
        (vertex.name, axis)
        for vertex in graphs.vertices.values()
        if vertex.kind is FrameKind.JOINT
        for axis in AXES_OF_TYPE.get(joint_type_of(vertex), ())
    ]


def as_coordinate(key: Coordinate | str) -> Coordinate:
    """A coordinate from a pair, or from a joint name (meaning its ``axis``)."""
    if isinstance(key, str):
        return (key, "axis")
    joint, axis = key
    if axis not in AXIS_NAMES:
        raise ValueError(f"coordinate axis is 'axis' or 'axis2', not {axis!r}")
    return (joint, axis)


# Evaluation -----------------------------------------------------------------


def evaluation_levels(constraints: Iterable[MimicConstraint]) -> list[list[MimicConstraint]]:
    """The constraints grouped so that every leader is known before its followers.

    Level 0 holds constraints whose leader follows nothing; level k those
    whose leader is a follower of level k - 1 (chains A -> B -> C).

    Raises:
        ValueError: Two constraints share a follower, or constraints form a cycle.
    """
    items = list(constraints)
    by_follower: dict[Coordinate, MimicConstraint] = {}
    for constraint in items:
        if constraint.follower_coordinate in by_follower:
            raise ValueError(f"two constraints have the follower {constraint.follower_coordinate}")
        by_follower[constraint.follower_coordinate] = constraint
    cycles = mimic_cycles(items)
    if cycles:
        path = " -> ".join(f"{c.follower} {c.follower_axis}" for c in cycles[0])
        raise ValueError(f"mimic constraints form a cycle: {path}")
    depth: dict[Coordinate, int] = {}

    def level_of(constraint: MimicConstraint) -> int:
        chain = [constraint]
        leader = by_follower.get(constraint.leader_coordinate)
        while leader is not None and leader.follower_coordinate not in depth:
            chain.append(leader)
            leader = by_follower.get(leader.leader_coordinate)
        level = depth[leader.follower_coordinate] if leader is not None else -1
        for item in reversed(chain):
            level += 1
            depth[item.follower_coordinate] = level
        return depth[constraint.follower_coordinate]

    levels: list[list[MimicConstraint]] = []
    for constraint in items:
        level = level_of(constraint)
        while len(levels) <= level:
            levels.append([])
        levels[level].append(constraint)
    return levels


def apply_mimics(
    constraints: Iterable[MimicConstraint],
    positions: npt.ArrayLike,
    coordinates: Sequence[Coordinate | str],
) -> FloatArray:
    """Joint positions with every follower set from its leader, for one or many states.

    Args:
        constraints: The constraints (for example ``doc.mimic_constraints()``).
        positions: Positions of shape ``(n,)``, or ``(..., n)`` for a batch,
            ordered as ``coordinates``; the followers' entries are ignored.
        coordinates: The coordinate of each column (a bare joint name means
            its ``axis``), for example ``doc.joint_coordinates()``.

    Returns:
        A new array: leaders as given, followers computed level by level, so
        chains are evaluated in dependency order.

    Raises:
        ValueError: A coordinate of a constraint is not among ``coordinates``,
            or the constraints are inconsistent (see ``evaluation_levels``).
    """
    levels = evaluation_levels(constraints)
    index = _index(coordinates)
    result = np.array(positions, dtype=np.float64)
    if result.ndim == 0 or result.shape[-1] != len(index):
        raise ValueError(f"positions need a last dimension of {len(index)} (one per coordinate)")
    for level in levels:
        follower = np.array([_column(index, c.follower_coordinate) for c in level])
        leader = np.array([_column(index, c.leader_coordinate) for c in level])
        multiplier = np.array([c.multiplier for c in level])
        offset = np.array([c.offset for c in level])
        reference = np.array([c.reference for c in level])
        result[..., follower] = multiplier * (result[..., leader] - reference) + offset
    return result


def evaluate_followers(
    constraints: Iterable[MimicConstraint], leader_positions: Mapping[Coordinate | str, float]
) -> dict[Coordinate, float]:
    """The position of every follower, given the positions of the leaders that follow nothing.

    Args:
        constraints: The constraints to evaluate.
        leader_positions: Position of each independent leader, keyed by
            coordinate or by joint name (meaning its ``axis``).

    Returns:
        Follower coordinate -> position, in the order of ``constraints``.

    Raises:
        ValueError: An independent leader has no position, a follower was
            given one, or the constraints are inconsistent.
    """
    items = list(constraints)
    given = {as_coordinate(k): float(v) for k, v in leader_positions.items()}
    followers = [c.follower_coordinate for c in items]
    following = set(followers)  # built once: a set per constraint made this quadratic
    overridden = sorted(following & set(given))
    if overridden:
        raise ValueError(f"followers are computed, not given: {overridden}")
    roots = {c.leader_coordinate for c in items if c.leader_coordinate not in following}
    missing = sorted(roots - set(given))
    if missing:
        raise ValueError(f"no position given for the leaders {missing}")
    coordinates = list(dict.fromkeys([*given, *followers]))
    state = np.array([given.get(c, 0.0) for c in coordinates])
    with np.errstate(over="ignore", invalid="ignore"):
        result = apply_mimics(items, state, coordinates)
    if not np.all(np.isfinite(result)):
        raise ValueError("follower positions leave the range of a double (multipliers compound)")
    column = {c: i for i, c in enumerate(coordinates)}
    return {c: float(result[column[c]]) for c in followers}


DENSE_LIMIT = 25_000_000
"""Most entries ``constraint_matrix`` allocates (200 MB of float64); beyond, use
``constraint_triplets``, whose size grows with the constraints only."""


def constraint_matrix(
    constraints: Iterable[MimicConstraint], coordinates: Sequence[Coordinate | str]
) -> tuple[FloatArray, FloatArray]:
    """The constraints as a linear system ``A @ q == b`` over a joint-position vector.

    Row i is constraint i rewritten as
    ``follower - multiplier * leader = offset - multiplier * reference``.

    Args:
        constraints: The constraints, one row each.
        coordinates: The coordinate of each column of ``q``.

    Returns:
        ``A`` of shape (constraints, coordinates) and ``b`` of shape (constraints,).

    Raises:
        ValueError: A coordinate of a constraint is not among ``coordinates``,
            or the matrix would hold more than ``DENSE_LIMIT`` entries (10,000
            joints would take 800 MB, almost all zeros).
    """
    rows, columns, values, vector = constraint_triplets(constraints, coordinates)
    shape = (len(vector), len(coordinates))
    if shape[0] * shape[1] > DENSE_LIMIT:
        raise ValueError(
            f"a dense {shape[0]} x {shape[1]} matrix is over DENSE_LIMIT entries; "
            "use constraint_triplets (two entries per constraint)"
        )
    matrix = np.zeros(shape)
    np.add.at(matrix, (rows, columns), values)
    return matrix, vector


def constraint_triplets(
    constraints: Iterable[MimicConstraint], coordinates: Sequence[Coordinate | str]
) -> tuple[IntArray, IntArray, FloatArray, FloatArray]:
    """``constraint_matrix`` as a sparse system: row, column and value of each entry, and ``b``.

    Two entries per constraint (follower ``1``, leader ``-multiplier``; they
    add up when both are one coordinate). ``scipy.sparse.coo_array((values,
    (rows, columns)), shape=(len(b), len(coordinates)))`` makes the matrix.

    Raises:
        ValueError: A coordinate of a constraint is not among ``coordinates``.
    """
    items = list(constraints)
    index = _index(coordinates)
    rows = np.repeat(np.arange(len(items), dtype=np.int64), 2)
    columns = np.array(
        [
            _column(index, coordinate)
            for c in items
            for coordinate in (c.follower_coordinate, c.leader_coordinate)
        ],
        dtype=np.int64,
    ).reshape(-1)
    values = np.array([v for c in items for v in (1.0, -c.multiplier)], dtype=np.float64)
    vector = np.array([c.offset - c.multiplier * c.reference for c in items], dtype=np.float64)
    return rows, columns, values, vector


def _index(coordinates: Sequence[Coordinate | str]) -> dict[Coordinate, int]:
    index: dict[Coordinate, int] = {}
    for column, key in enumerate(coordinates):
        coordinate = as_coordinate(key)
        if coordinate in index:
            raise ValueError(f"coordinate {coordinate} appears twice")
        index[coordinate] = column
    return index


def _column(index: Mapping[Coordinate, int], coordinate: Coordinate) -> int:
    try:
        return index[coordinate]
    except KeyError:
        raise ValueError(f"coordinate {coordinate} is not among the coordinates") from None
