"""URDF export of models whose poses reach the ends of a double's range.

Generated models: a model placed far from the world (or the root), links and
joints far inside it. The export composes each pose inside the model (a link
in its parent link), never through the world, so a model far away writes the
same URDF as one at the origin; a pose that leaves a double's range even so is
a reported loss, and so are masses a URDF reader cannot add up when it lumps
links on fixed joints into their parent. Never a traceback or a numpy warning (warnings are errors
here, as in the fuzzer's oracle), and the URDF reads back without errors.
"""

from __future__ import annotations

import itertools
import warnings

import pytest
from lxml import etree

from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_semantics import Document, UrdfConversion, load

BIG = (0.0, 1e154, 1e300, 1.7976931348623157e308)
"""Coordinates from the ordinary to the largest double."""


def _model(model_at: float, link_at: float, joint_at: float, kind: str, world: bool) -> str:
    links = "".join(
        f"<link name='l{i}'><pose>{link_at if i else 0} 0.5 {-link_at} 0.3 -1 2</pose>"
        "<inertial><mass>1</mass></inertial></link>"
        for i in range(3)
    )
    joints = (
        f"<joint name='j1' type='{kind}'><parent>l0</parent><child>l1</child>"
        f"<pose>{joint_at} 1 0 0 0 0</pose><axis><xyz>0 1 1</xyz></axis></joint>"
        "<joint name='j2' type='revolute'><parent>l1</parent><child>l2</child>"
        f"<pose>0 {joint_at} 1 0 0 0</pose><axis><xyz>1 0 0</xyz></axis></joint>"
        "<frame name='f' attached_to='l2'><pose>1 2 3 0 0 1</pose></frame>"
    )
    model = (
        f"<model name='m'><pose>{model_at} -{model_at} 1 2 1 -0.25</pose>{links}{joints}</model>"
    )
    body = f"<world name='w'>{model}</world>" if world else model
    return f"<sdf version='1.12'>{body}</sdf>"


CASES = list(itertools.product(BIG, BIG, BIG, ("revolute", "fixed", "prismatic"), (False, True)))


def _export(text: str) -> tuple[Document, UrdfConversion]:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        document = load(text)
        if not document.valid:  # poses out of range in the world: nothing to export
            pytest.skip("the model's poses leave a double's range: an invalid document")
        return document, document.convert_to_urdf()


@pytest.mark.parametrize(("model_at", "link_at", "joint_at", "kind", "world"), CASES)
def test_extreme_poses_export_without_raising_and_read_back(
    model_at: float, link_at: float, joint_at: float, kind: str, world: bool
) -> None:
    _, conversion = _export(_model(model_at, link_at, joint_at, kind, world))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        again = load(conversion.text)
    _read_back_errors_were_reported(conversion, again)


def _read_back_errors_were_reported(conversion: UrdfConversion, again: Document) -> None:
    """The URDF reads back valid, or with the lumping errors the export reported."""
    lumping = [p for p in conversion.problems if "fixed-joint lumping" in p.message]
    assert all(p.severity is Severity.ERROR for p in lumping)
    allowed = (ErrorCode.LINK_INERTIA_INVALID, ErrorCode.POSE_NOT_FINITE) if lumping else ()
    assert not [e for e in again.errors if e.code not in allowed], [str(e) for e in again.errors]
    if lumping:
        assert again.errors, "a lumping loss reported where the URDF lumps fine"


MASSES = ("1", "1e154", "1e300")


@pytest.mark.parametrize(
    ("offset", "mass", "kind"), list(itertools.product(BIG, MASSES, ("fixed", "revolute")))
)
def test_masses_urdf_readers_cannot_lump_are_reported(offset: float, mass: str, kind: str) -> None:
    """Links on fixed joints far apart or heavy: lumped, their sums leave a double's range."""
    links = "".join(
        f"<link name='l{i}'><pose>{offset if i else 0} {-offset if i == 2 else 0} 0 0.3 0 1</pose>"
        f"<inertial><mass>{mass}</mass></inertial></link>"
        for i in range(3)
    )
    joints = "".join(
        f"<joint name='j{i}' type='{kind if i == 1 else 'fixed'}'><parent>l0</parent>"
        f"<child>l{i}</child><axis><xyz>1 0 0</xyz></axis></joint>"
        for i in (1, 2)
    )
    _, conversion = _export(f"<sdf version='1.12'><model name='m'>{links}{joints}</model></sdf>")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        again = load(conversion.text)
    _read_back_errors_were_reported(conversion, again)


@pytest.mark.parametrize(
    ("link_at", "joint_at", "kind", "world"), [c[1:] for c in CASES if not c[0]]
)
def test_a_model_far_away_writes_the_urdf_of_one_at_the_origin(
    link_at: float, joint_at: float, kind: str, world: bool
) -> None:
    """Poses inside the model do not depend on where the model is."""
    _, near = _export(_model(0.0, link_at, joint_at, kind, world))
    for far in BIG[1:]:
        _, moved = _export(_model(far, link_at, joint_at, kind, world))
        assert _origins(moved.text) == pytest.approx(_origins(near.text), rel=1e-9, abs=1e-9)


def _origins(text: str) -> list[float]:
    root = etree.fromstring(text.encode())
    return [
        float(v)
        for joint in root.iter("joint")
        for node in joint.iter("origin")
        for key in ("xyz", "rpy")
        for v in node.get(key, "0 0 0").split()
    ]


@pytest.mark.parametrize(("link_at", "joint_at"), list(itertools.product(BIG, BIG)))
def test_links_moved_onto_far_axis_lines_stay_in_range(link_at: float, joint_at: float) -> None:
    """A revolute joint far off its link's origin moves the URDF link frame by as much."""
    links = (
        "<link name='l0'><inertial><mass>1</mass></inertial></link>"
        f"<link name='l1'><pose>0 {-link_at} 0 0 0 0</pose><inertial><mass>1</mass></inertial>"
        "</link><joint name='j' type='revolute'><parent>l0</parent><child>l1</child>"
        f"<pose>0 {-joint_at} 1 0 0 0</pose><axis><xyz>1 0 0</xyz></axis></joint>"
    )
    _, conversion = _export(f"<sdf version='1.12'><model name='m'>{links}</model></sdf>")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        again = load(conversion.text)
    assert again.valid, [str(e) for e in again.errors]


MIMIC_NUMBERS = (0.0, 1.0, -2.5, 1e154, -1e300, 1.7976931348623157e308)


def _mimic_model(multiplier: float, offset: float, reference: float) -> str:
    links = "".join(
        f"<link name='l{i}'><inertial><mass>1</mass></inertial></link>" for i in range(3)
    )
    axis = "<axis><xyz>0 0 1</xyz>{}</axis>"
    mimic = (
        f"<mimic joint='j1'><multiplier>{multiplier!r}</multiplier><offset>{offset!r}</offset>"
        f"<reference>{reference!r}</reference></mimic>"
    )
    return (
        f"<sdf version='1.11'><model name='m'>{links}"
        "<joint name='j1' type='revolute'><parent>l0</parent><child>l1</child>"
        f"{axis.format('')}</joint>"
        "<joint name='j2' type='revolute'><parent>l1</parent><child>l2</child>"
        f"{axis.format(mimic)}</joint></model></sdf>"
    )


def test_a_mimic_offset_beyond_a_double_is_a_loss_never_an_infinite_number() -> None:
    """URDF folds the reference into the offset (offset - multiplier * reference)."""
    for multiplier, offset, reference in itertools.product(MIMIC_NUMBERS, repeat=3):
        document = load(_mimic_model(multiplier, offset, reference))
        if not document.valid:
            continue
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            conversion = document.convert_to_urdf()
        assert "inf" not in conversion.text and "nan" not in conversion.text
        written = etree.fromstring(conversion.text.encode()).find("joint[@name='j2']/mimic")
        folded = offset - multiplier * reference
        if written is None:
            assert any("beyond a double's range" in p.message for p in conversion.problems)
        else:
            assert float(written.get("offset", "0")) == pytest.approx(folded, rel=1e-11)
        again = load(conversion.text)
        assert again.valid, (multiplier, offset, reference, again.errors)
