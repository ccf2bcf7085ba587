"""``sdformat graph``: frame graphs as DOT text, or drawn by Graphviz when it is installed."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sdformat_semantics import load
from sdformat_semantics.cli import main
from tests.conftest import DATA
from tests.helpers import run_cli

FOUR_BAR = DATA / "corpus/real/RobotLocomotion__drake/examples/multibody/four_bar/four_bar.sdf"
NESTED_WORLD = (
    DATA / "corpus/real/gazebosim__gz-physics/test/common_test/worlds/world_with_nested_model.sdf"
)
HAS_DOT = shutil.which("dot") is not None


def test_pose_graph_edges_say_relative_to_and_with_poses_carry_the_pose(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run_cli(capsys, "graph", "pose", FOUR_BAR)
    assert status == 0
    lines = out.splitlines()
    assert lines[:3] == ["digraph pose_relative_to {", "  rankdir=BT;", "  node [shape=box];"]
    assert '  "Bc_bushing" [label="Bc_bushing\\n(frame)"];' in lines
    assert '  "joint_AB" [label="joint_AB\\n(joint)"];' in lines
    assert '  "B" -> "A" [label="relative_to"];' in lines  # <pose relative_to="A">
    _, out, _ = run_cli(capsys, "graph", "pose", "--poses", FOUR_BAR)
    assert '  "B" -> "A" [label="relative_to\\n4 0.1 0 0 0 0"];' in out.splitlines()
    assert '  "Bc_bushing" -> "B" [label="relative_to\\n4 0 0 -1.571 0 0"];' in out.splitlines()


def test_frame_graph_edges_say_attached_to_and_names_are_scoped(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run_cli(capsys, "graph", "frame", NESTED_WORLD)
    assert status == 0 and out.startswith("digraph frame_attached_to {\n")
    graphs = load(NESTED_WORLD).frame_graphs()
    nested = [name for name in graphs.vertices if name.count("::") >= 2]
    assert nested  # a model inside a model: names keep every scope
    for source, target in graphs.attached_to.items():
        assert f'  "{source}" -> "{target}" [label="attached_to"];' in out


def test_names_are_quoted_for_dot(tmp_path: Path) -> None:
    path = tmp_path / "odd.sdf"
    path.write_text('<sdf version="1.10"><model name="m"><link name="a&quot;b\\c"/></model></sdf>')
    dot = load(path).to_dot("frame")
    assert '  "a\\"b\\\\c" [label="a\\"b\\\\c\\n(link)"];' in dot.splitlines()


def test_output_dot_writes_the_text_without_graphviz(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("PATH", "")
    target = tmp_path / "graph.dot"
    status, out, _ = run_cli(capsys, "graph", "pose", FOUR_BAR, "-o", target)
    assert status == 0 and out == ""
    assert target.read_text() == load(FOUR_BAR).to_dot("pose")


def test_drawing_without_graphviz_says_how_to_get_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("PATH", "")
    target = tmp_path / "graph.svg"
    status, out, err = run_cli(capsys, "graph", "pose", FOUR_BAR, "-o", target)
    assert status == 1 and out == "" and not target.exists()
    assert err.startswith(f"sdformat: drawing {target} needs Graphviz's dot program")
    for hint in ("apt install graphviz", "brew install graphviz", "conda install", "-o "):
        assert hint in err
    assert str(tmp_path / "graph.dot") in err


def test_an_unknown_output_suffix_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, _, err = run_cli(capsys, "graph", "frame", FOUR_BAR, "-o", tmp_path / "graph.jpeg")
    assert status == 2 and "must end in .svg, .png, .pdf, .dot" in err


@pytest.mark.skipif(not HAS_DOT, reason="Graphviz's dot is not installed")
def test_graphviz_draws_svg_and_png(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    svg = tmp_path / "pose.svg"
    status, _, err = run_cli(capsys, "graph", "pose", "--poses", FOUR_BAR, "-o", svg)
    assert status == 0 and err == ""
    drawing = svg.read_text()
    assert "<svg" in drawing and "Bc_bushing" in drawing and "relative_to" in drawing
    png = tmp_path / "frame.png"
    assert run_cli(capsys, "graph", "frame", NESTED_WORLD, "-o", png)[0] == 0
    assert png.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


@pytest.mark.skipif(not HAS_DOT, reason="Graphviz's dot is not installed")
def test_graphviz_reads_quoted_names(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "odd.sdf"
    path.write_text('<sdf version="1.10"><model name="m"><link name="a&quot;b\\c"/></model></sdf>')
    svg = tmp_path / "odd.svg"
    status, _, err = run_cli(capsys, "graph", "frame", path, "-o", svg)
    assert status == 0 and err == ""
    assert "a&quot;b\\c" in svg.read_text()


def test_graph_help_has_examples(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["graph", "--help"]) == 0
    out = capsys.readouterr().out
    assert "examples:\n" in out and "sdformat graph pose robot.sdf --poses -o pose_graph.svg" in out
