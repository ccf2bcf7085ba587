"""Namespace prefixes used without an ``xmlns`` declaration: one rule for every reader.

Real files often write ``gz:``, ``drake:`` or ``experimental:`` elements and
attributes without declaring the prefix; the reference reads them as custom
content. So do the generated readers and ``sdformat_semantics.load``: when
the only fault of a document is an undeclared prefix, every such prefix is
declared on the root with a placeholder namespace and the document is parsed
again, with a warning that names the prefixes. Before that, names libxml2
refuses and tinyxml2 reads (``gz::system_priority``) are masked
(``name_masks``), each with a warning.
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, Severity, XmlOrigin, problem
from sdformat_runtime.name_masks import mask_names
from sdformat_runtime.patterns import LazyPattern
from sdformat_runtime.xml import DEFAULT_MAX_BYTES, DEFAULT_MAX_ELEMENT_DEPTH, parse_bytes

UNDECLARED_PREFIX_URI = "urn:sdformat:undeclared-prefix:"
"""Namespace given to prefixes a file uses without declaring them."""

_PREFIX_IN_TAG = LazyPattern(rb"</?([A-Za-z_][\w.\-]*):[A-Za-z_]")
_PREFIX_IN_ATTRIBUTE = LazyPattern(rb"\s([A-Za-z_][\w.\-]*):[A-Za-z_][\w.\-]*\s*=")
_DECLARED_PREFIX = LazyPattern(rb"xmlns:([A-Za-z_][\w.\-]*)\s*=")
_ROOT_START = LazyPattern(rb"<(?![?!])[A-Za-z_][\w.:\-]*")


def undeclared_prefixes(data: bytes) -> list[str]:
    """The prefixes the bytes use in tags or attribute names but never declare."""
    in_tags = _PREFIX_IN_TAG.compiled.findall(data)
    used = set(in_tags) | set(_PREFIX_IN_ATTRIBUTE.compiled.findall(data))
    declared = set(_DECLARED_PREFIX.compiled.findall(data)) | {b"xml", b"xmlns"}
    return sorted(p.decode("ascii") for p in used - declared)


def declare_prefixes(data: bytes, prefixes: list[str]) -> bytes:
    """The bytes with each prefix declared on the root element (line numbers unchanged)."""
    start = _ROOT_START.compiled.search(data)
    if start is None:
        return data
    declarations = "".join(f' xmlns:{p}="{UNDECLARED_PREFIX_URI}{p}"' for p in prefixes)
    return data[: start.end()] + declarations.encode("ascii") + data[start.end() :]


def parse_declaring_prefixes(
    data: bytes,
    file: str | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
    max_depth: int = DEFAULT_MAX_ELEMENT_DEPTH,
    depth_above: int = 0,
    *,
    depth_bound: list[int] | None = None,
    first: tuple[etree._ElementTree | None, list[Error]] | None = None,
) -> tuple[etree._ElementTree | None, list[Error], bytes, tuple[Error, ...]]:
    """``parse_bytes``, then again with refused names masked and undeclared prefixes declared.

    Each retry is made only when the parse before it failed.

    Args:
        data: The document bytes.
        file: Name to put in problems.
        max_bytes: As ``parse_bytes``.
        max_depth: As ``parse_bytes``.
        depth_above: As ``parse_bytes``.
        depth_bound: As ``parse_bytes``.
        first: The result of parsing ``data`` already, when the caller has it.

    Returns:
        The tree (None on failure), the problems, the bytes parsed, and the
        warnings about the names masked and the prefixes declared.
    """
    limits = (max_bytes, max_depth, depth_above)
    tree, errors = first or parse_bytes(data, file, *limits, depth_bound=depth_bound)
    notes: tuple[Error, ...] = ()
    if tree is None and errors:
        masked = mask_names(data, file)
        if masked is not None:
            data, notes = masked[0], tuple(masked[1])
            tree, errors = parse_bytes(data, file, *limits, depth_bound=depth_bound)
    if tree is not None or not errors or "Namespace prefix" not in errors[0].message:
        return tree, errors, data, notes
    undeclared = undeclared_prefixes(data)
    if not undeclared:
        return tree, errors, data, notes
    declared = declare_prefixes(data, undeclared)
    tree, errors = parse_bytes(declared, file, *limits, depth_bound=depth_bound)
    listed = ", ".join(f"'{p}'" for p in undeclared)
    message = (
        f"namespace prefix{'es' if len(undeclared) > 1 else ''} {listed} "
        "used without an xmlns declaration; read as custom namespaced content"
    )
    note = problem(
        ErrorCode.XML_TOLERATED, message, XmlOrigin(file, 1, ""), severity=Severity.WARNING
    )
    return tree, errors, declared, (*notes, note)
