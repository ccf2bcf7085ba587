"""SDFormat 1.6 element classes of ``spec/1.6/scene.sdf``.

Generated from spec/1.6/scene.sdf by make generate. Do not edit: change the
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

__all__ = [
    "Scene",
    "SceneFog",
    "SceneSky",
    "SceneSkyClouds",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class SceneSkyClouds(sdf.Element):
    """Cloud layer settings.

    Attributes:
        speed: How fast the clouds drift across the sky; must be non-negative. Default: ``0.6``.
        direction: Heading in which the clouds drift, in radians. Default: ``0.0``.
        humidity: Cloud cover density, from 0 (clear sky) to 1 (fully overcast). Default:
            ``0.5``.
        mean_size: Average size of the individual clouds, from 0 to 1. Default: ``0.5``.
        ambient: Ambient colour of the clouds, as red green blue alpha, each in [0, 1]. Default:
            ``.8 .8 .8 1``.
    """

    TAG: ClassVar[str] = "clouds"
    SPEC_FILE: ClassVar[str] = "spec/1.6/scene.sdf"

    speed: float = sdf.value("speed", "double", "0.6", minimum="0.0")
    """How fast the clouds drift across the sky; must be non-negative. Default: ``0.6``."""

    direction: float = sdf.value("direction", "double", "0.0", minimum="0.0", maximum="3.1456")
    """Heading in which the clouds drift, in radians. Default: ``0.0``."""

    humidity: float = sdf.value("humidity", "double", "0.5", minimum="0", maximum="1")
    """Cloud cover density, from 0 (clear sky) to 1 (fully overcast). Default: ``0.5``."""

    mean_size: float = sdf.value("mean_size", "double", "0.5", minimum="0", maximum="1")
    """Average size of the individual clouds, from 0 to 1. Default: ``0.5``."""

    ambient: FloatArray = sdf.value("ambient", "color", ".8 .8 .8 1")
    """Ambient colour of the clouds, as red green blue alpha, each in [0, 1]. Default: ``.8 .8
    .8 1``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class SceneSky(sdf.Element):
    """Sky rendering settings: time of day, sun times, clouds and an optional skybox cubemap.

    Attributes:
        time: Time of day used to light the sky, in hours from 0 to 24. Default: ``10.0``.
        sunrise: Hour of sunrise, from 0 to 24. Default: ``6.0``.
        sunset: Hour of sunset, from 0 to 24. Default: ``20.0``.
        clouds: Cloud layer settings.
    """

    TAG: ClassVar[str] = "sky"
    SPEC_FILE: ClassVar[str] = "spec/1.6/scene.sdf"

    time: float = sdf.value("time", "double", "10.0")
    """Time of day used to light the sky, in hours from 0 to 24. Default: ``10.0``."""

    sunrise: float = sdf.value("sunrise", "double", "6.0")
    """Hour of sunrise, from 0 to 24. Default: ``6.0``."""

    sunset: float = sdf.value("sunset", "double", "20.0")
    """Hour of sunset, from 0 to 24. Default: ``20.0``."""

    clouds: SceneSkyClouds | None = sdf.child("clouds", lambda: SceneSkyClouds)
    """Cloud layer settings."""


@attrs.define(kw_only=True, eq=False, repr=False)
class SceneFog(sdf.Element):
    """Distance fog settings.

    Attributes:
        color: Colour of the fog, as red green blue alpha, each in [0, 1]. Default: ``1 1 1 1``.
        type: Fog model: none, constant, linear or quadratic. Default: ``none``.
        start: Distance from the camera at which fog begins, in metres. Default: ``1.0``.
        end: Distance from the camera at which fog reaches full strength, in metres. Default:
            ``100.0``.
        density: Thickness of the fog; higher values obscure objects faster. Default: ``1.0``.
    """

    TAG: ClassVar[str] = "fog"
    SPEC_FILE: ClassVar[str] = "spec/1.6/scene.sdf"

    color: FloatArray = sdf.value("color", "color", "1 1 1 1")
    """Colour of the fog, as red green blue alpha, each in [0, 1]. Default: ``1 1 1 1``."""

    type: str = sdf.value("type", "string", "none")
    """Fog model: none, constant, linear or quadratic. Default: ``none``."""

    start: float = sdf.value("start", "double", "1.0", minimum="0.0")
    """Distance from the camera at which fog begins, in metres. Default: ``1.0``."""

    end: float = sdf.value("end", "double", "100.0", minimum="0.0")
    """Distance from the camera at which fog reaches full strength, in metres. Default:
    ``100.0``."""

    density: float = sdf.value("density", "double", "1.0", minimum="0.0")
    """Thickness of the fog; higher values obscure objects faster. Default: ``1.0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Scene(sdf.Element):
    """Appearance of the world's rendered environment: ambient light, background, sky, shadows
    and fog.

    Attributes:
        ambient: Colour of the ambient light lighting the whole scene, as red green blue alpha,
            each in [0, 1]. Default: ``0.4 0.4 0.4 1.0``.
        background: Colour drawn behind all objects where no sky is shown, as red green blue
            alpha, each in [0, 1]. Default: ``.7 .7 .7 1``.
        sky: Sky rendering settings: time of day, sun times, clouds and an optional skybox
            cubemap.
        shadows: Whether objects cast shadows in the rendered scene. Default: ``true``.
        fog: Distance fog settings.
        grid: Whether a reference grid is drawn on the ground plane in the GUI. Default:
            ``true``.
        origin_visual: Whether a marker showing the world origin axes is drawn in the GUI.
            Default: ``true``.
    """

    TAG: ClassVar[str] = "scene"
    SPEC_FILE: ClassVar[str] = "spec/1.6/scene.sdf"

    ambient: FloatArray = sdf.value("ambient", "color", "0.4 0.4 0.4 1.0", cardinality="1")
    """Colour of the ambient light lighting the whole scene, as red green blue alpha, each in
    [0, 1]. Default: ``0.4 0.4 0.4 1.0``."""

    background: FloatArray = sdf.value("background", "color", ".7 .7 .7 1", cardinality="1")
    """Colour drawn behind all objects where no sky is shown, as red green blue alpha, each in
    [0, 1]. Default: ``.7 .7 .7 1``."""

    sky: SceneSky | None = sdf.child("sky", lambda: SceneSky)
    """Sky rendering settings: time of day, sun times, clouds and an optional skybox cubemap."""

    shadows: bool = sdf.value("shadows", "bool", "true", cardinality="1")
    """Whether objects cast shadows in the rendered scene. Default: ``true``."""

    fog: SceneFog | None = sdf.child("fog", lambda: SceneFog)
    """Distance fog settings."""

    grid: bool = sdf.value("grid", "bool", "true")
    """Whether a reference grid is drawn on the ground plane in the GUI. Default: ``true``."""

    origin_visual: bool = sdf.value("origin_visual", "bool", "true")
    """Whether a marker showing the world origin axes is drawn in the GUI. Default: ``true``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_COLOR = sdf.converter("color")
_PARSE_DOUBLE = sdf.converter("double")


(
    _scene_sky_clouds_set_xml_extras,
    _scene_sky_clouds_set_xml_origin,
    _scene_sky_clouds_set_speed,
    _scene_sky_clouds_set_direction,
    _scene_sky_clouds_set_humidity,
    _scene_sky_clouds_set_mean_size,
    _scene_sky_clouds_set_ambient,
) = sdf.setters(
    SceneSkyClouds,
    "xml_extras",
    "xml_origin",
    "speed",
    "direction",
    "humidity",
    "mean_size",
    "ambient",
)


@sdf.fills(SceneSkyClouds)
def _fill_scene_sky_clouds(
    obj: SceneSkyClouds, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SceneSkyClouds`` from its element."""
    path = f"{parent_path}/clouds"
    found: list[str] = []
    speed: object = 0.6
    direction: object = 0.0
    humidity: object = 0.5
    mean_size: object = 0.5
    ambient: object = sdf.declared_default(SceneSkyClouds, "ambient")
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "speed":
            speed = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("speed")
        elif tag == "direction":
            direction = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("direction")
        elif tag == "humidity":
            humidity = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("humidity")
        elif tag == "mean_size":
            mean_size = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("mean_size")
        elif tag == "ambient":
            ambient = ctx.parsed(_PARSE_COLOR, item.text or "")
            order.append("ambient")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _scene_sky_clouds_set_xml_extras(obj, extras)
    _scene_sky_clouds_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _scene_sky_clouds_set_speed(obj, speed)
    _scene_sky_clouds_set_direction(obj, direction)
    _scene_sky_clouds_set_humidity(obj, humidity)
    _scene_sky_clouds_set_mean_size(obj, mean_size)
    _scene_sky_clouds_set_ambient(obj, ambient)
    return True


(
    _scene_sky_set_xml_extras,
    _scene_sky_set_xml_origin,
    _scene_sky_set_time,
    _scene_sky_set_sunrise,
    _scene_sky_set_sunset,
    _scene_sky_set_clouds,
) = sdf.setters(SceneSky, "xml_extras", "xml_origin", "time", "sunrise", "sunset", "clouds")


@sdf.fills(SceneSky)
def _fill_scene_sky(
    obj: SceneSky, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SceneSky`` from its element."""
    path = f"{parent_path}/sky"
    found: list[str] = []
    time: object = 10.0
    sunrise: object = 6.0
    sunset: object = 20.0
    clouds: SceneSkyClouds | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "time":
            time = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("time")
        elif tag == "sunrise":
            sunrise = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("sunrise")
        elif tag == "sunset":
            sunset = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("sunset")
        elif tag == "clouds":
            clouds = sdf.unfilled(SceneSkyClouds, item, ctx, path)
            order.append("clouds")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _scene_sky_set_xml_extras(obj, extras)
    _scene_sky_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _scene_sky_set_time(obj, time)
    _scene_sky_set_sunrise(obj, sunrise)
    _scene_sky_set_sunset(obj, sunset)
    _scene_sky_set_clouds(obj, clouds)
    return True


(
    _scene_fog_set_xml_extras,
    _scene_fog_set_xml_origin,
    _scene_fog_set_color,
    _scene_fog_set_type,
    _scene_fog_set_start,
    _scene_fog_set_end,
    _scene_fog_set_density,
) = sdf.setters(SceneFog, "xml_extras", "xml_origin", "color", "type", "start", "end", "density")


@sdf.fills(SceneFog)
def _fill_scene_fog(
    obj: SceneFog, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SceneFog`` from its element."""
    path = f"{parent_path}/fog"
    found: list[str] = []
    color: object = sdf.declared_default(SceneFog, "color")
    type_: object = "none"
    start: object = 1.0
    end: object = 100.0
    density: object = 1.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "color":
            color = ctx.parsed(_PARSE_COLOR, item.text or "")
            order.append("color")
        elif tag == "type":
            type_ = item.text or ""
            order.append("type")
        elif tag == "start":
            start = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("start")
        elif tag == "end":
            end = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("end")
        elif tag == "density":
            density = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("density")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _scene_fog_set_xml_extras(obj, extras)
    _scene_fog_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _scene_fog_set_color(obj, color)
    _scene_fog_set_type(obj, type_)
    _scene_fog_set_start(obj, start)
    _scene_fog_set_end(obj, end)
    _scene_fog_set_density(obj, density)
    return True


(
    _scene_set_xml_extras,
    _scene_set_xml_origin,
    _scene_set_ambient,
    _scene_set_background,
    _scene_set_sky,
    _scene_set_shadows,
    _scene_set_fog,
    _scene_set_grid,
    _scene_set_origin_visual,
) = sdf.setters(
    Scene,
    "xml_extras",
    "xml_origin",
    "ambient",
    "background",
    "sky",
    "shadows",
    "fog",
    "grid",
    "origin_visual",
)


@sdf.fills(Scene)
def _fill_scene(obj: Scene, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Scene`` from its element."""
    path = f"{parent_path}/scene"
    found: list[str] = []
    ambient: object = sdf.declared_default(Scene, "ambient")
    background: object = sdf.declared_default(Scene, "background")
    sky: SceneSky | None = None
    shadows: object = True
    fog: SceneFog | None = None
    grid: object = True
    origin_visual: object = True
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "ambient":
            ambient = ctx.parsed(_PARSE_COLOR, item.text or "")
            order.append("ambient")
        elif tag == "background":
            background = ctx.parsed(_PARSE_COLOR, item.text or "")
            order.append("background")
        elif tag == "sky":
            sky = sdf.unfilled(SceneSky, item, ctx, path)
            order.append("sky")
        elif tag == "shadows":
            shadows = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("shadows")
        elif tag == "fog":
            fog = sdf.unfilled(SceneFog, item, ctx, path)
            order.append("fog")
        elif tag == "grid":
            grid = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("grid")
        elif tag == "origin_visual":
            origin_visual = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("origin_visual")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _scene_set_xml_extras(obj, extras)
    _scene_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _scene_set_ambient(obj, ambient)
    _scene_set_background(obj, background)
    _scene_set_sky(obj, sky)
    _scene_set_shadows(obj, shadows)
    _scene_set_fog(obj, fog)
    _scene_set_grid(obj, grid)
    _scene_set_origin_visual(obj, origin_visual)
    return True
