"""SDFormat 1.10 element classes of ``spec/1.10/imu.sdf``.

Generated from spec/1.10/imu.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray
from sdformat_v1_10.noise import Noise

__all__ = [
    "Imu",
    "ImuAngularVelocity",
    "ImuAngularVelocityX",
    "ImuAngularVelocityY",
    "ImuAngularVelocityZ",
    "ImuLinearAcceleration",
    "ImuLinearAccelerationX",
    "ImuLinearAccelerationY",
    "ImuLinearAccelerationZ",
    "ImuOrientationReferenceFrame",
    "ImuOrientationReferenceFrameCustomRpy",
    "ImuOrientationReferenceFrameGravDirX",
]


@attrs.define(kw_only=True, eq=False)
class ImuOrientationReferenceFrameCustomRpy(sdf.Element):
    """Fixed-axis roll, pitch and yaw, in radians, that rotate parent_frame into the IMU
    reference frame. Used only when localization is CUSTOM.

    Attributes:
        value: The element's value. Default: ``0 0 0``.
        parent_frame: Frame that custom_rpy is applied to: world or a fully scoped link name.
            Empty means the sensor's own frame.
    """

    TAG: ClassVar[str] = "custom_rpy"
    SPEC_FILE: ClassVar[str] = "spec/1.10/imu.sdf"

    value: FloatArray = sdf.text("vector3", "0 0 0")
    """The element's value. Default: ``0 0 0``."""

    parent_frame: str = sdf.attribute("parent_frame", "string", "")
    """Frame that custom_rpy is applied to: world or a fully scoped link name. Empty means the
    sensor's own frame."""


@attrs.define(kw_only=True, eq=False)
class ImuOrientationReferenceFrameGravDirX(sdf.Element):
    """Direction, expressed in parent_frame, whose projection onto the plane normal to gravity
    gives the reference frame's X axis when localization is GRAV_UP or GRAV_DOWN. Must
    not be parallel to gravity.

    Attributes:
        value: The element's value. Default: ``1 0 0``.
        parent_frame: Frame in which grav_dir_x is expressed: world or a fully scoped link name.
            Empty means the sensor's own frame.
    """

    TAG: ClassVar[str] = "grav_dir_x"
    SPEC_FILE: ClassVar[str] = "spec/1.10/imu.sdf"

    value: FloatArray = sdf.text("vector3", "1 0 0")
    """The element's value. Default: ``1 0 0``."""

    parent_frame: str = sdf.attribute("parent_frame", "string", "")
    """Frame in which grav_dir_x is expressed: world or a fully scoped link name. Empty means
    the sensor's own frame."""


@attrs.define(kw_only=True, eq=False)
class ImuOrientationReferenceFrame(sdf.Element):
    """Settings that choose the reference frame in which the reported orientation is expressed.

    Attributes:
        localization: How the orientation reference frame is chosen: CUSTOM (rotate parent_frame
            by custom_rpy), NED, ENU or NWU (axes aligned with that local-tangent convention,
            derived from the world's spherical coordinates), GRAV_UP or GRAV_DOWN (Z axis
            opposite to or along gravity, X axis from grav_dir_x). Default: ``CUSTOM``.
        custom_rpy: Fixed-axis roll, pitch and yaw, in radians, that rotate parent_frame into
            the IMU reference frame. Used only when localization is CUSTOM.
        grav_dir_x: Direction, expressed in parent_frame, whose projection onto the plane normal
            to gravity gives the reference frame's X axis when localization is GRAV_UP or
            GRAV_DOWN. Must not be parallel to gravity.
    """

    TAG: ClassVar[str] = "orientation_reference_frame"
    SPEC_FILE: ClassVar[str] = "spec/1.10/imu.sdf"

    localization: str = sdf.value("localization", "string", "CUSTOM", cardinality="1")
    """How the orientation reference frame is chosen: CUSTOM (rotate parent_frame by
    custom_rpy), NED, ENU or NWU (axes aligned with that local-tangent convention,
    derived from the world's spherical coordinates), GRAV_UP or GRAV_DOWN (Z axis
    opposite to or along gravity, X axis from grav_dir_x). Default: ``CUSTOM``."""

    custom_rpy: ImuOrientationReferenceFrameCustomRpy | None = sdf.child(
        "custom_rpy", lambda: ImuOrientationReferenceFrameCustomRpy
    )
    """Fixed-axis roll, pitch and yaw, in radians, that rotate parent_frame into the IMU
    reference frame. Used only when localization is CUSTOM."""

    grav_dir_x: ImuOrientationReferenceFrameGravDirX | None = sdf.child(
        "grav_dir_x", lambda: ImuOrientationReferenceFrameGravDirX
    )
    """Direction, expressed in parent_frame, whose projection onto the plane normal to gravity
    gives the reference frame's X axis when localization is GRAV_UP or GRAV_DOWN. Must
    not be parallel to gravity."""


@attrs.define(kw_only=True, eq=False)
class ImuAngularVelocityX(sdf.Element):
    """Noise model for the angular velocity about the sensor's X axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "x"
    SPEC_FILE: ClassVar[str] = "spec/1.10/imu.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class ImuAngularVelocityY(sdf.Element):
    """Noise model for the angular velocity about the sensor's Y axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "y"
    SPEC_FILE: ClassVar[str] = "spec/1.10/imu.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class ImuAngularVelocityZ(sdf.Element):
    """Noise model for the angular velocity about the sensor's Z axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "z"
    SPEC_FILE: ClassVar[str] = "spec/1.10/imu.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class ImuAngularVelocity(sdf.Element):
    """Noise settings for the measured angular velocity, which is given in the sensor frame in
    radians per second.

    Attributes:
        x: Noise model for the angular velocity about the sensor's X axis.
        y: Noise model for the angular velocity about the sensor's Y axis.
        z: Noise model for the angular velocity about the sensor's Z axis.
    """

    TAG: ClassVar[str] = "angular_velocity"
    SPEC_FILE: ClassVar[str] = "spec/1.10/imu.sdf"

    x: ImuAngularVelocityX | None = sdf.child("x", lambda: ImuAngularVelocityX)
    """Noise model for the angular velocity about the sensor's X axis."""

    y: ImuAngularVelocityY | None = sdf.child("y", lambda: ImuAngularVelocityY)
    """Noise model for the angular velocity about the sensor's Y axis."""

    z: ImuAngularVelocityZ | None = sdf.child("z", lambda: ImuAngularVelocityZ)
    """Noise model for the angular velocity about the sensor's Z axis."""


@attrs.define(kw_only=True, eq=False)
class ImuLinearAccelerationX(sdf.Element):
    """Noise model for the linear acceleration along the sensor's X axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "x"
    SPEC_FILE: ClassVar[str] = "spec/1.10/imu.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class ImuLinearAccelerationY(sdf.Element):
    """Noise model for the linear acceleration along the sensor's Y axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "y"
    SPEC_FILE: ClassVar[str] = "spec/1.10/imu.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class ImuLinearAccelerationZ(sdf.Element):
    """Noise model for the linear acceleration along the sensor's Z axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "z"
    SPEC_FILE: ClassVar[str] = "spec/1.10/imu.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class ImuLinearAcceleration(sdf.Element):
    """Noise settings for the measured linear acceleration, which is given in the sensor frame
    in metres per second squared.

    Attributes:
        x: Noise model for the linear acceleration along the sensor's X axis.
        y: Noise model for the linear acceleration along the sensor's Y axis.
        z: Noise model for the linear acceleration along the sensor's Z axis.
    """

    TAG: ClassVar[str] = "linear_acceleration"
    SPEC_FILE: ClassVar[str] = "spec/1.10/imu.sdf"

    x: ImuLinearAccelerationX | None = sdf.child("x", lambda: ImuLinearAccelerationX)
    """Noise model for the linear acceleration along the sensor's X axis."""

    y: ImuLinearAccelerationY | None = sdf.child("y", lambda: ImuLinearAccelerationY)
    """Noise model for the linear acceleration along the sensor's Y axis."""

    z: ImuLinearAccelerationZ | None = sdf.child("z", lambda: ImuLinearAccelerationZ)
    """Noise model for the linear acceleration along the sensor's Z axis."""


@attrs.define(kw_only=True, eq=False)
class Imu(sdf.Element):
    """Parameters of an inertial measurement unit that reports angular velocity, linear
    acceleration and, optionally, orientation.

    Attributes:
        orientation_reference_frame: Settings that choose the reference frame in which the
            reported orientation is expressed.
        angular_velocity: Noise settings for the measured angular velocity, which is given in
            the sensor frame in radians per second.
        linear_acceleration: Noise settings for the measured linear acceleration, which is given
            in the sensor frame in metres per second squared.
        enable_orientation: Whether the sensor computes and publishes an orientation estimate;
            set to false to model an IMU that leaves orientation to an external filter. Default:
            ``true``.
    """

    TAG: ClassVar[str] = "imu"
    SPEC_FILE: ClassVar[str] = "spec/1.10/imu.sdf"

    orientation_reference_frame: ImuOrientationReferenceFrame | None = sdf.child(
        "orientation_reference_frame", lambda: ImuOrientationReferenceFrame
    )
    """Settings that choose the reference frame in which the reported orientation is expressed."""

    angular_velocity: ImuAngularVelocity | None = sdf.child(
        "angular_velocity", lambda: ImuAngularVelocity
    )
    """Noise settings for the measured angular velocity, which is given in the sensor frame in
    radians per second."""

    linear_acceleration: ImuLinearAcceleration | None = sdf.child(
        "linear_acceleration", lambda: ImuLinearAcceleration
    )
    """Noise settings for the measured linear acceleration, which is given in the sensor frame
    in metres per second squared."""

    enable_orientation: bool = sdf.value("enable_orientation", "bool", "true")
    """Whether the sensor computes and publishes an orientation estimate; set to false to model
    an IMU that leaves orientation to an external filter. Default: ``true``."""
