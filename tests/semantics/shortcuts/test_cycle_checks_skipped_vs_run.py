"""The frame graphs' cycle checks, skipped where no edge follows a reference, against always run.

The graph builder checks the attached-to and pose graphs for cycles only when
an edge may end where the document's words sent it (``EdgeReader.named``: a
reference resolved, a canonical link or placement frame looked up) or a
custom parser placed interface models: the other edges point up the scopes
or at a scope's first link, which closes no cycle. Held here to the checks
run on every build, over every vendored document and the generated classes
of documents whose references form cycles and do not (the unfilled-member
and unread-model cases), in both read modes; and a large world without a
reference is checked to skip them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import sdformat_semantics
from sdformat_semantics import ParserConfig
from sdformat_semantics.frames import cycles
from sdformat_semantics.frames.edges import EdgeReader
from tests.semantics.shortcuts import (
    test_unfilled_members_vs_filled_members as members_cases,
)
from tests.semantics.shortcuts import (
    test_unread_models_vs_filled_models as model_cases,
)

DATA = Path(__file__).resolve().parents[2] / "data"

CORPUS = sorted(
    path
    for pattern in ("**/*.sdf", "**/*.world", "**/*.urdf")
    for path in DATA.glob(pattern)
    if "fuzz" not in path.parts
)

CASES: dict[str, bytes] = {
    **{f"members {name}": data for name, data in members_cases.CASES.items()},
    **{f"model {name}": data for name, data in model_cases.CASES.items()},
}


def _outcome(source: Path | bytes, lazy: bool) -> list[object]:
    document = sdformat_semantics.load(source, config=ParserConfig(lazy=lazy))
    return [
        [(p.code.value, p.message, p.line, p.path) for p in document.problems],
        [(key, sorted(graphs.cyclic)) for key, graphs in document.graphs.items()],
    ]


def _always_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    original = EdgeReader.__init__

    def init(self: EdgeReader, *args: object, **kwargs: object) -> None:
        original(self, *args, **kwargs)  # type: ignore[arg-type]
        self.named = True  # and it stays so: the checks run on every build

    monkeypatch.setattr(EdgeReader, "__init__", init)


def _compare(source: Path | bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    for lazy in (True, False):
        skipped = _outcome(source, lazy)
        with monkeypatch.context() as patch:
            _always_checked(patch)
            checked = _outcome(source, lazy)
        assert skipped == checked


def test_the_corpus_is_there() -> None:
    assert len(CORPUS) > 100


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: str(p.relative_to(DATA)))
def test_vendored_documents_report_the_cycles_the_checks_report(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _compare(path, monkeypatch)


@pytest.mark.parametrize("case", sorted(CASES))
def test_generated_documents_report_the_cycles_the_checks_report(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _compare(CASES[case], monkeypatch)


def test_the_generated_documents_hold_cycles_of_both_graphs() -> None:
    codes = {code for data in CASES.values() for code, *_ in _outcome(data, True)[0]}
    assert {"FRAME_ATTACHED_TO_CYCLE", "POSE_RELATIVE_TO_CYCLE"} <= codes


def test_a_world_without_a_reference_skips_the_cycle_checks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    models = "".join(
        f'<model name="m{n}"><pose>{n} 0 0 0 0 0</pose><link name="l"/>'
        f'<frame name="f"/><model name="inner"><link name="k"/></model></model>'
        for n in range(20)
    )
    data = f'<sdf version="1.12"><world name="w">{models}</world></sdf>'.encode()
    walked: list[object] = []
    original = cycles.cycle_members

    def counting(edges: dict[str, str]) -> list[str]:
        walked.append(edges)
        return original(edges)

    monkeypatch.setattr("sdformat_semantics.frames.builder.cycle_members", counting)
    document = sdformat_semantics.load(data, config=ParserConfig(lazy=True))
    assert document.valid and not walked
    with_reference = data.replace(b'<frame name="f"/>', b'<frame name="f" attached_to="l"/>', 1)
    assert sdformat_semantics.load(with_reference, config=ParserConfig(lazy=True)).valid
    assert len(walked) == 2  # both graphs are checked once a reference is resolved
