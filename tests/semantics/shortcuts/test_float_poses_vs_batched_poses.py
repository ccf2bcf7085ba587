"""One configuration in plain floats against the same configuration as a batch in numpy.

``Document.pose`` at one configuration of plain numbers runs each frame's
compiled chain in floats (``kinematics.program.Chain``); a batch runs the
compiled steps on (13, n) arrays (``kinematics.batch``). Two implementations
of one map: held to each other on every vendored robot, every link, relative
to the root frame and to another link, at random configurations within the
limits, and both to the zero configuration's static poses.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import numpy as np
import pytest

import sdformat_semantics
from sdformat_semantics import Document
from sdformat_semantics.kinematics.jacobian import columns_of

DATA = Path(__file__).parents[2] / "data"
ROBOTS = sorted(
    [
        *(DATA / "corpus" / "real").rglob("*.sdf"),
        *(DATA / "urdf" / "real").rglob("*.urdf"),
        *(DATA / "mimic").glob("*.sdf"),
        *(DATA / "kinematics").rglob("*.sdf"),
    ]
)


def load(path: Path) -> Document:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return sdformat_semantics.load(path)


def configurations(document: Document, count: int) -> list[dict[object, float]]:
    """Random positions within limits (within +-1) for every single-axis coordinate."""
    kinematics = document.kinematics()
    rng = np.random.default_rng(count)
    found: list[dict[object, float]] = []
    for _ in range(count):
        positions: dict[object, float] = {}
        for name, _axis in columns_of(kinematics):
            joint = kinematics.tree.joints[name]
            if joint.type == "ball" or len(joint.coordinates) != 1:
                continue
            lower, upper = joint.limits[0]
            low, high = max(lower, -1.0), min(upper, 1.0)
            positions[name] = float(rng.uniform(low, high)) if low < high else low
        found.append(positions)
    return found


@pytest.mark.parametrize("path", ROBOTS, ids=[str(p.relative_to(DATA)) for p in ROBOTS])
def test_one_configuration_in_floats_is_the_batch_of_it_in_numpy(path: Path) -> None:
    document = load(path)
    if not document.graphs:
        pytest.skip("no frame graphs")
    links = sorted(document.poses())
    every = configurations(document, 3)
    if not every[0]:
        pytest.skip("no single-axis joint moves")
    stacked = {key: np.array([p[key] for p in every]) for key in every[0]}
    for base in (None, links[len(links) // 2]):
        batched = document.poses(stacked, base, frames=links)
        for index, positions in enumerate(every):
            for link in links:
                alone = document.pose(link, base, positions=positions).matrix()
                assert np.allclose(alone, batched[link][index], atol=1e-9), (link, base)


@pytest.mark.parametrize("path", ROBOTS[:3], ids=[str(p.relative_to(DATA)) for p in ROBOTS[:3]])
def test_zero_positions_are_the_static_poses_both_ways(path: Path) -> None:
    document = load(path)
    links = sorted(document.poses())
    zero = dict.fromkeys(configurations(document, 1)[0], 0.0)
    if not zero:
        pytest.skip("no single-axis joint moves")
    batched = document.poses({key: np.zeros(2) for key in zero}, frames=links)
    for link in links:
        static = document.pose(link)
        assert document.pose(link, positions=zero) == static  # exactly: nothing moved
        assert np.allclose(batched[link][1], static.matrix(), atol=1e-12)
