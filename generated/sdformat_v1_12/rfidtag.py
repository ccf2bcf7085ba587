"""SDFormat 1.12 element classes of ``spec/1.12/rfidtag.sdf``.

Generated from spec/1.12/rfidtag.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Rfid",
]


@attrs.define(kw_only=True, eq=False)
class Rfid(sdf.Element):
    """Marks the sensor as an RFID reader that detects RFID tags within range. It has no
    parameters."""

    TAG: ClassVar[str] = "rfid"
    SPEC_FILE: ClassVar[str] = "spec/1.12/rfidtag.sdf"
