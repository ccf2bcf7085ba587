"""Count how far our URDF conversion agrees with libsdformat 12.3's, per kind of quantity.

Reads ``tests/data/reference/urdf.json`` (see README.md) and prints, for the
vendored URDF files: how many verdicts (valid or not) agree, and how many
link poses, joint poses, masses, inertias (with centres of mass), visual and
collision poses, lumped-link frame poses and poses in documents that include
URDF agree to 1e-9, as ``agreeing/compared``. Poses the reference rounds to a
pitch of exactly 90 degrees are counted apart: urdfdom's ``getRPY``, which it
writes visual, collision and inertial poses with, snaps any pitch whose sine is
0.99999 or more (within 0.26 degrees of 90), and a pitch within about 1e-8 of
90 degrees rounds to it in any quaternion to angle conversion::

    .venv/bin/python tests/reference/urdf_agreement.py

One vendored verdict differs on purpose: 12.3 refuses ``rules/floating_planar.urdf``
for a ``relative_to`` naming the floating joint it left out, which we never write.
(``urdf_gazebo_extensions.urdf``, whose projectors lack the ``<texture>`` the
standard requires, now agrees: we warn there, as 12.3 loads it.)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

import sdformat_semantics
from sdformat_semantics import ParserConfig, Pose

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data"
URDF = DATA / "urdf"
TOLERANCE = 1e-9


def _pose(values: list[float]) -> Pose:
    return Pose(values[:3], values[3:])


class _Tally:
    def __init__(self) -> None:
        self.counts: dict[str, list[int]] = {}

    def add(self, what: str, agrees: bool) -> None:
        count = self.counts.setdefault(what, [0, 0])
        count[0] += agrees
        count[1] += 1


def _compare_file(tally: _Tally, key: str, value: dict[str, Any]) -> None:
    document = sdformat_semantics.load(URDF / key)
    converted = value["converted"]
    refused = any(e["code"] == "FILE_READ" for e in converted["errors"])
    tally.add("verdicts", bool(converted["errors"]) == (not document.valid))
    if refused or document.model is None:
        return
    links = {str(link.name): link for link in document.model.links}
    for entity in converted["entities"]:
        if "pose" not in entity:
            continue
        _add_pose(tally, f"{entity['kind']} poses", document.pose(entity["name"]), entity["pose"])
        if entity["kind"] == "link":
            _compare_link(tally, links[entity["name"]], entity)
    lumped = {
        p.message.split("'")[1]
        for p in document.warnings
        if p.code.name == "URDF_FIXED_JOINT_LUMPED"
    }
    for entity in value["all_links"]["entities"]:
        if entity["kind"] == "link" and entity["name"] in lumped and "pose" in entity:
            tally.add(
                "lumped link frames",
                document.pose(entity["name"]).isclose(_pose(entity["pose"]), TOLERANCE),
            )


def _compare_link(tally: _Tally, link: Any, entity: dict[str, Any]) -> None:
    inertial = link.inertial
    tally.add(
        "masses", abs(float(inertial.mass) - entity["mass"]) <= 1e-12 * max(1.0, entity["mass"])
    )
    frame = Pose.from_sdf(np.asarray(inertial.pose.value))
    m = inertial.inertia
    tensor = np.array([[m.ixx, m.ixy, m.ixz], [m.ixy, m.iyy, m.iyz], [m.ixz, m.iyz, m.izz]], float)
    rotation = frame.rotation_matrix()
    in_link = rotation @ tensor @ rotation.T
    tally.add(
        "inertias and centres of mass",
        bool(
            np.allclose(in_link.ravel(), entity["inertia"], atol=TOLERANCE, rtol=TOLERANCE)
            and np.allclose(frame.position, entity["inertial_pose"][:3], atol=TOLERANCE)
        ),
    )
    for field in ("visuals", "collisions"):
        for ours, (_name, pose) in zip(getattr(link, field), entity[field], strict=False):
            mine = Pose.from_sdf(np.asarray(ours.pose.value))
            _add_pose(tally, "visual and collision poses", mine, pose)


SNAPPED_SINE = 0.99999
"""urdfdom's ``getRPY`` writes a pitch of exactly +-90 degrees from this sine of it on."""


def _add_pose(tally: _Tally, what: str, mine: Pose, values: list[float]) -> None:
    """Count one pose: agreeing, or apart when the reference rounded its pitch to 90 degrees."""
    theirs = _pose(values)
    if mine.isclose(theirs, TOLERANCE):
        tally.add(what, True)
        return
    snapped = abs(abs(float(theirs.rpy()[1])) - np.pi / 2) < 1e-12
    near = abs(np.sin(float(mine.rpy()[1]))) >= SNAPPED_SINE
    same_place = np.allclose(mine.position, theirs.position, atol=TOLERANCE)
    if snapped and near and same_place:
        tally.add(f"{what} the reference rounds to pitch 90 deg", True)
    else:
        tally.add(what, False)


def main() -> int:
    """Print the agreement counts."""
    expectations = json.loads((DATA / "reference" / "urdf.json").read_text(encoding="utf-8"))
    tally = _Tally()
    config = ParserConfig(
        model_paths=[str(URDF / "conformance/libsdformat/test/integration/model")],
        model_path_variables=(),
    )
    for key, value in sorted(expectations.items()):
        if "include" in value:
            document = sdformat_semantics.load(URDF / key, config=config)
            for entity in value["include"]["entities"]:
                if "pose" in entity:
                    tally.add(
                        "poses in documents including URDF",
                        document.pose(entity["name"]).isclose(_pose(entity["pose"]), TOLERANCE),
                    )
        else:
            _compare_file(tally, key, value)
    for what, (agreeing, compared) in tally.counts.items():
        print(f"{what}: {agreeing}/{compared}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
