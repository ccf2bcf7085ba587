"""SDFormat 1.11 element classes of ``spec/1.11/capsule_shape.sdf``.

Generated from spec/1.11/capsule_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Capsule",
]


@attrs.define(kw_only=True, eq=False)
class Capsule(sdf.Element):
    """Cylinder with a hemisphere on each end, aligned with the z axis and centred on the
    origin of its frame.

    Attributes:
        radius: Radius of the cylindrical part and of both end hemispheres, in metres. Default:
            ``0.5``.
        length: Length of the cylindrical part alone along the z axis, in metres; the full
            capsule is this plus twice the radius. Default: ``1``.
    """

    TAG: ClassVar[str] = "capsule"
    SPEC_FILE: ClassVar[str] = "spec/1.11/capsule_shape.sdf"

    radius: float = sdf.value("radius", "double", "0.5", cardinality="1")
    """Radius of the cylindrical part and of both end hemispheres, in metres. Default: ``0.5``."""

    length: float = sdf.value("length", "double", "1", cardinality="1")
    """Length of the cylindrical part alone along the z axis, in metres; the full capsule is
    this plus twice the radius. Default: ``1``."""
