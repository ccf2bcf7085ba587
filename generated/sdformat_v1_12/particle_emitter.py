"""SDFormat 1.12 element classes of ``spec/1.12/particle_emitter.sdf``.

Generated from spec/1.12/particle_emitter.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_runtime.values import FloatArray
    from sdformat_v1_12.material import Material
    from sdformat_v1_12.pose import Pose

__all__ = [
    "ParticleEmitter",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_12",
    {
        "Material": "material",
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.12/particle_emitter.sdf"

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

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    material: Material | None = sdf.child("material", lambda: _imports.Material)
    """Surface appearance of a visual: colours, lighting response, textures, shaders and
    physically based rendering (PBR) parameters."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_COLOR = sdf.converter("color")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_FLOAT = sdf.converter("float")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _particle_emitter_set_xml_extras,
    _particle_emitter_set_xml_origin,
    _particle_emitter_set_name,
    _particle_emitter_set_type,
    _particle_emitter_set_emitting,
    _particle_emitter_set_duration,
    _particle_emitter_set_size,
    _particle_emitter_set_particle_size,
    _particle_emitter_set_lifetime,
    _particle_emitter_set_rate,
    _particle_emitter_set_min_velocity,
    _particle_emitter_set_max_velocity,
    _particle_emitter_set_scale_rate,
    _particle_emitter_set_color_start,
    _particle_emitter_set_color_end,
    _particle_emitter_set_color_range_image,
    _particle_emitter_set_topic,
    _particle_emitter_set_particle_scatter_ratio,
    _particle_emitter_set_pose,
    _particle_emitter_set_material,
) = sdf.setters(
    ParticleEmitter,
    "xml_extras",
    "xml_origin",
    "name",
    "type",
    "emitting",
    "duration",
    "size",
    "particle_size",
    "lifetime",
    "rate",
    "min_velocity",
    "max_velocity",
    "scale_rate",
    "color_start",
    "color_end",
    "color_range_image",
    "topic",
    "particle_scatter_ratio",
    "pose",
    "material",
)


@sdf.fills(ParticleEmitter)
def _fill_particle_emitter(
    obj: ParticleEmitter, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ParticleEmitter`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/particle_emitter"
    else:
        path = f'{parent_path}/particle_emitter[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    type_: object = "point"
    text = node.get("type")
    if text is not None:
        type_ = text
        found.append("type")
    emitting: object = True
    duration: object = 0.0
    size: object = sdf.declared_default(ParticleEmitter, "size")
    particle_size: object = sdf.declared_default(ParticleEmitter, "particle_size")
    lifetime: object = 5.0
    rate: object = 10.0
    min_velocity: object = 1.0
    max_velocity: object = 1.0
    scale_rate: object = 0.0
    color_start: object = sdf.declared_default(ParticleEmitter, "color_start")
    color_end: object = sdf.declared_default(ParticleEmitter, "color_end")
    color_range_image: object = ""
    topic: object = ""
    particle_scatter_ratio: object = 0.65
    pose: Pose | None = None
    material: Material | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "emitting":
            emitting = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("emitting")
        elif tag == "duration":
            duration = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("duration")
        elif tag == "size":
            size = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("size")
        elif tag == "particle_size":
            particle_size = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("particle_size")
        elif tag == "lifetime":
            lifetime = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("lifetime")
        elif tag == "rate":
            rate = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("rate")
        elif tag == "min_velocity":
            min_velocity = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("min_velocity")
        elif tag == "max_velocity":
            max_velocity = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("max_velocity")
        elif tag == "scale_rate":
            scale_rate = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("scale_rate")
        elif tag == "color_start":
            color_start = ctx.parsed(_PARSE_COLOR, item.text or "")
            order.append("color_start")
        elif tag == "color_end":
            color_end = ctx.parsed(_PARSE_COLOR, item.text or "")
            order.append("color_end")
        elif tag == "color_range_image":
            color_range_image = item.text or ""
            order.append("color_range_image")
        elif tag == "topic":
            topic = item.text or ""
            order.append("topic")
        elif tag == "particle_scatter_ratio":
            particle_scatter_ratio = ctx.parsed(_PARSE_FLOAT, item.text or "")
            order.append("particle_scatter_ratio")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "material":
            material = sdf.unfilled(_imports.Material, item, ctx, path)
            order.append("material")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _particle_emitter_set_xml_extras(obj, extras)
    _particle_emitter_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _particle_emitter_set_name(obj, name)
    _particle_emitter_set_type(obj, type_)
    _particle_emitter_set_emitting(obj, emitting)
    _particle_emitter_set_duration(obj, duration)
    _particle_emitter_set_size(obj, size)
    _particle_emitter_set_particle_size(obj, particle_size)
    _particle_emitter_set_lifetime(obj, lifetime)
    _particle_emitter_set_rate(obj, rate)
    _particle_emitter_set_min_velocity(obj, min_velocity)
    _particle_emitter_set_max_velocity(obj, max_velocity)
    _particle_emitter_set_scale_rate(obj, scale_rate)
    _particle_emitter_set_color_start(obj, color_start)
    _particle_emitter_set_color_end(obj, color_end)
    _particle_emitter_set_color_range_image(obj, color_range_image)
    _particle_emitter_set_topic(obj, topic)
    _particle_emitter_set_particle_scatter_ratio(obj, particle_scatter_ratio)
    _particle_emitter_set_pose(obj, pose)
    _particle_emitter_set_material(obj, material)
    return True
