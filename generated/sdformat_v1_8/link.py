"""SDFormat 1.8 element classes of ``spec/1.8/link.sdf``.

Generated from spec/1.8/link.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_8.audio_sink import AudioSink
    from sdformat_v1_8.audio_source import AudioSource
    from sdformat_v1_8.battery import Battery
    from sdformat_v1_8.collision import Collision
    from sdformat_v1_8.inertial import Inertial
    from sdformat_v1_8.light import Light
    from sdformat_v1_8.particle_emitter import ParticleEmitter
    from sdformat_v1_8.pose import Pose
    from sdformat_v1_8.projector import Projector
    from sdformat_v1_8.sensor import Sensor
    from sdformat_v1_8.visual import Visual

__all__ = [
    "Link",
    "LinkVelocityDecay",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_8",
    {
        "AudioSink": "audio_sink",
        "AudioSource": "audio_source",
        "Battery": "battery",
        "Collision": "collision",
        "Inertial": "inertial",
        "Light": "light",
        "ParticleEmitter": "particle_emitter",
        "Pose": "pose",
        "Projector": "projector",
        "Sensor": "sensor",
        "Visual": "visual",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class LinkVelocityDecay(sdf.Element):
    """Damping that makes the link's velocity decay exponentially over time.

    Attributes:
        linear: Damping factor applied to the link's linear velocity; 0 disables it. Default:
            ``0.0``.
        angular: Damping factor applied to the link's angular velocity; 0 disables it. Default:
            ``0.0``.
    """

    TAG: ClassVar[str] = "velocity_decay"
    SPEC_FILE: ClassVar[str] = "spec/1.8/link.sdf"

    linear: float = sdf.value("linear", "double", "0.0")
    """Damping factor applied to the link's linear velocity; 0 disables it. Default: ``0.0``."""

    angular: float = sdf.value("angular", "double", "0.0")
    """Damping factor applied to the link's angular velocity; 0 disables it. Default: ``0.0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Link(sdf.Element):
    """Rigid body of a model, with mass properties and optional collision, visual and sensor
    elements attached to it.

    Attributes:
        name: Name of the link and of its implicit frame; must be unique among the links,
            joints, frames and nested models of the parent model, and must not contain '::'.
        gravity: Whether gravity acts on the link. Default: ``true``.
        enable_wind: Whether the world's wind exerts forces on the link. Default: ``false``.
        self_collide: Enables contacts between this link and the other links of its model.
            Setting it on either link of a pair is enough; a pair connected by a joint is always
            exempt. Default: ``false``.
        kinematic: When true, the link's motion is prescribed rather than computed from forces
            by the dynamics engine. Default: ``false``.
        must_be_base_link: When true, the link is forced to be a root of the kinematic tree,
            attached directly to the world with 6 degrees of freedom. Default: ``false``.
        velocity_decay: Damping that makes the link's velocity decay exponentially over time.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw`, in metres and radians, the angles being rotations about the fixed
            x, y and z axes in that order.
        inertial: Mass properties of the link: mass, centre of mass and moments of inertia.
        collisions: Collision geometry of a link, used to compute contacts. It may differ from
            the link's visuals and is often a simpler shape.
        visuals: Geometry drawn for a link by rendering engines and sensors such as cameras. It
            has no effect on physics.
        sensors: A sensor attached to a link or joint; its type selects which child element
            holds the type-specific parameters.
        projectors: A light source attached to the link that casts an image texture onto the
            surfaces inside its frustum, like a slide projector.
        audio_sinks: A sound receiver (listener) attached to its parent link. It has no
            settings.
        audio_sources: A sound emitter attached to its parent link, playing an audio file.
        batteries: A battery carried by the link, whose charge plugins can track and drain
            during simulation.
        lights: Light source that illuminates the rendered scene.
        particle_emitters: A source of rendered particles, used for effects such as fog, smoke
            or dust.
    """

    TAG: ClassVar[str] = "link"
    SPEC_FILE: ClassVar[str] = "spec/1.8/link.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the link and of its implicit frame; must be unique among the links, joints,
    frames and nested models of the parent model, and must not contain '::'."""

    gravity: bool = sdf.value("gravity", "bool", "true")
    """Whether gravity acts on the link. Default: ``true``."""

    enable_wind: bool = sdf.value("enable_wind", "bool", "false")
    """Whether the world's wind exerts forces on the link. Default: ``false``."""

    self_collide: bool = sdf.value("self_collide", "bool", "false")
    """Enables contacts between this link and the other links of its model. Setting it on
    either link of a pair is enough; a pair connected by a joint is always exempt.
    Default: ``false``."""

    kinematic: bool = sdf.value("kinematic", "bool", "false")
    """When true, the link's motion is prescribed rather than computed from forces by the
    dynamics engine. Default: ``false``."""

    must_be_base_link: bool = sdf.value("must_be_base_link", "bool", "false")
    """When true, the link is forced to be a root of the kinematic tree, attached directly to
    the world with 6 degrees of freedom. Default: ``false``."""

    velocity_decay: LinkVelocityDecay | None = sdf.child(
        "velocity_decay", lambda: LinkVelocityDecay
    )
    """Damping that makes the link's velocity decay exponentially over time."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw`, in metres and radians, the angles being rotations about the fixed x, y
    and z axes in that order."""

    inertial: Inertial | None = sdf.child("inertial", lambda: _imports.Inertial)
    """Mass properties of the link: mass, centre of mass and moments of inertia."""

    collisions: list[Collision] = sdf.child(
        "collision", lambda: _imports.Collision, cardinality="*"
    )
    """Collision geometry of a link, used to compute contacts. It may differ from the link's
    visuals and is often a simpler shape."""

    visuals: list[Visual] = sdf.child("visual", lambda: _imports.Visual, cardinality="*")
    """Geometry drawn for a link by rendering engines and sensors such as cameras. It has no
    effect on physics."""

    sensors: list[Sensor] = sdf.child("sensor", lambda: _imports.Sensor, cardinality="*")
    """A sensor attached to a link or joint; its type selects which child element holds the
    type-specific parameters."""

    projectors: list[Projector] = sdf.child(
        "projector", lambda: _imports.Projector, cardinality="*"
    )
    """A light source attached to the link that casts an image texture onto the surfaces inside
    its frustum, like a slide projector."""

    audio_sinks: list[AudioSink] = sdf.child(
        "audio_sink", lambda: _imports.AudioSink, cardinality="*"
    )
    """A sound receiver (listener) attached to its parent link. It has no settings."""

    audio_sources: list[AudioSource] = sdf.child(
        "audio_source", lambda: _imports.AudioSource, cardinality="*"
    )
    """A sound emitter attached to its parent link, playing an audio file."""

    batteries: list[Battery] = sdf.child("battery", lambda: _imports.Battery, cardinality="*")
    """A battery carried by the link, whose charge plugins can track and drain during
    simulation."""

    lights: list[Light] = sdf.child("light", lambda: _imports.Light, cardinality="*")
    """Light source that illuminates the rendered scene."""

    particle_emitters: list[ParticleEmitter] = sdf.child(
        "particle_emitter", lambda: _imports.ParticleEmitter, cardinality="*"
    )
    """A source of rendered particles, used for effects such as fog, smoke or dust."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")


(
    _link_velocity_decay_set_xml_extras,
    _link_velocity_decay_set_xml_origin,
    _link_velocity_decay_set_linear,
    _link_velocity_decay_set_angular,
) = sdf.setters(LinkVelocityDecay, "xml_extras", "xml_origin", "linear", "angular")


@sdf.fills(LinkVelocityDecay)
def _fill_link_velocity_decay(
    obj: LinkVelocityDecay, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LinkVelocityDecay`` from its element."""
    path = f"{parent_path}/velocity_decay"
    found: list[str] = []
    linear: object = 0.0
    angular: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "linear":
            linear = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("linear")
        elif tag == "angular":
            angular = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("angular")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _link_velocity_decay_set_xml_extras(obj, extras)
    _link_velocity_decay_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _link_velocity_decay_set_linear(obj, linear)
    _link_velocity_decay_set_angular(obj, angular)
    return True


(
    _link_set_xml_extras,
    _link_set_xml_origin,
    _link_set_name,
    _link_set_gravity,
    _link_set_enable_wind,
    _link_set_self_collide,
    _link_set_kinematic,
    _link_set_must_be_base_link,
    _link_set_velocity_decay,
    _link_set_pose,
    _link_set_inertial,
    _link_set_collisions,
    _link_set_visuals,
    _link_set_sensors,
    _link_set_projectors,
    _link_set_audio_sinks,
    _link_set_audio_sources,
    _link_set_batteries,
    _link_set_lights,
    _link_set_particle_emitters,
) = sdf.setters(
    Link,
    "xml_extras",
    "xml_origin",
    "name",
    "gravity",
    "enable_wind",
    "self_collide",
    "kinematic",
    "must_be_base_link",
    "velocity_decay",
    "pose",
    "inertial",
    "collisions",
    "visuals",
    "sensors",
    "projectors",
    "audio_sinks",
    "audio_sources",
    "batteries",
    "lights",
    "particle_emitters",
)


@sdf.fills(Link)
def _fill_link(obj: Link, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Link`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/link"
    else:
        path = f'{parent_path}/link[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    gravity: object = True
    enable_wind: object = False
    self_collide: object = False
    kinematic: object = False
    must_be_base_link: object = False
    velocity_decay: LinkVelocityDecay | None = None
    pose: Pose | None = None
    inertial: Inertial | None = None
    collisions: list[Collision] = []
    visuals: list[Visual] = []
    sensors: list[Sensor] = []
    projectors: list[Projector] = []
    audio_sinks: list[AudioSink] = []
    audio_sources: list[AudioSource] = []
    batteries: list[Battery] = []
    lights: list[Light] = []
    particle_emitters: list[ParticleEmitter] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "gravity":
            gravity = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("gravity")
        elif tag == "enable_wind":
            enable_wind = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("enable_wind")
        elif tag == "self_collide":
            self_collide = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("self_collide")
        elif tag == "kinematic":
            kinematic = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("kinematic")
        elif tag == "must_be_base_link":
            must_be_base_link = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("must_be_base_link")
        elif tag == "velocity_decay":
            velocity_decay = sdf.unfilled(LinkVelocityDecay, item, ctx, path)
            order.append("velocity_decay")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "inertial":
            inertial = sdf.unfilled(_imports.Inertial, item, ctx, path)
            order.append("inertial")
        elif tag == "collision":
            collisions.append(sdf.unfilled(_imports.Collision, item, ctx, path))
            order.append("collisions")
        elif tag == "visual":
            visuals.append(sdf.unfilled(_imports.Visual, item, ctx, path))
            order.append("visuals")
        elif tag == "sensor":
            sensors.append(sdf.unfilled(_imports.Sensor, item, ctx, path))
            order.append("sensors")
        elif tag == "projector":
            projectors.append(sdf.unfilled(_imports.Projector, item, ctx, path))
            order.append("projectors")
        elif tag == "audio_sink":
            audio_sinks.append(sdf.unfilled(_imports.AudioSink, item, ctx, path))
            order.append("audio_sinks")
        elif tag == "audio_source":
            audio_sources.append(sdf.unfilled(_imports.AudioSource, item, ctx, path))
            order.append("audio_sources")
        elif tag == "battery":
            batteries.append(sdf.unfilled(_imports.Battery, item, ctx, path))
            order.append("batteries")
        elif tag == "light":
            lights.append(sdf.unfilled(_imports.Light, item, ctx, path))
            order.append("lights")
        elif tag == "particle_emitter":
            particle_emitters.append(sdf.unfilled(_imports.ParticleEmitter, item, ctx, path))
            order.append("particle_emitters")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _link_set_xml_extras(obj, extras)
    _link_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _link_set_name(obj, name)
    _link_set_gravity(obj, gravity)
    _link_set_enable_wind(obj, enable_wind)
    _link_set_self_collide(obj, self_collide)
    _link_set_kinematic(obj, kinematic)
    _link_set_must_be_base_link(obj, must_be_base_link)
    _link_set_velocity_decay(obj, velocity_decay)
    _link_set_pose(obj, pose)
    _link_set_inertial(obj, inertial)
    _link_set_collisions(obj, collisions)
    _link_set_visuals(obj, visuals)
    _link_set_sensors(obj, sensors)
    _link_set_projectors(obj, projectors)
    _link_set_audio_sinks(obj, audio_sinks)
    _link_set_audio_sources(obj, audio_sources)
    _link_set_batteries(obj, batteries)
    _link_set_lights(obj, lights)
    _link_set_particle_emitters(obj, particle_emitters)
    return True
