"""MuJoCo's compiler and ``mj_kinematics`` judge the MJCF we write (see ``mjcf_oracle``)."""

from __future__ import annotations

import re

import numpy as np
import pytest

from tests.conftest import REPO
from tests.semantics.export.mjcf_oracle import (
    DATA,
    Oracle,
    agreements,
    loads_valid,
    vendored_documents,
)

mujoco = pytest.importorskip(
    "mujoco", minversion="3.10", reason="MJCF needs the [mujoco] extra (mujoco>=3.10)"
)

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


FUSED = [
    DATA
    / "corpus"
    / "real"
    / "ROBOTIS-GIT__turtlebot3_simulations"
    / "turtlebot3_gazebo"
    / "models"
    / "turtlebot3_burger"
    / "model.sdf",
    DATA / "corpus" / "conformance" / "test" / "sdf" / "joint_complete.sdf",
    DATA / "include" / "flanges" / "super_armio_bros.sdf",
    DATA / "downconvert" / "nested_world.sdf",
    DATA / "urdf" / "rules" / "preserve.urdf",
    DATA / "mjcf" / "humanoid.xml",
]
"""Fixed joints in chains, beside every other joint type, in a world, a URDF and MJCF."""


def _placed(model: object, data: object) -> dict[tuple[str, str], object]:
    """The world pose at rest of every named geom, site, camera and light of a compiled model."""
    data.qpos[:] = model.qpos0  # type: ignore[attr-defined]
    mujoco.mj_kinematics(model, data)  # type: ignore[attr-defined]
    found: dict[tuple[str, str], object] = {}
    for kind, count, positions, rotations in (
        ("geom", "ngeom", "geom_xpos", "geom_xmat"),
        ("site", "nsite", "site_xpos", "site_xmat"),
        ("camera", "ncam", "cam_xpos", "cam_xmat"),
    ):
        for index in range(getattr(model, count)):
            name = getattr(model, kind)(index).name
            pose = np.eye(4)
            pose[:3, :3] = getattr(data, rotations)[index].reshape(3, 3)
            pose[:3, 3] = getattr(data, positions)[index]
            found[(kind, name)] = pose
    for index in range(model.nlight):  # type: ignore[attr-defined]
        found[("light", model.light(index).name)] = data.light_xpos[index].copy()  # type: ignore[attr-defined]
    return found


def _fused_agreement(path: object) -> tuple[Oracle, float, float, float]:
    """A document written with fixed joints fused: pose, whole-mass and content errors."""
    document = loads_valid(path)  # type: ignore[arg-type]
    assert document is not None
    fused = Oracle(mujoco, document, fuse_fixed=True)
    welded = Oracle(mujoco, document)
    agreement = fused.agreement(str(path), configurations=10)
    mine, theirs = (_placed(o.model, o.data) for o in (fused, welded))
    # A fused link's frame is a new site; a force-torque sensor of its joint is lost (reported).
    sensors = [p.message for p in fused.conversion.problems if "is fused into another" in p.message]
    lost = {("site", re.search("sensor '([^']*)'", m).group(1)) for m in sensors}  # type: ignore[union-attr]
    frames = {("site", site) for site in fused.conversion.fused.values()}
    assert (set(theirs) - lost) | frames == set(mine)
    content = max(
        (
            float(np.abs(np.asarray(mine[k]) - np.asarray(v)).max())
            for k, v in theirs.items()
            if k in mine
        ),
        default=0.0,
    )
    return fused, agreement.pose_error, fused.system_mass_error(), content


@pytest.mark.parametrize("path", FUSED, ids=lambda path: path.name)
def test_fused_fixed_joints_leave_every_pose_mass_and_geom_where_mujoco_puts_them(
    path: object,
) -> None:
    fused, pose_error, mass_error, content_error = _fused_agreement(path)
    assert fused.conversion.fused  # each of these files has a link on a fixed joint
    assert not set(fused.conversion.fused) & set(fused.conversion.bodies)
    # Poses of the bodies left and of the fused links' frame sites, at rest and moved.
    assert pose_error < TOLERANCE
    # The whole mass, centre of mass and inertia (the fused links' mass is in their hosts).
    assert mass_error < TOLERANCE
    # Every geom, site, camera and light is where it was with the fixed joints welded.
    assert content_error < TOLERANCE
    notes = [p for p in fused.conversion.problems if p.severity.value == "info"]
    assert len(notes) == len(fused.conversion.fused)
    assert all("is fused into the body of link" in note.message for note in notes)


@pytest.mark.slow
def test_every_vendored_document_with_fixed_joints_fuses_as_mujoco_moves_it() -> None:
    checked = 0
    for path in vendored_documents():
        document = loads_valid(path)
        if document is None or not any(
            joint.type == "fixed"
            for joint in document.kinematics(
                str(document.worlds[0].name) if document.model is None else None
            ).tree.joints.values()
        ):
            continue
        fused, pose_error, mass_error, content_error = _fused_agreement(path)
        checked += bool(fused.conversion.fused)
        assert max(pose_error, mass_error, content_error) < TOLERANCE, path
    assert checked > 50
