"""What the frame graphs and the walks read of a model, a lazy one left unread.

A world holds thousands of models in a large file, and filling each costs
more than what the graph builder and the walks over models read of it: its
name, flags, ``<pose>`` and member lists. ``model_members`` reads those of a
lazy model from its XML in one pass (``binding.unread_parts``), its members
made as the objects its later fill, if any, will hold.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lxml import etree

from sdformat_runtime.binding import unread_parts
from sdformat_semantics.entities.guards import placement_frame_of
from sdformat_semantics.entities.protocols import (
    FrameLike,
    IncludeLike,
    JointLike,
    LinkLike,
    ModelLike,
)

_MODEL_VALUES = ("name", "static", "canonical_link", "placement_frame", "pose")
_MODEL_LISTS = ("links", "joints", "frames", "models", "includes")


class ModelMembers:
    """What the graph builder reads of a model: its name, flags and members.

    Attributes:
        name: The model's name.
        static: Whether it is static.
        canonical_link: Its ``canonical_link`` ("" when not set).
        placement_frame: Its ``placement_frame`` ("" when not set, or before 1.8).
        pose: Its ``<pose>`` element, None when it has none.
        links, joints, frames, models, includes: Its members, the model's own objects.
    """

    __slots__ = (
        "canonical_link",
        "frames",
        "includes",
        "joints",
        "links",
        "models",
        "name",
        "placement_frame",
        "pose",
        "static",
    )

    name: str
    static: bool
    canonical_link: str
    placement_frame: str
    pose: etree._Element | None
    links: Sequence[LinkLike]
    joints: Sequence[JointLike]
    frames: Sequence[FrameLike]
    models: Sequence[ModelLike]
    includes: Sequence[IncludeLike]

    def __init__(self, values: Sequence[Any], lists: Sequence[Any]) -> None:
        name, static, canonical_link, placement_frame, self.pose = values
        self.name = str(name)
        self.static = bool(static)
        self.canonical_link = str(canonical_link or "")
        self.placement_frame = str(placement_frame or "")
        self.links, self.joints, self.frames, self.models, self.includes = lists


def model_members(model: ModelLike) -> ModelMembers | ModelLike:
    """What the builder reads of a model: a lazy one's ``ModelMembers``, else the model.

    A world holds thousands of models in a large file, and filling each costs
    more than the builder's use of it: a lazy model's values and members are
    read from its XML in one pass (``unread_parts``), its members made as the
    objects its later fill, if any, will hold. Both answers have the fields
    the builder reads; ``placement_of`` gives the placement frame of either.
    """
    parts = unread_parts(model, _MODEL_VALUES, _MODEL_LISTS)
    return model if parts is None else ModelMembers(parts[1], parts[2])


def placement_of(members: ModelMembers | ModelLike) -> str:
    """The placement frame of a ``model_members`` answer ("" when none)."""
    if isinstance(members, ModelMembers):
        return members.placement_frame
    return placement_frame_of(members)
