"""1.7 -> 1.8: flattened ``child::entity`` names become nested models again."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_semantics.migration import migrate
from tests.conftest import DATA
from tests.helpers import hermetic

CONFORMANCE = DATA / "corpus" / "conformance"
FLATTENED_FIXTURES = [
    "test/sdf/flattened_test_nested_model_with_frames.sdf",
    "test/integration/partially_flattened.sdf",
    "authored/flattened_top_level_model_1_7.sdf",
    "authored/flattened_world_model_1_7.sdf",
]

# The composition proposal's example: a model that included ChildModel, as
# old include handling wrote it out, and the nested model it stands for.
SEED_FLATTENED = """
<sdf version="1.7">
  <model name="ParentModel">
    <frame name="ChildModel::__model__" attached_to="ChildModel::L1">
      <pose relative_to="__model__">1 0 1 0 0 0</pose>
    </frame>
    <link name="ChildModel::L1">
      <pose relative_to="ChildModel::__model__">0 1 0 0 0 0</pose>
      <visual name="v1"><geometry><sphere><radius>0.1</radius></sphere></geometry></visual>
    </link>
    <link name="ChildModel::L2">
      <pose relative_to="ChildModel::__model__">0 0 0 0 0 0</pose>
    </link>
    <joint name="ChildModel::J1" type="revolute">
      <parent>ChildModel::L1</parent>
      <child>ChildModel::L2</child>
      <axis><xyz>0 0 1</xyz></axis>
    </joint>
  </model>
</sdf>
"""
SEED_NESTED = """
<sdf version="1.8">
  <model name="ParentModel">
    <model name="ChildModel" canonical_link="L1">
      <pose relative_to="__model__">1 0 1 0 0 0</pose>
      <link name="L1">
        <pose relative_to="__model__">0 1 0 0 0 0</pose>
        <visual name="v1"><geometry><sphere><radius>0.1</radius></sphere></geometry></visual>
      </link>
      <link name="L2">
        <pose relative_to="__model__">0 0 0 0 0 0</pose>
      </link>
      <joint name="J1" type="revolute">
        <parent>L1</parent>
        <child>L2</child>
        <axis><xyz>0 0 1</xyz></axis>
      </joint>
    </model>
  </model>
</sdf>
"""


def structure(element: etree._Element) -> tuple[object, ...]:
    """Tag, attributes, trimmed text and children: what two documents must share to be equal."""
    children = tuple(structure(c) for c in element if isinstance(c.tag, str))
    return (element.tag, dict(element.attrib), (element.text or "").strip(), children)


def migrated(text: str, to_version: str = "1.8") -> tuple[etree._Element, list[str]]:
    root = etree.fromstring(textwrap.dedent(text).strip().encode())
    problems = migrate(root, root.get("version", ""), to_version, "t.sdf")
    return root, [f"{p.code.value}:{p.line}:{p.path}" for p in problems]


def test_the_composition_proposal_example_becomes_its_nested_model() -> None:
    root, problems = migrated(SEED_FLATTENED)
    assert problems == []
    assert structure(root) == structure(etree.fromstring(SEED_NESTED.strip().encode()))


def test_the_example_resolves_the_same_poses_before_and_after() -> None:
    as_written = sdformat_semantics.load(SEED_FLATTENED, version="1.7")
    rebuilt = sdformat_semantics.load(SEED_FLATTENED)
    assert as_written.valid and rebuilt.valid, [str(e) for e in rebuilt.errors]
    for frame in ("ChildModel::L1", "ChildModel::L2", "ChildModel::J1", "ChildModel::__model__"):
        assert rebuilt.pose(frame).isclose(as_written.pose(frame), 1e-12), frame
    assert rebuilt.attached_body("ChildModel::__model__") == "ChildModel::L1"


def test_prefixes_nest_into_models_in_models() -> None:
    root, problems = migrated(
        """
        <sdf version="1.7"><world name="w"><model name="top">
          <link name="A::B::L"/>
          <link name="A::K"><pose relative_to="A::B::L">1 0 0 0 0 0</pose></link>
          <frame name="A::B::F" attached_to="A::B::L"/>
        </model></world></sdf>
        """
    )
    assert problems == []
    a = root.find("world/model/model")
    assert a is not None and a.get("name") == "A"
    assert [c.get("name") for c in a] == ["K", "B"]
    assert a.find("link/pose").get("relative_to") == "B::L"  # type: ignore[union-attr]
    b = a.find("model")
    assert b is not None and [(c.tag, c.get("name")) for c in b] == [("link", "L"), ("frame", "F")]
    assert b.find("frame").get("attached_to") == "L"  # type: ignore[union-attr]


def test_a_reference_without_the_prefix_fails_with_a_located_error() -> None:
    """A flattened joint naming the parent's link cannot live in a nested model: nothing moves."""
    text = """
        <sdf version="1.7">
          <model name="ParentModel">
            <link name="base"/>
            <link name="ChildModel::L1"/>
            <joint name="ChildModel::J1" type="fixed">
              <parent>base</parent>
              <child>ChildModel::L1</child>
            </joint>
          </model>
        </sdf>
        """
    root, problems = migrated(text)
    path = '/sdf/model[@name="ParentModel"]/joint[@name="ChildModel::J1"]/parent'
    assert problems == [f"CONVERSION_ERROR:6:{path}"]
    assert root.find("model/model") is None
    document = sdformat_semantics.load(textwrap.dedent(text))
    assert [e.code.value for e in document.errors] == ["CONVERSION_ERROR"]
    message = document.errors[0].message
    assert "'ChildModel::J1'" in message and "'base'" in message and "ChildModel::" in message


def test_a_sibling_already_holding_the_prefix_name_stops_the_rebuild() -> None:
    root, problems = migrated(
        '<sdf version="1.7"><model name="m"><link name="P"/><link name="P::L"/></model></sdf>'
    )
    assert problems == ['CONVERSION_ERROR:1:/sdf/model[@name="m"]/link[@name="P"]']
    assert root.find("model/model") is None


def test_the_parent_keeps_its_canonical_link_when_it_moves_into_the_nested_model() -> None:
    text = """
        <sdf version="1.7"><model name="m">
          <link name="P::first"/>
          <link name="other"><pose>5 0 0 0 0 0</pose></link>
          <frame name="on_model"/>
        </model></sdf>
        """
    root, _ = migrated(text)
    assert root.find("model").get("canonical_link") == "P::first"  # type: ignore[union-attr]
    as_written = sdformat_semantics.load(textwrap.dedent(text), version="1.7")
    rebuilt = sdformat_semantics.load(textwrap.dedent(text))
    assert rebuilt.attached_body("on_model") == as_written.attached_body("on_model") == "P::first"


def test_grippers_of_the_flattened_model_move_with_it() -> None:
    root, problems = migrated(
        """
        <sdf version="1.7"><world name="w"><model name="m">
          <link name="C::L1"/><link name="C::L2"/>
          <gripper name="grip">
            <gripper_link>C::L1</gripper_link><palm_link>C::L2</palm_link>
          </gripper>
        </model></world></sdf>
        """
    )
    assert problems == []
    gripper = root.find("world/model/model/gripper")
    assert gripper is not None
    assert [gripper.findtext("gripper_link"), gripper.findtext("palm_link")] == ["L1", "L2"]


@pytest.mark.parametrize("path", FLATTENED_FIXTURES)
def test_conformance_fixtures_keep_their_link_poses_or_say_which_move(path: str) -> None:
    """Every link resolves where it did in 1.7, except those a warning names."""
    as_written = sdformat_semantics.load(CONFORMANCE / path, version="1.7")
    rebuilt = sdformat_semantics.load(CONFORMANCE / path)
    assert rebuilt.valid, [str(e) for e in rebuilt.errors]
    assert rebuilt.original_version == "1.7"
    assert any("unflatten" in str(change) for change in rebuilt.migration)
    moved = {w.path for w in rebuilt.warnings if "pose changes" in w.message}
    links = [v for v in as_written.frame_graphs().vertices.values() if v.kind.value == "link"]
    assert links
    for link in links:
        if any(f'link[@name="{link.element.name}"]' in path for path in moved):
            continue
        assert rebuilt.pose(link.name).isclose(as_written.pose(link.name), 1e-9), link.name


def test_a_link_placed_implicitly_in_a_moved_nested_model_is_named_in_a_warning() -> None:
    document = sdformat_semantics.load(CONFORMANCE / FLATTENED_FIXTURES[3])
    moved = [w for w in document.warnings if "pose changes" in w.message]
    assert [w.path.rsplit("/", 1)[1] for w in moved] == ['link[@name="inner::L2"]']
    assert moved[0].line == 13


def test_the_pinned_upstream_result_for_the_nested_model_with_frames() -> None:
    """The parts of libsdformat's expected conversion its integration test pins."""
    root = etree.parse(str(CONFORMANCE / FLATTENED_FIXTURES[0])).getroot()
    assert migrate(root, "1.7", "1.8") == []
    nested = root.find("world/model/model")
    assert nested is not None and nested.get("name") == "test_model_with_frames"
    assert nested.get("canonical_link") == "L1"
    assert nested.find("pose").get("relative_to") == "__model__"  # type: ignore[union-attr]
    frames = {f.get("name"): f.get("attached_to") for f in nested.findall("frame")}
    assert frames == {"F1": "__model__", "F2": "__model__"}
    assert [link.get("name") for link in nested.findall("link")] == ["L1", "L2", "L3", "L4"]
    assert [joint.get("name") for joint in nested.findall("joint")] == ["J1", "J2", "J3"]
    m2 = nested.find("model")
    assert m2 is not None and m2.get("name") == "M2"
    assert m2.find("pose").get("relative_to") == "F1"  # type: ignore[union-attr]


def _flattened_chain(segments: int) -> str:
    name = "::".join(f"m{i}" for i in range(segments)) + "::tip"
    links = f'<link name="base"/><link name="{name}"/>'
    return f'<sdf version="1.7"><model name="top">{links}</model></sdf>'


@pytest.mark.parametrize("segments", [97, 98, 151, 1_200, 20_000])
def test_a_name_of_many_segments_is_bound_only_within_the_depth_limit(segments: int) -> None:
    # <sdf>/<model> plus one model per segment plus the link: 98 segments reach depth 101.
    document = sdformat_semantics.load(_flattened_chain(segments))
    depth = 2 + segments + 1
    if depth <= 100:
        assert document.valid, document.errors
        # What the tool writes, it reads back: the nesting is within its own limit.
        assert sdformat_semantics.load(document.to_xml()).valid
    else:
        assert [e.code.name for e in document.errors] == ["FILE_READ"]
        assert "after migration" in document.errors[0].message
        assert document.errors[0].line == 1


def test_unflattening_does_not_recurse_in_python() -> None:
    tree = etree.fromstring(_flattened_chain(2_000).encode())  # twice the recursion limit
    migrate(tree, "1.7", "1.8")
    depth = len(tree.xpath("//link[@name='tip']/ancestor::*"))
    assert depth == 2_000 + 2


def test_the_limit_after_migration_counts_the_include_depth(tmp_path: Path) -> None:
    (tmp_path / "deep.sdf").write_text(
        _flattened_chain(97)
    )  # depth 100 in its own file, 101 included
    include = "<include><uri>deep.sdf</uri></include>"
    world = f'<sdf version="1.10"><world name="w">{include}</world></sdf>'
    (tmp_path / "world.sdf").write_text(world)
    document = sdformat_semantics.load(tmp_path / "world.sdf", config=hermetic(tmp_path))
    assert any("after migration" in e.message for e in document.errors), document.errors
