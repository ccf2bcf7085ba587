"""The ``sdformat`` command as a user runs it: output lines and exit status."""

from __future__ import annotations

import io
import json
import multiprocessing
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import sdformat_semantics
from sdformat_semantics import Document, __version__, cli
from sdformat_semantics.cli import checking, main, reading
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.loading import PACKAGES, SUPPORTED
from sdformat_semantics.versions import NEWEST, WRITABLE_VERSIONS
from tests.conftest import DATA, REPO
from tests.helpers import model_file, run_cli

CONFORMANCE = DATA / "corpus" / "conformance"
VALID = CONFORMANCE / "test/sdf/model_nested_model_relative_to.sdf"
INVALID = CONFORMANCE / "test/sdf/model_invalid_frame_relative_to.sdf"


def test_check_valid_and_invalid_files(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "check", VALID)
    assert status == 0 and out.strip().endswith("valid (0 warnings)")
    status, out, _ = run_cli(capsys, "check", VALID, INVALID)
    assert status == 1
    first = out.splitlines()[1]
    assert first.startswith(f"{INVALID}:")
    assert ": error POSE_RELATIVE_TO_INVALID: " in first and "[/sdf/model" in first
    *_, last_file, summary = out.strip().splitlines()
    assert last_file.endswith("invalid (2 errors)")
    assert re.fullmatch(r"checked 2 files: 1 valid, 1 invalid, 0 warnings in \d+\.\d s", summary)


def test_check_applies_the_canonical_link_rule_and_strict_names(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run_cli(
        capsys, "check", CONFORMANCE / "authored/canonical_link_names_frame.sdf"
    )
    assert status == 1 and "MODEL_CANONICAL_LINK_INVALID" in out
    same_name = CONFORMANCE / "authored/link_visual_collision_same_name.sdf"
    assert sdformat_semantics.load(same_name).valid  # as libsdformat's Root::Load
    for options in ((), ("--strict",)):  # as `gz sdf --check`, strict or not
        status, out, _ = run_cli(capsys, "check", *options, same_name)
        assert status == 1 and "DUPLICATE_NAME" in out and "sibling <collision>" in out


@pytest.mark.parametrize("strict", [(), ("--strict",)])
def test_duplicate_names_are_reported_beside_other_errors(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, strict: tuple[str, ...]
) -> None:
    both = tmp_path / "both.sdf"
    both.write_text(
        """<sdf version="1.10"><model name="m">
  <link name="l"><visual name="shape"/><collision name="shape"/></link>
  <frame name="f" attached_to="nowhere"/>
</model></sdf>"""
    )
    status, out, _ = run_cli(capsys, "check", *strict, both)
    assert status == 1
    assert "FRAME_ATTACHED_TO_INVALID" in out and "DUPLICATE_NAME" in out


def test_check_strict_turns_warnings_into_errors(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "unknown.sdf"
    path.write_text('<sdf version="1.10"><model name="m"><link name="l"/><bogus/></model></sdf>')
    status, out, _ = run_cli(capsys, "check", path)
    assert status == 0 and "warning ELEMENT_INCORRECT_TYPE" in out
    status, out, _ = run_cli(capsys, "check", "--strict", path)
    assert status == 1 and "error ELEMENT_INCORRECT_TYPE" in out


def test_pose_formats(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "m.sdf"
    path.write_text(
        '<sdf version="1.10"><model name="m"><link name="a"><pose>1 2 3 0 0 0</pose></link>'
        '<link name="b"><pose relative_to="a">0 0 1 0 0 3.141592653589793</pose></link>'
        "</model></sdf>"
    )
    assert run_cli(capsys, "pose", path, "b")[1] == "1 2 4 0 0 3.141592653589793\n"
    assert run_cli(capsys, "pose", path, "b", "--relative-to", "a", "--format", "quat")[1] == (
        "0 0 1 0 0 1 0\n"  # cos(pi/2) = 6.1e-17 is rounding noise: written as 0
    )
    matrix = run_cli(capsys, "pose", path, "a", "--format", "matrix")[1].splitlines()
    assert matrix == ["1 0 0 1", "0 1 0 2", "0 0 1 3", "0 0 0 1"]
    status, _, err = run_cli(capsys, "pose", path, "nope")
    assert status == 1 and "no frame named 'nope'" in err and "Traceback" not in err


def test_graph_prints_dot(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "graph", "pose", VALID)
    assert status == 0 and out.startswith("digraph pose_relative_to {")
    assert '"M1::__model__" -> "__model__" [label="relative_to"];' in out
    assert '"M1::L" -> "M1::__model__" [label="relative_to"];' in out
    status, out, _ = run_cli(capsys, "graph", "frame", VALID)
    assert status == 0 and out.startswith("digraph frame_attached_to {")


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, "bogus")[0] == 2
    assert run_cli(capsys, "pose", VALID)[0] == 2
    assert run_cli(capsys, "graph", "colour", VALID)[0] == 2


def test_unreadable_input_is_an_error_line_not_a_traceback(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, _ = run_cli(capsys, "check", tmp_path / "missing.sdf")
    assert status == 1 and "FILE_READ" in out
    broken = tmp_path / "broken.sdf"
    broken.write_bytes(b"\x00\xff<sdf")
    status, out, err = run_cli(capsys, "pose", broken, "x")
    assert status == 1 and out == "" and "FILE_READ" in err


def test_version_names_the_tool_and_the_spec_versions_it_reads_and_writes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run_cli(capsys, "--version")
    assert status == 0 and err == ""
    assert out.splitlines() == [
        f"sdformat {__version__}",
        f"SDFormat versions read: {SUPPORTED}",
        f"SDFormat versions written: {', '.join(WRITABLE_VERSIONS)}",
    ]
    # Every version with a package is written, down-conversion included.
    assert set(PACKAGES) <= set(WRITABLE_VERSIONS)
    assert "1.10" in out.splitlines()[1] and "1.10" in out.splitlines()[2]
    as_module = subprocess.run(
        [sys.executable, "-m", "sdformat_semantics.cli", "--version"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert as_module.returncode == 0 and as_module.stdout == out


def test_version_of_a_command_is_still_its_own_option(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--version V`` after print, describe or schema picks a spec version, as before."""
    status, out, _ = run_cli(capsys, "schema", "--version", "1.8")
    assert status == 0 and out.strip().endswith("root.xsd")
    status, out, _ = run_cli(capsys, "--version", "schema", "--version", "1.8")
    assert status == 0 and out.startswith(f"sdformat {__version__}\n")


@pytest.mark.slow
def test_help_everywhere_and_the_installed_command() -> None:
    commands = ["check", "pose", "print", "graph", "describe", "resolve", "schema"]
    for args in ([], *([command] for command in commands)):
        done = subprocess.run(
            [sys.executable, "-m", "sdformat_semantics", *args, "--help"],
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0 and "usage: sdformat" in done.stdout
        assert "\nexamples:\n  sdformat " in done.stdout, f"no examples in {args} --help"
        if args == ["check"]:
            assert "\nexamples:\n  sdformat check robot.sdf " in done.stdout
            assert '"suggestion"' in done.stdout and "\nexit status:\n" in done.stdout


def test_print_writes_a_document_that_reloads_to_the_same_poses(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from sdformat_semantics import load

    status, out, _ = run_cli(capsys, "print", VALID)
    assert status == 0 and out.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<sdf version=')
    copy = tmp_path / "printed.sdf"
    copy.write_text(out)
    original, printed = load(VALID), load(copy)
    assert printed.valid
    for name in original.graphs[""].vertices:
        assert printed.pose(name).isclose(original.pose(name))


def test_print_migrates_to_the_version_asked_for_and_the_output_fits_its_schema(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from lxml import etree

    source = CONFORMANCE / "test/sdf/flattened_test_nested_model_with_frames.sdf"
    for version in ("1.8", "1.10"):
        status, out, _ = run_cli(capsys, "print", source, "--version", version)
        assert status == 0
        printed = etree.fromstring(out.encode())
        assert printed.get("version") == version
        assert printed.find("world/model/model").get("name") == "test_model_with_frames"  # type: ignore[union-attr]
        package = "sdformat_v" + version.replace(".", "_")
        schema_path = Path(__file__).parents[3] / "generated" / package / "schema" / "root.xsd"
        schema = etree.XMLSchema(etree.parse(str(schema_path)))
        assert schema.validate(printed), schema.error_log


def test_print_writes_down_with_the_losses_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    newer = CONFORMANCE / "test/sdf/world_joint_child_frame.sdf"
    status, out, err = run_cli(capsys, "print", newer, "--version", "1.8")
    assert status == 0
    assert (
        '<sdf version="1.8">' in out
        and "<joint" not in out.split("<world", 1)[1].split("<model")[0]
    )
    assert "warning DOWNCONVERSION_LOSS: <joint> cannot be written as SDFormat 1.8: " in err


def test_check_verbose_reports_the_declared_version_and_the_rewrites(
    capsys: pytest.CaptureFixture[str],
) -> None:
    older = CONFORMANCE / "test/sdf/model_link_joint_same_name.sdf"
    status, out, _ = run_cli(capsys, "check", "-v", older, VALID)
    assert status == 1  # the joint renamed for 1.7 collides as written, as gz sdf --check says
    lines = out.splitlines()
    assert f"{older}: SDFormat 1.6, migrated to {NEWEST} (1 rewrite)" in lines
    assert "  1.6 -> 1.7: <joint> renamed to avoid a name another entity holds" in lines
    assert f"{VALID}: SDFormat 1.7, migrated to {NEWEST} (0 rewrites)" in lines
    assert "SDFormat 1.6" not in run_cli(capsys, "check", older)[1]


# Failures of the tool itself --------------------------------------------------


def test_a_bug_is_an_internal_error_with_the_file_name_and_status_3(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_load = reading.load

    def load_with_a_bug(source: object, **options: object) -> object:
        if str(source) == str(INVALID):
            raise ValueError("a missing key\nand a second line")
        return real_load(source, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(reading, "load", load_with_a_bug)
    monkeypatch.setattr(checking, "load", load_with_a_bug)
    status, out, err = run_cli(capsys, "check", INVALID, VALID)
    assert status == 3
    assert err.startswith(f"{INVALID}: internal error: ValueError: a missing key (a bug")
    assert "second line" not in err and "Traceback" not in err
    assert f"{VALID}: valid (0 warnings)" in out.splitlines()  # the next file is still checked
    summary = r"checked 2 files: 1 valid, 0 invalid, 1 internal error, 0 warnings in \d+\.\d s"
    assert re.fullmatch(summary, out.splitlines()[-1])
    for command in (["print"], ["pose"], ["graph", "pose"]):
        extra = ["link"] if command == ["pose"] else []
        status, _, err = run_cli(capsys, *command, INVALID, *extra)
        assert status == 3 and "internal error: ValueError" in err


def test_a_bug_after_loading_is_an_internal_error_too(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_: object, **__: object) -> str:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(Document, "to_xml", broken)
    status, _, err = run_cli(capsys, "print", VALID)
    assert status == 3
    assert err.startswith(f"{VALID}: internal error: RecursionError: maximum recursion")


@pytest.mark.slow
def test_the_command_never_prints_a_traceback_and_can_be_asked_to(tmp_path: Path) -> None:
    script = (
        "import sys; from sdformat_semantics import cli\nfrom sdformat_semantics.cli import checking\n"
        "def load(*a, **k): raise ValueError('boom')\n"
        "checking.load = load\n"
        f"sys.exit(cli.main(['check', {str(VALID)!r}]))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 3
    assert done.stderr == (
        f"{VALID}: internal error: ValueError: boom (a bug in sdformat, please report it "
        "with this file; SDFORMAT_TRACEBACK=1 shows the traceback)\n"
    )
    debug = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env={**os.environ, "SDFORMAT_TRACEBACK": "1"},
    )
    assert debug.returncode == 1 and "Traceback" in debug.stderr


# Checking many files ----------------------------------------------------------

REAL = DATA / "corpus" / "real"
MODELS = CONFORMANCE / "test/integration/model"
SUMMARY = re.compile(
    r"checked (\d+) files?: (\d+) valid, (\d+) invalid(?:, (\d+) internal errors?)?, "
    r"(\d+) warnings? in \d+\.\d s"
)


def test_a_folder_is_searched_recursively_in_sorted_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run_cli(capsys, "check", REAL)
    documents = sorted(REAL.rglob("*.sdf"), key=lambda path: path.parts)
    verdicts = [line for line in out.splitlines() if re.search(r": (in)?valid \(\d+", line)]
    assert [line.rsplit(": ", 1)[0] for line in verdicts] == [str(path) for path in documents]
    invalid = [line for line in verdicts if ": invalid (" in line]
    summary = SUMMARY.fullmatch(out.splitlines()[-1])
    assert summary is not None, out.splitlines()[-1]
    files, valid, bad, _, warnings = summary.groups()
    assert (int(files), int(valid), int(bad)) == (
        len(documents),
        len(verdicts) - len(invalid),
        len(invalid),
    )
    assert int(warnings) == out.count(": warning ")
    assert status == (1 if invalid else 0) and err == ""


def test_parallel_jobs_print_the_same_lines_in_the_same_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    one = run_cli(capsys, "check", "-v", REAL, VALID)
    two = run_cli(capsys, "check", "-v", "--jobs", "2", REAL, VALID)
    without_time = [re.sub(r" in \d+\.\d s$", "", text) for text in (one[1], two[1])]
    assert one[0] == two[0] and without_time[0] == without_time[1] and two[2] == ""
    assert one[1].count(": SDFormat 1.") > 10  # -v lines come through the workers too


def test_json_output_for_tools(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "check", "--format", "json", INVALID, REAL)
    result = json.loads(out)
    files, summary = result["files"], result["summary"]
    assert files[0]["path"] == str(INVALID) and files[0]["valid"] is False
    assert files[0]["declared_version"] == "1.7" and files[0]["version"] == NEWEST
    error = files[0]["errors"][0]
    assert set(error) == {
        "code",
        "severity",
        "message",
        "file",
        "line",
        "column",
        "path",
        "suggestion",
    }
    assert (error["code"], error["severity"], error["file"]) == (
        "POSE_RELATIVE_TO_INVALID",
        "error",
        str(INVALID),
    )
    assert isinstance(error["line"], int) and isinstance(error["column"], int)
    assert summary["files"] == len(files) == 1 + len(list(REAL.rglob("*.sdf")))
    assert summary["valid"] == sum(f["valid"] for f in files)
    assert summary["invalid"] == len(files) - summary["valid"]
    assert summary["errors"] == sum(len(f["errors"]) for f in files) > 0
    assert summary["warnings"] == sum(len(f["warnings"]) for f in files) > 0
    assert summary["internal_errors"] == 0 and status == 1


def test_a_model_folder_is_checked_through_its_model_config(
    capsys: pytest.CaptureFixture[str],
) -> None:
    cococan = MODELS / "cococan"
    status, out, _ = run_cli(capsys, "check", "-v", cococan)
    lines = out.splitlines()
    assert status == 1  # its <script> has no <uri> and no <name>, which the reference rejects
    assert (
        f"{cococan / 'model-100.sdf'}: skipped ({cococan / 'model.config'} names model-1_4.sdf)"
        in lines
    )
    assert f"{cococan / 'model-1_4.sdf'}: invalid (2 errors)" in lines
    assert sum("ELEMENT_MISSING: <script> needs" in line for line in lines) == 2
    assert any(line.startswith(f"{cococan / 'model.config'}:8: warning") for line in lines)
    assert SUMMARY.fullmatch(lines[-1]) and lines[-1].startswith("checked 1 file: 0 valid")
    result = json.loads(run_cli(capsys, "check", "--format", "json", cococan)[1])
    assert [item["path"] for item in result["skipped"]] == [
        str(cococan / "model-100.sdf"),
        str(cococan / "model-1_2.sdf"),
    ]
    status, out, _ = run_cli(capsys, "check", MODELS / "cococan_malformed")
    assert status == 1 and "model.config: error FILE_READ: model.config lists no <sdf> file" in out


def test_a_model_config_naming_a_missing_file_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "ground"
    folder.mkdir()
    (folder / "model.config").write_text(
        "<model><name>ground</name><sdf>ground.urdf.xacro</sdf></model>", encoding="utf-8"
    )
    (folder / "model.sdf").write_text(model_file("ground"), encoding="utf-8")
    status, out, _ = run_cli(capsys, "check", tmp_path)
    expected = f"model.config names 'ground.urdf.xacro', which is not in {folder}"
    assert status == 1 and f"{folder / 'model.config'}: error FILE_READ: {expected}" in out


def test_paths_that_hold_nothing_to_check(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "empty").mkdir()
    status, out, err = run_cli(capsys, "check", tmp_path / "empty")
    assert status == 2 and out == ""
    assert err == f"sdformat: {tmp_path / 'empty'}: no .sdf, .world or .urdf file found\n"
    status, out, err = run_cli(capsys, "check", tmp_path / "empty", tmp_path / "missing.sdf", VALID)
    assert status == 1 and "no .sdf, .world or .urdf file found" in err
    assert f"{tmp_path / 'missing.sdf'}: error FILE_READ: cannot read file:" in out
    assert run_cli(capsys, "check", "--jobs", "-1", VALID)[0] == 2
    assert run_cli(capsys, "check", "--jobs", "0", VALID)[0] == 0


class FakeTerminal(io.StringIO):
    """A stderr that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_a_progress_bar_only_on_a_terminal_and_for_five_files_or_more(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    files = sorted(REAL.rglob("*.sdf"))[:5]
    status, _, err = run_cli(capsys, "check", *files)  # pytest's stderr is no terminal
    assert status == 0 and err == ""
    terminal = FakeTerminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["check", *map(str, files)]) == 0
    drawn = terminal.getvalue()
    assert "\r[" + "#" * 30 + "] 5/5 files" in drawn and "] 1/5 files" in drawn
    assert drawn.endswith("\r\x1b[K")  # erased before the summary is printed
    assert "files:" not in capsys.readouterr().out.replace("checked 5 files:", "")
    terminal.truncate(0)
    assert main(["check", *map(str, files[:4])]) == 0
    assert terminal.getvalue() == ""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="forks a worker to break it")
def test_a_worker_that_dies_is_an_internal_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_check = checking._check

    def check_or_die(
        target: checking.Target, options: checking.CheckOptions
    ) -> checking.FileReport:
        if target.path == str(INVALID):
            os._exit(1)  # as a crash inside a C library would end the process
        return real_check(target, options)

    monkeypatch.setattr(checking, "_check", check_or_die)
    monkeypatch.setattr(checking, "_process_context", lambda: multiprocessing.get_context("fork"))
    status, out, err = run_cli(capsys, "check", "--jobs", "2", INVALID, VALID)
    assert status == 3
    assert err.startswith(f"{INVALID}: internal error: BrokenProcessPool: ")
    assert "Traceback" not in err
    # The file checked beside it may have been lost with the pool too: never a wrong verdict.
    assert re.search(r"0 invalid, [12] internal errors?, ", out.splitlines()[-1])


def test_a_reader_that_stops_early_ends_print_quietly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """`sdformat print big.sdf | head -1`: no traceback, no internal error, SIGPIPE's status."""

    class ClosedPipe(io.TextIOWrapper):
        def write(self, text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

    with (tmp_path / "stdout").open("wb") as sink:
        monkeypatch.setattr(sys, "stdout", ClosedPipe(sink))
        status = main(["print", str(DATA / "include" / "weld" / "arm_and_gripper.sdf")])
    assert status == cli.BROKEN_PIPE
    assert capsys.readouterr().err == ""


def test_path_names_the_model_folder_for_every_command_that_loads(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """workcell.sdf includes model://gripper, found only through --path (or SDF_PATH)."""
    monkeypatch.chdir(REPO / "docs" / "examples")
    for variable in ParserConfig().model_path_variables:
        monkeypatch.delenv(variable, raising=False)
    status, out, _ = run_cli(capsys, "check", "workcell.sdf")
    assert status == 1 and "URI_LOOKUP" in out
    for jobs in ("1", "2"):  # worker processes get the folder too
        status, out, _ = run_cli(
            capsys, "check", "workcell.sdf", "robot.sdf", "--path", "models", "-j", jobs
        )
        assert status == 0 and "checked 2 files: 2 valid" in out
    status, out, _ = run_cli(capsys, "pose", "workcell.sdf", "gripper::palm", "--path", "models")
    assert status == 0 and out == "2 2 0.6 0 0 0\n"
    status, out, _ = run_cli(capsys, "print", "workcell.sdf", "--path", "models")
    assert status == 0 and "<include>" not in out and 'name="palm"' in out
    status, out, _ = run_cli(capsys, "graph", "frame", "workcell.sdf", "--path", "models")
    assert status == 0 and '"gripper::palm"' in out


INVALID_IN_TWO_PLACES = """<sdf version="1.10"><model name="m">
  <link name="a"/>
  <frame name="late" attached_to="nowhere"/>
  <joint name="j" type="fixed"><parent>missing</parent><child>a</child></joint>
  <link name="b"><visual name="v"><geometry><box/></geometry>
    <material><script><name>x</name></script></material></visual></link>
</model></sdf>"""


@pytest.mark.parametrize(
    "command",
    [
        ("print",),
        ("print", "--preserve-includes"),
        ("pose", "a"),
        ("pose", "--all"),
        ("graph", "pose"),
        ("graph", "frame"),
        ("graph", "kinematic"),
    ],
)
def test_every_command_answers_past_errors_and_writes_them_to_stderr_only(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: tuple[str, ...]
) -> None:
    bad = tmp_path / "bad.sdf"
    bad.write_text(INVALID_IN_TWO_PLACES)
    name, *options = command
    arguments = (
        [name, *options[:1], bad, *options[1:]] if name == "graph" else [name, bad, *options]
    )
    status, out, err = run_cli(capsys, *arguments)
    # What can be answered is (on stdout), and the errors still fail the command.
    assert status == 1 and out and " error " not in out
    lines = [line for line in err.splitlines() if " error " in line]
    assert len(lines) == 3
    assert [int(line.split(":")[1]) for line in lines] == [3, 4, 6]  # by line, not by check


def test_check_prints_problems_by_file_and_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.sdf"
    bad.write_text(INVALID_IN_TWO_PLACES)
    status, out, _ = run_cli(capsys, "check", bad)
    assert status == 1
    problem_lines = [line for line in out.splitlines() if " error " in line]
    assert [int(line.split(":")[1]) for line in problem_lines] == [3, 4, 6]
