"""SDFormat 1.7 element classes of ``spec/1.7/sonar.sdf``.

Generated from spec/1.7/sonar.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Sonar",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Sonar(sdf.Element):
    """Parameters of a sonar range sensor that reports the distance to the nearest object
    inside its detection volume.

    Attributes:
        geometry: Shape of the detection volume: cone or sphere. Default: ``cone``.
        min: Shortest distance the sonar can measure, in metres. Default: ``0``.
        max: Longest distance the sonar can measure, in metres. Default: ``1.0``.
        radius: Radius, in metres, of the cone's base at the max distance. Used only when
            geometry is cone. Default: ``0.5``.
    """

    TAG: ClassVar[str] = "sonar"
    SPEC_FILE: ClassVar[str] = "spec/1.7/sonar.sdf"

    geometry: str = sdf.value("geometry", "string", "cone")
    """Shape of the detection volume: cone or sphere. Default: ``cone``."""

    min: float = sdf.value("min", "double", "0", cardinality="1")
    """Shortest distance the sonar can measure, in metres. Default: ``0``."""

    max: float = sdf.value("max", "double", "1.0", cardinality="1")
    """Longest distance the sonar can measure, in metres. Default: ``1.0``."""

    radius: float = sdf.value("radius", "double", "0.5")
    """Radius, in metres, of the cone's base at the max distance. Used only when geometry is
    cone. Default: ``0.5``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


(
    _sonar_set_xml_extras,
    _sonar_set_xml_origin,
    _sonar_set_geometry,
    _sonar_set_min,
    _sonar_set_max,
    _sonar_set_radius,
) = sdf.setters(Sonar, "xml_extras", "xml_origin", "geometry", "min", "max", "radius")


@sdf.fills(Sonar)
def _fill_sonar(obj: Sonar, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Sonar`` from its element."""
    path = f"{parent_path}/sonar"
    found: list[str] = []
    geometry: object = "cone"
    min_: object = 0.0
    max_: object = 1.0
    radius: object = 0.5
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "geometry":
            geometry = item.text or ""
            order.append("geometry")
        elif tag == "min":
            min_ = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("min")
        elif tag == "max":
            max_ = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("max")
        elif tag == "radius":
            radius = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("radius")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _sonar_set_xml_extras(obj, extras)
    _sonar_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _sonar_set_geometry(obj, geometry)
    _sonar_set_min(obj, min_)
    _sonar_set_max(obj, max_)
    _sonar_set_radius(obj, radius)
    return True
