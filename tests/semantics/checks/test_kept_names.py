"""``::`` in names of content no version describes: refused from SDFormat 1.8 on, as libsdformat does.

libsdformat copies an unknown element into its tree with its attributes,
and from 1.8 on refuses a document in which any name outside a plugin or a
prefixed element holds ``::``. A robot's driver named
``<api name="driver::Imu"/>`` inside a sensor is enough, and our own
SDFormat written from such a URDF was refused. Held here: the load's
verdict is the reference's on every kind of place; the URDF converter and
the migration to 1.8 leave such content out (reported), and the written
text loads without errors.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sdformat_runtime.errors import ErrorCode
from sdformat_semantics import load
from sdformat_semantics.versions import LOAD_VERSIONS, SUPPORTED_VERSIONS, WRITABLE_VERSIONS
from tests.helpers import hermetic, write

# Verdicts of libsdformat 12.3 (`ign sdf -k`, SDFormat 1.9) on each document, by hand.
REFERENCE_VERDICTS = {
    "an unknown element": ('<link name="l"><api name="a::b"/></link>', True),
    "inside an unknown element": ('<link name="l"><api><inner name="a::b"/></api></link>', True),
    "markup inside a value element": ('<link name="l"><pose><x name="a::b"/></pose></link>', True),
    "markup inside a number": (
        '<link name="l"><inertial><mass>1<q name="a::b"/></mass></inertial></link>',
        True,
    ),
    "an unknown attribute of a described element": (
        '<link name="l"><pose name="a::b"/></link>',
        False,
    ),
    "an unknown attribute of a described leaf": (
        '<link name="l"><inertial><mass name="a::b">1</mass></inertial></link>',
        False,
    ),
    "a simulator's extension": ('<link name="l"><gazebo name="a::b"/></link>', True),
    "a default namespace, no prefix": ('<link name="l"><x xmlns="u" name="a::b"/></link>', True),
    "a prefixed element and below it": (
        '<link name="l"><c:x xmlns:c="u" name="a::b"><y name="c::d"/></c:x></link>',
        False,
    ),
    "the repeat of a single element": (
        '<link name="l"><sensor name="s" type="camera"><camera name="c"/>'
        '<camera name="a::b"/></sensor></link>',
        True,
    ),
    "a plugin's content": (
        '<link name="l"/><plugin name="p::q" filename="f"><x name="a::b"/></plugin>',
        False,
    ),
    "a plugin inside an unknown element": (
        '<link name="l"><api><plugin name="q"><x name="a::b"/></plugin></api></link>',
        False,
    ),
    "a prefixed plugin inside an unknown element": (
        '<link name="l"><api><x:plugin xmlns:x="u"><y name="a::b"/></x:plugin></api></link>',
        False,
    ),
    "spelled with a character reference": ('<link name="l"><api name="a&#58;:b"/></link>', True),
}


def _reserves(version: str) -> bool:
    """Whether ``version`` reserves ``::`` (1.8 on), told by its numbers."""
    major, minor = (int(part) for part in version.split("."))
    return (major, minor) >= (1, 8)


def _model(body: str, version: str) -> str:
    return f'<sdf version="{version}"><model name="m">{body}</model></sdf>'


@pytest.mark.parametrize("case", sorted(REFERENCE_VERDICTS))
@pytest.mark.parametrize("lazy", [True, False])
def test_the_verdict_is_the_references(case: str, lazy: bool) -> None:
    body, refused = REFERENCE_VERDICTS[case]
    document = load(_model(body, "1.9"), config=hermetic(lazy=lazy))
    reserved = [p for p in document.errors if p.code is ErrorCode.RESERVED_NAME]
    assert bool(reserved) == refused, document.problems
    assert document.valid == (not refused), document.errors


@pytest.mark.parametrize("version", SUPPORTED_VERSIONS)
@pytest.mark.parametrize(
    "place",
    [
        '<link name="l"><{api}/></link>',
        '<link name="l"><sensor name="s" type="imu"><{api}/></sensor></link>',
        '<link name="l"><visual name="v"><geometry><box><size>1 1 1</size><{api}/></box>'
        "</geometry></visual></link>",
        '<link name="l"/><link name="k"/><joint name="j" type="revolute"><parent>l</parent>'
        "<child>k</child><axis><xyz>0 0 1</xyz><{api}/></axis></joint>",
        '<link name="l"/><{api}/>',
    ],
)
def test_reserved_from_1_8_on_wherever_the_element_is(version: str, place: str) -> None:
    text = _model(place.format(api='api name="driver::Imu"'), version)
    document = load(text, config=hermetic())
    reserved = [p for p in document.errors if p.code is ErrorCode.RESERVED_NAME]
    if not _reserves(version):
        assert reserved == []
        return
    assert len(reserved) == 1, document.problems
    assert reserved[0].path.endswith('/api[@name="driver::Imu"]')
    assert reserved[0].path.startswith('/sdf/model[@name="m"]/')
    assert reserved[0].line == 1


def test_reported_at_the_line_and_path_in_the_included_file(tmp_path: Path) -> None:
    part = write(
        tmp_path,
        "part.sdf",
        '<sdf version="1.9">\n<model name="part">\n<link name="l">\n'
        '<api name="driver::Imu"/>\n</link>\n</model>\n</sdf>',
    )
    main = write(
        tmp_path,
        "main.sdf",
        f'<sdf version="1.9"><world name="w"><include><uri>{part}</uri></include></world></sdf>',
    )
    document = load(main, config=hermetic())
    (reserved,) = [p for p in document.errors if p.code is ErrorCode.RESERVED_NAME]
    assert (reserved.file, reserved.line) == (str(part), 4)
    assert reserved.path == '/sdf/model[@name="part"]/link[@name="l"]/api[@name="driver::Imu"]'


ROBOT = """<robot name="r">
  <link name="base"><inertial><mass value="1"/>
    <inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <gazebo reference="base">
    <sensor name="imu" type="imu">
      <always_on>true</always_on>
      <api name="imu_driver::Imu"><inner name="deeper::too"/></api>
      <plugin name="gz::sim::systems::Imu" filename="x"><n name="kept::here"/></plugin>
    </sensor>
  </gazebo>
</robot>"""
"""A robot whose IMU names its driver as Valkyrie's do."""


def test_a_robot_loads_as_the_reference_reads_it_without_the_driver_name() -> None:
    document = load(ROBOT, config=hermetic())
    assert document.valid, document.errors
    (left_out,) = [p for p in document.warnings if "reserves '::'" in p.message]
    assert left_out.code is ErrorCode.URDF_GAZEBO_NOT_APPLIED
    assert left_out.line == 7 and left_out.path.startswith("/robot")
    text = document.to_xml()
    assert "imu_driver::Imu" not in text and "deeper::too" not in text
    assert "kept::here" in text  # a plugin's content is its own
    assert load(text, config=hermetic()).valid


def test_a_robot_read_as_1_7_keeps_the_driver_name() -> None:
    document = load(ROBOT, version="1.7", config=hermetic())
    assert document.valid, document.errors
    assert "imu_driver::Imu" in document.to_xml()


OLD = """<sdf version="1.7"><model name="m"><link name="l">
  <sensor name="s" type="imu"><api name="driver::Imu"/><gz:api xmlns:gz="u" name="k::l"/></sensor>
</link></model></sdf>"""
"""Valid 1.7: ``::`` was not reserved yet."""


@pytest.mark.parametrize("target", LOAD_VERSIONS)
def test_migrating_to_1_8_or_later_leaves_the_name_out(target: str) -> None:
    document = load(OLD, version=target, config=hermetic())
    assert document.valid, document.errors
    text = document.to_xml()
    reserved = _reserves(target)
    assert ("driver::Imu" in text) == (not reserved)
    assert "k::l" in text  # another namespace's element: the reference passes it by
    warned = [p for p in document.warnings if p.code is ErrorCode.RESERVED_NAME]
    assert len(warned) == int(reserved)
    if reserved:
        assert warned[0].path.endswith('/sensor[@name="s"]/api[@name="driver::Imu"]')
        assert warned[0].line == 2
    assert load(text, config=hermetic()).valid


@pytest.mark.parametrize("version", WRITABLE_VERSIONS)
def test_every_version_written_from_1_7_loads(version: str) -> None:
    document = load(OLD, version="1.7", config=hermetic())
    conversion = document.convert(version)
    reserved = _reserves(version)
    assert ("driver::Imu" in conversion.text) == (not reserved)
    left_out = [p for p in conversion.problems if p.code is ErrorCode.RESERVED_NAME]
    assert len(left_out) == int(reserved)  # reported with what the version cannot hold
    written = load(conversion.text, config=hermetic())
    assert written.valid, written.errors
