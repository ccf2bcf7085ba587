"""A cheap proof, from a document's bytes, that it nests no deeper than a limit.

``xml.depth_error`` finds the first element nested too deep with an XPath
that builds a node set per level, about 0.4x the cost of the parse itself on
large documents. Counting tags in the bytes costs a third of that and, for
nearly every real document, proves that no element can be too deep, so the
XPath runs only when the proof fails (and then gives the exact error).

The proof: in a well-formed document, the depth of an element starting in
the byte range ``[s, e)`` is at most the start tags before ``e`` minus the
end tags before ``s``. Start tags are bounded above by the ``<`` not
followed by ``/``; end tags are counted by ``</``. Every error of the
counts only makes the bound larger (a ``<`` that opens a comment, a
self-closing tag, whose end is not counted), except a ``</`` inside a
comment, CDATA section or processing instruction, which would be taken for
an end tag: those are counted first and added back. The bytes must spell
markup in ASCII one byte per character, so the bound is only taken for the
encodings listed below; any other answers "unknown".
"""

from __future__ import annotations

import re

from lxml import etree

CHUNK_BYTES = 1024
"""Bytes counted at a time: small enough that the start tags of one chunk stay
well under the default limit on dense SDFormat (about 35), large enough that
the Python loop costs less than the counting."""

MAX_SPECIAL_SECTIONS = 10_000
"""Comments, CDATA sections and processing instructions looked into at most;
past that the XPath costs less than finding them one by one."""

_BYTE_PER_ASCII_CHARACTER = re.compile(
    r"(utf-?8|(us-?)?ascii|iso[-_ ]?8859[-_ ]?\d+|latin-?1|(cp|windows-)125\d)", re.IGNORECASE
)
"""Encodings in which the bytes ``<`` and ``/`` are never part of another character."""


def nests_within(data: bytes, tree: etree._ElementTree, allowed: int) -> bool:
    """Whether the document parsed from ``data`` into ``tree`` nests at most ``allowed`` deep.

    False means "not proven" (the caller then looks at the tree), never "too deep".
    """
    if allowed < 1 or not _markup_is_ascii(data, tree):
        return False
    spurious_ends = _end_tags_in_special_sections(data)
    if spurious_ends is None:
        return False
    headroom = allowed - spurious_ends
    count = data.count
    size = len(data)
    net = 0  # start tags minus end tags before ``start`` (an upper bound, like the depth there)
    start = 0
    while start < size:
        end = start + CHUNK_BYTES
        if end < size and data[end - 1] == 0x3C:  # keep a "</" in one chunk
            end += 1
        ends = count(b"</", start, end)
        starts = count(b"<", start, end) - ends
        if net + starts > headroom:
            return False
        net += starts - ends
        start = end
    return True


def _markup_is_ascii(data: bytes, tree: etree._ElementTree) -> bool:
    """Whether ``<`` and ``/`` of the markup are those bytes in ``data``, and only they are.

    libxml2 reads ASCII-compatible bytes as UTF-8 unless the XML declaration
    names another encoding (recorded in ``docinfo``); a NUL byte betrays a
    UTF-16 or UTF-32 document without a byte order mark.
    """
    if data[:2] in (b"\xff\xfe", b"\xfe\xff") or b"\x00" in data:
        return False
    declared = tree.docinfo.encoding
    return declared is None or _BYTE_PER_ASCII_CHARACTER.fullmatch(declared) is not None


def _end_tags_in_special_sections(data: bytes) -> int | None:
    """How many ``</`` sit inside comments, CDATA sections and processing instructions.

    Sections are found in document order: outside them a ``<!`` or ``<?``
    can only open one (``<`` is not allowed raw in text or attribute values),
    and each ends at the first closer after it. None when there are too many
    to look into, or a ``<!`` opens neither a comment nor a CDATA section (a
    DOCTYPE is refused before this).
    """
    total = 0
    next_bang = data.find(b"<!")
    next_question = data.find(b"<?")
    for _ in range(MAX_SPECIAL_SECTIONS):
        if next_bang < 0 and next_question < 0:
            return total
        if next_question < 0 or 0 <= next_bang < next_question:
            at = next_bang
            if data.startswith(b"<!--", at):
                closer = b"-->"
            elif data.startswith(b"<![CDATA[", at):
                closer = b"]]>"
            else:
                return None
        else:
            at, closer = next_question, b"?>"
        close = data.find(closer, at + 2)
        if close < 0:
            return None
        total += data.count(b"</", at, close)
        if 0 <= next_bang < close:
            next_bang = data.find(b"<!", close)
        if 0 <= next_question < close:
            next_question = data.find(b"<?", close)
    return None
