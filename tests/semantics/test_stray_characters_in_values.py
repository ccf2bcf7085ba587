"""A document whose numbers carry stray characters loads as libsdformat loads it, with warnings."""

from __future__ import annotations

import numpy as np
import pytest

from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_runtime.fastpath import fast_path_accepts
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics import ParserConfig, load
from sdformat_semantics.versions import NEWEST, version_package

DOCUMENT = b"""<?xml version="1.0"?>
<sdf version="1.12">
  <model name="m">
    <link name="l">
      <pose>0 0 2.286.0 0 0 0</pose>
    </link>
    <link name="l2"/>
    <joint name="j" type="revolute">
      <parent>l</parent><child>l2</child>
      <axis><xyz>0 0 1</xyz>
        <limit><lower>-2.356194490192345"</lower><upper>2.356194490192345"</upper></limit>
      </axis>
    </joint>
  </model>
</sdf>
"""


def _problems(lazy: bool) -> list[str]:
    document = load(DOCUMENT, config=ParserConfig(lazy=lazy))
    return [str(p) for p in document.problems]


def test_the_values_are_read_with_a_warning_naming_what_was_taken() -> None:
    document = load(DOCUMENT)
    assert [(p.code, p.severity, p.line) for p in document.problems] == [
        (ErrorCode.VALUE_TOLERATED, Severity.WARNING, 5),
        (ErrorCode.VALUE_TOLERATED, Severity.WARNING, 11),
        (ErrorCode.VALUE_TOLERATED, Severity.WARNING, 11),
    ]
    assert "read as '0 0 2.286 0 0 0'" in document.problems[0].message
    assert "read as '2.356194490192345'" in document.problems[2].message
    model = document.root.model
    assert np.array_equal(model.links[0].pose.value, [0, 0, 2.286, 0, 0, 0])
    limit = model.joints[0].axis.limit
    assert (limit.lower, limit.upper) == (-2.356194490192345, 2.356194490192345)


def test_such_a_document_leaves_the_fast_path_and_lazy_loads_report_the_same() -> None:
    tree, _ = parse_bytes(DOCUMENT)
    assert tree is not None
    package = version_package(NEWEST)
    assert not fast_path_accepts(
        tree.getroot(), package.FAST_PATH_SCHEMA, NEWEST, declares_namespaces=False
    )
    assert _problems(lazy=True) == _problems(lazy=False)


def _notes(data: bytes) -> list[tuple[int | None, str]]:
    document = load(data)
    assert document.valid
    return [(p.line, p.message) for p in document.problems if p.code is ErrorCode.XML_TOLERATED]


def test_a_declaration_missing_its_angle_bracket_is_read_as_tinyxml2_reads_it() -> None:
    data = b'  ?xml version="1.0"?>\n<sdf version="1.12"><model name="m"><link name="l"/>\n<pose>1 x</pose></model></sdf>'
    notes = _notes(data.replace(b"1 x", b"0 0 0 0 0 0"))
    assert notes[0][0] == 1 and "lacks its opening '<'" in notes[0][1]
    problems = load(data).problems
    assert problems[-1].line == 3  # the repair keeps line numbers true


@pytest.mark.parametrize("version", ["0.0", "2.0", "", "x"])
@pytest.mark.parametrize("quote", ['"', "'"])
def test_a_declaration_of_a_version_xml_lacks_is_read_as_xml_1_0(version: str, quote: str) -> None:
    """pybullet's models declare ``<?xml version="0.0" ?>``, which tinyxml2 reads and libxml2 refuses."""
    declaration = f"<?xml version={quote}{version}{quote} ?>".encode()
    for body in (
        b'\n<sdf version="1.12"><model name="m"><link name="l"/>\n<pose>1 x</pose></model></sdf>',
        b'\n<robot name="r"><link name="l"><inertial><mass value="1"/><inertia ixx="1" '
        b'iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial></link>\n<pose>1 x</pose></robot>',
    ):
        data = declaration + body
        problems = load(data).problems
        assert problems[0].code is ErrorCode.XML_TOLERATED and problems[0].line == 1
        assert f"version '{version}'" in problems[0].message
        assert [p.line for p in problems[1:]] == [3]  # the repair keeps line numbers true


@pytest.mark.parametrize("version", ["1.0", "1.1"])
def test_a_declaration_of_xml_1_x_is_read_without_a_note(version: str) -> None:
    data = f'<?xml version="{version}"?><sdf version="1.12"><model name="m"><link name="l"/></model></sdf>'
    assert not _notes(data.encode())


@pytest.mark.parametrize(
    "document",
    [
        b'<sdf xmlns="http://sdformat.org/schemas/root.xsd" xmlns:gz="http://gz" version="1.12">'
        b'\n<model name="m"><link name="l"/><gz:kept/>\n<pose>1 x</pose></model></sdf>',
        b'<robot xmlns="http://drake.mit.edu" xmlns:gz="http://gz" name="r">\n<link name="l">'
        b'<inertial><mass value="1"/><inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/>'
        b"</inertial></link><gz:kept/>\n<pose>1 x</pose></robot>",
    ],
)
def test_a_root_in_a_default_namespace_is_read_as_tinyxml2_reads_it(document: bytes) -> None:
    """A Drake quadrotor in pybullet's data writes ``<robot xmlns="http://drake.mit.edu">``."""
    loaded = load(document)
    assert loaded.root is not None
    notes = [p for p in loaded.problems if p.code is ErrorCode.XML_TOLERATED]
    assert len(notes) == 1 and "default namespace" in notes[0].message and notes[0].line == 1
    lines = {p.line: p.path for p in loaded.problems if p not in notes}
    assert lines[3].endswith("/pose")  # the stray <pose>: its line stays true
    if document.startswith(b"<sdf"):  # a prefixed element keeps its namespace
        assert "gz:kept" in loaded.to_xml(with_errors=True)


def test_double_hyphens_in_comments_are_read_as_tinyxml2_reads_them() -> None:
    data = (
        b'<?xml version="1.0"?>\n<sdf version="1.12">\n<!-- ok -->\n<!-- a -- b --->\n'
        b'<model name="m"><link name="l"/><!-- --x-- --></model>\n<bogus/></sdf>'
    )
    assert _notes(data) == [
        (4, "a comment holds '--' (or ends in '--->'); read with those hyphens spaced")
    ]
    unknown = [p for p in load(data).problems if p.code is ErrorCode.ELEMENT_INCORRECT_TYPE]
    assert unknown[0].line == 6


def test_a_comment_in_a_cdata_section_is_left_alone() -> None:
    data = b'<sdf version="1.12"><model name="m"><link name="l"/></model><![CDATA[<!-- a -- b -->]]></sdf>'
    assert not _notes(data)
