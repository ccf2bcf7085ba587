"""SDFormat 1.11 element classes of ``spec/1.11/polyline_shape.sdf``.

Generated from spec/1.11/polyline_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray

__all__ = [
    "Polyline",
]


@attrs.define(kw_only=True, eq=False)
class Polyline(sdf.Element):
    """Solid made by extruding a closed 2D outline along the z axis.

    Attributes:
        points: One vertex of the outline as x y coordinates in metres; vertices are joined in
            the order given. Default: ``0 0``.
        height: Extrusion distance along the z axis, in metres. Default: ``1.0``.
    """

    TAG: ClassVar[str] = "polyline"
    SPEC_FILE: ClassVar[str] = "spec/1.11/polyline_shape.sdf"

    points: list[FloatArray] = sdf.value("point", "vector2d", "0 0", cardinality="+")
    """One vertex of the outline as x y coordinates in metres; vertices are joined in the order
    given. Default: ``0 0``."""

    height: float = sdf.value("height", "double", "1.0", cardinality="1")
    """Extrusion distance along the z axis, in metres. Default: ``1.0``."""
