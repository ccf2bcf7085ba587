"""Bytes to tree, tolerating the XML trivia the reference tolerates, each with a note.

Tolerated: a byte order mark, white space before the XML declaration, an
XML declaration missing its ``<`` (``?xml version="1.0"?>``) or giving a
version XML does not define (``version="0.0"``, in pybullet's models), a
root element in a default namespace (``<robot xmlns="...">``), ``--`` inside a
comment (tinyxml2, libsdformat's parser, accepts both; libxml2 does not), and
namespace prefixes used without an ``xmlns`` declaration (common in real
files: ``gz:``, ``drake:``, ``experimental:``), which are read as if declared
with a placeholder namespace, and names tinyxml2 reads and libxml2 refuses
(``<gz::system_priority>``), masked as namespaced names and written back as
written (``sdformat_runtime.name_masks``). Everything else is the runtime's
safe parse (``sdformat_runtime.xml.parse_bytes``).

Each repair changes no line break, so every reported line stays true.
"""

from __future__ import annotations

import re

import attrs
from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, Severity, XmlOrigin, problem
from sdformat_runtime.prefixes import parse_declaring_prefixes
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics.source.facts import SourceFacts


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
    lead = len(data) - len(data.lstrip(b" \t\r\n"))
    if data.startswith(b"?xml", lead):  # the declaration lost its '<'
        data = data[:lead] + b"<" + data[lead:]
        message = "the XML declaration lacks its opening '<' (?xml); read as <?xml"
        notes.append(_note(message, file, 1))
    stripped = data.lstrip(b" \t\r\n")
    if stripped is not data and stripped.startswith(b"<?xml"):
        data = _keep_lines(data, stripped)
        notes.append(_note("white space before the XML declaration was skipped", file, 1))
    version = _DECLARED_VERSION.match(data)
    if version is not None and not version.group(2).startswith(b"1."):
        data = data[: version.start(2)] + b"1.0" + data[version.end(2) :]
        written = version.group(2).decode("ascii", "replace")
        message = (
            f"the XML declaration gives version '{written}', which XML does not define; read "
            "as XML 1.0, as tinyxml2 (the parser of libsdformat and urdfdom) reads it"
        )
        notes.append(_note(message, file, 1))
    if b"<!--" in data and not _hyphens_only_delimit_comments(data):
        data, line = _mend_comments(data)
        if line is not None:
            message = "a comment holds '--' (or ends in '--->'); read with those hyphens spaced"
            notes.append(_note(message, file, line))
    limits = (max_bytes, max_depth, depth_above)
    depth_bound: list[int] = []
    searches = facts.markers if data is original else None
    first = parse_bytes(data, file, *limits, depth_bound=depth_bound, markers=searches)
    tree, errors, _, declared = parse_declaring_prefixes(
        data, file, *limits, depth_bound=depth_bound, first=first
    )
    notes.extend(declared)
    if tree is not None:
        notes.extend(_without_default_namespace(tree.getroot(), file))
    bound = depth_bound[-1] if depth_bound else None
    return ParsedSource(tree, tuple(notes), tuple(errors), bound)


ROOTS = {"sdf": "SDFormat", "robot": "URDF", "mujoco": "MJCF"}
"""The root elements of the formats read, and the formats' names."""


def _without_default_namespace(top: etree._Element, file: str | None) -> list[Error]:
    """Read a root that puts the formats' elements in a default namespace without it.

    ``<robot xmlns="http://drake.mit.edu">`` (a Drake quadrotor in pybullet's
    data): tinyxml2, which knows no namespaces, reads a robot, and libxml2 a
    ``{http://drake.mit.edu}robot``. The elements written without a prefix
    in that namespace are renamed to their local names, in place; prefixed
    elements keep theirs.
    """
    tag = top.tag
    if top.prefix is not None or not isinstance(tag, str) or not tag.startswith("{"):
        return []
    namespace, _, local = tag[1:].partition("}")
    if local not in ROOTS:
        return []
    for element in top.iter(f"{{{namespace}}}*"):
        if element.prefix is None:
            element.tag = str(element.tag).partition("}")[2]
    etree.cleanup_namespaces(top)
    message = (
        f"<{local}> declares the default namespace '{namespace}', which {ROOTS[local]} "
        "does not use: its elements are read without it, as tinyxml2 (the parser of "
        "libsdformat and urdfdom) reads them"
    )
    line = top.sourceline if isinstance(top.sourceline, int) else 1
    return [_note(message, file, line)]


_DECLARED_VERSION = re.compile(rb"""<\?xml\s+version\s*=\s*(["'])([^"'<>]*)\1""")
"""The version an XML declaration at the start gives (group 2); libxml2 reads only ``1.x``."""


def _keep_lines(data: bytes, stripped: bytes) -> bytes:
    """Move the XML declaration to the start; the newlines that preceded it follow it.

    Moving rather than dropping the newlines keeps every reported line number true.
    """
    declaration_end = stripped.find(b"?>") + 2
    newlines = data[: len(data) - len(stripped)].count(b"\n")
    return stripped[:declaration_end] + b"\n" * newlines + stripped[declaration_end:]


def _hyphens_only_delimit_comments(data: bytes) -> bool:
    """Whether each ``--`` of ``data``, left to right, opens (``<!--``) or then closes a comment.

    Then no comment holds ``--`` nor ends in ``-`` (``--->`` writes a ``--``
    before its end), and ``_mend_comments`` would change nothing; it copies
    the bytes and calls Python once per comment to find that out.
    """
    inside = False
    at = data.find(b"--")
    while at >= 0:
        if inside:
            if not data.startswith(b"-->", at):
                return False
            at = data.find(b"--", at + 3)
        else:
            if at < 2 or not data.startswith(b"<!--", at - 2):
                return False
            at = data.find(b"--", at + 2)
        inside = not inside
    return True


_COMMENT = re.compile(rb"<!--(.*?)-->", re.DOTALL)


def _mend_comments(data: bytes) -> tuple[bytes, int | None]:
    """``data`` with ``--`` inside comments spaced out, and the line of the first ``--``.

    tinyxml2 ends a comment at the first ``-->`` and keeps whatever is
    before; libxml2 refuses a ``--`` there. Documents with CDATA sections are
    left as they are: a ``<!--`` inside one is no comment.
    """
    if b"<![CDATA[" in data:
        return data, None
    first: list[int] = []

    def mend(found: re.Match[bytes]) -> bytes:
        text = found.group(1)
        if b"--" not in text and not text.endswith(b"-"):
            return found.group(0)
        if not first:  # the line of the first '--', as libxml2 would name it
            hyphens = text.find(b"--")
            at = found.start(1) + (hyphens if hyphens >= 0 else len(text) - 1)
            first.append(data.count(b"\n", 0, at) + 1)
        while b"--" in text:
            text = text.replace(b"--", b"- -")
        if text.endswith(b"-"):
            text += b" "
        return b"<!--" + text + b"-->"

    mended = _COMMENT.sub(mend, data)
    return (mended, first[0]) if first else (data, None)


def _note(message: str, file: str | None, line: int) -> Error:
    """A warning about markup we tolerate, at a line of the file (before any element exists)."""
    origin = XmlOrigin(file, line, "")
    return problem(ErrorCode.XML_TOLERATED, message, origin, severity=Severity.WARNING)
