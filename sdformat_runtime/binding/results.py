"""Reading a whole document: from a file, text or parsed tree to a ``ReadResult``."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from pathlib import Path
from typing import Generic, TypeVar

import attrs
from lxml import etree

from sdformat_runtime.binding.context import ReadContext
from sdformat_runtime.binding.element import Element
from sdformat_runtime.binding.reader import lazy_element, read_element
from sdformat_runtime.byte_scans import may_declare_namespaces
from sdformat_runtime.errors import Error, ErrorCode, ProblemList, Severity
from sdformat_runtime.fastpath import fast_path_parts
from sdformat_runtime.file_reads import read_limited
from sdformat_runtime.prefixes import parse_declaring_prefixes

R = TypeVar("R", bound=Element)


@attrs.frozen
class ReadResult(ProblemList, Generic[R]):
    """A read document: its root object (None when unreadable) and every problem.

    Attributes:
        root: The ``<sdf>`` object.
        problems: Errors and warnings in document order.
    """

    root: R | None
    problems: tuple[Error, ...]


def read_tree(
    root_class: type[R],
    tree: etree._ElementTree,
    file: str | None,
    version: str,
    *,
    declares_namespaces: bool | None = None,
    lazy: bool = False,
    lazy_parts: AbstractSet[etree._Element] = frozenset(),
) -> ReadResult[R]:
    """Read a parsed document with the classes of one version.

    Args:
        root_class: The class of the root element.
        tree: The parsed document.
        file: File name for problems.
        version: The version of the classes (for messages).
        declares_namespaces: False when the caller knows that no element
            declares a namespace (see ``byte_scans.may_declare_namespaces``); None:
            the tree is searched for declarations.
        lazy: Return a root that reads its fields (and its children theirs)
            when first asked for (see ``binding.lazy``). Only for documents
            on which the reader reports nothing: a lazy read reports nothing.
        lazy_parts: When not ``lazy``: elements read into lazy objects all the
            same, the rest eagerly. Only elements on which (and below which)
            the reader reports nothing (``fastpath.fast_path_parts``);
            ignored when the document declares a namespace.
    """
    ctx = ReadContext(file=file, version=version, lazy=lazy)
    top = tree.getroot()
    if top.tag != root_class.TAG:
        message = f"the root element is <{top.tag}>, not <{root_class.TAG}>: not SDFormat"
        ctx.report(ErrorCode.PARSING_ERROR, message, top, f"/{top.tag}")
        return ReadResult(None, tuple(ctx.problems))
    declared = top.get("version")
    if declared is not None and declared != version:
        message = f"the document declares SDFormat {declared}; read with the {version} classes"
        ctx.report(ErrorCode.WARNING, message, top, "/sdf", Severity.WARNING)
    if declares_namespaces is None or declares_namespaces:
        ctx.declares_namespaces = any(True for _ in etree.iterwalk(tree, events=("start-ns",)))
    else:
        ctx.declares_namespaces = False
    if lazy_parts and not lazy and not ctx.declares_namespaces:
        ctx.lazy_parts = lazy_parts
        ctx.lazy_twin = ReadContext(file=file, version=version, lazy=True)
        ctx.lazy_twin.declares_namespaces = False
    root = (lazy_element if lazy else read_element)(root_class, top, ctx, "")
    return ReadResult(root, tuple(ctx.problems))


def read_text(
    root_class: type[R], text: str | bytes, version: str, *, fast_path: Path | None = None
) -> ReadResult[R]:
    """Parse and read a document given as text.

    Args:
        root_class: The class of the root element.
        text: The document.
        version: The version of the classes.
        fast_path: The version's fast-path schema: a document it accepts is
            read lazily (see ``read_parsed``). None: read every object at once.
    """
    data = text.encode("utf-8") if isinstance(text, str) else text
    tree, problems, data, notes = parse_declaring_prefixes(data)
    if tree is None:
        return ReadResult(None, tuple(problems))
    return _noted(read_parsed(root_class, data, tree, None, version, fast_path), notes)


def read_path(
    root_class: type[R], path: str | Path, version: str, *, fast_path: Path | None = None
) -> ReadResult[R]:
    """Parse and read a document file (``fast_path``: see ``read_text``)."""
    data, problems = read_limited(path)
    if data is None:
        return ReadResult(None, tuple(problems))
    tree, problems, data, notes = parse_declaring_prefixes(data, str(path))
    if tree is None:
        return ReadResult(None, tuple(problems))
    return _noted(read_parsed(root_class, data, tree, str(path), version, fast_path), notes)


def _noted(result: ReadResult[R], notes: tuple[Error, ...]) -> ReadResult[R]:
    """The result with the warnings about names masked and prefixes declared for it first."""
    if not notes:
        return result
    return attrs.evolve(result, problems=(*notes, *result.problems))


def read_parsed(
    root_class: type[R],
    data: bytes,
    tree: etree._ElementTree,
    file: str | None,
    version: str,
    fast_path: Path | None,
) -> ReadResult[R]:
    """Read a document parsed from ``data``: lazily where the fast-path schema accepts it.

    The fast path accepts only documents on which the reader reports nothing
    (``sdformat_runtime.fastpath``), so the lazy objects it allows equal the
    eager ones and the problems are the same (none); of any other document,
    the subtrees it accepts on their own are read lazily and the rest
    eagerly, with every problem.
    """
    hint = may_declare_namespaces(data, tree)
    top = tree.getroot()
    parts: AbstractSet[etree._Element] = frozenset()
    if fast_path is not None:
        parts = fast_path_parts(top, fast_path, version, declares_namespaces=hint is not False)
    lazy = top in parts
    return read_tree(
        root_class, tree, file, version, declares_namespaces=hint, lazy=lazy, lazy_parts=parts
    )
