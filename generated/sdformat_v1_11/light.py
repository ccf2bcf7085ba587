"""SDFormat 1.11 element classes of ``spec/1.11/light.sdf``.

Generated from spec/1.11/light.sdf by make generate. Do not edit: change the
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
    from sdformat_v1_11.pose import Pose

__all__ = [
    "Light",
    "LightAttenuation",
    "LightSpot",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_11",
    {
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.11/light.sdf"

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


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.11/light.sdf"

    inner_angle: float = sdf.value("inner_angle", "double", "0", cardinality="1")
    """Full angle of the inner cone lit at full brightness, in radians. Default: ``0``."""

    outer_angle: float = sdf.value("outer_angle", "double", "0", cardinality="1")
    """Full angle of the outer cone beyond which no light falls, in radians. Default: ``0``."""

    falloff: float = sdf.value("falloff", "double", "0", cardinality="1")
    """Rate at which brightness fades between the inner and outer cones: 1 is linear, smaller
    values fade more slowly and larger ones faster. Default: ``0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.11/light.sdf"

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

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
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


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_COLOR = sdf.converter("color")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _light_attenuation_set_xml_extras,
    _light_attenuation_set_xml_origin,
    _light_attenuation_set_range,
    _light_attenuation_set_linear,
    _light_attenuation_set_constant,
    _light_attenuation_set_quadratic,
) = sdf.setters(
    LightAttenuation, "xml_extras", "xml_origin", "range", "linear", "constant", "quadratic"
)


@sdf.fills(LightAttenuation)
def _fill_light_attenuation(
    obj: LightAttenuation, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LightAttenuation`` from its element."""
    path = f"{parent_path}/attenuation"
    found: list[str] = []
    range_: object = 10.0
    linear: object = 1.0
    constant: object = 1.0
    quadratic: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "range":
            range_ = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("range")
        elif tag == "linear":
            linear = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("linear")
        elif tag == "constant":
            constant = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("constant")
        elif tag == "quadratic":
            quadratic = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("quadratic")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _light_attenuation_set_xml_extras(obj, extras)
    _light_attenuation_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _light_attenuation_set_range(obj, range_)
    _light_attenuation_set_linear(obj, linear)
    _light_attenuation_set_constant(obj, constant)
    _light_attenuation_set_quadratic(obj, quadratic)
    return True


(
    _light_spot_set_xml_extras,
    _light_spot_set_xml_origin,
    _light_spot_set_inner_angle,
    _light_spot_set_outer_angle,
    _light_spot_set_falloff,
) = sdf.setters(LightSpot, "xml_extras", "xml_origin", "inner_angle", "outer_angle", "falloff")


@sdf.fills(LightSpot)
def _fill_light_spot(
    obj: LightSpot, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LightSpot`` from its element."""
    path = f"{parent_path}/spot"
    found: list[str] = []
    inner_angle: object = 0.0
    outer_angle: object = 0.0
    falloff: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "inner_angle":
            inner_angle = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("inner_angle")
        elif tag == "outer_angle":
            outer_angle = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("outer_angle")
        elif tag == "falloff":
            falloff = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("falloff")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _light_spot_set_xml_extras(obj, extras)
    _light_spot_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _light_spot_set_inner_angle(obj, inner_angle)
    _light_spot_set_outer_angle(obj, outer_angle)
    _light_spot_set_falloff(obj, falloff)
    return True


(
    _light_set_xml_extras,
    _light_set_xml_origin,
    _light_set_name,
    _light_set_type,
    _light_set_cast_shadows,
    _light_set_intensity,
    _light_set_pose,
    _light_set_diffuse,
    _light_set_specular,
    _light_set_attenuation,
    _light_set_direction,
    _light_set_spot,
    _light_set_light_on,
    _light_set_visualize,
) = sdf.setters(
    Light,
    "xml_extras",
    "xml_origin",
    "name",
    "type",
    "cast_shadows",
    "intensity",
    "pose",
    "diffuse",
    "specular",
    "attenuation",
    "direction",
    "spot",
    "light_on",
    "visualize",
)


@sdf.fills(Light)
def _fill_light(obj: Light, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Light`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/light"
    else:
        path = f'{parent_path}/light[@name="{name_text}"]'
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
    cast_shadows: object = False
    intensity: object = 1.0
    pose: Pose | None = None
    diffuse: object = sdf.declared_default(Light, "diffuse")
    specular: object = sdf.declared_default(Light, "specular")
    attenuation: LightAttenuation | None = None
    direction: object = sdf.declared_default(Light, "direction")
    spot: LightSpot | None = None
    light_on: object = True
    visualize: object = True
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "cast_shadows":
            cast_shadows = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("cast_shadows")
        elif tag == "intensity":
            intensity = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("intensity")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "diffuse":
            diffuse = ctx.parsed(_PARSE_COLOR, item.text or "")
            order.append("diffuse")
        elif tag == "specular":
            specular = ctx.parsed(_PARSE_COLOR, item.text or "")
            order.append("specular")
        elif tag == "attenuation":
            attenuation = sdf.unfilled(LightAttenuation, item, ctx, path)
            order.append("attenuation")
        elif tag == "direction":
            direction = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("direction")
        elif tag == "spot":
            spot = sdf.unfilled(LightSpot, item, ctx, path)
            order.append("spot")
        elif tag == "light_on":
            light_on = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("light_on")
        elif tag == "visualize":
            visualize = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("visualize")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _light_set_xml_extras(obj, extras)
    _light_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _light_set_name(obj, name)
    _light_set_type(obj, type_)
    _light_set_cast_shadows(obj, cast_shadows)
    _light_set_intensity(obj, intensity)
    _light_set_pose(obj, pose)
    _light_set_diffuse(obj, diffuse)
    _light_set_specular(obj, specular)
    _light_set_attenuation(obj, attenuation)
    _light_set_direction(obj, direction)
    _light_set_spot(obj, spot)
    _light_set_light_on(obj, light_on)
    _light_set_visualize(obj, visualize)
    return True
