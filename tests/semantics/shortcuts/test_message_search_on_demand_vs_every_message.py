"""Columns found searching a message only when it can name the tag's attribute, against always.

``with_columns`` searches a problem's message for the attributes it names
(``attribute 'foo'``, ``relative_to 'frame'``) only when one of the start
tag's attributes on the line is written in the message; otherwise the column
is the tag's. The long way searches every message. Both must give every
problem of every vendored document the same column, and the problems the same
order and lines; the messages that do name an attribute on their line (a
``canonical_link`` or ``relative_to`` problem) are among them.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import attrs
import pytest

import sdformat_semantics
from sdformat_semantics.document import columns
from tests.conftest import DATA

DOCUMENTS = sorted(
    path
    for path in DATA.rglob("*")
    if path.suffix in (".sdf", ".world", ".urdf") and "fuzz" not in path.parts
)


def _every_message(
    line: columns._Line,
    steps: Sequence[tuple[str, str | None]],
    message: str,
    named: dict[str, tuple[str, ...]],
) -> int | None:
    """The long way: the message searched whatever the tag holds."""
    return line.column_of(steps, columns._attributes_named(message))


def test_every_vendored_problem_gets_the_column_searching_every_message_gives(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    named_on_their_line = 0
    for path in DOCUMENTS:
        document = sdformat_semantics.load(path)
        bare = [attrs.evolve(problem, column=None) for problem in document.problems]
        sources = {str(path): Path(path).read_bytes()}
        quick = columns.with_columns(bare, sources)
        with monkeypatch.context() as patch:
            patch.setattr(columns._Line, "column_in_message", _every_message)
            long_way = columns.with_columns(bare, sources)
        assert quick == long_way, path
        named_on_their_line += sum(
            problem.column is not None
            and any(name in problem.message for name in ("canonical_link", "relative_to"))
            for problem in quick
        )
    assert named_on_their_line > 0


@pytest.mark.parametrize(
    ("text", "path", "message", "column"),
    [
        # The attribute the message names, on the tag: its column.
        (
            '  <model name="m" canonical_link="x">',
            '/sdf/model[@name="m"]',
            "canonical_link 'x'",
            19,
        ),
        # A message writing the attribute's name as a word of a link's name: still searched.
        ('<link name="a_name">', '/sdf/model/link[@name="a_name"]', "link 'a_name' is bad", 1),
        ('<link name="a">', '/sdf/model/link[@name="a"]', "attribute 'name' empty", 7),
        # No attribute of the tag written in the message: the tag's column, no search.
        ('   <visual name="v">', '/sdf/model/link/visual[@name="v"]', "visual 'v' moved", 4),
    ],
)
def test_a_column_is_the_attributes_when_the_message_names_it(
    text: str, path: str, message: str, column: int
) -> None:
    line = columns._Line(text)
    steps = columns._steps(path)
    assert line.column_in_message(steps, message, columns._NamedAttributes()) == column
    assert line.column_of(steps, columns._attributes_named(message)) == column
