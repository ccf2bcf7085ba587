"""SDFormat 1.6 element classes of ``spec/1.6/inertial.sdf``.

Generated from spec/1.6/inertial.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_6.frame import Frame
    from sdformat_v1_6.pose import Pose

__all__ = [
    "Inertial",
    "InertialInertia",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_6",
    {
        "Frame": "frame",
        "Pose": "pose",
    },
)


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
    SPEC_FILE: ClassVar[str] = "spec/1.6/inertial.sdf"

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
        frames: A named frame defined by a pose, which SDFormat 1.6 allows in many elements
            without saying how it is used. Only the frames of a model are kept when the document
            is migrated to 1.7, where frames gain attached_to.
        pose: Position and orientation of the element: `x y z roll pitch yaw`, in metres and
            radians, the angles being rotations about the fixed x, y and z axes in that order.
            Before 1.7 a pose is relative to its parent element's frame (a link's to its model,
            a visual's to its link, a joint's to its child link).
        inertia: Symmetric 3x3 rotational inertia tensor about the centre of mass, in kg·m²,
            expressed in the inertial frame. Only the six upper-triangular entries are given.
    """

    TAG: ClassVar[str] = "inertial"
    SPEC_FILE: ClassVar[str] = "spec/1.6/inertial.sdf"

    mass: float = sdf.value("mass", "double", "1.0")
    """Mass of the link, in kilograms. Default: ``1.0``."""

    frames: list[Frame] = sdf.child("frame", lambda: _imports.Frame, cardinality="*")
    """A named frame defined by a pose, which SDFormat 1.6 allows in many elements without
    saying how it is used. Only the frames of a model are kept when the document is
    migrated to 1.7, where frames gain attached_to."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element: `x y z roll pitch yaw`, in metres and radians,
    the angles being rotations about the fixed x, y and z axes in that order. Before 1.7
    a pose is relative to its parent element's frame (a link's to its model, a visual's
    to its link, a joint's to its child link)."""

    inertia: InertialInertia | None = sdf.child("inertia", lambda: InertialInertia)
    """Symmetric 3x3 rotational inertia tensor about the centre of mass, in kg·m², expressed in
    the inertial frame. Only the six upper-triangular entries are given."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


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
    _inertial_set_frames,
    _inertial_set_pose,
    _inertial_set_inertia,
) = sdf.setters(Inertial, "xml_extras", "xml_origin", "mass", "frames", "pose", "inertia")


@sdf.fills(Inertial)
def _fill_inertial(
    obj: Inertial, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Inertial`` from its element."""
    path = f"{parent_path}/inertial"
    found: list[str] = []
    mass: object = 1.0
    frames: list[Frame] = []
    pose: Pose | None = None
    inertia: InertialInertia | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "mass":
            mass = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("mass")
        elif tag == "frame":
            frames.append(sdf.unfilled(_imports.Frame, item, ctx, path))
            order.append("frames")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
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
    _inertial_set_frames(obj, frames)
    _inertial_set_pose(obj, pose)
    _inertial_set_inertia(obj, inertia)
    return True
