"""Which shape a bound object has, asked of its class's binding metadata.

Where versions differ in shape (a ``<mimic>`` in an axis from 1.10, joints in
a world from 1.10, ``placement_frame`` from 1.8, one root model or a list),
a guard here answers from the fields the binding lists and narrows the type,
so callers read the field itself instead of ``getattr`` with a default.
"""

from __future__ import annotations

from typing import TypeGuard

from sdformat_runtime.binding import Element, binding_of
from sdformat_semantics.entities.protocols import (
    AxisLike,
    FormattedPoseLike,
    IncludeLike,
    JointLike,
    JointWorldLike,
    MergeIncludeLike,
    MimicAxisLike,
    ModelLike,
    ModelListRoot,
    OneModelRoot,
    PlacedByFrame,
    Posed,
    PoseLike,
    RootLike,
    WorldLike,
)

_FIELDS: dict[type, frozenset[str]] = {}


def has_field(element: object, name: str) -> bool:
    """Whether a bound object's class has a field, computed once per class."""
    cls = type(element)
    names = _FIELDS.get(cls)
    if names is None:
        if not issubclass(cls, Element):
            return False
        names = _FIELDS[cls] = frozenset(field for field, _ in binding_of(cls).fields)
    return name in names


def child_class(element: object, field: str) -> type[Element]:
    """The class of the objects a child field holds (a joint, ``axis`` -> its ``JointAxis``).

    Raises:
        KeyError: The object's class has no such field.
        TypeError: The object is not bound, or the field holds values, not element objects.
    """
    cls = type(element)
    if not issubclass(cls, Element):
        raise TypeError(f"{cls.__name__} is not a generated element class")
    spec = dict(binding_of(cls).fields)[field]
    if spec.element_class is None:
        raise TypeError(f"<{cls.TAG}> field '{field}' holds values, not elements")
    return spec.element_class()


# What an object is -----------------------------------------------------------------


def is_joint(element: object) -> TypeGuard[JointLike]:
    """Whether a frame graph vertex's element is a bound joint.

    A joint of a model from a custom parser is an ``InterfaceJoint``: a frame
    only, without type or axes.
    """
    return isinstance(element, Element) and element.TAG == "joint"


def is_model(element: object) -> TypeGuard[ModelLike]:
    """Whether a frame graph vertex's element is a bound model (not a custom parser's)."""
    return isinstance(element, Element) and element.TAG == "model"


def is_root(element: object) -> TypeGuard[RootLike]:
    """Whether an object is a bound ``<sdf>`` (of any version)."""
    return has_field(element, "worlds")


def is_posed(element: object) -> TypeGuard[Posed]:
    """Whether a bound object has a ``<pose>`` child (a visual, a sensor, a light...)."""
    return has_field(element, "pose")


# What its version has ----------------------------------------------------------------


def has_mimic(axis: AxisLike) -> TypeGuard[MimicAxisLike]:
    """Whether an axis's version has ``<mimic>``; before 1.10 it is unknown content."""
    return has_field(axis, "mimic")


def has_world_joints(world: WorldLike) -> TypeGuard[JointWorldLike]:
    """Whether a world's version has joints directly in worlds (1.10)."""
    return has_field(world, "joints")


def holds_model_list(root: RootLike) -> TypeGuard[ModelListRoot]:
    """Whether an ``<sdf>`` holds a list of models (1.7)."""
    return has_field(root, "models")


def holds_one_model(root: RootLike) -> TypeGuard[OneModelRoot]:
    """Whether an ``<sdf>`` holds at most one model (from 1.8)."""
    return has_field(root, "model")


def has_rotation_format(pose: PoseLike) -> TypeGuard[FormattedPoseLike]:
    """Whether a pose's version says how it writes rotations (from 1.9)."""
    return has_field(pose, "rotation_format")


def has_merge(include: IncludeLike) -> TypeGuard[MergeIncludeLike]:
    """Whether an include's version can merge the included model (1.10)."""
    return has_field(include, "merge")


def _has_placement_frame(element: ModelLike | IncludeLike) -> TypeGuard[PlacedByFrame]:
    return has_field(element, "placement_frame")


def placement_frame_of(element: ModelLike | IncludeLike) -> str:
    """A model's or include's ``placement_frame``; empty before 1.8, which has none."""
    return str(element.placement_frame or "") if _has_placement_frame(element) else ""


NAME_PLACEHOLDER = "{name}"
"""What a model's ``namespace`` writes for the model's own name."""


def namespace_of(model: ModelLike) -> str | None:
    """A model's namespace with ``{name}`` replaced by its name; None when it sets none.

    ``//model/@namespace`` is upstream's unreleased addition to 1.11 and 1.12
    (no new version number): a model's own, not inherited by nested models
    nor joined with its parent's. Written, even empty, it is set; each
    ``{name}`` stands for the model's name as loaded (an include's
    ``<name>`` already applied), as upstream's ``Model::Namespace`` resolves
    it. Versions without the attribute have no namespace.
    """
    if not has_field(model, "namespace"):
        return None
    raw = getattr(model, "namespace", None)
    written = "namespace" in model.xml_extras.present
    if raw is None or (not written and not raw):
        return None
    return str(raw).replace(NAME_PLACEHOLDER, str(model.name))
