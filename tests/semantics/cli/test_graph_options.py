"""``graph --model``, ``--poses`` on every graph, a URDF's fixed joints on request (issue 39)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import sdformat_semantics
from sdformat_semantics import Pose
from tests.conftest import DATA
from tests.helpers import run_cli

WORLD = """<sdf version="1.11"><world name="w">
  <model name="left"><pose>1 2 0 0 0 0.5</pose>
    <link name="base"/><link name="arm"><pose>0 0 1 0 0.3 0</pose></link>
    <joint name="shoulder" type="revolute"><parent>base</parent><child>arm</child>
      <pose>0 0.1 0 0 0 0</pose><axis><xyz>0 0 1</xyz></axis></joint>
    <frame name="tool" attached_to="arm"><pose>0.2 0 0 0 0 1</pose></frame>
  </model>
  <model name="right"><pose>-1 0 0 0 0 0</pose><link name="base"/>
    <link name="wheel"><pose>0.5 0 0 1.57 0 0</pose></link>
    <joint name="axle" type="continuous"><parent>base</parent><child>wheel</child>
      <axis><xyz>0 0 1</xyz></axis></joint>
  </model>
</world></sdf>"""

EDGE = re.compile(r'^  "([^"]+)" -> "([^"]+)" \[label="([^"]*)"', re.M)
NODE = re.compile(r'^  "([^"]+)" \[label=', re.M)


@pytest.fixture
def world(tmp_path: Path) -> Path:
    path = tmp_path / "world.sdf"
    path.write_text(WORLD)
    return path


@pytest.mark.parametrize("kind", ["pose", "frame", "kinematic"])
@pytest.mark.parametrize("model", ["left", "right"])
def test_model_keeps_that_models_frames_and_what_they_point_to(
    capsys: pytest.CaptureFixture[str], world: Path, kind: str, model: str
) -> None:
    status, out, _ = run_cli(capsys, "graph", kind, world, "--model", model)
    assert status == 0
    edges = EDGE.findall(out)
    assert edges
    sources = {source for source, _, _ in edges}
    moving = {target for _, target, _ in edges} if kind == "kinematic" else sources
    assert all(name.startswith(f"{model}::") for name in moving)
    other = "right" if model == "left" else "left"
    assert not any(name.startswith(f"{other}::") for name in NODE.findall(out))


def test_an_unknown_model_is_an_error_naming_the_models(
    capsys: pytest.CaptureFixture[str], world: Path
) -> None:
    status, out, err = run_cli(capsys, "graph", "frame", world, "--model", "middle")
    assert status == 1 and out == ""
    assert "no model named 'middle'" in err and "left" in err


def pose_in_label(label: str) -> Pose:
    return Pose.from_rpy(*[float(word) for word in label.split("\\n")[-1].split()])


@pytest.mark.parametrize("kind", ["pose", "frame", "kinematic"])
def test_poses_label_every_edge_with_the_pose_it_stands_for(
    capsys: pytest.CaptureFixture[str], world: Path, kind: str
) -> None:
    document = sdformat_semantics.load(world)
    status, out, _ = run_cli(capsys, "graph", kind, world, "--poses")
    assert status == 0
    edges = EDGE.findall(out)
    assert edges
    for source, target, label in edges:
        # kinematic edges go parent -> child; the others child -> the frame it names.
        frame, base = (target, source) if kind == "kinematic" else (source, target)
        if base in ("world", "__root__"):
            base = "world"
        expected = document.pose(frame, base)
        assert isinstance(expected, Pose)
        assert pose_in_label(label).isclose(expected, 1e-3), (source, target, label)


@pytest.mark.parametrize(
    "urdf",
    [
        DATA / "urdf/rules/lumping.urdf",
        DATA / "urdf/real/ROBOTIS-GIT__turtlebot3_simulations/turtlebot3_gazebo/urdf"
        "/turtlebot3_waffle.urdf",
    ],
    ids=lambda p: p.name,
)
def test_a_urdf_kinematic_tree_shows_its_fixed_joints_when_asked(
    capsys: pytest.CaptureFixture[str], urdf: Path
) -> None:
    text = urdf.read_text()
    fixed = len(re.findall(r'<joint\b[^>]*type="fixed"', text))
    assert fixed
    _, lumped, _ = run_cli(capsys, "graph", "kinematic", urdf)
    status, written, _ = run_cli(capsys, "graph", "kinematic", urdf, "--urdf", "--poses")
    assert "(fixed)" not in lumped
    assert status == 0 and written.count("(fixed)") == fixed
    assert len(EDGE.findall(written)) == len(re.findall(r"<joint\b", text))
    for _, _, label in EDGE.findall(written):
        assert len(label.split("\\n")[-1].split()) == 6  # the joint's origin


def test_urdf_is_refused_for_other_graphs_and_documents(
    capsys: pytest.CaptureFixture[str], world: Path
) -> None:
    status, _, err = run_cli(capsys, "graph", "kinematic", world, "--urdf")
    assert status == 2 and "--urdf" in err
