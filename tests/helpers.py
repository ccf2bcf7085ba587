"""Small helpers several test modules share (fixtures live in ``conftest.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sdformat_semantics import Document, ParserConfig
from sdformat_semantics.cli import main


def hermetic(folder: Path | None = None, **changes: object) -> ParserConfig:
    """A configuration that ignores the environment, so tests do not depend on the machine.

    Args:
        folder: When given, URIs resolve to the files of that name in it (for text
            that was written from a file there and still names its neighbours).
        **changes: `ParserConfig` attributes to set, e.g. ``max_includes=4``.

    Returns:
        A fresh configuration that reads no environment variable or default folder.
    """
    config = ParserConfig().ignore_environment()
    if folder is not None:
        config.resolver = lambda uri: folder / uri if (folder / uri).exists() else None
    for name, value in changes.items():
        setattr(config, name, value)
    return config


def codes(document: Document) -> list[str]:
    """The error codes of a loaded document, in the order they were reported."""
    return [error.code.value for error in document.errors]


def write(folder: Path, name: str, text: str) -> Path:
    """Write ``text`` to ``folder/name`` (making its parent folders) and return the path."""
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def model_file(name: str, body: str = '<link name="body"/>', version: str = "1.10") -> str:
    """The text of an SDFormat file holding one model ``name`` with ``body`` inside."""
    return f'<sdf version="{version}"><model name="{name}">{body}</model></sdf>'


def run_cli(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    """Run the ``sdformat`` command line in-process.

    Returns:
        The exit status, then what was printed to stdout and to stderr.
    """
    status = main([str(arg) for arg in args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


class AnObject:
    """A value of no type any field takes; its repr is fixed, so a test id holding it
    is the same in every process (pytest-xdist compares the workers' collections)."""

    def __repr__(self) -> str:
        return "<an object>"
