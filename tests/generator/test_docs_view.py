"""The reference's wording, escaping, anchors and version comparison."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from generator.docs_changes import compare_file, migration_step
from generator.docs_view import (
    code,
    first_sentence,
    heading_anchor,
    markdown_text,
    page_view,
    sites_by_target,
    table_cell,
)
from generator.model import ConvertRules, SpecVersion
from generator.spec_reader import read_version


@pytest.mark.parametrize(
    ("prose", "markdown"),
    [
        ("Torque in N*m, damping in N*m*s.", "Torque in N\\*m, damping in N\\*m\\*s."),
        ("__default__ lets the simulator pick", "\\_\\_default\\_\\_ lets the simulator pick"),
        ("`__default__` means no name", "`__default__` means no name"),
        ("forcing theta_2 = -r * theta_1", "forcing theta_2 = -r \\* theta_1"),
        ("a <pose> in [0, 1]", "a \\<pose\\> in \\[0, 1\\]"),
        ("plain text", "plain text"),
    ],
)
def test_markdown_text_shows_the_prose_as_written(prose: str, markdown: str) -> None:
    """Emphasis, HTML and link characters are escaped outside code spans, and only there."""
    assert markdown == markdown_text(prose)


def test_table_cells_escape_pipes_and_join_lines() -> None:
    """A description with a pipe or a line break stays in its table cell."""
    assert table_cell("a | b\n `x|y`   c") == "a \\| b `x\\|y` c"


@pytest.mark.parametrize(
    ("heading", "anchor"),
    [
        ("link", "link"),
        ("link / velocity_decay / linear", "link--velocity_decay--linear"),
        ("`<link>` (SDFormat 1.10)", "link-sdformat-110"),
        ("1.7 → 1.8: [`spec/1.8/1_7.convert`](x)", "17--18-spec181_7convertx"),
    ],
)
def test_heading_anchor_is_the_one_github_makes(heading: str, anchor: str) -> None:
    """Links point at the anchors GitHub and editor previews give headings."""
    assert anchor == heading_anchor(heading)


def test_first_sentence_ends_at_a_full_stop_before_a_new_sentence() -> None:
    """Index summaries keep abbreviations and version numbers whole."""
    assert first_sentence("Uses SDFormat 1.10 e.g. here. More") == "Uses SDFormat 1.10 e.g. here."
    assert first_sentence("No full stop") == "No full stop"


def test_code_spans_hold_values_with_backticks() -> None:
    """A default holding a backtick still renders as one code span."""
    assert code("1.0") == "`1.0`"
    assert code("a`b") == "``a`b``"
    assert code("`quoted`") == "`` `quoted` ``"


ROOT = """\
<element name="sdf" required="1">
  <description>Root.</description>
  <attribute name="version" type="string" default="{version}" required="1">
    <description>Version.</description>
  </attribute>
  <include filename="model.sdf" required="0"/>
</element>
"""

MODEL_OLD = """\
<element name="model" required="*">
  <description>A model. It nests.</description>
  <attribute name="name" type="string" default="" required="1">
    <description>Name.</description>
  </attribute>
  <element name="static" type="bool" default="false" required="0">
    <description>Fixed.</description>
  </element>
  <element name="old_thing" type="double" default="1" required="0">
    <description>Gone later.</description>
  </element>
  <include filename="pose.sdf" required="0"/>
  <element name="model" ref="model" required="*">
    <description>Nested model.</description>
  </element>
</element>
"""

MODEL_NEW = """\
<element name="model" required="*">
  <description>A model. It nests.</description>
  <attribute name="name" type="string" default="" required="1">
    <description>Name, reworded.</description>
  </attribute>
  <attribute name="kind" type="string" default="a" required="0" choices="a b">
    <description>Kind.</description>
  </attribute>
  <element name="static" type="bool" default="true" required="-1">
    <description>Fixed.</description>
  </element>
  <element name="pose" type="pose" default="0 0 0 0 0 0" required="0">
    <description>Now inline.</description>
  </element>
  <element name="model" ref="model" required="*">
    <description>Nested model.</description>
  </element>
</element>
"""

POSE = """\
<element name="pose" type="pose" default="0 0 0 0 0 0" required="0">
  <description>A pose.</description>
</element>
"""


def _version(tmp_path: Path, version: str, model: str, *, with_pose: bool) -> SpecVersion:
    folder = tmp_path / version
    folder.mkdir()
    (folder / "root.sdf").write_text(ROOT.format(version=version))
    (folder / "model.sdf").write_text(model)
    if with_pose:
        (folder / "pose.sdf").write_text(POSE)
    spec, problems = read_version(folder, f"spec/{version}")
    assert problems == []
    return spec


def test_changes_list_added_removed_and_changed_entries(tmp_path: Path) -> None:
    """Each difference of a file is one line; reworded descriptions are no difference."""
    old = _version(tmp_path, "9.1", MODEL_OLD, with_pose=True)
    new = _version(tmp_path, "9.2", MODEL_NEW, with_pose=False)
    assert list(compare_file(old, new, "model")) == [
        "added attribute [`model/@kind`](9.2/model.md#model) "
        "(type `string`, default `a`, optional, allowed values `a b`)",
        "removed element [`model/old_thing`](9.1/model.md#model--old_thing)",
        "[`model/pose`](9.2/model.md#model--pose): was include, now element",
        "[`model/static`](9.2/model.md#model--static): default: `false` → `true`; "
        "occurs: optional → deprecated",
    ]
    assert list(compare_file(old, new, "root")) == [
        "[`sdf/@version`](9.2/root.md#sdf): default: `9.1` → `9.2`"
    ]


def test_a_recursive_element_is_one_line_linking_to_its_own_section(tmp_path: Path) -> None:
    """A model inside a model is not expanded: the page stays finite and says where it nests."""
    spec = _version(tmp_path, "9.1", MODEL_OLD, with_pose=True)
    page = page_view(spec, "model", sites_by_target(spec))
    lines = [(line.depth, line.text) for line in page.tree]
    assert (1, "[`<model>`](#model) · any number") in lines
    assert (1, "[`<pose>`](pose.md#pose) · optional") in lines
    assert [section.heading for section in page.sections] == [
        "model",
        "model / static",
        "model / old_thing",
    ]
    assert page.used_in == (
        "[`<model>`](#model) (any number)",
        "[`<sdf>`](root.md#sdf) (optional)",
    )


def test_migration_rules_read_as_sentences_with_their_notes() -> None:
    """Each operation of a rules file is described where it applies; the file's comment is kept."""
    text = textwrap.dedent(
        """\
        <?xml version="1.0"?>
        <!--
          Why these rules exist.
        -->
        <convert name="sdf">
          <convert descendant_name="pose">
            <move><from attribute="frame"/><to attribute="relative_to"/></move>
          </convert>
          <convert name="model">
            <map>
              <from name="flag"><value>true</value><value>1</value></from>
              <to name="xyz/@expressed_in"><value>__model__</value></to>
            </map>
            <add element="static" value="false"/>
            <remove_empty attribute="canonical_link"/>
            <deprecated element="old"/>
          </convert>
        </convert>
        """
    )
    step = migration_step(ConvertRules("9.1", "spec/9.2/9_1.convert", text, "9.2"))
    assert step.notes == "Why these rules exist."
    assert step.rules == (
        ("/sdf//pose", ("move `@frame` to `@relative_to`",)),
        (
            "/sdf/model",
            (
                "set `xyz/@expressed_in` to `__model__` when `flag` is one of `true`, `1`",
                "add `<static>` with value `false` where it is missing",
                "remove `@canonical_link` when it is empty",
                "remove the deprecated `<old>`, with a warning",
            ),
        ),
    )
