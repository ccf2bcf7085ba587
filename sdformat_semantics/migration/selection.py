"""Selections narrowed in C: the elements a compiled rule can change, found by one XPath.

A rule that renames colliding names visits every model of a document to
find, in nearly all of them, fewer than two entities; one that rebuilds
flattened models visits every model to find no ``::`` name and no nested
model; a rule moving ``pose/@frame`` visits every pose to find none carrying
it. Each visit reads the element's children in Python. When every operation
of a rule (with no rule nested in it) says in XPath which elements it may
change, and a descendant rule says which attributes its elements must carry,
libxml2 finds the elements that pass those tests: the rule then visits only
them, in the same (document) order, and the others are exactly those it
would have left unchanged.

A descendant selection leaves out what lies inside a plugin; the XPath does
the same (``not(ancestor::plugin)``), so it is used only where no namespaced
element can hide a rule's elements (the loader says when none exists) and
the selection starts outside every plugin.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Sequence

from lxml import etree

from sdformat_semantics.migration.name_collisions import MODEL_ORDER
from sdformat_semantics.migration.unflatten import SEPARATOR

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*\Z")
"""A tag or attribute name written as is in an XPath name test."""


def _two_entities(tag: str) -> str | None:
    """Models holding two entities that share a namespace: the only ones renaming can change.

    None for a world: one element, with thousands of children to count.
    """
    if tag == "world":
        return None
    return f"({'|'.join(kind for kind, _ in MODEL_ORDER)})[2]"


def _flattened_or_nesting(tag: str) -> str | None:
    """Models holding a nested model or a child named ``a::b``.

    Those include every model unflattening changes (a nested model, or an
    entity, one of ``unflatten.ENTITY_TAGS``, named ``a::b``); any child's name is
    tested, which libxml2 does faster than a test of the entity tags.
    """
    return f"model or */@name[contains(., '{SEPARATOR}')]"


MAY_CHANGE: dict[str, Callable[[str], str | None]] = {
    "rename_colliding_names": _two_entities,
    "unflatten": _flattened_or_nesting,
}
"""For an operation (by its rule tag): given the selected tag, an XPath test true of every
element the operation may change, or None (``name_collisions.rename_colliding_names`` returns
at once with fewer than two entities; ``unflatten.unflatten_model`` without a nested model or
a ``::`` entity name)."""


def selection_test(
    tag: str,
    descendant: bool,
    having: frozenset[str] | None,
    operations: Sequence[str],
    nested: bool,
) -> str | None:
    """The XPath selecting what a rule may change, relative to where it selects; None if none.

    Args:
        tag: The tag the rule selects.
        descendant: Whether it selects at any depth (else children).
        having: Attributes of which a selected descendant must carry one, or None.
        operations: The tags of the rule's operations, in order.
        nested: Whether rules are nested in it (what they change is not known here).
    """
    tests: list[str] = []
    if having:
        if not all(_NAME.match(name) for name in having):
            return None
        tests.append(" or ".join(f"@{name}" for name in sorted(having)))
    if not nested and operations and all(op in MAY_CHANGE for op in operations):
        changed = [MAY_CHANGE[op](tag) for op in operations]
        if all(test is not None for test in changed):
            tests.append(" or ".join(f"({test})" for test in changed))
    if not tests or not _NAME.match(tag) or tag == "plugin":
        return None
    if descendant:  # the cheap tests first: libxml2 applies predicates in order
        tests.append("not(ancestor::plugin)")
        return f"descendant::{tag}" + "".join(f"[{test}]" for test in tests)
    return tag + "".join(f"[{test}]" for test in tests)


_local = threading.local()
"""Compiled XPaths per thread, as the fast path keeps its schemas."""


def _compiled(expression: str) -> etree.XPath:
    cache: dict[str, etree.XPath] | None = getattr(_local, "xpaths", None)
    if cache is None:
        cache = _local.xpaths = {}
    compiled = cache.get(expression)
    if compiled is None:
        compiled = cache[expression] = etree.XPath(expression)
    return compiled


def select(expression: str, element: etree._Element) -> list[etree._Element]:
    """The elements ``expression`` selects from ``element``, in document order."""
    return list(_compiled(expression)(element))  # type: ignore[arg-type]


def holds_carrying(document: etree._Element, tag: str, attributes: frozenset[str]) -> bool | None:
    """Whether an element ``tag`` of ``document`` (itself included) carries one of ``attributes``.

    Asked of libxml2 in one pass; None when a name cannot be written in an
    XPath as it is (the caller then looks itself).
    """
    if not _NAME.match(tag) or not all(_NAME.match(name) for name in attributes):
        return None
    test = " or ".join(f"@{name}" for name in sorted(attributes))
    return bool(_compiled(f"boolean(descendant-or-self::{tag}[{test}])")(document))


def outside_plugins(element: etree._Element) -> bool:
    """Whether neither ``element`` nor any element above it is a plugin."""
    return element.tag != "plugin" and next(element.iterancestors("plugin"), None) is None
