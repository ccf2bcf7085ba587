"""SDFormat 1.12 element classes of ``spec/1.12/sonar.sdf``.

Generated from spec/1.12/sonar.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Sonar",
]


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.12/sonar.sdf"

    geometry: str = sdf.value("geometry", "string", "cone")
    """Shape of the detection volume: cone or sphere. Default: ``cone``."""

    min: float = sdf.value("min", "double", "0", cardinality="1")
    """Shortest distance the sonar can measure, in metres. Default: ``0``."""

    max: float = sdf.value("max", "double", "1.0", cardinality="1")
    """Longest distance the sonar can measure, in metres. Default: ``1.0``."""

    radius: float = sdf.value("radius", "double", "0.5")
    """Radius, in metres, of the cone's base at the max distance. Used only when geometry is
    cone. Default: ``0.5``."""
