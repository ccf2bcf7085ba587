"""SDFormat 1.10 element classes of ``spec/1.10/inertial.sdf``.

Generated from spec/1.10/inertial.sdf by make generate. Do not edit: change the
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
    "InertialFluidAddedMass",
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/inertial.sdf"

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
    SPEC_FILE: ClassVar[str] = "spec/1.10/inertial.sdf"

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
    SPEC_FILE: ClassVar[str] = "spec/1.10/inertial.sdf"

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


@attrs.define(kw_only=True, eq=False, repr=False)
class Inertial(sdf.Element):
    """Mass properties of the link: mass, centre of mass, moments of inertia and optional fluid
    added mass.

    Attributes:
        mass: Mass of the link, in kilograms. Default: ``1.0``.
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/inertial.sdf"

    mass: float = sdf.value("mass", "double", "1.0")
    """Mass of the link, in kilograms. Default: ``1.0``."""

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
    _inertial_fluid_added_mass_set_xml_extras,
    _inertial_fluid_added_mass_set_xml_origin,
    _inertial_fluid_added_mass_set_xx,
    _inertial_fluid_added_mass_set_xy,
    _inertial_fluid_added_mass_set_xz,
    _inertial_fluid_added_mass_set_xp,
    _inertial_fluid_added_mass_set_xq,
    _inertial_fluid_added_mass_set_xr,
    _inertial_fluid_added_mass_set_yy,
    _inertial_fluid_added_mass_set_yz,
    _inertial_fluid_added_mass_set_yp,
    _inertial_fluid_added_mass_set_yq,
    _inertial_fluid_added_mass_set_yr,
    _inertial_fluid_added_mass_set_zz,
    _inertial_fluid_added_mass_set_zp,
    _inertial_fluid_added_mass_set_zq,
    _inertial_fluid_added_mass_set_zr,
    _inertial_fluid_added_mass_set_pp,
    _inertial_fluid_added_mass_set_pq,
    _inertial_fluid_added_mass_set_pr,
    _inertial_fluid_added_mass_set_qq,
    _inertial_fluid_added_mass_set_qr,
    _inertial_fluid_added_mass_set_rr,
) = sdf.setters(
    InertialFluidAddedMass,
    "xml_extras",
    "xml_origin",
    "xx",
    "xy",
    "xz",
    "xp",
    "xq",
    "xr",
    "yy",
    "yz",
    "yp",
    "yq",
    "yr",
    "zz",
    "zp",
    "zq",
    "zr",
    "pp",
    "pq",
    "pr",
    "qq",
    "qr",
    "rr",
)


@sdf.fills(InertialFluidAddedMass)
def _fill_inertial_fluid_added_mass(
    obj: InertialFluidAddedMass, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``InertialFluidAddedMass`` from its element."""
    path = f"{parent_path}/fluid_added_mass"
    found: list[str] = []
    xx: object = 0.0
    xy: object = 0.0
    xz: object = 0.0
    xp: object = 0.0
    xq: object = 0.0
    xr: object = 0.0
    yy: object = 0.0
    yz: object = 0.0
    yp: object = 0.0
    yq: object = 0.0
    yr: object = 0.0
    zz: object = 0.0
    zp: object = 0.0
    zq: object = 0.0
    zr: object = 0.0
    pp: object = 0.0
    pq: object = 0.0
    pr: object = 0.0
    qq: object = 0.0
    qr: object = 0.0
    rr: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "xx":
            xx = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("xx")
        elif tag == "xy":
            xy = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("xy")
        elif tag == "xz":
            xz = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("xz")
        elif tag == "xp":
            xp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("xp")
        elif tag == "xq":
            xq = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("xq")
        elif tag == "xr":
            xr = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("xr")
        elif tag == "yy":
            yy = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("yy")
        elif tag == "yz":
            yz = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("yz")
        elif tag == "yp":
            yp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("yp")
        elif tag == "yq":
            yq = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("yq")
        elif tag == "yr":
            yr = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("yr")
        elif tag == "zz":
            zz = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("zz")
        elif tag == "zp":
            zp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("zp")
        elif tag == "zq":
            zq = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("zq")
        elif tag == "zr":
            zr = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("zr")
        elif tag == "pp":
            pp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("pp")
        elif tag == "pq":
            pq = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("pq")
        elif tag == "pr":
            pr = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("pr")
        elif tag == "qq":
            qq = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("qq")
        elif tag == "qr":
            qr = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("qr")
        elif tag == "rr":
            rr = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("rr")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _inertial_fluid_added_mass_set_xml_extras(obj, extras)
    _inertial_fluid_added_mass_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _inertial_fluid_added_mass_set_xx(obj, xx)
    _inertial_fluid_added_mass_set_xy(obj, xy)
    _inertial_fluid_added_mass_set_xz(obj, xz)
    _inertial_fluid_added_mass_set_xp(obj, xp)
    _inertial_fluid_added_mass_set_xq(obj, xq)
    _inertial_fluid_added_mass_set_xr(obj, xr)
    _inertial_fluid_added_mass_set_yy(obj, yy)
    _inertial_fluid_added_mass_set_yz(obj, yz)
    _inertial_fluid_added_mass_set_yp(obj, yp)
    _inertial_fluid_added_mass_set_yq(obj, yq)
    _inertial_fluid_added_mass_set_yr(obj, yr)
    _inertial_fluid_added_mass_set_zz(obj, zz)
    _inertial_fluid_added_mass_set_zp(obj, zp)
    _inertial_fluid_added_mass_set_zq(obj, zq)
    _inertial_fluid_added_mass_set_zr(obj, zr)
    _inertial_fluid_added_mass_set_pp(obj, pp)
    _inertial_fluid_added_mass_set_pq(obj, pq)
    _inertial_fluid_added_mass_set_pr(obj, pr)
    _inertial_fluid_added_mass_set_qq(obj, qq)
    _inertial_fluid_added_mass_set_qr(obj, qr)
    _inertial_fluid_added_mass_set_rr(obj, rr)
    return True


(
    _inertial_set_xml_extras,
    _inertial_set_xml_origin,
    _inertial_set_mass,
    _inertial_set_pose,
    _inertial_set_inertia,
    _inertial_set_fluid_added_mass,
) = sdf.setters(Inertial, "xml_extras", "xml_origin", "mass", "pose", "inertia", "fluid_added_mass")


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
    fluid_added_mass: InertialFluidAddedMass | None = None
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
        elif tag == "fluid_added_mass":
            fluid_added_mass = sdf.unfilled(InertialFluidAddedMass, item, ctx, path)
            order.append("fluid_added_mass")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _inertial_set_xml_extras(obj, extras)
    _inertial_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _inertial_set_mass(obj, mass)
    _inertial_set_pose(obj, pose)
    _inertial_set_inertia(obj, inertia)
    _inertial_set_fluid_added_mass(obj, fluid_added_mass)
    return True
