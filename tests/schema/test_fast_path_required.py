"""The fast path needs exactly the children ``check_required`` reports missing.

``check_required`` skips objects read lazily from a document the fast path
accepted, so the fast-path schema must refuse every document in which such
an object lacks a required child without a default. The two rules are
written in two places (``generator.fast_xsd_view.must_be_present`` on the
spec, ``sdformat_semantics.checks.required`` on the generated classes); here they
are compared on every element path of every version: a document holding
the path with every needed child is accepted by the fast path and checked
clean, and the same document without one of them (each in turn) is refused
by the fast path and reported by the check.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from lxml import etree

from sdformat_runtime.binding import Element, binding_of, read_tree
from sdformat_runtime.fastpath import fast_path_accepts
from sdformat_semantics.checks.required import (
    HOLLOW_IS_MISSING,
    check_required,
    missing_is_reported,
)
from sdformat_semantics.cli.spec_tree import Entry, spec_tree
from sdformat_semantics.versions import PACKAGES, version_package
from tests.semantics.checks.test_required import _value, _walk

VERSIONS = tuple(PACKAGES)


def _needed(cls: type[Element]) -> list[str]:
    """The XML names of the children ``check_required`` asks ``cls`` for."""
    if cls.TAG == "include":
        return []  # the composer reports an include without <uri>
    return [
        spec.xml_name
        for name, spec in binding_of(cls).fields
        if spec.kind in ("value", "values") and missing_is_reported(cls, name)
    ]


def _steps(version: str, path: str) -> Iterator[tuple[Entry, type[Element]]]:
    """The spec entries and classes of the elements named by ``path``, below ``<sdf>``."""
    tree = spec_tree(version)
    entry, cls = tree.root, version_package(version).Sdf
    for step in path.strip("/").split("/")[1:]:
        entry = next(c for c in tree.children(entry) if c.name == step)
        element_class = binding_of(cls).children[step].element_class
        assert element_class is not None
        cls = element_class
        yield entry, cls


def _document(version: str, path: str, left_out: str | None, hollow: str | None = None) -> str:
    """The elements of ``path``, nested, each with its required attributes and needed
    children (strings: every needed child is one), less ``left_out`` of the last one,
    or with ``left_out`` written as ``hollow`` (a text that holds nothing) when given."""
    steps = list(_steps(version, path))
    opening: list[str] = []
    closing: list[str] = []
    for index, (entry, cls) in enumerate(steps):
        attributes = "".join(
            f' {a["name"]}="{_value(a)}"' for a in entry.attributes if a["required"] == "1"
        )
        last = index == len(steps) - 1
        needed = "".join(
            f"<{name}>a</{name}>" for name in _needed(cls) if not (last and name == left_out)
        )
        if last and left_out is not None and hollow is not None:
            needed += f"<{left_out}>{hollow}</{left_out}>"
        opening.append(f"<{entry.name}{attributes}>{needed}")
        closing.insert(0, f"</{entry.name}>")
    return f'<sdf version="{version}">{"".join(opening)}{"".join(closing)}</sdf>'


def _cases() -> list[tuple[str, str, str | None]]:
    """(version, path, child left out or None) for every path whose class needs a child."""
    found: list[tuple[str, str, str | None]] = []
    for version in VERSIONS:
        for entry, cls in _walk(spec_tree(version)):
            needed = _needed(cls)
            if needed and entry.path.count("/") > 1:
                found.append((version, entry.path, None))
                found.extend((version, entry.path, name) for name in needed)
    return sorted(set(found), key=str)


CASES = _cases()


def test_the_cases_cover_every_version_and_many_paths() -> None:
    assert {version for version, _, _ in CASES} == set(VERSIONS)
    assert len([c for c in CASES if c[2] is not None]) > 250


def _verdicts(version: str, text: str) -> tuple[bool, list[str]]:
    """(fast path accepts, what the reader and check_required report)."""
    top = etree.fromstring(text)
    package = version_package(version)
    accepted = fast_path_accepts(top, package.FAST_PATH_SCHEMA, version, declares_namespaces=False)
    result = read_tree(package.Sdf, etree.ElementTree(top), None, version)
    assert result.root is not None
    return accepted, [str(p) for p in (*result.problems, *check_required(result.root))]


@pytest.mark.parametrize(("version", "path", "left_out"), CASES, ids=str)
def test_the_fast_path_needs_what_check_required_needs(
    version: str, path: str, left_out: str | None
) -> None:
    accepted, problems = _verdicts(version, _document(version, path, left_out))
    if left_out is None:
        assert accepted and problems == [], problems
        return
    assert not accepted
    [message] = problems
    assert "ELEMENT_MISSING" in message and f"<{left_out}>" in message


HOLLOW = ("", " ", "__default__", " __default__\n")


@pytest.mark.parametrize(
    ("version", "path", "left_out", "hollow"),
    [
        (*case, HOLLOW[index % len(HOLLOW)])
        for index, case in enumerate(c for c in CASES if c[2] is not None)
    ],
    ids=str,
)
def test_the_fast_path_refuses_a_needed_value_that_holds_nothing(
    version: str, path: str, left_out: str, hollow: str
) -> None:
    """Where blank or the placeholder counts as left out for the check, the fast path refuses
    it; elsewhere both keep it as written."""
    accepted, problems = _verdicts(version, _document(version, path, left_out, hollow))
    if (path.rsplit("/", 1)[-1], left_out) not in HOLLOW_IS_MISSING:
        assert problems == []
        return
    assert not accepted
    [message] = problems
    assert "ELEMENT_MISSING" in message and f"<{left_out}>" in message
