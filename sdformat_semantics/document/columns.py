"""Columns for reported problems, found in their source line after the fact.

lxml records the line of each element but not its column, and recording
columns while reading would cost time on every element of every file. So a
column is found only for a problem that is reported: its source line is
read again and searched for the element's ``<tag`` (walking the element
path, so that ``<link name="b">`` is told from ``<link name="a">`` on the
same line), or for the attribute the message names (``canonical_link
'x'``, ``attribute 'foo'``). When neither is on the line the column stays
unknown rather than being guessed.

Some problems are about a value child but carry the line of its parent,
because the reader keeps lines for elements only (``joint parent 'x'`` has
the ``<joint>`` line and the path ``.../joint[@name="j"]/parent``). For
those the lines below are searched for the child's ``<parent`` before the
parent element ends, and the problem moves to the line where it is found.

Columns count characters from 1; a tab is one character.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Mapping, Sequence
from typing import overload

import attrs
import numpy

from sdformat_runtime.errors import Error
from sdformat_runtime.xml import DEFAULT_MAX_BYTES, read_limited

_STEP = re.compile(r'/(?:[\w.\-]+:)?([^/\[\]]+)(?:\[@name(=)"(.*?)"\]|\[\d+\])?(?=/|$)')
"""One step of an element path: ``/link[@name="a"]``, ``/mimic[2]`` or ``/pose``.

Its groups are the tag, ``=`` when the step has a name (which may be empty) and the name.
"""

_TAG = re.compile(r"<(?:[\w.\-]+:)?([\w.\-]+)")
"""A start tag's ``<`` and name; a namespace prefix is skipped (paths hold the local name)."""

_ATTRIBUTE = re.compile(r"""\s+([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')""")
"""One attribute of a start tag, from the white space before it to its closing quote."""

LOOKAHEAD = 200
"""Lines searched below a problem's line for the value child its path ends in."""

_NAMED_ATTRIBUTE = re.compile(r"attribute '([^']+)'|(?<![\w:.\-])([A-Za-z_][\w:.\-]*) '")
"""Where a message names an attribute: ``attribute 'foo'`` or ``relative_to 'frame'``.

A word is only tried from its first character: tried from every character of
a long name quoted in a message (a 64k-character frame name), the search took
time quadratic in its length.
"""


def with_columns(
    problems: Sequence[Error],
    sources: Mapping[str | None, bytes] | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
) -> tuple[Error, ...]:
    """``problems`` with the column of each one that has a line and none yet.

    Args:
        problems: Problems as reported.
        sources: Bytes already in memory, by the file name the problems carry
            (None for a document given as text); other files are read again.
        max_bytes: Largest file read again.

    Returns:
        The problems in the same order; those whose column cannot be found
        are unchanged.
    """
    wanted: dict[str | None, int] = {}
    for item in problems:
        if item.line is not None and item.column is None:
            wanted[item.file] = max(wanted.get(item.file, 0), item.line + LOOKAHEAD)
    if not wanted:
        return tuple(problems)
    lines = {file: _lines(file, last, sources or {}, max_bytes) for file, last in wanted.items()}
    indexed: dict[tuple[str | None, int], _Line] = {}
    located: list[Error] = []
    # Problems of one kind often share a message (and a path): each is read once.
    named = _NamedAttributes()
    for item in problems:
        number = item.line
        source = lines.get(item.file) if item.column is None else None
        if source is not None and number is not None and number <= len(source):
            steps = _steps(item.path)
            line = _indexed_line(item.file, number, source, indexed)
            moved = _moved_to_child(item, steps, line, source, indexed)
            if moved is not item:
                item = moved
                line = _indexed_line(item.file, moved.line or 0, source, indexed)
            column = line.column_in_message(steps, item.message, named)
            if column is not None:
                item = _with_column(item, column)
        located.append(item)
    return tuple(located)


def _with_column(item: Error, column: int) -> Error:
    """``attrs.evolve(item, column=column)``, without its walk over the fields."""
    return Error(
        item.code,
        item.message,
        item.file,
        item.line,
        item.path,
        item.severity,
        column,
        item.suggestion,
    )


class _NamedAttributes(dict[str, tuple[str, ...]]):
    """The attributes each message names (``_attributes_named``), searched once per message."""

    def __missing__(self, message: str) -> tuple[str, ...]:
        found = self[message] = _attributes_named(message)
        return found


def _indexed_line(
    file: str | None,
    number: int,
    source: Sequence[bytes],
    indexed: dict[tuple[str | None, int], _Line],
) -> _Line:
    """Line ``number`` of ``file``, indexed once however many problems it has."""
    key = (file, number)
    found = indexed.get(key)
    if found is None:
        text = source[number - 1].decode("utf-8", errors="replace")
        if number == 1:
            text = text.removeprefix("\ufeff")  # editors do not count a byte order mark
        found = indexed[key] = _Line(text)
    return found


def _moved_to_child(
    item: Error,
    steps: Sequence[tuple[str, str | None]],
    here: _Line,
    source: Sequence[bytes],
    indexed: dict[tuple[str | None, int], _Line],
) -> Error:
    """``item`` on the line of the value child its path ends in, when it has its parent's line.

    Only an unnamed last step is followed (``/parent``, ``/pose``), only when
    its parent's start tag is on the problem's line and the child's is not,
    and only until the parent's end tag or another parent start tag. ``steps``:
    the steps of the problem's path; ``here``: its line, indexed.
    """
    if len(steps) < 2 or steps[-1][1] is not None or item.line is None:
        return item
    if steps[-1][0].startswith("@"):  # an attribute (``.../visual/@name``) is on no line below
        return item
    child = steps[-1][0].rsplit("}", 1)[-1]
    parent, parent_name = steps[-2][0].rsplit("}", 1)[-1], steps[-2][1]
    if child in here.every or here._start_tag(parent, parent_name, -1) is None:
        return item
    end_tag = f"</{parent}"
    if end_tag in here.text:
        return item  # the parent ends on its own line: the child is missing, not below
    last = min(len(source), item.line + LOOKAHEAD)
    for number in range(item.line + 1, last + 1):
        line = _indexed_line(item.file, number, source, indexed)
        if child in line.every:
            return attrs.evolve(item, line=number)
        if parent in line.every or end_tag in line.text:
            return item
    return item


def _lines(
    file: str | None, last: int, sources: Mapping[str | None, bytes], max_bytes: int
) -> Sequence[bytes] | None:
    """The first ``last`` lines of a file (splitting stops there), or None if unreadable."""
    data = sources.get(file)
    if data is None and file is not None:
        data, _problems = read_limited(file, max_bytes)  # its problems were reported on load
    if data is None or data.startswith((b"\xff\xfe", b"\xfe\xff", b"\x00", b"<\x00")):
        return None  # UTF-16 and UTF-32 lines do not split on a newline byte
    if len(data) <= SPLIT_BYTES and last > 0:
        return data.split(b"\n", last)[:last]
    return _Lines(data, last)


SPLIT_BYTES = 4096
"""Files up to this size are split into lines at once: cheaper than numpy's fixed cost."""


class _Lines(Sequence[bytes]):
    r"""``data.split(b"\n", last)[:last]``, each line cut out only when asked for.

    A few problems ask for a few lines; splitting a file of thousands of
    lines made an object per line. The newlines are found in C (numpy).
    """

    def __init__(self, data: bytes, last: int) -> None:
        self._data = data
        self._ends = numpy.flatnonzero(numpy.frombuffer(data, dtype=numpy.uint8) == 0x0A)
        self._count = min(len(self._ends) + 1, max(last, 0))

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> bytes: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[bytes]: ...

    def __getitem__(self, index: int | slice) -> bytes | Sequence[bytes]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._count))]
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError(index)
        start = int(self._ends[index - 1]) + 1 if index else 0
        end = int(self._ends[index]) if index < len(self._ends) else len(self._data)
        return self._data[start:end]


def column_in_line(text: str, path: str, message: str) -> int | None:
    """The 1-based column, in one source line, of what a problem is about; None if absent.

    Args:
        text: The line the problem reports.
        path: The problem's element path; the deepest of its elements whose
            start tag is on the line is taken, searched after its ancestors
            that are on the line too.
        message: The problem's message; an attribute it names that the
            element's start tag holds on this line gives the column instead.
    """
    return _Line(text).column(path, message)


class _Line:
    """The start tags of one source line, indexed once for every problem reported on it.

    A minified document is one long line with all its problems on it; the
    index keeps each problem's search logarithmic in the line's length.
    """

    __slots__ = ("attributes", "every", "named", "text", "unnamed")

    def __init__(self, text: str) -> None:
        self.text = text
        """The line itself."""
        self.named: dict[tuple[str, str], list[int]] = {}
        """Where each tag with each ``name`` attribute starts, by (local tag, name)."""
        self.unnamed: dict[str, list[int]] = {}
        """Where each tag without a ``name`` on this line starts."""
        self.every: dict[str, list[int]] = {}
        """Where each tag starts."""
        self.attributes: dict[int, dict[str, int]] = {}
        """The 0-based column of each attribute of the tag starting at a position."""
        first = _TAG.search(text)
        if first is None:
            return
        # Most lines hold one start tag: it needs no iterator.
        alone = text.find("<", first.end()) < 0
        for tag in (first,) if alone else _TAG.finditer(text, first.start()):
            local, position = tag[1], tag.start()
            columns, name = _tag_attributes(text, tag.end())
            self.attributes[position] = columns
            self.every.setdefault(local, []).append(position)
            if name is None:
                self.unnamed.setdefault(local, []).append(position)
            else:
                self.named.setdefault((local, name), []).append(position)

    def column(self, path: str, message: str) -> int | None:
        """See ``column_in_line``."""
        return self.column_of(_steps(path), _attributes_named(message))

    def column_of(
        self, steps: Sequence[tuple[str, str | None]], attributes: Sequence[str]
    ) -> int | None:
        """``column`` of a path read into its steps and a message into the attributes it names."""
        found = self._deepest_start(steps)
        if found is None:
            return None
        columns = self.attributes[found]
        for attribute in attributes:
            if attribute in columns:
                return columns[attribute] + 1
        return found + 1

    def column_in_message(
        self,
        steps: Sequence[tuple[str, str | None]],
        message: str,
        named: dict[str, tuple[str, ...]],
    ) -> int | None:
        """``column_of`` with the attributes ``message`` names, searched only when they can count.

        An attribute the message names is written in it as ``_NAMED_ATTRIBUTE``
        finds it, before `` '`` or inside ``attribute '...'``: when none of
        the start tag's attributes on this line is written so, the message is
        not searched (most problems: their tag's ``name`` is no word the
        message quotes after). ``named``: each message's attributes, searched once.
        """
        found = self._deepest_start(steps)
        if found is None:
            return None
        if " '" in message:  # how every attribute a message names is written in it
            columns = self.attributes[found]
            spelt_out = "attribute '" in message
            for attribute in columns:
                if f"{attribute} '" in message or (
                    spelt_out and f"attribute '{attribute}'" in message
                ):
                    for name in named[message]:
                        if name in columns:
                            return columns[name] + 1
                    break
        return found + 1

    def _deepest_start(self, steps: Sequence[tuple[str, str | None]]) -> int | None:
        """Where the deepest step's start tag on this line is, after its ancestors' on it."""
        position = -1  # where the previous step's tag starts: the next one starts after it
        found: int | None = None
        every = self.every
        for tag, name in steps:
            local = tag.rsplit("}", 1)[-1] if "}" in tag else tag
            if local in every:  # most steps' tags are not on the line
                start = self._start_tag(local, name, position)
                if start is not None:
                    found = position = start
        return found

    def _start_tag(self, tag: str, name: str | None, position: int) -> int | None:
        """Where the start tag of ``tag`` at or after ``position`` that fits ``name`` is.

        With a name, a tag whose ``name`` attribute differs is another element;
        one whose name is not on this line may be it, and is taken when no tag
        with the right name is found.
        """
        if name is None:
            return _first_at(self.every.get(tag, []), position)
        found = _first_at(self.named.get((tag, name), []), position)
        return found if found is not None else _first_at(self.unnamed.get(tag, []), position)


def _tag_attributes(text: str, end: int) -> tuple[dict[str, int], str | None]:
    """The 0-based column of each attribute of the start tag whose name ends at ``end``; its name.

    Attribute by attribute, as the tag lists them: a repeated one's last
    column and value count, as they would in a dict built from them all.
    """
    columns: dict[str, int] = {}
    name: str | None = None
    while (attribute := _ATTRIBUTE.match(text, end)) is not None:
        key, end = attribute[1], attribute.end()
        columns[key] = attribute.start(1)
        if key == "name":
            name = attribute[2][1:-1]
    return columns, name


def _first_at(positions: list[int], position: int) -> int | None:
    """The first of sorted ``positions`` after ``position``, or None."""
    index = bisect.bisect_right(positions, position)
    return positions[index] if index < len(positions) else None


def _steps(path: str) -> list[tuple[str, str | None]]:
    """``/sdf/model[@name="m"]/pose`` -> ``[("sdf", None), ("model", "m"), ("pose", None)]``."""
    return [(tag, name if named else None) for tag, named, name in _STEP.findall(path)]


def _attributes_named(message: str) -> tuple[str, ...]:
    """The attributes a message names, in order."""
    return tuple(match.group(1) or match.group(2) for match in _NAMED_ATTRIBUTE.finditer(message))
