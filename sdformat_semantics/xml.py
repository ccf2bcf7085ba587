"""The one way this project parses untrusted XML.

No entity expansion, no DTD loading, no network, no recovery from broken
markup, a size bound, and line numbers kept for every element. Failures come
back as ``Error`` values with line and column, never as exceptions.
"""

from __future__ import annotations

from pathlib import Path

from lxml import etree

from sdformat_semantics.errors import Error, ErrorCode

DEFAULT_MAX_BYTES = 64 * 1024 * 1024
"""Largest document read by default (the biggest real file we know is ~3 MB)."""


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
    data: bytes, file: str | None = None, max_bytes: int = DEFAULT_MAX_BYTES
) -> tuple[etree._ElementTree | None, list[Error]]:
    """Parse a document held in memory.

    Args:
        data: The document bytes.
        file: Name to put in errors (None for text given directly).
        max_bytes: Size limit; larger input is refused unread.

    Returns:
        The tree (None on failure) and the problems met.
    """
    if len(data) > max_bytes:
        message = f"document is {len(data)} bytes, over the limit of {max_bytes} (max_bytes)"
        return None, [Error(ErrorCode.FILE_READ, message, file)]
    try:
        root = etree.fromstring(data, safe_parser())
    except etree.XMLSyntaxError as error:
        line, column = error.position if error.position else (None, None)
        message = f"not well-formed XML: {error.msg} (column {column})"
        return None, [Error(ErrorCode.FILE_READ, message, file, line)]
    tree = root.getroottree()
    if tree.docinfo.doctype:  # type: ignore[union-attr]
        message = "documents with a DOCTYPE are refused (entities and DTDs are not read)"
        return None, [Error(ErrorCode.FILE_READ, message, file, 1)]
    return tree, []


def read_limited(
    path: str | Path, max_bytes: int = DEFAULT_MAX_BYTES
) -> tuple[bytes | None, list[Error]]:
    """The bytes of a file, refused unread when larger than ``max_bytes``."""
    name = str(path)
    try:
        size = Path(path).stat().st_size
        if size > max_bytes:
            message = f"file is {size} bytes, over the limit of {max_bytes} (max_bytes)"
            return None, [Error(ErrorCode.FILE_READ, message, name)]
        return Path(path).read_bytes(), []
    except OSError as error:
        message = f"cannot read file: {error.strerror or error}"
        return None, [Error(ErrorCode.FILE_READ, message, name)]


def parse_file(
    path: str | Path, max_bytes: int = DEFAULT_MAX_BYTES
) -> tuple[etree._ElementTree | None, list[Error]]:
    """Parse a document from disk (see ``parse_bytes``)."""
    data, problems = read_limited(path, max_bytes)
    if data is None:
        return None, problems
    return parse_bytes(data, str(path), max_bytes)
