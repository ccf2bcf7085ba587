"""The byte pre-scan that lets the reader skip looking for namespace declarations.

``byte_scans.may_declare_namespaces`` may say False only when no element declares a
namespace; then reading with the hint gives exactly what searching the tree
gives. Documents of each kind where a declaration can hide are read both ways.
"""

from __future__ import annotations

import pytest
import sdformat_v1_10
from lxml import etree

from sdformat_runtime.binding import read_tree
from sdformat_runtime.byte_scans import may_declare_namespaces
from sdformat_runtime.xml import parse_bytes

INNER = (
    '<sdf version="1.10"><model name="m"><link name="l">'
    '<x:thing xmlns:x="urn:x"/></link>'
    '<plugin name="p" filename="f" xmlns:y="urn:y"><y:a/></plugin></model></sdf>'
)
ON_ROOT = '<sdf version="1.10" xmlns:gz="urn:gz"><model name="m"><link name="l"/></model></sdf>'
DEFAULT = '<sdf version="1.10"><model name="m"><link name="l" xmlns="urn:d"/></model></sdf>'
PLAIN = '<sdf version="1.10"><model name="m"><link name="l"/></model></sdf>'

CASES = {
    "inner declarations": (INNER.encode(), True),
    "declaration on the root": (ON_ROOT.encode(), True),
    "default namespace": (DEFAULT.encode(), True),
    "none": (PLAIN.encode(), False),
    "none, UTF-16": (
        ('<?xml version="1.0" encoding="utf-16"?>' + PLAIN).encode("utf-16"),
        True,  # not ASCII-compatible: the tree is searched
    ),
    "inner declarations, UTF-16": (
        ('<?xml version="1.0" encoding="utf-16"?>' + INNER).encode("utf-16"),
        True,
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_the_hint_is_false_only_without_declarations_and_reading_agrees(name: str) -> None:
    data, may_declare = CASES[name]
    tree, problems = parse_bytes(data)
    assert tree is not None and not problems
    assert may_declare_namespaces(data, tree) is may_declare
    declared_somewhere = any(True for _ in etree.iterwalk(tree, events=("start-ns",)))
    assert may_declare or not declared_somewhere
    hinted = read_tree(sdformat_v1_10.Sdf, tree, None, "1.10", declares_namespaces=may_declare)
    searched = read_tree(sdformat_v1_10.Sdf, tree, None, "1.10")
    assert hinted.root is not None and searched.root is not None
    assert hinted.root.to_string() == searched.root.to_string()
    assert hinted.problems == searched.problems


def test_a_prefix_declared_by_the_caller_on_the_root_counts() -> None:
    """The loader declares undeclared prefixes on the root: the bytes then lack 'xmlns'."""
    data = PLAIN.encode()
    tree = etree.ElementTree(
        etree.fromstring('<sdf version="1.10" xmlns:gz="urn:gz"><gz:a/></sdf>')
    )
    assert may_declare_namespaces(data, tree)
