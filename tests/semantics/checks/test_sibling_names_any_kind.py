"""``sdformat check`` requires every named sibling to differ, whatever its kind, as ``gz sdf --check``.

Loading requires siblings of one kind to differ (and the frames of a model
or world among themselves); the command's check, like the reference's
``recursiveSiblingUniqueNames``, also refuses a light named like a model, a
visual like a collision, a physics profile like a light. Every pair of
named siblings of different kinds, at every level of a world that holds
each kind, gets one name in turn: ``Document.check`` must report it, read
lazily or not, and plugins stay exempt.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterator

import pytest
from lxml import etree

from sdformat_semantics import ParserConfig, load

WORLD = """<sdf version="1.12">
<world name="w">
<physics name="fast" type="ode"/>
<light name="sun" type="directional"/>
<frame name="wf"/>
<plugin filename="p" name="plug"/>
<model name="m">
<link name="a">
<collision name="c"><geometry><box/></geometry></collision>
<visual name="v"><geometry><box/></geometry></visual>
<sensor name="s" type="altimeter"/>
<light name="lamp" type="point"/>
<projector name="proj"><texture>t.png</texture></projector>
<particle_emitter name="smoke" type="box"/>
</link>
<link name="b"/>
<joint name="j" type="fixed"><parent>a</parent><child>b</child></joint>
<frame name="f" attached_to="a"/>
<model name="inner"><link name="l"/></model>
<plugin filename="q" name="mplug"/>
</model>
<actor name="walker"><skin><filename>walk.dae</filename></skin></actor>
</world>
</sdf>
"""


def _pairs() -> Iterator[tuple[str, bytes]]:
    """The world with each pair of named siblings of different kinds given one name."""
    tree = etree.fromstring(WORLD.encode())
    for parent_index, parent in enumerate(tree.iter(etree.Element)):
        named = [child for child in parent if child.get("name") is not None]
        for first, second in itertools.permutations(range(len(named)), 2):
            if named[first].tag == named[second].tag:
                continue
            changed = copy.deepcopy(tree)
            changed_parent = list(changed.iter(etree.Element))[parent_index]
            siblings = [child for child in changed_parent if child.get("name") is not None]
            siblings[second].set("name", siblings[first].get("name") or "")
            key = f"{parent.tag}: {named[second].tag} named like {named[first].tag}"
            yield key, etree.tostring(changed)


PAIRS = dict(_pairs())


@pytest.mark.parametrize("lazy", [True, False], ids=["lazy", "eager"])
@pytest.mark.parametrize("key", sorted(PAIRS))
def test_named_siblings_of_any_two_kinds_may_not_share_a_name(key: str, lazy: bool) -> None:
    document = load(PAIRS[key], config=ParserConfig(lazy=lazy))
    found = [*document.errors, *document.check()]
    involves_plugin = "plugin" in key.split(":", 1)[1]
    duplicates = [p for p in found if p.code.value == "DUPLICATE_NAME"]
    if involves_plugin:  # a plugin's name is a class name: exempt, as upstream
        assert duplicates == [], [str(p) for p in duplicates]
    else:
        assert len(duplicates) == 1, (key, [str(p) for p in found])


def test_the_world_as_written_has_no_duplicate() -> None:
    document = load(WORLD)
    assert document.valid and document.check() == [], [str(p) for p in document.check()]


RENAMED_PAIRS = [
    ("model", "link", "joint"),
    ("model", "link", "frame"),
    ("model", "joint", "frame"),
    ("model", "model", "link"),
    ("model", "model", "joint"),
    ("world", "model", "frame"),
]
ENTITY = {
    "link": '<link name="x"/>',
    "joint": '<joint name="x" type="fixed"><parent>base</parent><child>other</child></joint>',
    "frame": '<frame name="x"/>',
    "model": '<model name="x"><link name="inner"/></model>',
}


@pytest.mark.parametrize("version", ["1.4", "1.5", "1.6"])
@pytest.mark.parametrize(("scope", "first", "second"), RENAMED_PAIRS)
def test_siblings_a_pre_1_7_load_renames_are_duplicates_for_check(
    version: str, scope: str, first: str, second: str
) -> None:
    body = f'<link name="base"/><link name="other"/>{ENTITY[first]}{ENTITY[second]}'
    text = f'<sdf version="{version}"><model name="m">{body}</model></sdf>'
    if scope == "world":
        text = f'<sdf version="{version}"><world name="w">{ENTITY[first]}{ENTITY[second]}</world></sdf>'
    document = load(text)
    assert document.valid  # loading renames the later one, with a warning, as upstream's loader
    [renamed] = [w for w in document.warnings if w.code.value == "NAME_CHANGED_BY_MIGRATION"]
    [duplicate] = [p for p in document.check() if p.code.value == "DUPLICATE_NAME"]
    assert (duplicate.line, duplicate.path) == (renamed.line, renamed.path)
    assert f"<{second}> 'x'" in duplicate.message or f"<{first}> 'x'" in duplicate.message
