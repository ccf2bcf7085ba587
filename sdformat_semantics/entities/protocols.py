"""Read-only views of the generated element classes, whichever version they are.

Each protocol names the fields the semantics read; the generated classes of
every version satisfy it (``conformance`` makes mypy prove it). A field that
only some versions have lives in a narrower protocol (``PlacedModelLike``,
``MergeIncludeLike``...), reached through a guard of ``entities.guards``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Protocol

from sdformat_runtime.binding import XmlExtras
from sdformat_runtime.errors import XmlOrigin
from sdformat_runtime.values import FloatArray


class Named(Protocol):
    """Anything with a name: a bound entity or a custom parser's interface entity."""

    @property
    def name(self) -> str:
        """The entity's name in its scope (``<name>`` for an include)."""
        ...


class BoundElement(Protocol):
    """What every generated element object has (``sdformat_runtime.binding.Element``)."""

    TAG: ClassVar[str]

    @property
    def xml_origin(self) -> XmlOrigin | None:
        """Where the object was read from; None when built in code."""
        ...

    @property
    def xml_extras(self) -> XmlExtras:
        """XML kept verbatim, and which fields the file wrote."""
        ...


class NamedElement(BoundElement, Named, Protocol):
    """A bound element with a ``name`` (a link, a frame, a model, an include...)."""


# Poses ----------------------------------------------------------------------------


class PoseLike(BoundElement, Protocol):
    """A ``<pose>``: six (or seven) numbers and the frame they are in."""

    @property
    def value(self) -> FloatArray:
        """The numbers as written."""
        ...

    @property
    def relative_to(self) -> str:
        """The frame the pose is expressed in; empty for the default one."""
        ...


class FormattedPoseLike(PoseLike, Protocol):
    """A ``<pose>`` of a version that says how it writes rotations (from 1.9)."""

    @property
    def rotation_format(self) -> str:
        """``euler_rpy`` or ``quat_xyzw``."""
        ...

    @property
    def degrees(self) -> bool:
        """Whether Euler angles are in degrees."""
        ...


class Posed(Protocol):
    """An element with an optional ``<pose>`` child (named or not: a visual, a light...)."""

    @property
    def pose(self) -> PoseLike | None:
        """Its ``<pose>``, or None."""
        ...


class PosedElement(NamedElement, Posed, Protocol):
    """A named element with a pose: what has a frame of its own."""


class PlacedByFrame(Protocol):
    """A model or include of a version with ``placement_frame`` (from 1.8)."""

    @property
    def placement_frame(self) -> str:
        """The frame of the model that its pose places; empty for the model frame."""
        ...


# Links, frames and joints ----------------------------------------------------------


class LinkLike(PosedElement, Protocol):
    """A bound ``<link>``."""


class FrameLike(PosedElement, Protocol):
    """A bound ``<frame>``."""

    @property
    def attached_to(self) -> str:
        """The frame it is attached to; empty for its scope's frame."""
        ...


class XyzLike(BoundElement, Protocol):
    """A joint axis direction: ``<xyz expressed_in="...">``."""

    @property
    def value(self) -> FloatArray:
        """The direction, not necessarily of unit length."""
        ...

    @property
    def expressed_in(self) -> str:
        """The frame the direction is written in; empty for the joint's frame."""
        ...


class MimicLike(BoundElement, Protocol):
    """A ``<mimic>`` of a joint axis (SDFormat 1.10)."""

    @property
    def joint(self) -> str:
        """The leader joint, named from the follower's scope."""
        ...

    @property
    def axis(self) -> str:
        """The leader's axis: ``axis`` or ``axis2``."""
        ...

    @property
    def multiplier(self) -> float:
        """Follower change per leader change."""
        ...

    @property
    def offset(self) -> float:
        """Follower position when the leader is at ``reference``."""
        ...

    @property
    def reference(self) -> float:
        """Leader position subtracted before scaling."""
        ...


class AxisLike(BoundElement, Protocol):
    """A joint's ``<axis>`` or ``<axis2>``."""

    @property
    def xyz(self) -> XyzLike | None:
        """The axis direction."""
        ...


class MimicAxisLike(AxisLike, Protocol):
    """An axis of a version that has ``<mimic>`` (see ``has_mimic``)."""

    @property
    def mimic(self) -> MimicLike | None:
        """The constraint that makes this axis follow another, if any."""
        ...


class JointLike(PosedElement, Protocol):
    """A bound ``<joint>``."""

    @property
    def type(self) -> str:
        """``revolute``, ``fixed``, ``gearbox``..."""
        ...

    @property
    def parent(self) -> str:
        """The parent frame, named from the joint's scope."""
        ...

    @property
    def child(self) -> str:
        """The child frame (the one that moves), named from the joint's scope."""
        ...

    @property
    def gearbox_ratio(self) -> float:
        """The gearbox ratio (gearbox joints only)."""
        ...

    @property
    def gearbox_reference_body(self) -> str:
        """The body gearbox angles are measured from (gearbox joints only)."""
        ...

    @property
    def axis(self) -> AxisLike | None:
        """The first axis."""
        ...

    @property
    def axis2(self) -> AxisLike | None:
        """The second axis (universal and revolute2 joints)."""
        ...


# Includes, models, worlds and the root ----------------------------------------------


class IncludeLike(NamedElement, Posed, Protocol):
    """A bound ``<include>`` of a model or a world."""

    @property
    def uri(self) -> str:
        """Where the included file is."""
        ...

    @property
    def static(self) -> bool:
        """The static flag to give the included model (when the include writes it)."""
        ...

    @property
    def plugins(self) -> Sequence[BoundElement]:
        """Plugins to add to the included entity."""
        ...


class PlacedIncludeLike(IncludeLike, PlacedByFrame, Protocol):
    """An ``<include>`` of a version with ``placement_frame`` (from 1.8)."""


class MergeIncludeLike(PlacedIncludeLike, Protocol):
    """An ``<include>`` of a version that can merge the included model (1.10)."""

    @property
    def merge(self) -> bool:
        """Whether the included model's contents join the including one."""
        ...


class ModelLike(PosedElement, Protocol):
    """A bound ``<model>``."""

    @property
    def canonical_link(self) -> str:
        """The link the model frame is attached to; empty for the implicit choice."""
        ...

    @property
    def static(self) -> bool:
        """Whether the model is a body of its own, fixed to the world."""
        ...

    @property
    def links(self) -> Sequence[LinkLike]:
        """The model's links."""
        ...

    @property
    def joints(self) -> Sequence[JointLike]:
        """The model's joints."""
        ...

    @property
    def frames(self) -> Sequence[FrameLike]:
        """The model's explicit frames."""
        ...

    @property
    def models(self) -> Sequence[ModelLike]:
        """The models nested in this one."""
        ...

    @property
    def includes(self) -> Sequence[IncludeLike]:
        """Its ``<include>`` elements (once composed, only those that failed)."""
        ...


class PlacedModelLike(ModelLike, PlacedByFrame, Protocol):
    """A ``<model>`` of a version with ``placement_frame`` (from 1.8)."""


class WorldLike(NamedElement, Protocol):
    """A bound ``<world>``."""

    @property
    def models(self) -> Sequence[ModelLike]:
        """The world's models."""
        ...

    @property
    def frames(self) -> Sequence[FrameLike]:
        """The world's explicit frames."""
        ...

    @property
    def includes(self) -> Sequence[IncludeLike]:
        """Its ``<include>`` elements (once composed, only those that failed)."""
        ...


class JointWorldLike(WorldLike, Protocol):
    """A world of a version that has joints in worlds (see ``has_world_joints``)."""

    @property
    def joints(self) -> Sequence[JointLike]:
        """Joints fixed directly in the world."""
        ...


class RootLike(BoundElement, Protocol):
    """A bound ``<sdf>``."""

    @property
    def worlds(self) -> Sequence[WorldLike]:
        """The document's worlds (empty for a model file)."""
        ...


class ModelListRoot(RootLike, Protocol):
    """An ``<sdf>`` that may hold several models (1.7)."""

    @property
    def models(self) -> Sequence[ModelLike]:
        """The top-level models."""
        ...


class OneModelRoot(RootLike, Protocol):
    """An ``<sdf>`` that holds at most one model (from 1.8)."""

    @property
    def model(self) -> ModelLike | None:
        """The top-level model."""
        ...
