"""``sdformat check``: validate documents and folders of them, as text or JSON."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from sdformat_runtime.errors import Severity
from sdformat_semantics.checking import (
    FileReport,
    Skipped,
    check_all,
    find_targets,
    report_as_json,
)
from sdformat_semantics.cli.arguments import (
    Commands,
    add_command,
    add_model_path,
    path_argument,
    whole_number,
)
from sdformat_semantics.cli.output import (
    INTERNAL,
    INTERRUPTED,
    INVALID,
    USAGE,
    VALID,
    complain,
    count,
    print_internal_error,
)
from sdformat_semantics.cli.progress import Progress

EPILOG = """\
examples:
  sdformat check robot.sdf                  one file
  sdformat check robot.urdf                 URDF is converted as load() converts it
  sdformat check models/ worlds/extra.sdf   folders are searched for *.sdf, *.world, *.urdf
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


def add_check_command(commands: Commands) -> None:
    """``sdformat check PATH... [--strict] [-q] [-v] [-j N] [--format F] [--path DIR]``."""
    check = add_command(
        commands,
        "check",
        run_check,
        summary="validate documents and print every error and warning",
        description="Validate documents: syntax, spec, names, joints and both frame graphs.",
        epilog=EPILOG,
    )
    check.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        type=path_argument,
        help="documents, or folders to search for them",
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
        type=whole_number(0),
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
    add_model_path(check)


def run_check(arguments: argparse.Namespace) -> int:
    """Check every file the paths stand for, reporting them in their order.

    A failure of the tool on one file is reported for that file (status 3)
    and the others are still checked, so nothing here is guarded as a whole.

    Args:
        arguments: The parsed ``check`` command line.

    Returns:
        The worst status of the files, or ``USAGE`` when there was nothing to check.
    """
    started = time.perf_counter()
    paths: list[str] = arguments.paths
    quiet: bool = arguments.quiet
    verbose: bool = arguments.verbose
    targets, skipped, empty = find_targets(paths)
    for folder in empty:
        complain(f"{folder}: no .sdf, .world or .urdf file found")
    if not targets:
        return USAGE
    as_json = arguments.format == "json"
    if verbose and not as_json:
        for item in skipped:
            print(f"{item.path}: skipped ({item.reason})")
    progress = Progress(len(targets), sys.stderr)
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
            lines = [] if as_json else report_lines(report, quiet, verbose)
            if lines or report.internal_error is not None:
                progress.clear()
                if report.internal_error is not None:
                    print_internal_error(report.path, report.internal_error)
                if lines:
                    print("\n".join(lines), flush=True)
                progress.draw()
    except KeyboardInterrupt:
        progress.clear()
        complain("interrupted")
        return INTERRUPTED
    progress.clear()
    seconds = time.perf_counter() - started
    if as_json:
        print_json(reports, skipped, seconds)
    elif not quiet:
        searched = any(Path(path).is_dir() for path in paths)
        if len(reports) > 1 or searched:
            print(summary(reports, seconds))
    return max(status_of(report) for report in reports)


def status_of(report: FileReport) -> int:
    """The exit status one file's report calls for."""
    if report.internal_error is not None:
        return INTERNAL  # outranks an invalid file
    return VALID if report.valid else INVALID


def report_lines(report: FileReport, quiet: bool, verbose: bool) -> list[str]:
    """What ``check`` prints about one file (an internal error goes to stderr instead)."""
    lines = [str(p) for p in report.problems if p.severity is Severity.ERROR or not quiet]
    if verbose:
        lines.extend(migration_lines(report))
    if report.internal_error is None:
        errors = len(report.errors)
        if errors:
            lines.append(f"{report.path}: invalid ({count(errors, 'error')})")
        elif not quiet:
            lines.append(f"{report.path}: valid ({count(len(report.warnings), 'warning')})")
    return lines


def migration_lines(report: FileReport) -> list[str]:
    """The version a file declares and, when it was migrated, every rewrite (``-v``)."""
    if report.declared_version is None:
        return []
    if report.version in (None, report.declared_version):
        return [f"{report.path}: SDFormat {report.declared_version}"]
    rewrites = sum(change.count for change in report.migration)
    heading = (
        f"{report.path}: SDFormat {report.declared_version}, migrated to {report.version} "
        f"({count(rewrites, 'rewrite')})"
    )
    return [heading, *(f"  {change}" for change in report.migration)]


def totals(reports: Sequence[FileReport]) -> dict[str, int]:
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


def summary(reports: Sequence[FileReport], seconds: float) -> str:
    """``checked 29 files: 25 valid, 4 invalid, 12 warnings in 1.3 s``."""
    counted = totals(reports)
    parts = [f"{counted['valid']} valid", f"{counted['invalid']} invalid"]
    if counted["internal_errors"]:
        parts.append(count(counted["internal_errors"], "internal error"))
    parts.append(count(counted["warnings"], "warning"))
    return f"checked {count(len(reports), 'file')}: {', '.join(parts)} in {seconds:.1f} s"


def print_json(reports: Sequence[FileReport], skipped: Sequence[Skipped], seconds: float) -> None:
    """Print the one JSON document ``--format json`` asks for (its layout is in ``EPILOG``)."""
    document = {
        "files": [report_as_json(report) for report in reports],
        "skipped": [{"path": item.path, "reason": item.reason} for item in skipped],
        "summary": {**totals(reports), "seconds": round(seconds, 3)},
    }
    print(json.dumps(document, indent=2))
