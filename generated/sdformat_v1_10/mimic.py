"""SDFormat 1.10 element classes of ``spec/1.10/mimic.sdf``.

Generated from spec/1.10/mimic.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Mimic",
]


@attrs.define(kw_only=True, eq=False)
class Mimic(sdf.Element):
    """Makes this axis follow an axis of another (leader) joint through the linear constraint
    follower = multiplier * (leader - reference) + offset, with positions in radians or
    metres.

    Attributes:
        joint: Name of the leader joint whose axis this axis follows.
        axis: Which axis of the leader joint is followed: `axis` or `axis2`.
        multiplier: Gain applied to the leader position after reference is subtracted; a
            negative value makes the follower move in the opposite direction. Default: ``1.0``.
        offset: Value added to the follower position after scaling, in radians or metres.
            Default: ``0``.
        reference: Leader position that is subtracted before scaling, in radians or metres; when
            the leader is here, the follower is at offset. Default: ``0``.
    """

    TAG: ClassVar[str] = "mimic"
    SPEC_FILE: ClassVar[str] = "spec/1.10/mimic.sdf"

    joint: str = sdf.attribute("joint", "string", "", required=True)
    """Name of the leader joint whose axis this axis follows."""

    axis: str = sdf.attribute("axis", "string", "axis")
    """Which axis of the leader joint is followed: `axis` or `axis2`."""

    multiplier: float = sdf.value("multiplier", "double", "1.0", cardinality="1")
    """Gain applied to the leader position after reference is subtracted; a negative value
    makes the follower move in the opposite direction. Default: ``1.0``."""

    offset: float = sdf.value("offset", "double", "0", cardinality="1")
    """Value added to the follower position after scaling, in radians or metres. Default:
    ``0``."""

    reference: float = sdf.value("reference", "double", "0", cardinality="1")
    """Leader position that is subtracted before scaling, in radians or metres; when the leader
    is here, the follower is at offset. Default: ``0``."""
