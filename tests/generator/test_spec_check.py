"""A broken spec is reported as file:line problems and stops generation."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from generator.__main__ import main
from generator.model import ConvertRules
from generator.pipeline import SpecError, load_specs
from generator.spec_check import check_down_chain, check_migration_chain
from generator.spec_reader import read_convert_file

ROOT = """\
<element name="sdf" required="1">
  <description>Document root.</description>
  <attribute name="version" type="string" default="9.9" required="1">
    <description>Version of the document.</description>
  </attribute>
  <include filename="thing.sdf" required="*"/>
</element>
"""


def _write_spec(folder: Path, thing: str, extra: dict[str, str] | None = None) -> Path:
    version = folder / "spec" / "9.9"
    version.mkdir(parents=True)
    (version / "root.sdf").write_text(ROOT)
    (version / "thing.sdf").write_text(textwrap.dedent(thing))
    for name, text in (extra or {}).items():
        (version / name).write_text(textwrap.dedent(text))
    return folder / "spec"


def _problems(tmp_path: Path, thing: str, extra: dict[str, str] | None = None) -> list[str]:
    spec_root = _write_spec(tmp_path, thing, extra)
    with pytest.raises(SpecError) as raised:
        load_specs(spec_root, ["9.9"])
    return [
        f"{p.location.file.rsplit('/', 1)[-1]}:{p.location.line}: {p.message}"
        for p in raised.value.problems
    ]


GOOD_THING = """\
<element name="thing" required="*">
  <description>A thing.</description>
  <element name="size" type="double" default="1" required="0" min="0">
    <description>Size in metres.</description>
  </element>
</element>
"""


def test_a_consistent_spec_loads(tmp_path: Path) -> None:
    """The minimal spec used below is itself free of problems."""
    spec_root = _write_spec(tmp_path, GOOD_THING)
    (spec,) = load_specs(spec_root, ["9.9"])
    assert sorted(spec.files) == ["root", "thing"]


@pytest.mark.parametrize(
    ("thing", "expected"),
    [
        (
            '<element name="thing" required="*">\n<description>A.</description>\n<bogus/>\n</element>',
            "thing.sdf:3: unknown tag <bogus>",
        ),
        (
            '<element name="thing" required="*" colour="red">\n<description>A.</description>\n</element>',
            "thing.sdf:1: unknown attribute 'colour' on <element>",
        ),
        (
            '<element required="*">\n<description>A.</description>\n</element>',
            "thing.sdf:1: <element> is missing the 'name' attribute",
        ),
        (
            '<element name="thing">\n<description>A.</description>\n</element>',
            "thing.sdf:1: <element> is missing the 'required' attribute",
        ),
        (
            '<element name="thing" required="*">\n<description>A.</description>\n'
            '<element name="v" type="vector4" default="0" required="0">'
            "<description>A v.</description></element>\n</element>",
            "thing.sdf:3: element 'v' has unknown type 'vector4'",
        ),
        (
            '<element name="thing" required="*">\n<description>A.</description>\n'
            '<element name="on" type="bool" default="maybe" required="0">'
            "<description>Switch.</description></element>\n</element>",
            "thing.sdf:3: element 'on': default 'maybe' is not a valid bool",
        ),
        (
            '<element name="thing" required="*">\n<description>A.</description>\n'
            '<element name="tint" type="color" default="2 0 0" required="0">'
            "<description>Tint.</description></element>\n</element>",
            "thing.sdf:3: element 'tint': default '2 0 0' is not a valid color",
        ),
        (
            '<element name="thing" required="*">\n<description>A.</description>\n'
            '<element name="d" type="double" default="1" required="0" min="2" max="1">'
            "<description>Bounded.</description></element>\n</element>",
            "thing.sdf:3: element 'd': min 2 is greater than max 1",
        ),
        (
            '<element name="thing" required="*">\n<description>A.</description>\n'
            '<include filename="nowhere.sdf" required="0"/>\n</element>',
            "thing.sdf:3: include of missing file 'nowhere.sdf'",
        ),
        (
            '<element name="thing" required="*">\n<description></description>\n</element>',
            "thing.sdf:1: element 'thing' has no description",
        ),
        (
            '<element name="thing" required="*">\n<description>A.</description>\n'
            '<attribute name="n" type="int" required="0"><description>N.</description></attribute>\n'
            "</element>",
            "thing.sdf:3: <attribute> is missing 'default'",
        ),
        (
            '<element name="thing" required="*">\n<description>A.</description>\n'
            '<attribute name="kind" type="string" default="round" required="0" choices="square flat">'
            "<description>Shape.</description></attribute>\n</element>",
            "thing.sdf:3: attribute 'kind': default 'round' is not one of the choices",
        ),
    ],
)
def test_each_kind_of_spec_defect_is_reported_with_its_line(
    tmp_path: Path, thing: str, expected: str
) -> None:
    """The maintainer sees which file and line hold the defect."""
    problems = _problems(tmp_path, thing)
    assert any(p.startswith(expected) for p in problems), problems


def test_include_cycles_are_reported(tmp_path: Path) -> None:
    """a includes b includes a would make the schema infinite; ref is the way to recurse."""
    thing = """\
    <element name="thing" required="*">
      <description>A.</description>
      <include filename="part.sdf" required="0"/>
    </element>
    """
    part = """\
    <element name="part" required="0">
      <description>B.</description>
      <include filename="thing.sdf" required="0"/>
    </element>
    """
    problems = _problems(tmp_path, thing, {"part.sdf": part})
    assert any("include cycle: part.sdf -> thing.sdf -> part.sdf" in p for p in problems), problems


def test_unknown_convert_rule_is_reported(tmp_path: Path) -> None:
    """Migration rules use the upstream vocabulary; anything else is a typo."""
    rules = (
        '<convert name="sdf">\n  <renam><from element="a"/><to element="b"/></renam>\n</convert>\n'
    )
    problems = _problems(tmp_path, GOOD_THING, {"9_8.convert": rules})
    assert "9_8.convert:2: unknown convert rule <renam>" in problems


@pytest.mark.parametrize(
    ("rule", "message"),
    [
        ('<split element="v"><part element="a" values="0"/></split>', "not a positive count"),
        ('<split element="v"><part element="a"/></split>', "needs exactly element= and values="),
        ('<split element="v"><piece element="a" values="3"/></split>', "holds only <part>"),
        ("<split/>", "<split> needs element="),
        ("<rename_selected/>", "<rename_selected> needs to="),
        ('<rename_selected to="a b"/>', "<rename_selected> needs to="),
        (
            '<move><from element="a"/><to element="b[@axis=\'1\']::c"/></move>',
            "only the last step of a <to> path may give an attribute",
        ),
        ('<lost element="a" attribute="b" reason="r"/>', "exactly one of element= or attribute="),
        ('<lost element="a"/>', "<lost> needs reason="),
        ('<lost attribute="a" reason="r" replacement="b"/>', "replacement= names an element"),
        ('<join element="v"><piece element="a" values="3"/></join>', "<join> holds only <part>"),
        ('<join element="v"><part element="a" values="0"/></join>', "is not a positive count"),
        ('<move><from element="a[axis]"/><to element="b"/></move>', "is not an element name"),
    ],
)
def test_our_convert_rules_are_checked(tmp_path: Path, rule: str, message: str) -> None:
    """rename_selected, split and attribute-selecting paths are checked like upstream's rules."""
    rules = f'<convert name="sdf">\n  <convert name="x">{rule}</convert>\n</convert>\n'
    problems = _problems(tmp_path, GOOD_THING, {"9_8.convert": rules})
    assert any(p.startswith("9_8.convert:2: ") and message in p for p in problems), problems


def test_our_convert_rules_pass_when_well_formed(tmp_path: Path) -> None:
    rules = (
        '<convert name="sdf">\n  <convert name="x">'
        '<move><from element="angle[@axis=\'1\']"/><to element="s::position"/></move>'
        '<split element="v"><part element="a" values="3"/><part element="b" values="3"/></split>'
        '<rename_selected to="x_state"/></convert>\n</convert>\n'
    )
    spec_root = _write_spec(tmp_path, GOOD_THING, {"9_8.convert": rules})
    assert [spec.version for spec in load_specs(spec_root, ["9.9"])] == ["9.9"]


def test_cli_exits_non_zero_and_prints_problems(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`python -m generator` stops with exit 1 and writes nothing when the spec is broken."""
    spec_root = _write_spec(tmp_path, GOOD_THING.replace('default="1"', 'default="big"'))
    output = tmp_path / "out"
    code = main(["--spec", str(spec_root), "--versions", "9.9", "--output", str(output)])
    captured = capsys.readouterr()
    assert code == 1
    assert "thing.sdf:3: element 'size': default 'big' is not a valid double" in captured.err
    assert "generation stopped: 1 problem(s)" in captured.err
    assert not output.exists()


def _step(from_version: str, to_version: str) -> ConvertRules:
    name = from_version.replace(".", "_")
    return ConvertRules(
        from_version=from_version,
        path=f"spec/{to_version}/{name}.convert",
        text='<convert name="sdf"/>',
        to_version=to_version,
    )


def test_migration_steps_must_chain_from_the_oldest_to_the_newest_version() -> None:
    """A gap, a second step from one version, or a step backwards is reported."""
    whole = [_step("1.4", "1.5"), _step("1.5", "1.10")]
    assert check_migration_chain(whole, "1.4", "1.10") == []
    gap = [str(p) for p in check_migration_chain([_step("1.4", "1.5")], "1.4", "1.10")]
    assert any("no rules file leads from 1.5 towards 1.10" in p for p in gap), gap
    twice = [str(p) for p in check_migration_chain([*whole, _step("1.5", "1.6")], "1.4", "1.10")]
    assert any("a second step from 1.5" in p for p in twice), twice
    backwards = [str(p) for p in check_migration_chain([_step("1.10", "1.9")], "1.10", "1.10")]
    assert any("must go to a newer version" in p for p in backwards), backwards


def test_down_steps_must_chain_from_the_newest_to_the_oldest_version() -> None:
    """Down steps are named for what they write, go down, and leave no version unreachable."""
    whole = [_step("1.12", "1.11"), _step("1.11", "1.7")]
    assert check_down_chain(whole, "1.12", "1.7") == []
    gap = [str(p) for p in check_down_chain([_step("1.12", "1.11")], "1.12", "1.7")]
    assert any("leads down from 1.11 towards 1.7" in p for p in gap), gap
    twice = [str(p) for p in check_down_chain([*whole, _step("1.11", "1.10")], "1.12", "1.7")]
    assert any("a second down step from 1.11" in p for p in twice), twice
    upwards = [str(p) for p in check_down_chain([_step("1.7", "1.8")], "1.8", "1.7")]
    assert any("must go to an older version" in p for p in upwards), upwards


def test_a_to_file_is_a_down_step_from_its_folder(tmp_path: Path) -> None:
    """spec/1.8/to_1_7.convert writes 1.7 from 1.8; spec/1.8/1_7.convert migrates 1.7 up."""
    folder = tmp_path / "1.8"
    folder.mkdir()
    for name in ("to_1_7.convert", "1_7.convert"):
        (folder / name).write_text('<convert name="sdf"/>', encoding="utf-8")
    down, _ = read_convert_file(folder / "to_1_7.convert", "spec/1.8/to_1_7.convert")
    up, _ = read_convert_file(folder / "1_7.convert", "spec/1.8/1_7.convert")
    assert (down.from_version, down.to_version, down.down) == ("1.8", "1.7", True)
    assert (up.from_version, up.to_version, up.down) == ("1.7", "1.8", False)


def test_deprecated_rules_name_an_element_and_map_values_pair_up(tmp_path: Path) -> None:
    """<deprecated> needs the element it drops; <map> needs one <to> value or one per <from>."""
    rules = (
        '<convert name="sdf">\n'
        "  <deprecated/>\n"
        '  <map><from name="a"><value>1</value><value>2</value><value>3</value></from>'
        '<to name="b"><value>x</value><value>y</value></to></map>\n'
        "</convert>\n"
    )
    problems = _problems(tmp_path, GOOD_THING, {"9_8.convert": rules})
    assert any(":2: <deprecated> needs element=" in p for p in problems), problems
    assert any(":3: <map> needs one <to> value" in p for p in problems), problems
