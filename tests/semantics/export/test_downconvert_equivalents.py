"""Writing down converts to an equivalent wherever the older version has one.

Three rules, each tested over its whole class of cases rather than one example:

* automatic inertia (1.11) is written for 1.10 and older as the mass, centre
  of mass and inertia the loaded document computes: every closed-form shape,
  each place a density can come from, with and without a written mass, at
  every older version; what cannot be computed keeps its written values and
  is reported;
* ``screw_thread_pitch`` (1.10) is written for 1.9 and older as
  ``thread_pitch = -2 pi / screw_thread_pitch``, in every form a joint can
  write its pitch;
* for 1.7, joint ends naming frames or models become links, names of nested
  models become their ``::__model__`` frames, and an implicit canonical link
  that flattening would change is written out, in every combination of what
  a joint end, an ``attached_to``, a ``relative_to`` and an ``expressed_in``
  can name.

Every written document is read by the target version's classes without a
problem, validates against the target's schema, and loads back to the
original's poses, mass properties and pitches.
"""

from __future__ import annotations

import functools
import importlib
import itertools
import math
from typing import Any

import numpy as np
import pytest
from lxml import etree

import sdformat_semantics
from sdformat_runtime.binding import read_text
from sdformat_runtime.errors import ErrorCode
from sdformat_semantics import Document, ParserConfig
from sdformat_semantics.auto_inertia import MassProperties
from sdformat_semantics.frames import FrameKind
from sdformat_semantics.kinematics import screw_pitch
from sdformat_semantics.versions import PACKAGES

TOLERANCE = 1e-9
OLDER = ("1.10", "1.9", "1.8", "1.7")


@functools.cache
def _schema(version: str) -> etree.XMLSchema:
    package = importlib.import_module(PACKAGES[version])
    return etree.XMLSchema(file=str(package.SCHEMA_ROOT))


def _assert_valid_for(text: str, version: str) -> None:
    """The target's classes read it without a problem and its schema accepts it."""
    tree = etree.fromstring(text.encode())
    assert tree.get("version") == version
    assert _schema(version).validate(tree), _schema(version).error_log
    package = importlib.import_module(PACKAGES[version])
    assert read_text(package.Sdf, text, version).problems == ()


def _assert_same_inertial(before: Document, after: Document, link: str) -> None:
    """Computed values are written to 12 significant digits, of the tensor's largest moment."""
    old, new = before.inertial(link), after.inertial(link)
    assert math.isclose(new.mass, old.mass, rel_tol=1e-11), link
    assert new.pose.isclose(old.pose, TOLERANCE), (link, new.pose, old.pose)
    scale = float(np.max(np.abs(old.inertia)))
    assert np.allclose(new.inertia, old.inertia, rtol=0.0, atol=1e-11 * scale), link


# Automatic inertia ---------------------------------------------------------

SHAPES = {
    "box": "<box><size>0.3 0.2 0.1</size></box>",
    "sphere": "<sphere><radius>0.1</radius></sphere>",
    "cylinder": "<cylinder><radius>0.05</radius><length>0.4</length></cylinder>",
    "capsule": "<capsule><radius>0.05</radius><length>0.2</length></capsule>",
    "ellipsoid": "<ellipsoid><radii>0.1 0.2 0.3</radii></ellipsoid>",
    "cone": "<cone><radius>0.1</radius><length>0.25</length></cone>",
}
SHAPE_SINCE = {"capsule": "1.8", "ellipsoid": "1.8", "cone": "1.11"}
"""Shapes an older version lacks: replaced by <empty/> and reported (after the inertia)."""
DENSITY_PLACES = ("inertial", "collision", "default")


def _auto_link(shape: str, density_at: str, mass: float | None) -> str:
    inertial_density = "<density>2700</density>" if density_at == "inertial" else ""
    collision_density = "<density>600</density>" if density_at == "collision" else ""
    written_mass = f"<mass>{mass}</mass>" if mass is not None else ""
    return f"""<sdf version="1.11"><model name="m">
      <link name="base"/>
      <link name="part"><pose>0.5 0 0.2 0 0 0.4</pose>
        <inertial auto="true">{written_mass}{inertial_density}</inertial>
        <collision name="a"><pose>0.1 0.05 -0.02 0.3 0.2 0.1</pose>{collision_density}
          <geometry>{SHAPES[shape]}</geometry></collision>
        <collision name="b"><pose>-0.2 0 0 0 0 0</pose>
          <geometry><box><size>0.1 0.1 0.1</size></box></geometry></collision>
      </link>
    </model></sdf>"""


def _shape_losses(shape: str, version: str) -> set[str]:
    since = SHAPE_SINCE.get(shape)
    newer = since is not None and tuple(map(int, since.split("."))) > tuple(
        map(int, version.split("."))
    )
    return {shape} if newer else set()


@pytest.mark.parametrize("mass", [None, 4.0])
@pytest.mark.parametrize("density_at", DENSITY_PLACES)
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_auto_inertia_is_written_as_the_computed_values(
    shape: str, density_at: str, mass: float | None
) -> None:
    original = sdformat_semantics.load(_auto_link(shape, density_at, mass))
    assert original.valid and original.inertial("part").computed
    conversion = original.convert("1.10")
    lost = {p.path.rsplit("/", 1)[1] for p in conversion.problems}
    assert lost == _shape_losses(shape, "1.10"), [str(p) for p in conversion.problems]
    assert "auto=" not in conversion.text and "<density>" not in conversion.text
    _assert_valid_for(conversion.text, "1.10")
    written = sdformat_semantics.load(conversion.text)
    assert not written.inertial("part").computed
    _assert_same_inertial(original, written, "part")
    if mass is not None:
        assert math.isclose(written.inertial("part").mass, mass)


@pytest.mark.parametrize("version", OLDER)
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_the_computed_inertia_survives_every_later_step(shape: str, version: str) -> None:
    """Older steps replace shapes they lack; the inertia was written before they ran."""
    original = sdformat_semantics.load(_auto_link(shape, "collision", None))
    conversion = original.convert(version)
    lost = {p.path.rsplit("/", 1)[1] for p in conversion.problems}
    assert lost == _shape_losses(shape, version)
    _assert_valid_for(conversion.text, version)
    _assert_same_inertial(original, sdformat_semantics.load(conversion.text), "part")


def test_the_written_inertial_says_it_was_computed() -> None:
    text = sdformat_semantics.load(_auto_link("box", "default", None)).convert("1.10").text
    inertial = etree.fromstring(text.encode()).find(".//link[@name='part']/inertial")
    assert inertial is not None
    comments = [node.text for node in inertial if isinstance(node, etree._Comment)]
    assert comments and "computed from the collisions" in str(comments[0])
    assert [child.tag for child in inertial if isinstance(child.tag, str)] == [
        "mass",
        "pose",
        "inertia",
    ]


NOT_COMPUTABLE = {
    "mesh": (
        "<collision name='c'><geometry><mesh><uri>meshes/part.stl</uri></mesh></geometry>"
        "</collision>",
        "needs a mesh library",
    ),
    "plane": (
        "<collision name='c'><geometry><plane><normal>0 0 1</normal></plane></geometry>"
        "</collision>",
        "has plane geometry",
    ),
    "no collision": ("", "has no <collision>"),
}


@pytest.mark.parametrize("case", sorted(NOT_COMPUTABLE))
def test_an_inertial_that_cannot_be_computed_keeps_its_values_and_is_reported(case: str) -> None:
    collision, why = NOT_COMPUTABLE[case]
    text = f"""<sdf version="1.11"><model name="m"><link name="part">
      <inertial auto="true"><mass>2</mass><pose>0 0 0.1 0 0 0</pose>
        <inertia><ixx>0.02</ixx><iyy>0.03</iyy><izz>0.04</izz></inertia></inertial>
      {collision}</link></model></sdf>"""
    original = sdformat_semantics.load(text)
    for version in OLDER:
        conversion = original.convert(version)
        [loss] = [p for p in conversion.problems if p.path.endswith("inertial/@auto")]
        assert loss.code is ErrorCode.DOWNCONVERSION_LOSS and why in loss.message
        assert "readers take the values written in the inertial" in loss.message
        _assert_valid_for(conversion.text, version)
        _assert_same_inertial(original, sdformat_semantics.load(conversion.text), "part")
        assert "<mass>2</mass>" in conversion.text


def test_a_mesh_calculator_given_to_the_load_computes_the_written_inertia() -> None:
    def unit_cube(mesh: Any, density: float, params: Any) -> MassProperties:
        return MassProperties(density, np.zeros(3), np.eye(3) * density / 6.0)

    mesh, _ = NOT_COMPUTABLE["mesh"]
    text = f"""<sdf version="1.11"><model name="m"><link name="part">
      <inertial auto="true"><density>10</density></inertial>{mesh}</link></model></sdf>"""
    original = sdformat_semantics.load(text, config=ParserConfig(mesh_inertia=unit_cube))
    conversion = original.convert("1.10")
    assert conversion.lossless, [str(p) for p in conversion.problems]
    written = sdformat_semantics.load(conversion.text)
    assert written.inertial("part").mass == 10
    _assert_same_inertial(original, written, "part")


def test_auto_false_is_dropped_quietly_and_its_values_kept() -> None:
    text = """<sdf version="1.11"><model name="m"><link name="part">
      <inertial auto="false"><mass>3</mass></inertial>
      <collision name="c"><geometry><box><size>1 1 1</size></box></geometry></collision>
      </link></model></sdf>"""
    conversion = sdformat_semantics.load(text).convert("1.10")
    assert conversion.lossless and "auto=" not in conversion.text
    assert "<mass>3</mass>" in conversion.text


# Screw pitch ---------------------------------------------------------------

PITCHES = (0.005, -0.002, 2.5)
FORMS = ("screw_thread_pitch", "both", "thread_pitch", "neither")


def _screw(form: str, pitch: float, joint_type: str = "screw") -> tuple[str, float]:
    """A 1.10 joint writing its pitch in ``form``, and the pitch it means (m/rev)."""
    elements = {
        "screw_thread_pitch": (f"<screw_thread_pitch>{pitch}</screw_thread_pitch>", pitch),
        # screw_thread_pitch wins over a disagreeing thread_pitch
        "both": (
            f"<thread_pitch>7</thread_pitch><screw_thread_pitch>{pitch}</screw_thread_pitch>",
            pitch,
        ),
        "thread_pitch": (f"<thread_pitch>{-2 * math.pi / (pitch or 1)!r}</thread_pitch>", pitch),
        "neither": ("", 1.0),  # 1.10's default: one metre per revolution
    }
    written, meant = elements[form]
    text = f"""<sdf version="1.10"><model name="m"><link name="a"/><link name="b"/>
      <joint name="j" type="{joint_type}"><parent>a</parent><child>b</child>{written}
      <axis><xyz>0 0 1</xyz></axis></joint></model></sdf>"""
    return text, meant


@pytest.mark.parametrize("version", OLDER[1:])
@pytest.mark.parametrize("pitch", PITCHES)
@pytest.mark.parametrize("form", FORMS)
def test_the_screw_pitch_is_written_as_thread_pitch(form: str, pitch: float, version: str) -> None:
    text, meant = _screw(form, pitch)
    original = sdformat_semantics.load(text)
    conversion = original.convert(version)
    assert conversion.lossless, [str(p) for p in conversion.problems]
    _assert_valid_for(conversion.text, version)
    joint = etree.fromstring(conversion.text.encode()).find(".//joint")
    assert joint is not None and joint.find("screw_thread_pitch") is None
    [written] = joint.findall("thread_pitch")
    assert math.isclose(float(written.text or ""), -2 * math.pi / meant, rel_tol=1e-15)
    again = sdformat_semantics.load(conversion.text)
    element = again.frame_graphs().vertices["j"].element
    assert math.isclose(screw_pitch(element), meant, rel_tol=1e-12)


def test_other_joints_keep_what_they_write() -> None:
    text, _ = _screw("screw_thread_pitch", 0.01, joint_type="revolute")
    converted = sdformat_semantics.load(text).convert("1.9")
    assert converted.lossless and "<thread_pitch>" in converted.text  # harmless, same meaning
    text, _ = _screw("neither", 0.01, joint_type="revolute")
    assert "pitch" not in sdformat_semantics.load(text).convert("1.9").text


def test_a_zero_pitch_has_no_thread_pitch_and_is_reported() -> None:
    text, _ = _screw("screw_thread_pitch", 0.0)
    conversion = sdformat_semantics.load(text).convert("1.9")
    [loss] = conversion.problems
    assert loss.path.endswith('joint[@name="j"]/screw_thread_pitch') and loss.line == 2
    assert "pitch" not in conversion.text


# Names for 1.7 -------------------------------------------------------------

NESTED = """
      <link name="base"><pose>0 0 0.1 0 0 0</pose></link>
      <frame name="f0" attached_to="base"><pose>0.1 0 0.2 0 0.3 0</pose></frame>
      <model name="arm">
        <pose relative_to="f0">0 0.2 0 0.1 0 0</pose>
        <link name="l1"><pose>0 0 0.3 0 0 0.2</pose></link>
        <frame name="f" attached_to="l1"><pose>0.05 0 0 0.4 0 0</pose></frame>
        <model name="hand" canonical_link="tip">
          <pose relative_to="l1">0 0 0.1 0 0.5 0</pose>
          <link name="palm"/>
          <link name="tip"><pose>0.02 0 0.03 0 0 0</pose></link>
        </model>
      </model>"""
CHILDREN = ("arm::f", "arm", "arm::hand", "arm::hand::tip")
PARENTS = ("base", "f0")
NAMED = ("arm", "arm::hand", "f0", "arm::f")


def _joint_case(parent: str, child: str, posed: bool, named: str) -> str:
    pose = "<pose>0 0.01 0.02 0 0 0.3</pose>" if posed else ""
    return f"""<sdf version="1.10"><world name="w"><model name="rig">{NESTED}
      <joint name="j" type="revolute">{pose}<parent>{parent}</parent><child>{child}</child>
        <axis><xyz expressed_in="{named}">0 1 0</xyz></axis></joint>
      <frame name="g" attached_to="{named}"><pose relative_to="{named}">0 0 0.4 0 0 0</pose>
      </frame>
    </model>
    <frame name="marker" attached_to="rig::{named}"><pose relative_to="rig::{named}">1 0 0 0 0 0</pose>
    </frame></world></sdf>"""


JOINT_CASES = [
    (parent, child, posed, named)
    for parent, child, posed, named in itertools.product(PARENTS, CHILDREN, (False, True), NAMED)
]


def _names_in(model: etree._Element) -> set[str]:
    return {str(e.get("name")) for e in model if e.tag in ("link", "frame", "joint")}


@pytest.mark.parametrize(("parent", "child", "posed", "named"), JOINT_CASES)
def test_1_7_names_what_1_8_named_by_links_and_proxy_frames(
    parent: str, child: str, posed: bool, named: str
) -> None:
    original = sdformat_semantics.load(_joint_case(parent, child, posed, named))
    assert original.valid, [str(e) for e in original.errors]
    conversion = original.convert("1.7")
    assert conversion.lossless, [str(p) for p in conversion.problems]
    _assert_valid_for(conversion.text, "1.7")
    tree = etree.fromstring(conversion.text.encode())
    model = tree.find("world/model")
    assert model is not None
    links = {str(e.get("name")) for e in model.findall("link")}
    names = _names_in(model) | {"__model__"}
    joint = model.find("joint[@name='j']")
    assert joint is not None
    assert (joint.findtext("parent"), joint.findtext("child")) == (
        original.joint_parent_link("rig::j").removeprefix("rig::"),
        original.joint_child_link("rig::j").removeprefix("rig::"),
    )
    assert {joint.findtext("parent"), joint.findtext("child")} <= links
    for node in model.iter():
        for attribute in ("relative_to", "attached_to", "expressed_in"):
            if node.get(attribute):
                assert node.get(attribute) in names, (node.tag, attribute, node.get(attribute))
    written = sdformat_semantics.load(conversion.text)
    assert written.valid, [str(e) for e in written.errors]
    for vertex, found in original.frame_graphs().vertices.items():
        assert written.pose(vertex).isclose(original.pose(vertex), TOLERANCE), vertex
        if found.kind is FrameKind.FRAME:
            assert written.attached_body(vertex) == original.attached_body(vertex), vertex
    assert np.allclose(written.axis("rig::j"), original.axis("rig::j"), atol=TOLERANCE)
    assert np.allclose(
        written.axis("rig::j", "world"), original.axis("rig::j", "world"), atol=TOLERANCE
    )


@pytest.mark.parametrize("canonical", [None, "arm::l1", "later"])
def test_an_implicit_canonical_link_that_flattening_would_change_is_written_out(
    canonical: str | None,
) -> None:
    attribute = f' canonical_link="{canonical}"' if canonical else ""
    text = f"""<sdf version="1.10"><world name="w"><model name="rig"{attribute}>
      <pose>0 0 1 0 0 0</pose>
      <model name="arm"><link name="l1"/><link name="l2"><pose>0 1 0 0 0 0</pose></link></model>
      <link name="later"><pose>1 0 0 0 0 0</pose></link>
      <frame name="on_model" attached_to="__model__"/>
    </model></world></sdf>"""
    original = sdformat_semantics.load(text)
    conversion = original.convert("1.7")
    model = etree.fromstring(conversion.text.encode()).find("world/model")
    assert model is not None
    assert model.get("canonical_link") == (canonical or "later")
    written = sdformat_semantics.load(conversion.text)
    assert written.attached_body("rig::on_model") == original.attached_body("rig::on_model")


def test_a_model_whose_first_link_is_canonical_gets_no_attribute() -> None:
    text = f"""<sdf version="1.10"><world name="w"><model name="rig">{NESTED}</model>
    </world></sdf>"""
    model = etree.fromstring(sdformat_semantics.load(text).convert("1.7").text.encode()).find(
        "world/model"
    )
    assert model is not None and model.get("canonical_link") is None


@pytest.mark.parametrize("canonical", ["", ' canonical_link="b2"'])
def test_what_was_attached_to_a_static_nested_model_is_attached_to_its_canonical_link(
    canonical: str,
) -> None:
    """1.7 cannot keep a nested model static (reported); the rest stays where it was."""
    text = f"""<sdf version="1.10"><world name="w"><model name="m"><link name="a"/>
      <model name="s"{canonical}><static>true</static><pose>0 1 0 0 0 0</pose>
        <link name="b"><pose>1 0 0 0 0 0</pose></link><link name="b2"/><frame name="f"/></model>
      <frame name="g" attached_to="s"/>
      <joint name="j" type="fixed"><parent>a</parent><child>s</child></joint>
    </model></world></sdf>"""
    original = sdformat_semantics.load(text)
    conversion = original.convert("1.7")
    [loss] = conversion.problems
    assert loss.path.endswith('model[@name="s"]/static')
    _assert_valid_for(conversion.text, "1.7")
    model = etree.fromstring(conversion.text.encode()).find("world/model")
    assert model is not None
    link = "s::b2" if canonical else "s::b"
    assert model.findtext("joint/child") == link
    proxy = model.find("frame[@name='s::__model__']")
    assert proxy is not None and proxy.get("attached_to") == link
    written = sdformat_semantics.load(conversion.text)
    for vertex in original.frame_graphs().vertices:
        assert written.pose(vertex).isclose(original.pose(vertex), TOLERANCE), vertex
