"""SDFormat 1.11 element classes of ``spec/1.11/scene.sdf``.

Generated from spec/1.11/scene.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray

__all__ = [
    "Scene",
    "SceneFog",
    "SceneSky",
    "SceneSkyClouds",
]


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.11/scene.sdf"

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


@attrs.define(kw_only=True, eq=False)
class SceneSky(sdf.Element):
    """Sky rendering settings: time of day, sun times, clouds and an optional skybox cubemap.

    Attributes:
        time: Time of day used to light the sky, in hours from 0 to 24. Default: ``10.0``.
        sunrise: Hour of sunrise, from 0 to 24. Default: ``6.0``.
        sunset: Hour of sunset, from 0 to 24. Default: ``20.0``.
        clouds: Cloud layer settings.
        cubemap_uri: URI of a cubemap texture drawn as the skybox. Empty means no cubemap is
            used.
    """

    TAG: ClassVar[str] = "sky"
    SPEC_FILE: ClassVar[str] = "spec/1.11/scene.sdf"

    time: float = sdf.value("time", "double", "10.0")
    """Time of day used to light the sky, in hours from 0 to 24. Default: ``10.0``."""

    sunrise: float = sdf.value("sunrise", "double", "6.0")
    """Hour of sunrise, from 0 to 24. Default: ``6.0``."""

    sunset: float = sdf.value("sunset", "double", "20.0")
    """Hour of sunset, from 0 to 24. Default: ``20.0``."""

    clouds: SceneSkyClouds | None = sdf.child("clouds", lambda: SceneSkyClouds)
    """Cloud layer settings."""

    cubemap_uri: str = sdf.value("cubemap_uri", "string", "")
    """URI of a cubemap texture drawn as the skybox. Empty means no cubemap is used."""


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.11/scene.sdf"

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


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.11/scene.sdf"

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
