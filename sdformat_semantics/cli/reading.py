"""What the commands that read one document share: loading it and reporting why it failed."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from sdformat_runtime.errors import ErrorCode
from sdformat_semantics.cli.arguments import search_fields
from sdformat_semantics.cli.output import INVALID, complain, in_reading_order
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.document.loaded import Document, FrameLookupError
from sdformat_semantics.loading import load

DocumentWork = Callable[[Document, argparse.Namespace], int]
"""What a command does with a valid document and its arguments; returns the exit status."""


def with_document(
    arguments: argparse.Namespace,
    work: DocumentWork,
    *,
    version: str | None = None,
    partial: bool = False,
) -> int:
    """Load ``arguments.file`` (``-``: standard input) and do ``work`` with it, when it is valid.

    Args:
        arguments: The parsed command line: ``file``, and the search options
            for includes.
        work: The command's work on the loaded document.
        version: The version to load the document as (default the newest).
        partial: Work on a document whose only errors are includes that did
            not resolve (``pose``, ``graph``): what did resolve is answered
            for, and stderr says which includes are left out.

    Returns:
        ``INVALID`` when the document has errors (they are printed) or names
        a frame it does not hold; else the status ``work`` returned.
    """
    source = sys.stdin.buffer.read() if arguments.file == "-" else arguments.file
    # The command's own process: pausing the collector makes big loads faster.
    config = ParserConfig(**search_fields(arguments), pause_garbage_collector=True)
    document = load(source, version=version, config=config)
    unresolved = [e for e in document.errors if e.code is ErrorCode.URI_LOOKUP]
    usable = partial and document.root is not None and len(unresolved) == len(document.errors)
    if document.errors and not usable:
        print_errors(document)
        return INVALID
    for error in unresolved:
        where = f"{error.file or 'stdin'}:{error.line}" if error.line else error.file or "stdin"
        complain(f"left out ({where}): {error.message}")
    try:
        return work(document, arguments)
    except FrameLookupError as error:
        complain(str(error))
        if unresolved:
            complain("(it may be in an include left out above)")
        if error.known and len(error.known) > 12:
            complain(f"every frame of {arguments.file}:")
            for name in error.known:
                print(f"  {name}", file=sys.stderr)
        return INVALID


def print_errors(document: Document) -> None:
    """Print a document's errors on stderr, one line each, by file and line (no warnings).

    stdout carries only the command's output, so ``sdformat print bad.sdf > out.sdf``
    never writes errors into the file.
    """
    for problem in in_reading_order(document.errors):
        print(problem, file=sys.stderr)
