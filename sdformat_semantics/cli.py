"""The ``sdformat`` command: check and print documents, poses, frame graphs, the spec and URIs.

Exit status: 0 when every document is valid (or the query was answered),
1 when a document is invalid or a query cannot be answered, 2 for usage
errors, 3 when the tool itself failed (a bug: reported as an internal error
with the file name and a short message, never a traceback, unless
``SDFORMAT_TRACEBACK=1`` asks for one). Problems print as
``file:line:column: error CODE: message [element path]``.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import shutil
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

import attrs
import numpy as np

from sdformat_runtime.errors import Severity
from sdformat_runtime.values import format_number
from sdformat_semantics.checking import (
    TRACEBACK_VARIABLE,
    FileReport,
    Skipped,
    check_all,
    describe_failure,
    find_targets,
    report_as_json,
)
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.document import Document, FrameLookupError
from sdformat_semantics.graphviz import (
    GraphvizError,
    missing_dot_message,
    output_format,
    unknown_format_message,
    write_graph,
)
from sdformat_semantics.loading import NEWEST, PACKAGES, SUPPORTED, load
from sdformat_semantics.spec_tree import UnknownPath, spec_tree
from sdformat_semantics.uri_report import report_uri
from sdformat_semantics.value_rewrites import in_degrees, rounded

VALID, INVALID, USAGE, INTERNAL = 0, 1, 2, 3
INTERRUPTED = 130
"""Exit status after Ctrl-C, as shells report a process ended by SIGINT."""
BROKEN_PIPE = 141
"""Exit status when stdout was closed early, as shells report SIGPIPE (128 + 13)."""

PROGRESS_MINIMUM = 5
"""Fewest files for which ``check`` draws a progress bar (on a terminal only)."""

_CHECK_EPILOG = """\
examples:
  sdformat check robot.sdf                  one file
  sdformat check models/ worlds/extra.sdf   folders are searched for *.sdf and *.world
  sdformat check --jobs 0 models/           in parallel, one process per CPU
  sdformat check --format json models/ | jq .summary

output:
  One line per problem, "file:line:column: error CODE: message [element path]"
  ("warning" for warnings; the column is left out when it is not known), then
  one line per file, "file: valid (N warnings)" or "file: invalid (N errors)".
  When more than one file is checked or a folder searched, a last line (not
  with -q) sums up, for example
  "checked 29 files: 25 valid, 4 invalid, 12 warnings in 1.3 s". On a
  terminal, stderr shows a progress bar while 5 files or more are checked.

folders:
  Searched recursively in sorted order, hidden folders skipped. A folder with
  a model.config is checked through the file its model.config names; the other
  documents beside it (older versions of the model) are skipped: -v lists them.

--format json prints one object:
  {"files": [{"path", "valid", "declared_version", "version",
              "errors": [PROBLEM], "warnings": [PROBLEM],
              "migration": [text], "internal_error": text or null}],
   "skipped": [{"path", "reason"}],
   "summary": {"files", "valid", "invalid", "internal_errors",
               "errors", "warnings", "seconds"}}
  PROBLEM: {"code", "severity", "message", "file", "line", "column", "path",
            "suggestion"}, where line, column and suggestion may be null.

exit status:
  0 every file is valid; 1 a file is invalid or cannot be read (a PATH that
  does not exist is a FILE_READ error); 2 usage error, or the PATHs hold
  nothing to check; 3 internal error (a bug in sdformat, reported on stderr).
"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sdformat",
        description=f"Check SDFormat documents and query their frames (versions {SUPPORTED}).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=_examples(
            "sdformat check robot.sdf models/ --jobs 0",
            "sdformat pose robot.sdf arm::tip --relative-to base",
            "sdformat graph pose robot.sdf -o pose.svg",
            "sdformat describe model/joint/axis --version 1.10",
            "SDF_PATH=models sdformat resolve model://gripper --from world.sdf",
            "sdformat COMMAND --help   (each command's options and more examples)",
        ),
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    check = commands.add_parser(
        "check",
        help="validate documents and print every error and warning",
        description="Validate documents: syntax, spec, names, joints and both frame graphs.",
        epilog=_CHECK_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    check.add_argument(
        "paths", nargs="+", metavar="PATH", help="documents, or folders to search for them"
    )
    check.add_argument(
        "--strict",
        action="store_true",
        help="treat warnings as errors and require all named siblings to differ",
    )
    check.add_argument(
        "--quiet", "-q", action="store_true", help="print errors only (and no summary line)"
    )
    check.add_argument(
        "--verbose",
        "-v",
        action="store_true",
        help="also print the declared version, what migrating it rewrote, and the "
        "documents skipped in model folders",
    )
    check.add_argument(
        "--jobs",
        "-j",
        type=_whole_number(0),
        default=1,
        metavar="N",
        help="check N files at a time in worker processes (0: one per CPU; default 1)",
    )
    check.add_argument(
        "--format",
        choices=("text", "json"),
        default="text",
        help="text lines (default) or one JSON document for tools (see below)",
    )
    _add_model_path(check)

    pose = commands.add_parser(
        "pose",
        help="print the resolved pose of a frame",
        description="Print a frame's pose. Names are scoped from the root (robot::arm::link); "
        "poses are relative to the world, or to the model frame in a model file.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=_examples(
            "sdformat pose robot.sdf arm::tip",
            "sdformat pose robot.sdf arm::tip --relative-to base --format quat",
            "sdformat pose world.sdf robot::base_link --format matrix",
        ),
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
    _add_model_path(pose)

    print_ = commands.add_parser(
        "print",
        help="print a document as normalised SDFormat XML",
        description="Read a document and write it back: one element per line, values "
        "in canonical form, unknown and namespaced content kept.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=_examples(
            "sdformat print world.sdf                      # includes expanded",
            "sdformat print --preserve-includes world.sdf  # <include> elements kept",
            "sdformat print --version 1.8 old_robot.sdf",
            "sdformat print --degrees --precision 6 robot.sdf",
        ),
    )
    print_.add_argument("file", metavar="FILE")
    _add_model_path(print_)
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
    print_.add_argument(
        "--degrees",
        action="store_true",
        help='write Euler-angle poses as degrees="true", their angles in degrees '
        "(quaternion poses, and poses of versions before 1.9, stay as they are; "
        "a note on stderr says how many)",
    )
    print_.add_argument(
        "--precision",
        type=_whole_number(1),
        metavar="N",
        help="write floating-point values with at most N significant digits (a value "
        "reads back within a relative error of 0.5e-(N-1), e.g. 5e-6 for N=6; "
        "<plugin> and other free content is written as it was)",
    )

    graph = commands.add_parser(
        "graph",
        help="print or draw a frame graph (Graphviz DOT)",
        description="Print the pose (relative_to) or frame (attached_to) graph as DOT, or "
        "draw it with Graphviz. Vertices are scoped frame names with their kind; each "
        "edge points from a frame to the frame it is relative_to / attached_to.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=_examples(
            "sdformat graph pose robot.sdf                  # DOT text on stdout",
            "sdformat graph pose robot.sdf --poses -o pose_graph.svg",
            "sdformat graph frame world.sdf --world w2 -o frames.png",
            "sdformat graph frame robot.sdf -o frames.dot   # no Graphviz needed",
        )
        + "\n\n-o with .svg, .png or .pdf runs Graphviz's dot program "
        "(apt install graphviz, brew install graphviz, conda install -c conda-forge graphviz).",
    )
    graph.add_argument("kind", choices=("pose", "frame"), metavar="pose|frame")
    graph.add_argument("file", metavar="FILE")
    graph.add_argument("--world", metavar="NAME", help="world to print (default: the first)")
    _add_model_path(graph)
    graph.add_argument(
        "-o",
        "--output",
        metavar="FILE",
        help="write to FILE instead of stdout, drawn in the format its suffix names "
        "(.svg, .png, .pdf; .dot writes the text)",
    )
    graph.add_argument(
        "--poses",
        action="store_true",
        help="label pose graph edges with their pose: x y z roll pitch yaw (radians)",
    )
    _add_describe(commands)
    _add_resolve(commands)
    _add_schema(commands)
    return parser


def _add_model_path(parser: argparse.ArgumentParser) -> None:
    """``--path DIR``: where ``model://`` includes are looked for, as ``resolve --path``."""
    parser.add_argument(
        "--path",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder holding models for model:// includes, searched before the folders "
        "of SDF_PATH and the other resource variables (repeatable)",
    )


def _examples(*lines: str) -> str:
    """An argparse epilog listing example command lines."""
    return "examples:\n" + "\n".join(f"  {line}" for line in lines)


def _whole_number(minimum: int) -> Callable[[str], int]:
    """An argparse type: a whole number of at least ``minimum``."""

    def convert(text: str) -> int:
        try:
            number = int(text)
        except ValueError:
            number = minimum - 1
        if number < minimum:
            raise argparse.ArgumentTypeError(
                f"'{text}' is not a whole number of at least {minimum}"
            )
        return number

    return convert


def _add_describe(commands: Any) -> None:
    describe = commands.add_parser(
        "describe",
        help="show the spec: elements, attributes, types, defaults and descriptions",
        description="Show what the SDFormat spec says about an element: its type, default, "
        "how often it may occur, bounds, attributes (@name) and children, with their "
        "descriptions. ELEMENT_PATH goes from <sdf> down (model/joint/axis), may end in "
        "an attribute (model/link/@name), and may start at any element with a spec file "
        "of its own (link/visual). Without a path: what a document may hold.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=_examples(
            "sdformat describe                              # <sdf> and its children",
            "sdformat describe model/joint/axis --version 1.10",
            "sdformat describe model/link --depth 2",
            "sdformat describe model/@canonical_link",
            "sdformat describe camera --version 1.8",
        ),
    )
    describe.add_argument("path", nargs="?", default="", metavar="ELEMENT_PATH")
    describe.add_argument(
        "--version",
        choices=tuple(PACKAGES),
        default=NEWEST,
        metavar="V",
        help=f"spec version ({', '.join(PACKAGES)}; default {NEWEST})",
    )
    describe.add_argument(
        "--depth",
        type=_whole_number(0),
        default=1,
        metavar="N",
        help="levels of children to show (default 1; 0 shows the element alone)",
    )


def _add_resolve(commands: Any) -> None:
    resolve = commands.add_parser(
        "resolve",
        help="show where an include URI leads and every place tried",
        description="Resolve URI as <include><uri> is resolved when loading: next to the "
        "including file, in the --path folders, in the folders of SDF_PATH, "
        "GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH and GAZEBO_MODEL_PATH, and as an "
        "absolute path. Every place tried is listed in order. For a model folder, the "
        "model file its model.config selects is named, with the reason. Network URIs "
        "are never fetched. Exit status 0 when found, 1 when not.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=_examples(
            "sdformat resolve model://turtlebot3_burger",
            "sdformat resolve file://arm.sdf --from worlds/robots.sdf",
            "SDF_PATH=~/models sdformat resolve model://box",
            "sdformat resolve model://box --path ~/models --path /opt/models",
        ),
    )
    resolve.add_argument("uri", metavar="URI")
    resolve.add_argument(
        "--from",
        dest="including_file",
        metavar="FILE",
        help="the document holding the include: relative URIs start from its folder "
        "(default: the working folder)",
    )
    resolve.add_argument(
        "--path",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder holding models, searched before the environment's (repeatable)",
    )


def _add_schema(commands: Any) -> None:
    schema = commands.add_parser(
        "schema",
        help="print the path of the bundled XSD schema of a version",
        description="Print the path of the root XSD of a version's bundled schema set, for "
        "editors and validators; with --copy, copy the whole set (every .xsd file) into "
        "a folder first and print the copied root's path.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=_examples(
            "sdformat schema --version 1.10",
            'xmllint --noout --schema "$(sdformat schema --version 1.10)" robot.sdf',
            "sdformat schema --version 1.8 --copy ./schema-1.8",
        ),
    )
    schema.add_argument(
        "--version",
        choices=tuple(PACKAGES),
        required=True,
        metavar="V",
        help=f"spec version ({', '.join(PACKAGES)})",
    )
    schema.add_argument(
        "--copy", metavar="DIR", help="copy the schema set into DIR (created when missing)"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    try:
        arguments = parser.parse_args(argv)
    except SystemExit as stop:  # argparse exits 2 on usage errors and 0 for --help
        return int(stop.code or 0)
    try:
        standalone = _STANDALONE.get(arguments.command)
        if standalone is not None:
            return _guarded(f"sdformat {arguments.command}", lambda: standalone(arguments))
        if arguments.command == "check":
            return _check(arguments)
        return _guarded(arguments.file, lambda: _run(arguments))
    except BrokenPipeError:
        # The reader went away (`sdformat print big.sdf | head`): stop quietly, as
        # Unix tools do, and keep Python from complaining when it flushes stdout at exit.
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return BROKEN_PIPE


def _guarded(file: str, work: Callable[[], int]) -> int:
    """``work()``, with a failure of the tool itself reported as an internal error (status 3)."""
    try:
        return work()
    except BrokenPipeError:
        raise  # not a failure of the tool: main() stops quietly
    except Exception as error:
        if os.environ.get(TRACEBACK_VARIABLE) == "1":
            raise
        _print_internal_error(file, describe_failure(error))
        return INTERNAL


def _print_internal_error(file: str, failure: str) -> None:
    sys.stdout.flush()  # what was printed about earlier files comes first
    print(
        f"{file}: internal error: {failure} (a bug in sdformat, please report it with this "
        f"file; {TRACEBACK_VARIABLE}=1 shows the traceback)",
        file=sys.stderr,
    )


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
    if arguments.command == "graph" and arguments.output:
        # Said before reading the document: nothing could be drawn anyway.
        output = Path(arguments.output)
        if output_format(output) is None:
            print(f"sdformat: {unknown_format_message(output)}", file=sys.stderr)
            return USAGE
        missing = missing_dot_message(output)
        if missing is not None:
            print(f"sdformat: {missing}", file=sys.stderr)
            return INVALID
    document = load(
        arguments.file,
        version=getattr(arguments, "version", None),
        config=ParserConfig(model_paths=list(arguments.path)),
    )
    if document.errors:
        _print_problems(document, quiet=True)
        return INVALID
    try:
        if arguments.command == "pose":
            return _pose(document, arguments)
        if arguments.command == "print":
            return _print(document, arguments)
        return _graph(document, arguments)
    except FrameLookupError as error:
        print(f"sdformat: {error}", file=sys.stderr)
        return INVALID
    return VALID


def _check(arguments: argparse.Namespace) -> int:
    """``sdformat check``: every file the paths stand for, reported in their order."""
    started = time.perf_counter()
    targets, skipped, empty = find_targets(arguments.paths)
    for folder in empty:
        print(f"sdformat: {folder}: no .sdf or .world file found", file=sys.stderr)
    if not targets:
        return USAGE
    as_json = arguments.format == "json"
    if arguments.verbose and not as_json:
        for item in skipped:
            print(f"{item.path}: skipped ({item.reason})")
    progress = _Progress(len(targets), sys.stderr)
    reports: list[FileReport] = []
    try:
        jobs = arguments.jobs or os.cpu_count() or 1
        for report in check_all(
            targets,
            strict=arguments.strict,
            model_paths=tuple(arguments.path),
            jobs=jobs,
            finished=progress.advance,
        ):
            reports.append(report)
            lines = [] if as_json else _report_lines(report, arguments.quiet, arguments.verbose)
            if lines or report.internal_error is not None:
                progress.clear()
                if report.internal_error is not None:
                    _print_internal_error(report.path, report.internal_error)
                if lines:
                    print("\n".join(lines), flush=True)
                progress.draw()
    except KeyboardInterrupt:
        progress.clear()
        print("sdformat: interrupted", file=sys.stderr)
        return INTERRUPTED
    progress.clear()
    seconds = time.perf_counter() - started
    if as_json:
        _print_json(reports, skipped, seconds)
    elif not arguments.quiet:
        searched = any(Path(path).is_dir() for path in arguments.paths)
        if len(reports) > 1 or searched:
            print(_summary(reports, seconds))
    return max(_status(report) for report in reports)


def _status(report: FileReport) -> int:
    if report.internal_error is not None:
        return INTERNAL  # outranks an invalid file
    return VALID if report.valid else INVALID


def _report_lines(report: FileReport, quiet: bool, verbose: bool) -> list[str]:
    """What ``check`` prints about one file (an internal error goes to stderr instead)."""
    lines = [str(p) for p in report.problems if p.severity is Severity.ERROR or not quiet]
    if verbose:
        lines.extend(_migration_lines(report))
    if report.internal_error is None:
        errors = len(report.errors)
        if errors:
            lines.append(f"{report.path}: invalid ({_count(errors, 'error')})")
        elif not quiet:
            lines.append(f"{report.path}: valid ({_count(len(report.warnings), 'warning')})")
    return lines


def _totals(reports: Sequence[FileReport]) -> dict[str, int]:
    """How many files, valid and invalid ones, failures of the tool, errors and warnings."""
    valid = sum(report.valid for report in reports)
    failed = sum(report.internal_error is not None for report in reports)
    return {
        "files": len(reports),
        "valid": valid,
        "invalid": len(reports) - valid - failed,
        "internal_errors": failed,
        "errors": sum(len(report.errors) for report in reports),
        "warnings": sum(len(report.warnings) for report in reports),
    }


def _summary(reports: Sequence[FileReport], seconds: float) -> str:
    """``checked 29 files: 25 valid, 4 invalid, 12 warnings in 1.3 s``."""
    totals = _totals(reports)
    parts = [f"{totals['valid']} valid", f"{totals['invalid']} invalid"]
    if totals["internal_errors"]:
        parts.append(_count(totals["internal_errors"], "internal error"))
    parts.append(_count(totals["warnings"], "warning"))
    return f"checked {_count(len(reports), 'file')}: {', '.join(parts)} in {seconds:.1f} s"


def _print_json(reports: Sequence[FileReport], skipped: Sequence[Skipped], seconds: float) -> None:
    document = {
        "files": [report_as_json(report) for report in reports],
        "skipped": [{"path": item.path, "reason": item.reason} for item in skipped],
        "summary": {**_totals(reports), "seconds": round(seconds, 3)},
    }
    print(json.dumps(document, indent=2))


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'s' if number != 1 else ''}"


class _Progress:
    """A bar on stderr while files are checked: on a terminal, for enough files, else nothing."""

    WIDTH = 30

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total = total
        self.stream = stream
        self.enabled = total >= PROGRESS_MINIMUM and stream.isatty()
        self.done = 0
        self.shown = False

    def advance(self) -> None:
        """Count one more file done, and redraw."""
        self.done += 1
        self.draw()

    def draw(self) -> None:
        """Draw the bar over the line it is on."""
        if not self.enabled:
            return
        filled = self.WIDTH * self.done // self.total
        bar = "#" * filled + "." * (self.WIDTH - filled)
        self.stream.write(f"\r[{bar}] {self.done}/{self.total} files")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        """Erase the bar, so that other output starts on a clean line."""
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False


def _migration_lines(report: FileReport) -> list[str]:
    if report.declared_version is None:
        return []
    if report.version in (None, report.declared_version):
        return [f"{report.path}: SDFormat {report.declared_version}"]
    rewrites = sum(change.count for change in report.migration)
    heading = (
        f"{report.path}: SDFormat {report.declared_version}, migrated to {report.version} "
        f"({_count(rewrites, 'rewrite')})"
    )
    return [heading, *(f"  {change}" for change in report.migration)]


def _print_problems(document: Document, *, quiet: bool) -> None:
    for problem in document.problems:
        if problem.severity is Severity.ERROR or not quiet:
            print(problem)


def _print(document: Document, arguments: argparse.Namespace) -> int:
    status = VALID
    if arguments.gearbox_to_mimic:
        from sdformat_semantics.gearbox import gearbox_to_mimic

        root, rewrites = gearbox_to_mimic(document)
        for rewrite in rewrites:
            print(f"sdformat: {rewrite}", file=sys.stderr)
        status = VALID if all(r.rewritten for r in rewrites) else INVALID
    elif arguments.expand_includes:
        root = document.root
    else:
        root = document.source_root or document.root
    if arguments.degrees:
        outcome = in_degrees(root)
        root = outcome.root
        for note in outcome.notes():
            print(f"sdformat: {note}", file=sys.stderr)
    if arguments.precision is not None:
        root = rounded(root, arguments.precision)
    sys.stdout.write(attrs.evolve(document, root=root, source_root=root).to_xml())
    return status


def _graph(document: Document, arguments: argparse.Namespace) -> int:
    text = document.to_dot(arguments.kind, world=arguments.world, poses=arguments.poses)
    if not arguments.output:
        sys.stdout.write(text)
        return VALID
    try:
        write_graph(text, Path(arguments.output))
    except (GraphvizError, OSError) as error:
        print(f"sdformat: {error}", file=sys.stderr)
        return INVALID
    return VALID


def _describe(arguments: argparse.Namespace) -> int:
    tree = spec_tree(arguments.version)
    try:
        found = tree.find(arguments.path)
    except UnknownPath as error:
        print(f"sdformat: SDFormat {arguments.version}: {error}", file=sys.stderr)
        return INVALID
    if isinstance(found, tuple):
        sys.stdout.write(tree.describe_attribute(*found))
    else:
        sys.stdout.write(tree.describe(found, arguments.depth))
    return VALID


def _resolve(arguments: argparse.Namespace) -> int:
    config = ParserConfig(model_paths=list(arguments.path))
    including = Path(arguments.including_file) if arguments.including_file else None
    if including is not None and not including.is_file():
        print(f"sdformat: --from {including}: no such file", file=sys.stderr)
        return INVALID
    report = report_uri(arguments.uri, config, including)
    print("\n".join(report.lines))
    return VALID if report.found is not None else INVALID


def _schema(arguments: argparse.Namespace) -> int:
    package = importlib.import_module(PACKAGES[arguments.version])
    root: Path = package.SCHEMA_ROOT
    if arguments.copy:
        target = Path(arguments.copy)
        try:
            target.mkdir(parents=True, exist_ok=True)
            for schema_file in sorted(root.parent.glob("*.xsd")):
                shutil.copyfile(schema_file, target / schema_file.name)
        except OSError as error:
            print(f"sdformat: cannot copy the schema set to {target}: {error}", file=sys.stderr)
            return INVALID
        root = target / root.name
    print(root.resolve())
    return VALID


_STANDALONE: dict[str, Callable[[argparse.Namespace], int]] = {
    "describe": _describe,
    "resolve": _resolve,
    "schema": _schema,
}
"""Commands that read no document."""


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
