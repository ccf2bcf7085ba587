"""Writing MJCF: what each SDFormat construct becomes, and the report of what MJCF cannot hold."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from lxml import etree

from sdformat_runtime.errors import ErrorCode
from sdformat_semantics import load
from sdformat_semantics.export.losses import ConversionLossError
from sdformat_semantics.export.mjcf_refusal import MjcfRefusedError
from sdformat_semantics.mjcf import MujocoMissingError
from tests.conftest import REPO
from tests.helpers import model_file, run_cli, write
from tests.semantics.export.mjcf_oracle import DATA

mujoco = pytest.importorskip(
    "mujoco", minversion="3.10", reason="MJCF needs the [mujoco] extra (mujoco>=3.10)"
)

ARM = """
<link name="base"><inertial><mass>2</mass></inertial>
  <visual name="look"><geometry><box><size>0.2 0.4 0.6</size></box></geometry>
    <material><diffuse>1 0 0 1</diffuse></material></visual>
  <collision name="touch"><geometry><cylinder><radius>0.1</radius><length>0.5</length></cylinder>
    </geometry><surface><friction><ode><mu>0.7</mu></ode></friction></surface></collision>
</link>
<link name="upper"><pose>0 0 1 0 0 0</pose>
  <collision name="c"><geometry><capsule><radius>0.05</radius><length>0.3</length></capsule>
  </geometry></collision>
  <visual name="v"><geometry><ellipsoid><radii>0.1 0.2 0.3</radii></ellipsoid></geometry></visual>
</link>
<link name="tool"><pose>0 0 2 0 0 0</pose></link>
<link name="slider"><pose>1 0 0 0 0 0</pose></link>
<frame name="tcp" attached_to="tool"><pose>0 0 0.1 0 0 0</pose></frame>
<joint name="shoulder" type="revolute"><parent>base</parent><child>upper</child>
  <axis><xyz>0 1 0</xyz><limit><lower>-1</lower><upper>2</upper><effort>30</effort></limit>
  <dynamics><damping>0.5</damping><friction>0.25</friction><spring_stiffness>4</spring_stiffness>
  <spring_reference>0.1</spring_reference></dynamics></axis></joint>
<joint name="weld" type="fixed"><parent>upper</parent><child>tool</child></joint>
<joint name="slide" type="prismatic"><parent>base</parent><child>slider</child>
  <axis><xyz>1 0 0</xyz><limit><lower>0</lower><upper>0.5</upper></limit>
  <mimic joint="shoulder"><multiplier>0.5</multiplier><offset>0.1</offset>
  <reference>0.2</reference></mimic></axis></joint>
"""


def _mjcf(text: str) -> etree._Element:
    return etree.fromstring(text.encode())


def test_links_joints_geoms_frames_and_mimics_become_their_mjcf_equivalents() -> None:
    document = load(model_file("arm", ARM))
    assert document.valid, document.errors
    conversion = document.convert_to_mjcf()
    root = _mjcf(conversion.text)
    base = root.find(".//body[@name='base']")
    assert base is not None and base.find("joint").get("type") == "free"  # nothing holds it
    upper = base.find("body[@name='upper']")
    shoulder = upper.find("joint")
    assert shoulder.get("name") == "shoulder" and shoulder.get("axis") == "0 1 0"
    assert shoulder.get("range") == "-1 2" and shoulder.get("actuatorfrcrange") == "-30 30"
    assert [shoulder.get(k) for k in ("damping", "frictionloss", "stiffness", "springref")] == [
        "0.5", "0.25", "4", "0.1"
    ]  # fmt: skip
    tool = upper.find("body[@name='tool']")
    assert tool.find("joint") is None  # welded: nested without a joint
    assert tool.find("site").get("name") == "tcp"
    equality = root.find("equality/joint")
    assert (equality.get("joint1"), equality.get("joint2")) == ("slide", "shoulder")
    assert equality.get("polycoef") == "0 0.5 0 0 0"  # 0.1 - 0.5 * 0.2, then 0.5 per unit
    look = base.find("geom[@name='base::look']")
    assert (look.get("contype"), look.get("conaffinity"), look.get("group")) == ("0", "0", "1")
    assert look.get("rgba") == "1 0 0 1" and look.get("size") == "0.1 0.2 0.3"
    touch = base.find("geom[@name='base::touch']")
    assert touch.get("contype") is None and touch.get("friction").split()[0] == "0.7"
    assert {g.get("type") for g in upper.findall("geom")} == {"capsule", "ellipsoid"}
    assert conversion.problems == ()


def test_universal_joints_are_two_hinges_and_ball_joints_a_ball() -> None:
    body = """<link name="a"/><link name="b"/><link name="c"/>
      <joint name="u" type="universal"><parent>a</parent><child>b</child>
        <axis><xyz>1 0 0</xyz></axis><axis2><xyz>0 1 0</xyz></axis2></joint>
      <joint name="s" type="ball"><parent>b</parent><child>c</child></joint>
      <joint name="pin" type="fixed"><parent>world</parent><child>a</child></joint>"""
    conversion = load(model_file("m", body)).convert_to_mjcf()
    root = _mjcf(conversion.text)
    hinges = root.findall(".//body[@name='b']/joint")
    assert [(j.get("name"), j.get("axis")) for j in hinges] == [
        ("u", "1 0 0"),
        ("u::axis2", "0 1 0"),
    ]
    assert root.find(".//body[@name='c']/joint").get("type") == "ball"
    assert root.find(".//body[@name='a']/joint") is None  # fixed to the world: no free joint
    assert conversion.coordinates[("u", "axis2")] == "u::axis2"


def test_static_models_are_welded_to_the_world_and_planes_stay_on_them() -> None:
    world = """<sdf version="1.10"><world name="w"><gravity>0 0 -3</gravity>
      <physics name="p" type="ode"><max_step_size>0.004</max_step_size></physics>
      <light name="sun" type="directional"><direction>0 0 -1</direction></light>
      <model name="ground"><static>true</static><link name="l"><collision name="c"><geometry>
        <plane><normal>0 0 1</normal><size>10 10</size></plane></geometry></collision></link></model>
      <model name="ball"><pose>0 0 1 0 0 0</pose><link name="l"><visual name="v"><geometry>
        <plane><normal>0 0 1</normal><size>1 1</size></plane></geometry></visual></link></model>
    </world></sdf>"""
    conversion = load(world).convert_to_mjcf()
    root = _mjcf(conversion.text)
    assert root.find(".//body[@name='ground::l']/joint") is None
    assert root.find(".//body[@name='ground::l']/geom").get("type") == "plane"
    assert root.find(".//body[@name='ball::l']/joint").get("type") == "free"
    option = root.find("option")
    assert option.get("gravity") == "0 0 -3" and option.get("timestep") == "0.004"
    assert root.find("worldbody/light").get("name") == "sun"
    [lost] = conversion.problems  # the plane on a moving body
    assert lost.code is ErrorCode.MJCF_EXPORT_LOSS and "never move" in lost.message
    assert lost.line is not None and lost.path.endswith('visual[@name="v"]')


def test_everything_mjcf_cannot_hold_is_a_loss_at_its_place_never_silent() -> None:
    body = """<link name="l"><sensor name="h" type="altimeter"/><self_collide>true</self_collide>
      <visual name="v"><geometry><mesh><uri>meshes/part.dae</uri></mesh></geometry></visual>
      <collision name="c"><geometry><heightmap><uri>h.png</uri></heightmap></geometry></collision>
      </link><plugin name="p" filename="libp.so"/>"""
    document = load(model_file("m", body))
    conversion = document.convert_to_mjcf()
    assert {p.code for p in conversion.problems} == {ErrorCode.MJCF_EXPORT_LOSS}
    assert all(p.line is not None and p.path for p in conversion.problems)
    lost = " | ".join(p.message for p in conversion.problems)
    for what in ("altimeter", "<self_collide>", "part.dae", "heightmap", "<plugin>"):
        assert what in lost
    with pytest.raises(ConversionLossError) as raised:
        document.to_mjcf()
    assert raised.value.conversion.problems == conversion.problems
    assert document.to_mjcf(allow_loss=True) == conversion.text


def _obj(path: Path) -> Path:
    """A tetrahedron as a Wavefront OBJ file MuJoCo can read."""
    path.write_text("v 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 0 1\nf 1 3 2\nf 1 2 4\nf 1 4 3\nf 2 3 4\n")
    return path


def test_meshes_resolve_like_includes_and_are_copied_with_assets(tmp_path: Path) -> None:
    _obj(tmp_path / "part.obj")
    (tmp_path / "part.dae").write_text("<COLLADA/>")
    body = """<link name="l"><visual name="v"><geometry><mesh><uri>part.obj</uri>
      <scale>2 2 2</scale></mesh></geometry></visual>
      <visual name="w"><geometry><mesh><uri>part.dae</uri></mesh></geometry></visual></link>"""
    document = load(write(tmp_path, "m.sdf", model_file("m", body)))
    conversion = document.convert_to_mjcf(assets=tmp_path / "out")
    assert (tmp_path / "out" / "part.obj").read_bytes() == (tmp_path / "part.obj").read_bytes()
    mesh = _mjcf(conversion.text).find("asset/mesh")
    assert mesh.get("file") == "part.obj" and mesh.get("scale") == "2 2 2"
    [dae] = conversion.problems
    assert "'.dae'" in dae.message and dae.path.endswith("/uri")
    mujoco.MjModel.from_xml_string(conversion.text)  # the copied mesh compiles


def test_a_urdf_robot_is_written_with_its_mimic() -> None:
    document = load(DATA / "urdf" / "rules" / "mimic.urdf")
    root = _mjcf(document.to_mjcf(allow_loss=True))
    assert root.find("equality/joint") is not None


def test_inertias_mujoco_refuses_are_balanced_and_reported() -> None:
    body = """<link name="l"><inertial><mass>1</mass><inertia><ixx>1</ixx><iyy>1</iyy>
      <izz>3</izz></inertia></inertial></link>"""
    document = load(model_file("m", body))
    assert [e.code for e in document.errors] == [ErrorCode.LINK_INERTIA_INVALID]
    conversion = document.convert_to_mjcf(with_errors=True)  # what loading refused, MuJoCo balances
    assert conversion.balanced == frozenset({"l"})
    [lost] = conversion.problems
    assert "triangle inequality" in lost.message and lost.path.endswith("/inertial")
    assert mujoco.MjModel.from_xml_string(conversion.text).body_mass[1] == 1.0


def test_numbers_keep_every_digit_unlike_mujocos_six() -> None:
    body = '<link name="a"/><link name="b"><pose>0.123456789012 0 0 0.3 0.2 0.1</pose></link>'
    document = load(model_file("m", body))
    model = mujoco.MjModel.from_xml_string(document.to_mjcf())
    data = mujoco.MjData(model)
    mujoco.mj_kinematics(model, data)
    expected = document.pose("b").matrix()
    assert np.allclose(data.xpos[model.body("b").id], expected[:3, 3], rtol=0, atol=1e-15)


def test_the_cli_writes_mjcf_to_a_file_with_losses_on_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = write(
        tmp_path,
        "m.sdf",
        model_file("m", '<link name="l"><sensor name="s" type="altimeter"/></link>'),
    )
    out = tmp_path / "m.xml"
    status, stdout, stderr = run_cli(capsys, "print", "--format", "mjcf", source, "-o", out)
    assert (status, stdout) == (0, "")
    assert "MJCF_EXPORT_LOSS" in stderr and "altimeter" in stderr
    assert mujoco.MjModel.from_xml_path(str(out)).nbody == 2
    status, stdout, _ = run_cli(capsys, "print", "--format", "mjcf-json", source)
    assert status == 0 and '"losses"' in stdout and '"mjcf"' in stdout
    status, _, stderr = run_cli(capsys, "print", "--assets", "x", source)
    assert status == 2 and "--format mjcf" in stderr


def test_without_mujoco_the_api_and_the_cli_name_the_extra(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "mujoco", None)  # import mujoco now raises ImportError
    document = load(model_file("m"))
    with pytest.raises(MujocoMissingError) as raised:
        document.to_mjcf()
    assert raised.value.problem.code is ErrorCode.MUJOCO_MISSING
    assert "[mujoco]" in raised.value.problem.message
    source = write(tmp_path, "m.sdf", model_file("m"))
    status, stdout, stderr = run_cli(capsys, "print", "--format", "mjcf", source)
    assert (status, stdout) == (1, "")
    assert "MUJOCO_MISSING" in stderr and "[mujoco]" in stderr and "Traceback" not in stderr


@pytest.mark.slow  # a fresh interpreter
def test_loading_and_posing_never_import_mujoco() -> None:
    """MuJoCo costs about a quarter of a second to import: only MJCF asks for it."""
    script = (
        "import sys, sdformat_semantics\n"
        "document = sdformat_semantics.load('tests/data/mimic/rack_and_pinion.sdf')\n"
        "document.pose('rack', positions={'pinion_joint': 1.0})\n"
        "assert 'mujoco' not in sys.modules\n"
        "document.to_mjcf()\n"
        "assert 'mujoco' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", script], cwd=REPO, check=True)


def test_cameras_imus_and_lights_of_links_have_mjcf_equivalents() -> None:
    body = """<link name="l"><pose>0 0 1 0 0 0.5</pose>
      <sensor name="cam" type="camera"><pose>0.1 0 0 0 0.3 0</pose><camera>
        <horizontal_fov>1.0</horizontal_fov><image><width>640</width><height>480</height></image>
      </camera></sensor>
      <sensor name="imu" type="imu"><pose>0 0.1 0 0 0 0</pose></sensor>
      <sensor name="ft" type="force_torque"/>
      <light name="lamp" type="point"><pose>0 0 0.2 0 0 0</pose></light></link>"""
    document = load(model_file("m", body))
    conversion = document.convert_to_mjcf()
    model = mujoco.MjModel.from_xml_string(conversion.text)
    data = mujoco.MjData(model)
    mujoco.mj_kinematics(model, data)
    mujoco.mj_camlight(model, data)
    camera = model.camera("cam").id
    looking = data.cam_xmat[camera].reshape(3, 3) @ [0.0, 0.0, -1.0]  # MuJoCo looks along -z
    sensor = document.pose_of(document.find("l::cam"))
    assert np.allclose(looking, sensor.rotate_vector([1.0, 0.0, 0.0]))
    assert np.allclose(data.cam_xpos[camera], sensor.position)
    assert np.isclose(model.cam_fovy[camera], np.degrees(2 * np.arctan(np.tan(0.5) * 480 / 640)))
    assert {model.sensor(i).name for i in range(model.nsensor)} == {
        "imu::accelerometer", "imu::gyro"
    }  # fmt: skip
    assert np.allclose(data.light_xpos[model.light("lamp").id], [0, 0, 1.2])
    [lost] = conversion.problems
    assert "force_torque" in lost.message and lost.path.endswith('sensor[@name="ft"]')


def test_a_gearbox_becomes_the_joint_equality_of_the_gearbox_to_mimic_rewrite() -> None:
    conversion = load(DATA / "mimic" / "gearbox_demo.sdf").convert_to_mjcf()
    equality = _mjcf(conversion.text).find("equality/joint")
    assert (equality.get("joint1"), equality.get("joint2")) == (
        "gearbox_output_joint", "gearbox_input_joint"
    )  # fmt: skip
    # The multiplier the gearbox-to-mimic rewrite derives for the demo's aligned axes
    # (theta_2 = -ratio * theta_1, see test_gearbox_multiplier.py).
    assert equality.get("polycoef") == "0 -5 0 0 0"
    [note] = conversion.problems
    assert "gearbox-to-mimic" in note.message and note.path.endswith('joint[@name="gearbox_demo"]')


def test_fused_fixed_joints_merge_the_link_into_its_parent_and_say_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = load(model_file("arm", ARM))
    conversion = document.convert_to_mjcf(fuse_fixed=True)
    assert set(conversion.bodies) == {"base", "upper", "slider"}  # tool is no body
    assert dict(conversion.fused) == {"tool": "tool"}  # its frame: a site named like it
    [note] = conversion.problems
    assert note.code is ErrorCode.MJCF_EXPORT_LOSS and note.severity.value == "info"
    assert "'tool' is fused into the body of link 'upper'" in note.message
    assert note.path.endswith('link[@name="tool"]')
    assert conversion.lossless  # fusing loses nothing: to_mjcf does not refuse it
    assert document.to_mjcf(fuse_fixed=True) == conversion.text
    upper = _mjcf(conversion.text).find(".//body[@name='upper']")
    assert {site.get("name") for site in upper.iter("site")} == {"tool", "tcp"}
    model = mujoco.MjModel.from_xml_string(conversion.text)
    data = mujoco.MjData(model)
    mujoco.mj_kinematics(model, data)
    assert np.allclose(data.site_xpos[model.site("tcp").id], document.pose("tcp").position)
    source = write(tmp_path, "arm.sdf", model_file("arm", ARM))
    status, stdout, stderr = run_cli(capsys, "print", "--format", "mjcf", "--fuse-fixed", source)
    assert status == 0 and "<body" in stdout and "fused into the body of link 'upper'" in stderr
    status, _, stderr = run_cli(capsys, "print", "--fuse-fixed", source)
    assert status == 2 and "--format mjcf" in stderr


@pytest.mark.parametrize("suffix", [".stl", ".obj", ".msh"])
def test_what_mujoco_refuses_is_a_problem_with_a_code_at_the_element_it_came_from(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], suffix: str
) -> None:
    write(tmp_path, f"broken{suffix}", "not a mesh at all\n")
    shape = f"<geometry><mesh><uri>broken{suffix}</uri></mesh></geometry>"
    body = f'<link name="l"><collision name="c">{shape}</collision></link>'
    source = write(tmp_path, "m.sdf", model_file("m", body))
    with pytest.raises(MjcfRefusedError) as raised:
        load(source).convert_to_mjcf()
    assert isinstance(raised.value, ValueError)  # what convert_to_mjcf always raised
    refused = raised.value.problem
    assert refused.code is ErrorCode.MUJOCO_REFUSED and refused.file == str(source)
    assert refused.path.endswith('collision[@name="c"]/geometry/mesh')
    assert "MuJoCo's compiler refuses" in refused.message
    status, stdout, stderr = run_cli(capsys, "print", "--format", "mjcf", source)
    assert (status, stdout) == (1, "")
    assert "MUJOCO_REFUSED" in stderr and "Traceback" not in stderr
    assert 'collision[@name="c"]/geometry/mesh' in stderr
