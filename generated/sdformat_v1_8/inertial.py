"""SDFormat 1.8 element classes of ``spec/1.8/inertial.sdf``.

Generated from spec/1.8/inertial.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray

__all__ = [
    "Inertial",
    "InertialInertia",
]


@attrs.define(kw_only=True, eq=False)
class InertialInertia(sdf.Element):
    """Symmetric 3x3 rotational inertia tensor about the centre of mass, in kg·m², expressed in
    the inertial frame. Only the six upper-triangular entries are given.

    Attributes:
        ixx: Moment of inertia about the x axis, in kg·m². Default: ``1.0``.
        ixy: Product of inertia for the x and y axes, in kg·m². Default: ``0.0``.
        ixz: Product of inertia for the x and z axes, in kg·m². Default: ``0.0``.
        iyy: Moment of inertia about the y axis, in kg·m². Default: ``1.0``.
        iyz: Product of inertia for the y and z axes, in kg·m². Default: ``0.0``.
        izz: Moment of inertia about the z axis, in kg·m². Default: ``1.0``.
    """

    TAG: ClassVar[str] = "inertia"
    SPEC_FILE: ClassVar[str] = "spec/1.8/inertial.sdf"

    ixx: float = sdf.value("ixx", "double", "1.0", cardinality="1")
    """Moment of inertia about the x axis, in kg·m². Default: ``1.0``."""

    ixy: float = sdf.value("ixy", "double", "0.0", cardinality="1")
    """Product of inertia for the x and y axes, in kg·m². Default: ``0.0``."""

    ixz: float = sdf.value("ixz", "double", "0.0", cardinality="1")
    """Product of inertia for the x and z axes, in kg·m². Default: ``0.0``."""

    iyy: float = sdf.value("iyy", "double", "1.0", cardinality="1")
    """Moment of inertia about the y axis, in kg·m². Default: ``1.0``."""

    iyz: float = sdf.value("iyz", "double", "0.0", cardinality="1")
    """Product of inertia for the y and z axes, in kg·m². Default: ``0.0``."""

    izz: float = sdf.value("izz", "double", "1.0", cardinality="1")
    """Moment of inertia about the z axis, in kg·m². Default: ``1.0``."""


@attrs.define(kw_only=True, eq=False)
class Inertial(sdf.Element):
    """Mass properties of the link: mass, centre of mass, moments of inertia and optional fluid
    added mass.

    Attributes:
        mass: Mass of the link, in kilograms. Default: ``1.0``.
        pose: Pose of the inertial frame relative to the link frame. Its origin is the centre of
            mass and its axes are those in which the inertia tensor is given. Default: ``0 0 0 0
            0 0``.
        inertia: Symmetric 3x3 rotational inertia tensor about the centre of mass, in kg·m²,
            expressed in the inertial frame. Only the six upper-triangular entries are given.
    """

    TAG: ClassVar[str] = "inertial"
    SPEC_FILE: ClassVar[str] = "spec/1.8/inertial.sdf"

    mass: float = sdf.value("mass", "double", "1.0")
    """Mass of the link, in kilograms. Default: ``1.0``."""

    pose: FloatArray = sdf.value("pose", "pose", "0 0 0 0 0 0")
    """Pose of the inertial frame relative to the link frame. Its origin is the centre of mass
    and its axes are those in which the inertia tensor is given. Default: ``0 0 0 0 0
    0``."""

    inertia: InertialInertia | None = sdf.child("inertia", lambda: InertialInertia)
    """Symmetric 3x3 rotational inertia tensor about the centre of mass, in kg·m², expressed in
    the inertial frame. Only the six upper-triangular entries are given."""
