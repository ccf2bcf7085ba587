"""SDFormat 1.12 element classes of ``spec/1.12/plugin.sdf``.

Generated from spec/1.12/plugin.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Plugin",
]


@attrs.define(kw_only=True, eq=False)
class Plugin(sdf.Element):
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration.

    Attributes:
        name: Name of the plugin instance, unique among the plugins of the same parent. May be
            empty.
        filename: Shared library to load, given as a path or a library name; names without a
            path are searched for in the plugin search paths.
        content: The element's XML content, kept verbatim.
    """

    TAG: ClassVar[str] = "plugin"
    SPEC_FILE: ClassVar[str] = "spec/1.12/plugin.sdf"

    name: str = sdf.attribute("name", "string", "")
    """Name of the plugin instance, unique among the plugins of the same parent. May be empty."""

    filename: str = sdf.attribute("filename", "string", "__default__", required=True)
    """Shared library to load, given as a path or a library name; names without a path are
    searched for in the plugin search paths."""

    content: list[etree._Element] = sdf.content()
    """The element's XML content, kept verbatim."""
