"""The ``sdformat`` command: check and print documents, resolved poses and frame graphs.

Exit status: 0 when every document is valid (or the query was answered),
1 when a document is invalid or a query cannot be answered, 2 for usage
errors, 3 when the tool itself failed (a bug: reported as an internal error
with the file name and a short message, never a traceback, unless
``SDFORMAT_TRACEBACK=1`` asks for one). Problems print as
``file:line: error CODE: message [element path]``.
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
from collections.abc import Callable, Sequence

import attrs
import numpy as np

from sdformat_semantics.config import ParserConfig
from sdformat_semantics.document import Document, FrameLookupError
from sdformat_semantics.errors import Severity
from sdformat_semantics.loading import NEWEST, PACKAGES, SUPPORTED, load
from sdformat_semantics.values import format_number

VALID, INVALID, USAGE, INTERNAL = 0, 1, 2, 3

TRACEBACK_VARIABLE = "SDFORMAT_TRACEBACK"
"""Set to 1 to let internal errors raise with their traceback (for debugging the tool)."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sdformat",
        description=f"Check SDFormat documents and query their frames (versions {SUPPORTED}).",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    check = commands.add_parser(
        "check",
        help="validate documents and print every error and warning",
        description="Validate documents: syntax, spec, names, joints and both frame graphs.",
    )
    check.add_argument("files", nargs="+", metavar="FILE", help="documents to check")
    check.add_argument(
        "--strict",
        action="store_true",
        help="treat warnings as errors and require all named siblings to differ",
    )
    check.add_argument("--quiet", "-q", action="store_true", help="print errors only")
    check.add_argument(
        "--verbose",
        "-v",
        action="store_true",
        help="also print the declared version and what migrating it rewrote",
    )

    pose = commands.add_parser(
        "pose",
        help="print the resolved pose of a frame",
        description="Print a frame's pose. Names are scoped from the root (robot::arm::link); "
        "poses are relative to the world, or to the model frame in a model file.",
    )
    pose.add_argument("file", metavar="FILE")
    pose.add_argument("frame", metavar="FRAME", help="scoped frame name")
    pose.add_argument("--relative-to", metavar="F", help="frame to express the pose in")
    pose.add_argument(
        "--format",
        choices=("rpy", "quat", "matrix"),
        default="rpy",
        help="x y z roll pitch yaw (default), x y z qx qy qz qw, or a 4x4 matrix",
    )
    pose.add_argument("--world", metavar="NAME", help="world to query (default: the first)")

    print_ = commands.add_parser(
        "print",
        help="print a document as normalised SDFormat XML",
        description="Read a document and write it back: one element per line, values "
        "in canonical form, unknown and namespaced content kept.",
    )
    print_.add_argument("file", metavar="FILE")
    print_.add_argument(
        "--version",
        metavar="V",
        help=f"version to write, migrating older documents (one of {', '.join(PACKAGES)}; "
        f"default {NEWEST})",
    )
    includes = print_.add_mutually_exclusive_group()
    includes.add_argument(
        "--expand-includes",
        dest="expand_includes",
        action="store_true",
        default=True,
        help="write each included model in place of its <include> (the default)",
    )
    includes.add_argument(
        "--preserve-includes",
        dest="expand_includes",
        action="store_false",
        help="keep <include> elements as written",
    )
    print_.add_argument(
        "--gearbox-to-mimic",
        action="store_true",
        help="replace each gearbox joint by a <mimic> on its output revolute joint, in "
        "the expanded document (exit status 1, with the reason, when a gearbox cannot "
        "be rewritten)",
    )

    graph = commands.add_parser(
        "graph",
        help="print a frame graph in Graphviz DOT syntax",
        description="Print the pose (relative_to) or frame (attached_to) graph as DOT.",
    )
    graph.add_argument("kind", choices=("pose", "frame"), metavar="pose|frame")
    graph.add_argument("file", metavar="FILE")
    graph.add_argument("--world", metavar="NAME", help="world to print (default: the first)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    try:
        arguments = parser.parse_args(argv)
    except SystemExit as stop:  # argparse exits 2 on usage errors and 0 for --help
        return int(stop.code or 0)
    if arguments.command == "check":
        return _check(
            arguments.files,
            strict=arguments.strict,
            quiet=arguments.quiet,
            verbose=arguments.verbose,
        )
    return _guarded(arguments.file, lambda: _run(arguments))


def _guarded(file: str, work: Callable[[], int]) -> int:
    """``work()``, with a failure of the tool itself reported as an internal error (status 3)."""
    try:
        return work()
    except Exception as error:
        if os.environ.get(TRACEBACK_VARIABLE) == "1":
            raise
        sys.stdout.flush()
        detail = str(error).splitlines()[0][:200] if str(error) else ""
        print(
            f"{file}: internal error: {type(error).__name__}{': ' if detail else ''}{detail} "
            f"(a bug in sdformat, please report it with this file; "
            f"{TRACEBACK_VARIABLE}=1 shows the traceback)",
            file=sys.stderr,
        )
        return INTERNAL


def _run(arguments: argparse.Namespace) -> int:
    """One of the commands that read a single file."""
    if (
        arguments.command == "print"
        and arguments.gearbox_to_mimic
        and not arguments.expand_includes
    ):
        message = "--gearbox-to-mimic rewrites the expanded document; drop --preserve-includes"
        print(f"sdformat: {message}", file=sys.stderr)
        return USAGE
    document = load(arguments.file, version=getattr(arguments, "version", None))
    if document.errors:
        _print_problems(document, quiet=True)
        return INVALID
    try:
        if arguments.command == "pose":
            return _pose(document, arguments)
        if arguments.command == "print":
            if arguments.gearbox_to_mimic:
                return _print_gearbox_to_mimic(document)
            sys.stdout.write(document.to_xml(expand_includes=arguments.expand_includes))
            return VALID
        sys.stdout.write(document.to_dot(arguments.kind, world=arguments.world))
    except FrameLookupError as error:
        print(f"sdformat: {error}", file=sys.stderr)
        return INVALID
    return VALID


def _check(files: list[str], *, strict: bool, quiet: bool, verbose: bool) -> int:
    status = VALID
    for file in files:
        outcome = _guarded(file, functools.partial(_check_one, file, strict, quiet, verbose))
        status = max(status, outcome)  # an internal error (3) outranks an invalid file (1)
    return status


def _check_one(file: str, strict: bool, quiet: bool, verbose: bool) -> int:
    config = ParserConfig.strict() if strict else ParserConfig()
    document = load(file, config=config)
    extra = document.check(strict=strict) if not document.errors else []
    _print_problems(document, quiet=quiet)
    if verbose:
        _print_migration(file, document)
    for problem in extra:
        print(problem)
    errors = len(document.errors) + len(extra)
    if errors:
        print(f"{file}: invalid ({errors} error{'s' if errors != 1 else ''})")
        return INVALID
    if not quiet:
        count = len(document.warnings)
        print(f"{file}: valid ({count} warning{'s' if count != 1 else ''})")
    return VALID


def _print_migration(file: str, document: Document) -> None:
    if document.original_version is None:
        return
    if document.version in (None, document.original_version):
        print(f"{file}: SDFormat {document.original_version}")
        return
    rewrites = sum(change.count for change in document.migration)
    print(
        f"{file}: SDFormat {document.original_version}, migrated to {document.version} "
        f"({rewrites} rewrite{'s' if rewrites != 1 else ''})"
    )
    for change in document.migration:
        print(f"  {change}")


def _print_problems(document: Document, *, quiet: bool) -> None:
    for problem in document.problems:
        if problem.severity is Severity.ERROR or not quiet:
            print(problem)


def _print_gearbox_to_mimic(document: Document) -> int:
    from sdformat_semantics.gearbox import gearbox_to_mimic

    root, rewrites = gearbox_to_mimic(document)
    sys.stdout.write(attrs.evolve(document, root=root).to_xml())
    for rewrite in rewrites:
        print(f"sdformat: {rewrite}", file=sys.stderr)
    return VALID if all(r.rewritten for r in rewrites) else INVALID


def _pose(document: Document, arguments: argparse.Namespace) -> int:
    pose = document.pose(arguments.frame, arguments.relative_to, world=arguments.world)
    if arguments.format == "matrix":
        for row in pose.matrix():
            print(" ".join(_number(v) for v in row))
    elif arguments.format == "quat":
        values = np.concatenate([pose.position, pose.quaternion])
        print(" ".join(_number(v) for v in values))
    else:
        values = np.concatenate([pose.position, pose.rpy()])
        print(" ".join(_number(v) for v in values))
    return VALID


def _number(value: float) -> str:
    """Shortest text that reads back exactly; whole numbers without ``.0``."""
    return format_number(float(value))


if __name__ == "__main__":
    sys.exit(main())
