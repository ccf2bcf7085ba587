"""MuJoCo's compiler and ``mj_kinematics`` judge the MJCF we write (see ``mjcf_oracle``)."""

from __future__ import annotations

import pytest

from tests.conftest import REPO
from tests.semantics.export.mjcf_oracle import (
    DATA,
    Oracle,
    agreements,
    loads_valid,
    vendored_documents,
)

mujoco = pytest.importorskip("mujoco", reason="MJCF needs the [mujoco] extra (mujoco>=3.2)")

TOLERANCE = 1e-6
"""Largest difference allowed between MuJoCo's poses, masses and inertias and ours."""

MIXED = [
    DATA / "mimic" / "rack_and_pinion.sdf",
    DATA / "mimic" / "chain_in_world.sdf",
    DATA / "corpus" / "conformance" / "test" / "sdf" / "joint_complete.sdf",
    DATA / "corpus" / "conformance" / "test" / "sdf" / "ball_prismatic_joint.sdf",
    DATA / "downconvert" / "screw_joints.sdf",
    DATA / "urdf" / "rules" / "mimic.urdf",
    DATA / "mjcf" / "humanoid.xml",
]
"""Every joint type, mimic chains, a world and a URDF: the fast sample of the whole run."""


@pytest.mark.parametrize("path", MIXED, ids=lambda path: path.name)
def test_mujoco_moves_every_joint_type_as_we_do(path: object) -> None:
    document = loads_valid(path)  # type: ignore[arg-type]
    assert document is not None
    agreement = Oracle(mujoco, document).agreement(str(path))
    assert agreement.pose_error < TOLERANCE
    assert agreement.mass_error < TOLERANCE


@pytest.mark.slow
def test_every_vendored_robot_and_world_compiles_and_moves_in_mujoco_as_in_our_kinematics() -> None:
    rows = list(agreements(mujoco))
    assert len(rows) > 200  # every vendored document that loads valid, SDFormat and URDF
    assert any(row.file.endswith(".urdf") for row in rows)
    assert sum(row.file.endswith(".xml") for row in rows) == 3  # MJCF read, written back
    assert sum(row.bodies for row in rows) > 1500
    far = [row for row in rows if max(row.pose_error, row.mass_error) >= TOLERANCE]
    assert far == []


def test_the_oracle_covers_every_kind_of_vendored_file() -> None:
    found = {path.suffix for path in vendored_documents()}
    assert {".sdf", ".urdf", ".xml"} <= found
    assert all(REPO in path.parents for path in vendored_documents())
