"""Telling xacro from URDF answers as the element walk does, screened or not.

``find_xacro`` first asks the serialised tree whether anything could be a
xacro mark (a ``$``, or the URI of a xacro namespace) and walks the elements
in Python only then. The screen must never hide a mark: on every vendored
URDF and xacro file, and on generated documents mixing marks with what
resembles them, the answer equals the walk's.
"""

from __future__ import annotations

import itertools

import pytest
from lxml import etree

from sdformat_semantics.urdf import xacro
from tests.conftest import DATA

FILES = sorted(
    path
    for path in DATA.rglob("*")
    if path.suffix in (".urdf", ".xacro") or path.name.endswith(".urdf.xacro")
)

DECLARATIONS = [
    "",
    ' xmlns:xacro="http://www.ros.org/wiki/xacro"',
    ' xmlns:xacro="urn:own"',
    ' xmlns:x="http://wiki.ros.org/xacro"',
    ' xmlns:xacro="urn:a&amp;b"',
    ' xmlns:xacro="urn:caf\u00e9"',
    ' xmlns:g="urn:other"',
]
"""No declaration, known and own xacro URIs, URIs serialised escaped, another namespace."""

BODIES = [
    '<link name="a"/>',
    '<link name="a"/><!-- costs $5 -->',
    '<link name="a"/><!-- c -->${tail}',
    '<link name="${prefix}a"/>',
    '<link name="a">$(arg side)</link>',
    '<link name="a">$5</link>',
    '<xacro:property name="m" value="1"/>',
    '<x:macro name="m"/>',
    '<link name="a" xacro:if="1"/>',
    '<link name="a" x:if="1"/>',
    '<g:extra name="a"/>',
    '<link name="a" g:note="1"/>',
]
"""Plain content, ``$`` that is no expression, expressions, xacro elements and attributes."""


def _walked(root: etree._Element) -> xacro.XacroMark | None:
    """The answer of the walk alone, the screen told to let everything through."""
    screen = xacro._may_hold_xacro
    xacro._may_hold_xacro = lambda root, namespaces: True  # type: ignore[assignment]
    try:
        return xacro.find_xacro(root)
    finally:
        xacro._may_hold_xacro = screen  # type: ignore[assignment]


def _same(found: xacro.XacroMark | None, walked: xacro.XacroMark | None) -> bool:
    if found is None or walked is None:
        return found is walked
    return (found.element, found.what, found.suffix) == (walked.element, walked.what, walked.suffix)


@pytest.mark.parametrize("path", FILES, ids=lambda path: str(path.relative_to(DATA)))
def test_every_vendored_file_answers_as_the_walk(path: object) -> None:
    root = etree.parse(str(path)).getroot()
    assert _same(xacro.find_xacro(root), _walked(root))
    for child in root:  # a subtree too: the screen serialises what it is given
        if isinstance(child.tag, str):
            assert _same(xacro.find_xacro(child), _walked(child))


def test_generated_documents_answer_as_the_walk() -> None:
    checked = 0
    for declarations, body in itertools.product(itertools.combinations(DECLARATIONS, 2), BODIES):
        text = f"<robot{''.join(declarations)}>{body}</robot>"
        try:  # the loader declares an undeclared prefix before this point; skipped here
            root = etree.fromstring(text.encode())
        except etree.XMLSyntaxError:
            continue
        assert _same(xacro.find_xacro(root), _walked(root)), text
        checked += 1
    assert checked > len(BODIES) * 5  # most pairs parse


def test_a_mark_under_an_escaped_uri_is_found() -> None:
    root = etree.fromstring(b'<robot xmlns:xacro="urn:a&amp;b"><xacro:if value="1"/></robot>')
    found = xacro.find_xacro(root)
    assert found is not None
    assert found.what == "the xacro element <xacro:if>"
