"""SDFormat 1.11 element classes of ``spec/1.11/cylinder_shape.sdf``.

Generated from spec/1.11/cylinder_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Cylinder",
]


@attrs.define(kw_only=True, eq=False)
class Cylinder(sdf.Element):
    """Cylinder whose axis is the z axis, centred on the origin of its frame.

    Attributes:
        radius: Radius of the circular faces, in metres. Default: ``1``.
        length: Distance between the two flat faces along the z axis, in metres. Default: ``1``.
    """

    TAG: ClassVar[str] = "cylinder"
    SPEC_FILE: ClassVar[str] = "spec/1.11/cylinder_shape.sdf"

    radius: float = sdf.value("radius", "double", "1", cardinality="1")
    """Radius of the circular faces, in metres. Default: ``1``."""

    length: float = sdf.value("length", "double", "1", cardinality="1")
    """Distance between the two flat faces along the z axis, in metres. Default: ``1``."""
