"""Joint ends naming a model frame, written down to 1.9, 1.8 and 1.7, over every generated shape.

1.8 lets a joint's parent or child name a model frame; libsdformat 12, the
reader of 1.8 and 1.9, finds no ``__model__`` frame for a joint end (nor a
model as a parent). Written for 1.9 and older, such an end names the link the
model frame is attached to, and a joint frame that defaulted to its child
frame is placed relative to that frame, so every frame stays where it was.
``model_joints.sdf`` is the world of all the shapes, which the reference
expectations cover (``test_downconvert_reference.py``: libsdformat loads what
we write, without errors, to the original's poses and joint links).
"""

from __future__ import annotations

import importlib

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_semantics.versions import PACKAGES
from tests.conftest import DATA
from tests.semantics.export.model_joint_cases import SHAPES, canonical_link, case_model, world

VERSIONS = ("1.9", "1.8", "1.7")
CASES = [(index, version) for index in range(len(SHAPES)) for version in VERSIONS]
TOLERANCE = 1e-9


def _schema(version: str) -> etree.XMLSchema | None:
    """Our XSD of a version; None for a version without a package (read back instead)."""
    if version not in PACKAGES:
        return None
    return etree.XMLSchema(file=str(importlib.import_module(PACKAGES[version]).SCHEMA_ROOT))


SCHEMAS = {version: _schema(version) for version in VERSIONS}


def test_the_vendored_world_holds_every_shape() -> None:
    assert len(SHAPES) == 36
    vendored = (DATA / "downconvert" / "model_joints.sdf").read_text(encoding="utf-8")
    assert vendored == world(list(range(len(SHAPES))))
    assert all(sdformat_semantics.load(world([index])).valid for index in range(len(SHAPES)))


@pytest.mark.parametrize(("index", "version"), CASES)
def test_a_model_frame_joint_end_is_written_as_its_link_at_the_same_poses(
    index: int, version: str
) -> None:
    end, frame, joint_pose, _ = SHAPES[index]
    original = sdformat_semantics.load(world([index]))
    conversion = original.convert(version)
    assert conversion.lossless, [str(problem) for problem in conversion.problems]
    tree = etree.fromstring(conversion.text.encode())
    schema = SCHEMAS[version]
    if schema is not None:
        assert schema.validate(tree), schema.error_log
    written = sdformat_semantics.load(conversion.text)
    assert written.valid, [str(error) for error in written.errors]
    assert written.original_version == version

    [joint] = tree.iter("joint")
    link = canonical_link(index)
    assert joint.findtext(end) == link  # flattened for 1.7, the link keeps its "X::" name
    assert "__model__" not in (joint.findtext("parent") or "") + (joint.findtext("child") or "")
    pose = joint.find("pose")
    if joint_pose == "relative_to":
        assert pose is not None and pose.get("relative_to") == "X::xa"
    elif end == "child":  # the joint frame stays on the model frame it defaulted to
        assert pose is not None and pose.get("relative_to") == frame
    else:
        assert (pose is None) == (joint_pose == "none")

    name = f"case_{index}"
    kept = written.frame_graphs().vertices
    for vertex in original.frame_graphs().vertices:
        assert vertex in kept, vertex  # 1.7's "X::__model__" frames are the models' vertices
        assert written.pose(vertex).isclose(original.pose(vertex), TOLERANCE), vertex
    joint_name = f"{name}::j"
    assert written.joint_parent_link(joint_name) == original.joint_parent_link(joint_name)
    assert written.joint_child_link(joint_name) == original.joint_child_link(joint_name)
    assert original.joint_parent_link(joint_name) is not None


@pytest.mark.parametrize("end", ["parent", "child"])
def test_model_frame_ends_stay_for_versions_that_libsdformat_12_does_not_read(end: str) -> None:
    """1.10 and newer readers take a model frame as a joint end: it is written as it was."""
    index = next(i for i, shape in enumerate(SHAPES) if shape[:2] == (end, "X::__model__"))
    document = sdformat_semantics.load(world([index]))
    for version in ("1.10", "1.11", "1.12"):
        [joint] = etree.fromstring(document.convert(version).text.encode()).iter("joint")
        assert joint.findtext(end) == "X::__model__", version


def test_a_child_naming_a_nested_model_by_name_is_kept_for_19() -> None:
    """libsdformat 12 reads a nested model's name as a child, with the same joint frame."""
    text = case_model(0).replace("<parent>__model__</parent>", "<parent>base</parent>")
    text = text.replace("<child>X::Y::yl</child>", "<child>X</child>")
    document = sdformat_semantics.load(f'<sdf version="1.10"><world name="w">{text}</world></sdf>')
    assert document.valid, [str(error) for error in document.errors]
    [joint] = etree.fromstring(document.convert("1.9").text.encode()).iter("joint")
    assert joint.findtext("child") == "X" and joint.find("pose") is None


def test_a_parent_naming_a_nested_model_by_name_is_written_as_its_link() -> None:
    text = case_model(0).replace("<parent>__model__</parent>", "<parent>X::Y</parent>")
    text = text.replace("<child>X::Y::yl</child>", "<child>base</child>")
    document = sdformat_semantics.load(f'<sdf version="1.10"><world name="w">{text}</world></sdf>')
    assert document.valid, [str(error) for error in document.errors]
    conversion = document.convert("1.8")
    [joint] = etree.fromstring(conversion.text.encode()).iter("joint")
    assert joint.findtext("parent") == "X::Y::yl" and joint.find("pose") is None
    written = sdformat_semantics.load(conversion.text)
    assert written.pose("case_0::j").isclose(document.pose("case_0::j"), TOLERANCE)
