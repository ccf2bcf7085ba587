"""``sdformat check``: validate documents and folders of them, as text, JSON, SARIF or annotations.

This module only declares the command; the work is in ``check_run``, imported
when the command runs (it needs the whole load pipeline).
"""

from __future__ import annotations

import argparse

from sdformat_runtime.start_up import imports_paused
from sdformat_semantics.cli.arguments import (
    Commands,
    add_command,
    add_model_path,
    add_urdf_reading,
    path_argument,
    whole_number,
)

EPILOG = """\
examples:
  sdformat check robot.sdf                  one file
  sdformat check robot.urdf                 URDF is converted as load() converts it
  sdformat check models/ worlds/extra.sdf   folders are searched for *.sdf, *.world, *.urdf
  sdformat check --jobs 0 models/           in parallel, one process per CPU
  sdformat check --format json models/ | jq .summary
  sdformat check --format sarif models/ > sdformat.sarif   for GitHub code scanning
  sdformat check --format github models/    annotations in a GitHub Actions log
  sdformat check --assets --ignore ELEMENT_DEPRECATED models/
  sdformat check --target drake,harmonic robot.sdf   will it load there?
  sdformat check - < robot.sdf              a document on standard input

output:
  One line per problem, "file:line:column: error CODE: message [element path]"
  ("warning" for warnings, "info" for notes on a conversion that loses nothing,
  shown with -v only; the column is left out when it is not known), then
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
              "errors": [PROBLEM], "warnings": [PROBLEM], "infos": [PROBLEM],
              "migration": [text], "internal_error": text or null,
              "ignored": N, "notes": [text]}],
   "skipped": [{"path", "reason"}],
   "summary": {"files", "valid", "invalid", "internal_errors",
               "errors", "warnings", "ignored", "seconds"}}
  PROBLEM: {"code", "severity", "message", "file", "line", "column", "path",
            "suggestion"}, where line, column and suggestion may be null.

--format sarif prints a SARIF 2.1.0 log: one rule per problem code, one
result per problem (file relative to the working folder, line, column, the
element path as its logical location). --format github prints one workflow
command per problem ("::error file=F,line=L,col=C,title=sdformat CODE::message"),
which GitHub Actions shows as annotations.

--select CODE reports only the codes selected, --ignore CODE never reports
a code (both repeatable, or comma-separated); a file whose errors are all
left out is valid. The summary says how many problems were left out.

targets:
  --target drake,harmonic adds, for each simulator named, a TARGET_REJECTED
  error for what it refuses to load and a TARGET_IGNORED warning for what it
  loads but ignores or changes, with the element path and the target in
  brackets ("[drake] <joint> 'g' is a gearbox joint: ..."). The rules are
  data, each with its source: sdformat_semantics/targets/rules.py and
  docs/targets.md. They say what is known, not everything a target does.

project defaults:
  The [tool.sdformat] table of the nearest pyproject.toml (the working folder
  or one above it) gives defaults: path, fuel-cache, package (NAME = DIR),
  select, ignore, strict, assets. Options on the command line win; folders
  are searched before the table's. --isolated leaves the table out.

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
        help="documents, or folders to search for them; - reads one document from stdin",
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
        help="also print notes (info: what a URDF conversion did that loses nothing), the "
        "declared version, what migrating it rewrote, and the documents skipped in model folders",
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
        choices=("text", "json", "sarif", "github"),
        default="text",
        help="text lines (default), one JSON document, a SARIF 2.1.0 log (code scanning) "
        "or GitHub Actions annotations (see below)",
    )
    check.add_argument(
        "--select",
        action="append",
        default=[],
        metavar="CODE",
        help="report only problems with this code (repeatable, or CODE,CODE)",
    )
    check.add_argument(
        "--ignore",
        action="append",
        default=[],
        metavar="CODE",
        help="never report problems with this code (repeatable, or CODE,CODE)",
    )
    check.add_argument(
        "--assets",
        action="store_true",
        help="also check that every mesh, texture, heightmap and material script URI "
        "leads to a readable file (ASSET_MISSING), found as includes are",
    )
    check.add_argument(
        "--target",
        action="append",
        default=[],
        metavar="NAME",
        help="also report what a simulator rejects (error) or ignores (warning): fortress, "
        "garden, harmonic, ionic, jetty, drake, mujoco (repeatable, or NAME,NAME)",
    )
    add_model_path(check)
    add_urdf_reading(check)


def run_check(arguments: argparse.Namespace) -> int:
    """Check every file the paths stand for (see ``check_run.check_files``)."""
    with imports_paused():  # the load pipeline: most of what a check imports
        from sdformat_semantics.cli.check_run import check_files

    return check_files(arguments)
