"""``sdformat pose --joint``/``--all`` and ``sdformat graph kinematic``."""

from __future__ import annotations

import csv
import io
import json
import math
from pathlib import Path

import numpy as np
import pytest

from tests.helpers import run_cli

ARM = """<sdf version="1.10"><model name="arm">
  <link name="base"/>
  <link name="upper"><pose>0 0 1 0 0 0</pose></link>
  <link name="fore"><pose relative_to="upper">1 0 0 0 0 0</pose></link>
  <link name="hand"><pose relative_to="fore">1 0 0 0 0 0</pose></link>
  <joint name="shoulder" type="revolute"><parent>base</parent><child>upper</child>
    <axis><xyz>0 0 1</xyz><limit><lower>-1</lower><upper>1</upper></limit></axis></joint>
  <joint name="elbow" type="revolute"><parent>upper</parent><child>fore</child>
    <axis><xyz>0 0 1</xyz><mimic joint="shoulder"><multiplier>2</multiplier></mimic></axis></joint>
  <joint name="wrist" type="universal"><parent>fore</parent><child>hand</child>
    <axis><xyz>0 0 1</xyz></axis><axis2><xyz>0 1 0</xyz></axis2></joint>
  <frame name="tool" attached_to="hand"><pose>0.1 0 0 0 0 0</pose></frame>
</model></sdf>"""


@pytest.fixture
def arm(tmp_path: Path) -> Path:
    path = tmp_path / "arm.sdf"
    path.write_text(ARM)
    return path


def floats(line: str) -> list[float]:
    return [float(word) for word in line.split()]


def test_joint_moves_the_frame_and_followers_follow(
    arm: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run_cli(capsys, "pose", arm, "hand", "--joint", "shoulder=0.5")
    assert (status, err) == (0, "")
    # shoulder turns everything by 0.5 about the upper link's origin, elbow by 1.0 more
    # about the fore link's origin: fore at (cos .5, sin .5, 1), hand 1 further at 1.5.
    x = math.cos(0.5) + math.cos(1.5)
    y = math.sin(0.5) + math.sin(1.5)
    assert np.allclose(floats(out), [x, y, 1, 0, 0, 1.5])


def test_two_axis_values_and_one_axis_keys(arm: Path, capsys: pytest.CaptureFixture[str]) -> None:
    both = run_cli(capsys, "pose", arm, "tool", "--joint", "wrist=0,0.3")
    one = run_cli(capsys, "pose", arm, "tool", "--joint", "wrist:axis2=0.3")
    assert both[0] == one[0] == 0
    assert np.allclose(floats(both[1]), floats(one[1]))
    assert np.allclose(floats(both[1])[3:], [0, 0.3, 0])


def test_limits_warn_or_fail_with_strict(arm: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_cli(capsys, "pose", arm, "hand", "--joint", "shoulder=1.5")
    assert status == 0 and out and "warning: joint 'shoulder' axis position 1.5 is above" in err
    status, out, err = run_cli(capsys, "pose", arm, "hand", "--joint", "shoulder=1.5", "--strict")
    assert (status, out) == (1, "") and "above its upper limit 1" in err


@pytest.mark.parametrize(
    ("arguments", "status", "says"),
    [
        (["hand", "--joint", "elbow=3"], 1, "follows 'shoulder'"),
        (["hand", "--joint", "sholder=3"], 1, "did you mean 'shoulder'"),
        (["hand", "--joint", "shoulder"], 2, "NAME=VALUE"),
        (["hand", "--joint", "shoulder=x"], 2, "is not numbers"),
        (["--joint", "shoulder=1"], 2, "give a FRAME or --all"),
        (["hand", "--all"], 2, "give a FRAME or --all"),
        (["hand", "--csv"], 2, "--json and --csv lay out the table of --all"),
    ],
)
def test_mistakes_are_explained(
    arm: Path, capsys: pytest.CaptureFixture[str], arguments: list[str], status: int, says: str
) -> None:
    got, out, err = run_cli(capsys, "pose", arm, *arguments)
    assert (got, out) == (status, "")
    assert says in err and "Traceback" not in err


def test_all_prints_every_frame_as_text_json_and_csv(
    arm: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    joint = ["--joint", "shoulder=0.2", "--joint", "wrist=0.1,0.2"]
    status, text_out, _ = run_cli(capsys, "pose", arm, "--all", *joint)
    assert status == 0
    rows = {line.split()[0]: floats(" ".join(line.split()[1:])) for line in text_out.splitlines()}
    assert set(rows) == {
        "__model__",
        "base",
        "upper",
        "fore",
        "hand",
        "shoulder",
        "elbow",
        "wrist",
        "tool",
    }
    for frame in ("hand", "tool", "elbow"):
        _, single, _ = run_cli(capsys, "pose", arm, frame, *joint)
        assert np.allclose(rows[frame], floats(single))
    status, json_out, _ = run_cli(
        capsys, "pose", arm, "--all", "--json", "--format", "quat", *joint
    )
    document = json.loads(json_out)
    assert document["columns"] == ["x", "y", "z", "qx", "qy", "qz", "qw"]
    assert document["positions"] == {"shoulder": 0.2, "wrist": [0.1, 0.2]}
    assert np.allclose(document["frames"]["hand"][:3], rows["hand"][:3])
    status, csv_out, _ = run_cli(
        capsys, "pose", arm, "--all", "--csv", "--relative-to", "fore", *joint
    )
    table = list(csv.DictReader(io.StringIO(csv_out)))
    by_frame = {row["frame"]: row for row in table}
    assert [float(by_frame["fore"][c]) for c in ("x", "y", "z", "roll", "pitch", "yaw")] == [0] * 6
    assert float(by_frame["hand"]["x"]) == pytest.approx(1.0)


def test_graph_kinematic_draws_links_and_typed_joints(
    arm: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run_cli(capsys, "graph", "kinematic", arm)
    assert status == 0
    assert '"base" -> "upper" [label="shoulder\\n(revolute)"];' in out
    assert '"fore" -> "hand" [label="wrist\\n(universal)"];' in out
    assert '"tool"' not in out  # frames are not bodies
    assert out.count("->") == 3


def test_graph_kinematic_dashes_joints_that_close_a_loop(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "loop.sdf"
    path.write_text("""<sdf version="1.10"><model name="m">
      <link name="a"/><link name="b"/><link name="c"/>
      <joint name="ab" type="revolute"><parent>a</parent><child>b</child></joint>
      <joint name="bc" type="revolute"><parent>b</parent><child>c</child></joint>
      <joint name="ac" type="revolute"><parent>a</parent><child>c</child></joint>
    </model></sdf>""")
    status, out, _ = run_cli(capsys, "graph", "kinematic", path)
    assert status == 0
    assert '"a" -> "c" [label="ac\\n(revolute)", style=dashed];' in out
    status, _, err = run_cli(capsys, "pose", path, "c", "--joint", "ac=0.1")
    assert status == 1 and "closes a kinematic loop" in err
