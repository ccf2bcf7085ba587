"""A document written with its errors (``to_xml(with_errors=True)``) keeps them.

Where reading found a required value missing, the classes hold a default
(``__default__``, ``type="point"``...). Written, that default would read
back as a valid document: the file was not. So a required attribute or
placeholder value the source left out stays left out, and reading the
written text reports the same thing missing. Checked for every required
attribute and every required value without a default of every version,
the cases ``tests/semantics/checks/test_required.py`` generates. Where the
reference loads the document without the value (a contact sensor without
``<collision>``), the document is valid with a warning, and writing it
keeps the warning as it keeps an error.
"""

from __future__ import annotations

import pytest

import sdformat_semantics
from tests.semantics.checks.test_required import (
    ATTRIBUTE_CASES,
    MISSING_CASES,
    _document,
    _tag_path,
)


def _missing(document: sdformat_semantics.Document, code: str, path: str, what: str) -> list[str]:
    return [
        p.message
        for p in document.problems
        if p.code.value == code and _tag_path(p.path) == path and what in p.message
    ]


def _rewritten(text: str, version: str) -> sdformat_semantics.Document:
    """The document read from ``text``, written (with its errors, if any), and read again."""
    first = sdformat_semantics.load(text, version=version)
    assert first.errors or first.warnings
    return sdformat_semantics.load(first.to_xml(with_errors=not first.valid), version=version)


@pytest.mark.parametrize(("version", "path", "child"), MISSING_CASES)
def test_a_required_value_left_out_stays_left_out(version: str, path: str, child: str) -> None:
    code, what = "ELEMENT_MISSING", f"<{child}>"
    if path.endswith("/include") and child == "uri":
        if "/state/" in path:
            pytest.skip("includes inside a <state> are not expanded (nor checked)")
        code, what = "ATTRIBUTE_MISSING", "uri"  # the composer's, as the reference says it
    again = _rewritten(_document(version, path), version)
    assert _missing(again, code, path, what), [str(p) for p in again.problems]


@pytest.mark.parametrize(("version", "path", "attribute"), ATTRIBUTE_CASES)
def test_a_required_attribute_left_out_stays_left_out(
    version: str, path: str, attribute: str
) -> None:
    if path == "/sdf" and attribute == "version":
        pytest.skip("a document without a version is not read: there is nothing to write")
    text = _document(version, path, left_out=attribute)
    again = _rewritten(text, version)
    missing = [
        p for p in again.errors if p.code.value == "ATTRIBUTE_MISSING" and attribute in p.message
    ]
    assert missing, [str(p) for p in again.problems]


def test_the_placeholders_named_in_the_issue_are_not_written() -> None:
    """A mesh without <uri> and a light without type: neither is healed by writing."""
    text = """<sdf version="1.10"><model name="m"><link name="l">
      <visual name="v"><geometry><mesh/></geometry></visual>
      <light name="lamp"/></link></model></sdf>"""
    written = sdformat_semantics.load(text).to_xml(with_errors=True)
    assert "__default__" not in written and 'type="point"' not in written
    again = sdformat_semantics.load(written)
    # libsdformat loads a visual's mesh without <uri>: a warning; a light needs its type.
    assert [p.code.value for p in again.warnings] == ["ELEMENT_MISSING"]
    assert [p.code.value for p in again.errors] == ["ATTRIBUTE_MISSING"]


def test_values_set_in_code_are_written() -> None:
    """Only what the source left out and nothing changed since stays out."""
    document = sdformat_semantics.load(
        '<sdf version="1.10"><model name="m"><link name="l"><light name="lamp"/></link>'
        "</model></sdf>"
    )
    assert document.root is not None and document.root.model is not None
    document.root.model.links[0].lights[0].type = "spot"
    written = document.to_xml(with_errors=True)
    assert 'type="spot"' in written
    assert sdformat_semantics.load(written).valid
