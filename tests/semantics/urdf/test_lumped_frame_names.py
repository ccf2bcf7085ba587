"""A lumped joint or link whose name another entity holds gets no frame, and no pose changes.

URDF names links and joints apart; SDFormat names links, joints and frames
in one namespace. pybullet's Minitaur names a fixed joint like its parent
link: the frame written for the lumped joint collided with the link, and
the robot, which libsdformat 12 loads (it writes no frames for what it
lumps), was refused with ``DUPLICATE_NAME``. Held here, for a lumped joint
named like its parent link and a lumped link named like a kept joint: the robot loads, a note says which frame was not
written, and every frame that is written resolves where it does when the
colliding entity is renamed.
"""

from __future__ import annotations

import pytest

from sdformat_runtime.errors import ErrorCode
from sdformat_semantics import load
from tests.helpers import hermetic

INERTIAL = (
    '<inertial><mass value="1"/>'
    '<inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial>'
)
LIMIT = '<limit lower="-1" upper="1" effort="1" velocity="1"/>'


def _robot(fixed: str, lumped: str, moving: str) -> str:
    """base -(revolute ``moving``)-> arm -(fixed ``fixed``)-> ``lumped``."""
    return (
        f'<robot name="r"><link name="base">{INERTIAL}</link><link name="arm">{INERTIAL}</link>'
        f'<link name="{lumped}">{INERTIAL}</link>'
        f'<joint name="{moving}" type="revolute"><parent link="base"/><child link="arm"/>'
        f'<origin xyz="0 0 1" rpy="0 0.5 0"/><axis xyz="0 0 1"/>{LIMIT}</joint>'
        f'<joint name="{fixed}" type="fixed"><parent link="arm"/><child link="{lumped}"/>'
        '<origin xyz="0.1 0.2 0.3" rpy="0.3 0 0"/></joint></robot>'
    )


CASES = {
    "a lumped joint named like its parent link": (_robot("arm", "tool", "shoulder"), "joint"),
    "a lumped link named like the moving joint": (_robot("fixed", "j", "j"), "link"),
}
PLAIN = _robot("fixed", "tool", "shoulder")
"""The same robot with no name held twice: every frame written."""


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_robot_loads_and_a_note_names_the_frame_left_out(case: str) -> None:
    text, kind = CASES[case]
    document = load(text, config=hermetic())
    assert document.valid, document.errors
    notes = [p for p in document.infos if "gets no frame" in p.message]
    assert len(notes) == 1 and f"lumped {kind}" in notes[0].message
    assert notes[0].code is ErrorCode.URDF_FIXED_JOINT_LUMPED


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("angle", [0.0, 0.7])
def test_the_frames_resolve_where_they_do_without_the_collision(case: str, angle: float) -> None:
    text, _kind = CASES[case]
    document = load(text, config=hermetic())
    plain = load(PLAIN, config=hermetic())
    moving = "j" if 'name="j" type="revolute"' in text else "shoulder"
    # The lumped link's own frame, or the lumped joint's where the link got none (one frame
    # in URDF: a joint's frame is its child link's).
    lumped = "fixed" if '<link name="j">' in text else "tool"
    ours = document.pose(lumped, "base", positions={moving: angle})
    theirs = plain.pose("tool", "base", positions={"shoulder": angle})
    assert ours.isclose(theirs, 1e-12)
    # The name held twice names what held it first: the link, or the moving joint.
    held = "arm" if 'name="arm" type="fixed"' in text else moving
    expected = plain.pose(
        "arm" if held == "arm" else "shoulder", "base", positions={"shoulder": angle}
    )
    assert document.pose(held, "base", positions={moving: angle}).isclose(expected, 1e-12)
