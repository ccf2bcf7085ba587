"""SDFormat 1.10 element classes of ``spec/1.10/atmosphere.sdf``.

Generated from spec/1.10/atmosphere.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Atmosphere",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Atmosphere(sdf.Element):
    """Model of the atmosphere that gives temperature and pressure as a function of altitude.

    Attributes:
        type: Atmosphere model to use. Only adiabatic is supported.
        temperature: Air temperature at sea level, in kelvin. Default: ``288.15``.
        pressure: Air pressure at sea level, in pascals. Default: ``101325``.
        temperature_gradient: Change of temperature with altitude near sea level, in K/m;
            negative values mean it gets colder higher up. Default: ``-0.0065``.
    """

    TAG: ClassVar[str] = "atmosphere"
    SPEC_FILE: ClassVar[str] = "spec/1.10/atmosphere.sdf"

    type: str = sdf.attribute("type", "string", "adiabatic", required=True)
    """Atmosphere model to use. Only adiabatic is supported."""

    temperature: float = sdf.value("temperature", "double", "288.15")
    """Air temperature at sea level, in kelvin. Default: ``288.15``."""

    pressure: float = sdf.value("pressure", "double", "101325")
    """Air pressure at sea level, in pascals. Default: ``101325``."""

    temperature_gradient: float = sdf.value("temperature_gradient", "double", "-0.0065")
    """Change of temperature with altitude near sea level, in K/m; negative values mean it gets
    colder higher up. Default: ``-0.0065``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


(
    _atmosphere_set_xml_extras,
    _atmosphere_set_xml_origin,
    _atmosphere_set_type,
    _atmosphere_set_temperature,
    _atmosphere_set_pressure,
    _atmosphere_set_temperature_gradient,
) = sdf.setters(
    Atmosphere,
    "xml_extras",
    "xml_origin",
    "type",
    "temperature",
    "pressure",
    "temperature_gradient",
)


@sdf.fills(Atmosphere)
def _fill_atmosphere(
    obj: Atmosphere, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Atmosphere`` from its element."""
    path = f"{parent_path}/atmosphere"
    found: list[str] = []
    type_: object = "adiabatic"
    text = node.get("type")
    if text is not None:
        type_ = text
        found.append("type")
    temperature: object = 288.15
    pressure: object = 101325.0
    temperature_gradient: object = -0.0065
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "temperature":
            temperature = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("temperature")
        elif tag == "pressure":
            pressure = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("pressure")
        elif tag == "temperature_gradient":
            temperature_gradient = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("temperature_gradient")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _atmosphere_set_xml_extras(obj, extras)
    _atmosphere_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _atmosphere_set_type(obj, type_)
    _atmosphere_set_temperature(obj, temperature)
    _atmosphere_set_pressure(obj, pressure)
    _atmosphere_set_temperature_gradient(obj, temperature_gradient)
    return True
