"""Mass and inertia that no rigid body can have: ``LINK_INERTIA_INVALID``.

A rigid body's mass is not negative, and its inertia matrix (about the
centre of mass) is symmetric positive semi-definite with principal moments
that satisfy the triangle inequality: each is at most the sum of the other
two. The reference (libsdformat, through gz-math's ``MassMatrix3``) rejects
a link breaking any of these, with a small tolerance scaled by the size of
the moments; we apply the same rule and tolerance, and say which numbers
break it.

Zero mass, or a singular inertia (a point mass, a thin rod), is accepted by
the reference and by us; in a model that is not static it is a warning,
since a simulator cannot integrate such a body's motion.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any

import numpy as np

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_semantics.entities import all_models, child_class

__all__ = ["TOLERANCE", "check_inertia", "inertia_problem"]

TOLERANCE = 10.0
"""Tolerance of the checks, in units of the machine epsilon times half the sum of the moments
(the reference's default)."""


def _epsilon(moments: Any) -> float:
    """The tolerance for a set of moments: grows with their size, as the reference's does."""
    return TOLERANCE * sys.float_info.epsilon * 0.5 * abs(float(np.sum(moments)))


def _number(value: float) -> str:
    return f"{value:.12g}"


def inertia_problem(mass: float, matrix: Any) -> tuple[Severity, str] | None:
    """What is wrong with a mass and a 3x3 inertia matrix, or None.

    Returns:
        ``(ERROR, why)`` for what no rigid body can have (the reference
        rejects it), ``(WARNING, why)`` for a massless or singular body, or
        None.
    """
    inertia = np.asarray(matrix, dtype=float)
    if not np.all(np.isfinite(inertia)) or not np.isfinite(mass):
        return Severity.ERROR, "the mass and inertia must be finite numbers"
    if mass < 0:
        return Severity.ERROR, f"the mass {_number(mass)} is negative"
    diagonal = np.diag(inertia)
    epsilon = _epsilon(diagonal)
    moments = np.sort(np.linalg.eigvalsh(inertia))
    shown = ", ".join(_number(m) for m in moments)
    minors = (
        inertia[0, 0],
        inertia[0, 0] * inertia[1, 1] - inertia[0, 1] ** 2,
        float(np.linalg.det(inertia)),
    )
    if min(minors) < -epsilon or moments[0] < -_epsilon(moments):
        return Severity.ERROR, (
            f"the inertia matrix is not positive semi-definite (principal moments {shown})"
        )
    low, middle, high = (float(m) for m in moments)
    if low + middle + _epsilon(moments) < high:
        return Severity.ERROR, (
            f"the principal moments {shown} break the triangle inequality "
            f"({_number(low)} + {_number(middle)} < {_number(high)})"
        )
    if mass == 0:
        return Severity.WARNING, "the mass is 0: a massless body cannot move under forces"
    if low <= epsilon:
        return Severity.WARNING, (
            f"the inertia matrix is singular (principal moments {shown}): "
            "the body cannot turn about one axis"
        )
    return None


def _inertials(root: Element) -> Iterator[tuple[Any, Any, bool]]:
    """(link, its inertial, whether its model is static) for every link with an ``<inertial>``."""
    for _prefix, model in all_models(root):
        for link in model.links:
            inertial = getattr(link, "inertial", None)
            if inertial is not None and link.xml_origin is not None:
                yield link, inertial, bool(model.static)


def check_inertia(root: Element) -> list[Error]:
    """``LINK_INERTIA_INVALID`` for every link whose mass and inertia no body can have."""
    problems: list[Error] = []
    for link, inertial, static in _inertials(root):
        inertia = inertial.inertia
        if inertia is None:  # left out: the spec's default, a unit diagonal
            inertia = child_class(inertial, "inertia").default()
        matrix = [
            [inertia.ixx, inertia.ixy, inertia.ixz],
            [inertia.ixy, inertia.iyy, inertia.iyz],
            [inertia.ixz, inertia.iyz, inertia.izz],
        ]
        found = inertia_problem(float(inertial.mass), matrix)
        if found is None:
            continue
        severity, why = found
        if severity is Severity.WARNING and static:
            continue  # a static model's links do not move: their inertia is never used
        message = f"link '{link.name}' has an impossible mass or inertia: {why}"
        if severity is Severity.WARNING:
            message = f"link '{link.name}' of a model that is not static: {why}"
        problems.append(
            problem(ErrorCode.LINK_INERTIA_INVALID, message, inertial, severity=severity)
        )
    return problems
