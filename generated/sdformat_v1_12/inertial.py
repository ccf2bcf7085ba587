"""SDFormat 1.12 element classes of ``spec/1.12/inertial.sdf``.

Generated from spec/1.12/inertial.sdf by make generate. Do not edit: change the
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
    "InertialAutoInertiaParams",
    "InertialFluidAddedMass",
    "InertialInertia",
    "InertialPose",
]


@attrs.define(kw_only=True, eq=False)
class InertialAutoInertiaParams(sdf.Element):
    """Settings handed to the tool that computes the mass properties when `auto` is true,
    typically namespaced elements of a simulator (for example the voxel size of a mesh
    calculator). They apply to every collision without its own `auto_inertia_params`."""

    TAG: ClassVar[str] = "auto_inertia_params"
    SPEC_FILE: ClassVar[str] = "spec/1.12/inertial.sdf"


@attrs.define(kw_only=True, eq=False)
class InertialPose(sdf.Element):
    """Pose of the inertial frame relative to the link frame. Its origin is the centre of mass
    and its axes are those in which the inertia tensor is given.

    Attributes:
        value: The element's value. Default: ``0 0 0 0 0 0``.
        rotation_format: How the rotation part is written: euler_rpy (roll pitch yaw, 6 numbers)
            or quat_xyzw (quaternion x y z w, 7 numbers).
        degrees: When true, roll, pitch and yaw are read in degrees instead of radians. Only
            meaningful with euler_rpy.
    """

    TAG: ClassVar[str] = "pose"
    SPEC_FILE: ClassVar[str] = "spec/1.12/inertial.sdf"

    value: FloatArray = sdf.text("pose", "0 0 0 0 0 0")
    """The element's value. Default: ``0 0 0 0 0 0``."""

    rotation_format: str = sdf.attribute("rotation_format", "string", "euler_rpy")
    """How the rotation part is written: euler_rpy (roll pitch yaw, 6 numbers) or quat_xyzw
    (quaternion x y z w, 7 numbers)."""

    degrees: bool = sdf.attribute("degrees", "bool", "false")
    """When true, roll, pitch and yaw are read in degrees instead of radians. Only meaningful
    with euler_rpy."""


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
    SPEC_FILE: ClassVar[str] = "spec/1.12/inertial.sdf"

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
class InertialFluidAddedMass(sdf.Element):
    """Symmetric 6x6 added-mass matrix modelling the fluid a link drags along when it
    accelerates underwater, expressed in the inertial frame. Indices x, y, z denote
    translation and p, q, r rotation about x, y, z; only the upper triangle is given.

    Attributes:
        xx: Added-mass term for translation along x, in kg. Default: ``0.0``.
        xy: Added-mass coupling between translation along x and translation along y, in kg.
            Default: ``0.0``.
        xz: Added-mass coupling between translation along x and translation along z, in kg.
            Default: ``0.0``.
        xp: Added-mass coupling between translation along x and rotation about x, in kg·m.
            Default: ``0.0``.
        xq: Added-mass coupling between translation along x and rotation about y, in kg·m.
            Default: ``0.0``.
        xr: Added-mass coupling between translation along x and rotation about z, in kg·m.
            Default: ``0.0``.
        yy: Added-mass term for translation along y, in kg. Default: ``0.0``.
        yz: Added-mass coupling between translation along y and translation along z, in kg.
            Default: ``0.0``.
        yp: Added-mass coupling between translation along y and rotation about x, in kg·m.
            Default: ``0.0``.
        yq: Added-mass coupling between translation along y and rotation about y, in kg·m.
            Default: ``0.0``.
        yr: Added-mass coupling between translation along y and rotation about z, in kg·m.
            Default: ``0.0``.
        zz: Added-mass term for translation along z, in kg. Default: ``0.0``.
        zp: Added-mass coupling between translation along z and rotation about x, in kg·m.
            Default: ``0.0``.
        zq: Added-mass coupling between translation along z and rotation about y, in kg·m.
            Default: ``0.0``.
        zr: Added-mass coupling between translation along z and rotation about z, in kg·m.
            Default: ``0.0``.
        pp: Added-mass term for rotation about x, in kg·m². Default: ``0.0``.
        pq: Added-mass coupling between rotation about x and rotation about y, in kg·m².
            Default: ``0.0``.
        pr: Added-mass coupling between rotation about x and rotation about z, in kg·m².
            Default: ``0.0``.
        qq: Added-mass term for rotation about y, in kg·m². Default: ``0.0``.
        qr: Added-mass coupling between rotation about y and rotation about z, in kg·m².
            Default: ``0.0``.
        rr: Added-mass term for rotation about z, in kg·m². Default: ``0.0``.
    """

    TAG: ClassVar[str] = "fluid_added_mass"
    SPEC_FILE: ClassVar[str] = "spec/1.12/inertial.sdf"

    xx: float = sdf.value("xx", "double", "0.0")
    """Added-mass term for translation along x, in kg. Default: ``0.0``."""

    xy: float = sdf.value("xy", "double", "0.0")
    """Added-mass coupling between translation along x and translation along y, in kg. Default:
    ``0.0``."""

    xz: float = sdf.value("xz", "double", "0.0")
    """Added-mass coupling between translation along x and translation along z, in kg. Default:
    ``0.0``."""

    xp: float = sdf.value("xp", "double", "0.0")
    """Added-mass coupling between translation along x and rotation about x, in kg·m. Default:
    ``0.0``."""

    xq: float = sdf.value("xq", "double", "0.0")
    """Added-mass coupling between translation along x and rotation about y, in kg·m. Default:
    ``0.0``."""

    xr: float = sdf.value("xr", "double", "0.0")
    """Added-mass coupling between translation along x and rotation about z, in kg·m. Default:
    ``0.0``."""

    yy: float = sdf.value("yy", "double", "0.0")
    """Added-mass term for translation along y, in kg. Default: ``0.0``."""

    yz: float = sdf.value("yz", "double", "0.0")
    """Added-mass coupling between translation along y and translation along z, in kg. Default:
    ``0.0``."""

    yp: float = sdf.value("yp", "double", "0.0")
    """Added-mass coupling between translation along y and rotation about x, in kg·m. Default:
    ``0.0``."""

    yq: float = sdf.value("yq", "double", "0.0")
    """Added-mass coupling between translation along y and rotation about y, in kg·m. Default:
    ``0.0``."""

    yr: float = sdf.value("yr", "double", "0.0")
    """Added-mass coupling between translation along y and rotation about z, in kg·m. Default:
    ``0.0``."""

    zz: float = sdf.value("zz", "double", "0.0")
    """Added-mass term for translation along z, in kg. Default: ``0.0``."""

    zp: float = sdf.value("zp", "double", "0.0")
    """Added-mass coupling between translation along z and rotation about x, in kg·m. Default:
    ``0.0``."""

    zq: float = sdf.value("zq", "double", "0.0")
    """Added-mass coupling between translation along z and rotation about y, in kg·m. Default:
    ``0.0``."""

    zr: float = sdf.value("zr", "double", "0.0")
    """Added-mass coupling between translation along z and rotation about z, in kg·m. Default:
    ``0.0``."""

    pp: float = sdf.value("pp", "double", "0.0")
    """Added-mass term for rotation about x, in kg·m². Default: ``0.0``."""

    pq: float = sdf.value("pq", "double", "0.0")
    """Added-mass coupling between rotation about x and rotation about y, in kg·m². Default:
    ``0.0``."""

    pr: float = sdf.value("pr", "double", "0.0")
    """Added-mass coupling between rotation about x and rotation about z, in kg·m². Default:
    ``0.0``."""

    qq: float = sdf.value("qq", "double", "0.0")
    """Added-mass term for rotation about y, in kg·m². Default: ``0.0``."""

    qr: float = sdf.value("qr", "double", "0.0")
    """Added-mass coupling between rotation about y and rotation about z, in kg·m². Default:
    ``0.0``."""

    rr: float = sdf.value("rr", "double", "0.0")
    """Added-mass term for rotation about z, in kg·m². Default: ``0.0``."""


@attrs.define(kw_only=True, eq=False)
class Inertial(sdf.Element):
    """Mass properties of the link: mass, centre of mass, moments of inertia and optional fluid
    added mass.

    Attributes:
        auto: When true, the mass properties are computed from the link's collision geometries
            and their densities instead of being read from this element: the centre of mass and
            the inertia tensor always, and the mass too unless `mass` is given, in which case
            the densities are scaled so the link weighs exactly that.
        mass: Mass of the link, in kilograms. With `auto` set it is the total the computed mass
            properties are scaled to; left out, the mass follows from the collisions' volumes
            and densities. Default: ``1.0``.
        density: Mass per unit volume, in kg/m³, used for every collision of the link that gives
            no density of its own when `auto` is true. The default is that of water. Default:
            ``1000.0``.
        auto_inertia_params: Settings handed to the tool that computes the mass properties when
            `auto` is true, typically namespaced elements of a simulator (for example the voxel
            size of a mesh calculator). They apply to every collision without its own
            `auto_inertia_params`.
        pose: Pose of the inertial frame relative to the link frame. Its origin is the centre of
            mass and its axes are those in which the inertia tensor is given.
        inertia: Symmetric 3x3 rotational inertia tensor about the centre of mass, in kg·m²,
            expressed in the inertial frame. Only the six upper-triangular entries are given.
        fluid_added_mass: Symmetric 6x6 added-mass matrix modelling the fluid a link drags along
            when it accelerates underwater, expressed in the inertial frame. Indices x, y, z
            denote translation and p, q, r rotation about x, y, z; only the upper triangle is
            given.
    """

    TAG: ClassVar[str] = "inertial"
    SPEC_FILE: ClassVar[str] = "spec/1.12/inertial.sdf"

    auto: bool = sdf.attribute("auto", "bool", "false")
    """When true, the mass properties are computed from the link's collision geometries and
    their densities instead of being read from this element: the centre of mass and the
    inertia tensor always, and the mass too unless `mass` is given, in which case the
    densities are scaled so the link weighs exactly that."""

    mass: float = sdf.value("mass", "double", "1.0")
    """Mass of the link, in kilograms. With `auto` set it is the total the computed mass
    properties are scaled to; left out, the mass follows from the collisions' volumes
    and densities. Default: ``1.0``."""

    density: float = sdf.value("density", "double", "1000.0")
    """Mass per unit volume, in kg/m³, used for every collision of the link that gives no
    density of its own when `auto` is true. The default is that of water. Default:
    ``1000.0``."""

    auto_inertia_params: InertialAutoInertiaParams | None = sdf.child(
        "auto_inertia_params", lambda: InertialAutoInertiaParams
    )
    """Settings handed to the tool that computes the mass properties when `auto` is true,
    typically namespaced elements of a simulator (for example the voxel size of a mesh
    calculator). They apply to every collision without its own `auto_inertia_params`."""

    pose: InertialPose | None = sdf.child("pose", lambda: InertialPose)
    """Pose of the inertial frame relative to the link frame. Its origin is the centre of mass
    and its axes are those in which the inertia tensor is given."""

    inertia: InertialInertia | None = sdf.child("inertia", lambda: InertialInertia)
    """Symmetric 3x3 rotational inertia tensor about the centre of mass, in kg·m², expressed in
    the inertial frame. Only the six upper-triangular entries are given."""

    fluid_added_mass: InertialFluidAddedMass | None = sdf.child(
        "fluid_added_mass", lambda: InertialFluidAddedMass
    )
    """Symmetric 6x6 added-mass matrix modelling the fluid a link drags along when it
    accelerates underwater, expressed in the inertial frame. Indices x, y, z denote
    translation and p, q, r rotation about x, y, z; only the upper triangle is given."""
