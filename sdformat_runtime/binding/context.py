"""``ReadContext``: what one read collects and remembers."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar, cast

import attrs
from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_runtime.suggestions import SuggestionBudget
from sdformat_runtime.values import Value

H = TypeVar("H", bound=Hashable)


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
    """

    file: str | None = None
    version: str = ""
    problems: list[Error] = attrs.field(factory=list)
    declares_namespaces: bool = True
    suggestions: SuggestionBudget = attrs.field(factory=SuggestionBudget)
    _shared: dict[Hashable, Hashable] = attrs.field(factory=dict, init=False, repr=False)
    _parsed: dict[tuple[Callable[[str], Value], str], Value] = attrs.field(
        factory=dict, init=False, repr=False
    )

    def shared(self, value: H) -> H:
        """The first value equal to ``value`` met in this read.

        Elements of one kind mostly have the same children in the same order:
        sharing those frozen sets and tuples saves a container per element,
        which the garbage collector would otherwise walk.
        """
        # The first value stored under an equal key is of the same type.
        return cast("H", self._shared.setdefault(value, value))

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
