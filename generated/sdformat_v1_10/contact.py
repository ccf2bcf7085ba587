"""SDFormat 1.10 element classes of ``spec/1.10/contact.sdf``.

Generated from spec/1.10/contact.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Contact",
]


@attrs.define(kw_only=True, eq=False)
class Contact(sdf.Element):
    """Settings of a contact sensor, which reports the contacts of one collision of its parent
    link.

    Attributes:
        collision: Name of the collision, in the sensor's parent link, whose contacts are
            reported. Default: ``__default__``.
        topic: Topic the contact data is published on. __default_topic__ lets the simulator pick
            the name. Default: ``__default_topic__``.
    """

    TAG: ClassVar[str] = "contact"
    SPEC_FILE: ClassVar[str] = "spec/1.10/contact.sdf"

    collision: str = sdf.value("collision", "string", "__default__", cardinality="1")
    """Name of the collision, in the sensor's parent link, whose contacts are reported.
    Default: ``__default__``."""

    topic: str = sdf.value("topic", "string", "__default_topic__", cardinality="1")
    """Topic the contact data is published on. __default_topic__ lets the simulator pick the
    name. Default: ``__default_topic__``."""
