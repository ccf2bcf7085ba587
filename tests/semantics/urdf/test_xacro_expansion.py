"""xacro files load directly (the ``[xacro]`` extra): arguments, packages, includes, errors.

Every problem of an expanded robot is put back on the xacro line that wrote
the element, in the file that wrote it (a macro's elements at the macro);
every error inside xacro is a problem with the xacro file's name and line.
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode
from sdformat_semantics import ParserConfig
from tests.helpers import run_cli

INERTIAL = (
    '<inertial><mass value="1"/>'
    '<inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial>'
)
MACROS = f"""<?xml version="1.0"?>
<robot xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:macro name="segment" params="name parent length">
    <link name="${{name}}">{INERTIAL}</link>
    <joint name="${{name}}_joint" type="revolute">
      <parent link="${{parent}}"/>
      <child link="${{name}}"/>
      <origin xyz="0 0 ${{length}}"/>
      <axis xyz="0 1 0"/>
      <limit lower="-1" upper="1" effort="1" velocity="1"/>
    </joint>
  </xacro:macro>
</robot>
"""
ROBOT = f"""<?xml version="1.0"?>
<robot xmlns:xacro="http://www.ros.org/wiki/xacro" name="arm">
  <xacro:arg name="prefix" default=""/>
  <xacro:arg name="length" default="0.5"/>
  <xacro:property name="p" value="$(arg prefix)"/>
  <xacro:include filename="macros.xacro"/>
  <link name="${{p}}base">{INERTIAL}</link>
  <xacro:segment name="${{p}}upper" parent="${{p}}base" length="$(arg length)"/>
  <xacro:segment name="${{p}}lower" parent="${{p}}upper" length="0.4"/>
</robot>
"""


@pytest.fixture
def arm(tmp_path: Path) -> Path:
    (tmp_path / "macros.xacro").write_text(MACROS)
    robot = tmp_path / "arm.urdf.xacro"
    robot.write_text(ROBOT)
    return robot


def _broken(tmp_path: Path, body: str) -> Path:
    (tmp_path / "macros.xacro").write_text(MACROS)
    robot = tmp_path / "broken.urdf.xacro"
    robot.write_text(
        '<robot xmlns:xacro="http://www.ros.org/wiki/xacro" name="b">\n'
        '  <xacro:include filename="macros.xacro"/>\n'
        f'  <link name="a">{INERTIAL}</link>\n'
        f"  {body}\n"
        "</robot>\n"
    )
    return robot


@pytest.mark.parametrize(
    ("args", "prefix", "length"),
    [
        ({}, "", 0.5),
        ({"prefix": "left_"}, "left_", 0.5),
        ({"prefix": "r/", "length": "2"}, "r/", 2.0),
    ],
)
def test_arguments_from_python_and_from_the_config_give_the_same_robot(
    arm: Path, args: dict[str, str], prefix: str, length: float
) -> None:
    given = sdformat_semantics.load(arm, xacro_args=args)
    configured = sdformat_semantics.load(arm, config=ParserConfig(xacro_args=args))
    for document in (given, configured):
        assert document.valid, document.problems
        assert document.pose(f"{prefix}lower").position.tolist() == pytest.approx(
            [0, 0, length + 0.4]
        )


def test_problems_point_at_the_xacro_line_that_wrote_the_element(arm: Path) -> None:
    (arm.parent / "macros.xacro").write_text(MACROS.replace('type="revolute"', 'type="hinge"'))
    document = sdformat_semantics.load(arm)
    errors = [e for e in document.errors if "/joint[" in e.path]
    assert len(errors) == 2  # one per use of the macro
    for error in errors:  # the joint is written on line 5 of the macro file
        assert error.code is ErrorCode.URDF_INVALID
        assert (Path(error.file or "").name, error.line) == ("macros.xacro", 5)


def test_warnings_of_the_conversion_point_at_the_robot_file(tmp_path: Path) -> None:
    robot = _broken(
        tmp_path,
        '<link name="massless"/>\n  <joint name="j" type="revolute"><parent link="a"/><child link="massless"/><axis xyz="1 0 0"/><limit lower="0" upper="1" effort="1" velocity="1"/></joint>',
    )
    document = sdformat_semantics.load(robot)
    (dropped,) = [p for p in document.problems if p.code is ErrorCode.URDF_MASSLESS_LINK_DROPPED]
    assert (dropped.file, dropped.line) == (str(robot), 4)


BROKEN = {
    "undefined property": ('<link name="${undefined_thing}"/>', "undefined_thing"),
    "undefined property in a macro argument": (
        '<xacro:segment name="x" parent="a" length="${nope * 2}"/>',
        "nope",
    ),
    "missing macro": ('<xacro:no_such_macro name="x"/>', "no_such_macro"),
    "missing macro parameter": ('<xacro:segment name="x" parent="a"/>', "length"),
    "unknown macro parameter": (
        '<xacro:segment name="x" parent="a" length="1" colour="red"/>',
        "colour",
    ),
    "argument not given": ('<link name="$(arg not_given)"/>', "not_given"),
    "unknown package": (
        '<xacro:include filename="$(find no_such_package)/x.xacro"/>',
        "no_such_package",
    ),
    "missing include": ('<xacro:include filename="no_such_file.xacro"/>', "no_such_file.xacro"),
    "bad condition": ('<xacro:if value="maybe"><link name="q"/></xacro:if>', "maybe"),
    "bad expression": ('<link name="${1 +}"/>', ""),
}


@pytest.mark.parametrize("case", list(BROKEN))
def test_errors_inside_xacro_are_problems_at_the_xacro_line(tmp_path: Path, case: str) -> None:
    body, named = BROKEN[case]
    robot = _broken(tmp_path, body)
    document = sdformat_semantics.load(robot, config=ParserConfig().ignore_environment())
    (error,) = document.errors
    assert error.code is ErrorCode.URDF_XACRO_ERROR
    assert (error.file, error.line) == (str(robot), 4)
    assert named in error.message
    assert "Traceback" not in error.message and "<class" not in error.message


def test_a_broken_included_file_is_reported_in_that_file(tmp_path: Path) -> None:
    (tmp_path / "bad.xacro").write_text(
        '<robot xmlns:xacro="http://www.ros.org/wiki/xacro">\n<link name="x">\n</robot>'
    )
    robot = _broken(tmp_path, '<xacro:include filename="bad.xacro"/>')
    (error,) = sdformat_semantics.load(robot).errors
    assert error.code is ErrorCode.FILE_READ
    assert (Path(error.file or "").name, error.line) == ("bad.xacro", 3)


def test_find_resolves_through_the_package_map(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    share = tmp_path / "install" / "share" / "arm_parts"
    share.mkdir(parents=True)
    (share / "macros.xacro").write_text(MACROS)
    robot = tmp_path / "robot.urdf.xacro"
    robot.write_text(
        '<robot xmlns:xacro="http://www.ros.org/wiki/xacro" name="r">\n'
        '  <xacro:include filename="$(find arm_parts)/macros.xacro"/>\n'
        f'  <link name="base">{INERTIAL}</link>\n'
        '  <xacro:segment name="tip" parent="base" length="0.25"/>\n'
        "</robot>\n"
    )
    config = ParserConfig().ignore_environment()
    config.add_package_path("arm_parts", share)
    assert sdformat_semantics.load(robot, config=config).pose("tip").position[2] == pytest.approx(
        0.25
    )
    monkeypatch.setenv("AMENT_PREFIX_PATH", str(tmp_path / "install"))
    assert sdformat_semantics.load(robot).valid
    monkeypatch.delenv("AMENT_PREFIX_PATH")
    (error,) = sdformat_semantics.load(robot, config=ParserConfig().ignore_environment()).errors
    assert error.code is ErrorCode.URDF_XACRO_ERROR and "arm_parts" in error.message


def test_an_include_gives_its_xacro_arguments(arm: Path) -> None:
    world = arm.parent / "world.sdf"
    world.write_text(
        '<sdf version="1.11"><world name="w">\n'
        '<include xmlns:xacro="http://www.ros.org/wiki/xacro"><uri>arm.urdf.xacro</uri><name>left</name>'
        '<xacro:arg name="prefix" value="left_"/></include>\n'
        '<include xmlns:xacro="http://wiki.ros.org/xacro"><uri>arm.urdf.xacro</uri><name>right</name>'
        '<pose>0 1 0 0 0 0</pose><xacro:arg name="prefix" value="right_"/>'
        '<xacro:arg name="length" value="1"/></include>\n'
        "</world></sdf>"
    )
    document = sdformat_semantics.load(world)
    assert document.valid, document.problems
    assert document.pose("left::left_lower").position.tolist() == pytest.approx([0, 0, 0.9])
    assert document.pose("right::right_lower").position.tolist() == pytest.approx([0, 1, 1.4])


def test_an_include_argument_without_a_value_is_a_warning(arm: Path) -> None:
    world = arm.parent / "world.sdf"
    world.write_text(
        '<sdf version="1.11"><world name="w">\n'
        '<include xmlns:xacro="http://www.ros.org/wiki/xacro"><uri>arm.urdf.xacro</uri>'
        '<xacro:arg name="prefix"/></include>\n'
        "</world></sdf>"
    )
    document = sdformat_semantics.load(world)
    assert document.valid
    (warning,) = [w for w in document.warnings if w.code is ErrorCode.URDF_XACRO_WARNING]
    assert warning.line == 2 and warning.path.endswith("/include/xacro:arg")


def test_cli_checks_xacro_with_arguments_and_folders_of_xacro(
    arm: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run_cli(capsys, "check", arm, "--xacro-arg", "prefix:=left_")
    assert status == 0 and "valid" in out
    status, _, err = run_cli(capsys, "check", arm, "--xacro-arg", "prefix")
    assert status != 0 and "NAME:=VALUE" in err
    status, out, _ = run_cli(capsys, "check", "--format", "json", arm.parent)
    report = json.loads(out)
    assert [Path(f["path"]).name for f in report["files"]] == ["arm.urdf.xacro"]
    assert [Path(s["path"]).name for s in report["skipped"]] == ["macros.xacro"]
    status, out, _ = run_cli(capsys, "pose", arm, "left_lower", "--xacro-arg", "prefix:=left_")
    assert status == 0
    assert [float(v) for v in out.split()][:3] == pytest.approx([0, 0, 0.9])


def test_a_xacro_document_given_as_text_expands_too() -> None:
    text = ROBOT.replace(
        '<xacro:include filename="macros.xacro"/>',
        MACROS.split("\n", 2)[2].rsplit("</robot>", 1)[0],
    )
    document = sdformat_semantics.load(text, xacro_args={"prefix": "t_"})
    assert document.valid, document.problems
    assert document.pose("t_lower").position[2] == pytest.approx(0.9)


def test_a_xacro_file_that_expands_exponentially_is_stopped(tmp_path: Path) -> None:
    """Each macro calls the one below twice: 2**40 links, were it expanded."""
    macros = ['<xacro:macro name="m0"><link name="l"/></xacro:macro>']
    macros += [
        f'<xacro:macro name="m{i}"><xacro:m{i - 1}/><xacro:m{i - 1}/></xacro:macro>'
        for i in range(1, 41)
    ]
    robot = tmp_path / "bomb.urdf.xacro"
    robot.write_text(
        '<robot xmlns:xacro="http://www.ros.org/wiki/xacro" name="b">\n'
        + "\n".join(macros)
        + "\n<xacro:m40/>\n</robot>\n"
    )
    config = ParserConfig(max_elements=10_000)
    (error,) = sdformat_semantics.load(robot, config=config).errors
    assert error.code is ErrorCode.FILE_READ and "max_elements" in error.message
    assert error.file == str(robot) and error.line is not None


def test_a_macro_calling_itself_is_an_error_not_a_crash(tmp_path: Path) -> None:
    robot = _broken(tmp_path, '<xacro:macro name="loop"><xacro:loop/></xacro:macro><xacro:loop/>')
    (error,) = sdformat_semantics.load(robot).errors
    assert error.code in (ErrorCode.URDF_XACRO_ERROR, ErrorCode.FILE_READ)
    assert error.file == str(robot) and error.line == 4


def test_untrusted_loads_never_expand_xacro(arm: Path) -> None:
    config = ParserConfig(allowed_roots=[arm.parent])
    (error,) = sdformat_semantics.load(arm, config=config).errors
    assert error.code is ErrorCode.URDF_XACRO_UNEXPANDED and "allowed_roots" in error.message


def test_expansions_in_threads_take_turns_and_agree(arm: Path) -> None:
    """xacro keeps its state in globals: concurrent loads must not see each other's."""
    prefixes = [f"p{i}_" for i in range(8)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        documents = list(
            pool.map(lambda p: sdformat_semantics.load(arm, xacro_args={"prefix": p}), prefixes)
        )
    for prefix, document in zip(prefixes, documents, strict=True):
        assert document.valid
        assert document.model.links[0].name == f"{prefix}base"


def test_problems_of_one_file_included_with_different_arguments_point_at_their_lines(
    tmp_path: Path,
) -> None:
    """Each set of arguments makes other elements; every problem keeps its own line."""
    joint = '<joint name="{0}_joint" type="revolute"><parent link="base"/><child link="{0}"/><axis xyz="1 0 0"/><limit lower="0" upper="1" effort="1" velocity="1"/></joint>'
    (tmp_path / "tool.urdf.xacro").write_text(
        '<robot xmlns:xacro="http://www.ros.org/wiki/xacro" name="t">\n'
        '  <xacro:arg name="variant" default="x"/>\n'
        f'  <link name="base">{INERTIAL}</link>\n'
        "  <xacro:if value=\"${'$(arg variant)' == 'x'}\">\n"
        '    <link name="extra_x"/>\n'
        f"    {joint.format('extra_x')}\n"
        "  </xacro:if>\n"
        "  <xacro:if value=\"${'$(arg variant)' == 'y'}\">\n"
        '    <link name="first_y"/><link name="extra_y"/>\n'
        f"    {joint.format('first_y')}{joint.format('extra_y')}\n"
        "  </xacro:if>\n"
        "</robot>\n"
    )
    world = tmp_path / "world.sdf"
    includes = "".join(
        '<include xmlns:xacro="http://www.ros.org/wiki/xacro"><uri>tool.urdf.xacro</uri>'
        f'<name>{name}</name><xacro:arg name="variant" value="{value}"/></include>\n'
        for name, value in (("a", "x"), ("b", "y"), ("c", "x"))
    )
    world.write_text(f'<sdf version="1.11"><world name="w">\n{includes}</world></sdf>')
    document = sdformat_semantics.load(world)
    dropped = {
        (p.path.rsplit("@name=", 1)[1], p.line)
        for p in document.warnings
        if p.code is ErrorCode.URDF_MASSLESS_LINK_DROPPED
    }
    assert dropped == {('"extra_x"]', 5), ('"first_y"]', 9), ('"extra_y"]', 9)}


def test_folders_skip_urdf_xacro_files_that_only_define_macros(
    arm: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """ROS packages name macro libraries ``*.urdf.xacro`` too; alone they make no robot."""
    (arm.parent / "macros.urdf.xacro").write_text(MACROS)
    status, out, _ = run_cli(capsys, "check", "--format", "json", arm.parent)
    report = json.loads(out)
    assert [Path(f["path"]).name for f in report["files"]] == ["arm.urdf.xacro"]
    skipped = {Path(s["path"]).name: s["reason"] for s in report["skipped"]}
    assert "only defines macros" in skipped["macros.urdf.xacro"]
    assert status == 0
