"""SDFormat 1.12 element classes of ``spec/1.12/logical_camera.sdf``.

Generated from spec/1.12/logical_camera.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "LogicalCamera",
]


@attrs.define(kw_only=True, eq=False)
class LogicalCamera(sdf.Element):
    """Parameters of a logical camera, which reports the names and poses of models inside its
    view frustum without rendering an image.

    Attributes:
        near: Distance from the sensor to the near plane of the frustum, in metres. Default:
            ``0``.
        far: Distance from the sensor to the far plane of the frustum, in metres. Default:
            ``1``.
        aspect_ratio: Width of the frustum's near and far planes divided by their height.
            Default: ``1``.
        horizontal_fov: Horizontal opening angle of the frustum, in radians. Default: ``1``.
    """

    TAG: ClassVar[str] = "logical_camera"
    SPEC_FILE: ClassVar[str] = "spec/1.12/logical_camera.sdf"

    near: float = sdf.value("near", "double", "0", cardinality="1")
    """Distance from the sensor to the near plane of the frustum, in metres. Default: ``0``."""

    far: float = sdf.value("far", "double", "1", cardinality="1")
    """Distance from the sensor to the far plane of the frustum, in metres. Default: ``1``."""

    aspect_ratio: float = sdf.value("aspect_ratio", "double", "1", cardinality="1")
    """Width of the frustum's near and far planes divided by their height. Default: ``1``."""

    horizontal_fov: float = sdf.value("horizontal_fov", "double", "1", cardinality="1")
    """Horizontal opening angle of the frustum, in radians. Default: ``1``."""
