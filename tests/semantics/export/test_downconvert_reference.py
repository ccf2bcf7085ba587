"""Documents written down to 1.9, 1.8 and 1.7 resolve, in libsdformat, as the originals do.

``tests/data/downconvert`` holds documents of our own (nested models two deep,
placement frames, references across scopes, poses in degrees and as
quaternions, includes with a placement frame, nested and merged, mimic
constraints, a model file with a nested model, joints naming frames, models
and model frames (``__model__``), automatic inertia, screw joints).
``written/`` holds what our writer makes of them at 1.9, 1.8 and 1.7, and
``tests/data/reference/downconvert.json`` what libsdformat 12.3 resolves for
those written files (rebuilt with ``make_expectations.py --write-down 1.9 1.8
1.7``, see tests/reference/README.md).
Every frame the reference resolves must be where our loader puts it in the
ORIGINAL document, every link must have the original's mass properties (an
automatic inertial's computed ones), and every screw joint its pitch: writing
down keeps them all.
"""

from __future__ import annotations

import importlib
import json
import math

import numpy as np
import pytest
from lxml import etree

import sdformat_semantics
from sdformat_semantics import Document, Pose
from sdformat_semantics.export.references import link_below
from sdformat_semantics.frames import FrameKind
from sdformat_semantics.kinematics import screw_pitch
from sdformat_semantics.versions import PACKAGES
from tests.conftest import DATA
from tests.helpers import assert_same_xml

FOLDER = DATA / "downconvert"
REFERENCE = json.loads((DATA / "reference" / "downconvert.json").read_text(encoding="utf-8"))
ORIGINALS = sorted(path.name for path in FOLDER.glob("*.sdf"))
VERSIONS = ("1.9", "1.8", "1.7")
TOLERANCE = 1e-9
CASES = [(name, version) for name in ORIGINALS for version in VERSIONS]


def _written(name: str, version: str) -> str:
    return f"written/{name.removesuffix('.sdf')}.{version}.sdf"


def test_every_original_is_written_at_every_version_and_dumped() -> None:
    assert len(ORIGINALS) >= 4
    assert sorted(REFERENCE) == sorted(_written(name, v) for name, v in CASES)
    assert sum(len(REFERENCE[key]["entities"]) for key in REFERENCE) >= 250
    kinds = {entity["kind"] for value in REFERENCE.values() for entity in value["entities"]}
    assert kinds == {"model", "link", "joint", "frame"}


@pytest.mark.parametrize(("name", "version"), CASES)
def test_the_vendored_written_file_is_what_the_writer_writes(name: str, version: str) -> None:
    """Else the expectations are stale: rerun make_expectations.py --write-down 1.9 1.8 1.7.

    Numbers within 1e-9: another CPU may compute the last digits differently.
    """
    document = sdformat_semantics.load(FOLDER / name)
    written = (FOLDER / _written(name, version)).read_text(encoding="utf-8")
    assert_same_xml(document.convert(version).text, written)


@pytest.mark.parametrize(("name", "version"), CASES)
def test_the_written_file_is_valid_for_its_version(name: str, version: str) -> None:
    package = importlib.import_module(PACKAGES[version])
    schema = etree.XMLSchema(file=str(package.SCHEMA_ROOT))
    written = etree.parse(str(FOLDER / _written(name, version)))
    assert schema.validate(written), schema.error_log
    assert written.getroot().get("version") == version


@pytest.mark.parametrize(("name", "version"), CASES)
def test_the_reference_resolves_the_written_file_to_the_original_poses(
    name: str, version: str
) -> None:
    original = sdformat_semantics.load(FOLDER / name)
    assert original.valid, [str(e) for e in original.errors]
    result = REFERENCE[_written(name, version)]
    assert result["errors"] == []
    assert result["original_version"] == version
    for entity in result["entities"]:
        frame = entity["name"]
        x, y, z, qx, qy, qz, qw = entity["pose"]
        expected = Pose(position=[x, y, z], quaternion=[qx, qy, qz, qw])
        assert original.pose(frame).isclose(expected, TOLERANCE), (frame, original.pose(frame))
        if "attached_body" in entity:
            assert _body(original, frame, version) == entity["attached_body"], frame
        if "parent_link" in entity:
            assert original.joint_parent_link(frame) == entity["parent_link"], frame
            assert original.joint_child_link(frame) == entity["child_link"], frame
        if "axis_xyz" in entity:
            assert np.allclose(original.axis(frame), entity["axis_xyz"], atol=TOLERANCE), frame
        if entity["kind"] == "link":
            _assert_same_inertial(original, frame, entity)
        if "thread_pitch" in entity:
            pitch = screw_pitch(original.frame_graphs().vertices[frame].element)
            assert math.isclose(entity["thread_pitch"], -2 * math.pi / pitch, rel_tol=1e-12)


def _body(original: Document, frame: str, version: str) -> str:
    """What a frame is attached to in the written document, by the original's graphs.

    A static model is a body of its own, which the reference names by its
    frame (``stand::__model__``; ``Document.attached_body`` says ``stand``).
    1.7 has no nested models: flattened,
    a static nested model is static no more (a reported loss), and its frames
    are attached to its canonical link, which the writer names.
    """
    graphs = original.frame_graphs()
    vertex = graphs.body(graphs.aliases.get(frame, frame))
    assert vertex is not None, frame
    nested_static = graphs.vertices[vertex].kind is FrameKind.STATIC_MODEL and bool(
        graphs.vertices[vertex].scope
    )
    if version == "1.7" and nested_static:
        linked = link_below(graphs, vertex)
        if linked is None:  # a nested model without links, left out: the outer model's body
            outer = frame.split("::")[0] + "::__model__"
            body = graphs.body(outer)
            moving = body is not None and graphs.vertices[body].kind is FrameKind.LINK
            return body if moving and body is not None else outer
        return linked
    if graphs.vertices[vertex].kind is FrameKind.STATIC_MODEL:
        return vertex
    return original.attached_body(frame)


def _assert_same_inertial(original: Document, link: str, entity: dict[str, object]) -> None:
    """The reference's mass properties of a written link are the original's effective ones."""
    ours = original.inertial(link)
    x, y, z, qx, qy, qz, qw = entity["inertial_pose"]  # type: ignore[misc]
    theirs = Pose(position=[x, y, z], quaternion=[qx, qy, qz, qw])
    # A computed mass is written to 12 significant digits (values.format_computed).
    assert math.isclose(entity["mass"], ours.mass, rel_tol=1e-11), link  # type: ignore[arg-type]
    assert np.allclose(theirs.position, ours.center, atol=TOLERANCE), link
    rotation = ours.pose.rotation_matrix()
    in_link_axes = rotation @ ours.inertia @ rotation.T
    tensor = np.array(entity["inertia"]).reshape(3, 3)
    assert np.allclose(tensor, in_link_axes, rtol=1e-9, atol=1e-15), link


@pytest.mark.parametrize(("name", "version"), CASES)
def test_the_written_file_loads_back_to_the_original_poses(name: str, version: str) -> None:
    original = sdformat_semantics.load(FOLDER / name)
    written = sdformat_semantics.load(FOLDER / _written(name, version))
    assert written.valid, [str(e) for e in written.errors]
    assert written.original_version == version
    graphs = original.frame_graphs()
    kept = written.frame_graphs().vertices
    left_out = [loss.path for loss in original.convert(version).problems]
    for vertex, found in graphs.vertices.items():
        if vertex not in kept:  # only what a reported loss left out (a model without links)
            path = found.element.xml_origin.path if found.element.xml_origin else ""
            assert any(path.startswith(lost) for lost in left_out if lost), vertex
            continue
        assert written.pose(vertex).isclose(original.pose(vertex), TOLERANCE), vertex
        if found.kind.value == "link":
            # Computed (auto) inertials are written to 12 significant digits, of the
            # tensor's largest moment for the inertia.
            before, after = original.inertial(vertex), written.inertial(vertex)
            assert math.isclose(after.mass, before.mass, rel_tol=1e-11), vertex
            assert after.pose.isclose(before.pose, TOLERANCE), vertex
            scale = float(np.max(np.abs(before.inertia)))
            assert np.allclose(after.inertia, before.inertia, rtol=0.0, atol=1e-11 * scale), vertex
        if found.kind.value == "joint" and getattr(found.element, "type", "") == "screw":
            pitch = screw_pitch(written.frame_graphs().vertices[vertex].element)
            assert math.isclose(pitch, screw_pitch(found.element), rel_tol=1e-12), vertex


def test_nested_models_are_flattened_for_17_and_kept_for_18() -> None:
    document = sdformat_semantics.load(FOLDER / "nested_world.sdf")
    old = etree.fromstring(document.convert("1.7").text.encode())
    assert old.findall(".//model/model") == []
    names = {link.get("name") for link in old.iter("link")}
    assert {"arm::upper", "arm::hand::palm_link"} <= names
    assert old.find(".//frame[@name='arm::hand::__model__']") is not None
    assert not any("placement_frame" in e.attrib for e in old.iter())
    newer = etree.fromstring(document.convert("1.8").text.encode())
    assert len(newer.findall(".//model/model/model")) == 1
    assert not any("degrees" in e.attrib or "rotation_format" in e.attrib for e in newer.iter())


def test_mimic_is_kept_for_110_and_reported_below() -> None:
    document = sdformat_semantics.load(FOLDER / "mimic_arm.sdf")
    assert "<mimic" in document.convert("1.10").text
    assert document.convert("1.10").lossless
    for version in ("1.9", "1.8", "1.7"):
        conversion = document.convert(version)
        assert "<mimic" not in conversion.text
        [loss] = conversion.problems
        assert loss.code.value == "DOWNCONVERSION_LOSS" and loss.line == 16
        assert loss.path.endswith('joint[@name="right_joint"]/axis/mimic')
