"""``ReadContext``: what one read collects and remembers."""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from collections.abc import Set as AbstractSet

import attrs
from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_runtime.suggestions import SuggestionBudget
from sdformat_runtime.values import Value

Adopted = tuple[tuple[str, ...], list[list[weakref.ref[object]]], tuple[object, list[object]]]
"""What ``ReadContext.adopted`` keeps of a lazy object: list fields, lists, request, values.

The lists' objects are held weakly: each is a lazy object whose source holds
this context, so a strong reference here would make a cycle, and a dropped
document would wait for a full collection to be freed. One nobody holds any
more needs no keeping: the fill makes its own in its place.
"""


@attrs.define
class ReadContext:
    """What a read collects: problems, in document order.

    Attributes:
        file: File name for problems, None for text input.
        version: SDFormat version of the classes in use (for messages).
        problems: Errors and warnings found so far.
        declares_namespaces: Whether the document declares any namespace; when
            not, the reader skips recording each element's declarations.
        suggestions: What "did you mean" for unknown names may still cost.
        lazy: Whether child elements are made lazy (see ``binding.lazy``) rather
            than read at once.
        lock: Held while a lazy object of this read is filled, so threads
            reading one document fill each object once and see it whole.
        lazy_parts: When ``lazy`` is off: the elements read as lazy objects
            nonetheless, each on its own context ``lazy_twin`` (the parts of a
            refused document the fast path accepts, see
            ``fastpath.fast_path_parts``).
        lazy_twin: The lazy context of this read's ``lazy_parts``.
        adopted: What ``parts.unread_parts`` read of lazy objects not filled
            yet, by the element of the object: the list fields, the lists it
            made (held weakly), which the object's fill stores (the same
            objects, those still alive) instead of making its own, and the last
            request with its values.
    """

    file: str | None = None
    version: str = ""
    problems: list[Error] = attrs.field(factory=list)
    declares_namespaces: bool = True
    suggestions: SuggestionBudget = attrs.field(factory=SuggestionBudget)
    lazy: bool = False
    lock: threading.RLock = attrs.field(factory=threading.RLock, repr=False)
    lazy_parts: AbstractSet[etree._Element] = attrs.field(factory=frozenset, repr=False)
    lazy_twin: ReadContext | None = attrs.field(default=None, repr=False)
    adopted: dict[etree._Element, Adopted] = attrs.field(factory=dict, init=False, repr=False)
    _shared_orders: dict[tuple[str, ...], tuple[str, ...]] = attrs.field(
        factory=dict, init=False, repr=False
    )
    _shared_present: dict[frozenset[str], frozenset[str]] = attrs.field(
        factory=dict, init=False, repr=False
    )
    _parsed: dict[tuple[Callable[[str], Value], str], Value] = attrs.field(
        factory=dict, init=False, repr=False
    )
    _layouts: dict[tuple[str, ...], tuple[tuple[str, ...], frozenset[str]]] = attrs.field(
        factory=dict, init=False, repr=False
    )

    def shared_order(self, order: tuple[str, ...]) -> tuple[str, ...]:
        """The first child order equal to ``order`` met in this read.

        Elements of one kind mostly have the same children in the same order:
        sharing those tuples (and the sets of ``shared_present``) saves a
        container per element, which the garbage collector would otherwise walk.
        """
        return self._shared_orders.setdefault(order, order)

    def shared_present(self, present: frozenset[str]) -> frozenset[str]:
        """The first set of present fields equal to ``present`` met in this read."""
        return self._shared_present.setdefault(present, present)

    def shared_layout(
        self, found: list[str], order: list[str]
    ) -> tuple[tuple[str, ...], frozenset[str]]:
        """``shared_order`` of ``order`` and ``shared_present`` of ``found`` and ``order``.

        For the fill code of lazy objects, which knows the fields present
        besides the children (``found``: attributes, own value): one lookup
        instead of two, and no set built for a layout met before.
        """
        key = (*found, "", *order)  # "" keeps the two apart: no field is named ""
        layout = self._layouts.get(key)
        if layout is None:
            shared = self.shared_order(tuple(order))
            layout = self._layouts[key] = (shared, self.shared_present(frozenset(found + order)))
        return layout

    def parsed(self, parse: Callable[[str], Value], text: str) -> Value:
        """``parse(text)``, remembered for the rest of this read.

        Value texts repeat (three leaves in four of the real corpus repeat one
        met earlier in their file) and values are immutable, so each distinct
        text is converted once. A text that does not parse raises every time.
        """
        key = (parse, text)
        found = self._parsed.get(key)
        if found is None:  # no converter returns None
            found = self._parsed[key] = parse(text)
        return found

    def report(
        self,
        code: ErrorCode,
        message: str,
        node: etree._Element,
        path: str,
        severity: Severity = Severity.ERROR,
        suggestion: str | None = None,
    ) -> None:
        """Record one problem located at ``node`` (``suggestion``: the name meant, if known).

        The reader builds the ``Error`` itself rather than through
        ``errors.problem``: its messages put the did-you-mean hint mid-sentence,
        and its paths start at the element the read began with.
        """
        line = node.sourceline if isinstance(node.sourceline, int) else None
        error = Error(code, message, self.file, line, path, severity, suggestion=suggestion)
        self.problems.append(error)
