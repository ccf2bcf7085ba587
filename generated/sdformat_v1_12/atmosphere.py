"""SDFormat 1.12 element classes of ``spec/1.12/atmosphere.sdf``.

Generated from spec/1.12/atmosphere.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Atmosphere",
]


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.12/atmosphere.sdf"

    type: str = sdf.attribute("type", "string", "adiabatic", required=True)
    """Atmosphere model to use. Only adiabatic is supported."""

    temperature: float = sdf.value("temperature", "double", "288.15")
    """Air temperature at sea level, in kelvin. Default: ``288.15``."""

    pressure: float = sdf.value("pressure", "double", "101325")
    """Air pressure at sea level, in pascals. Default: ``101325``."""

    temperature_gradient: float = sdf.value("temperature_gradient", "double", "-0.0065")
    """Change of temperature with altitude near sea level, in K/m; negative values mean it gets
    colder higher up. Default: ``-0.0065``."""
