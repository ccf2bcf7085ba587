"""MJCF read as SDFormat: every body where MuJoCo's kinematics puts it, joints moved.

What ties the first bodies to the world varies (a hinge, a slide, a weld,
nothing in the world body or a floor there, several root bodies): in each
case our ``Document.pose`` at random joint positions must equal MuJoCo's
``mj_kinematics`` at the same positions (the SDFormat zero being MuJoCo's
``qpos0``).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from sdformat_semantics import load
from tests.helpers import write

mujoco = pytest.importorskip(
    "mujoco", minversion="3.10", reason="MJCF needs the [mujoco] extra (mujoco>=3.10)"
)

ARM = """<body name="upper" pos="0.1 0 0.2" euler="0 0.3 0">{root}<geom size="0.05"/>
  <body name="lower" pos="0 0 -0.3"><joint name="elbow" axis="0 1 0" range="-1 1"/>
    <geom size="0.05"/>
    <body name="hand" pos="0.1 0 -0.2"><joint name="reach" type="slide" axis="1 0 0"
      range="-0.1 0.1"/><geom size="0.02"/></body>
  </body>
</body>"""

HINGE = '<joint name="shoulder" axis="0 1 0" range="-2 2" ref="0.2"/>'
SLIDE = '<joint name="rail" type="slide" axis="0 0 1" range="-0.5 0.5"/>'
OTHER = '<body name="post" pos="1 0 0">{}<geom size="0.1"/></body>'

WORLDS = {
    "hinged to an empty world": ARM.format(root=HINGE),
    "sliding on an empty world": ARM.format(root=SLIDE),
    "hinged beside a floor": '<geom type="plane" size="1 1 0.1"/>' + ARM.format(root=HINGE),
    "welded to the world": ARM.format(root=""),
    "after a welded body": OTHER.format("") + ARM.format(root=HINGE),
    "before a hinged body": ARM.format(root=SLIDE)
    + OTHER.format('<joint name="turn" axis="0 0 1"/>'),
    "floating": ARM.format(root="<freejoint/>"),
}


@pytest.mark.parametrize("world", WORLDS.values(), ids=WORLDS.keys())
def test_each_body_is_where_mujoco_puts_it_at_random_joint_positions(
    tmp_path: Path, world: str
) -> None:
    source = write(tmp_path, "m.xml", f"<mujoco><worldbody>{world}</worldbody></mujoco>")
    model = mujoco.MjModel.from_xml_path(str(source))
    data = mujoco.MjData(model)
    document = load(source)
    assert document.valid, document.errors
    moving = [j for j in range(model.njnt) if model.jnt_type[j] != mujoco.mjtJoint.mjJNT_FREE]
    rng = np.random.default_rng(7)
    for trial in range(8):
        data.qpos[:] = model.qpos0
        positions = {}
        for joint in moving:
            address = model.jnt_qposadr[joint]
            low, high = model.jnt_range[joint] if model.jnt_limited[joint] else (-3, 3)
            data.qpos[address] = rng.uniform(low, high) if trial else model.qpos0[address]
            positions[model.joint(joint).name] = data.qpos[address] - model.qpos0[address]
        mujoco.mj_kinematics(model, data)
        for body in range(1, model.nbody):
            pose = document.pose(model.body(body).name, positions=positions)
            assert np.allclose(pose.position, data.xpos[body], atol=1e-9), (trial, body)
            rotation = data.xmat[body].reshape(3, 3)
            assert np.allclose(pose.rotation_matrix(), rotation, atol=1e-9), (trial, body)
