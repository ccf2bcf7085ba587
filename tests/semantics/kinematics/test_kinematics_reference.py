"""A 7-joint arm and a mobile robot against forward kinematics written here with plain matrices.

The reference below reads nothing from the library: it builds each pose from
the numbers that also go into the XML, and chains

    child(q) = parent(q) @ X_PJ @ M(q) @ X_JC

with ``X_PJ`` the joint frame in the parent link and ``X_JC`` the child link
in the joint frame, both at the zero configuration.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import pytest

import sdformat_semantics
from sdformat_semantics.document.loaded import Document

# Plain matrix helpers --------------------------------------------------------------


def rpy_matrix(x: float, y: float, z: float, roll: float, pitch: float, yaw: float) -> np.ndarray:
    cr, sr, cp, sp, cy, sy = (
        math.cos(roll),
        math.sin(roll),
        math.cos(pitch),
        math.sin(pitch),
        math.cos(yaw),
        math.sin(yaw),
    )
    rx = np.array([[1, 0, 0], [0, cr, -sr], [0, sr, cr]])
    ry = np.array([[cp, 0, sp], [0, 1, 0], [-sp, 0, cp]])
    rz = np.array([[cy, -sy, 0], [sy, cy, 0], [0, 0, 1]])
    result = np.eye(4)
    result[:3, :3] = rz @ ry @ rx
    result[:3, 3] = (x, y, z)
    return result


def about(axis: np.ndarray, angle: float) -> np.ndarray:
    """Rotation about a unit axis, from the matrix exponential's closed form."""
    k = np.array([[0, -axis[2], axis[1]], [axis[2], 0, -axis[0]], [-axis[1], axis[0], 0]])
    result = np.eye(4)
    result[:3, :3] = np.eye(3) + math.sin(angle) * k + (1 - math.cos(angle)) * (k @ k)
    return result


def along(axis: np.ndarray, distance: float) -> np.ndarray:
    result = np.eye(4)
    result[:3, 3] = distance * axis
    return result


def quaternion_matrix(x: float, y: float, z: float, w: float) -> np.ndarray:
    n = math.sqrt(x * x + y * y + z * z + w * w)
    x, y, z, w = x / n, y / n, z / n, w / n
    result = np.eye(4)
    result[:3, :3] = [
        [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
        [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
        [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
    ]
    return result


def text(values: np.ndarray | list[float]) -> str:
    return " ".join(repr(float(v)) for v in values)


@dataclass
class Joint:
    name: str
    type: str
    parent: str
    child: str
    pose: list[float]  # relative to the child link
    axes: list[tuple[list[float], str]] = field(default_factory=list)  # (xyz, expressed_in)
    pitch: float = 1.0


@dataclass
class Reference:
    """Links' zero poses in one frame, and joints: enough for forward kinematics by hand."""

    zero: dict[str, np.ndarray]
    joints: list[Joint]

    def joint_zero(self, joint: Joint) -> np.ndarray:
        return self.zero[joint.child] @ rpy_matrix(*joint.pose)

    def axis(self, joint: Joint, index: int) -> np.ndarray:
        xyz, expressed_in = joint.axes[index]
        vector = np.array(xyz, dtype=float) / np.linalg.norm(xyz)
        joint_rotation = self.joint_zero(joint)[:3, :3]
        if expressed_in:
            vector = joint_rotation.T @ self.zero[expressed_in][:3, :3] @ vector
        return vector

    def motion(self, joint: Joint, value: object) -> np.ndarray:
        if joint.type in ("revolute", "continuous"):
            return about(self.axis(joint, 0), float(value))  # type: ignore[arg-type]
        if joint.type == "prismatic":
            return along(self.axis(joint, 0), float(value))  # type: ignore[arg-type]
        if joint.type == "screw":
            q = float(value)  # type: ignore[arg-type]
            return about(self.axis(joint, 0), q) @ along(
                self.axis(joint, 0), q * joint.pitch / (2 * math.pi)
            )
        if joint.type in ("universal", "revolute2"):
            q1, q2 = value  # type: ignore[misc]
            return about(self.axis(joint, 0), q1) @ about(self.axis(joint, 1), q2)
        if joint.type == "ball":
            return quaternion_matrix(*value)  # type: ignore[misc]
        return np.eye(4)

    def forward(self, positions: dict[str, object]) -> dict[str, np.ndarray]:
        result = dict(self.zero)
        done: set[str] = set()
        while len(done) < len(self.joints):
            for joint in self.joints:
                if joint.name in done or any(
                    j.child == joint.parent and j.name not in done for j in self.joints
                ):
                    continue
                joint_zero = self.joint_zero(joint)
                parent_to_joint = np.linalg.inv(self.zero[joint.parent]) @ joint_zero
                joint_to_child = np.linalg.inv(joint_zero) @ self.zero[joint.child]
                motion = (
                    self.motion(joint, positions.get(joint.name, 0.0))
                    if joint.name in positions
                    else np.eye(4)
                )
                result[joint.child] = (
                    result[joint.parent] @ parent_to_joint @ motion @ joint_to_child
                )
                done.add(joint.name)
        return result


# The 7-joint arm --------------------------------------------------------------------


def arm() -> tuple[str, Reference, list[str]]:
    rng = np.random.default_rng(2024)
    names = [f"l{i}" for i in range(8)]
    link_poses = [list(rng.uniform(-0.5, 0.5, 3)) + list(rng.uniform(-1.0, 1.0, 3)) for _ in names]
    kinds = ["revolute", "revolute", "continuous", "prismatic", "revolute", "screw", "revolute"]
    expressed = ["", "", "__model__", "", "l4", "", ""]
    joints = []
    for i, kind in enumerate(kinds, start=1):
        xyz = list(rng.uniform(-1.0, 1.0, 3))
        pose = list(rng.uniform(-0.2, 0.2, 3)) + list(rng.uniform(-1.0, 1.0, 3))
        joints.append(
            Joint(f"j{i}", kind, names[i - 1], names[i], pose, [(xyz, expressed[i - 1])], 0.05)
        )
    zero = {"l0": rpy_matrix(*link_poses[0])}
    for i in range(1, 8):
        zero[names[i]] = zero[names[i - 1]] @ rpy_matrix(*link_poses[i])
    zero["__model__"] = np.eye(4)
    links = "\n".join(
        f'<link name="{name}"><pose{"" if i == 0 else f" relative_to={chr(34)}{names[i - 1]}{chr(34)}"}>'
        f"{text(link_poses[i])}</pose></link>"
        for i, name in enumerate(names)
    )
    joint_xml = "\n".join(
        f'<joint name="{j.name}" type="{j.type}"><pose>{text(j.pose)}</pose>'
        f"<parent>{j.parent}</parent><child>{j.child}</child>"
        f"<axis><xyz{f' expressed_in={chr(34)}{j.axes[0][1]}{chr(34)}' if j.axes[0][1] else ''}>"
        f"{text(j.axes[0][0])}</xyz></axis>"
        f"{'<screw_thread_pitch>0.05</screw_thread_pitch>' if j.type == 'screw' else ''}</joint>"
        for j in joints
    )
    xml = f"""<sdf version="1.10"><model name="arm"><pose>1 2 3 0.1 0.2 0.3</pose>
      {links}
      <joint name="anchor" type="fixed"><parent>world</parent><child>l0</child></joint>
      {joint_xml}
    </model></sdf>"""
    return xml, Reference(zero, joints), names


def test_a_7_joint_arm_matches_the_reference_for_every_link_and_configuration() -> None:
    xml, reference, names = arm()
    document = sdformat_semantics.load(xml)
    assert document.valid, [str(e) for e in document.errors]
    for name in names:  # the zero configuration first: the same XML numbers
        assert np.allclose(document.pose(name).matrix(), reference.zero[name], atol=1e-12)
    rng = np.random.default_rng(7)
    count = 64
    values = rng.uniform(-3.0, 3.0, (count, 7))
    positions = {f"j{i + 1}": values[:, i] for i in range(7)}
    batch = document.poses(positions, frames=names)
    for row in range(count):
        expected = reference.forward({f"j{i + 1}": values[row, i] for i in range(7)})
        for name in names:
            assert np.allclose(batch[name][row], expected[name], atol=1e-10), (row, name)
    # One configuration through pose() as a Pose gives the same.
    single = {f"j{i + 1}": float(values[0, i]) for i in range(7)}
    expected = reference.forward(single)
    assert np.allclose(document.pose("l7", positions=single).matrix(), expected["l7"], atol=1e-10)


# The mobile robot -------------------------------------------------------------------


ROVER_POSE = [1.0, 2.0, 0.0, 0.0, 0.0, 0.5]
ROVER = f"""<sdf version="1.10"><world name="w">
  <model name="rover"><pose>{text(ROVER_POSE)}</pose>
    <link name="chassis"><pose>0 0 0.3 0 0 0</pose></link>
    <link name="left_wheel"><pose relative_to="chassis">0 0.4 -0.1 -1.5707963267948966 0 0</pose></link>
    <link name="right_wheel"><pose relative_to="chassis">0 -0.4 -0.1 1.5707963267948966 0 0</pose></link>
    <link name="caster"><pose relative_to="chassis">-0.5 0 -0.2 0 0 0</pose></link>
    <link name="mast"><pose relative_to="chassis">0.2 0 0.1 0 0 0.3</pose></link>
    <joint name="left" type="continuous"><parent>chassis</parent><child>left_wheel</child>
      <axis><xyz>0 0 1</xyz></axis></joint>
    <joint name="right" type="continuous"><parent>chassis</parent><child>right_wheel</child>
      <axis><xyz>0 0 -1</xyz></axis></joint>
    <joint name="caster_ball" type="ball"><pose>0 0 0.05 0 0 0</pose>
      <parent>chassis</parent><child>caster</child></joint>
    <joint name="lift" type="prismatic"><parent>chassis</parent><child>mast</child>
      <axis><xyz expressed_in="chassis">0 0 1</xyz></axis></joint>
    <model name="head"><pose relative_to="mast">0 0 0.5 0 0.2 0</pose>
      <link name="base"/>
      <link name="camera"><pose>0.1 0 0.05 0 0 0</pose></link>
      <joint name="pan_tilt" type="revolute2"><pose>-0.1 0 0 0 0 0</pose>
        <parent>base</parent><child>camera</child>
        <axis><xyz>0 0 1</xyz></axis><axis2><xyz>0 1 0</xyz></axis2></joint>
    </model>
    <joint name="head_mount" type="fixed"><parent>mast</parent><child>head::base</child></joint>
  </model>
</world></sdf>"""


def rover_reference() -> Reference:
    model = rpy_matrix(*ROVER_POSE)
    chassis = model @ rpy_matrix(0, 0, 0.3, 0, 0, 0)
    mast = chassis @ rpy_matrix(0.2, 0, 0.1, 0, 0, 0.3)
    head = mast @ rpy_matrix(0, 0, 0.5, 0, 0.2, 0)
    zero = {
        "rover::chassis": chassis,
        "rover::left_wheel": chassis @ rpy_matrix(0, 0.4, -0.1, -math.pi / 2, 0, 0),
        "rover::right_wheel": chassis @ rpy_matrix(0, -0.4, -0.1, math.pi / 2, 0, 0),
        "rover::caster": chassis @ rpy_matrix(-0.5, 0, -0.2, 0, 0, 0),
        "rover::mast": mast,
        "rover::head::base": head,
        "rover::head::camera": head @ rpy_matrix(0.1, 0, 0.05, 0, 0, 0),
    }
    joints = [
        Joint(
            "rover::left",
            "continuous",
            "rover::chassis",
            "rover::left_wheel",
            [0] * 6,
            [([0, 0, 1], "")],
        ),
        Joint(
            "rover::right",
            "continuous",
            "rover::chassis",
            "rover::right_wheel",
            [0] * 6,
            [([0, 0, -1], "")],
        ),
        Joint(
            "rover::caster_ball", "ball", "rover::chassis", "rover::caster", [0, 0, 0.05, 0, 0, 0]
        ),
        Joint(
            "rover::lift",
            "prismatic",
            "rover::chassis",
            "rover::mast",
            [0] * 6,
            [([0, 0, 1], "rover::chassis")],
        ),
        Joint("rover::head_mount", "fixed", "rover::mast", "rover::head::base", [0] * 6),
        Joint(
            "rover::head::pan_tilt",
            "revolute2",
            "rover::head::base",
            "rover::head::camera",
            [-0.1, 0, 0, 0, 0, 0],
            [([0, 0, 1], ""), ([0, 1, 0], "")],
        ),
    ]
    return Reference(zero, joints)


@pytest.fixture(scope="module")
def rover() -> Document:
    document = sdformat_semantics.load(ROVER)
    assert document.valid, [str(e) for e in document.errors]
    return document


@pytest.mark.parametrize("seed", range(12))
def test_a_mobile_robot_matches_the_reference(rover: Document, seed: int) -> None:
    rng = np.random.default_rng(seed)
    quaternion = list(rng.normal(size=4))
    positions: dict[str, object] = {
        "rover::left": float(rng.uniform(-10, 10)),
        "rover::right": float(rng.uniform(-10, 10)),
        "rover::caster_ball": quaternion,
        "rover::lift": float(rng.uniform(0, 0.5)),
        "rover::head::pan_tilt": tuple(rng.uniform(-1.5, 1.5, 2)),
    }
    expected = rover_reference().forward(positions)
    for name, matrix in expected.items():
        pose = rover.pose(name, positions=positions)  # type: ignore[arg-type]
        assert np.allclose(pose.matrix(), matrix, atol=1e-10), name
    # The chassis is not moved by any joint: it stays where the file puts it.
    assert rover.pose("rover::chassis", positions=positions) == rover.pose("rover::chassis")  # type: ignore[arg-type]
