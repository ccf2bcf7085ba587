"""Undeclared namespace prefixes: the generated readers and the loader follow one rule.

A ``gz:`` attribute or ``drake:`` element written without ``xmlns`` is read as
custom content with a warning naming the prefix, by ``sdformat_v1_X.load`` and
``loads`` exactly as by ``sdformat_semantics.load`` (the reference reads such
files too).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import sdformat_v1_8

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_runtime.prefixes import UNDECLARED_PREFIX_URI

TEXT = (
    '<sdf version="1.8"><model name="m"><link name="l" gz:flag="1">'
    "<drake:thing>x</drake:thing></link></model></sdf>"
)


@pytest.mark.parametrize("lazy", [True, False])
def test_generated_reader_and_loader_both_read_undeclared_prefixes(
    tmp_path: Path, lazy: bool
) -> None:
    path = tmp_path / "m.sdf"
    path.write_text(TEXT, encoding="utf-8")
    for result in (sdformat_v1_8.load(path, lazy=lazy), sdformat_v1_8.loads(TEXT, lazy=lazy)):
        assert result.root is not None and result.root.model is not None
        (note,) = result.problems
        assert note.code is ErrorCode.XML_TOLERATED and note.severity is Severity.WARNING
        assert "'drake', 'gz'" in note.message
        link = result.root.model.links[0]
        assert link.xml_extras.attributes == {f"{{{UNDECLARED_PREFIX_URI}gz}}flag": "1"}
    document = sdformat_semantics.load(path)
    assert document.valid
    assert [p.message for p in document.problems] == [note.message]


def test_a_document_broken_otherwise_is_still_refused() -> None:
    result = sdformat_v1_8.loads('<sdf version="1.8"><model name="m" gz:a="1"></sdf>')
    assert result.root is None
    assert result.problems[0].code is ErrorCode.FILE_READ
