"""``check --target``: what each simulator rejects or ignores, from rules with sources (issue 39)."""

from __future__ import annotations

from pathlib import Path

import pytest

import sdformat_semantics
from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_semantics.targets import RULES, TARGETS, target_problems
from sdformat_semantics.targets.matching import CONDITIONS
from tests.conftest import DATA
from tests.helpers import run_cli

CORPUS = DATA / "corpus"


def test_every_rule_is_data_with_a_source_and_a_known_condition() -> None:
    for rule in RULES:
        assert rule.source.strip(), rule
        assert rule.condition in CONDITIONS, rule
        assert set(rule.targets) <= set(TARGETS), rule
        assert rule.severity in ("error", "warning"), rule
    for target in TARGETS.values():
        assert target.source.strip()
        assert any(target.name in rule.targets for rule in RULES), target.name


def problems(path: Path, target: str) -> list[Error]:
    return target_problems(sdformat_semantics.load(path), [target])


# Vendored real and conformance files that each target is known to reject or ignore:
# (file, target, code, what the message says, how many).
EXPECTED = [
    ("conformance/test/sdf/joint_complete.sdf", "drake", "REJECTED", "gearbox joint", 1),
    ("conformance/test/sdf/joint_complete.sdf", "drake", "REJECTED", "revolute2 joint", 1),
    ("real/gazebosim__gz-sim/test/worlds/joint_sensor.sdf", "drake", "REJECTED", "revolute2", 1),
    ("real/gazebosim__gz-sim/test/worlds/joint_sensor.sdf", "drake", "IGNORED", "a sensor", 1),
    ("conformance/test/sdf/double_pendulum.sdf", "drake", "IGNORED", "is kinematic", 1),
    ("real/gazebosim__sdformat/test/sdf/world_complete.sdf", "drake", "IGNORED", "a light", 4),
    ("real/gazebosim__sdformat/test/sdf/world_complete.sdf", "drake", "IGNORED", "a plugin", 13),
    (
        "real/gazebosim__harmonic_demo/harmonic_demo/harmonic_mimic_mechanisms.sdf",
        "drake",
        "IGNORED",
        "standard <mimic>",
        3,
    ),
    (
        "real/gazebosim__harmonic_demo/harmonic_demo/harmonic_mimic_mechanisms.sdf",
        "garden",
        "IGNORED",
        "<mimic> constraint",
        3,
    ),
    (
        "real/gazebosim__harmonic_demo/harmonic_demo/harmonic_mimic_mechanisms.sdf",
        "fortress",
        "IGNORED",
        'auto="true"',
        8,
    ),
    ("real/gazebosim__gz-sim/test/worlds/joints_in_world.sdf", "fortress", "IGNORED", "world", 2),
    (
        "real/gazebosim__sdformat/test/sdf/mesh_auto_inertial.sdf",
        "mujoco",
        "REJECTED",
        "COLLADA",
        1,
    ),
    ("real/gazebosim__sdformat/test/sdf/mesh_auto_inertial.sdf", "garden", "IGNORED", "newer", 1),
]


@pytest.mark.parametrize(("file", "target", "code", "says", "count"), EXPECTED)
def test_vendored_files_each_target_rejects_or_ignores(
    file: str, target: str, code: str, says: str, count: int
) -> None:
    found = [
        p
        for p in problems(CORPUS / file, target)
        if p.code is ErrorCode[f"TARGET_{code}"] and says in p.message
    ]
    assert len(found) == count
    severity = Severity.ERROR if code == "REJECTED" else Severity.WARNING
    for item in found:
        assert item.severity is severity
        assert item.message.startswith(f"[{target}] ")
        assert item.path.startswith("/sdf") and item.line


@pytest.mark.parametrize(
    ("file", "target"),
    [
        ("real/gazebosim__harmonic_demo/harmonic_demo/harmonic_mimic_mechanisms.sdf", "harmonic"),
        ("real/gazebosim__gz-sim/test/worlds/joints_in_world.sdf", "garden"),
        ("conformance/test/sdf/double_pendulum.sdf", "mujoco"),
    ],
)
def test_a_target_that_reads_the_content_says_nothing(file: str, target: str) -> None:
    assert problems(CORPUS / file, target) == []


CAMERA_WITH_OPTICAL_FRAME = """<sdf version="1.11"><model name="m"><link name="l">
  <sensor name="cam" type="camera"><camera><optical_frame_id>l</optical_frame_id></camera>
  </sensor></link></model></sdf>"""


@pytest.mark.parametrize(
    ("target", "count"),
    [("fortress", 0), ("garden", 0), ("harmonic", 0), ("ionic", 1), ("jetty", 1)],
)
def test_optical_frame_id_is_ignored_from_sdformat_1_12_on(target: str, count: int) -> None:
    document = sdformat_semantics.load(CAMERA_WITH_OPTICAL_FRAME)
    found = [p for p in target_problems(document, [target]) if "optical_frame_id" in p.message]
    assert len(found) == count
    assert all(p.path.endswith("/camera/optical_frame_id") for p in found)


def test_only_moving_bodies_need_a_positive_mass_in_mujoco() -> None:
    text = """<sdf version="1.11"><world name="w">
      <model name="moving"><link name="l"><inertial><mass>0</mass></inertial></link></model>
      <model name="fixed"><static>true</static>
        <link name="l"><inertial><mass>0</mass></inertial></link></model>
    </world></sdf>"""
    found = target_problems(sdformat_semantics.load(text), ["mujoco"])
    assert [p.path for p in found] == [
        '/sdf/world[@name="w"]/model[@name="moving"]/link[@name="l"]/inertial'
    ]


def test_unknown_target_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown target 'gazebo11'"):
        target_problems(sdformat_semantics.load(CAMERA_WITH_OPTICAL_FRAME), ["gazebo11"])


def test_check_target_reports_each_target_and_fails_on_a_rejection(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = CORPUS / "conformance/test/sdf/joint_complete.sdf"
    status, out, _ = run_cli(capsys, "check", "--target", "drake,harmonic", path)
    assert status == 1
    rejected = [line for line in out.splitlines() if "TARGET_REJECTED" in line]
    assert len(rejected) == 2 and all("[drake]" in line for line in rejected)
    status, out, _ = run_cli(capsys, "check", "--target", "harmonic", path)
    assert "TARGET_" not in out


def test_check_target_refuses_an_unknown_name(capsys: pytest.CaptureFixture[str]) -> None:
    path = CORPUS / "conformance/test/sdf/joint_complete.sdf"
    status, _, err = run_cli(capsys, "check", "--target", "drak", path)
    assert status == 2 and "did you mean 'drake'" in err
