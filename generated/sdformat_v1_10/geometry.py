"""SDFormat 1.10 element classes of ``spec/1.10/geometry.sdf``.

Generated from spec/1.10/geometry.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_10.box_shape import Box
from sdformat_v1_10.capsule_shape import Capsule
from sdformat_v1_10.cylinder_shape import Cylinder
from sdformat_v1_10.ellipsoid_shape import Ellipsoid
from sdformat_v1_10.heightmap_shape import Heightmap
from sdformat_v1_10.image_shape import Image
from sdformat_v1_10.mesh_shape import Mesh
from sdformat_v1_10.plane_shape import Plane
from sdformat_v1_10.polyline_shape import Polyline
from sdformat_v1_10.sphere_shape import Sphere

__all__ = [
    "Geometry",
    "GeometryEmpty",
]


@attrs.define(kw_only=True, eq=False)
class GeometryEmpty(sdf.Element):
    """Shape with no geometry: nothing is rendered and nothing collides."""

    TAG: ClassVar[str] = "empty"
    SPEC_FILE: ClassVar[str] = "spec/1.10/geometry.sdf"


@attrs.define(kw_only=True, eq=False)
class Geometry(sdf.Element):
    """Shape of a collision or visual; holds exactly one shape element.

    Attributes:
        empty: Shape with no geometry: nothing is rendered and nothing collides.
        box: Rectangular box centred on the origin of its frame.
        capsule: Cylinder with a hemisphere on each end, aligned with the z axis and centred on
            the origin of its frame.
        cylinder: Cylinder whose axis is the z axis, centred on the origin of its frame.
        ellipsoid: Ellipsoid centred on the origin of its frame.
        heightmap: Terrain whose heights come from a grayscale image or a digital elevation
            model (DEM) file.
        image: Shape built by extruding boxes from the pixels of a grayscale image.
        mesh: Shape loaded from a mesh file such as COLLADA, STL or OBJ.
        plane: Flat plane through the origin of its frame.
        polyline: Solid made by extruding a closed 2D outline along the z axis.
        sphere: Sphere centred on the origin of its frame.
    """

    TAG: ClassVar[str] = "geometry"
    SPEC_FILE: ClassVar[str] = "spec/1.10/geometry.sdf"

    empty: GeometryEmpty | None = sdf.child("empty", lambda: GeometryEmpty)
    """Shape with no geometry: nothing is rendered and nothing collides."""

    box: Box | None = sdf.child("box", lambda: Box)
    """Rectangular box centred on the origin of its frame."""

    capsule: Capsule | None = sdf.child("capsule", lambda: Capsule)
    """Cylinder with a hemisphere on each end, aligned with the z axis and centred on the
    origin of its frame."""

    cylinder: Cylinder | None = sdf.child("cylinder", lambda: Cylinder)
    """Cylinder whose axis is the z axis, centred on the origin of its frame."""

    ellipsoid: Ellipsoid | None = sdf.child("ellipsoid", lambda: Ellipsoid)
    """Ellipsoid centred on the origin of its frame."""

    heightmap: Heightmap | None = sdf.child("heightmap", lambda: Heightmap)
    """Terrain whose heights come from a grayscale image or a digital elevation model (DEM)
    file."""

    image: Image | None = sdf.child("image", lambda: Image)
    """Shape built by extruding boxes from the pixels of a grayscale image."""

    mesh: Mesh | None = sdf.child("mesh", lambda: Mesh)
    """Shape loaded from a mesh file such as COLLADA, STL or OBJ."""

    plane: Plane | None = sdf.child("plane", lambda: Plane)
    """Flat plane through the origin of its frame."""

    polyline: Polyline | None = sdf.child("polyline", lambda: Polyline)
    """Solid made by extruding a closed 2D outline along the z axis."""

    sphere: Sphere | None = sdf.child("sphere", lambda: Sphere)
    """Sphere centred on the origin of its frame."""
