"""Names tinyxml2 reads and libxml2 refuses, masked while read and restored when written.

libsdformat parses with tinyxml2, which takes any run of letters, digits,
``_``, ``:``, ``.``, ``-`` and non-ASCII bytes (not starting with a digit,
``.`` or ``-``) as an element or attribute name. libxml2 parses with
namespaces, where a name holds at most one colon, between two non-empty
parts, each a valid XML name. Real files write names only the first reads:
Gazebo's ``<gz::system_priority>`` inside a ``<plugin>``, for one; the
reference keeps such names as custom content (they hold a colon).

A document libxml2 refuses is looked at for such names. Each one is
rewritten, in the bytes, as a name in a namespace of our own (``MASK_URI``,
declared on the root): the prefix ``MASK_PREFIX`` and a local name that
spells the original with every character outside ``[A-Za-z0-9_-]`` escaped
(``.`` as ``..``, any other as ``.`` + hexadecimal code point + ``.``). The
element or attribute is then namespaced custom content, which every reader
and schema keeps; ``unmask_names`` spells the original back in written text.
No line break is added or removed, so every line stays true (columns after a
masked name on its line shift).

Only names written in an ASCII-compatible encoding are masked, and only
names tinyxml2 itself accepts; a document that already uses the prefix, or
whose markup the scan cannot follow, is left as it is (and refused as
before).
"""

from __future__ import annotations

import functools
import re

from lxml import etree

from sdformat_runtime.byte_scans import Markers
from sdformat_runtime.errors import Error, ErrorCode, Severity, XmlOrigin, problem
from sdformat_runtime.patterns import LazyPattern
from sdformat_runtime.xml import safe_parser

MASK_URI = "urn:sdformat:masked-name"
"""Namespace of the names written for names libxml2 refuses."""

MASK_PREFIX = "sdf-masked"
"""Prefix the masked names are written with (declared on the root element)."""

# Compiled when a document libxml2 refuses is first scanned for names (most never are).
_TINYXML_NAME = LazyPattern(rb"[A-Za-z_:\x80-\xff][A-Za-z0-9_:.\-\x80-\xff]*\Z")
_ASCII_NCNAME = LazyPattern(r"[A-Za-z_][A-Za-z0-9_.\-]*\Z")
_KEPT = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
# A start or end tag: its name, then attributes with quoted values, then '>' or '/>'.
_TAG = LazyPattern(
    rb"<(/?)([^\s/>=\"'<]+)((?:\s+[^\s/>=\"'<]+\s*=\s*(?:\"[^\"<]*\"|'[^'<]*'))*)\s*/?>"
)
_ATTRIBUTE_NAME = LazyPattern(rb"\s+([^\s/>=\"'<]+)\s*=\s*(?:\"[^\"<]*\"|'[^'<]*')")
# What the scan steps over: (opening, closing).
_SKIPPED = ((b"<!--", b"-->"), (b"<![CDATA[", b"]]>"), (b"<?", b"?>"), (b"<!", b">"))


def mask(name: str) -> str:
    """The local name written for ``name`` in ``MASK_URI`` (an XML NCName)."""
    spelled = []
    for character in name:
        if character in _KEPT:
            spelled.append(character)
        elif character == ".":
            spelled.append("..")
        else:
            spelled.append(f".{ord(character):x}.")
    return "_" + "".join(spelled)


def unmask(local: str) -> str:
    """The name ``local`` was written for (the inverse of ``mask``); ``local`` if none."""
    try:
        return _unmasked_local(local)
    except (ValueError, OverflowError):  # not written by ``mask``
        return local


def _unmasked_local(local: str) -> str:
    if not local.startswith("_"):
        raise ValueError(local)
    name, at = [], 1  # past the leading '_'
    while at < len(local):
        character = local[at]
        if character != ".":
            name.append(character)
            at += 1
        elif local.startswith("..", at):
            name.append(".")
            at += 2
        else:
            end = local.index(".", at + 1)
            name.append(chr(int(local[at + 1 : end], 16)))
            at = end + 1
    return "".join(name)


def original_name(tag: str) -> str:
    """An lxml tag or attribute name, with a masked name spelled as the file wrote it."""
    prefix = f"{{{MASK_URI}}}"
    return unmask(tag[len(prefix) :]) if tag.startswith(prefix) else tag


def mask_names(data: bytes, file: str | None = None) -> tuple[bytes, list[Error]] | None:
    """``data`` with every name libxml2 refuses and tinyxml2 reads masked, and a warning each.

    One warning per distinct name, at the line it is first written. None
    when there is no such name, or the bytes cannot be rewritten safely (see
    the module).
    """
    if not Markers(data).searchable or MASK_PREFIX.encode() in data:
        return None
    utf8 = _declares_utf8(data)
    spans: list[tuple[int, int, bytes]] = []
    first_line: dict[str, int] = {}
    root_name_end: int | None = None
    for start, end, is_root in _names(data):
        if is_root:
            root_name_end = end
        name = _refused_name(data[start:end], utf8)
        if name is None:
            continue
        spans.append((start, end, f"{MASK_PREFIX}:{mask(name)}".encode("ascii")))
        first_line.setdefault(name, data.count(b"\n", 0, start) + 1)
    if not spans or root_name_end is None:
        return None
    declaration = f' xmlns:{MASK_PREFIX}="{MASK_URI}"'.encode("ascii")
    spans.append((root_name_end, root_name_end, declaration))
    spans.sort(key=lambda span: span[0])
    pieces, kept_from = [], 0
    for start, end, replacement in spans:
        pieces += [data[kept_from:start], replacement]
        kept_from = end
    pieces.append(data[kept_from:])
    return b"".join(pieces), [_warning(name, line, file) for name, line in first_line.items()]


def unmask_names(text: str) -> str:
    """Written XML ``text`` with every masked name spelled as its file wrote it.

    The declarations of ``MASK_URI`` are dropped. Only tags are rewritten:
    comments, CDATA sections and processing instructions are left as they are.
    """
    if MASK_URI not in text:
        return text
    prefixes = set(re.findall(rf'xmlns:([^\s=]+)="{re.escape(MASK_URI)}"', text))
    if not prefixes:
        return text
    markup = _SERIALIZED_MARKUP.compiled
    return markup.sub(lambda found: _unmask_tag(found.group(0), prefixes), text)


_SERIALIZED_MARKUP = LazyPattern(r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<\?.*?\?>|<[^!?][^>]*>", re.S)
_SERIALIZED_TAG_NAME = LazyPattern(r"<(/?)([^\s/>]+)")
_SERIALIZED_ATTRIBUTE = LazyPattern(r'(\s+)([^\s=/>]+)="([^"]*)"')


def _unmask_tag(tag: str, prefixes: set[str]) -> str:
    """One written tag with its masked names unmasked and the mask's declarations dropped."""
    if not tag.startswith("<") or tag.startswith(("<!", "<?")):
        return tag
    named = _SERIALIZED_TAG_NAME.compiled.match(tag)
    if named is None:
        return tag
    pieces = ["<", named.group(1), _unmasked(named.group(2), prefixes)]
    at = named.end()
    for attribute in _SERIALIZED_ATTRIBUTE.compiled.finditer(tag, at):
        if attribute.start() != at:
            break
        space, name, value = attribute.groups()
        at = attribute.end()
        declared = name.startswith("xmlns:") and name[len("xmlns:") :] in prefixes
        if declared and value == MASK_URI:
            continue
        pieces.append(f'{space}{_unmasked(name, prefixes)}="{value}"')
    pieces.append(tag[at:])
    return "".join(pieces)


def _unmasked(name: str, prefixes: set[str]) -> str:
    prefix, colon, local = name.partition(":")
    if colon and prefix in prefixes and local.startswith("_"):
        return unmask(local)
    return name


def _names(data: bytes) -> list[tuple[int, int, bool]]:
    """Where every element and attribute name of ``data`` is written: (start, end, is root).

    ``is root`` marks the name of the first start tag. The scan stops where
    the markup stops making sense (libxml2 will say why).
    """
    found: list[tuple[int, int, bool]] = []
    seen_root, at = False, 0
    while (opened := data.find(b"<", at)) >= 0:
        skipped = next((pair for pair in _SKIPPED if data.startswith(pair[0], opened)), None)
        if skipped is not None:
            closed = data.find(skipped[1], opened + len(skipped[0]))
            if closed < 0:
                break
            at = closed + len(skipped[1])
            continue
        tag = _TAG.compiled.match(data, opened)
        if tag is None:
            break
        is_root = not seen_root and not tag.group(1)
        seen_root = seen_root or is_root
        found.append((tag.start(2), tag.end(2), is_root))
        for attribute in _ATTRIBUTE_NAME.compiled.finditer(data, tag.start(3), tag.end(3)):
            found.append((attribute.start(1), attribute.end(1), False))
        at = tag.end()
    return found


def _refused_name(written: bytes, utf8: bool) -> str | None:
    """The name, when tinyxml2 reads ``written`` as one and libxml2 refuses it; else None.

    ``utf8``: whether the document is in UTF-8; names in another encoding are
    masked only when they are ASCII.
    """
    if _TINYXML_NAME.compiled.match(written) is None or not (utf8 or written.isascii()):
        return None
    try:
        name = written.decode("utf-8")
    except UnicodeDecodeError:
        return None
    parts = name.split(":")
    if len(parts) <= 2 and all(_is_ncname(part) for part in parts):
        return None
    return name


@functools.lru_cache(maxsize=256)
def _is_ncname(part: str) -> bool:
    """Whether libxml2 reads ``part`` as a name without a colon."""
    if part.isascii():
        return _ASCII_NCNAME.compiled.match(part) is not None
    try:
        etree.fromstring(f"<{part}/>".encode(), safe_parser())
    except etree.XMLSyntaxError:
        return False
    return True


_DECLARED_ENCODING = LazyPattern(rb"\s*<\?xml[^>]*?\bencoding\s*=\s*[\"']([^\"']*)[\"']")


def _declares_utf8(data: bytes) -> bool:
    """Whether ``data`` (ASCII-compatible) declares no encoding other than UTF-8."""
    declared = _DECLARED_ENCODING.compiled.match(data.removeprefix(b"\xef\xbb\xbf"))
    return declared is None or declared.group(1).lower() in (b"utf-8", b"utf8")


def _warning(name: str, line: int, file: str | None) -> Error:
    message = (
        f"the name '{name}' is not a valid namespaced XML name (libxml2 refuses it; "
        "tinyxml2, which libsdformat uses, reads it); read as custom content and "
        "written back as written; the document will not validate with xmllint"
    )
    origin = XmlOrigin(file, line, "")
    return problem(ErrorCode.XML_TOLERATED, message, origin, severity=Severity.WARNING)
