"""SDFormat 1.9 element classes of ``spec/1.9/imu.sdf``.

Generated from spec/1.9/imu.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_runtime.values import FloatArray
    from sdformat_v1_9.noise import Noise

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

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_9",
    {
        "Noise": "noise",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class ImuOrientationReferenceFrameCustomRpy(sdf.Element):
    """Fixed-axis roll, pitch and yaw, in radians, that rotate parent_frame into the IMU
    reference frame. Used only when localization is CUSTOM.

    Attributes:
        value: The element's value. Default: ``0 0 0``.
        parent_frame: Frame that custom_rpy is applied to: world or a fully scoped link name.
            Empty means the sensor's own frame.
    """

    TAG: ClassVar[str] = "custom_rpy"
    SPEC_FILE: ClassVar[str] = "spec/1.9/imu.sdf"

    value: FloatArray = sdf.text("vector3", "0 0 0")
    """The element's value. Default: ``0 0 0``."""

    parent_frame: str = sdf.attribute("parent_frame", "string", "")
    """Frame that custom_rpy is applied to: world or a fully scoped link name. Empty means the
    sensor's own frame."""


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.9/imu.sdf"

    value: FloatArray = sdf.text("vector3", "1 0 0")
    """The element's value. Default: ``1 0 0``."""

    parent_frame: str = sdf.attribute("parent_frame", "string", "")
    """Frame in which grav_dir_x is expressed: world or a fully scoped link name. Empty means
    the sensor's own frame."""


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.9/imu.sdf"

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


@attrs.define(kw_only=True, eq=False, repr=False)
class ImuAngularVelocityX(sdf.Element):
    """Noise model for the angular velocity about the sensor's X axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "x"
    SPEC_FILE: ClassVar[str] = "spec/1.9/imu.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ImuAngularVelocityY(sdf.Element):
    """Noise model for the angular velocity about the sensor's Y axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "y"
    SPEC_FILE: ClassVar[str] = "spec/1.9/imu.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ImuAngularVelocityZ(sdf.Element):
    """Noise model for the angular velocity about the sensor's Z axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "z"
    SPEC_FILE: ClassVar[str] = "spec/1.9/imu.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ImuAngularVelocity(sdf.Element):
    """Noise settings for the measured angular velocity, which is given in the sensor frame in
    radians per second.

    Attributes:
        x: Noise model for the angular velocity about the sensor's X axis.
        y: Noise model for the angular velocity about the sensor's Y axis.
        z: Noise model for the angular velocity about the sensor's Z axis.
    """

    TAG: ClassVar[str] = "angular_velocity"
    SPEC_FILE: ClassVar[str] = "spec/1.9/imu.sdf"

    x: ImuAngularVelocityX | None = sdf.child("x", lambda: ImuAngularVelocityX)
    """Noise model for the angular velocity about the sensor's X axis."""

    y: ImuAngularVelocityY | None = sdf.child("y", lambda: ImuAngularVelocityY)
    """Noise model for the angular velocity about the sensor's Y axis."""

    z: ImuAngularVelocityZ | None = sdf.child("z", lambda: ImuAngularVelocityZ)
    """Noise model for the angular velocity about the sensor's Z axis."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ImuLinearAccelerationX(sdf.Element):
    """Noise model for the linear acceleration along the sensor's X axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "x"
    SPEC_FILE: ClassVar[str] = "spec/1.9/imu.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ImuLinearAccelerationY(sdf.Element):
    """Noise model for the linear acceleration along the sensor's Y axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "y"
    SPEC_FILE: ClassVar[str] = "spec/1.9/imu.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ImuLinearAccelerationZ(sdf.Element):
    """Noise model for the linear acceleration along the sensor's Z axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "z"
    SPEC_FILE: ClassVar[str] = "spec/1.9/imu.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ImuLinearAcceleration(sdf.Element):
    """Noise settings for the measured linear acceleration, which is given in the sensor frame
    in metres per second squared.

    Attributes:
        x: Noise model for the linear acceleration along the sensor's X axis.
        y: Noise model for the linear acceleration along the sensor's Y axis.
        z: Noise model for the linear acceleration along the sensor's Z axis.
    """

    TAG: ClassVar[str] = "linear_acceleration"
    SPEC_FILE: ClassVar[str] = "spec/1.9/imu.sdf"

    x: ImuLinearAccelerationX | None = sdf.child("x", lambda: ImuLinearAccelerationX)
    """Noise model for the linear acceleration along the sensor's X axis."""

    y: ImuLinearAccelerationY | None = sdf.child("y", lambda: ImuLinearAccelerationY)
    """Noise model for the linear acceleration along the sensor's Y axis."""

    z: ImuLinearAccelerationZ | None = sdf.child("z", lambda: ImuLinearAccelerationZ)
    """Noise model for the linear acceleration along the sensor's Z axis."""


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.9/imu.sdf"

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


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _imu_orientation_reference_frame_custom_rpy_set_xml_extras,
    _imu_orientation_reference_frame_custom_rpy_set_xml_origin,
    _imu_orientation_reference_frame_custom_rpy_set_value,
    _imu_orientation_reference_frame_custom_rpy_set_parent_frame,
) = sdf.setters(
    ImuOrientationReferenceFrameCustomRpy, "xml_extras", "xml_origin", "value", "parent_frame"
)


@sdf.fills(ImuOrientationReferenceFrameCustomRpy)
def _fill_imu_orientation_reference_frame_custom_rpy(
    obj: ImuOrientationReferenceFrameCustomRpy,
    node: etree._Element,
    ctx: sdf.ReadContext,
    parent_path: str,
) -> bool:
    """Read the fields of a lazy ``ImuOrientationReferenceFrameCustomRpy`` from its element."""
    path = f"{parent_path}/custom_rpy"
    found: list[str] = []
    parent_frame: object = ""
    text = node.get("parent_frame")
    if text is not None:
        parent_frame = text
        found.append("parent_frame")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_VECTOR3, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _imu_orientation_reference_frame_custom_rpy_set_xml_extras(obj, extras)
    _imu_orientation_reference_frame_custom_rpy_set_xml_origin(
        obj, sdf.origin(node, ctx.file, path)
    )
    _imu_orientation_reference_frame_custom_rpy_set_value(obj, value)
    _imu_orientation_reference_frame_custom_rpy_set_parent_frame(obj, parent_frame)
    return True


(
    _imu_orientation_reference_frame_grav_dir_x_set_xml_extras,
    _imu_orientation_reference_frame_grav_dir_x_set_xml_origin,
    _imu_orientation_reference_frame_grav_dir_x_set_value,
    _imu_orientation_reference_frame_grav_dir_x_set_parent_frame,
) = sdf.setters(
    ImuOrientationReferenceFrameGravDirX, "xml_extras", "xml_origin", "value", "parent_frame"
)


@sdf.fills(ImuOrientationReferenceFrameGravDirX)
def _fill_imu_orientation_reference_frame_grav_dir_x(
    obj: ImuOrientationReferenceFrameGravDirX,
    node: etree._Element,
    ctx: sdf.ReadContext,
    parent_path: str,
) -> bool:
    """Read the fields of a lazy ``ImuOrientationReferenceFrameGravDirX`` from its element."""
    path = f"{parent_path}/grav_dir_x"
    found: list[str] = []
    parent_frame: object = ""
    text = node.get("parent_frame")
    if text is not None:
        parent_frame = text
        found.append("parent_frame")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_VECTOR3, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _imu_orientation_reference_frame_grav_dir_x_set_xml_extras(obj, extras)
    _imu_orientation_reference_frame_grav_dir_x_set_xml_origin(
        obj, sdf.origin(node, ctx.file, path)
    )
    _imu_orientation_reference_frame_grav_dir_x_set_value(obj, value)
    _imu_orientation_reference_frame_grav_dir_x_set_parent_frame(obj, parent_frame)
    return True


(
    _imu_orientation_reference_frame_set_xml_extras,
    _imu_orientation_reference_frame_set_xml_origin,
    _imu_orientation_reference_frame_set_localization,
    _imu_orientation_reference_frame_set_custom_rpy,
    _imu_orientation_reference_frame_set_grav_dir_x,
) = sdf.setters(
    ImuOrientationReferenceFrame,
    "xml_extras",
    "xml_origin",
    "localization",
    "custom_rpy",
    "grav_dir_x",
)


@sdf.fills(ImuOrientationReferenceFrame)
def _fill_imu_orientation_reference_frame(
    obj: ImuOrientationReferenceFrame, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ImuOrientationReferenceFrame`` from its element."""
    path = f"{parent_path}/orientation_reference_frame"
    found: list[str] = []
    localization: object = "CUSTOM"
    custom_rpy: ImuOrientationReferenceFrameCustomRpy | None = None
    grav_dir_x: ImuOrientationReferenceFrameGravDirX | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "localization":
            localization = item.text or ""
            order.append("localization")
        elif tag == "custom_rpy":
            custom_rpy = sdf.unfilled(ImuOrientationReferenceFrameCustomRpy, item, ctx, path)
            order.append("custom_rpy")
        elif tag == "grav_dir_x":
            grav_dir_x = sdf.unfilled(ImuOrientationReferenceFrameGravDirX, item, ctx, path)
            order.append("grav_dir_x")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _imu_orientation_reference_frame_set_xml_extras(obj, extras)
    _imu_orientation_reference_frame_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _imu_orientation_reference_frame_set_localization(obj, localization)
    _imu_orientation_reference_frame_set_custom_rpy(obj, custom_rpy)
    _imu_orientation_reference_frame_set_grav_dir_x(obj, grav_dir_x)
    return True


(
    _imu_angular_velocity_x_set_xml_extras,
    _imu_angular_velocity_x_set_xml_origin,
    _imu_angular_velocity_x_set_noise,
) = sdf.setters(ImuAngularVelocityX, "xml_extras", "xml_origin", "noise")


@sdf.fills(ImuAngularVelocityX)
def _fill_imu_angular_velocity_x(
    obj: ImuAngularVelocityX, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ImuAngularVelocityX`` from its element."""
    path = f"{parent_path}/x"
    found: list[str] = []
    noise: Noise | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "noise":
            noise = sdf.unfilled(_imports.Noise, item, ctx, path)
            order.append("noise")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _imu_angular_velocity_x_set_xml_extras(obj, extras)
    _imu_angular_velocity_x_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _imu_angular_velocity_x_set_noise(obj, noise)
    return True


(
    _imu_angular_velocity_y_set_xml_extras,
    _imu_angular_velocity_y_set_xml_origin,
    _imu_angular_velocity_y_set_noise,
) = sdf.setters(ImuAngularVelocityY, "xml_extras", "xml_origin", "noise")


@sdf.fills(ImuAngularVelocityY)
def _fill_imu_angular_velocity_y(
    obj: ImuAngularVelocityY, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ImuAngularVelocityY`` from its element."""
    path = f"{parent_path}/y"
    found: list[str] = []
    noise: Noise | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "noise":
            noise = sdf.unfilled(_imports.Noise, item, ctx, path)
            order.append("noise")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _imu_angular_velocity_y_set_xml_extras(obj, extras)
    _imu_angular_velocity_y_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _imu_angular_velocity_y_set_noise(obj, noise)
    return True


(
    _imu_angular_velocity_z_set_xml_extras,
    _imu_angular_velocity_z_set_xml_origin,
    _imu_angular_velocity_z_set_noise,
) = sdf.setters(ImuAngularVelocityZ, "xml_extras", "xml_origin", "noise")


@sdf.fills(ImuAngularVelocityZ)
def _fill_imu_angular_velocity_z(
    obj: ImuAngularVelocityZ, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ImuAngularVelocityZ`` from its element."""
    path = f"{parent_path}/z"
    found: list[str] = []
    noise: Noise | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "noise":
            noise = sdf.unfilled(_imports.Noise, item, ctx, path)
            order.append("noise")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _imu_angular_velocity_z_set_xml_extras(obj, extras)
    _imu_angular_velocity_z_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _imu_angular_velocity_z_set_noise(obj, noise)
    return True


(
    _imu_angular_velocity_set_xml_extras,
    _imu_angular_velocity_set_xml_origin,
    _imu_angular_velocity_set_x,
    _imu_angular_velocity_set_y,
    _imu_angular_velocity_set_z,
) = sdf.setters(ImuAngularVelocity, "xml_extras", "xml_origin", "x", "y", "z")


@sdf.fills(ImuAngularVelocity)
def _fill_imu_angular_velocity(
    obj: ImuAngularVelocity, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ImuAngularVelocity`` from its element."""
    path = f"{parent_path}/angular_velocity"
    found: list[str] = []
    x: ImuAngularVelocityX | None = None
    y: ImuAngularVelocityY | None = None
    z: ImuAngularVelocityZ | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "x":
            x = sdf.unfilled(ImuAngularVelocityX, item, ctx, path)
            order.append("x")
        elif tag == "y":
            y = sdf.unfilled(ImuAngularVelocityY, item, ctx, path)
            order.append("y")
        elif tag == "z":
            z = sdf.unfilled(ImuAngularVelocityZ, item, ctx, path)
            order.append("z")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _imu_angular_velocity_set_xml_extras(obj, extras)
    _imu_angular_velocity_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _imu_angular_velocity_set_x(obj, x)
    _imu_angular_velocity_set_y(obj, y)
    _imu_angular_velocity_set_z(obj, z)
    return True


(
    _imu_linear_acceleration_x_set_xml_extras,
    _imu_linear_acceleration_x_set_xml_origin,
    _imu_linear_acceleration_x_set_noise,
) = sdf.setters(ImuLinearAccelerationX, "xml_extras", "xml_origin", "noise")


@sdf.fills(ImuLinearAccelerationX)
def _fill_imu_linear_acceleration_x(
    obj: ImuLinearAccelerationX, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ImuLinearAccelerationX`` from its element."""
    path = f"{parent_path}/x"
    found: list[str] = []
    noise: Noise | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "noise":
            noise = sdf.unfilled(_imports.Noise, item, ctx, path)
            order.append("noise")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _imu_linear_acceleration_x_set_xml_extras(obj, extras)
    _imu_linear_acceleration_x_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _imu_linear_acceleration_x_set_noise(obj, noise)
    return True


(
    _imu_linear_acceleration_y_set_xml_extras,
    _imu_linear_acceleration_y_set_xml_origin,
    _imu_linear_acceleration_y_set_noise,
) = sdf.setters(ImuLinearAccelerationY, "xml_extras", "xml_origin", "noise")


@sdf.fills(ImuLinearAccelerationY)
def _fill_imu_linear_acceleration_y(
    obj: ImuLinearAccelerationY, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ImuLinearAccelerationY`` from its element."""
    path = f"{parent_path}/y"
    found: list[str] = []
    noise: Noise | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "noise":
            noise = sdf.unfilled(_imports.Noise, item, ctx, path)
            order.append("noise")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _imu_linear_acceleration_y_set_xml_extras(obj, extras)
    _imu_linear_acceleration_y_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _imu_linear_acceleration_y_set_noise(obj, noise)
    return True


(
    _imu_linear_acceleration_z_set_xml_extras,
    _imu_linear_acceleration_z_set_xml_origin,
    _imu_linear_acceleration_z_set_noise,
) = sdf.setters(ImuLinearAccelerationZ, "xml_extras", "xml_origin", "noise")


@sdf.fills(ImuLinearAccelerationZ)
def _fill_imu_linear_acceleration_z(
    obj: ImuLinearAccelerationZ, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ImuLinearAccelerationZ`` from its element."""
    path = f"{parent_path}/z"
    found: list[str] = []
    noise: Noise | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "noise":
            noise = sdf.unfilled(_imports.Noise, item, ctx, path)
            order.append("noise")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _imu_linear_acceleration_z_set_xml_extras(obj, extras)
    _imu_linear_acceleration_z_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _imu_linear_acceleration_z_set_noise(obj, noise)
    return True


(
    _imu_linear_acceleration_set_xml_extras,
    _imu_linear_acceleration_set_xml_origin,
    _imu_linear_acceleration_set_x,
    _imu_linear_acceleration_set_y,
    _imu_linear_acceleration_set_z,
) = sdf.setters(ImuLinearAcceleration, "xml_extras", "xml_origin", "x", "y", "z")


@sdf.fills(ImuLinearAcceleration)
def _fill_imu_linear_acceleration(
    obj: ImuLinearAcceleration, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ImuLinearAcceleration`` from its element."""
    path = f"{parent_path}/linear_acceleration"
    found: list[str] = []
    x: ImuLinearAccelerationX | None = None
    y: ImuLinearAccelerationY | None = None
    z: ImuLinearAccelerationZ | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "x":
            x = sdf.unfilled(ImuLinearAccelerationX, item, ctx, path)
            order.append("x")
        elif tag == "y":
            y = sdf.unfilled(ImuLinearAccelerationY, item, ctx, path)
            order.append("y")
        elif tag == "z":
            z = sdf.unfilled(ImuLinearAccelerationZ, item, ctx, path)
            order.append("z")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _imu_linear_acceleration_set_xml_extras(obj, extras)
    _imu_linear_acceleration_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _imu_linear_acceleration_set_x(obj, x)
    _imu_linear_acceleration_set_y(obj, y)
    _imu_linear_acceleration_set_z(obj, z)
    return True


(
    _imu_set_xml_extras,
    _imu_set_xml_origin,
    _imu_set_orientation_reference_frame,
    _imu_set_angular_velocity,
    _imu_set_linear_acceleration,
    _imu_set_enable_orientation,
) = sdf.setters(
    Imu,
    "xml_extras",
    "xml_origin",
    "orientation_reference_frame",
    "angular_velocity",
    "linear_acceleration",
    "enable_orientation",
)


@sdf.fills(Imu)
def _fill_imu(obj: Imu, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Imu`` from its element."""
    path = f"{parent_path}/imu"
    found: list[str] = []
    orientation_reference_frame: ImuOrientationReferenceFrame | None = None
    angular_velocity: ImuAngularVelocity | None = None
    linear_acceleration: ImuLinearAcceleration | None = None
    enable_orientation: object = True
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "orientation_reference_frame":
            orientation_reference_frame = sdf.unfilled(
                ImuOrientationReferenceFrame, item, ctx, path
            )
            order.append("orientation_reference_frame")
        elif tag == "angular_velocity":
            angular_velocity = sdf.unfilled(ImuAngularVelocity, item, ctx, path)
            order.append("angular_velocity")
        elif tag == "linear_acceleration":
            linear_acceleration = sdf.unfilled(ImuLinearAcceleration, item, ctx, path)
            order.append("linear_acceleration")
        elif tag == "enable_orientation":
            enable_orientation = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("enable_orientation")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _imu_set_xml_extras(obj, extras)
    _imu_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _imu_set_orientation_reference_frame(obj, orientation_reference_frame)
    _imu_set_angular_velocity(obj, angular_velocity)
    _imu_set_linear_acceleration(obj, linear_acceleration)
    _imu_set_enable_orientation(obj, enable_orientation)
    return True
