"""The page's scene without a browser: nodes where ``pose`` puts them, the missing extra named."""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path

import numpy as np
import pytest

from sdformat_runtime.errors import ErrorCode
from sdformat_semantics import load
from sdformat_semantics.view import ViewerMissingError
from tests.conftest import REPO
from tests.helpers import hermetic, model_file, run_cli, write
from tests.semantics.view.test_view_content import ARM, REAL

MESH = """solid one
facet normal 0 0 1
outer loop
vertex 0 0 0
vertex 1 0 0
vertex 0 1 0
endloop
endfacet
endsolid one
"""


def test_without_viser_the_api_and_the_command_name_the_extra(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "viser", None)  # import viser now raises ImportError
    source = write(tmp_path, "m.sdf", model_file("m"))
    with pytest.raises(ViewerMissingError) as raised:
        load(source).show(block=False)
    assert raised.value.problem.code is ErrorCode.VIEWER_MISSING
    assert "[view]" in raised.value.problem.message
    status, stdout, stderr = run_cli(capsys, "view", source, "--screenshot", tmp_path / "m.png")
    assert (status, stdout) == (1, "")
    assert "VIEWER_MISSING" in stderr and "[view]" in stderr and "Traceback" not in stderr


@pytest.mark.slow  # a fresh interpreter
def test_loading_posing_and_the_command_line_never_import_viser() -> None:
    """viser and trimesh take a noticeable moment to import: only a view asks for them."""
    script = (
        "import sys, sdformat_semantics\n"
        "from sdformat_semantics.cli import build_parser\n"
        "document = sdformat_semantics.load('tests/data/mimic/rack_and_pinion.sdf')\n"
        "document.pose('rack', positions={'pinion_joint': 0.5})\n"
        "build_parser()\n"
        "print(sorted(m for m in ('viser', 'trimesh') if m in sys.modules))\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO, check=True
    )
    assert ran.stdout.strip() == "[]"


@pytest.mark.parametrize("release", ["1.0.30", "0.2.7"])
def test_a_viser_older_than_the_oldest_that_works_is_named_not_crashed_into(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    release: str,
) -> None:
    """Before 1.1 the calls the viewer makes fail with a TypeError (view/library.py)."""
    old = types.ModuleType("viser")
    old.__version__ = release  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "viser", old)
    source = write(tmp_path, "m.sdf", model_file("m"))
    with pytest.raises(ViewerMissingError) as raised:
        load(source).show(block=False)
    message = raised.value.problem.message
    assert f"viser {release} is installed, older than 1.1" in message and "viser>=1.1" in message
    status, _, stderr = run_cli(capsys, "view", source, "--screenshot", tmp_path / "m.png")
    assert status == 1 and "VIEWER_MISSING" in stderr and "Traceback" not in stderr


viser = pytest.importorskip(
    "viser", minversion="1.1", reason="the 3D view needs the [view] extra (viser>=1.1)"
)

from sdformat_semantics.view.viewer import Viewer  # noqa: E402


def _configurations(viewer: Viewer, count: int) -> list[dict[tuple[str, str], float]]:
    """``count`` configurations spread over every free slider's range (followers follow)."""
    random = np.random.default_rng(7)
    free = [s for s in viewer.content.sliders if not s.leader and not s.stuck]
    return [{s.key: float(random.uniform(s.lower, s.upper)) for s in free} for _ in range(count)]


def _assert_nodes_at_poses(viewer: Viewer, document: object, positions: dict) -> None:  # type: ignore[type-arg]
    world = viewer.content.world
    for name in viewer.nodes:
        expected = document.pose(name, world=world, positions=positions).matrix()  # type: ignore[attr-defined]
        np.testing.assert_allclose(viewer.node_transform(name), expected, atol=1e-9, err_msg=name)


@pytest.mark.slow  # a page served for every vendored real file
@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_every_frame_of_a_real_file_is_drawn_where_pose_puts_it(path: Path) -> None:
    document = load(path, config=hermetic())
    viewer = Viewer(document, list(document.problems), config=hermetic(), port=0)
    try:
        for positions in _configurations(viewer, 3):
            viewer.set_positions(positions)
            _assert_nodes_at_poses(viewer, document, positions)
        viewer.set_positions(viewer.start)  # what Reset does
        _assert_nodes_at_poses(viewer, document, {})
    finally:
        viewer.stop()


def test_followers_move_with_their_leaders_and_reset_returns_to_the_start() -> None:
    document = load(f'<sdf version="1.10"><world name="w">{ARM[20:-6]}</world></sdf>')
    start = {"robot::shoulder": 0.5}
    viewer = Viewer(document, [], positions=start, port=0)
    try:
        slide, follow = ("robot::slide", "axis"), ("robot::follow", "axis")
        viewer.set_positions({"robot::slide": 0.25})
        assert viewer.positions[follow] == pytest.approx(0.25)
        assert viewer.panel.sliders[follow].value == pytest.approx(0.25)
        assert viewer.panel.sliders[follow].disabled
        _assert_nodes_at_poses(viewer, document, {**start, "robot::slide": 0.25})
        assert "xyz: 0.25 0 0" in viewer.pose_text("robot::finger_a", "robot::arm")
        viewer.set_positions(viewer.start)
        assert (
            viewer.positions[slide] == 0.0 and viewer.positions[("robot::shoulder", "axis")] == 0.5
        )
        viewer.panel.pick("robot::finger_b")  # what clicking its axes or shapes does
        assert viewer.panel.frame.value == "robot::finger_b"
        assert viewer.panel.readout.value == viewer.pose_text("robot::finger_b", "robot")
        notes = viewer.set_positions({"robot::shoulder": 3.0})  # beyond the limit of 2
        assert len(notes) == 1 and "limit" in notes[0]
    finally:
        viewer.stop()


def test_a_mesh_is_read_and_one_that_cannot_be_is_a_warning(tmp_path: Path) -> None:
    write(tmp_path, "tri.stl", MESH)
    write(tmp_path, "bad.stl", "solid nothing\nendsolid nothing\n")
    body = """<link name="l">
      <visual name="ok"><geometry><mesh><uri>tri.stl</uri><scale>2 2 2</scale></mesh></geometry></visual>
      <visual name="bad"><geometry><mesh><uri>bad.stl</uri></mesh></geometry></visual>
      <collision name="c"><geometry><mesh><uri>tri.stl</uri></mesh></geometry></collision></link>"""
    document = load(write(tmp_path, "m.sdf", model_file("m", body)), config=hermetic())
    viewer = Viewer(document, [], config=hermetic(), port=0)
    try:
        assert [h.name for h in viewer.layers["visuals"]] == ["/frames/f1/visual0"]
        assert len(viewer.layers["collisions"]) == 1 and not viewer.layers["collisions"][0].visible
        [warning] = [p for p in viewer.content.problems if p.code is ErrorCode.VIEW_LEFT_OUT]
        assert "'bad'" in warning.message and "trimesh" in warning.message
    finally:
        viewer.stop()


def test_collisions_start_shown_when_there_is_nothing_else_to_see() -> None:
    only_collisions = model_file(
        "c",
        '<link name="l"><collision name="c"><geometry><box>'
        "<size>1 1 1</size></box></geometry></collision></link>",
    )
    viewer = Viewer(load(only_collisions), [], port=0)
    try:
        assert viewer.shown["collisions"] and viewer.layers["collisions"][0].visible
    finally:
        viewer.stop()


def test_the_command_reports_usage_errors_and_a_missing_browser(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = write(tmp_path, "m.sdf", model_file("m"))
    shot = ["--screenshot", str(tmp_path / "m.png")]
    status, _, stderr = run_cli(capsys, "view", source, "--model", "nope", *shot)
    assert status == 2 and "no model named 'nope'" in stderr
    status, _, stderr = run_cli(capsys, "view", source, "--camera", "1,2", *shot)
    assert status == 2 and "--camera takes X,Y,Z" in stderr
    status, _, stderr = run_cli(capsys, "view", source, "--browser", str(tmp_path / "none"), *shot)
    assert status == 1 and "BROWSER_MISSING" in stderr and "Traceback" not in stderr
    assert not (tmp_path / "m.png").exists()


def test_a_problem_chosen_in_the_panel_is_marked_at_its_frame_and_moves_with_it() -> None:
    broken = """<sdf version="1.10"><world name="w"><model name="a">
      <link name="base"/><link name="arm"><pose>1 0 0 0 0 0</pose></link>
      <link name="lost"><pose relative_to="nothing"/></link>
      <joint name="hinge" type="revolute"><parent>base</parent><child>arm</child>
        <axis><xyz>0 0 1</xyz></axis></joint>
      <frame name="tip" attached_to="arm"><pose relative_to="nowhere"/></frame>
      <link name="odd"><visual name="v"><geometry><heightmap><uri>h.png</uri></heightmap>
        </geometry></visual></link></model></world></sdf>"""
    document = load(broken)
    viewer = Viewer(document, list(document.problems), port=0)
    try:
        choices = viewer.panel.placed_problems
        # The lost link and the frame cannot be placed: their model is marked instead.
        assert sorted(choices.values()) == ["a", "a", "a::odd"]
        [choice] = [text for text, frame in choices.items() if frame == "a::odd"]
        assert "VIEW_LEFT_OUT" in choice
        viewer.panel.problem_choice.value = choice
        viewer.panel._problem_chosen()
        assert viewer.highlighted == "a::odd" and viewer.panel.frame.value == "a::odd"
        viewer.highlight("a::arm")
        viewer.set_positions({"a::hinge": 1.0})
        expected = document.pose("a::arm", positions={"a::hinge": 1.0})
        np.testing.assert_allclose(viewer.marker.position, expected.position, atol=1e-9)
        viewer.highlight(None)
        assert viewer.marker is None
    finally:
        viewer.stop()
