"""Small helpers several test modules share (fixtures live in ``conftest.py``)."""

from __future__ import annotations

import gc
import math
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType

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


# Work that must grow linearly -------------------------------------------------
#
# A timer is no test of an algorithm on a loaded machine: these measure work
# instead, deterministically where the work can be seen from Python.


def python_steps(run: Callable[[], object]) -> int:
    """How many lines of Python ``run()`` runs, and calls it makes (C functions included).

    The same on every run and machine, so a test may compare it across input
    sizes: a loop that rescans every element per element shows as steps
    growing with the square of the input. Work inside one C function (a list
    or set built or searched, a regex) is one step: see ``Comparisons`` and
    ``cpu_time_growth``.
    """
    count = 0

    def trace(frame: FrameType, event: str, arg: object) -> Callable[..., object]:
        nonlocal count
        count += 1  # calls, lines, returns
        return trace

    def profile(frame: FrameType, event: str, arg: object) -> None:
        nonlocal count
        if event == "c_call":
            count += 1

    tracer, profiler = sys.gettrace(), sys.getprofile()
    sys.settrace(trace)
    sys.setprofile(profile)
    try:
        run()
    finally:
        sys.settrace(tracer)
        sys.setprofile(profiler)
    return count


class Comparisons:
    """Counts the ``==`` tests and hashes that the names it makes take part in.

    A list searched or a set built per element is work in C that no profiler
    sees, but every string it compares or hashes is asked in Python when the
    string is a ``name(...)``: such work is then counted, the same on every
    run. Past ``most`` the count raises, so a regression fails at once rather
    than running a quadratic loop to its end.
    """

    def __init__(self, most: int) -> None:
        self.count = 0
        self.most = most

    def name(self, text: str) -> str:
        """A ``str`` equal to ``text`` whose comparisons and hashes are counted."""
        return _CountedName(text, self)

    def tick(self) -> None:
        self.count += 1
        if self.count > self.most:
            raise AssertionError(f"more than {self.most} comparisons or hashes of names")


class _CountedName(str):
    counter: Comparisons

    def __new__(cls, text: str, counter: Comparisons) -> _CountedName:
        name = super().__new__(cls, text)
        name.counter = counter
        return name

    def __eq__(self, other: object) -> bool:
        self.counter.tick()
        return str.__eq__(self, other)

    def __hash__(self) -> int:
        self.counter.tick()
        return str.__hash__(self)


def cpu_time_growth(run: Callable[[int], object], size: int, factor: int = 4) -> float:
    """CPU time of ``run(factor * size)`` over that of ``run(size)``, each the least of 3 runs.

    For work in C that neither ``python_steps`` nor ``Comparisons`` can see (a
    regular expression on a long string). Linear work grows about ``factor``
    times, quadratic work ``factor ** 2`` times. The CPU time of this process,
    not the time on the clock, and a ratio of measurements taken together, so
    other processes on a loaded machine slow neither side.
    """
    run(size)  # caches and imports warm, outside the measurement

    def least(n: int) -> float:
        times = []
        for _ in range(3):
            started = time.process_time()
            run(n)
            times.append(time.process_time() - started)
        return min(times)

    # The collector paused, not run: a full collection of a worker's heap late in a
    # run takes longer than the work measured, which only needs the cycles left alone.
    enabled = gc.isenabled()
    gc.disable()
    try:
        return least(factor * size) / max(least(size), 1e-9)
    finally:
        if enabled:
            gc.enable()
