"""The gearbox joint: deprecation warnings from 1.10 on and the rewrite as a mimic constraint."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

import sdformat_semantics
from sdformat_runtime.versions import version_key
from sdformat_semantics import ParserConfig, Policy
from sdformat_semantics.cli import main
from sdformat_semantics.export.gearbox import GearboxRewrite, gearbox_to_mimic
from sdformat_semantics.versions import SUPPORTED_VERSIONS
from tests.conftest import DATA

DEMO = DATA / "mimic" / "gearbox_demo.sdf"
JOINT = '/sdf/model[@name="demo_joint_types"]/joint[@name="gearbox_demo"]'


FROM_1_10 = [v for v in SUPPORTED_VERSIONS if version_key(v) >= (1, 10)]


@pytest.mark.parametrize("version", FROM_1_10)
def test_gearbox_joint_and_elements_are_deprecated_from_1_10(version: str) -> None:
    """One warning for the type and one per gearbox element, each suggesting mimic.

    The 1.10 file warns whichever version it is read as, the newest by default.
    """
    document = sdformat_semantics.load(DEMO, version=version)
    assert document.spec_version == version
    assert document.valid
    warnings = [(w.code.value, w.line, w.path) for w in document.warnings]
    assert warnings == [
        ("ELEMENT_DEPRECATED", 26, JOINT),
        ("ELEMENT_DEPRECATED", 30, JOINT + "/gearbox_ratio"),  # on its own line
        ("ELEMENT_DEPRECATED", 29, JOINT + "/gearbox_reference_body"),
    ]
    assert all("mimic" in w.message for w in document.warnings)
    assert "--gearbox-to-mimic" in document.warnings[0].message


def test_the_deprecated_elements_policy_decides() -> None:
    """Deprecations follow ``deprecated_elements``, as spec-deprecated elements do."""
    as_errors = sdformat_semantics.load(DEMO, config=ParserConfig(deprecated_elements=Policy.ERROR))
    assert [e.code.value for e in as_errors.errors] == ["ELEMENT_DEPRECATED"] * 3
    ignored = sdformat_semantics.load(DEMO, config=ParserConfig(deprecated_elements=Policy.IGNORE))
    assert ignored.valid and ignored.warnings == []


def test_gearbox_is_not_deprecated_before_1_10() -> None:
    text = DEMO.read_text().replace('"1.10"', '"1.8"')
    document = sdformat_semantics.load(text, version="1.8")
    assert document.valid and document.warnings == []


def test_rewrite_of_the_proposals_gearbox_follows_the_gearbox_relation() -> None:
    """gearbox_demo becomes <mimic joint="gearbox_input_joint"> with multiplier -5.

    Both revolute axes point along the gearbox's, so theta_2 = -5 theta_1 is
    q_out = -5 q_in. The proposal's example writes +5, but it also turns the
    output joint's axis onto another line, so it is no check of the sign
    (``test_gearbox_multiplier.py`` checks it with the kinematics).
    """
    document = sdformat_semantics.load(DEMO)
    root, rewrites = gearbox_to_mimic(document)
    assert rewrites == [
        GearboxRewrite("gearbox_demo", "gearbox_input_joint", "gearbox_output_joint", -5.0)
    ]
    assert [j.name for j in document.model.joints][-1] == "gearbox_demo"  # unchanged
    rewritten = sdformat_semantics.load(attrs.evolve(document, root=root).to_xml())
    assert rewritten.valid and rewritten.warnings == []
    assert [j.name for j in rewritten.model.joints] == [
        "gearbox_input_joint",
        "gearbox_output_joint",
    ]
    proposal = sdformat_semantics.load(DATA / "mimic" / "gearbox_as_mimic.sdf")
    [ours], [theirs] = rewritten.mimic_constraints(), proposal.mimic_constraints()
    assert (ours.follower, ours.leader) == (theirs.follower, theirs.leader)
    assert (ours.multiplier, theirs.multiplier) == (-5.0, 5.0)


def _write(tmp_path: Path, body: str, version: str = "1.10") -> Path:
    path = tmp_path / "gearbox.sdf"
    path.write_text(
        f'<sdf version="{version}"><model name="m"><link name="base"/><link name="in"/>'
        f'<link name="out"/>{body}</model></sdf>'
    )
    return path


def _revolute(name: str, parent: str, child: str, extra: str = "", kind: str = "revolute") -> str:
    return (
        f'<joint name="{name}" type="{kind}"><parent>{parent}</parent><child>{child}</child>'
        f"<axis><xyz>0 0 1</xyz>{extra}</axis></joint>"
    )


GEARBOX = (
    '<joint name="g" type="gearbox"><parent>in</parent><child>out</child>'
    "{reference}<gearbox_ratio>-2.5</gearbox_ratio></joint>"
)
WITH_BASE = GEARBOX.format(reference="<gearbox_reference_body>base</gearbox_reference_body>")


def test_rewrite_without_reference_body_uses_a_common_parent(tmp_path: Path) -> None:
    body = (
        _revolute("j_in", "base", "in", kind="continuous")
        + _revolute("j_out", "base", "out")
        + GEARBOX.format(reference="")
    )
    document = sdformat_semantics.load(_write(tmp_path, body))
    root, [rewrite] = gearbox_to_mimic(document)
    assert (rewrite.leader, rewrite.follower, rewrite.multiplier) == ("j_in", "j_out", 2.5)
    constraints = sdformat_semantics.load(root.to_string()).mimic_constraints()
    assert [(c.follower, c.leader, c.multiplier) for c in constraints] == [("j_out", "j_in", 2.5)]


def test_rewrite_in_a_nested_model_names_the_leader_from_the_follower_scope(
    tmp_path: Path,
) -> None:
    inner = _write(tmp_path, _revolute("j_in", "base", "in") + _revolute("j_out", "base", "out"))
    gears = inner.read_text().split('<sdf version="1.10">')[1].replace("</sdf>", "")
    gears = gears.replace('name="m"', 'name="gears"').replace("</model>", WITH_BASE + "</model>")
    path = tmp_path / "world.sdf"
    path.write_text(
        f'<sdf version="1.10"><world name="w"><model name="robot"><link name="l"/>{gears}'
        "</model></world></sdf>"
    )
    document = sdformat_semantics.load(path)
    assert document.valid, [str(e) for e in document.errors]
    root, [rewrite] = gearbox_to_mimic(document)
    assert (rewrite.gearbox, rewrite.leader) == ("robot::gears::g", "robot::gears::j_in")
    rewritten = sdformat_semantics.load(root.to_string())
    assert rewritten.valid and rewritten.warnings == []
    [mimic] = rewritten.mimic_constraints()
    assert (mimic.follower, mimic.leader) == ("robot::gears::j_out", "robot::gears::j_in")
    assert mimic.element.joint == "j_in"


@pytest.mark.parametrize(
    ("body", "version", "reason"),
    [
        (
            _revolute("j_in", "base", "in") + WITH_BASE,
            "1.10",
            "no pair of revolute joints connects 'base' to its parent 'in' and to its child 'out'",
        ),
        (
            _revolute("j_in", "base", "in")
            + _revolute("j_out", "base", "out", kind="prismatic")
            + WITH_BASE,
            "1.10",
            "no pair of revolute joints",
        ),
        (
            _revolute("j_in", "base", "in")
            + _revolute("j_out", "base", "out", '<mimic joint="j_in"/>')
            + WITH_BASE,
            "1.10",
            "the output joint 'j_out' already mimics another joint",
        ),
        (
            _revolute("j_in", "base", "in") + _revolute("j_out", "base", "out") + WITH_BASE,
            "1.8",
            "this SDFormat version has no <mimic>",
        ),
        (
            _revolute("j_in", "base", "in")
            + _revolute("j_out", "base", "out")
            + _revolute("j_out2", "base", "out")
            + WITH_BASE,
            "1.10",
            "several revolute joint pairs could replace it (j_in -> j_out, j_in -> j_out2)",
        ),
    ],
    ids=["no-output-joint", "prismatic-output", "output-already-mimics", "1.8", "ambiguous"],
)
def test_gearbox_kept_with_the_reason(tmp_path: Path, body: str, version: str, reason: str) -> None:
    document = sdformat_semantics.load(_write(tmp_path, body, version), version=version)
    root, [rewrite] = gearbox_to_mimic(document)
    assert not rewrite.rewritten
    assert reason in rewrite.reason
    assert "g" in [j.name for j in root.model.joints]


def test_cli_prints_the_rewritten_document(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["print", "--gearbox-to-mimic", str(DEMO)]) == 0
    captured = capsys.readouterr()
    assert '<mimic joint="gearbox_input_joint">' in captured.out
    assert "<multiplier>-5</multiplier>" in captured.out
    assert 'type="gearbox"' not in captured.out and "gearbox_ratio" not in captured.out
    assert f"{DEMO}:26: gearbox joint 'gearbox_demo' rewritten" in captured.err


def test_cli_explains_a_gearbox_it_cannot_rewrite(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _write(tmp_path, _revolute("j_in", "base", "in") + WITH_BASE)
    assert main(["print", "--gearbox-to-mimic", str(path)]) == 1
    captured = capsys.readouterr()
    assert 'type="gearbox"' in captured.out
    assert f"{path}:1: gearbox joint 'g' kept: no pair of revolute joints" in captured.err


def test_cli_refuses_to_rewrite_while_preserving_includes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The rewrite applies to the expanded document, so keeping <include> would lose it."""
    assert main(["print", "--gearbox-to-mimic", "--preserve-includes", str(DEMO)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "drop --preserve-includes" in captured.err
