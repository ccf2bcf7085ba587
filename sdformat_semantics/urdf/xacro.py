"""Telling a xacro file from URDF, the way xacro itself tells its own content.

xacro reads documents without namespaces: an element or attribute is its own
when its name starts with the ``xacro:`` prefix, whatever URI (if any) the
prefix is declared with (``http://www.ros.org/wiki/xacro``,
``http://ros.org/wiki/xacro``, ``http://wiki.ros.org/xacro``... are all in
use). It also evaluates ``${...}`` expressions and ``$(...)`` substitution
arguments in every attribute value and text. A file holding any of these is
not URDF until xacro has expanded it; read as URDF, its macros, properties
and includes would be dropped without a word.

A ``xmlns:xacro`` declaration alone does not make a xacro file: expanded
URDFs often keep it (TurtleBot3's, PR2's).
"""

from __future__ import annotations

import re

import attrs
from lxml import etree

XACRO_PREFIX = "xacro"
"""The prefix xacro recognises its elements and attributes by."""

XACRO_NAMESPACES = frozenset(
    {"http://www.ros.org/wiki/xacro", "http://ros.org/wiki/xacro", "http://wiki.ros.org/xacro"}
)
"""Namespace URIs xacro files declare: content in them is xacro's under any prefix."""

_EXPRESSION = re.compile(r"\$\{[^}]*\}|\$\((?:arg|find|env|optenv|eval|dirname|cwd)\b[^)]*\)")
"""A ``${...}`` expression or a ``$(arg ...)``-style substitution, as xacro evaluates them."""


@attrs.frozen
class XacroMark:
    """The first sign that a document is xacro: where, and what (for the message)."""

    element: etree._Element
    what: str
    suffix: str = ""


def find_xacro(root: etree._Element) -> XacroMark | None:
    """The first xacro element, attribute or expression in document order, or None."""
    namespaces = _xacro_namespaces(root)
    for element in root.iter():
        if not isinstance(element.tag, str):  # comments and processing instructions
            continue
        qualified = etree.QName(element)
        if qualified.namespace in namespaces:
            shown = (
                f"{element.prefix}:{qualified.localname}" if element.prefix else qualified.localname
            )
            return XacroMark(element, f"the xacro element <{shown}>")
        for raw_key, raw_value in element.attrib.items():
            key, value = str(raw_key), str(raw_value)
            attribute = etree.QName(key)
            if attribute.namespace in namespaces:
                prefixes = {uri: prefix for prefix, uri in element.nsmap.items()}
                shown = f"{prefixes.get(attribute.namespace)}:{attribute.localname}"
                return XacroMark(element, f"the xacro attribute '{shown}'", f"/@{shown}")
            found = _EXPRESSION.search(value)
            if found is not None:
                what = f"the xacro expression '{found.group()}' in attribute '{key}'"
                return XacroMark(element, what, f"/@{key}")
        for text in (element.text, element.tail):
            found = _EXPRESSION.search(text or "")
            if found is not None:
                return XacroMark(element, f"the xacro expression '{found.group()}' in the text")
    return None


def _xacro_namespaces(root: etree._Element) -> set[str]:
    """The known xacro URIs, and any URI the ``xacro`` prefix is bound to in the document."""
    namespaces = set(XACRO_NAMESPACES)
    for element in root.iter():
        if isinstance(element.tag, str):
            bound = element.nsmap.get(XACRO_PREFIX)
            if bound is not None:
                namespaces.add(bound)
    return namespaces
