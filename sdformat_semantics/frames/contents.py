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

from collections.abc import Callable, Collection, Iterable, Iterator, ValuesView
from typing import Generic, TypeVar

from lxml import etree

from sdformat_runtime.binding import Element, is_lazy, unread_element
from sdformat_semantics.entities import Posed, is_posed
from sdformat_semantics.entities.elements import class_graph

S = TypeVar("S")
"""The graphs' scope type (``frames.graph_parts.Scope``; generic, so no graph type is imported)."""

Suspects = Callable[[etree._Element, frozenset[str]], Iterable[etree._Element]]
"""Given a tree's root and the tags of posed contents, the content elements a check may report.

A superset found by a quick search of the whole tree (``Element.iter`` of one
tag runs in C): every content element of an unread holder for which the
check's ``may_report`` can be True must be among them.
"""


class UnnamedElements(Generic[S]):
    """The elements without a frame of one world or root model, by ``id``.

    An entry is the element, the vertex its pose defaults to, and the scope
    its references resolve in.
    """

    def __init__(self) -> None:
        self._holders: list[tuple[object, tuple[str, ...], str, S]] = []
        self._entries: dict[int, tuple[Posed, str, S]] = {}
        self._unlisted = False
        # The holders unread when added, with their XML: what ``values_to_check`` searches.
        self._lazy_holders: list[object] = []
        self._lazy_nodes: list[tuple[etree._Element, tuple[str, ...], S]] = []
        self._lazy_kinds: set[tuple[type, tuple[str, ...]]] = set()

    def add(self, parent: object, fields: tuple[str, ...], default: str, scope: S) -> None:
        """The contents of ``parent`` in ``fields``, posed in vertex ``default`` unless they say.

        A lazy ``parent`` is not read now (see the module's docstring).
        """
        node = unread_element(parent)
        if node is not None:
            self.add_unread(parent, node, fields, default, scope)
        else:
            self._holders.append((parent, fields, default, scope))
            _list(parent, fields, default, scope, self._entries)

    def add_unread(
        self,
        parent: object,
        node: etree._Element,
        fields: tuple[str, ...],
        default: str,
        scope: S,
    ) -> None:
        """``add`` of a lazy ``parent`` whose XML element ``node`` the caller has in hand."""
        self._holders.append((parent, fields, default, scope))
        self._unlisted = True
        self._lazy_holders.append(parent)
        self._lazy_nodes.append((node, fields, scope))
        self._lazy_kinds.add((type(parent), fields))

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
        self,
        may_report: Callable[[etree._Element, S], bool],
        suspects: Suspects | None = None,
    ) -> ValuesView[tuple[Posed, str, S]]:
        """The entries a check must visit to report what ``values()`` would give it.

        Contents of links still unread are left out when ``may_report`` (the
        XML of a content element, its scope) is False for each of their
        elements; otherwise every entry is listed. With ``suspects`` only the
        content elements it finds are asked (``may_report`` is False for the
        others), one search of each tree instead of a look at every content
        of every unread link; and only the holders with something to report
        are listed (filled), the others' contents left out: ``may_report``
        must then be True exactly where the check reports.
        """
        if not self._unlisted:
            return self._entries.values()
        if suspects is not None:
            clean = self._clean_holders(may_report, suspects)
            if clean is not None:
                lazy = zip(self._lazy_holders, self._lazy_nodes, clean, strict=True)
                pending = [(holder, fields) for holder, (_n, fields, _s), ok in lazy if not ok]
                if all(
                    not is_lazy(holder) and _is_listed(holder, fields, self._entries)
                    for holder, fields in pending
                ):  # each unread holder is clean, each filled since listed (a joint's sensors)
                    return self._entries.values()
                skipped = {
                    id(holder) for holder, ok in zip(self._lazy_holders, clean, strict=True) if ok
                }
                entries: dict[int, tuple[Posed, str, S]] = {}
                for holder in self._holders:  # in the builder's order, as values() lists them
                    if id(holder[0]) not in skipped:
                        _list(*holder, entries)
                return entries.values()
        if any(node is None or may_report(node, scope) for node, scope in self._unread_contents()):
            return self.values()
        return self._entries.values()

    def _clean_holders(
        self, may_report: Callable[[etree._Element, S], bool], suspects: Suspects
    ) -> list[bool] | None:
        """For each holder unread when added: still unread, and nothing in it to report?

        Nothing to report: ``may_report`` is False for each of its contents
        that ``suspects`` finds (and so for each of them). None (no answer)
        when one element holds the contents of two entries.
        """
        holders, nodes = self._lazy_holders, self._lazy_nodes
        clean = list(map(is_lazy, holders))
        # The top of each node's tree, not its document's root: a node taken out of its
        # parent stays in the document, out of reach of a search from the root. The
        # links of a model share their parent: each parent is walked up from once.
        unread = [node for (node, _f, _s), lazy in zip(nodes, clean, strict=True) if lazy]
        parents = set(map(_PARENT, unread))
        roots = {_top(parent) for parent in parents if parent is not None}
        if None in parents:
            roots.update(node for node in unread if node.getparent() is None)
        tags = frozenset().union(*(_posed_tags(cls, fields) for cls, fields in self._lazy_kinds))
        found = [content for root in roots for content in suspects(root, tags)]
        if not found:
            return clean
        index = {
            node: i
            for i, ((node, _f, _s), lazy) in enumerate(zip(nodes, clean, strict=True))
            if lazy
        }
        if len(index) != sum(clean) or len({id(holders[i]) for i in index.values()}) != len(index):
            return None  # two entries for one element (or one holder): not told apart here
        for content in found:
            at = index.get(content.getparent())  # type: ignore[arg-type]
            if at is None or not clean[at]:
                continue
            _node, fields, scope = nodes[at]
            posed = _posed_tags(type(holders[at]), fields)  # type: ignore[arg-type]
            if content.tag in posed and may_report(content, scope):
                clean[at] = False
        return clean

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

    def __getstate__(self) -> dict[str, object]:
        """The holders only: unread links' XML does not pickle, and entries are keyed by ``id``."""
        return {"holders": self._holders}

    def __setstate__(self, state: dict[str, object]) -> None:
        """Listed again from the holders, whose objects (and ``id``) are new."""
        self.__init__()  # type: ignore[misc]
        self._holders = state["holders"]  # type: ignore[assignment]
        for holder in self._holders:
            _list(*holder, self._entries)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, UnnamedElements):
            return NotImplemented
        return self.listed() == other.listed()

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by content


_PARENT = etree._Element.getparent


def _top(node: etree._Element) -> etree._Element:
    """The element at the top of the tree holding ``node``."""
    parent = node.getparent()
    while parent is not None:
        node, parent = parent, parent.getparent()
    return node


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
        graph = class_graph(cls)  # names the classes held without importing them
        found = _POSED_TAGS[key] = frozenset(
            tag
            for tag, child in graph.CHILDREN[cls.__name__].items()
            if child.field in fields and child.held in graph.POSED
        )
    return found
