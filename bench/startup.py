"""Start-up: what one short command costs as a whole process, beside ``ign sdf -k``.

``python -m bench.startup`` prints the rows; ``make bench`` prints them below
the reader comparison. Pre-commit hooks, editor integrations and CI over
changed files start a process per call, so each row times a whole process,
from ``fork`` to exit: the interpreter, the imports and the work. The figures
are wall and CPU seconds (user + system of the child, from ``os.wait4``),
best and median of ``RUNS`` runs after one untimed run that warms the disk
cache and writes the bytecode caches (``PYTHONDONTWRITEBYTECODE`` is left
out of the commands' environment: an installed package has its ``.pyc``
files, and compiling every module in every run made a one-file check
take 0.70 s where it takes 0.45-0.59 s with them). The commands are run in turn, one run of each
per round, so that a busy machine slows each of them alike. The verdicts use
the best wall time: what a user waits for, with the least of the other
processes' noise in it.

Rows (issue 40's start-up targets):

* the floor: ``python -c "import numpy, lxml.etree, attrs"``, the libraries
  every command needs, which our code cannot make faster;
* ``python -c "import sdformat_v1_12"``: the generated package of the newest
  version alone (target under ``IMPORT_TARGET``);
* ``sdformat check FILE`` beside ``ign sdf -k FILE`` (Debian's libsdformat 12
  through ignition-tools) on a small model, a URDF and a small world (target:
  ours at most as long as ign's). Without ``ign`` (or its ``sdf`` command)
  those cells say n/a and which Debian packages bring it.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "tests" / "data"
RUNS = 10
IMPORT_TARGET = 0.15
"""Seconds, whole process, for ``python -c "import sdformat_v1_12"``."""
FILES = (
    DATA / "kinematics" / "panda" / "model.sdf",
    DATA
    / "urdf"
    / "real"
    / "ROBOTIS-GIT__turtlebot3_simulations"
    / "turtlebot3_gazebo"
    / "urdf"
    / "turtlebot3_waffle.urdf",
    DATA
    / "corpus"
    / "real"
    / "gazebosim__docs"
    / "jetty"
    / "tutorials"
    / "building_robot"
    / "building_robot.sdf",
)
"""A small SDFormat model (1.7), a URDF and a small world (1.8): files ign reads as written."""
FLOOR_IMPORTS = "import numpy, lxml.etree, attrs"
IGN_PACKAGES = "ignition-tools, and libsdformat-dev for its sdf command (with libsdformat12-12)"
TIMEOUT_SECONDS = 120


@dataclass(frozen=True)
class Timing:
    """The runs of one command, or why it has none.

    Attributes:
        wall: Wall seconds of each timed run.
        cpu: User + system CPU seconds of each timed run.
        failure: The command ran and did not succeed ("fails").
        unavailable: The command could not be run here ("n/a").
    """

    wall: tuple[float, ...] = ()
    cpu: tuple[float, ...] = ()
    failure: str | None = None
    unavailable: str | None = None

    @property
    def best(self) -> float | None:
        """The best wall time, which the verdicts use; None without runs."""
        return min(self.wall) if self.wall else None


@dataclass(frozen=True)
class Command:
    """One row: a command line as shown, what it runs, and its target.

    Attributes:
        label: The command as the table shows it.
        argv: What is run (None when it cannot be: ``unavailable`` says why).
        target: Best wall seconds it should stay under, if it has a fixed target.
        peer: The label of the row it should be at most as long as, if any.
        unavailable: Why the command cannot be run here.
    """

    label: str
    argv: tuple[str, ...] | None
    target: float | None = None
    peer: str | None = None
    unavailable: str | None = None


@dataclass
class _Runs:
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    failure: str | None = None


def environment() -> dict[str, str]:
    """This process's environment, without what would keep bytecode caches from being written."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run_once(argv: Sequence[str]) -> tuple[float, float, int, str]:
    """Run ``argv`` once: wall seconds, CPU seconds (user + system), exit status, stderr."""
    start = time.perf_counter()
    process = subprocess.Popen(
        argv,
        cwd=REPO,
        env=environment(),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    assert process.stderr is not None
    errors = process.stderr.read().decode(errors="replace")
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)  # Popen must not wait again
    process.stderr.close()
    return wall, usage.ru_utime + usage.ru_stime, process.returncode, errors


def _why_failed(status: int, errors: str) -> str:
    lines = [line for line in errors.strip().splitlines() if "Library error" not in line]
    return f"exit status {status}" + (f": {lines[-1].strip()}" if lines else "")


def measure(
    commands: Sequence[Command],
    runs: int = RUNS,
    run: Callable[[Sequence[str]], tuple[float, float, int, str]] = run_once,
) -> dict[str, Timing]:
    """Time every command ``runs`` times, in rounds of one run each, after one untimed run."""
    results = {c.label: _Runs() for c in commands if c.argv is not None}
    for round_number in range(runs + 1):
        for command in commands:
            outcome = results.get(command.label)
            if command.argv is None or outcome is None or outcome.failure is not None:
                continue
            wall, cpu, status, errors = run(command.argv)
            if status != 0:
                outcome.failure = _why_failed(status, errors)
            elif round_number > 0:  # the first round warms caches
                outcome.wall.append(wall)
                outcome.cpu.append(cpu)
    timings = {}
    for command in commands:
        outcome = results.get(command.label)
        if outcome is None:
            timings[command.label] = Timing(unavailable=command.unavailable or "not run")
        elif outcome.failure is not None:
            timings[command.label] = Timing(failure=outcome.failure)
        else:
            timings[command.label] = Timing(tuple(outcome.wall), tuple(outcome.cpu))
    return timings


def ign_unavailable() -> str | None:
    """Why ``ign sdf -k`` cannot be run here, or None when it can."""
    if shutil.which("ign") is None:
        return f"ign is not installed (Debian: {IGN_PACKAGES})"
    probe = subprocess.run(
        ["ign", "sdf", "--versions"],
        capture_output=True,
        text=True,
        check=False,
        timeout=TIMEOUT_SECONDS,
    )
    if probe.returncode != 0 or not probe.stdout.strip():
        return f"ign has no sdf command (Debian: {IGN_PACKAGES})"
    return None


def our_command() -> list[str]:
    """The ``sdformat`` console script of this interpreter's environment."""
    script = shutil.which("sdformat", path=sysconfig.get_path("scripts"))
    if script is None:  # not installed as a package: run its entry point through Python
        return [
            sys.executable,
            "-c",
            "import sdformat_command, sys; sys.exit(sdformat_command.console())",
        ]
    return [script]


def short_name(path: Path) -> str:
    """The file as the table names it: its name, with its folder's for a ``model.sdf``."""
    return f"{path.parent.name}/{path.name}" if path.name == "model.sdf" else path.name


def commands(files: Sequence[Path] = FILES) -> list[Command]:
    """The rows, floor first; each file's ``sdformat check`` followed by its ``ign sdf -k``."""
    python = sys.executable
    rows = [
        Command(f'python -c "{FLOOR_IMPORTS}" (floor)', (python, "-c", FLOOR_IMPORTS)),
        Command(
            'python -c "import sdformat_v1_12"',
            (python, "-c", "import sdformat_v1_12"),
            target=IMPORT_TARGET,
        ),
    ]
    ours = our_command()
    missing = ign_unavailable()
    for path in files:
        shown = short_name(path)
        ign_label = f"ign sdf -k {shown}"
        rows.append(Command(f"sdformat check {shown}", (*ours, "check", str(path)), peer=ign_label))
        ign_argv = None if missing else ("ign", "sdf", "-k", str(path))
        rows.append(Command(ign_label, ign_argv, unavailable=missing))
    return rows


# --- the report --------------------------------------------------------------------------


def verdict(command: Command, timings: dict[str, Timing]) -> str:
    """Whether the command meets its target (fixed or its peer's best wall time), by how much."""
    own = timings[command.label].best
    if command.target is None and command.peer is None:
        return ""
    if own is None:
        return "missed: no figure"
    if command.target is not None:
        limit, what = command.target, f"< {command.target:g} s"
    else:
        assert command.peer is not None
        peer = timings[command.peer].best
        if peer is None:
            return "not judged: ign has no figure"
        limit, what = peer, "<= ign"
    if own <= limit:
        return f"{what}: met ({own / limit:.2f}x)"
    return f"{what}: missed by {own / limit:.1f}x"


def _seconds(values: Sequence[float]) -> tuple[str, str]:
    return f"{min(values):.3f}", f"{statistics.median(values):.3f}"


def report(
    rows: Sequence[Command],
    timings: dict[str, Timing],
    runs: int = RUNS,
    files: Sequence[Path] = FILES,
) -> list[str]:
    """The start-up table, its footnotes, the targets and the files checked."""
    header = ["command", "wall best", "median", "CPU best", "median", "target"]
    body = []
    notes: list[str] = []
    for command in rows:
        timing = timings[command.label]
        reason = timing.failure or timing.unavailable
        if reason is not None:
            shown = "fails" if timing.failure is not None else "n/a"
            if reason not in notes:
                notes.append(reason)
            cells = [f"{shown}[{notes.index(reason) + 1}]", "", "", ""]
        else:
            cells = [*_seconds(timing.wall), *_seconds(timing.cpu)]
        body.append([command.label, *cells, verdict(command, timings)])
    widths = [max(len(line[i]) for line in [header, *body]) for i in range(len(header))]
    table = []
    for line in [header, *body]:
        first = line[0].ljust(widths[0])
        middle = [cell.rjust(width) for cell, width in zip(line[1:-1], widths[1:-1], strict=True)]
        table.append("  ".join([first, *middle, line[-1]]).rstrip())
    return [
        f"Start-up: whole processes, seconds, best and median of {runs} runs "
        "(wall; CPU = user + system), commands run in turn, bytecode caches written",
        *table,
        *(f"[{number}] {reason}" for number, reason in enumerate(notes, 1)),
        f"Targets (issue 40, on the best wall time): import sdformat_v1_12 < {IMPORT_TARGET:g} s;",
        "  sdformat check FILE at most as long as ign sdf -k FILE (libsdformat 12 through",
        "  ignition-tools) on the same file; the floor is Python with numpy, lxml and attrs.",
        "Files (in tests/data/):",
        *(f"  {p.relative_to(DATA) if p.is_relative_to(DATA) else p}" for p in files),
    ]


def section(runs: int = RUNS, progress: Callable[[str], None] = lambda message: None) -> list[str]:
    """Measure and return the lines ``make bench`` prints."""
    rows = commands()
    progress(f"start-up ({len(rows)} commands x {runs + 1} runs)")
    return report(rows, measure(rows, runs), runs)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the start-up rows."""
    parser = argparse.ArgumentParser(prog="python -m bench.startup", description=__doc__)
    parser.add_argument("--runs", type=int, default=RUNS)
    options = parser.parse_args(argv)
    print("\n".join(section(max(options.runs, 1))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
