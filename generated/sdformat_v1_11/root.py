"""SDFormat 1.11 element classes of ``spec/1.11/root.sdf``.

Generated from spec/1.11/root.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_11.actor import Actor
from sdformat_v1_11.light import Light
from sdformat_v1_11.model import Model
from sdformat_v1_11.world import World

__all__ = [
    "Sdf",
]


@attrs.define(kw_only=True, eq=False)
class Sdf(sdf.Element):
    """Root of every SDFormat document. It holds either worlds, or a single model, actor or
    light.

    Attributes:
        version: SDFormat specification version the document is written in, for example 1.11.
        worlds: A complete simulation environment: its models, actors, lights, physics, scene,
            plugins and global properties.
        model: Collection of links, joints, frames, plugins and nested models forming a robot or
            other object.
        actor: An animated character, such as a walking person, driven by a skinned skeleton,
            skeletal animation clips and a scripted trajectory of timed waypoints.
        light: Light source that illuminates the rendered scene.
    """

    TAG: ClassVar[str] = "sdf"
    SPEC_FILE: ClassVar[str] = "spec/1.11/root.sdf"

    version: str = sdf.attribute("version", "string", "1.11", required=True)
    """SDFormat specification version the document is written in, for example 1.11."""

    worlds: list[World] = sdf.child("world", lambda: World, cardinality="*")
    """A complete simulation environment: its models, actors, lights, physics, scene, plugins
    and global properties."""

    model: Model | None = sdf.child("model", lambda: Model)
    """Collection of links, joints, frames, plugins and nested models forming a robot or other
    object."""

    actor: Actor | None = sdf.child("actor", lambda: Actor)
    """An animated character, such as a walking person, driven by a skinned skeleton, skeletal
    animation clips and a scripted trajectory of timed waypoints."""

    light: Light | None = sdf.child("light", lambda: Light)
    """Light source that illuminates the rendered scene."""
