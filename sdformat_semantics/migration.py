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
"""

from __future__ import annotations

import functools
import importlib.resources
from collections import Counter
from collections.abc import Iterator

import attrs
import sdformat_versions
from lxml import etree

from sdformat_runtime.errors import (
    Error,
    ErrorCode,
    ProblemCollector,
    XmlOrigin,
    problem,
)
from sdformat_runtime.versions import version_key
from sdformat_semantics.name_collisions import rename_colliding_names, rename_scoped_names
from sdformat_semantics.unflatten import unflatten_model

SEPARATOR = "::"


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


@attrs.frozen
class Change:
    """What one kind of rewrite did to a document during migration.

    Attributes:
        step: The step, e.g. ``1.6 -> 1.7``.
        description: The rewrite, e.g. ``//pose: @frame moved to @relative_to``.
        count: How many times it applied.
    """

    step: str
    description: str
    count: int

    def __str__(self) -> str:
        times = f" ({self.count}x)" if self.count > 1 else ""
        return f"{self.step}: {self.description}{times}"


@functools.cache
def migration_steps() -> dict[str, Step]:
    """Every step of the registry's migration chain, rules parsed, by the version it reads."""
    folder = importlib.resources.files(sdformat_versions).joinpath(
        sdformat_versions.MIGRATIONS_FOLDER
    )
    parser = etree.XMLParser(
        resolve_entities=False, no_network=True, load_dtd=False, remove_comments=True
    )
    steps: dict[str, Step] = {}
    for step in sdformat_versions.MIGRATIONS:
        rules = etree.fromstring(folder.joinpath(step.rules).read_bytes(), parser)
        steps[step.from_version] = Step(step.from_version, step.to_version, rules)
    return steps


def known_versions() -> list[str]:
    """Every version the migration can read, oldest first."""
    steps = migration_steps()
    versions = set(steps) | {step.to_version for step in steps.values()}
    return sorted(versions, key=version_key)


def migrate(
    root: etree._Element,
    from_version: str,
    to_version: str,
    file: str | None = None,
    changes: list[Change] | None = None,
) -> list[Error]:
    """Rewrite a parsed document from one version to a newer one, in place.

    Args:
        root: The ``<sdf>`` element; its ``version`` attribute is set to
            ``to_version`` when the migration runs.
        from_version: Version the document declares.
        to_version: Version to reach (equal to ``from_version``: nothing to do).
        file: File name for the problems' locations.
        changes: If given, receives a summary of what each step rewrote.

    Returns:
        Warnings (deprecated content removed, renamed names) and errors
        (``CONVERSION_ERROR``: unknown version, a downgrade, flattened names
        that cannot be rebuilt). Nothing is raised.
    """
    line = root.sourceline if isinstance(root.sourceline, int) else None
    # The version belongs to the whole document: located at <sdf> whatever the root's name.
    whole_document = XmlOrigin(file, line, "/sdf")
    versions = known_versions()
    for version in (from_version, to_version):
        if version not in versions:
            message = (
                f"SDFormat version '{version}' cannot be migrated; "
                f"versions known to the migration: {', '.join(versions)}"
            )
            return [problem(ErrorCode.CONVERSION_ERROR, message, whole_document)]
    if version_key(to_version) < version_key(from_version):
        message = (
            f"the document declares SDFormat {from_version}; it cannot be migrated down "
            f"to {to_version} (migration only goes to newer versions)"
        )
        return [problem(ErrorCode.CONVERSION_ERROR, message, whole_document)]
    problems: list[Error] = []
    steps = migration_steps()
    version = from_version
    while version != to_version:
        step = steps[version]
        run = MigrationRun(step, file)
        run.apply(step.rules, root, "")
        problems.extend(run.problems)
        if changes is not None:
            changes.extend(
                Change(f"{step.from_version} -> {step.to_version}", description, count)
                for description, count in run.counts.items()
            )
        version = step.to_version
    if from_version != to_version:
        root.set("version", to_version)
    return problems


class MigrationRun(ProblemCollector):
    """One step applied to one document: the interpreter and what it met.

    It collects the step's problems itself (``error``, ``warning``,
    ``problems``) and tallies its rewrites (``count``, ``counts``), which is
    all that the structural rewrites need of it (``RewriteLog``).

    Attributes:
        step: The step being applied.
        counts: How many times each kind of rewrite applied.
    """

    def __init__(self, step: Step, file: str | None) -> None:
        super().__init__(file)
        self.step = step
        self.counts: Counter[str] = Counter()
        # A rule applies to every element it selects, thousands in a large world: its
        # parts are read once. Keys are the rule nodes, kept alive (so unique) by the dict.
        self._parts: dict[etree._Element, tuple[list[etree._Element], list[etree._Element]]] = {}
        self._endpoints: dict[etree._Element, tuple[_Endpoint, _Endpoint]] = {}

    def count(self, description: str) -> None:
        """Record that a rewrite applied once."""
        self.counts[description] += 1

    # Interpreter ------------------------------------------------------------

    def apply(self, rule: etree._Element, element: etree._Element, where: str) -> None:
        """Apply one ``<convert>`` node's body to the element it selected."""
        where = where or f"/{element.tag}"
        converts, operations = self._rule_parts(rule)
        for child in converts:
            if "name" in child.attrib:
                selector = child.get("name", "")
                targets = [c for c in element if c.tag == selector]
                label = f"{where}/{selector}"
            else:
                selector = child.get("descendant_name", "")
                targets = list(_descendants(element, selector))
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
        if tag in ("rename", "move", "copy"):
            endpoints = self._endpoints.get(operation)
            if endpoints is None:
                endpoints = _Endpoint.of(operation.find("from")), _Endpoint.of(operation.find("to"))
                self._endpoints[operation] = endpoints
            source, target = endpoints
            if _transfer(element, source, target, keep_source=tag == "copy"):
                self.count(f"{where}: {tag} {source} -> {target}")
        elif tag == "map":
            self._map(operation, element, where)
        elif tag == "add":
            self._add(operation, element, where)
        elif tag in ("remove", "remove_empty"):
            self._remove(operation, element, where, only_empty=tag == "remove_empty")
        elif tag == "deprecated":
            self._deprecated(operation.get("element", ""), element, where)
        elif tag == "unflatten":
            unflatten_model(element, self)
        elif tag == "rename_colliding_names":
            rename_colliding_names(element, self)
        elif tag == "rename_scoped_names":
            rename_scoped_names(element, self)
        elif tag == "rename_selected":
            self.count(f"{where}: renamed to <{operation.get('to')}>")
            element.tag = operation.get("to", "")
        elif tag == "split":
            self._split(operation, element, where)
        else:  # the generator rejects unknown tags; this guards hand-edited generated files
            message = f"unknown migration rule <{tag}> in the {self.step.from_version} rules"
            self.error(ErrorCode.CONVERSION_ERROR, message, element)

    def _map(self, operation: etree._Element, element: etree._Element, where: str) -> None:
        source, target = operation.find("from"), operation.find("to")
        if source is None or target is None:
            return
        sources = [(v.text or "").strip() for v in source.findall("value")]
        targets = [(v.text or "").strip() for v in target.findall("value")]
        value = _get_value(element, source.get("name", ""))
        if value is None or value.strip() not in sources:
            return
        index = sources.index(value.strip())
        _set_value(element, target.get("name", ""), targets[index if len(targets) > 1 else 0])
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
                added = _new_child(element, name)
                added.text = value
                self.count(f"{where}: add <{name}>")

    def _remove(
        self, operation: etree._Element, element: etree._Element, where: str, *, only_empty: bool
    ) -> None:
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
            if not only_empty or _is_empty(child):
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

    def _deprecated(self, name: str, element: etree._Element, where: str) -> None:
        for child in element.findall(name):
            message = (
                f"<{name}> in <{element.tag}> does not exist in SDFormat {self.step.to_version} "
                f"(deprecated in {self.step.from_version}); it was removed while migrating"
            )
            self.warning(ErrorCode.ELEMENT_DEPRECATED, message, child)
            element.remove(child)
            self.count(f"{where}: deprecated <{name}> removed")


# Paths and endpoints -------------------------------------------------------------


def _descendants(element: etree._Element, tag: str) -> Iterator[etree._Element]:
    """Every descendant ``<tag>``, not looking inside plugins or namespaced elements.

    lxml finds the candidates in C; walking the whole tree in Python once per
    rule was most of the time a large world took to migrate.
    """
    for found in element.iterdescendants(tag):
        if found.tag != "plugin" and not _inside_opaque(found, element):
            yield found


def _inside_opaque(found: etree._Element, top: etree._Element) -> bool:
    """Whether a plugin or a namespaced element lies between ``top`` and ``found``."""
    current = found.getparent()
    while current is not None and current is not top:
        if current.tag == "plugin" or str(current.tag).startswith("{"):
            return True
        current = current.getparent()
    return False


@attrs.frozen
class _Endpoint:
    """A ``<from>``/``<to>`` of rename, move and copy: a child path and maybe an attribute."""

    path: tuple[str, ...]
    attribute: str | None

    @classmethod
    def of(cls, node: etree._Element | None) -> _Endpoint:
        if node is None:
            return cls((), None)
        element = node.get("element")
        path = tuple(element.split(SEPARATOR)) if element else ()
        return cls(path, node.get("attribute"))

    def __str__(self) -> str:
        text = "/".join(self.path)
        if self.attribute is not None:
            text += ("/" if text else "") + "@" + self.attribute
        return text


def _find(element: etree._Element, path: tuple[str, ...]) -> etree._Element | None:
    current: etree._Element | None = element
    for name in path:
        if current is None:
            return None
        current = current.find(name)
    return current


def _ensure(element: etree._Element, path: tuple[str, ...]) -> etree._Element:
    current = element
    for name in path:
        found = current.find(name)
        current = found if found is not None else _new_child(current, name)
    return current


def _new_child(parent: etree._Element, tag: str) -> etree._Element:
    """A child the migration adds, on its parent's line so that its problems have one."""
    child = etree.SubElement(parent, tag)
    if isinstance(parent.sourceline, int):
        child.sourceline = parent.sourceline
    return child


def _transfer(
    element: etree._Element, source: _Endpoint, target: _Endpoint, *, keep_source: bool
) -> bool:
    """Move or copy what ``source`` names to ``target``; False when there is no source."""
    if source.attribute is None:
        found = _find(element, source.path)
        if found is None or found is element:
            return False
        if target.attribute is None:
            moved = etree.fromstring(etree.tostring(found)) if keep_source else found
            if not keep_source:
                parent = found.getparent()
                assert parent is not None
                parent.remove(found)
            moved.tag = target.path[-1]
            _ensure(element, target.path[:-1]).append(moved)
            return True
        value = (found.text or "").strip()
        if not keep_source:
            parent = found.getparent()
            assert parent is not None
            parent.remove(found)
    else:
        owner = _find(element, source.path)
        if owner is None or source.attribute not in owner.attrib:
            return False
        value = owner.get(source.attribute, "")
        if not keep_source:
            del owner.attrib[source.attribute]
        if target.attribute is None:
            _ensure(element, target.path).text = value
            return True
    assert target.attribute is not None
    _ensure(element, target.path).set(target.attribute, value)
    return True


def _split_value_path(name: str) -> tuple[tuple[str, ...], str | None]:
    """``xyz/@expressed_in`` -> (("xyz",), "expressed_in"); ``a/b`` -> (("a", "b"), None)."""
    parts = tuple(part for part in name.split("/") if part)
    if parts and parts[-1].startswith("@"):
        return parts[:-1], parts[-1][1:]
    return parts, None


def _get_value(element: etree._Element, name: str) -> str | None:
    path, attribute = _split_value_path(name)
    found = _find(element, path)
    if found is None:
        return None
    return found.get(attribute) if attribute is not None else found.text or ""


def _set_value(element: etree._Element, name: str, value: str) -> None:
    path, attribute = _split_value_path(name)
    target = _ensure(element, path)
    if attribute is not None:
        target.set(attribute, value)
    else:
        target.text = value


def _is_empty(element: etree._Element) -> bool:
    return not element.attrib and len(element) == 0 and not (element.text or "").strip()
