"""The load's check of mimic constraints: each ``<mimic>`` that does not resolve, and cycles.

Constraint cycles are errors here (libsdformat accepts them): no position of
a joint on a cycle can be computed.
"""

from __future__ import annotations

from collections.abc import Sequence

from sdformat_runtime.errors import Error
from sdformat_semantics.frames import FrameGraphs
from sdformat_semantics.kinematics.mimic import MimicConstraint, mimic_cycles
from sdformat_semantics.kinematics.mimic_reading import collect_mimics, mimic_problem


def check_mimics(graphs: FrameGraphs) -> list[Error]:
    """The mimic problems of one world or root model (see ``collect_mimics``)."""
    constraints, problems = collect_mimics(graphs)
    return problems + _cycle_problems(constraints)


def _cycle_problems(constraints: Sequence[MimicConstraint]) -> list[Error]:
    """One error per cycle of followers and leaders, naming the whole cycle."""
    problems = []
    for cycle in mimic_cycles(constraints):
        path = " -> ".join(f"{c.follower} {c.follower_axis}" for c in cycle)
        message = (
            f"mimic constraints form a cycle: {path} -> {cycle[0].follower} "
            f"{cycle[0].follower_axis} (each follows the next, so no position can be computed)"
        )
        problems.append(mimic_problem(message, cycle[0].element))
    return problems
