"""Content no version describes whose name holds ``::``: left out when a document reaches 1.8.

In 1.7 ``<api name="driver::Imu"/>`` inside a sensor is an unknown element
like any other, kept as it is. From 1.8 on libsdformat refuses a document in
which any name outside a plugin or a prefixed element holds ``::``, unknown
elements included (``entities.scoped_names``), so a 1.7 file migrated and
written as it was would be refused. The ``<leave_out_scoped_names/>`` rule of
the 1.7 -> 1.8 step leaves such elements out and reports each. Entities
named so are ``<rename_scoped_names/>``'s (renamed) or ``<unflatten/>``'s.
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.errors import ErrorCode
from sdformat_semantics.entities.scoped_names import (
    may_hold_scoped_names,
    outermost_unknown,
    scoped_names,
)
from sdformat_semantics.migration.rewrite_log import RewriteLog
from sdformat_semantics.versions import version_package

RESERVED_FROM = "1.8"
"""The version reserving ``::`` (the rule is in its step): its classes tell what is described."""


def leave_out_scoped_names(root: etree._Element, log: RewriteLog) -> None:
    """Leave out every element no version describes whose name holds ``::``, and report it.

    ``root``: the ``<sdf>`` element, as the 1.7 -> 1.8 step leaves it.
    """
    if log.names_unscoped or not may_hold_scoped_names(root):
        return  # the common case: told by the bytes, else one search in C
    described_as = version_package(RESERVED_FROM).Sdf
    for element in outermost_unknown(scoped_names(root, described_as)):
        message = (
            f"'{element.get('name')}': '::' is reserved in names from SDFormat 1.8 on, and "
            f"libsdformat refuses it even in <{element.tag}>, which no version describes: "
            f"left out while migrating to {RESERVED_FROM}"
        )
        log.warning(ErrorCode.RESERVED_NAME, message, element)
        log.count("an unknown element named with '::' left out")
        element.getparent().remove(element)  # type: ignore[union-attr]  # not a root
