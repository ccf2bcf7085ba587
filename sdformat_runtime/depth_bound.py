"""A cheap proof, from a document's bytes, that it nests no deeper than a limit.

``xml.depth_error`` finds the first element nested too deep with an XPath
that builds a node set per level, about 0.4x the cost of the parse itself on
large documents. Counting tags in the bytes (in C, with numpy) costs a tenth
of that and, for nearly every real document, proves that no element can be
too deep, so the XPath runs only when the proof fails (and then gives the
exact error). The bound also tells later stages how deep the tree can be.

The proof: in a well-formed document, the depth of an element starting at
byte ``s`` is at most the running count, at ``s``, of what opened before it
(``<`` not followed by ``/``) minus what closed before it (``</``, the
``/>`` of an empty element, the end of a comment, CDATA section or
processing instruction). Every error of the counts only makes the bound
larger (a ``<`` written inside a comment opens nothing), except closers
spelled inside a comment, CDATA section or processing instruction, which
would be taken for real ones: those are counted first and added back. A
``/>`` outside them closes an empty element only when no ``>`` is written
in text or attribute values, which holds when ``>`` and ``<`` outside them
are as many (each tag has one ``>``); otherwise empty elements are left
counted as open. The bytes must spell markup in ASCII one byte per
character, so the bound is only taken for the encodings listed below; any
other answers "unknown".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from lxml import etree

if TYPE_CHECKING:
    import numpy.typing

MAX_SPECIAL_SECTIONS = 10_000
"""Comments, CDATA sections and processing instructions looked into at most;
past that the XPath costs less than finding them one by one."""

SMALL_DOCUMENT = 4096
"""Bytes up to which counting every ``<`` is tried first: under it, numpy's fixed
cost per call outweighs a count in bytes (measured on this project's files)."""

_BYTE_PER_ASCII_CHARACTER = re.compile(
    r"(utf-?8|(us-?)?ascii|iso[-_ ]?8859[-_ ]?\d+|latin-?1|(cp|windows-)125\d)", re.IGNORECASE
)
"""Encodings in which the bytes ``<`` and ``/`` are never part of another character."""


def depth_upper_bound(data: bytes, tree: etree._ElementTree, enough: int = 0) -> int | None:
    """At least the depth of the deepest element of ``tree`` (the root at 1), from ``data``.

    None when the bytes cannot tell (see the module's proof). Empty elements
    are looked for (a second pass over the bytes) only when the bound
    without them is over ``enough``.
    """
    if not data or not _markup_is_ascii(data, tree):
        return None
    if len(data) <= SMALL_DOCUMENT:
        # Every element opens with its own "<": their count bounds the depth, and
        # counting them costs far less than the arrays below on a small document.
        tags = data.count(b"<")
        if tags <= enough:
            return tags
    import numpy  # imported by the first scan, not with the runtime (start-up)

    text = numpy.frombuffer(data, dtype=numpy.uint8)
    opens = numpy.flatnonzero(text == 0x3C)
    if not opens.size:
        return None
    # The byte after each "<" ("</" ends an element); the last byte stands in past the end.
    after = text[numpy.minimum(opens + 1, text.size - 1)]
    sections = _special_sections(data, opens[(after == 0x21) | (after == 0x3F)])
    if sections is None:
        return None
    starts = numpy.array([at for at, _ in sections], dtype=numpy.int64)
    ends = numpy.array([end for _, end in sections], dtype=numpy.int64)
    ending = after == 0x2F  # each "</"
    spurious = count_inside(opens[ending], starts, ends, 2)
    running = numpy.cumsum(numpy.where(ending, -1, 1), dtype=numpy.int64)
    running -= numpy.searchsorted(ends - 1, opens)
    loose = int(running.max()) + spurious
    if loose <= enough:
        return loose
    closers = numpy.flatnonzero(text == 0x3E)
    inside_opens = count_inside(opens, starts, ends, 1)
    if opens.size - inside_opens == closers.size - count_inside(closers, starts, ends, 1):
        # Every ">" outside the sections ends a tag: a "/>" there ends an empty element.
        before = text[numpy.maximum(closers - 1, 0)]
        empties = closers[before == 0x2F]
        spurious += count_inside(empties - 1, starts, ends, 2)  # each "/>" from its "/"
        running -= numpy.searchsorted(empties, opens)
        return int(running.max()) + spurious
    return loose


def count_inside(
    places: numpy.typing.NDArray[numpy.intp],
    starts: numpy.typing.NDArray[numpy.int64],
    ends: numpy.typing.NDArray[numpy.int64],
    width: int,
) -> int:
    """How many markers ``width`` bytes long, starting at sorted ``places``, lie inside a section.

    The sections (``starts`` to ``ends``, exclusive) are sorted and apart:
    the sum of ``data.count(marker, start, end)`` over them, in C rather
    than a count per section (a xacro banner is dozens of comments).
    """
    import numpy  # imported by the caller already (the runtime does not import it at start)

    if not places.size or not starts.size:
        return 0
    index = numpy.searchsorted(starts, places, side="right") - 1
    within = places + width <= ends[numpy.maximum(index, 0)]
    return int(numpy.count_nonzero((index >= 0) & within))


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


def _special_sections(
    data: bytes, candidates: numpy.typing.NDArray[numpy.intp]
) -> list[tuple[int, int]] | None:
    """Where the comments, CDATA sections and processing instructions are: (start, end) bytes.

    ``candidates`` are the positions of every ``<!`` and ``<?``, in order.
    Outside a section, one can only open a section (``<`` is not allowed raw
    in text or attribute values), and each ends at the first closer after it;
    inside one, they are skipped. None when there are too many to look into,
    or a ``<!`` opens neither a comment nor a CDATA section (a DOCTYPE is
    refused before this).
    """
    if candidates.size > 4 * MAX_SPECIAL_SECTIONS:
        return None
    found: list[tuple[int, int]] = []
    end = 0
    for at in candidates.tolist():
        if at < end:  # written inside the section before
            continue
        if data.startswith(b"<?", at):
            closer = b"?>"
        elif data.startswith(b"<!--", at):
            closer = b"-->"
        elif data.startswith(b"<![CDATA[", at):
            closer = b"]]>"
        else:
            return None
        close = data.find(closer, at + 2)
        if close < 0 or len(found) == MAX_SPECIAL_SECTIONS:
            return None
        end = close + len(closer)
        found.append((at, end))
    return found
