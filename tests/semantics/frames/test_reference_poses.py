"""Resolved poses, bodies, joint links and axes against libsdformat's, to 1e-9.

``tests/data/reference/poses.json`` holds what Debian's libsdformat 12.3
resolves for every vendored corpus file (see tests/reference/README.md for
how it is rebuilt). Compared here: every file the reference loaded without
errors, that declares a version both sides migrate the same way (1.4 to 1.9;
12.3 reads 1.10 files as 1.9 and drops what it does not know), and that has
no ``<include>`` (include composition is not implemented yet). Both sides
migrate older files forward (12.3 to 1.9, we to 1.10) before resolving.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest

import sdformat_semantics
from sdformat_semantics import Pose
from tests.conftest import DATA

REFERENCE = json.loads((DATA / "reference" / "poses.json").read_text(encoding="utf-8"))
CORPUS = DATA / "corpus"
TOLERANCE = 1e-9


KNOWN_DIFFERENCES = {
    "conformance/test/sdf/joint_axis_invalid_expressed_in.sdf": (
        "JOINT_AXIS_EXPRESSED_IN_INVALID",
        "12.3 predates this check; libsdformat main reports it as we do (see the MANIFEST)",
    ),
    "conformance/test/sdf/world_model_frame_same_name.sdf": (
        "DUPLICATE_NAME",
        "12.3 lets a world frame share a model's name; libsdformat main reports it as we do",
    ),
}
"""Files the reference accepts and we reject: our first error code, and why."""


MIGRATED_VERSIONS = ("1.4", "1.5", "1.6", "1.7", "1.8", "1.9")


def _comparable(path: str, result: dict[str, Any]) -> bool:
    data = (CORPUS / path).read_bytes()
    return (
        not result["errors"]
        and result.get("original_version") in MIGRATED_VERSIONS
        and b"<include" not in data
    )


FILES = sorted(path for path, result in REFERENCE.items() if _comparable(path, result))


def test_enough_files_are_compared() -> None:
    assert len(FILES) >= 100
    assert sum(len(REFERENCE[f]["entities"]) for f in FILES) >= 600
    older = [f for f in FILES if REFERENCE[f]["original_version"] in ("1.4", "1.5", "1.6")]
    assert len(older) >= 25  # migrated through the pre-1.7 rules
    assert sum("flattened" in f for f in FILES) >= 4  # rebuilt by unflatten


@pytest.mark.parametrize("path", FILES)
def test_matches_the_reference(path: str) -> None:
    document = sdformat_semantics.load(CORPUS / path)
    if path in KNOWN_DIFFERENCES:
        assert document.errors[0].code.value == KNOWN_DIFFERENCES[path][0]
        return
    assert document.valid, [str(e) for e in document.errors]
    for entity in REFERENCE[path]["entities"]:
        name = entity["name"]
        if "pose" in entity:
            x, y, z, qx, qy, qz, qw = entity["pose"]
            expected = Pose(position=[x, y, z], quaternion=[qx, qy, qz, qw])
            assert document.pose(name).isclose(expected, TOLERANCE), (name, document.pose(name))
        if "attached_body" in entity:
            assert document.attached_body(name) == entity["attached_body"], name
        if "parent_link" in entity:
            assert document.joint_parent_link(name) == entity["parent_link"], name
        if "child_link" in entity:
            assert document.joint_child_link(name) == entity["child_link"], name
        if "axis_xyz" in entity:
            assert np.allclose(document.axis(name), entity["axis_xyz"], atol=TOLERANCE), name
        if "axis_xyz_model" in entity:
            scope = name.rsplit("::", 1)[0] + "::__model__" if "::" in name else "__model__"
            if document.graphs.get("") is None and "::" not in name:
                continue  # a world joint has no model frame
            in_model = document.axis(name, expressed_in=scope)
            assert np.allclose(in_model, entity["axis_xyz_model"], atol=TOLERANCE), name
