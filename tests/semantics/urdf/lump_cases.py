"""Small URDF robots whose fixed joints lump links with and without mass, named by their parameters.

Each case is a body link ``base`` with three links lumped into it through
fixed joints, in one of a few tree shapes, each link holding no
``<inertial>``, one of mass 0 or one of mass 1. The joint names are spelled
so that siblings come in one order or the other (urdfdom walks a link's
children in the order of their joint names), and ``base`` is either the root
or hangs from a revolute joint under a massive ``top`` link.

``tests/reference/zero_mass_lumps.py`` records libsdformat's verdict on
every case into ``tests/data/reference/urdf_zero_mass_lumps.json``;
``test_zero_mass_lumps.py`` compares ours with it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

SHAPES = {
    "chain": (("base", "a"), ("a", "b"), ("b", "c")),
    "star": (("base", "a"), ("base", "b"), ("base", "c")),
    "fork": (("base", "a"), ("a", "b"), ("a", "c")),
}
"""The fixed joints of each shape, as (parent, child) links."""

MASSES = (None, 0, 1)
"""No ``<inertial>``, an inertial of mass 0, an inertial of mass 1."""

_JOINT_NAMES = {"forward": ("ja", "jb", "jc"), "backward": ("zc", "yb", "xa")}
"""Names for the joints to ``a``, ``b`` and ``c``: sorted as written, or the other way round."""


def _inertial(mass: int | None) -> str:
    if mass is None:
        return ""
    moments = f'ixx="{mass}" ixy="0" ixz="0" iyy="{mass}" iyz="0" izz="{mass}"'
    return f'<inertial><mass value="{mass}"/><inertia {moments}/></inertial>'


def case_text(shape: str, masses: tuple[int | None, ...], order: str, hung: bool) -> str:
    """The URDF of one case: ``masses`` of base, a, b and c in that order."""
    names = dict(zip("abc", _JOINT_NAMES[order], strict=True))
    links = [
        f'  <link name="{link}">{_inertial(mass)}</link>'
        for link, mass in zip(("base", "a", "b", "c"), masses, strict=True)
    ]
    joints = [
        f'  <joint name="{names[child]}" type="fixed"><parent link="{parent}"/>'
        f'<child link="{child}"/><origin xyz="0.5 0.25 0"/></joint>'
        for parent, child in SHAPES[shape]
    ]
    if hung:
        links.append(f'  <link name="top">{_inertial(1)}</link>')
        joints.append(
            '  <joint name="hinge" type="revolute"><parent link="top"/><child link="base"/>'
            '<axis xyz="0 0 1"/><limit effort="1" lower="-1" upper="1" velocity="1"/></joint>'
        )
    return "\n".join(['<robot name="lumps">', *links, *joints, "</robot>", ""])


def cases() -> Iterator[tuple[str, str]]:
    """Every case: its name (its parameters) and its URDF text."""
    for shape, order, hung in itertools.product(SHAPES, _JOINT_NAMES, (False, True)):
        for masses in itertools.product(MASSES, repeat=4):
            spelled = "-".join("none" if mass is None else str(mass) for mass in masses)
            name = f"{shape}.{order}.{'hung' if hung else 'root'}.{spelled}"
            yield name, case_text(shape, masses, order, hung)
