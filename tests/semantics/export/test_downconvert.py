"""Writing a document as another version: the API, the CLI, reversibility and the loss report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_runtime.binding import read_text
from sdformat_semantics import WRITABLE_VERSIONS, ConversionLossError
from sdformat_semantics.versions import NEWEST, PACKAGES, version_package
from tests.helpers import run_cli
from tests.semantics.migration.test_state_migration import _state_1_11

LINK = """<sdf version="1.12"><model name="m"><link name="l">
  <inertial auto="{auto}"><density>7800</density></inertial>
  <collision name="c"><geometry><cone><radius>0.1</radius><length>0.3</length></cone></geometry>
  </collision>
</link></model></sdf>"""


def test_every_registry_version_can_be_written() -> None:
    """Every version with a package is written, and no other (the down chain reaches them all)."""
    assert tuple(PACKAGES) == WRITABLE_VERSIONS
    document = sdformat_semantics.load(LINK.format(auto="false"))
    for version in WRITABLE_VERSIONS:
        text = document.convert(version).text
        assert f'<sdf version="{version}">' in text
    listed = r"\.".join(WRITABLE_VERSIONS[0].split("."))
    with pytest.raises(ValueError, match=rf"versions written: {listed}, "):
        document.convert("1.5")


def test_a_1_11_state_written_back_from_1_12_is_the_1_11_state() -> None:
    """The state renames and splits of 1.11 -> 1.12 are undone exactly."""
    text = etree.tostring(_state_1_11())
    conversion = sdformat_semantics.load(text).convert("1.11")
    assert conversion.lossless, [str(p) for p in conversion.problems]
    as_1_11 = sdformat_semantics.load(text, version="1.11")
    reread = read_text(version_package("1.11").Sdf, conversion.text, "1.11")
    assert reread.problems == ()
    assert reread.root == as_1_11.root


def test_auto_inertia_is_written_as_computed_values_and_a_cone_becomes_empty() -> None:
    document = sdformat_semantics.load(LINK.format(auto="true"))
    conversion = document.convert("1.10")
    messages = {p.path.rsplit("/", 1)[1]: p.message for p in conversion.problems}
    assert set(messages) == {"cone"}  # the inertia was computed before the cone went
    assert "<empty/> takes its place" in messages["cone"]
    assert "<empty/>" in conversion.text and "<cone" not in conversion.text
    written = sdformat_semantics.load(conversion.text)
    # computed, so written to 12 significant digits
    assert written.inertial("l").mass == pytest.approx(document.inertial("l").mass, rel=1e-11)
    quiet = sdformat_semantics.load(LINK.format(auto="false")).convert("1.10")
    assert {p.path.rsplit("/", 1)[1] for p in quiet.problems} == {"density", "cone"}


def test_to_xml_refuses_a_lossy_version_unless_allowed() -> None:
    document = sdformat_semantics.load(LINK.format(auto="true"))
    with pytest.raises(ConversionLossError) as raised:
        document.to_xml(version="1.10")
    assert "DOWNCONVERSION_LOSS" in str(raised.value)
    assert raised.value.conversion.version == "1.10"
    assert document.to_xml(version="1.10", allow_loss=True) == raised.value.conversion.text
    assert document.to_xml(version=NEWEST) == document.to_xml()


def test_losses_are_located_in_the_file_they_were_read_from(tmp_path: Path) -> None:
    folder = tmp_path
    (folder / "part.sdf").write_text(LINK.format(auto="true"), encoding="utf-8")
    (folder / "world.sdf").write_text(
        '<sdf version="1.12"><world name="w">\n<include><uri>part.sdf</uri></include>\n'
        "</world></sdf>",
        encoding="utf-8",
    )
    conversion = sdformat_semantics.load(folder / "world.sdf").convert("1.10")
    cone = next(p for p in conversion.problems if p.path.endswith("/cone"))
    assert cone.file is not None and cone.file.endswith("part.sdf") and cone.line == 3


def test_print_version_and_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "m.sdf"
    path.write_text(LINK.format(auto="true"), encoding="utf-8")
    status, out, err = run_cli(capsys, "print", path, "--version", "1.10")
    assert status == 0 and '<sdf version="1.10">' in out
    assert err.count("warning DOWNCONVERSION_LOSS") == 1  # the cone; its inertia is computed
    assert "<mass>" in out and "auto=" not in out
    status, out, _ = run_cli(capsys, "print", path, "--version", "1.9", "--format", "json")
    report = json.loads(out)
    assert status == 0 and report["version"] == "1.9"
    assert '<sdf version="1.9">' in report["xml"]
    assert {loss["code"] for loss in report["losses"]} == {"DOWNCONVERSION_LOSS"}
    assert all(loss["line"] and loss["path"] for loss in report["losses"])


def test_an_air_speed_sensor_goes_whole_for_1_9_readers() -> None:
    """libsdformat 12 refuses the sensor type; the sensor's other content means nothing alone."""
    text = """<sdf version="1.10"><model name="m"><link name="l">
      <sensor name="pitot" type="air_speed"><update_rate>10</update_rate></sensor>
      <sensor name="baro" type="altimeter"/>
    </link></model></sdf>"""
    conversion = sdformat_semantics.load(text).convert("1.9")
    [loss] = conversion.problems
    assert loss.path.endswith('sensor[@name="pitot"]') and loss.line == 2
    assert loss.message.startswith("<sensor> cannot be written as SDFormat 1.9")
    assert "pitot" not in conversion.text and 'name="baro"' in conversion.text


def test_every_writer_refuses_a_loss_with_the_one_loss_error() -> None:
    # A gearbox joint cannot be written as URDF, and a mimic constraint not as 1.7.
    document = sdformat_semantics.load(
        """<sdf version="1.11"><model name="m">
          <link name="a"/><link name="b"/><link name="c"/>
          <joint name="g" type="gearbox"><parent>a</parent><child>b</child>
            <gearbox_reference_body>a</gearbox_reference_body></joint>
          <joint name="r" type="revolute"><parent>a</parent><child>c</child>
            <axis><xyz>0 0 1</xyz><mimic joint="r2"/></axis></joint>
          <link name="d"/>
          <joint name="r2" type="revolute"><parent>a</parent><child>d</child>
            <axis><xyz>0 0 1</xyz></axis></joint>
        </model></sdf>"""
    )
    refusals = []
    for write in (lambda: document.to_urdf(), lambda: document.to_xml(version="1.7")):
        with pytest.raises(sdformat_semantics.ConversionLossError) as raised:
            write()
        refusals.append(raised.value)
    assert sdformat_semantics.UrdfLossError is sdformat_semantics.ConversionLossError
    assert str(refusals[0]).startswith("URDF cannot hold all of model 'm' (allow_loss=True")
    assert str(refusals[1]).startswith("SDFormat 1.7 cannot hold all of the document (allow_")
    for refusal in refusals:
        assert refusal.conversion.problems
        assert all(str(p) in str(refusal) for p in refusal.conversion.problems)


def test_writing_1_10_warns_of_each_mimic_that_upstream_readers_ignore(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Kept (our 1.10 has it), but libsdformat 13 and Gazebo Garden let the joint move freely."""
    path = Path(__file__).parents[2] / "data" / "downconvert" / "mimic_arm.sdf"
    document = sdformat_semantics.load(path)
    for version in ("1.12", "1.11", "1.10"):
        conversion = document.convert(version)
        assert conversion.lossless and "<mimic" in conversion.text
        assert [n.code.value for n in conversion.notes] == (
            ["READER_UNSUPPORTED"] if version == "1.10" else []
        )
    [note] = document.convert("1.10").notes
    assert note.line == 16 and note.path.endswith('joint[@name="right_joint"]/axis/mimic')
    assert "libsdformat 13" in note.message
    status, out, err = run_cli(capsys, "print", "--version", "1.10", path)
    assert status == 0 and "<mimic" in out
    assert "READER_UNSUPPORTED" in err and "right_joint" in err
