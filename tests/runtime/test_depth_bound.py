"""The byte-count depth proof never lets a too-deep document through.

``parse_bytes`` skips the XPath depth walk when ``depth_bound.depth_upper_bound``
proves the limit from the bytes; these tests hold the proof to the walk on
documents built to fool a tag count: end tags spelled inside comments, CDATA
sections and processing instructions, self-closing tags, other encodings.
"""

from __future__ import annotations

import itertools
import random

import numpy
import pytest
from lxml import etree

from sdformat_runtime.depth_bound import SMALL_DOCUMENT, count_inside, depth_upper_bound
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


def _proven(data: bytes, tree: etree._ElementTree, allowed: int) -> bool:
    """Whether the bytes prove the tree ``allowed`` deep at most, as ``parse_bytes`` asks it."""
    bound = depth_upper_bound(data, tree, allowed)
    return bound is not None and bound <= allowed


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
    assert not (too_deep and _proven(data, tree, allowed))
    if depth + 2 <= allowed and filler in ("", "<t>x/&gt;y</t>"):
        # The proof may count the XML declaration and a text element as open.
        assert _proven(data, tree, allowed), "plain documents are proven without the walk"


@pytest.mark.parametrize("encoding", ["UTF-16", "ISO-2022-JP", "UTF-8", "ISO-8859-1"])
def test_only_encodings_spelling_markup_in_ascii_are_proven(encoding: str) -> None:
    data = _document(3, "", encoding=encoding)
    tree = etree.fromstring(data, safe_parser()).getroottree()
    assert _proven(data, tree, 10) == (encoding in ("UTF-8", "ISO-8859-1"))


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


# Content around the deepest chain that a count of "<", "</" and "/>" could misread:
# empty elements, ">" and "/>" written in text and attribute values, closers in sections.
BOUND_FOOLERS = [
    *FOOLERS,
    "<e/>" * 300,
    "<e a='/>'/>" * 50 + "<e/>" * 300,
    "<t>a &gt; b</t>" + "<e/>" * 300,
    "<t>x/>y</t>" + "<e/>" * 300,
    "<!-- <e/><e/><e/><e/><e/><e/> -->" + "<e/>" * 20,
    "<![CDATA[ />/>/>/>/>/>/> ]]>" + "<e/>" * 20,
    "<?pi />/>/>/>/>/>/> ?>" + "<e/>" * 20,
    "<!-- > > > -->" + "<e/>" * 20,
    "<e><f/><g/></e>" * 40,
]


def _depth(tree: etree._ElementTree) -> int:
    return max(sum(1 for _ in element.iterancestors()) + 1 for element in tree.iter())


@pytest.mark.parametrize(
    ("filler", "depth", "where"),
    list(itertools.product(BOUND_FOOLERS, (1, 3, 9), ("before", "inside", "after"))),
)
def test_the_bound_is_never_below_the_depth(filler: str, depth: int, where: str) -> None:
    chain = "<a>" * depth + "</a>" * depth
    body = {"before": filler + chain, "inside": chain.replace("</a>", filler + "</a>", 1)}
    data = ("<r>" + body.get(where, chain + filler) + "</r>").encode()
    tree = etree.fromstring(data, safe_parser()).getroottree()
    for enough in (0, 1000):
        bound = depth_upper_bound(data, tree, enough)
        assert bound is not None and bound >= _depth(tree)


@pytest.mark.parametrize("filler", ["<e/>" * 300, "<e a='1'/>" * 300 + "<!-- c -->" * 300])
def test_empty_elements_and_comments_do_not_loosen_the_bound(filler: str) -> None:
    """When no '>' is written in text or values, empty elements close where they end."""
    data = _document(5, filler)
    tree = etree.fromstring(data, safe_parser()).getroottree()
    bound = depth_upper_bound(data, tree)
    assert bound is not None and _depth(tree) <= bound <= _depth(tree) + 1  # + the declaration
    assert _proven(data, tree, 10)


@pytest.mark.parametrize("encoding", ["UTF-16", "ISO-2022-JP", "UTF-8", "ISO-8859-1"])
def test_a_bound_is_only_given_for_markup_in_ascii(encoding: str) -> None:
    data = _document(3, "<e/>", encoding=encoding)
    tree = etree.fromstring(data, safe_parser()).getroottree()
    bound = depth_upper_bound(data, tree)
    assert (bound is not None) == (encoding in ("UTF-8", "ISO-8859-1"))
    if bound is not None:
        assert bound >= _depth(tree)


def test_parse_bytes_gives_the_bound_it_proved() -> None:
    data = _document(6, "<e/>" * 100)
    bound: list[int] = []
    tree, errors = parse_bytes(data, depth_bound=bound)
    assert tree is not None and not errors
    assert bound and _depth(tree) <= bound[0] <= 10
    unproven: list[int] = []
    parse_bytes(_document(6, "", encoding="UTF-16"), depth_bound=unproven)
    assert unproven == []


@pytest.mark.parametrize("filler", FOOLERS + BOUND_FOOLERS)
@pytest.mark.parametrize("padding", [0, SMALL_DOCUMENT - 200, SMALL_DOCUMENT + 200])
def test_small_and_large_documents_get_bounds_the_walk_agrees_with(
    filler: str, padding: int
) -> None:
    """Either side of the size where every ``<`` is counted instead, the bound holds."""
    comment = "<!--" + "x" * padding + "-->" if padding else ""
    for depth in (2, 7, 30):
        data = _document(depth, comment + filler)
        tree = etree.fromstring(data, safe_parser()).getroottree()
        for allowed in (depth - 1, depth, depth + 1, 60, 1000):
            bound = depth_upper_bound(data, tree, allowed)
            assert bound is not None and bound >= _depth(tree)
            too_deep = depth_error(tree.getroot(), allowed) is not None
            assert not (too_deep and _proven(data, tree, allowed))


@pytest.mark.parametrize("seed", range(40))
def test_markers_counted_inside_sections_are_the_counts_per_section(seed: int) -> None:
    chooser = random.Random(seed)
    data = bytes(chooser.choice(b"<>/!-x") for _ in range(chooser.randint(0, 300)))
    sections = []  # sorted and apart, some touching (a comment right after another)
    at = chooser.randint(0, 5)
    while at < len(data):
        end = min(len(data), at + chooser.randint(1, 12))
        sections.append((at, end))
        at = end + chooser.randint(0, 6)
    starts = numpy.array([at for at, _ in sections], dtype=numpy.int64)
    ends = numpy.array([end for _, end in sections], dtype=numpy.int64)
    for marker in (b"<", b">", b"</", b"/>"):
        places = numpy.array(
            [at for at in range(len(data)) if data.startswith(marker, at)], dtype=numpy.intp
        )
        expected = sum(data.count(marker, at, end) for at, end in sections)
        assert count_inside(places, starts, ends, len(marker)) == expected, (marker, sections)
