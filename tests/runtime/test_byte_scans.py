"""Byte scans counted in C give the numbers of the plain byte searches they replace.

``element_bound`` counts ``<`` and ``</`` with numpy a megabyte at a time:
on random markup of every length around the chunk size, with ``</`` split
across chunks, and on documents in every encoding, it is
``data.count(b"<") - data.count(b"</")``.
"""

from __future__ import annotations

import random

import pytest

from sdformat_runtime import xml
from sdformat_runtime.xml import element_bound

CHUNK = xml._COUNTED_AT_ONCE


def _reference(data: bytes) -> int:
    return data.count(b"<") - data.count(b"</")


@pytest.mark.parametrize(
    "size", [0, 1, 2, 3, 17, CHUNK - 2, CHUNK - 1, CHUNK, CHUNK + 1, CHUNK + 2, 2 * CHUNK + 5]
)
def test_random_markup_of_every_length(size: int) -> None:
    chooser = random.Random(size)
    pattern = bytes(chooser.choice(b"</a/<") for _ in range(min(size, 4099)))
    data = (pattern * (size // max(len(pattern), 1) + 1))[:size]
    assert element_bound(data) == _reference(data)
    for at in (CHUNK - 1, CHUNK, 2 * CHUNK - 1):  # an end tag's two bytes either side
        if at + 2 <= size:
            split = data[:at] + b"</" + data[at + 2 :]
            assert element_bound(split) == _reference(split)
    for last in (b"<", b"/", b"</"):
        assert element_bound(data + last) == _reference(data + last)


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-16-be", "utf-32", "latin-1"])
def test_documents_in_every_encoding(encoding: str) -> None:
    text = '<?xml version="1.0"?><sdf version="1.12"><model name="é"><link name="l"/></model></sdf>'
    data = text.encode(encoding)
    assert element_bound(data) == _reference(data)
