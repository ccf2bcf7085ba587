"""Content of a newer version than the document declares: read, but reported as not its own."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_runtime.xml import safe_parser
from sdformat_semantics.migration.declared import _probes, grammar, newer_content
from sdformat_semantics.source import SourceFacts
from sdformat_semantics.versions import NEWEST, PACKAGES
from tests.conftest import REPO
from tests.helpers import codes
from tests.semantics.shortcuts import test_compiled_migration_vs_interpreter as plans

GENERATED = REPO / "generated"

SCHEMA = "the document will not validate against the SDFormat {} schema"


def _warnings(text: str, version: str | None = None) -> list[tuple[str, str, str]]:
    document = sdformat_semantics.load(text, version=version)
    assert codes(document) == [], document.errors
    return [(w.code.value, w.path or "", w.message) for w in document.warnings]


def test_an_element_of_a_later_version_is_read_and_reported() -> None:
    text = (
        '<sdf version="1.7"><model name="m"><link name="l"><collision name="c">'
        "<geometry><capsule><radius>1</radius><length>2</length></capsule></geometry>"
        "</collision></link></model></sdf>"
    )
    [(code, path, message)] = _warnings(text)
    assert code == "ELEMENT_INCORRECT_TYPE" and path.endswith("/geometry/capsule")
    assert message.startswith("<capsule> in <geometry> is not part of SDFormat 1.7")
    assert f"though {NEWEST} reads it" in message and SCHEMA.format("1.7") in message
    document = sdformat_semantics.load(text)
    assert document.valid and "<capsule>" in document.to_xml()


def test_loaded_as_its_own_version_the_reader_reports_it_once() -> None:
    text = '<sdf version="1.7"><world name="w"><scene><sky><cubemap_uri>c</cubemap_uri></sky></scene></world></sdf>'
    [(code, _, message)] = _warnings(text, version="1.7")
    assert code == "ELEMENT_INCORRECT_TYPE"
    assert message.startswith("<cubemap_uri> is not a child of <sky> in SDFormat 1.7")
    assert SCHEMA.format("1.7") in message


def test_an_attribute_is_judged_where_it_is_written() -> None:
    """1.9 merges includes into models, 1.10 into worlds too: the same attribute, two verdicts."""
    in_model = '<sdf version="1.9"><model name="m"><link name="l"/><include merge="true"><uri>x</uri></include></model></sdf>'
    in_world = '<sdf version="1.9"><world name="w"><include merge="true"><uri>x</uri></include></world></sdf>'
    model_warnings = [w for w in sdformat_semantics.load(in_model).warnings if "merge" in w.message]
    world_warnings = [w for w in sdformat_semantics.load(in_world).warnings if "merge" in w.message]
    assert model_warnings == []
    [warning] = world_warnings
    assert warning.code.value == "ATTRIBUTE_INCORRECT_TYPE"
    assert warning.message.startswith("attribute 'merge' of <include> is not part of SDFormat 1.9")


def test_a_value_of_a_later_version_is_reported() -> None:
    text = (
        '<sdf version="1.9"><model name="m"><link name="l">'
        '<sensor name="s" type="air_speed"/></link></model></sdf>'
    )
    [(code, path, message)] = _warnings(text)
    assert code == "ATTRIBUTE_INVALID" and path.endswith('sensor[@name="s"]')
    assert "'air_speed' is not a value SDFormat 1.9 allows" in message


def test_a_joint_in_a_world_is_1_10() -> None:
    text = (
        '<sdf version="1.9"><world name="w"><model name="m"><link name="l"/></model>'
        '<joint name="j" type="fixed"><parent>world</parent><child>m::l</child></joint>'
        "</world></sdf>"
    )
    found = [(c, p) for c, p, m in _warnings(text) if SCHEMA.format("1.9") in m]
    assert found == [("ELEMENT_INCORRECT_TYPE", '/sdf/world[@name="w"]/joint[@name="j"]')]


def test_content_outside_the_spec_is_not_judged() -> None:
    """Plugin content and namespaced elements are free in every version."""
    text = (
        '<sdf version="1.7" xmlns:x="urn:x"><model name="m"><link name="l"/>'
        '<plugin name="p" filename="f"><geometry><capsule/></geometry></plugin>'
        "<x:geometry><capsule/></x:geometry></model></sdf>"
    )
    assert _warnings(text) == []


@pytest.mark.parametrize("declared", ["1.5", NEWEST])
def test_nothing_to_compare_says_nothing(declared: str) -> None:
    """A version without a package has no grammar; a document read as its own is the reader's."""
    text = f'<sdf version="{declared}"><model name="m"><link name="l"/></model></sdf>'
    assert newer_content(etree.fromstring(text), declared, NEWEST, None) == []


def test_every_package_has_a_grammar() -> None:
    for package in PACKAGES.values():
        found = grammar(package)
        assert found is not None and found.tag == "sdf"
        assert "model" in found.children


def _spec_tree_slots(package: str) -> dict[str, Any]:
    """The grammar as ``spec_tree.json`` says it, slot by slot: what the table must hold."""
    files = json.loads((GENERATED / package / "spec_tree.json").read_text(encoding="utf-8"))[
        "files"
    ]
    made: dict[str, dict[str, Any]] = {}

    def slot_of(node: dict[str, Any], stem: str | None) -> dict[str, Any]:
        if stem is not None and stem in made:
            return made[stem]
        slot: dict[str, Any] = {
            "tag": node["name"],
            "attributes": {
                a["name"]: frozenset(a["choices"]) if a.get("choices") else None
                for a in node.get("attributes", ())
            },
            "values": frozenset(node["choices"]) if node.get("choices") else None,
            "free": bool(node.get("any_content")),
            "children": {},
        }
        if stem is not None:
            made[stem] = slot
        for child in node.get("children", ()):
            stem_of = child.get("include") or child.get("ref")
            name = files[stem_of]["name"] if "include" in child else child["name"]
            slot["children"][name] = (
                slot_of(files[stem_of], stem_of) if stem_of else slot_of(child, None)
            )
        return slot

    return slot_of(files["root"], "root")


@pytest.mark.parametrize("package", sorted(PACKAGES.values()))
def test_a_grammar_table_holds_what_the_spec_tree_says(package: str) -> None:
    """Every place, its attributes, values and children, shared where the spec shares them."""
    pending = [(grammar(package), _spec_tree_slots(package))]
    pairs: dict[int, int] = {}
    while pending:
        table, spec = pending.pop()
        assert table is not None
        if id(spec) in pairs:  # a shared spec file is one slot of the table, too
            assert pairs[id(spec)] == id(table)
            continue
        pairs[id(spec)] = id(table)
        assert (table.tag, table.attributes, table.values, table.free) == (
            spec["tag"],
            spec["attributes"],
            spec["values"],
            spec["free"],
        )
        assert list(table.children) == list(spec["children"])
        pending.extend(zip(table.children.values(), spec["children"].values(), strict=True))
    assert len(set(pairs.values())) == len(pairs) > 500


# Told by the bytes which attributes no element carries: the same warnings -----------

_OLD_DOCUMENTS = [p for p in plans._old_documents() if p.stat().st_size < 300_000]


def _with_new_attributes(data: bytes) -> list[bytes]:
    """``data`` as it is, and with every element of a probed tag carrying each newer attribute.

    The attributes (those a later version adds to the tag) are set on every
    element of the tag, one document per attribute, with a value each grammar may
    or may not allow: the warnings then depend on the attribute being seen.
    """
    root = etree.fromstring(data, safe_parser())
    declared = str(root.get("version")).strip()
    if declared == NEWEST or declared not in PACKAGES:
        return [data]
    probes = _probes(PACKAGES[declared], PACKAGES[NEWEST])
    variants = [data]
    for tag, probe in sorted(probes.items()):
        for name in sorted(probe.attributes):
            changed = copy.deepcopy(root)
            for element in changed.iter(tag):
                element.set(name, "true")
            if changed.find(f".//{tag}") is not None or changed.tag == tag:
                variants.append(etree.tostring(changed))
    return variants


@pytest.mark.parametrize("path", _OLD_DOCUMENTS, ids=lambda p: str(p.relative_to(plans.DATA)))
def test_newer_content_told_by_the_bytes_is_newer_content_untold(path: Path) -> None:
    try:
        documents = _with_new_attributes(path.read_bytes())
    except etree.XMLSyntaxError:
        pytest.skip("not well-formed")
    for data in documents:
        root = etree.fromstring(data, safe_parser())
        declared = str(root.get("version")).strip()
        told = newer_content(root, declared, NEWEST, "f.sdf", SourceFacts.of(data))
        untold = newer_content(root, declared, NEWEST, "f.sdf")
        assert [str(p) for p in told] == [str(p) for p in untold]
