"""SDFormat 1.12 element classes of ``spec/1.12/image_shape.sdf``.

Generated from spec/1.12/image_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Image",
]


@attrs.define(kw_only=True, eq=False)
class Image(sdf.Element):
    """Shape built by extruding boxes from the pixels of a grayscale image.

    Attributes:
        uri: Location of the grayscale image file. Default: ``__default__``.
        scale: Scaling factor from image pixels to the size of the shape, in metres per pixel.
            Default: ``1``.
        threshold: Grayscale level, from 0 to 255, that decides which pixels become boxes.
            Default: ``200``.
        height: Height of the extruded boxes, in metres. Default: ``1``.
        granularity: Tolerance of the conversion: how much detail may be lost when pixels are
            merged into boxes. Default: ``1``.
    """

    TAG: ClassVar[str] = "image"
    SPEC_FILE: ClassVar[str] = "spec/1.12/image_shape.sdf"

    uri: str = sdf.value("uri", "string", "__default__", cardinality="1")
    """Location of the grayscale image file. Default: ``__default__``."""

    scale: float = sdf.value("scale", "double", "1", cardinality="1")
    """Scaling factor from image pixels to the size of the shape, in metres per pixel. Default:
    ``1``."""

    threshold: int = sdf.value("threshold", "int", "200", cardinality="1")
    """Grayscale level, from 0 to 255, that decides which pixels become boxes. Default:
    ``200``."""

    height: float = sdf.value("height", "double", "1", cardinality="1")
    """Height of the extruded boxes, in metres. Default: ``1``."""

    granularity: int = sdf.value("granularity", "int", "1", cardinality="1")
    """Tolerance of the conversion: how much detail may be lost when pixels are merged into
    boxes. Default: ``1``."""
