"""A pose a ``<gazebo>`` block writes keeps its ``relative_to``, and the name is checked.

The converter's own poses name frames it writes, so the check of unnamed
poses' ``relative_to`` may be skipped for a converted robot only when its
bytes write no ``relative_to``: a ``<sensor>`` or ``<light>`` copied from a
block carries the user's name, which must name a frame of the model.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode

_INERTIAL = (
    '<inertial><mass value="1"/>'
    '<inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial>'
)


def _robot(content: str, reference: str, fixed: bool) -> str:
    joint = (
        # Off the parent's origin: the block's pose cannot follow its lumped link.
        '<joint name="j" type="fixed"><parent link="a"/><child link="b"/>'
        '<origin xyz="0 0 1"/></joint>'
        if fixed
        else '<joint name="j" type="revolute"><parent link="a"/><child link="b"/>'
        '<axis xyz="0 0 1"/><limit lower="0" upper="1" effort="1" velocity="1"/></joint>'
    )
    return (
        f'<robot name="r"><link name="a">{_INERTIAL}</link><link name="b">{_INERTIAL}</link>'
        f'{joint}<gazebo reference="b">{content.format(reference=reference)}</gazebo></robot>'
    )


CONTENTS = {
    "sensor": '<sensor name="s" type="imu"><pose relative_to="{reference}">0 0 1 0 0 0</pose>'
    "</sensor>",
    "light": '<light name="l" type="point"><pose relative_to="{reference}">0 0 1 0 0 0</pose>'
    "</light>",
}


@pytest.mark.parametrize("fixed", [False, True], ids=["kept link", "lumped link"])
@pytest.mark.parametrize("tag", sorted(CONTENTS))
@pytest.mark.parametrize("reference", ["a", "b", "nowhere"])
def test_a_gazebo_pose_naming_no_frame_is_an_error(
    tmp_path: Path, tag: str, reference: str, fixed: bool
) -> None:
    path = tmp_path / "robot.urdf"
    path.write_text(_robot(CONTENTS[tag], reference, fixed))
    document = sdformat_semantics.load(path)
    invalid = [p for p in document.problems if p.code is ErrorCode.POSE_RELATIVE_TO_INVALID]
    if fixed:  # the pose keeps its relative_to, and the converter says so
        assert any(p.code is ErrorCode.URDF_GAZEBO_NOT_APPLIED for p in document.problems)
    if reference == "nowhere":
        assert len(invalid) == 1, document.problems
        assert "'nowhere'" in invalid[0].message
        assert invalid[0].line == 1
    else:
        assert invalid == [], document.problems
