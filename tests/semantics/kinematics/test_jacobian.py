"""Jacobians: against finite differences of our own poses, and against MuJoCo's ``mj_jac``."""

from __future__ import annotations

import math
import warnings
from pathlib import Path

import numpy as np
import pytest

import sdformat_semantics
from sdformat_semantics import Document
from sdformat_semantics.frames.lookup import FrameLookupError, display_name
from sdformat_semantics.kinematics import ConfigurationError, JointLimitWarning
from sdformat_semantics.kinematics.jacobian import columns_of

DATA = Path(__file__).parents[2] / "data"
ROBOTS = sorted(
    [
        *(DATA / "corpus" / "real").rglob("*.sdf"),
        *(DATA / "urdf" / "real").rglob("*.urdf"),
        *(DATA / "mimic").glob("*.sdf"),
        *(DATA / "kinematics").rglob("*.sdf"),
    ]
)
PANDA = DATA / "kinematics" / "panda" / "model.sdf"
STEP = 1e-6


def load(path: Path) -> Document:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return sdformat_semantics.load(path)


def configuration(document: Document, seed: int) -> dict[object, object]:
    """Random positions within limits (within +-1) for every Jacobian column's coordinate."""
    kinematics = document.kinematics()
    rng = np.random.default_rng(seed)
    positions: dict[object, object] = {}
    for name, axis in columns_of(kinematics):
        joint = kinematics.tree.joints[name]
        if joint.type == "ball":
            positions[name] = rng.uniform(-1.0, 1.0, 3)
            continue
        lower, upper = joint.limits[joint.coordinates.index(axis)]
        low, high = max(lower, -1.0), min(upper, 1.0)
        positions[(name, axis)] = float(rng.uniform(low, high)) if low < high else low
    return positions


def quaternion_of(vector: np.ndarray) -> np.ndarray:
    angle = float(np.linalg.norm(vector))
    if angle == 0.0:
        return np.array([0.0, 0.0, 0.0, 1.0])
    return np.array([*(math.sin(angle / 2) * vector / angle), math.cos(angle / 2)])


def turned(quaternion: np.ndarray, axis: int, angle: float) -> np.ndarray:
    """``quaternion`` followed by a turn about its own (turned) axis ``axis``."""
    x1, y1, z1, w1 = quaternion
    x2, y2, z2, w2 = quaternion_of(np.eye(3)[axis] * angle)
    return np.array(
        [
            w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
            w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2,
            w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2,
            w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2,
        ]
    )


def nudged(positions: dict[object, object], name: str, axis: str, step: float) -> dict:
    moved = dict(positions)
    if axis in "xyz":
        moved[name] = turned(quaternion_of(np.asarray(positions[name])), "xyz".index(axis), step)
    else:
        moved[(name, axis)] = float(positions[(name, axis)]) + step  # type: ignore[arg-type]
    return moved


def differences(
    document: Document, frame: str, base: str, expressed: str, positions: dict
) -> np.ndarray:
    """The Jacobian by central differences of ``Document.pose``, column by column."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", JointLimitWarning)  # a step beyond a limit is fine here
        return _differences(document, frame, base, expressed, positions)


def _differences(
    document: Document, frame: str, base: str, expressed: str, positions: dict
) -> np.ndarray:
    kinematics = document.kinematics()
    rotation = document.pose(expressed, base, positions=positions).matrix()[:3, :3]
    at = document.pose(frame, base, positions=positions).matrix()
    columns = []
    for name, axis in columns_of(kinematics):
        ahead = document.pose(frame, base, positions=nudged(positions, name, axis, STEP)).matrix()
        behind = document.pose(frame, base, positions=nudged(positions, name, axis, -STEP)).matrix()
        rate = (ahead - behind) / (2 * STEP)
        spin = rate[:3, :3] @ at[:3, :3].T
        twist = np.concatenate([rate[:3, 3], [spin[2, 1], spin[0, 2], spin[1, 0]]])
        columns.append(np.concatenate([rotation.T @ twist[:3], rotation.T @ twist[3:]]))
    return np.array(columns).T


def frames_of(document: Document) -> list[str]:
    links = sorted(document.poses())
    return [links[0], links[len(links) // 2], links[-1]] if links else []


@pytest.mark.parametrize("path", ROBOTS, ids=[str(p.relative_to(DATA)) for p in ROBOTS])
def test_jacobians_match_finite_differences_of_our_poses(path: Path) -> None:
    document = load(path)
    if not document.graphs or not columns_of(document.kinematics()):
        pytest.skip("nothing moves")
    frames = frames_of(document)
    positions = configuration(document, seed=len(path.name))
    size = 1.0 + max(float(np.abs(m[:3, 3]).max()) for m in document.poses(positions).values())
    # every frame alone, relative to another moving frame, and in the axes of a third
    for frame, base, expressed in [
        (frames[-1], None, None),
        (frames[-1], frames[1], frames[0]),
        (frames[0], frames[-1], frames[1]),
    ]:
        found = document.jacobian(frame, base, expressed, positions=positions)
        names = (base or document.frame_graphs().root, expressed or base or "")
        expected = differences(document, frame, names[0], names[1] or names[0], positions)
        assert found.matrix.shape == expected.shape
        assert np.allclose(found.matrix, expected, atol=1e-5 * size), (frame, base, expressed)


@pytest.mark.parametrize(
    "path", [DATA / "mimic" / "chain_in_world.sdf", PANDA], ids=["chain", "panda"]
)
def test_a_batch_is_each_configuration_alone_and_followers_fold_into_leaders(path: Path) -> None:
    """A batch goes through numpy, one configuration through floats: they agree."""
    document = load(path)
    kinematics = document.kinematics()
    followers = {c.follower_coordinate for c in kinematics.constraints}
    assert not followers & set(columns_of(kinematics))
    frames = frames_of(document)
    batch = [configuration(document, seed) for seed in range(3)]
    stacked = {key: np.array([p[key] for p in batch]) for key in batch[0]}
    together = document.jacobian(frames[-1], frames[0], positions=stacked).matrix
    for index, positions in enumerate(batch):
        alone = document.jacobian(frames[-1], frames[0], positions=positions).matrix
        assert np.allclose(together[index], alone, atol=1e-12)


def test_the_pandas_hand_moves_as_its_joints_say() -> None:
    document = load(PANDA)
    at_zero = document.jacobian("panda_hand")
    assert at_zero.columns[:7] == tuple((f"panda_joint{i}", "axis") for i in range(1, 8))
    # joint 1 turns about the vertical through the base: the hand's angular velocity is z
    assert np.allclose(at_zero.matrix[3:, 0], [0.0, 0.0, 1.0])
    # the fingers do not move the hand
    assert np.allclose(at_zero.matrix[:, 7:], 0.0)


def test_unknown_frames_and_bad_positions_are_the_errors_a_pose_query_gives() -> None:
    document = load(PANDA)
    with pytest.raises(FrameLookupError):
        document.jacobian("panda_palm")
    with pytest.raises(ConfigurationError):
        document.jacobian("panda_hand", positions={"panda_joint1": math.nan})


mujoco = pytest.importorskip("mujoco", reason="comparing with mj_jac needs the mujoco extra")


@pytest.mark.parametrize(
    "path",
    [
        PANDA,
        DATA
        / "urdf/real/ROBOTIS-GIT__turtlebot3_simulations/turtlebot3_gazebo/urdf/turtlebot3_waffle.urdf",
        DATA
        / "corpus/real/RobotLocomotion__models/iiwa_description/sdf/iiwa14_polytope_collision.sdf",
        DATA / "urdf/real/gazebosim__sdformat/test/sdf/joint_mimic_rack_pinion.urdf",
    ],
    ids=["panda", "turtlebot3", "iiwa14", "rack_and_pinion"],
)
def test_jacobians_match_mujocos_mj_jac_through_the_mjcf_export(path: Path) -> None:
    document = load(path)
    conversion = document.convert_to_mjcf()
    model = mujoco.MjModel.from_xml_string(conversion.text)
    data = mujoco.MjData(model)
    positions = configuration(document, seed=7)
    kinematics = document.kinematics()
    graphs = document.frame_graphs()
    shown = {
        (name, axis): (display_name(graphs, name), axis)
        for name, joint in kinematics.tree.joints.items()
        for axis in joint.coordinates
    }
    for (name, axis), value in positions.items():  # type: ignore[misc]
        joint = model.joint(conversion.coordinates[shown[(name, axis)]])
        data.qpos[joint.qposadr[0]] = value
    mujoco.mj_kinematics(model, data)
    mujoco.mj_comPos(model, data)
    checked = 0
    for link, body in conversion.bodies.items():
        ours = document.jacobian(link, positions=positions)
        body_id = model.body(body).id
        if model.body_dofnum[body_id] == 0 and model.body_parentid[body_id] == 0:
            continue
        translation = np.zeros((3, model.nv))
        rotation = np.zeros((3, model.nv))
        mujoco.mj_jac(model, data, translation, rotation, data.xpos[body_id], body_id)
        # a follower's dof in MuJoCo holds its own column: fold it as ours does
        theirs = np.vstack([translation, rotation])
        for constraint in kinematics.constraints:
            leader = conversion.coordinates.get(shown.get(constraint.leader_coordinate, ("", "")))
            follower = conversion.coordinates.get(
                shown.get(constraint.follower_coordinate, ("", ""))
            )
            if leader and follower:
                dof_leader = model.jnt_dofadr[model.joint(leader).id]
                dof_follower = model.jnt_dofadr[model.joint(follower).id]
                theirs[:, dof_leader] += constraint.multiplier * theirs[:, dof_follower]
        for index, (name, axis) in enumerate(ours.columns):
            dof = model.jnt_dofadr[model.joint(conversion.coordinates[(name, axis)]).id]
            assert np.allclose(ours.matrix[:, index], theirs[:, dof], atol=1e-9), (link, name)
        checked += 1
    assert checked
