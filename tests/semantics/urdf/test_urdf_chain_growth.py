"""Reading a URDF costs steps in proportion to its links, however the tree is shaped.

The tree check walks from each link towards the root; a walk that went all the
way up from every link made a chain of n links cost n squared steps (a
5,000-link chain took seconds in that check alone). Steps are counted, not
timed, so the bound holds on any machine.
"""

from __future__ import annotations

import pytest

from sdformat_semantics import load
from tests.helpers import python_steps

pytestmark = pytest.mark.slow


def _chain(links: int) -> bytes:
    body = "".join(
        f'<link name="l{i}"><inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" '
        'iyy="1" iyz="0" izz="1"/></inertial></link>'
        for i in range(links)
    )
    joints = "".join(
        f'<joint name="j{i}" type="revolute"><parent link="l{i}"/><child link="l{i + 1}"/>'
        '<axis xyz="0 0 1"/><limit lower="-1" upper="1" effort="1" velocity="1"/></joint>'
        for i in range(links - 1)
    )
    return f'<robot name="r">{body}{joints}</robot>'.encode()


def test_a_chain_eight_times_longer_costs_about_eight_times_the_steps() -> None:
    assert load(_chain(10)).valid  # the first load also imports what loading needs
    small, large = (python_steps(lambda n=n: load(_chain(n))) for n in (100, 800))
    assert large / small < 9, (small, large)  # linear: 8.0; the walk from every link: 10.9
