"""The scan that finds no comment to mend, against mending every comment: the same bytes read.

``parse_tolerant`` spaces out a ``--`` inside a comment (tinyxml2 reads one,
libxml2 refuses it) by running a regex over every comment
(``_mend_comments``), which copies the bytes and calls Python per comment.
When every ``--`` of the bytes, left to right, opens a comment and then
closes it, there is nothing to mend and the regex is not run. Every string
of up to seven pieces of comment syntax, and every vendored document, must
then be left as the regex leaves it.
"""

from __future__ import annotations

import itertools

import pytest

from sdformat_semantics.source.parse import _hyphens_only_delimit_comments, _mend_comments
from tests.conftest import DATA

PIECES = (b"<", b"!", b"-", b">", b"x", b"<!--", b"-->")


def _generated() -> list[bytes]:
    found = []
    for count in range(1, 8):
        for chosen in itertools.product(PIECES, repeat=count):
            data = b"".join(chosen)
            if b"<!--" in data:
                found.append(data)
    return found


def test_every_short_string_the_scan_passes_is_one_the_regex_leaves_alone() -> None:
    passed = 0
    for data in _generated():
        if _hyphens_only_delimit_comments(data):
            passed += 1
            assert _mend_comments(data) == (data, None), data
    assert passed > 100_000  # the scan passes most of them: it is no trivial "never"


@pytest.mark.parametrize(
    ("data", "plain"),
    [
        (b"<a><!-- fine --><!----></a>", True),
        (b"<a><!-- a -- b --></a>", False),
        (b"<a><!-- ends in a hyphen ---></a>", False),
        (b"<a><!--<!-- nested --></a>", False),  # the second <!-- is inside the first
        (b"<a b='--x'><!-- c --></a>", False),  # a -- elsewhere: the regex decides
    ],
)
def test_a_comment_needing_mending_is_never_passed(data: bytes, plain: bool) -> None:
    assert _hyphens_only_delimit_comments(data) is plain
    assert (_mend_comments(data)[1] is None) or not plain


def test_every_vendored_document_is_read_as_the_regex_reads_it() -> None:
    for path in sorted(p for p in DATA.rglob("*") if p.suffix in (".sdf", ".world", ".urdf")):
        data = path.read_bytes()
        if b"<!--" in data and _hyphens_only_delimit_comments(data):
            assert _mend_comments(data) == (data, None), path
