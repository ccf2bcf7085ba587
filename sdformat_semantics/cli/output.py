"""Exit statuses and the ways every command reports on stderr."""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from sdformat_semantics.cli.arguments import SearchError
from sdformat_semantics.cli.failures import TRACEBACK_VARIABLE, describe_failure

if TYPE_CHECKING:  # the errors module needs lxml, which `sdformat --help` does not load
    from sdformat_runtime.errors import Error

VALID = 0
"""Every document is valid, or the query was answered."""
INVALID = 1
"""A document is invalid, or a query cannot be answered."""
USAGE = 2
"""The command line is wrong (argparse uses the same status)."""
INTERNAL = 3
"""The tool itself failed: a bug in sdformat."""
INTERRUPTED = 130
"""Exit status after Ctrl-C, as shells report a process ended by SIGINT."""
OUTPUT_FAILED = 4
"""The output could not be written (a full disk): what was asked for is lost."""
BROKEN_PIPE = 141
"""Exit status when stdout was closed early, as shells report SIGPIPE (128 + 13)."""

WRITE_FAILURES = frozenset({errno.ENOSPC, errno.EFBIG, errno.EDQUOT})
"""``errno`` values only writing gives: the output, not a document, failed."""


def complain(message: str) -> None:
    """Tell the user on stderr why a command could not do what it was asked."""
    print(f"sdformat: {message}", file=sys.stderr)


def in_reading_order(problems: Iterable[Error]) -> list[Error]:
    """Problems sorted by file, then line and column; those without a place come first.

    The sort is stable: problems at the same place keep the order they were found in.
    """
    return sorted(problems, key=lambda p: (p.file or "", p.line or 0, p.column or 0))


def count(number: int, noun: str) -> str:
    """``1 file``, ``2 files``: a number with its noun, plural when it is not one."""
    return f"{number} {noun}{'s' if number != 1 else ''}"


def guarded(file: str, work: Callable[[], int]) -> int:
    """Run ``work``, reporting a failure of the tool itself as an internal error.

    Args:
        file: What the failure is reported against: the file being read, or
            ``sdformat COMMAND`` for a command that reads none.
        work: The command's work; returns its exit status.

    Returns:
        The status ``work`` returned, or ``INTERNAL`` when it raised.
    """
    try:
        return work()
    except (BrokenPipeError, SearchError):
        raise  # not a failure of the tool: main() stops quietly, or reports the usage error
    except OSError as error:
        if error.errno in WRITE_FAILURES:
            raise  # the output failed, not the tool: main() says so
        if os.environ.get(TRACEBACK_VARIABLE) == "1":
            raise
        print_internal_error(file, describe_failure(error))
        return INTERNAL
    except Exception as error:
        if os.environ.get(TRACEBACK_VARIABLE) == "1":
            raise
        print_internal_error(file, describe_failure(error))
        return INTERNAL


def print_internal_error(file: str, failure: str) -> None:
    """Report a failure of the tool on ``file`` on stderr, asking for a bug report.

    Args:
        file: The file (or command) the tool failed on.
        failure: ``Type: message`` of the exception (``describe_failure``).
    """
    sys.stdout.flush()  # what was printed about earlier files comes first
    print(
        f"{file}: internal error: {failure} (a bug in sdformat, please report it with this "
        f"file; {TRACEBACK_VARIABLE}=1 shows the traceback)",
        file=sys.stderr,
    )
