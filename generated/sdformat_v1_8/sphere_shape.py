"""SDFormat 1.8 element classes of ``spec/1.8/sphere_shape.sdf``.

Generated from spec/1.8/sphere_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Sphere",
]


@attrs.define(kw_only=True, eq=False)
class Sphere(sdf.Element):
    """Sphere centred on the origin of its frame.

    Attributes:
        radius: Radius of the sphere, in metres. Default: ``1``.
    """

    TAG: ClassVar[str] = "sphere"
    SPEC_FILE: ClassVar[str] = "spec/1.8/sphere_shape.sdf"

    radius: float = sdf.value("radius", "double", "1", cardinality="1")
    """Radius of the sphere, in metres. Default: ``1``."""
