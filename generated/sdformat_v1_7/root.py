"""SDFormat 1.7 element classes of ``spec/1.7/root.sdf``.

Generated from spec/1.7/root.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_7.actor import Actor
    from sdformat_v1_7.light import Light
    from sdformat_v1_7.model import Model
    from sdformat_v1_7.world import World

__all__ = [
    "Sdf",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_7",
    {
        "Actor": "actor",
        "Light": "light",
        "Model": "model",
        "World": "world",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class Sdf(sdf.Element):
    """Root of every SDFormat document. It holds either worlds, or a single model, actor or
    light.

    Attributes:
        version: SDFormat specification version the document is written in, for example 1.7.
        worlds: A complete simulation environment: its models, actors, lights, physics, scene,
            plugins and global properties.
        models: Collection of links, joints, frames, plugins and nested models forming a robot
            or other object.
        actors: An animated character, such as a walking person, driven by a skinned skeleton,
            skeletal animation clips and a scripted trajectory of timed waypoints.
        lights: Light source that illuminates the rendered scene.
    """

    TAG: ClassVar[str] = "sdf"
    SPEC_FILE: ClassVar[str] = "spec/1.7/root.sdf"

    version: str = sdf.attribute("version", "string", "1.7", required=True)
    """SDFormat specification version the document is written in, for example 1.7."""

    worlds: list[World] = sdf.child("world", lambda: _imports.World, cardinality="*")
    """A complete simulation environment: its models, actors, lights, physics, scene, plugins
    and global properties."""

    models: list[Model] = sdf.child("model", lambda: _imports.Model, cardinality="*")
    """Collection of links, joints, frames, plugins and nested models forming a robot or other
    object."""

    actors: list[Actor] = sdf.child("actor", lambda: _imports.Actor, cardinality="*")
    """An animated character, such as a walking person, driven by a skinned skeleton, skeletal
    animation clips and a scripted trajectory of timed waypoints."""

    lights: list[Light] = sdf.child("light", lambda: _imports.Light, cardinality="*")
    """Light source that illuminates the rendered scene."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _sdf_set_xml_extras,
    _sdf_set_xml_origin,
    _sdf_set_version,
    _sdf_set_worlds,
    _sdf_set_models,
    _sdf_set_actors,
    _sdf_set_lights,
) = sdf.setters(Sdf, "xml_extras", "xml_origin", "version", "worlds", "models", "actors", "lights")


@sdf.fills(Sdf)
def _fill_sdf(obj: Sdf, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Sdf`` from its element."""
    path = f"{parent_path}/sdf"
    found: list[str] = []
    version: object = "1.7"
    text = node.get("version")
    if text is not None:
        version = text
        found.append("version")
    worlds: list[World] = []
    models: list[Model] = []
    actors: list[Actor] = []
    lights: list[Light] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "world":
            worlds.append(sdf.unfilled(_imports.World, item, ctx, path))
            order.append("worlds")
        elif tag == "model":
            models.append(sdf.unfilled(_imports.Model, item, ctx, path))
            order.append("models")
        elif tag == "actor":
            actors.append(sdf.unfilled(_imports.Actor, item, ctx, path))
            order.append("actors")
        elif tag == "light":
            lights.append(sdf.unfilled(_imports.Light, item, ctx, path))
            order.append("lights")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _sdf_set_xml_extras(obj, extras)
    _sdf_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _sdf_set_version(obj, version)
    _sdf_set_worlds(obj, worlds)
    _sdf_set_models(obj, models)
    _sdf_set_actors(obj, actors)
    _sdf_set_lights(obj, lights)
    return True
