"""SDFormat 1.10 element classes of ``spec/1.10/visual.sdf``.

Generated from spec/1.10/visual.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_10.geometry import Geometry
from sdformat_v1_10.material import Material
from sdformat_v1_10.plugin import Plugin
from sdformat_v1_10.pose import Pose

__all__ = [
    "Visual",
    "VisualMeta",
]


@attrs.define(kw_only=True, eq=False)
class VisualMeta(sdf.Element):
    """Extra metadata used by tools that display the visual.

    Attributes:
        layer: Index of the display layer the visual belongs to, so that GUIs can show or hide
            groups of visuals together. Default: ``0``.
    """

    TAG: ClassVar[str] = "meta"
    SPEC_FILE: ClassVar[str] = "spec/1.10/visual.sdf"

    layer: int = sdf.value("layer", "int", "0")
    """Index of the display layer the visual belongs to, so that GUIs can show or hide groups
    of visuals together. Default: ``0``."""


@attrs.define(kw_only=True, eq=False)
class Visual(sdf.Element):
    """Geometry drawn for a link by rendering engines and sensors such as cameras. It has no
    effect on physics.

    Attributes:
        name: Name of the visual; must be unique among the visuals of the parent link.
        cast_shadows: Whether this visual casts shadows. Default: ``true``.
        laser_retro: Retro-reflectivity value that laser range sensors report when their rays
            hit this visual. Default: ``0.0``.
        transparency: Transparency of the visual, from 0 (fully opaque) to 1 (invisible).
            Default: ``0.0``.
        visibility_flags: Bitmask of visibility groups. A camera sees the visual only when its
            visibility_mask ANDed with these flags is non-zero; all bits set means visible to
            every camera. Default: ``4294967295``.
        meta: Extra metadata used by tools that display the visual.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
        material: Surface appearance of a visual: colours, lighting response, textures, shaders
            and physically based rendering (PBR) parameters.
        geometry: Shape of a collision or visual; holds exactly one shape element.
        plugins: A library loaded at run time to extend the simulator. It may appear in a world,
            model, sensor, visual or the GUI, and its child elements are passed to it as
            configuration.
    """

    TAG: ClassVar[str] = "visual"
    SPEC_FILE: ClassVar[str] = "spec/1.10/visual.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the visual; must be unique among the visuals of the parent link."""

    cast_shadows: bool = sdf.value("cast_shadows", "bool", "true")
    """Whether this visual casts shadows. Default: ``true``."""

    laser_retro: float = sdf.value("laser_retro", "double", "0.0")
    """Retro-reflectivity value that laser range sensors report when their rays hit this
    visual. Default: ``0.0``."""

    transparency: float = sdf.value("transparency", "double", "0.0")
    """Transparency of the visual, from 0 (fully opaque) to 1 (invisible). Default: ``0.0``."""

    visibility_flags: int = sdf.value("visibility_flags", "unsigned int", "4294967295")
    """Bitmask of visibility groups. A camera sees the visual only when its visibility_mask
    ANDed with these flags is non-zero; all bits set means visible to every camera.
    Default: ``4294967295``."""

    meta: VisualMeta | None = sdf.child("meta", lambda: VisualMeta)
    """Extra metadata used by tools that display the visual."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    material: Material | None = sdf.child("material", lambda: Material)
    """Surface appearance of a visual: colours, lighting response, textures, shaders and
    physically based rendering (PBR) parameters."""

    geometry: Geometry = sdf.child("geometry", lambda: Geometry, cardinality="1")
    """Shape of a collision or visual; holds exactly one shape element."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""
