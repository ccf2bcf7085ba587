"""Where a rule reads and writes: element paths, endpoints, values, descendants.

A ``<from>``/``<to>`` endpoint names a path of child elements (``a::b``), maybe
an attribute; a path step may carry an attribute test (``angle[@axis='1']``),
which selects in a ``<from>`` and is given to the element a ``<to>`` creates.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import attrs
from lxml import etree

SEPARATOR = "::"


def descendants(
    element: etree._Element,
    tag: str,
    having: frozenset[str] | None = None,
    *,
    namespaced: bool = True,
) -> Iterator[etree._Element]:
    """Every descendant ``<tag>``, not looking inside plugins or namespaced elements.

    lxml finds the candidates in C; walking the whole tree in Python once per
    rule was most of the time a large world took to migrate.

    Args:
        element: Where to look.
        tag: The tag to find.
        having: If given, only elements carrying one of these attributes.
        namespaced: False when the caller knows that no element of the
            document has a namespace: then only plugins are opaque, and one
            walk finds the candidates and the plugins holding some, instead
            of a walk up from every candidate.
    """
    if not namespaced and tag != "plugin":
        return iter(_outside_plugins(element, tag, having))
    return _outside_opaque(element, tag, _having(element.iterdescendants(tag), having))


def _outside_plugins(
    element: etree._Element, tag: str, having: frozenset[str] | None
) -> list[etree._Element]:
    """``descendants`` in a document without namespaces: one walk, plugins' contents left out.

    The walk meets each plugin before its contents (document order), whose
    ``tag`` elements are then set aside. lxml hands out the same proxy for an
    element while one is alive (the set keeps them alive): membership is by element.
    """
    inside: set[etree._Element] = set()
    found: list[etree._Element] = []
    for candidate in element.iterdescendants(tag, "plugin"):
        if candidate.tag == "plugin":
            inside.update(candidate.iterdescendants(tag))
        elif candidate not in inside:
            found.append(candidate)
    return found if having is None else list(_having(iter(found), having))


def _having(
    found: Iterator[etree._Element], having: frozenset[str] | None
) -> Iterator[etree._Element]:
    """The elements of ``found`` carrying one of the attributes ``having`` (None: all)."""
    if having is None:
        return found
    if len(having) == 1:
        (name,) = having
        return (f for f in found if f.get(name) is not None)
    return (f for f in found if any(f.get(name) is not None for name in having))


def _outside_opaque(
    top: etree._Element, tag: str, found: Iterator[etree._Element]
) -> Iterator[etree._Element]:
    """The elements of ``found`` (descendants of ``top``) outside plugins and namespaced ones."""
    # Each ancestor's verdict is kept: siblings share their ancestors.
    opaque: dict[etree._Element, bool] = {top: False}
    for element in found:
        if not (tag == "plugin" and element.tag == "plugin") and not _inside_opaque(
            element, opaque
        ):
            yield element


def _inside_opaque(found: etree._Element, known: dict[etree._Element, bool]) -> bool:
    """Whether a plugin or a namespaced element lies between the top of ``known`` and ``found``.

    ``known`` holds the verdict of elements already walked through (the top: False); the
    verdicts of the ancestors walked now are added.
    """
    walked: list[etree._Element] = []
    current = found.getparent()
    verdict = False
    while current is not None:
        seen = known.get(current)
        if seen is not None:
            verdict = seen
            break
        if current.tag == "plugin" or str(current.tag).startswith("{"):
            verdict = True
            break
        walked.append(current)
        current = current.getparent()
    for ancestor in walked:
        known[ancestor] = verdict
    return verdict


@attrs.frozen
class Endpoint:
    """A ``<from>``/``<to>`` of rename, move and copy: a child path and maybe an attribute."""

    path: tuple[str, ...]
    attribute: str | None

    @classmethod
    def of(cls, node: etree._Element | None) -> Endpoint:
        """The endpoint a ``<from>`` or ``<to>`` node names (none: the selected element)."""
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


_PLAIN_TAG = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")


def is_plain(step: str) -> bool:
    """Whether a path step is a bare tag (no attribute test, no ElementPath syntax)."""
    return _PLAIN_TAG.fullmatch(step) is not None


def child_named(element: etree._Element, step: str) -> etree._Element | None:
    """``element.find(step)``: the first child a path step selects, or None.

    A bare tag is looked up without ElementPath, which parses and dispatches on
    every call (several times the cost of the lookup itself).
    """
    if is_plain(step):
        return next(element.iterchildren(step), None)
    return element.find(step)


def children_named(element: etree._Element, step: str) -> list[etree._Element]:
    """``element.findall(step)``, a bare tag looked up without ElementPath."""
    if is_plain(step):
        return list(element.iterchildren(step))
    return element.findall(step)


def find_path(element: etree._Element, path: tuple[str, ...]) -> etree._Element | None:
    """The element at ``path`` below ``element`` (steps may test an attribute), or None."""
    current: etree._Element | None = element
    for name in path:
        if current is None:
            return None
        current = child_named(current, name)
    return current


def ensure_path(element: etree._Element, path: tuple[str, ...]) -> etree._Element:
    """The element at ``path`` below ``element``, created (with its attribute tests) if missing."""
    current = element
    for name in path:
        found = child_named(current, name)
        current = found if found is not None else new_child(current, name)
    return current


_STEP = re.compile(r"(?P<tag>[^\[]+)(?:\[@(?P<attribute>[^=]+)='(?P<value>[^']*)'\])?")


def give_step(node: etree._Element, step: str) -> None:
    """Make ``node`` what a path step names: its tag, and the attribute a test gives."""
    match = _STEP.fullmatch(step)
    assert match is not None  # the generator checks every path step
    node.tag = match["tag"]
    if match["attribute"] is not None:
        node.set(match["attribute"], match["value"])


def new_child(parent: etree._Element, tag: str) -> etree._Element:
    """A child the migration adds, on its parent's line so that its problems have one."""
    child = etree.SubElement(parent, "new")
    give_step(child, tag)
    if isinstance(parent.sourceline, int):
        child.sourceline = parent.sourceline
    return child


def transfer(
    element: etree._Element, source: Endpoint, target: Endpoint, *, keep_source: bool
) -> bool:
    """Move or copy what ``source`` names to ``target``; False when there is no source."""
    if source.attribute is None:
        found = find_path(element, source.path)
        if found is None or found is element:
            return False
        if target.attribute is None:
            moved = etree.fromstring(etree.tostring(found)) if keep_source else found
            if not keep_source:
                parent = found.getparent()
                assert parent is not None
                parent.remove(found)
            give_step(moved, target.path[-1])
            ensure_path(element, target.path[:-1]).append(moved)
            return True
        value = (found.text or "").strip()
        if not keep_source:
            parent = found.getparent()
            assert parent is not None
            parent.remove(found)
    else:
        owner = find_path(element, source.path)
        if owner is None or source.attribute not in owner.attrib:
            return False
        value = owner.get(source.attribute, "")
        if not keep_source:
            del owner.attrib[source.attribute]
        if target.attribute is None:
            ensure_path(element, target.path).text = value
            return True
    assert target.attribute is not None
    ensure_path(element, target.path).set(target.attribute, value)
    return True


def _split_value_path(name: str) -> tuple[tuple[str, ...], str | None]:
    """``xyz/@expressed_in`` -> (("xyz",), "expressed_in"); ``a/b`` -> (("a", "b"), None)."""
    parts = tuple(part for part in name.split("/") if part)
    if parts and parts[-1].startswith("@"):
        return parts[:-1], parts[-1][1:]
    return parts, None


def get_value(element: etree._Element, name: str) -> str | None:
    """The value ``a/b/@c`` (an attribute) or ``a/b`` (a text) names, or None when absent."""
    path, attribute = _split_value_path(name)
    found = find_path(element, path)
    if found is None:
        return None
    return found.get(attribute) if attribute is not None else found.text or ""


def set_value(element: etree._Element, name: str, value: str) -> None:
    """Set the value ``a/b/@c`` or ``a/b`` names, creating missing elements."""
    path, attribute = _split_value_path(name)
    target = ensure_path(element, path)
    if attribute is not None:
        target.set(attribute, value)
    else:
        target.text = value


def is_empty(element: etree._Element) -> bool:
    """Whether an element holds nothing: no attribute, child or text."""
    return not element.attrib and len(element) == 0 and not (element.text or "").strip()
