"""SDFormat 1.8 element classes of ``spec/1.8/plane_shape.sdf``.

Generated from spec/1.8/plane_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray

__all__ = [
    "Plane",
]


@attrs.define(kw_only=True, eq=False)
class Plane(sdf.Element):
    """Flat plane through the origin of its frame.

    Attributes:
        normal: Direction perpendicular to the plane, expressed in the frame of the collision or
            visual that holds it. Default: ``0 0 1``.
        size: Side lengths of the plane along its two in-plane directions, in metres. Only
            affects rendering: as a collision the plane is infinite. Default: ``1 1``.
    """

    TAG: ClassVar[str] = "plane"
    SPEC_FILE: ClassVar[str] = "spec/1.8/plane_shape.sdf"

    normal: FloatArray = sdf.value("normal", "vector3", "0 0 1", cardinality="1")
    """Direction perpendicular to the plane, expressed in the frame of the collision or visual
    that holds it. Default: ``0 0 1``."""

    size: FloatArray = sdf.value("size", "vector2d", "1 1", cardinality="1", minimum="0 0")
    """Side lengths of the plane along its two in-plane directions, in metres. Only affects
    rendering: as a collision the plane is infinite. Default: ``1 1``."""
