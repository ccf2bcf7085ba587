"""The ``sdformat`` command: check and print documents, poses, frame graphs, the spec and URIs.

Exit status: 0 when every document is valid (or the query was answered),
1 when a document is invalid or a query cannot be answered, 2 for usage
errors, 3 when the tool itself failed (a bug: reported as an internal error
with the file name and a short message, never a traceback, unless
``SDFORMAT_TRACEBACK=1`` asks for one), 4 when the output could not be
written (a full disk), 130 after Ctrl-C, 141 when stdout closed early. Problems print as
``file:line:column: error CODE: message [element path]``.

Each command lives in a module of its own, which declares its arguments
(``add_*_command``) and does its work (``run_*``); this module assembles the
parser and dispatches. Command modules import the load pipeline (numpy,
lxml, the generated classes) inside their ``run_*`` functions, not at the
top: building the parser then costs a few milliseconds, so ``sdformat
--help`` and usage errors answer at once.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Sequence

from sdformat_semantics import installed_version
from sdformat_semantics.cli.arguments import Commands, Run, SearchError, examples
from sdformat_semantics.cli.audit import add_audit_command
from sdformat_semantics.cli.check import add_check_command
from sdformat_semantics.cli.describe import add_describe_command
from sdformat_semantics.cli.graph import add_graph_command
from sdformat_semantics.cli.output import (
    BROKEN_PIPE,
    INTERNAL,
    INTERRUPTED,
    INVALID,
    OUTPUT_FAILED,
    USAGE,
    VALID,
    WRITE_FAILURES,
    complain,
)
from sdformat_semantics.cli.pose import add_pose_command
from sdformat_semantics.cli.printing import add_print_command
from sdformat_semantics.cli.progress import PROGRESS_MINIMUM
from sdformat_semantics.cli.resolve import add_resolve_command
from sdformat_semantics.cli.schema import add_schema_command
from sdformat_semantics.cli.view import add_view_command
from sdformat_semantics.versions import SUPPORTED, WRITABLE_VERSIONS

__all__ = [
    "BROKEN_PIPE",
    "INTERNAL",
    "INTERRUPTED",
    "INVALID",
    "OUTPUT_FAILED",
    "PROGRESS_MINIMUM",
    "USAGE",
    "VALID",
    "build_parser",
    "main",
    "version_text",
]

COMMANDS: dict[str, Callable[[Commands], None]] = {
    "check": add_check_command,
    "audit": add_audit_command,
    "pose": add_pose_command,
    "print": add_print_command,
    "graph": add_graph_command,
    "describe": add_describe_command,
    "resolve": add_resolve_command,
    "schema": add_schema_command,
    "view": add_view_command,
}
"""Each command by its name, which adds itself to the parser, in the order ``--help`` lists them."""


def version_text() -> str:
    """What ``sdformat --version`` prints: the tool's version and the spec versions it handles."""
    return (
        f"sdformat {installed_version()}\n"
        f"SDFormat versions read: {SUPPORTED}\n"
        f"SDFormat versions written: {', '.join(WRITABLE_VERSIONS)}"
    )


class _VersionAction(argparse.Action):
    """``--version``: looks the installed version up only when asked (it reads package metadata)."""

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        print(version_text())
        parser.exit()


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The ``sdformat`` argument parser: every command, or only ``command`` when named.

    A command's own parser answers everything after its name (its options,
    its ``--help``, its usage errors), so a run naming one is parsed the same
    without the others; building all of them costs each call about 2 ms.
    """
    parser = argparse.ArgumentParser(
        prog="sdformat",
        description=f"Check SDFormat documents and query their frames (versions {SUPPORTED}).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=examples(
            "sdformat check robot.sdf models/ --jobs 0",
            "sdformat pose robot.sdf arm::tip --relative-to base",
            "sdformat graph pose robot.sdf -o pose.svg",
            "sdformat describe model/joint/axis --version 1.10",
            "SDF_PATH=models sdformat resolve model://gripper --from world.sdf",
            "sdformat COMMAND --help   (each command's options and more examples)",
        ),
    )
    parser.add_argument(
        "--version",
        action=_VersionAction,
        nargs=0,
        help="print the version of sdformat and the SDFormat versions it reads and writes",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, add in COMMANDS.items():
        if command is None or name == command:
            add(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line.

    Args:
        argv: The arguments after the program name (default: ``sys.argv[1:]``).

    Returns:
        The exit status (see the module's docstring).
    """
    try:
        try:
            given = sys.argv[1:] if argv is None else list(argv)
            # The first argument names the command (options of sdformat itself come before it).
            named = given[0] if given and given[0] in COMMANDS else None
            arguments = build_parser(named).parse_args(given)
        except SystemExit as stop:  # argparse exits 2 on usage errors and 0 for --help
            return int(stop.code or 0)
        run: Run = arguments.run
        status = run(arguments)
        sys.stdout.flush()  # a full disk is found now, not by Python at exit
        return status
    except SearchError as error:  # raised before any work, so nothing was printed yet
        complain(str(error))
        return USAGE
    except BrokenPipeError:
        # The reader went away (`sdformat print big.sdf | head`): stop quietly, as
        # Unix tools do, and keep Python from complaining when it flushes stdout at exit.
        _discard_stdout()
        return BROKEN_PIPE
    except KeyboardInterrupt:
        _discard_stdout()
        complain("interrupted")
        return INTERRUPTED
    except OSError as error:
        if error.errno not in WRITE_FAILURES:
            raise
        _discard_stdout()
        complain(f"cannot write the output: {error.strerror or error}")
        return OUTPUT_FAILED


def _discard_stdout() -> None:
    """Point stdout at the null device: what is still buffered there can no longer fail."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
