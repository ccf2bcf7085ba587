"""SDFormat 1.12 element classes of ``spec/1.12/forcetorque.sdf``.

Generated from spec/1.12/forcetorque.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_12.noise import Noise

__all__ = [
    "ForceTorque",
    "ForceTorqueForce",
    "ForceTorqueForceX",
    "ForceTorqueForceY",
    "ForceTorqueForceZ",
    "ForceTorqueTorque",
    "ForceTorqueTorqueX",
    "ForceTorqueTorqueY",
    "ForceTorqueTorqueZ",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_12",
    {
        "Noise": "noise",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class ForceTorqueForceX(sdf.Element):
    """Noise model for the force along the measurement frame's X axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "x"
    SPEC_FILE: ClassVar[str] = "spec/1.12/forcetorque.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ForceTorqueForceY(sdf.Element):
    """Noise model for the force along the measurement frame's Y axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "y"
    SPEC_FILE: ClassVar[str] = "spec/1.12/forcetorque.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ForceTorqueForceZ(sdf.Element):
    """Noise model for the force along the measurement frame's Z axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "z"
    SPEC_FILE: ClassVar[str] = "spec/1.12/forcetorque.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ForceTorqueForce(sdf.Element):
    """Noise settings for the measured force, in newtons.

    Attributes:
        x: Noise model for the force along the measurement frame's X axis.
        y: Noise model for the force along the measurement frame's Y axis.
        z: Noise model for the force along the measurement frame's Z axis.
    """

    TAG: ClassVar[str] = "force"
    SPEC_FILE: ClassVar[str] = "spec/1.12/forcetorque.sdf"

    x: ForceTorqueForceX | None = sdf.child("x", lambda: ForceTorqueForceX)
    """Noise model for the force along the measurement frame's X axis."""

    y: ForceTorqueForceY | None = sdf.child("y", lambda: ForceTorqueForceY)
    """Noise model for the force along the measurement frame's Y axis."""

    z: ForceTorqueForceZ | None = sdf.child("z", lambda: ForceTorqueForceZ)
    """Noise model for the force along the measurement frame's Z axis."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ForceTorqueTorqueX(sdf.Element):
    """Noise model for the torque about the measurement frame's X axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "x"
    SPEC_FILE: ClassVar[str] = "spec/1.12/forcetorque.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ForceTorqueTorqueY(sdf.Element):
    """Noise model for the torque about the measurement frame's Y axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "y"
    SPEC_FILE: ClassVar[str] = "spec/1.12/forcetorque.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ForceTorqueTorqueZ(sdf.Element):
    """Noise model for the torque about the measurement frame's Z axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "z"
    SPEC_FILE: ClassVar[str] = "spec/1.12/forcetorque.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ForceTorqueTorque(sdf.Element):
    """Noise settings for the measured torque, in N·m.

    Attributes:
        x: Noise model for the torque about the measurement frame's X axis.
        y: Noise model for the torque about the measurement frame's Y axis.
        z: Noise model for the torque about the measurement frame's Z axis.
    """

    TAG: ClassVar[str] = "torque"
    SPEC_FILE: ClassVar[str] = "spec/1.12/forcetorque.sdf"

    x: ForceTorqueTorqueX | None = sdf.child("x", lambda: ForceTorqueTorqueX)
    """Noise model for the torque about the measurement frame's X axis."""

    y: ForceTorqueTorqueY | None = sdf.child("y", lambda: ForceTorqueTorqueY)
    """Noise model for the torque about the measurement frame's Y axis."""

    z: ForceTorqueTorqueZ | None = sdf.child("z", lambda: ForceTorqueTorqueZ)
    """Noise model for the torque about the measurement frame's Z axis."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ForceTorque(sdf.Element):
    """Parameters of a force-torque sensor mounted on a joint, which measures the wrench
    transmitted through that joint.

    Attributes:
        frame: Frame whose orientation the measured wrench is expressed in: child (child link),
            parent (parent link) or sensor (the sensor's own frame). In every case torque is
            taken about the joint origin. Default: ``child``.
        measure_direction: Which side's wrench is reported: child_to_parent (wrench the child
            link exerts on the parent link) or parent_to_child (wrench the parent link exerts on
            the child link). Default: ``child_to_parent``.
        force: Noise settings for the measured force, in newtons.
        torque: Noise settings for the measured torque, in N·m.
    """

    TAG: ClassVar[str] = "force_torque"
    SPEC_FILE: ClassVar[str] = "spec/1.12/forcetorque.sdf"

    frame: str = sdf.value("frame", "string", "child", choices=("child", "parent", "sensor"))
    """Frame whose orientation the measured wrench is expressed in: child (child link), parent
    (parent link) or sensor (the sensor's own frame). In every case torque is taken
    about the joint origin. Default: ``child``."""

    measure_direction: str = sdf.value(
        "measure_direction",
        "string",
        "child_to_parent",
        choices=("child_to_parent", "parent_to_child"),
    )
    """Which side's wrench is reported: child_to_parent (wrench the child link exerts on the
    parent link) or parent_to_child (wrench the parent link exerts on the child link).
    Default: ``child_to_parent``."""

    force: ForceTorqueForce | None = sdf.child("force", lambda: ForceTorqueForce)
    """Noise settings for the measured force, in newtons."""

    torque: ForceTorqueTorque | None = sdf.child("torque", lambda: ForceTorqueTorque)
    """Noise settings for the measured torque, in N·m."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _force_torque_force_x_set_xml_extras,
    _force_torque_force_x_set_xml_origin,
    _force_torque_force_x_set_noise,
) = sdf.setters(ForceTorqueForceX, "xml_extras", "xml_origin", "noise")


@sdf.fills(ForceTorqueForceX)
def _fill_force_torque_force_x(
    obj: ForceTorqueForceX, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ForceTorqueForceX`` from its element."""
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
    _force_torque_force_x_set_xml_extras(obj, extras)
    _force_torque_force_x_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _force_torque_force_x_set_noise(obj, noise)
    return True


(
    _force_torque_force_y_set_xml_extras,
    _force_torque_force_y_set_xml_origin,
    _force_torque_force_y_set_noise,
) = sdf.setters(ForceTorqueForceY, "xml_extras", "xml_origin", "noise")


@sdf.fills(ForceTorqueForceY)
def _fill_force_torque_force_y(
    obj: ForceTorqueForceY, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ForceTorqueForceY`` from its element."""
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
    _force_torque_force_y_set_xml_extras(obj, extras)
    _force_torque_force_y_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _force_torque_force_y_set_noise(obj, noise)
    return True


(
    _force_torque_force_z_set_xml_extras,
    _force_torque_force_z_set_xml_origin,
    _force_torque_force_z_set_noise,
) = sdf.setters(ForceTorqueForceZ, "xml_extras", "xml_origin", "noise")


@sdf.fills(ForceTorqueForceZ)
def _fill_force_torque_force_z(
    obj: ForceTorqueForceZ, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ForceTorqueForceZ`` from its element."""
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
    _force_torque_force_z_set_xml_extras(obj, extras)
    _force_torque_force_z_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _force_torque_force_z_set_noise(obj, noise)
    return True


(
    _force_torque_force_set_xml_extras,
    _force_torque_force_set_xml_origin,
    _force_torque_force_set_x,
    _force_torque_force_set_y,
    _force_torque_force_set_z,
) = sdf.setters(ForceTorqueForce, "xml_extras", "xml_origin", "x", "y", "z")


@sdf.fills(ForceTorqueForce)
def _fill_force_torque_force(
    obj: ForceTorqueForce, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ForceTorqueForce`` from its element."""
    path = f"{parent_path}/force"
    found: list[str] = []
    x: ForceTorqueForceX | None = None
    y: ForceTorqueForceY | None = None
    z: ForceTorqueForceZ | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "x":
            x = sdf.unfilled(ForceTorqueForceX, item, ctx, path)
            order.append("x")
        elif tag == "y":
            y = sdf.unfilled(ForceTorqueForceY, item, ctx, path)
            order.append("y")
        elif tag == "z":
            z = sdf.unfilled(ForceTorqueForceZ, item, ctx, path)
            order.append("z")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _force_torque_force_set_xml_extras(obj, extras)
    _force_torque_force_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _force_torque_force_set_x(obj, x)
    _force_torque_force_set_y(obj, y)
    _force_torque_force_set_z(obj, z)
    return True


(
    _force_torque_torque_x_set_xml_extras,
    _force_torque_torque_x_set_xml_origin,
    _force_torque_torque_x_set_noise,
) = sdf.setters(ForceTorqueTorqueX, "xml_extras", "xml_origin", "noise")


@sdf.fills(ForceTorqueTorqueX)
def _fill_force_torque_torque_x(
    obj: ForceTorqueTorqueX, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ForceTorqueTorqueX`` from its element."""
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
    _force_torque_torque_x_set_xml_extras(obj, extras)
    _force_torque_torque_x_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _force_torque_torque_x_set_noise(obj, noise)
    return True


(
    _force_torque_torque_y_set_xml_extras,
    _force_torque_torque_y_set_xml_origin,
    _force_torque_torque_y_set_noise,
) = sdf.setters(ForceTorqueTorqueY, "xml_extras", "xml_origin", "noise")


@sdf.fills(ForceTorqueTorqueY)
def _fill_force_torque_torque_y(
    obj: ForceTorqueTorqueY, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ForceTorqueTorqueY`` from its element."""
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
    _force_torque_torque_y_set_xml_extras(obj, extras)
    _force_torque_torque_y_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _force_torque_torque_y_set_noise(obj, noise)
    return True


(
    _force_torque_torque_z_set_xml_extras,
    _force_torque_torque_z_set_xml_origin,
    _force_torque_torque_z_set_noise,
) = sdf.setters(ForceTorqueTorqueZ, "xml_extras", "xml_origin", "noise")


@sdf.fills(ForceTorqueTorqueZ)
def _fill_force_torque_torque_z(
    obj: ForceTorqueTorqueZ, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ForceTorqueTorqueZ`` from its element."""
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
    _force_torque_torque_z_set_xml_extras(obj, extras)
    _force_torque_torque_z_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _force_torque_torque_z_set_noise(obj, noise)
    return True


(
    _force_torque_torque_set_xml_extras,
    _force_torque_torque_set_xml_origin,
    _force_torque_torque_set_x,
    _force_torque_torque_set_y,
    _force_torque_torque_set_z,
) = sdf.setters(ForceTorqueTorque, "xml_extras", "xml_origin", "x", "y", "z")


@sdf.fills(ForceTorqueTorque)
def _fill_force_torque_torque(
    obj: ForceTorqueTorque, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ForceTorqueTorque`` from its element."""
    path = f"{parent_path}/torque"
    found: list[str] = []
    x: ForceTorqueTorqueX | None = None
    y: ForceTorqueTorqueY | None = None
    z: ForceTorqueTorqueZ | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "x":
            x = sdf.unfilled(ForceTorqueTorqueX, item, ctx, path)
            order.append("x")
        elif tag == "y":
            y = sdf.unfilled(ForceTorqueTorqueY, item, ctx, path)
            order.append("y")
        elif tag == "z":
            z = sdf.unfilled(ForceTorqueTorqueZ, item, ctx, path)
            order.append("z")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _force_torque_torque_set_xml_extras(obj, extras)
    _force_torque_torque_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _force_torque_torque_set_x(obj, x)
    _force_torque_torque_set_y(obj, y)
    _force_torque_torque_set_z(obj, z)
    return True


(
    _force_torque_set_xml_extras,
    _force_torque_set_xml_origin,
    _force_torque_set_frame,
    _force_torque_set_measure_direction,
    _force_torque_set_force,
    _force_torque_set_torque,
) = sdf.setters(
    ForceTorque, "xml_extras", "xml_origin", "frame", "measure_direction", "force", "torque"
)


@sdf.fills(ForceTorque)
def _fill_force_torque(
    obj: ForceTorque, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ForceTorque`` from its element."""
    path = f"{parent_path}/force_torque"
    found: list[str] = []
    frame: object = "child"
    measure_direction: object = "child_to_parent"
    force: ForceTorqueForce | None = None
    torque: ForceTorqueTorque | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "frame":
            frame = item.text or ""
            order.append("frame")
        elif tag == "measure_direction":
            measure_direction = item.text or ""
            order.append("measure_direction")
        elif tag == "force":
            force = sdf.unfilled(ForceTorqueForce, item, ctx, path)
            order.append("force")
        elif tag == "torque":
            torque = sdf.unfilled(ForceTorqueTorque, item, ctx, path)
            order.append("torque")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _force_torque_set_xml_extras(obj, extras)
    _force_torque_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _force_torque_set_frame(obj, frame)
    _force_torque_set_measure_direction(obj, measure_direction)
    _force_torque_set_force(obj, force)
    _force_torque_set_torque(obj, torque)
    return True
