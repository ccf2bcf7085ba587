"""SDFormat 1.9 element classes of ``spec/1.9/air_pressure.sdf``.

Generated from spec/1.9/air_pressure.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_9.noise import Noise

__all__ = [
    "AirPressure",
    "AirPressurePressure",
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
class AirPressurePressure(sdf.Element):
    """Noise model for the reported pressure, in pascals.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "pressure"
    SPEC_FILE: ClassVar[str] = "spec/1.9/air_pressure.sdf"

    noise: Noise | None = sdf.child("noise", lambda: _imports.Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False, repr=False)
class AirPressure(sdf.Element):
    """Parameters of a barometric sensor that reports atmospheric pressure, in pascals, at its
    current altitude.

    Attributes:
        reference_altitude: Altitude, in metres, added to the sensor's simulated height before
            the pressure is computed, e.g. to emulate flying over high ground without modelling
            the terrain. Default: ``0.0``.
        pressure: Noise model for the reported pressure, in pascals.
    """

    TAG: ClassVar[str] = "air_pressure"
    SPEC_FILE: ClassVar[str] = "spec/1.9/air_pressure.sdf"

    reference_altitude: float = sdf.value("reference_altitude", "double", "0.0")
    """Altitude, in metres, added to the sensor's simulated height before the pressure is
    computed, e.g. to emulate flying over high ground without modelling the terrain.
    Default: ``0.0``."""

    pressure: AirPressurePressure | None = sdf.child("pressure", lambda: AirPressurePressure)
    """Noise model for the reported pressure, in pascals."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


(
    _air_pressure_pressure_set_xml_extras,
    _air_pressure_pressure_set_xml_origin,
    _air_pressure_pressure_set_noise,
) = sdf.setters(AirPressurePressure, "xml_extras", "xml_origin", "noise")


@sdf.fills(AirPressurePressure)
def _fill_air_pressure_pressure(
    obj: AirPressurePressure, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``AirPressurePressure`` from its element."""
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
    _air_pressure_pressure_set_xml_extras(obj, extras)
    _air_pressure_pressure_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _air_pressure_pressure_set_noise(obj, noise)
    return True


(
    _air_pressure_set_xml_extras,
    _air_pressure_set_xml_origin,
    _air_pressure_set_reference_altitude,
    _air_pressure_set_pressure,
) = sdf.setters(AirPressure, "xml_extras", "xml_origin", "reference_altitude", "pressure")


@sdf.fills(AirPressure)
def _fill_air_pressure(
    obj: AirPressure, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``AirPressure`` from its element."""
    path = f"{parent_path}/air_pressure"
    found: list[str] = []
    reference_altitude: object = 0.0
    pressure: AirPressurePressure | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "reference_altitude":
            reference_altitude = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("reference_altitude")
        elif tag == "pressure":
            pressure = sdf.unfilled(AirPressurePressure, item, ctx, path)
            order.append("pressure")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _air_pressure_set_xml_extras(obj, extras)
    _air_pressure_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _air_pressure_set_reference_altitude(obj, reference_altitude)
    _air_pressure_set_pressure(obj, pressure)
    return True
