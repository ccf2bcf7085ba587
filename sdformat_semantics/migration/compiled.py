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
step). This module compiles and runs the selections, what each rule applies
to; what a rule does to each element, its operations, is compiled in
``compiled_operations``.

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
from sdformat_semantics.migration.compiled_operations import compile_operations
from sdformat_semantics.migration.name_collisions import kinds_may_collide
from sdformat_semantics.migration.paths import descendants
from sdformat_semantics.migration.rules import MigrationRun, Step
from sdformat_semantics.migration.selection import outside_plugins, select, selection_test


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
        renames_only: Whether its one operation renames colliding names and it nests no
            rule: it changes nothing in a document where no two kinds share a name.
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
        "renames_only",
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
        self.operations = compile_operations(operations)
        tags = [str(operation.tag) for operation in operations]
        self.scoped_only: bool = bool(tags or self.nested) and (
            all(tag in guards.SCOPED_ONLY for tag in tags)
            and all(nested.scoped_only for nested in self.nested)
        )
        self.renames_only = not self.nested and tags == ["rename_colliding_names"]
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
        if nested.renames_only and not kinds_may_collide(root, nested.tag):
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
