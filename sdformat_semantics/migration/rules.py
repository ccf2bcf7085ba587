"""Migrate a raw SDFormat document between versions by running the ``.convert`` rules.

The rules are data: ``spec/<to>/<from>.convert`` (and ``spec/migrations/`` for
versions we generate no classes for), checked and copied into the newest
generated package by ``make generate``. This module interprets them on the
lxml tree, before binding, one step at a time (1.6 -> 1.7 -> 1.8 ...), and
rewrites ``<sdf version>``.

The vocabulary, applied inside the element a ``<convert>`` selects:

* ``<convert name="x">`` selects every child ``<x>``; ``<convert
  descendant_name="x">`` every ``<x>`` at any depth outside ``<plugin>`` and
  namespaced content. Nested selections run first, then the operations in
  the order written.
* ``<rename>``, ``<move>``, ``<copy>`` with ``<from>`` and ``<to>`` endpoints:
  ``element="a::b"`` is a path of child elements, ``attribute="c"`` an
  attribute (of the path's last element, or of the selected element when
  there is no path). Element to element moves the subtree; any other pairing
  moves the value. Missing target elements are created; a missing source
  does nothing.
* ``<map>``: ``<from name="a/b/@c">`` values to ``<to name=...>`` values (one
  for all, or one per source value); other values are left alone.
* ``<add element|attribute value>`` (only when absent), ``<remove>``,
  ``<remove_empty>``.
* ``<deprecated element="x">``: ``<x>`` does not exist in the target
  version; it is removed with an ``ELEMENT_DEPRECATED`` warning naming it.
* ``<rename_selected to="x"/>``: the selected element itself becomes ``<x>``,
  in its place (``<rename>`` moves one child, and to the end).
* ``<split element="x">`` with ``<part element="p" values="N"/>`` children:
  the whitespace-separated values of child ``<x>`` are dealt out, in order,
  to new elements ``<p>`` holding N values each, which take ``<x>``'s place.
  A value count that does not add up leaves ``<x>`` as it is (the reader
  then reports the malformed value).
* A ``<from element>`` path step may select by attribute:
  ``angle[@axis='1']``.
* ``<unflatten/>`` (see ``unflatten``) and ``<rename_colliding_names/>``
  (see ``name_collisions``).

The interpreter looks each operation up in a table (``VOCABULARY``). This
package only migrates up, on the raw tree before anything is bound; the down
steps that need a loaded document's frames (``<flatten/>``,
``<flat_references/>``...) are written in ``sdformat_semantics.export``, which
hands its own operations to ``MigrationRun`` beside the vocabulary.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping

import attrs
from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, ProblemCollector
from sdformat_semantics.migration.guards import may_apply, required_attributes
from sdformat_semantics.migration.name_collisions import rename_colliding_names, rename_scoped_names
from sdformat_semantics.migration.paths import (
    Endpoint,
    descendants,
    get_value,
    is_empty,
    new_child,
    set_value,
    transfer,
)
from sdformat_semantics.migration.scoped_content import leave_out_scoped_names
from sdformat_semantics.migration.unflatten import unflatten_model


@attrs.frozen
class Step:
    """One migration step.

    Attributes:
        from_version: Version the step reads.
        to_version: Version the step writes.
        rules: The parsed rules (root ``<convert name="sdf">``, comments removed).
    """

    from_version: str
    to_version: str
    rules: etree._Element = attrs.field(eq=False)


class MigrationRun(ProblemCollector):
    """One step applied to one document: the interpreter and what it met.

    It collects the step's problems itself (``error``, ``warning``,
    ``problems``) and tallies its rewrites (``count``, ``counts``), which is
    all that the structural rewrites need of it (``RewriteLog``).

    Attributes:
        step: The step being applied.
        counts: How many times each kind of rewrite applied.
        namespaced: False when the document is known to hold no namespaced element
            (see ``paths.descendants``).
        operations: What each operation tag does: the vocabulary, and the
            operations a caller adds (the down steps' structural rewrites).
        report_loss: Makes the warning for content a step leaves out (a down
            conversion locates it in the file the content was read from); None
            locates it in the tree being rewritten.
        target: The version the whole conversion writes, which a loss names
            (the step's own version when the step is the whole conversion).
        applied: How many rewrites applied, all kinds together.
        deepened: Whether a rewrite that can nest elements deeper than they were
            (creating elements below the selected one, rebuilding nested
            models) applied; the compiled plans keep it, the interpreter does not.
        names_unscoped: True when the document's bytes told that no name outside a
            plugin's start tag holds ``::`` (``guards.AsParsed.scoped_names``); no
            up rule writes one, so it holds through every step.
    """

    def __init__(
        self,
        step: Step,
        file: str | None,
        *,
        namespaced: bool = True,
        operations: Mapping[str, Operation] | None = None,
        report_loss: LossReporter | None = None,
        target: str | None = None,
        names_unscoped: bool = False,
    ) -> None:
        super().__init__(file)
        self.names_unscoped = names_unscoped
        self.step = step
        self.target = target or step.to_version
        self.operations: Mapping[str, Operation] = (
            VOCABULARY if operations is None else {**VOCABULARY, **operations}
        )
        self.report_loss = report_loss
        self.namespaced = namespaced
        self.applied = 0
        self.deepened = False
        self.counts: Counter[str] = Counter()
        # A rule applies to every element it selects, thousands in a large world: its
        # parts are read once. Keys are the rule nodes, kept alive (so unique) by the dict.
        self._parts: dict[etree._Element, tuple[list[etree._Element], list[etree._Element]]] = {}
        self._endpoints: dict[etree._Element, tuple[Endpoint, Endpoint]] = {}

    def count(self, description: str) -> None:
        """Record that a rewrite applied once."""
        self.counts[description] += 1
        self.applied += 1

    # Interpreter ------------------------------------------------------------

    def apply(self, rule: etree._Element, element: etree._Element, where: str) -> None:
        """Apply one ``<convert>`` node's body to the element it selected."""
        top = not where  # the document's root: rules whose tags are absent are skipped here
        where = where or f"/{element.tag}"
        converts, operations = self._rule_parts(rule)
        for child in converts:
            if top and not may_apply(child, element):
                continue
            if "name" in child.attrib:
                selector = child.get("name", "")
                targets = list(element.iterchildren(selector))
                label = f"{where}/{selector}"
            else:
                selector = child.get("descendant_name", "")
                targets = list(descendants(element, selector, required_attributes(child)))
                label = f"{where}//{selector}"
            for target in targets:
                self.apply(child, target, label)
        for operation in operations:
            self._operate(operation, element, where)

    def _rule_parts(
        self, rule: etree._Element
    ) -> tuple[list[etree._Element], list[etree._Element]]:
        """The nested ``<convert>`` nodes of a rule and its operations, in order."""
        found = self._parts.get(rule)
        if found is None:
            converts = [child for child in rule if child.tag == "convert"]
            operations = [c for c in rule if c.tag != "convert" and isinstance(c.tag, str)]
            found = self._parts[rule] = (converts, operations)
        return found

    def _operate(self, operation: etree._Element, element: etree._Element, where: str) -> None:
        tag = operation.tag
        run_operation = self.operations.get(str(tag))
        if run_operation is None:  # the generator rejects unknown tags: a hand-edited registry
            message = f"unknown migration rule <{tag}> in the {self.step.from_version} rules"
            self.error(ErrorCode.CONVERSION_ERROR, message, element)
            return
        run_operation(self, operation, element, where)

    def _transfer(self, operation: etree._Element, element: etree._Element, where: str) -> None:
        endpoints = self._endpoints.get(operation)
        if endpoints is None:
            endpoints = Endpoint.of(operation.find("from")), Endpoint.of(operation.find("to"))
            self._endpoints[operation] = endpoints
        source, target = endpoints
        tag = operation.tag
        if transfer(element, source, target, keep_source=tag == "copy"):
            self.count(f"{where}: {tag} {source} -> {target}")

    def _map(self, operation: etree._Element, element: etree._Element, where: str) -> None:
        source, target = operation.find("from"), operation.find("to")
        if source is None or target is None:
            return
        sources = [(v.text or "").strip() for v in source.findall("value")]
        targets = [(v.text or "").strip() for v in target.findall("value")]
        value = get_value(element, source.get("name", ""))
        if value is None or value.strip() not in sources:
            return
        index = sources.index(value.strip())
        set_value(element, target.get("name", ""), targets[index if len(targets) > 1 else 0])
        self.count(f"{where}: map {source.get('name')} -> {target.get('name')}")

    def _add(self, operation: etree._Element, element: etree._Element, where: str) -> None:
        value = operation.get("value")
        if "attribute" in operation.attrib:
            name = operation.get("attribute", "")
            if name not in element.attrib:
                element.set(name, value or "")
                self.count(f"{where}: add @{name}")
        else:
            name = operation.get("element", "")
            if element.find(name) is None:
                added = new_child(element, name)
                added.text = value
                self.count(f"{where}: add <{name}>")

    def _remove(self, operation: etree._Element, element: etree._Element, where: str) -> None:
        only_empty = operation.tag == "remove_empty"
        verb = "remove empty" if only_empty else "remove"
        if "attribute" in operation.attrib:
            name = operation.get("attribute", "")
            value = element.get(name)
            if value is not None and (not only_empty or not value.strip()):
                del element.attrib[name]
                self.count(f"{where}: {verb} @{name}")
            return
        name = operation.get("element", "")
        for child in element.findall(name):
            if not only_empty or is_empty(child):
                element.remove(child)
                self.count(f"{where}: {verb} <{name}>")

    def _split(self, operation: etree._Element, element: etree._Element, where: str) -> None:
        name = operation.get("element", "")
        source = element.find(name)
        if source is None:
            return
        parts = [(part.get("element", ""), int(part.get("values", "0"))) for part in operation]
        values = (source.text or "").split()
        if len(values) != sum(count for _, count in parts):
            return
        index = element.index(source)
        for offset, (part, count) in enumerate(parts):
            added = etree.Element(part)
            added.text = " ".join(values[:count])
            added.tail = source.tail
            if isinstance(source.sourceline, int):
                added.sourceline = source.sourceline
            values = values[count:]
            element.insert(index + offset, added)
        element.remove(source)
        self.count(f"{where}: split <{name}> into {', '.join(f'<{p}>' for p, _ in parts)}")

    def _join(self, operation: etree._Element, element: etree._Element, where: str) -> None:
        """The reverse of ``_split``: parts become one element; a missing part gives zeros."""
        name = operation.get("element", "")
        parts = [(part.get("element", ""), int(part.get("values", "0"))) for part in operation]
        found = [element.find(part) for part, _ in parts]
        present = [node for node in found if node is not None]
        if not present or element.find(name) is not None:
            return  # nothing to join, or both forms: the parts are then reported as lost
        values: list[str] = []
        for (_, count), node in zip(parts, found, strict=True):
            numbers = (node.text or "").split() if node is not None else ["0"] * count
            if len(numbers) != count:
                return  # a malformed part is left for the loss report
            values.extend(numbers)
        joined = etree.Element(name)
        joined.text = " ".join(values)
        joined.tail = present[0].tail
        if isinstance(present[0].sourceline, int):
            joined.sourceline = present[0].sourceline
        element.insert(element.index(present[0]), joined)
        for node in present:
            for attribute in map(str, node.attrib):
                what = f"@{attribute} of <{node.tag!s}>"
                self.lose(node, what, "joined into one value without it")
            element.remove(node)
        self.count(f"{where}: join {', '.join(f'<{p}>' for p, _ in parts)} into <{name}>")

    def _lost(self, operation: etree._Element, element: etree._Element, where: str) -> None:
        """Remove what the target cannot hold, reporting it unless it says nothing."""
        reason = operation.get("reason", "")
        quiet = operation.get("unless_value")
        if "attribute" in operation.attrib:
            name = operation.get("attribute", "")
            value = element.get(name)
            if value is None:
                return
            del element.attrib[name]
            self.count(f"{where}: @{name} left out")
            if value.strip() != quiet:
                self.lose(element, f"@{name}", reason, suffix=f"/@{name}")
            return
        name = operation.get("element", "")
        replacement = operation.get("replacement")
        for child in element.findall(name):
            self.count(f"{where}: <{name}> left out")
            says_nothing = len(child) == 0 and (child.text or "").strip() == quiet
            if not says_nothing:
                instead = f"; <{replacement}/> takes its place" if replacement else ""
                self.lose(child, f"<{child.tag}>", reason + instead)
            if replacement:
                element.insert(element.index(child), new_child(element, replacement))
            element.remove(child)

    def lose(self, node: etree._Element, what: str, reason: str, *, suffix: str = "") -> None:
        """Report ``what`` of ``node`` as left out of the written document, and why."""
        # The version asked for, not the step's: the reason names where it was lost.
        message = f"{what} cannot be written as SDFormat {self.target}: {reason}"
        if self.report_loss is not None:
            self.add(self.report_loss(node, message, suffix))
        else:
            self.warning(ErrorCode.DOWNCONVERSION_LOSS, message, node, suffix=suffix)

    def _deprecated(self, operation: etree._Element, element: etree._Element, where: str) -> None:
        name = operation.get("element", "")
        for child in element.findall(name):
            message = (
                f"<{name}> in <{element.tag}> does not exist in SDFormat {self.step.to_version} "
                f"(deprecated in {self.step.from_version}); it was removed while migrating"
            )
            self.warning(ErrorCode.ELEMENT_DEPRECATED, message, child)
            element.remove(child)
            self.count(f"{where}: deprecated <{name}> removed")

    def _rename_selected(
        self, operation: etree._Element, element: etree._Element, where: str
    ) -> None:
        self.count(f"{where}: renamed to <{operation.get('to')}>")
        element.tag = operation.get("to", "")


Operation = Callable[[MigrationRun, etree._Element, etree._Element, str], None]
"""One operation tag's meaning: (the run, the operation's rule node, the selected
element, that element's path) -> None; it changes the element in place and
reports to the run."""

LossReporter = Callable[[etree._Element, str, str], Error]
"""(an element left out or changed, the message, a path suffix) -> the warning to report."""


def _structural(rewrite: Callable[[etree._Element, MigrationRun], None]) -> Operation:
    """An operation that reads nothing of its rule node: only the element and the run."""
    return lambda run, operation, element, where: rewrite(element, run)


VOCABULARY: dict[str, Operation] = {
    "rename": MigrationRun._transfer,
    "move": MigrationRun._transfer,
    "copy": MigrationRun._transfer,
    "map": MigrationRun._map,
    "add": MigrationRun._add,
    "remove": MigrationRun._remove,
    "remove_empty": MigrationRun._remove,
    "deprecated": MigrationRun._deprecated,
    "rename_selected": MigrationRun._rename_selected,
    "split": MigrationRun._split,
    "join": MigrationRun._join,
    "lost": MigrationRun._lost,
    "unflatten": _structural(unflatten_model),
    "rename_colliding_names": _structural(rename_colliding_names),
    "rename_scoped_names": _structural(rename_scoped_names),
    "leave_out_scoped_names": _structural(leave_out_scoped_names),
}
"""The operations every step may use, by tag (the ``.convert`` vocabulary)."""
