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

import sdformat_semantics
from sdformat_semantics import loading
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
