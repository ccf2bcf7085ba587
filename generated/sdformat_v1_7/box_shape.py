"""SDFormat 1.7 element classes of ``spec/1.7/box_shape.sdf``.

Generated from spec/1.7/box_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray

__all__ = [
    "Box",
]


@attrs.define(kw_only=True, eq=False)
class Box(sdf.Element):
    """Rectangular box centred on the origin of its frame.

    Attributes:
        size: Edge lengths along the x, y and z axes, in metres. Default: ``1 1 1``.
    """

    TAG: ClassVar[str] = "box"
    SPEC_FILE: ClassVar[str] = "spec/1.7/box_shape.sdf"

    size: FloatArray = sdf.value("size", "vector3", "1 1 1", cardinality="1")
    """Edge lengths along the x, y and z axes, in metres. Default: ``1 1 1``."""
