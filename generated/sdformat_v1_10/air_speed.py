"""SDFormat 1.10 element classes of ``spec/1.10/air_speed.sdf``.

Generated from spec/1.10/air_speed.sdf by make generate. Do not edit: change the
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
    "AirSpeed",
    "AirSpeedPressure",
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
class AirSpeedPressure(sdf.Element):
    """Noise model for the reported differential pressure, in pascals.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "pressure"
    SPEC_FILE: ClassVar[str] = "spec/1.10/air_speed.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class AirSpeed(sdf.Element):
    """Parameters of an airspeed sensor that measures the differential (pitot) pressure caused
    by motion through the air.

    Attributes:
        pressure: Noise model for the reported differential pressure, in pascals.
    """

    TAG: ClassVar[str] = "air_speed"
    SPEC_FILE: ClassVar[str] = "spec/1.10/air_speed.sdf"

    pressure: AirSpeedPressure | None = sdf.child("pressure", lambda: AirSpeedPressure)
    """Noise model for the reported differential pressure, in pascals."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _air_speed_pressure_set_xml_extras,
    _air_speed_pressure_set_xml_origin,
    _air_speed_pressure_set_noise,
) = sdf.setters(AirSpeedPressure, "xml_extras", "xml_origin", "noise")


@sdf.fills(AirSpeedPressure)
def _fill_air_speed_pressure(
    obj: AirSpeedPressure, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``AirSpeedPressure`` from its element."""
    path = f"{parent_path}/pressure"
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
    _air_speed_pressure_set_xml_extras(obj, extras)
    _air_speed_pressure_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _air_speed_pressure_set_noise(obj, noise)
    return True


(
    _air_speed_set_xml_extras,
    _air_speed_set_xml_origin,
    _air_speed_set_pressure,
) = sdf.setters(AirSpeed, "xml_extras", "xml_origin", "pressure")


@sdf.fills(AirSpeed)
def _fill_air_speed(
    obj: AirSpeed, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``AirSpeed`` from its element."""
    path = f"{parent_path}/air_speed"
    found: list[str] = []
    pressure: AirSpeedPressure | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "pressure":
            pressure = sdf.unfilled(AirSpeedPressure, item, ctx, path)
            order.append("pressure")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _air_speed_set_xml_extras(obj, extras)
    _air_speed_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _air_speed_set_pressure(obj, pressure)
    return True
