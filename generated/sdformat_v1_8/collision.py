"""SDFormat 1.8 element classes of ``spec/1.8/collision.sdf``.

Generated from spec/1.8/collision.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_8.geometry import Geometry
    from sdformat_v1_8.pose import Pose
    from sdformat_v1_8.surface import Surface

__all__ = [
    "Collision",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_8",
    {
        "Geometry": "geometry",
        "Pose": "pose",
        "Surface": "surface",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class Collision(sdf.Element):
    """Collision geometry of a link, used to compute contacts. It may differ from the link's
    visuals and is often a simpler shape.

    Attributes:
        name: Name of the collision, unique among the collisions of its link.
        laser_retro: Retro-reflectivity of this collision, reported as the intensity value by
            laser range sensors that hit it. Default: ``0``.
        max_contacts: Limit on the contact points generated between this collision and any
            other; overrides //world/physics/max_contacts. Default: ``10``.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw`, in metres and radians, the angles being rotations about the fixed
            x, y and z axes in that order.
        geometry: Shape of a collision or visual; holds exactly one shape element.
        surface: Contact surface properties of a collision: bounce, friction, contact stiffness
            and collision filtering.
    """

    TAG: ClassVar[str] = "collision"
    SPEC_FILE: ClassVar[str] = "spec/1.8/collision.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the collision, unique among the collisions of its link."""

    laser_retro: float = sdf.value("laser_retro", "double", "0")
    """Retro-reflectivity of this collision, reported as the intensity value by laser range
    sensors that hit it. Default: ``0``."""

    max_contacts: int = sdf.value("max_contacts", "int", "10")
    """Limit on the contact points generated between this collision and any other; overrides
    //world/physics/max_contacts. Default: ``10``."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw`, in metres and radians, the angles being rotations about the fixed x, y
    and z axes in that order."""

    geometry: Geometry = sdf.child("geometry", lambda: _imports.Geometry, cardinality="1")
    """Shape of a collision or visual; holds exactly one shape element."""

    surface: Surface | None = sdf.child("surface", lambda: _imports.Surface)
    """Contact surface properties of a collision: bounce, friction, contact stiffness and
    collision filtering."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_INT = sdf.converter("int")


(
    _collision_set_xml_extras,
    _collision_set_xml_origin,
    _collision_set_name,
    _collision_set_laser_retro,
    _collision_set_max_contacts,
    _collision_set_pose,
    _collision_set_geometry,
    _collision_set_surface,
) = sdf.setters(
    Collision,
    "xml_extras",
    "xml_origin",
    "name",
    "laser_retro",
    "max_contacts",
    "pose",
    "geometry",
    "surface",
)


@sdf.fills(Collision)
def _fill_collision(
    obj: Collision, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Collision`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/collision"
    else:
        path = f'{parent_path}/collision[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    laser_retro: object = 0.0
    max_contacts: object = 10
    pose: Pose | None = None
    geometry: Geometry | None = None
    surface: Surface | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "laser_retro":
            laser_retro = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("laser_retro")
        elif tag == "max_contacts":
            max_contacts = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("max_contacts")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "geometry":
            geometry = sdf.unfilled(_imports.Geometry, item, ctx, path)
            order.append("geometry")
        elif tag == "surface":
            surface = sdf.unfilled(_imports.Surface, item, ctx, path)
            order.append("surface")
        else:  # not a fast-path document
            return False
    if geometry is None:  # the default object, as the constructor makes it
        geometry = _imports.Geometry.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _collision_set_xml_extras(obj, extras)
    _collision_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _collision_set_name(obj, name)
    _collision_set_laser_retro(obj, laser_retro)
    _collision_set_max_contacts(obj, max_contacts)
    _collision_set_pose(obj, pose)
    _collision_set_geometry(obj, geometry)
    _collision_set_surface(obj, surface)
    return True
