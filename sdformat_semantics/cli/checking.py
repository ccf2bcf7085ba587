"""What ``sdformat check`` does with many files: find them, check them, in parallel if asked.

Printing stays in ``cli``; this module finds the files a list of paths
stands for, checks each one into a ``FileReport`` (a plain value, so worker
processes can send it back), and gives the reports back in input order
whatever order the workers finish in.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import attrs

from sdformat_runtime.errors import Error, ErrorCode, ProblemList, Severity
from sdformat_runtime.xml import DEFAULT_MAX_BYTES, parse_bytes, read_limited
from sdformat_semantics.cli.failures import TRACEBACK_VARIABLE, describe_failure
from sdformat_semantics.config import ParserConfig, Policy
from sdformat_semantics.loading import NEWEST, SUPPORTED_VERSIONS, load

if TYPE_CHECKING:
    import multiprocessing.context
    from concurrent.futures import Future

    from sdformat_semantics.migration import Change

DOCUMENT_SUFFIXES = (".sdf", ".world", ".urdf")
"""Files a folder is searched for (URDF is converted as ``load`` converts it)."""

XACRO_SUFFIX = ".xacro"
"""xacro files: robots (``.urdf.xacro``) are checked, macro files skipped with a reason."""

XACRO_ROBOT_SUFFIX = ".urdf.xacro"
"""A xacro file that is a robot, expanded and checked like URDF (with the xacro extra)."""


@attrs.frozen
class Target:
    """One file to check.

    Attributes:
        path: The file, as given or as found in a folder.
        found: Problems met finding it (the ``model.config`` that named it).
        readable: False when there is no file to load, only ``found`` to report
            (a ``model.config`` that names no usable file).
        data: The document itself when it was not read from ``path`` (standard
            input); its relative URIs start from the working folder.
    """

    path: str
    found: tuple[Error, ...] = ()
    readable: bool = True
    data: bytes | None = None


@attrs.frozen
class Skipped:
    """A document in a folder that is not checked, and why.

    Attributes:
        path: The file.
        reason: Why, for a person.
    """

    path: str
    reason: str


@attrs.frozen
class FileReport(ProblemList):
    """What checking one file found.

    Attributes:
        path: The file.
        problems: Every error and warning: finding the file, loading it, and
            the checks ``sdformat check`` adds (``Document.check``).
        declared_version: The SDFormat version the file declares, if read.
        version: The version it was checked as (after migration), if loaded.
        migration: What migrating it rewrote.
        internal_error: ``Type: message`` of a failure of the tool itself
            (a bug); then ``problems`` holds what was known before it.
        ignored: Problems left out by ``--select``/``--ignore``.
        seconds: How long the check took.
        gazebo_only: The file's Gazebo-only content, when the options asked
            (``audit.gazebo_only``).
        notes: How includes were chosen where there was a choice (the Fuel
            version taken), one sentence each.
    """

    path: str
    problems: tuple[Error, ...] = ()
    declared_version: str | None = None
    version: str | None = None
    migration: tuple[Change, ...] = ()
    internal_error: str | None = None
    ignored: int = 0
    notes: tuple[str, ...] = ()
    seconds: float = 0.0
    gazebo_only: tuple[str, ...] = ()

    @property
    def valid(self) -> bool:
        """True when the file has no error and the tool did not fail on it."""
        return self.internal_error is None and not self.errors


def find_targets(paths: Sequence[str]) -> tuple[list[Target], list[Skipped], list[str]]:
    """The files a list of paths stands for.

    A file is checked as given, whatever its name (one that does not exist
    is reported by loading it: ``FILE_READ``). A folder is searched
    recursively, skipping hidden folders, for ``*.sdf``, ``*.world`` and
    ``*.urdf`` files, and ``*.urdf.xacro`` robots when the xacro extra is
    installed, in sorted order (other ``*.xacro`` files, macros that robots
    include, are skipped with a reason); a folder holding a ``model.config`` is checked
    through the file its ``model.config`` names, and the other documents
    beside it (usually the same model for older versions) are skipped.

    Args:
        paths: Files and folders, in the order given; a file met twice is
            checked once, where it first appears.

    Returns:
        The files to check, the documents skipped in model folders, and the
        folders in which nothing was found.
    """
    targets: list[Target] = []
    skipped: list[Skipped] = []
    empty: list[str] = []
    seen: set[str] = set()
    for given in paths:
        # An empty argument names no file ('' would be the working folder to pathlib).
        if given and Path(given).is_dir():
            found = _search(Path(given), skipped)
            if not found:
                empty.append(given)
        else:
            found = [Target(given)]
        for target in found:
            key = os.path.normpath(target.path)
            if key not in seen:
                seen.add(key)
                targets.append(target)
    return targets, skipped, empty


def _search(folder: Path, skipped: list[Skipped]) -> list[Target]:
    """The documents under ``folder``, sorted by path (see ``find_targets``)."""
    # What only searching folders needs (model.config, xacro) is imported when one is given.
    from sdformat_semantics.include.model_config import model_file_in
    from sdformat_semantics.urdf.xacro import xacro_available

    found: list[Target] = []
    passed_over: list[Skipped] = []
    suffixes = DOCUMENT_SUFFIXES + ((XACRO_ROBOT_SUFFIX,) if xacro_available() else ())
    for current, folders, files in os.walk(folder):
        folders[:] = [name for name in folders if not name.startswith(".")]
        here = Path(current)
        libraries = {name for name in files if _xacro_library(here / name, suffixes)}
        documents = sorted(n for n in files if n.endswith(suffixes) and n not in libraries)
        passed_over.extend(
            Skipped(str(here / name), _xacro_skipped(name))
            for name in sorted(files)
            if name.endswith(XACRO_SUFFIX) and name not in documents
        )
        if "model.config" not in files:
            found.extend(Target(str(here / name)) for name in documents)
            continue
        named, problems = model_file_in(here, NEWEST, SUPPORTED_VERSIONS)
        if named is not None and not named.is_file():
            message = f"model.config names '{named.relative_to(here)}', which is not in {here}"
            problems.append(Error(ErrorCode.FILE_READ, message, str(here / "model.config")))
            named = None
        if named is None:
            found.append(Target(str(here / "model.config"), tuple(problems), readable=False))
        else:
            found.append(Target(str(named), tuple(problems)))
        reason = f"{here / 'model.config'} names {named.name if named else 'no usable file'}"
        passed_over.extend(
            Skipped(str(here / name), reason)
            for name in documents
            if named is None or here / name != named
        )
    found.sort(key=lambda target: Path(target.path).parts)
    skipped.extend(sorted(passed_over, key=lambda item: Path(item.path).parts))
    return found


def _xacro_skipped(name: str) -> str:
    """Why a xacro file found in a folder is not checked."""
    from sdformat_semantics.urdf.xacro import XACRO_INSTALL_HINT, xacro_available  # a folder

    if not xacro_available():
        return f"xacro file: install the xacro extra to check it ({XACRO_INSTALL_HINT})"
    if name.endswith(XACRO_ROBOT_SUFFIX):
        return (
            "xacro macro file: it only defines macros and properties (the robots that use it "
            "include it; name this file to check it as a robot)"
        )
    return (
        "xacro macro file (included by the robots that use it; *.urdf.xacro robots are "
        "checked, or name this file to check it as a robot)"
    )


def _xacro_library(path: Path, suffixes: tuple[str, ...]) -> bool:
    """Whether a ``*.urdf.xacro`` file that would be checked only defines macros (read to know)."""
    if not path.name.endswith(XACRO_ROBOT_SUFFIX) or XACRO_ROBOT_SUFFIX not in suffixes:
        return False
    from sdformat_semantics.urdf.xacro import defines_only  # a folder with a xacro robot

    data, _ = read_limited(path, DEFAULT_MAX_BYTES)
    tree, _ = parse_bytes(data) if data is not None else (None, [])
    return tree is not None and defines_only(tree.getroot())


@attrs.frozen
class CheckOptions:
    """How ``sdformat check`` checks each file (a plain value, sent to worker processes).

    Attributes:
        strict: Warnings are errors and named siblings must all differ.
        config: Where includes and assets are found (its search fields are
            used; the policies follow ``strict``).
        assets: Also report asset URIs that name no readable file (``ASSET_MISSING``).
        select: Problem codes to report; every code when empty.
        ignore: Problem codes never reported.
        audit: Also list each file's Gazebo-only content (``sdformat audit``).
        targets: Simulators whose rejections and omissions are reported too
            (``sdformat_semantics.targets``).
    """

    strict: bool = False
    config: ParserConfig = attrs.field(factory=ParserConfig)
    assets: bool = False
    select: frozenset[str] = frozenset()
    ignore: frozenset[str] = frozenset()
    audit: bool = False
    targets: tuple[str, ...] = ()

    def reported(self, problem: Error) -> bool:
        """Whether ``--select``/``--ignore`` let a problem through."""
        code = problem.code.value
        return (not self.select or code in self.select) and code not in self.ignore


def check_target(target: Target, options: CheckOptions) -> FileReport:
    """Check one file as ``sdformat check`` does; a failure of the tool becomes the report.

    With ``SDFORMAT_TRACEBACK=1`` in the environment the failure is raised
    instead, traceback and all.
    """
    started = time.perf_counter()
    try:
        report = _check(target, options)
        return attrs.evolve(report, seconds=time.perf_counter() - started)
    except Exception as error:
        if os.environ.get(TRACEBACK_VARIABLE) == "1":
            raise
        return FileReport(target.path, target.found, internal_error=describe_failure(error))


def _check(target: Target, options: CheckOptions) -> FileReport:
    if not target.readable:
        return _filtered(FileReport(target.path, target.found), options)
    # The checks run in the command's own processes: the collector may pause.
    config = attrs.evolve(options.config, pause_garbage_collector=True)
    if options.strict:
        config = attrs.evolve(
            config,
            warnings=Policy.ERROR,
            unrecognized_elements=Policy.ERROR,
            deprecated_elements=Policy.ERROR,
        )
    document = load(target.data if target.data is not None else target.path, config=config)
    extra = document.check()  # whatever else is wrong: --strict changes nothing here
    if options.assets and document.root is not None:
        from sdformat_semantics.cli.assets import missing_assets  # --assets: URIs resolved

        extra = [*extra, *missing_assets(document.root, config)]
    if options.targets and document.root is not None:
        from sdformat_semantics.targets import target_problems  # --target: the rules tables

        extra = [*extra, *target_problems(document, options.targets)]
    found = target.found
    if options.strict:  # warnings are errors under --strict, those of model.config too
        found = tuple(_as_error(problem) for problem in found)
    notes = tuple(
        f"include '{record.uri}': {record.note}" for record in document.includes if record.note
    )
    problems = (*found, *document.problems, *extra)
    if target.data is not None:  # standard input: its problems carry the name it is shown by
        problems = tuple(p if p.file else attrs.evolve(p, file=target.path) for p in problems)
    report = FileReport(
        target.path,
        problems,
        document.original_version,
        document.version,
        document.migration,
        notes=notes,
        gazebo_only=_gazebo_only(target) if options.audit else (),
    )
    return _filtered(report, options)


def _gazebo_only(target: Target) -> tuple[str, ...]:
    """The file's Gazebo-only content (``--audit``: its summary is imported only then)."""
    from sdformat_semantics.cli.audit_summary import gazebo_only

    return gazebo_only(target.path, target.data)


def _filtered(report: FileReport, options: CheckOptions) -> FileReport:
    """The report without the problems ``--select``/``--ignore`` leave out, counted."""
    kept = tuple(p for p in report.problems if options.reported(p))
    if len(kept) == len(report.problems):
        return report
    return attrs.evolve(report, problems=kept, ignored=len(report.problems) - len(kept))


def _as_error(problem: Error) -> Error:
    return attrs.evolve(problem, severity=Severity.ERROR)


def check_all(
    targets: Sequence[Target],
    options: CheckOptions,
    *,
    jobs: int,
    finished: Callable[[], None] = lambda: None,
) -> Iterator[FileReport]:
    """Check every target; the reports come in the order of ``targets``.

    Args:
        targets: The files.
        options: How each is checked.
        jobs: Worker processes; 1 checks in this process, one file at a time.
        finished: Called each time a file is done, in whatever order they
            finish (for a progress bar), before its report is given.
    """
    if jobs <= 1 or len(targets) <= 1:
        for target in targets:
            report = check_target(target, options)
            finished()
            yield report
        return
    # Worker processes: their machinery imported only when there is more than one file.
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    pool = ProcessPoolExecutor(min(jobs, len(targets)), mp_context=_process_context())
    try:
        futures: list[Future[FileReport]] = [
            pool.submit(check_target, target, options) for target in targets
        ]
        pending: set[Future[FileReport]] = set(futures)
        ready = 0
        while ready < len(futures):
            if pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for _ in done:
                    finished()
            while ready < len(futures) and futures[ready].done():
                yield _result(futures[ready], targets[ready])
                ready += 1
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _result(future: Future[FileReport], target: Target) -> FileReport:
    """A worker's report; a worker that died (a crash in a C library) is a failure of the tool."""
    try:
        return future.result()
    except Exception as error:
        if os.environ.get(TRACEBACK_VARIABLE) == "1":
            raise
        return FileReport(target.path, target.found, internal_error=describe_failure(error))


def _process_context() -> multiprocessing.context.BaseContext:
    """How workers start: forked where that is safe, else as fresh interpreters.

    A forked worker starts in milliseconds with the modules already imported;
    a spawned one imports them again (about a second each). Forking is safe on
    Linux while this process runs one thread (a lock held by another thread
    would stay locked in the copy); macOS system libraries are not fork-safe.
    """
    import multiprocessing
    import threading

    if sys.platform.startswith("linux") and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


def problem_as_json(problem: Error) -> dict[str, object]:
    """One problem as the JSON output writes it."""
    return {
        "code": problem.code.value,
        "severity": problem.severity.value,
        "message": problem.message,
        "file": problem.file,
        "line": problem.line,
        "column": problem.column,
        "path": problem.path,
        "suggestion": problem.suggestion,
    }


def report_as_json(report: FileReport) -> dict[str, object]:
    """One file's report as the JSON output writes it."""
    return {
        "path": report.path,
        "valid": report.valid,
        "declared_version": report.declared_version,
        "version": report.version,
        "errors": [problem_as_json(p) for p in report.errors],
        "warnings": [problem_as_json(p) for p in report.warnings],
        "infos": [problem_as_json(p) for p in report.infos],
        "migration": [str(change) for change in report.migration],
        "internal_error": report.internal_error,
        "ignored": report.ignored,
        "notes": list(report.notes),
    }
