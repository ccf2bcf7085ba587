"""SDFormat 1.9 element classes of ``spec/1.9/geometry.sdf``.

Generated from spec/1.9/geometry.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_9.box_shape import Box
    from sdformat_v1_9.capsule_shape import Capsule
    from sdformat_v1_9.cylinder_shape import Cylinder
    from sdformat_v1_9.ellipsoid_shape import Ellipsoid
    from sdformat_v1_9.heightmap_shape import Heightmap
    from sdformat_v1_9.image_shape import Image
    from sdformat_v1_9.mesh_shape import Mesh
    from sdformat_v1_9.plane_shape import Plane
    from sdformat_v1_9.polyline_shape import Polyline
    from sdformat_v1_9.sphere_shape import Sphere

__all__ = [
    "Geometry",
    "GeometryEmpty",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_9",
    {
        "Box": "box_shape",
        "Capsule": "capsule_shape",
        "Cylinder": "cylinder_shape",
        "Ellipsoid": "ellipsoid_shape",
        "Heightmap": "heightmap_shape",
        "Image": "image_shape",
        "Mesh": "mesh_shape",
        "Plane": "plane_shape",
        "Polyline": "polyline_shape",
        "Sphere": "sphere_shape",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class GeometryEmpty(sdf.Element):
    """Shape with no geometry: nothing is rendered and nothing collides."""

    TAG: ClassVar[str] = "empty"
    SPEC_FILE: ClassVar[str] = "spec/1.9/geometry.sdf"


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.9/geometry.sdf"

    empty: GeometryEmpty | None = sdf.child("empty", lambda: GeometryEmpty)
    """Shape with no geometry: nothing is rendered and nothing collides."""

    box: Box | None = sdf.child("box", lambda: _imports.Box)
    """Rectangular box centred on the origin of its frame."""

    capsule: Capsule | None = sdf.child("capsule", lambda: _imports.Capsule)
    """Cylinder with a hemisphere on each end, aligned with the z axis and centred on the
    origin of its frame."""

    cylinder: Cylinder | None = sdf.child("cylinder", lambda: _imports.Cylinder)
    """Cylinder whose axis is the z axis, centred on the origin of its frame."""

    ellipsoid: Ellipsoid | None = sdf.child("ellipsoid", lambda: _imports.Ellipsoid)
    """Ellipsoid centred on the origin of its frame."""

    heightmap: Heightmap | None = sdf.child("heightmap", lambda: _imports.Heightmap)
    """Terrain whose heights come from a grayscale image or a digital elevation model (DEM)
    file."""

    image: Image | None = sdf.child("image", lambda: _imports.Image)
    """Shape built by extruding boxes from the pixels of a grayscale image."""

    mesh: Mesh | None = sdf.child("mesh", lambda: _imports.Mesh)
    """Shape loaded from a mesh file such as COLLADA, STL or OBJ."""

    plane: Plane | None = sdf.child("plane", lambda: _imports.Plane)
    """Flat plane through the origin of its frame."""

    polyline: Polyline | None = sdf.child("polyline", lambda: _imports.Polyline)
    """Solid made by extruding a closed 2D outline along the z axis."""

    sphere: Sphere | None = sdf.child("sphere", lambda: _imports.Sphere)
    """Sphere centred on the origin of its frame."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _geometry_empty_set_xml_extras,
    _geometry_empty_set_xml_origin,
) = sdf.setters(GeometryEmpty, "xml_extras", "xml_origin")


@sdf.fills(GeometryEmpty)
def _fill_geometry_empty(
    obj: GeometryEmpty, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``GeometryEmpty`` from its element."""
    path = f"{parent_path}/empty"
    found: list[str] = []
    if next(node.iterchildren(etree.Element), None) is not None:  # not a fast-path document
        return False
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _geometry_empty_set_xml_extras(obj, extras)
    _geometry_empty_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    return True


(
    _geometry_set_xml_extras,
    _geometry_set_xml_origin,
    _geometry_set_empty,
    _geometry_set_box,
    _geometry_set_capsule,
    _geometry_set_cylinder,
    _geometry_set_ellipsoid,
    _geometry_set_heightmap,
    _geometry_set_image,
    _geometry_set_mesh,
    _geometry_set_plane,
    _geometry_set_polyline,
    _geometry_set_sphere,
) = sdf.setters(
    Geometry,
    "xml_extras",
    "xml_origin",
    "empty",
    "box",
    "capsule",
    "cylinder",
    "ellipsoid",
    "heightmap",
    "image",
    "mesh",
    "plane",
    "polyline",
    "sphere",
)


@sdf.fills(Geometry)
def _fill_geometry(
    obj: Geometry, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Geometry`` from its element."""
    path = f"{parent_path}/geometry"
    found: list[str] = []
    empty: GeometryEmpty | None = None
    box: Box | None = None
    capsule: Capsule | None = None
    cylinder: Cylinder | None = None
    ellipsoid: Ellipsoid | None = None
    heightmap: Heightmap | None = None
    image: Image | None = None
    mesh: Mesh | None = None
    plane: Plane | None = None
    polyline: Polyline | None = None
    sphere: Sphere | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "empty":
            empty = sdf.unfilled(GeometryEmpty, item, ctx, path)
            order.append("empty")
        elif tag == "box":
            box = sdf.unfilled(_imports.Box, item, ctx, path)
            order.append("box")
        elif tag == "capsule":
            capsule = sdf.unfilled(_imports.Capsule, item, ctx, path)
            order.append("capsule")
        elif tag == "cylinder":
            cylinder = sdf.unfilled(_imports.Cylinder, item, ctx, path)
            order.append("cylinder")
        elif tag == "ellipsoid":
            ellipsoid = sdf.unfilled(_imports.Ellipsoid, item, ctx, path)
            order.append("ellipsoid")
        elif tag == "heightmap":
            heightmap = sdf.unfilled(_imports.Heightmap, item, ctx, path)
            order.append("heightmap")
        elif tag == "image":
            image = sdf.unfilled(_imports.Image, item, ctx, path)
            order.append("image")
        elif tag == "mesh":
            mesh = sdf.unfilled(_imports.Mesh, item, ctx, path)
            order.append("mesh")
        elif tag == "plane":
            plane = sdf.unfilled(_imports.Plane, item, ctx, path)
            order.append("plane")
        elif tag == "polyline":
            polyline = sdf.unfilled(_imports.Polyline, item, ctx, path)
            order.append("polyline")
        elif tag == "sphere":
            sphere = sdf.unfilled(_imports.Sphere, item, ctx, path)
            order.append("sphere")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _geometry_set_xml_extras(obj, extras)
    _geometry_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _geometry_set_empty(obj, empty)
    _geometry_set_box(obj, box)
    _geometry_set_capsule(obj, capsule)
    _geometry_set_cylinder(obj, cylinder)
    _geometry_set_ellipsoid(obj, ellipsoid)
    _geometry_set_heightmap(obj, heightmap)
    _geometry_set_image(obj, image)
    _geometry_set_mesh(obj, mesh)
    _geometry_set_plane(obj, plane)
    _geometry_set_polyline(obj, polyline)
    _geometry_set_sphere(obj, sphere)
    return True
