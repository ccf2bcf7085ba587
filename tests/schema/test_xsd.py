"""The generated XSD set: compiles offline, accepts real files, rejects real mistakes."""

from __future__ import annotations

import functools
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import xmlschema
from lxml import etree

from generator.pipeline import VERSIONS
from generator.render import package_name
from sdformat_runtime.versions import version_key
from tests.conftest import DATA, REPO

CORPUS = DATA / "corpus"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))


def schema_root(version: str) -> Path:
    return REPO / "generated" / package_name(version) / "schema" / "root.xsd"


@functools.cache
def libxml2_schema(version: str) -> etree.XMLSchema:
    return etree.XMLSchema(etree.parse(str(schema_root(version))))


@functools.cache
def python_schema(version: str) -> xmlschema.XMLSchema10:
    return xmlschema.XMLSchema10(str(schema_root(version)))


def errors(version: str, text: str) -> list[tuple[int, str]]:
    """Validate with libxml2 and xmlschema; both must agree; return libxml2's (line, message)."""
    document = etree.fromstring(text.encode())
    schema = libxml2_schema(version)
    accepted = schema.validate(etree.ElementTree(document))
    assert accepted == python_schema(version).is_valid(document), schema.error_log
    return [(e.line, e.message) for e in schema.error_log]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.slow
def test_schema_set_compiles_offline_with_both_validators(version: str) -> None:
    """libxml2 and xmlschema both load the set; every schemaLocation is a sibling file."""
    assert libxml2_schema(version) is not None
    assert python_schema(version).root_elements[0].name == "sdf"
    for xsd in schema_root(version).parent.glob("*.xsd"):
        for location in re.findall(r'schemaLocation="([^"]+)"', xsd.read_text()):
            assert "/" not in location and ":" not in location
            assert (xsd.parent / location).is_file()


@pytest.mark.parametrize("entry", MANIFEST, ids=[e["path"] for e in MANIFEST])
def test_vendored_corpus_files(entry: dict[str, str]) -> None:
    """Valid real files validate; files wrong for their declared version fail at the named element."""
    version = entry["version"]
    text = (CORPUS / entry["path"]).read_text(encoding="utf-8")
    found = errors(version, text)
    if entry["expect"] == "accept":
        assert found == []
    else:
        assert found, entry["why"]
        line, message = found[0]
        assert entry["rejected_at"] in message
        assert line > 0


def _world(version: str, body: str, xmlns: str = "") -> str:
    return f'<sdf version="{version}"{xmlns}><world name="w">{body}</world></sdf>'


def _model(version: str, body: str, xmlns: str = "") -> str:
    return f'<sdf version="{version}"{xmlns}><model name="m">{body}</model></sdf>'


NS = ' xmlns:gz="http://gazebosim.org/schema" xmlns:drake="http://drake.mit.edu"'

ACCEPTED = {
    "typed elements with attributes": lambda v: _model(
        v,
        '<link name="l"><pose relative_to="__model__">1 2 3 0 0 0</pose></link>'
        '<joint name="j" type="revolute"><parent>world</parent><child>l</child>'
        '<axis><xyz expressed_in="__model__">0 0 1</xyz></axis></joint>'
        if version_key(v) >= (1, 7)
        else '<link name="l"><pose frame="">1 2 3 0 0 0</pose></link>'  # 1.6's attribute
        '<joint name="j" type="revolute"><parent>world</parent><child>l</child>'
        "<axis><xyz>0 0 1</xyz><use_parent_model_frame>1</use_parent_model_frame></axis></joint>",
    ),
    "nested models three deep": lambda v: _model(
        v,
        '<model name="a"><model name="b"><model name="c"><link name="l">'
        "<pose>0 0 1 0 0 0</pose></link></model></model></model>",
    ),
    "plugin content is free XML": lambda v: _model(
        v,
        '<plugin name="p" filename="libp.so"><anything a="1"><nested>text</nested></anything>'
        "loose text<link/></plugin>",
    ),
    "namespaced custom elements and attributes": lambda v: _model(
        v,
        '<link name="l" gz:flag="x"><gz:custom><gz:inner>1</gz:inner></gz:custom>'
        "<drake:proximity_properties><drake:mu_static>1</drake:mu_static>"
        "</drake:proximity_properties></link>",
        NS,
    ),
    "numbers in every spelling the parser reads": lambda v: _model(
        v,
        '<joint name="j" type="revolute"><parent>world</parent><child>l</child><axis>'
        "<xyz>0 0 1</xyz><limit><lower>-inf</lower><upper>1e16</upper><effort>INF</effort>"
        '<velocity>+1.5E+3</velocity></limit></axis></joint><link name="l"/>',
    ),
    "bools in any case": lambda v: _model(
        v,
        "<static>TRUE</static><self_collide>False</self_collide><allow_auto_disable>1</allow_auto_disable>",
    ),
    "poses of six numbers, empty, and padded with white space": lambda v: _model(
        v,
        '<pose>  1 2\n3 0 0 0 </pose><link name="a"><pose/></link><link name="b"><pose></pose></link>',
    ),
    "world with gravity, physics and a light": lambda v: _world(
        v,
        '<gravity>0 0 -9.8</gravity><physics name="p" type="ode"><max_step_size>0.001</max_step_size>'
        '</physics><light name="sun" type="directional"><diffuse>1 1 1 1</diffuse></light>',
    ),
    "colors of three or four values": lambda v: _model(
        v,
        '<link name="l"><visual name="v"><geometry><box><size>1 1 1</size></box></geometry>'
        "<material><ambient>1 0 0</ambient><diffuse>0.5 0.5 0.5 1</diffuse></material>"
        "</visual></link>",
    ),
}


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("case", sorted(ACCEPTED))
def test_documents_the_parser_accepts_validate(version: str, case: str) -> None:
    """What a valid document may contain is accepted by both validators."""
    assert errors(version, ACCEPTED[case](version)) == []


def test_quaternion_poses_validate_in_1_10() -> None:
    """Seven-number poses with rotation_format are 1.9+ syntax."""
    text = _model(
        "1.10",
        '<pose rotation_format="quat_xyzw">0 0 0 0 0 0 1</pose><pose degrees="true">0 0 0 90 0 0</pose>',
    )
    assert errors("1.10", text) == []


REJECTED = {
    "bool that is not a bool": ("<static>maybe</static>", "static"),
    "vector with too few numbers": (
        '<link name="l"><inertial><mass>abc</mass></inertial></link>',
        "mass",
    ),
    "unknown element without a namespace": ('<link name="l"><visul name="v"/></link>', "visul"),
    "link without its required name": ("<link><pose>0 0 0 0 0 0</pose></link>", "name"),
    "pose with five numbers": ("<pose>1 2 3 4 5</pose>", "pose"),
    "unknown attribute without a namespace": ('<link name="l" colour="red"/>', "colour"),
    "joint type outside the enumeration": (
        '<joint name="j" type="hinge"><parent>a</parent><child>b</child></joint>',
        "'hinge' is not an element of the set",
    ),
}


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("case", sorted(REJECTED))
def test_real_mistakes_are_rejected_on_their_line(version: str, case: str) -> None:
    """Each rejection names the offending line (the mistake sits on line 3)."""
    body, culprit = REJECTED[case]
    text = f'<sdf version="{version}">\n<model name="m">\n{body}\n</model>\n</sdf>'
    found = errors(version, text)
    assert found, case
    line, message = found[0]
    assert line == 3
    assert culprit in message


@pytest.mark.parametrize("version", VERSIONS)
def test_world_gravity_needs_three_numbers(version: str) -> None:
    """The issue's example: <gravity>0 0</gravity> is not a vector3."""
    found = errors(
        version,
        f'<sdf version="{version}">\n<world name="w">\n<gravity>0 0</gravity>\n</world>\n</sdf>',
    )
    assert found and found[0][0] == 3 and "gravity" in found[0][1]


@pytest.mark.parametrize("version", VERSIONS)
def test_state_model_and_entity_model_do_not_collide(version: str) -> None:
    """A model state has state children; an entity-only child there is rejected.

    Before 1.12 the state elements share the entities' names (<model>, <link>);
    1.12 names them <model_state>, <link_state>, which the test follows.
    """
    renamed = version_key(version) >= (1, 12)
    model, link = ("model_state", "link_state") if renamed else ("model", "link")
    velocity = (
        "<linear_velocity>0 0 0</linear_velocity>"
        if renamed
        else ("<velocity>0 0 0 0 0 0</velocity>")
    )
    state = (
        f'<state world_name="w"><{model} name="m"><pose>0 0 0 0 0 0</pose>'
        f'<{link} name="l">{velocity}</{link}>'
        f'<{model} name="inner"><{link} name="l2"/></{model}></{model}></state>'
    )
    assert errors(version, _world(version, state)) == []
    wrong = _world(
        version, f'<state world_name="w"><{model} name="m"><static>true</static></{model}></state>'
    )
    assert any("static" in message for _, message in errors(version, wrong))
    entity = _world(version, '<model name="m"><link name="l"><velocity>1</velocity></link></model>')
    assert any("velocity" in message for _, message in errors(version, entity))
    if renamed:
        old_names = _world(version, '<state world_name="w"><model name="m"/></state>')
        assert any("model_state" in message for _, message in errors(version, old_names))


def test_documentation_comes_from_our_descriptions() -> None:
    """Descriptions in spec/ become xs:documentation, so editors show them on hover."""
    link_xsd = (REPO / "generated" / "sdformat_v1_10" / "schema" / "link.xsd").read_text()
    spec = etree.parse(str(REPO / "spec" / "1.10" / "link.sdf"))
    description = " ".join(spec.getroot().findtext("description").split())
    assert f"<xs:documentation>{description}</xs:documentation>" in link_xsd


@pytest.mark.skipif(shutil.which("xmllint") is None, reason="xmllint (libxml2-utils) not installed")
def test_xmllint_validates_offline(tmp_path: Path) -> None:
    """The command from the user guide works: xmllint --noout --schema .../root.xsd file.sdf."""
    good = tmp_path / "good.sdf"
    good.write_text(ACCEPTED["nested models three deep"]("1.10"))
    bad = tmp_path / "bad.sdf"
    bad.write_text(
        '<sdf version="1.10">\n<model name="m">\n<static>maybe</static>\n</model>\n</sdf>\n'
    )
    command = ["xmllint", "--noout", "--nonet", "--schema", str(schema_root("1.10"))]
    assert subprocess.run([*command, str(good)], capture_output=True).returncode == 0
    result = subprocess.run([*command, str(bad)], capture_output=True, text=True)
    assert result.returncode != 0
    assert "bad.sdf:3" in result.stderr
