"""Reading MJCF with MuJoCo's compiler: the model read, its loss report, and the round trip back."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from sdformat_runtime.errors import ErrorCode
from sdformat_semantics import load
from tests.helpers import write
from tests.semantics.export.mjcf_oracle import DATA

mujoco = pytest.importorskip(
    "mujoco", minversion="3.10", reason="MJCF needs the [mujoco] extra (mujoco>=3.10)"
)

MJCF = sorted((DATA / "mjcf").glob("*.xml"))
"""The vendored MJCF models (their licences: tests/data/mjcf/README.md)."""


def _world_poses(model: object, qpos: np.ndarray) -> dict[str, np.ndarray]:
    data = mujoco.MjData(model)
    data.qpos[:] = qpos
    mujoco.mj_kinematics(model, data)
    poses = {}
    for body in range(1, model.nbody):  # type: ignore[attr-defined]
        pose = np.eye(4)
        pose[:3, :3] = data.xmat[body].reshape(3, 3)
        pose[:3, 3] = data.xpos[body]
        poses[model.body(body).name] = pose  # type: ignore[attr-defined]
    return poses


def _written_joint(original: object, joint: int, written: object) -> int | None:
    """The written model's joint for an original one (a universal pair's second: ``::axis2``)."""
    name = original.joint(joint).name  # type: ignore[attr-defined]
    body = original.jnt_bodyid[joint]  # type: ignore[attr-defined]
    first = original.body_jntadr[body]  # type: ignore[attr-defined]
    candidates = [name]
    if joint == first + 1 and original.body_jntnum[body] == 2:  # type: ignore[attr-defined]
        leader = original.joint(first).name  # type: ignore[attr-defined]
        candidates.append(f"{leader}_{name}::axis2")
    if joint == first and original.body_jntnum[body] == 2:  # type: ignore[attr-defined]
        candidates.append(f"{name}_{original.joint(first + 1).name}")  # type: ignore[attr-defined]
    for candidate in candidates:
        found = mujoco.mj_name2id(written, mujoco.mjtObj.mjOBJ_JOINT, candidate)
        if found >= 0:
            return int(found)
    return None


@pytest.mark.parametrize("path", MJCF, ids=lambda path: path.name)
def test_mjcf_read_then_written_back_compiles_to_the_same_body_poses(path: Path) -> None:
    original = mujoco.MjModel.from_xml_path(str(path))
    document = load(path)
    assert document.valid, document.errors
    written = mujoco.MjModel.from_xml_string(document.to_mjcf(allow_loss=True))
    rng = np.random.default_rng(0)
    hinge_or_slide = (mujoco.mjtJoint.mjJNT_HINGE, mujoco.mjtJoint.mjJNT_SLIDE)
    for trial in range(21):
        qpos, moved = original.qpos0.copy(), written.qpos0.copy()
        for joint in range(original.njnt):
            if original.jnt_type[joint] not in hinge_or_slide:
                continue
            target = _written_joint(original, joint, written)
            assert target is not None, original.joint(joint).name
            low, high = original.jnt_range[joint] if original.jnt_limited[joint] else (-1, 1)
            value = rng.uniform(low, high) if trial else original.qpos0[original.jnt_qposadr[joint]]
            qpos[original.jnt_qposadr[joint]] = value
            # The SDFormat zero is MuJoCo's reference: written back with a reference of 0.
            zero = original.qpos0[original.jnt_qposadr[joint]]
            moved[written.jnt_qposadr[target]] = value - zero
        if original.neq:  # followers as the equalities of each model set them
            for model, values in ((original, qpos), (written, moved)):
                for index in range(model.neq):
                    follower = model.jnt_qposadr[model.eq_obj1id[index]]
                    leader = model.jnt_qposadr[model.eq_obj2id[index]]
                    zero_f, zero_l = model.qpos0[follower], model.qpos0[leader]
                    data = model.eq_data[index]
                    values[follower] = zero_f + data[0] + data[1] * (values[leader] - zero_l)
        before, after = _world_poses(original, qpos), _world_poses(written, moved)
        for name, pose in before.items():
            if name:  # unnamed bodies are named anew
                assert np.abs(after[name] - pose).max() < 1e-9, (trial, name)


def test_defaults_and_classes_are_applied_by_mujoco_and_equalities_become_mimics() -> None:
    document = load(DATA / "mjcf" / "rack_and_pinion.xml")
    [mimic] = document.mimic_constraints()
    assert (mimic.follower, mimic.leader, mimic.multiplier) == ("rack_joint", "pinion_joint", 0.02)
    pinion = document.find("pinion_joint")
    assert float(pinion.axis.dynamics.damping) == 0.1  # the default class's, by MuJoCo
    assert (float(pinion.axis.limit.lower), float(pinion.axis.limit.upper)) == (-3.0, 3.0)
    assert str(document.find("yaw_pitch").type) == "universal"
    merged = [p for p in document.warnings if "universal joint" in p.message]
    for hinge, field in (("yaw", "axis"), ("pitch", "axis2")):  # their names are gone: said
        [said] = [p for p in merged if (p.path or "").endswith(f'joint[@name="{hinge}"]')]
        assert f"<{field}> of universal joint 'yaw_pitch'" in said.message
    assert document.find("rack").visuals and not document.find("rack").collisions
    assert np.allclose(document.pose("tooth").position, [0.02, 0, 0.02])
    knee = load(DATA / "mjcf" / "humanoid.xml").pose("knee_right", "shin_right")
    assert np.allclose(knee.position, [0, 0, 0.02])  # the class "knee" sets it


def test_what_sdformat_cannot_hold_is_reported_at_its_line() -> None:
    document = load(DATA / "mjcf" / "humanoid.xml")
    losses = [p for p in document.warnings if p.code is ErrorCode.MJCF_IMPORT_LOSS]
    paths = " ".join(p.path or "" for p in losses)
    for what in ("/tendon/fixed", "/actuator/motor", "/contact/exclude", "/keyframe/key", "camera"):
        assert what in paths
    assert all(p.line is not None for p in losses)
    assert sum("/actuator/motor" in (p.path or "") for p in losses) == 21


def test_an_mjcf_model_is_included_like_a_urdf(tmp_path: Path) -> None:
    (tmp_path / "car.xml").write_bytes((DATA / "mjcf" / "car.xml").read_bytes())
    world = write(
        tmp_path,
        "world.sdf",
        '<sdf version="1.10"><world name="w"><include><uri>car.xml</uri><name>car</name>'
        "<pose>1 0 0 0 0 0</pose></include></world></sdf>",
    )
    document = load(world)
    assert document.valid, document.errors
    assert np.allclose(document.pose("car::car").position, [1, 0, 0.03])


def test_without_mujoco_reading_mjcf_is_an_error_naming_the_extra(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "mujoco", None)
    document = load(DATA / "mjcf" / "car.xml")
    [error] = document.errors
    assert error.code is ErrorCode.MUJOCO_MISSING and "[mujoco]" in error.message
    assert error.path == "/mujoco"


@pytest.mark.parametrize("release", ["3.2.0", "3.9.7", "2.3.7"])
def test_a_mujoco_older_than_the_oldest_that_works_is_named_not_crashed_into(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, release: str
) -> None:
    """Older releases take other call forms or refuse what we write (mjcf/library.py)."""
    monkeypatch.setattr(mujoco, "__version__", release)
    document = load(DATA / "mjcf" / "car.xml")
    [error] = document.errors
    assert error.code is ErrorCode.MUJOCO_MISSING
    assert f"mujoco {release} is installed, older than 3.10" in error.message
    assert "mujoco>=3.10" in error.message
    written = load(
        write(
            tmp_path, "m.sdf", '<sdf version="1.12"><model name="m"><link name="l"/></model></sdf>'
        )
    )
    with pytest.raises(ImportError, match=r"older than 3\.10"):
        written.to_mjcf()


def test_mesh_geoms_name_their_file_and_keep_their_place_through_the_round_trip(
    tmp_path: Path,
) -> None:
    (tmp_path / "tet.obj").write_text(
        "v 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 0 1\nf 1 3 2\nf 1 2 4\nf 1 4 3\nf 2 3 4\n"
    )
    source = write(
        tmp_path,
        "m.xml",
        '<mujoco model="m"><asset><mesh name="tet" file="tet.obj" scale="2 1 1"/></asset>'
        '<worldbody><body name="b" pos="0 0 1"><freejoint/>'
        '<geom type="mesh" mesh="tet" pos="0.1 0 0" euler="0 0 30"/></body></worldbody></mujoco>',
    )
    document = load(source)
    assert document.valid and document.problems == ()
    mesh = document.find("b").collisions[0].geometry.mesh
    assert Path(str(mesh.uri)) == tmp_path / "tet.obj"
    models = [mujoco.MjModel.from_xml_path(str(source))]
    models.append(mujoco.MjModel.from_xml_string(document.to_mjcf()))
    placed = []
    for model in models:  # MuJoCo moves a mesh geom onto the mesh's centre of mass
        data = mujoco.MjData(model)
        mujoco.mj_kinematics(model, data)
        placed.append((data.geom_xpos[0].copy(), data.geom_xmat[0].copy()))
    assert np.allclose(placed[0][0], placed[1][0]) and np.allclose(placed[0][1], placed[1][1])
