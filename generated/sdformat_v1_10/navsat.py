"""SDFormat 1.10 element classes of ``spec/1.10/navsat.sdf``.

Generated from spec/1.10/navsat.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_10.noise import Noise

__all__ = [
    "Navsat",
    "NavsatPositionSensing",
    "NavsatPositionSensingHorizontal",
    "NavsatPositionSensingVertical",
    "NavsatVelocitySensing",
    "NavsatVelocitySensingHorizontal",
    "NavsatVelocitySensingVertical",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_10",
    {
        "Noise": "noise",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class NavsatPositionSensingHorizontal(sdf.Element):
    """Noise model for the horizontal position, in metres.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "horizontal"
    SPEC_FILE: ClassVar[str] = "spec/1.10/navsat.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class NavsatPositionSensingVertical(sdf.Element):
    """Noise model for the altitude, in metres.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "vertical"
    SPEC_FILE: ClassVar[str] = "spec/1.10/navsat.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class NavsatPositionSensing(sdf.Element):
    """Noise settings for the reported position fix.

    Attributes:
        horizontal: Noise model for the horizontal position, in metres.
        vertical: Noise model for the altitude, in metres.
    """

    TAG: ClassVar[str] = "position_sensing"
    SPEC_FILE: ClassVar[str] = "spec/1.10/navsat.sdf"

    horizontal: NavsatPositionSensingHorizontal | None = sdf.child(
        "horizontal", lambda: NavsatPositionSensingHorizontal
    )
    """Noise model for the horizontal position, in metres."""

    vertical: NavsatPositionSensingVertical | None = sdf.child(
        "vertical", lambda: NavsatPositionSensingVertical
    )
    """Noise model for the altitude, in metres."""


@attrs.define(kw_only=True, eq=False, repr=False)
class NavsatVelocitySensingHorizontal(sdf.Element):
    """Noise model for the horizontal velocity, in metres per second.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "horizontal"
    SPEC_FILE: ClassVar[str] = "spec/1.10/navsat.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class NavsatVelocitySensingVertical(sdf.Element):
    """Noise model for the vertical velocity, in metres per second.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "vertical"
    SPEC_FILE: ClassVar[str] = "spec/1.10/navsat.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class NavsatVelocitySensing(sdf.Element):
    """Noise settings for the reported velocity.

    Attributes:
        horizontal: Noise model for the horizontal velocity, in metres per second.
        vertical: Noise model for the vertical velocity, in metres per second.
    """

    TAG: ClassVar[str] = "velocity_sensing"
    SPEC_FILE: ClassVar[str] = "spec/1.10/navsat.sdf"

    horizontal: NavsatVelocitySensingHorizontal | None = sdf.child(
        "horizontal", lambda: NavsatVelocitySensingHorizontal
    )
    """Noise model for the horizontal velocity, in metres per second."""

    vertical: NavsatVelocitySensingVertical | None = sdf.child(
        "vertical", lambda: NavsatVelocitySensingVertical
    )
    """Noise model for the vertical velocity, in metres per second."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Navsat(sdf.Element):
    """Parameters of a satellite navigation (GNSS) receiver that reports latitude, longitude,
    altitude and velocity in the world's spherical coordinates.

    Attributes:
        position_sensing: Noise settings for the reported position fix.
        velocity_sensing: Noise settings for the reported velocity.
    """

    TAG: ClassVar[str] = "navsat"
    SPEC_FILE: ClassVar[str] = "spec/1.10/navsat.sdf"

    position_sensing: NavsatPositionSensing | None = sdf.child(
        "position_sensing", lambda: NavsatPositionSensing
    )
    """Noise settings for the reported position fix."""

    velocity_sensing: NavsatVelocitySensing | None = sdf.child(
        "velocity_sensing", lambda: NavsatVelocitySensing
    )
    """Noise settings for the reported velocity."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _navsat_position_sensing_horizontal_set_xml_extras,
    _navsat_position_sensing_horizontal_set_xml_origin,
    _navsat_position_sensing_horizontal_set_noise,
) = sdf.setters(NavsatPositionSensingHorizontal, "xml_extras", "xml_origin", "noise")


@sdf.fills(NavsatPositionSensingHorizontal)
def _fill_navsat_position_sensing_horizontal(
    obj: NavsatPositionSensingHorizontal,
    node: etree._Element,
    ctx: sdf.ReadContext,
    parent_path: str,
) -> bool:
    """Read the fields of a lazy ``NavsatPositionSensingHorizontal`` from its element."""
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
    _navsat_position_sensing_horizontal_set_xml_extras(obj, extras)
    _navsat_position_sensing_horizontal_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _navsat_position_sensing_horizontal_set_noise(obj, noise)
    return True


(
    _navsat_position_sensing_vertical_set_xml_extras,
    _navsat_position_sensing_vertical_set_xml_origin,
    _navsat_position_sensing_vertical_set_noise,
) = sdf.setters(NavsatPositionSensingVertical, "xml_extras", "xml_origin", "noise")


@sdf.fills(NavsatPositionSensingVertical)
def _fill_navsat_position_sensing_vertical(
    obj: NavsatPositionSensingVertical, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``NavsatPositionSensingVertical`` from its element."""
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
    _navsat_position_sensing_vertical_set_xml_extras(obj, extras)
    _navsat_position_sensing_vertical_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _navsat_position_sensing_vertical_set_noise(obj, noise)
    return True


(
    _navsat_position_sensing_set_xml_extras,
    _navsat_position_sensing_set_xml_origin,
    _navsat_position_sensing_set_horizontal,
    _navsat_position_sensing_set_vertical,
) = sdf.setters(NavsatPositionSensing, "xml_extras", "xml_origin", "horizontal", "vertical")


@sdf.fills(NavsatPositionSensing)
def _fill_navsat_position_sensing(
    obj: NavsatPositionSensing, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``NavsatPositionSensing`` from its element."""
    path = f"{parent_path}/position_sensing"
    found: list[str] = []
    horizontal: NavsatPositionSensingHorizontal | None = None
    vertical: NavsatPositionSensingVertical | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "horizontal":
            horizontal = sdf.unfilled(NavsatPositionSensingHorizontal, item, ctx, path)
            order.append("horizontal")
        elif tag == "vertical":
            vertical = sdf.unfilled(NavsatPositionSensingVertical, item, ctx, path)
            order.append("vertical")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _navsat_position_sensing_set_xml_extras(obj, extras)
    _navsat_position_sensing_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _navsat_position_sensing_set_horizontal(obj, horizontal)
    _navsat_position_sensing_set_vertical(obj, vertical)
    return True


(
    _navsat_velocity_sensing_horizontal_set_xml_extras,
    _navsat_velocity_sensing_horizontal_set_xml_origin,
    _navsat_velocity_sensing_horizontal_set_noise,
) = sdf.setters(NavsatVelocitySensingHorizontal, "xml_extras", "xml_origin", "noise")


@sdf.fills(NavsatVelocitySensingHorizontal)
def _fill_navsat_velocity_sensing_horizontal(
    obj: NavsatVelocitySensingHorizontal,
    node: etree._Element,
    ctx: sdf.ReadContext,
    parent_path: str,
) -> bool:
    """Read the fields of a lazy ``NavsatVelocitySensingHorizontal`` from its element."""
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
    _navsat_velocity_sensing_horizontal_set_xml_extras(obj, extras)
    _navsat_velocity_sensing_horizontal_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _navsat_velocity_sensing_horizontal_set_noise(obj, noise)
    return True


(
    _navsat_velocity_sensing_vertical_set_xml_extras,
    _navsat_velocity_sensing_vertical_set_xml_origin,
    _navsat_velocity_sensing_vertical_set_noise,
) = sdf.setters(NavsatVelocitySensingVertical, "xml_extras", "xml_origin", "noise")


@sdf.fills(NavsatVelocitySensingVertical)
def _fill_navsat_velocity_sensing_vertical(
    obj: NavsatVelocitySensingVertical, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``NavsatVelocitySensingVertical`` from its element."""
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
    _navsat_velocity_sensing_vertical_set_xml_extras(obj, extras)
    _navsat_velocity_sensing_vertical_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _navsat_velocity_sensing_vertical_set_noise(obj, noise)
    return True


(
    _navsat_velocity_sensing_set_xml_extras,
    _navsat_velocity_sensing_set_xml_origin,
    _navsat_velocity_sensing_set_horizontal,
    _navsat_velocity_sensing_set_vertical,
) = sdf.setters(NavsatVelocitySensing, "xml_extras", "xml_origin", "horizontal", "vertical")


@sdf.fills(NavsatVelocitySensing)
def _fill_navsat_velocity_sensing(
    obj: NavsatVelocitySensing, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``NavsatVelocitySensing`` from its element."""
    path = f"{parent_path}/velocity_sensing"
    found: list[str] = []
    horizontal: NavsatVelocitySensingHorizontal | None = None
    vertical: NavsatVelocitySensingVertical | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "horizontal":
            horizontal = sdf.unfilled(NavsatVelocitySensingHorizontal, item, ctx, path)
            order.append("horizontal")
        elif tag == "vertical":
            vertical = sdf.unfilled(NavsatVelocitySensingVertical, item, ctx, path)
            order.append("vertical")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _navsat_velocity_sensing_set_xml_extras(obj, extras)
    _navsat_velocity_sensing_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _navsat_velocity_sensing_set_horizontal(obj, horizontal)
    _navsat_velocity_sensing_set_vertical(obj, vertical)
    return True


(
    _navsat_set_xml_extras,
    _navsat_set_xml_origin,
    _navsat_set_position_sensing,
    _navsat_set_velocity_sensing,
) = sdf.setters(Navsat, "xml_extras", "xml_origin", "position_sensing", "velocity_sensing")


@sdf.fills(Navsat)
def _fill_navsat(obj: Navsat, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Navsat`` from its element."""
    path = f"{parent_path}/navsat"
    found: list[str] = []
    position_sensing: NavsatPositionSensing | None = None
    velocity_sensing: NavsatVelocitySensing | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "position_sensing":
            position_sensing = sdf.unfilled(NavsatPositionSensing, item, ctx, path)
            order.append("position_sensing")
        elif tag == "velocity_sensing":
            velocity_sensing = sdf.unfilled(NavsatVelocitySensing, item, ctx, path)
            order.append("velocity_sensing")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _navsat_set_xml_extras(obj, extras)
    _navsat_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _navsat_set_position_sensing(obj, position_sensing)
    _navsat_set_velocity_sensing(obj, velocity_sensing)
    return True
