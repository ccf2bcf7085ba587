"""SDFormat 1.11 element classes of ``spec/1.11/collision.sdf``.

Generated from spec/1.11/collision.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_11.geometry import Geometry
from sdformat_v1_11.pose import Pose
from sdformat_v1_11.surface import Surface

__all__ = [
    "Collision",
    "CollisionAutoInertiaParams",
]


@attrs.define(kw_only=True, eq=False)
class CollisionAutoInertiaParams(sdf.Element):
    """Settings for the automatic mass-property computation of this collision alone, overriding
    the link's `//inertial/auto_inertia_params`; typically namespaced elements of a
    simulator."""

    TAG: ClassVar[str] = "auto_inertia_params"
    SPEC_FILE: ClassVar[str] = "spec/1.11/collision.sdf"


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
        density: Mass per unit volume of this collision's shape, in kg/m³, used when the link's
            inertial is computed automatically (`//inertial/@auto`). It overrides the link's
            `//inertial/density`. Default: ``1000.0``.
        auto_inertia_params: Settings for the automatic mass-property computation of this
            collision alone, overriding the link's `//inertial/auto_inertia_params`; typically
            namespaced elements of a simulator.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
        geometry: Shape of a collision or visual; holds exactly one shape element.
        surface: Contact surface properties of a collision: bounce, friction, contact stiffness
            and collision filtering.
    """

    TAG: ClassVar[str] = "collision"
    SPEC_FILE: ClassVar[str] = "spec/1.11/collision.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the collision, unique among the collisions of its link."""

    laser_retro: float = sdf.value("laser_retro", "double", "0")
    """Retro-reflectivity of this collision, reported as the intensity value by laser range
    sensors that hit it. Default: ``0``."""

    max_contacts: int = sdf.value("max_contacts", "int", "10")
    """Limit on the contact points generated between this collision and any other; overrides
    //world/physics/max_contacts. Default: ``10``."""

    density: float = sdf.value("density", "double", "1000.0")
    """Mass per unit volume of this collision's shape, in kg/m³, used when the link's inertial
    is computed automatically (`//inertial/@auto`). It overrides the link's
    `//inertial/density`. Default: ``1000.0``."""

    auto_inertia_params: CollisionAutoInertiaParams | None = sdf.child(
        "auto_inertia_params", lambda: CollisionAutoInertiaParams
    )
    """Settings for the automatic mass-property computation of this collision alone, overriding
    the link's `//inertial/auto_inertia_params`; typically namespaced elements of a
    simulator."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    geometry: Geometry = sdf.child("geometry", lambda: Geometry, cardinality="1")
    """Shape of a collision or visual; holds exactly one shape element."""

    surface: Surface | None = sdf.child("surface", lambda: Surface)
    """Contact surface properties of a collision: bounce, friction, contact stiffness and
    collision filtering."""
