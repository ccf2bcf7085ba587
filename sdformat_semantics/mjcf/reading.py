"""An MJCF (MuJoCo) document read as an SDFormat model, with what SDFormat cannot hold.

MuJoCo reads and compiles the file (``MjSpec.from_file``, then ``compile``):
defaults, classes, ``fromto``, ``zaxis``, degrees, includes and autolimits
are applied by MuJoCo's own compiler, never re-implemented here. The
compiled model is then written as one SDFormat model (the rules,
docs/guide.md "Reading MJCF"):

* each body is a link at its pose at MuJoCo's reference configuration
  (``qpos0``, which becomes the SDFormat zero), with the body's inertial;
* a body's joints: none is a fixed joint to its parent body (or to the
  world); a free joint leaves the link floating; a hinge is revolute
  (continuous without limits), a slide prismatic, a ball a ball; two hinges
  at one anchor are a universal joint, any other set of several joints a
  chain of massless links, one joint each, in MuJoCo's order;
* a geom that collides (``contype`` or ``conaffinity``) is a collision; one
  MuJoCo draws by default (groups 0 to 2, not fully transparent) is also a
  visual (``<name>_visual`` then), in the colour MuJoCo draws it (its
  ``rgba``, or its material's when it sets none); a geom that neither
  collides nor is drawn is left out (reported; its mass is in the link's
  inertial); sites are frames; joint equalities are mimic constraints
  (MuJoCo's polynomial ``a0 + a1 * leader``, references included).

Everything else (tendons, actuators, sensors, cameras, lights, contact
pairs and exclusions, weld and connect equalities, plugins, keyframes,
options, attributes of no SDFormat equivalent) is a ``MJCF_IMPORT_LOSS``
warning with the line and element path where the main file holds it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_runtime.values import format_number
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.mjcf.geoms import GeomWriter
from sdformat_semantics.mjcf.library import MujocoMissingError, import_mujoco, mujoco_warnings
from sdformat_semantics.mjcf.losses import ImportLosses
from sdformat_semantics.mjcf.shapes import mujoco_pose, numbers, sub

SEPARATOR = "::"
"""Reserved in SDFormat names since 1.8: replaced in MJCF names."""


def convert_mjcf(
    top: etree._Element, file: str | None, version: str
) -> tuple[etree._ElementTree | None, list[Error]]:
    """The SDFormat document (at ``version``) of an MJCF ``<mujoco>`` element, and the problems.

    Args:
        top: The parsed ``<mujoco>`` root (for lines and paths of the losses).
        file: Its file, which MuJoCo reads itself (None: the text of ``top``).
        version: The SDFormat version to write.

    Returns:
        The ``<sdf>`` tree, or None when MuJoCo is missing or refuses the
        file (the problems say why); the problems, the loss report among them.
    """
    line = top.sourceline if isinstance(top.sourceline, int) else None
    try:
        mujoco = import_mujoco("reading MJCF", file)
    except MujocoMissingError as error:
        return None, [Error(error.problem.code, error.problem.message, file, line, "/mujoco")]
    # What MuJoCo warns about becomes a problem of the load (never printed nor logged).
    with mujoco_warnings(mujoco) as warned:
        try:
            if file is not None:
                spec = mujoco.MjSpec.from_file(file)
            else:
                spec = mujoco.MjSpec.from_string(etree.tostring(top, encoding="unicode"))
            model = spec.compile()
        except ValueError as error:
            said = " ".join(str(error).split())
            message = f"MuJoCo cannot compile this MJCF document: {said}"
            return None, [Error(ErrorCode.CONVERSION_ERROR, message, file, line, "/mujoco")]
    losses = ImportLosses(top, file)
    for said in warned:
        message = f"MuJoCo warns about this MJCF document: {said}"
        losses.problems.append(
            Error(ErrorCode.WARNING, message, file, line, "/mujoco", severity=Severity.WARNING)
        )
    folder = Path(file).resolve().parent if file is not None else None
    writer = _Writer(mujoco, spec, model, losses, version, folder)
    sdf = writer.write()
    losses.report_unread(spec, writer.geoms.materials)
    return etree.ElementTree(sdf), losses.problems


def _model_name(spec: Any, file: str | None) -> str:
    name = str(spec.modelname or "")
    if name and name != "MuJoCo Model":
        return name
    if file is not None:
        return Path(file).stem
    return "mujoco_model"


class _Writer:
    """Writes one compiled MuJoCo model as an SDFormat ``<model>``."""

    def __init__(
        self,
        mujoco: Any,
        spec: Any,
        model: Any,
        losses: ImportLosses,
        version: str,
        folder: Path | None,
    ) -> None:
        self.mujoco = mujoco
        self.spec = spec
        self.model = model
        self.folder = folder
        name = _model_name(spec, losses.file)
        self.losses = losses
        self.version = version
        self.quaternions = tuple(int(p) for p in version.split(".")) >= (1, 9)
        self.sdf = etree.Element("sdf", version=version)
        self.root = sub(self.sdf, "model", name=name)
        self.data = mujoco.MjData(model)
        mujoco.mj_kinematics(model, self.data)  # every body at qpos0, the SDFormat zero
        self.names: set[str] = set()
        self.links: dict[int, str] = {}
        self.coordinates: dict[int, tuple[etree._Element, str]] = {}  # MuJoCo joint -> axis
        self.geoms = GeomWriter(mujoco, spec, model, losses, folder, self.pose_text, self.unique)

    def unique(self, wanted: str, what: str, tag: str = "", taken: set[str] | None = None) -> str:
        """An SDFormat name for an MJCF one, unique among ``taken`` (default the model's)."""
        taken = self.names if taken is None else taken
        name = wanted.replace(SEPARATOR, "__") or "unnamed"
        base, count = name, 1
        while name in taken or name == "world":
            count += 1
            name = f"{base}_{count}"
        if name != wanted and wanted:
            message = (
                f"{what} '{wanted}' is named '{name}' in SDFormat ('::' is reserved, or taken)"
            )
            self.losses.lose(tag, wanted, message)
        taken.add(name)
        return name

    def pose_text(self, pose: Pose, parent: etree._Element, relative_to: str = "") -> None:
        attributes = {"relative_to": relative_to} if relative_to else {}
        if self.quaternions:
            x, y, z = (float(v) for v in pose.position)
            values = [x, y, z, *(float(v) for v in pose.quaternion)]
            sub(parent, "pose", numbers(values), rotation_format="quat_xyzw", **attributes)
        else:
            sub(parent, "pose", pose.to_sdf(), **attributes)

    def write(self) -> etree._Element:
        model = self.model
        for body in range(1, model.nbody):
            name = model.body(body).name or f"body_{body}"
            self.links[body] = self.unique(name, "body", "body")
        if self._holds_anything(0) or self._moves_on_the_world():
            self.links[0] = self.unique("worldbody", "the world body")
            link = self._link(0, self.links[0])
            joint = sub(
                self.root, "joint", name=self.unique("worldbody_weld", "joint"), type="fixed"
            )
            sub(joint, "parent", "world")
            sub(joint, "child", self.links[0])
            self._shapes(0, link)
        for body in range(1, model.nbody):
            link = self._link(body, self.links[body])
            self._joints(body)
            self._shapes(body, link)
        self._equalities()
        if not self.links:
            # Only assets or settings (a file other models include): MuJoCo compiles an
            # empty world, and SDFormat holds an empty model only when it is static.
            sub(self.root, "static", "true")
            message = "the world body holds no body, geom or site: read as an empty static model"
            self.losses.at(self.losses.top, message, Severity.INFO)
        return self.sdf

    def _moves_on_the_world(self) -> bool:
        """Whether a body's joint (not a free one) ties it to the world body.

        The model frame rides on the first link: that link must not move, or
        every pose would be taken from a moving frame. The world body's link
        comes first, welded to the world, even when it holds nothing.
        """
        model = self.model
        free = self.mujoco.mjtJoint.mjJNT_FREE
        for body in range(1, model.nbody):
            first, count = int(model.body_jntadr[body]), int(model.body_jntnum[body])
            if model.body_parentid[body] == 0 and count and model.jnt_type[first] != free:
                return True
        return False

    def _holds_anything(self, body: int) -> bool:
        model = self.model
        return bool(np.any(model.geom_bodyid == body) or np.any(model.site_bodyid == body))

    def _link(self, body: int, name: str) -> etree._Element:
        link = sub(self.root, "link", name=name)
        self.pose_text(mujoco_pose(self.data.xpos[body], self.data.xquat[body]), link)
        if body == 0:
            return link
        inertial = sub(link, "inertial")
        model = self.model
        self.pose_text(mujoco_pose(model.body_ipos[body], model.body_iquat[body]), inertial)
        sub(inertial, "mass", format_number(float(model.body_mass[body])))
        inertia = sub(inertial, "inertia")
        for key, value in zip(("ixx", "iyy", "izz"), model.body_inertia[body], strict=True):
            sub(inertia, key, format_number(float(value)))
        for key in ("ixy", "ixz", "iyz"):
            sub(inertia, key, "0")
        return link

    # Joints -----------------------------------------------------------------

    def _joints(self, body: int) -> None:
        model = self.model
        first, count = int(model.body_jntadr[body]), int(model.body_jntnum[body])
        joints = list(range(first, first + count))
        parent = int(model.body_parentid[body])
        parent_name = self.links.get(parent, "world") if parent else "world"
        kinds = self.mujoco.mjtJoint
        if not joints:
            self._joint("fixed", f"{self.links[body]}_weld", parent_name, self.links[body])
            return
        if model.jnt_type[joints[0]] == kinds.mjJNT_FREE:
            if parent != 0 or count > 1:
                message = (
                    "a free joint below another body, or with other joints: only a root "
                    "link floats in SDFormat; left out"
                )
                self.losses.lose("body", model.body(body).name, message)
            return
        hinge = kinds.mjJNT_HINGE
        if (
            count == 2
            and all(model.jnt_type[j] == hinge for j in joints)
            and np.array_equal(model.jnt_pos[joints[0]], model.jnt_pos[joints[1]])
        ):
            self._moving("universal", joints, parent_name, self.links[body])
            return
        chain = [parent_name]
        for index, joint in enumerate(joints[:-1]):
            name = self.unique(f"{self.links[body]}__{model.joint(joint).name or index}", "link")
            intermediate = sub(self.root, "link", name=name)
            self.pose_text(mujoco_pose(self.data.xpos[body], self.data.xquat[body]), intermediate)
            inertial = sub(intermediate, "inertial")
            sub(inertial, "mass", "0")
            chain.append(name)
        chain.append(self.links[body])
        for index, joint in enumerate(joints):
            self._moving(self._kind(joint), [joint], chain[index], chain[index + 1])

    def _kind(self, joint: int) -> str:
        kinds = self.mujoco.mjtJoint
        kind = self.model.jnt_type[joint]
        if kind == kinds.mjJNT_BALL:
            return "ball"
        if kind == kinds.mjJNT_SLIDE:
            return "prismatic"
        return "revolute" if self.model.jnt_limited[joint] else "continuous"

    def _joint(self, kind: str, name: str, parent: str, child: str) -> etree._Element:
        joint = sub(self.root, "joint", name=self.unique(name, "joint", "joint"), type=kind)
        sub(joint, "parent", parent)
        sub(joint, "child", child)
        return joint

    def _moving(self, kind: str, joints: list[int], parent: str, child: str) -> None:
        model = self.model
        first = joints[0]
        name = model.joint(first).name or f"joint_{first}"
        if kind == "universal":
            name = f"{name}_{model.joint(joints[1]).name or joints[1]}"
        joint = self._joint(kind, name, parent, child)
        if kind == "universal":  # positions are then set by its name, not by each hinge's
            merged = joint.get("name", "")
            for field, index in (("axis", first), ("axis2", joints[1])):
                message = f"two hinges at one anchor: it is <{field}> of universal joint '{merged}'"
                self.losses.lose("joint", model.joint(index).name, message)
        pose = Pose(np.asarray(model.jnt_pos[first], dtype=float), (0.0, 0.0, 0.0, 1.0))
        self.pose_text(pose, joint)
        if kind == "ball":
            return
        for field, index in zip(("axis", "axis2"), joints, strict=False):
            axis = sub(joint, field)
            sub(axis, "xyz", numbers(model.jnt_axis[index]))
            self._axis(axis, index, kind)
            self.coordinates[index] = (joint, field)

    def _axis(self, axis: etree._Element, joint: int, kind: str) -> None:
        model = self.model
        address = int(model.jnt_qposadr[joint])
        zero = float(model.qpos0[address])  # MuJoCo's reference: the SDFormat zero
        limit = sub(axis, "limit")
        if kind == "continuous" or not model.jnt_limited[joint]:
            sub(limit, "lower", "-1e16")
            sub(limit, "upper", "1e16")
        else:
            lower, upper = (float(v) - zero for v in model.jnt_range[joint])
            sub(limit, "lower", format_number(lower))
            sub(limit, "upper", format_number(upper))
        if model.jnt_actfrclimited[joint]:
            low, high = (float(v) for v in model.jnt_actfrcrange[joint])
            sub(limit, "effort", format_number(max(abs(low), abs(high))))
            if low != -high:
                message = (
                    "an asymmetric actuator force range: SDFormat's effort limit is "
                    "symmetric; the larger bound kept"
                )
                self.losses.lose("joint", model.joint(joint).name, message)
        dof = int(model.jnt_dofadr[joint])
        dynamics = sub(axis, "dynamics")
        sub(dynamics, "damping", format_number(float(np.ravel(model.dof_damping[dof])[0])))
        sub(dynamics, "friction", format_number(float(model.dof_frictionloss[dof])))
        spring = float(model.qpos_spring[address]) - zero
        sub(dynamics, "spring_reference", format_number(spring))
        stiffness = float(np.ravel(model.jnt_stiffness[joint])[0])
        sub(dynamics, "spring_stiffness", format_number(stiffness))
        if zero != 0.0:
            message = (
                f"reference position {zero}: the SDFormat zero is there, so positions "
                "are MuJoCo's minus it"
            )
            self.losses.lose("joint", model.joint(joint).name, message)
        armature = float(model.dof_armature[dof])
        if armature != 0.0:
            message = f"armature {armature}: SDFormat has none; left out"
            self.losses.lose("joint", model.joint(joint).name, message)

    # Geoms and sites --------------------------------------------------------

    def _shapes(self, body: int, link: etree._Element) -> None:
        model = self.model
        names: set[str] = set()  # of the link's visuals and collisions, apart from the model's
        for geom in np.flatnonzero(model.geom_bodyid == body):
            self.geoms.write(int(geom), link, names)
        for site in np.flatnonzero(model.site_bodyid == body):
            name = self.unique(model.site(int(site)).name or f"site_{site}", "site", "site")
            frame = sub(self.root, "frame", name=name, attached_to=self.links[body])
            pose = mujoco_pose(model.site_pos[site], model.site_quat[site])
            self.pose_text(pose, frame, self.links[body])

    # Equalities -------------------------------------------------------------

    def _equalities(self) -> None:
        model = self.model
        for index in range(model.neq):
            name = model.equality(index).name
            if model.eq_type[index] != self.mujoco.mjtEq.mjEQ_JOINT:
                message = (
                    "an equality other than joint (weld, connect, tendon, flex): SDFormat "
                    "has no such constraint; left out"
                )
                self.losses.lose("equality", name, message, index=index)
                continue
            follower, leader = int(model.eq_obj1id[index]), int(model.eq_obj2id[index])
            data = [float(v) for v in model.eq_data[index][:5]]
            if leader < 0 or follower not in self.coordinates or leader not in self.coordinates:
                message = (
                    "a joint equality without a leader joint, or on a joint SDFormat "
                    "holds no axis of: left out"
                )
                self.losses.lose("equality", name, message, index=index)
                continue
            if any(data[2:]) or not model.eq_active0[index]:
                message = (
                    "a polynomial beyond degree 1, or inactive at start: written as the "
                    "linear mimic a0 + a1 * leader"
                )
                self.losses.lose("equality", name, message, index=index)
            joint, field = self.coordinates[follower]
            leader_joint, leader_field = self.coordinates[leader]
            axis = joint.find(field)
            assert axis is not None  # written with the joint
            mimic = sub(axis, "mimic", joint=leader_joint.get("name", ""), axis=leader_field)
            sub(mimic, "multiplier", format_number(data[1]))
            sub(mimic, "offset", format_number(data[0]))
            sub(mimic, "reference", "0")
