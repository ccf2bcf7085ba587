"""Names tinyxml2 reads and libxml2 refuses: read with a warning, written back as written.

libsdformat reads ``<gz::system_priority>`` (Gazebo's plugins write it), and
``a:b:c``, ``:x``, ``x:`` or a non-ASCII character that is no XML name
character, as element and attribute names; libxml2 refuses each. Every such
name, at every depth (under ``<sdf>``, a world, a model, a link, a plugin
and deeper in plugin content), as an element and as an attribute, must load
as custom content with one warning on its line, and ``print`` (``to_xml``,
lazy or not, as the same or an older version, and the generated readers'
``to_string``) must write it back as it was written.
"""

from __future__ import annotations

import itertools

import pytest
import sdformat_v1_9
from hypothesis import given
from hypothesis import strategies as st
from lxml import etree

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_runtime.name_masks import MASK_PREFIX, MASK_URI, mask, mask_names, unmask
from tests.helpers import hermetic

REFUSED_NAMES = [
    "gz::system_priority",
    "a:b:c",
    ":lead",
    "trail:",
    "x::",
    "a\u00d7b",  # U+00D7 MULTIPLICATION SIGN is no XML name character
    "ns:a\u00d7b",
    "caf\u00e9::menu.item-2",
]

# Where a refused element goes: a line of the document below, by what holds it.
ELEMENT_PLACES = ["sdf", "world", "model", "link", "plugin", "plugin content"]
ATTRIBUTE_PLACES = ["model", "link", "plugin content"]


def document(element: tuple[str, str] | None, attribute: tuple[str, str] | None) -> str:
    """A world whose lines hold ``element`` = (name, place) and ``attribute`` = (name, place)."""

    def child(place: str) -> str:
        if element is None or element[1] != place:
            return ""
        return f"<{element[0]}>7</{element[0]}>"

    def carried(place: str) -> str:
        return f' {attribute[0]}="v"' if attribute is not None and attribute[1] == place else ""

    return "\n".join(
        [
            '<?xml version="1.0"?>',
            '<sdf version="1.9">',
            f"  {child('sdf')}",
            '  <world name="w">',
            f"    {child('world')}",
            f'    <model name="m"{carried("model")}>',
            f"      {child('model')}",
            f'      <link name="l"{carried("link")}>',
            f"        {child('link')}",
            '        <sensor name="s" type="altimeter">',
            '          <plugin filename="p" name="gz::sim::systems::Altimeter">',
            f"            {child('plugin')}",
            f"            <deep><deeper{carried('plugin content')}>"
            f"{child('plugin content')}</deeper></deep>",
            "          </plugin>",
            "        </sensor>",
            "      </link>",
            "    </model>",
            "  </world>",
            "</sdf>",
            "",
        ]
    )


CASES = [
    *(
        (name, (name, place), None)
        for name, place in itertools.product(REFUSED_NAMES, ELEMENT_PLACES)
    ),
    *(
        (name, None, (name, place))
        for name, place in itertools.product(REFUSED_NAMES, ATTRIBUTE_PLACES)
    ),
]


def _written_names(text: str, name: str) -> int:
    """How often ``name`` is written as a tag or attribute name in ``text``."""
    return text.count(f"<{name}>") + text.count(f"</{name}>") + text.count(f" {name}=")


@pytest.mark.parametrize("lazy", [True, False], ids=["lazy", "eager"])
@pytest.mark.parametrize(
    ("name", "element", "attribute"),
    CASES,
    ids=[
        f"{'element' if e else 'attribute'}-{(e or a)[1]}-{i}" for i, (_, e, a) in enumerate(CASES)
    ],
)
def test_every_refused_name_is_read_with_a_warning_and_printed_as_written(
    name: str, element: tuple[str, str] | None, attribute: tuple[str, str] | None, lazy: bool
) -> None:
    text = document(element, attribute)
    line = next(n for n, row in enumerate(text.splitlines(), 1) if name in row)
    loaded = sdformat_semantics.load(text, config=hermetic(lazy=lazy))
    assert loaded.valid, loaded.errors
    (warning,) = [p for p in loaded.problems if p.code is ErrorCode.XML_TOLERATED]
    assert warning.severity is Severity.WARNING
    assert f"'{name}'" in warning.message and warning.line == line
    for version in (None, "1.9", "1.8"):
        written = loaded.to_xml(version=version)
        assert MASK_URI not in written and MASK_PREFIX not in written
        assert _written_names(written, name) == _written_names(text, name)
        if element is not None:
            assert f"<{name}>7</{name}>" in written
        else:
            assert f' {name}="v"' in written
        # What was written reads back to the same text.
        again = sdformat_semantics.load(written, config=hermetic(lazy=lazy))
        assert again.valid and again.to_xml(version=version) == written


@pytest.mark.parametrize("name", REFUSED_NAMES)
def test_the_generated_readers_mask_and_restore_the_same_names(name: str) -> None:
    text = document((name, "model"), (name, "link"))
    result = sdformat_v1_9.loads(text)
    assert result.root is not None
    assert [p.code for p in result.problems] == [ErrorCode.XML_TOLERATED]
    written = result.root.to_string()
    assert f"<{name}>7</{name}>" in written and f' {name}="v"' in written


def test_lines_after_a_masked_name_stay_true() -> None:
    text = document(("gz::system_priority", "model"), None).replace(
        '<link name="l"', '<frame name="dup"/><frame name="dup"/>\n<link name="l"'
    )
    loaded = sdformat_semantics.load(text, config=hermetic())
    (duplicate,) = [e for e in loaded.errors if e.code is ErrorCode.DUPLICATE_NAME]
    expected = next(n for n, row in enumerate(text.splitlines(), 1) if 'name="dup"' in row)
    assert duplicate.line == expected


def test_names_in_comments_values_text_and_cdata_are_left_as_written() -> None:
    text = document(("gz::system_priority", "plugin"), None).replace(
        "<deep>",
        '<!-- <a::b x::y="1"> --><note ref="&lt;c::d&gt;">&lt;e::f/&gt;</note><deep>',
    )
    loaded = sdformat_semantics.load(text, config=hermetic())
    assert loaded.valid
    (warning,) = loaded.problems
    assert "'gz::system_priority'" in warning.message
    written = loaded.to_xml()
    assert '<!-- <a::b x::y="1"> -->' in written
    assert '<note ref="&lt;c::d&gt;">&lt;e::f/&gt;</note>' in written
    assert 'name="gz::sim::systems::Altimeter"' in written
    cdata = b'<sdf version="1.9"><model name="m"><a::b/><link name="l"/></model><![CDATA[<c::d>]]></sdf>'
    masked = mask_names(cdata)
    assert masked is not None and b"<![CDATA[<c::d>]]>" in masked[0]


@pytest.mark.parametrize(
    "markup",
    ["<1abc/>", "<a$b/>", "<-x/>", '<a b$c="1"/>', "<gz::x>unclosed"],
    ids=["digit first", "dollar", "hyphen first", "dollar attribute", "unclosed"],
)
def test_what_tinyxml2_refuses_too_stays_refused(markup: str) -> None:
    text = f'<sdf version="1.9"><model name="m"><link name="l"/>{markup}</model></sdf>'
    loaded = sdformat_semantics.load(text, config=hermetic())
    assert [e.code for e in loaded.errors] == [ErrorCode.FILE_READ]


def test_a_document_that_writes_the_mask_prefix_itself_is_not_rewritten() -> None:
    text = f'<sdf version="1.9" {MASK_PREFIX}:x="1"><gz::y/></sdf>'.encode()
    assert mask_names(text) is None


_TINYXML_START = st.sampled_from("abcXYZ_:\u00e9\u00d7\u4e2d")
_TINYXML_REST = st.sampled_from("abcXYZ_:.-09\u00e9\u00d7\u4e2d\u00b7")


@given(st.tuples(_TINYXML_START, st.text(_TINYXML_REST, max_size=12)).map("".join))
def test_a_masked_name_is_an_xml_name_and_unmasks_to_the_original(name: str) -> None:
    local = mask(name)
    etree.fromstring(f"<{local}/>".encode())  # a name libxml2 reads
    assert unmask(local) == name
