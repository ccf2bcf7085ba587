"""SDFormat 1.10 element classes of ``spec/1.10/population.sdf``.

Generated from spec/1.10/population.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray
from sdformat_v1_10.box_shape import Box
from sdformat_v1_10.cylinder_shape import Cylinder
from sdformat_v1_10.model import Model
from sdformat_v1_10.pose import Pose

__all__ = [
    "Population",
    "PopulationDistribution",
]


@attrs.define(kw_only=True, eq=False)
class PopulationDistribution(sdf.Element):
    """How the copies are arranged inside the region.

    Attributes:
        type: Placement pattern: random (scattered randomly), uniform (roughly even 2D spread of
            model_count copies), grid (rows by cols lattice spaced by step), linear-x, linear-y
            or linear-z (evenly spaced along that world axis). Default: ``random``.
        rows: Number of grid rows. Used by the grid distribution. Default: ``1``.
        cols: Number of grid columns. Used by the grid distribution. Default: ``1``.
        step: Spacing between neighbouring grid cells along x, y and z, in metres. Used by the
            grid distribution. Default: ``0.5 0.5 0``.
    """

    TAG: ClassVar[str] = "distribution"
    SPEC_FILE: ClassVar[str] = "spec/1.10/population.sdf"

    type: str = sdf.value("type", "string", "random", cardinality="1")
    """Placement pattern: random (scattered randomly), uniform (roughly even 2D spread of
    model_count copies), grid (rows by cols lattice spaced by step), linear-x, linear-y
    or linear-z (evenly spaced along that world axis). Default: ``random``."""

    rows: int = sdf.value("rows", "int", "1")
    """Number of grid rows. Used by the grid distribution. Default: ``1``."""

    cols: int = sdf.value("cols", "int", "1")
    """Number of grid columns. Used by the grid distribution. Default: ``1``."""

    step: FloatArray = sdf.value("step", "vector3", "0.5 0.5 0")
    """Spacing between neighbouring grid cells along x, y and z, in metres. Used by the grid
    distribution. Default: ``0.5 0.5 0``."""


@attrs.define(kw_only=True, eq=False)
class Population(sdf.Element):
    """Fills a region of the world with copies of one model, arranged by a chosen distribution.
    The region is given by a box or cylinder and placed by the pose.

    Attributes:
        name: Name of the population, unique among the populations of the world.
        box: Rectangular box centred on the origin of its frame.
        cylinder: Cylinder whose axis is the z axis, centred on the origin of its frame.
        model_count: Number of model copies to create. Ignored by the grid distribution, which
            uses rows times cols. Default: ``1``.
        distribution: How the copies are arranged inside the region.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
        model: Collection of links, joints, frames, plugins and nested models forming a robot or
            other object.
    """

    TAG: ClassVar[str] = "population"
    SPEC_FILE: ClassVar[str] = "spec/1.10/population.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the population, unique among the populations of the world."""

    box: Box | None = sdf.child("box", lambda: Box)
    """Rectangular box centred on the origin of its frame."""

    cylinder: Cylinder | None = sdf.child("cylinder", lambda: Cylinder)
    """Cylinder whose axis is the z axis, centred on the origin of its frame."""

    model_count: int = sdf.value("model_count", "int", "1", cardinality="1")
    """Number of model copies to create. Ignored by the grid distribution, which uses rows
    times cols. Default: ``1``."""

    distribution: PopulationDistribution = sdf.child(
        "distribution", lambda: PopulationDistribution, cardinality="1"
    )
    """How the copies are arranged inside the region."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    model: Model = sdf.child("model", lambda: Model, cardinality="1")
    """Collection of links, joints, frames, plugins and nested models forming a robot or other
    object."""
