"""A robot declaring a namespace its converted model does not use loads as one declaring none.

Expanded xacro files often keep ``xmlns:xacro`` on ``<robot>`` (TurtleBot3's,
PR2's). What decides how the converted tree is read is whether the tree
itself declares a namespace, not the robot's bytes: with the declaration
added to every vendored URDF, the document has the same problems, poses and
text, and its model is read lazily (on demand) when the plain robot's is.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_semantics import loading
from sdformat_semantics.source import declares_namespaces
from sdformat_semantics.urdf import convert_urdf
from tests.conftest import DATA

FILES = sorted((DATA / "urdf").rglob("*.urdf")) + sorted((DATA / "xacro/expected").glob("*.urdf"))

DECLARATION = ' xmlns:xacro="http://www.ros.org/wiki/xacro" xmlns:unused="urn:unused"'


def _outcome(document: sdformat_semantics.Document) -> tuple[object, ...]:
    problems = [(p.code, p.message, p.line, p.path, p.severity) for p in document.problems]
    text = document.to_xml(with_errors=True) if document.root is not None else None
    return problems, text


def _declaring(path: Path) -> bytes:
    data = path.read_bytes()
    declared, count = re.subn(rb"<robot(?=[\s>])", b"<robot" + DECLARATION.encode(), data, count=1)
    assert count == 1
    return declared


def _read_lazily(data: bytes, monkeypatch: pytest.MonkeyPatch) -> tuple[object, bool]:
    """The document's outcome, and whether its converted tree was read lazily as a whole."""
    asked: list[bool] = []
    original = loading.read_tree

    def spy(*args: Any, **kwargs: Any) -> Any:
        asked.append(bool(kwargs.get("lazy")))
        return original(*args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(loading, "read_tree", spy)
        document = sdformat_semantics.load(data)
    return _outcome(document), asked == [True]


@pytest.mark.parametrize("path", FILES, ids=lambda path: str(path.relative_to(DATA)))
def test_an_unused_declaration_changes_nothing(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if b"xmlns" in path.read_bytes():
        pytest.skip("declares namespaces already")
    plain, plain_lazily = _read_lazily(path.read_bytes(), monkeypatch)
    declaring, declaring_lazily = _read_lazily(_declaring(path), monkeypatch)
    assert declaring == plain
    assert declaring_lazily == plain_lazily


def test_a_robot_declaring_namespaces_is_read_lazily(monkeypatch: pytest.MonkeyPatch) -> None:
    path = (
        DATA
        / "urdf/real/ROBOTIS-GIT__turtlebot3_simulations/turtlebot3_gazebo/urdf/turtlebot3_waffle.urdf"
    )
    assert b"xmlns:xacro" in path.read_bytes()
    _outcome, lazily = _read_lazily(path.read_bytes(), monkeypatch)
    assert lazily


LINKS = (
    '<link name="a"><inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" '
    'iyz="0" izz="1"/></inertial></link><link name="b"><inertial><mass value="1"/>'
    '<inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial></link>'
    '<joint name="j" type="revolute"><parent link="a"/><child link="b"/>'
    '<limit lower="-1" upper="1" effort="1" velocity="1"{extended}/></joint>'
)
PLUGIN = '<gazebo><plugin name="p" filename="p.so"{declared}>{content}</plugin></gazebo>'


@pytest.mark.parametrize(
    ("version", "extended", "gazebo", "declares"),
    [
        ("1.0", "", "", False),
        ("1.2", "", "", False),
        ("1.2", ' acceleration="2"', "", True),
        ("1.0", ' acceleration="2"', "", False),  # ignored before 1.2: nothing written
        ("1.0", "", PLUGIN.format(declared="", content="<rate>2</rate>"), False),
        ("1.0", "", PLUGIN.format(declared="", content='<note>xmlns:a="urn:a"</note>'), False),
        ("1.0", "", PLUGIN.format(declared="", content="<xmlns>1</xmlns>"), False),
        ("1.0", "", PLUGIN.format(declared=' xmlns:a="urn:a"', content="<a:x/>"), True),
        ("1.0", "", PLUGIN.format(declared="", content='<x xmlns="urn:d"/>'), True),
        ("1.0", "", PLUGIN.format(declared=' xmlns:a="urn:a"', content="<x/>"), True),
    ],
)
def test_a_converted_tree_declares_a_namespace_when_its_content_does(
    version: str, extended: str, gazebo: str, declares: bool
) -> None:
    """Namespaces the robot declares but its converted content lacks are not the tree's."""
    text = (
        f'<robot name="r" version="{version}" xmlns:unused="urn:unused">'
        f"{LINKS.format(extended=extended)}{gazebo}</robot>"
    )
    conversion = convert_urdf(etree.fromstring(text), None, "1.12")
    tree, problems = conversion.tree, conversion.problems
    assert tree is not None, problems
    assert declares_namespaces(tree) is declares
