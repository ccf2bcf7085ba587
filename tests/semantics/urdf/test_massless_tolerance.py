"""A URDF link is massless as the reference sees it: a mass of at most 1e-6, not only 0.

libsdformat 12 compares a link's mass to zero with a tolerance of 1e-6 (checked
with tests/reference/dump_poses.cc: 1e-6 is left out, 2e-6 kept); so does our reader.
"""

from __future__ import annotations

import pytest

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode

INERTIA = '<inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/>'


@pytest.mark.parametrize(
    ("mass", "kept"),
    [
        ("0", False),
        ("1e-300", False),
        ("1e-7", False),
        ("1e-6", False),
        ("2e-6", True),
        ("1", True),
    ],
)
@pytest.mark.parametrize("kind", ["revolute", "prismatic", "continuous"])
def test_a_link_below_the_tolerance_on_a_moving_joint_is_left_out(
    mass: str, kept: bool, kind: str
) -> None:
    text = (
        f'<robot name="r"><link name="a"><inertial><mass value="1"/>{INERTIA}</inertial></link>'
        f'<link name="b"><inertial><mass value="{mass}"/>{INERTIA}</inertial></link>'
        f'<joint name="j" type="{kind}"><parent link="a"/><child link="b"/>'
        '<limit effort="1" velocity="1"/></joint></robot>'
    )
    document = sdformat_semantics.load(text)
    links = [str(link.name) for link in document.model.links]  # type: ignore[union-attr]
    assert links == (["a", "b"] if kept else ["a"])
    dropped = [w for w in document.warnings if w.code is ErrorCode.URDF_MASSLESS_LINK_DROPPED]
    assert len(dropped) == (0 if kept else 1)
