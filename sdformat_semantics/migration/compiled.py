"""The rules of a step compiled once into plans, so that migrating a document reads no rule node.

``MigrationRun.apply`` interprets a ``<convert>`` tree on every element it
selects: for each one it reads the rule's nodes again (``find``, ``get``,
dispatch on the operation's tag), which cost more than the rewrites
themselves (a world state of 150 links took four times its parse to split
its velocities). ``plan_of`` reads a step's rules once into a tree of
``Plan`` objects holding what each selection and operation needs: tags,
attribute names, value lists, the text of its change count. ``run_plan``
then does exactly what ``MigrationRun.apply`` does, in the same order, with
the same problems and counts (``tests/semantics/test_migration_plans.py``
holds the two to the same trees, problems and counts for every rule of every
step).

Skipping, as in the interpreter: a rule selected at the document's root
whose every operation needs a tag the document does not hold
(``guards.required_tags``) is not run, which costs nothing when lxml's name
dictionary does not know the tag; descendants are filtered by the
attributes a rule needs (``guards.required_attributes``). Beyond the
interpreter: such a rule is not run either when what it changes must carry
attributes that no element of the document's tags carries
(``guards.required_attributes_below``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from lxml import etree

from sdformat_semantics.migration import guards
from sdformat_semantics.migration.name_collisions import rename_colliding_names, rename_scoped_names
from sdformat_semantics.migration.paths import (
    Endpoint,
    child_named,
    children_named,
    descendants,
    is_empty,
    is_plain,
    new_child,
    set_value,
    transfer,
)
from sdformat_semantics.migration.rules import MigrationRun, Step
from sdformat_semantics.migration.selection import outside_plugins, select, selection_test
from sdformat_semantics.migration.unflatten import unflatten_model

Operation = Callable[[MigrationRun, etree._Element, str], None]
"""One compiled operation: applied by a run to the element its rule selected, at ``where``."""


class Plan:
    """One ``<convert>`` node, compiled.

    Attributes:
        tag: The tag it selects (children, or descendants when ``descendant``).
        descendant: Whether it selects at any depth (``descendant_name``).
        having: Attributes of which a selected descendant must carry one, or None.
        label: What it adds to the location of its changes (``/x`` or ``//x``).
        needs: Tags of which a document must hold one for it to change anything, or None.
        needs_attributes: (tag, attribute) pairs of which a document must hold one (an
            element of the tag carrying the attribute) for it to change anything, or None.
        nested: Its nested selections, in order.
        operations: Its operations, in order.
        scoped_only: Whether it changes nothing unless an entity's name holds ``::``
            (its operations and those of its nested rules are all ``guards.SCOPED_ONLY``).
        adds_attributes: Whether it (or a rule nested in it) may give an element an
            attribute name no element carried before (``guards.may_add_attribute``).
        selection: An XPath selecting, of what it selects, only what it may change
            (``migration.selection``), or None.
    """

    __slots__ = (
        "adds_attributes",
        "descendant",
        "having",
        "label",
        "needs",
        "needs_attributes",
        "nested",
        "operations",
        "scoped_only",
        "selection",
        "tag",
    )

    def __init__(self, rule: etree._Element) -> None:
        self.descendant = "name" not in rule.attrib
        self.tag = rule.get("descendant_name" if self.descendant else "name", "")
        self.having = guards.required_attributes(rule) if self.descendant else None
        self.label = f"//{self.tag}" if self.descendant else f"/{self.tag}"
        self.needs = guards.required_tags(rule)
        self.needs_attributes = guards.required_attributes_below(rule)
        self.nested = tuple(Plan(child) for child in rule if child.tag == "convert")
        operations = [c for c in rule if c.tag != "convert" and isinstance(c.tag, str)]
        self.operations = _compiled_operations(operations)
        tags = [str(operation.tag) for operation in operations]
        self.scoped_only: bool = bool(tags or self.nested) and (
            all(tag in guards.SCOPED_ONLY for tag in tags)
            and all(nested.scoped_only for nested in self.nested)
        )
        self.adds_attributes: bool = any(map(guards.may_add_attribute, operations)) or any(
            nested.adds_attributes for nested in self.nested
        )
        self.selection = selection_test(
            self.tag,
            self.descendant,
            self.having,
            [str(operation.tag) for operation in operations],
            bool(self.nested),
        )


def plan_of(step: Step) -> Plan:
    """The compiled rules of ``step``."""
    return _plan(step.rules)


@functools.cache
def _plan(rules: etree._Element) -> Plan:
    # Keyed by the rules' root node, not by the step (equal steps may hold other rules); the
    # registry's parsed steps live as long as the process, so their plans are made once.
    return Plan(rules)


def run_plan(
    plan: Plan,
    run: MigrationRun,
    root: etree._Element,
    parsed: guards.AsParsed | None = None,
) -> None:
    """Apply a step's compiled rules to a document, as ``run.apply(step.rules, root, "")`` does.

    ``parsed``: when given, what the bytes of ``root`` (unchanged since it was
    parsed) tell: a rule that only changes elements carrying attributes no
    element carries, or that needs a name holding ``::`` where none does, is
    skipped without looking for its elements (a walk over the whole tree in
    C, or over thousands of models).
    """
    where = f"/{root.tag}"
    # What no element carries stays so through a step that adds no attribute name.
    lasting = None if parsed is None or plan.adds_attributes else parsed.uncarried
    for nested in plan.nested:
        if nested.needs is not None and not any(
            next(root.iter(tag), None) is not None for tag in nested.needs
        ):
            continue
        if parsed is not None and _cannot_change(nested, parsed, run.applied == 0, lasting):
            continue
        if nested.needs_attributes is not None and not guards.holds_any(
            root, nested.needs_attributes
        ):
            continue
        _select(nested, run, root, where, lasting)
    for operation in plan.operations:
        operation(run, root, where)


def _cannot_change(
    plan: Plan,
    parsed: guards.AsParsed,
    unchanged: bool,
    lasting: Callable[[str], bool] | None,
) -> bool:
    """Whether ``plan`` can change nothing in a document that ``parsed`` tells of.

    ``unchanged``: whether nothing was rewritten yet (so all of ``parsed``
    holds); ``lasting``: what no element carries when it holds whatever was.
    """
    if unchanged and plan.scoped_only and not parsed.scoped_names:
        return True
    uncarried = parsed.uncarried if unchanged else lasting
    if uncarried is None:
        return False
    if plan.having is not None:
        return all(uncarried(name) for name in plan.having)
    if plan.needs_attributes is not None:
        return all(uncarried(name) for _, name in plan.needs_attributes)
    return False


def _select(
    plan: Plan,
    run: MigrationRun,
    element: etree._Element,
    where: str,
    uncarried: Callable[[str], bool] | None = None,
) -> None:
    """Apply ``plan`` to every element it selects in ``element``.

    ``uncarried``: true of an attribute name no element carries, if known: a
    nested rule changing only elements carrying such attributes is skipped.
    """
    label = where + plan.label
    narrowed = plan.selection is not None and (
        not plan.descendant or (not run.namespaced and outside_plugins(element))
    )
    if narrowed:
        assert plan.selection is not None
        targets = select(plan.selection, element)
    elif plan.descendant:
        targets = list(descendants(element, plan.tag, plan.having, namespaced=run.namespaced))
    else:
        targets = list(element.iterchildren(plan.tag))
    nested, operations = plan.nested, plan.operations
    if uncarried is not None:
        nested = tuple(
            inner
            for inner in nested
            if inner.having is None or not all(map(uncarried, inner.having))
        )
    for target in targets:
        for inner in nested:
            _select(inner, run, target, label, uncarried)
        for operation in operations:
            operation(run, target, label)


# Operations ---------------------------------------------------------------


def _compiled(operation: etree._Element) -> Operation:
    """The operation a rule node names, its arguments read now."""
    compile_one = _COMPILERS.get(str(operation.tag))
    if compile_one is not None:
        compiled = compile_one(operation)
    else:

        def compiled(run: MigrationRun, element: etree._Element, where: str) -> None:
            run._operate(operation, element, where)

    return compiled if _keeps_depth(operation) else _deepening(compiled)


def _keeps_depth(operation: etree._Element) -> bool:
    """Whether ``operation`` never nests an element deeper than the document had one.

    Renames, removals and splits (whose parts take the source's place) do
    not; nor does a transfer or addition to an attribute of the selected
    element. Anything else may create elements below the selected one, or
    move them (unflattening): when it applies, the loader checks the depth again.
    """
    tag = operation.tag
    if tag in _DEPTH_KEEPING:
        return True
    if tag in ("rename", "move", "copy"):
        return not Endpoint.of(operation.find("to")).path
    if tag == "add":
        return "attribute" in operation.attrib
    return False


_DEPTH_KEEPING = frozenset(
    {
        "remove",
        "remove_empty",
        "deprecated",
        "lost",
        "rename_selected",
        "split",
        "rename_colliding_names",
        "rename_scoped_names",
    }
)


def _deepening(operation: Operation) -> Operation:
    """``operation``, marking its run ``deepened`` when it applied."""

    def apply(run: MigrationRun, element: etree._Element, where: str) -> None:
        before = run.applied
        operation(run, element, where)
        if run.applied != before:
            run.deepened = True

    return apply


def _child(name: str) -> Callable[[etree._Element], etree._Element | None]:
    """``element.find(name)`` for one rule path step, without ElementPath for a plain tag."""
    if not is_plain(name):
        return lambda element: element.find(name)
    return lambda element: next(element.iterchildren(name), None)


def _transfer(operation: etree._Element) -> Operation:
    tag = str(operation.tag)
    source = Endpoint.of(operation.find("from"))
    target = Endpoint.of(operation.find("to"))
    keep_source = tag == "copy"
    change = f": {tag} {source} -> {target}"

    def apply(run: MigrationRun, element: etree._Element, where: str) -> None:
        if transfer(element, source, target, keep_source=keep_source):
            run.count(where + change)

    return apply


def _map(operation: etree._Element) -> Operation:
    source, target = operation.find("from"), operation.find("to")
    if source is None or target is None:
        return lambda run, element, where: None
    sources = [(v.text or "").strip() for v in source.findall("value")]
    targets = [(v.text or "").strip() for v in target.findall("value")]
    source_name, target_name = source.get("name", ""), target.get("name", "")
    path = tuple(part for part in source_name.split("/") if part)
    attribute = None
    if path and path[-1].startswith("@"):
        path, attribute = path[:-1], path[-1][1:]
    steps = [_child(step) for step in path]
    change = f": map {source.get('name')} -> {target.get('name')}"

    def apply(run: MigrationRun, element: etree._Element, where: str) -> None:
        found = element
        for step in steps:
            child = step(found)
            if child is None:
                return
            found = child
        value = found.get(attribute) if attribute is not None else found.text or ""
        if value is None:
            return
        value = value.strip()
        if value not in sources:
            return
        index = sources.index(value)
        set_value(element, target_name, targets[index if len(targets) > 1 else 0])
        run.count(where + change)

    return apply


def _add(operation: etree._Element) -> Operation:
    value = operation.get("value")
    if "attribute" in operation.attrib:
        name = operation.get("attribute", "")
        added_attribute = f": add @{name}"

        def add_attribute(run: MigrationRun, element: etree._Element, where: str) -> None:
            if name not in element.attrib:
                element.set(name, value or "")
                run.count(where + added_attribute)

        return add_attribute
    name = operation.get("element", "")
    added_element = f": add <{name}>"

    def add_element(run: MigrationRun, element: etree._Element, where: str) -> None:
        if child_named(element, name) is None:
            added = new_child(element, name)
            added.text = value
            run.count(where + added_element)

    return add_element


def _remove(operation: etree._Element) -> Operation:
    only_empty = operation.tag == "remove_empty"
    verb = "remove empty" if only_empty else "remove"
    if "attribute" in operation.attrib:
        name = operation.get("attribute", "")
        removed_attribute = f": {verb} @{name}"

        def remove_attribute(run: MigrationRun, element: etree._Element, where: str) -> None:
            value = element.get(name)
            if value is not None and (not only_empty or not value.strip()):
                del element.attrib[name]
                run.count(where + removed_attribute)

        return remove_attribute
    name = operation.get("element", "")
    removed_element = f": {verb} <{name}>"

    def remove_element(run: MigrationRun, element: etree._Element, where: str) -> None:
        for child in children_named(element, name):
            if not only_empty or is_empty(child):
                element.remove(child)
                run.count(where + removed_element)

    return remove_element


def _deprecated(operation: etree._Element) -> Operation:
    def apply(run: MigrationRun, element: etree._Element, where: str) -> None:
        run._deprecated(operation, element, where)

    return apply


def _rename_selected(operation: etree._Element) -> Operation:
    to = operation.get("to", "")
    change = f": renamed to <{operation.get('to')}>"

    def apply(run: MigrationRun, element: etree._Element, where: str) -> None:
        run.count(where + change)
        element.tag = to

    return apply


class _Split:
    """A compiled ``<split>``: finds its source, then deals its values out."""

    def __init__(self, operation: etree._Element) -> None:
        self.name = operation.get("element", "")
        self.find = _child(self.name)
        self.parts = [(p.get("element", ""), int(p.get("values", "0"))) for p in operation]
        self.total = sum(count for _, count in self.parts)
        self.change = f": split <{self.name}> into {', '.join(f'<{p}>' for p, _ in self.parts)}"

    def __call__(self, run: MigrationRun, element: etree._Element, where: str) -> None:
        source = self.find(element)
        if source is not None:
            self.split(run, element, where, source)

    def split(
        self, run: MigrationRun, element: etree._Element, where: str, source: etree._Element
    ) -> None:
        """Split ``source``, the first child ``<name>`` of ``element``."""
        values = (source.text or "").split()
        if len(values) != self.total:
            return
        tail, line = source.tail, source.sourceline
        parts = self.parts
        start = 0
        # The interpreter replaces the source with new parts; a source holding nothing but
        # its text becomes the first part in place, the same element (line, tail, no
        # attribute, no child) for less work.
        reused = len(source) == 0 and not source.keys()
        if reused:
            first, start = parts[0]
            source.tag = first
            source.text = " ".join(values[:start])
            parts = parts[1:]
        # Each part goes right after the one before (after the source at first): where
        # inserting at the source's index and offset put it, without finding that index.
        previous = source
        for part, count in parts:
            # Made in the document's own tree: an element of a new one costs a move.
            added = element.makeelement(part)
            added.text = " ".join(values[start : start + count])
            start += count
            added.tail = tail
            if isinstance(line, int):
                added.sourceline = line
            previous.addnext(added)
            previous = added
        if not reused:
            element.remove(source)
        run.count(where + self.change)


def _split(operation: etree._Element) -> Operation:
    return _Split(operation)


def _splits_at_once(splits: list[_Split]) -> Operation:
    """Consecutive splits of one rule, their sources found in one pass over the children.

    Looking a child up costs more than reading every child of a small element
    (lxml builds a tag matcher per lookup); a link of a world state splits
    three. Only made when no split's source is the name of an earlier one's
    source or parts (``_may_share_a_pass``): each source found before the
    splits is then the one its split would find after the earlier ones.
    """
    wanted = {split.name for split in splits}

    def apply(run: MigrationRun, element: etree._Element, where: str) -> None:
        first: dict[object, etree._Element] = {}
        for child in element:
            tag = child.tag
            if tag in wanted and tag not in first:
                first[tag] = child
        for split in splits:
            source = first.get(split.name)
            if source is not None:
                split.split(run, element, where, source)

    return apply


def _may_share_a_pass(splits: list[etree._Element]) -> bool:
    """Whether consecutive ``<split>`` nodes may find their sources in one pass (see above)."""
    seen: set[str] = set()
    for node in splits:
        name = node.get("element", "")
        if not is_plain(name) or name in seen:
            return False
        seen.add(name)
        seen.update(part.get("element", "") for part in node)
    return True


def _compiled_operations(operations: list[etree._Element]) -> tuple[Operation, ...]:
    """The operations of one rule, in order; runs of splits that may share a pass, merged."""
    compiled: list[Operation] = []
    index = 0
    while index < len(operations):
        end = index
        while end < len(operations) and operations[end].tag == "split":
            end += 1
        run = operations[index:end]
        if len(run) > 1 and _may_share_a_pass(run):
            compiled.append(_splits_at_once([_Split(node) for node in run]))
            index = end
            continue
        compiled.append(_compiled(operations[index]))
        index += 1
    return tuple(compiled)


def _structural(
    rewrite: Callable[[etree._Element, MigrationRun], None],
) -> Callable[[etree._Element], Operation]:
    """A rewrite that reads nothing of its rule node, called without the interpreter's dispatch."""

    def compile_one(operation: etree._Element) -> Operation:
        return lambda run, element, where: rewrite(element, run)

    return compile_one


_COMPILERS: dict[str, Callable[[etree._Element], Operation]] = {
    "unflatten": _structural(unflatten_model),
    "rename_colliding_names": _structural(rename_colliding_names),
    "rename_scoped_names": _structural(rename_scoped_names),
    "rename": _transfer,
    "move": _transfer,
    "copy": _transfer,
    "map": _map,
    "add": _add,
    "remove": _remove,
    "remove_empty": _remove,
    "deprecated": _deprecated,
    "rename_selected": _rename_selected,
    "split": _split,
}
"""Operations whose arguments are read at compile time; any other tag is interpreted."""
