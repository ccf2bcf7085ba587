"""Writing MJCF: collision bitmasks become contype and conaffinity, and the same pairs touch.

SDFormat lets two collisions touch when one's ``category_bitmask`` shares a
bit with the other's ``collide_bitmask`` (0xFFFF unless set; an unset
category is the collide mask); MuJoCo the same with ``contype`` and
``conaffinity``. A collision setting no mask keeps SDFormat's defaults once
another sets one: MuJoCo's own defaults (1 and 1) would touch less.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from sdformat_semantics import load
from tests.helpers import model_file

mujoco = pytest.importorskip(
    "mujoco", minversion="3.10", reason="MJCF needs the [mujoco] extra (mujoco>=3.10)"
)

CONTACTS = [
    "",
    "<collide_bitmask>2</collide_bitmask>",
    "<collide_bitmask>1</collide_bitmask><category_bitmask>4</category_bitmask>",
    "<category_bitmask>2</category_bitmask>",
    "<collide_bitmask>12</collide_bitmask><category_bitmask>3</category_bitmask>",
    "<collide_bitmask>0</collide_bitmask>",
]
"""Each collision's ``<contact>`` content: none, one mask, both, and masks touching nothing."""


def _masks(contact: str) -> tuple[int, int]:
    """SDFormat's (category, collide) for a ``<contact>`` content, defaults applied."""
    collide = (
        int(contact.split("<collide_bitmask>")[1].split("<")[0]) if "collide" in contact else 0xFFFF
    )
    category = (
        int(contact.split("<category_bitmask>")[1].split("<")[0])
        if "category" in contact
        else collide
    )
    return category, collide


def _touches(one: tuple[int, int], other: tuple[int, int]) -> bool:
    return bool(one[0] & other[1] or other[0] & one[1])


@pytest.mark.parametrize("first", range(len(CONTACTS)))
def test_mujoco_lets_the_pairs_touch_that_the_bitmasks_let_touch(first: int) -> None:
    contacts = CONTACTS[first:] + CONTACTS[:first]
    links = "".join(
        f'<link name="l{n}"><pose>{n} 0 0 0 0 0</pose><inertial><mass>1</mass></inertial>'
        '<collision name="c"><geometry><sphere><radius>0.1</radius></sphere></geometry>'
        f"<surface><contact>{contact}</contact></surface></collision></link>"
        for n, contact in enumerate(contacts)
    )
    document = load(model_file("m", links))
    assert document.valid, document.errors
    conversion = document.convert_to_mjcf()
    assert not [p for p in conversion.problems if "bitmask" in p.message], conversion.problems
    model = mujoco.MjModel.from_xml_string(conversion.text)
    written = {
        model.geom(g).name: (int(model.geom_contype[g]), int(model.geom_conaffinity[g]))
        for g in range(model.ngeom)
    }
    for one, other in combinations(range(len(contacts)), 2):
        expected = _touches(_masks(contacts[one]), _masks(contacts[other]))
        assert _touches(written[f"l{one}::c"], written[f"l{other}::c"]) == expected
