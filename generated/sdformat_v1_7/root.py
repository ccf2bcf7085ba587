"""SDFormat 1.7 element classes of ``spec/1.7/root.sdf``.

Generated from spec/1.7/root.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_7.actor import Actor
from sdformat_v1_7.light import Light
from sdformat_v1_7.model import Model
from sdformat_v1_7.world import World

__all__ = [
    "Sdf",
]


@attrs.define(kw_only=True, eq=False)
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

    worlds: list[World] = sdf.child("world", lambda: World, cardinality="*")
    """A complete simulation environment: its models, actors, lights, physics, scene, plugins
    and global properties."""

    models: list[Model] = sdf.child("model", lambda: Model, cardinality="*")
    """Collection of links, joints, frames, plugins and nested models forming a robot or other
    object."""

    actors: list[Actor] = sdf.child("actor", lambda: Actor, cardinality="*")
    """An animated character, such as a walking person, driven by a skinned skeleton, skeletal
    animation clips and a scripted trajectory of timed waypoints."""

    lights: list[Light] = sdf.child("light", lambda: Light, cardinality="*")
    """Light source that illuminates the rendered scene."""
