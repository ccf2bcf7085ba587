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
"""

from __future__ import annotations

import codecs
import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import TypeVar

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

import numpy
from lxml import etree

from sdformat_runtime.depth_bound import depth_upper_bound
from sdformat_runtime.errors import Error, ErrorCode

DEFAULT_MAX_BYTES = 64 * 1024 * 1024
"""Largest document read by default (the biggest real file we know is ~3 MB)."""

DEFAULT_MAX_ELEMENT_DEPTH = 100
"""Deepest element nesting read by default (real files nest at most 11 deep).

It bounds the recursion of every later stage; libxml2 itself stops at 256.
"""

DEFAULT_MAX_ELEMENTS = 750_000
"""Most elements one load holds by default, includes expanded (see ``element_bound``).

Memory grows with elements, not bytes: a load holds 0.8 kB (worlds of
robots) to 2.2 kB (models of bare links) per element at its peak, so a file
of tiny elements at ``DEFAULT_MAX_BYTES`` would need 20 GB. At this limit the
densest shape measured peaks under 1.8 GB, imports included; the largest real
world we know has about 100,000 elements."""


def element_bound(data: bytes) -> int:
    """At most how many elements ``data`` holds, counted from its tags without parsing.

    Every element has one ``<`` its start tag opens, and an end tag (``</``)
    adds one more; comments, processing instructions and CDATA sections count
    as elements, so this never counts too few. Cheap (compared in C, a
    megabyte at a time so that the comparisons' arrays stay small) and taken
    before parsing, whose tree already costs memory in proportion to the
    elements. The same number as ``data.count(b"<") - data.count(b"</")``,
    whose search for two bytes costs several times more.
    """
    text = numpy.frombuffer(data, dtype=numpy.uint8)
    opens = ends = 0
    for start in range(0, len(text), _COUNTED_AT_ONCE):
        chunk = text[start : start + _COUNTED_AT_ONCE + 1]  # and the byte after: "</" across
        is_open = chunk == 0x3C
        opens += int(numpy.count_nonzero(is_open[:_COUNTED_AT_ONCE]))
        ends += int(numpy.count_nonzero(is_open[:-1] & (chunk[1:] == 0x2F)))
    return opens - ends


_COUNTED_AT_ONCE = 1 << 20
"""Bytes ``element_bound`` compares at a time."""


LIBXML2_MAX_DEPTH = 256
"""Depth at which libxml2 refuses a document on its own (without its "huge" option)."""

XINCLUDE_NAMESPACES = ("http://www.w3.org/2001/XInclude", "http://www.w3.org/2003/XInclude")
"""Namespaces of XInclude elements, which would read other files if anything processed them."""

_ENCODING_SIGNATURES = (
    # XML 1.0 appendix F: the first bytes of a document tell its encoding family.
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (b"<\x00\x00\x00", "utf-32-le"),
    (b"\x00\x00\x00<", "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
    (b"<\x00", "utf-16-le"),
    (b"\x00<", "utf-16-be"),
)


_Text = TypeVar("_Text", str, bytes)


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
        remove_pis=True,
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
    if _declares_doctype(data):
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
    allowed = min(max_depth, LIBXML2_MAX_DEPTH) - depth_above
    bound = depth_upper_bound(data, tree, allowed) if 1 <= allowed < LIBXML2_MAX_DEPTH else None
    if bound is not None and depth_bound is not None:
        depth_bound.append(bound)
    if allowed < LIBXML2_MAX_DEPTH and (bound is None or bound > allowed):
        too_deep = depth_error(root, max_depth, depth_above, file)
        if too_deep is not None:
            return None, [too_deep]
    markers = markers or Markers(data)
    if markers.declares_nothing(root) or not markers.may_hold(b"XInclude", in_values=True):
        # An XInclude namespace is declared by writing its name in an attribute value,
        # perhaps with character references: without either, no element can be in it. Nor
        # without any declaration (whose ``xmlns`` the loader asks about anyway).
        return tree, []
    for element in root.iter(*(f"{{{ns}}}*" for ns in XINCLUDE_NAMESPACES)):
        message = (
            f"XInclude is refused: <{element.prefix or 'xi'}:{etree.QName(element).localname}> "
            "would read other files (use <include> for SDFormat composition)"
        )
        at = element.sourceline if isinstance(element.sourceline, int) else None
        return None, [Error(ErrorCode.FILE_READ, message, file, at)]
    return tree, []


def _no_character_references(data: bytes) -> bool:
    """Whether ASCII-compatible ``data`` writes no ``&#``.

    Searching for the one byte ``&`` runs at memory speed and is usually
    decisive; the two-byte search it spares costs twice a marker's.
    """
    return b"&" not in data or b"&#" not in data


def may_declare_namespaces(
    data: bytes, tree: etree._ElementTree, markers: Markers | None = None
) -> bool:
    """Whether a document parsed from ``data`` can hold a namespace declaration.

    False only when ``Markers.declares_nothing``: the bytes can be searched,
    never write ``xmlns`` (an attribute name cannot be spelled with
    character references) and the root declares nothing (a caller may have
    declared prefixes there); then no element declares a namespace and the
    reader skips looking, element by element. ``markers``: the searches of
    ``data``, if the caller has them.
    """
    return not (markers or Markers(data)).declares_nothing(tree.getroot())


def may_hold(data: bytes, marker: bytes, *, in_values: bool = False) -> bool:
    r"""Whether the document parsed from ``data`` can hold the ASCII ``marker``.

    For guards that skip a walk over the tree when its subject cannot be
    there. Bytes answer only in an ASCII-compatible encoding (a UTF-16 file
    writes ``<\x00i\x00``...); a marker inside attribute values or text
    (``in_values``) may also be spelled with character references
    (``&#103;earbox``), so it is assumed present wherever ``&#`` is written.
    Tag and attribute names cannot be spelled that way.
    """
    return Markers(data).may_hold(marker, in_values=in_values)


class Markers:
    """``may_hold`` for the several markers one loader asks of one document's bytes.

    Whether the bytes can be searched at all (an ASCII-compatible encoding,
    no NUL), whether they write a character reference and whether they
    write each marker are each found once: a load asks about ten markers,
    and each question also scanned the whole file for NUL.
    """

    __slots__ = ("_data", "_found", "_places", "_references", "searchable")

    def __init__(self, data: bytes) -> None:
        self._data = data
        # NUL: a wide encoding however it starts.
        self.searchable = _ascii_compatible(data) and b"\x00" not in data
        """Whether the bytes answer for markers (``may_hold``)."""
        self._references: bool | None = None
        self._found: dict[bytes, bool] = {}
        self._places: dict[bytes, tuple[int, ...] | None] = {}

    def written(self, marker: bytes) -> bool:
        """Whether the bytes hold ``marker`` as it is (searched once)."""
        found = self._found.get(marker)
        if found is None:
            found = self._found[marker] = marker in self._data
        return found

    def may_hold(self, marker: bytes, *, in_values: bool = False) -> bool:
        """``may_hold(data, marker, in_values=in_values)`` of the bytes given."""
        if not self.searchable or self.written(marker):
            return True
        return in_values and self.writes_references()

    def places(self, marker: bytes) -> tuple[int, ...] | None:
        """Where the bytes write ``marker`` (occurrences that do not overlap), searched once.

        None when written more than ``_PLACES_LOOKED_AT`` times (a few places
        are looked at one by one, many are not listed), and when the bytes do
        not answer for markers (``searchable``).
        """
        if marker in self._places:
            return self._places[marker]
        listed: tuple[int, ...] | None = None
        if self.searchable:
            found: list[int] = []
            at = self._data.find(marker) if self.written(marker) else -1
            while at >= 0 and len(found) <= _PLACES_LOOKED_AT:
                found.append(at)
                at = self._data.find(marker, at + len(marker))
            listed = tuple(found) if len(found) <= _PLACES_LOOKED_AT else None
        self._places[marker] = listed
        return listed

    def writes_references(self) -> bool:
        """Whether the bytes may write a character reference (``&#``; searched once)."""
        if self._references is None:
            self._references = not self.searchable or not _no_character_references(self._data)
        return self._references

    def may_carry(self, attribute: bytes) -> bool:
        """Whether an element of the document may carry the unprefixed ``attribute``.

        An attribute is written after white space and before ``=`` (white
        space between allowed), and its name cannot be spelled with
        character references: when no place the name is written has both,
        no element carries it, although the name may be written elsewhere
        (``world_frame_orientation`` holds ``frame``). A name written too
        often to be looked at place by place (``places``) is taken as carried.
        """
        places = self.places(attribute)
        if places is None:
            return True
        data, end = self._data, len(self._data)
        for at in places:
            after = at + len(attribute)
            while after < end and data[after] in _WHITE_SPACE:
                after += 1
            if at > 0 and data[at - 1] in _WHITE_SPACE and data[after : after + 1] == b"=":
                return True
        return False

    def declares_nothing(self, root: etree._Element) -> bool:
        """Whether no element of the document parsed from the bytes declares a namespace.

        True only when the bytes are searchable, never write ``xmlns`` (an
        attribute name cannot be spelled with character references) and
        the root declares nothing: then no element is in any namespace but
        ``xml:``'s.
        """
        return self.searchable and not self.written(b"xmlns") and not root.nsmap


_PLACES_LOOKED_AT = 64
"""Most places of one marker ``Markers.places`` lists."""

_WHITE_SPACE = frozenset(b" \t\r\n")
"""XML's white space characters, as byte values."""


def _doctype_refused(file: str | None) -> Error:
    message = "documents with a DOCTYPE are refused (entities and DTDs are not read)"
    return Error(ErrorCode.FILE_READ, message, file, 1)


def _declares_doctype(data: bytes) -> bool:
    """Whether the prolog (what precedes the root element) holds ``<!DOCTYPE``.

    The prolog is white space, an XML declaration, comments and processing
    instructions; scanning stops at the first thing that is none of those.
    """
    encoding = _wide_encoding(data)
    text: str | bytes
    if encoding is None:
        # The markup of UTF-8 and every ASCII-compatible encoding is read from the
        # bytes themselves, without decoding (or copying) the whole document.
        text = data.lstrip(codecs.BOM_UTF8)  # as a set of bytes, like the decoded form below
        return _prolog_holds_doctype(text, b" \t\r\n", b"<?", b"?>", b"<!--", b"-->", b"<!DOCTYPE")
    text = data.decode(encoding, errors="replace").lstrip("\ufeff\xef\xbb\xbf")
    return _prolog_holds_doctype(text, " \t\r\n", "<?", "?>", "<!--", "-->", "<!DOCTYPE")


def _wide_encoding(data: bytes) -> str | None:
    """The UTF-16 or UTF-32 flavour the first bytes announce, or None (ASCII-compatible)."""
    return next((e for sig, e in _ENCODING_SIGNATURES if data.startswith(sig)), None)


def _ascii_compatible(data: bytes) -> bool:
    """Whether markup is written in ASCII bytes (UTF-8, latin-1 ...), so bytes can be searched."""
    return _wide_encoding(data) is None


def _prolog_holds_doctype(
    text: _Text,
    blanks: _Text,
    pi_start: _Text,
    pi_end: _Text,
    comment_start: _Text,
    comment_end: _Text,
    doctype: _Text,
) -> bool:
    """The prolog scan of ``_declares_doctype`` on decoded text or on ASCII-compatible bytes."""
    position = 0
    while True:
        while position < len(text) and text[position : position + 1] in blanks:
            position += 1
        if text.startswith(pi_start, position):
            end, closing = text.find(pi_end, position + 2), pi_end
        elif text.startswith(comment_start, position):
            end, closing = text.find(comment_end, position + 4), comment_end
        else:
            return text.startswith(doctype, position)
        if end < 0:
            return False  # unterminated: the parser reports it
        position = end + len(closing)  # past "-->" (three characters) or "?>"


def scope_bound(data: bytes, markers: Markers | None = None) -> int | None:
    """At least how many ``::`` one attribute value of the document parsed from ``data`` holds.

    The count in the bytes, when they spell values in ASCII without character
    references (``&#58;`` is a colon); None when they may not. ``markers``:
    the searches of ``data``, if the caller has them (the places of a few
    ``::`` count them).
    """
    markers = markers or Markers(data)
    if markers.writes_references():  # also when the bytes do not answer for markers
        return None
    places = markers.places(b"::")
    return len(places) if places is not None else data.count(b"::")


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
    is bound and not only for what was written. libxml2's own limit caps
    ``max_depth``: the later stages recurse along the tree.
    """
    limit = min(max_depth, LIBXML2_MAX_DEPTH)
    allowed = limit - depth_above
    line = root.sourceline if isinstance(root.sourceline, int) else None
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


def read_limited(
    path: str | Path, max_bytes: int = DEFAULT_MAX_BYTES, inside: Sequence[str] | None = None
) -> tuple[bytes | None, list[Error]]:
    """The bytes of a regular file, refused when larger than ``max_bytes``.

    Devices, pipes and sockets are refused: ``/dev/zero`` would never end and
    opening a FIFO would wait for a writer. The file is opened without
    blocking and checked after opening, so it cannot be swapped in between;
    reading stops one byte past the limit even if the file grows meanwhile.

    With ``inside`` (folders, links resolved), the file is read only when the
    file actually opened lies in one of them: its location is asked of the
    open descriptor (``/proc/self/fd`` or ``F_GETPATH``), so a link swapped
    between a check by name and the opening cannot lead outside.
    """
    name = str(path)
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            status = os.fstat(descriptor)
            if stat.S_ISDIR(status.st_mode):
                return None, [Error(ErrorCode.FILE_READ, "cannot read file: it is a folder", name)]
            if not stat.S_ISREG(status.st_mode):
                message = "not a regular file (devices, pipes and sockets are not read)"
                return None, [Error(ErrorCode.FILE_READ, message, name)]
            if inside is not None:
                refusal = _outside(descriptor, status, name, inside)
                if refusal is not None:
                    return None, [Error(ErrorCode.FILE_READ, refusal, name)]
            if status.st_size > max_bytes:
                message = (
                    f"file is {status.st_size} bytes, over the limit of {max_bytes} (max_bytes)"
                )
                return None, [Error(ErrorCode.FILE_READ, message, name)]
            data = _read_at_most(descriptor, max_bytes + 1, status.st_size)
        finally:
            os.close(descriptor)
    except OSError as error:
        message = f"cannot read file: {error.strerror or error}"
        return None, [Error(ErrorCode.FILE_READ, message, name)]
    except ValueError as error:  # a name no file can have, such as one with a NUL
        return None, [Error(ErrorCode.FILE_READ, f"cannot read file: {error}", name)]
    if len(data) > max_bytes:
        message = f"file grew past the limit of {max_bytes} bytes while read (max_bytes)"
        return None, [Error(ErrorCode.FILE_READ, message, name)]
    return data, []


def _outside(
    descriptor: int, status: os.stat_result, name: str, inside: Sequence[str]
) -> str | None:
    """Why the opened file may not be read (it lies outside ``inside``), or None."""
    opened = _opened_location(descriptor, status, name)
    if opened is None:
        return "cannot tell where the opened file lies, so it is not read (allowed_roots)"
    if any(Path(opened).is_relative_to(root) for root in inside):
        return None
    return f"the file opened is '{opened}', outside the allowed folders (allowed_roots); not read"


def _opened_location(descriptor: int, status: os.stat_result, name: str) -> str | None:
    """Where an open file lies, asked of its descriptor; None when no way to ask works."""
    try:
        return str(Path(f"/proc/self/fd/{descriptor}").readlink())  # Linux
    except OSError:
        pass
    get_path = getattr(fcntl, "F_GETPATH", None) if fcntl is not None else None
    if get_path is not None:  # macOS and the BSDs
        try:
            found = fcntl.fcntl(descriptor, get_path, bytes(1024))
            return bytes(found).rstrip(b"\0").decode(errors="surrogateescape")
        except OSError:
            pass
    # Elsewhere: the name's target now, if it is the very file that was opened.
    try:
        real = os.path.realpath(name)
        now = Path(real).stat()
    except (OSError, ValueError):
        return None
    return real if (now.st_dev, now.st_ino) == (status.st_dev, status.st_ino) else None


def _read_at_most(descriptor: int, count: int, expected: int) -> bytes:
    """Up to ``count`` bytes of an open file whose size was ``expected`` when opened.

    The first read asks for the expected size and one byte more, so a file
    that did not grow is read in one buffer of its own size (a megabyte
    buffer per read cost more than the copy for files of a few hundred kB,
    and a large file was read in pieces, then copied once more to join
    them); only a file that grew is read on, in small pieces.
    """
    chunks: list[bytes] = []
    size = min(count, expected + 1)
    while count > 0:
        chunk = os.read(descriptor, size)
        if not chunk:
            break
        chunks.append(chunk)
        count -= len(chunk)
        size = min(count, _READ_ON)
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


_READ_ON = 1 << 16
"""Bytes asked for by each read after the first: the end of file, or what a growing file added."""


def parse_file(
    path: str | Path, max_bytes: int = DEFAULT_MAX_BYTES
) -> tuple[etree._ElementTree | None, list[Error]]:
    """Parse a document from disk (see ``parse_bytes``)."""
    data, problems = read_limited(path, max_bytes)
    if data is None:
        return None, problems
    return parse_bytes(data, str(path), max_bytes)
