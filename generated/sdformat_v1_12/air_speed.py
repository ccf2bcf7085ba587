"""SDFormat 1.12 element classes of ``spec/1.12/air_speed.sdf``.

Generated from spec/1.12/air_speed.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_12.noise import Noise

__all__ = [
    "AirSpeed",
    "AirSpeedPressure",
]


@attrs.define(kw_only=True, eq=False)
class AirSpeedPressure(sdf.Element):
    """Noise model for the reported differential pressure, in pascals.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "pressure"
    SPEC_FILE: ClassVar[str] = "spec/1.12/air_speed.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class AirSpeed(sdf.Element):
    """Parameters of an airspeed sensor that measures the differential (pitot) pressure caused
    by motion through the air.

    Attributes:
        pressure: Noise model for the reported differential pressure, in pascals.
    """

    TAG: ClassVar[str] = "air_speed"
    SPEC_FILE: ClassVar[str] = "spec/1.12/air_speed.sdf"

    pressure: AirSpeedPressure | None = sdf.child("pressure", lambda: AirSpeedPressure)
    """Noise model for the reported differential pressure, in pascals."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them. It returns False, having stored nothing,
# when it meets a child the fast path would have refused; the generic reader
# then reads the object.


@sdf.fills(AirSpeedPressure)
def _fill_air_speed_pressure(
    obj: AirSpeedPressure, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``AirSpeedPressure`` from its ``<pressure>``."""
    path = f"{parent_path}/pressure"
    found: list[str] = []
    noise: Noise | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "noise":
            noise = sdf.unfilled(Noise, item, ctx, path)
            order.append("noise")
        else:  # not a fast-path document
            return False
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "noise", noise)
    return True


@sdf.fills(AirSpeed)
def _fill_air_speed(
    obj: AirSpeed, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``AirSpeed`` from its ``<air_speed>``."""
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "pressure", pressure)
    return True
