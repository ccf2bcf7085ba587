"""SDFormat 1.12 element classes of ``spec/1.12/gps.sdf``.

Generated from spec/1.12/gps.sdf by make generate. Do not edit: change the
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
    "Gps",
    "GpsPositionSensing",
    "GpsPositionSensingHorizontal",
    "GpsPositionSensingVertical",
    "GpsVelocitySensing",
    "GpsVelocitySensingHorizontal",
    "GpsVelocitySensingVertical",
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
class GpsPositionSensingHorizontal(sdf.Element):
    """Noise model for the horizontal position, in metres.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "horizontal"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class GpsPositionSensingVertical(sdf.Element):
    """Noise model for the altitude, in metres.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "vertical"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class GpsPositionSensing(sdf.Element):
    """Noise settings for the reported position fix.

    Attributes:
        horizontal: Noise model for the horizontal position, in metres.
        vertical: Noise model for the altitude, in metres.
    """

    TAG: ClassVar[str] = "position_sensing"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    horizontal: GpsPositionSensingHorizontal | None = sdf.child(
        "horizontal", lambda: GpsPositionSensingHorizontal
    )
    """Noise model for the horizontal position, in metres."""

    vertical: GpsPositionSensingVertical | None = sdf.child(
        "vertical", lambda: GpsPositionSensingVertical
    )
    """Noise model for the altitude, in metres."""


@attrs.define(kw_only=True, eq=False, repr=False)
class GpsVelocitySensingHorizontal(sdf.Element):
    """Noise model for the horizontal velocity, in metres per second.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "horizontal"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class GpsVelocitySensingVertical(sdf.Element):
    """Noise model for the vertical velocity, in metres per second.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "vertical"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class GpsVelocitySensing(sdf.Element):
    """Noise settings for the reported velocity.

    Attributes:
        horizontal: Noise model for the horizontal velocity, in metres per second.
        vertical: Noise model for the vertical velocity, in metres per second.
    """

    TAG: ClassVar[str] = "velocity_sensing"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    horizontal: GpsVelocitySensingHorizontal | None = sdf.child(
        "horizontal", lambda: GpsVelocitySensingHorizontal
    )
    """Noise model for the horizontal velocity, in metres per second."""

    vertical: GpsVelocitySensingVertical | None = sdf.child(
        "vertical", lambda: GpsVelocitySensingVertical
    )
    """Noise model for the vertical velocity, in metres per second."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Gps(sdf.Element):
    """Parameters of a GPS receiver for the legacy sensor type gps; same meaning as
    //sensor/navsat, which is preferred.

    Attributes:
        position_sensing: Noise settings for the reported position fix.
        velocity_sensing: Noise settings for the reported velocity.
    """

    TAG: ClassVar[str] = "gps"
    SPEC_FILE: ClassVar[str] = "spec/1.12/gps.sdf"

    position_sensing: GpsPositionSensing | None = sdf.child(
        "position_sensing", lambda: GpsPositionSensing
    )
    """Noise settings for the reported position fix."""

    velocity_sensing: GpsVelocitySensing | None = sdf.child(
        "velocity_sensing", lambda: GpsVelocitySensing
    )
    """Noise settings for the reported velocity."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _gps_position_sensing_horizontal_set_xml_extras,
    _gps_position_sensing_horizontal_set_xml_origin,
    _gps_position_sensing_horizontal_set_noise,
) = sdf.setters(GpsPositionSensingHorizontal, "xml_extras", "xml_origin", "noise")


@sdf.fills(GpsPositionSensingHorizontal)
def _fill_gps_position_sensing_horizontal(
    obj: GpsPositionSensingHorizontal, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``GpsPositionSensingHorizontal`` from its element."""
    path = f"{parent_path}/horizontal"
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
    _gps_position_sensing_horizontal_set_xml_extras(obj, extras)
    _gps_position_sensing_horizontal_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _gps_position_sensing_horizontal_set_noise(obj, noise)
    return True


(
    _gps_position_sensing_vertical_set_xml_extras,
    _gps_position_sensing_vertical_set_xml_origin,
    _gps_position_sensing_vertical_set_noise,
) = sdf.setters(GpsPositionSensingVertical, "xml_extras", "xml_origin", "noise")


@sdf.fills(GpsPositionSensingVertical)
def _fill_gps_position_sensing_vertical(
    obj: GpsPositionSensingVertical, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``GpsPositionSensingVertical`` from its element."""
    path = f"{parent_path}/vertical"
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
    _gps_position_sensing_vertical_set_xml_extras(obj, extras)
    _gps_position_sensing_vertical_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _gps_position_sensing_vertical_set_noise(obj, noise)
    return True


(
    _gps_position_sensing_set_xml_extras,
    _gps_position_sensing_set_xml_origin,
    _gps_position_sensing_set_horizontal,
    _gps_position_sensing_set_vertical,
) = sdf.setters(GpsPositionSensing, "xml_extras", "xml_origin", "horizontal", "vertical")


@sdf.fills(GpsPositionSensing)
def _fill_gps_position_sensing(
    obj: GpsPositionSensing, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``GpsPositionSensing`` from its element."""
    path = f"{parent_path}/position_sensing"
    found: list[str] = []
    horizontal: GpsPositionSensingHorizontal | None = None
    vertical: GpsPositionSensingVertical | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "horizontal":
            horizontal = sdf.unfilled(GpsPositionSensingHorizontal, item, ctx, path)
            order.append("horizontal")
        elif tag == "vertical":
            vertical = sdf.unfilled(GpsPositionSensingVertical, item, ctx, path)
            order.append("vertical")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _gps_position_sensing_set_xml_extras(obj, extras)
    _gps_position_sensing_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _gps_position_sensing_set_horizontal(obj, horizontal)
    _gps_position_sensing_set_vertical(obj, vertical)
    return True


(
    _gps_velocity_sensing_horizontal_set_xml_extras,
    _gps_velocity_sensing_horizontal_set_xml_origin,
    _gps_velocity_sensing_horizontal_set_noise,
) = sdf.setters(GpsVelocitySensingHorizontal, "xml_extras", "xml_origin", "noise")


@sdf.fills(GpsVelocitySensingHorizontal)
def _fill_gps_velocity_sensing_horizontal(
    obj: GpsVelocitySensingHorizontal, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``GpsVelocitySensingHorizontal`` from its element."""
    path = f"{parent_path}/horizontal"
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
    _gps_velocity_sensing_horizontal_set_xml_extras(obj, extras)
    _gps_velocity_sensing_horizontal_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _gps_velocity_sensing_horizontal_set_noise(obj, noise)
    return True


(
    _gps_velocity_sensing_vertical_set_xml_extras,
    _gps_velocity_sensing_vertical_set_xml_origin,
    _gps_velocity_sensing_vertical_set_noise,
) = sdf.setters(GpsVelocitySensingVertical, "xml_extras", "xml_origin", "noise")


@sdf.fills(GpsVelocitySensingVertical)
def _fill_gps_velocity_sensing_vertical(
    obj: GpsVelocitySensingVertical, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``GpsVelocitySensingVertical`` from its element."""
    path = f"{parent_path}/vertical"
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
    _gps_velocity_sensing_vertical_set_xml_extras(obj, extras)
    _gps_velocity_sensing_vertical_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _gps_velocity_sensing_vertical_set_noise(obj, noise)
    return True


(
    _gps_velocity_sensing_set_xml_extras,
    _gps_velocity_sensing_set_xml_origin,
    _gps_velocity_sensing_set_horizontal,
    _gps_velocity_sensing_set_vertical,
) = sdf.setters(GpsVelocitySensing, "xml_extras", "xml_origin", "horizontal", "vertical")


@sdf.fills(GpsVelocitySensing)
def _fill_gps_velocity_sensing(
    obj: GpsVelocitySensing, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``GpsVelocitySensing`` from its element."""
    path = f"{parent_path}/velocity_sensing"
    found: list[str] = []
    horizontal: GpsVelocitySensingHorizontal | None = None
    vertical: GpsVelocitySensingVertical | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "horizontal":
            horizontal = sdf.unfilled(GpsVelocitySensingHorizontal, item, ctx, path)
            order.append("horizontal")
        elif tag == "vertical":
            vertical = sdf.unfilled(GpsVelocitySensingVertical, item, ctx, path)
            order.append("vertical")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _gps_velocity_sensing_set_xml_extras(obj, extras)
    _gps_velocity_sensing_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _gps_velocity_sensing_set_horizontal(obj, horizontal)
    _gps_velocity_sensing_set_vertical(obj, vertical)
    return True


(
    _gps_set_xml_extras,
    _gps_set_xml_origin,
    _gps_set_position_sensing,
    _gps_set_velocity_sensing,
) = sdf.setters(Gps, "xml_extras", "xml_origin", "position_sensing", "velocity_sensing")


@sdf.fills(Gps)
def _fill_gps(obj: Gps, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Gps`` from its element."""
    path = f"{parent_path}/gps"
    found: list[str] = []
    position_sensing: GpsPositionSensing | None = None
    velocity_sensing: GpsVelocitySensing | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "position_sensing":
            position_sensing = sdf.unfilled(GpsPositionSensing, item, ctx, path)
            order.append("position_sensing")
        elif tag == "velocity_sensing":
            velocity_sensing = sdf.unfilled(GpsVelocitySensing, item, ctx, path)
            order.append("velocity_sensing")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _gps_set_xml_extras(obj, extras)
    _gps_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _gps_set_position_sensing(obj, position_sensing)
    _gps_set_velocity_sensing(obj, velocity_sensing)
    return True
