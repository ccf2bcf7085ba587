"""'Did you mean' for names that do not resolve, offered from the names valid at that place."""

from __future__ import annotations

from pathlib import Path

import pytest

from sdformat_runtime.errors import Error
from sdformat_runtime.suggestions import COMPARISONS_PER_DOCUMENT, closest
from sdformat_semantics import load
from sdformat_semantics.cli import main
from sdformat_semantics.versions import NEWEST

ARM = """<sdf version="1.10">
  <model name="robot">
    <link name="base_link"/>
    <link name="upper_arm"/>
    <frame name="tool_frame" attached_to="upper_arm"/>
    <joint name="shoulder" type="revolute">
      <parent>base_link</parent><child>upper_arm</child>
      <axis><xyz>0 0 1</xyz></axis>
    </joint>
    <model name="gripper">
      <link name="palm"/>
      <link name="finger"/>
      <joint name="grip" type="prismatic">
        <parent>palm</parent><child>finger</child><axis><xyz>1 0 0</xyz></axis>
      </joint>
    </model>
    {extra}
  </model>
</sdf>"""


def problems(extra: str) -> list[Error]:
    return list(load(ARM.format(extra=extra)).problems)


def only_error(extra: str) -> Error:
    document = load(ARM.format(extra=extra))
    assert len(document.errors) == 1, [str(e) for e in document.errors]
    return document.errors[0]


@pytest.mark.parametrize(
    ("extra", "code", "suggestion"),
    [
        (
            '<link name="l"><pose relative_to="base_lnk"/></link>',
            "POSE_RELATIVE_TO_INVALID",
            "base_link",
        ),
        ('<frame name="f" attached_to="Upper_Arm"/>', "FRAME_ATTACHED_TO_INVALID", "upper_arm"),
        (
            '<joint name="j" type="fixed"><parent>base_lik</parent><child>tool_frame</child>'
            "</joint>",
            "JOINT_PARENT_LINK_INVALID",
            "base_link",
        ),
        (
            '<joint name="j" type="fixed"><parent>base_link</parent><child>gripper::plm</child>'
            "</joint>",
            "JOINT_CHILD_LINK_INVALID",
            "gripper::palm",
        ),
        (
            '<joint name="j" type="fixed"><parent>base_link</parent><child>griper::palm</child>'
            "</joint>",
            "JOINT_CHILD_LINK_INVALID",
            "gripper::palm",
        ),
        (
            '<joint name="j" type="revolute"><parent>base_link</parent><child>tool_frame</child>'
            '<axis><xyz expressed_in="tool_fram">1 0 0</xyz></axis></joint>',
            "JOINT_AXIS_EXPRESSED_IN_INVALID",
            "tool_frame",
        ),
        (
            '<joint name="j" type="revolute"><parent>base_link</parent><child>tool_frame</child>'
            '<axis><xyz>1 0 0</xyz><mimic joint="shouldr"/></axis></joint>',
            "JOINT_AXIS_MIMIC_INVALID",
            "shoulder",
        ),
    ],
)
def test_a_misspelt_reference_gets_the_name_meant(extra: str, code: str, suggestion: str) -> None:
    error = only_error(extra)
    assert error.code.value == code
    assert error.suggestion == suggestion
    assert error.message.endswith(f" (did you mean '{suggestion}'?)")


def test_canonical_link_and_placement_frame_suggestions() -> None:
    text = ARM.format(extra="").replace(
        '<model name="gripper">', '<model name="gripper" canonical_link="fingr">'
    )
    error = load(text).errors[0]
    assert error.code.value == "MODEL_CANONICAL_LINK_INVALID" and error.suggestion == "finger"
    world = """<sdf version="1.10"><world name="w">
      <model name="m" placement_frame="gripper_tip">
        <pose>1 0 0 0 0 0</pose><link name="base"/><frame name="grip_tip"/>
      </model></world></sdf>"""
    error = load(world).errors[0]
    assert error.code.value == "POSE_RELATIVE_TO_INVALID" and error.suggestion == "grip_tip"


def test_only_names_visible_from_the_reference_are_offered() -> None:
    """A nested model cannot name its parent's links; a child cannot be the world."""
    nested = ARM.format(extra="").replace(
        '<link name="finger"/>', '<link name="finger"><pose relative_to="base_lnk"/></link>'
    )
    error = load(nested).errors[0]
    assert error.code.value == "POSE_RELATIVE_TO_INVALID" and error.suggestion is None
    assert "did you mean" not in error.message
    world = """<sdf version="1.10"><world name="w">
      <model name="m"><link name="l"/></model>
      <joint name="j" type="fixed"><parent>m::l</parent><child>wrld</child></joint>
      <frame name="f" attached_to="wrld"/>
    </world></sdf>"""
    suggested = {e.code.value: e.suggestion for e in load(world).errors}
    assert suggested == {"JOINT_CHILD_LINK_INVALID": None, "FRAME_ATTACHED_TO_INVALID": "world"}


def test_kinds_are_respected_canonical_links_name_links_and_mimics_name_joints() -> None:
    text = ARM.format(
        extra='<frame name="shoulder_frame"/>'
        '<joint name="j" type="revolute"><parent>base_link</parent><child>tool_frame</child>'
        '<axis><xyz>1 0 0</xyz><mimic joint="shoulder_fram"/></axis></joint>'
    )
    error = load(text).errors[0]
    assert error.code.value == "JOINT_AXIS_MIMIC_INVALID"
    assert error.suggestion == "shoulder"  # the frame is closer, but a leader is a joint


def test_unknown_elements_and_attributes_get_the_spec_name_meant() -> None:
    found = problems('<link name="l" nme="x"><pos>1 0 0 0 0 0</pos><inertia/></link>')
    by_code = {p.code.value: p for p in found}
    element = [p for p in found if p.code.value == "ELEMENT_INCORRECT_TYPE"]
    assert [p.suggestion for p in element] == ["pose", "inertial"]
    assert element[0].message == (
        f"<pos> is not a child of <link> in SDFormat {NEWEST} (did you mean <pose>?); kept as is; "
        f"the document will not validate against the SDFormat {NEWEST} schema"
    )
    attribute = by_code["ATTRIBUTE_INCORRECT_TYPE"]
    assert attribute.suggestion == "name"
    assert "attribute 'nme' is not defined for <link> (did you mean 'name'?)" in attribute.message
    unrelated = problems('<link name="l"><limit/></link>')
    assert [p.suggestion for p in unrelated] == [None]  # <light> is too far from <limit>


def test_suggestions_follow_the_version_read() -> None:
    """Candidates are the children of the version loaded: 1.8 joints have no <screw_thread_pitch>."""
    text = """<sdf version="1.8"><model name="m"><link name="a"/><link name="b"/>
      <joint name="j" type="screw"><parent>a</parent><child>b</child>
      <screw_thread_pich>1</screw_thread_pich></joint></model></sdf>"""
    newest = [p.suggestion for p in load(text).warnings]
    as_read = [p.suggestion for p in load(text, version="1.8").warnings]
    assert newest == ["screw_thread_pitch"] and as_read == ["thread_pitch"]


def test_pose_command_suggests_a_frame(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "arm.sdf"
    path.write_text(ARM.format(extra=""))
    assert main(["pose", str(path), "gripper::fingr", "--relative-to", "base_link"]) == 1
    assert "no frame named 'gripper::fingr'" in capsys.readouterr().err
    assert main(["pose", str(path), "upper_arm", "--relative-to", "bse_link"]) == 1
    assert "(did you mean 'base_link'?)" in capsys.readouterr().err


def test_closest_ignores_case_and_offers_nothing_far() -> None:
    assert closest("BASE_LINK", ["base_link", "base"]) == "base_link"
    assert closest("link1", ["link1"]) is None  # the name itself is no suggestion
    assert closest("wheel", ["chassis", "caster"]) is None


def test_one_typo_finds_a_short_name_difflib_misses() -> None:
    assert closest("amr", ["arm", "base"]) == "arm"  # swapped letters: difflib ratio 0.67
    assert closest("lnk", ["link"]) == "link"
    assert closest("arn", ["arm"]) == "arm"
    assert closest("ab", ["ba"]) is None  # two letters: one edit reaches too much
    assert closest("abcd", ["badc"]) is None  # two swaps


def test_suggestions_stop_when_their_budget_is_spent() -> None:
    """Thousands of bad references among thousands of frames must not make loading quadratic."""
    count = 800
    links = "".join(f'<link name="link_{i:04}"/>' for i in range(count))
    frames = "".join(f'<frame name="f{i}" attached_to="lnk_{i:04}"/>' for i in range(count))
    document = load(f'<sdf version="1.10"><model name="m">{links}{frames}</model></sdf>')
    suggestions = [e.suggestion for e in document.errors]
    assert len(suggestions) == count
    assert suggestions[0] == "link_0000" and suggestions[-1] is None
    per_reference = 2 * count  # the frames and the links are all members of the model
    assert sum(s is not None for s in suggestions) <= COMPARISONS_PER_DOCUMENT // per_reference
