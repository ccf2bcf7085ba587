"""The initial configuration a document gives its joints (SDFormat 1.12 ``model_state``).

A ``<model_state>`` inside a ``<model>`` (or inside the ``<include>`` that
brings a model in; loading carries it onto the included model) states the
model's initial state. For kinematics what counts are the joint positions:

* ``joint_state[@name]`` names a joint of that model;
  ``axis_state/position`` and ``axis2_state/position`` give its axes'
  positions (radians, metres for prismatic axes, degrees where
  ``@degrees`` is true); the deprecated ``angle[@axis]`` (0: axis,
  1: axis2) is read too;
* ``model_state[@name]`` inside it states a nested model's joints, by the
  nested model's name, at any depth.

The outer state wins: a model's state for a nested model's joint overrides
what the nested model says of itself, as an include's state overrides the
included file's. The name of a model's own ``model_state`` is not checked
(an include may rename the model it states). Mimic followers are left out:
they follow their leaders, and a stated follower position their leaders
contradict is reported. Link states, poses and velocities are not joint
positions and play no part here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import Any

import numpy.typing as npt

from sdformat_runtime.binding import Element, unread_element
from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_semantics.frames import MODEL_FRAME, FrameGraphs, FrameKind, Scope
from sdformat_semantics.kinematics.configuration import JointKey, Positions
from sdformat_semantics.kinematics.mimic import Coordinate
from sdformat_semantics.kinematics.mimic_reading import collect_mimics

_MOVING_TYPES = {
    "revolute": ("axis",),
    "continuous": ("axis",),
    "prismatic": ("axis",),
    "screw": ("axis",),
    "gearbox": ("axis",),
    "universal": ("axis", "axis2"),
    "revolute2": ("axis", "axis2"),
}
"""The coordinates a ``joint_state`` may give, by joint type (ball and fixed have none)."""


def initial_positions(graphs: FrameGraphs) -> tuple[dict[Coordinate, float], list[Error]]:
    """The joint positions the models' ``model_state`` elements give, and what is wrong.

    Returns:
        ``(joint vertex, "axis" | "axis2")`` -> position (radians or metres),
        without mimic followers; and a ``MODEL_STATE_INVALID`` warning for each
        name that is no joint or model, each position no axis takes, and each
        follower position its leader contradicts.
    """
    positions: dict[Coordinate, float] = {}
    problems: list[Error] = []
    models = sorted(_models_with_state(graphs), key=lambda item: item[0].count("::"))
    if not models:
        return positions, problems
    for prefix, state in models:  # outer models first: what they state wins
        _read_state(graphs, state, prefix, positions, problems)
    followers = {(m.follower, m.follower_axis): m for m in collect_mimics(graphs)[0]}
    stated = {c: v for c, v in positions.items() if c in followers}
    for coordinate in stated:
        del positions[coordinate]
    for (joint, axis), value in stated.items():
        mimic = followers[(joint, axis)]
        leader = positions.get((mimic.leader, mimic.leader_axis), 0.0)
        expected = mimic.multiplier * (leader - mimic.reference) + mimic.offset
        if (mimic.leader, mimic.leader_axis) in followers or math.isclose(
            value, expected, rel_tol=1e-9, abs_tol=1e-9
        ):
            continue  # a chain's middle is checked once the query computes it
        message = (
            f"model_state gives mimic follower '{joint}' {axis} position {value:g}, but its "
            f"leader '{mimic.leader}' puts it at {expected:g}; the leader's value is used"
        )
        problems.append(_invalid(message, mimic.element, None))
    return positions, problems


def _models_with_state(graphs: FrameGraphs) -> Iterator[tuple[str, object]]:
    """(member prefix, model_state) of every model that states its own initial state."""
    # Looked up once: two enum members' lookups per vertex cost more than the test.
    model, static = FrameKind.MODEL, FrameKind.STATIC_MODEL
    for name, vertex in graphs.vertices.items():
        kind = vertex.kind
        if kind is not model and kind is not static:
            continue
        node = unread_element(vertex.element)
        if node is not None and next(node.iterchildren("model_state"), None) is None:
            continue  # a lazy model without one stays unread
        state = getattr(vertex.element, "model_state", None)
        if state is not None and name.endswith(MODEL_FRAME):
            yield name[: -len(MODEL_FRAME)], state


def _read_state(
    graphs: FrameGraphs,
    state: object,
    prefix: str,
    positions: dict[Coordinate, float],
    problems: list[Error],
) -> None:
    # A stack of the model states being read, each with its nested ones still to read: they
    # nest as deep as the document does, and problems come in document order.
    stack = [_entered(graphs, state, prefix, positions, problems)]
    while stack:
        scope, nested_states = stack[-1]
        nested = next(nested_states, None)
        if nested is None:
            stack.pop()
            continue
        name = str(nested.name)
        target = graphs.lookup(name, scope)
        kinds = (FrameKind.MODEL, FrameKind.STATIC_MODEL)
        if target is None or graphs.vertices[target].kind not in kinds:
            message = (
                f"model_state names '{name}', which is no model nested in '{_label(scope.prefix)}'"
            )
            problems.append(_invalid(message, nested, graphs.suggest(name, scope, kinds)))
            continue
        stack.append(_entered(graphs, nested, target[: -len(MODEL_FRAME)], positions, problems))


def _entered(
    graphs: FrameGraphs,
    state: object,
    prefix: str,
    positions: dict[Coordinate, float],
    problems: list[Error],
) -> tuple[Scope, Iterator[Any]]:
    """Read a model state's own joint states; its scope and its nested model states."""
    scope = Scope(prefix, prefix + MODEL_FRAME, False)
    for joint_state in getattr(state, "joint_states", ()):
        _read_joint_state(graphs, joint_state, scope, positions, problems)
    return scope, iter(getattr(state, "model_states", ()))


def _read_joint_state(
    graphs: FrameGraphs,
    joint_state: object,
    scope: Scope,
    positions: dict[Coordinate, float],
    problems: list[Error],
) -> None:
    name = str(getattr(joint_state, "name", ""))
    vertex = graphs.lookup(name, scope)
    if vertex is None or graphs.vertices[vertex].kind is not FrameKind.JOINT:
        message = f"joint_state names '{name}', which is no joint of '{_label(scope.prefix)}'"
        suggestion = graphs.suggest(name, scope, (FrameKind.JOINT,))
        problems.append(_invalid(message, joint_state, suggestion))
        return
    joint_type = str(getattr(graphs.vertices[vertex].element, "type", ""))
    allowed = _MOVING_TYPES.get(joint_type, ())
    for axis, value, where in _stated_values(joint_state, joint_type):
        if axis not in allowed:
            if value != 0.0:
                message = f"joint_state gives {joint_type} joint '{name}' a position on {axis}"
                problems.append(_invalid(message, where, None))
            continue
        positions.setdefault((vertex, axis), value)


def _stated_values(joint_state: object, joint_type: str) -> Iterator[tuple[str, float, object]]:
    """(axis, position in radians or metres, element) for each position the state gives."""
    for axis in ("axis", "axis2"):
        position = getattr(getattr(joint_state, f"{axis}_state", None), "position", None)
        if position is None:
            continue
        value = float(position.value)
        if bool(getattr(position, "degrees", False)) and joint_type != "prismatic":
            value = math.radians(value)
        yield axis, value, position
    angle = getattr(joint_state, "angle", None)  # deprecated in 1.12, still read
    if angle is not None and int(angle.axis) in (0, 1):
        yield ("axis", "axis2")[int(angle.axis)], float(angle.value), angle


def _label(prefix: str) -> str:
    return prefix.removesuffix("::") or "the top-level model"


def _invalid(message: str, place: object, suggestion: str | None) -> Error:
    return problem(
        ErrorCode.MODEL_STATE_INVALID,
        message,
        place if isinstance(place, Element) else None,
        severity=Severity.WARNING,
        suggestion=suggestion,
    )


def merged_positions(
    initial: dict[Coordinate, float],
    positions: Positions,
    resolve: Callable[[str], str | None],
) -> dict[JointKey, npt.ArrayLike]:
    """``positions`` on top of ``initial``: a joint the caller names replaces its stated axes.

    ``resolve`` turns a name as the caller writes it into a joint vertex.
    """
    replaced: set[Coordinate] = set()
    for key in positions:
        name, axes = (key, ("axis", "axis2")) if isinstance(key, str) else (key[0], (key[1],))
        vertex = resolve(name)
        replaced.update((vertex, axis) for axis in axes if vertex is not None)
    merged: dict[JointKey, npt.ArrayLike] = {c: v for c, v in initial.items() if c not in replaced}
    merged.update(positions)
    return merged
