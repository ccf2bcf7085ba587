"""The byte-count depth proof never lets a too-deep document through.

``parse_bytes`` skips the XPath depth walk when ``depth_bound.nests_within``
proves the bound from the bytes; these tests hold the proof to the walk on
documents built to fool a tag count: end tags spelled inside comments, CDATA
sections and processing instructions, self-closing tags, other encodings.
"""

from __future__ import annotations

import itertools

import pytest
from lxml import etree

from sdformat_runtime.depth_bound import nests_within
from sdformat_runtime.xml import depth_error, parse_bytes, safe_parser

FOOLERS = [
    "",
    "<!-- </a></a></a></a></a></a> -->",
    "<![CDATA[</a></a></a></a></a></a>]]>",
    "<?pi </a></a></a></a></a></a>?>",
    "<!-- <![CDATA[ --><b/><![CDATA[ </a></a></a></a></a></a> ]]>",
    "<?pi <!-- ?><b/><!-- </a></a></a></a></a></a> -->",
    "<e/><e/><e a='/>'/>",
    "<t>x/&gt;y</t>",
]


def _document(depth: int, filler: str, *, encoding: str = "UTF-8") -> bytes:
    """Elements ``depth`` deep with ``filler`` just before the deepest chain."""
    declaration = f'<?xml version="1.0" encoding="{encoding}"?>\n'
    body = "<r>" + filler + "<a>" * (depth - 1) + "</a>" * (depth - 1) + "</r>"
    return (declaration + body).encode("utf-16" if encoding == "UTF-16" else encoding)


@pytest.mark.parametrize(
    ("filler", "depth", "allowed"), list(itertools.product(FOOLERS, (3, 8, 9, 10), (8, 9)))
)
def test_a_proof_agrees_with_the_walk(filler: str, depth: int, allowed: int) -> None:
    data = _document(depth, filler)
    tree = etree.fromstring(data, safe_parser()).getroottree()
    too_deep = depth_error(tree.getroot(), allowed) is not None
    assert not (too_deep and nests_within(data, tree, allowed))
    if depth + 2 <= allowed and filler in ("", "<t>x/&gt;y</t>"):
        # The proof may count the XML declaration and a text element as open.
        assert nests_within(data, tree, allowed), "plain documents are proven without the walk"


@pytest.mark.parametrize("encoding", ["UTF-16", "ISO-2022-JP", "UTF-8", "ISO-8859-1"])
def test_only_encodings_spelling_markup_in_ascii_are_proven(encoding: str) -> None:
    data = _document(3, "", encoding=encoding)
    tree = etree.fromstring(data, safe_parser()).getroottree()
    assert nests_within(data, tree, 10) == (encoding in ("UTF-8", "ISO-8859-1"))


def test_deep_chains_in_one_chunk_and_across_chunks_get_the_walks_error() -> None:
    padding = "<p>" + "x" * 3000 + "</p>"
    for allowed, depth in itertools.product((5, 50, 100), (-1, 0, 1)):
        data = _document(allowed + depth, padding)
        tree, errors = parse_bytes(data, "f.sdf", max_depth=allowed)
        expected = depth_error(etree.fromstring(data, safe_parser()), allowed, 0, "f.sdf")
        assert errors == ([expected] if expected else [])
        assert (tree is None) == (depth > 0)


def test_included_files_count_the_levels_above() -> None:
    data = _document(6, "")
    for above in range(8):
        _, errors = parse_bytes(data, "inc.sdf", max_depth=10, depth_above=above)
        expected = depth_error(etree.fromstring(data, safe_parser()), 10, above, "inc.sdf")
        assert errors == ([expected] if expected else [])
        assert bool(errors) == (above > 4)
