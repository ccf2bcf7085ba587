"""What the commands that read one document share: loading it and reporting why it failed."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from sdformat_runtime.errors import Severity
from sdformat_semantics.cli.output import INVALID, complain
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.document import Document, FrameLookupError
from sdformat_semantics.loading import load

DocumentWork = Callable[[Document, argparse.Namespace], int]
"""What a command does with a valid document and its arguments; returns the exit status."""


def with_document(
    arguments: argparse.Namespace, work: DocumentWork, *, version: str | None = None
) -> int:
    """Load ``arguments.file`` and do ``work`` with it, when it is valid.

    Args:
        arguments: The parsed command line: ``file``, and ``path`` for
            ``model://`` includes.
        work: The command's work on the loaded document.
        version: The version to load the document as (default the newest).

    Returns:
        ``INVALID`` when the document has errors (they are printed) or names
        a frame it does not hold; else the status ``work`` returned.
    """
    document = load(
        arguments.file,
        version=version,
        config=ParserConfig(model_paths=list(arguments.path), pause_garbage_collector=True),
    )
    if document.errors:
        print_errors(document)
        return INVALID
    try:
        return work(document, arguments)
    except FrameLookupError as error:
        complain(str(error))
        return INVALID


def print_errors(document: Document) -> None:
    """Print a document's errors, one line each (its warnings are left out)."""
    for problem in document.problems:
        if problem.severity is Severity.ERROR:
            print(problem)
