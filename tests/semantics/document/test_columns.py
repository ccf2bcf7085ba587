"""Columns of reported problems: the element's ``<tag``, or the attribute the problem names."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_semantics import load
from sdformat_semantics.document.columns import column_in_line, with_columns
from tests.conftest import DATA
from tests.helpers import cpu_time_growth

# Columns counted by hand: 1-based, in characters.
FIXTURE = """<sdf version="1.10">
  <model name="m">
    <link name="a"><pos>0 0 0 0 0 0</pos></link>
    <link name="b" colour="red"/>
\t<frame name="f" attached_to="nowhere"/>
    <link name="c"><pose relative_to="a">0 0 0 0 0 0</pose></link><link name="d"><pose relative_to="x"/></link>
    <link name="e">
      <pose relative_to="y">0 0 0 0 0 0</pose>
    </link>
  </model>
</sdf>
"""


def located(text: str) -> list[tuple[int, int | None, str]]:
    return sorted((p.line or 0, p.column, p.code.value) for p in load(text).problems)


def test_columns_point_at_the_tag_or_the_attribute_named() -> None:
    assert located(FIXTURE) == [
        (3, 20, "ELEMENT_INCORRECT_TYPE"),  # <pos>, after <link name="a">
        (4, 20, "ATTRIBUTE_INCORRECT_TYPE"),  # colour=
        (5, 18, "FRAME_ATTACHED_TO_INVALID"),  # attached_to=, after one tab
        (6, 88, "POSE_RELATIVE_TO_INVALID"),  # relative_to= of link d's pose, not link c's
        (8, 13, "POSE_RELATIVE_TO_INVALID"),  # reported for link e: moved to its <pose> below
    ]


JOINTS = """<sdf version="1.10">
  <model name="m">
    <link name="base_link"/>
    <joint name="j" type="fixed">
      <parent>base_lnk</parent>
      <child>base_link</child>
    </joint>
    <joint name="k" type="fixed">
      <child>base_link</child>
    </joint>
    <joint name="n" type="fixed"><child>base_link</child></joint>
    <joint name="p" type="fixed">
      <parent>base_link</parent>
      <child>base_link</child>
    </joint>
  </model>
</sdf>
"""


def test_a_value_child_is_located_on_its_own_line_not_its_parents() -> None:
    # joint j's typo is located on its <parent> line, not the <joint> line the frame
    # graph reports it with; problems about a whole joint stay on its start tag.
    assert located(JOINTS) == [
        (5, 7, "JOINT_PARENT_LINK_INVALID"),
        (8, 5, "ELEMENT_MISSING"),
        (11, 5, "ELEMENT_MISSING"),
        (12, 5, "JOINT_PARENT_SAME_AS_CHILD"),
    ]


def test_the_printed_location_has_the_column_or_leaves_it_out() -> None:
    error = Error(ErrorCode.WARNING, "m", "f.sdf", 3, "/sdf", Severity.WARNING)
    assert str(error) == "f.sdf:3: warning WARNING: m [/sdf]"
    assert str(Error(ErrorCode.WARNING, "m", "f.sdf", 3, column=7)) == "f.sdf:3:7: error WARNING: m"
    assert str(Error(ErrorCode.FILE_READ, "gone", "f.sdf")) == "f.sdf: error FILE_READ: gone"


def test_a_line_without_the_element_gives_no_column() -> None:
    path = '/sdf/model[@name="m"]/link[@name="l"]'
    assert column_in_line("      </link>", path, "") is None
    assert column_in_line('  <link name="other"/>', path, "") is None  # another link
    assert column_in_line("  <link\n", path, "") == 3  # its name is on the next line
    assert column_in_line('  <gz:link name="l"/>', path, "") == 3  # any namespace prefix


def test_problems_of_an_included_file_use_its_own_lines(tmp_path: Path) -> None:
    (tmp_path / "part.sdf").write_text(
        '<sdf version="1.10">\n'
        '<model name="part">\n'
        '<link name="l"/>\n'
        '        <frame name="f" attached_to="nowhere"/>\n'
        "</model>\n"
        "</sdf>\n"
    )
    main = tmp_path / "main.sdf"
    main.write_text(
        '<sdf version="1.10">\n'
        '  <world name="w">\n'
        "    <include><uri>part.sdf</uri></include>\n"
        '    <frame name="g" attached_to="nowhere"/>\n'
        "  </world>\n"
        "</sdf>\n"
    )
    found = {(Path(p.file or "").name, p.line, p.column) for p in load(main).errors}
    assert found == {("part.sdf", 4, 25), ("main.sdf", 4, 21)}


def test_a_byte_order_mark_is_not_counted(tmp_path: Path) -> None:
    path = tmp_path / "bom.sdf"
    path.write_bytes(b'\xef\xbb\xbf<sdf version="1.10"><model name="m"><link name="l"/><x/>')
    path.write_bytes(path.read_bytes() + b"</model></sdf>")
    warning = next(p for p in load(path).problems if p.code is ErrorCode.ELEMENT_INCORRECT_TYPE)
    assert (warning.line, warning.column) == (1, 53)  # <x/>, the BOM's three bytes not counted


def test_every_problem_on_one_long_line_finds_its_own_element() -> None:
    links = "".join(f'<link name="l{i}"><pos/></link>' for i in range(300))
    text = f'<sdf version="1.10"><model name="m">{links}</model></sdf>'
    columns = [p.column for p in load(text).problems]
    first = text.index("<pos/>") + 1
    step = len('<link name="l0"><pos/></link>')
    assert columns[:10] == [first + i * step for i in range(10)]
    assert len(set(columns)) == 300


def test_problems_of_a_real_file_get_columns() -> None:
    path = DATA / "corpus/real/osrf__mbzirc/mbzirc_ign/models/mbzirc_hexrotor_base/model.sdf"
    document = load(path)
    lines = path.read_text().splitlines()
    assert document.warnings
    for problem in document.warnings:
        assert problem.line is not None and problem.column is not None
        text = lines[problem.line - 1][problem.column - 1 :]
        assert text.startswith(("frame=", "<noise")), (str(problem), text)


def test_with_columns_keeps_problems_it_cannot_place() -> None:
    unplaced = Error(ErrorCode.FILE_READ, "cannot read file", "/nonexistent/x.sdf", 2, "/sdf")
    assert with_columns([unplaced]) == (unplaced,)


LONG = 6_000
"""Names this long, then four times longer, quoted in messages (at 64k characters the
quadratic search took 102 s)."""

_LONG_NAME_DOCUMENTS = {
    "attached_to cycle": '<frame name="{a}" attached_to="{b}"/><frame name="{b}" attached_to="{a}"/>',
    "unknown relative_to": '<frame name="{a}"><pose relative_to="{b}"/></frame>',
    "unknown attached_to": '<frame name="{a}" attached_to="{b}"/>',
    "duplicate names": '<frame name="{a}"/><frame name="{a}"/>',
    "unknown joint parent": '<joint name="{a}" type="fixed"><parent>{b}</parent><child>l</child></joint>',
    "unknown canonical link": "",
}


@pytest.mark.parametrize("case", sorted(_LONG_NAME_DOCUMENTS))
def test_columns_are_found_in_time_linear_in_a_long_name(case: str) -> None:
    reported: dict[int, tuple[list[Error], bytes]] = {}
    for length in (LONG, 4 * LONG):
        a, b = "a" * length, "b" * length
        body = _LONG_NAME_DOCUMENTS[case].format(a=a, b=b)
        canonical = f' canonical_link="{b}"' if case == "unknown canonical link" else ""
        text = (
            f'<sdf version="1.12"><model name="m"{canonical}><link name="l"/>{body}</model></sdf>'
        )
        document = load(text)
        assert document.errors and all(e.column is not None for e in document.errors)
        # The problems as reported before their columns were looked for.
        unplaced = [attrs.evolve(e, column=None) for e in document.errors]
        assert with_columns(unplaced, {None: text.encode()}) == tuple(document.errors)
        reported[length] = (unplaced, text.encode())

    def locate(length: int) -> None:
        problems, source = reported[length]
        with_columns(problems, {None: source})

    # The search is a regular expression, work in C: its CPU time, 4 times the name.
    assert cpu_time_growth(locate, LONG) < 8  # linear: about 4; it was quadratic: 16


@pytest.mark.parametrize(
    "data",
    [b"", b"\n", b"a", b"a\n", b"\na\n\nb", b"a\r\nb\r\n", b"<sdf>\n" * 7 + b"</sdf>", b"\n" * 5],
)
def test_lines_are_cut_as_a_split_cuts_them(data: bytes) -> None:
    """Lines cut out when asked for are the lines of ``data.split(b"\\n", last)[:last]``."""
    from sdformat_semantics.document.columns import _Lines

    for last in range(0, data.count(b"\n") + 4):
        expected = data.split(b"\n", last)[:last]
        lines = _Lines(data, last)
        assert len(lines) == len(expected)
        assert [lines[i] for i in range(len(lines))] == expected
        assert list(lines) == expected
        assert [lines[-i] for i in range(1, len(lines) + 1)] == [
            expected[-i] for i in range(1, len(expected) + 1)
        ]
        with pytest.raises(IndexError):
            lines[len(expected)]


ATTRIBUTE_PATHS = """<robot name="r">
  <link name="a">
    <visual name="v"
            extra="1">
      <geometry><box size="1 1 1"/></geometry>
    </visual>
  </link>
</robot>
"""


@pytest.mark.parametrize(
    ("attribute", "line", "column"), [("name", 3, 13), ("extra", 3, 5), ("missing", 3, 5)]
)
def test_a_problem_on_an_attribute_stays_on_its_elements_line(
    attribute: str, line: int, column: int
) -> None:
    """An attribute step is no child element to look for below (URDF renames report these)."""
    path = f'/robot[@name="r"]/link[@name="a"]/visual[@name="v"]/@{attribute}'
    message = f"visual 'v' is renamed (attribute '{attribute}')"
    problem = Error(ErrorCode.URDF_ELEMENT_RENAMED, message, "r.urdf", 3, path, Severity.WARNING)
    (found,) = with_columns([problem], {"r.urdf": ATTRIBUTE_PATHS.encode()})
    assert (found.line, found.column) == (line, column)
