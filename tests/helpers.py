"""Small helpers several test modules share (fixtures live in ``conftest.py``)."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from lxml import etree

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


_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
_WORDS = re.compile(r"(\s+)")


def assert_same_xml(written: str, expected: str, rel: float = 1e-9, abs_: float = 1e-9) -> None:
    """Assert that two XML texts are one document, numbers compared within a tolerance.

    For golden files of writers that compute numbers (poses composed, inertias
    moved): another CPU (numpy's SIMD loops, a BLAS with fused multiply-adds)
    may end a computed number an ulp or two away, and its text then differs in
    the last digits. Everything else must match exactly: the XML declaration,
    tags, attribute names and their order, comments, the whitespace between
    words, and every word that is not a number.

    Args:
        written: The text the writer made.
        expected: The golden text.
        rel: Relative tolerance of two numbers.
        abs_: Absolute tolerance (for numbers near zero).
    """
    parser = etree.XMLParser(remove_blank_text=False, resolve_entities=False)
    ours = etree.fromstring(written.encode(), parser).getroottree()
    theirs = etree.fromstring(expected.encode(), parser).getroottree()
    assert _outside_root(written) == _outside_root(expected), "text outside the root differs"
    _same_node(ours, ours.getroot(), theirs.getroot(), rel, abs_)


def _same_node(
    tree: etree._ElementTree, ours: etree._Element, theirs: etree._Element, rel: float, abs_: float
) -> None:
    where = tree.getpath(ours)
    assert ours.tag == theirs.tag, f"{where}: <{ours.tag}> where <{theirs.tag}> was expected"
    assert list(ours.attrib) == list(theirs.attrib), f"{where}: attributes differ"
    for key, value in ours.attrib.items():
        _same_words(f"{where}/@{key}", value, theirs.attrib[key], rel, abs_)
    _same_words(f"{where} text", ours.text, theirs.text, rel, abs_)
    _same_words(f"{where} tail", ours.tail, theirs.tail, rel, abs_)
    assert len(ours) == len(theirs), f"{where}: {len(ours)} children where {len(theirs)} expected"
    for mine, golden in zip(ours, theirs, strict=True):
        _same_node(tree, mine, golden, rel, abs_)


def _same_words(where: str, ours: str | None, theirs: str | None, rel: float, abs_: float) -> None:
    mine, golden = _WORDS.split(ours or ""), _WORDS.split(theirs or "")
    message = f"{where}: {ours!r} where {theirs!r} was expected"
    assert len(mine) == len(golden), message
    for word, expected in zip(mine, golden, strict=True):
        if word == expected:
            continue
        assert _NUMBER.fullmatch(word) and _NUMBER.fullmatch(expected), message
        a, b = float(word), float(expected)
        assert math.isclose(a, b, rel_tol=rel, abs_tol=abs_), message


def _outside_root(text: str) -> tuple[str, str]:
    """What precedes the first tag (the XML declaration with it) and follows the last."""
    start = text.find("?>") + 2 if text.startswith("<?xml") else 0
    return text[: text.find("<", start)], text[text.rfind(">") + 1 :]
