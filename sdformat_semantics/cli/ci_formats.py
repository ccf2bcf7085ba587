"""``check --format sarif`` and ``--format github``: problems where CI systems show them.

SARIF 2.1.0 is the format GitHub code scanning (and other review tools)
reads: one run, one rule per problem code (described by the code's one-line
meaning), one result per problem with its file, line, column and element
path. ``github`` prints workflow commands (``::error file=...::message``)
that GitHub Actions turns into annotations on the lines of a pull request.
"""

from __future__ import annotations

import ast
import functools
import itertools
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sdformat_runtime import errors
from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_semantics import installed_version
from sdformat_semantics.cli.checking import FileReport
from sdformat_semantics.cli.output import escape_controls

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
"""The schema the SARIF document names (``$schema``)."""


@functools.cache
def code_meanings() -> dict[str, str]:
    """Each problem code's one-line meaning, as documented under its enum member."""
    meanings = {code.value: code.value.replace("_", " ").lower() for code in ErrorCode}
    try:
        tree = ast.parse(Path(errors.__file__).read_text(encoding="utf-8"))
    except (OSError, SyntaxError):  # a build without sources: the names say enough
        return meanings
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "ErrorCode":
            body = node.body
            for statement, following in itertools.pairwise(body):
                if (
                    isinstance(statement, ast.Assign)
                    and isinstance(statement.value, ast.Constant)
                    and isinstance(following, ast.Expr)
                    and isinstance(following.value, ast.Constant)
                ):
                    text = str(following.value.value).replace("``", "`")
                    meanings[str(statement.value.value)] = text
    return meanings


def sarif_document(reports: Sequence[FileReport]) -> dict[str, Any]:
    """Every problem of ``reports`` as one SARIF 2.1.0 log."""
    meanings = code_meanings()
    used = sorted({p.code.value for r in reports for p in r.problems})
    index = {code: number for number, code in enumerate(used)}
    rules = [
        {
            "id": code,
            "name": "".join(word.capitalize() for word in code.split("_")),
            "shortDescription": {"text": meanings[code]},
        }
        for code in used
    ]
    results = [
        _result(problem, report.path, index) for report in reports for problem in report.problems
    ]
    failures = [
        {
            "level": "error",
            "message": {"text": f"{report.path}: internal error: {report.internal_error}"},
        }
        for report in reports
        if report.internal_error is not None
    ]
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "sdformat",
                        "version": installed_version(),
                        "rules": rules,
                    }
                },
                "invocations": [
                    {
                        "executionSuccessful": not failures,
                        "toolExecutionNotifications": failures,
                    }
                ],
                "results": results,
            }
        ],
    }


def _result(problem: Error, checked: str, index: dict[str, int]) -> dict[str, Any]:
    code = problem.code.value
    location: dict[str, Any] = {
        "physicalLocation": {"artifactLocation": {"uri": artifact_uri(problem.file or checked)}}
    }
    if problem.line is not None and problem.line >= 1:
        region: dict[str, int] = {"startLine": problem.line}
        if problem.column is not None and problem.column >= 1:
            region["startColumn"] = problem.column
        location["physicalLocation"]["region"] = region
    if problem.path:
        location["logicalLocations"] = [{"fullyQualifiedName": problem.path, "kind": "element"}]
    text = problem.message + (f" [{problem.path}]" if problem.path else "")
    return {
        "ruleId": code,
        "ruleIndex": index[code],
        "level": SARIF_LEVELS[problem.severity],
        "message": {"text": text},
        "locations": [location],
    }


SARIF_LEVELS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}
"""The SARIF ``level`` of each severity."""

GITHUB_COMMANDS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}
"""The workflow command (annotation kind) of each severity."""


def artifact_uri(file: str) -> str:
    """A file as SARIF names it: relative to the working folder (``/``-separated) when inside it.

    Code scanning matches relative URIs to the files of the repository
    checked out in the working folder; other files get an absolute
    ``file://`` URI. Either is percent-encoded (RFC 3986): a file name's
    spaces, ``%``, ``#``, ``?`` and control characters cannot change what
    the URI names.
    """
    relative = _relative_path(file)
    if relative is None:
        return "file://" + quote(Path(file).absolute().as_posix(), safe=_PATH_SAFE)
    return quote(relative, safe=_PATH_SAFE)


_PATH_SAFE = "/!$&'()*+,;=:@-._~"
"""What may stay as it is in a URI path (RFC 3986 ``pchar`` and ``/``); the rest is encoded."""


def _relative_path(file: str) -> str | None:
    """``file`` relative to the working folder, ``/``-separated; None when outside it."""
    try:
        return Path(file).absolute().relative_to(Path.cwd()).as_posix()
    except ValueError:
        return None
    except OSError:  # no working folder any more
        return Path(file).as_posix()


def workspace_path(file: str) -> str:
    """A file as an annotation names it: relative to the working folder when inside it."""
    relative = _relative_path(file)
    return file if relative is None else relative


def github_lines(reports: Sequence[FileReport]) -> list[str]:
    """One workflow command per problem (and per failure of the tool)."""
    lines: list[str] = []
    for report in reports:
        for problem in report.problems:
            kind = GITHUB_COMMANDS[problem.severity]
            properties = {"file": workspace_path(problem.file or report.path)}
            if problem.line is not None:
                properties["line"] = str(problem.line)
            if problem.column is not None:
                properties["col"] = str(problem.column)
            properties["title"] = f"sdformat {problem.code.value}"
            text = problem.message + (f" [{problem.path}]" if problem.path else "")
            listed = ",".join(f"{k}={_escape_property(v)}" for k, v in properties.items())
            lines.append(f"::{kind} {listed}::{_escape_data(text)}")
        if report.internal_error is not None:
            failure = f"internal error: {report.internal_error} (a bug in sdformat)"
            lines.append(f"::error file={_escape_property(report.path)}::{_escape_data(failure)}")
    return lines


def _escape_data(text: str) -> str:
    """A message as a workflow command's data (``%``, CR and LF encoded).

    Other control characters, which the runner does not decode, are written
    as ``escape_controls`` writes them: none of them reaches the log raw.
    """
    encoded = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return escape_controls(encoded)


def _escape_property(text: str) -> str:
    """A property value (also ``:`` and ``,`` encoded, which separate properties)."""
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")
