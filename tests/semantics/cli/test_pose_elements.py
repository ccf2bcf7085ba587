"""``pose`` answers for visuals, collisions and sensors, rounds on request, prints no noise (issue 39)."""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest

import sdformat_semantics
from sdformat_semantics import Pose
from tests.helpers import run_cli

KINDS = ("visual", "collision", "sensor")


def model_with_elements(rng: random.Random) -> tuple[str, dict[str, list[float]]]:
    """A model whose link holds one element of each kind at a random pose."""
    poses = {kind: [round(rng.uniform(-2, 2), 3) for _ in range(6)] for kind in KINDS}
    geometry = "<geometry><box><size>1 1 1</size></box></geometry>"
    extra = {"visual": ("", geometry), "collision": ("", geometry), "sensor": (" type='imu'", "")}
    parts = {
        kind: f"<{kind} name='e_{kind}'{extra[kind][0]}>"
        f"<pose>{' '.join(map(str, poses[kind]))}</pose>{extra[kind][1]}</{kind}>"
        for kind in KINDS
    }
    text = f"""<sdf version="1.11"><model name="m">
      <link name="base"><pose>0.5 -1 2 0.1 0.2 0.3</pose>{"".join(parts.values())}</link>
      <link name="tip"><pose relative_to="base">1 0 0 0 0 2</pose></link>
      <joint name="j" type="revolute"><parent>base</parent><child>tip</child>
        <axis><xyz>0 0 1</xyz></axis></joint>
    </model></sdf>"""
    return text, poses


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("kind", KINDS)
def test_pose_of_an_element_is_the_api_answer(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, seed: int, kind: str
) -> None:
    text, _ = model_with_elements(random.Random(seed))
    path = tmp_path / "m.sdf"
    path.write_text(text)
    document = sdformat_semantics.load(path)
    element = document.find(f"base::e_{kind}")
    for relative_to, expected in [
        (None, document.pose_of(element)),
        ("tip", document.pose_of(element, "tip")),
    ]:
        options = ["--relative-to", relative_to] if relative_to else []
        status, out, err = run_cli(capsys, "pose", path, f"base::e_{kind}", *options)
        assert (status, err) == (0, "")
        numbers = [float(word) for word in out.split()]
        assert Pose.from_rpy(*numbers).isclose(expected, 1e-9)


def test_pose_relative_to_an_element(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text, _ = model_with_elements(random.Random(7))
    path = tmp_path / "m.sdf"
    path.write_text(text)
    document = sdformat_semantics.load(path)
    sensor = document.pose_of(document.find("base::e_sensor"))
    expected = sensor.inverse() @ document.pose_of(document.find("base::e_visual"))
    _, out, _ = run_cli(capsys, "pose", path, "base::e_visual", "--relative-to", "base::e_sensor")
    assert Pose.from_rpy(*[float(w) for w in out.split()]).isclose(expected, 1e-9)


def test_a_name_that_is_nothing_is_still_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text, _ = model_with_elements(random.Random(1))
    path = tmp_path / "m.sdf"
    path.write_text(text)
    status, out, err = run_cli(capsys, "pose", path, "base::nothing")
    assert status == 1 and out == "" and "base::nothing" in err


@pytest.mark.parametrize("turns", [1, 2, 3, 5, 7])
@pytest.mark.parametrize("layout", ["rpy", "quat", "matrix"])
def test_text_output_has_no_rounding_noise(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, turns: int, layout: str
) -> None:
    # A chain of quarter and half turns: exact answers, computed with noise like 1e-16.
    links = "".join(
        f"<frame name='f{i}' attached_to='{'l' if i == 0 else f'f{i - 1}'}'>"
        f"<pose relative_to='{'l' if i == 0 else f'f{i - 1}'}'>1 0 0 0 0 {math.pi / 2 * turns}"
        "</pose></frame>"
        for i in range(6)
    )
    path = tmp_path / "turns.sdf"
    path.write_text(f"<sdf version='1.11'><model name='m'><link name='l'/>{links}</model></sdf>")
    for command in (["f5"], ["--all"]):
        status, out, _ = run_cli(capsys, "pose", path, *command, "--format", layout)
        assert status == 0
        assert "e-1" not in out and "e-09" not in out, out


@pytest.mark.parametrize("digits", [0, 2, 4, 6])
def test_precision_rounds_every_number(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, digits: int
) -> None:
    text, _ = model_with_elements(random.Random(3))
    path = tmp_path / "m.sdf"
    path.write_text(text)
    _, exact, _ = run_cli(capsys, "pose", path, "tip")
    _, rounded, _ = run_cli(capsys, "pose", path, "tip", "--precision", str(digits))
    for full, short in zip(exact.split(), rounded.split(), strict=True):
        assert abs(float(full) - float(short)) <= 0.5 * 10**-digits + 1e-12
        decimals = short.split(".")[1] if "." in short else ""
        assert len(decimals) <= digits
    _, table, _ = run_cli(capsys, "pose", path, "--all", "--csv", "--precision", str(digits))
    for row in table.splitlines()[1:]:
        for word in row.split(",")[1:]:
            assert len(word.split(".")[1]) <= digits if "." in word else True
