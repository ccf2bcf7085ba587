"""The compiled migration plans against the rule interpreter, rule by rule: the same trees and problems.

The compiled migration (``migration.compiled``) does what the interpreter does, rule by rule.

``migrate`` runs each step's rules compiled into plans, with shortcuts: rules
whose tags the document lacks are skipped, descendants lacking the
attributes a rule needs are never visited, a split reuses its source
element, and a document known to hold no namespaced element has only its
plugins looked into. The oracle is the straightforward interpretation of the
rules (``MigrationRun.apply``, its own skipping switched off): every rule of
every step gets documents that need each of its operations (and variants
that must be left alone: inside a plugin, inside namespaced content, values
that do not match), and both must give the same tree (text, attributes,
lines), problems and change counts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from lxml import etree

from sdformat_runtime.xml import safe_parser
from sdformat_semantics.migration import compiled, guards, rules, steps
from sdformat_semantics.migration.paths import descendants, ensure_path

DATA = Path(__file__).resolve().parents[2] / "data"
_VERSION = re.compile(rb"<sdf[^>]*\sversion\s*=\s*[\"'](1\.[0-9]+)[\"']")
STEPS = list(steps.migration_steps().values())

Outcome = tuple[object, ...]


def _snapshot(root: etree._Element, run: rules.MigrationRun) -> Outcome:
    """Everything a migration step leaves behind that a user can see."""
    lines = tuple((str(e.tag), e.sourceline) for e in root.iter())
    return (
        etree.tostring(root, encoding="unicode"),
        lines,
        tuple(run.problems),
        tuple(sorted(run.counts.items())),
    )


def _interpreted(step: rules.Step, text: str, monkeypatch: pytest.MonkeyPatch) -> Outcome:
    root = etree.fromstring(text, safe_parser())
    with monkeypatch.context() as patch:  # the straightforward reading: every rule, everywhere
        patch.setattr(rules, "may_apply", lambda rule, document: True)
        patch.setattr(rules, "required_attributes", lambda rule: None)
        run = rules.MigrationRun(step, "doc.sdf")
        run.apply(step.rules, root, "")
    return _snapshot(root, run)


def _depth(root: etree._Element) -> int:
    return max(sum(1 for _ in element.iterancestors()) + 1 for element in root.iter())


def _planned(step: rules.Step, text: str, *, namespaced: bool) -> Outcome:
    root = etree.fromstring(text, safe_parser())
    depth = _depth(root)
    run = rules.MigrationRun(step, "doc.sdf", namespaced=namespaced)
    compiled.run_plan(compiled.plan_of(step), run, root)
    # The loader checks the depth again only after a step that says it may have deepened.
    assert run.deepened or _depth(root) <= depth, "deepened without saying so"
    return _snapshot(root, run)


def _holds_namespaces(text: str) -> bool:
    root = etree.fromstring(text, safe_parser())
    return any(str(e.tag).startswith("{") for e in root.iter() if isinstance(e.tag, str))


def _assert_same(step: rules.Step, text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    expected = _interpreted(step, text, monkeypatch)
    assert _planned(step, text, namespaced=True) == expected, text
    if not _holds_namespaces(text):
        assert _planned(step, text, namespaced=False) == expected, text


# Documents that need a rule ------------------------------------------------------

Edit = Callable[[etree._Element], None]


def _set_path(path: str, *, text: str | None = None, attribute: str | None = None) -> Edit:
    """An edit creating the ``a::b[@x='1']`` path below the selected element, with a value."""

    def edit(element: etree._Element) -> None:
        target = ensure_path(element, tuple(path.split("::")) if path else ())
        if attribute is not None:
            target.set(attribute, text or "")
        elif text is not None:
            target.text = text

    return edit


def _value_path(name: str, value: str) -> Edit:
    """An edit giving the value ``a/b/@c`` (or ``a/b``) of a ``<map>`` source."""
    parts = [part for part in name.split("/") if part]
    attribute = parts.pop()[1:] if parts and parts[-1].startswith("@") else None
    return _set_path("::".join(parts), text=value, attribute=attribute)


def _child(tag: str, text: str | None = None, **attributes: str) -> Edit:
    def edit(element: etree._Element) -> None:
        child = etree.SubElement(element, tag, attributes)
        child.text = text
        child.tail = "\n  "

    return edit


def _attribute(name: str, value: str) -> Edit:
    return lambda element: element.set(name, value)


def _both(*edits: Edit) -> Edit:
    def edit(element: etree._Element) -> None:
        for one in edits:
            one(element)

    return edit


def _inputs(operation: etree._Element) -> Iterator[tuple[str, Edit]]:
    """(what, edit) pairs: contents of a selected element that ``operation`` acts on, or not."""
    tag = str(operation.tag)
    if tag in ("rename", "move", "copy"):
        source, target = operation.find("from"), operation.find("to")
        assert source is not None and target is not None
        path, attribute = source.get("element", ""), source.get("attribute")
        yield "source", _set_path(path, text="1 0 0", attribute=attribute)
        yield "source blank", _set_path(path, text="  ", attribute=attribute)
        yield (
            "source and target",
            _both(
                _set_path(path, text="1 0 0", attribute=attribute),
                _set_path(target.get("element", ""), text="9", attribute=target.get("attribute")),
            ),
        )
        if "[@" in path:  # the predicate selects: the same tag with another value stays
            other = re.sub(r"='[^']*'", "='other'", path)
            yield "other predicate", _set_path(other, text="2 0 0", attribute=attribute)
    elif tag == "map":
        source = operation.find("from")
        assert source is not None
        name = source.get("name", "")
        for value in [v.text or "" for v in source.findall("value")] + ["unmatched"]:
            yield f"value {value}", _value_path(name, value)
            yield f"value {value} padded", _value_path(name, f"  {value} ")
    elif tag == "add":
        if "attribute" in operation.attrib:
            yield "present", lambda e: e.set(operation.get("attribute", ""), "kept")
        else:
            yield "present", _child(operation.get("element", ""), "kept")
    elif tag in ("remove", "remove_empty", "lost", "deprecated"):
        if "attribute" in operation.attrib:
            name = operation.get("attribute", "")
            for value in ("", "  ", "v", operation.get("unless_value") or "0"):
                yield f"@{name}={value!r}", _attribute(name, value)
        else:
            name = operation.get("element", "")
            yield "empty", _child(name)
            yield "with text", _child(name, "x")
            yield "with attribute", _child(name, None, a="1")
            yield "twice", _both(_child(name), _child(name, "y"))
    elif tag == "split":
        name = operation.get("element", "")
        total = sum(int(part.get("values", "0")) for part in operation)
        numbers = " ".join(str(n) for n in range(1, total + 1))
        yield "exact", _child(name, numbers)
        yield "spaced", _child(name, f"\n  {numbers.replace(' ', '   ')}  ")
        yield "too few", _child(name, numbers.rsplit(" ", 1)[0])
        yield "with attribute", _child(name, numbers, frame="x")
        yield "twice", _both(_child(name, numbers), _child(name, numbers))

        def commented(element: etree._Element) -> None:
            _child(name, numbers)(element)
            element[-1].append(etree.Comment("c"))

        yield "with a comment", commented
        yield (
            "where parts exist",
            _both(
                _child(name, numbers), *(_child(part.get("element", ""), "0") for part in operation)
            ),
        )
    elif tag in ("rename_colliding_names", "unflatten", "rename_scoped_names"):
        yield (
            "collisions",
            _both(
                _child("link", None, name="a"),
                _child("joint", None, name="a"),
                _child("frame", None, name="a"),
                _child("joint", None, name="a_joint"),
            ),
        )
        yield (
            "flattened",
            _both(
                _child("link", None, name="P::l"),
                _child("frame", None, name="P::__model__", attached_to="P::l"),
                _child("model", None, name="a::b"),
                _child("joint", None, name="P::j"),
            ),
        )
        # At the edges of what the narrowed selection (migration.selection) lets through.
        yield "one entity", _child("link", None, name="a")
        yield "one model", _child("model", None, name="a")
        yield "one frame", _child("frame", None, name="a")
        yield "two unnamed", _both(_child("link"), _child("joint"))
        yield (
            "same name, same kind",
            _both(_child("frame", None, name="a"), _child("frame", None, name="a")),
        )
        yield (
            "model and frame alike",
            _both(_child("model", None, name="a"), _child("frame", None, name="a")),
        )
        yield "distinct", _both(_child("link", None, name="a"), _child("joint", None, name="b"))
        yield "scoped gripper", _child("gripper", None, name="g::h")
        yield "scoped visual", _child("visual", None, name="v::w")
        yield (
            "scoped without name",
            _both(_child("link", "a::b"), _child("pose", None, frame="a::b")),
        )
        yield (
            "flattened below",
            lambda element: _child("link", None, name="P::l")(
                etree.SubElement(element, "model", name="n")
            ),
        )
        yield (
            "entities in a plugin",
            lambda element: _both(
                _child("link", None, name="a"),
                _child("joint", None, name="a"),
                _child("model", None, name="m::n"),
            )(etree.SubElement(element, "plugin", name="p")),
        )
    yield "nothing", lambda element: None


def _rule_paths(
    node: etree._Element, chain: tuple[etree._Element, ...] = ()
) -> Iterator[tuple[etree._Element, ...]]:
    """Every ``<convert>`` below ``node``, with the ones above it (the step's root left out)."""
    for child in node:
        if child.tag == "convert":
            yield (*chain, child)
            yield from _rule_paths(child, (*chain, child))


def _placements(
    chain: tuple[etree._Element, ...],
) -> Iterator[tuple[str, Callable[[etree._Element], etree._Element]]]:
    """Where the element the last rule of ``chain`` selects is put, below ``<sdf>``."""

    def build(
        wrap: Callable[[etree._Element, str], etree._Element],
    ) -> Callable[[etree._Element], etree._Element]:
        def place(root: etree._Element) -> etree._Element:
            current = root
            for rule in chain:
                if "name" in rule.attrib:
                    current = etree.SubElement(current, rule.get("name", ""))
                else:
                    current = wrap(current, rule.get("descendant_name", ""))
                current.set("name", "selected")
            return current

        return place

    yield "direct", build(lambda parent, tag: etree.SubElement(parent, tag))
    yield (
        "nested",
        build(
            lambda parent, tag: etree.SubElement(etree.SubElement(parent, "model", name="in"), tag)
        ),
    )
    yield (
        "in a plugin",
        build(
            lambda parent, tag: etree.SubElement(etree.SubElement(parent, "plugin", name="p"), tag)
        ),
    )
    yield (
        "in namespaced content",
        build(lambda parent, tag: etree.SubElement(etree.SubElement(parent, "{urn:x}extra"), tag)),
    )


def _cases() -> Iterator[tuple[rules.Step, str, str]]:
    for step in STEPS:
        for chain in _rule_paths(step.rules):
            rule = chain[-1]
            operations = [c for c in rule if c.tag != "convert" and isinstance(c.tag, str)]
            for operation in operations or [etree.Element("none")]:
                for what, edit in _inputs(operation):
                    for where, place in _placements(chain):
                        root = etree.Element("sdf", version=step.from_version)
                        edit(place(root))
                        label = " / ".join(
                            r.get("name") or "//" + str(r.get("descendant_name")) for r in chain
                        )
                        yield step, f"{label}: <{operation.tag}> {what}, {where}", _numbered(root)


def _numbered(root: etree._Element) -> str:
    """The document as text, one element per line (so that lines tell elements apart)."""
    for element in root.iter():
        element.tail = "\n"
        if len(element) and not (element.text or "").strip():
            element.text = "\n"
    return etree.tostring(root, encoding="unicode")


CASES = list(_cases())


def test_every_rule_of_every_step_has_cases() -> None:
    covered = {(step.from_version, label.split(":")[0]) for step, label, _ in CASES}
    for step in STEPS:
        for chain in _rule_paths(step.rules):
            label = " / ".join(r.get("name") or "//" + str(r.get("descendant_name")) for r in chain)
            assert (step.from_version, label) in covered


def _by_rule() -> dict[tuple[str, str], list[tuple[rules.Step, str, str]]]:
    grouped: dict[tuple[str, str], list[tuple[rules.Step, str, str]]] = {}
    for step, label, text in CASES:
        grouped.setdefault((step.from_version, label.split(":")[0]), []).append((step, label, text))
    return grouped


BY_RULE = _by_rule()


@pytest.mark.parametrize("rule", list(BY_RULE), ids=lambda key: f"{key[0]} {key[1]}")
def test_the_plan_migrates_each_document_needing_a_rule_as_the_interpreter_does(
    rule: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each operation of the rule, each input it acts on (or not), each placement."""
    for step, label, text in BY_RULE[rule]:
        try:
            _assert_same(step, text, monkeypatch)
        except AssertionError as failure:
            raise AssertionError(f"{label}\n{failure}") from None


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.from_version)
def test_the_plan_migrates_every_case_of_a_step_at_once_as_the_interpreter_does(
    step: rules.Step, monkeypatch: pytest.MonkeyPatch
) -> None:
    """All the cases of a step in one document: rules meet each other's results."""
    root = etree.Element("sdf", version=step.from_version)
    for case_step, _, text in CASES:
        if case_step is step:
            for child in etree.fromstring(text):
                root.append(child)
    text = _numbered(root)
    _assert_same(step, text, monkeypatch)


def _old_documents() -> list[Path]:
    found = []
    for path in sorted(DATA.rglob("*.sdf")):
        match = _VERSION.search(path.read_bytes()[:4096])
        if match and match.group(1).decode() in steps.migration_steps():
            found.append(path)
    return found


def migratable_root(data: bytes) -> etree._Element:
    """The tree ``data`` parses to; the test is skipped when it is not well-formed."""
    try:
        return etree.fromstring(data, safe_parser())
    except etree.XMLSyntaxError:
        pytest.skip("not well-formed: never migrated")


@pytest.mark.parametrize("path", _old_documents(), ids=lambda p: str(p.relative_to(DATA)))
def test_the_plans_migrate_every_vendored_old_document_as_the_interpreter_does(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Step after step, each step's plan and interpretation agree on what the last one made."""
    root = migratable_root(path.read_bytes())
    version = str(root.get("version")).strip()
    chain = steps.migration_steps()
    while version in chain:
        step = chain[version]
        text = etree.tostring(root, encoding="unicode")
        _assert_same(step, text, monkeypatch)
        run = rules.MigrationRun(step, "doc.sdf")
        compiled.run_plan(compiled.plan_of(step), run, root)
        version = step.to_version


def test_descendants_of_a_document_without_namespaces_are_the_general_ones() -> None:
    """``namespaced=False`` only changes how plugins' contents are found, not what is found."""
    text = """<sdf version="1.6"><world name="w">
      <plugin name="a"><pose/><model name="x"><pose frame="f"/></model><plugin><pose/></plugin></plugin>
      <model name="m"><pose frame="f"/><link name="l"><pose/><plugin name="b"><pose/></plugin></link>
      <model name="n"><pose frame="g"/></model></model><pose/></world></sdf>"""
    root = etree.fromstring(text)
    for top in root.iter():
        for tag in ("pose", "model", "plugin", "link"):
            for having in (None, frozenset({"frame"}), frozenset({"frame", "name"})):
                general = list(descendants(top, tag, having))
                assert list(descendants(top, tag, having, namespaced=False)) == general


def test_guards_say_which_rules_a_plan_skips() -> None:
    """The plans skip by the same guards as the interpreter: one definition of 'cannot apply'."""
    for step in STEPS:
        plan = compiled.plan_of(step)
        for nested, rule in zip(
            plan.nested, [c for c in step.rules if c.tag == "convert"], strict=True
        ):
            assert nested.needs == guards.required_tags(rule)
            assert nested.needs_attributes == guards.required_attributes_below(rule)


def test_a_rule_changing_only_elements_with_attributes_is_skipped_without_them() -> None:
    """//inertial/pose changes only poses carrying relative_to: a document without one skips it."""
    rule = etree.fromstring(
        '<convert descendant_name="inertial"><convert name="pose">'
        '<remove_empty attribute="relative_to"/></convert></convert>'
    )
    assert guards.required_attributes_below(rule) == {("pose", "relative_to")}
    without = etree.fromstring('<sdf><inertial><pose frame="a"/></inertial><pose/></sdf>')
    with_one = etree.fromstring(
        '<sdf><inertial><pose/></inertial><x><pose relative_to=""/></x></sdf>'
    )
    assert not guards.holds_any(without, frozenset({("pose", "relative_to")}))
    assert guards.holds_any(with_one, frozenset({("pose", "relative_to")}))
    operation = etree.fromstring('<convert name="pose"><remove element="x"/></convert>')
    assert (
        guards.required_attributes_below(
            etree.fromstring(
                f'<convert name="inertial">{etree.tostring(operation).decode()}</convert>'
            )
        )
        is None
    )


HANDMADE_RULES = {
    "splits of one another's parts": """<convert name="sdf"><convert descendant_name="link">
        <split element="a"><part element="b" values="2"/><part element="c" values="1"/></split>
        <split element="b"><part element="d" values="1"/><part element="e" values="1"/></split>
        <split element="c"><part element="a" values="1"/></split>
      </convert></convert>""",
    "splits of one name twice": """<convert name="sdf"><convert descendant_name="link">
        <split element="a"><part element="x" values="1"/><part element="y" values="1"/></split>
        <split element="a"><part element="z" values="1"/></split>
      </convert></convert>""",
    "independent splits": """<convert name="sdf"><convert descendant_name="link">
        <split element="a"><part element="x" values="1"/><part element="y" values="1"/></split>
        <split element="b"><part element="z" values="2"/></split>
      </convert></convert>""",
}


@pytest.mark.parametrize("rules_text", list(HANDMADE_RULES.values()), ids=list(HANDMADE_RULES))
def test_splits_sharing_one_pass_find_what_they_would_find_one_after_another(
    rules_text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rules no step has yet: the merged splits keep the order's effects."""
    step = rules.Step("1.0", "1.1", etree.fromstring(rules_text))
    for children in (
        "<a>1 2 3</a><b>4 5</b><c>6</c>",
        "<c>6</c><a>1 2 3</a><a>1 2</a><b>4 5</b>",
        "<a>1 2</a><a>3</a><b>4 5</b>",
        "<b>4 5</b><a>1 2 3</a>",
    ):
        text = _numbered(etree.fromstring(f'<sdf version="1.0"><link>{children}</link></sdf>'))
        _assert_same(step, text, monkeypatch)


HOLDERS = {
    "none": "<sdf><model><link/></model></sdf>",
    "on the root": '<pose relative_to="a"/>',
    "deep": '<sdf><model><link><pose relative_to=""/></link></model></sdf>',
    "other attribute": '<sdf><pose frame="a"/><pose/></sdf>',
    "other tag": '<sdf><link relative_to="a"/></sdf>',
    "namespaced element": '<sdf xmlns:x="urn:x"><x:pose relative_to="a"/></sdf>',
    "namespaced attribute": '<sdf xmlns:x="urn:x"><pose x:relative_to="a"/></sdf>',
    "in a plugin": '<sdf><plugin name="p" filename="f"><pose relative_to="a"/></plugin></sdf>',
    "odd names": '<sdf><x.y a.b="1"/><pose a.b="1"/></sdf>',
}


@pytest.mark.parametrize("case", sorted(HOLDERS))
def test_holds_any_is_the_search_over_every_element(case: str) -> None:
    """Asked of libxml2 or looked at element by element: the same answer."""
    document = etree.fromstring(HOLDERS[case])
    for pairs in (
        {("pose", "relative_to")},
        {("pose", "frame"), ("link", "relative_to")},
        {("pose", "relative_to"), ("pose", "frame")},
        {("x.y", "a.b")},
        {("pose", "a.b")},
        {("link", "name")},
    ):
        expected = any(
            element.get(attribute) is not None
            for tag, attribute in pairs
            for element in document.iter(tag)
        )
        assert guards.holds_any(document, frozenset(pairs)) is expected, (case, pairs)
