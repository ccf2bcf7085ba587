"""Joint configurations: positions given by name, checked, completed by mimic constraints.

A configuration is read from a mapping of joint positions, the form every
source of positions uses (a caller, the command line, and later a
``model_state`` or ``joint_state`` of the document):

* a scoped joint name (``arm::elbow``) -> its position: a number for the
  single-axis types (radians, metres for prismatic), two numbers
  ``(axis, axis2)`` for universal and revolute2, a quaternion ``x y z w`` or
  a rotation vector for ball;
* a pair ``(joint, "axis" | "axis2")`` -> the position of that axis alone.

Every value may carry a leading batch dimension (``(N,)`` instead of a
number, ``(N, 2)`` instead of a pair...): the configuration is then ``N``
configurations, evaluated together. Joints not named stay at zero.
Followers of mimic constraints are computed from their leaders, in
dependency order; giving a follower a value its leader contradicts is an
error. Positions beyond an axis's limits are warnings (``JointLimitWarning``),
or errors with ``strict``.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Callable, Iterable, Iterator, Mapping

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_semantics.frames import FrameKind
from sdformat_semantics.kinematics.limits import (
    LIMIT_TOLERANCE,
    limit_causes,
    limit_problems,
    where_in_batch,
)
from sdformat_semantics.kinematics.mimic import Coordinate, MimicConstraint, evaluation_levels
from sdformat_semantics.kinematics.tree import GEARBOX_NOTE, JointModel, KinematicTree

FloatArray = npt.NDArray[np.float64]

JointKey = str | tuple[str, str]
"""A joint by scoped name, or one axis of it: ``(name, "axis" | "axis2")``."""

Positions = (
    Mapping[str, npt.ArrayLike]
    | Mapping[tuple[str, str], npt.ArrayLike]
    | Mapping[JointKey, npt.ArrayLike]
)
"""Joint positions as the queries take them (see the module docstring).

A union of mappings, not one mapping over ``JointKey``: a mapping's key type
is invariant, so a caller's ``dict[str, float]`` would not type-check against
``Mapping[str | tuple[str, str], ...]``.
"""

ScalarPositions = Mapping[str, float] | Mapping[tuple[str, str], float] | Mapping[JointKey, float]
"""One configuration: a float per joint or axis (``Document.pose`` then returns one ``Pose``)."""

MIMIC_TOLERANCE = 1e-9
"""Relative slack (absolute near zero) within which a given follower agrees with its leader."""


class ConfigurationError(ValueError):
    """Joint positions that cannot be applied; ``problems`` says why, one error each."""

    def __init__(self, problems: list[Error]) -> None:
        super().__init__("; ".join(p.message for p in problems))
        self.problems = problems


class PoseNotFiniteError(ConfigurationError):
    """Joint positions that move a frame beyond the range of a double.

    Every position was finite, but a pose computed from them is not (a
    prismatic joint at ``1e300`` on a link placed at ``1e300``...). Its
    ``problems`` are ``POSE_NOT_FINITE`` errors, one per frame; a batch is
    not returned in part, and ``configurations`` says which of its
    configurations (indices into the batch, ascending) gave such a pose.
    """

    def __init__(self, problems: list[Error], configurations: npt.NDArray[np.intp]) -> None:
        super().__init__(problems)
        self.configurations = configurations


class JointLimitWarning(UserWarning):
    """A joint position lies outside its axis's limits (an error with ``strict=True``)."""


@attrs.frozen
class Configuration:
    """Joint positions ready to evaluate: followers computed, every value checked.

    Attributes:
        coordinates: Position of each axis that has one, shape ``(count,)``.
        rotations: Ball joint rotations, shape ``(count, 4)`` or ``(count, 3)``.
        count: How many configurations (1 when nothing is batched).
        batched: Whether any value had a batch dimension (results do too).
        problems: Warnings found (positions beyond limits).
        floats: One configuration's coordinates as plain floats, when it was read
            from plain numbers (``configure_floats``); None otherwise.
    """

    coordinates: Mapping[Coordinate, FloatArray]
    rotations: Mapping[str, FloatArray]
    count: int
    batched: bool
    problems: tuple[Error, ...] = ()
    floats: dict[Coordinate, float] | None = None

    def scalars(self) -> dict[Coordinate, float]:
        """One configuration's coordinates as floats (the first of a batch)."""
        if self.floats is not None:
            return self.floats
        return {c: float(v[0]) for c, v in self.coordinates.items()}

    def moves(self, joint: JointModel) -> bool:
        """Whether this configuration moves ``joint`` (a batch: whether it names it)."""
        if self.floats is not None and joint.type != "ball":
            return any(self.floats.get((joint.name, a), 0.0) != 0.0 for a in joint.coordinates)
        return self.values_of(joint) is not None

    def part(self, start: int, stop: int) -> Configuration:
        """Configurations ``start`` to ``stop`` of this one (views of its arrays)."""
        return Configuration(
            {c: v[start:stop] for c, v in self.coordinates.items()},
            {n: v[start:stop] for n, v in self.rotations.items()},
            stop - start,
            self.batched,
        )

    def values_of(self, joint: JointModel) -> FloatArray | None:
        """A joint's values as ``joint_motion`` takes them, or None where it does not move."""
        if joint.type == "ball":
            return self.rotations.get(joint.name)
        columns = [self.coordinates.get((joint.name, axis)) for axis in joint.coordinates]
        if not columns or all(c is None for c in columns):
            return None
        full = [c if c is not None else np.zeros(self.count) for c in columns]
        if not self.batched and not any(float(c[0]) != 0.0 for c in full):
            return None  # the zero configuration: nothing to compute, poses stay exact
        return full[0] if len(full) == 1 else np.stack(full, axis=-1)


def configure(
    tree: KinematicTree,
    constraints: Iterable[MimicConstraint],
    positions: Positions,
    resolve: Callable[[str], str | None],
    *,
    strict: bool = False,
) -> Configuration:
    """Check joint positions and complete them with the mimic followers.

    Args:
        tree: The joints.
        constraints: The document's mimic constraints.
        positions: The positions (see the module docstring).
        resolve: Scoped name as a user writes it -> joint vertex, or None.
        strict: Make positions beyond limits errors rather than warnings.

    Returns:
        The configuration.

    Raises:
        ConfigurationError: A name that is no joint, a value of the wrong
            shape or not finite, a position for a joint that has none, a
            follower that contradicts its leader, or (``strict``) a position
            beyond a limit.
    """
    reader = _Reader(tree, resolve)
    for key, value in positions.items():
        reader.read(key, value)
    reader.fail_on_errors()
    count = max(reader.sizes, default=1)
    coordinates = {c: np.broadcast_to(v, (count,)) for c, v in reader.coordinates.items()}
    rotations = {n: np.broadcast_to(v, (count, v.shape[-1])) for n, v in reader.rotations.items()}
    _apply_mimics(list(constraints), coordinates, count, reader)
    reader.fail_on_errors()
    limits = limit_problems(tree, coordinates, Severity.ERROR if strict else Severity.WARNING)
    if strict and limits:
        raise ConfigurationError(limits)
    for limit, cause in zip(limits, limit_causes(tree, coordinates), strict=True):
        if cause not in tree.warned:  # once per joint and cause: a loop of queries is not a flood
            tree.warned.add(cause)
            warnings.warn(limit.message, JointLimitWarning, stacklevel=3)
    return Configuration(coordinates, rotations, count, bool(reader.sizes), tuple(limits))


def configure_floats(
    tree: KinematicTree,
    levels: list[list[MimicConstraint]] | None,
    positions: Positions,
    resolve: Callable[[str], str | None],
) -> Configuration | None:
    """One configuration given as plain numbers, read without numpy, or None.

    The common interactive case (a slider moved, one pose asked) in plain
    floats: every key a joint name of a single-axis joint in the tree, every
    value a finite ``float`` or ``int``, followers consistent, every position
    within its limits. Anything else returns None, and ``configure`` reads
    the positions and reports what is wrong, as it always does.

    Args:
        tree: The joints.
        levels: The mimic constraints in evaluation order (None: they form a cycle).
        positions: The positions.
        resolve: Scoped name as a user writes it -> joint vertex, or None.
    """
    if levels is None:
        return None
    floats: dict[Coordinate, float] = {}
    for key, value in positions.items():
        if type(value) is not float and type(value) is not int:
            return None
        if not isinstance(key, str) or not math.isfinite(value):
            return None
        vertex = resolve(key)
        joint = tree.joints.get(vertex) if vertex is not None else None
        if joint is None or not joint.in_tree or len(joint.coordinates) != 1:
            return None
        floats[(joint.name, "axis")] = float(value)
    if not _floats_follow(levels, floats) or not _floats_within(tree, floats):
        return None
    return Configuration(_Columns(floats), {}, 1, False, (), floats)


class _Columns(Mapping[Coordinate, FloatArray]):
    """Plain floats seen as arrays of one configuration, each made when first read.

    A single query in floats never reads them; a query that goes through
    numpy reads a few.
    """

    def __init__(self, floats: dict[Coordinate, float]) -> None:
        self._floats = floats

    def __getitem__(self, coordinate: Coordinate) -> FloatArray:
        return np.array([self._floats[coordinate]], dtype=np.float64)

    def __iter__(self) -> Iterator[Coordinate]:
        return iter(self._floats)

    def __len__(self) -> int:
        return len(self._floats)


def _floats_follow(levels: list[list[MimicConstraint]], floats: dict[Coordinate, float]) -> bool:
    """Set every follower from its leader; False where one is not finite or contradicted."""
    for level in levels:
        for constraint in level:
            leader = floats.get(constraint.leader_coordinate, 0.0)
            computed = constraint.multiplier * (leader - constraint.reference) + constraint.offset
            if not math.isfinite(computed):
                return False
            given = floats.get(constraint.follower_coordinate)
            if given is not None and abs(given - computed) > MIMIC_TOLERANCE * max(
                1.0, abs(computed)
            ):
                return False
            floats[constraint.follower_coordinate] = computed
    return True


def _floats_within(tree: KinematicTree, floats: dict[Coordinate, float]) -> bool:
    """Whether every position lies within its limits (with ``LIMIT_TOLERANCE``)."""
    for (name, axis), value in floats.items():
        joint = tree.joints.get(name)
        if joint is None or axis not in joint.coordinates:
            continue
        lower, upper = joint.limits[joint.coordinates.index(axis)]
        if value < lower and lower - value > LIMIT_TOLERANCE * max(1.0, abs(lower)):
            return False
        if value > upper and value - upper > LIMIT_TOLERANCE * max(1.0, abs(upper)):
            return False
    return True


class _Reader:
    """Reads position values one key at a time, collecting every problem before failing."""

    def __init__(self, tree: KinematicTree, resolve: Callable[[str], str | None]) -> None:
        self.tree = tree
        self.resolve = resolve
        self.coordinates: dict[Coordinate, FloatArray] = {}
        self.rotations: dict[str, FloatArray] = {}
        self.sizes: set[int] = set()
        self.errors: list[Error] = []

    def fail_on_errors(self) -> None:
        if self.errors:
            raise ConfigurationError(self.errors)
        if len(self.sizes) > 1:
            message = f"batched positions must share one length, got {sorted(self.sizes)}"
            raise ConfigurationError([problem(ErrorCode.JOINT_POSITION_INVALID, message)])

    def error(
        self, message: str, joint: JointModel | None = None, suggestion: str | None = None
    ) -> None:
        place = joint.element if joint is not None else None
        self.errors.append(
            problem(ErrorCode.JOINT_POSITION_INVALID, message, place, suggestion=suggestion)
        )

    def read(self, key: JointKey, value: npt.ArrayLike) -> None:
        name, axis = (key, None) if isinstance(key, str) else key
        joint = self._joint(name)
        if joint is None:
            return
        if axis is not None and axis not in joint.coordinates:
            has = ", ".join(joint.coordinates) or "no axis"
            self.error(f"joint '{name}' ({joint.type}) has {has}: no '{axis}' position", joint)
            return
        try:
            array = np.asarray(value, dtype=np.float64)  # no copy: only read, during the query
        except (TypeError, ValueError):
            self.error(f"the position of joint '{name}' is not numbers: {value!r}", joint)
            return
        if not np.all(np.isfinite(array)):
            self.error(f"the position of joint '{name}' must be finite", joint)
            return
        if not joint.coordinates and joint.type != "ball":
            reason = GEARBOX_NOTE if joint.type == "gearbox" else "it does not move"
            self.error(
                f"joint '{name}' is a {joint.type} joint and has no position: {reason}", joint
            )
        elif not joint.in_tree:
            self.error(f"joint '{name}' cannot be moved: {joint.left_out}", joint)
        elif joint.type == "ball":
            self._ball(joint, name, array)
        elif axis is not None or len(joint.coordinates) == 1:
            self._axis(joint, name, axis or "axis", array)
        else:
            self._pair(joint, name, array)

    def _joint(self, name: str) -> JointModel | None:
        vertex = self.resolve(name)
        joint = self.tree.joints.get(vertex) if vertex is not None else None
        if joint is None:
            graphs = self.tree.graphs
            suggestion = None
            if vertex is None:
                suggestion = graphs.suggest(name, graphs.root_scope, {FrameKind.JOINT})
            what = "no joint" if vertex is None else "a frame that is not a joint"
            self.error(f"'{name}' names {what}", None, suggestion)  # problem() adds the hint
        return joint

    def _store(self, coordinate: Coordinate, array: FloatArray, joint: JointModel) -> None:
        if coordinate in self.coordinates:
            self.error(f"joint '{coordinate[0]}' {coordinate[1]} is given twice", joint)
            return
        if array.ndim == 1:
            self.sizes.add(array.shape[0])
        self.coordinates[coordinate] = array

    def _axis(self, joint: JointModel, name: str, axis: str, array: FloatArray) -> None:
        if array.ndim > 1:
            self.error(
                f"joint '{name}' {axis} takes a number or an array of shape (N,), "
                f"not shape {array.shape}",
                joint,
            )
            return
        self._store((joint.name, axis), array, joint)

    def _pair(self, joint: JointModel, name: str, array: FloatArray) -> None:
        if array.ndim not in (1, 2) or array.shape[-1] != 2:
            self.error(
                f"joint '{name}' ({joint.type}) takes two numbers (axis, axis2), or an array "
                f"of shape (N, 2), not shape {array.shape}",
                joint,
            )
            return
        self._store((joint.name, "axis"), array[..., 0], joint)
        self._store((joint.name, "axis2"), array[..., 1], joint)

    def _ball(self, joint: JointModel, name: str, array: FloatArray) -> None:
        if array.ndim not in (1, 2) or array.shape[-1] not in (3, 4):
            self.error(
                f"ball joint '{name}' takes a quaternion (x y z w) or a rotation vector, "
                f"or arrays of them of shape (N, 4) or (N, 3), not shape {array.shape}",
                joint,
            )
            return
        if array.shape[-1] == 4 and np.any(np.all(array == 0.0, axis=-1)):
            self.error(f"ball joint '{name}' has a zero quaternion", joint)
            return
        if joint.name in self.rotations:
            self.error(f"ball joint '{name}' is given twice", joint)
            return
        if array.ndim == 2:
            self.sizes.add(array.shape[0])
        self.rotations[joint.name] = array


def _apply_mimics(
    constraints: list[MimicConstraint],
    coordinates: dict[Coordinate, FloatArray],
    count: int,
    reader: _Reader,
) -> None:
    """Set every follower from its leader, level by level; report contradicted followers."""
    try:
        levels = evaluation_levels(constraints)
    except ValueError as error:  # a cycle: the document reports it as an error too
        reader.errors.append(problem(ErrorCode.JOINT_AXIS_MIMIC_INVALID, str(error)))
        return
    for level in levels:
        for constraint in level:
            leader = coordinates.get(constraint.leader_coordinate, np.zeros(count))
            with np.errstate(over="ignore", invalid="ignore"):  # checked just below
                computed = (
                    constraint.multiplier * (leader - constraint.reference) + constraint.offset
                )
            given = coordinates.get(constraint.follower_coordinate)
            finite = _finite_follower(constraint, computed, reader)
            if finite and given is not None:
                _check_follower(constraint, given, computed, leader, reader)
            coordinates[constraint.follower_coordinate] = np.asarray(computed, dtype=np.float64)


def _finite_follower(constraint: MimicConstraint, computed: FloatArray, reader: _Reader) -> bool:
    """Whether a follower's computed positions are finite; an error says where they are not."""
    wrong = np.flatnonzero(~np.isfinite(computed))
    if wrong.size == 0:
        return True
    first = int(wrong[0])
    message = (
        f"joint '{constraint.follower}' {constraint.follower_axis} follows "
        f"'{constraint.leader}' {constraint.leader_axis} to a position beyond the range of "
        f"a double{where_in_batch(wrong.size, computed.shape[0], first)}"
    )
    reader.errors.append(problem(ErrorCode.JOINT_POSITION_INVALID, message, constraint.element))
    return False


def _check_follower(
    constraint: MimicConstraint,
    given: FloatArray,
    computed: FloatArray,
    leader: FloatArray,
    reader: _Reader,
) -> None:
    slack = MIMIC_TOLERANCE * np.maximum(1.0, np.abs(computed))
    with np.errstate(over="ignore"):  # 1e308 given where -1e308 is computed: an inf, wrong
        wrong = np.flatnonzero(np.abs(given - computed) > slack)
    if wrong.size == 0:
        return
    first = int(wrong[0])
    where = where_in_batch(wrong.size, given.shape[0], first)
    message = (
        f"joint '{constraint.follower}' {constraint.follower_axis} is given "
        f"{float(given[first]):g}{where}, but it follows '{constraint.leader}' "
        f"{constraint.leader_axis} (at {float(leader[first]):g}), which puts it at "
        f"{float(computed[first]):g}: leave the follower out, or give it that value"
    )
    reader.errors.append(
        problem(ErrorCode.JOINT_POSITION_MIMIC_CONFLICT, message, constraint.element)
    )
