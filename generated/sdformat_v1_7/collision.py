"""SDFormat 1.7 element classes of ``spec/1.7/collision.sdf``.

Generated from spec/1.7/collision.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_7.geometry import Geometry
from sdformat_v1_7.pose import Pose
from sdformat_v1_7.surface import Surface

__all__ = [
    "Collision",
]


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.7/collision.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the collision, unique among the collisions of its link."""

    laser_retro: float = sdf.value("laser_retro", "double", "0")
    """Retro-reflectivity of this collision, reported as the intensity value by laser range
    sensors that hit it. Default: ``0``."""

    max_contacts: int = sdf.value("max_contacts", "int", "10")
    """Limit on the contact points generated between this collision and any other; overrides
    //world/physics/max_contacts. Default: ``10``."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw`, in metres and radians, the angles being rotations about the fixed x, y
    and z axes in that order."""

    geometry: Geometry = sdf.child("geometry", lambda: Geometry, cardinality="1")
    """Shape of a collision or visual; holds exactly one shape element."""

    surface: Surface | None = sdf.child("surface", lambda: Surface)
    """Contact surface properties of a collision: bounce, friction, contact stiffness and
    collision filtering."""
