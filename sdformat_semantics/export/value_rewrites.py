"""Rewrites of a bound document's values before it is written (``sdformat print``).

Each rewrite returns a new tree and leaves the one it is given as it was;
subtrees it does not change are shared. Content the spec does not describe
(``<plugin>`` content, namespaced and unknown elements) is written as it was
read, so its numbers are neither rounded nor converted.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any, Protocol, TypeVar, cast, runtime_checkable

import attrs
import numpy as np

from sdformat_runtime.binding import Element, binding_of, replace
from sdformat_runtime.values import FloatArray

FLOAT_TYPES = frozenset({"double", "float", "vector2d", "vector3", "quaternion", "color", "pose"})
"""Value types whose numbers are floating point (``int``, ``vector2i`` and ``time`` are exact)."""

# Any: the values belong to fields of many types; ``replace`` runs each changed field's
# own check on them when it builds the copy.
FieldValues = dict[str, Any]
"""New values of some fields of one element, by field name."""

Change = Callable[[Element], FieldValues]
"""Field values to replace in one element (an empty dict leaves it as it is)."""

Tree = TypeVar("Tree", bound=Element)


@runtime_checkable
class AnglesPose(Protocol):
    """A pose element that can say how its rotation is written (SDFormat 1.9 and later)."""

    rotation_format: str
    degrees: bool


@attrs.frozen
class DegreesOutcome:
    """What writing poses in degrees did.

    Attributes:
        root: The rewritten tree.
        converted: Poses now written with ``degrees="true"``.
        quaternions: Poses left alone because they are ``quat_xyzw``.
        without_attribute: Poses left in radians because their element has no
            ``degrees`` attribute, counted by where they are (``<pose>``
            before SDFormat 1.9, ``<waypoint><pose>``).
    """

    root: Element
    converted: int
    quaternions: int
    without_attribute: dict[str, int]

    def notes(self) -> list[str]:
        """What was left in radians or quaternions, as sentences for the user."""
        notes = []
        if self.quaternions:
            notes.append(
                f"{_poses(self.quaternions)} in quat_xyzw left as quaternions: "
                "degrees apply to roll, pitch and yaw only"
            )
        for where, count in sorted(self.without_attribute.items()):
            notes.append(f"{_poses(count)} left in radians: {where} has no degrees attribute")
        return notes


def in_degrees(root: Element) -> DegreesOutcome:
    """The tree with every Euler-angle pose written as ``degrees="true"``, angles in degrees.

    Poses already in degrees stay as they are; so do quaternion poses and
    poses whose element cannot say ``degrees`` (both counted in the outcome).
    """
    converted = quaternions = 0
    without_attribute: Counter[str] = Counter()

    def change(element: Element) -> FieldValues:
        nonlocal converted, quaternions
        binding = binding_of(type(element))
        for name, spec in binding.fields:
            if spec.xml_name == "pose" and spec.kind == "value":  # such as <waypoint><pose>
                without_attribute[f"<{element.TAG}><pose>"] += name in element.xml_extras.present
        if not binding.is_pose or binding.text_field is None:
            return {}
        if not isinstance(element, AnglesPose):
            without_attribute[f"<{element.TAG}> of SDFormat {_version_of(element)}"] += 1
            return {}
        if element.rotation_format == "quat_xyzw":
            quaternions += 1
            return {}
        if element.degrees:
            return {}
        value_field = binding.text_field[0]
        values = np.array(getattr(element, value_field), dtype=np.float64)
        values[3:6] = np.degrees(values[3:6])
        values.setflags(write=False)
        converted += 1
        return {value_field: values, "degrees": True}

    rewritten = rewrite(root, change)
    counts = {where: count for where, count in without_attribute.items() if count}
    return DegreesOutcome(rewritten, converted, quaternions, counts)


def rounded(root: Element, digits: int) -> Element:
    """The tree with every floating-point value rounded to ``digits`` significant digits.

    Significant digits rather than decimals, so that small values (inertia
    of 1e-5 kg m², a 0.0005 m radius) keep their precision while noise in
    the last digits (``0.30000000000000004``) goes. A written number then
    reads back within a relative error of ``0.5 * 10 ** (1 - digits)``
    of the original. ``inf`` and ``nan`` stay as they are.

    Raises:
        ValueError: When ``digits`` is below 1.
    """
    if digits < 1:
        raise ValueError(f"digits must be at least 1, not {digits}")

    def number(value: float) -> float:
        return float(f"{value:.{digits}g}") if math.isfinite(value) else value

    def array(values: Iterable[float]) -> FloatArray:
        result = np.array([number(float(v)) for v in values], dtype=np.float64)
        result.setflags(write=False)
        return result

    def convert(value: object) -> object:
        if isinstance(value, float):
            return number(value)
        if isinstance(value, np.ndarray) and value.dtype.kind == "f":
            return array(value)
        return value

    def change(element: Element) -> FieldValues:
        changes: FieldValues = {}
        for name, spec in binding_of(type(element)).fields:
            if spec.spec_type not in FLOAT_TYPES:
                continue
            current = getattr(element, name)
            if spec.kind == "values":
                changes[name] = [convert(v) for v in current]
            elif current is not None:
                changes[name] = convert(current)
        return changes

    return rewrite(root, change)


def rewrite(root: Tree, change: Change) -> Tree:
    """A copy of the tree with ``change`` applied to every element object, depth first.

    ``change`` sees the objects as read, parents first; the copies are then
    made children first. Two passes over a list, not recursion: trees nest
    without bound.
    """
    listed: list[tuple[Element, FieldValues]] = []
    pending: list[Element] = [root]
    while pending:
        current = pending.pop()
        listed.append((current, change(current)))
        below: list[Element] = []
        for name, spec in binding_of(type(current)).fields:
            value = getattr(current, name)
            if spec.kind == "child" and value is not None:
                below.append(value)
            elif spec.kind == "children":
                below.extend(value)
        pending.extend(reversed(below))
    done: dict[int, Element] = {}
    for current, changes in reversed(listed):  # every object after all those below it
        for name, spec in binding_of(type(current)).fields:
            value = getattr(current, name)
            if spec.kind == "child" and value is not None:
                changed = done[id(value)]
                if changed is not value:
                    changes[name] = changed
            elif spec.kind == "children":
                items = [done[id(item)] for item in value]
                if any(a is not b for a, b in zip(items, value, strict=True)):
                    changes[name] = items
        done[id(current)] = replace(current, **changes) if changes else current
    return cast("Tree", done[id(root)])


def _poses(count: int) -> str:
    return f"{count} pose{'s' if count != 1 else ''}"


def _version_of(element: Element) -> str:
    """The SDFormat version of an element's class, from its spec file (``spec/1.8/...``)."""
    return element.SPEC_FILE.split("/")[1] if element.SPEC_FILE.count("/") >= 2 else "?"
