"""The command line under hostile conditions: empty arguments, full disks, Ctrl-C, file URIs."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import sdformat_semantics.cli.checking
from bench.synthetic import world_xml
from sdformat_semantics import load
from sdformat_semantics.cli import INTERRUPTED, OUTPUT_FAILED, USAGE
from tests.helpers import hermetic, model_file, run_cli, write

SDFORMAT = Path(sys.executable).with_name("sdformat")
"""The installed console script (its entry point is what a user's shell runs)."""

COMMANDS = {
    "check": ["check", "{file}"],
    "print": ["print", "{file}"],
    "pose": ["pose", "{file}", "l"],
    "graph": ["graph", "pose", "{file}"],
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_an_empty_path_is_a_usage_error_not_the_working_folder(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    command: str,
) -> None:
    write(tmp_path, "broken.sdf", "<sdf")  # what checking the working folder would find
    monkeypatch.chdir(tmp_path)
    arguments = [a.format(file="") for a in COMMANDS[command]]
    status, out, err = run_cli(capsys, *arguments)
    assert status == USAGE and "empty path" in err and "broken.sdf" not in out + err


def test_an_empty_path_names_no_target() -> None:
    assert sdformat_semantics.cli.checking.find_targets([""])[0][0].path == ""


@pytest.mark.parametrize(
    "form", ["file://{path}", "file://localhost{path}", "FILE://LOCALHOST{path}", "{path}"]
)
def test_local_file_uris_name_the_absolute_path(tmp_path: Path, form: str) -> None:
    part = write(tmp_path / "parts", "part.sdf", model_file("part"))
    include = f"<include><uri>{form.format(path=part)}</uri></include>"
    main = write(tmp_path / "elsewhere", "main.sdf", model_file("m", '<link name="l"/>' + include))
    document = load(main, config=hermetic())
    assert document.valid, document.errors
    assert [r.path for r in document.includes] == [part]


needs_dev_full = pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")


@needs_dev_full
@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.slow
def test_a_full_disk_is_reported_without_a_traceback(tmp_path: Path, command: str) -> None:
    file = write(tmp_path, "ok.sdf", model_file("m", '<link name="l"/>'))
    arguments = [a.format(file=file) for a in COMMANDS[command]]
    with open("/dev/full", "w") as full:  # noqa: PTH123
        ran = subprocess.run(
            [str(SDFORMAT), *arguments], stdout=full, stderr=subprocess.PIPE, text=True, check=False
        )
    assert ran.returncode == OUTPUT_FAILED, ran.stderr
    assert "Traceback" not in ran.stderr and "No space left" in ran.stderr


def test_ctrl_c_during_a_load_is_quiet(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    file = write(tmp_path, "ok.sdf", model_file("m", '<link name="l"/>'))

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    for command in sorted(COMMANDS):
        module = (
            "sdformat_semantics.cli.checking"
            if command == "check"
            else "sdformat_semantics.cli.reading"
        )
        monkeypatch.setattr(f"{module}.load", interrupted)
        arguments = [a.format(file=file) for a in COMMANDS[command]]
        status, _out, err = run_cli(capsys, *arguments)
        assert status == INTERRUPTED and "interrupted" in err, command


def _interrupt_after(arguments: list[str], delay: float | None) -> subprocess.CompletedProcess[str]:
    """Run the console script; interrupt it ``delay`` seconds after its own code started.

    With no delay the run is not interrupted.

    Counted from a time on the clock since the start, a loaded machine could
    still be starting Python (its site module) when the signal came, and the
    interpreter, before any code of ours, reports that with a traceback. The
    child names each module it has imported (``PYTHONPROFILEIMPORTTIME``): the
    delay runs from the console script's module, ``sdformat_command``.
    """
    lines: list[str] = []
    started = threading.Event()
    with subprocess.Popen(
        [str(SDFORMAT), *arguments],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPROFILEIMPORTTIME": "1"},
    ) as process:
        stream = process.stderr
        assert stream is not None

        def read() -> None:  # all of it, so the child never waits on a full pipe
            for line in stream:
                lines.append(line)
                if line.rstrip().endswith("| sdformat_command"):
                    started.set()
            started.set()  # the child ended without it: the assertions say how

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        assert started.wait(timeout=60)
        if delay is not None:
            time.sleep(delay)
            process.send_signal(signal.SIGINT)
        process.wait(timeout=60)
        reader.join(timeout=60)
    err = "".join(line for line in lines if not line.startswith("import time:"))
    return subprocess.CompletedProcess(process.args, process.returncode, "", err)


@pytest.mark.skipif(os.name != "posix", reason="SIGINT to a child process")
@pytest.mark.slow
def test_ctrl_c_while_the_tool_starts_or_loads_prints_no_traceback(tmp_path: Path) -> None:
    big = write(tmp_path, "big.sdf", world_xml(5000))
    arguments = ["pose", str(big), "robot_0"]
    outcomes = []
    # During the imports (the delays run from the script's start) ...
    for delay in (0.02, 0.1, 0.2, 0.35, 0.6):
        ran = _interrupt_after(arguments, delay)
        assert "Traceback" not in ran.stderr, (delay, ran.stderr)
        outcomes.append(ran.returncode)
    assert set(outcomes) <= {INTERRUPTED, -signal.SIGINT, 0}
    # ... then during the load. How long that takes depends on the machine (a
    # fixed delay once outlasted it), so it is measured first, and the signal
    # comes earlier and earlier until one lands before the tool is done.
    whole = _seconds_to_finish(arguments)
    for fraction in (0.5, 0.25, 0.1):
        ran = _interrupt_after(arguments, whole * fraction)
        assert "Traceback" not in ran.stderr, (fraction, ran.stderr)
        assert ran.returncode in {INTERRUPTED, 0}, ran.stderr
        if ran.returncode == INTERRUPTED:
            assert "interrupted" in ran.stderr
            break
    else:
        pytest.fail(f"no signal landed during a load of {whole:.2f} s")


def _seconds_to_finish(arguments: list[str]) -> float:
    """Seconds an uninterrupted run takes, Python's start-up included."""
    started = time.monotonic()
    ran = _interrupt_after(arguments, None)
    assert ran.returncode == 0, ran.stderr
    return time.monotonic() - started


def test_ctrl_c_while_the_parser_is_built_prints_no_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import sdformat_semantics.cli as cli

    def interrupted(*_: object) -> None:
        raise KeyboardInterrupt

    # A slow machine once delivered the signal while argparse was being set up.
    monkeypatch.setattr(cli, "build_parser", interrupted)
    assert cli.main(["check", "whatever.sdf"]) == INTERRUPTED
    assert capsys.readouterr().err.strip().endswith("interrupted")
