"""Pieces of the argument parser that several commands share."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from sdformat_semantics.cli.project import Project

# A string: only typeshed makes the sub-parsers action generic, at run time it cannot be
# subscripted.
Commands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
"""The top-level parser's sub-parsers, which each command adds itself to."""

Run: TypeAlias = Callable[[argparse.Namespace], int]
"""What a command does with its parsed arguments; returns the exit status."""


def add_command(
    commands: Commands,
    name: str,
    run: Run,
    *,
    summary: str,
    description: str,
    epilog: str,
) -> argparse.ArgumentParser:
    """A new sub-command, which ``main`` runs through ``run``.

    Args:
        commands: The top-level parser's sub-parsers.
        name: The command's name (``check``).
        run: Its work, given the parsed arguments.
        summary: One line for the top-level ``--help``.
        description: What ``sdformat NAME --help`` says first.
        epilog: What it says last (examples and notes), laid out as written.

    Returns:
        The command's parser, to add its arguments to.
    """
    parser = commands.add_parser(
        name,
        help=summary,
        description=description,
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.set_defaults(run=run)
    return parser


def examples(*lines: str) -> str:
    """An argparse epilog listing example command lines."""
    return "examples:\n" + "\n".join(f"  {line}" for line in lines)


def whole_number(minimum: int) -> Callable[[str], int]:
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


def path_argument(text: str) -> str:
    """An argparse type: a file or folder name, which cannot be empty.

    ``''`` would otherwise be read as the working folder (``Path('')`` is
    ``.``): ``check ''`` from a variable left empty would check every file
    below the working folder.
    """
    if not text:
        raise argparse.ArgumentTypeError("an empty path names no file or folder")
    return text


def add_model_path(parser: argparse.ArgumentParser) -> None:
    """The options that say where includes are found: ``--path``, ``--fuel-cache``, ``--package``.

    Each has a ``ParserConfig`` counterpart (``model_paths``,
    ``fuel_cache_paths``, ``package_paths``) and a ``[tool.sdformat]`` key
    (``path``, ``fuel-cache``, ``package``); ``search_fields`` puts them together.
    ``--packages`` (``package_search_folders``) has no key.
    """
    parser.add_argument(
        "--path",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder holding models for model://, file:// and plain-name includes, searched "
        "before the folders of SDF_PATH and the other resource variables (repeatable)",
    )
    parser.add_argument(
        "--fuel-cache",
        action="append",
        default=[],
        metavar="DIR",
        help="a Fuel cache (laid out as ~/.gz/fuel) for https://fuel... includes, searched "
        "before GZ_FUEL_CACHE_PATH and ~/.gz/fuel; nothing is downloaded (repeatable)",
    )
    parser.add_argument(
        "--package",
        action="append",
        default=[],
        metavar="NAME=DIR",
        help="the folder of ROS package NAME for package://NAME/... URIs, searched before "
        "AMENT_PREFIX_PATH and ROS_PACKAGE_PATH (repeatable)",
    )
    parser.add_argument(
        "--packages",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder holding ROS packages (a workspace's src/, a checkout): package://NAME/... "
        "finds the folder below it whose package.xml names NAME; searched after --package, "
        "before AMENT_PREFIX_PATH and ROS_PACKAGE_PATH (repeatable)",
    )
    parser.add_argument(
        "--isolated",
        action="store_true",
        help="ignore the [tool.sdformat] table of pyproject.toml",
    )


def add_urdf_reading(parser: argparse.ArgumentParser) -> None:
    """``--preserve-fixed-joints``: ``ParserConfig.preserve_fixed_joints`` (``search_fields``)."""
    parser.add_argument(
        "--preserve-fixed-joints",
        action="store_true",
        help="read URDF fixed joints as fixed joints instead of merging their child links into "
        "their parents (fixed-joint lumping, the default, as Gazebo reads URDF)",
    )
    parser.add_argument(
        "--xacro-arg",
        action="append",
        default=[],
        metavar="NAME:=VALUE",
        help="an argument of the xacro documents checked (repeatable; as xacro takes it on its "
        "command line; needs the xacro extra)",
    )


def xacro_arguments(given: list[str]) -> dict[str, str]:
    """``--xacro-arg NAME:=VALUE`` options as a mapping (the last value of a name wins).

    Raises:
        SearchError: An option without ``:=`` or without a name.
    """
    found: dict[str, str] = {}
    for item in given:
        name, separator, value = item.partition(":=")
        if not separator or not name.strip():
            raise SearchError(f"--xacro-arg takes NAME:=VALUE, not '{item}'")
        found[name.strip()] = value
    return found


class SearchError(Exception):
    """The search options name something unusable; the message says which and why."""


def search_fields(arguments: argparse.Namespace) -> dict[str, Any]:
    """The ``ParserConfig`` fields the search options and the project's defaults set.

    Command-line folders come before those of ``[tool.sdformat]``. A command
    with ``add_urdf_reading``'s option sets ``preserve_fixed_joints`` too.

    Raises:
        SearchError: A folder that does not exist, a ``--package`` without
            ``NAME=``, or an unusable ``[tool.sdformat]`` table.
    """
    project = project_of(arguments)
    table = f"{project.file}: [tool.sdformat]"
    model_paths = [*_folders("--path", arguments.path), *_folders(f"{table} path", project.path)]
    fuel = [
        *_folders("--fuel-cache", arguments.fuel_cache),
        *_folders(f"{table} fuel-cache", project.fuel_cache),
    ]
    packages: dict[str, list[str]] = {}
    for item in arguments.package:
        name, equals, folder = item.partition("=")
        if not equals or not name or not folder:
            raise SearchError(f"--package takes NAME=DIR, not '{item}'")
        packages.setdefault(name, []).extend(_folders(f"--package {name}", [folder]))
    for name, folders in project.package.items():
        packages.setdefault(name, []).extend(_folders(f"{table} package.{name}", folders))
    return {
        "model_paths": model_paths,
        "fuel_cache_paths": fuel,
        "package_paths": packages,
        "package_search_folders": _folders("--packages", getattr(arguments, "packages", [])),
        "preserve_fixed_joints": bool(getattr(arguments, "preserve_fixed_joints", False)),
        "xacro_args": xacro_arguments(getattr(arguments, "xacro_arg", [])),
    }


def project_of(arguments: argparse.Namespace) -> Project:
    """The ``[tool.sdformat]`` defaults (none with ``--isolated``), read once per command line.

    Raises:
        SearchError: The table cannot be used.
    """
    known: Project | None = getattr(arguments, "project", None)
    if known is not None:
        return known
    # pyproject.toml is read (tomllib, attrs) by the commands that load, not by --help.
    from sdformat_semantics.cli.project import Project, ProjectError, load_project

    try:
        project = Project() if getattr(arguments, "isolated", False) else load_project()
    except ProjectError as error:
        raise SearchError(str(error)) from None
    arguments.project = project
    return project


def _folders(option: str, given: Sequence[str]) -> list[str]:
    """The folders given to an option, each checked to exist (a typo would find nothing)."""
    for folder in given:
        path = Path(folder).expanduser()
        if not path.is_dir():
            reason = "is not a folder" if path.exists() else "does not exist"
            raise SearchError(f"{option} {folder}: {reason}")
    return [str(Path(folder).expanduser()) for folder in given]
