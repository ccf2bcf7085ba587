"""Models written as URDF resolve, in libsdformat 12.3, where our loader puts the originals.

``tests/data/urdf_export`` holds SDFormat models of our own (every joint type
posed and unposed with axes in three frames, every URDF geometry with
materials and an automatic inertial, frames and a nested model with a mimic
joint, a joint to the world); ``written/`` holds what ``convert_to_urdf``
makes of them, and ``tests/data/reference/urdf_export.json`` what libsdformat
reads from those files (rebuilt with ``make_expectations.py --write-urdf``, see
tests/reference/README.md), once as written and once with every fixed joint
kept and massless links given a unit mass, so that every URDF link (frames
included) is a link there. Every link and frame must be where the original
puts it, every link must keep its mass properties, and every joint its axis.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest
from lxml import etree

import sdformat_semantics
from sdformat_semantics import Pose
from tests.conftest import DATA
from tests.helpers import assert_same_xml

FOLDER = DATA / "urdf_export"
REFERENCE = json.loads((DATA / "reference" / "urdf_export.json").read_text(encoding="utf-8"))
ORIGINALS = sorted(path.stem for path in FOLDER.glob("*.sdf"))
TOLERANCE = 1e-9


def _pose(values: list[float]) -> Pose:
    return Pose(values[:3], values[3:])


def _frame_of_urdf(document: sdformat_semantics.Document, text: str, moved: Any) -> Pose:
    """Where the URDF's model frame is in the original: its world link, else its root link."""
    robot = etree.fromstring(text.encode())
    children = {joint.find("child").get("link") for joint in robot.iter("joint")}
    root = next(link.get("name") for link in robot.iter("link") if link.get("name") not in children)
    if root == "world":
        return Pose.identity()
    local = next(local for local, name in _names(document, text).items() if name == root)
    return document.pose(local) @ moved.get(local, Pose.identity())


def _names(document: sdformat_semantics.Document, text: str) -> dict[str, str]:
    del text
    return dict(document.convert_to_urdf().names)


def test_every_original_is_written_and_dumped() -> None:
    assert len(ORIGINALS) >= 4
    assert sorted(REFERENCE) == sorted(f"written/{name}.urdf" for name in ORIGINALS)
    for value in REFERENCE.values():
        assert value["converted"]["errors"] == []
        assert value["all_links"]["errors"] == []


@pytest.mark.parametrize("name", ORIGINALS)
def test_the_vendored_written_file_is_what_the_writer_writes(name: str) -> None:
    """Else the expectations are stale: rerun make_expectations.py --write-urdf.

    Numbers within 1e-9: another CPU may compute the last digits differently.
    """
    document = sdformat_semantics.load(FOLDER / f"{name}.sdf")
    written = (FOLDER / "written" / f"{name}.urdf").read_text(encoding="utf-8")
    assert_same_xml(document.convert_to_urdf().text, written)


@pytest.mark.parametrize("name", ORIGINALS)
def test_the_reference_reads_every_link_and_frame_where_the_original_has_it(name: str) -> None:
    document = sdformat_semantics.load(FOLDER / f"{name}.sdf")
    conversion = document.convert_to_urdf()
    base = _frame_of_urdf(document, conversion.text, conversion.moved)
    entities = REFERENCE[f"written/{name}.urdf"]["all_links"]["entities"]
    by_name = {e["name"]: e for e in entities}
    compared = 0
    for local, urdf_name in conversion.names.items():
        entity = by_name.get(urdf_name)
        if entity is None or entity["kind"] != "link":
            continue
        expected = (
            base.inverse() @ document.pose(local) @ conversion.moved.get(local, Pose.identity())
        )
        assert _pose(entity["pose"]).isclose(expected, TOLERANCE), local
        compared += 1
    assert compared >= len(conversion.names) // 2


@pytest.mark.parametrize("name", ORIGINALS)
def test_the_reference_reads_the_original_mass_properties_and_axes(name: str) -> None:
    document = sdformat_semantics.load(FOLDER / f"{name}.sdf")
    conversion = document.convert_to_urdf()
    base = _frame_of_urdf(document, conversion.text, conversion.moved)
    by_name = {e["name"]: e for e in REFERENCE[f"written/{name}.urdf"]["all_links"]["entities"]}
    links = {str(link.name) for link in document.iter("link")}
    for local, urdf_name in conversion.names.items():
        entity = by_name[urdf_name]
        if entity["kind"] == "link" and local.split("::")[-1] in links:
            inertial = document.inertial(local)
            assert entity["mass"] == pytest.approx(inertial.mass, rel=1e-12)
            # Both in the link frame of the URDF (moved onto the joint axis where reported).
            shift = conversion.moved.get(local, Pose.identity())
            frame = shift.inverse() @ inertial.pose
            rotation = frame.rotation_matrix()
            tensor = rotation @ inertial.inertia @ rotation.T
            theirs = _pose(entity["inertial_pose"])
            their_tensor = np.reshape(entity["inertia"], (3, 3))  # the dump's: in the link frame
            assert np.allclose(tensor, their_tensor, atol=TOLERANCE), local
            assert np.allclose(frame.position, theirs.position, atol=TOLERANCE), local
        elif entity["kind"] == "joint" and "axis_xyz_model" in entity:
            joint = next(j for j in document.iter("joint") if str(j.name) == local.split("::")[-1])
            if joint.axis is None or str(joint.type) == "fixed":
                continue
            axis = base.inverse().rotate_vector(document.axis(local, "__model__"))
            assert np.allclose(entity["axis_xyz_model"], axis, atol=TOLERANCE), local
