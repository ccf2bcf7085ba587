"""The checks table: every check declared in one shape, skipped exactly when its guard fails.

``sdformat_semantics.checks.table.CHECKS`` lists every check a load runs,
each with its stage, what it reads, what a document must hold for it to
apply (``Needs``) and its function; the loader runs the list against the
document's ``SourceFacts``. Held here: the declarations are complete and
consistent, a check whose guard says "absent" is not run (and runs once
what it needs is there), and the facts answer "may" wherever the bytes
cannot tell, so no guard fails there.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence

import attrs
import pytest
from lxml import etree

import sdformat_semantics
from sdformat_semantics.checks import table
from sdformat_semantics.checks.table import ALWAYS, CHECKS, CheckInput, Needs, Stage
from sdformat_semantics.source import SourceFacts

PLAIN = b'<sdf version="1.12"><model name="m"><link name="l"/></model></sdf>'
"""A document holding nothing any guarded check looks for."""

HOLDING_ALL = b"""<sdf version="1.12"><model name="m">
<link name="a"><inertial auto="true"><mass>1</mass></inertial>
  <sensor name="s" type="camera"><frame_id>a</frame_id></sensor>
  <visual name="v"><pose relative_to="a"/><geometry><box><size>1 1 1</size></box></geometry></visual>
</link>
<link name="b"/><link name="c"/>
<joint name="j" type="revolute"><parent>a</parent><child>b</child><axis><xyz>0 0 1</xyz></axis></joint>
<joint name="k" type="revolute"><parent>a</parent><child>c</child>
  <axis><xyz>0 0 1</xyz><mimic joint="j"/></axis></joint>
<frame name="f"><include merge="true"><uri>x.sdf</uri></include></frame>
<model_state name="m"><joint_state name="j"><axis_state><position>0</position></axis_state>
  </joint_state></model_state>
<!-- gearbox -->
<plugin name="gz::sim::systems::Imu" filename="x"/>
</model></sdf>"""
"""A document holding something for every guarded check (the ``gearbox`` only in a comment,
``::`` in a plugin's name: the byte guards open, the checks find nothing)."""

GUARDS = {
    "misplaced_includes": Needs(written=(b"<include",)),
    "inertia": Needs(written=(b"<inertial",)),
    "kept_names": Needs(spelled=(b"::",)),
    "gearbox": Needs(spelled=(b"gearbox",)),
    "unnamed_poses": Needs(carried=(b"relative_to",), migrated=True, unkept=(b"<robot",)),
    "mimics": Needs(tags=(("mimic", b"<mimic"),)),
    "sensor_frame_ids": Needs(tags=(("frame_id", b"frame_id"),)),
    "auto_inertials": Needs(carried=(b"auto",)),
    "model_states": Needs(tags=(("model_state", b"model_state"),), migrated=True),
}
"""The guard of every guarded check, written out again: a guard changed by mistake fails here."""


def test_every_check_is_declared_with_a_stage_what_it_reads_and_its_guard() -> None:
    names = [check.name for check in CHECKS]
    assert len(set(names)) == len(names)
    fields = attrs.fields_dict(CheckInput)
    for check in CHECKS:
        assert isinstance(check.stage, Stage), check.name
        assert isinstance(check.needs, Needs), check.name
        assert check.reads and set(check.reads) <= set(fields), check.name
        if check.stage is Stage.BUILD:  # the graph builder runs it: the table holds its guard
            assert check.function is None, check.name
        else:
            assert check.function is not None, check.name
            inspect.signature(check.function).bind(*check.reads)  # one argument per field read
    guarded = {check.name: check.needs for check in CHECKS if check.needs is not ALWAYS}
    assert guarded == GUARDS


def test_a_guard_lists_something_to_hold_or_is_always() -> None:
    for check in CHECKS:
        needs = check.needs
        alternatives = (
            needs.written,
            needs.carried,
            needs.spelled,
            needs.tags,
            needs.unkept,
            needs.migrated,
        )
        assert needs.always != any(alternatives), check.name


def test_the_stages_come_in_the_order_the_loader_runs_them() -> None:
    order = list(Stage)
    stages = [order.index(check.stage) for check in CHECKS]
    assert stages == sorted(stages)


def _recording(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Wrap every check's function so that the load records the names of the checks run."""
    ran: list[str] = []

    def spy(
        name: str, function: Callable[..., Sequence[object]]
    ) -> Callable[..., Sequence[object]]:
        def recorded(*args: object) -> Sequence[object]:
            ran.append(name)
            return function(*args)

        return recorded

    spied = tuple(
        attrs.evolve(check, function=spy(check.name, check.function))
        if check.function is not None
        else check
        for check in CHECKS
    )
    monkeypatch.setattr(table, "CHECKS", spied)
    monkeypatch.setattr(table, "_OF_STAGE", table.by_stage(spied))
    return ran


def test_a_check_whose_guard_says_absent_is_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    facts = SourceFacts.of(PLAIN)
    skipped = {check.name for check in CHECKS if not check.applies(facts)}
    assert skipped == set(GUARDS)
    ran = _recording(monkeypatch)
    sdformat_semantics.load(PLAIN)
    assert set(ran) == {c.name for c in CHECKS if c.needs is ALWAYS}
    assert not set(ran) & skipped


def test_a_check_whose_guard_holds_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    facts = SourceFacts.of(HOLDING_ALL)
    assert all(check.applies(facts) for check in CHECKS)
    ran = _recording(monkeypatch)
    document = sdformat_semantics.load(HOLDING_ALL)
    assert set(ran) == {c.name for c in CHECKS if c.function is not None}
    # The builder was asked for its own check too: it reports the bad relative_to below.
    bad = HOLDING_ALL.replace(b'relative_to="a"', b'relative_to="nowhere"')
    assert "POSE_RELATIVE_TO_INVALID" not in {p.code.value for p in document.problems}
    assert "POSE_RELATIVE_TO_INVALID" in {
        p.code.value for p in sdformat_semantics.load(bad).problems
    }


def test_the_builder_check_is_asked_for_only_when_its_guard_holds() -> None:
    assert table.applying(Stage.BUILD, SourceFacts.of(PLAIN)) == ()
    assert table.applying(Stage.BUILD, SourceFacts.of(HOLDING_ALL)) == ("unnamed_poses",)
    migrated = attrs.evolve(SourceFacts.of(PLAIN), migrated=True)
    assert table.applying(Stage.BUILD, migrated) == ("unnamed_poses",)


def test_what_includes_placed_opens_every_guard() -> None:
    facts = attrs.evolve(SourceFacts.of(PLAIN), included=True)
    assert all(check.applies(facts) for check in CHECKS)


def test_tags_are_asked_of_the_tree_kept_and_markers_of_the_bytes() -> None:
    data = b'<sdf version="1.12"><model name="m" mimic="x"><link name="frame_id"/></model></sdf>'
    facts = SourceFacts.of(data)
    kept = attrs.evolve(facts, kept=etree.fromstring(data))
    assert facts.may_hold_tag("frame_id")  # the bytes write the word
    assert not kept.may_hold_tag("frame_id")  # no element is one
    assert not kept.may_hold_tag("mimic", b"<mimic")
    assert kept.may_hold_tag("link")


ENCODINGS = ("utf-16", "utf-16-le", "utf-16-be", "utf-32")


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_the_facts_answer_may_for_bytes_that_cannot_tell(encoding: str) -> None:
    declared = encoding.upper().removesuffix("-LE").removesuffix("-BE")
    data = f'<?xml version="1.0" encoding="{declared}"?>{PLAIN.decode()}'.encode(encoding)
    facts = SourceFacts.of(data)
    tree = etree.fromstring(data).getroottree()
    assert facts.may_include
    assert facts.may_hold(b"<inertial") and facts.may_hold(b"gearbox", in_values=True)
    assert facts.may_hold_tag("mimic", b"<mimic")
    assert facts.may_hold_comments(tree.getroot())
    assert facts.may_declare_namespaces(tree)
    assert facts.may_scope_names() and facts.scope_bound() is None
    assert facts.may_nest_past(3, 0, 100)
    assert not facts.uncarried("frame")
    assert all(check.applies(facts) for check in CHECKS)


def test_the_same_document_in_utf8_answers_no() -> None:
    """The contrast: the bytes of ``PLAIN`` in UTF-8 tell that it holds none of it."""
    facts = SourceFacts.of(PLAIN)
    tree = etree.fromstring(PLAIN).getroottree()
    assert not facts.may_include
    assert not facts.may_hold(b"<inertial") and not facts.may_hold(b"gearbox", in_values=True)
    assert not facts.may_hold_tag("mimic", b"<mimic")
    assert not facts.may_hold_comments(tree.getroot())
    assert not facts.may_declare_namespaces(tree)
    assert not facts.may_scope_names() and facts.scope_bound() == 0
    assert not facts.may_nest_past(3, 0, 100)
    assert facts.uncarried("frame")


def test_character_references_may_spell_a_word_in_values_not_in_markup() -> None:
    data = b'<sdf version="1.12"><model name="gear&#98;ox"><link name="l"/></model></sdf>'
    facts = SourceFacts.of(data)
    assert facts.may_hold(b"gearbox", in_values=True)
    assert not facts.may_hold(b"gearbox")
    assert facts.may_nest_past(3, 0, 100)  # '::' may be spelled '&#58;&#58;'


@pytest.mark.parametrize("data", [PLAIN, HOLDING_ALL])
def test_each_stage_asks_its_checks_in_the_list_order(data: bytes) -> None:
    """The checks grouped by stage once are those the list gives, in its order."""
    facts = SourceFacts.of(data)
    for stage in Stage:
        listed = tuple(c.name for c in CHECKS if c.stage is stage and c.applies(facts))
        assert table.applying(stage, facts) == listed
    assert sum(len(group) for group in table.by_stage(CHECKS).values()) == len(CHECKS)


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
def test_an_attribute_guard_opens_where_the_bytes_may_carry_the_attribute(encoding: str) -> None:
    carried = Needs(carried=(b"relative_to",))
    text = '<sdf version="1.12"><model name="m"><link name="l">{}</link></model></sdf>'
    absent = SourceFacts.of(text.format("").encode(encoding))
    named = SourceFacts.of(text.format('<frame name="relative_to"/>').encode(encoding))
    written = SourceFacts.of(text.format('<pose relative_to="l"/>').encode(encoding))
    assert carried.met(written)
    # UTF-16 bytes cannot be searched for the name: the guard says "may".
    assert carried.met(absent) is (encoding != "utf-8")
    assert carried.met(named) is (encoding != "utf-8")  # a value, not an attribute
