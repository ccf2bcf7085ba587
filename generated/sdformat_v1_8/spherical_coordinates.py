"""SDFormat 1.8 element classes of ``spec/1.8/spherical_coordinates.sdf``.

Generated from spec/1.8/spherical_coordinates.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "SphericalCoordinates",
]


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.8/spherical_coordinates.sdf"

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


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


(
    _spherical_coordinates_set_xml_extras,
    _spherical_coordinates_set_xml_origin,
    _spherical_coordinates_set_surface_model,
    _spherical_coordinates_set_world_frame_orientation,
    _spherical_coordinates_set_latitude_deg,
    _spherical_coordinates_set_longitude_deg,
    _spherical_coordinates_set_elevation,
    _spherical_coordinates_set_heading_deg,
) = sdf.setters(
    SphericalCoordinates,
    "xml_extras",
    "xml_origin",
    "surface_model",
    "world_frame_orientation",
    "latitude_deg",
    "longitude_deg",
    "elevation",
    "heading_deg",
)


@sdf.fills(SphericalCoordinates)
def _fill_spherical_coordinates(
    obj: SphericalCoordinates, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SphericalCoordinates`` from its element."""
    path = f"{parent_path}/spherical_coordinates"
    found: list[str] = []
    surface_model: object = "EARTH_WGS84"
    world_frame_orientation: object = "ENU"
    latitude_deg: object = 0.0
    longitude_deg: object = 0.0
    elevation: object = 0.0
    heading_deg: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "surface_model":
            surface_model = item.text or ""
            order.append("surface_model")
        elif tag == "world_frame_orientation":
            world_frame_orientation = item.text or ""
            order.append("world_frame_orientation")
        elif tag == "latitude_deg":
            latitude_deg = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("latitude_deg")
        elif tag == "longitude_deg":
            longitude_deg = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("longitude_deg")
        elif tag == "elevation":
            elevation = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("elevation")
        elif tag == "heading_deg":
            heading_deg = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("heading_deg")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _spherical_coordinates_set_xml_extras(obj, extras)
    _spherical_coordinates_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _spherical_coordinates_set_surface_model(obj, surface_model)
    _spherical_coordinates_set_world_frame_orientation(obj, world_frame_orientation)
    _spherical_coordinates_set_latitude_deg(obj, latitude_deg)
    _spherical_coordinates_set_longitude_deg(obj, longitude_deg)
    _spherical_coordinates_set_elevation(obj, elevation)
    _spherical_coordinates_set_heading_deg(obj, heading_deg)
    return True
