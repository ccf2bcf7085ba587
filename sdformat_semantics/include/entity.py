"""The entity an included file holds, and what its ``<include>`` changes about it."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, Protocol, TypeGuard, TypeVar

from sdformat_runtime.binding import Element, XmlExtras, replace
from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_semantics.entities import BoundElement, IncludeLike, has_field, placement_frame_of
from sdformat_semantics.include.params import params_of

# Bound to the concrete class, which the copy keeps.
_E = TypeVar("_E", bound=Element)


class _WithPlugins(Protocol):
    """An entity that can carry plugins (a model or an actor; not a light)."""

    @property
    def plugins(self) -> Sequence[BoundElement]:
        """Its plugins."""
        ...


def _has_plugins(item: object) -> TypeGuard[_WithPlugins]:
    return has_field(item, "plugins")


def included_entity(
    root: Element, include: IncludeLike, uri: str, is_world: bool, problems: ProblemCollector
) -> tuple[str, Element] | None:
    """The one model, actor or light an included file holds (a model when several)."""
    found: dict[str, list[object]] = {"models": [], "actors": [], "lights": []}
    # Read by name: 1.7 holds lists of each where later versions hold one.
    for field, single in (("models", "model"), ("actors", "actor"), ("lights", "light")):
        value = getattr(root, field, None)
        found[field].extend(value or [])
        if getattr(root, single, None) is not None:
            found[field].append(getattr(root, single))
        found[field].extend(e for e in root.xml_extras.elements if e.tag == single)
    kinds = [f for f in ("models", "actors", "lights") if found[f]]
    if not kinds:
        message = f"included file of '{uri}' has no model, actor or light"
        problems.error(ErrorCode.ELEMENT_MISSING, message, include, suffix="/uri")
        return None
    field = kinds[0]
    if len(found[field]) > 1:
        message = f"included file of '{uri}' holds more than one {field[:-1]}; the first is used"
        problems.error(ErrorCode.ELEMENT_INCORRECT_TYPE, message, include, suffix="/uri")
    for other in kinds[1:]:
        message = (
            f"included file of '{uri}' holds a {other[:-1]} besides its {field[:-1]}; "
            f"only the {field[:-1]} is used"
        )
        problems.error(ErrorCode.ELEMENT_INCORRECT_TYPE, message, include, suffix="/uri")
    item = found[field][0]
    if not isinstance(item, Element):
        return None  # a repeated single element kept as XML; reported above
    if field != "models" and not is_world:
        message = f"a model can include only models; '{uri}' holds a {field[:-1]}"
        problems.error(ErrorCode.ELEMENT_INCORRECT_TYPE, message, include, suffix="/uri")
        return None
    return field, item


def with_overrides(item: _E, include: IncludeLike, field: str) -> _E:
    """The included entity with the include's overrides applied.

    Its name, pose, static flag, namespace, initial state and plugins.
    """
    present = include.xml_extras.present
    changes: dict[str, Any] = {}  # fields of the version's class, which Element does not declare
    if include.name:
        changes["name"] = include.name
    if include.pose is not None:
        changes["pose"] = include.pose
    if field == "models":
        if "static" in present:
            changes["static"] = include.static
        if placement_frame_of(include):
            changes["placement_frame"] = placement_frame_of(include)
        # Upstream's unreleased //include/namespace (1.11, 1.12) replaces the model's
        # @namespace, when it holds some text (an empty one changes nothing, as upstream).
        namespace = str(getattr(include, "namespace", None) or "").strip()
        if namespace and has_field(item, "namespace"):
            changes["namespace"] = namespace
        # A 1.12 include's initial state is the included model's, in place of its own.
        state = getattr(include, "model_state", None)
        if state is not None and has_field(item, "model_state"):
            changes["model_state"] = state
    plugins = list(include.plugins)
    if plugins and _has_plugins(item):
        changes["plugins"] = [*item.plugins, *plugins]
    carried = _carried_extras(item, include)
    if carried is not None:
        changes["xml_extras"] = carried
    return replace(item, **changes) if changes else item


def _carried_extras(item: Element, include: IncludeLike) -> XmlExtras | None:
    """The entity's kept XML with what the spec does not describe of its ``<include>`` added.

    Namespaced or unknown children and attributes of an ``<include>`` (a
    simulator's ``<gz:...>`` settings, say) are about what it includes, so the
    expanded entity carries them; written with includes expanded, they stay.
    ``<experimental:params>`` is not carried: the expansion applies it.
    None when the include keeps nothing to carry.
    """
    params = params_of(include)
    elements = [e for e in include.xml_extras.kept_elements() if e is not params]
    attributes = include.xml_extras.kept_attributes()
    if not elements and not attributes:
        return None
    own = item.xml_extras
    carried = XmlExtras(
        text=own.text, order=own.order, present=own.present
    )  # the order stays: the carried elements are written after the entity's own
    carried.attributes = {**attributes, **own.kept_attributes()}
    carried.elements = [*own.kept_elements(), *(copy.deepcopy(e) for e in elements)]
    namespaces = {**(include.xml_extras.declared_namespaces() or {})}
    namespaces.update(own.declared_namespaces() or {})
    if namespaces:
        carried.namespaces = namespaces
    return carried
