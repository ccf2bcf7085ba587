"""Expanding an include keeps what the ``<include>`` said beyond naming a file (issue 35).

Written with its includes expanded (``to_xml()``, and every version a
conversion writes), an include is replaced by what it names. Over every kind
of entity an include brings (model, light, actor) and every way it is
placed (plain, merged): its comments, at any depth (inside
``<experimental:params>`` too), are written before what it expanded to; its
namespaced and unknown children and attributes are carried by the expanded
entity (a merged model hands its namespaced ones to its parent and reports
the unknown ones); its ``<experimental:params>`` are applied, not written.
Warnings about included content that the params remove are let go (nothing
the document holds is left to fix), the rest stay.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_semantics import ErrorCode
from tests.helpers import hermetic

ENTITIES = {
    "model": '<model name="part"><link name="body"><sensor name="s" type="imu">'
    '<alwaysOn>1</alwaysOn></sensor><sensor name="kept" type="imu"><alwaysOn>1</alwaysOn>'
    "</sensor></link></model>",
    "light": '<light name="part" type="point"/>',
    "actor": '<actor name="part"><skin><filename>skin.dae</filename></skin></actor>',
}
VERSIONS = ("1.8", "1.9", "1.10", "1.11", "1.12")
NAMESPACE = "urn:test:sim"


def _include(kind: str, merge: bool) -> str:
    params = (
        "<experimental:params>"
        '<!-- inside params --><sensor element_id="body::s" action="remove"/>'
        "</experimental:params>"
        if kind == "model"
        else ""
    )
    merged = ' merge="true"' if merge else ""
    return (
        f'<include{merged} sim:flag="on">'
        "<!-- before uri --><uri>part.sdf</uri>"
        f"{params}"
        "<sim:setting>3</sim:setting><!-- at the end -->"
        "</include>"
    )


def _document(tmp_path: Path, kind: str, merge: bool) -> sdformat_semantics.Document:
    (tmp_path / "part.sdf").write_text(f'<sdf version="1.12">{ENTITIES[kind]}</sdf>')
    inside = (
        f'<model name="holder"><link name="base"/>{_include(kind, merge)}</model>'
        if merge
        else _include(kind, merge)
    )
    text = (
        f'<sdf version="1.12" xmlns:sim="{NAMESPACE}" '
        'xmlns:experimental="http://sdformat.org/schemas/experimental">'
        f'<world name="w">{inside}</world></sdf>'
    )
    document = sdformat_semantics.load(text, config=hermetic(tmp_path))
    assert document.valid, [str(e) for e in document.errors]
    return document


CASES = [("model", False), ("light", False), ("actor", False), ("model", True)]


def _texts(document: sdformat_semantics.Document) -> list[etree._Element]:
    written = [document.to_xml()]
    written += [document.convert(version).text for version in VERSIONS]
    return [etree.fromstring(text.encode()) for text in written]


@pytest.mark.parametrize(("kind", "merge"), CASES)
def test_every_comment_of_the_include_is_written_before_what_it_expanded_to(
    tmp_path: Path, kind: str, merge: bool
) -> None:
    document = _document(tmp_path, kind, merge)
    wanted = ["before uri", "at the end"] + (["inside params"] if kind == "model" else [])
    for root in _texts(document):
        comments = {str(c.text).strip(): c for c in root.iter(etree.Comment)}
        assert set(wanted) <= set(comments)
        first = comments["before uri"]
        after = first.getnext()
        while after is not None and not isinstance(after.tag, str):
            after = after.getnext()
        assert after is not None
        if not merge:
            assert (after.tag, after.get("name")) == (kind, "part")


@pytest.mark.parametrize(("kind", "merge"), CASES)
def test_namespaced_content_of_the_include_is_carried_by_the_expanded_entity(
    tmp_path: Path, kind: str, merge: bool
) -> None:
    document = _document(tmp_path, kind, merge)
    for root in _texts(document):
        settings = list(root.iter(f"{{{NAMESPACE}}}setting"))
        assert [s.text for s in settings] == ["3"]
        holder = settings[0].getparent()
        assert holder is not None
        if merge:
            assert holder.get("name") == "holder"  # the merged model's parent takes it
        else:
            assert (holder.tag, holder.get("name")) == (kind, "part")
            assert holder.get(f"{{{NAMESPACE}}}flag") == "on"
        assert not [e for e in root.iter(etree.Element) if etree.QName(e).localname == "params"]


@pytest.mark.parametrize("merge", [False, True])
def test_unknown_children_of_the_include_are_kept_or_reported(tmp_path: Path, merge: bool) -> None:
    (tmp_path / "part.sdf").write_text(
        '<sdf version="1.12"><model name="part"><link name="body"/></model></sdf>'
    )
    merged = ' merge="true"' if merge else ""
    include = f"<include{merged}><uri>part.sdf</uri><odd>1</odd></include>"
    text = (
        '<sdf version="1.12"><world name="w"><model name="holder"><link name="base"/>'
        f"{include}</model></world></sdf>"
    )
    document = sdformat_semantics.load(text, config=hermetic(tmp_path))
    kept = list(etree.fromstring(document.to_xml().encode()).iter("odd"))
    dropped = [p for p in document.problems if p.code is ErrorCode.MERGE_INCLUDE_CONTENT_DROPPED]
    if merge:
        assert not kept
        assert any("<odd>" in p.message for p in dropped)
    else:
        assert [e.getparent().get("name") for e in kept] == ["part"]


def test_warnings_about_content_the_params_remove_are_let_go(tmp_path: Path) -> None:
    document = _document(tmp_path, "model", merge=False)
    warned = [p.path for p in document.problems if "alwaysOn" in p.path]
    assert len(warned) == 1  # the kept sensor's, not the removed one's
    assert 'sensor[@name="kept"]' in warned[0]
