"""SDFormat 1.10 element classes of ``spec/1.10/altimeter.sdf``.

Generated from spec/1.10/altimeter.sdf by make generate. Do not edit: change the
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
    "Altimeter",
    "AltimeterVerticalPosition",
    "AltimeterVerticalVelocity",
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
class AltimeterVerticalPosition(sdf.Element):
    """Noise model for the reported vertical position, in metres.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "vertical_position"
    SPEC_FILE: ClassVar[str] = "spec/1.10/altimeter.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class AltimeterVerticalVelocity(sdf.Element):
    """Noise model for the reported vertical velocity, in metres per second.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "vertical_velocity"
    SPEC_FILE: ClassVar[str] = "spec/1.10/altimeter.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Altimeter(sdf.Element):
    """Parameters of an altimeter that reports height and vertical speed relative to its
    starting height.

    Attributes:
        vertical_position: Noise model for the reported vertical position, in metres.
        vertical_velocity: Noise model for the reported vertical velocity, in metres per second.
    """

    TAG: ClassVar[str] = "altimeter"
    SPEC_FILE: ClassVar[str] = "spec/1.10/altimeter.sdf"

    vertical_position: AltimeterVerticalPosition | None = sdf.child(
        "vertical_position", lambda: AltimeterVerticalPosition
    )
    """Noise model for the reported vertical position, in metres."""

    vertical_velocity: AltimeterVerticalVelocity | None = sdf.child(
        "vertical_velocity", lambda: AltimeterVerticalVelocity
    )
    """Noise model for the reported vertical velocity, in metres per second."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _altimeter_vertical_position_set_xml_extras,
    _altimeter_vertical_position_set_xml_origin,
    _altimeter_vertical_position_set_noise,
) = sdf.setters(AltimeterVerticalPosition, "xml_extras", "xml_origin", "noise")


@sdf.fills(AltimeterVerticalPosition)
def _fill_altimeter_vertical_position(
    obj: AltimeterVerticalPosition, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``AltimeterVerticalPosition`` from its element."""
    path = f"{parent_path}/vertical_position"
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
    _altimeter_vertical_position_set_xml_extras(obj, extras)
    _altimeter_vertical_position_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _altimeter_vertical_position_set_noise(obj, noise)
    return True


(
    _altimeter_vertical_velocity_set_xml_extras,
    _altimeter_vertical_velocity_set_xml_origin,
    _altimeter_vertical_velocity_set_noise,
) = sdf.setters(AltimeterVerticalVelocity, "xml_extras", "xml_origin", "noise")


@sdf.fills(AltimeterVerticalVelocity)
def _fill_altimeter_vertical_velocity(
    obj: AltimeterVerticalVelocity, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``AltimeterVerticalVelocity`` from its element."""
    path = f"{parent_path}/vertical_velocity"
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
    _altimeter_vertical_velocity_set_xml_extras(obj, extras)
    _altimeter_vertical_velocity_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _altimeter_vertical_velocity_set_noise(obj, noise)
    return True


(
    _altimeter_set_xml_extras,
    _altimeter_set_xml_origin,
    _altimeter_set_vertical_position,
    _altimeter_set_vertical_velocity,
) = sdf.setters(Altimeter, "xml_extras", "xml_origin", "vertical_position", "vertical_velocity")


@sdf.fills(Altimeter)
def _fill_altimeter(
    obj: Altimeter, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Altimeter`` from its element."""
    path = f"{parent_path}/altimeter"
    found: list[str] = []
    vertical_position: AltimeterVerticalPosition | None = None
    vertical_velocity: AltimeterVerticalVelocity | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "vertical_position":
            vertical_position = sdf.unfilled(AltimeterVerticalPosition, item, ctx, path)
            order.append("vertical_position")
        elif tag == "vertical_velocity":
            vertical_velocity = sdf.unfilled(AltimeterVerticalVelocity, item, ctx, path)
            order.append("vertical_velocity")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _altimeter_set_xml_extras(obj, extras)
    _altimeter_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _altimeter_set_vertical_position(obj, vertical_position)
    _altimeter_set_vertical_velocity(obj, vertical_velocity)
    return True
