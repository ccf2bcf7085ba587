"""Byte scans counted in C give the numbers of the plain byte searches they replace.

``element_bound`` counts ``<`` and ``</`` with numpy a megabyte at a time
(in bytes below a few kilobytes): on random markup of every length around
both sizes, with ``</`` split
across chunks, and on documents in every encoding, it is
``data.count(b"<") - data.count(b"</")``.
"""

from __future__ import annotations

import random
import re

import pytest
from lxml import etree

from sdformat_runtime import byte_scans, xml
from sdformat_runtime.byte_scans import element_bound

CHUNK = byte_scans._COUNTED_AT_ONCE
SMALL = byte_scans._COUNTED_IN_BYTES  # counted with bytes.count up to here


def _reference(data: bytes) -> int:
    return data.count(b"<") - data.count(b"</")


SIZES = [0, 1, 2, 3, 17]
SIZES += [SMALL - 1, SMALL, SMALL + 1]
SIZES += [CHUNK - 2, CHUNK - 1, CHUNK, CHUNK + 1, CHUNK + 2, 2 * CHUNK + 5]


@pytest.mark.parametrize("size", SIZES)
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


# One document's markers ----------------------------------------------------------

MARKERS = (b"<include", b"<inertial", b"gearbox", b"frame_id", b"auto", b"::", b"<!--", b"x")
DOCUMENTS = (
    '<sdf version="1.6"><model name="m"><link name="l"><inertial/></link></model></sdf>',
    '<sdf version="1.6"><model name="a::b"><!-- c --><include><uri>x</uri></include></model></sdf>',
    '<sdf version="1.6"><model name="&#103;earbox"><frame name="f" auto="1"/></model></sdf>',
    '<sdf version="1.6"><model name="&amp;"/></sdf>',
    "",
)


def _one_question(data: bytes, marker: bytes, in_values: bool) -> bool:
    """The answer of one search on its own, without the searches ``Markers`` keeps."""
    if not byte_scans._ascii_compatible(data) or b"\x00" in data:
        return True
    return marker in data or (in_values and b"&#" in data)


@pytest.mark.parametrize("text", DOCUMENTS)
@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-16-be", "utf-32", "latin-1"])
def test_markers_answer_each_question_as_a_search_alone(text: str, encoding: str) -> None:
    """Asked in any order, repeatedly, values or not: the answer of one search on its own."""
    for data in (text.encode(encoding), text.encode(encoding) + b"\x00"):
        markers = byte_scans.Markers(data)
        for in_values in (False, True, False):
            for marker in MARKERS:
                expected = _one_question(data, marker, in_values)
                assert markers.may_hold(marker, in_values=in_values) is expected


# XInclude, refused without searching for its name when nothing declares a namespace ----

XINCLUDE = "http://www.w3.org/2001/XInclude"
PARSED = {
    "no declaration": '<sdf version="1.12"><model name="XInclude"><link name="l"/></model></sdf>',
    "on the root": f'<sdf version="1.12" xmlns:xi="{XINCLUDE}"><xi:include href="x"/></sdf>',
    "on a child": f'<sdf version="1.12"><model name="m" xmlns:xi="{XINCLUDE}"><xi:include/></model></sdf>',
    "by default": f'<sdf version="1.12"><include xmlns="{XINCLUDE}" href="x"/></sdf>',
    "referenced": '<sdf version="1.12" xmlns:xi="http://www.w3.org/2001/X&#73;nclude"><xi:a/></sdf>',
    "declared unused": f'<sdf version="1.12"><model name="m" xmlns:xi="{XINCLUDE}"/></sdf>',
    "other namespace": '<sdf version="1.12" xmlns:g="urn:g"><g:include/></sdf>',
    "xml prefix": '<sdf version="1.12"><model name="m" xml:lang="en"/></sdf>',
}


def _parsed(data: bytes, markers: byte_scans.Markers | None) -> tuple[object, ...]:
    tree, problems = xml.parse_bytes(data, markers=markers)
    written = None if tree is None else etree.tostring(tree)
    return written, [(p.code, p.message, p.line) for p in problems]


@pytest.mark.parametrize("case", sorted(PARSED))
@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-16-be", "iso-8859-1"])
def test_xinclude_refused_whatever_the_markers_know(
    case: str, encoding: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    declared = encoding.upper().removesuffix("-BE")
    data = f'<?xml version="1.0" encoding="{declared}"?>{PARSED[case]}'.encode(encoding)
    markers = byte_scans.Markers(data)
    shortcut = _parsed(data, markers)
    assert markers.declares_nothing(etree.fromstring(data)) is (
        encoding in ("utf-8", "iso-8859-1") and case in ("no declaration", "xml prefix")
    )
    assert _parsed(data, None) == shortcut
    with monkeypatch.context() as patch:  # the long way: the name searched for every document
        patch.setattr(byte_scans.Markers, "declares_nothing", lambda *_args: False)
        assert _parsed(data, byte_scans.Markers(data)) == shortcut
    refused = case in ("on the root", "on a child", "by default", "referenced")
    assert (shortcut[0] is None) is refused


# Places of a marker and the '::' bound ----------------------------------------------------


def _scope_bound_reference(data: bytes) -> int | None:
    if not byte_scans._ascii_compatible(data) or b"\x00" in data or b"&#" in data:
        return None
    return data.count(b"::")


def _scoped_documents() -> list[bytes]:
    found = []
    for count in (0, 1, 2, 63, 64, 65, 200):
        for joint in (b"::", b":::", b"::::", b":: :"):
            body = b"".join(b'<model name="a%sb%d"/>' % (joint, n) for n in range(count))
            text = b'<sdf version="1.6">' + body + b"</sdf>"
            found += [text, text.replace(b"a", b"&#97;", 1)]
    found.append('<sdf version="1.6"><model name="a::b"/></sdf>'.encode("utf-16"))
    return found


@pytest.mark.parametrize("data", _scoped_documents())
def test_places_and_the_scope_bound_are_the_searches_alone(data: bytes) -> None:
    markers = byte_scans.Markers(data)
    places = markers.places(b"::")
    expected = [match.start() for match in re.finditer(b"::", data)]
    if not markers.searchable:  # UTF-16: the bytes do not answer, nothing is listed
        assert places is None
    else:
        assert places == (
            tuple(expected) if len(expected) <= byte_scans._PLACES_LOOKED_AT else None
        )
    assert byte_scans.scope_bound(data, markers) == _scope_bound_reference(data)
    assert byte_scans.scope_bound(data) == _scope_bound_reference(data)


@pytest.mark.parametrize("looked_at", [1, 2, byte_scans._RARE_PLACES_LOOKED_AT])
def test_a_search_through_a_rare_byte_finds_what_the_plain_search_finds(
    looked_at: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Markers with and without a rare byte, in bytes dense with rare bytes and near misses
    # (so the search through the rare byte's places also hands over to the plain one).
    monkeypatch.setattr(byte_scans, "_RARE_PLACES_LOOKED_AT", looked_at)
    chooser = random.Random(looked_at)
    for _ in range(5000):
        data = bytes(chooser.choice(b"ab:?!<-x") for _ in range(chooser.randint(0, 60)))
        marker = bytes(chooser.choice(b"ab:?!<-x") for _ in range(chooser.randint(1, 5)))
        start = chooser.randint(0, 12)
        assert byte_scans.find(data, marker, start) == data.find(marker, start)
    for marker in (b"::", b"xml:", b"<!--", b"<?", b"<include"):
        data = b"<?xml?><!-- x --><a b='c::d'/>" + b"?!:" * 300 + marker + b":"
        assert byte_scans.find(data, marker) == data.find(marker)
        assert byte_scans.find(data, marker, data.find(marker) + 1) == data.find(
            marker, data.find(marker) + 1
        )


# Names never written ----------------------------------------------------------------------

LONG_WORD = "a" * 40  # a word before an "=" longer than the window read: any name may be carried


@pytest.mark.parametrize("padding", [0, byte_scans._SEARCHED_FOR_NAMES])
def test_a_name_the_bytes_never_write_is_carried_by_nothing_where_they_are_searched(
    padding: int,
) -> None:
    comment = f"<!-- {'x' * padding} -->"
    data = f'<robot name="r">{comment}<link name="l" {LONG_WORD}="1"/></robot>'.encode()
    root = etree.fromstring(data)
    markers = byte_scans.Markers(data)
    searched = len(data) <= byte_scans._SEARCHED_FOR_NAMES
    assert markers.may_carry(b"relative_to") is not searched  # past the size: the pass's caution
    assert markers.declares_nothing(root) is searched
    assert markers.may_carry(b"name") and markers.may_carry(LONG_WORD.encode())
    declared = data.replace(b'<link name="l"', b'<link xmlns:g="urn:g" name="l"')
    assert not byte_scans.Markers(declared).declares_nothing(etree.fromstring(declared))
    written = data.replace(b'name="l"', b'name="relative_to"')  # written, though not carried
    assert byte_scans.Markers(written).may_carry(b"relative_to") is not searched
    carried = data.replace(b'<link name="l"', b'<link relative_to\n = "x" name="l"')
    assert byte_scans.Markers(carried).may_carry(b"relative_to")


@pytest.mark.parametrize("asked", [1, byte_scans._NAMES_SEARCHED_ALONE + 3])
def test_names_searched_alone_or_all_at_once_answer_as_the_tree_does(asked: int) -> None:
    # Each name written as an attribute, as a word of text before an '=', or glued to a name.
    names = [f"n{number}" for number in range(asked)]
    parts = []
    for number, name in enumerate(names):
        kind = number % 3
        parts.append(
            f'<e {name} ="1"/>'
            if kind == 0
            else f"<e>{name}=</e>"
            if kind == 1
            else f'<e x{name}="1"/>'
        )
    data = f'<sdf version="1.12">{"".join(parts)}</sdf>'.encode()
    root = etree.fromstring(data)
    markers = byte_scans.Markers(data)
    for name in names:
        carried = any(name in element.attrib for element in root.iter())
        answer = markers.may_carry(name.encode())
        assert answer or not carried  # never "not carried" for a carried name
        assert markers.may_carry(name.encode()) is answer  # asked again: the same answer
        if names.index(name) < byte_scans._NAMES_SEARCHED_ALONE:
            assert answer is (carried or f"<e> {name} =</e>" in data.decode())  # text: cautious
