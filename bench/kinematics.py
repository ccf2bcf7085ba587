"""Kinematics: one query, batches and Jacobians, each beside its peer measured in the same run.

``python -m bench.kinematics`` prints the rows; ``make bench`` prints them
below the reader comparison. Every figure is the best of several runs (CPU
time) after a first call (which builds and keeps the kinematic tree):

* one pose of the Panda's hand at one configuration given as plain numbers
  (``Document.pose``; target under 30 us), beside MuJoCo's ``mj_kinematics``
  on the same arm written as MJCF (setting ``qpos`` included);
* every link of a 7-joint arm at 10,000 configurations (``Document.poses``,
  which checks the positions, computes the mimic followers and limits and
  returns a ``(N, 4, 4)`` array per link; target at most 1 us per
  configuration), beside pytorch_kinematics' published 0.5-1.1 us per
  configuration on a CPU (not measured here: it needs torch) and MuJoCo's
  ``mj_kinematics`` run once per configuration;
* the Jacobian of the Panda's hand at one configuration and at 10,000
  (``Document.jacobian``), beside MuJoCo's ``mj_kinematics`` + ``mj_jac``.

MuJoCo is the ``[mujoco]`` extra; without it, its cells say so.
"""

from __future__ import annotations

import argparse
import time
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

import sdformat_semantics
from sdformat_semantics.mjcf.library import import_mujoco

JOINTS = 7
CONFIGURATIONS = 10_000
RUNS = 5
DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
PANDA = DATA / "kinematics" / "panda" / "model.sdf"
PANDA_JOINTS = [f"panda_joint{i}" for i in range(1, 8)]
SINGLE_TARGET = 30e-6
BATCH_TARGET = 1e-6
PYTORCH_KINEMATICS = "0.5-1.1 us"


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


def best_seconds(run: Callable[[], object], runs: int = RUNS) -> float:
    """The best CPU time of ``run`` over ``runs`` calls."""
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
    return best


def panda_configurations(count: int) -> list[dict[str, float]]:
    """``count`` random configurations of the Panda's arm joints, within their limits."""
    document = sdformat_semantics.load(PANDA)
    tree = document.kinematics().tree
    rng = np.random.default_rng(0)
    limits = {name: tree.joints[name].limits[0] for name in PANDA_JOINTS}
    return [{n: float(rng.uniform(*limits[n])) for n in PANDA_JOINTS} for _ in range(count)]


def single_query(queries: int = 300) -> float:
    """Seconds per ``Document.pose`` of the Panda's hand at one configuration."""
    document = sdformat_semantics.load(PANDA)
    configurations = panda_configurations(queries)
    document.pose("panda_hand", positions=configurations[0])
    seconds = best_seconds(
        lambda: [document.pose("panda_hand", positions=q) for q in configurations]
    )
    return seconds / queries


def jacobians(configurations: int = CONFIGURATIONS) -> tuple[float, float]:
    """Seconds of the Panda hand's Jacobian at one configuration, and per one of a batch."""
    document = sdformat_semantics.load(PANDA)
    single = panda_configurations(100)
    document.jacobian("panda_hand", positions=single[0])
    one = best_seconds(lambda: [document.jacobian("panda_hand", positions=q) for q in single]) / 100
    rng = np.random.default_rng(1)
    batch = {name: rng.uniform(-0.5, 0.5, configurations) for name in PANDA_JOINTS}
    batch["panda_joint4"] = rng.uniform(-2.5, -0.5, configurations)
    batch["panda_joint6"] = rng.uniform(0.5, 2.5, configurations)
    many = best_seconds(lambda: document.jacobian("panda_hand", positions=batch), 3)
    return one, many / configurations


def mujoco_figures(configurations: int = 2_000) -> dict[str, float] | str:
    """MuJoCo's seconds per configuration on the Panda (or why it was not measured)."""
    try:
        mujoco = import_mujoco("measuring MuJoCo's kinematics")
    except sdformat_semantics.MujocoMissingError as error:
        return f"not measured ({error.problem.message})"
    document = sdformat_semantics.load(PANDA)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        conversion = document.convert_to_mjcf()
    model = mujoco.MjModel.from_xml_string(conversion.text)
    data = mujoco.MjData(model)
    addresses = [
        model.joint(conversion.coordinates[(name, "axis")]).qposadr[0] for name in PANDA_JOINTS
    ]
    rows = np.array([[q[n] for n in PANDA_JOINTS] for q in panda_configurations(configurations)])
    hand = model.body(conversion.bodies["panda_hand"]).id
    jacp, jacr = np.zeros((3, model.nv)), np.zeros((3, model.nv))

    def kinematics() -> None:
        for row in rows:
            data.qpos[addresses] = row
            mujoco.mj_kinematics(model, data)

    def jacobian() -> None:
        for row in rows:
            data.qpos[addresses] = row
            mujoco.mj_kinematics(model, data)
            mujoco.mj_comPos(model, data)
            mujoco.mj_jac(model, data, jacp, jacr, data.xpos[hand], hand)

    return {
        "kinematics": best_seconds(kinematics) / configurations,
        "jacobian": best_seconds(jacobian) / configurations,
    }


def _us(seconds: float) -> str:
    return f"{seconds * 1e6:.2f} us" if seconds < 1e-5 else f"{seconds * 1e6:.1f} us"


def _verdict(seconds: float, target: float) -> str:
    return "met" if seconds <= target else f"missed by {seconds / target:.1f}x"


def lines(configurations: int = CONFIGURATIONS) -> list[str]:
    """The rows ``make bench`` prints."""
    peer: Any = mujoco_figures()
    mj_kinematics = peer if isinstance(peer, str) else _us(peer["kinematics"])
    mj_jacobian = peer if isinstance(peer, str) else _us(peer["jacobian"])
    single = single_query()
    seconds, links = measure(configurations)
    per = seconds / configurations
    one, many = jacobians(configurations)
    return [
        f"Kinematics, one query: the Panda's hand at one configuration (Document.pose): "
        f"{_us(single)} (target under 30 us: {_verdict(single, SINGLE_TARGET)}); "
        f"MuJoCo mj_kinematics on the same arm: {mj_kinematics}",
        f"Kinematics, batched: {configurations:,} configurations of a {JOINTS}-joint arm, all "
        f"{links} links (Document.poses): {seconds * 1000:.1f} ms, {_us(per)} per configuration "
        f"(target at most 1 us: {_verdict(per, BATCH_TARGET)}); pytorch_kinematics publishes "
        f"{PYTORCH_KINEMATICS} on a CPU; MuJoCo mj_kinematics, one configuration at a time, on "
        f"the Panda: {mj_kinematics}",
        f"Jacobian of the Panda's hand (Document.jacobian): {_us(one)} at one configuration, "
        f"{_us(many)} per configuration of {configurations:,}; MuJoCo mj_kinematics + mj_jac: "
        f"{mj_jacobian}",
    ]


def line(configurations: int = CONFIGURATIONS) -> str:
    """The rows ``make bench`` prints, as one text."""
    return "\n".join(lines(configurations))


def main(argv: Sequence[str] | None = None) -> int:
    """Print the kinematics rows."""
    parser = argparse.ArgumentParser(prog="python -m bench.kinematics", description=__doc__)
    parser.add_argument("--configurations", type=int, default=CONFIGURATIONS)
    options = parser.parse_args(argv)
    print(line(options.configurations))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
