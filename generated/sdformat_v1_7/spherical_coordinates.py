"""SDFormat 1.7 element classes of ``spec/1.7/spherical_coordinates.sdf``.

Generated from spec/1.7/spherical_coordinates.sdf by make generate. Do not edit: change the
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
        surface_model: Reference surface for geodetic calculations; EARTH_WGS84 (the WGS-84
            Earth ellipsoid) is the one supported. Default: ``EARTH_WGS84``.
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
    """

    TAG: ClassVar[str] = "spherical_coordinates"
    SPEC_FILE: ClassVar[str] = "spec/1.7/spherical_coordinates.sdf"

    surface_model: str = sdf.value(
        "surface_model", "string", "EARTH_WGS84", cardinality="1", choices=("EARTH_WGS84",)
    )
    """Reference surface for geodetic calculations; EARTH_WGS84 (the WGS-84 Earth ellipsoid) is
    the one supported. Default: ``EARTH_WGS84``."""

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
