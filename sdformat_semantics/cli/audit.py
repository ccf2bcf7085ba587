"""``sdformat audit``: an overview of a model library, for someone about to depend on it."""

from __future__ import annotations

import argparse
import os
import sys

from sdformat_semantics.cli.arguments import (
    Commands,
    add_command,
    add_model_path,
    examples,
    path_argument,
    whole_number,
)
from sdformat_semantics.cli.output import INTERRUPTED, USAGE, VALID, complain


def add_audit_command(commands: Commands) -> None:
    """``sdformat audit PATH... [--jobs N] [--slowest N] [--path DIR] ...``."""
    audit = add_command(
        commands,
        "audit",
        run_audit,
        summary="sum up a model library: versions, missing assets, deprecations, slow files",
        description="Check every document under PATHs (as sdformat check --assets does) and "
        "sum up the library: the SDFormat versions declared, how many files are valid, "
        "every mesh, texture, heightmap and material script URI that names no readable "
        "file, the includes that do not resolve, deprecated elements, Gazebo-only content "
        "(<plugin> libraries and gz:/ignition: elements), and the slowest files to load. "
        "Exit status 0 once the overview is printed, whatever it found (use check to fail "
        "a build).",
        epilog=examples(
            "sdformat audit models/",
            "sdformat audit worlds/ models/ --path models --jobs 0 --slowest 10",
        ),
    )
    audit.add_argument(
        "paths", nargs="+", metavar="PATH", type=path_argument, help="documents, or folders of them"
    )
    audit.add_argument(
        "--jobs",
        "-j",
        type=whole_number(0),
        default=1,
        metavar="N",
        help="check N files at a time (0: one per CPU; default 1)",
    )
    audit.add_argument(
        "--slowest",
        type=whole_number(0),
        default=5,
        metavar="N",
        help="how many of the slowest files to list (default 5)",
    )
    add_model_path(audit)


def run_audit(arguments: argparse.Namespace) -> int:
    """Check the library and print its overview; returns the exit status."""
    from sdformat_semantics.cli.arguments import search_fields
    from sdformat_semantics.cli.audit_summary import CODES, FileFacts, summary_lines
    from sdformat_semantics.cli.checking import CheckOptions, check_all, find_targets
    from sdformat_semantics.config import ParserConfig

    options = CheckOptions(config=ParserConfig(**search_fields(arguments)), assets=True, audit=True)
    targets, _, empty = find_targets(arguments.paths)
    for folder in empty:
        complain(f"{folder}: no .sdf or .world file found")
    if not targets:
        return USAGE
    facts: list[FileFacts] = []
    try:
        jobs = arguments.jobs or os.cpu_count() or 1
        for report in check_all(targets, options, jobs=jobs):
            if report.internal_error is not None:
                complain(f"{report.path}: internal error: {report.internal_error}")
            lists = {
                field: tuple(p.message for p in report.problems if p.code is code)
                for field, code in CODES.items()
            }
            facts.append(
                FileFacts(
                    report.path,
                    report.declared_version,
                    report.valid,
                    report.seconds,
                    gazebo_only=report.gazebo_only,
                    **lists,
                )
            )
    except KeyboardInterrupt:
        complain("interrupted")
        return INTERRUPTED
    sys.stdout.write("\n".join(summary_lines(facts, arguments.slowest)) + "\n")
    return VALID
