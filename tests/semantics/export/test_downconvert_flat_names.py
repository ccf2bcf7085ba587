"""Flattened 1.7 names that libsdformat reads back into the right nested models.

libsdformat 12 aborted on 3 corpus worlds written as 1.7 (and refused a fourth):
an entity whose name began with a flattened model's name (``blade_1_joint``
beside ``blade_1::link``, a model ``nested_model2`` beside ``nested_model``),
and a nested model's joint whose parent is ``world``. Over every generated
shape (``flat_name_cases``), at depth 1 and 2, the written 1.7 document
reads back, in our loader and (where it is installed) in libsdformat 12, to
the original's poses, each entity under its old name or, renamed with a
reported loss, under the name ``Conversion.renamed`` gives.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_semantics import Document
from sdformat_semantics.export.down import Conversion
from tests.conftest import DATA
from tests.helpers import python_steps
from tests.semantics.export.flat_name_cases import CASES, SHAPES, case_world, unflatten_hazards

TOLERANCE = 1e-9
VENDORED = (
    DATA / "corpus/real/gazebosim__gz-physics/test/common_test/worlds/world_with_nested_model.sdf"
)
"""A corpus world that libsdformat 12 refused as we wrote it for 1.7 (gz-physics, Apache-2.0)."""


def _written(shape: str, depth: int) -> tuple[Document, Document, Conversion]:
    original = sdformat_semantics.load(case_world(shape, depth))
    assert original.valid, [str(error) for error in original.errors]
    conversion = original.convert("1.7")
    return original, sdformat_semantics.load(conversion.text), conversion


def test_the_cases_cover_every_shape_at_two_depths() -> None:
    assert len(CASES) == len(SHAPES) * 2 == 14


def test_the_hazard_check_finds_what_libsdformat_misreads() -> None:
    flat = (
        '<sdf version="1.7"><world name="w"><model name="m">'
        '<link name="arm::a"/><link name="arm_link"/>'
        '<joint name="arm::j" type="fixed"><parent>world</parent><child>arm::a</child></joint>'
        '<frame name="arm2::__model__" attached_to="arm2::c"/><link name="arm2::c"/>'
        "</model></world></sdf>"
    )
    assert len(unflatten_hazards(flat)) == 4


@pytest.mark.parametrize(("shape", "depth"), CASES)
def test_no_written_name_is_read_into_another_model(shape: str, depth: int) -> None:
    _, _, conversion = _written(shape, depth)
    assert unflatten_hazards(conversion.text) == []


@pytest.mark.parametrize(("shape", "depth"), CASES)
def test_every_rename_is_reported_and_every_frame_stays(shape: str, depth: int) -> None:
    original, written, conversion = _written(shape, depth)
    assert written.valid, [str(error) for error in written.errors]
    renamed: dict[str, str] = conversion.renamed
    losses = " ".join(str(problem) for problem in conversion.problems)
    assert (shape == "own_pose") == (not renamed)
    assert {problem.code.value for problem in conversion.problems} <= {"DOWNCONVERSION_LOSS"}
    for old, new in renamed.items():
        assert any(f"'{part}" in losses for part in new.split("::")[1:]), (old, new)
    kept = written.frame_graphs().vertices
    for vertex in original.frame_graphs().vertices:
        new = renamed.get(vertex, vertex)
        assert new in kept, (vertex, new)
        assert written.pose(new).isclose(original.pose(vertex), TOLERANCE), vertex
    for vertex, found in original.frame_graphs().vertices.items():
        if found.kind.value == "joint":
            new = renamed.get(vertex, vertex)
            for end in (Document.joint_parent_link, Document.joint_child_link):
                before, after = end(original, vertex), end(written, new)
                assert after == (renamed.get(before, before) if before else before), vertex


def test_a_models_own_pose_keeps_naming_the_world_frame() -> None:
    for depth in (1, 2):
        _, _, conversion = _written("own_pose", depth)
        pose = etree.fromstring(conversion.text.encode()).find("world/model/pose")
        assert pose is not None and pose.get("relative_to") == "arm"


def test_flattening_deep_nesting_costs_linear_steps() -> None:
    def chain(depth: int) -> Document:
        inner = ""
        for level in reversed(range(depth)):
            inner = (
                f'<model name="m{level}"><pose>0.1 0 0 0 0 0.1</pose>'
                f'<link name="a{level}"/><link name="b{level}"/>{inner}</model>'
            )
        return sdformat_semantics.load(f'<sdf version="1.8"><world name="w">{inner}</world></sdf>')

    small, large = chain(20), chain(80)
    small.convert("1.7")  # imports and caches warm
    growth = python_steps(lambda: large.convert("1.7")) / python_steps(lambda: small.convert("1.7"))
    assert growth < 4.8  # linear: about 4 for 4 times the models; level by level it was 7


# libsdformat 12 ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def dump_poses() -> Iterator[Path]:
    from tests.reference.make_expectations import _missing_tools, build

    reason = _missing_tools()
    if reason is not None:
        pytest.skip(f"libsdformat 12 cannot be built against here: {reason}")
    with tempfile.TemporaryDirectory(prefix="flat-names-") as folder:
        yield build(Path(folder))


def _reference_disagreements(exe: Path, original: Document, version: str) -> list[str]:
    from tests.reference.downconvert_corpus import disagreements
    from tests.reference.make_expectations import dump

    conversion = original.convert(version)
    with tempfile.TemporaryDirectory(prefix="flat-names-") as folder:
        path = Path(folder) / "written.sdf"
        path.write_text(conversion.text, encoding="utf-8")
        result = dump(exe, path, Path(folder))  # raises SystemExit when libsdformat aborts
    assert result["errors"] == [], result["errors"]
    return disagreements(original, result, conversion.renamed)


@pytest.mark.slow
@pytest.mark.parametrize(("shape", "depth"), CASES)
def test_libsdformat_reads_every_case_back_to_the_original_poses(
    dump_poses: Path, shape: str, depth: int
) -> None:
    original = sdformat_semantics.load(case_world(shape, depth))
    assert _reference_disagreements(dump_poses, original, "1.7") == []


@pytest.mark.slow
@pytest.mark.parametrize("version", ["1.9", "1.8", "1.7"])
def test_libsdformat_reads_the_vendored_world_back(dump_poses: Path, version: str) -> None:
    original = sdformat_semantics.load(VENDORED)
    assert _reference_disagreements(dump_poses, original, version) == []
