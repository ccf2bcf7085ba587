"""Every vendored URDF converts to the same SDFormat tree, node for node, as it did when recorded.

``tests/data/urdf/converted_trees.json`` holds, for every ``*.urdf`` under
``tests/data`` (converted as read, and with every fixed joint kept), a digest
of the converted tree: each node's tag, attributes in order, text, tail,
namespaces and source line, and each problem's code, message, line, path,
severity and suggestion. A change to how the converter works inside (how it
builds the tree, how it reads the robot) must leave every digest as it is;
only a change meant to alter the conversion records them again, with

    .venv/bin/python -m tests.semantics.urdf.test_converted_trees

and says in its commit what changed in the trees.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from lxml import etree

from sdformat_semantics.urdf import convert_urdf
from tests.conftest import DATA

RECORDED = DATA / "urdf" / "converted_trees.json"
URDFS = sorted(path.relative_to(DATA).as_posix() for path in DATA.rglob("*.urdf"))
KEPT = " (fixed joints kept)"


def _node(node: etree._Element) -> list[object]:
    """What one node of a converted tree is, as JSON-ready data."""
    if node.tag is etree.Comment:
        return ["comment", node.text, node.tail, node.sourceline]
    if node.tag is etree.PI:
        return ["pi", node.text, node.tail, node.sourceline]
    if node.tag is etree.Entity:
        return ["entity", node.text, node.tail, node.sourceline]
    return [
        node.tag,
        list(node.attrib.items()),
        node.text,
        node.tail,
        node.sourceline,
        sorted((str(k), v) for k, v in node.nsmap.items()),
    ]


def digest(relative: str, *, preserve_fixed_joints: bool) -> str:
    """The digest of one file's conversion: its tree node by node, and its problems."""
    path = DATA / relative
    root = etree.parse(str(path)).getroot()
    conversion = convert_urdf(root, str(path), "1.12", preserve_fixed_joints=preserve_fixed_joints)
    tree, problems = conversion.tree, conversion.problems
    nodes = None if tree is None else [_node(node) for node in tree.iter()]
    found = [
        [str(p.code), p.message, p.line, p.path, str(p.severity), p.suggestion] for p in problems
    ]
    text = json.dumps([nodes, found], ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def _key(relative: str, *, preserve_fixed_joints: bool) -> str:
    return relative + (KEPT if preserve_fixed_joints else "")


def test_every_vendored_urdf_is_recorded() -> None:
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    assert len(URDFS) >= 45
    assert sorted(recorded) == sorted(
        _key(relative, preserve_fixed_joints=kept) for relative in URDFS for kept in (False, True)
    )


@pytest.mark.parametrize("relative", URDFS)
@pytest.mark.parametrize("kept", [False, True], ids=["lumped", "kept"])
def test_conversion_is_unchanged(relative: str, kept: bool) -> None:
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    assert (
        digest(relative, preserve_fixed_joints=kept)
        == recorded[_key(relative, preserve_fixed_joints=kept)]
    ), (
        f"{relative} converts to another tree or other problems than recorded; if that is "
        "meant, record again (see this module's docstring)"
    )


def record() -> None:
    """Write the digests of every vendored URDF's conversion (the module's ``__main__``)."""
    digests = {
        _key(relative, preserve_fixed_joints=kept): digest(relative, preserve_fixed_joints=kept)
        for relative in URDFS
        for kept in (False, True)
    }
    RECORDED.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(digests)} conversions recorded in {Path(RECORDED).relative_to(DATA.parent)}")


if __name__ == "__main__":
    record()
