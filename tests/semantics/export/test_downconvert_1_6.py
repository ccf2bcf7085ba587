"""Writing 1.6: poses in their implicit frames, axes by use_parent_model_frame, the rest reported.

1.6 has no pose frame semantics: a link is placed in its model's frame, a
joint in its child link's, a model in its parent's. What a 1.7 document
places relative to another frame is written as the pose it resolves to in
that implicit frame, so a 1.6 reader (and our migration back up) puts every
frame where the original does.
"""

from __future__ import annotations

import pytest

import sdformat_semantics
from sdformat_runtime.binding import read_text
from sdformat_semantics.versions import version_package

WORLD = """<sdf version="1.12"><world name="w">
  <frame name="wf"><pose>1 0 0 0 0 0</pose></frame>
  <model name="m">
    <pose relative_to="wf">0 0 1 0 0 0</pose>
    <frame name="f" attached_to="a"><pose relative_to="a">0 2 0 0 0 1.5707963267948966</pose></frame>
    <link name="a"><pose>0 0 0 0 0 0.5</pose></link>
    <link name="b"><pose relative_to="f">1 0 0 0 0 0</pose></link>
    <joint name="j" type="revolute">
      <pose relative_to="a">0 0 0 0 0 0</pose><parent>a</parent><child>b</child>
      <axis><xyz expressed_in="__model__">1 0 0</xyz></axis>
    </joint>
    <joint name="k" type="revolute">
      <parent>a</parent><child>b</child><axis><xyz>0 1 0</xyz></axis>
    </joint>
  </model>
</world></sdf>"""


def test_every_frame_stays_where_it_was() -> None:
    original = sdformat_semantics.load(WORLD)
    assert original.valid, original.errors
    conversion = original.convert("1.6")
    assert "relative_to" not in conversion.text
    assert read_text(version_package("1.6").Sdf, conversion.text, "1.6").problems == ()
    written = sdformat_semantics.load(conversion.text)
    assert written.valid, written.errors
    for frame in ("m", "m::a", "m::b", "m::j", "m::k", "m::f"):
        assert written.pose(frame, world="w").isclose(original.pose(frame, world="w")), frame


def test_axes_say_their_frame_with_use_parent_model_frame() -> None:
    text = sdformat_semantics.load(WORLD).convert("1.6").text
    assert text.count("<use_parent_model_frame>true</use_parent_model_frame>") == 1
    assert text.count("<use_parent_model_frame>false</use_parent_model_frame>") == 1
    assert "expressed_in" not in text


def test_what_1_6_cannot_say_is_reported() -> None:
    conversion = sdformat_semantics.load(WORLD).convert("1.6")
    lost = sorted(p.path.rsplit("/", 1)[-1] for p in conversion.problems)
    assert lost == ["@attached_to", 'frame[@name="wf"]']
    assert {p.code.value for p in conversion.problems} == {"DOWNCONVERSION_LOSS"}


def _nested(depth: int, turned: bool) -> str:
    """A model with models nested ``depth`` deep, each placed, turned and linked to its parent."""
    turn = "0.4 -0.3 0.2" if turned else "0 0 0"
    inner = ""
    for level in reversed(range(depth)):
        inner = (
            f'<model name="n{level}"><pose>0 {level + 1} 0.5 {turn}</pose>'
            f'<link name="l"><pose>1 0 0 0 0 0.3</pose></link>'
            f'<frame name="f"><pose relative_to="l">0 0 1 0 0 0</pose></frame>{inner}</model>'
        )
    return (
        '<sdf version="1.12"><model name="m"><link name="base"/>'
        f'{inner}<joint name="j" type="revolute"><parent>base</parent><child>n0::l</child>'
        "<axis><xyz>0 0 1</xyz></axis></joint></model></sdf>"
    )


def test_nested_models_stay_nested_and_in_place() -> None:
    """1.6 nests models itself: no 1.7 flattening, no __model__ frame, each pose applied once."""
    for depth in (1, 2, 3):
        for turned in (False, True):
            original = sdformat_semantics.load(_nested(depth, turned))
            assert original.valid, original.errors
            conversion = original.convert("1.6")
            assert "__model__" not in conversion.text and "::" not in conversion.text.replace(
                "<child>n0::l</child>", ""
            ), conversion.text
            written = sdformat_semantics.load(conversion.text)
            assert written.valid, written.errors
            scopes = ["::".join(f"n{i}" for i in range(level + 1)) for level in range(depth)]
            for name in [f"{scope}::{part}" for scope in scopes for part in ("l", "f")]:
                assert written.pose(name).matrix() == pytest.approx(
                    original.pose(name).matrix(), abs=1e-9
                ), (depth, turned, name)
