"""Migration rules skipped on what the bytes say against the migration without those hints: the same result.

Rules the bytes show cannot apply are skipped, and the migration is the same without them.

The loader tells ``migrate`` what the bytes say of the tree parsed from them
(``migration.guards.as_parsed``): the attribute names no element carries
(``Markers.may_carry``) and whether an entity's name may hold ``::`` (not
when every ``::`` lies in a ``<plugin>`` start tag). Rules needing such
attributes, and unflattening and renaming scoped names, are then skipped
until a step changes something. Held here:

- each answer on documents writing the names everywhere else they can be
  written (tags, text, values, comments, other attributes, plugins, character
  references, wide encodings): an answer of "absent" is never wrong;
- every rule of every step (the cases of ``test_migration_plans``, with and
  without the names written elsewhere) and every vendored old document,
  migrated with what the bytes tell: the same tree, lines, problems, counts
  and deepening as the interpreter, and as ``migrate`` told nothing;
- the premise: a step that counted no rewrite left the tree as it was;
- the test ``rename_scoped_names`` asks libxml2 first, against its own.
"""

from __future__ import annotations

import copy
import itertools

import pytest
from lxml import etree

from sdformat_runtime.xml import Markers, safe_parser
from sdformat_semantics.migration import compiled, name_collisions, rules, steps
from sdformat_semantics.migration.guards import as_parsed
from sdformat_semantics.migration.name_collisions import SCOPED_IN_WORLD
from sdformat_semantics.migration.unflatten import ENTITY_TAGS
from sdformat_semantics.source import SourceFacts
from tests.semantics.shortcuts import test_compiled_migration_vs_interpreter as plans

# Where an attribute name can be written without being an attribute ---------------

_LOOKALIKES = ("<!-- frame = 1 -->", "<x><![CDATA[ frame=1 ]]></x>", "<x>\n frame = 2</x>")
"""Not attributes, written as one would be: taken as carried (the bytes are not parsed)."""
_ELSEWHERE = (
    '<world_frame_orientation name="x">frame</world_frame_orientation>',
    '<x a="frame"/>',
    '<x a="1" frame_id="2" xframe="3"/>',
    '<x xmlns:p="urn:p" p:frame="1"/>',
    *_LOOKALIKES,
)
_CARRIED = (
    '<x frame="1"/>',
    "<x\tframe\n=\n'1'/>",
    '<x a="1"\nframe="2"/>',
    '<x a="1" frame ="2"/>',
)


def _carries(root: etree._Element, name: str) -> bool:
    return any(element.get(name) is not None for element in root.iter(etree.Element))


def _documents(parts: tuple[str, ...]) -> list[str]:
    found = []
    for count in (1, 2):
        for chosen in itertools.combinations(parts, count):
            found.append(f'<sdf version="1.6">{"".join(chosen)}</sdf>')
    return found


@pytest.mark.parametrize("encoding", ["utf-8", "latin-1", "utf-16"])
@pytest.mark.parametrize(
    "text", _documents(_ELSEWHERE) + _documents(_CARRIED[:1] + _ELSEWHERE[:3]) + list(_CARRIED)
)
def test_an_attribute_said_uncarried_is_carried_by_no_element(text: str, encoding: str) -> None:
    data = text.encode(encoding)
    root = etree.fromstring(data, safe_parser())
    carried = _carries(root, "frame")
    answer = Markers(data).may_carry(b"frame")
    assert answer or not carried
    if encoding != "utf-16" and not any(part in text for part in _LOOKALIKES):
        assert answer == carried  # no white space before, or no '=' after: told exactly


@pytest.mark.parametrize("count", [1, 100, 5000])
def test_a_name_written_often_elsewhere_is_still_told_uncarried(count: int) -> None:
    many = "".join(f'<world_frame_{n} frame_x="{n}">frame</world_frame_{n}>' for n in range(count))
    data = f'<sdf version="1.6">{many}</sdf>'.encode()
    assert not Markers(data).may_carry(b"frame")
    assert Markers(data.replace(b"frame_x=", b"frame=", 1)).may_carry(b"frame")


@pytest.mark.parametrize("gap", [1, 20, 31, 32, 33, 100])
@pytest.mark.parametrize("name", ["frame", "f" * 40])
def test_a_name_far_from_its_equals_sign_is_taken_as_carried(gap: int, name: str) -> None:
    # Each "=" is read with the bytes just before it: a name that white space
    # pushes out of them, or too long to fit, may be any name.
    data = f'<sdf version="1.6"><x\n{name}{" " * gap}="1"/></sdf>'.encode()
    assert Markers(data).may_carry(name.encode())


# Where '::' can be written -----------------------------------------------------------

_SCOPE_PLACES = (
    '<plugin name="gz::sim::systems::Physics" filename="p"/>',
    '<plugin\nfilename="a::b"\tname="c"><x>1</x></plugin>',
    '<plugin name="a" filename="b"><topic>a::b</topic></plugin>',
    '<plugin name="a>b" filename="c::d"/>',
    '<plugins name="a::b"/>',
    '<model name="a::b"/>',
    '<model name="m"><link name="l::k"/></model>',
    '<model name="m"><gripper name="g::h"/></model>',
    '<model name="m"><frame name="f" attached_to="a::b"/></model>',
    '<light name="a&#58;&#58;b"/>',
    "<!-- a::b -->",
    "<x><![CDATA[a::b]]></x>",
    "<x>a::b</x>",
)


def _scoped_outside_plugin_tags(root: etree._Element) -> bool:
    """Whether ``::`` is in a value or a text that is not an attribute of a plugin."""
    for element in root.iter():
        if "::" in (element.text or "") or "::" in (element.tail or ""):
            return True
        if element.tag != "plugin" and any("::" in v for v in element.attrib.values()):
            return True
    return False


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
@pytest.mark.parametrize("text", _documents(_SCOPE_PLACES))
def test_names_said_unscoped_hold_no_scope(text: str, encoding: str) -> None:
    data = text.encode(encoding)
    root = etree.fromstring(data, safe_parser())
    scoped = as_parsed(SourceFacts.of(data)).scoped_names
    entities = [e for e in root.iter(*ENTITY_TAGS, "light", "actor") if "::" in e.get("name", "")]
    assert scoped or not entities
    assert scoped or not _scoped_outside_plugin_tags(root)
    if encoding == "utf-8" and "&#" not in text:  # plugins' start tags alone: told exactly
        assert scoped == _scoped_outside_plugin_tags(root) or "a>b" in text


# The migration with what the bytes tell ------------------------------------------------

_WRITTEN_ELSEWHERE = (
    "<world_frame_orientation>frame relative_to</world_frame_orientation>"
    '<plugin name="gz::sim::a" filename="relative_to::frame"/>'
)


def _with_names_elsewhere(text: str) -> str:
    """``text`` with every name the guards ask about written where it is not one."""
    at = text.index(">") + 1
    return text[:at] + _WRITTEN_ELSEWHERE + text[at:]


def _told(step: rules.Step, text: str, *, namespaced: bool) -> plans.Outcome:
    data = text.encode()
    root = etree.fromstring(data, safe_parser())
    run = rules.MigrationRun(step, "doc.sdf", namespaced=namespaced)
    compiled.run_plan(compiled.plan_of(step), run, root, as_parsed(SourceFacts.of(data)))
    return plans._snapshot(root, run)


@pytest.mark.parametrize("rule", list(plans.BY_RULE), ids=lambda key: f"{key[0]} {key[1]}")
def test_each_rule_told_what_the_bytes_say_migrates_as_the_interpreter(
    rule: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for step, label, case in plans.BY_RULE[rule]:
        for text in (case, _with_names_elsewhere(case)):
            expected = plans._interpreted(step, text, monkeypatch)
            assert _told(step, text, namespaced=True) == expected, label
            if not plans._holds_namespaces(text):
                assert _told(step, text, namespaced=False) == expected, label


def _migrated(data: bytes, version: str, *, told: bool) -> tuple[object, ...]:
    root = etree.fromstring(data, safe_parser())
    namespaced = any(str(e.tag).startswith("{") for e in root.iter(etree.Element))
    changes: list[object] = []
    deepened: list[str] = []
    problems = steps.migrate(
        root,
        version,
        steps.known_versions()[-1],
        "doc.sdf",
        changes,  # type: ignore[arg-type]
        namespaced=namespaced,
        deepened=deepened,
        parsed=as_parsed(SourceFacts.of(data)) if told else None,
    )
    lines = tuple((str(e.tag), e.sourceline) for e in root.iter())
    return etree.tostring(root, encoding="unicode"), lines, problems, changes, deepened


def _chains() -> list[tuple[str, bytes]]:
    """(label, document) pairs that go through several steps: the vendored old documents,
    every step's cases together, and those with the names written elsewhere."""
    found = [(str(p.relative_to(plans.DATA)), p.read_bytes()) for p in plans._old_documents()]
    for step in plans.STEPS:
        root = etree.Element("sdf", version=step.from_version)
        for case_step, _, text in plans.CASES:
            if case_step is step:
                root.extend(etree.fromstring(text))
        together = plans._numbered(root)
        found.append((f"cases of {step.from_version}", together.encode()))
        elsewhere = _with_names_elsewhere(together).encode()
        found.append((f"cases of {step.from_version}, names elsewhere", elsewhere))
    return found


CHAINS = _chains()


@pytest.mark.parametrize("label, data", CHAINS, ids=[label for label, _ in CHAINS])
def test_migrating_told_what_the_bytes_say_is_migrating_untold(label: str, data: bytes) -> None:
    root = plans.migratable_root(data)
    version = str(root.get("version")).strip()
    if version not in steps.migration_steps():
        pytest.skip("no step from this version")
    assert _migrated(data, version, told=True) == _migrated(data, version, told=False)


@pytest.mark.parametrize("label, data", CHAINS, ids=[label for label, _ in CHAINS])
def test_a_step_that_counted_no_rewrite_left_the_tree_as_it_was(label: str, data: bytes) -> None:
    """The premise of dropping what the bytes tell only after a step that counted one."""
    root = plans.migratable_root(data)
    version = str(root.get("version")).strip()
    chain = steps.migration_steps()
    while version in chain:
        step = chain[version]
        before = etree.tostring(root), [(e.tag, e.sourceline) for e in root.iter()]
        run = rules.MigrationRun(step, "doc.sdf")
        compiled.run_plan(compiled.plan_of(step), run, root)
        after = etree.tostring(root), [(e.tag, e.sourceline) for e in root.iter()]
        assert run.applied or after == before, f"{label}: {step.from_version}"
        version = step.to_version


def test_the_guards_skip_in_the_real_shapes_they_were_made_for() -> None:
    """A 1.6 world with plugins named gz::..., a <world_frame_orientation>, no frame attribute:
    the rules moving pose/@frame, removing an empty inertial pose/@relative_to, unflattening
    and renaming scoped names are skipped, and the result is the same."""
    text = (
        '<sdf version="1.6"><world name="w">'
        '<plugin filename="p" name="gz::sim::systems::Physics"/>'
        "<spherical_coordinates><world_frame_orientation>ENU</world_frame_orientation>"
        "</spherical_coordinates>"
        '<model name="m"><pose>0 0 1 0 0 0</pose><link name="l"><inertial><pose>0 0 0 0 0 0'
        "</pose><mass>1</mass></inertial></link></model></world></sdf>"
    )
    data = text.encode()
    parsed = as_parsed(SourceFacts.of(data))
    assert not parsed.scoped_names
    assert parsed.uncarried("frame") and parsed.uncarried("relative_to")
    skipped = [
        nested.label
        for step in plans.STEPS
        for nested in compiled.plan_of(step).nested
        if compiled._cannot_change(nested, parsed, True, None)
    ]
    assert {"//pose", "/world", "/model", "//inertial"} <= set(skipped)
    assert _migrated(data, "1.6", told=True) == _migrated(data, "1.6", told=False)


def test_what_an_earlier_step_wrote_is_not_taken_from_the_bytes() -> None:
    """1.6's pose/@frame becomes @relative_to, which 1.7 -> 1.8 removes from an inertial's pose
    when empty: the bytes write no relative_to, yet the second step must see it."""
    data = (
        b'<sdf version="1.6"><model name="m"><link name="l"><inertial>'
        b'<pose frame="">0 0 0 0 0 0</pose><mass>1</mass></inertial></link></model></sdf>'
    )
    assert as_parsed(SourceFacts.of(data)).uncarried("relative_to")
    told = _migrated(data, "1.6", told=True)
    assert b"relative_to" not in str(told[0]).encode()  # removed by the second step
    assert told == _migrated(data, "1.6", told=False)


def _world_children() -> list[str]:
    kinds = [*SCOPED_IN_WORLD, "plugin", "include", "ns:model"]
    names = ['name="a::b"', 'name="a"', "", 'name="::"', 'other="a::b"']
    children = [f"<{kind} {name}/>" for kind in kinds for name in names]
    children += [
        "<!-- a::b -->",
        "<model>a::b</model>",
        '<model name="m"><link name="l::k"/></model>',
    ]
    return children


@pytest.mark.parametrize("count", [1, 2])
def test_libxml2_finds_the_scoped_names_the_renaming_looks_for(count: int) -> None:
    """``rename_scoped_names`` asks libxml2 whether a child it renames exists: its own test."""
    for chosen in itertools.combinations(_world_children(), count):
        text = f'<world xmlns:ns="urn:x" name="w">{"".join(chosen)}</world>'
        world = etree.fromstring(text)
        expected = any("::" in (c.get("name") or "") for c in world if c.tag in SCOPED_IN_WORLD)
        assert bool(world.xpath(name_collisions._HOLDS_SCOPED_NAME)) == expected, text


def _attribute_names(root: etree._Element) -> set[str]:
    return {str(name) for element in root.iter(etree.Element) for name in element.attrib}


def _one_rule(step: rules.Step, label: str) -> rules.Step:
    """``step`` with only the rule ``label`` names (``a / //b``) and the rules above it."""
    for chain in plans._rule_paths(step.rules):
        named = " / ".join(r.get("name") or "//" + str(r.get("descendant_name")) for r in chain)
        if named == label:
            top = current = etree.Element("convert", name="sdf")
            for rule in chain[:-1]:
                current = etree.SubElement(current, "convert")
                for key, value in rule.attrib.items():
                    current.set(str(key), str(value))
            current.append(copy.deepcopy(chain[-1]))
            return rules.Step(step.from_version, step.to_version, top)
    raise LookupError(label)


@pytest.mark.parametrize("rule", list(plans.BY_RULE), ids=lambda key: f"{key[0]} {key[1]}")
def test_a_rule_said_to_add_no_attribute_gives_no_element_a_new_one(
    rule: tuple[str, str],
) -> None:
    """The premise of skipping nested rules all through a step (``Plan.adds_attributes``)."""
    cases = plans.BY_RULE[rule]
    alone = _one_rule(cases[0][0], rule[1])
    if compiled.plan_of(alone).adds_attributes:
        return
    for _step, label, text in cases:
        root = etree.fromstring(text, safe_parser())
        before = _attribute_names(root)
        run = rules.MigrationRun(alone, "doc.sdf")
        compiled.run_plan(compiled.plan_of(alone), run, root)
        assert _attribute_names(root) <= before, label


def test_a_rule_after_one_that_added_its_attribute_is_not_skipped() -> None:
    """Within a step, what the bytes say holds only until a rewrite (here: the @x just added)."""
    step = rules.Step(
        "0.1",
        "0.2",
        etree.fromstring(
            '<convert name="sdf"><convert descendant_name="a"><add attribute="x" value=" "/>'
            '</convert><convert descendant_name="a"><remove_empty attribute="x"/></convert>'
            "</convert>"
        ),
    )
    data = b'<sdf version="0.1"><a/><b><a/></b></sdf>'
    parsed = as_parsed(SourceFacts.of(data))
    assert parsed.uncarried("x")
    root = etree.fromstring(data, safe_parser())
    run = rules.MigrationRun(step, "doc.sdf")
    compiled.run_plan(compiled.plan_of(step), run, root, parsed)
    assert b" x=" not in etree.tostring(root)
    assert sum(run.counts.values()) == 4
