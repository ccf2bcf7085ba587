"""A run naming a command parses with that command's parser alone, and answers the same.

``main`` builds only the parser of the command the first argument names (the
others cost every call their set-up); what a user sees, help, usage errors
and parsed values, must not tell the difference.
"""

from __future__ import annotations

import argparse
import contextlib
import io

import pytest

from sdformat_semantics.cli import COMMANDS, build_parser

ARGUMENTS = (["--help"], [], ["--no-such-option"], ["robot.sdf", "--no-such-option"])
"""After each command's name: its help, and usage errors its own parser reports."""


def _answer(parser: argparse.ArgumentParser, argv: list[str]) -> tuple[object, str, str]:
    """The parsed values (or the exit status), stdout and stderr of parsing ``argv``."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            result: object = vars(parser.parse_args(argv))
        except SystemExit as stop:
            result = stop.code
    return result, out.getvalue(), err.getvalue()


def test_the_commands_are_named_as_their_parsers() -> None:
    """A name listed under another command's would build the wrong parser."""
    full = build_parser()
    sub = next(a for a in full._actions if isinstance(a, argparse._SubParsersAction))
    assert list(sub.choices) == list(COMMANDS)


@pytest.mark.parametrize("command", list(COMMANDS))
@pytest.mark.parametrize("after", ARGUMENTS)
def test_one_commands_parser_answers_as_the_whole_parser(command: str, after: list[str]) -> None:
    argv = [command, *after]
    assert _answer(build_parser(command), argv) == _answer(build_parser(), argv)


def test_a_command_with_its_file_parses_the_same() -> None:
    argv = ["check", "robot.sdf", "--format", "json"]
    assert _answer(build_parser("check"), argv) == _answer(build_parser(), argv)
