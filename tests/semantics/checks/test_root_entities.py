"""A file holds one top-level model, light or actor, in every version it can be loaded as.

1.7 binds a list of each, later versions one of each and keep a second as
raw XML: either way a second entity is an error, two with one name are
duplicates, and an entity beside a world is an error. The check learns which
entity fields a version's ``<sdf>`` has once per class; the cases below run
it on every version.
"""

from __future__ import annotations

import itertools

import pytest

import sdformat_semantics
from sdformat_semantics import LOAD_VERSIONS

ENTITIES = {
    "model": '<model name="{}"><link name="l"/></model>',
    "light": '<light name="{}" type="point"/>',
    "actor": '<actor name="{}"/>',
}


def _codes(version: str, body: str) -> list[str]:
    document = sdformat_semantics.load(f'<sdf version="{version}">{body}</sdf>'.encode())
    return sorted(p.code.value for p in document.errors)


@pytest.mark.parametrize("version", LOAD_VERSIONS)
@pytest.mark.parametrize(("first", "second"), list(itertools.product(ENTITIES, repeat=2)))
def test_a_second_top_level_entity_is_an_error(version: str, first: str, second: str) -> None:
    one = ENTITIES[first].format("a")
    assert _codes(version, one) == []
    apart = _codes(version, one + ENTITIES[second].format("b"))
    assert "ELEMENT_INCORRECT_TYPE" in apart
    assert "DUPLICATE_NAME" not in apart
    assert "DUPLICATE_NAME" in _codes(version, one + ENTITIES[second].format("a"))


@pytest.mark.parametrize("version", LOAD_VERSIONS)
@pytest.mark.parametrize("entity", ENTITIES)
def test_an_entity_beside_a_world_is_an_error(version: str, entity: str) -> None:
    body = '<world name="w"/>' + ENTITIES[entity].format("a")
    assert "ELEMENT_INCORRECT_TYPE" in _codes(version, body)
