"""Force-torque and contact sensors written as MJCF: MuJoCo reads what SDFormat says they measure."""

from __future__ import annotations

import numpy as np
import pytest

from sdformat_semantics import load
from tests.helpers import model_file

mujoco = pytest.importorskip(
    "mujoco", minversion="3.10", reason="MJCF needs the [mujoco] extra (mujoco>=3.10)"
)

FRAMES = ("child", "sensor", "parent")
DIRECTIONS = ("parent_to_child", "child_to_parent")


def _pose(rng: np.random.Generator) -> str:
    return " ".join(f"{v:.6f}" for v in [*rng.uniform(-1, 1, 3), *rng.uniform(-np.pi, np.pi, 3)])


def _welded_chain(rng: np.random.Generator, frame: str, direction: str) -> str:
    """Links a, b, c welded to the world; a force-torque sensor on the joint from a to b."""
    inertial = (
        "<inertial><pose>{}</pose><mass>{:.3f}</mass><inertia><ixx>1</ixx><iyy>1</iyy>"
        "<izz>1</izz></inertia></inertial>"
    )
    links = "".join(
        f'<link name="{name}"><pose>{_pose(rng)}</pose>'
        f"{inertial.format(_pose(rng), rng.uniform(0.5, 3.0))}</link>"
        for name in "abc"
    )
    return links + (
        '<joint name="ground" type="fixed"><parent>world</parent><child>a</child></joint>'
        f'<joint name="j" type="fixed"><pose>{_pose(rng)}</pose><parent>a</parent>'
        f'<child>b</child><sensor name="ft" type="force_torque"><pose>{_pose(rng)}</pose>'
        f"<force_torque><frame>{frame}</frame><measure_direction>{direction}"
        "</measure_direction></force_torque></sensor></joint>"
        '<joint name="k" type="fixed"><parent>b</parent><child>c</child></joint>'
    )


def _held_wrench(document: object, gravity: np.ndarray, frame: str) -> np.ndarray:
    """The wrench a's side exerts on b and c at rest, about the joint origin, in ``frame``'s axes."""
    mass, moment = 0.0, np.zeros(3)
    for link in ("b", "c"):
        inertial = document.inertial(link)  # type: ignore[attr-defined]
        centre = (document.pose(link) @ inertial.pose).position  # type: ignore[attr-defined]
        mass += float(inertial.mass)
        moment += float(inertial.mass) * np.asarray(centre)
    centre = moment / mass
    origin = np.asarray(document.pose("j").position)  # type: ignore[attr-defined]
    force = -mass * gravity  # what holds the weight up
    torque = -np.cross(centre - origin, mass * gravity)
    axes = {
        "child": document.pose("b"),  # type: ignore[attr-defined]
        "parent": document.pose("a"),  # type: ignore[attr-defined]
        "sensor": document.pose_of(document.find("j::ft")),  # type: ignore[attr-defined]
    }[frame].rotation_matrix()
    return np.concatenate([axes.T @ force, axes.T @ torque])


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("frame", FRAMES)
@pytest.mark.parametrize("seed", range(4))
def test_force_torque_sensors_read_the_wrench_the_joint_holds(
    seed: int, frame: str, direction: str
) -> None:
    rng = np.random.default_rng(seed)
    document = load(model_file("m", _welded_chain(rng, frame, direction)))
    assert document.valid, document.errors
    conversion = document.convert_to_mjcf()
    model = mujoco.MjModel.from_xml_string(conversion.text)
    data = mujoco.MjData(model)
    mujoco.mj_forward(model, data)
    read = np.concatenate([data.sensor("ft::force").data, data.sensor("ft::torque").data])
    held = _held_wrench(document, model.opt.gravity, frame)  # the parent's on the child
    sign = 1.0 if direction == "parent_to_child" else -1.0
    sdformat_reading = sign * held
    assert np.allclose(read, sign * sdformat_reading, rtol=0, atol=1e-9)
    lost = [p.message for p in conversion.problems]
    # MuJoCo has one direction: the other one is written, and said to read the negative.
    assert any("reads its negative" in m for m in lost) == (direction == "child_to_parent")


def test_a_wrench_in_the_axes_of_a_moving_parent_or_of_a_fused_child_is_a_loss() -> None:
    body = """<link name="a"/><link name="b"/><link name="c"/>
      <joint name="hinge" type="revolute"><parent>a</parent><child>b</child><axis><xyz>0 0 1</xyz>
        </axis><sensor name="turning" type="force_torque"><force_torque><frame>parent</frame>
        <measure_direction>parent_to_child</measure_direction></force_torque></sensor></joint>
      <joint name="weld" type="fixed"><parent>b</parent><child>c</child>
        <sensor name="welded" type="force_torque"/></joint>"""
    document = load(model_file("m", body))
    losses = document.convert_to_mjcf(fuse_fixed=True).problems
    turning = [p for p in losses if "'turning'" in p.message]
    assert len(turning) == 1 and "written in the child link's axes" in turning[0].message
    welded = [p for p in losses if "'welded'" in p.message]
    assert len(welded) == 1 and "fused into another body" in welded[0].message
    assert welded[0].path.endswith('sensor[@name="welded"]')


SHAPES = {
    "box": "<box><size>0.2 0.3 0.4</size></box>",
    "sphere": "<sphere><radius>0.2</radius></sphere>",
    "cylinder": "<cylinder><radius>0.1</radius><length>0.3</length></cylinder>",
    "capsule": "<capsule><radius>0.1</radius><length>0.3</length></capsule>",
    "ellipsoid": "<ellipsoid><radii>0.1 0.2 0.3</radii></ellipsoid>",
}


def _contact_link(shape: str) -> str:
    return f"""<link name="l"><pose>0 0 0.5 0.3 0 0</pose><inertial><mass>2</mass></inertial>
      <collision name="c"><pose>0.1 0.2 0 0 0.4 0</pose><geometry>{shape}</geometry></collision>
      <sensor name="bump" type="contact"><contact><collision>c</collision></contact></sensor>
      </link>"""


@pytest.mark.parametrize("kind", SHAPES)
def test_contact_sensors_are_touch_sensors_on_a_site_shaped_like_their_collision(
    kind: str,
) -> None:
    document = load(model_file("m", _contact_link(SHAPES[kind])))
    conversion = document.convert_to_mjcf()
    assert conversion.lossless, conversion.problems
    model = mujoco.MjModel.from_xml_string(conversion.text)
    data = mujoco.MjData(model)
    mujoco.mj_kinematics(model, data)
    site, geom = model.site("bump"), model.geom("l::c")
    used = int(np.count_nonzero(geom.size))  # a sphere has one size, a capsule two...
    assert site.type == geom.type and np.allclose(site.size[:used], geom.size[:used])
    assert np.allclose(data.site(site.id).xpos, data.geom(geom.id).xpos)
    assert np.allclose(data.site(site.id).xmat, data.geom(geom.id).xmat)
    assert model.sensor("bump::touch").type == mujoco.mjtSensor.mjSENS_TOUCH


def test_a_box_resting_on_the_ground_touches_with_its_weight() -> None:
    box = _contact_link(SHAPES["box"]).replace("0 0 0.5 0.3 0 0", "0 0 0.3 0 0 0")
    box = box.replace("0.1 0.2 0 0 0.4 0", "0 0 0 0 0 0")
    ground = (
        '<model name="ground"><static>true</static><link name="g"><collision name="plane">'
        "<geometry><plane><normal>0 0 1</normal><size>10 10</size></plane></geometry>"
        "</collision></link></model>"
    )
    world = (
        f'<sdf version="1.10"><world name="w">{ground}<model name="m">{box}</model></world></sdf>'
    )
    document = load(world)
    model = mujoco.MjModel.from_xml_string(document.convert_to_mjcf().text)
    data = mujoco.MjData(model)
    for _ in range(1000):  # 2 s: the box falls 0.1 m and settles
        mujoco.mj_step(model, data)
    weight = 2.0 * float(np.linalg.norm(model.opt.gravity))
    assert abs(float(data.sensor("bump::touch").data[0]) - weight) < 0.02 * weight


def test_a_contact_sensor_whose_collision_no_site_can_shape_is_a_loss() -> None:
    mesh_free = "<plane><normal>0 0 1</normal><size>1 1</size></plane>"
    document = load(model_file("m", _contact_link(mesh_free) + "<static>true</static>"))
    losses = [p for p in document.convert_to_mjcf().problems if "'bump'" in p.message]
    assert len(losses) == 1 and "has no MJCF site shape" in losses[0].message
    missing = _contact_link(SHAPES["box"]).replace(
        "<collision>c</collision>", "<collision>x</collision>"
    )
    losses = list(load(model_file("m", missing)).convert_to_mjcf().problems)
    assert any("'x' is not a collision of the link" in p.message for p in losses)
