"""Joint positions beyond their limits: the problems a configuration gets for them.

A position is beyond a limit only by more than a rounding error of the limit
itself (``LIMIT_TOLERANCE``, relative), so a value read back from a written
file, or computed from a mimic leader at its limit, is not reported.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import numpy.typing as npt

from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_semantics.kinematics.mimic import Coordinate
from sdformat_semantics.kinematics.tree import KinematicTree

FloatArray = npt.NDArray[np.float64]

LIMIT_TOLERANCE = 1e-12
"""Slack beyond a limit still counted as within it (a limit copied through a computation)."""


def limit_causes(
    tree: KinematicTree, coordinates: Mapping[Coordinate, FloatArray]
) -> list[tuple[str, str, str]]:
    """``(joint, axis, side)`` of each problem ``limit_problems`` gives, in its order."""
    causes: list[tuple[str, str, str]] = []
    limit_problems(tree, coordinates, Severity.WARNING, causes)
    return causes


def limit_problems(
    tree: KinematicTree,
    coordinates: Mapping[Coordinate, FloatArray],
    severity: Severity,
    causes: list[tuple[str, str, str]] | None = None,
) -> list[Error]:
    """A problem for each coordinate beyond its joint's limits, at ``severity``.

    ``causes`` (when given) gets each problem's ``(joint, axis, side)``.
    """
    problems = []
    for (name, axis), values in coordinates.items():
        joint = tree.joints.get(name)
        if joint is None or axis not in joint.coordinates:
            continue
        lower, upper = joint.limits[joint.coordinates.index(axis)]
        sides = (
            ("below its lower", lower, values < lower),
            ("above its upper", upper, values > upper),
        )
        for side, limit, beyond in sides:
            slack = LIMIT_TOLERANCE * max(1.0, abs(limit))
            with np.errstate(over="ignore"):  # a distance past a double's range is beyond the slack
                index = np.flatnonzero(beyond & (np.abs(values - limit) > slack))
            if index.size == 0:
                continue
            first = int(index[0])
            message = (
                f"joint '{name}' {axis} position {float(values[first]):g} is {side} "
                f"limit {limit:g}{where_in_batch(index.size, values.shape[0], first)}"
            )
            code = ErrorCode.JOINT_POSITION_LIMIT
            problems.append(problem(code, message, joint.element, severity=severity))
            if causes is not None:
                causes.append((name, axis, side))
    return problems


def where_in_batch(wrong: int, count: int, first: int) -> str:
    """Which of a batch of configurations a problem is in (nothing for a single one)."""
    return f" in {wrong} of {count} configurations (first: #{first})" if count > 1 else ""
