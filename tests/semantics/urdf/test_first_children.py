"""``first_children`` answers what ``find(tag)`` answers, for every tag at once.

The converter reads each link, joint, shape and inertial through it: the
first child element of each tag, whatever comments, instructions, text and
repeated tags lie among the children.
"""

from __future__ import annotations

import itertools

import pytest
from lxml import etree

from sdformat_semantics.urdf.model import first_children

PIECES = ['<a n="1"/>', '<a n="2"/>', "<b/>", "<!--c-->", "<?pi x?>", "text", "<origin/>"]
"""Children and what lies between them: repeated tags, a comment, an instruction, text."""


@pytest.mark.parametrize("pieces", list(itertools.product(PIECES, repeat=3)), ids=str)
def test_first_children_are_what_find_finds(pieces: tuple[str, ...]) -> None:
    element = etree.fromstring(f"<parent>{''.join(pieces)}</parent>")
    tags = {child.tag for child in element if isinstance(child.tag, str)}
    found = first_children(element)
    assert set(found) == tags  # element tags only: no comment or instruction
    for tag in tags:
        assert found[tag] is element.find(tag)
