"""SDFormat 1.9 element classes of ``spec/1.9/plugin.sdf``.

Generated from spec/1.9/plugin.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

import copy
from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Plugin",
]


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.9/plugin.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the plugin instance, unique among the plugins of the same parent. May be empty."""

    filename: str = sdf.attribute("filename", "string", "__default__", required=True)
    """Shared library to load, given as a path or a library name; names without a path are
    searched for in the plugin search paths."""

    content: list[etree._Element] = sdf.content()
    """The element's XML content, kept verbatim."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _plugin_set_xml_extras,
    _plugin_set_xml_origin,
    _plugin_set_name,
    _plugin_set_filename,
    _plugin_set_content,
) = sdf.setters(Plugin, "xml_extras", "xml_origin", "name", "filename", "content")


@sdf.fills(Plugin)
def _fill_plugin(obj: Plugin, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Plugin`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/plugin"
    else:
        path = f'{parent_path}/plugin[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    filename: object = "__default__"
    text = node.get("filename")
    if text is not None:
        filename = text
        found.append("filename")
    extras = sdf.XmlExtras(text=node.text, present=ctx.shared_present(frozenset(found)))
    content = [copy.deepcopy(c) for c in node]
    _plugin_set_xml_extras(obj, extras)
    _plugin_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _plugin_set_name(obj, name)
    _plugin_set_filename(obj, filename)
    _plugin_set_content(obj, content)
    return True
