"""What a document's bytes tell before, or instead of, a look at its tree.

Each scan runs in C (a search of the bytes, or numpy over them) and answers
conservatively: "may" means "cannot be ruled out", and bytes that do not
spell markup in ASCII (UTF-16, UTF-32, or with a NUL) rule nothing out.

- ``element_bound``: at most how many elements a document holds, taken
  before parsing so that a document of countless tiny elements is refused
  before its tree costs memory;
- ``declares_doctype``: whether the prolog holds a ``<!DOCTYPE``, which
  ``xml.parse_bytes`` refuses before libxml2 reads it;
- ``Markers``: whether a word can appear in the document at all, where it is
  written, whether an attribute can be carried and whether any element
  declares a namespace, each searched once per document, so that a loader
  skips walks over the tree whose subject cannot be there;
- ``may_declare_namespaces`` and ``scope_bound``: two of those answers as
  the reader and the migration ask them.

The proof that a document nests no deeper than a limit is a byte scan too,
with a proof of its own: it is in ``depth_bound``.
"""

from __future__ import annotations

import codecs
import re
from typing import TYPE_CHECKING, TypeVar

from lxml import etree

if TYPE_CHECKING:
    import numpy

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


def _wide_encoding(data: bytes) -> str | None:
    """The UTF-16 or UTF-32 flavour the first bytes announce, or None (ASCII-compatible)."""
    if data[:1] not in _WIDE_FIRST_BYTES and data[1:2] != b"\x00":
        return None  # what nearly every document starts with: no signature does so
    return next((e for sig, e in _ENCODING_SIGNATURES if data.startswith(sig)), None)


_WIDE_FIRST_BYTES = frozenset(sig[:1] for sig, _ in _ENCODING_SIGNATURES if sig[1:2] != b"\x00")
"""The first bytes of the signatures whose second byte is not NUL (a byte order mark's)."""


def _ascii_compatible(data: bytes) -> bool:
    """Whether markup is written in ASCII bytes (UTF-8, latin-1 ...), so bytes can be searched."""
    return _wide_encoding(data) is None


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
    if len(data) <= _COUNTED_IN_BYTES:
        return data.count(b"<") - data.count(b"</")
    import numpy  # imported by the first scan, not with the runtime (start-up)

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

_COUNTED_IN_BYTES = 4096
"""Up to this size ``element_bound`` counts with ``bytes.count``: there numpy's fixed
cost per call is several times the count (measured on this project's files)."""

_Text = TypeVar("_Text", str, bytes)


def declares_doctype(data: bytes) -> bool:
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


def _prolog_holds_doctype(
    text: _Text,
    blanks: _Text,
    pi_start: _Text,
    pi_end: _Text,
    comment_start: _Text,
    comment_end: _Text,
    doctype: _Text,
) -> bool:
    """The prolog scan of ``declares_doctype`` on decoded text or on ASCII-compatible bytes."""
    if doctype not in text:  # one search, where the scan steps through each comment
        return False
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


def _no_character_references(data: bytes) -> bool:
    """Whether ASCII-compatible ``data`` writes no ``&#``.

    Searching for the one byte ``&`` runs at memory speed and is usually
    decisive; the two-byte search it spares costs twice a marker's.
    """
    return b"&" not in data or b"&#" not in data


def find(data: bytes, marker: bytes, start: int = 0) -> int:
    """``data.find(marker, start)``, found through a byte markup seldom writes when it can be.

    A search for one byte runs at memory speed (``memchr``: 0.03 ms for 2.7 MB),
    one for several bytes about 40 times slower. A marker holding a rare byte
    (``_RARE``: ``::``, ``xml:``, ``<!--``, ``<?``) is looked for at that byte's
    places, 64 at most (about 10 us); then the search of the rest is the plain one.
    """
    offset = _RARE_OFFSETS.get(marker)
    if offset is None:  # markers are a few constants and spec names: each looked at once
        offset = next((at for at, byte in enumerate(marker) if byte in _RARE), -1)
        if len(_RARE_OFFSETS) < _RARE_OFFSETS_KEPT:
            _RARE_OFFSETS[marker] = offset
    if offset < 0:
        return data.find(marker, start)
    rare = marker[offset : offset + 1]
    at = data.find(rare, start + offset)
    for _ in range(_RARE_PLACES_LOOKED_AT):
        if at < 0:
            return -1
        if data.startswith(marker, at - offset):
            return at - offset
        at = data.find(rare, at + 1)
    # Every place before this rare byte's is ruled out: the plain search does the rest.
    return -1 if at < 0 else data.find(marker, at - offset)


_RARE = frozenset(b"?!:")
"""Bytes that SDFormat markup seldom writes (its text and names are mostly letters,
digits, spaces, quotes, ``<``, ``>``, ``/``, ``=``, ``.`` and ``-``)."""

_RARE_PLACES_LOOKED_AT = 64

_RARE_OFFSETS: dict[bytes, int] = {}
"""Where each marker ``find`` was given holds its first rare byte (-1: none)."""

_RARE_OFFSETS_KEPT = 4096
"""Most markers ``_RARE_OFFSETS`` keeps (a caller asking about arbitrary words stays bounded)."""
"""Places of a rare byte ``find`` tests before it searches for the whole marker."""


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


class Markers:
    """What one document's bytes say about the several markers a loader asks of them.

    Whether the bytes can be searched at all (an ASCII-compatible encoding,
    no NUL), whether they write a character reference and whether they
    write each marker are each found once: a load asks about ten markers,
    and each question also scanned the whole file for NUL.
    """

    __slots__ = (
        "_carried",
        "_data",
        "_found",
        "_names",
        "_places",
        "_references",
        "searchable",
    )

    def __init__(self, data: bytes) -> None:
        self._data = data
        # NUL: a wide encoding however it starts.
        self.searchable = _ascii_compatible(data) and b"\x00" not in data
        """Whether the bytes answer for markers (``may_hold``): ASCII-compatible, no NUL."""
        self._references: bool | None = None
        self._found: dict[bytes, bool] = {}
        self._places: dict[bytes, tuple[int, ...] | None] = {}
        self._names: _AttributeNames | None = None
        self._carried: dict[bytes, bool] = {}

    def written(self, marker: bytes) -> bool:
        """Whether the bytes hold ``marker`` as it is (searched once)."""
        found = self._found.get(marker)
        if found is None:
            found = self._found[marker] = find(self._data, marker) >= 0
        return found

    def may_hold(self, marker: bytes, *, in_values: bool = False) -> bool:
        r"""Whether the document parsed from the bytes can hold the ASCII ``marker``.

        For guards that skip a walk over the tree when its subject cannot be
        there. Bytes answer only in an ASCII-compatible encoding (a UTF-16 file
        writes ``<\x00i\x00``...); a marker inside attribute values or text
        (``in_values``) may also be spelled with character references
        (``&#103;earbox``), so it is taken as present wherever ``&#`` is written.
        Tag and attribute names cannot be spelled that way.
        """
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
            at = find(self._data, marker) if self.written(marker) else -1
            while at >= 0 and len(found) <= _PLACES_LOOKED_AT:
                found.append(at)
                at = find(self._data, marker, at + len(marker))
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
        character references: when no ``=`` of the bytes follows the name
        so, no element carries it, although the name may be written
        elsewhere (``world_frame_orientation`` holds ``frame``). One pass
        over the bytes answers for every name (``_AttributeNames``).

        That pass costs a small document mostly Python calls, and a URDF's
        bytes are asked about three names only. So in bytes up to
        ``_SEARCHED_FOR_NAMES``, the first ``_NAMES_SEARCHED_ALONE`` names are
        each searched for as an attribute (``_written_as_attribute``, one
        search), which is exact where the pass can only say "may"; the pass
        answers the names asked after them (a migration asks a dozen).
        Each name is answered once.
        """
        if not self.searchable:
            return True
        carried = self._carried.get(attribute)
        if carried is None:
            if (
                self._names is None
                and len(self._carried) < _NAMES_SEARCHED_ALONE
                and len(self._data) <= _SEARCHED_FOR_NAMES
            ):
                carried = _written_as_attribute(self._data, attribute)
            else:
                carried = self._attribute_names().may_be(attribute)
            self._carried[attribute] = carried
        return carried

    def _attribute_names(self) -> _AttributeNames:
        """The names written before an ``=`` (searchable bytes only), found once."""
        if self._names is None:
            self._names = _AttributeNames(self._data)
        return self._names

    def declares_nothing(self, root: etree._Element) -> bool:
        """Whether no element of the document parsed from the bytes declares a namespace.

        True only when the bytes are searchable, write no attribute named
        ``xmlns`` or ``xmlns:...`` (a declaration is one, and an attribute name
        cannot be spelled with character references) and the root declares
        nothing: then no element is in any namespace but ``xml:``'s.
        """
        if not self.searchable or root.nsmap:
            return False
        if len(self._data) <= _SEARCHED_FOR_NAMES and not self.written(b"xmlns"):
            return True  # every declaration writes the word (``may_carry``)
        names = self._attribute_names()
        return not (names.may_be(b"xmlns") or names.may_start_with(b"xmlns:"))


class _AttributeNames:
    """The words the bytes write right before an ``=``: every attribute name, and more.

    Found in one pass in C (numpy: each ``=``, and the ``_NAME_WINDOW`` bytes
    before it), where a search of the bytes for each name costs a pass each
    (about 1.3 ms for 2.7 MB). A word is what follows the last white space
    before the ``=`` and its own white space, so every attribute name is one
    (an ``=`` in text adds words, which only makes answers cautious). A window
    holding no white space before its word may cut a long word: then any
    name may be carried.
    """

    __slots__ = ("long", "words")

    def __init__(self, data: bytes) -> None:
        import numpy  # imported by the first scan, not with the runtime (start-up)

        text = numpy.frombuffer(data, dtype=numpy.uint8)
        ends = numpy.flatnonzero(text == 0x3D)  # each "="
        self.words: set[bytes] = set()
        self.long = False
        early = int(numpy.searchsorted(ends, _NAME_WINDOW))
        for end in ends[:early].tolist():  # bytes before the start count as white space
            self._add(b" " * (_NAME_WINDOW - end) + data[:end])
        offsets = numpy.arange(-_NAME_WINDOW, 0)
        for start in range(early, len(ends), _WINDOWS_AT_ONCE):
            at = ends[start : start + _WINDOWS_AT_ONCE]
            windows = numpy.ascontiguousarray(text[at[:, None] + offsets])
            for window in _distinct(windows.view(f"V{_NAME_WINDOW}").ravel()).tolist():
                self._add(window)

    def _add(self, window: bytes) -> None:
        """Note the word that ends ``window`` (the bytes before one ``=``)."""
        before = window.rstrip()
        word = before.rsplit(None, 1)[-1] if before else b""
        if len(word) == len(before):  # the word starts where the window does: it may be cut
            self.long = True
        else:
            self.words.add(word)

    def may_be(self, name: bytes) -> bool:
        """Whether an attribute may be named ``name``."""
        return self.long or name in self.words

    def may_start_with(self, prefix: bytes) -> bool:
        """Whether an attribute's name may start with ``prefix``."""
        return self.long or any(word.startswith(prefix) for word in self.words)


def _distinct(rows: numpy.ndarray) -> numpy.ndarray:
    """The distinct values of a 1-D array, sorted: ``numpy.unique`` without its import.

    ``numpy.unique`` asks ``numpy.ma`` whether its input is masked, and the
    first ask imports ``numpy.ma``: 8 ms of every small check's start-up.
    """
    import numpy  # imported by the caller already (the runtime does not import it at start)

    ordered = numpy.sort(rows)
    first = numpy.empty(len(ordered), dtype=bool)
    first[:1] = True
    first[1:] = ordered[1:] != ordered[:-1]
    return ordered[first]


_SEARCHED_FOR_NAMES = 1 << 17
"""Up to this size (128 kB) ``Markers`` searches the bytes for a few names one by one
before it reads every name before an ``=``: one search of 65 kB costs about 25 us, the
pass over the names of a 65 kB URDF about 400 us, of a 186 kB world about 240 us
(measured on this project's files)."""

_NAMES_SEARCHED_ALONE = 3
"""Names ``Markers.may_carry`` searches for one by one before it reads every name at once
(a load asks ``relative_to``, ``frame`` and ``auto``; a migration a dozen more)."""


def _written_as_attribute(data: bytes, name: bytes) -> bool:
    """Whether ``data`` writes ``name`` as an attribute: after white space, before an ``=``.

    XML puts white space before every attribute and allows it before the
    ``=``, so every element carrying ``name`` writes it so (an ``=`` in text
    after the word only makes the answer cautious). One search in C, then a
    look at the byte before each place found.
    """
    for found in re.finditer(re.escape(name) + rb"[ \t\r\n]*=", data):
        if data[found.start() - 1 : found.start()] in _XML_WHITE_SPACE:
            return True
    return False


_XML_WHITE_SPACE = (b" ", b"\t", b"\r", b"\n")
"""XML's white space, one byte each (what separates a tag's name and attributes)."""

_NAME_WINDOW = 32
"""Bytes before each ``=`` that ``_AttributeNames`` reads (white space and a name)."""

_WINDOWS_AT_ONCE = 1 << 16
"""How many ``=`` ``_AttributeNames`` reads at a time (2 MB of windows)."""

_PLACES_LOOKED_AT = 64
"""Most places of one marker ``Markers.places`` lists."""

_WHITE_SPACE = frozenset(b" \t\r\n")
"""XML's white space characters, as byte values."""


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
