"""Fuzzing, the fast subset run by ``make test``; ``make fuzz`` runs the long campaign.

Both use the same strategies and oracle (``mutations.py``, ``grammar.py``,
``oracle.py``): mutated corpus files, random bytes, documents drawn from the
spec tree's grammar and the leaf-value attack.
Here the examples are derandomised, so CI sees the same few hundred cases
on every run; the minimised inputs of every bug fuzzing found stay as
regression tests in ``tests/data/fuzz``.
"""

from __future__ import annotations

import contextlib
import io
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from sdformat_semantics.cli import main
from tests.conftest import DATA
from tests.fuzz.__main__ import KINDS, ROTATION, _run_chunk
from tests.fuzz.grammar import LeafCase, grammar_documents, leaf_attacks
from tests.fuzz.mutations import SEEDS, FuzzCase, mutated_documents, random_documents
from tests.fuzz.oracle import CaseTimeout, check_case, check_leaf, check_load, time_limit

CRASHERS = sorted((DATA / "fuzz").glob("*.sdf"))
"""Minimised inputs of the bugs fuzzing found (see tests/data/fuzz/README.md)."""

FAST = settings(
    max_examples=150,
    derandomize=True,
    deadline=None,  # the oracle's own time limit bounds each case
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def test_the_seeds_cover_the_vendored_corpus() -> None:
    assert len(SEEDS) > 250


def test_every_crasher_is_documented() -> None:
    readme = (DATA / "fuzz" / "README.md").read_text(encoding="utf-8")
    assert CRASHERS
    for crasher in CRASHERS:
        assert f"`{crasher.name}`" in readme, crasher.name


@pytest.mark.parametrize("crasher", CRASHERS, ids=[c.name for c in CRASHERS])
def test_minimised_crashers_stay_fixed(crasher: Path) -> None:
    for confined, strict in ((True, False), (False, False), (True, True)):
        check_load(crasher.read_bytes(), crasher.parent, strict=strict, confined=confined)


def test_the_time_limit_interrupts_a_hang() -> None:
    with pytest.raises(CaseTimeout), time_limit(0.05):
        while True:
            pass


@FAST
@given(mutated_documents())
@pytest.mark.slow
def test_mutated_corpus_documents_keep_every_property(case: FuzzCase) -> None:
    check_case(case)


@FAST
@given(random_documents)
def test_random_bytes_keep_every_property(case: FuzzCase) -> None:
    check_case(case)


@settings(
    FAST,
    max_examples=60,
    # A document of the grammar holds every required child: never small.
    suppress_health_check=[*FAST.suppress_health_check, HealthCheck.large_base_example],
)
@given(grammar_documents())
@pytest.mark.slow
def test_documents_drawn_from_the_spec_grammar_keep_every_property(data: bytes) -> None:
    check_load(data)


@settings(FAST, max_examples=100)
@given(leaf_attacks())
@pytest.mark.slow
def test_hostile_leaf_values_are_errors_at_their_slot(case: LeafCase) -> None:
    check_leaf(case)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_the_long_campaign_runs_every_attack(kind: str, tmp_path: Path) -> None:
    """``make fuzz`` (``python -m tests.fuzz``) takes turns between all four attacks."""
    assert kind in ROTATION
    ran, failures = _run_chunk(kind, 7, 3, tmp_path)
    assert (ran, failures) == (3, [])


COMMANDS = (
    ["check"],
    ["check", "--strict", "-v"],
    ["print"],
    ["print", "--preserve-includes"],
    ["print", "--version", "1.8"],
    ["print", "--gearbox-to-mimic"],
    ["graph", "pose"],
    ["graph", "frame"],
)


@settings(FAST, max_examples=40)
@given(mutated_documents())
@pytest.mark.slow
def test_the_command_never_fails_internally(case: FuzzCase) -> None:
    """Every command exits 0 or 1 on a broken document: never 3, never a traceback."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "case.sdf"
        path.write_bytes(case.data)
        for command in [*COMMANDS, ["pose", str(path), "__model__"]]:
            arguments = command if command[0] == "pose" else [*command, str(path)]
            out, err = io.StringIO(), io.StringIO()
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                status = main(arguments)
            assert status in (0, 1), (arguments, err.getvalue())
            assert "Traceback" not in err.getvalue()
