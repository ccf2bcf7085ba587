"""SDFormat 1.12 element classes of ``spec/1.12/spherical_coordinates.sdf``.

Generated from spec/1.12/spherical_coordinates.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "SphericalCoordinates",
]


@attrs.define(kw_only=True, eq=False)
class SphericalCoordinates(sdf.Element):
    """Ties the world frame to a geographic location on a planetary surface, for sensors such
    as GPS/NavSat and for geo-referenced terrain.

    Attributes:
        surface_model: Reference surface for geodetic calculations: EARTH_WGS84 (WGS-84 Earth
            ellipsoid), MOON_SCS (Moon) or CUSTOM_SURFACE (an ellipsoid given by
            surface_axis_equatorial and surface_axis_polar). Default: ``EARTH_WGS84``.
        world_frame_orientation: Geographic axis convention the world frame is aligned with
            before the heading offset is applied. Only ENU (x east, y north, z up) is supported.
            Default: ``ENU``.
        latitude_deg: Geodetic latitude of the world origin, in degrees. Default: ``0.0``.
        longitude_deg: Longitude of the world origin, in degrees. Default: ``0.0``.
        elevation: Height of the world origin above the reference surface, in metres. Default:
            ``0.0``.
        heading_deg: Rotation of the world frame about the vertical axis relative to
            world_frame_orientation, in degrees, right-handed (positive turns east towards north
            seen from above). Unlike compass heading. Default: ``0.0``.
        surface_axis_equatorial: Equatorial semi-axis of the custom ellipsoid, in metres.
            Required and used only when surface_model is CUSTOM_SURFACE. Default: ``0.0``.
        surface_axis_polar: Polar semi-axis of the custom ellipsoid, in metres. Required and
            used only when surface_model is CUSTOM_SURFACE. Default: ``0.0``.
    """

    TAG: ClassVar[str] = "spherical_coordinates"
    SPEC_FILE: ClassVar[str] = "spec/1.12/spherical_coordinates.sdf"

    surface_model: str = sdf.value(
        "surface_model",
        "string",
        "EARTH_WGS84",
        cardinality="1",
        choices=("EARTH_WGS84", "MOON_SCS", "CUSTOM_SURFACE"),
    )
    """Reference surface for geodetic calculations: EARTH_WGS84 (WGS-84 Earth ellipsoid),
    MOON_SCS (Moon) or CUSTOM_SURFACE (an ellipsoid given by surface_axis_equatorial and
    surface_axis_polar). Default: ``EARTH_WGS84``."""

    world_frame_orientation: str = sdf.value(
        "world_frame_orientation", "string", "ENU", choices=("ENU",)
    )
    """Geographic axis convention the world frame is aligned with before the heading offset is
    applied. Only ENU (x east, y north, z up) is supported. Default: ``ENU``."""

    latitude_deg: float = sdf.value("latitude_deg", "double", "0.0", cardinality="1")
    """Geodetic latitude of the world origin, in degrees. Default: ``0.0``."""

    longitude_deg: float = sdf.value("longitude_deg", "double", "0.0", cardinality="1")
    """Longitude of the world origin, in degrees. Default: ``0.0``."""

    elevation: float = sdf.value("elevation", "double", "0.0", cardinality="1")
    """Height of the world origin above the reference surface, in metres. Default: ``0.0``."""

    heading_deg: float = sdf.value("heading_deg", "double", "0.0", cardinality="1")
    """Rotation of the world frame about the vertical axis relative to world_frame_orientation,
    in degrees, right-handed (positive turns east towards north seen from above). Unlike
    compass heading. Default: ``0.0``."""

    surface_axis_equatorial: float = sdf.value("surface_axis_equatorial", "double", "0.0")
    """Equatorial semi-axis of the custom ellipsoid, in metres. Required and used only when
    surface_model is CUSTOM_SURFACE. Default: ``0.0``."""

    surface_axis_polar: float = sdf.value("surface_axis_polar", "double", "0.0")
    """Polar semi-axis of the custom ellipsoid, in metres. Required and used only when
    surface_model is CUSTOM_SURFACE. Default: ``0.0``."""
