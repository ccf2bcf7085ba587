"""``sdformat check``: validate documents and folders of them, as text, JSON, SARIF or annotations.

This module only declares the command; the work is in ``check_run``, imported
when the command runs (it needs the whole load pipeline).
"""

from __future__ import annotations

import argparse

from sdformat_semantics.cli.arguments import Commands, add_command, add_model_path, whole_number

EPILOG = """\
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
    """Check every file the paths stand for (see ``check_run.check_files``)."""
    from sdformat_semantics.cli.check_run import check_files

    return check_files(arguments)
