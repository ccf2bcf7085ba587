"""The whole run: read and check every requested version, render, then write or compare."""

from __future__ import annotations

import difflib
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

import attrs

from generator.model import ConvertRules, SourceLocation, SpecVersion
from generator.render import REGISTRY_PACKAGE, make_environment, render_registry, render_version
from generator.spec_check import (
    check_convert_rules,
    check_down_chain,
    check_migration_chain,
    check_version,
)
from generator.spec_reader import SpecProblem, read_convert_file, read_version
from sdformat_runtime.versions import is_version, package_name, version_key

REPO = Path(__file__).resolve().parent.parent
RUFF_CONFIG = REPO / "templates" / "python" / "ruff.toml"
SPEC_ROOT = REPO / "spec"


def spec_versions(spec_root: Path) -> tuple[str, ...]:
    """The versions of ``spec_root``: each sub-folder named like ``1.10``, oldest first.

    This is the only list of versions a build has: ``make generate`` writes it
    into the ``sdformat_versions`` registry that every other layer reads.
    """
    found = [p.name for p in spec_root.iterdir() if p.is_dir() and is_version(p.name)]
    return tuple(sorted(found, key=version_key))


VERSIONS = spec_versions(SPEC_ROOT)
"""Versions of the bundled spec/, oldest first."""
OLDEST_MIGRATED = "1.3"
"""Oldest version the migration rules start from."""


class SpecError(Exception):
    """The spec has problems; generation stopped before writing anything."""

    def __init__(self, problems: Sequence[SpecProblem]) -> None:
        super().__init__(f"{len(problems)} problem(s) in the spec")
        self.problems = tuple(problems)


@attrs.frozen
class Output:
    """What a run produced.

    Attributes:
        specs: The checked spec of each version.
        files: Generated file texts keyed by path below the output folder.
        migrations: The checked migration steps, oldest first.
        downgrades: The checked down steps, newest first.
    """

    specs: tuple[SpecVersion, ...]
    files: dict[str, str]
    migrations: tuple[ConvertRules, ...] = ()
    downgrades: tuple[ConvertRules, ...] = ()


def load_specs(spec_root: Path, versions: Sequence[str]) -> tuple[SpecVersion, ...]:
    """Read and check the spec of each version (and the migration-only rules).

    Raises:
        SpecError: With every problem found, when there is any.
    """
    problems: list[SpecProblem] = []
    specs: list[SpecVersion] = []
    for version in versions:
        directory = spec_root / version
        display = _display(directory)
        if not directory.is_dir():
            problems.append(SpecProblem(SourceLocation(display, 0), "no such spec folder"))
            continue
        spec, found = read_version(directory, display)
        problems.extend(found)
        problems.extend(check_version(spec))
        specs.append(spec)
    for path in sorted((spec_root / "migrations").glob("*/*.convert")):
        rules, found = read_convert_file(path, _display(path))
        problems.extend(found)
        problems.extend(check_convert_rules(rules))
    if problems:
        raise SpecError(problems)
    return tuple(specs)


def load_migrations(spec_root: Path, newest: str) -> tuple[ConvertRules, ...]:
    """Read and check every migration step, from OLDEST_MIGRATED to ``newest``.

    A step is ``<to>/<from>.convert`` in a version folder or under
    ``migrations/`` (for versions we generate no classes for).

    Raises:
        SpecError: When a rules file has problems or the steps do not chain.
    """
    chain = _read_rules(spec_root, down=False)
    chain.sort(key=lambda rules: version_key(rules.from_version))
    problems = check_migration_chain(chain, OLDEST_MIGRATED, newest)
    if problems:
        raise SpecError(problems)
    return tuple(chain)


def load_downgrades(spec_root: Path, newest: str, oldest: str) -> tuple[ConvertRules, ...]:
    """Read and check every down step, from ``newest`` down to ``oldest``, newest first.

    A down step is ``<from>/to_<to>.convert`` in a version folder or under
    ``migrations/`` (1.9, which has no package, is a step on the way down).

    Raises:
        SpecError: When a rules file has problems or the steps do not chain.
    """
    chain = _read_rules(spec_root, down=True)
    chain.sort(key=lambda rules: version_key(rules.from_version), reverse=True)
    problems = check_down_chain(chain, newest, oldest)
    if problems:
        raise SpecError(problems)
    return tuple(chain)


def _read_rules(spec_root: Path, *, down: bool) -> list[ConvertRules]:
    """The up (or down) rules files of ``spec_root``, each checked; SpecError on problems."""
    paths = [*spec_root.glob("*/*.convert"), *spec_root.glob("migrations/*/*.convert")]
    problems: list[SpecProblem] = []
    chain: list[ConvertRules] = []
    for path in sorted(paths):
        rules, found = read_convert_file(path, _display(path))
        if rules.down != down:
            continue
        problems.extend(found)
        problems.extend(check_convert_rules(rules))
        chain.append(rules)
    if problems:
        raise SpecError(problems)
    return chain


def _display(path: Path) -> str:
    """Repo-relative path for messages and headers (never an absolute path)."""
    try:
        return path.resolve().relative_to(REPO).as_posix()
    except ValueError:
        return path.as_posix()


def render_all(
    specs: Sequence[SpecVersion], registry: dict[str, str] | None = None
) -> dict[str, str]:
    """Render every version (and the given registry files) and format the Python files."""
    environment = make_environment()
    files: dict[str, str] = dict(registry or {})
    for spec in specs:
        files.update(render_version(spec, environment))
    return format_python(files)


def format_python(files: dict[str, str]) -> dict[str, str]:
    """Run the pinned ruff (import sorting, unused imports, formatting) over the Python files.

    Ruff reads only ``templates/python/ruff.toml`` so the output depends on the
    pinned version and that file, not on where it runs.
    """
    python = {path: text for path, text in files.items() if path.endswith(".py")}
    if not python:
        return files
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        for path, text in python.items():
            target = root / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        common = ["--config", str(RUFF_CONFIG), "--quiet"]
        ruff = [sys.executable, "-m", "ruff"]
        check = [*ruff, "check", *common, "--select", "I,F401", "--fix", "--exit-zero", "."]
        subprocess.run(check, cwd=root, check=True)
        subprocess.run([*ruff, "format", *common, "."], cwd=root, check=True)
        formatted = {path: (root / path).read_text(encoding="utf-8") for path in python}
    return {**files, **formatted}


def generate(spec_root: Path, versions: Sequence[str] | None = None) -> Output:
    """Read, check and render; nothing is written.

    Args:
        spec_root: The folder of one sub-folder per version.
        versions: The versions whose packages to render; None for all of
            ``spec_root``. The registry always lists every version of
            ``spec_root`` and ships the whole migration chain.

    Raises:
        SpecError: When the spec has problems.
    """
    everything = spec_versions(spec_root)
    specs = load_specs(spec_root, everything if versions is None else versions)
    migrations = load_migrations(spec_root, everything[-1])
    downgrades = load_downgrades(spec_root, everything[-1], everything[0])
    registry = render_registry(everything, migrations, make_environment(), downgrades)
    files = render_all(specs, registry)
    return Output(specs=specs, files=files, migrations=migrations, downgrades=downgrades)


def owned_files(output_dir: Path, versions: Sequence[str]) -> set[str]:
    """Files in the output folder that generation owns: the version packages and the registry."""
    found: set[str] = set()
    for name in [*map(package_name, versions), REGISTRY_PACKAGE]:
        package = output_dir / name
        if package.is_dir():
            for path in package.rglob("*"):
                if path.is_file() and "__pycache__" not in path.parts:
                    found.add(path.relative_to(output_dir).as_posix())
    return found


def write(output: Output, output_dir: Path, versions: Sequence[str]) -> list[str]:
    """Write the generated files and delete stale ones; return the paths that changed."""
    return write_tree(output.files, output_dir, owned_files(output_dir, versions))


def write_tree(files: dict[str, str], output_dir: Path, present: set[str]) -> list[str]:
    """Write ``files`` below ``output_dir`` and delete the ``present`` files they leave out.

    Args:
        files: File texts keyed by path below ``output_dir``.
        output_dir: Folder to write to.
        present: Paths currently in the folder that the run owns.

    Returns:
        The paths written or deleted; files whose text is unchanged are not rewritten.
    """
    changed: list[str] = []
    for stale in sorted(present - set(files)):
        (output_dir / stale).unlink()
        changed.append(stale)
    for path, text in sorted(files.items()):
        target = output_dir / path
        if target.is_file() and target.read_text(encoding="utf-8") == text:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        changed.append(path)
    return changed


def compare(output: Output, output_dir: Path, versions: Sequence[str], max_lines: int = 80) -> str:
    """Describe how the output folder differs from what generation produces ('' when equal)."""
    return compare_tree(output.files, output_dir, owned_files(output_dir, versions), max_lines)


def compare_tree(
    files: dict[str, str], output_dir: Path, present: set[str], max_lines: int = 80
) -> str:
    """Describe how ``output_dir`` differs from ``files`` as a unified diff ('' when equal).

    Args:
        files: Expected file texts keyed by path below ``output_dir``.
        output_dir: Folder holding the committed files.
        present: Paths currently in the folder that the run owns.
        max_lines: Longest report; the rest is summarised in one line.
    """
    report: list[str] = []
    for path in sorted(present - set(files)):
        report.append(f"stale file (not produced by the spec): {path}\n")
    for path, text in sorted(files.items()):
        target = output_dir / path
        if path not in present:
            report.append(f"missing file: {path}\n")
            continue
        current = target.read_text(encoding="utf-8")
        if current != text:
            diff = difflib.unified_diff(
                current.splitlines(keepends=True),
                text.splitlines(keepends=True),
                fromfile=f"{path} (committed)",
                tofile=f"{path} (from spec)",
            )
            report.extend(diff)
    if len(report) > max_lines:
        hidden = len(report) - max_lines
        report = [*report[:max_lines], f"... {hidden} more diff lines\n"]
    return "".join(report)
