"""SDFormat 1.12 element classes of ``spec/1.12/ellipsoid_shape.sdf``.

Generated from spec/1.12/ellipsoid_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray

__all__ = [
    "Ellipsoid",
]


@attrs.define(kw_only=True, eq=False)
class Ellipsoid(sdf.Element):
    """Ellipsoid centred on the origin of its frame.

    Attributes:
        radii: Semi-axis lengths along the x, y and z axes, in metres. Default: ``1 1 1``.
    """

    TAG: ClassVar[str] = "ellipsoid"
    SPEC_FILE: ClassVar[str] = "spec/1.12/ellipsoid_shape.sdf"

    radii: FloatArray = sdf.value("radii", "vector3", "1 1 1", cardinality="1")
    """Semi-axis lengths along the x, y and z axes, in metres. Default: ``1 1 1``."""
