"""Writing static and linkless nested models down to 1.7, over every generated shape.

1.7 has no nested models; flattened, a model whose links all sat in static
nested models is written static (nothing lost), a static nested model among
moving links is static no more (reported), and a nested model with no link at
any depth, which 1.7 readers would turn back into an invalid nested model, is
left out (reported) with what named its frames placed at its resolved pose.
``static_nested.sdf`` is the world of all the valid shapes, which the
reference expectations cover (``test_downconvert_reference.py``).
"""

from __future__ import annotations

import importlib

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_semantics.versions import PACKAGES
from tests.conftest import DATA
from tests.semantics.export.static_nested_cases import SHAPES, case_model, world

VALID = [
    index
    for index in range(len(SHAPES))
    if case_model(index) and sdformat_semantics.load(world([index])).valid
]
SCHEMA = etree.XMLSchema(file=str(importlib.import_module(PACKAGES["1.7"]).SCHEMA_ROOT))


def test_the_vendored_world_holds_every_valid_shape() -> None:
    assert len(VALID) >= 50
    vendored = (DATA / "downconvert" / "static_nested.sdf").read_text(encoding="utf-8")
    assert vendored == world(VALID)


@pytest.mark.parametrize("index", VALID)
def test_a_shape_written_as_17_is_valid_keeps_poses_and_reports_what_it_lost(index: int) -> None:
    outer_link, outer_static, a_static, a_link, has_b, b_static, b_link = SHAPES[index]
    original = sdformat_semantics.load(world([index]))
    conversion = original.convert("1.7")
    tree = etree.fromstring(conversion.text.encode())
    assert SCHEMA.validate(tree), SCHEMA.error_log
    written = sdformat_semantics.load(conversion.text)
    assert written.valid, [str(e) for e in written.errors]

    # Which links are static in the original (a model inside a static one is static too).
    statics = [outer_static] * outer_link + [outer_static or a_static] * a_link
    statics += [outer_static or a_static or b_static] * (has_b and b_link)
    some_static_nested = a_static or (has_b and b_static)
    written_static = outer_static or (all(statics) and some_static_nested)
    model = tree.find("world/model")
    assert model is not None
    assert (model.findtext("static") == "true") is written_static

    messages = [str(problem) for problem in conversion.problems]
    static_lost = [m for m in messages if "<static> of nested model" in m]
    b_linkless = has_b and not b_link
    a_linkless = not a_link and (not has_b or not b_link)
    kept_static = (a_static and not a_linkless) or (has_b and b_static and b_link)
    assert bool(static_lost) is (kept_static and not written_static), messages
    left_out = [m for m in messages if "has no link" in m]
    assert len(left_out) == (1 if a_linkless or b_linkless else 0), messages

    name = f"case_{index}"
    kept = written.frame_graphs().vertices
    for vertex in original.frame_graphs().vertices:
        if vertex in kept:
            assert written.pose(vertex).isclose(original.pose(vertex), 1e-9), vertex
        else:  # only the frames of a left-out model
            assert left_out and vertex.startswith((f"{name}::a", f"{name}::a::b")), vertex
    assert f"{name}::top" in kept  # what named a left-out frame stays, at its pose
