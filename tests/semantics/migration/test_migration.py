"""Migration between versions: the rule interpreter, the chain of steps, and what loading does."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_semantics import ParserConfig, Policy
from sdformat_semantics.migration import Change, MigrationRun, Step, migrate
from sdformat_semantics.versions import NEWEST


def run_rules(rules: str, document: str) -> tuple[etree._Element, MigrationRun]:
    """Apply an inline rules file to an inline document as a 9.8 -> 9.9 step."""
    step = Step("9.8", "9.9", etree.fromstring(rules))
    run = MigrationRun(step, "doc.sdf")
    root = etree.fromstring(textwrap.dedent(document).strip())
    run.apply(step.rules, root, "")
    return root, run


def xml(element: etree._Element) -> str:
    return etree.tostring(element, encoding="unicode")


# The interpreter ---------------------------------------------------------------


def test_an_attribute_becomes_an_element_and_moves_between_attributes() -> None:
    root, run = run_rules(
        '<convert name="sdf"><convert name="actor">'
        '<rename><from attribute="static"/><to element="static"/></rename>'
        '</convert><convert descendant_name="pose">'
        '<move><from attribute="frame"/><to attribute="relative_to"/></move>'
        "</convert></convert>",
        '<sdf><actor name="a" static="true"><pose frame="f">1 2 3 0 0 0</pose></actor></sdf>',
    )
    assert xml(root) == (
        '<sdf><actor name="a"><pose relative_to="f">1 2 3 0 0 0</pose>'
        "<static>true</static></actor></sdf>"
    )
    assert run.counts == {
        "/sdf/actor: rename @static -> static": 1,
        "/sdf//pose: move @frame -> @relative_to": 1,
    }


def test_copy_and_move_build_missing_targets_and_move_whole_subtrees() -> None:
    root, _ = run_rules(
        '<convert name="sdf"><convert name="imu">'
        '<copy><from element="noise::type"/><to element="x::noise" attribute="type"/></copy>'
        '<move><from element="noise::type"/><to element="y::noise" attribute="type"/></move>'
        '<move><from element="noise::rate"/><to element="y::noise::rates"/></move>'
        '<copy><from element="absent"/><to element="never"/></copy>'
        "</convert></convert>",
        "<sdf><imu><noise><type>gaussian</type><rate><mean>1</mean></rate></noise></imu></sdf>",
    )
    assert xml(root) == (
        '<sdf><imu><noise/><x><noise type="gaussian"/></x>'
        '<y><noise type="gaussian"><rates><mean>1</mean></rates></noise></y></imu></sdf>'
    )


def test_map_translates_listed_values_and_leaves_others_alone() -> None:
    rules = (
        '<convert name="sdf"><convert descendant_name="axis">'
        '<map><from name="flag"><value>true</value><value>1</value></from>'
        '<to name="xyz/@expressed_in"><value>__model__</value></to></map>'
        '<map><from name="@kind"><value>a</value><value>b</value></from>'
        '<to name="@kind"><value>A</value><value>B</value></to></map>'
        "</convert></convert>"
    )
    root, run = run_rules(
        rules,
        '<sdf><axis kind="b"><flag>1</flag></axis><axis kind="c"><flag>false</flag></axis></sdf>',
    )
    first, second = root
    assert first.find("xyz").get("expressed_in") == "__model__"  # type: ignore[union-attr]
    assert first.get("kind") == "B"
    assert second.find("xyz") is None and second.get("kind") == "c"
    assert sum(run.counts.values()) == 2


def test_add_only_when_absent_and_remove_or_remove_when_empty() -> None:
    root, _ = run_rules(
        '<convert name="sdf"><convert name="axis">'
        '<add element="use_parent_model_frame" value="true"/>'
        '<add attribute="kind" value="x"/>'
        '<remove element="gone"/><remove_empty element="maybe"/>'
        '<remove_empty attribute="relative_to"/>'
        "</convert></convert>",
        '<sdf><axis relative_to=" "><gone/><maybe/><maybe>1</maybe></axis>'
        '<axis kind="k"><use_parent_model_frame>false</use_parent_model_frame></axis></sdf>',
    )
    assert xml(root) == (
        '<sdf><axis kind="x"><maybe>1</maybe><use_parent_model_frame>true'
        '</use_parent_model_frame></axis><axis kind="k"><use_parent_model_frame>false'
        "</use_parent_model_frame></axis></sdf>"
    )


def test_descendant_selection_skips_plugins_and_namespaced_content() -> None:
    root, _ = run_rules(
        '<convert name="sdf"><convert descendant_name="pose">'
        '<move><from attribute="frame"/><to attribute="relative_to"/></move>'
        "</convert></convert>",
        '<sdf xmlns:x="urn:x"><link><pose frame="a"/><plugin><pose frame="b"/></plugin>'
        '<x:extra><pose frame="c"/></x:extra></link></sdf>',
    )
    assert [p.attrib for p in root.iter("pose")] == [
        {"relative_to": "a"},
        {"frame": "b"},
        {"frame": "c"},
    ]


def test_deprecated_elements_are_removed_with_a_warning_naming_them_and_the_version() -> None:
    root, run = run_rules(
        '<convert name="sdf"><convert descendant_name="axis">'
        '<deprecated element="initial_position"/></convert></convert>',
        "<sdf>\n<joint><axis>\n<initial_position>1</initial_position></axis></joint></sdf>",
    )
    assert root.find("joint/axis/initial_position") is None
    [warning] = run.problems
    assert (warning.code.value, warning.severity.value, warning.line) == (
        "ELEMENT_DEPRECATED",
        "warning",
        3,
    )
    assert "<initial_position> in <axis> does not exist in SDFormat 9.9" in warning.message
    assert warning.path == "/sdf/joint/axis/initial_position"


# The chain -----------------------------------------------------------------------


def test_steps_run_in_order_and_the_version_attribute_follows() -> None:
    root = etree.fromstring(
        '<sdf version="1.6"><model name="m"><link name="l"><pose frame="m">0 0 0 0 0 0</pose>'
        "</link></model></sdf>"
    )
    changes: list[Change] = []
    assert migrate(root, "1.6", "1.10", "f.sdf", changes) == []
    assert root.get("version") == "1.10"
    assert root.find("model/link/pose").get("relative_to") == "m"  # type: ignore[union-attr]
    assert [str(c) for c in changes] == ["1.6 -> 1.7: /sdf//pose: move @frame -> @relative_to"]


@pytest.mark.parametrize(
    ("declared", "target", "expected"),
    [
        ("1.10", "1.8", "cannot be migrated down to 1.8"),
        ("1.2", "1.10", "'1.2' cannot be migrated"),
        ("1.7", "2.0", "'2.0' cannot be migrated"),
    ],
)
def test_downgrades_and_unknown_versions_are_conversion_errors(
    declared: str, target: str, expected: str
) -> None:
    root = etree.fromstring(f'<sdf version="{declared}"/>')
    [error] = migrate(root, declared, target, "f.sdf")
    assert error.code.value == "CONVERSION_ERROR" and expected in error.message
    assert (error.file, error.line, error.path) == ("f.sdf", 1, "/sdf")
    assert root.get("version") == declared


# Loading older documents -----------------------------------------------------------

OLD_ROBOT = """<?xml version="1.0"?>
<sdf version="{version}">
  <model name="robot">
    <link name="base"/>
    <link name="wheel"><pose>1 0 0 0 0 0</pose></link>
    <joint name="wheel" type="revolute">
      <parent>base</parent>
      <child>wheel</child>
      <axis><xyz>0 0 1</xyz>{axis_extra}</axis>
    </joint>
    <frame name="marker"><pose frame="wheel">0 0 1 0 0 0</pose></frame>
  </model>
</sdf>
"""


def test_a_1_6_robot_loads_with_its_collisions_renamed_and_its_frames_converted() -> None:
    text = OLD_ROBOT.format(
        version="1.6", axis_extra="<use_parent_model_frame>1</use_parent_model_frame>"
    )
    document = sdformat_semantics.load(text)
    assert document.valid, [str(e) for e in document.errors]
    assert (document.original_version, document.version) == ("1.6", NEWEST)
    [renamed] = [w for w in document.warnings if "renamed" in w.message]
    assert "<joint> 'wheel' has the name of a <link>" in renamed.message
    assert "'wheel_joint'" in renamed.message and renamed.line == 6
    assert document.model.joints[0].name == "wheel_joint"
    assert document.model.joints[0].axis.xyz.expressed_in == "__model__"
    assert document.pose("marker").position.tolist() == [1.0, 0.0, 1.0]
    summary = [str(change) for change in document.migration]
    assert "1.6 -> 1.7: /sdf//joint/axis: map use_parent_model_frame -> xyz/@expressed_in" in (
        summary
    )


def test_a_1_4_joint_axis_keeps_meaning_the_parent_model_frame() -> None:
    document = sdformat_semantics.load(OLD_ROBOT.format(version="1.4", axis_extra=""))
    assert document.valid, [str(e) for e in document.errors]
    assert document.model.joints[0].axis.xyz.expressed_in == "__model__"


@pytest.mark.parametrize(
    ("engine", "step"),
    [
        ("", ""),
        ("ode", "<ode><solver><dt>0.004</dt></solver></ode>"),
        ("bullet", "<bullet><dt>0.004</dt></bullet>"),
    ],
)
def test_a_1_3_world_reads_its_physics_rates_under_their_1_4_names(engine: str, step: str) -> None:
    """libsdformat reads SDFormat 1.3 through its 1.3 -> 1.4 rules; so do we (with a 1.3 robot too)."""
    text = (
        '<sdf version="1.3"><world name="w">'
        f'<physics type="{engine or "ode"}"><update_rate>250</update_rate>{step}</physics>'
        "</world></sdf>"
    )
    document = sdformat_semantics.load(text)
    assert document.valid and not document.warnings, [str(p) for p in document.problems]
    assert document.original_version == "1.3"
    physics = document.worlds[0].physicses[0]
    assert physics.real_time_update_rate == 250
    assert physics.max_step_size == (0.004 if step else 0.001)
    robot = sdformat_semantics.load(OLD_ROBOT.format(version="1.3", axis_extra=""))
    assert robot.valid, [str(e) for e in robot.errors]
    assert robot.model.joints[0].axis.xyz.expressed_in == "__model__"  # as for 1.4


def test_a_1_5_imu_gets_noise_per_axis() -> None:
    text = """<sdf version="1.5"><model name="m"><link name="l"><sensor name="s" type="imu">
      <imu><noise><type>gaussian</type>
        <rate><mean>0.1</mean><stddev>0.2</stddev></rate>
        <accel><mean>0.3</mean><bias_stddev>0.4</bias_stddev></accel>
      </noise></imu></sensor></link></model></sdf>"""
    document = sdformat_semantics.load(text)
    assert document.valid and not document.warnings, [str(w) for w in document.problems]
    imu = document.model.links[0].sensors[0].imu
    for axis in ("x", "y", "z"):
        gyro = getattr(imu.angular_velocity, axis).noise
        accel = getattr(imu.linear_acceleration, axis).noise
        assert (gyro.type, gyro.mean, gyro.stddev) == ("gaussian", 0.1, 0.2)
        assert (accel.type, accel.mean, accel.bias_stddev) == ("gaussian", 0.3, 0.4)


def test_initial_position_of_a_1_8_file_is_dropped_with_a_warning_under_the_policy() -> None:
    text = OLD_ROBOT.format(
        version="1.8", axis_extra="<initial_position>0.5</initial_position>"
    ).replace('joint name="wheel"', 'joint name="hinge"')
    document = sdformat_semantics.load(text)
    assert document.valid
    [warning] = [w for w in document.warnings if w.code.value == "ELEMENT_DEPRECATED"]
    assert "<initial_position>" in warning.message and "SDFormat 1.9" in warning.message
    as_error = ParserConfig(deprecated_elements=Policy.ERROR)
    refused = sdformat_semantics.load(text, config=as_error)
    assert [e.code.value for e in refused.errors] == ["ELEMENT_DEPRECATED"]


def test_the_version_asked_for_is_where_migration_stops() -> None:
    text = OLD_ROBOT.format(version="1.6", axis_extra="").replace(
        'joint name="wheel"', 'joint name="hinge"'
    )
    as_1_8 = sdformat_semantics.load(text, version="1.8")
    assert (as_1_8.version, as_1_8.original_version) == ("1.8", "1.6")
    assert type(as_1_8.root).__module__.startswith("sdformat_v1_8")
    assert as_1_8.to_xml().splitlines()[1].startswith('<sdf version="1.8"')


@pytest.mark.parametrize(
    ("declared", "asked", "expected"),
    [
        ("1.10", "1.8", "cannot be migrated down"),
        ("1.6", "1.5", "documents load as one of"),  # 1.5 has no classes
        ("1.6", "1.6", "documents load as one of"),  # 1.6 has classes but no frame semantics
    ],
)
def test_asking_for_an_older_or_class_less_version_is_an_error(
    declared: str, asked: str, expected: str
) -> None:
    text = f'<sdf version="{declared}"><model name="m"><link name="l"/></model></sdf>'
    document = sdformat_semantics.load(text, version=asked)
    assert [e.code.value for e in document.errors] == ["CONVERSION_ERROR"]
    assert expected in document.errors[0].message
    assert document.root is None and document.original_version == declared


def test_the_separator_rule_follows_the_declared_version() -> None:
    """'::' in a name is reserved from 1.8: a 1.7 world model named a::b stays legal in 1.10."""
    text = '<sdf version="{}"><world name="w"><model name="a::b"><link name="l"/></model></world></sdf>'
    assert sdformat_semantics.load(text.format("1.7")).valid
    assert [e.code.value for e in sdformat_semantics.load(text.format("1.8")).errors] == [
        "RESERVED_NAME"
    ]


def test_a_rename_never_takes_a_name_used_further_down() -> None:
    text = """<sdf version="1.6"><model name="m"><link name="x"/>
      <frame name="x"/><frame name="x_frame"/></model></sdf>"""
    document = sdformat_semantics.load(text)
    assert document.valid, [str(e) for e in document.errors]
    assert [f.name for f in document.model.frames] == ["x_frame0", "x_frame"]


_NOT_ENTITIES = ('<p:frame xmlns:p="urn:p" name="x"/>', '<!-- <frame name="x"/> -->', "<?frame x?>")


@pytest.mark.parametrize("scope", ["world", "model"])
@pytest.mark.parametrize("others", [(), *((other,) for other in _NOT_ENTITIES), _NOT_ENTITIES])
@pytest.mark.parametrize("frame", [False, True])
def test_only_entities_share_a_namespace_in_a_1_6_scope(
    scope: str, others: tuple[str, ...], frame: bool
) -> None:
    # Namespaced elements, comments and instructions beside the entities never collide;
    # a frame named like the first entity does, wherever they lie.
    first = '<model name="x"><link name="l"/></model>' if scope == "world" else '<link name="x"/>'
    body = first + "".join(others) + ('<frame name="x"/>' if frame else "")
    root = etree.fromstring(f'<sdf version="1.6"><{scope} name="s">{body}</{scope}></sdf>')
    migrate(root, "1.6", NEWEST)
    kinds = ("model", "frame") if scope == "world" else ("model", "link", "joint", "frame")
    names = [e.get("name") for e in root[0].iterchildren(*kinds)]
    assert names == (["x", "x_frame"] if frame else ["x"])
    assert len(root[0]) == 1 + len(others) + frame


def test_an_included_older_file_is_migrated_to_the_including_documents_version(
    tmp_path: Path,
) -> None:
    (tmp_path / "old_robot.sdf").write_text(
        OLD_ROBOT.format(
            version="1.6", axis_extra="<use_parent_model_frame>1</use_parent_model_frame>"
        )
    )
    (tmp_path / "newer.sdf").write_text(
        '<sdf version="1.10"><model name="n"><link name="l"/></model></sdf>'
    )
    world = tmp_path / "world.sdf"
    world.write_text(
        '<sdf version="1.8"><world name="w"><include><uri>old_robot.sdf</uri>'
        "<pose>0 1 0 0 0 0</pose></include></world></sdf>"
    )
    document = sdformat_semantics.load(world)
    assert document.valid, [str(e) for e in document.errors]
    assert document.pose("robot::marker").position.tolist() == [1.0, 1.0, 1.0]
    assert any("renamed 'wheel_joint'" in w.message for w in document.warnings)
    as_1_8 = sdformat_semantics.load(world, version="1.8")
    assert as_1_8.valid and as_1_8.version == "1.8"
    world.write_text(
        '<sdf version="1.8"><world name="w"><include><uri>newer.sdf</uri></include></world></sdf>'
    )
    refused = sdformat_semantics.load(world, version="1.8")
    assert any("cannot be migrated down to 1.8" in e.message for e in refused.errors)


_WORLD_ENTITIES = {
    "model": '<model name="{name}"><pose>1 2 3 0 0 0</pose><link name="l"/></model>',
    "light": '<light name="{name}" type="point"><pose>0 0 5 0 0 0</pose></light>',
    "actor": '<actor name="{name}"><pose>4 0 0 0 0 0</pose></actor>',
    "frame": '<frame name="{name}"><pose>0 7 0 0 0 0</pose></frame>',
}


@pytest.mark.parametrize("segments", [2, 3])
@pytest.mark.parametrize("kind", sorted(_WORLD_ENTITIES))
def test_a_17_world_entity_named_with_colons_is_written_as_valid_newer_sdformat(
    kind: str, segments: int
) -> None:
    name = "::".join(f"p{i}" for i in range(segments))
    target = {"model": f"{name}::l", "frame": name}.get(kind, "")  # lights, actors: no frames
    entity = _WORLD_ENTITIES[kind].format(name=name)
    attached = f' attached_to="{target}"' if target else ""
    relative = f' relative_to="{target}"' if target else ""
    referring = f'<frame name="near"{attached}><pose{relative}>0 0 1 0 0 0</pose></frame>'

    text = f'<sdf version="1.7"><world name="w">{entity}{referring}</world></sdf>'
    document = sdformat_semantics.load(text)
    assert document.valid, document.errors
    renamed = name.replace("::", "__")
    assert [w.code.name for w in document.warnings] == ["NAME_CHANGED_BY_MIGRATION"]
    assert f"'{renamed}'" in document.warnings[0].message
    written = sdformat_semantics.load(document.to_xml())
    assert written.valid, written.errors
    assert written.pose("near") == document.pose("near")
    assert document.pose("near").isclose(sdformat_semantics.load(text, version="1.7").pose("near"))


def test_renamed_world_entities_do_not_take_names_already_held() -> None:
    text = (
        '<sdf version="1.7"><world name="w"><model name="a__b"><link name="l"/></model>'
        '<model name="a::b"><link name="l"/></model></world></sdf>'
    )
    document = sdformat_semantics.load(text)
    assert document.valid, document.errors
    assert [m.name for m in document.root.worlds[0].models] == ["a__b", "a__b0"]


@pytest.mark.parametrize("kind", ["model", "light", "actor"])
def test_a_17_entity_at_the_top_of_a_file_named_with_colons_is_renamed(kind: str) -> None:
    text = f'<sdf version="1.7">{_WORLD_ENTITIES[kind].format(name="a::b::c")}</sdf>'
    document = sdformat_semantics.load(text)
    assert document.valid, document.errors
    assert [w.code.name for w in document.warnings] == ["NAME_CHANGED_BY_MIGRATION"]
    assert "at the top of the file is renamed 'a__b__c'" in document.warnings[0].message
    written = sdformat_semantics.load(document.to_xml())
    assert written.valid, written.errors
    assert not written.warnings
