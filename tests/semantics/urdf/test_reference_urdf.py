"""URDF conversion against libsdformat's: poses, lumped masses and inertias, lumped frames.

``tests/data/reference/urdf.json`` holds, for every vendored URDF file, what
Debian's libsdformat 12.3 makes of it (``converted``), and what it makes of a
copy that keeps every fixed joint and gives massless links a mass
(``all_links``), which places every URDF link at its URDF pose (see
tests/reference/README.md). Compared, to 1e-9: every link and joint pose,
every link's mass, centre of mass and inertia tensor (in the link frame), the
poses of the visuals and collisions lumping moved, and the pose of every
lumped link, which we keep as a frame.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode
from sdformat_semantics import Pose
from tests.conftest import DATA

EXPECTATIONS: dict[str, dict[str, Any]] = json.loads(
    (DATA / "reference" / "urdf.json").read_text(encoding="utf-8")
)
REFERENCE = {path: value for path, value in EXPECTATIONS.items() if "converted" in value}
INCLUDES = {path: value["include"] for path, value in EXPECTATIONS.items() if "include" in value}
URDF = DATA / "urdf"
TOLERANCE = 1e-9


def _ok(result: dict[str, Any]) -> bool:
    """Whether the reference read the file (inertia checks of SDFormat aside)."""
    return not any(e["code"] == "FILE_READ" for e in result["errors"])


READ = sorted(path for path, result in REFERENCE.items() if _ok(result["converted"]))
REFUSED = sorted(path for path, result in REFERENCE.items() if not _ok(result["converted"]))


def _pose(values: list[float]) -> Pose:
    return Pose(values[:3], values[3:])


def _entities(result: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in result["entities"] if e["kind"] == kind and "pose" in e]


@pytest.fixture(scope="module")
def documents() -> dict[str, sdformat_semantics.Document]:
    return {path: sdformat_semantics.load(URDF / path) for path in REFERENCE}


def test_the_reference_expectations_cover_every_vendored_urdf_file() -> None:
    vendored = {p.relative_to(URDF).as_posix() for p in URDF.rglob("*.urdf")}
    assert vendored == set(REFERENCE)
    assert len(READ) >= 14


@pytest.mark.parametrize("path", REFUSED)
def test_files_the_reference_refuses_are_invalid_urdf(path: str, documents: dict[str, Any]) -> None:
    document = documents[path]
    assert not document.valid
    assert {e.code for e in document.errors} == {ErrorCode.URDF_INVALID}
    assert all(e.file and e.line for e in document.errors)


@pytest.mark.parametrize("path", READ)
def test_link_and_joint_poses_equal_the_references(path: str, documents: dict[str, Any]) -> None:
    document = documents[path]
    compared = 0
    for kind in ("link", "joint"):
        for entity in _entities(REFERENCE[path]["converted"], kind):
            ours = document.pose(entity["name"])
            assert ours.isclose(_pose(entity["pose"]), TOLERANCE), (kind, entity["name"])
            compared += 1
    assert compared == len(_entities(REFERENCE[path]["converted"], "link")) + len(
        _entities(REFERENCE[path]["converted"], "joint")
    )


def _our_links(document: sdformat_semantics.Document) -> dict[str, Any]:
    model = document.model
    assert model is not None
    return {str(link.name): link for link in model.links}


@pytest.mark.parametrize("path", READ)
def test_masses_centres_and_inertias_equal_the_references(
    path: str, documents: dict[str, Any]
) -> None:
    links = _our_links(documents[path])
    reference_links = _entities(REFERENCE[path]["converted"], "link")
    every = [e["name"] for e in REFERENCE[path]["converted"]["entities"] if e["kind"] == "link"]
    assert sorted(links) == sorted(every)
    for entity in reference_links:
        inertial = links[entity["name"]].inertial
        assert inertial is not None
        # lumped masses are computed, so written to 12 significant digits
        assert float(inertial.mass) == pytest.approx(entity["mass"], rel=1e-11, abs=1e-15)
        frame = Pose.from_sdf(np.asarray(inertial.pose.value))
        moments = inertial.inertia
        tensor = np.array(
            [
                [moments.ixx, moments.ixy, moments.ixz],
                [moments.ixy, moments.iyy, moments.iyz],
                [moments.ixz, moments.iyz, moments.izz],
            ],
            dtype=float,
        )
        rotation = frame.rotation_matrix()
        in_link = rotation @ tensor @ rotation.T
        expected_center = entity["inertial_pose"][:3]
        assert np.allclose(frame.position, expected_center, atol=TOLERANCE), entity["name"]
        # Within 1e-9 of the tensor's largest moment: lumped tensors are computed, so
        # written to 12 significant digits of it (a moment 1e3 times smaller keeps 9).
        scale = max(1.0, float(np.max(np.abs(in_link))))
        assert np.allclose(in_link.ravel(), entity["inertia"], atol=1e-9 * scale, rtol=1e-9), (
            entity["name"]
        )


@pytest.mark.parametrize("path", READ)
def test_visuals_and_collisions_sit_where_the_reference_puts_them(
    path: str, documents: dict[str, Any]
) -> None:
    links = _our_links(documents[path])
    for entity in _entities(REFERENCE[path]["converted"], "link"):
        link = links[entity["name"]]
        for field, key in (("visuals", "visuals"), ("collisions", "collisions")):
            ours = [Pose.from_sdf(np.asarray(item.pose.value)) for item in getattr(link, field)]
            theirs = [_pose(pose) for _name, pose in entity[key]]
            assert len(ours) == len(theirs), (entity["name"], field)
            for mine, expected in zip(ours, theirs, strict=True):
                assert mine.isclose(expected, TOLERANCE) or _gimbal_rounded(mine, expected), (
                    entity["name"],
                    field,
                )


def _gimbal_rounded(ours: Pose, reference: Pose) -> bool:
    """The reference's rounding of a pitch past 90 degrees, which it writes as exactly 90.

    For ``rpy="0 1.5708 0"`` (a pitch 3.7e-6 past a right angle) 12.3 writes
    the lumped visual at a pitch of exactly pi/2, 3.7e-6 rad from the URDF's
    rotation; we keep the URDF's rotation. Accepted only in that case.
    """
    pitch = float(reference.rpy()[1])
    return abs(abs(pitch) - np.pi / 2) < 1e-12 and ours.isclose(reference, 1e-5)


@pytest.mark.parametrize("path", READ)
def test_every_urdf_link_resolves_at_its_urdf_pose(path: str, documents: dict[str, Any]) -> None:
    """Lumped links are frames at the pose the reference gives them when nothing is lumped."""
    document = documents[path]
    dropped = {
        e.message.split("'")[1]
        for e in document.warnings
        if e.code is ErrorCode.URDF_MASSLESS_LINK_DROPPED
    }
    lost = _below(URDF / path, dropped)
    for entity in _entities(REFERENCE[path]["all_links"], "link"):
        if entity["name"] in lost:
            continue
        ours = document.pose(entity["name"])
        assert ours.isclose(_pose(entity["pose"]), TOLERANCE), entity["name"]


@pytest.mark.parametrize("path", sorted(INCLUDES))
def test_included_urdf_is_placed_as_the_reference_places_it(path: str) -> None:
    """An included model folder naming a .urdf, and a .urdf with name, pose, static, placement."""
    config = sdformat_semantics.ParserConfig(
        model_paths=[str(URDF / "conformance/libsdformat/test/integration/model")],
        model_path_variables=(),
    )
    document = sdformat_semantics.load(URDF / path, config=config)
    assert document.valid, document.errors
    expected = INCLUDES[path]
    assert not expected["errors"]
    compared = [e for e in expected["entities"] if "pose" in e]
    assert len(compared) >= 10
    for entity in compared:
        assert document.pose(entity["name"]).isclose(_pose(entity["pose"]), TOLERANCE), entity
    assert document.pose("rover::camera_optical") is not None  # lumped, still a frame


def _below(path: Any, roots: set[str]) -> set[str]:
    """The links at or below ``roots`` in a URDF file."""
    from lxml import etree

    robot = etree.parse(str(path)).getroot()
    children: dict[str, list[str]] = {}
    for joint in robot.iterchildren("joint"):
        parent = joint.find("parent")
        child = joint.find("child")
        if parent is not None and child is not None:
            children.setdefault(str(parent.get("link")), []).append(str(child.get("link")))
    found: set[str] = set()
    pending = list(roots)
    while pending:
        name = pending.pop()
        found.add(name)
        pending.extend(children.get(name, []))
    return found
