"""Writing MJCF: a link's collisions hide behind its visuals, and show when it has none written."""

from __future__ import annotations

import pytest

from sdformat_semantics import load
from tests.helpers import model_file
from tests.semantics.export.mjcf_oracle import drawn_colours

mujoco = pytest.importorskip(
    "mujoco", minversion="3.10", reason="MJCF needs the [mujoco] extra (mujoco>=3.10)"
)

BOX = "<geometry><box><size>0.1 0.1 0.1</size></box></geometry>"
INERTIAL = "<inertial><mass>1</mass></inertial>"
LINKS = f"""
<link name="seen">{INERTIAL}<visual name="v">{BOX}</visual><collision name="c">{BOX}</collision></link>
<link name="bare">{INERTIAL}<collision name="c">{BOX}</collision></link>
<link name="unwritable">{INERTIAL}
  <visual name="v"><geometry><mesh><uri>shape.dae</uri></mesh></geometry></visual>
  <collision name="c">{BOX}</collision>
</link>
<joint name="j1" type="fixed"><parent>seen</parent><child>bare</child></joint>
<joint name="j2" type="fixed"><parent>seen</parent><child>unwritable</child></joint>
"""


def test_collisions_are_drawn_only_where_no_visual_of_their_link_is() -> None:
    document = load(model_file("m", LINKS))
    assert document.valid, document.errors
    model = mujoco.MjModel.from_xml_string(document.to_mjcf(allow_loss=True))
    drawn = {model.geom(index).name for index in drawn_colours(mujoco, model)}
    # The .dae visual is left out (MuJoCo reads no COLLADA): its link's collision shows.
    assert drawn == {"seen::v", "bare::c", "unwritable::c"}
