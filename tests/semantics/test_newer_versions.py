"""SDFormat 1.11 and 1.12: what Gazebo Harmonic, Ionic and Jetty write loads, as 1.12 objects."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest
import sdformat_v1_12

import sdformat_semantics
from sdformat_runtime.binding import Element, binding_of
from sdformat_runtime.extensions import KNOWN_EXTENSIONS
from sdformat_runtime.versions import version_key
from sdformat_semantics.versions import LOAD_VERSIONS, NEWEST, PACKAGES
from tests.conftest import DATA
from tests.helpers import run_cli

CORPUS = DATA / "corpus"
NEWER_FILES = [
    entry
    for entry in json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
    if version_key(entry["version"]) >= (1, 11)
]


def test_the_newest_version_is_1_12() -> None:
    assert NEWEST == "1.12"
    assert {"1.11", "1.12"} <= set(PACKAGES)


@pytest.mark.parametrize("entry", NEWER_FILES, ids=[e["path"] for e in NEWER_FILES])
def test_real_1_11_and_1_12_files_load_valid_as_1_12(entry: dict[str, str]) -> None:
    document = sdformat_semantics.load(CORPUS / entry["path"])
    assert document.valid, [str(e) for e in document.errors]
    assert document.original_version == entry["version"] and document.version == NEWEST
    assert isinstance(document.root, sdformat_v1_12.Sdf)
    again = sdformat_semantics.load(document.to_xml())
    assert again.valid and again.root == document.root


def test_the_corpus_has_files_of_both_versions() -> None:
    assert {e["version"] for e in NEWER_FILES} == {"1.11", "1.12"}


NEW_1_11 = """<sdf version="1.11"><model name="m"><link name="l">
  <inertial auto="true"><density>500</density></inertial>
  <collision name="c"><density>800</density>
    <auto_inertia_params><gz:voxel_size xmlns:gz="http://gazebosim.org/schema">0.01</gz:voxel_size></auto_inertia_params>
    <geometry><cone><radius>0.5</radius><length>2</length></cone></geometry></collision>
  <collision name="mesh"><geometry><mesh optimization="convex_decomposition">
    <uri>m.dae</uri><convex_decomposition><max_convex_hulls>8</max_convex_hulls></convex_decomposition>
  </mesh></geometry></collision>
</link></model></sdf>"""


@pytest.mark.parametrize("version", ["1.11", "1.12"])
def test_the_1_11_elements_are_read_into_typed_fields(version: str) -> None:
    document = sdformat_semantics.load(NEW_1_11, version=version)
    # The only warning: the auto inertial cannot be computed, a collision being a mesh.
    assert document.valid, [str(e) for e in document.errors]
    assert [w.code.value for w in document.warnings] == ["AUTO_INERTIA_NOT_COMPUTED"]
    link = document.model.links[0]
    assert link.inertial.auto is True and link.inertial.density == 500.0
    cone, mesh = (c.geometry for c in link.collisions)
    assert (cone.cone.radius, cone.cone.length) == (0.5, 2.0)
    assert link.collisions[0].density == 800.0
    assert link.collisions[0].auto_inertia_params is not None
    assert mesh.mesh.optimization == "convex_decomposition"
    assert mesh.mesh.convex_decomposition.max_convex_hulls == 8
    assert mesh.mesh.convex_decomposition.voxel_resolution == 200000  # the default


def test_the_1_11_elements_are_unknown_to_1_10() -> None:
    document = sdformat_semantics.load(NEW_1_11.replace('"1.11"', '"1.10"'), version="1.10")
    unknown = {w.path.rsplit("/", 1)[-1] for w in document.warnings}
    assert {"density", "cone", "convex_decomposition"} <= unknown


SENSOR = """<sdf version="{version}"><model name="m"><link name="l">
  <sensor name="imu" type="imu">{inside}</sensor>{outside}
</link></model></sdf>"""


@pytest.mark.parametrize("version", LOAD_VERSIONS)
def test_gz_frame_id_gets_a_warning_that_says_what_it_is(version: str) -> None:
    text = SENSOR.format(version=version, inside="<gz_frame_id>l</gz_frame_id>", outside="")
    document = sdformat_semantics.load(text, version=version)
    assert document.valid
    [warning] = document.warnings
    assert warning.code.value == "ELEMENT_INCORRECT_TYPE" and warning.line == 2
    assert warning.path.endswith('sensor[@name="imu"]/gz_frame_id')
    assert "Gazebo Harmonic" in warning.message and "<sensor><frame_id>" in warning.message
    has_frame_id = version_key(version) >= (1, 12)
    assert warning.suggestion == ("frame_id" if has_frame_id else None)
    assert ("standardises" in warning.message) is has_frame_id
    assert "did you mean" not in warning.message


def test_gz_frame_id_elsewhere_is_an_ordinary_unknown_element() -> None:
    text = SENSOR.format(version="1.12", inside="", outside="<gz_frame_id>l</gz_frame_id>")
    [warning] = sdformat_semantics.load(text).warnings
    assert warning.message.startswith("<gz_frame_id> is not a child of <link> in SDFormat 1.12")


def test_every_known_extension_names_a_real_replacement() -> None:
    """The replacement a warning recommends is a child in the version it names, not before."""
    for (parent, tag), extension in KNOWN_EXTENSIONS.items():
        assert (extension.parent, extension.tag) == (parent, tag)
        for version, package in PACKAGES.items():
            module = importlib.import_module(package)
            children = {
                child
                for cls in (getattr(module, name) for name in module.__all__)
                if isinstance(cls, type) and issubclass(cls, Element) and parent == cls.TAG
                for child in binding_of(cls).children
            }
            assert children, (version, parent)
            assert tag not in children
            has_it = version_key(version) >= version_key(extension.since)
            assert (extension.replacement in children) is has_it, version


def test_sensor_frame_id_is_a_1_12_field() -> None:
    text = SENSOR.format(version="1.12", inside="<frame_id>l</frame_id>", outside="")
    document = sdformat_semantics.load(text)
    assert document.valid and not document.warnings
    assert document.model.links[0].sensors[0].frame_id == "l"


def test_model_state_in_a_model_and_an_include_are_read() -> None:
    text = """<sdf version="1.12"><world name="w">
      <include><uri>box.sdf</uri>
        <model_state name="box"><joint_state name="j"><axis_state>
          <position degrees="true">30</position></axis_state></joint_state></model_state>
      </include>
      <model name="m"><link name="l"/>
        <model_state name="m"><link_state name="l"><linear_velocity>1 0 0</linear_velocity>
        </link_state></model_state></model>
    </world></sdf>"""

    def resolver(uri: str) -> Path | None:
        return None

    document = sdformat_semantics.load(
        text, config=sdformat_semantics.ParserConfig(resolver=resolver, model_path_variables=())
    )
    world = document.root.worlds[0]
    state = world.includes[0].model_state
    assert state.joint_states[0].axis_state.position.value == 30.0
    assert state.joint_states[0].axis_state.position.degrees is True
    model = world.models[0]
    assert model.model_state.link_states[0].linear_velocity.tolist() == [1.0, 0.0, 0.0]


@pytest.mark.parametrize(
    ("path", "version", "known"),
    [
        ("model/link/collision/geometry/cone", "1.11", True),
        ("model/link/collision/geometry/cone", "1.10", False),
        ("model/link/sensor/frame_id", "1.12", True),
        ("model/link/sensor/frame_id", "1.11", False),
        ("world/state/model_state/joint_state/axis2_state/effort", "1.12", True),
        ("world/state/model/joint/angle", "1.11", True),
        ("model/include/model_state", "1.12", True),
    ],
)
def test_describe_knows_each_version(
    capsys: pytest.CaptureFixture[str], path: str, version: str, known: bool
) -> None:
    status, out, err = run_cli(capsys, "describe", path, "--version", version)
    assert (status == 0) is known, err
    if known:
        assert f"(SDFormat {version})" in out.splitlines()[0]


@pytest.mark.parametrize("version", ["1.11", "1.12"])
def test_schema_gives_each_versions_root(capsys: pytest.CaptureFixture[str], version: str) -> None:
    status, out, _ = run_cli(capsys, "schema", "--version", version)
    root = Path(out.strip())
    assert status == 0 and root.is_file()
    assert root.parent.parent.name == f"sdformat_v{version.replace('.', '_')}"
    assert 'name="cone"' in (root.parent / "geometry.xsd").read_text()
