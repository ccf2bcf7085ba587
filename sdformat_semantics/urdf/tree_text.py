"""An element tree written as text and parsed once, each element's source line kept beside it.

lxml builds the elements of a parsed text in C several times faster than
Python makes them one ``SubElement`` call at a time. The writer appends
markup; the source line of every element goes into a list in document order
and is set on the parsed elements, so the problems found in the tree later
point into the file it was converted from.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Iterable, Sequence

from lxml import etree

from sdformat_runtime.values import format_number


def line_of(source: etree._Element | None) -> int:
    """The URDF line of ``source``; 0 for none (an element's ``sourceline`` of None)."""
    if source is None:
        return 0
    line = source.sourceline
    return line if isinstance(line, int) else 0


_TEXT_SPECIAL = re.compile(r"[&<>\r]")
_ATTRIBUTE_SPECIAL = re.compile(r'[&<>"\n\r\t]')
_ESCAPES = str.maketrans(
    {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}
    | {"\n": "&#10;", "\r": "&#13;", "\t": "&#9;"}
)
"""Characters that text or an attribute value cannot hold as they are.

White space in an attribute is written as a character reference, as a parser
would otherwise turn it into a space; a carriage return in text likewise
(line ends are normalised)."""


def escaped_text(text: str) -> str:
    """``text`` as element content."""
    return text.translate(_ESCAPES) if _TEXT_SPECIAL.search(text) else text


def leaves(values: Iterable[tuple[str, str]]) -> str:
    """Elements ``<tag>text</tag>`` one after the other, their texts (never empty) escaped."""
    pairs = list(values)
    # Texts seldom hold a character to escape: all searched at once, each escaped if one does.
    if _TEXT_SPECIAL.search("".join(map(_TEXT_OF, pairs))) is None:
        return "".join([f"<{tag}>{text}</{tag}>" for tag, text in pairs])
    return "".join([f"<{tag}>{escaped_text(text)}</{tag}>" for tag, text in pairs])


_TEXT_OF = operator.itemgetter(1)


def numbers(*values: float) -> str:
    """Numbers as the shortest text that reads back exactly."""
    return " ".join(format_number(v) for v in values)


def attribute(name: str, value: str) -> str:
    """`` name="value"`` as written in a start tag, the value escaped."""
    if _ATTRIBUTE_SPECIAL.search(value):
        value = value.translate(_ESCAPES)
    return f' {name}="{value}"'


class TreeText:
    """An element tree being written as text, the URDF line of every element kept beside it.

    Elements are numbered in document order as they are written (``empty``
    names elements by number); ``parse`` returns the root.
    """

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.lines: list[int] = []
        self.empty: list[int] = []
        """Elements with empty text: parsed ``<a></a>`` has none (None), not ``""``."""

    def markup(self, markup: str, lines: Sequence[int], empty: Sequence[int] = ()) -> int:
        """Markup written out (its text escaped), its start tags from ``lines`` in order.

        Returns the number of its first element. Several elements in one
        string: a call per element costs more than lxml takes to parse it.
        ``empty``: the elements whose text is empty (see ``self.empty``),
        counted from the first of the markup.
        """
        number = len(self.lines)
        self.parts.append(markup)
        self.lines.extend(lines)
        if empty:
            self.empty.extend(number + offset for offset in empty)
        return number

    def open(self, tag: str, line: int, attributes: str = "") -> int:
        """Start an element (closed by ``close``); its number."""
        self.parts.append(f"<{tag}{attributes}>")
        self.lines.append(line)
        return len(self.lines) - 1

    def close(self, tag: str) -> None:
        """End the element ``open`` started last."""
        self.parts.append(f"</{tag}>")

    def leaf(self, tag: str, line: int, text: str | None = None, attributes: str = "") -> int:
        """An element without children, with ``text`` (escaped here) if given; its number."""
        number = len(self.lines)
        self.lines.append(line)
        if text is None:
            self.parts.append(f"<{tag}{attributes}/>")
        else:
            if not text:
                self.empty.append(number)
            self.parts.append(f"<{tag}{attributes}>{escaped_text(text)}</{tag}>")
        return number

    def parse(self) -> etree._Element:
        """The text parsed, each element with its URDF line; its root element."""
        # A parser per call (under a microsecond): one shared between threads is not safe.
        # Huge: the written text is ours, never refused for its size.
        parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=True)
        root = etree.fromstring("".join(self.parts), parser)
        # One element at a time: each element's Python object goes as soon as its line is
        # set, so the objects of a whole tree never pile up for the garbage collector.
        for element, line in zip(root.iter(), self.lines, strict=True):
            element.sourceline = line
        if self.empty:
            elements = list(root.iter())
            for number in self.empty:
                elements[number].text = ""
        return root
