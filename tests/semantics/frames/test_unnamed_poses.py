"""``<pose relative_to>`` of elements that are not frames (visual, collision, sensor, light...).

A relative_to naming no frame is ``POSE_RELATIVE_TO_INVALID`` at load, as it
is for links, for every kind of element a link, a joint or a world holds
with a ``<pose>`` (generated from the spec tree of every version).
"""

from __future__ import annotations

import pytest

import sdformat_semantics
from sdformat_semantics.cli.spec_tree import Entry, spec_tree
from sdformat_semantics.versions import LOAD_VERSIONS

NOT_IN_GRAPHS = ("actor", "population")
"""Posed world children that the frame graphs leave out (as libsdformat's do)."""

REQUIRED_ATTRIBUTES = {"type": {"sensor": "imu", "light": "point", "particle_emitter": "point"}}


def _posed_children(version: str, owner: str) -> list[str]:
    tree = spec_tree(version)
    found = tree.find(owner)
    assert isinstance(found, Entry)
    return sorted(
        child.name
        for child in tree.children(found)
        if any(grandchild.name == "pose" for grandchild in tree.children(child))
        and child.name not in ("inertial", "frame", "model", "link", "joint", "include")
        and child.name not in NOT_IN_GRAPHS
    )


CASES = [
    (version, owner, kind)
    for version in LOAD_VERSIONS
    for owner in ("/sdf/world/model/link", "/sdf/world/model/joint", "/sdf/world")
    for kind in _posed_children(version, owner)
]


def _element(kind: str, relative_to: str) -> str:
    attributes = 'name="e"'
    if kind in REQUIRED_ATTRIBUTES["type"]:
        attributes += f' type="{REQUIRED_ATTRIBUTES["type"][kind]}"'
    return f'<{kind} {attributes}><pose relative_to="{relative_to}">1 0 0 0 0 0</pose></{kind}>'


def _document(version: str, owner: str, kind: str, relative_to: str) -> str:
    inner = _element(kind, relative_to)
    if owner.endswith("/link"):
        body = f'<model name="m"><link name="l">{inner}</link><frame name="f"/></model>'
    elif owner.endswith("/joint"):
        body = (
            '<model name="m"><link name="a"/><link name="b"/><frame name="f"/>'
            f'<joint name="j" type="fixed"><parent>a</parent><child>b</child>{inner}</joint></model>'
        )
    else:
        body = f'{inner}<frame name="f"/><model name="m"><link name="l"/></model>'
    return f'<sdf version="{version}"><world name="w">{body}</world></sdf>'


def test_every_kind_is_covered() -> None:
    kinds = {kind for _, _, kind in CASES}
    assert {"visual", "collision", "sensor", "light"} <= kinds


@pytest.mark.parametrize(("version", "owner", "kind"), CASES)
def test_an_unknown_relative_to_is_an_error_at_load(version: str, owner: str, kind: str) -> None:
    bad = sdformat_semantics.load(_document(version, owner, kind, "nowhere"), version=version)
    errors = [e for e in bad.errors if e.code.value == "POSE_RELATIVE_TO_INVALID"]
    assert len(errors) == 1, [str(p) for p in bad.problems]
    assert errors[0].path.endswith(f'{kind}[@name="e"]/pose') and "'nowhere'" in errors[0].message
    known = "f"
    good = sdformat_semantics.load(_document(version, owner, kind, known), version=version)
    assert not [e for e in good.errors if e.code.value.startswith("POSE_RELATIVE_TO")], [
        str(p) for p in good.problems
    ]
