"""SDFormat 1.6 element classes of ``spec/1.6/state.sdf``.

Generated from spec/1.6/state.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_runtime.values import Time
    from sdformat_v1_6.light import Light
    from sdformat_v1_6.light_state import LightState
    from sdformat_v1_6.model import Model
    from sdformat_v1_6.model_state import ModelState

__all__ = [
    "State",
    "StateDeletions",
    "StateInsertions",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_6",
    {
        "Light": "light",
        "LightState": "light_state",
        "Model": "model",
        "ModelState": "model_state",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class StateInsertions(sdf.Element):
    """Full descriptions of the models and lights added to the world since the previous
    snapshot.

    Attributes:
        models: Collection of links, joints, frames, plugins and nested models forming a robot
            or other object.
        lights: Light source that illuminates the rendered scene.
    """

    TAG: ClassVar[str] = "insertions"
    SPEC_FILE: ClassVar[str] = "spec/1.6/state.sdf"

    models: list[Model] = sdf.child("model", lambda: _imports.Model, cardinality="+")
    """Collection of links, joints, frames, plugins and nested models forming a robot or other
    object."""

    lights: list[Light] = sdf.child("light", lambda: _imports.Light, cardinality="+")
    """Light source that illuminates the rendered scene."""


@attrs.define(kw_only=True, eq=False, repr=False)
class StateDeletions(sdf.Element):
    """Entities removed from the world since the previous snapshot.

    Attributes:
        names: Name of one removed entity. Default: ``__default__``.
    """

    TAG: ClassVar[str] = "deletions"
    SPEC_FILE: ClassVar[str] = "spec/1.6/state.sdf"

    names: list[str] = sdf.value("name", "string", "__default__", cardinality="+")
    """Name of one removed entity. Default: ``__default__``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class State(sdf.Element):
    """A snapshot of a world at one instant: time stamps, entities added or removed, and the
    poses and joint values of models and lights.

    Attributes:
        world_name: Name of the world the snapshot belongs to.
        sim_time: Simulated time of the snapshot, as seconds and nanoseconds. Default: ``0 0``.
        wall_time: Wall-clock time at which the snapshot was taken, as seconds and nanoseconds.
            Default: ``0 0``.
        real_time: Real time elapsed in the simulation at the snapshot, as seconds and
            nanoseconds. Default: ``0 0``.
        iterations: Number of simulation steps run so far. Default: ``0``.
        insertions: Full descriptions of the models and lights added to the world since the
            previous snapshot.
        deletions: Entities removed from the world since the previous snapshot.
        models: Recorded state of one model: its pose, scale, joint values, links and nested
            models.
        lights: Recorded state of one light at a given moment in a world state.
    """

    TAG: ClassVar[str] = "state"
    SPEC_FILE: ClassVar[str] = "spec/1.6/state.sdf"

    world_name: str = sdf.attribute("world_name", "string", "__default__", required=True)
    """Name of the world the snapshot belongs to."""

    sim_time: Time = sdf.value("sim_time", "time", "0 0")
    """Simulated time of the snapshot, as seconds and nanoseconds. Default: ``0 0``."""

    wall_time: Time = sdf.value("wall_time", "time", "0 0")
    """Wall-clock time at which the snapshot was taken, as seconds and nanoseconds. Default:
    ``0 0``."""

    real_time: Time = sdf.value("real_time", "time", "0 0")
    """Real time elapsed in the simulation at the snapshot, as seconds and nanoseconds.
    Default: ``0 0``."""

    iterations: int = sdf.value("iterations", "unsigned int", "0", cardinality="1")
    """Number of simulation steps run so far. Default: ``0``."""

    insertions: StateInsertions | None = sdf.child("insertions", lambda: StateInsertions)
    """Full descriptions of the models and lights added to the world since the previous
    snapshot."""

    deletions: StateDeletions | None = sdf.child("deletions", lambda: StateDeletions)
    """Entities removed from the world since the previous snapshot."""

    models: list[ModelState] = sdf.child("model", lambda: _imports.ModelState, cardinality="*")
    """Recorded state of one model: its pose, scale, joint values, links and nested models."""

    lights: list[LightState] = sdf.child("light", lambda: _imports.LightState, cardinality="*")
    """Recorded state of one light at a given moment in a world state."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_TIME = sdf.converter("time")
_PARSE_UNSIGNED_INT = sdf.converter("unsigned int")


(
    _state_insertions_set_xml_extras,
    _state_insertions_set_xml_origin,
    _state_insertions_set_models,
    _state_insertions_set_lights,
) = sdf.setters(StateInsertions, "xml_extras", "xml_origin", "models", "lights")


@sdf.fills(StateInsertions)
def _fill_state_insertions(
    obj: StateInsertions, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``StateInsertions`` from its element."""
    path = f"{parent_path}/insertions"
    found: list[str] = []
    models: list[Model] = []
    lights: list[Light] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "model":
            models.append(sdf.unfilled(_imports.Model, item, ctx, path))
            order.append("models")
        elif tag == "light":
            lights.append(sdf.unfilled(_imports.Light, item, ctx, path))
            order.append("lights")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _state_insertions_set_xml_extras(obj, extras)
    _state_insertions_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _state_insertions_set_models(obj, models)
    _state_insertions_set_lights(obj, lights)
    return True


(
    _state_deletions_set_xml_extras,
    _state_deletions_set_xml_origin,
    _state_deletions_set_names,
) = sdf.setters(StateDeletions, "xml_extras", "xml_origin", "names")


@sdf.fills(StateDeletions)
def _fill_state_deletions(
    obj: StateDeletions, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``StateDeletions`` from its element."""
    path = f"{parent_path}/deletions"
    found: list[str] = []
    names: list[object] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "name":
            names.append(item.text or "")
            order.append("names")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _state_deletions_set_xml_extras(obj, extras)
    _state_deletions_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _state_deletions_set_names(obj, names)
    return True


(
    _state_set_xml_extras,
    _state_set_xml_origin,
    _state_set_world_name,
    _state_set_sim_time,
    _state_set_wall_time,
    _state_set_real_time,
    _state_set_iterations,
    _state_set_insertions,
    _state_set_deletions,
    _state_set_models,
    _state_set_lights,
) = sdf.setters(
    State,
    "xml_extras",
    "xml_origin",
    "world_name",
    "sim_time",
    "wall_time",
    "real_time",
    "iterations",
    "insertions",
    "deletions",
    "models",
    "lights",
)


@sdf.fills(State)
def _fill_state(obj: State, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``State`` from its element."""
    path = f"{parent_path}/state"
    found: list[str] = []
    world_name: object = "__default__"
    text = node.get("world_name")
    if text is not None:
        world_name = text
        found.append("world_name")
    sim_time: object = sdf.declared_default(State, "sim_time")
    wall_time: object = sdf.declared_default(State, "wall_time")
    real_time: object = sdf.declared_default(State, "real_time")
    iterations: object = 0
    insertions: StateInsertions | None = None
    deletions: StateDeletions | None = None
    models: list[ModelState] = []
    lights: list[LightState] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "sim_time":
            sim_time = ctx.parsed(_PARSE_TIME, item.text or "")
            order.append("sim_time")
        elif tag == "wall_time":
            wall_time = ctx.parsed(_PARSE_TIME, item.text or "")
            order.append("wall_time")
        elif tag == "real_time":
            real_time = ctx.parsed(_PARSE_TIME, item.text or "")
            order.append("real_time")
        elif tag == "iterations":
            iterations = ctx.parsed(_PARSE_UNSIGNED_INT, item.text or "")
            order.append("iterations")
        elif tag == "insertions":
            insertions = sdf.unfilled(StateInsertions, item, ctx, path)
            order.append("insertions")
        elif tag == "deletions":
            deletions = sdf.unfilled(StateDeletions, item, ctx, path)
            order.append("deletions")
        elif tag == "model":
            models.append(sdf.unfilled(_imports.ModelState, item, ctx, path))
            order.append("models")
        elif tag == "light":
            lights.append(sdf.unfilled(_imports.LightState, item, ctx, path))
            order.append("lights")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _state_set_xml_extras(obj, extras)
    _state_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _state_set_world_name(obj, world_name)
    _state_set_sim_time(obj, sim_time)
    _state_set_wall_time(obj, wall_time)
    _state_set_real_time(obj, real_time)
    _state_set_iterations(obj, iterations)
    _state_set_insertions(obj, insertions)
    _state_set_deletions(obj, deletions)
    _state_set_models(obj, models)
    _state_set_lights(obj, lights)
    return True
