"""What the view draws, read from documents: every visual and collision drawn or said to be left out."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_semantics import load
from sdformat_semantics.frames import FrameKind
from sdformat_semantics.frames.lookup import FrameLookupError
from sdformat_semantics.view import scene_content
from tests.conftest import REPO
from tests.helpers import hermetic, model_file, write

REAL = sorted(
    path
    for folder in ("corpus/real", "urdf/real")
    for path in (REPO / "tests" / "data" / folder).rglob("*")
    if path.suffix in (".sdf", ".urdf")
)
"""The vendored real files (their licences: the README of each folder)."""


@pytest.mark.slow  # every vendored real file loaded
@pytest.mark.parametrize("path", REAL, ids=lambda p: str(p.relative_to(REPO / "tests" / "data")))
def test_every_visual_and_collision_of_a_real_file_is_drawn_or_reported(path: Path) -> None:
    document = load(path, config=hermetic())
    content = scene_content(document, list(document.problems), config=hermetic())
    if not document.graphs:
        assert content.frames == [] and content.problems == list(document.problems)
        return
    left_out = [p for p in content.problems if p.code is ErrorCode.VIEW_LEFT_OUT]
    assert all(p.severity is Severity.WARNING for p in left_out)
    drawn = sum(len(frame.shapes) for frame in content.frames)
    links = [f.element for n, f in _links(document, content.world)]
    written = sum(len(getattr(link, role)) for link in links for role in ROLES)
    shapes_left_out = [p for p in left_out if re.search(r"/(visual|collision)\[", p.path or "")]
    assert drawn + len(shapes_left_out) == written, "a shape is neither drawn nor reported"
    for slider in content.sliders:
        assert -math.inf < slider.lower < slider.upper < math.inf


ROLES = ("visuals", "collisions")


def _links(document: object, world: str | None) -> list[tuple[str, object]]:
    graphs = document.frame_graphs(world)  # type: ignore[attr-defined]
    return [
        (name, vertex)
        for name, vertex in graphs.vertices.items()
        if vertex.kind is FrameKind.LINK and graphs.pose_in_origin(name) is not None
    ]


MESHES = """
<link name="base">
  <visual name="gone"><geometry><mesh><uri>nowhere.stl</uri></mesh></geometry></visual>
  <visual name="odd"><geometry><mesh><uri>shape.xyz</uri></mesh></geometry></visual>
  <visual name="ground"><geometry><heightmap><uri>h.png</uri></heightmap></geometry></visual>
  <visual name="box"><geometry><box><size>1 2 3</size></box></geometry>
    <material><diffuse>1 0 0 1</diffuse></material></visual>
  <collision name="floor"><geometry><plane><normal>1 0 0</normal><size>2 2</size></plane>
    </geometry></collision>
</link>"""


def test_what_cannot_be_drawn_is_a_warning_at_its_element(tmp_path: Path) -> None:
    write(tmp_path, "shape.xyz", "not a mesh")
    source = write(tmp_path, "m.sdf", model_file("m", MESHES))
    document = load(source, config=hermetic())
    content = scene_content(document, [], config=hermetic())
    [base] = [f for f in content.frames if f.name == "base"]
    assert [(s.role, s.name, s.kind) for s in base.shapes] == [
        ("visual", "box", "box"),
        ("collision", "floor", "plane"),
    ]
    assert base.shapes[0].color == (1.0, 0.0, 0.0, 1.0) and base.shapes[0].size == (1, 2, 3)
    # The plane's normal (+x) is the drawn box's +z.
    assert base.shapes[1].pose.rotate_vector([0, 0, 1]) == pytest.approx([1, 0, 0])
    warnings = [p for p in content.problems if p.code is ErrorCode.VIEW_LEFT_OUT]
    assert [p.line for p in warnings] == [3, 4, 5]
    assert "does not resolve" in warnings[0].message and "'shape.xyz'" in warnings[1].message
    assert all(p.file == str(source) for p in warnings)


ARM = model_file(
    "robot",
    """<link name="base"/><link name="arm"/><link name="finger_a"/><link name="finger_b"/>
    <joint name="shoulder" type="revolute"><parent>base</parent><child>arm</child>
      <axis><xyz>0 0 1</xyz><limit><lower>-1</lower><upper>2</upper></limit></axis></joint>
    <joint name="slide" type="prismatic"><parent>arm</parent><child>finger_a</child>
      <axis><xyz>1 0 0</xyz></axis></joint>
    <joint name="follow" type="prismatic"><parent>arm</parent><child>finger_b</child>
      <axis><xyz>-1 0 0</xyz><mimic joint="slide"><multiplier>1</multiplier></mimic></axis>
    </joint>
    <joint name="spin" type="continuous"><parent>base</parent><child>arm</child></joint>""",
)


def test_a_slider_per_moving_axis_within_its_limits_and_followers_name_their_leader() -> None:
    document = load(f'<sdf version="1.10"><world name="w">{ARM[20:-6]}</world></sdf>')
    content = scene_content(document, list(document.problems))
    sliders = {s.joint: (s.lower, s.upper, s.leader) for s in content.sliders}
    assert sliders == {
        "robot::shoulder": (-1.0, 2.0, ""),
        "robot::slide": (-1.0, 1.0, ""),  # no limits: a metre either way
        "robot::follow": (-1.0, 1.0, "robot::slide:axis"),
    }
    # The second joint onto "arm" closes a loop: it is left out of the tree, so has no slider.
    joints = {f.name: f for f in content.frames if f.kind is FrameKind.JOINT}
    assert [list(axis) for axis in joints["robot::follow"].axes] == [[-1.0, 0.0, 0.0]]


def test_a_world_shows_every_model_and_model_one(tmp_path: Path) -> None:
    world = """<sdf version="1.10"><world name="w">
      <model name="a"><link name="l"/><model name="inner"><link name="l"/></model></model>
      <model name="b"><pose>1 0 0 0 0 0</pose><link name="l"/></model></world></sdf>"""
    document = load(world)
    everything = scene_content(document, [])
    assert {f.model for f in everything.frames} == {"a", "b"}
    only = scene_content(document, [], model="a::inner")
    assert only.names == ["a::inner", "a::inner::l"]
    with pytest.raises(FrameLookupError, match="the models: a, a::inner, b"):
        scene_content(document, [], model="c")


def test_a_document_with_errors_shows_what_could_be_placed() -> None:
    broken = model_file(
        "m",
        """<link name="ok"/><link name="lost"><pose relative_to="nothing"/></link>
        <frame name="f" attached_to="ok"><pose>0 0 1 0 0 0</pose></frame>""",
    )
    document = load(broken)
    assert not document.valid
    content = scene_content(document, list(document.problems))
    assert "ok" in content.names and "f" in content.names and "lost" not in content.names
    assert content.problems[: len(document.problems)] == list(document.problems)


@pytest.mark.slow  # every vendored real file loaded
def test_the_real_files_draw_every_kind_of_shape_so_the_test_above_is_not_empty() -> None:
    kinds = set()
    for path in REAL:
        document = load(path, config=hermetic())
        content = scene_content(document, [], config=hermetic())
        kinds |= {shape.kind for frame in content.frames for shape in frame.shapes}
    assert kinds >= {"box", "sphere", "cylinder", "capsule", "ellipsoid", "plane"}


def test_a_problem_is_placed_at_the_deepest_frame_of_its_element_path() -> None:
    from sdformat_runtime.errors import Error
    from sdformat_semantics.view.content import problem_frame

    document = load(f'<sdf version="1.10"><world name="w">{ARM[20:-6]}</world></sdf>')
    content = scene_content(document, [])

    def at(path: str) -> str | None:
        return problem_frame(Error(ErrorCode.WARNING, "m", path=path), content)

    assert at('/sdf/world[@name="w"]/model[@name="robot"]/joint[@name="slide"]/axis') == (
        "robot::slide"
    )
    assert at('/sdf/world[@name="w"]/model[@name="robot"]/link[@name="gone"]') == "robot"
    assert at('/sdf/world[@name="w"]') is None and at("") is None
    model = load(ARM)
    in_model = scene_content(model, [])
    urdf_like = Error(ErrorCode.WARNING, "m", path='/robot[@name="robot"]/link[@name="arm"]')
    assert problem_frame(urdf_like, in_model) == "arm"


def test_a_ball_joint_has_no_slider_and_says_so() -> None:
    body = """<link name="a"/><link name="b"/>
      <joint name="ball" type="ball"><parent>a</parent><child>b</child></joint>"""
    content = scene_content(load(model_file("m", body)), [])
    assert content.sliders == []
    [warning] = content.problems
    assert warning.code is ErrorCode.VIEW_LEFT_OUT and "ball joint 'ball'" in warning.message
    assert warning.path == '/sdf/model[@name="m"]/joint[@name="ball"]'
