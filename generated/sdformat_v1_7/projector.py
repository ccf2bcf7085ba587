"""SDFormat 1.7 element classes of ``spec/1.7/projector.sdf``.

Generated from spec/1.7/projector.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_7.plugin import Plugin
from sdformat_v1_7.pose import Pose

__all__ = [
    "Projector",
]


@attrs.define(kw_only=True, eq=False)
class Projector(sdf.Element):
    """A light source attached to the link that casts an image texture onto the surfaces inside
    its frustum, like a slide projector.

    Attributes:
        name: Name of the projector, unique within its link.
        texture: File name or URI of the image to project. Default: ``__default__``.
        fov: Opening angle of the projection frustum, in radians. Default: ``0.785``.
        near_clip: Distance from the projector to the near plane of its frustum, in metres;
            closer surfaces receive no image. Default: ``0.1``.
        far_clip: Distance from the projector to the far plane of its frustum, in metres;
            surfaces beyond it receive no image. Default: ``10.0``.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw`, in metres and radians, the angles being rotations about the fixed
            x, y and z axes in that order.
        plugins: A library loaded at run time to extend the simulator. It may appear in a world,
            model, sensor, visual or the GUI, and its child elements are passed to it as
            configuration.
        visibility_flags: Bitmask of the projector: a camera shows the projected image only when
            its visibility_mask ANDed with these flags is non-zero. Default: ``4294967295``.
    """

    TAG: ClassVar[str] = "projector"
    SPEC_FILE: ClassVar[str] = "spec/1.7/projector.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the projector, unique within its link."""

    texture: str = sdf.value("texture", "string", "__default__", cardinality="1")
    """File name or URI of the image to project. Default: ``__default__``."""

    fov: float = sdf.value("fov", "double", "0.785")
    """Opening angle of the projection frustum, in radians. Default: ``0.785``."""

    near_clip: float = sdf.value("near_clip", "double", "0.1")
    """Distance from the projector to the near plane of its frustum, in metres; closer surfaces
    receive no image. Default: ``0.1``."""

    far_clip: float = sdf.value("far_clip", "double", "10.0")
    """Distance from the projector to the far plane of its frustum, in metres; surfaces beyond
    it receive no image. Default: ``10.0``."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw`, in metres and radians, the angles being rotations about the fixed x, y
    and z axes in that order."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""

    visibility_flags: int = sdf.value("visibility_flags", "unsigned int", "4294967295")
    """Bitmask of the projector: a camera shows the projected image only when its
    visibility_mask ANDed with these flags is non-zero. Default: ``4294967295``."""
