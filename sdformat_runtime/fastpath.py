"""The fast path: whether a parsed document needs the Python reader's checks at all.

Each version package ships ``schema/fast/fast_path.xsd`` (generated from the
spec, see ``generator/fast_xsd_view.py``): a schema that accepts only
documents on which the reader reports nothing. Validating against it runs in
C (libxml2), so a caller can learn cheaply that a document is clean, and read
it in a way that skips the per-element checks; a document refused here
still gets today's reader, its messages, lines and columns.

What a schema cannot see is tested here with two XPath walks: a single child
repeated inside a parent whose type is an unbounded choice (the XPath kept in
the schema's ``xs:appinfo``), and comments or processing instructions inside
a leaf, which split its text where the reader reads only the first part.
"""

from __future__ import annotations

import threading
from pathlib import Path

from lxml import etree

_XS = "{http://www.w3.org/2001/XMLSchema}"

_SPLIT_LEAF = etree.XPath("boolean(//*[not(*)][comment() or processing-instruction()])")

_local = threading.local()
"""Compiled schemas per thread: libxml2 validation contexts are not shared across threads."""


def _compiled(schema_path: Path) -> tuple[etree.XMLSchema, etree.XPath]:
    cache: dict[Path, tuple[etree.XMLSchema, etree.XPath]] | None = getattr(_local, "cache", None)
    if cache is None:
        cache = _local.cache = {}
    found = cache.get(schema_path)
    if found is None:
        document = etree.parse(str(schema_path))
        test = document.find(f"{_XS}annotation/{_XS}appinfo[@source='repeated-singles']")
        xpath = etree.XPath(test.text if test is not None and test.text else "false()")
        found = cache[schema_path] = (etree.XMLSchema(document), xpath)
    return found


def fast_path_accepts(
    top: etree._Element, schema_path: Path, version: str, *, declares_namespaces: bool
) -> bool:
    """Whether the reader of ``version`` would report nothing on the document ``top``.

    Args:
        top: The document's root element (``<sdf>``), migrated to ``version``.
        schema_path: The version's ``fast_path.xsd``.
        version: The version the document declares and is read as.
        declares_namespaces: Whether any element may declare a namespace; such
            documents keep their declarations in the objects, so take the slow path.

    Returns:
        True only when the document is valid against the fast-path schema and
        none of the tests the schema cannot express finds anything.
    """
    if declares_namespaces or top.tag != "sdf" or top.get("version") != version:
        return False
    schema, repeated_singles = _compiled(schema_path)
    if not schema.validate(top):
        return False
    return not repeated_singles(top) and not _SPLIT_LEAF(top)
