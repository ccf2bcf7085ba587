"""SDFormat 1.12 element classes of ``spec/1.12/light.sdf``.

Generated from spec/1.12/light.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray
from sdformat_v1_12.pose import Pose

__all__ = [
    "Light",
    "LightAttenuation",
    "LightSpot",
]


@attrs.define(kw_only=True, eq=False)
class LightAttenuation(sdf.Element):
    """How the light's strength fades with distance from the source. Ignored by directional
    lights.

    Attributes:
        range: Distance beyond which the light has no effect, in metres. Default: ``10``.
        linear: Coefficient of the term that reduces intensity in proportion to distance; 1
            gives even fading over the range. Default: ``1``.
        constant: Constant attenuation term, from 0 to 1: 1 means the light never fades, 0 means
            it is fully attenuated. Default: ``1``.
        quadratic: Coefficient of the term that reduces intensity with the square of distance;
            bends the falloff curve. Default: ``0``.
    """

    TAG: ClassVar[str] = "attenuation"
    SPEC_FILE: ClassVar[str] = "spec/1.12/light.sdf"

    range: float = sdf.value("range", "double", "10", cardinality="1")
    """Distance beyond which the light has no effect, in metres. Default: ``10``."""

    linear: float = sdf.value("linear", "double", "1")
    """Coefficient of the term that reduces intensity in proportion to distance; 1 gives even
    fading over the range. Default: ``1``."""

    constant: float = sdf.value("constant", "double", "1")
    """Constant attenuation term, from 0 to 1: 1 means the light never fades, 0 means it is
    fully attenuated. Default: ``1``."""

    quadratic: float = sdf.value("quadratic", "double", "0")
    """Coefficient of the term that reduces intensity with the square of distance; bends the
    falloff curve. Default: ``0``."""


@attrs.define(kw_only=True, eq=False)
class LightSpot(sdf.Element):
    """Cone parameters of a spot light.

    Attributes:
        inner_angle: Full angle of the inner cone lit at full brightness, in radians. Default:
            ``0``.
        outer_angle: Full angle of the outer cone beyond which no light falls, in radians.
            Default: ``0``.
        falloff: Rate at which brightness fades between the inner and outer cones: 1 is linear,
            smaller values fade more slowly and larger ones faster. Default: ``0``.
    """

    TAG: ClassVar[str] = "spot"
    SPEC_FILE: ClassVar[str] = "spec/1.12/light.sdf"

    inner_angle: float = sdf.value("inner_angle", "double", "0", cardinality="1")
    """Full angle of the inner cone lit at full brightness, in radians. Default: ``0``."""

    outer_angle: float = sdf.value("outer_angle", "double", "0", cardinality="1")
    """Full angle of the outer cone beyond which no light falls, in radians. Default: ``0``."""

    falloff: float = sdf.value("falloff", "double", "0", cardinality="1")
    """Rate at which brightness fades between the inner and outer cones: 1 is linear, smaller
    values fade more slowly and larger ones faster. Default: ``0``."""


@attrs.define(kw_only=True, eq=False)
class Light(sdf.Element):
    """Light source that illuminates the rendered scene.

    Attributes:
        name: Name of the light; must be unique among the lights of its parent world or link.
        type: Kind of light: point (radiates in all directions), directional (parallel rays,
            like the sun) or spot (a cone).
        cast_shadows: Whether objects lit by this light cast shadows. Default: ``false``.
        intensity: Scale factor applied to the light's brightness, relative to other lights.
            Default: ``1``.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
        diffuse: Colour of the diffuse light emitted, as red green blue alpha, each in [0, 1].
            Default: ``1 1 1 1``.
        specular: Colour of the specular highlights the light produces, as red green blue alpha,
            each in [0, 1]. Default: ``.1 .1 .1 1``.
        attenuation: How the light's strength fades with distance from the source. Ignored by
            directional lights.
        direction: Direction the light points in, expressed in the light's frame. Used only by
            spot and directional lights. Default: ``0 0 -1``.
        spot: Cone parameters of a spot light.
        light_on: Whether the light is switched on and emitting. Default: ``true``.
        visualize: Whether a marker showing the light's position and direction is drawn in the
            GUI. Default: ``true``.
    """

    TAG: ClassVar[str] = "light"
    SPEC_FILE: ClassVar[str] = "spec/1.12/light.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the light; must be unique among the lights of its parent world or link."""

    type: str = sdf.attribute(
        "type", "string", "point", required=True, choices=("point", "directional", "spot")
    )
    """Kind of light: point (radiates in all directions), directional (parallel rays, like the
    sun) or spot (a cone)."""

    cast_shadows: bool = sdf.value("cast_shadows", "bool", "false")
    """Whether objects lit by this light cast shadows. Default: ``false``."""

    intensity: float = sdf.value("intensity", "double", "1")
    """Scale factor applied to the light's brightness, relative to other lights. Default:
    ``1``."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    diffuse: FloatArray = sdf.value("diffuse", "color", "1 1 1 1")
    """Colour of the diffuse light emitted, as red green blue alpha, each in [0, 1]. Default:
    ``1 1 1 1``."""

    specular: FloatArray = sdf.value("specular", "color", ".1 .1 .1 1")
    """Colour of the specular highlights the light produces, as red green blue alpha, each in
    [0, 1]. Default: ``.1 .1 .1 1``."""

    attenuation: LightAttenuation | None = sdf.child("attenuation", lambda: LightAttenuation)
    """How the light's strength fades with distance from the source. Ignored by directional
    lights."""

    direction: FloatArray = sdf.value("direction", "vector3", "0 0 -1", cardinality="1")
    """Direction the light points in, expressed in the light's frame. Used only by spot and
    directional lights. Default: ``0 0 -1``."""

    spot: LightSpot | None = sdf.child("spot", lambda: LightSpot)
    """Cone parameters of a spot light."""

    light_on: bool = sdf.value("light_on", "bool", "true")
    """Whether the light is switched on and emitting. Default: ``true``."""

    visualize: bool = sdf.value("visualize", "bool", "true")
    """Whether a marker showing the light's position and direction is drawn in the GUI.
    Default: ``true``."""
