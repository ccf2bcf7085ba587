"""Bytes to tree, tolerating the XML trivia the reference tolerates, each with a note.

Tolerated: a byte order mark, white space before the XML declaration, and
namespace prefixes used without an ``xmlns`` declaration (common in real
files: ``gz:``, ``drake:``, ``experimental:``), which are read as if declared
with a placeholder namespace. Everything else is the runtime's safe parse
(``sdformat_runtime.xml.parse_bytes``).
"""

from __future__ import annotations

import re

import attrs
from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, Severity, XmlOrigin, problem
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics.source.facts import SourceFacts

UNDECLARED_PREFIX_URI = "urn:sdformat:undeclared-prefix:"
"""Namespace given to prefixes a file uses without declaring them."""

_PREFIX_IN_TAG = re.compile(rb"</?([A-Za-z_][\w.\-]*):[A-Za-z_]")
_PREFIX_IN_ATTRIBUTE = re.compile(rb"\s([A-Za-z_][\w.\-]*):[A-Za-z_][\w.\-]*\s*=")
_DECLARED_PREFIX = re.compile(rb"xmlns:([A-Za-z_][\w.\-]*)\s*=")
_ROOT_START = re.compile(rb"<(?![?!])[A-Za-z_][\w.:\-]*")


@attrs.frozen
class ParsedSource:
    """What parsing one document's bytes gave.

    Attributes:
        tree: The tree, or None when the bytes were refused.
        notes: Warnings about the markup tolerated (the configuration's policies apply).
        errors: Why the bytes were refused.
        depth_bound: At least the depth of the tree's deepest element, when the bytes told it.
    """

    tree: etree._ElementTree | None
    notes: tuple[Error, ...] = ()
    errors: tuple[Error, ...] = ()
    depth_bound: int | None = None


def parse_tolerant(
    facts: SourceFacts,
    file: str | None,
    max_bytes: int,
    max_depth: int,
    depth_above: int = 0,
) -> ParsedSource:
    """Parse the bytes ``facts`` are of, safely, tolerating what the module lists.

    ``max_bytes`` and ``max_depth`` are the limits of ``parse_bytes``;
    ``depth_above`` the levels above the root where the document is included.
    The parser is given the facts' searches while it parses the bytes unchanged.
    """
    data = original = facts.data
    notes: list[Error] = []
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
        notes.append(_note("the file starts with a byte order mark; it was skipped", file, 1))
    stripped = data.lstrip(b" \t\r\n")
    if stripped is not data and stripped.startswith(b"<?xml"):
        data = _keep_lines(data, stripped)
        notes.append(_note("white space before the XML declaration was skipped", file, 1))
    limits = (max_bytes, max_depth, depth_above)
    depth_bound: list[int] = []
    searches = facts.markers if data is original else None
    tree, errors = parse_bytes(data, file, *limits, depth_bound=depth_bound, markers=searches)
    if tree is None and errors and "Namespace prefix" in errors[0].message:
        undeclared = _undeclared_prefixes(data)
        if undeclared:
            tree, errors = parse_bytes(
                _declare(data, undeclared), file, *limits, depth_bound=depth_bound
            )
            listed = ", ".join(f"'{p}'" for p in undeclared)
            message = (
                f"namespace prefix{'es' if len(undeclared) > 1 else ''} {listed} "
                "used without an xmlns declaration; read as custom namespaced content"
            )
            notes.append(_note(message, file, 1))
    bound = depth_bound[-1] if depth_bound else None
    return ParsedSource(tree, tuple(notes), tuple(errors), bound)


def _keep_lines(data: bytes, stripped: bytes) -> bytes:
    """Move the XML declaration to the start; the newlines that preceded it follow it.

    Moving rather than dropping the newlines keeps every reported line number true.
    """
    declaration_end = stripped.find(b"?>") + 2
    newlines = data[: len(data) - len(stripped)].count(b"\n")
    return stripped[:declaration_end] + b"\n" * newlines + stripped[declaration_end:]


def _note(message: str, file: str | None, line: int) -> Error:
    """A warning about markup we tolerate, at a line of the file (before any element exists)."""
    origin = XmlOrigin(file, line, "")
    return problem(ErrorCode.XML_TOLERATED, message, origin, severity=Severity.WARNING)


def _undeclared_prefixes(data: bytes) -> list[str]:
    used = set(_PREFIX_IN_TAG.findall(data)) | set(_PREFIX_IN_ATTRIBUTE.findall(data))
    declared = set(_DECLARED_PREFIX.findall(data)) | {b"xml", b"xmlns"}
    return sorted(p.decode("ascii") for p in used - declared)


def _declare(data: bytes, prefixes: list[str]) -> bytes:
    start = _ROOT_START.search(data)
    if start is None:
        return data
    declarations = "".join(f' xmlns:{p}="{UNDECLARED_PREFIX_URI}{p}"' for p in prefixes)
    return data[: start.end()] + declarations.encode("ascii") + data[start.end() :]
