"""The console script ends the process without the interpreter's teardown, and says the same.

``sdformat_command.console`` runs ``main`` and then ends the process from the
last exit handler, after the others ran and the streams were flushed: the
status, stdout and stderr are ``main``'s, exit handlers the command registered
still run, and only what the teardown itself would do (finalizing what is
still alive) is left out.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[2] / "data"
PANDA = DATA / "kinematics" / "panda" / "model.sdf"
BAD = """<sdf version="1.12"><model name="m"><link name="a"/>
<joint name="j" type="revolute"><parent>a</parent><child>nope</child></joint></model></sdf>
"""

RUN = "import sdformat_command, sys; sys.exit(sdformat_command.{entry}())"


def _run(entry: str, argv: list[str], folder: Path, prelude: str = "") -> tuple[int, str, str]:
    done = subprocess.run(
        [sys.executable, "-c", prelude + RUN.format(entry=entry), *argv],
        capture_output=True,
        text=True,
        cwd=folder,
        timeout=120,
        check=False,
    )
    return done.returncode, done.stdout, done.stderr


@pytest.mark.parametrize(
    "argv",
    [["check", str(PANDA)], ["check", "BAD"], ["check"], ["--version"], ["print", "BAD"]],
    ids=["valid", "invalid", "usage error", "version", "print"],
)
def test_the_console_script_answers_as_main(argv: list[str], tmp_path: Path) -> None:
    (tmp_path / "bad.sdf").write_text(BAD, encoding="utf-8")
    argv = [str(tmp_path / "bad.sdf") if a == "BAD" else a for a in argv]
    assert _run("console", argv, tmp_path) == _run("main", argv, tmp_path)


HANDLERS = """
import atexit, sdformat_command
class Finalized:
    def __del__(self):
        print("finalized at teardown", flush=True)
kept = Finalized()  # alive at exit: only the teardown would finalize it
ran = sdformat_command.main
def main():
    atexit.register(print, "handler ran", flush=True)  # as a library the command uses would
    return ran()
sdformat_command.main = main
"""


def test_exit_handlers_run_and_the_teardown_is_left_out(tmp_path: Path) -> None:
    status, stdout, _ = _run("console", ["check", str(PANDA)], tmp_path, prelude=HANDLERS)
    assert status == 0
    assert stdout.splitlines()[-1] == "handler ran"
    assert "finalized at teardown" not in stdout
    status, stdout, _ = _run("main", ["check", str(PANDA)], tmp_path, prelude=HANDLERS)
    assert stdout.splitlines()[-2:] == ["handler ran", "finalized at teardown"]
