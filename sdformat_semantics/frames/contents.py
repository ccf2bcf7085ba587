"""Elements without a frame of their own, posed in their holder's frame unless they say.

Visuals, collisions, sensors, lights and the like have a pose but no vertex
in the frame graphs: each is posed in its link's (or joint's, or the
world's) frame by default, or in the frame its ``relative_to`` names. The
graphs keep them by object identity, so that the pose of any such object can
be asked for.

A link read lazily (``ParserConfig(lazy=True)``) would have to be filled to
list its contents, for every link of a world, when most are never asked
about. So its contents are listed only when first needed: when a pose of one
of them is asked for, or when a check finds in the link's XML something it
must report. Until then the link stays unread; the order in which contents
are listed is the builder's either way, so checks report in the same order.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, ValuesView
from typing import Generic, TypeVar

from lxml import etree

from sdformat_runtime.binding import Element, binding_of, unread_element
from sdformat_semantics.entities import Posed, is_posed

S = TypeVar("S")
"""The graphs' scope type (``frames.graphs.Scope``; generic here to keep the import one-way)."""


class UnnamedElements(Generic[S]):
    """The elements without a frame of one world or root model, by ``id``.

    An entry is the element, the vertex its pose defaults to, and the scope
    its references resolve in.
    """

    def __init__(self) -> None:
        self._holders: list[tuple[object, tuple[str, ...], str, S]] = []
        self._entries: dict[int, tuple[Posed, str, S]] = {}
        self._unlisted = False

    def add(self, parent: object, fields: tuple[str, ...], default: str, scope: S) -> None:
        """The contents of ``parent`` in ``fields``, posed in vertex ``default`` unless they say.

        A lazy ``parent`` is not read now (see the module's docstring).
        """
        self._holders.append((parent, fields, default, scope))
        if unread_element(parent) is not None:
            self._unlisted = True
        else:
            _list(parent, fields, default, scope, self._entries)

    def get(self, key: int) -> tuple[Posed, str, S] | None:
        """The entry of the element whose ``id`` is ``key``, or None."""
        found = self._entries.get(key)
        if found is None and self._unlisted:
            found = self.listed().get(key)
        return found

    def values(self) -> ValuesView[tuple[Posed, str, S]]:
        """Every entry, in the order the builder added them (lists unread links' contents)."""
        return self.listed().values()

    def values_to_check(
        self, may_report: Callable[[etree._Element, S], bool]
    ) -> ValuesView[tuple[Posed, str, S]]:
        """The entries a check must visit to report what ``values()`` would give it.

        Contents of links still unread are left out when ``may_report`` (the
        XML of a content element, its scope) is False for each of their
        elements; otherwise every entry is listed.
        """
        if self._unlisted and any(
            node is None or may_report(node, scope) for node, scope in self._unread_contents()
        ):
            return self.values()
        return self._entries.values()

    def listed(self) -> dict[int, tuple[Posed, str, S]]:
        """Every entry by ``id``, the contents of unread links listed (filling those links)."""
        if self._unlisted:
            entries: dict[int, tuple[Posed, str, S]] = {}
            for holder in self._holders:
                _list(*holder, entries)
            self._entries = entries  # replaced whole: a reader in another thread sees either
            self._unlisted = False
        return self._entries

    def _unread_contents(self) -> Iterator[tuple[etree._Element | None, S]]:
        """The XML of each content element of each unlisted link (None: a link filled since)."""
        for parent, fields, _default, scope in self._holders:
            node = unread_element(parent)
            if node is None:
                if not _is_listed(parent, fields, self._entries):
                    yield None, scope
                continue
            tags = _posed_tags(type(parent), fields)  # type: ignore[arg-type]  # lazy: an Element
            for child in node:  # faster than iterchildren(*tags), which builds a matcher per call
                if child.tag in tags:
                    yield child, scope

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, UnnamedElements):
            return NotImplemented
        return self.listed() == other.listed()

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by content


def _list(
    parent: object,
    fields: tuple[str, ...],
    default: str,
    scope: S,
    into: dict[int, tuple[Posed, str, S]],
) -> None:
    # Read by name: which of these fields an element has depends on its version.
    for field in fields:
        for item in getattr(parent, field, ()):
            if is_posed(item):
                # ``default`` is already a vertex name: prefixing it again broke nested models.
                into[id(item)] = (item, default, scope)


def _is_listed(parent: object, fields: tuple[str, ...], entries: Collection[int]) -> bool:
    """Whether every posed content of a (filled) holder has its entry already."""
    return all(
        id(item) in entries
        for field in fields
        for item in getattr(parent, field, ())
        if is_posed(item)
    )


_POSED_TAGS: dict[tuple[type[Element], tuple[str, ...]], frozenset[str]] = {}


def _posed_tags(cls: type[Element], fields: tuple[str, ...]) -> frozenset[str]:
    """XML tags of the posed elements a class holds in ``fields``, computed once."""
    key = (cls, fields)
    found = _POSED_TAGS.get(key)
    if found is None:
        found = _POSED_TAGS[key] = frozenset(
            tag
            for tag, plan in binding_of(cls).children.items()
            if plan.name in fields
            and plan.element_class is not None
            and any(name == "pose" for name, _ in binding_of(plan.element_class).fields)
        )
    return found
