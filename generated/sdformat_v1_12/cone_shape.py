"""SDFormat 1.12 element classes of ``spec/1.12/cone_shape.sdf``.

Generated from spec/1.12/cone_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Cone",
]


@attrs.define(kw_only=True, eq=False)
class Cone(sdf.Element):
    """Right circular cone whose axis is the z axis of its frame: the base lies in the plane z
    = -length/2 and the apex at z = +length/2, so the origin is halfway along the axis
    (not at the centre of mass).

    Attributes:
        radius: Radius of the circular base, in metres. Default: ``1``.
        length: Height of the cone from base to apex along the z axis, in metres. Default:
            ``1``.
    """

    TAG: ClassVar[str] = "cone"
    SPEC_FILE: ClassVar[str] = "spec/1.12/cone_shape.sdf"

    radius: float = sdf.value("radius", "double", "1", cardinality="1")
    """Radius of the circular base, in metres. Default: ``1``."""

    length: float = sdf.value("length", "double", "1", cardinality="1")
    """Height of the cone from base to apex along the z axis, in metres. Default: ``1``."""
