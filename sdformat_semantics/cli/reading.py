"""What the commands that read one document share: loading it and reporting why it failed."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable

import attrs

from sdformat_runtime.errors import Error, ErrorCode
from sdformat_semantics.cli.arguments import search_fields
from sdformat_semantics.cli.output import INVALID, VALID, complain, in_reading_order
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.document.loaded import Document, FrameLookupError
from sdformat_semantics.loading import load

STDIN = "<stdin>"
"""What a document read from standard input is called in messages."""

DocumentWork = Callable[[Document, argparse.Namespace], int]
"""What a command does with a valid document and its arguments; returns the exit status."""


def with_document(
    arguments: argparse.Namespace,
    work: DocumentWork,
    *,
    version: str | None = None,
    partial: bool = False,
    unresolved_includes: str = "left out",
    blocking: Callable[[Error], bool] = lambda _: False,
) -> int:
    """Load ``arguments.file`` (``-``: standard input) and do ``work`` with it, when it is valid.

    Args:
        arguments: The parsed command line: ``file``, and the search options
            for includes.
        work: The command's work on the loaded document.
        version: The version to load the document as (default the newest).
        partial: Work on a document with errors when it could be read
            (``pose``, ``graph``, ``print``): the errors go to stderr, and
            stderr says which includes that did not resolve are left out.
        unresolved_includes: What an include that did not resolve is to
            the work: ``"left out"`` (said on stderr, the answer is for the
            rest: ``pose``, ``graph``), ``"error"`` (the output misses it:
            ``print``) or ``"ignored"`` (nothing needs it resolved: ``print
            --preserve-includes``).
        blocking: Errors that make the answer wrong rather than partial (a
            pose value that did not parse, read as its default, for ``pose``):
            with one of them, nothing is answered.

    Returns:
        ``INVALID`` when the document has errors other than unresolved
        includes (they are printed, and the answer too when ``partial``) or
        names a frame it does not hold; else the status ``work`` returned.
    """
    source = sys.stdin.buffer.read() if arguments.file == "-" else arguments.file
    # The command's own process: pausing the collector makes big loads faster.
    config = ParserConfig(**search_fields(arguments), pause_garbage_collector=True)
    document = load(source, version=version, config=config)
    errors = named_for_stdin(document.errors) if arguments.file == "-" else document.errors
    if unresolved_includes == "ignored":
        errors = [e for e in errors if e.code is not ErrorCode.URI_LOOKUP]
    tolerated = ErrorCode.URI_LOOKUP if unresolved_includes == "left out" else None
    unresolved = [e for e in errors if e.code is tolerated]
    others = [e for e in errors if e.code is not tolerated]
    if errors and not (partial and document.root is not None and not any(map(blocking, errors))):
        print_problems(errors)
        return INVALID
    print_problems(others)
    for error in unresolved:
        where = f"{error.file or STDIN}:{error.line}" if error.line else error.file or STDIN
        complain(f"left out ({where}): {error.message}")
    status = _answer(document, arguments, work, bool(unresolved))
    # An answer given past errors unrelated to it still fails the command.
    return INVALID if others and status == VALID else status


def _answer(
    document: Document, arguments: argparse.Namespace, work: DocumentWork, unresolved: bool
) -> int:
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


def print_problems(problems: Iterable[Error]) -> None:
    """Print problems on stderr, one line each, by file and line.

    stdout carries only the command's output, so ``sdformat print bad.sdf > out.sdf``
    never writes errors into the file.
    """
    for problem in in_reading_order(problems):
        print(problem, file=sys.stderr)


def named_for_stdin(problems: Iterable[Error]) -> list[Error]:
    """Problems of a document read from standard input, their file called ``<stdin>``."""
    return [p if p.file is not None else attrs.evolve(p, file=STDIN) for p in problems]


def in_frame_values(error: Error) -> bool:
    """Whether an error is about a value the frame graphs read: a pose or a joint axis.

    Such a value was read as its default, so a pose computed through it would
    be wrong, not merely incomplete (``pose`` and ``graph`` refuse then).
    """
    return any(f"/{tag}" in error.path for tag in ("pose", "axis", "axis2"))
