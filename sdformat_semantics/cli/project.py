"""Project defaults from the ``[tool.sdformat]`` table of the nearest ``pyproject.toml``.

A model repository keeps its settings beside its files, so ``sdformat check
models/`` (by hand, in CI, from pre-commit) runs the same way everywhere::

    [tool.sdformat]
    path = ["models"]                       # --path, relative to this file
    fuel-cache = ["~/.gz/fuel"]             # --fuel-cache
    package = { my_robot = "src/my_robot" } # --package NAME=DIR
    select = ["URI_LOOKUP", "FRAME_ATTACHED_TO_INVALID"]  # check --select
    ignore = ["ELEMENT_DEPRECATED"]         # check --ignore
    strict = false                          # check --strict
    assets = true                           # check --assets

The file is looked for in the working folder and then in each folder above
it; the first ``pyproject.toml`` found is the project's, whether or not it has
the table. Command-line options come first: ``--select``/``--ignore`` and the
flags replace the table's values, folders are searched before the table's.
``--isolated`` leaves the file out.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import attrs

KEYS = ("path", "fuel-cache", "package", "select", "ignore", "strict", "assets")
"""The keys ``[tool.sdformat]`` may hold."""


class ProjectError(Exception):
    """The ``[tool.sdformat]`` table cannot be used; the message names the file and the key."""


@attrs.frozen
class Project:
    """The settings of ``[tool.sdformat]``, folders made absolute.

    Attributes:
        file: The ``pyproject.toml`` read, or None when there is none.
        path: Model folders (``--path``).
        fuel_cache: Fuel caches (``--fuel-cache``).
        package: Package name to folders (``--package``).
        select: Problem codes to report (all when empty).
        ignore: Problem codes never reported.
        strict: ``check --strict`` by default.
        assets: ``check --assets`` by default.
    """

    file: Path | None = None
    path: tuple[str, ...] = ()
    fuel_cache: tuple[str, ...] = ()
    package: dict[str, list[str]] = attrs.field(factory=dict)
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    strict: bool = False
    assets: bool = False


def find_pyproject(start: Path) -> Path | None:
    """The nearest ``pyproject.toml`` at or above ``start``, or None."""
    for folder in (start, *start.parents):
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            return candidate
    return None


def load_project(start: Path | None = None) -> Project:
    """The project defaults for commands run in ``start`` (default: the working folder).

    Raises:
        ProjectError: The file is not TOML, or the table holds an unknown key
            or a value of the wrong type.
    """
    try:
        folder = start if start is not None else Path.cwd()
    except OSError:  # the working folder was deleted: no project
        return Project()
    file = find_pyproject(folder.resolve())
    if file is None:
        return Project()
    # A TOML reader only for a folder that has a pyproject.toml (most robot folders do not).
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10 reads TOML with the backport
        import tomli as tomllib
    try:
        with file.open("rb") as handle:
            table = tomllib.load(handle).get("tool", {}).get("sdformat", {})
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ProjectError(f"{file}: cannot be read: {error}") from None
    if not isinstance(table, dict):
        raise ProjectError(f"{file}: [tool.sdformat] must be a table")
    return _project(file, table)


def _project(file: Path, table: dict[str, Any]) -> Project:
    unknown = sorted(set(table) - set(KEYS))
    if unknown:
        raise ProjectError(
            f"{file}: [tool.sdformat] has no key {', '.join(map(repr, unknown))} "
            f"(keys: {', '.join(KEYS)})"
        )
    base = file.parent

    def folders(key: str, value: Any) -> tuple[str, ...]:
        items = [value] if isinstance(value, str) else value
        if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
            raise ProjectError(f"{file}: [tool.sdformat] {key} must be a folder or a list of them")
        return tuple(str(base / Path(item).expanduser()) for item in items)

    def codes(key: str) -> tuple[str, ...]:
        items = table.get(key, [])
        if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
            raise ProjectError(f"{file}: [tool.sdformat] {key} must be a list of problem codes")
        return tuple(items)

    def flag(key: str) -> bool:
        value = table.get(key, False)
        if not isinstance(value, bool):
            raise ProjectError(f"{file}: [tool.sdformat] {key} must be true or false")
        return value

    packages = table.get("package", {})
    if not isinstance(packages, dict):
        raise ProjectError(f"{file}: [tool.sdformat] package must be a table of NAME = DIR")
    return Project(
        file=file,
        path=folders("path", table.get("path", [])),
        fuel_cache=folders("fuel-cache", table.get("fuel-cache", [])),
        package={name: list(folders(f"package.{name}", d)) for name, d in packages.items()},
        select=codes("select"),
        ignore=codes("ignore"),
        strict=flag("strict"),
        assets=flag("assets"),
    )
