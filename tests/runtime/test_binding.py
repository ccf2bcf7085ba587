"""Reading and writing documents: lossless round trips and error values for bad input."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
import sdformat_v1_10
import sdformat_versions
from lxml import etree

from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_semantics.versions import version_package
from tests.conftest import DATA

PACKAGES = {entry.version: version_package(entry.version) for entry in sdformat_versions.VERSIONS}
CORPUS = DATA / "corpus"
MANIFEST = [
    e for e in json.loads((CORPUS / "manifest.json").read_text()) if e["version"] in PACKAGES
]


@pytest.mark.parametrize("entry", MANIFEST, ids=[e["path"] for e in MANIFEST])
def test_read_write_read_is_lossless_and_schema_valid(entry: dict[str, str]) -> None:
    """Every vendored file: the re-read objects equal the first read; XSD-valid stays valid."""
    package = PACKAGES[entry["version"]]
    first = package.load(CORPUS / entry["path"])
    assert (first.root is not None and first.errors == []) or entry["expect"] == "reject"
    assert first.root is not None
    written = package.dumps(first.root)
    second = package.loads(written)
    assert second.root == first.root
    if entry["expect"] == "accept":
        schema = etree.XMLSchema(file=str(package.SCHEMA_ROOT))
        assert schema.validate(etree.fromstring(written.encode())), schema.error_log


def test_equality_notices_a_changed_value() -> None:
    """The round-trip comparison is not vacuous: one changed number breaks equality."""
    text = '<sdf version="1.10"><model name="m"><link name="l"><pose>1 2 3 0 0 0</pose></link></model></sdf>'
    a = sdformat_v1_10.loads(text).root
    b = sdformat_v1_10.loads(text.replace("1 2 3", "1 2 4")).root
    assert a is not None and b is not None and a != b


CUSTOM = """<sdf version="1.10" xmlns:gz="http://gazebosim.org/schema">
  <model name="m" gz:flag="yes">
    <link name="a"/>
    <gz:marker id="1"><gz:inner>text</gz:inner></gz:marker>
    <link name="b"/>
    <plugin name="p" filename="libp.so"><any_tag x="1">free <b>text</b></any_tag></plugin>
  </model>
</sdf>
"""


def test_custom_content_survives_in_place() -> None:
    """Namespaced elements stay between the links they sat between; plugin content is verbatim."""
    result = sdformat_v1_10.loads(CUSTOM)
    assert result.problems == ()
    written = sdformat_v1_10.dumps(result.root)  # type: ignore[arg-type]
    model = etree.fromstring(written.encode())[0]
    assert [etree.QName(c).localname for c in model] == ["link", "marker", "link", "plugin"]
    assert model.get("{http://gazebosim.org/schema}flag") == "yes"
    assert "gz:marker" in written and 'xmlns:gz="http://gazebosim.org/schema"' in written
    plugin = model[3]
    kept = plugin[0]
    assert (kept.tag, dict(kept.attrib), kept.text, kept[0].tag, kept[0].text) == (
        "any_tag",
        {"x": "1"},
        "free ",
        "b",
        "text",
    )


def test_xml_kept_by_hand_on_a_read_object_is_written() -> None:
    """Extras a reader left empty can still be filled in code, and the writer keeps them."""
    link = sdformat_v1_10.loads(
        '<sdf version="1.10"><model name="m"><link name="l"/></model></sdf>'
    ).root.model.links[0]  # type: ignore[union-attr]
    assert (link.xml_extras.attributes, link.xml_extras.elements) == ({}, [])
    link.xml_extras.attributes["{urn:x}tag"] = "1"
    link.xml_extras.elements.append(etree.fromstring('<x:note xmlns:x="urn:x">hi</x:note>'))
    link.xml_extras.namespaces["x"] = "urn:x"
    written = etree.tostring(link.to_xml()).decode()
    assert written == '<link xmlns:x="urn:x" name="l" x:tag="1"><x:note>hi</x:note></link>'


def test_unknown_elements_are_kept_with_a_warning() -> None:
    """A typo'd element is not an error by default, but the user hears about it, and it is kept."""
    text = '<sdf version="1.10">\n<model name="m">\n<lnk name="x"/>\n</model>\n</sdf>'
    result = sdformat_v1_10.loads(text)
    (warning,) = result.warnings
    assert warning.code is ErrorCode.ELEMENT_INCORRECT_TYPE
    assert warning.line == 3
    assert warning.path == '/sdf/model[@name="m"]/lnk[@name="x"]'
    assert '<lnk name="x"/>' in sdformat_v1_10.dumps(result.root)  # type: ignore[arg-type]


BAD = {
    "value that does not parse": (
        '<link name="l"><gravity>maybe</gravity></link>',
        ErrorCode.PARAMETER_ERROR,
        '/sdf/model[@name="m"]/link[@name="l"]/gravity',
        "is not a bool",
    ),
    "missing required attribute": (
        "<link><gravity>true</gravity></link>",
        ErrorCode.ATTRIBUTE_MISSING,
        '/sdf/model[@name="m"]/link',
        "missing the required attribute 'name'",
    ),
    "min violation": (
        '<link name="l"><particle_emitter name="e" type="box"><rate>-1</rate></particle_emitter></link>',
        ErrorCode.PARAMETER_ERROR,
        '/sdf/model[@name="m"]/link[@name="l"]/particle_emitter[@name="e"]/rate',
        "is below the minimum [0.0, inf]",
    ),
    "max violation": (
        '<link name="l"><sensor name="s" type="camera"><camera><horizontal_fov>7</horizontal_fov>'
        "</camera></sensor></link>",
        ErrorCode.PARAMETER_ERROR,
        '/sdf/model[@name="m"]/link[@name="l"]/sensor[@name="s"]/camera/horizontal_fov',
        "is above the maximum [0.001, 6.283186]",
    ),
    "attribute that does not parse": (
        '<link name="l"><pose degrees="sometimes">0 0 0 0 0 0</pose></link>',
        ErrorCode.ATTRIBUTE_INVALID,
        '/sdf/model[@name="m"]/link[@name="l"]/pose',
        "attribute 'degrees'",
    ),
    "value outside the enumeration": (
        '<joint name="j" type="hinge"><parent>a</parent><child>b</child></joint>',
        ErrorCode.ATTRIBUTE_INVALID,
        '/sdf/model[@name="m"]/joint[@name="j"]',
        "not one of: revolute",
    ),
    "quaternion pose with degrees": (
        '<pose rotation_format="quat_xyzw" degrees="true">0 0 0 0 0 0 1</pose>',
        ErrorCode.PARAMETER_ERROR,
        '/sdf/model[@name="m"]/pose',
        "applies to Euler angles",
    ),
    "empty quaternion pose with degrees": (
        '<pose rotation_format="quat_xyzw" degrees="true"> </pose>',
        ErrorCode.PARAMETER_ERROR,
        '/sdf/model[@name="m"]/pose',
        "applies to Euler angles",
    ),
    "pose with the wrong count for its format": (
        '<pose rotation_format="quat_xyzw">0 0 0 0 0 0</pose>',
        ErrorCode.PARAMETER_ERROR,
        '/sdf/model[@name="m"]/pose',
        "takes 7 numbers, not 6",
    ),
    "unknown rotation_format": (
        '<pose rotation_format="euler_xyz">0 0 0 0 0 0</pose>',
        ErrorCode.ATTRIBUTE_INVALID,
        '/sdf/model[@name="m"]/pose',
        "not one of: euler_rpy, quat_xyzw",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_input_becomes_an_error_value(case: str, tmp_path: Path) -> None:
    """Code, message, file, line and element path; no exception escapes."""
    body, code, path, words = BAD[case]
    file = tmp_path / "bad.sdf"
    file.write_text(f'<sdf version="1.10">\n<model name="m">\n{body}\n</model>\n</sdf>\n')
    result = sdformat_v1_10.load(file)
    errors = result.errors
    assert errors, result.problems
    error = errors[0]
    assert (error.code, error.path, error.line, error.file) == (code, path, 3, str(file))
    assert words in error.message
    assert str(error).startswith(f"{file}:3: error {code.value}: ")


def test_unparsable_values_are_kept_verbatim() -> None:
    """Nothing is lost: the bad text is written back as it was, for the user to fix."""
    text = '<sdf version="1.10"><model name="m"><static>maybe</static></model></sdf>'
    result = sdformat_v1_10.loads(text)
    assert [e.code for e in result.errors] == [ErrorCode.PARAMETER_ERROR]
    assert "<static>maybe</static>" in sdformat_v1_10.dumps(result.root)  # type: ignore[arg-type]


def test_every_element_with_a_bad_value_is_reported_and_equal_texts_read_equal() -> None:
    """A repeated bad text is an error at each element; a repeated good one reads the same."""
    links = "".join(
        f"<link name='l{i}'><gravity>{text}</gravity><pose>1 2 3 0 0 0</pose></link>"
        for i, text in enumerate(["maybe", "true", "maybe", "TRUE"])
    )
    result = sdformat_v1_10.loads(f"<sdf version='1.10'><model name='m'>{links}</model></sdf>")
    assert [e.path for e in result.errors] == [
        '/sdf/model[@name="m"]/link[@name="l0"]/gravity',
        '/sdf/model[@name="m"]/link[@name="l2"]/gravity',
    ]
    assert result.root is not None and result.root.model is not None
    read = result.root.model.links
    assert [link.gravity for link in read] == [True, True, True, True]
    assert all(link.pose.value.tolist() == [1, 2, 3, 0, 0, 0] for link in read)
    assert "<gravity>maybe</gravity>" in sdformat_v1_10.dumps(result.root)


@pytest.mark.parametrize(
    ("inner", "read", "expected"),
    [
        # An empty optional value element, attribute and typed element text.
        (
            "<link name='l'><velocity_decay><linear></linear></velocity_decay></link>",
            lambda m: m.links[0].velocity_decay.linear,
            0.0,
        ),
        (
            "<link name='l'><sensor name='s' type='imu'><update_rate/></sensor></link>",
            lambda m: m.links[0].sensors[0].update_rate,
            0.0,
        ),
        (
            "<link name='l'><sensor name='s' type='imu'><imu><orientation_reference_frame>"
            "<custom_rpy parent_frame='x'/></orientation_reference_frame></imu></sensor></link>",
            lambda m: (
                m.links[0].sensors[0].imu.orientation_reference_frame.custom_rpy.value.tolist()
            ),
            [0.0, 0.0, 0.0],
        ),
        (
            "<pose rotation_format='quat_xyzw'/>",
            lambda m: m.pose.value.tolist(),
            [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0],
        ),
    ],
)
def test_empty_optional_values_read_as_their_default(
    inner: str, read: object, expected: object
) -> None:
    """As in the reference, an empty optional value means its default; the reader says so."""
    text = f"<sdf version='1.10'><model name='m'>{inner}</model></sdf>"
    result = sdformat_v1_10.loads(text)
    assert not result.errors, result.errors
    assert result.root is not None and callable(read)
    assert read(result.root.model) == expected
    if "quat_xyzw" not in inner:
        assert [w.code for w in result.warnings] == [ErrorCode.WARNING]
        assert "is empty; its default" in result.warnings[0].message
    again = sdformat_v1_10.loads(sdformat_v1_10.dumps(result.root))
    assert again.root == result.root and not again.errors


def test_empty_required_values_are_errors() -> None:
    """A required value has no default to fall back on: empty text is an error, kept verbatim."""
    text = "<sdf version='1.10'><model name='m'><link name='l'><collision name='c'><geometry><box><size/></box></geometry></collision></link></model></sdf>"
    result = sdformat_v1_10.loads(text)
    assert [e.code for e in result.errors] == [ErrorCode.PARAMETER_ERROR]


@pytest.mark.parametrize(
    ("text", "code", "line"),
    [
        ("<sdf version='1.10'>\n<model name='m'>\n</sdf>", ErrorCode.FILE_READ, 3),
        ("<robot name='r'/>", ErrorCode.PARSING_ERROR, 1),
        ("", ErrorCode.FILE_READ, 1),
    ],
)
def test_unreadable_documents_give_an_error_and_no_root(
    text: str, code: ErrorCode, line: int
) -> None:
    """Malformed XML and non-SDFormat roots are errors with a line, not exceptions."""
    result = sdformat_v1_10.loads(text)
    assert result.root is None
    assert result.errors[0].code is code and result.errors[0].line == line


def test_deprecated_elements_warn() -> None:
    """thread_pitch is deprecated in 1.10: read, kept, and reported as ELEMENT_DEPRECATED."""
    text = '<sdf version="1.10"><model name="m"><joint name="j" type="screw"><parent>a</parent><child>b</child><thread_pitch>2</thread_pitch></joint></model></sdf>'
    result = sdformat_v1_10.loads(text)
    assert [(w.code, w.severity) for w in result.warnings] == [
        (ErrorCode.ELEMENT_DEPRECATED, Severity.WARNING)
    ]
    assert result.root is not None and result.root.model is not None
    assert result.root.model.joints[0].thread_pitch == 2.0


def test_objects_remember_where_they_were_read() -> None:
    """Every object knows its file and line."""
    result = sdformat_v1_10.loads(
        '<sdf version="1.10">\n<model name="m">\n\n<link name="l"/>\n</model>\n</sdf>'
    )
    assert result.root is not None and result.root.model is not None
    origin = result.root.model.links[0].xml_origin
    assert (
        origin is not None
        and origin.line == 4
        and origin.path == '/sdf/model[@name="m"]/link[@name="l"]'
    )


def test_documents_built_in_code_validate() -> None:
    """Model(name=..., links=[Link(...)]) written out is a valid SDFormat 1.10 document."""
    v = sdformat_v1_10
    model = v.Model(
        name="box",
        static=True,
        links=[
            v.Link(
                name="base",
                pose=v.Pose(value=np.array([0, 0, 0.5, 0, 0, 0])),
                collisions=[
                    v.Collision(
                        name="c", geometry=v.Geometry(box=v.Box(size=np.array([1.0, 1, 1])))
                    )
                ],
            )
        ],
    )
    text = v.dumps(v.Sdf(version="1.10", model=model))
    schema = etree.XMLSchema(file=str(v.SCHEMA_ROOT))
    assert schema.validate(etree.fromstring(text.encode())), schema.error_log
    again = v.loads(text)
    assert again.problems == () and again.root is not None and again.root.model == model
    assert "<static>true</static>" in text and "<size>1 1 1</size>" in text
