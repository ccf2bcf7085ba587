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

import importlib
import re
from typing import cast

import attrs
from lxml import etree

from sdformat_semantics.include.xacro_args import XACRO_NAMESPACES, XACRO_PREFIX

XACRO_INSTALL_HINT = "pip install 'sdformat-toolchain[xacro]'"
"""How to get the xacro implementation that loads xacro files directly."""


def xacro_available() -> bool:
    """Whether the ``xacro`` package can be imported (asking imports it: ask last)."""
    try:
        importlib.import_module("xacro")
    except ImportError:
        return False
    return True


_EXPRESSION = re.compile(r"\$\{[^}]*\}|\$\((?:arg|find|env|optenv|eval|dirname|cwd)\b[^)]*\)")
"""A ``${...}`` expression or a ``$(arg ...)``-style substitution, as xacro evaluates them."""


@attrs.frozen
class XacroMark:
    """The first sign that a document is xacro: where, and what (for the message)."""

    element: etree._Element
    what: str
    suffix: str = ""


DIRECTIVES = frozenset(
    {"macro", "property", "arg", "include", "if", "unless", "insert_block", "call", "element"}
    | {"attribute"}
)
"""xacro's own elements; any other ``xacro:`` element calls a macro by its name."""


def find_xacro(root: etree._Element) -> XacroMark | None:
    """The first xacro element, attribute or expression in document order, or None.

    A document whose only marks are calls of macros (no definition, include,
    directive, attribute or expression anywhere) is not xacro: no xacro can
    expand it, since nothing defines the macros. It is xacro output with calls
    left in, as older xacro versions wrote them; read as URDF, the calls are
    reported as not converted (``unread``).
    """
    namespaces = _xacro_namespaces(root)
    if not _may_hold_xacro(root, namespaces):  # most URDF: no element visited in Python
        return None
    first_call: XacroMark | None = None
    for element in root.iter():
        if not isinstance(element.tag, str):  # comments and processing instructions
            continue
        qualified = etree.QName(element)
        if qualified.namespace in namespaces:
            shown = (
                f"{element.prefix}:{qualified.localname}" if element.prefix else qualified.localname
            )
            mark = XacroMark(element, f"the xacro element <{shown}>")
            if qualified.localname in DIRECTIVES:
                return first_call or mark
            first_call = first_call or mark
        for raw_key, raw_value in element.attrib.items():
            key, value = str(raw_key), str(raw_value)
            attribute = etree.QName(key)
            if attribute.namespace in namespaces:
                prefixes = {uri: prefix for prefix, uri in element.nsmap.items()}
                shown = f"{prefixes.get(attribute.namespace)}:{attribute.localname}"
                return first_call or XacroMark(
                    element, f"the xacro attribute '{shown}'", f"/@{shown}"
                )
            found = _EXPRESSION.search(value)
            if found is not None:
                what = f"the xacro expression '{found.group()}' in attribute '{key}'"
                return first_call or XacroMark(element, what, f"/@{key}")
        for text in (element.text, element.tail):
            found = _EXPRESSION.search(text or "")
            if found is not None:
                what = f"the xacro expression '{found.group()}' in the text"
                return first_call or XacroMark(element, what)
    return None  # no mark, or only calls of macros nothing defines


_COMMENT = re.compile(rb"<!--.*?-->", re.DOTALL)
"""A comment in serialised XML (a ``<`` in a value or a text is written ``&lt;``)."""

_NAMESPACED_ATTRIBUTE = etree.XPath("boolean(descendant-or-self::*/@*[namespace-uri() != ''])")
"""Whether an element under an element (itself included) has an attribute in a namespace."""

_ATTRIBUTE_IN = etree.XPath("boolean(descendant-or-self::*/@*[namespace-uri() = $uri])")
"""Whether an element under an element (itself included) has an attribute in ``$uri``."""

_BOUND_TO_PREFIX = etree.XPath(f"descendant-or-self::*/namespace::{XACRO_PREFIX}")
"""The (prefix, URI) pairs in scope of every element that bind the ``xacro`` prefix."""

_KNOWN_URI_PART = b"/xacro"
"""What every one of ``XACRO_NAMESPACES`` holds (a test keeps it so)."""

_ESCAPED = frozenset("&<>\"'")
"""Characters serialisation writes as references (non-ASCII ones are too)."""


def _may_hold_xacro(root: etree._Element, namespaces: set[str]) -> bool:
    """False when nothing under ``root`` can be a xacro mark, found without a walk in Python.

    Every expression holds a ``$``, and the serialised tree declares the URI of
    every namespace its elements and attributes are in. A ``$`` outside
    comments (a comment's tail included) sends the document to the walk, which
    tells the first mark; so does an element or attribute in a xacro namespace.
    """
    text = etree.tostring(root)
    if b"$" in text and b"$" in _COMMENT.sub(b"", text):
        return True
    if namespaces == XACRO_NAMESPACES and _KNOWN_URI_PART not in text:
        return False  # the known URIs, plain ASCII, are written as they are: here, nowhere
    # A URI the text does not hold is used nowhere, unless serialisation escaped it.
    suspects = [
        uri
        for uri in namespaces
        if uri.encode() in text or not (uri.isascii() and uri.isprintable()) or _ESCAPED & set(uri)
    ]
    if not suspects:
        return False
    if next(root.iter(*(f"{{{uri}}}*" for uri in suspects)), None) is not None:
        return True
    return bool(_NAMESPACED_ATTRIBUTE(root)) and any(
        _ATTRIBUTE_IN(root, uri=uri) for uri in suspects
    )


def _xacro_namespaces(root: etree._Element) -> set[str]:
    """The known xacro URIs, and any URI the ``xacro`` prefix is bound to in the document."""
    bound = cast("list[tuple[str, str]]", _BOUND_TO_PREFIX(root))  # namespace nodes: pairs
    return set(XACRO_NAMESPACES) | {uri for _prefix, uri in bound}


DEFINITIONS = frozenset({"macro", "property", "arg", "include"})
"""xacro elements that define (or bring in definitions) and write nothing themselves."""


def defines_only(root: etree._Element) -> bool:
    """Whether a xacro document only defines macros and properties: a library, not a robot.

    ROS packages often name such files ``*.urdf.xacro`` too; expanded alone
    they make a robot without links.
    """
    namespaces = _xacro_namespaces(root)
    for child in root:
        if not isinstance(child.tag, str):
            continue
        qualified = etree.QName(child)
        if qualified.namespace not in namespaces or qualified.localname not in DEFINITIONS:
            return False
    return True
