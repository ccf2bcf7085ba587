"""The one way this project parses untrusted XML.

No entity expansion, no DTD loading, no network, no XInclude, no recovery
from broken markup, bounds on size and element depth, and line numbers kept
for every element. Failures come back as ``Error`` values with line and
column, never as exceptions.

A document with a ``<!DOCTYPE>`` is refused before libxml2 sees it: even with
entity resolution off, libxml2 expands internal entities inside attribute
values, so a "billion laughs" document would cost work before its DOCTYPE
could be refused after parsing (libxml2 stops it, but only at its own
amplification limit).

The scans of the bytes that parsing relies on are in ``byte_scans`` (the
DOCTYPE, element counts, markers) and ``depth_bound`` (the depth proof);
reading files within a size limit is ``file_reads``; the default bounds are
in ``limits``. The names the loaders import from this module stay importable
from here (``__all__``).
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.byte_scans import (
    Markers,
    declares_doctype,
    element_bound,
    may_declare_namespaces,
    scope_bound,
)
from sdformat_runtime.depth_bound import depth_upper_bound
from sdformat_runtime.errors import Error, ErrorCode
from sdformat_runtime.file_reads import read_limited
from sdformat_runtime.limits import (
    DEFAULT_MAX_BYTES,
    DEFAULT_MAX_ELEMENT_DEPTH,
    DEFAULT_MAX_ELEMENTS,
)

__all__ = [
    "DEFAULT_MAX_BYTES",
    "DEFAULT_MAX_ELEMENTS",
    "DEFAULT_MAX_ELEMENT_DEPTH",
    "LIBXML2_MAX_DEPTH",
    "XINCLUDE_NAMESPACES",
    "Markers",
    "depth_error",
    "element_bound",
    "may_declare_namespaces",
    "parse_bytes",
    "read_limited",
    "safe_parser",
    "scope_bound",
]

LIBXML2_MAX_DEPTH = 256
"""Depth at which libxml2 refuses a document on its own (without its "huge" option)."""

XINCLUDE_NAMESPACES = ("http://www.w3.org/2001/XInclude", "http://www.w3.org/2003/XInclude")
"""Namespaces of XInclude elements, which would read other files if anything processed them."""


def safe_parser() -> etree.XMLParser:
    """A fresh parser with every dangerous feature off (parsers are not thread-safe)."""
    return etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        dtd_validation=False,
        huge_tree=False,
        recover=False,
        remove_comments=False,
        remove_pis=False,  # kept, like comments, and written back where they were
    )


def parse_bytes(
    data: bytes,
    file: str | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
    max_depth: int = DEFAULT_MAX_ELEMENT_DEPTH,
    depth_above: int = 0,
    *,
    depth_bound: list[int] | None = None,
    markers: Markers | None = None,
) -> tuple[etree._ElementTree | None, list[Error]]:
    """Parse a document held in memory.

    Args:
        data: The document bytes.
        file: Name to put in errors (None for text given directly).
        max_bytes: Size limit; larger input is refused unread.
        max_depth: Deepest element nesting accepted (the root is at depth 1).
        depth_above: Levels that already sit above this document's root
            (an included file counts the depth of its ``<include>``).
        depth_bound: Receives, when the bytes told it, a number at least the
            depth of the deepest element of the tree returned.
        markers: The searches of ``data``, if the caller has them (see ``Markers``).

    Returns:
        The tree (None on failure) and the problems met.
    """
    if len(data) > max_bytes:
        message = f"document is {len(data)} bytes, over the limit of {max_bytes} (max_bytes)"
        return None, [Error(ErrorCode.FILE_READ, message, file)]
    if declares_doctype(data):
        return None, [_doctype_refused(file)]
    try:
        root = etree.fromstring(data, safe_parser())
    except etree.XMLSyntaxError as error:
        line, column = error.position if error.position else (None, None)
        message = f"not well-formed XML: {error.msg}"
        return None, [Error(ErrorCode.FILE_READ, message, file, line, column=column)]
    tree = root.getroottree()
    if tree.docinfo.doctype:  # type: ignore[union-attr]
        return None, [_doctype_refused(file)]  # in an encoding the byte scan does not read
    # libxml2 refuses documents deeper than its own limit, so a limit at least as
    # deep holds already; otherwise the tags counted in the bytes may prove it.
    allowed = max_depth - depth_above
    bound = depth_upper_bound(data, tree, allowed) if 1 <= allowed < LIBXML2_MAX_DEPTH else None
    if bound is not None and depth_bound is not None:
        depth_bound.append(bound)
    if allowed < LIBXML2_MAX_DEPTH and (bound is None or bound > allowed):
        too_deep = depth_error(root, max_depth, depth_above, file)
        if too_deep is not None:
            return None, [too_deep]
    markers = markers or Markers(data)
    if not markers.may_hold(b"XInclude", in_values=True) or markers.declares_nothing(root):
        # An XInclude namespace is declared by writing its name in an attribute value,
        # perhaps with character references: without either, no element can be in it (one
        # search of the bytes, asked first). Nor without any declaration.
        return tree, []
    for element in root.iter(*(f"{{{ns}}}*" for ns in XINCLUDE_NAMESPACES)):
        message = (
            f"XInclude is refused: <{element.prefix or 'xi'}:{etree.QName(element).localname}> "
            "would read other files (use <include> for SDFormat composition)"
        )
        at = element.sourceline if isinstance(element.sourceline, int) else None
        return None, [Error(ErrorCode.FILE_READ, message, file, at)]
    return tree, []


def _doctype_refused(file: str | None) -> Error:
    message = "documents with a DOCTYPE are refused (entities and DTDs are not read)"
    return Error(ErrorCode.FILE_READ, message, file, 1)


def depth_error(
    root: etree._Element,
    max_depth: int,
    depth_above: int = 0,
    file: str | None = None,
    after: str = "",
) -> Error | None:
    """An error at the first element nested deeper than allowed, or None.

    ``parse_bytes`` checks every document; a stage that deepens a tree (the
    1.7 -> 1.8 migration rebuilds ``a::b::c`` names as nested models) checks
    its result again, naming itself in ``after``, so the limit holds for what
    is bound and not only for what was written. No later stage recurses along
    the tree, so the limit may be deeper than libxml2's own (which only bounds
    what one file holds).
    """
    limit = max_depth
    allowed = limit - depth_above
    line = root.sourceline if isinstance(root.sourceline, int) else None
    if allowed >= LIBXML2_MAX_DEPTH and sum(1 for _ in root.iter()) <= allowed:
        return None  # no tree is deeper than its count of nodes (and the XPath stays short)
    if allowed >= 1:
        # ``./*/*/...`` one step past the limit finds the first element that is too deep,
        # walking the levels in C rather than every element in Python.
        found = root.xpath("(" + "/".join(["."] + ["*"] * allowed) + ")[1]")
        if not isinstance(found, list) or not found:
            return None
        first = found[0]
        line = first.sourceline if isinstance(first, etree._Element) else line
    above = (
        f", counting the {depth_above} levels above this file's root where it is included"
        if depth_above
        else ""
    )
    message = f"elements nest deeper than the limit of {limit} levels (max_element_depth){above}"
    if after:
        message += f" after {after}"
    return Error(ErrorCode.FILE_READ, message, file, line if isinstance(line, int) else None)
