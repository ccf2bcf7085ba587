"""The round-trip harness on every vendored file that loads valid (issue 35's done-when).

Each file is written with its includes kept, as the version it declares and
as each version from 1.7 to 1.12 that holds all of it, and loaded again: the same
problems, names and poses, every comment and instruction, the number
spellings of untouched subtrees, unknown and namespaced content at every
version (the properties: ``tests/reference/round_trip_corpus.py``, which also
runs by hand on the real corpus).

Files that break properties for reasons that are not writing's to fix go
in KNOWN (none today); each entry names the texts that break and why, and an entry that no
longer breaks fails, so the list shrinks as they are fixed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import DATA
from tests.helpers import hermetic
from tests.reference.round_trip_corpus import beside, round_trip

FILES = sorted(
    path
    for path in DATA.rglob("*")
    if path.suffix in (".sdf", ".world", ".urdf") and path.is_file()
)

KNOWN: dict[str, tuple[str, tuple[str, ...]]] = {}
"""Files that break properties, by path under tests/data: why, and which written texts."""


def test_every_known_failure_names_a_vendored_file() -> None:
    assert set(KNOWN) <= {str(p.relative_to(DATA)) for p in FILES}


def test_enough_files_take_part() -> None:
    """Most vendored files load valid and so take part (the rest are invalid on purpose)."""
    sample = FILES[::10]
    valid = [p for p in sample if round_trip(p, hermetic(p.parent), hermetic()).valid]
    assert len(valid) >= len(sample) // 2


@pytest.mark.slow
@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(DATA)) for p in FILES])
def test_what_was_written_loads_as_what_was_read(path: Path) -> None:
    outcome = round_trip(path, hermetic(path.parent), beside(hermetic(), path.parent))
    if not outcome.valid:
        return  # invalid on purpose: nothing is written
    assert outcome.written[0] == "includes kept"
    reason, texts = KNOWN.get(str(path.relative_to(DATA)), ("", ()))
    unexplained = [f for f in outcome.failures if f.written not in texts]
    assert not unexplained, "\n".join(f"{f.kind} at {f.written}: {f.detail}" for f in unexplained)
    if reason:
        assert outcome.failures, f"no longer fails: take it off KNOWN ({reason})"
        pytest.xfail(reason)
