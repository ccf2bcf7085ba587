"""``//include`` composition as users meet it: resolved poses, errors, written output.

The two seed examples of the composition proposal (an arm welded to a
gripper; two robots with different flanges) are fixtures under
``tests/data/include``; their expected poses were computed by hand from the
numbers in the fixture files (each is written out next to the assertion).
"""

from __future__ import annotations

import math
import shutil
import sys
from pathlib import Path

import pytest
import sdformat_v1_10
from lxml import etree

from sdformat_semantics import (
    ErrorCode,
    InterfaceFrame,
    InterfaceLink,
    InterfaceModel,
    NestedInclude,
    ParserConfig,
    Pose,
    SdfErrors,
    load,
    resolve_uri,
)
from sdformat_semantics.cli import main
from tests.conftest import DATA, REPO
from tests.helpers import codes, hermetic, model_file, write

INCLUDE = DATA / "include"
CONFORMANCE = DATA / "corpus" / "conformance"
MODELS = CONFORMANCE / "test" / "integration" / "model"
HALF_PI = math.pi / 2


def expect_pose(
    actual: Pose, x: float, y: float, z: float, yaw: float = 0.0, tol: float = 1e-12
) -> None:
    expected = Pose.from_rpy(x, y, z, 0.0, 0.0, yaw)
    assert actual.isclose(expected, tol), (actual, expected)


# The seed examples ------------------------------------------------------------


def test_seed_weld_places_the_gripper_mount_on_the_arm_mount() -> None:
    document = load(INCLUDE / "weld" / "arm_and_gripper.sdf", config=hermetic())
    assert document.valid, [str(e) for e in document.errors]
    # arm::gripper_mount = X_ACa = (1, 0, 0.5) yawed 90 degrees; arm sits at the origin.
    expect_pose(document.pose("arm::gripper_mount"), 1, 0, 0.5, HALF_PI)
    expect_pose(document.pose("arm::body"), 0, 0, 0)
    # The gripper's mount_point coincides with Ca, so its frame is Ca * inverse(X_GCg):
    # X_GCg = (0.1, 0, 0); rotated by the 90 degree yaw, -0.1 along x becomes -0.1 along y.
    expect_pose(document.pose("gripper::mount_point"), 1, 0, 0.5, HALF_PI)
    expect_pose(document.pose("gripper"), 1, -0.1, 0.5, HALF_PI)
    expect_pose(document.pose("gripper::body"), 1, -0.1, 0.5, HALF_PI)
    # The weld's frame defaults to its child frame, gripper::mount_point.
    expect_pose(document.pose("weld"), 1, 0, 0.5, HALF_PI)
    weld = document.model.joints[0]
    assert document.joint_parent_link(weld) == "arm::body"
    assert document.joint_child_link(weld) == "gripper::body"


def test_seed_weld_inside_the_included_file_violates_encapsulation() -> None:
    document = load(INCLUDE / "weld" / "bad_arm_and_gripper.sdf", config=hermetic())
    assert codes(document) == ["JOINT_PARENT_LINK_INVALID"]
    error = document.errors[0]
    assert error.file is not None and error.file.endswith("gripper_with_weld.sdf")
    assert error.line == 7 and "arm::body" in error.message  # its <parent> line


def test_seed_flanges_place_every_link_of_both_robots() -> None:
    document = load(INCLUDE / "flanges" / "super_armio_bros.sdf", config=hermetic())
    assert document.valid, [str(e) for e in document.errors]
    # robot_1 = (1, 0, 0). Arm link at robot_1; flange_mount 1 above it. The electric
    # flange's mount is 0.05 below its body, so the body is at z = 1.05 and its gripper
    # mount at 1.10. The gripper's mount is (0.03, 0, -0.02) in the gripper frame, so the
    # gripper frame is (-0.03, 0, 1.12) in robot_1.
    expect_pose(document.pose("robot_1::arm::link"), 1, 0, 0)
    expect_pose(document.pose("robot_1::flange::body"), 1, 0, 1.05)
    expect_pose(document.pose("robot_1::gripper::gripper"), 0.97, 0, 1.12)
    # robot_2 = robot_1 * (0, 2, 0, yaw 90) = (1, 2, 0, yaw 90). The pneumatic flange's
    # body is 0.1 above its mount (z = 1.1) and its gripper mount 0.1 above the body,
    # turned 90 degrees: (0, 0, 1.2, yaw 90) in robot_2. The gripper frame is that times
    # (-0.03, 0, 0.02): (0, -0.03, 1.22, yaw 90) in robot_2, and in the world the
    # 90 degree yaw of robot_2 turns (0, -0.03) into (0.03, 0).
    expect_pose(document.pose("robot_2::arm::link"), 1, 2, 0, HALF_PI)
    expect_pose(document.pose("robot_2::flange::body"), 1, 2, 1.1, HALF_PI)
    expect_pose(document.pose("robot_2::gripper::gripper"), 1.03, 2, 1.22, math.pi)
    links = sorted(
        name for name, v in document.frame_graphs().vertices.items() if v.kind.value == "link"
    )
    assert len(links) == 6
    assert document.attached_body("robot_2::gripper::mount") == "robot_2::gripper::gripper"


# Written output ---------------------------------------------------------------


def test_expanded_output_is_self_contained_schema_valid_and_poses_survive(tmp_path: Path) -> None:
    document = load(INCLUDE / "flanges" / "super_armio_bros.sdf", config=hermetic())
    text = document.to_xml(expand_includes=True)
    assert "<include" not in text
    schema = etree.XMLSchema(file=str(sdformat_v1_10.SCHEMA_ROOT))
    assert schema.validate(etree.fromstring(text.encode())), schema.error_log
    copy = write(tmp_path, "expanded.sdf", text)  # no included file next to it
    reloaded = load(copy, config=hermetic())
    assert reloaded.valid, [str(e) for e in reloaded.errors]
    vertices = document.frame_graphs().vertices
    assert set(reloaded.frame_graphs().vertices) == set(vertices)
    for name in vertices:
        assert reloaded.pose(name).isclose(document.pose(name), 1e-9), name


def test_preserved_output_keeps_the_includes(tmp_path: Path) -> None:
    folder = tmp_path / "weld"
    shutil.copytree(INCLUDE / "weld", folder)
    document = load(folder / "arm_and_gripper.sdf", config=hermetic())
    text = document.to_xml(expand_includes=False)
    assert text.count("<include>") == 2 and "<link" not in text
    again = load(write(folder, "printed.sdf", text), config=hermetic())
    assert again.valid
    assert again.pose("gripper::body").isclose(document.pose("gripper::body"))


def test_print_command_expands_or_preserves(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(INCLUDE / "weld" / "arm_and_gripper.sdf")
    assert main(["print", path]) == 0
    expanded = capsys.readouterr().out
    assert main(["print", "--preserve-includes", path]) == 0
    preserved = capsys.readouterr().out
    assert '<model name="gripper" placement_frame="mount_point">' in expanded
    assert "<include>" not in expanded and preserved.count("<include>") == 2


# Merge ------------------------------------------------------------------------


def test_merge_gives_the_same_poses_as_nesting_with_a_proxy_frame() -> None:
    merged = load(INCLUDE / "merge" / "merged.sdf", config=hermetic())
    nested = load(INCLUDE / "merge" / "nested.sdf", config=hermetic())
    assert merged.valid and nested.valid, [str(e) for e in merged.errors + nested.errors]
    model = merged.model
    assert [link.name for link in model.links] == ["table", "base", "arm"]
    assert [f.name for f in model.frames] == ["_merged__robot__model__", "tool", "mount"]
    assert [m.name for m in model.models] == ["camera"] and not model.includes
    for name in ("base", "arm", "tool", "mount", "shoulder", "camera", "camera::lens"):
        assert merged.pose(name).isclose(nested.pose(f"robot::{name}")), name
    # The proxy frame stands where the model frame was: (1, 0, 0.8) yawed 90 degrees. Its
    # pose is computed, so held as it is written: to 12 significant digits.
    expect_pose(merged.pose("_merged__robot__model__"), 1, 0, 0.8, HALF_PI, tol=1e-11)
    assert merged.attached_body("_merged__robot__model__") == "base"
    shoulder = model.joints[0]
    assert shoulder.axis.xyz.expressed_in == "_merged__robot__model__"
    assert merged.axis(shoulder, "table") == pytest.approx([0, 0, 1])


def test_merge_with_a_placement_frame_puts_that_frame_at_the_pose() -> None:
    document = load(INCLUDE / "merge" / "merged_placed.sdf", config=hermetic())
    assert document.valid, [str(e) for e in document.errors]
    # spot = (2, 0, 0.8); the robot's mount frame is 0.1 below its model frame and
    # the base 0.1 above it, so the base is 0.2 above the spot.
    expect_pose(document.pose("mount"), 2, 0, 0.8)
    expect_pose(document.pose("base"), 2, 0, 1.0)


def test_world_merge_of_a_model_with_links_is_refused(tmp_path: Path) -> None:
    write(tmp_path, "robot.sdf", model_file("robot", '<link name="base"/><frame name="f"/>'))
    world = write(
        tmp_path,
        "world.sdf",
        '<sdf version="1.10"><world name="w"><include merge="true"><uri>robot.sdf</uri>'
        "</include></world></sdf>",
    )
    document = load(world, config=hermetic())
    assert codes(document)[0] == "MERGE_INCLUDE_UNSUPPORTED"
    assert "link 'base' would sit directly in the world" in document.errors[0].message


def test_world_merge_moves_nested_models_and_joints_into_the_world(tmp_path: Path) -> None:
    body = (
        '<model name="a"><link name="l"/></model><model name="b"><pose>0 0 1 0 0 0</pose>'
        '<link name="l"/></model><joint name="hinge" type="revolute"><parent>a::l</parent>'
        "<child>b::l</child><axis><xyz>0 0 1</xyz></axis></joint>"
    )
    write(tmp_path, "pair.sdf", model_file("pair", body))
    world = write(
        tmp_path,
        "world.sdf",
        '<sdf version="1.10"><world name="w"><include merge="true"><uri>pair.sdf</uri>'
        "<pose>2 0 0 0 0 0</pose></include></world></sdf>",
    )
    document = load(world, config=hermetic())
    assert document.valid, [str(e) for e in document.errors]
    merged = document.worlds[0]
    assert [m.name for m in merged.models] == ["a", "b"]
    assert [j.name for j in merged.joints] == ["hinge"]
    expect_pose(document.pose("b::l"), 2, 0, 1)
    assert document.joint_parent_link("hinge") == "a::l"


def test_included_content_with_reported_errors_is_still_merged_and_placed(tmp_path: Path) -> None:
    """Copies of objects holding values reading refused (and kept) do not raise."""
    body = (
        '<link name="l"><pose rotation_format="quat_xyzw">0 0 0 0 0 0</pose></link>'
        '<joint name="j" type="hinge"><parent>__model__</parent><child>l</child></joint>'
    )
    write(tmp_path, "odd.sdf", model_file("odd", body))
    outer = (
        '<sdf version="1.10"><model name="outer"><link name="base"/>'
        '<include merge="true"><uri>odd.sdf</uri><pose>1 0 0 0 0 0</pose></include>'
        "<include><uri>odd.sdf</uri><name>copy</name></include></model></sdf>"
    )
    document = load(write(tmp_path, "outer.sdf", outer), config=hermetic())
    assert "PARAMETER_ERROR" in codes(document) and "ATTRIBUTE_INVALID" in codes(document)
    assert [j.type for j in document.model.joints] == ["hinge"]


def test_merge_where_the_spec_has_no_include_is_refused() -> None:
    document = load(CONFORMANCE / "authored" / "merge_include_under_frame.sdf", config=hermetic())
    assert codes(document) == ["MERGE_INCLUDE_UNSUPPORTED"]
    assert document.errors[0].line == 6


# Overrides --------------------------------------------------------------------


def test_include_overrides_name_pose_static_and_plugins(tmp_path: Path) -> None:
    body = '<link name="body"/><plugin name="own" filename="own.so"/>'
    write(tmp_path, "box.sdf", model_file("box", body))
    main_file = write(
        tmp_path,
        "main.sdf",
        """<sdf version="1.10"><world name="w">
          <frame name="shelf"><pose>0 0 1 0 0 0</pose></frame>
          <include>
            <uri>box.sdf</uri><name>crate</name><static>true</static>
            <pose relative_to="shelf">2 0 0 0 0 0</pose>
            <plugin name="extra" filename="extra.so"/>
          </include>
          <frame name="on_crate" attached_to="crate::body"/>
        </world></sdf>""",
    )
    document = load(main_file, config=hermetic())
    assert document.valid, [str(e) for e in document.errors]
    crate = document.worlds[0].models[0]
    assert crate.name == "crate" and crate.static is True
    assert [p.name for p in crate.plugins] == ["own", "extra"]
    expect_pose(document.pose("crate::body"), 2, 0, 1)
    assert document.attached_body("crate") == "crate"  # a static model is its own body
    record = document.includes[0]
    assert (
        record.uri == "box.sdf" and record.scope == "crate" and record.path == tmp_path / "box.sdf"
    )


def test_placement_frame_needs_a_pose(tmp_path: Path) -> None:
    write(tmp_path, "box.sdf", model_file("box"))
    main_file = write(
        tmp_path,
        "main.sdf",
        model_file(
            "top", "<include><uri>box.sdf</uri><placement_frame>body</placement_frame></include>"
        ),
    )
    document = load(main_file, config=hermetic())
    assert codes(document) == ["MODEL_PLACEMENT_FRAME_INVALID"]
    assert document.errors[0].path.endswith("/include/placement_frame")


def test_included_files_of_one_document_may_reference_each_other_only_from_the_parent(
    tmp_path: Path,
) -> None:
    write(
        tmp_path,
        "a.sdf",
        model_file("a", '<link name="l"/><frame name="tip"><pose>0 0 1 0 0 0</pose></frame>'),
    )
    main_file = write(
        tmp_path,
        "main.sdf",
        model_file(
            "top",
            "<include><uri>a.sdf</uri></include>"
            '<include><uri>a.sdf</uri><name>b</name><pose relative_to="a::tip"/></include>',
        ),
    )
    document = load(main_file, config=hermetic())
    assert document.valid, [str(e) for e in document.errors]
    expect_pose(document.pose("b::l"), 0, 0, 1)
    assert document.model.models[0] is not document.model.models[1]


# Resolution -------------------------------------------------------------------


def test_resolution_order_and_every_place_tried(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    here, env_a, env_b, shared = (tmp_path / n for n in ("here", "env_a", "env_b", "share"))
    write(env_b, "box/model.sdf", model_file("box"))
    write(shared, "robots/arm.sdf", model_file("arm"))
    write(here, "local.sdf", model_file("local"))
    monkeypatch.setenv("SDF_PATH", str(env_a))
    monkeypatch.setenv("GZ_SIM_RESOURCE_PATH", f"{tmp_path / 'missing'}:{env_b}")
    config = ParserConfig()
    config.add_uri_path("package://", shared)

    found = resolve_uri("model://box/model.sdf", config, here)
    assert found.path == env_b / "box" / "model.sdf"
    assert [t.split(":")[0] for t in found.tried] == [
        "$SDF_PATH",
        "$GZ_SIM_RESOURCE_PATH",
        "$GZ_SIM_RESOURCE_PATH",
    ]
    assert (
        resolve_uri("package://robots/arm.sdf", config, here).path == shared / "robots" / "arm.sdf"
    )
    assert resolve_uri("local.sdf", config, here).path == here / "local.sdf"
    assert resolve_uri("file://local.sdf", config, here).path == here / "local.sdf"
    absolute = here / "local.sdf"
    assert resolve_uri(f"file://{absolute}", config, None).path == absolute

    config.resolver = lambda uri: shared / "robots" / "arm.sdf" if uri == "local.sdf" else None
    first = resolve_uri("local.sdf", config, here)
    assert first.path == shared / "robots" / "arm.sdf" and first.tried[0].startswith("resolver")


def test_network_uris_are_never_fetched_but_a_resolver_may_map_them(tmp_path: Path) -> None:
    uri = "https://fuel.gazebosim.org/1.0/OpenRobotics/models/Box"
    main_file = write(
        tmp_path,
        "main.sdf",
        f"""<sdf version="1.10"><world name="w">
          <include><uri>{uri}</uri></include>
          <include><uri>local.sdf</uri></include>
        </world></sdf>""",
    )
    write(tmp_path, "local.sdf", model_file("local"))
    document = load(main_file, config=hermetic())
    assert codes(document) == ["URI_LOOKUP"]
    assert uri in document.errors[0].message and "never fetched" in document.errors[0].message
    assert [m.name for m in document.worlds[0].models] == ["local"]  # loading went on

    cache = tmp_path / "cache"
    write(cache, "Box/model.config", '<model><sdf version="1.10">box.sdf</sdf></model>')
    write(cache, "Box/box.sdf", model_file("Box"))
    config = hermetic(
        resolver=lambda u: cache / u.rsplit("/", 1)[1] if u.startswith("https://") else None
    )
    mapped = load(main_file, config=config)
    assert mapped.valid and [m.name for m in mapped.worlds[0].models] == ["Box", "local"]


def test_a_missing_file_names_the_uri_and_the_places_tried(tmp_path: Path) -> None:
    main_file = write(
        tmp_path,
        "main.sdf",
        model_file("top", '<link name="l"/><include><uri>nowhere.sdf</uri></include>'),
    )
    document = load(main_file, config=hermetic())
    assert codes(document) == ["URI_LOOKUP"]
    error = document.errors[0]
    assert "'nowhere.sdf'" in error.message and str(tmp_path / "nowhere.sdf") in error.message
    assert error.file == str(main_file) and error.line == 1 and error.path.endswith("/include/uri")
    # An include that did not resolve is kept, when a document with errors is written at all.
    assert "<include>" in document.to_xml(with_errors=True)
    with pytest.raises(SdfErrors):
        document.to_xml()


def test_model_config_picks_the_newest_readable_version(tmp_path: Path) -> None:
    write(
        tmp_path,
        "thing/model.config",
        """<model><name>thing</name>
          <sdf version="1.7">old.sdf</sdf><sdf version="1.10">new.sdf</sdf><sdf version="1.99">future.sdf</sdf>
        </model>""",
    )
    write(tmp_path, "thing/new.sdf", model_file("new_thing"))
    write(tmp_path, "thing/old.sdf", model_file("old_thing", version="1.7"))
    main_file = write(
        tmp_path,
        "main.sdf",
        '<sdf version="1.10"><world name="w"><include><uri>thing</uri></include></world></sdf>',
    )
    document = load(main_file, config=hermetic())
    assert document.valid and document.worlds[0].models[0].name == "new_thing"
    assert any("1.99" in w.message and "newer" in w.message for w in document.warnings)

    write(
        tmp_path, "plain/model.config", "<model><sdf>first.sdf</sdf><sdf>second.sdf</sdf></model>"
    )
    write(tmp_path, "plain/first.sdf", model_file("first"))
    main_file = write(
        tmp_path,
        "main2.sdf",
        '<sdf version="1.10"><world name="w"><include><uri>plain</uri></include></world></sdf>',
    )
    document = load(main_file, config=hermetic())
    assert document.worlds[0].models[0].name == "first"
    assert any("no version attribute" in w.message for w in document.warnings)


def test_a_folder_without_model_config_is_an_error(tmp_path: Path) -> None:
    write(tmp_path, "bare/model.sdf", model_file("bare"))
    main_file = write(
        tmp_path,
        "main.sdf",
        model_file("top", '<link name="l"/><include><uri>bare</uri></include>'),
    )
    document = load(main_file, config=hermetic())
    assert codes(document) == ["FILE_READ", "URI_LOOKUP"]
    assert "model.config" in document.errors[0].message


def test_errors_inside_an_included_file_carry_its_name(tmp_path: Path) -> None:
    broken = write(
        tmp_path,
        "broken.sdf",
        model_file("broken", '<link name="l"><pose relative_to="nope"/></link>'),
    )
    main_file = write(
        tmp_path, "main.sdf", model_file("top", "<include><uri>broken.sdf</uri></include>")
    )
    document = load(main_file, config=hermetic())
    assert codes(document) == ["POSE_RELATIVE_TO_INVALID"]
    assert document.errors[0].file == str(broken) and document.errors[0].line == 1


# Cycles and depth -------------------------------------------------------------


@pytest.mark.parametrize(
    ("document_path", "chain"),
    [
        ("include_self_cycle.sdf", "model.sdf -> model.sdf"),
        ("include_mutual_cycle.sdf", "model.sdf -> model.sdf -> model.sdf"),
    ],
)
def test_conformance_include_cycles_are_errors(document_path: str, chain: str) -> None:
    config = hermetic(resolver=lambda uri: CONFORMANCE / "authored" / "models" / uri)
    document = load(CONFORMANCE / "authored" / document_path, config=config)
    assert "INCLUDE_CYCLE" in codes(document)
    cycle = next(e for e in document.errors if e.code is ErrorCode.INCLUDE_CYCLE)
    assert chain in cycle.message and "full paths" in cycle.message


def test_a_longer_cycle_lists_its_chain(tmp_path: Path) -> None:
    for name, target in (("a", "b"), ("b", "c"), ("c", "a")):
        write(
            tmp_path,
            f"{name}.sdf",
            model_file(name, f'<link name="l"/><include><uri>{target}.sdf</uri></include>'),
        )
    document = load(tmp_path / "a.sdf", config=hermetic())
    assert codes(document) == ["INCLUDE_CYCLE"]
    assert "a.sdf -> b.sdf -> c.sdf -> a.sdf" in document.errors[0].message
    assert document.errors[0].file == str(tmp_path / "c.sdf")


def test_include_depth_is_bounded(tmp_path: Path) -> None:
    for level in range(6):
        body = '<link name="l"/>' + (
            f"<include><uri>m{level + 1}.sdf</uri></include>" if level < 5 else ""
        )
        write(tmp_path, f"m{level}.sdf", model_file(f"m{level}", body))
    assert load(tmp_path / "m0.sdf", config=hermetic()).valid
    document = load(tmp_path / "m0.sdf", config=hermetic(max_include_depth=3))
    assert codes(document) == ["INCLUDE_DEPTH_EXCEEDED"]
    assert "max_include_depth" in document.errors[0].message


# Custom parsers ---------------------------------------------------------------


@pytest.fixture
def toml_parser() -> object:
    sys.path.insert(0, str(REPO / "examples"))
    try:
        import toml_models
    finally:
        sys.path.remove(str(REPO / "examples"))
    toml_models.placements.clear()
    return toml_models


def test_toml_example_parser_models_join_the_frame_graph(toml_parser: object) -> None:
    config = hermetic(resolver=lambda uri: MODELS / uri)
    config.register_custom_parser(toml_parser.toml_model_parser)  # type: ignore[attr-defined]
    document = load(
        CONFORMANCE / "test/sdf/include_with_interface_api_frame_semantics.sdf", config=config
    )
    assert document.valid, [str(e) for e in document.errors]
    # F0 = (0, 2, 0); the include pose (1, 0, 0) relative to F0 replaces the TOML pose.
    expect_pose(document.pose("F1"), 1, 2, 0)
    expect_pose(document.pose("F5"), 3, 2, 0)  # child_model at (2, 0, 0) in the model
    expect_pose(document.pose("F6"), 4, 2, 0)  # its base_link 1 further
    # upper_link = (0, 0, 2.1) rolled -1.5708; upper_joint is 0.001 along its x.
    assert document.pose("F3").position == pytest.approx([1.001, 2, 2.1])
    assert document.attached_body("F2_attach") == "double_pendulum::upper_link"
    assert document.attached_body("F1_attach") == "double_pendulum::base"
    placement = toml_parser.placements["double_pendulum"]  # type: ignore[attr-defined]
    expect_pose(placement, 1, 2, 0)


def test_toml_example_parser_can_be_merge_included(toml_parser: object) -> None:
    config = hermetic(resolver=lambda uri: MODELS / uri)
    config.register_custom_parser(toml_parser.toml_model_parser)  # type: ignore[attr-defined]
    path = CONFORMANCE / "test/sdf/merge_include_with_interface_api_frame_semantics.sdf"
    document = load(path, config=config)
    assert document.valid, [str(e) for e in document.errors]
    expect_pose(document.pose("F1"), 1, 2, 0)
    assert document.pose("F8").position == pytest.approx([4.25, 3, 2.1])


def test_custom_parsers_are_tried_newest_first_and_their_failures_are_errors(
    tmp_path: Path,
) -> None:
    write(tmp_path, "thing.yaml", "anything")
    main_file = write(
        tmp_path,
        "main.sdf",
        model_file("top", '<link name="l"/><include><uri>thing.yaml</uri><name>t</name></include>'),
    )
    seen: list[str] = []

    def old(include: NestedInclude) -> InterfaceModel | None:
        seen.append("old")
        frame = InterfaceFrame("tip", "base", Pose.from_rpy(0, 0, 1, 0, 0, 0))
        return InterfaceModel("thing", "base", links=[InterfaceLink("base")], frames=[frame])

    def new(include: NestedInclude) -> InterfaceModel | None:
        seen.append("new")
        assert include.local_name == "t" and include.resolved_path == tmp_path / "thing.yaml"
        return None

    config = hermetic()
    config.register_custom_parser(old)
    config.register_custom_parser(new)
    document = load(main_file, config=config)
    assert seen == ["new", "old"] and document.valid
    expect_pose(document.pose("t::tip"), 0, 0, 1)
    assert document.attached_body("t") == "t::base"

    def broken(include: NestedInclude) -> InterfaceModel | None:
        raise KeyError("no such key")

    config = hermetic()
    config.register_custom_parser(broken)
    document = load(main_file, config=config)
    assert codes(document) == ["CUSTOM_PARSER_FAILED"]
    assert "raised KeyError" in document.errors[0].message


def test_sdf_files_never_reach_custom_parsers(tmp_path: Path) -> None:
    write(tmp_path, "box.sdf", model_file("box"))
    main_file = write(
        tmp_path, "main.sdf", model_file("top", "<include><uri>box.sdf</uri></include>")
    )
    config = hermetic()
    config.register_custom_parser(lambda include: pytest.fail("called for an .sdf file"))
    assert load(main_file, config=config).valid


def test_a_name_clash_of_an_included_model_is_reported_at_its_include(tmp_path: Path) -> None:
    """The clash is in the including file: the included file has no such name."""
    write(tmp_path, "part.sdf", model_file("part"))
    main = write(
        tmp_path,
        "main.sdf",
        model_file(
            "robot",
            '<link name="base"/>\n<include>\n<uri>part.sdf</uri>\n<name>base</name>\n</include>\n'
            '<include>\n<uri>part.sdf</uri>\n</include>\n<frame name="part"/>',
        ),
    )
    document = load(main, config=hermetic())
    clashes = [e for e in document.errors if e.code is ErrorCode.DUPLICATE_NAME]
    assert [(e.file, e.line, e.path) for e in clashes] == [
        (str(main), 4, '/sdf/model[@name="robot"]/include/name'),
        (str(main), 7, '/sdf/model[@name="robot"]/include/uri'),
    ]
    assert all(f"(included from '{tmp_path / 'part.sdf'}')" in e.message for e in clashes)
