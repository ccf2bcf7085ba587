"""The entities of a bound document, whatever its version: shapes, lookups and walks.

The generated classes of each version (``sdformat_v1_7.Joint``,
``sdformat_v1_10.Joint``...) are distinct but share field names. The checks,
mimic constraints, gearbox rewrite and document queries reason about all of
them, so they are typed against the protocols here: read-only views of the
fields they use, which every version's classes satisfy (``_conformance``
below makes mypy prove it). Where versions differ in shape (a ``<mimic>`` in
an axis from 1.10, joints in a world from 1.10, one root model or a list),
a guard asks the class's binding metadata and narrows the type.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, ClassVar, Protocol, TypeGuard

from sdformat_runtime.binding import Element, XmlExtras, binding_of
from sdformat_runtime.errors import XmlOrigin
from sdformat_runtime.values import FloatArray

if TYPE_CHECKING:
    import sdformat_v1_7
    import sdformat_v1_8
    import sdformat_v1_10
    import sdformat_v1_11
    import sdformat_v1_12

SEPARATOR = "::"
"""Joins the names of nested scopes (``robot::arm::link``)."""


class Named(Protocol):
    """Anything with a name: a bound entity or a custom parser's interface entity."""

    @property
    def name(self) -> str:
        """The entity's name in its scope."""
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
    """A bound element with a ``name`` attribute (a link, a frame, a model...)."""


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


class JointLike(NamedElement, Protocol):
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
        """The child frame, named from the joint's scope."""
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


class ModelLike(NamedElement, Protocol):
    """A bound ``<model>``."""

    @property
    def canonical_link(self) -> str:
        """The link the model frame is attached to; empty for the implicit choice."""
        ...

    @property
    def static(self) -> bool:
        """Whether the model is fixed to the world."""
        ...

    @property
    def links(self) -> Sequence[NamedElement]:
        """The model's links."""
        ...

    @property
    def joints(self) -> Sequence[JointLike]:
        """The model's joints."""
        ...

    @property
    def frames(self) -> Sequence[NamedElement]:
        """The model's explicit frames."""
        ...

    @property
    def models(self) -> Sequence[ModelLike]:
        """The models nested in this one."""
        ...


class WorldLike(NamedElement, Protocol):
    """A bound ``<world>``."""

    @property
    def models(self) -> Sequence[ModelLike]:
        """The world's models."""
        ...

    @property
    def frames(self) -> Sequence[NamedElement]:
        """The world's explicit frames."""
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


# Binding metadata ---------------------------------------------------------------

_FIELDS: dict[type[Element], frozenset[str]] = {}


def has_field(element: object, name: str) -> bool:
    """Whether a bound object's class has a field, computed once per class."""
    cls = type(element)
    if not issubclass(cls, Element):
        return False
    names = _FIELDS.get(cls)
    if names is None:
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


def is_joint(element: object) -> TypeGuard[JointLike]:
    """Whether a frame graph vertex's element is a bound joint.

    A joint of a model from a custom parser is an ``InterfaceJoint``: a frame
    only, without type or axes.
    """
    return isinstance(element, Element) and element.TAG == "joint"


def is_model(element: object) -> TypeGuard[ModelLike]:
    """Whether a frame graph vertex's element is a bound model (not a custom parser's)."""
    return isinstance(element, Element) and element.TAG == "model"


def has_mimic(axis: AxisLike) -> TypeGuard[MimicAxisLike]:
    """Whether an axis's version has ``<mimic>``; before 1.10 it is unknown content."""
    return has_field(axis, "mimic")


def has_world_joints(world: WorldLike) -> TypeGuard[JointWorldLike]:
    """Whether a world's version has joints directly in worlds (1.10)."""
    return has_field(world, "joints")


def is_root(element: object) -> TypeGuard[RootLike]:
    """Whether an object is a bound ``<sdf>`` (of any version)."""
    return has_field(element, "worlds")


def _holds_model_list(root: RootLike) -> TypeGuard[ModelListRoot]:
    return has_field(root, "models")


def _holds_one_model(root: RootLike) -> TypeGuard[OneModelRoot]:
    return has_field(root, "model")


def _worlds(root: Element) -> Sequence[WorldLike]:
    return root.worlds if is_root(root) else ()


# Walks --------------------------------------------------------------------------


def root_models(root: Element) -> list[ModelLike]:
    """The models directly under ``<sdf>`` (a list in 1.7, at most one later)."""
    if not is_root(root):
        return []
    if _holds_one_model(root):
        return [] if root.model is None else [root.model]
    if _holds_model_list(root):
        return list(root.models)
    return []


def iter_models(models: Sequence[ModelLike], prefix: str = "") -> Iterator[tuple[str, ModelLike]]:
    """Every model of ``models`` and below, with its scope prefix, depth first."""
    for model in models:
        yield prefix, model
        yield from iter_models(model.models, f"{prefix}{model.name}{SEPARATOR}")


def all_models(root: Element) -> Iterator[tuple[str, ModelLike]]:
    """Every model in a document, under worlds or at the root, with its scope prefix."""
    for world in _worlds(root):
        yield from iter_models(world.models)
    yield from iter_models(root_models(root))


def all_joints(root: Element) -> Iterator[JointLike]:
    """Every joint in a document: the worlds' own, then those of every model."""
    for world in _worlds(root):
        if has_world_joints(world):
            yield from world.joints
    for _, model in all_models(root):
        yield from model.joints


if TYPE_CHECKING:

    def _conformance(
        joints: tuple[
            sdformat_v1_7.Joint,
            sdformat_v1_8.Joint,
            sdformat_v1_10.Joint,
            sdformat_v1_11.Joint,
            sdformat_v1_12.Joint,
        ],
        roots: tuple[
            sdformat_v1_7.Sdf,
            sdformat_v1_8.Sdf,
            sdformat_v1_10.Sdf,
            sdformat_v1_11.Sdf,
            sdformat_v1_12.Sdf,
        ],
        worlds: tuple[
            sdformat_v1_7.World,
            sdformat_v1_8.World,
            sdformat_v1_10.World,
            sdformat_v1_11.World,
            sdformat_v1_12.World,
        ],
        axes: tuple[sdformat_v1_10.JointAxis, sdformat_v1_11.JointAxis, sdformat_v1_12.JointAxis],
    ) -> tuple[
        tuple[JointLike, ...],
        tuple[RootLike, ...],
        ModelListRoot,
        OneModelRoot,
        OneModelRoot,
        tuple[WorldLike, ...],
        tuple[JointWorldLike, ...],
        tuple[MimicAxisLike, ...],
        tuple[OneModelRoot, ...],
    ]:
        """Never called: mypy checks that every version's classes fit the protocols."""
        return joints, roots, roots[0], roots[1], roots[2], worlds, worlds[2:], axes, roots[2:]
