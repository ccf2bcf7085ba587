"""The collector around a short command: paused while it imports, with nothing to walk at exit.

A check of one small file spent 11-13 ms collecting while it imported (67
collections over survivors only) and 18-24 ms in the interpreter's last
collection at exit. What is counted here is what the collector does, in a
fresh interpreter, not how long it takes.
"""

from __future__ import annotations

import gc
import json
import subprocess
import sys
from pathlib import Path

import pytest

from sdformat_runtime.start_up import imports_paused

DATA = Path(__file__).resolve().parents[1] / "data"
SMALL_FILES = (
    DATA / "kinematics" / "panda" / "model.sdf",
    DATA
    / "urdf"
    / "real"
    / "ROBOTIS-GIT__turtlebot3_simulations"
    / "turtlebot3_gazebo"
    / "urdf"
    / "turtlebot3_waffle.urdf",
)

PROBE = """
import atexit, gc, json, os, sys
file = sys.argv[1]

def at_exit():  # registered before the command's handler, so it runs after it
    report = [status, collections, len(gc.get_objects()), gc.get_freeze_count()]
    os.write(3, json.dumps(report).encode())

atexit.register(at_exit)
before = sum(s["collections"] for s in gc.get_stats())
from sdformat_command import main
sys.argv = ["sdformat", "check", file]
status = main()
collections = sum(s["collections"] for s in gc.get_stats()) - before
"""
"""Check a file as the console script does; at exit, write what the collector did to fd 3."""


@pytest.mark.parametrize("path", SMALL_FILES, ids=lambda p: p.name)
def test_a_check_collects_rarely_and_leaves_nothing_to_walk_at_exit(
    path: Path, tmp_path: Path
) -> None:
    report = tmp_path / "report.json"
    with report.open("wb") as out:
        subprocess.run(
            [sys.executable, "-c", f"import os; os.dup2({out.fileno()}, 3)\n" + PROBE, str(path)],
            capture_output=True,
            cwd=tmp_path,
            pass_fds=(out.fileno(),),
            timeout=120,
            check=True,
        )
    status, collections, walked_at_exit, frozen = json.loads(report.read_text(encoding="utf-8"))
    assert status == 0
    assert collections < 20  # 67 when the imports ran with the collector on
    assert walked_at_exit < frozen // 100  # the last collection walks next to nothing


def test_imports_paused_restores_the_collector_as_it_was() -> None:
    was = gc.isenabled()
    try:
        for enabled in (True, False):
            (gc.enable if enabled else gc.disable)()
            with imports_paused():
                assert not gc.isenabled()
            assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()


def test_imports_paused_leaves_what_the_program_froze_frozen() -> None:
    """A program that froze objects itself keeps them frozen; the block's objects stay young."""
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with imports_paused():
            made = [[] for _ in range(100)]
        assert gc.get_freeze_count() == frozen
        assert any(made[0] is o for o in gc.get_objects(generation=0))
    finally:
        gc.unfreeze()
