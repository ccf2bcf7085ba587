"""SDFormat 1.12 element classes of ``spec/1.12/road.sdf``.

Generated from spec/1.12/road.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray
from sdformat_v1_12.material import Material

__all__ = [
    "Road",
]


@attrs.define(kw_only=True, eq=False)
class Road(sdf.Element):
    """A flat strip of road drawn through a sequence of points.

    Attributes:
        name: Name of the road, unique within the world.
        width: Width of the road, in metres. Default: ``1.0``.
        points: One point of the road's centre line, in metres in the world frame. Points are
            joined in the order given. Default: ``0 0 0``.
        material: Surface appearance of a visual: colours, lighting response, textures, shaders
            and physically based rendering (PBR) parameters.
    """

    TAG: ClassVar[str] = "road"
    SPEC_FILE: ClassVar[str] = "spec/1.12/road.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the road, unique within the world."""

    width: float = sdf.value("width", "double", "1.0", cardinality="1")
    """Width of the road, in metres. Default: ``1.0``."""

    points: list[FloatArray] = sdf.value("point", "vector3", "0 0 0", cardinality="+")
    """One point of the road's centre line, in metres in the world frame. Points are joined in
    the order given. Default: ``0 0 0``."""

    material: Material | None = sdf.child("material", lambda: Material)
    """Surface appearance of a visual: colours, lighting response, textures, shaders and
    physically based rendering (PBR) parameters."""
