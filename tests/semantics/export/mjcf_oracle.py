"""MuJoCo as the oracle of the MJCF writer: compile what we wrote, compare its kinematics with ours.

For one document: write it as MJCF, compile the text with MuJoCo, then at rest
and at random joint configurations within limits (mimic followers and screw
slides set from MuJoCo's joint equalities, which tests what we wrote rather
than what we meant) compare every body's pose from ``mj_kinematics`` with
``Document.poses`` at the same positions, and every body's mass and inertia
with ``Document.inertial``.

Poses are compared per kinematic tree: a tree MuJoCo roots at the world is
compared in the document's root frame; a free tree relative to its root
body, since a model file's frame moves with its canonical link while
MuJoCo's world stays put. Our poses of all configurations come from one
batched ``Document.poses``. ``python -m tests.semantics.export.mjcf_oracle``
prints the agreement table over every vendored file.
"""

from __future__ import annotations

import math
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_semantics import Document, load
from sdformat_semantics.export.mjcf import MjcfConversion
from tests.conftest import REPO

DATA = REPO / "tests" / "data"
CONFIGURATIONS = 20
"""Random configurations per document, besides the one at rest."""

FloatArray = npt.NDArray[np.float64]


def vendored_documents() -> list[Path]:
    """Every vendored SDFormat, URDF and MJCF file (those that load valid are the oracle's)."""
    found = [*DATA.rglob("*.sdf"), *DATA.rglob("*.urdf"), *DATA.rglob("*.world")]
    found += (DATA / "mjcf").glob("*.xml")
    return sorted(path for path in found if "fuzz" not in path.parts)


def loads_valid(path: Path) -> Document | None:
    """The document, when it loads without errors and has frame graphs."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        document = load(path)
    return document if document.valid and document.graphs else None


@attrs.frozen
class Agreement:
    """How closely MuJoCo and we agree on one document.

    Attributes:
        file: The document, relative to the repository.
        bodies: Bodies compared.
        configurations: Joint configurations compared (rest included).
        pose_error: Largest difference of a pose entry (metres, rotation matrix entries).
        mass_error: Largest difference of a mass or inertia entry.
    """

    file: str
    bodies: int
    configurations: int
    pose_error: float
    mass_error: float


def _quaternion_product(a: FloatArray, b: FloatArray) -> FloatArray:
    """The product of two ``w x y z`` quaternions."""
    w1, x1, y1, z1 = a
    w2, x2, y2, z2 = b
    return np.array(
        [
            w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2,
            w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
            w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2,
            w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2,
        ]
    )


class Oracle:
    """One document written as MJCF and compiled, ready to compare configurations."""

    def __init__(self, mujoco: Any, document: Document, *, fuse_fixed: bool = False) -> None:
        self.mujoco = mujoco
        self.document = document
        self.world = str(document.worlds[0].name) if document.model is None else None
        self.conversion: MjcfConversion = document.convert_to_mjcf(fuse_fixed=fuse_fixed)
        self.model = mujoco.MjModel.from_xml_string(self.conversion.text)
        self.data = mujoco.MjData(self.model)
        self.kinematics = document.kinematics(self.world)
        self.followers = {c.follower_coordinate for c in self.kinematics.constraints}

    def random_configuration(self, rng: np.random.Generator | None) -> tuple[dict[Any, Any], Any]:
        """Our positions and MuJoCo's ``qpos`` for one configuration (``None``: at rest)."""
        model = self.model
        qpos = model.qpos0.copy()
        positions: dict[Any, Any] = {}
        for (joint, axis), name in self.conversion.coordinates.items():
            address = model.jnt_qposadr[model.joint(name).id]
            if axis == "ball":
                quaternion = rng.normal(size=4) if rng is not None else np.array([0, 0, 0, 1.0])
                quaternion /= np.linalg.norm(quaternion)
                positions[joint] = quaternion
                qpos[address : address + 4] = self._ball(joint, quaternion)
                continue
            if (joint, axis) in self.followers:
                continue
            model_joint = self.kinematics.tree.joints[joint]
            lower, upper = model_joint.limits[model_joint.coordinates.index(axis)]
            value = rng.uniform(max(lower, -math.pi), min(upper, math.pi)) if rng else 0.0
            positions[(joint, axis)] = value
            qpos[address] = value
        self._equalities(qpos)
        # A gearbox's output is ours to choose (our kinematics leaves gearboxes out) but
        # MuJoCo's equality sets it: both sides take MuJoCo's value.
        for (joint, axis), name in self.conversion.coordinates.items():
            if (joint, axis) in positions:
                positions[(joint, axis)] = qpos[model.jnt_qposadr[model.joint(name).id]]
        return positions, qpos

    def _ball(self, joint: str, quaternion: FloatArray) -> FloatArray:
        """Our ball rotation (in the joint frame, ``x y z w``) as MuJoCo's (body frame, ``w x y z``)."""
        child = self.kinematics.tree.joints[joint].child_body
        x, y, z, w = self.document.pose(joint, child, world=self.world).quaternion
        frame = np.array([w, x, y, z])
        inverse = frame * np.array([1.0, -1.0, -1.0, -1.0])
        rotation = np.array([quaternion[3], *quaternion[:3]])
        return _quaternion_product(_quaternion_product(frame, rotation), inverse)

    def _equalities(self, qpos: FloatArray) -> None:
        """Followers set by MuJoCo's joint equalities, as written (chains: repeated)."""
        model = self.model
        joint_equality = self.mujoco.mjtEq.mjEQ_JOINT
        for _ in range(max(1, model.neq)):
            for index in range(model.neq):
                if model.eq_type[index] != joint_equality:
                    continue
                follower = model.jnt_qposadr[model.eq_obj1id[index]]
                leader = model.jnt_qposadr[model.eq_obj2id[index]]
                data = model.eq_data[index]
                qpos[follower] = data[0] + data[1] * qpos[leader]

    def pose_error(self, positions: dict[Any, Any], qposes: list[FloatArray]) -> float:
        """The largest difference of a body pose entry between MuJoCo and us.

        ``positions`` holds one value per configuration (batched), ``qposes``
        MuJoCo's ``qpos`` of each.
        """
        # A link is a body, or (fused) a site of its host's body.
        frames = {
            link: ("body", self.model.body(body).id)
            for link, body in self.conversion.bodies.items()
        }
        frames |= {
            link: ("site", self.model.site(site).id) for link, site in self.conversion.fused.items()
        }
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            found = self.document.poses(positions, frames=list(frames), world=self.world)
        # Without a joint position there is no batch: the one pose serves every configuration.
        ours = {link: np.broadcast_to(pose, (len(qposes), 4, 4)) for link, pose in found.items()}
        roots = {link: self._root(kind, index) for link, (kind, index) in frames.items()}
        worst = 0.0
        for index, qpos in enumerate(qposes):
            self.data.qpos[:] = qpos
            self.mujoco.mj_kinematics(self.model, self.data)
            for link, (kind, number) in frames.items():
                root = roots[link]
                theirs = self._world_pose(kind, number)
                mine = ours[link][index]
                if root:  # a free tree: compared relative to its root body
                    base = self.model.body(root).name
                    theirs = np.linalg.inv(self._world_pose("body", root)) @ theirs
                    mine = np.linalg.inv(ours[base][index]) @ mine
                worst = max(worst, float(np.abs(mine - theirs).max()))
        return worst

    def _root(self, kind: str, index: int) -> int:
        """The root body of a body's or a site's kinematic tree (0: the world)."""
        body = index if kind == "body" else int(self.model.site_bodyid[index])
        return int(self.model.body_rootid[body])

    def _world_pose(self, kind: str, index: int) -> FloatArray:
        pose = np.eye(4)
        rotations, positions = (
            (self.data.xmat, self.data.xpos)
            if kind == "body"
            else (self.data.site_xmat, self.data.site_xpos)
        )
        pose[:3, :3] = rotations[index].reshape(3, 3)
        pose[:3, 3] = positions[index]
        return pose

    def system_mass_error(self) -> float:
        """The largest difference of the whole document's mass, centre and inertia at rest.

        Fused links have no body of their own: what must hold is that every
        link's mass is somewhere, at the right place, so the whole is compared
        (world frame, about the common centre of mass), ours from each link's
        own inertial and pose, MuJoCo's from its compiled bodies.
        """
        model, data = self.model, self.data
        data.qpos[:] = model.qpos0
        self.mujoco.mj_kinematics(model, data)
        theirs = []
        for body in range(1, model.nbody):
            rotation = data.ximat[body].reshape(3, 3)
            tensor = rotation @ np.diag(model.body_inertia[body]) @ rotation.T
            theirs.append((float(model.body_mass[body]), data.xipos[body].copy(), tensor))
        ours = []
        for link in [*self.conversion.bodies, *self.conversion.fused]:
            inertial = self.document.inertial(link, world=self.world)
            placed = self.document.pose(link, world=self.world) @ inertial.pose
            rotation = placed.rotation_matrix()
            tensor = rotation @ np.asarray(inertial.inertia) @ rotation.T
            ours.append((float(inertial.mass), placed.position, tensor))
        mine, other = _whole(ours), _whole(theirs)
        return max(
            float(np.abs(np.asarray(a) - np.asarray(b)).max())
            for a, b in zip(mine, other, strict=True)
        )

    def mass_error(self) -> float:
        """The largest difference of a mass, centre of mass or inertia entry (link frames)."""
        worst = 0.0
        model = self.model
        for link, body in self.conversion.bodies.items():
            ours = self.document.inertial(link, world=self.world)
            index = model.body(body).id
            rotation = np.zeros(9)
            self.mujoco.mju_quat2Mat(rotation, model.body_iquat[index])
            rotation = rotation.reshape(3, 3)
            theirs = rotation @ np.diag(model.body_inertia[index]) @ rotation.T
            ours_rotation = ours.pose.rotation_matrix()
            tensor = ours_rotation @ np.asarray(ours.inertia) @ ours_rotation.T
            worst = max(
                worst,
                abs(float(ours.mass) - float(model.body_mass[index])),
                float(np.abs(ours.pose.position - model.body_ipos[index]).max()),
                float(np.abs(tensor - theirs).max()),
            )
        return worst

    def agreement(self, file: str, configurations: int = CONFIGURATIONS) -> Agreement:
        """Poses at rest and at ``configurations`` random ones, and mass properties, compared."""
        rng = np.random.default_rng(0)
        drawn = [self.random_configuration(None)]
        drawn += [self.random_configuration(rng) for _ in range(configurations)]
        positions = {key: np.array([values[key] for values, _ in drawn]) for key in drawn[0][0]}
        worst = self.pose_error(positions, [qpos for _, qpos in drawn])
        bodies = len(self.conversion.bodies)
        return Agreement(file, bodies, configurations + 1, worst, self.mass_error())


def _whole(
    parts: list[tuple[float, FloatArray, FloatArray]],
) -> tuple[float, FloatArray, FloatArray]:
    """Mass, centre and inertia (about the centre) of parts given in one frame."""
    mass = sum(part[0] for part in parts)
    if mass <= 0.0:
        return 0.0, np.zeros(3), np.zeros((3, 3))
    centre = sum((m * c for m, c, _ in parts), np.zeros(3)) / mass
    tensor = np.zeros((3, 3))
    for m, c, own in parts:
        d = np.asarray(c) - centre
        tensor += own + m * (float(d @ d) * np.eye(3) - np.outer(d, d))
    return mass, centre, tensor


def agreements(mujoco: Any) -> Iterator[Agreement]:
    """The agreement of every vendored document that loads valid."""
    for path in vendored_documents():
        document = loads_valid(path)
        if document is not None:
            yield Oracle(mujoco, document).agreement(str(path.relative_to(REPO)))


def drawn_colours(mujoco: Any, model: Any) -> dict[int, FloatArray]:
    """The colour of every geom MuJoCo's default view draws, by geom index.

    MuJoCo's own scene (``mjv_updateScene``, default options, no rendering
    context needed) decides: groups 0 to 2, not fully transparent, in the
    colour its renderer picks (the material's or the geom's).
    """
    data = mujoco.MjData(model)
    mujoco.mj_forward(model, data)
    scene = mujoco.MjvScene(model, maxgeom=10_000)
    options = (mujoco.MjvOption(), mujoco.MjvPerturb(), mujoco.MjvCamera())
    mujoco.mjv_updateScene(model, data, *options, mujoco.mjtCatBit.mjCAT_ALL, scene)
    geoms = (scene.geoms[i] for i in range(scene.ngeom))
    geom = mujoco.mjtObj.mjOBJ_GEOM
    return {int(g.objid): np.array(g.rgba, dtype=float) for g in geoms if g.objtype == geom}


def main() -> int:
    """Print the agreement table (Markdown) over every vendored document."""
    import mujoco  # the table is asked for only where MuJoCo is installed

    rows = list(agreements(mujoco))
    print("| file | bodies | configurations | worst pose error | worst mass error |")
    print("|---|---|---|---|---|")
    for row in rows:
        print(
            f"| {row.file} | {row.bodies} | {row.configurations} | "
            f"{row.pose_error:.1e} | {row.mass_error:.1e} |"
        )
    bodies = sum(row.bodies for row in rows)
    pose = max(row.pose_error for row in rows)
    mass = max(row.mass_error for row in rows)
    print(f"| {len(rows)} files | {bodies} | {CONFIGURATIONS + 1} each | {pose:.1e} | {mass:.1e} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
