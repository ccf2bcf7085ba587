"""Writing 1.6: poses in their implicit frames, axes by use_parent_model_frame, the rest reported.

1.6 has no pose frame semantics: a link is placed in its model's frame, a
joint in its child link's, a model in its parent's. What a 1.7 document
places relative to another frame is written as the pose it resolves to in
that implicit frame, so a 1.6 reader (and our migration back up) puts every
frame where the original does.
"""

from __future__ import annotations

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
