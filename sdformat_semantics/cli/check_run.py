"""What ``sdformat check`` does once its arguments are parsed (``check`` declares them)."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import attrs

from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_runtime.suggestions import closest, did_you_mean
from sdformat_semantics.cli.arguments import project_of, search_fields
from sdformat_semantics.cli.checking import (
    CheckOptions,
    FileReport,
    Skipped,
    Target,
    check_all,
    find_targets,
    report_as_json,
)
from sdformat_semantics.cli.output import (
    INTERNAL,
    INTERRUPTED,
    INVALID,
    USAGE,
    VALID,
    complain,
    count,
    in_reading_order,
    print_internal_error,
    safe_line,
)
from sdformat_semantics.cli.progress import Progress
from sdformat_semantics.config import ParserConfig


# Over the function budget: the command: one branch per output option.
def check_files(arguments: argparse.Namespace) -> int:  # noqa: C901, PLR0912
    """Check every file the paths stand for, reporting them in their order.

    A failure of the tool on one file is reported for that file (status 3)
    and the others are still checked, so nothing here is guarded as a whole.

    Args:
        arguments: The parsed ``check`` command line.

    Returns:
        The worst status of the files, or ``USAGE`` when there was nothing to
        check or a ``--select``/``--ignore`` code does not exist.

    Raises:
        SearchError: A search folder that does not exist, or an unusable
            ``[tool.sdformat]`` table (``main`` reports it as a usage error).
    """
    started = time.perf_counter()
    options = check_options(arguments)
    if options is None:
        return USAGE
    paths: list[str] = arguments.paths
    quiet: bool = arguments.quiet
    verbose: bool = arguments.verbose
    targets, skipped, empty = find_targets([p for p in paths if p != "-"])
    if "-" in paths:  # read here: worker processes have no standard input
        stdin = Target(STDIN_NAME, data=sys.stdin.buffer.read())
        targets.insert(min(paths.index("-"), len(targets)), stdin)
    for folder in empty:
        complain(f"{folder}: no .sdf, .world or .urdf file found")
    if not targets:
        return USAGE
    textual = arguments.format == "text"
    if verbose and textual:
        for item in skipped:
            print(safe_line(f"{item.path}: skipped ({item.reason})"))
    progress = Progress(len(targets), sys.stderr)
    reports: list[FileReport] = []
    try:
        jobs = arguments.jobs or os.cpu_count() or 1
        for checked in check_all(targets, options, jobs=jobs, finished=progress.advance):
            report = presented(checked, verbose)
            reports.append(report)
            lines = report_lines(report, quiet, verbose) if textual else []
            if lines or report.internal_error is not None:
                progress.clear()
                if report.internal_error is not None:
                    print_internal_error(report.path, report.internal_error)
                if lines:
                    print("\n".join(safe_line(line) for line in lines), flush=True)
                progress.draw()
    except KeyboardInterrupt:
        progress.clear()
        complain("interrupted")
        return INTERRUPTED
    progress.clear()
    seconds = time.perf_counter() - started
    if arguments.format == "json":
        print_json(reports, skipped, seconds)
    elif arguments.format == "sarif":
        import json  # the JSON outputs only: a check prints text by default

        from sdformat_semantics.cli.ci_formats import sarif_document  # asked for by name

        print(json.dumps(sarif_document(reports), indent=2))
    elif arguments.format == "github":
        from sdformat_semantics.cli.ci_formats import github_lines

        lines = github_lines(reports)
        if lines:
            print("\n".join(lines))
        print(summary(reports, seconds))  # plain text: the job log shows it as is
    elif not quiet:
        searched = any(Path(path).is_dir() for path in paths)
        if len(reports) > 1 or searched or any(report.ignored for report in reports):
            print(summary(reports, seconds))
    return max(status_of(report) for report in reports)


STDIN_NAME = "<stdin>"
"""What a document read from standard input (``-``) is called in reports."""


def check_options(arguments: argparse.Namespace) -> CheckOptions | None:
    """The options of every file's check: command line first, then ``[tool.sdformat]``.

    Returns None (after saying why) when a ``--select``/``--ignore`` code does not exist.
    """
    project = project_of(arguments)
    select = _codes(arguments.select) or set(project.select)
    ignore = _codes(arguments.ignore) or set(project.ignore)
    known = {code.value for code in ErrorCode}
    for code in sorted((select | ignore) - known):
        where = "" if code in _codes(arguments.select + arguments.ignore) else f" ({project.file})"
        complain(
            f"unknown problem code '{code}'{where}{did_you_mean(closest(code, sorted(known)))}"
        )
    if (select | ignore) - known:
        return None
    targets = _targets(arguments)
    if targets is None:
        return None
    return CheckOptions(
        targets=targets,
        strict=arguments.strict or project.strict,
        config=ParserConfig(**search_fields(arguments)),
        assets=arguments.assets or project.assets,
        select=frozenset(select),
        ignore=frozenset(ignore),
    )


def _targets(arguments: argparse.Namespace) -> tuple[str, ...] | None:
    """The simulators ``--target`` names, in the rules' order (None, after saying why: unknown)."""
    names = _codes(arguments.target)  # comma-separated like codes
    if not names:
        return ()
    from sdformat_semantics.targets.rules import TARGETS  # the rules, read only when asked for

    unknown = sorted(name for name in names if name.lower() not in TARGETS)
    for name in unknown:
        complain(
            f"unknown target '{name.lower()}' (targets: {', '.join(TARGETS)})"
            + did_you_mean(closest(name.lower(), list(TARGETS)))
        )
    return None if unknown else tuple(name for name in TARGETS if name.upper() in names)


def _codes(given: list[str]) -> set[str]:
    """Codes given to ``--select``/``--ignore``, each possibly ``A,B``, upper-cased."""
    return {code.strip().upper() for item in given for code in item.split(",") if code.strip()}


def status_of(report: FileReport) -> int:
    """The exit status one file's report calls for."""
    if report.internal_error is not None:
        return INTERNAL  # outranks an invalid file
    return VALID if report.valid else INVALID


def presented(report: FileReport, verbose: bool) -> FileReport:
    """A report as every output format shows it: its problems in reading order.

    Notes (``Severity.INFO``) are kept only when ``verbose``.
    """
    shown = [p for p in report.problems if verbose or p.severity is not Severity.INFO]
    return attrs.evolve(report, problems=tuple(in_reading_order(shown)))


def report_lines(report: FileReport, quiet: bool, verbose: bool) -> list[str]:
    """What ``check`` prints about one file (an internal error goes to stderr instead)."""
    shown = [p for p in report.problems if p.severity is Severity.ERROR or not quiet]
    lines = [str(p) for p in in_reading_order(shown)]
    if verbose:
        lines.extend(migration_lines(report))
        lines.extend(f"{report.path}: {note}" for note in report.notes)
    if report.internal_error is None:
        errors = len(report.errors)
        if errors:
            lines.append(f"{report.path}: invalid ({count(errors, 'error')})")
        elif not quiet:
            counted = count(len(report.warnings), "warning")
            if report.infos:  # shown only with --verbose (see presented)
                counted += f", {count(len(report.infos), 'note')}"
            lines.append(f"{report.path}: valid ({counted})")
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
        "ignored": sum(report.ignored for report in reports),
    }


def summary(reports: Sequence[FileReport], seconds: float) -> str:
    """``checked 29 files: 25 valid, 4 invalid, 12 warnings in 1.3 s``."""
    counted = totals(reports)
    parts = [f"{counted['valid']} valid", f"{counted['invalid']} invalid"]
    if counted["internal_errors"]:
        parts.append(count(counted["internal_errors"], "internal error"))
    parts.append(count(counted["warnings"], "warning"))
    if counted["ignored"]:
        parts.append(f"{count(counted['ignored'], 'problem')} left out by --select/--ignore")
    return f"checked {count(len(reports), 'file')}: {', '.join(parts)} in {seconds:.1f} s"


def print_json(reports: Sequence[FileReport], skipped: Sequence[Skipped], seconds: float) -> None:
    """Print the one JSON document ``--format json`` asks for (its layout is in ``EPILOG``)."""
    document = {
        "files": [report_as_json(report) for report in reports],
        "skipped": [{"path": item.path, "reason": item.reason} for item in skipped],
        "summary": {**totals(reports), "seconds": round(seconds, 3)},
    }
    import json  # see check_files

    print(json.dumps(document, indent=2))
