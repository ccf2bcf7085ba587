"""MJCF collision masks read as SDFormat bitmasks: the same pairs touch, in both directions.

MuJoCo lets two geoms touch when ``contype`` of one shares a bit with
``conaffinity`` of the other; SDFormat, when ``category_bitmask`` of one
shares a bit with ``collide_bitmask`` of the other (both 0xFFFF unless set,
an unset category being the collide mask).
"""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest

from sdformat_runtime.errors import ErrorCode
from sdformat_semantics import load
from tests.helpers import write

mujoco = pytest.importorskip(
    "mujoco", minversion="3.10", reason="MJCF needs the [mujoco] extra (mujoco>=3.10)"
)

MASKS = [(1, 1), (2, 4), (4, 2), (0, 8), (8, 0), (3, 3), (1, 15), (6, 1)]
"""(contype, conaffinity) of each geom: MuJoCo's default, crossed, one-way and wide masks."""


def _touches(one: tuple[int, int], other: tuple[int, int]) -> bool:
    """Whether two (category, collide) masks touch: the rule MuJoCo and SDFormat share."""
    return bool(one[0] & other[1] or other[0] & one[1])


def _mjcf(masks: list[tuple[int, int]], friction: str = "") -> str:
    bodies = "".join(
        f'<body name="b{n}" pos="{n} 0 1"><freejoint/>'
        f'<geom name="g{n}" size="0.1" contype="{t}" conaffinity="{a}" {friction}/></body>'
        for n, (t, a) in enumerate(masks)
    )
    return f"<mujoco><worldbody>{bodies}</worldbody></mujoco>"


def _sdformat_masks(document: object, count: int) -> list[tuple[int, int]]:
    """Each body's collision (category, collide) bitmasks, SDFormat's defaults where unset."""
    found = []
    for n in range(count):
        [collision] = document.find(f"b{n}").collisions  # type: ignore[attr-defined]
        contact = collision.surface.contact if collision.surface is not None else None
        present = contact is not None and contact.xml_origin is not None
        collide = int(contact.collide_bitmask) if present else 0xFFFF
        category = int(contact.category_bitmask) if present else collide
        found.append((category, collide))
    return found


def _mujoco_masks(model: object) -> dict[str, tuple[int, int]]:
    """Each body's colliding geom's (contype, conaffinity), by body name."""
    found = {}
    for geom in range(model.ngeom):  # type: ignore[attr-defined]
        masks = (int(model.geom_contype[geom]), int(model.geom_conaffinity[geom]))  # type: ignore[attr-defined]
        if any(masks):
            body = model.body(int(model.geom_bodyid[geom])).name  # type: ignore[attr-defined]
            found[body] = masks
    return found


@pytest.mark.parametrize("start", range(len(MASKS)))
def test_the_pairs_mujoco_lets_touch_are_those_the_bitmasks_let_touch(
    tmp_path: Path, start: int
) -> None:
    masks = MASKS[start:] + MASKS[:start]  # each mask first once
    source = write(tmp_path, "m.xml", _mjcf(masks))
    document = load(source)
    assert document.valid, document.errors
    read = _sdformat_masks(document, len(masks))
    for one, other in combinations(range(len(masks)), 2):
        assert _touches(read[one], read[other]) == _touches(masks[one], masks[other])
    # Written back, MuJoCo lets the same pairs touch.
    written = _mujoco_masks(mujoco.MjModel.from_xml_string(document.to_mjcf(allow_loss=True)))
    for one, other in combinations(range(len(masks)), 2):
        pair = written[f"b{one}"], written[f"b{other}"]
        assert _touches(*pair) == _touches(masks[one], masks[other])


def test_default_masks_write_no_bitmask_and_rolling_friction_is_reported(
    tmp_path: Path,
) -> None:
    source = write(tmp_path, "m.xml", _mjcf([(1, 1), (1, 1)], 'friction="1 0.01 0.02"'))
    document = load(source)
    assert document.valid, document.errors
    assert "<contact>" not in document.to_xml()
    rolling = [p for p in document.warnings if "rolling friction 0.02" in p.message]
    assert len(rolling) == 2 and all(p.code is ErrorCode.MJCF_IMPORT_LOSS for p in rolling)
    assert all(p.line is not None for p in rolling)
