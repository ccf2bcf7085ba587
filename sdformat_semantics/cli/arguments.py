"""Pieces of the argument parser that several commands share."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TypeAlias

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
    """``--path DIR``: where ``model://`` includes are looked for, as ``resolve --path``."""
    parser.add_argument(
        "--path",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder holding models for model:// includes, searched before the folders "
        "of SDF_PATH and the other resource variables (repeatable)",
    )
