"""Forward kinematics in bulk: every link of a 7-joint arm at 10,000 configurations.

``python -m bench.kinematics`` prints one line; ``make bench`` prints it
below the reader comparison. The figure is the best of several runs of
``Document.poses`` (CPU time), which checks the positions, computes the
mimic followers and limits, and returns a ``(N, 4, 4)`` array per link.
"""

from __future__ import annotations

import argparse
import time
import warnings
from collections.abc import Sequence

import numpy as np

import sdformat_semantics

JOINTS = 7
CONFIGURATIONS = 10_000
RUNS = 5


def arm_text(joints: int = JOINTS) -> str:
    """A serial arm: links 0.3 m apart, joint axes alternating z, y, x, one prismatic."""
    axes = ["0 0 1", "0 1 0", "1 0 0"]
    links = "".join(
        f'<link name="l{i}"><pose relative_to="l{i - 1}">0 0 0.3 0 0 0.1</pose></link>'
        for i in range(1, joints + 1)
    )
    joint_text = "".join(
        f'<joint name="j{i}" type="{"prismatic" if i == 4 else "revolute"}">'
        f"<pose>0 0 -0.05 0.1 0 0</pose><parent>l{i - 1}</parent><child>l{i}</child>"
        f"<axis><xyz>{axes[i % 3]}</xyz></axis></joint>"
        for i in range(1, joints + 1)
    )
    return (
        f'<sdf version="1.10"><model name="arm"><link name="l0"/>{links}'
        f'<joint name="anchor" type="fixed"><parent>world</parent><child>l0</child></joint>'
        f"{joint_text}</model></sdf>"
    )


def measure(configurations: int = CONFIGURATIONS, runs: int = RUNS) -> tuple[float, int]:
    """Best CPU seconds of ``Document.poses`` for every link, and how many links there were."""
    document = sdformat_semantics.load(arm_text())
    rng = np.random.default_rng(0)
    positions = {f"j{i}": rng.uniform(-1.0, 1.0, configurations) for i in range(1, JOINTS + 1)}
    links = [f"l{i}" for i in range(JOINTS + 1)]
    document.poses(positions, frames=links)  # builds the kinematic tree once, as a session would
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            poses = document.poses(positions, frames=links)
        best = min(best, time.process_time() - start)
    assert all(poses[link].shape == (configurations, 4, 4) for link in links)
    return best, len(links)


def line(configurations: int = CONFIGURATIONS) -> str:
    """The row ``make bench`` prints."""
    seconds, links = measure(configurations)
    rate = configurations / seconds if seconds > 0 else float("inf")
    return (
        f"Kinematics: {configurations:,} configurations of a {JOINTS}-joint arm, all {links} "
        f"links (Document.poses): {seconds * 1000:.1f} ms ({rate:,.0f} configurations/s, "
        f"target under 1 s)"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Print the kinematics row."""
    parser = argparse.ArgumentParser(prog="python -m bench.kinematics", description=__doc__)
    parser.add_argument("--configurations", type=int, default=CONFIGURATIONS)
    options = parser.parse_args(argv)
    print(line(options.configurations))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
