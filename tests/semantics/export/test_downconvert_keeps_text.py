"""Flattening for 1.7 keeps the comments and number spellings of what it moves.

Writing 1.7 dissolves nested models into ``a::b::`` names. Over generated
models nested one to three deep, with a comment before each kind of child a
nested model holds (link, joint, frame, nested model, namespaced extension,
and the ``<pose>``/``<static>`` that stay behind, and one at the end), every
comment is in the written text, before the element it preceded (or, for what
stays behind, before the next element that moves up). A nested model's pose
that names no frame is what its ``__model__`` frame holds, so it is written
as spelled (``-0``, ``1.50``); a pose the flattening composes is a new
number, written fresh, and resolves to the same place.
"""

from __future__ import annotations

import numpy as np
import pytest
from lxml import etree

import sdformat_semantics

DEPTHS = (1, 2, 3)
SPELLINGS = ("0 0 -0 0 -0 0", "1.50 0.000001 0 0 -0 1.5708", "  2 0 0\n    -0 0 0  ")
"""Pose texts whose values written with Python's spelling would read differently."""


def _nested(depth: int, level: int, pose: str) -> str:
    """A model ``n<level>`` with a comment before each of its children, ``depth - level`` below."""
    name = f"n{level}"
    inner = (
        f"<!-- before model n{level + 1} -->{_nested(depth, level + 1, pose)}"
        if level < depth
        else ""
    )
    return (
        f'<model name="{name}">'
        f"<!-- before pose of {name} --><pose>{pose}</pose>"
        f"<!-- before static of {name} --><static>false</static>"
        f'<!-- before link of {name} --><link name="l{level}"/><link name="m{level}"/>'
        f'<!-- before frame of {name} --><frame name="f{level}"/>'
        f"{inner}"
        f'<!-- before extension of {name} --><x:note xmlns:x="urn:test">kept</x:note>'
        f'<!-- before joint of {name} --><joint name="j{level}" type="fixed">'
        f"<parent>l{level}</parent><child>m{level}</child></joint>"
        f"<!-- end of {name} -->"
        "</model>"
    )


def _world(depth: int, pose: str) -> str:
    return (
        '<sdf version="1.9"><world name="w"><model name="top"><link name="base"/>'
        f"{_nested(depth, 1, pose)}</model></world></sdf>"
    )


def _followers(text: str) -> dict[str, str]:
    """Each comment of a written text and the name (or tag) of the element after it."""
    root = etree.fromstring(text.encode())
    found: dict[str, str] = {}
    for comment in root.iter(etree.Comment):
        after = comment.getnext()
        while after is not None and not isinstance(after.tag, str):
            after = after.getnext()
        found[str(comment.text).strip()] = (
            "" if after is None else after.get("name") or etree.QName(after).localname
        )
    return found


@pytest.mark.parametrize("depth", DEPTHS)
def test_every_comment_stays_before_the_element_it_preceded(depth: int) -> None:
    document = sdformat_semantics.load(_world(depth, "0 0 0 0 0 0"))
    assert document.valid, [str(e) for e in document.errors]
    followers = _followers(document.convert("1.7").text)
    for level in range(1, depth + 1):
        prefix = "::".join(f"n{i}" for i in range(1, level + 1)) + "::"
        name = f"n{level}"
        link = f"{prefix}l{level}"
        assert followers[f"before link of {name}"] == link
        assert followers[f"before frame of {name}"] == f"{prefix}f{level}"
        assert followers[f"before extension of {name}"] == "note"
        assert followers[f"before joint of {name}"] == f"{prefix}j{level}"
        # what stays behind (pose, static) hands its comment to the next element moved up
        assert followers[f"before pose of {name}"] == link
        assert followers[f"before static of {name}"] == link
        assert f"end of {name}" in followers
        if level < depth:
            assert followers[f"before model n{level + 1}"] == f"{prefix}n{level + 1}::__model__"


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("spelling", SPELLINGS)
def test_a_pose_the_flattening_keeps_is_spelled_as_in_the_source(depth: int, spelling: str) -> None:
    document = sdformat_semantics.load(_world(depth, spelling))
    root = etree.fromstring(document.convert("1.7").text.encode())
    proxies = [f for f in root.iter("frame") if f.get("name", "").endswith("::__model__")]
    assert len(proxies) == depth
    assert all(proxy.findtext("pose") == spelling for proxy in proxies)


@pytest.mark.parametrize("depth", DEPTHS)
def test_a_composed_pose_is_written_fresh_and_resolves_alike(depth: int) -> None:
    """A nested model placed relative to a sibling frame: its proxy frame's pose is computed."""
    text = _world(depth, "1 0 -0 0 0 0.5").replace(
        "<pose>1 0 -0 0 0 0.5</pose>", '<pose relative_to="base">1 0 -0 0 0 0.5</pose>', 1
    )
    text = text.replace('<link name="base"/>', '<link name="base"><pose>0 2 0 0 0 0</pose></link>')
    document = sdformat_semantics.load(text)
    assert document.valid, [str(e) for e in document.errors]
    again = sdformat_semantics.load(document.convert("1.7").text)
    root = etree.fromstring(document.convert("1.7").text.encode())
    proxy = next(f for f in root.iter("frame") if f.get("name") == "n1::__model__")
    assert proxy.findtext("pose") != "1 0 -0 0 0 0.5"
    for level in range(1, depth + 1):
        scope = "::".join(f"n{i}" for i in range(1, level + 1))
        link = f"top::{scope}::l{level}"
        np.testing.assert_allclose(
            again.pose(link, world="w").matrix(),
            document.pose(link, world="w").matrix(),
            atol=1e-9,
        )
