"""The command line in CI and from a shell: SARIF, annotations, codes, assets, audit, stdin."""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import sdformat_v1_8
import sdformat_versions

from sdformat_runtime.binding import Element, binding_of
from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_semantics import load
from sdformat_semantics.cli.checking import FileReport
from sdformat_semantics.cli.ci_formats import github_lines, sarif_document
from sdformat_semantics.versions import NEWEST, PACKAGES, version_package
from tests.conftest import DATA, REPO
from tests.helpers import model_file, run_cli, write

NEWEST_PACKAGE = version_package(NEWEST)
CONFORMANCE = DATA / "corpus" / "conformance" / "test" / "sdf"
INVALID = CONFORMANCE / "model_invalid_frame_relative_to.sdf"
TYPO = REPO / "docs" / "examples" / "typo.sdf"


def assert_sarif_2_1_0(log: dict[str, Any]) -> None:
    """The parts of the SARIF 2.1.0 schema code scanning relies on, checked one by one."""
    assert log["version"] == "2.1.0" and log["$schema"].endswith("sarif-2.1.0.json")
    assert isinstance(log["runs"], list) and log["runs"]
    for run in log["runs"]:
        driver = run["tool"]["driver"]
        assert isinstance(driver["name"], str) and driver["name"]
        rules = driver.get("rules", [])
        ids = [rule["id"] for rule in rules]
        assert len(ids) == len(set(ids))
        for rule in rules:
            assert isinstance(rule["shortDescription"]["text"], str)
        for result in run["results"]:
            assert result["level"] in ("none", "note", "warning", "error")
            assert isinstance(result["message"]["text"], str) and result["message"]["text"]
            if "ruleIndex" in result:
                assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
            for location in result["locations"]:
                physical = location["physicalLocation"]
                assert isinstance(physical["artifactLocation"]["uri"], str)
                region = physical.get("region", {})
                assert all(isinstance(v, int) and v >= 1 for v in region.values())
                assert set(region) <= {"startLine", "startColumn", "endLine", "endColumn"}
        for invocation in run.get("invocations", []):
            assert isinstance(invocation["executionSuccessful"], bool)


def test_sarif_lists_every_problem_with_its_rule_and_place(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(REPO)
    status, out, _ = run_cli(capsys, "check", "--format", "sarif", TYPO, INVALID)
    assert status == 1
    log = json.loads(out)
    assert_sarif_2_1_0(log)
    results = log["runs"][0]["results"]
    expected = [*load(TYPO).problems, *load(INVALID).problems]
    assert len(results) >= len(expected)
    first = results[0]
    assert first["ruleId"] == "ELEMENT_INCORRECT_TYPE" and first["level"] == "warning"
    assert first["locations"][0]["physicalLocation"] == {
        "artifactLocation": {"uri": "docs/examples/typo.sdf"},
        "region": {"startLine": 5, "startColumn": 7},
    }
    rules = {rule["id"]: rule for rule in log["runs"][0]["tool"]["driver"]["rules"]}
    assert rules["FRAME_ATTACHED_TO_INVALID"]["shortDescription"]["text"].startswith(
        "`attached_to`"
    )


def test_sarif_of_a_valid_file_has_no_results(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "check", "--format", "sarif", REPO / "docs/examples/robot.sdf")
    log = json.loads(out)
    assert status == 0 and log["runs"][0]["results"] == []
    assert_sarif_2_1_0(log)


def test_every_problem_code_has_a_sarif_rule_description() -> None:
    problems = tuple(Error(code, "m", "f.sdf", 1) for code in ErrorCode)
    log = sarif_document([FileReport("f.sdf", problems)])
    assert_sarif_2_1_0(log)
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    assert len(rules) == len(ErrorCode)
    fallbacks = [r["id"].replace("_", " ").lower() for r in rules]
    assert all(r["shortDescription"]["text"] != f for r, f in zip(rules, fallbacks, strict=True))


def test_a_failure_of_the_tool_is_a_sarif_notification() -> None:
    log = sarif_document([FileReport("f.sdf", internal_error="KeyError: x")])
    assert_sarif_2_1_0(log)
    [invocation] = log["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is False
    assert "KeyError: x" in invocation["toolExecutionNotifications"][0]["message"]["text"]


@pytest.mark.parametrize(
    ("message", "encoded"),
    [
        ("plain", "plain"),
        ("100% sure", "100%25 sure"),
        ("two\nlines", "two%0Alines"),
        ("a\r\nb", "a%0D%0Ab"),
    ],
)
def test_github_annotations_encode_what_workflow_commands_reserve(
    message: str, encoded: str
) -> None:
    problem = Error(ErrorCode.URI_LOOKUP, message, "dir,1/a:b.sdf", 3, severity=Severity.WARNING)
    [line] = github_lines([FileReport("x.sdf", (problem,))])
    assert line == (f"::warning file=dir%2C1/a%3Ab.sdf,line=3,title=sdformat URI_LOOKUP::{encoded}")


def test_github_format_prints_annotations_then_the_summary(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(REPO)
    status, out, _ = run_cli(capsys, "check", "--format", "github", "docs/examples/typo.sdf")
    lines = out.splitlines()
    assert status == 1
    assert lines[0].startswith("::warning file=docs/examples/typo.sdf,line=5,col=7,")
    assert [line[:8] for line in lines[1:3]] == ["::error ", "::error "]
    assert lines[-1].startswith("checked 1 file: 0 valid, 1 invalid, 1 warning")


@pytest.mark.parametrize("code", ["FRAME_ATTACHED_TO_INVALID", "JOINT_PARENT_LINK_INVALID"])
def test_select_reports_one_code_and_ignore_leaves_it_out(
    capsys: pytest.CaptureFixture[str], code: str
) -> None:
    status, out, _ = run_cli(capsys, "check", "--format", "json", "--select", code, TYPO)
    [report] = json.loads(out)["files"]
    assert status == 1 and [p["code"] for p in report["errors"]] == [code]
    assert report["warnings"] == [] and report["ignored"] == 2
    status, out, _ = run_cli(capsys, "check", "--format", "json", "--ignore", code, TYPO)
    [report] = json.loads(out)["files"]
    assert code not in {p["code"] for p in report["errors"] + report["warnings"]}
    assert report["ignored"] == 1


def test_ignoring_every_error_makes_the_file_valid(capsys: pytest.CaptureFixture[str]) -> None:
    codes = "FRAME_ATTACHED_TO_INVALID,joint_parent_link_invalid"
    status, out, _ = run_cli(capsys, "check", "--ignore", codes, TYPO)
    assert status == 0
    assert f"{TYPO}: valid (1 warning)" in out
    assert "2 problems left out by --select/--ignore" in out


def test_an_unknown_code_is_a_usage_error_with_a_suggestion(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run_cli(capsys, "check", "--ignore", "URI_LOKUP", TYPO)
    assert (status, out) == (2, "")
    assert (
        err == "sdformat: unknown problem code 'URI_LOOKUP'\n" or "did you mean 'URI_LOOKUP'" in err
    )


# Assets ----------------------------------------------------------------------------------

ASSET_ELEMENTS = {
    "mesh": '<visual name="v"><geometry><mesh><uri>{}</uri></mesh></geometry></visual>',
    "heightmap": '<collision name="c"><geometry><heightmap><uri>{}</uri></heightmap></geometry></collision>',
    "script": '<visual name="v"><geometry><box/></geometry><material><script><uri>{}</uri><name>M</name></script></material></visual>',
    "pbr": '<visual name="v"><geometry><box/></geometry><material><pbr><metal><albedo_map>{}</albedo_map></metal></pbr></material></visual>',
    "texture": '<collision name="c"><geometry><heightmap><uri>h.png</uri><texture><size>1</size><diffuse>{}</diffuse><normal>h.png</normal></texture></heightmap></geometry></collision>',
}


@pytest.mark.parametrize("kind", sorted(ASSET_ELEMENTS))
def test_every_kind_of_asset_uri_is_checked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, kind: str
) -> None:
    write(tmp_path, "h.png", "png")
    body = f'<link name="l">{ASSET_ELEMENTS[kind].format("assets/file.bin")}</link>'
    robot = write(tmp_path, "robot.sdf", model_file("robot", body))
    status, out, _ = run_cli(capsys, "check", "--assets", robot)
    assert status == 1 and "error ASSET_MISSING:" in out and "'assets/file.bin'" in out
    write(tmp_path, "assets/file.bin", "data")
    status, out, _ = run_cli(capsys, "check", "--assets", robot)
    assert status == 0, out
    status, _, _ = run_cli(capsys, "check", robot)  # not asked for: not checked
    assert status == 0


def test_assets_are_found_as_includes_are(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    write(tmp_path / "models" / "arm" / "meshes", "arm.dae", "<COLLADA/>")
    cache = tmp_path / "cache" / "fuel.gazebosim.org" / "openrobotics" / "models" / "x500" / "2"
    write(cache / "meshes", "body.dae", "<COLLADA/>")
    fuel = "https://fuel.gazebosim.org/1.0/OpenRobotics/models/X500/2/files/meshes/body.dae"
    meshes = "".join(
        f'<visual name="v{n}"><geometry><mesh><uri>{uri}</uri></mesh></geometry></visual>'
        for n, uri in enumerate(["model://arm/meshes/arm.dae", fuel])
    )
    robot = write(tmp_path, "robot.sdf", model_file("robot", f'<link name="l">{meshes}</link>'))
    status, out, _ = run_cli(
        capsys,
        "check",
        "--assets",
        robot,
        "--path",
        tmp_path / "models",
        "--fuel-cache",
        tmp_path / "cache",
    )
    assert status == 0, out


def test_an_included_models_assets_start_from_its_own_folder(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    mesh = '<link name="l"><visual name="v"><geometry><mesh><uri>meshes/a.dae</uri></mesh></geometry></visual></link>'
    write(tmp_path / "arm", "arm.sdf", model_file("arm", mesh))
    write(tmp_path / "arm" / "meshes", "a.dae", "<COLLADA/>")
    world = write(
        tmp_path / "worlds",
        "w.sdf",
        '<sdf version="1.10"><world name="w"><include><uri>../arm/arm.sdf</uri></include></world></sdf>',
    )
    status, out, _ = run_cli(capsys, "check", "--assets", world)
    assert status == 0, out


def test_a_mesh_uri_naming_a_folder_is_missing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "meshes").mkdir()
    body = '<link name="l">' + ASSET_ELEMENTS["mesh"].format("meshes") + "</link>"
    robot = write(tmp_path, "robot.sdf", model_file("robot", body))
    status, out, _ = run_cli(capsys, "check", "--assets", robot)
    assert status == 1 and "names a folder, not a file" in out


def test_audit_sums_a_library_up(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    mesh = '<link name="l">' + ASSET_ELEMENTS["mesh"].format("gone.dae") + "</link>"
    write(tmp_path, "a.sdf", model_file("a", mesh))
    plugin = '<link name="l"/><plugin filename="gz-sim-imu-system" name="gz::sim::systems::Imu"/>'
    write(tmp_path, "b.sdf", model_file("b", plugin, version="1.8"))
    write(
        tmp_path,
        "c.sdf",
        '<sdf version="1.6"><model name="c"><include><uri>model://none</uri></include><link name="l"/></model></sdf>',
    )
    status, out, _ = run_cli(capsys, "audit", tmp_path, "--slowest", "2")
    lines = out.splitlines()
    assert status == 0
    assert lines[0] == "files: 3 (1 valid)"
    assert lines[1] == "SDFormat versions declared: 1.6: 1, 1.8: 1, 1.10: 1"
    assert "missing assets: 1 in 1 files" in lines
    assert "unresolved includes: 1 in 1 files" in lines
    assert "Gazebo-only content: 1 in 1 files" in lines
    assert "      1  plugin gz-sim-imu-system" in lines
    assert lines[-3].startswith("slowest files (of ") and len(lines) == lines.index(lines[-3]) + 3


# Standard input, schema, frame lists, partial documents, graph sizes ---------------------


def stdin(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))


def test_check_reads_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    stdin(monkeypatch, TYPO.read_text())
    status, out, _ = run_cli(capsys, "check", "-", REPO / "docs/examples/robot.sdf")
    assert status == 1
    assert "<stdin>: invalid (2 errors)" in out and out.index("<stdin>") < out.index("robot.sdf")


@pytest.mark.parametrize(
    "command", [["pose", "-", "forearm"], ["print", "-"], ["graph", "pose", "-"]]
)
def test_the_document_commands_read_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, command: list[str]
) -> None:
    stdin(monkeypatch, (REPO / "docs/examples/robot.sdf").read_text())
    status, out, _ = run_cli(capsys, *command)
    assert status == 0 and out


def test_schema_defaults_to_the_newest_version(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "schema")
    _, named, _ = run_cli(capsys, "schema", "--version", NEWEST)
    assert status == 0 and out == named and PACKAGES[NEWEST] in out


def test_an_unknown_frame_lists_every_frame(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    links = "".join(f'<link name="link_{n:02d}"/>' for n in range(30))
    robot = write(tmp_path, "robot.sdf", model_file("robot", links))
    status, _, err = run_cli(capsys, "pose", robot, "nowhere")
    assert status == 1
    assert "and 20 more" in err.splitlines()[0]  # 30 links, __model__ and __root__: 12 shown
    assert err.splitlines()[1] == f"sdformat: every frame of {robot}:"
    listed = [line.strip() for line in err.splitlines()[2:]]
    assert listed == sorted(["__model__", "__root__", *(f"link_{n:02d}" for n in range(30))])


def test_pose_and_graph_answer_for_what_resolved(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    world = write(
        tmp_path,
        "w.sdf",
        '<sdf version="1.10"><world name="w"><include><uri>model://gone</uri><name>r</name></include>'
        '<model name="box"><pose>1 2 3 0 0 0</pose><link name="l"/></model></world></sdf>',
    )
    status, out, err = run_cli(capsys, "pose", world, "box::l")
    assert (status, out) == (0, "1 2 3 0 0 0\n")
    assert err.startswith(
        f"sdformat: left out ({world}:1): include URI 'model://gone' does not resolve"
    )
    status, out, err = run_cli(capsys, "graph", "frame", world)
    assert status == 0 and '"box::l"' in out and "left out" in err
    status, _, err = run_cli(capsys, "pose", world, "r::base")
    assert status == 1 and "(it may be in an include left out above)" in err
    status, _, _ = run_cli(capsys, "print", world)  # print needs the whole document
    assert status == 1


@pytest.mark.skipif(shutil.which("dot") is None, reason="needs Graphviz")
@pytest.mark.parametrize("suffix", [".png", ".pdf"])
def test_graph_refuses_what_graphviz_would_shrink_out_of_sight(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, suffix: str
) -> None:
    links = "".join(f'<link name="l{n}"/>' for n in range(400))
    wide = write(tmp_path, "wide.sdf", model_file("wide", links))
    output = tmp_path / f"wide{suffix}"
    status, _, err = run_cli(capsys, "graph", "pose", wide, "-o", output)
    assert status == 1 and not output.exists()
    assert "Graphviz would shrink it to" in err and "wide.svg" in err
    status, _, _ = run_cli(capsys, "graph", "pose", wide, "-o", tmp_path / "wide.svg")
    assert status == 0
    few = "".join(f'<link name="l{n}"/>' for n in range(20))
    small = write(tmp_path, "small.sdf", model_file("small", few))
    status, _, _ = run_cli(capsys, "graph", "pose", small, "-o", output)
    assert status == 0 and output.stat().st_size > 0


# Start-up time, finding elements, help() -------------------------------------------------


def test_the_command_line_starts_without_the_load_pipeline() -> None:
    probe = (
        "import sys\n"
        "from sdformat_semantics.cli import build_parser\n"
        "build_parser()\n"
        "heavy = ('numpy', 'lxml', 'sdformat_v1', 'sdformat_semantics.loading')\n"
        "print(sorted({m.split('.')[0] for m in sys.modules if m.startswith(heavy)}))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_help_answers_without_importing_the_load_pipeline() -> None:
    """``sdformat --help`` took 1.0 s when it imported numpy, lxml and the classes, 0.15 s now.

    What it imports (``-X importtime`` names every module), not a clock that a
    loaded machine slows, is the test.
    """
    sdformat = Path(sys.executable).with_name("sdformat")
    done = subprocess.run(
        [sys.executable, "-X", "importtime", sdformat, "--help"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.startswith("usage: sdformat")
    found = re.findall(r"^import time:\s+\d+ \|\s+\d+ \|\s+(\S+)$", done.stderr, re.M)
    assert "sdformat_semantics.cli" in found  # the probe sees the command's own imports
    heavy = ("numpy", "lxml", "sdformat_v1", "sdformat_semantics.loading")
    assert sorted(m for m in found if m.startswith(heavy)) == []


NESTED = (
    '<sdf version="1.10"><world name="w"><model name="arm"><link name="base"/>'
    '<model name="gripper"><link name="finger"><visual name="pad"><geometry><box/></geometry>'
    '</visual></link><joint name="slide" type="prismatic"><parent>__model__</parent>'
    "<child>finger</child><axis><xyz>1 0 0</xyz></axis></joint></model></model>"
    '<model name="table"><static>true</static><link name="base"/></model></world></sdf>'
)


@pytest.mark.parametrize(
    ("name", "tag"),
    [
        ("arm", "model"),
        ("arm::base", "link"),
        ("arm::gripper", "model"),
        ("arm::gripper::finger", "link"),
        ("arm::gripper::finger::pad", "visual"),
        ("arm::gripper::slide", "joint"),
        ("table::base", "link"),
    ],
)
def test_find_returns_the_typed_object_a_scoped_name_names(name: str, tag: str) -> None:
    found = load(NESTED).find(name)
    assert tag == found.TAG and getattr(found, "name", None) == name.split("::")[-1]


def test_find_suggests_the_nearest_name() -> None:
    with pytest.raises(LookupError, match=r"did you mean 'arm::gripper::finger'"):
        load(NESTED).find("arm::gripper::fnger")


@pytest.mark.parametrize(
    ("kind", "names"),
    [
        (NEWEST_PACKAGE.Link, ["base", "finger", "base"]),
        ("link", ["base", "finger", "base"]),
        (NEWEST_PACKAGE.Model, ["arm", "gripper", "table"]),
        (NEWEST_PACKAGE.Joint, ["slide"]),
        (sdformat_v1_8.Link, []),  # another version's class
    ],
)
def test_iter_walks_every_element_of_a_kind_at_any_depth(
    kind: type[Element] | str, names: list[str]
) -> None:
    assert [getattr(e, "name", None) for e in load(NESTED).iter(kind)] == names


@pytest.mark.parametrize(
    "package", [version_package(e.version) for e in sdformat_versions.VERSIONS]
)
def test_help_shows_every_fields_description(package: Any) -> None:
    classes = [
        c
        for c in (getattr(package, name) for name in package.__all__)
        if isinstance(c, type) and issubclass(c, Element)
    ]
    assert classes
    for cls in classes:
        doc = cls.__doc__ or ""
        for name, _ in binding_of(cls).fields:
            assert re.search(rf"^        {name}: \S", doc, re.M), (cls.__name__, name)
