"""Patterns compiled when first used: the same matches, and none compiled by a plain check.

A module keeping patterns for what only some documents hold (names libxml2
refuses, undeclared prefixes, numbers read the reference's way) compiled them
at import, on every start-up; ``sdformat check`` of a file that holds none of
those compiles none of them.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bench.startup import FILES
from sdformat_runtime.patterns import LazyPattern

PLAIN_FILES = FILES  # the files `make bench` times a check of
"""Files with no name libxml2 refuses, no undeclared prefix and no number read leniently."""

MODULES = (
    "sdformat_runtime.name_masks",
    "sdformat_runtime.prefixes",
    "sdformat_runtime.prefix_values",
)


def test_a_lazy_pattern_matches_as_the_compiled_pattern_and_compiles_once() -> None:
    for pattern, flags, text in ((r"a.b", re.S, "a\nb"), (rb"x+", 0, b"xxy")):
        lazy = LazyPattern(pattern, flags)
        compiled = lazy.compiled
        assert compiled is lazy.compiled
        assert compiled.pattern == pattern and compiled.flags == re.compile(pattern, flags).flags
        assert compiled.match(text).group(0) == re.compile(pattern, flags).match(text).group(0)  # type: ignore[arg-type, union-attr]


PROBE = """
import importlib, json, sys
from sdformat_runtime.patterns import LazyPattern
from sdformat_command import main
file, modules = sys.argv[1], json.loads(sys.argv[2])
sys.argv = ["sdformat", "check", file]
status = main()
compiled = [
    f"{name}.{attribute}"
    for name in modules
    for attribute, value in vars(importlib.import_module(name)).items()
    if isinstance(value, LazyPattern) and value._compiled is not None
]
print(json.dumps([status, compiled]))
"""


@pytest.mark.parametrize("path", PLAIN_FILES, ids=lambda p: p.name)
def test_a_check_of_a_plain_file_compiles_none_of_them(path: Path, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(path), json.dumps(MODULES)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
        check=True,
    )
    status, compiled = json.loads(done.stdout.splitlines()[-1])
    assert (status, compiled) == (0, [])


def test_every_module_listed_keeps_lazy_patterns() -> None:
    """A module whose patterns went back to ``re.compile`` would pass the check above idly."""
    import importlib

    for name in MODULES:
        found = vars(importlib.import_module(name)).values()
        assert any(isinstance(value, LazyPattern) for value in found), name
