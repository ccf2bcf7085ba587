"""Walks over the models and joints of a bound document, whatever its version."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from sdformat_runtime.binding import Element
from sdformat_semantics.entities.guards import (
    has_world_joints,
    holds_model_list,
    holds_one_model,
    is_root,
)
from sdformat_semantics.entities.members import model_members
from sdformat_semantics.entities.protocols import JointLike, ModelLike, WorldLike

SEPARATOR = "::"
"""Joins the names of nested scopes (``robot::arm::link``)."""


def worlds_of(root: Element) -> Sequence[WorldLike]:
    """The worlds of a bound ``<sdf>``; none for any other object."""
    return root.worlds if is_root(root) else ()


def root_models(root: Element) -> list[ModelLike]:
    """The models directly under ``<sdf>`` (a list in 1.7, at most one later)."""
    if not is_root(root):
        return []
    if holds_one_model(root):
        return [] if root.model is None else [root.model]
    if holds_model_list(root):
        return list(root.models)
    return []


def iter_models(models: Sequence[ModelLike], prefix: str = "") -> Iterator[tuple[str, ModelLike]]:
    """Every model of ``models`` and below, with its scope prefix, depth first."""
    pending = [(prefix, model) for model in reversed(models)]  # a stack: nesting has no bound
    while pending:
        scope, model = pending.pop()
        yield scope, model
        members = model_members(model)  # a lazy model stays unread
        inner = f"{scope}{members.name}{SEPARATOR}"
        pending.extend((inner, nested) for nested in reversed(members.models))


def all_models(root: Element) -> Iterator[tuple[str, ModelLike]]:
    """Every model in a document, under worlds or at the root, with its scope prefix."""
    for world in worlds_of(root):
        yield from iter_models(world.models)
    yield from iter_models(root_models(root))


def world_joints(world: WorldLike) -> Sequence[JointLike]:
    """The joints directly in a world; none before 1.10, whose worlds have no joints."""
    return world.joints if has_world_joints(world) else ()


def all_joints(root: Element) -> Iterator[JointLike]:
    """Every joint in a document: the worlds' own, then those of every model."""
    for world in worlds_of(root):
        yield from world_joints(world)
    for _, model in all_models(root):
        yield from model.joints
