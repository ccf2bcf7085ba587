"""The collector around a short command: paused while it imports what it runs.

A check of one small file spent 11-13 ms collecting while it imported (67
collections over survivors only). What is counted here is what the collector
does, in a fresh interpreter, not how long it takes.
"""

from __future__ import annotations

import gc
import json
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from bench.startup import FILES
from sdformat_runtime.start_up import imports_paused

SMALL_FILES = FILES  # the files `make bench` times a check of

PROBE = """
import gc, json, sys
file = sys.argv[1]
before = sum(s["collections"] for s in gc.get_stats())
from sdformat_command import main
sys.argv = ["sdformat", "check", file]
status = main()
collections = sum(s["collections"] for s in gc.get_stats()) - before
print(json.dumps([status, collections]))
"""
"""Check a file as the console script does; print its status and how often the collector ran."""


@pytest.mark.parametrize("path", SMALL_FILES, ids=lambda p: p.name)
def test_a_check_collects_rarely(path: Path, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(path)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
        check=True,
    )
    status, collections = json.loads(done.stdout.splitlines()[-1])
    assert status == 0
    assert collections < 20  # 67 when the imports ran with the collector on


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


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="signals held back (POSIX)")
@pytest.mark.skipif(
    threading.current_thread() is not threading.main_thread(),
    reason="Python raises an interrupt in the main thread only",
)
def test_an_interrupt_while_importing_is_raised_when_the_import_is_done() -> None:
    """Not inside it: numpy's compiled core turns one into an ImportError and loses it.

    The signal is sent to this thread: the command holds it back in its one
    thread, while a test runner's other threads (pytest-xdist's) do not, and
    a process-wide signal may land on one of them.
    """
    finished = False
    with pytest.raises(KeyboardInterrupt), imports_paused():
        signal.pthread_kill(threading.get_ident(), signal.SIGINT)
        finished = True  # a KeyboardInterrupt raised in the block would skip this
    assert finished
    assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, set())  # not held on
