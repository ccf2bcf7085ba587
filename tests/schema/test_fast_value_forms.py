"""The fast-path schema writes vectors, poses and floats in cheaper forms of the same languages.

A vector is a list of words of one named number type (the number pattern is
compiled once, not once per vector type), a pose is six such words or nothing,
a double is such a number or ``inf``, and a float is the double type again. Each must accept exactly the texts the
single pattern it replaces (``FAST_PATTERNS``) accepts: checked on every text
of every vendored document and on generated texts around each pattern's edges
(word counts, separators, numbers just inside and outside the range).
"""

from __future__ import annotations

import functools
import itertools
import re

import pytest
from lxml import etree

from generator.fast_value_types import FAST_PATTERNS
from sdformat_semantics.versions import NEWEST, PACKAGES, version_package
from tests.conftest import DATA
from tests.schema.test_fast_path import PATTERN_EDGES

XS = "http://www.w3.org/2001/XMLSchema"
REWRITTEN = ("vector2i", "vector2d", "vector3", "quaternion", "pose", "double", "float")
BOUNDS = ('<xs:minInclusive value="-1e300"/>', '<xs:maxInclusive value="5"/>')


@functools.cache
def _named_types(version: str) -> str:
    """The named simple types of a version's fast-path schema, as written."""
    schema = etree.parse(str(version_package(version).FAST_PATH_SCHEMA)).getroot()
    return "".join(
        etree.tostring(t, encoding="unicode") for t in schema.iterchildren(f"{{{XS}}}simpleType")
    )


def _pattern_type(spec_type: str) -> str:
    """The type as it was written before: one pattern over the collapsed text."""
    pattern = FAST_PATTERNS[spec_type]
    assert pattern is not None
    value = pattern.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
    return f'<xs:restriction base="xs:token"><xs:pattern value="{value}"/></xs:restriction>'


@functools.cache
def _schema(version: str, spec_type: str, form: str) -> etree.XMLSchema:
    """A schema of ``<r>`` holding any number of ``<v>`` of one type, in one form."""
    name = "fast_" + spec_type.replace(" ", "_")
    if form == "pattern":
        value = f'<xs:simpleType name="tested">{_pattern_type(spec_type)}</xs:simpleType>'
    elif form == "bounded pattern":  # a bounded float, as it was: its own pattern
        pattern = _pattern_type(spec_type).replace('base="xs:token"', 'base="xs:double"')
        value = f'<xs:simpleType name="tested">{pattern[:-17]}{"".join(BOUNDS)}</xs:restriction></xs:simpleType>'
    elif form == "bounded":
        base = f"fast_bounded_{spec_type}"
        value = f'<xs:simpleType name="tested"><xs:restriction base="{base}">{"".join(BOUNDS)}</xs:restriction></xs:simpleType>'
    else:
        value = f'<xs:simpleType name="tested"><xs:restriction base="{name}"/></xs:simpleType>'
    text = (
        f'<xs:schema xmlns:xs="{XS}">{_named_types(version)}{value}'
        '<xs:element name="r"><xs:complexType><xs:sequence>'
        '<xs:element name="v" type="tested" minOccurs="0" maxOccurs="unbounded"/>'
        "</xs:sequence></xs:complexType></xs:element></xs:schema>"
    )
    return etree.XMLSchema(etree.fromstring(text))


def _refused(schema: etree.XMLSchema, texts: list[str]) -> set[str]:
    """The texts a schema refuses, validated together (libxml2 goes on after a value's error)."""
    top = etree.Element("r")
    for text in texts:
        etree.SubElement(top, "v").text = text
    schema.validate(top)
    refused = set()
    for entry in schema.error_log:
        found = re.search(r"/r/v(?:\[(\d+)\])?$", entry.path or "")
        assert found is not None, entry
        refused.add(texts[int(found.group(1) or 1) - 1])
    return refused


@functools.cache
def _vendored_texts() -> list[str]:
    """Every distinct element text and attribute value of every vendored document."""
    texts: set[str] = set()
    for path in sorted(DATA.rglob("*")):
        if path.suffix not in (".sdf", ".world", ".urdf", ".xml"):
            continue
        try:
            tree = etree.parse(str(path), etree.XMLParser(resolve_entities=False))
        except etree.XMLSyntaxError:
            continue
        for element in tree.iter(etree.Element):
            texts.update(t for t in (element.text, *element.attrib.values()) if t is not None)
    return sorted(t for t in texts if len(t) < 2000)


def _generated_texts() -> list[str]:
    """Texts around each pattern's edges: word counts 0-7, separators, numbers at the limits."""
    inside, outside = PATTERN_EDGES["double"]
    int_inside, int_outside = PATTERN_EDGES["int"]
    words = [*inside, *outside, *int_inside, *int_outside, "0", "-0.5", "1e-3", "x", "nan"]
    texts = ["", " ", "\t\n ", *words]
    for count, word in itertools.product(range(8), words):
        for at in {0, count // 2, max(count - 1, 0)}:
            row = ["1"] * count
            if count:
                row[at] = word
            texts.append(" ".join(row))
    for separator in ("  ", "\t", "\n", " \r\n "):
        for count in range(1, 8):
            row = ["0.5"] * count
            texts += [separator.join(row), f"{separator}{' '.join(row)}{separator}"]
    texts += ["1 2 3 ", " 1 2", "1,2,3", "1 2 3 4 5 6 ", "1 2 3 0 0 0 extra", "1\u00a02 3"]
    return sorted(set(texts))


# Every version writes the same named value types (test_named_value_types_are_the_same...).
@pytest.mark.parametrize("spec_type", REWRITTEN)
def test_each_rewritten_type_accepts_what_its_pattern_accepts(spec_type: str) -> None:
    version = NEWEST
    texts = sorted(set(_vendored_texts()) | set(_generated_texts()))
    before = _refused(_schema(version, spec_type, "pattern"), texts)
    after = _refused(_schema(version, spec_type, "named"), texts)
    assert sorted(before ^ after) == []
    assert len(before) < len(texts)  # the cases reach both sides of the language
    assert before


def test_a_bounded_float_accepts_what_its_pattern_and_bounds_accept() -> None:
    version = NEWEST
    texts = sorted(set(_vendored_texts()) | set(_generated_texts()))
    before = _refused(_schema(version, "float", "bounded pattern"), texts)
    after = _refused(_schema(version, "float", "bounded"), texts)
    assert sorted(before ^ after) == []
    assert "6" in before and "4" not in before


@pytest.mark.parametrize("version", sorted(PACKAGES))
def test_named_value_types_are_the_same_in_every_version(version: str) -> None:
    assert _named_types(version) == _named_types(NEWEST)


@pytest.mark.parametrize("version", sorted(PACKAGES))
def test_the_number_pattern_is_written_once_for_every_vector_and_pose(version: str) -> None:
    # libxml2 compiles each pattern facet when a process first validates: written in
    # each vector, quaternion and pose type, the number pattern was most of the 10 ms.
    patterns = [
        p.get("value", "")
        for p in etree.parse(str(version_package(version).FAST_PATH_SCHEMA)).iter(
            f"{{{XS}}}pattern"
        )
    ]
    number = len(FAST_PATTERNS["double"] or "")
    assert patterns
    assert all(len(p) < 2 * number for p in patterns)
