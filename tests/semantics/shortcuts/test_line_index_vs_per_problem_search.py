"""Columns from the shared line index, against a plain search per problem.

``with_columns`` indexes each source line once (its start tags, their names and
attribute columns, read attribute by attribute) and skips the steps of a path
whose tag is not on the line. The long way below is the search as first
written: every problem reads its path with a regular expression's groups,
builds its line's index from dictionaries of match objects, walks every step
and searches its message for every attribute it names. Both must give every
problem of every vendored document, and of generated lines built to catch the
corners (tags inside values, repeated and empty names, namespaces, names with
``/``, ``[`` or ``"]``), the same line and column.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from pathlib import Path

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

import sdformat_semantics
from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_semantics.document import columns
from tests.conftest import DATA

DOCUMENTS = sorted(
    path
    for path in DATA.rglob("*")
    if path.suffix in (".sdf", ".world", ".urdf") and "fuzz" not in path.parts
)

_STEP = re.compile(r'/([^/\[\]]+)(?:\[@name="(.*?)"\]|\[\d+\])?(?=/|$)')


def long_steps(path: str) -> list[tuple[str, str | None]]:
    return [(match.group(1), match.group(2)) for match in _STEP.finditer(path)]


class LongLine:
    """A line's start tags, indexed as first written."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.named: dict[tuple[str, str], list[int]] = {}
        self.unnamed: dict[str, list[int]] = {}
        self.every: dict[str, list[int]] = {}
        self.attributes: dict[int, dict[str, int]] = {}
        for tag in columns._TAG.finditer(text):
            local, position = tag.group(1), tag.start()
            found = {}
            end = tag.end()
            while (match := columns._ATTRIBUTE.match(text, end)) is not None:
                found[match.group(1)] = match
                end = match.end()
            self.attributes[position] = {key: a.start(1) for key, a in found.items()}
            self.every.setdefault(local, []).append(position)
            if "name" in found:
                name = found["name"].group(2)[1:-1]
                self.named.setdefault((local, name), []).append(position)
            else:
                self.unnamed.setdefault(local, []).append(position)

    def start_tag(self, tag: str, name: str | None, position: int) -> int | None:
        if name is None:
            return first_at(self.every.get(tag, []), position)
        found = first_at(self.named.get((tag, name), []), position)
        return found if found is not None else first_at(self.unnamed.get(tag, []), position)

    def column(self, steps: Sequence[tuple[str, str | None]], message: str) -> int | None:
        position, found = -1, None
        for tag, name in steps:
            start = self.start_tag(tag.rsplit("}", 1)[-1], name, position)
            if start is not None:
                found = position = start
        if found is None:
            return None
        for attribute in columns._attributes_named(message):
            if attribute in self.attributes[found]:
                return self.attributes[found][attribute] + 1
        return found + 1


def first_at(positions: list[int], position: int) -> int | None:
    index = bisect.bisect_right(positions, position)
    return positions[index] if index < len(positions) else None


def long_line(source: list[bytes], number: int) -> LongLine:
    text = source[number - 1].decode("utf-8", errors="replace")
    return LongLine(text.removeprefix("\ufeff") if number == 1 else text)


def long_moved(item: Error, steps: list[tuple[str, str | None]], source: list[bytes]) -> Error:
    """The line of the value child a problem's path ends in, searched below its own."""
    if len(steps) < 2 or steps[-1][1] is not None or item.line is None:
        return item
    if steps[-1][0].startswith("@"):
        return item
    child = steps[-1][0].rsplit("}", 1)[-1]
    parent, parent_name = steps[-2][0].rsplit("}", 1)[-1], steps[-2][1]
    here = long_line(source, item.line)
    if child in here.every or here.start_tag(parent, parent_name, -1) is None:
        return item
    if f"</{parent}" in here.text:
        return item
    for number in range(item.line + 1, min(len(source), item.line + columns.LOOKAHEAD) + 1):
        line = long_line(source, number)
        if child in line.every:
            return attrs.evolve(item, line=number)
        if parent in line.every or f"</{parent}" in line.text:
            return item
    return item


def long_way(problems: Sequence[Error], data: bytes) -> tuple[Error, ...]:
    located = []
    last = max((p.line for p in problems if p.line is not None), default=0) + columns.LOOKAHEAD
    source = data.split(b"\n", last)[:last]
    for item in problems:
        if item.column is None and item.line is not None and item.line <= len(source):
            steps = long_steps(item.path)
            item = long_moved(item, steps, source)
            column = long_line(source, item.line or 0).column(steps, item.message)
            if column is not None:
                item = attrs.evolve(item, column=column)
        located.append(item)
    return tuple(located)


def test_every_vendored_problem_gets_the_column_of_the_long_way() -> None:
    located = 0
    for path in DOCUMENTS:
        document = sdformat_semantics.load(path)
        data = Path(path).read_bytes()
        bare = [attrs.evolve(p, column=None) for p in document.problems if p.file == str(path)]
        quick = columns.with_columns(bare, {str(path): data})
        assert quick == long_way(bare, data), path
        located += sum(p.column is not None for p in quick)
    assert located > 500


_NAMES = st.sampled_from(["a", "", "a/b", 'x"]y', "name"])
_TAGS = st.sampled_from(["link", "pose", "gz:link", "linkx"])
_ATTRIBUTES = st.sampled_from(["name", "relative_to", "x"])


@st.composite
def start_tags(draw: st.DrawFn) -> str:
    """A start tag, perhaps with a value holding another tag, repeated or empty names."""
    tag = draw(_TAGS)
    attributes = draw(st.lists(st.tuples(_ATTRIBUTES, _NAMES), max_size=3))
    quote = draw(st.sampled_from(['"', "'"]))
    written = "".join(
        f" {key}={quote}{value.replace(quote, '')}{quote}" for key, value in attributes
    )
    inner = draw(st.sampled_from(["", ' x="<pose a=1>"', " broken=", "/"]))
    return f"<{tag}{written}{inner}>" + draw(st.sampled_from(["", "</link>", "text"]))


@st.composite
def paths(draw: st.DrawFn) -> str:
    steps = draw(st.lists(st.tuples(_TAGS, st.none() | _NAMES), min_size=1, max_size=4))
    written = "".join(
        f"/{tag.replace('gz:', '{urn:gz}')}" + (f'[@name="{name}"]' if name is not None else "")
        for tag, name in steps
    )
    return "/sdf" + written + draw(st.sampled_from(["", "/@name", "/pose", "[2]"]))


@settings(max_examples=300, deadline=None)
@given(
    lines=st.lists(st.lists(start_tags(), max_size=4).map("".join), min_size=1, max_size=3),
    problems=st.lists(
        st.tuples(
            paths(),
            st.sampled_from(["", "relative_to 'a'", "attribute 'x' bad", "link 'name' here"]),
            st.integers(1, 3),
        ),
        min_size=1,
        max_size=8,
    ),
)
def test_generated_lines_get_the_column_of_the_long_way(
    lines: list[str], problems: list[tuple[str, str, int]]
) -> None:
    data = "\n".join(lines).encode()
    reported = [
        Error(ErrorCode.WARNING, message, "f.sdf", line, path, Severity.WARNING)
        for path, message, line in problems
    ]
    assert columns.with_columns(reported, {"f.sdf": data}) == long_way(reported, data)
