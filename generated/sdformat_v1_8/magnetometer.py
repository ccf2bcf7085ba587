"""SDFormat 1.8 element classes of ``spec/1.8/magnetometer.sdf``.

Generated from spec/1.8/magnetometer.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_8.noise import Noise

__all__ = [
    "Magnetometer",
    "MagnetometerX",
    "MagnetometerY",
    "MagnetometerZ",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_8",
    {
        "Noise": "noise",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class MagnetometerX(sdf.Element):
    """Noise model for the magnetic field component along the sensor's X axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "x"
    SPEC_FILE: ClassVar[str] = "spec/1.8/magnetometer.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class MagnetometerY(sdf.Element):
    """Noise model for the magnetic field component along the sensor's Y axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "y"
    SPEC_FILE: ClassVar[str] = "spec/1.8/magnetometer.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class MagnetometerZ(sdf.Element):
    """Noise model for the magnetic field component along the sensor's Z axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "z"
    SPEC_FILE: ClassVar[str] = "spec/1.8/magnetometer.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Magnetometer(sdf.Element):
    """Parameters of a three-axis magnetometer that measures the local magnetic field in the
    sensor frame.

    Attributes:
        x: Noise model for the magnetic field component along the sensor's X axis.
        y: Noise model for the magnetic field component along the sensor's Y axis.
        z: Noise model for the magnetic field component along the sensor's Z axis.
    """

    TAG: ClassVar[str] = "magnetometer"
    SPEC_FILE: ClassVar[str] = "spec/1.8/magnetometer.sdf"

    x: MagnetometerX | None = sdf.child("x", lambda: MagnetometerX)
    """Noise model for the magnetic field component along the sensor's X axis."""

    y: MagnetometerY | None = sdf.child("y", lambda: MagnetometerY)
    """Noise model for the magnetic field component along the sensor's Y axis."""

    z: MagnetometerZ | None = sdf.child("z", lambda: MagnetometerZ)
    """Noise model for the magnetic field component along the sensor's Z axis."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _magnetometer_x_set_xml_extras,
    _magnetometer_x_set_xml_origin,
    _magnetometer_x_set_noise,
) = sdf.setters(MagnetometerX, "xml_extras", "xml_origin", "noise")


@sdf.fills(MagnetometerX)
def _fill_magnetometer_x(
    obj: MagnetometerX, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MagnetometerX`` from its element."""
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
    _magnetometer_x_set_xml_extras(obj, extras)
    _magnetometer_x_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _magnetometer_x_set_noise(obj, noise)
    return True


(
    _magnetometer_y_set_xml_extras,
    _magnetometer_y_set_xml_origin,
    _magnetometer_y_set_noise,
) = sdf.setters(MagnetometerY, "xml_extras", "xml_origin", "noise")


@sdf.fills(MagnetometerY)
def _fill_magnetometer_y(
    obj: MagnetometerY, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MagnetometerY`` from its element."""
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
    _magnetometer_y_set_xml_extras(obj, extras)
    _magnetometer_y_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _magnetometer_y_set_noise(obj, noise)
    return True


(
    _magnetometer_z_set_xml_extras,
    _magnetometer_z_set_xml_origin,
    _magnetometer_z_set_noise,
) = sdf.setters(MagnetometerZ, "xml_extras", "xml_origin", "noise")


@sdf.fills(MagnetometerZ)
def _fill_magnetometer_z(
    obj: MagnetometerZ, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MagnetometerZ`` from its element."""
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
    _magnetometer_z_set_xml_extras(obj, extras)
    _magnetometer_z_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _magnetometer_z_set_noise(obj, noise)
    return True


(
    _magnetometer_set_xml_extras,
    _magnetometer_set_xml_origin,
    _magnetometer_set_x,
    _magnetometer_set_y,
    _magnetometer_set_z,
) = sdf.setters(Magnetometer, "xml_extras", "xml_origin", "x", "y", "z")


@sdf.fills(Magnetometer)
def _fill_magnetometer(
    obj: Magnetometer, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Magnetometer`` from its element."""
    path = f"{parent_path}/magnetometer"
    found: list[str] = []
    x: MagnetometerX | None = None
    y: MagnetometerY | None = None
    z: MagnetometerZ | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "x":
            x = sdf.unfilled(MagnetometerX, item, ctx, path)
            order.append("x")
        elif tag == "y":
            y = sdf.unfilled(MagnetometerY, item, ctx, path)
            order.append("y")
        elif tag == "z":
            z = sdf.unfilled(MagnetometerZ, item, ctx, path)
            order.append("z")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _magnetometer_set_xml_extras(obj, extras)
    _magnetometer_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _magnetometer_set_x(obj, x)
    _magnetometer_set_y(obj, y)
    _magnetometer_set_z(obj, z)
    return True
