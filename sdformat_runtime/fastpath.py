"""The fast path: whether a parsed document needs the Python reader's checks at all.

Each version package ships ``schema/fast/fast_path.xsd`` (generated from the
spec, see ``generator/fast_xsd_view.py``): a schema that accepts only
documents on which the reader reports nothing. Validating against it runs in
C (libxml2), so a caller can learn cheaply that a document is clean, and read
it in a way that skips the per-element checks; a document refused here
still gets today's reader, its messages, lines and columns.

What the schema cannot see cheaply is tested here, in walks that lxml filters
in C so Python sees only the few nodes that matter: a single child repeated
inside a parent whose type is an unbounded choice (the schema's ``xs:appinfo``
lists those parents' single children), and comments or processing
instructions inside a leaf, which split its text where the reader reads only
the first part.
"""

from __future__ import annotations

import threading
from pathlib import Path

from lxml import etree

_local = threading.local()
"""Compiled schemas per thread: libxml2 validation contexts are not shared across threads."""


_XS = "{http://www.w3.org/2001/XMLSchema}"

_Singles = dict[str, frozenset[str]]


def _compiled(schema_path: Path) -> tuple[etree.XMLSchema, _Singles]:
    cache: dict[Path, tuple[etree.XMLSchema, _Singles]] | None = getattr(_local, "cache", None)
    if cache is None:
        cache = _local.cache = {}
    found = cache.get(schema_path)
    if found is None:
        document = etree.parse(str(schema_path))
        listed = document.find(f"{_XS}annotation/{_XS}appinfo[@source='single-children']")
        lines = (listed.text or "").split("\n") if listed is not None else []
        singles = {words[0]: frozenset(words[1:]) for words in map(str.split, lines) if words}
        found = cache[schema_path] = (etree.XMLSchema(document), singles)
    return found


def _repeats_a_single(top: etree._Element, singles: _Singles) -> bool:
    """Whether a listed parent holds one of its single children twice."""
    for parent in top.iter(*singles):
        once = singles[parent.tag]
        seen: set[str] = set()
        for child in parent:
            tag = child.tag
            if tag in once:
                if tag in seen:
                    return True
                seen.add(tag)
    return False


def _splits_a_leaf(top: etree._Element) -> bool:
    """Whether a comment or processing instruction sits in an element without children."""
    for node in top.iter(etree.Comment, etree.ProcessingInstruction):
        parent = node.getparent()
        if parent is not None and not any(isinstance(c.tag, str) for c in parent):
            return True
    return False


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
    schema, singles = _compiled(schema_path)
    if not schema.validate(top):
        return False
    return not _repeats_a_single(top, singles) and not _splits_a_leaf(top)
