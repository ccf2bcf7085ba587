"""Writing keeps what the file had, and only that (issue 35).

- Content the spec does not describe (unknown elements and attributes,
  namespaced ones, a simulator's ``<gz_frame_id>``) is written at every
  version, from every version, at every level, without a loss warning.
- Comments and number spellings survive in every subtree that was not
  changed, whatever namespaces the root declares and whatever unknown
  content a model holds, read lazily or not.
- Nothing the file left out is added: no required value at its default, no
  container (checked on every vendored file, written as its own version).
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from lxml import etree

from sdformat_semantics import ParserConfig, load
from sdformat_semantics.versions import LOAD_VERSIONS, WRITABLE_VERSIONS
from tests.conftest import DATA
from tests.helpers import hermetic, run_cli

UNKNOWN_EVERYWHERE = """<sdf version="{version}" xmlns:ext="http://example.org/ext" ext:on_sdf="1">
  <ext:below_sdf a="1"/>
  <world name="w" ext:on_world="1" unknown_on_world="1">
    <ext:below_world/>
    <unknown_below_world>text</unknown_below_world>
    <model name="m" ext:on_model="1">
      <ext:below_model>0.000001</ext:below_model>
      <unknown_below_model><deeper a="b"/></unknown_below_model>
      <link name="a" ext:on_link="1" unknown_on_link="x">
        <ext:below_link/>
        <unknown_below_link/>
        <visual name="v">
          <geometry><box><size>1 1 1</size><ext:below_box/><unknown_below_box/></box></geometry>
        </visual>
        <sensor name="s" type="imu"><gz_frame_id>a</gz_frame_id><ext:below_sensor/></sensor>
      </link>
      <link name="b"/>
      <joint name="j" type="revolute" ext:on_joint="1">
        <parent>a</parent><child>b</child>
        <axis><xyz>0 0 1</xyz><ext:below_axis/><unknown_below_axis/></axis>
      </joint>
    </model>
  </world>
</sdf>"""

UNKNOWN_NAMES = [
    "ext:on_sdf",
    "ext:below_sdf",
    "ext:on_world",
    "unknown_on_world",
    "ext:below_world",
    "<unknown_below_world>text</unknown_below_world>",
    "ext:on_model",
    "<ext:below_model>0.000001</ext:below_model>",
    '<deeper a="b"/>',
    "ext:on_link",
    'unknown_on_link="x"',
    "ext:below_link",
    "<unknown_below_link/>",
    "ext:below_box",
    "<unknown_below_box/>",
    "<gz_frame_id>a</gz_frame_id>",
    "ext:below_sensor",
    "ext:on_joint",
    "ext:below_axis",
    "<unknown_below_axis/>",
]

SOURCE_VERSIONS = [v for v in LOAD_VERSIONS if v in WRITABLE_VERSIONS]


@pytest.mark.parametrize("lazy", [True, False], ids=["lazy", "eager"])
@pytest.mark.parametrize("source", SOURCE_VERSIONS)
def test_unknown_and_namespaced_content_is_written_at_every_version(
    source: str, lazy: bool
) -> None:
    document = load(UNKNOWN_EVERYWHERE.format(version=source), config=ParserConfig(lazy=lazy))
    assert document.valid, document.errors
    for target in WRITABLE_VERSIONS:
        conversion = document.convert(target)
        assert conversion.problems == (), (source, target)  # nothing lost, nothing to say
        for name in UNKNOWN_NAMES:
            assert name in conversion.text, (source, target, name)
        again = load(conversion.text)
        assert again.valid and again.original_version == target
    printed = document.to_xml()
    assert all(name in printed for name in UNKNOWN_NAMES)


@pytest.mark.parametrize("version", ["1.9", "1.7", "1.12"])
def test_print_writes_unknown_content_at_the_version_asked_for(
    version: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``print --version V``, V the file's own version or another: kept, and no loss to report."""
    path = tmp_path / "px4_like.sdf"
    path.write_text(UNKNOWN_EVERYWHERE.format(version="1.9"))
    status, out, err = run_cli(capsys, "print", "--version", version, path)
    assert status == 0 and err == ""
    assert f'<sdf xmlns:ext="http://example.org/ext" version="{version}"' in out
    assert all(name in out for name in UNKNOWN_NAMES)


SPELLED_MODEL = """
    <model name="m{index}">
      <!-- model {index}, first -->
      <pose>0.000001 0 1.50 0 0 0</pose>
      <link name="l">
        <!-- link of model {index} -->
        <inertial><mass>2.50</mass><inertia><ixx>1.0</ixx><iyy>1e0</iyy><izz>1.0</izz></inertia></inertial>
      </link>{unknown}
      <!-- model {index}, last -->
    </model>"""

SPELLINGS = ["0.000001 0 1.50 0 0 0", "<mass>2.50</mass>", "<ixx>1.0</ixx>", "<iyy>1e0</iyy>"]


def _spelled_world(namespaces: bool, unknown: bool) -> str:
    declared = ' xmlns:gz="http://gazebosim.org/schema"' if namespaces else ""
    models = "".join(
        SPELLED_MODEL.format(index=index, unknown="\n      <gz_frame_id>l</gz_frame_id>" * unknown)
        for index in range(3)
    )
    return (
        f'<!-- licence -->\n<sdf version="1.11"{declared}>\n  <world name="w">\n'
        f"    <!-- world -->\n    <gravity>0 0 -9.80</gravity>{models}\n  </world>\n</sdf>"
    )


CHANGES = {
    "nothing": lambda document: None,
    "a link renamed": lambda document: setattr(
        document.root.worlds[0].models[0].links[0], "name", "k"
    ),
    "a mass changed": lambda document: setattr(
        document.root.worlds[0].models[1].links[0].inertial, "mass", 3.0
    ),
}


@pytest.mark.parametrize("lazy", [True, False], ids=["lazy", "eager"])
@pytest.mark.parametrize("change", sorted(CHANGES))
@pytest.mark.parametrize(
    "namespaces, unknown",
    list(itertools.product([False, True], repeat=2)),
    ids=lambda value: str(value),
)
def test_comments_and_spellings_survive_wherever_nothing_changed(
    namespaces: bool, unknown: bool, change: str, lazy: bool
) -> None:
    text = _spelled_world(namespaces, unknown)
    document = load(text, config=ParserConfig(lazy=lazy))
    assert document.valid, document.errors
    CHANGES[change](document)
    written = document.to_xml()
    comments = [c.text for c in etree.fromstring(text.split("\n", 1)[1]).iter(etree.Comment)]
    for comment in [" licence ", *comments]:
        assert f"<!--{comment}-->" in written, comment
    assert "0 0 -9.80" in written
    for spelling in SPELLINGS:
        expected = 3 - (change == "a mass changed" and spelling == "<mass>2.50</mass>")
        assert written.count(spelling) == expected, spelling
    if change == "a mass changed":
        assert "<mass>3</mass>" in written
    for version in ("1.12", "1.11", "1.9", "1.8"):  # written down: comments and spellings too
        converted = document.convert(version).text
        assert "<!-- model 2, last -->" in converted and "<iyy>1e0</iyy>" in converted


SDF_FILES = sorted(
    path
    for folder in ("corpus", "include", "mimic", "downconvert", "auto_inertia")
    for path in (DATA / folder).rglob("*")
    if path.suffix in (".sdf", ".world")
)


def _paths(root: etree._Element) -> set[str]:
    """The path of every element, by tags and names (the root's attributes aside)."""
    found: set[str] = set()
    for element in root.iter(etree.Element):
        steps = [element, *element.iterancestors()]
        found.add("/".join(f"{e.tag}[{e.get('name', '')}]" for e in reversed(steps)))
    return found


@pytest.mark.slow
@pytest.mark.parametrize("path", SDF_FILES, ids=[str(p.relative_to(DATA)) for p in SDF_FILES])
def test_nothing_the_file_left_out_is_written(path: Path) -> None:
    """Written as the version it declares, a file gains no element: required defaults stay out."""
    try:
        declared = etree.parse(str(path)).getroot().get("version", "")
    except etree.XMLSyntaxError:
        return
    if declared not in LOAD_VERSIONS:
        return  # older files are migrated: the migration adds what their version lacked
    document = load(path, version=declared, config=hermetic(path.parent))
    if not document.valid:
        return
    written = etree.fromstring(document.to_xml(expand_includes=False).encode())
    added = _paths(written) - _paths(etree.parse(str(path)).getroot())
    assert not added, sorted(added)[:5]


INCLUDING = """<sdf version="1.11">
  <model name="cell">
    <!-- before the include -->
    <include{merge}><!-- inside the include --><uri>file://robot.sdf</uri><pose>0 1 0 0 0 0</pose></include>
    <!-- before the post -->
    <link name="post"><pose>0.000001 0 1.50 0 0 0</pose></link>
    <!-- before the plugin -->
    <plugin name="p" filename="f"/>
    <!-- before a value -->
    <allow_auto_disable>false</allow_auto_disable>
    <!-- at the end -->
  </model>
</sdf>"""


@pytest.mark.parametrize("merge", [False, True], ids=["include", "merge-include"])
@pytest.mark.parametrize("lazy", [True, False], ids=["lazy", "eager"])
def test_an_expanded_include_leaves_its_neighbours_comments_in_place(
    merge: bool, lazy: bool
) -> None:
    """Expanded, an include changes the model's children: each comment stays with its element."""
    text = INCLUDING.format(merge=' merge="true"' if merge else "")
    config = hermetic(DATA / "include/merge", lazy=lazy)
    config.resolver = lambda uri: DATA / "include/merge" / uri.removeprefix("file://")
    document = load(text, config=config)
    assert document.valid, document.errors
    for written in (document.to_xml(), document.convert("1.10").text):
        lines = [line.strip() for line in written.splitlines()]
        for comment, after in [
            ("<!-- before the post -->", '<link name="post">'),
            ("<!-- before the plugin -->", '<plugin name="p" filename="f"/>'),
        ]:
            assert lines[lines.index(comment) + 1] == after
        assert "<!-- at the end -->" in lines and "0.000001 0 1.50 0 0 0" in written
        assert "<!-- before a value -->" in lines  # near its value, which has no identity
        for comment in ("<!-- before the include -->", "<!-- inside the include -->"):
            assert comment in lines  # before what the include expanded to


LOST_ON_THE_WAY = """<sdf version="1.12"><model name="m">
  <link name="l">
    <collision name="cone"><geometry><cone><radius>1</radius><length>1</length></cone></geometry></collision>
    <collision name="capsule"><geometry><capsule><radius>1</radius><length>1</length></capsule></geometry></collision>
  </link>
</model></sdf>"""


@pytest.mark.parametrize("target", [v for v in WRITABLE_VERSIONS if v != "1.12"])
def test_a_loss_names_the_version_asked_for(target: str) -> None:
    """Content lost at an intermediate step is reported against the version written."""
    conversion = load(LOST_ON_THE_WAY).convert(target)
    assert conversion.problems or target == "1.11"  # 1.11 has cones and capsules
    for loss in conversion.problems:
        assert f"cannot be written as SDFormat {target}: " in loss.message, loss.message
