"""Parameter passing's ``modify`` of a ``<pose>``: loaded valid means written valid.

As libsdformat does, ``modify`` sets the attributes and value it is given and
keeps the other attributes, so a value that no longer fits the kept
``rotation_format`` or ``degrees`` is an error at load time, never a document
that loads valid and is written as one we refuse (fuzz finding #8); and
attributes given with a value that fits them are set together, valid.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

import sdformat_semantics
from tests.helpers import hermetic, write

INCLUDED = {
    "quaternion": '<pose rotation_format="quat_xyzw">1 0 0 0 0 0 1</pose>',
    "degrees": '<pose degrees="true">1 0 0 0 0 90</pose>',
    "plain": "<pose>1 0 0 0 0 0</pose>",
}
MODIFIED = {
    "six numbers": "<pose>1 2 3 0 0 0</pose>",
    "seven numbers": "<pose>1 2 3 0 0 0 1</pose>",
    "to euler": '<pose rotation_format="euler_rpy">1 2 3 0 0 0</pose>',
    "to quaternion": '<pose rotation_format="quat_xyzw">1 2 3 0 0 0 1</pose>',
    "degrees off": '<pose degrees="false">1 2 3 0 0 0</pose>',
}


KEPT_MISFITS = {
    ("quaternion", "six numbers"),
    ("quaternion", "degrees off"),  # still quat_xyzw, with six numbers
    ("degrees", "seven numbers"),
    ("degrees", "to quaternion"),  # degrees="true" kept, which a quaternion refuses
    ("plain", "seven numbers"),
}
"""The modifications whose value does not fit an attribute kept from the included pose."""


@pytest.mark.parametrize(
    ("included", "modified"), list(itertools.product(INCLUDED, MODIFIED)), ids=" / ".join
)
def test_a_modified_pose_loads_invalid_or_writes_what_reads_back(
    tmp_path: Path, included: str, modified: str
) -> None:
    write(
        tmp_path,
        "inc.sdf",
        f'<sdf version="1.12"><model name="inc"><link name="l">{INCLUDED[included]}</link>'
        "</model></sdf>",
    )
    write(
        tmp_path,
        "main.sdf",
        '<sdf version="1.12" xmlns:experimental="http://sdformat.org/schemas/experimental">'
        '<model name="top"><include><uri>inc.sdf</uri><experimental:params>'
        f'<link element_id="l" action="modify">{MODIFIED[modified]}</link>'
        "</experimental:params></include></model></sdf>",
    )
    config = hermetic(tmp_path)
    document = sdformat_semantics.load(tmp_path / "main.sdf", config=config)
    fits = (included, modified) not in KEPT_MISFITS
    assert document.valid == fits, [str(e) for e in document.errors]
    if not document.valid:
        assert all(error.line is not None for error in document.errors)
        return
    written = document.to_xml(expand_includes=True)
    again = sdformat_semantics.load(written, config=config)
    assert again.valid, [str(e) for e in again.errors]
    assert again.pose("inc::l").isclose(document.pose("inc::l"), 1e-12)
