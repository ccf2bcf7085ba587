"""What the frame graphs read of generated elements, whichever SDFormat version they are.

The generated classes of each version are distinct types with mostly the same
fields; the Protocols here name the fields the graphs and includes rely on,
so one function serves every version and mypy still checks it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import ClassVar, Protocol

from sdformat_runtime.binding import XmlExtras
from sdformat_runtime.errors import XmlOrigin
from sdformat_runtime.values import FloatArray
from sdformat_semantics.frames.graphs import SEPARATOR
from sdformat_semantics.pose import Pose


class PoseElement(Protocol):
    """A ``<pose>`` element: six (or seven) numbers and the frame they are in.

    ``rotation_format`` and ``degrees`` exist from SDFormat 1.9 on only.
    """

    @property
    def value(self) -> FloatArray:
        """The numbers as written."""

    @property
    def relative_to(self) -> str:
        """The frame the pose is expressed in (``""``: the default one)."""


class Posed(Protocol):
    """An element with an optional ``<pose>`` child."""

    @property
    def pose(self) -> PoseElement | None:
        """Its ``<pose>``, or None."""


class NamedElement(Protocol):
    """A generated element with a name, read from XML or built in code."""

    TAG: ClassVar[str]

    @property
    def name(self) -> str:
        """Its ``name`` attribute (or ``<name>`` for an include)."""

    @property
    def xml_extras(self) -> XmlExtras:
        """What the reader kept besides the fields (and which fields were present)."""

    @property
    def xml_origin(self) -> XmlOrigin | None:
        """Where it was read from; None when built in code."""


class NestedModels(Protocol):
    """A model, as far as walking nested models goes."""

    @property
    def name(self) -> str:
        """Its name."""

    @property
    def models(self) -> Sequence[NestedModels]:
        """Its nested models."""


def raw_pose(element: Posed) -> tuple[Pose, str]:
    """An element's own ``<pose>`` as a value and its ``relative_to`` text."""
    pose_element = element.pose
    if pose_element is None:
        return Pose.identity(), ""
    try:
        pose = Pose.from_sdf(
            [float(v) for v in pose_element.value],
            # Fields of SDFormat 1.9 and later: older poses are always Euler angles in radians.
            rotation_format=str(getattr(pose_element, "rotation_format", "euler_rpy")),
            degrees=bool(getattr(pose_element, "degrees", False)),
        )
    except ValueError:
        pose = Pose.identity()  # the reader already reported the bad pose
    return pose, str(pose_element.relative_to or "")


def iter_models(
    models: Sequence[NestedModels], prefix: str = ""
) -> Iterator[tuple[str, NestedModels]]:
    """Every model below ``models`` with its scope prefix, depth first."""
    for model in models:
        yield prefix, model
        yield from iter_models(model.models, f"{prefix}{model.name}{SEPARATOR}")


class LinkElement(NamedElement, Posed, Protocol):
    """A ``<link>``."""


class FrameElement(NamedElement, Posed, Protocol):
    """A ``<frame>``."""

    @property
    def attached_to(self) -> str:
        """The frame it is attached to (``""``: its scope's frame)."""


class JointElement(NamedElement, Posed, Protocol):
    """A ``<joint>``, as far as the graphs go (its child; the parent is a check's)."""

    @property
    def child(self) -> str:
        """The frame that moves."""


class ModelElement(NamedElement, Posed, Protocol):
    """A ``<model>``; ``placement_frame`` exists from SDFormat 1.8 on only."""

    @property
    def static(self) -> bool:
        """Whether it is a body of its own, fixed in place."""

    @property
    def canonical_link(self) -> str:
        """The link its frame is attached to (``""``: the first link)."""

    @property
    def links(self) -> Sequence[LinkElement]:
        """Its links."""

    @property
    def joints(self) -> Sequence[JointElement]:
        """Its joints."""

    @property
    def frames(self) -> Sequence[FrameElement]:
        """Its extra frames."""

    @property
    def models(self) -> Sequence[ModelElement]:
        """Its nested models."""

    @property
    def includes(self) -> Sequence[object]:
        """Its ``<include>`` elements (left in place only where they failed)."""


class WorldElement(NamedElement, Protocol):
    """A ``<world>``; its ``joints`` exist from SDFormat 1.8 on only."""

    @property
    def models(self) -> Sequence[ModelElement]:
        """Its models."""

    @property
    def frames(self) -> Sequence[FrameElement]:
        """Its extra frames."""
