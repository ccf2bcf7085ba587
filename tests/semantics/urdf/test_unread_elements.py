"""What URDF does not define is skipped, as URDF readers skip it, and reported: never dropped silently.

Every vendored URDF is loaded again with an element URDF does not define put
into the first parent of each kind the conversion reads (the robot, a link, a
joint, an inertial, a visual, a collision): the model written is the same, and
the only new problem is one ``URDF_ELEMENT_NOT_CONVERTED`` warning on the line
and path of the element put in.
"""

from __future__ import annotations

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode
from sdformat_semantics.urdf.unread import READ_CHILDREN
from tests.conftest import DATA

URDFS = sorted(
    path
    for path in DATA.rglob("*.urdf")
    if b"<robot" in path.read_bytes() and sdformat_semantics.load(path).root is not None
)
"""Every vendored URDF that is converted (one that breaks a URDF rule is not read further)."""

PARENTS = {
    "robot": ".",
    "link": "link",
    "joint": "joint",
    "inertial": "link/inertial",
    "visual": "link/visual",
    "collision": "link/collision",
}
"""Where the first parent of each kind is, from the robot."""


def _with_stray(text: bytes, parent_path: str) -> tuple[bytes, int] | None:
    """The URDF with ``<stray_thing/>`` first in a parent of the kind, and that parent's line.

    Put in the text right after the parent's start tag, so no line moves; the
    parent is the first of its kind whose start tag is alone on its line and
    not empty.
    """
    root = etree.fromstring(text)
    parents = [root] if parent_path == "." else root.findall(parent_path)
    lines = text.split(b"\n")
    for parent in parents:
        line = parent.sourceline
        if not isinstance(line, int) or len(parent) == 0:
            continue
        tag = str(parent.tag).encode()
        written = lines[line - 1]
        if written.count(b"<" + tag) != 1:
            continue
        end = written.index(b">", written.index(b"<" + tag))
        lines[line - 1] = written[: end + 1] + b'<stray_thing mark="1"/>' + written[end + 1 :]
        return b"\n".join(lines), line
    return None


def _written(document: sdformat_semantics.Document) -> str:
    return document.to_xml(with_errors=True)


def test_every_read_parent_kind_is_listed() -> None:
    assert set(PARENTS) == set(READ_CHILDREN)
    assert len(URDFS) >= 30


@pytest.mark.parametrize("path", URDFS, ids=lambda p: p.relative_to(DATA).as_posix())
def test_a_stray_element_changes_nothing_but_a_warning(path: object) -> None:
    assert hasattr(path, "read_bytes")
    original_text = path.read_bytes()  # type: ignore[attr-defined]
    original = sdformat_semantics.load(original_text)
    for kind, parent_path in PARENTS.items():
        changed = _with_stray(original_text, parent_path)
        if changed is None:
            continue
        text, line = changed
        document = sdformat_semantics.load(text)
        new = [p for p in document.problems if "stray_thing" in p.message]
        assert len(new) == 1, (kind, [str(p) for p in document.problems])
        (warning,) = new
        assert warning.code is ErrorCode.URDF_ELEMENT_NOT_CONVERTED
        assert warning.line == line and warning.path.endswith("/stray_thing"), (kind, str(warning))
        assert document.valid == original.valid
        assert [p.message for p in document.problems if p is not warning] == [
            p.message for p in original.problems
        ]
        assert _written(document) == _written(original), kind
