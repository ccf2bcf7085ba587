"""SDFormat 1.10 element classes of ``spec/1.10/particle_emitter.sdf``.

Generated from spec/1.10/particle_emitter.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray
from sdformat_v1_10.material import Material
from sdformat_v1_10.pose import Pose

__all__ = [
    "ParticleEmitter",
]


@attrs.define(kw_only=True, eq=False)
class ParticleEmitter(sdf.Element):
    """A source of rendered particles, used for effects such as fog, smoke or dust.

    Attributes:
        name: Name of the emitter, unique within its parent link.
        type: Shape of the region particles are spawned from: point, box, cylinder or ellipsoid.
        emitting: Whether the emitter produces particles as soon as it is loaded. Default:
            ``true``.
        duration: How long the emitter stays active, in seconds. Zero or a negative value means
            it never stops. Default: ``0``.
        size: Dimensions of the emission region along x, y and z, in metres. Ignored for point;
            for cylinder and ellipsoid it is their bounding box, with a cylinder's axis along z.
            Default: ``1 1 1``.
        particle_size: Size of each particle as width, height and depth, in metres. Default: ``1
            1 1``.
        lifetime: How long each particle exists before it disappears, in seconds. Must be
            positive. Default: ``5``.
        rate: Number of particles emitted per second. Default: ``10``.
        min_velocity: Lower bound of the initial particle speed, in m/s. Default: ``1``.
        max_velocity: Upper bound of the initial particle speed, in m/s. Default: ``1``.
        scale_rate: Rate at which particles grow in x and y while alive, as a scale increase per
            second. Default: ``0``.
        color_start: Colour (RGBA) of a particle when it is emitted; it blends towards color_end
            over the particle's life. Ignored when color_range_image is set. Default: ``1 1 1
            1``.
        color_end: Colour (RGBA) of a particle at the end of its life; it blends from
            color_start. Ignored when color_range_image is set. Default: ``1 1 1 1``.
        color_range_image: Image whose pixel colours, read from left to right, give the particle
            colour over its lifetime; only the horizontal axis is used. When set, it takes
            precedence over color_start and color_end. Empty means unused.
        topic: Topic on which the emitter's properties can be changed while the simulation runs.
            Empty lets the simulator choose a default topic derived from the model and emitter
            names.
        particle_scatter_ratio: Fraction (0 to 1) of particles that sensors such as depth
            cameras and lidars detect. Higher values make the emitter look denser to those
            sensors. Default: ``0.65``.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
        material: Surface appearance of a visual: colours, lighting response, textures, shaders
            and physically based rendering (PBR) parameters.
    """

    TAG: ClassVar[str] = "particle_emitter"
    SPEC_FILE: ClassVar[str] = "spec/1.10/particle_emitter.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the emitter, unique within its parent link."""

    type: str = sdf.attribute(
        "type", "string", "point", required=True, choices=("point", "box", "cylinder", "ellipsoid")
    )
    """Shape of the region particles are spawned from: point, box, cylinder or ellipsoid."""

    emitting: bool = sdf.value("emitting", "bool", "true")
    """Whether the emitter produces particles as soon as it is loaded. Default: ``true``."""

    duration: float = sdf.value("duration", "double", "0")
    """How long the emitter stays active, in seconds. Zero or a negative value means it never
    stops. Default: ``0``."""

    size: FloatArray = sdf.value("size", "vector3", "1 1 1")
    """Dimensions of the emission region along x, y and z, in metres. Ignored for point; for
    cylinder and ellipsoid it is their bounding box, with a cylinder's axis along z.
    Default: ``1 1 1``."""

    particle_size: FloatArray = sdf.value("particle_size", "vector3", "1 1 1")
    """Size of each particle as width, height and depth, in metres. Default: ``1 1 1``."""

    lifetime: float = sdf.value("lifetime", "double", "5")
    """How long each particle exists before it disappears, in seconds. Must be positive.
    Default: ``5``."""

    rate: float = sdf.value("rate", "double", "10", minimum="0.0")
    """Number of particles emitted per second. Default: ``10``."""

    min_velocity: float = sdf.value("min_velocity", "double", "1", minimum="0.0")
    """Lower bound of the initial particle speed, in m/s. Default: ``1``."""

    max_velocity: float = sdf.value("max_velocity", "double", "1", minimum="0.0")
    """Upper bound of the initial particle speed, in m/s. Default: ``1``."""

    scale_rate: float = sdf.value("scale_rate", "double", "0", minimum="0.0")
    """Rate at which particles grow in x and y while alive, as a scale increase per second.
    Default: ``0``."""

    color_start: FloatArray = sdf.value("color_start", "color", "1 1 1 1")
    """Colour (RGBA) of a particle when it is emitted; it blends towards color_end over the
    particle's life. Ignored when color_range_image is set. Default: ``1 1 1 1``."""

    color_end: FloatArray = sdf.value("color_end", "color", "1 1 1 1")
    """Colour (RGBA) of a particle at the end of its life; it blends from color_start. Ignored
    when color_range_image is set. Default: ``1 1 1 1``."""

    color_range_image: str = sdf.value("color_range_image", "string", "")
    """Image whose pixel colours, read from left to right, give the particle colour over its
    lifetime; only the horizontal axis is used. When set, it takes precedence over
    color_start and color_end. Empty means unused."""

    topic: str = sdf.value("topic", "string", "")
    """Topic on which the emitter's properties can be changed while the simulation runs. Empty
    lets the simulator choose a default topic derived from the model and emitter names."""

    particle_scatter_ratio: float = sdf.value("particle_scatter_ratio", "float", "0.65")
    """Fraction (0 to 1) of particles that sensors such as depth cameras and lidars detect.
    Higher values make the emitter look denser to those sensors. Default: ``0.65``."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    material: Material | None = sdf.child("material", lambda: Material)
    """Surface appearance of a visual: colours, lighting response, textures, shaders and
    physically based rendering (PBR) parameters."""
