"""Writing SDFormat models as URDF: round trips, generated cases, the loss report, the CLI.

A round trip loads a model, writes it as URDF and reads that back with our
URDF reader: every link and frame pose, every joint axis (and, for revolute
joints, its line), limit and dynamics, every mass, centre of mass and inertia,
and every visual and collision pose must equal the original's within 1e-9
(``round_trip.mismatches``). What URDF cannot hold is a ``URDF_EXPORT_LOSS``
warning at the element path and line of the original.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import attrs
import pytest
from lxml import etree

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_semantics import Document, UrdfLossError
from sdformat_semantics.export.urdf_parts import choose_model, links_of
from tests.conftest import DATA
from tests.helpers import run_cli
from tests.semantics.export.urdf_round_trip import mismatches

FILES = sorted(
    path
    for path in (*DATA.rglob("*.sdf"), *DATA.rglob("*.urdf"))
    if "written" not in path.parts[-2:-1] and sdformat_semantics.load(path).valid
)
"""Every vendored SDFormat and URDF file that loads without errors."""
INERTIAL = (
    "<inertial><pose>0.01 0.02 0.03 0.1 0.2 0.3</pose><mass>2</mass><inertia><ixx>0.3</ixx>"
    "<iyy>0.4</iyy><izz>0.5</izz><ixy>0.01</ixy><ixz>0.02</ixz><iyz>0.03</iyz></inertia></inertial>"
)


def _model(body: str, name: str = "m", version: str = "1.12") -> str:
    return f'<sdf version="{version}"><model name="{name}">{body}</model></sdf>'


def _round_trip(document: Document, model: str | None = None) -> list[str]:
    # A URDF is written back from its source (test_urdf_to_urdf); without it, the
    # writer works from the SDFormat objects, which is what these tests are about.
    document = attrs.evolve(document, urdf_source=None)
    conversion = document.convert_to_urdf(model)
    chosen, prefix, _frame = choose_model(document.model, document.worlds, model)
    return mismatches(document, conversion, chosen, prefix)


def _models(document: Document) -> list[str | None]:
    if document.model is not None:
        return [None]
    return [str(model.name) for model in document.worlds[0].models] if document.worlds else []


# Round trips over the vendored files -------------------------------------------


def test_the_round_trip_set_is_large() -> None:
    assert len(FILES) >= 180


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(DATA)))
def test_every_vendored_model_reads_back_as_written(path: Path) -> None:
    document = sdformat_semantics.load(path)
    for model in _models(document):
        if not list(links_of(choose_model(document.model, document.worlds, model)[0])):
            with pytest.raises(ValueError, match="has no link"):
                document.convert_to_urdf(model)
            continue
        assert _round_trip(document, model) == [], model


# Generated cases ----------------------------------------------------------------

LIMITS = {
    "revolute": "<limit><lower>-1.2</lower><upper>0.7</upper><effort>30</effort>"
    "<velocity>2</velocity></limit><dynamics><damping>0.4</damping><friction>0.1</friction>"
    "</dynamics>",
    "revolute_unlimited": "",
    "continuous": "<dynamics><damping>0.2</damping></dynamics>",
    "prismatic": "<limit><lower>-0.1</lower><upper>0.3</upper><effort>100</effort>"
    "<velocity>0.5</velocity></limit>",
    "fixed": "",
}
JOINT_POSES = {
    "unposed": "",
    "posed": "<pose>0.05 -0.02 0.1 0.3 -0.2 0.5</pose>",
    "on_axis": "<pose>0.18 0 0.24 0 0 0</pose>",  # on the axis line when it is 0.6 0 0.8 here
    "relative": '<pose relative_to="parent">0.3 0.1 0 0 0 0.4</pose>',
}
AXIS_FRAMES = ("", "__model__", "parent", "child", "marker")
URDF_TYPES = {
    "revolute": "revolute",
    "revolute_unlimited": "continuous",
    "continuous": "continuous",
    "prismatic": "prismatic",
    "fixed": "fixed",
}


def _joint_case(kind: str, pose: str, frame: str) -> str:
    attribute = f' expressed_in="{frame}"' if frame else ""
    axis = f"<axis><xyz{attribute}>0.6 0 0.8</xyz>{LIMITS[kind]}</axis>" if kind != "fixed" else ""
    return _model(
        f'<link name="parent"><pose>0.1 0.2 0.3 0.4 0.5 0.6</pose>{INERTIAL}</link>'
        f'<link name="child"><pose>0.5 0 0.2 -0.3 0.2 0.1</pose>{INERTIAL}</link>'
        '<frame name="marker" attached_to="parent"><pose>0 1 0 1 0 0</pose></frame>'
        f'<joint name="j" type="{kind.removesuffix("_unlimited")}">'
        f"{JOINT_POSES[pose]}<parent>parent</parent><child>child</child>{axis}</joint>"
    )


JOINT_CASES = [
    (kind, pose, frame)
    for kind, pose in itertools.product(LIMITS, JOINT_POSES)
    for frame in (AXIS_FRAMES if kind != "fixed" else ("",))
]


def test_the_generated_joint_cases_cover_every_type_pose_and_axis_frame() -> None:
    assert len(JOINT_CASES) == 4 * 4 * 5 + 4


@pytest.mark.parametrize(("kind", "pose", "frame"), JOINT_CASES)
def test_every_joint_type_posed_or_not_with_any_axis_frame(
    kind: str, pose: str, frame: str
) -> None:
    document = sdformat_semantics.load(_model_text := _joint_case(kind, pose, frame))
    assert document.valid, _model_text
    conversion = document.convert_to_urdf()
    robot = etree.fromstring(conversion.text.encode())
    assert [j.get("type") for j in robot.iter("joint") if j.get("name") == "j"] == [
        URDF_TYPES[kind]
    ]
    assert _round_trip(document) == []
    moved = [p for p in conversion.problems if "is off link" in p.message]
    # Only a rotating joint off the axis line through the child's origin moves the link frame.
    rotating = kind in ("revolute", "revolute_unlimited", "continuous")
    on_line = pose == "unposed" or (pose == "on_axis" and frame in ("", "child"))
    assert bool(moved) == (rotating and not on_line), moved
    assert set(conversion.moved) == ({"child"} if moved else set())
    others = [p for p in conversion.problems if p not in moved]
    assert [p.message.split(",")[0] for p in others] == [
        "URDF has no model frame: the root link 'parent' is the robot's frame"
    ]


GEOMETRIES = {
    "box": ("<box><size>1 2 3</size></box>", '<box size="1 2 3"/>'),
    "cylinder": (
        "<cylinder><radius>0.5</radius><length>2</length></cylinder>",
        '<cylinder radius="0.5" length="2"/>',
    ),
    "sphere": ("<sphere><radius>0.25</radius></sphere>", '<sphere radius="0.25"/>'),
    "mesh": (
        "<mesh><uri>package://robot/a.dae</uri><scale>1 2 3</scale></mesh>",
        '<mesh filename="package://robot/a.dae" scale="1 2 3"/>',
    ),
    "unscaled mesh": (
        "<mesh><uri>model://robot/a.stl</uri></mesh>",
        '<mesh filename="model://robot/a.stl"/>',
    ),
}


@pytest.mark.parametrize("geometry", GEOMETRIES)
@pytest.mark.parametrize("kind", ["visual", "collision"])
def test_every_urdf_geometry_is_written(geometry: str, kind: str) -> None:
    sdf, urdf = GEOMETRIES[geometry]
    material = "<material><diffuse>0.1 0.2 0.3 1</diffuse></material>" if kind == "visual" else ""
    text = _model(
        f'<link name="l">{INERTIAL}<{kind} name="s"><pose>1 2 3 0.1 0.2 0.3</pose>'
        f"<geometry>{sdf}</geometry>{material}</{kind}></link>"
    )
    document = sdformat_semantics.load(text)
    conversion = document.convert_to_urdf()
    assert conversion.lossless
    assert f"<geometry>\n        {urdf}\n      </geometry>" in conversion.text
    if kind == "visual":
        assert '<material name="l__s">\n        <color rgba="0.1 0.2 0.3 1"/>' in conversion.text
    assert _round_trip(document) == []


def test_materials_give_their_diffuse_colour_else_the_ambient_and_the_albedo_texture() -> None:
    document = sdformat_semantics.load(
        _model(
            '<link name="l"><visual name="a"><geometry><sphere><radius>1</radius></sphere>'
            "</geometry><material><ambient>0 0 1 1</ambient></material></visual>"
            '<visual name="b"><geometry><sphere><radius>1</radius></sphere></geometry><material>'
            "<pbr><metal><albedo_map>t.png</albedo_map></metal></pbr></material></visual></link>"
        )
    )
    conversion = document.convert_to_urdf()
    assert '<color rgba="0 0 1 1"/>' in conversion.text
    assert '<texture filename="t.png"/>' in conversion.text
    back = sdformat_semantics.load(conversion.text)
    visuals = back.model.links[0].visuals
    assert list(visuals[0].material.diffuse) == [0, 0, 1, 1]
    assert visuals[1].material.pbr.metal.albedo_map == "t.png"


def test_an_auto_inertial_is_written_as_its_computed_values() -> None:
    document = sdformat_semantics.load(
        _model(
            '<link name="l"><inertial auto="true"/><collision name="c"><pose>0 0 1 0 0 0</pose>'
            "<geometry><box><size>1 2 3</size></box></geometry></collision></link>"
        )
    )
    conversion = document.convert_to_urdf()
    assert conversion.lossless
    assert '<mass value="6000"/>' in conversion.text
    inertial = sdformat_semantics.load(conversion.text).inertial("l")
    assert inertial.mass == 6000
    assert inertial.pose.position.tolist() == [0, 0, 1]


def test_frames_and_nested_model_frames_come_back_as_frames_at_their_poses() -> None:
    document = sdformat_semantics.load(DATA / "urdf_export" / "frames.sdf")
    conversion = document.convert_to_urdf()
    back = sdformat_semantics.load(conversion.text)
    for local in ("mount", "tool_tip", "arm", "arm::elbow_marker"):
        name = conversion.names[local]
        assert back.pose(name, "base").isclose(document.pose(local, "base"), 1e-9), local
        assert any(
            p.code is ErrorCode.URDF_FIXED_JOINT_LUMPED and f"'{name}'" in p.message
            for p in back.infos
        )
    assert conversion.names["arm::upper"] == "arm_upper"


def test_mimic_reference_is_folded_into_the_offset() -> None:
    document = sdformat_semantics.load(DATA / "urdf_export" / "frames.sdf")
    back = sdformat_semantics.load(document.convert_to_urdf().text)
    (constraint,) = back.mimic_constraints()
    (original,) = document.mimic_constraints()
    for angle in (-0.4, 0.0, 0.9):
        expected = original.offset + original.multiplier * (angle - original.reference)
        assert constraint.offset + constraint.multiplier * (
            angle - constraint.reference
        ) == pytest.approx(expected, abs=1e-12)


LEADER_TYPES = ("revolute", "prismatic", "continuous", "revolute2", "universal", "screw")


@pytest.mark.parametrize("kind", LEADER_TYPES)
def test_a_mimic_is_written_only_after_a_leader_urdf_moves(kind: str) -> None:
    """A leader URDF writes fixed (or not at all) would be read back as a frame: a loss."""
    axes = "<axis><xyz>1 0 0</xyz></axis><axis2><xyz>0 1 0</xyz></axis2>"
    links = "".join(f"<link name='{n}'>{INERTIAL}</link>" for n in "abc")
    leader = f"<joint name='j0' type='{kind}'><parent>a</parent><child>b</child>{axes}</joint>"
    follower = (
        "<joint name='j1' type='revolute'><parent>a</parent><child>c</child><axis><xyz>1 0 0"
        "</xyz><mimic joint='j0'><multiplier>2</multiplier></mimic></axis></joint>"
    )
    document = sdformat_semantics.load(_model(links + leader + follower))
    assert document.valid, [str(e) for e in document.errors]
    conversion = document.convert_to_urdf()
    back = sdformat_semantics.load(conversion.text)
    assert back.valid, [str(e) for e in back.errors]
    lost = [p for p in conversion.problems if p.path.endswith("/mimic")]
    if kind in ("revolute", "prismatic", "continuous"):
        assert len(back.mimic_constraints()) == 1 and not lost
    else:
        assert not back.mimic_constraints() and [p.code for p in lost] == [
            ErrorCode.URDF_EXPORT_LOSS
        ]


def test_a_joint_to_the_world_gives_a_world_link_and_keeps_the_model_frame() -> None:
    document = sdformat_semantics.load(DATA / "urdf_export" / "world_joint.sdf")
    conversion = document.convert_to_urdf()
    assert '<link name="world"/>' in conversion.text
    back = sdformat_semantics.load(conversion.text)
    assert back.pose("pedestal").isclose(document.pose("pedestal"), 1e-12)
    assert not any("model frame" in p.message for p in conversion.problems)


def test_a_static_model_is_fixed_to_a_world_link() -> None:
    document = sdformat_semantics.load(
        _model(f"<static>true</static><link name='a'><pose>0 0 1 0 0 0</pose>{INERTIAL}</link>")
    )
    conversion = document.convert_to_urdf()
    assert '<joint name="a_fixed_joint" type="fixed">' in conversion.text
    assert [p.message.split(";")[0] for p in conversion.problems] == ["static model: URDF has none"]
    back = sdformat_semantics.load(conversion.text)
    assert back.pose("a").isclose(document.pose("a"), 1e-12)


def test_a_model_of_a_world_is_chosen_by_name() -> None:
    text = (
        '<sdf version="1.12"><world name="w">'
        f'<model name="a"><pose>1 0 0 0 0 0</pose><link name="l">{INERTIAL}</link></model>'
        f'<model name="b"><link name="l">{INERTIAL}</link>'
        f'<model name="inner"><link name="k">{INERTIAL}</link></model></model>'
        "</world></sdf>"
    )
    document = sdformat_semantics.load(text)
    with pytest.raises(ValueError, match=r"name the model to write as URDF \(models: a, b\)"):
        document.convert_to_urdf()
    assert '<robot name="a">' in document.to_urdf("a")
    assert '<robot name="inner">' in document.to_urdf("b::inner")
    with pytest.raises(ValueError, match="no model named 'c'"):
        document.convert_to_urdf("c")


def test_an_empty_world_says_it_holds_no_model() -> None:
    document = sdformat_semantics.load('<sdf version="1.12"><world name="w"/></sdf>')
    with pytest.raises(ValueError, match="the world holds no model to write as URDF"):
        document.convert_to_urdf()


def test_names_taken_after_flattening_are_renamed_and_reported() -> None:
    document = sdformat_semantics.load(
        _model(
            f'<link name="a_b">{INERTIAL}</link><model name="a"><link name="b">{INERTIAL}</link>'
            "</model><joint name='j' type='fixed'><parent>a_b</parent><child>a::b</child></joint>"
        )
    )
    conversion = document.convert_to_urdf()
    assert conversion.names["a::b"] == "a_b_2"
    (renamed,) = [p for p in conversion.problems if "written as" in p.message]
    assert renamed.message == "'a::b' written as 'a_b_2': 'a_b' is taken in the URDF"
    assert _round_trip(document) == []


# The loss report --------------------------------------------------------------------

LOSSES = [
    (
        "cone",
        f'<link name="l">{INERTIAL}<collision name="c"><geometry><cone><radius>1</radius>'
        "<length>1</length></cone></geometry></collision></link>",
        "collision 'c' of link 'l': URDF has no cone geometry; left out",
        '/link[@name="l"]/collision[@name="c"]',
    ),
    (
        "ellipsoid",
        f'<link name="l">{INERTIAL}<visual name="v"><geometry><ellipsoid><radii>1 2 3</radii>'
        "</ellipsoid></geometry></visual></link>",
        "visual 'v' of link 'l': URDF has no ellipsoid geometry; left out",
        '/link[@name="l"]/visual[@name="v"]',
    ),
    (
        "sensor",
        f'<link name="l">{INERTIAL}<sensor name="s" type="imu"/></link>',
        "<sensor> of link 'l' has no URDF equivalent: left out",
        '/link[@name="l"]/sensor[@name="s"]',
    ),
    (
        "model plugin",
        f'<link name="l">{INERTIAL}</link><plugin name="p" filename="libp.so"/>',
        "<plugin> of model 'm' has no URDF equivalent: left out",
        '/plugin[@name="p"]',
    ),
    (
        "custom element",
        f'<link name="l">{INERTIAL}<my:thing xmlns:my="urn:x">1</my:thing></link>',
        "<{urn:x}thing> of link 'l' has no URDF equivalent: left out",
        '/link[@name="l"]/',
    ),
    (
        "surface",
        f'<link name="l">{INERTIAL}<collision name="c"><geometry><sphere><radius>1</radius>'
        "</sphere></geometry><surface><friction/></surface></collision></link>",
        "<surface> of collision 'c' has no URDF equivalent: left out",
        '/collision[@name="c"]/surface',
    ),
    (
        "ball joint",
        f'<link name="a">{INERTIAL}</link><link name="b">{INERTIAL}</link>'
        '<joint name="j" type="ball"><parent>a</parent><child>b</child></joint>',
        "ball joint 'j': URDF has no such joint; written fixed",
        '/joint[@name="j"]/@type',
    ),
    (
        "universal joint",
        f'<link name="a">{INERTIAL}</link><link name="b">{INERTIAL}</link>'
        '<joint name="j" type="universal"><parent>a</parent><child>b</child>'
        "<axis><xyz>1 0 0</xyz></axis><axis2><xyz>0 1 0</xyz></axis2></joint>",
        "universal joint 'j': URDF has no such joint; written fixed",
        '/joint[@name="j"]/@type',
    ),
    (
        "second parent",
        f'<link name="a">{INERTIAL}</link><link name="b">{INERTIAL}</link>'
        f'<link name="c">{INERTIAL}</link>'
        '<joint name="j1" type="fixed"><parent>a</parent><child>c</child></joint>'
        '<joint name="j2" type="fixed"><parent>b</parent><child>c</child></joint>'
        '<joint name="j3" type="fixed"><parent>a</parent><child>b</child></joint>',
        "joint 'j2' gives link 'c' a second parent or closes a loop: URDF is a tree; left out",
        '/joint[@name="j2"]',
    ),
    (
        "several roots",
        f'<link name="a">{INERTIAL}</link><link name="b"><pose>1 0 0 0 0 0</pose>{INERTIAL}</link>',
        "link 'b' has no parent joint: URDF has one root, so it hangs from 'a' on a floating "
        "joint, which readers take for a free link",
        '/link[@name="b"]',
    ),
    (
        "springs",
        f'<link name="a">{INERTIAL}</link><link name="b">{INERTIAL}</link>'
        '<joint name="j" type="revolute"><parent>a</parent><child>b</child><axis><xyz>1 0 0</xyz>'
        "<dynamics><spring_stiffness>5</spring_stiffness></dynamics></axis></joint>",
        "URDF joints have no springs: spring_stiffness left out",
        '/joint[@name="j"]/axis/dynamics/spring_stiffness',
    ),
    (
        "limit stiffness",
        f'<link name="a">{INERTIAL}</link><link name="b">{INERTIAL}</link>'
        '<joint name="j" type="prismatic"><parent>a</parent><child>b</child><axis><xyz>1 0 0</xyz>'
        "<limit><lower>0</lower><upper>1</upper><stiffness>9</stiffness></limit></axis></joint>",
        "<stiffness> of <limit> has no URDF equivalent: left out",
        '/joint[@name="j"]/axis/limit/stiffness',
    ),
    (
        "material specular",
        f'<link name="l">{INERTIAL}<visual name="v"><geometry><sphere><radius>1</radius></sphere>'
        "</geometry><material><diffuse>1 0 0 1</diffuse><specular>1 1 1 1</specular></material>"
        "</visual></link>",
        "<specular> of the material of visual 'v' of link 'l' has no URDF equivalent: left out",
        "/material/specular",
    ),
    (
        "gearbox",
        f'<link name="a">{INERTIAL}</link><link name="b">{INERTIAL}</link>'
        '<joint name="r" type="revolute"><parent>a</parent><child>b</child>'
        "<axis><xyz>1 0 0</xyz></axis></joint>"
        '<joint name="g" type="gearbox"><parent>a</parent><child>b</child>'
        "<gearbox_reference_body>a</gearbox_reference_body>"
        "<axis><xyz>1 0 0</xyz></axis><axis2><xyz>1 0 0</xyz></axis2></joint>",
        "gearbox joint 'g': URDF has none",
        '/joint[@name="g"]',
    ),
]


@pytest.mark.parametrize(
    ("body", "message", "path"), [c[1:] for c in LOSSES], ids=[c[0] for c in LOSSES]
)
def test_what_urdf_cannot_hold_is_reported_where_it_was_read(
    body: str, message: str, path: str, tmp_path: Path
) -> None:
    file = tmp_path / "model.sdf"
    file.write_text(_model(body).replace("><", ">\n<"), encoding="utf-8")
    document = sdformat_semantics.load(file)
    assert document.valid, document.errors
    conversion = document.convert_to_urdf()
    found = [p for p in conversion.problems if p.message == message]
    assert len(found) == 1, [p.message for p in conversion.problems]
    (loss,) = found
    assert loss.code is ErrorCode.URDF_EXPORT_LOSS
    assert loss.severity is Severity.WARNING
    assert loss.file == str(file)
    assert loss.line is not None and loss.line > 1
    assert path in loss.path
    with pytest.raises(UrdfLossError, match=message.split(":")[0][:30].replace("(", r"\(")):
        document.to_urdf()
    written = document.to_urdf(allow_loss=True)
    assert not sdformat_semantics.load(written).errors


def test_a_lossless_model_is_written_without_allow_loss() -> None:
    document = sdformat_semantics.load(
        _joint_case("prismatic", "unposed", "").replace("<pose>0.1 0.2 0.3 0.4 0.5 0.6</pose>", "")
    )
    assert document.convert_to_urdf().lossless
    assert document.to_urdf().startswith('<?xml version="1.0" encoding="UTF-8"?>\n<robot name="m">')


def test_a_document_with_errors_is_refused() -> None:
    document = sdformat_semantics.load(_model('<link name="a"/><link name="a"/>'))
    assert not document.valid
    with pytest.raises(sdformat_semantics.SdfErrors):
        document.convert_to_urdf()


# The command line -------------------------------------------------------------------


def test_print_format_urdf_writes_urdf_and_the_losses_on_stderr(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "robot.sdf"
    file.write_text(_model(LOSSES[2][1]), encoding="utf-8")
    status, out, err = run_cli(capsys, "print", "--format", "urdf", file)
    assert status == 0
    assert sdformat_semantics.load(out).model is not None
    assert "warning URDF_EXPORT_LOSS: <sensor> of link 'l'" in err
    status, out, err = run_cli(capsys, "print", "--format", "urdf-json", file)
    report = json.loads(out)
    assert status == 0 and err == ""
    assert report["model"] == "m"
    assert report["urdf"].startswith("<?xml")
    assert [loss["code"] for loss in report["losses"]] == ["URDF_EXPORT_LOSS"]
    assert report["losses"][0]["line"] == 1


def test_print_format_urdf_names_a_world_model(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "world.sdf"
    file.write_text(
        f'<sdf version="1.12"><world name="w"><model name="r"><link name="l">{INERTIAL}</link>'
        f'</model><model name="s"><link name="k">{INERTIAL}</link></model></world></sdf>',
        encoding="utf-8",
    )
    status, out, _ = run_cli(capsys, "print", "--format", "urdf", "--model", "s", file)
    assert status == 0 and '<robot name="s">' in out
    status, out, err = run_cli(capsys, "print", "--format", "urdf", file)
    assert status == 1 and out == "" and "name the model" in err
    status, _, err = run_cli(capsys, "print", "--format", "urdf", "--model", "x", file)
    assert status == 1 and "no model named 'x'" in err
    status, _, err = run_cli(capsys, "print", "--model", "s", file)
    assert status == 2 and "--format urdf" in err
    status, _, err = run_cli(capsys, "print", "--format", "urdf", "--version", "1.9", file)
    assert status == 2 and "drop --version" in err
