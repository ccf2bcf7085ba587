"""The operations of a migration rule compiled into functions, their arguments read once.

``compiled.Plan`` holds, for each ``<convert>`` node, its operations as
``Operation`` functions made here: the interpreter (``MigrationRun``) reads
an operation's node again for every element it applies to, where a function
made by ``compile_operations`` reads its tags, attribute names, value lists
and change text from the node once and does the same rewrite with the same
counts. A tag with no compiler of its own (``_COMPILERS``) is handed to the
interpreter; an operation that may nest elements deeper than the document
had them marks its run ``deepened``; consecutive ``<split>`` nodes that may
find their sources in one pass over the children are merged into one.

Apart from ``compiled`` because that module decides which elements a rule
applies to (selections, guards, skipping) and this one what a rule does to
each of them.
"""

from __future__ import annotations

from collections.abc import Callable

from lxml import etree

from sdformat_semantics.migration.name_collisions import rename_colliding_names, rename_scoped_names
from sdformat_semantics.migration.paths import (
    Endpoint,
    child_named,
    children_named,
    is_empty,
    is_plain,
    new_child,
    set_value,
    transfer,
)
from sdformat_semantics.migration.rules import MigrationRun
from sdformat_semantics.migration.scoped_content import leave_out_scoped_names
from sdformat_semantics.migration.unflatten import unflatten_model

Operation = Callable[[MigrationRun, etree._Element, str], None]
"""One compiled operation: applied by a run to the element its rule selected, at ``where``."""


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
        "leave_out_scoped_names",
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
        # Two parts (a vector and its rotation, a force and its torque): the common split.
        self.pair: tuple[str, int, str] | None = None
        if len(self.parts) == 2:
            (first, count), (second, _) = self.parts
            self.pair = (first, count, second)

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
        if self.pair is not None and len(source) == 0 and not source.keys():
            self._split_in_two(run, element, where, source, values)
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

    def _split_in_two(
        self,
        run: MigrationRun,
        element: etree._Element,
        where: str,
        source: etree._Element,
        values: list[str],
    ) -> None:
        """``split`` into two parts of a source holding nothing but its text (the common case).

        The same tree as the general loop: the source becomes the first part in
        place, the second goes right after it with its tail and line.
        """
        assert self.pair is not None
        first, count, second = self.pair
        source.tag = first
        source.text = " ".join(values[:count])
        added = element.makeelement(second)
        added.text = " ".join(values[count:])
        added.tail = source.tail
        line = source.sourceline
        if isinstance(line, int):
            added.sourceline = line
        source.addnext(added)
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


def compile_operations(operations: list[etree._Element]) -> tuple[Operation, ...]:
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
    "leave_out_scoped_names": _structural(leave_out_scoped_names),
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
