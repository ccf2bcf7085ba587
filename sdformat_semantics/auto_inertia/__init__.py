"""Automatic inertials (SDFormat 1.11 ``<inertial auto="true">``).

* ``shapes``: mass properties of box, sphere, cylinder, capsule, ellipsoid
  and cone in closed form, and their combination (``MassProperties``);
* ``compute``: a link's computed, written and effective inertial
  (``computed_inertial``, ``effective_inertial``, ``LinkInertial``);
* ``links``: the same for the links of a frame graph, collision poses
  resolved through it, and the load-time check.

``Document.inertial(link)`` is the usual way in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sdformat_runtime.lazy_names import lazy_names

if TYPE_CHECKING:
    from sdformat_semantics.auto_inertia.compute import (
        DEFAULT_DENSITY,
        CollisionPose,
        LinkInertial,
        MeshCalculator,
        auto_inertia_problems,
        computed_inertial,
        effective_inertial,
        is_auto,
        written_inertial,
    )
    from sdformat_semantics.auto_inertia.links import check_auto_inertials, collision_pose_in
    from sdformat_semantics.auto_inertia.shapes import MassProperties, combined


__all__ = [
    "DEFAULT_DENSITY",
    "CollisionPose",
    "LinkInertial",
    "MassProperties",
    "MeshCalculator",
    "auto_inertia_problems",
    "check_auto_inertials",
    "collision_pose_in",
    "combined",
    "computed_inertial",
    "effective_inertial",
    "is_auto",
    "written_inertial",
]

if not TYPE_CHECKING:  # type checkers read the imports above; this would admit any name
    __getattr__, __dir__ = lazy_names(
        __name__,
        {
            "compute": (
                "DEFAULT_DENSITY",
                "CollisionPose",
                "LinkInertial",
                "MeshCalculator",
                "auto_inertia_problems",
                "computed_inertial",
                "effective_inertial",
                "is_auto",
                "written_inertial",
            ),
            "links": (
                "check_auto_inertials",
                "collision_pose_in",
            ),
            "shapes": (
                "MassProperties",
                "combined",
            ),
        },
    )
