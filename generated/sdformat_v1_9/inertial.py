"""SDFormat 1.9 element classes of ``spec/1.9/inertial.sdf``.

Generated from spec/1.9/inertial.sdf by make generate. Do not edit: change the
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

__all__ = [
    "Inertial",
    "InertialInertia",
    "InertialPose",
]


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.9/inertial.sdf"

    value: FloatArray = sdf.text("pose", "0 0 0 0 0 0")
    """The element's value. Default: ``0 0 0 0 0 0``."""

    rotation_format: str = sdf.attribute("rotation_format", "string", "euler_rpy")
    """How the rotation part is written: euler_rpy (roll pitch yaw, 6 numbers) or quat_xyzw
    (quaternion x y z w, 7 numbers)."""

    degrees: bool = sdf.attribute("degrees", "bool", "false")
    """When true, roll, pitch and yaw are read in degrees instead of radians. Only meaningful
    with euler_rpy."""


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.9/inertial.sdf"

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


@attrs.define(kw_only=True, eq=False, repr=False)
class Inertial(sdf.Element):
    """Mass properties of the link: mass, centre of mass and moments of inertia.

    Attributes:
        mass: Mass of the link, in kilograms. Default: ``1.0``.
        pose: Pose of the inertial frame relative to the link frame. Its origin is the centre of
            mass and its axes are those in which the inertia tensor is given.
        inertia: Symmetric 3x3 rotational inertia tensor about the centre of mass, in kg·m²,
            expressed in the inertial frame. Only the six upper-triangular entries are given.
    """

    TAG: ClassVar[str] = "inertial"
    SPEC_FILE: ClassVar[str] = "spec/1.9/inertial.sdf"

    mass: float = sdf.value("mass", "double", "1.0")
    """Mass of the link, in kilograms. Default: ``1.0``."""

    pose: InertialPose | None = sdf.child("pose", lambda: InertialPose)
    """Pose of the inertial frame relative to the link frame. Its origin is the centre of mass
    and its axes are those in which the inertia tensor is given."""

    inertia: InertialInertia | None = sdf.child("inertia", lambda: InertialInertia)
    """Symmetric 3x3 rotational inertia tensor about the centre of mass, in kg·m², expressed in
    the inertial frame. Only the six upper-triangular entries are given."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_POSE = sdf.converter("pose")


(
    _inertial_pose_set_xml_extras,
    _inertial_pose_set_xml_origin,
    _inertial_pose_set_value,
    _inertial_pose_set_rotation_format,
    _inertial_pose_set_degrees,
) = sdf.setters(InertialPose, "xml_extras", "xml_origin", "value", "rotation_format", "degrees")


@sdf.fills(InertialPose)
def _fill_inertial_pose(
    obj: InertialPose, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``InertialPose`` from its element."""
    path = f"{parent_path}/pose"
    found: list[str] = []
    rotation_format: object = "euler_rpy"
    text = node.get("rotation_format")
    if text is not None:
        rotation_format = text
        found.append("rotation_format")
    degrees: object = False
    text = node.get("degrees")
    if text is not None:
        degrees = ctx.parsed(_PARSE_BOOL, text)
        found.append("degrees")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_POSE, text)
    value = sdf.pose_value(value, text, rotation_format)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _inertial_pose_set_xml_extras(obj, extras)
    _inertial_pose_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _inertial_pose_set_value(obj, value)
    _inertial_pose_set_rotation_format(obj, rotation_format)
    _inertial_pose_set_degrees(obj, degrees)
    return True


(
    _inertial_inertia_set_xml_extras,
    _inertial_inertia_set_xml_origin,
    _inertial_inertia_set_ixx,
    _inertial_inertia_set_ixy,
    _inertial_inertia_set_ixz,
    _inertial_inertia_set_iyy,
    _inertial_inertia_set_iyz,
    _inertial_inertia_set_izz,
) = sdf.setters(
    InertialInertia, "xml_extras", "xml_origin", "ixx", "ixy", "ixz", "iyy", "iyz", "izz"
)


@sdf.fills(InertialInertia)
def _fill_inertial_inertia(
    obj: InertialInertia, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``InertialInertia`` from its element."""
    path = f"{parent_path}/inertia"
    found: list[str] = []
    ixx: object = 1.0
    ixy: object = 0.0
    ixz: object = 0.0
    iyy: object = 1.0
    iyz: object = 0.0
    izz: object = 1.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "ixx":
            ixx = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("ixx")
        elif tag == "ixy":
            ixy = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("ixy")
        elif tag == "ixz":
            ixz = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("ixz")
        elif tag == "iyy":
            iyy = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("iyy")
        elif tag == "iyz":
            iyz = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("iyz")
        elif tag == "izz":
            izz = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("izz")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _inertial_inertia_set_xml_extras(obj, extras)
    _inertial_inertia_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _inertial_inertia_set_ixx(obj, ixx)
    _inertial_inertia_set_ixy(obj, ixy)
    _inertial_inertia_set_ixz(obj, ixz)
    _inertial_inertia_set_iyy(obj, iyy)
    _inertial_inertia_set_iyz(obj, iyz)
    _inertial_inertia_set_izz(obj, izz)
    return True


(
    _inertial_set_xml_extras,
    _inertial_set_xml_origin,
    _inertial_set_mass,
    _inertial_set_pose,
    _inertial_set_inertia,
) = sdf.setters(Inertial, "xml_extras", "xml_origin", "mass", "pose", "inertia")


@sdf.fills(Inertial)
def _fill_inertial(
    obj: Inertial, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Inertial`` from its element."""
    path = f"{parent_path}/inertial"
    found: list[str] = []
    mass: object = 1.0
    pose: InertialPose | None = None
    inertia: InertialInertia | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "mass":
            mass = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("mass")
        elif tag == "pose":
            pose = sdf.unfilled(InertialPose, item, ctx, path)
            order.append("pose")
        elif tag == "inertia":
            inertia = sdf.unfilled(InertialInertia, item, ctx, path)
            order.append("inertia")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _inertial_set_xml_extras(obj, extras)
    _inertial_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _inertial_set_mass(obj, mass)
    _inertial_set_pose(obj, pose)
    _inertial_set_inertia(obj, inertia)
    return True
