"""MJCF conversion time: the largest vendored world written as MuJoCo MJCF.

``python -m bench.mjcf`` prints one line; ``make bench`` prints it below the
kinematics row. The world is ``tests/data/downconvert/model_joints.sdf``: 144
links in 36 models with 36 revolute joints, the most links of
any vendored world.
The figure is the best of several runs (CPU time) of
``Document.convert_to_mjcf``: building the ``MjSpec``, MuJoCo compiling and
writing it, and the digits restored (see ``export/mjcf_text.py``); the
document is loaded once, outside the measure.
"""

from __future__ import annotations

import time
import warnings
from pathlib import Path

import sdformat_semantics

WORLD = (
    Path(__file__).resolve().parent.parent / "tests" / "data" / "downconvert" / "model_joints.sdf"
)
RUNS = 5


def measure(runs: int = RUNS) -> tuple[float, int]:
    """Best CPU seconds of ``convert_to_mjcf`` on the world, and its number of bodies."""
    document = sdformat_semantics.load(WORLD)
    best = float("inf")
    bodies = 0
    for _ in range(runs):
        start = time.process_time()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            conversion = document.convert_to_mjcf()
        best = min(best, time.process_time() - start)
        bodies = len(conversion.bodies)
    return best, bodies


def line() -> str:
    """The row ``make bench`` prints (or why it cannot: MuJoCo is an optional extra)."""
    try:
        seconds, bodies = measure()
    except sdformat_semantics.MujocoMissingError as error:
        return f"MJCF conversion: not measured ({error.problem.message})"
    return (
        f"MJCF conversion: {WORLD.name}, the largest vendored world ({bodies} bodies), written "
        f"as MJCF through MuJoCo's MjSpec (Document.convert_to_mjcf): {seconds * 1000:.0f} ms"
    )


if __name__ == "__main__":
    print(line())
