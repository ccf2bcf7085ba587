"""The byte guard on comments against searching every leaf for comments: its 'no' is never wrong.

Processing instructions are kept like comments, and guarded the same way.

The fast path searches leaves for comments only when a comment may lie below the root.

``SourceFacts.may_hold_comments`` says no when the bytes open no more
comments than lie beside the root (a license above ``<sdf>`` is the usual
one). Held on documents with comments in every place one can be (beside the
root, before and after it, in a leaf, between elements, many of them) and
with ``<!--`` written where no comment is (CDATA, an instruction's text), in
encodings the bytes can and cannot be searched in: a "no" is never wrong,
and it is exact where the bytes write ``<!--`` for comments only.
"""

from __future__ import annotations

import itertools

import pytest
from lxml import etree

from sdformat_runtime.xml import safe_parser
from sdformat_semantics.source import SourceFacts

_BESIDE = (
    "<!-- license -->",
    "<!-- a --><!-- b -->",
    "".join(f"<!--{n}-->" for n in range(70)),
    '<?xml-model href="sdf.xsd"?>',
)
_INSIDE = ("<x><!-- in a leaf --></x>", "<!-- between --><y/>", "<x><?app in a leaf?></x>")
_LOOKALIKE = ("<x><![CDATA[<!-- not one -->]]></x>", '<x a="&lt;!--"/>')


def _documents() -> list[tuple[str, str, str]]:
    found = []
    for before, after in itertools.product(("", *_BESIDE), ("", _BESIDE[0])):
        for count in (0, 1, 2):
            for inside in itertools.combinations(_INSIDE + _LOOKALIKE, count):
                body = "".join(inside)
                found.append((before, f'<sdf version="1.12">{body}</sdf>', after))
    return found


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
@pytest.mark.parametrize("before, root, after", _documents())
def test_no_comment_below_a_root_said_to_hold_none(
    before: str, root: str, after: str, encoding: str
) -> None:
    data = f'<?xml version="1.0" encoding="{encoding}"?>{before}{root}{after}'.encode(encoding)
    top = etree.fromstring(data, safe_parser())
    below = any(True for _ in top.iter(etree.Comment, etree.ProcessingInstruction))
    answer = SourceFacts.of(data).may_hold_comments(top)
    assert answer or not below
    if encoding == "utf-8" and "CDATA" not in root and len(before) < 200:
        assert answer == below
