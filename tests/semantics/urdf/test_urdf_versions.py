"""URDF 1.1 and 1.2 (urdfdom 6): capsules, extended joint limits, and the version rules.

A capsule is read as SDFormat's capsule and written back; acceleration,
deceleration and jerk limits, which SDFormat has no element for, travel as
``<urdf:...>`` content of the axis ``<limit>`` and come back on URDF export.
Files that declare no version read as they always did (URDF 1.0).
"""

from __future__ import annotations

import itertools
import math

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_semantics import Pose
from sdformat_semantics.urdf.versions import EXTENDED_LIMITS, URDF_NAMESPACE

INERTIAL = (
    '<inertial><mass value="1"/>'
    '<inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial>'
)


def _robot(version: str | None, joint: str = "", geometry: str = "") -> str:
    declared = f' version="{version}"' if version is not None else ""
    joint = joint or '<joint name="j" type="fixed"><parent link="a"/><child link="b"/></joint>'
    shape = f"<collision><geometry>{geometry}</geometry></collision>" if geometry else ""
    return (
        f'<robot name="r"{declared}>\n'
        f'<link name="a">{INERTIAL}{shape}</link>\n'
        f'<link name="b">{INERTIAL}</link>\n'
        f"{joint}\n"
        "</robot>"
    )


def _joint(kind: str, limit: str) -> str:
    return (
        f'<joint name="j" type="{kind}"><parent link="a"/><child link="b"/>'
        f'<axis xyz="0 0 1"/><limit {limit}/></joint>'
    )


def _urdf_limit(text: str) -> etree._Element:
    return etree.fromstring(text.encode()).find("joint/limit")


@pytest.mark.parametrize("version", ["1.1", "1.2"])
def test_a_capsule_is_read_as_sdformats_capsule_and_written_back(version: str) -> None:
    text = _robot(version, geometry='<capsule radius="0.1" length="0.5"/>')
    document = sdformat_semantics.load(text)
    assert document.valid, document.problems
    capsule = document.root.model.links[0].collisions[0].geometry.capsule
    assert (capsule.radius, capsule.length) == (0.1, 0.5)
    assert 'version="' + version in document.convert_to_urdf().text  # the URDF as it was read
    # URDF -> SDFormat text -> SDFormat document -> URDF: nothing else needs URDF 1.1, so
    # the capsule is the same solid in URDF 1.0, which every reader takes.
    back = sdformat_semantics.load(document.to_xml()).convert_to_urdf()
    assert back.lossless and [p.severity for p in back.problems] == [Severity.INFO]
    robot = etree.fromstring(back.text.encode())
    assert robot.get("version") is None
    cylinder, top, bottom = robot.findall("link/collision")
    shape = cylinder.find("geometry/cylinder")
    assert (shape.get("radius"), shape.get("length")) == ("0.1", "0.5")
    for end, z in ((top, "0.25"), (bottom, "-0.25")):
        assert end.find("geometry/sphere").get("radius") == "0.1"
        assert end.find("origin").get("xyz") == f"0 0 {z}"


def test_a_capsule_stays_one_where_the_robot_needs_urdf_1_2_anyway() -> None:
    limit = 'lower="-1" upper="1" effort="1" velocity="1" acceleration="10"'
    text = _robot("1.2", _joint("revolute", limit), '<capsule radius="0.1" length="0.5"/>')
    document = sdformat_semantics.load(text)
    back = sdformat_semantics.load(document.to_xml()).convert_to_urdf()
    robot = etree.fromstring(back.text.encode())
    assert robot.get("version") == "1.2"
    assert robot.find("link/collision/geometry/capsule").get("length") == "0.5"


@pytest.mark.parametrize("version", [None, "1.0"])
def test_a_capsule_before_urdf_1_1_is_left_out_as_urdfdom_3_leaves_it_out(
    version: str | None,
) -> None:
    """urdfdom 3 knows no capsule: it stops reading the link there, and libsdformat 12 loads it."""
    document = sdformat_semantics.load(
        _robot(version, geometry='<capsule radius="0.1" length="0.5"/>')
    )
    assert document.valid, document.errors
    (warning,) = [p for p in document.warnings if p.code is ErrorCode.URDF_INVALID]
    assert "1.1" in warning.message and "left out here too" in warning.message
    assert document.root is not None and not document.root.model.links[0].collisions


@pytest.mark.parametrize("attribute", ["radius", "length"])
def test_a_negative_capsule_size_leaves_the_capsule_out(attribute: str) -> None:
    sizes = {"radius": "0.1", "length": "0.5"} | {attribute: "-1"}
    capsule = f'<capsule radius="{sizes["radius"]}" length="{sizes["length"]}"/>'
    document = sdformat_semantics.load(_robot("1.1", geometry=capsule))
    (warning,) = [p for p in document.warnings if p.code is ErrorCode.URDF_INVALID]
    assert warning.path.endswith(f"/capsule/@{attribute}")
    assert document.root is not None and not document.root.model.links[0].collisions


@pytest.mark.parametrize("version", ["2.0", "1.3", "1", "1.0.0", "1.0~pre6", "one"])
def test_unsupported_or_malformed_versions_are_refused(version: str) -> None:
    (error,) = sdformat_semantics.load(_robot(version)).errors
    assert error.code is ErrorCode.URDF_INVALID and error.path.endswith("/@version")


SUBSETS = [
    dict(zip(chosen, values, strict=True))
    for size in range(len(EXTENDED_LIMITS) + 1)
    for chosen in itertools.combinations(EXTENDED_LIMITS, size)
    for values in [("10", "5.5", "200")[:size]]
]


@pytest.mark.parametrize("kind", ["revolute", "prismatic", "continuous"])
@pytest.mark.parametrize("given", SUBSETS, ids=lambda g: "+".join(g) or "none")
def test_extended_limits_travel_through_sdformat_and_back(kind: str, given: dict[str, str]) -> None:
    attributes = 'lower="-1" upper="1" effort="3" velocity="2" ' + " ".join(
        f'{key}="{value}"' for key, value in given.items()
    )
    document = sdformat_semantics.load(_robot("1.2", _joint(kind, attributes)))
    assert document.valid, document.problems
    sdf = document.to_xml()
    kept = {
        etree.QName(child).localname: child.text
        for child in etree.fromstring(sdf.encode()).find("model/joint/axis/limit")
        if etree.QName(child).namespace == URDF_NAMESPACE
    }
    assert kept == given
    for source in (document, sdformat_semantics.load(sdf)):  # the kept URDF, and SDFormat
        back = source.convert_to_urdf()
        assert back.lossless, back.problems
        limit = _urdf_limit(back.text)
        assert {key: limit.get(key) for key in EXTENDED_LIMITS if key in limit.attrib} == given
        expected = "1.2" if given else None
        assert etree.fromstring(back.text.encode()).get("version") in (expected, "1.2")


@pytest.mark.parametrize("version", [None, "1.0", "1.1"])
def test_extended_limits_before_urdf_1_2_are_ignored_with_a_warning(version: str | None) -> None:
    limit = 'lower="-1" upper="1" effort="3" velocity="2" acceleration="10" jerk="1"'
    document = sdformat_semantics.load(_robot(version, _joint("revolute", limit)))
    assert document.valid
    ignored = [w for w in document.warnings if w.code is ErrorCode.URDF_ELEMENT_NOT_CONVERTED]
    assert [w.path.rsplit("/@", 1)[1] for w in ignored] == ["acceleration", "jerk"]
    assert "urdf:" not in document.to_xml()


def test_urdf_1_2_makes_effort_and_velocity_optional_and_unlimited() -> None:
    document = sdformat_semantics.load(_robot("1.2", _joint("revolute", 'lower="-1" upper="1"')))
    assert document.valid, document.problems
    limit = document.root.model.joints[0].axis.limit
    for value in (limit.effort, limit.velocity):  # SDFormat's "no limit"
        assert math.isinf(value) or value < 0
    error = sdformat_semantics.load(
        _robot("1.1", _joint("revolute", 'lower="-1" upper="1"'))
    ).errors[0]
    assert error.code is ErrorCode.URDF_INVALID and "effort" in error.message


BROKEN_1_2 = {
    "revolute without lower": ("revolute", 'upper="1"', "/@lower"),
    "prismatic without upper": ("prismatic", 'lower="1"', "/@upper"),
    "upper below lower": ("revolute", 'lower="1" upper="0"', "/@upper"),
    "negative effort": ("revolute", 'lower="0" upper="1" effort="-1"', "/@effort"),
    "negative acceleration": ("continuous", 'acceleration="-2"', "/@acceleration"),
    "negative jerk": ("prismatic", 'lower="0" upper="1" jerk="-2"', "/@jerk"),
    "jerk not a number": ("prismatic", 'lower="0" upper="1" jerk="fast"', "/@jerk"),
}


@pytest.mark.parametrize("case", list(BROKEN_1_2))
def test_urdf_1_2_limit_rules_refuse_with_the_attribute(case: str) -> None:
    kind, limit, suffix = BROKEN_1_2[case]
    error = sdformat_semantics.load(_robot("1.2", _joint(kind, limit))).errors[0]
    assert error.code is ErrorCode.URDF_INVALID
    assert error.path.endswith(suffix) and error.line == 4


def test_files_without_a_version_keep_their_old_limit_rules() -> None:
    """URDF 1.0: lower and upper default to 0, effort and velocity are required."""
    document = sdformat_semantics.load(_robot(None, _joint("revolute", 'effort="1" velocity="1"')))
    assert document.valid
    limit = document.root.model.joints[0].axis.limit
    assert (limit.lower, limit.upper) == (0, 0)


@pytest.mark.parametrize("version", ["1.1", "1.2"])
def test_a_quaternion_origin_places_the_link_as_its_rpy_twin(version: str) -> None:
    """URDF 1.1's quat_xyzw (normalised) gives the pose the same rotation as rpy."""
    rpy = "0.3 -0.2 1.1"
    quaternion = Pose.from_rpy(0, 0, 0, 0.3, -0.2, 1.1).quaternion * 2.5  # not unit length
    written = " ".join(str(v) for v in quaternion)
    poses = []
    for orientation in (f'rpy="{rpy}"', f'quat_xyzw="{written}"'):
        joint = f'<joint name="j" type="fixed"><origin xyz="1 2 3" {orientation}/><parent link="a"/><child link="b"/></joint>'
        document = sdformat_semantics.load(_robot(version, joint))
        assert document.valid, document.problems
        poses.append(document.pose("b"))
    assert poses[0].isclose(poses[1], 1e-12)


def test_a_quaternion_origin_before_urdf_1_1_is_ignored_with_a_warning() -> None:
    joint = '<joint name="j" type="fixed"><origin quat_xyzw="0 0 1 0"/><parent link="a"/><child link="b"/></joint>'
    document = sdformat_semantics.load(_robot(None, joint))
    (ignored,) = [w for w in document.warnings if w.code is ErrorCode.URDF_ELEMENT_NOT_CONVERTED]
    assert ignored.path.endswith("/origin/@quat_xyzw")
    assert document.pose("b").isclose(Pose.identity())


@pytest.mark.parametrize(
    "origin", ['rpy="0 0 1" quat_xyzw="0 0 0 1"', 'quat_xyzw="0 0 0 0"', 'quat_xyzw="0 0 1"']
)
def test_a_wrong_quaternion_origin_is_refused(origin: str) -> None:
    joint = f'<joint name="j" type="fixed"><origin {origin}/><parent link="a"/><child link="b"/></joint>'
    error = sdformat_semantics.load(_robot("1.1", joint)).errors[0]
    assert error.code is ErrorCode.URDF_INVALID and error.path.endswith("/@quat_xyzw")


def test_a_target_that_cannot_hold_extended_limits_reports_each() -> None:
    """MJCF has no such limits: each one kept from URDF 1.2 is a loss, where it was read."""
    given = {"acceleration": "10", "deceleration": "5.5", "jerk": "200"}
    attributes = 'lower="-1" upper="1" ' + " ".join(f'{k}="{v}"' for k, v in given.items())
    document = sdformat_semantics.load(_robot("1.2", _joint("revolute", attributes)))
    conversion = document.convert_to_mjcf()
    lost = {
        (p.path.rsplit("}", 1)[1], p.line)
        for p in conversion.problems
        if p.code is ErrorCode.MJCF_EXPORT_LOSS and URDF_NAMESPACE in p.path
    }
    assert lost == {(key, 4) for key in given}
