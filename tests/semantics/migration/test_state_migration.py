"""The 1.11 -> 1.12 step renames and splits every element of a recorded world state.

The cases are derived from the vendored fact tables: a 1.11 state holding
every element and attribute path the 1.11 state has (every renamed path
exercised), which must come out of the migration using only paths of 1.12
that are not deprecated, valid against our 1.12 schema, its values kept.
"""

from __future__ import annotations

import csv
import re

from lxml import etree

import sdformat_semantics
from sdformat_semantics.migration import migrate
from tests.conftest import DATA, REPO

STATE = "/sdf/world/state"


def _facts(version: str) -> dict[str, tuple[str, str, str]]:
    """path -> (kind, default, required) for every row of a vendored facts table."""
    with (DATA / "spec-facts" / f"{version}.tsv").open(encoding="utf-8", newline="") as table:
        rows = list(csv.reader(table, delimiter="\t"))[1:]
    return {row[0]: (row[1], row[3], row[4]) for row in rows}


FACTS_1_11, FACTS_1_12 = _facts("1.11"), _facts("1.12")

# A distinct value per element so that a value moved to the wrong place shows.
SAMPLES = {"pose": "1 2 3 0.1 0.2 0.3", "vector3": "4 5 6", "time": "7 8"}


def _state_1_11() -> etree._Element:
    """A 1.11 world whose state holds every state path (insertions aside), with values."""
    world = etree.fromstring('<sdf version="1.11"><world name="w"/></sdf>')
    state = etree.SubElement(world[0], "state", world_name="w")
    paths = [
        p
        for p, (kind, _, _) in FACTS_1_11.items()
        if p.startswith(f"{STATE}/") and "/insertions" not in p and kind != "ref"
    ]
    counter = iter(range(10, 10_000))
    for path in paths:
        parent_path, _, name = path.rpartition("/")
        parent = state if parent_path == STATE else _element_at(state, parent_path)
        if name.startswith("@"):
            default = FACTS_1_11[path][1]
            named = name == "@name" or default in ("", "__default__")
            parent.set(name[1:], f"n{next(counter)}" if named and name != "@axis" else default)
        else:
            child = etree.SubElement(parent, name)
            if name in ("velocity", "acceleration", "wrench"):
                child.text = " ".join(str(next(counter)) for _ in range(6))
            elif name in ("angle", "scale"):
                child.text = " ".join(
                    str(next(counter)) for _ in range(1 if name == "angle" else 3)
                )
            elif FACTS_1_11[path][1] == "__default__":  # a placeholder is no value: a name
                child.text = f"n{next(counter)}"
            elif FACTS_1_11[path][1] and name != "pose":
                child.text = FACTS_1_11[path][1]
            elif name == "pose":
                child.text = SAMPLES["pose"]
    model = state.find("model")
    assert model is not None
    joint = model.find("joint")
    assert joint is not None
    second = etree.SubElement(joint, "angle", axis="1")
    second.text = "0.75"
    nested = etree.fromstring(etree.tostring(model))
    nested.set("name", "inner")
    model.append(nested)  # the ref: a state model inside a state model
    return world


def _element_at(state: etree._Element, path: str) -> etree._Element:
    found = state.find(path.removeprefix(f"{STATE}/"))
    assert found is not None, path
    return found


def _paths(element: etree._Element, prefix: str) -> set[str]:
    """Element and attribute paths below ``element``, a nested model state folded once."""
    path = f"{prefix}/{element.tag}"
    path = re.sub(r"(/model_state)(/model_state)+", r"\1", path)
    found = {path} | {f"{path}/@{name}" for name in element.attrib}
    for child in element:
        found |= _paths(child, path)
    return found


def test_every_1_11_state_path_is_exercised() -> None:
    world = _state_1_11()
    written = _paths(world.find("world/state"), "/sdf/world")  # type: ignore[arg-type]
    expected = {
        p
        for p, (kind, _, _) in FACTS_1_11.items()
        if p.startswith(f"{STATE}/") and "/insertions" not in p and kind != "ref"
    }
    assert expected <= written


def test_the_migrated_state_uses_only_current_1_12_paths() -> None:
    world = _state_1_11()
    assert migrate(world, "1.11", "1.12") == []
    paths = _paths(world.find("world/state"), "/sdf/world")  # type: ignore[arg-type]
    unknown = sorted(p for p in paths if p not in FACTS_1_12)
    deprecated = sorted(p for p in paths if p in FACTS_1_12 and FACTS_1_12[p][2] == "-1")
    assert (unknown, deprecated) == ([], [])
    for renamed in ("model_state", "link_state", "joint_state", "light_state"):
        assert f"{STATE}/{renamed}" in paths or f"{STATE}/model_state/{renamed}" in paths
    assert f"{STATE}/model_state/link_state/collision_state" in paths


def test_values_land_where_1_12_puts_them() -> None:
    world = _state_1_11()
    link = world.find("world/state/model/link")
    joint = world.find("world/state/model/joint")
    assert link is not None and joint is not None
    velocity, acceleration, wrench = (
        link.findtext(n, "").split() for n in ("velocity", "acceleration", "wrench")
    )
    position = joint.findtext("angle[@axis='0']")
    migrate(world, "1.11", "1.12")
    link_state = world.find("world/state/model_state/link_state")
    joint_state = world.find("world/state/model_state/joint_state")
    assert link_state is not None and joint_state is not None
    assert link_state.findtext("linear_velocity", "").split() == velocity[:3]
    assert link_state.findtext("angular_velocity", "").split() == velocity[3:]
    assert link_state.findtext("linear_acceleration", "").split() == acceleration[:3]
    assert link_state.findtext("angular_acceleration", "").split() == acceleration[3:]
    assert link_state.findtext("force", "").split() == wrench[:3]
    assert link_state.findtext("torque", "").split() == wrench[3:]
    assert joint_state.findtext("axis_state/position") == position
    assert joint_state.findtext("axis2_state/position") == "0.75"
    assert joint_state.find("axis_state/position").attrib == {}  # type: ignore[union-attr]
    # The split parts take the place of the pose they came from, in order.
    tags = [child.tag for child in link_state]
    assert tags.index("linear_velocity") + 1 == tags.index("angular_velocity")


def test_the_migrated_document_loads_valid_and_matches_the_1_12_schema() -> None:
    world = _state_1_11()
    document = sdformat_semantics.load(etree.tostring(world))
    assert document.valid, [str(e) for e in document.errors]
    assert not document.warnings, [str(w) for w in document.warnings]
    assert document.original_version == "1.11" and document.version == "1.12"
    written = document.to_xml()
    schema = etree.XMLSchema(
        file=str(REPO / "generated" / "sdformat_v1_12" / "schema" / "root.xsd")
    )
    assert schema.validate(etree.fromstring(written.encode())), schema.error_log
    steps = {str(change) for change in document.migration}
    assert any("renamed to <model_state>" in step for step in steps)
    assert any("split <velocity>" in step for step in steps)


def test_models_of_insertions_are_full_models_and_stay_models() -> None:
    text = """<sdf version="1.11"><world name="w"><state world_name="w">
      <iterations>1</iterations>
      <insertions><model name="added"><link name="l"><collision name="c">
        <geometry><sphere><radius>1</radius></sphere></geometry></collision></link></model>
      </insertions>
      <model name="m"><joint name="j"><angle axis="0">0.5</angle></joint></model>
      <light name="sun"><pose>0 0 10 0 0 0</pose></light>
    </state></world></sdf>"""
    document = sdformat_semantics.load(text)
    assert document.valid and not document.warnings, [str(w) for w in document.warnings]
    written = etree.fromstring(document.to_xml().encode())
    assert written.find("world/state/insertions/model/link/collision") is not None
    assert written.findtext("world/state/model_state/joint_state/axis_state/position") == "0.5"
    assert written.find("world/state/light_state/pose") is not None


def test_a_malformed_pose_is_left_for_the_reader_to_report() -> None:
    """A velocity that is not six numbers is not split; it stays (deprecated) and is reported."""
    text = """<sdf version="1.11"><world name="w"><state world_name="w">
      <iterations>1</iterations>
      <model name="m"><link name="l"><velocity>1 2 3</velocity></link></model>
    </state></world></sdf>"""
    document = sdformat_semantics.load(text)
    written = document.to_xml(with_errors=True) if document.root is not None else ""
    assert "<velocity>" in written or not document.valid
    assert document.errors or document.warnings
