"""Shortcuts of the load of older files against reading everything: when things are computed changes, never what is found.

Shortcuts of the load of older files change what is computed when, never what is found.

* The composer leaves a lazy model or world that holds no ``<include>`` as it
  is, unread (a world of thousands of models and no include was read whole).
* The loader tells the migration that a document holds no namespaced element
  only when none does (the migration then looks for plugins alone).
* The unflattening depth check searches names holding ``::`` through their
  attributes: the same elements as a search over every element; it is
  skipped when the depth bound of the bytes plus their count of ``::`` stays
  within the limit.
* The fast path searches leaves for comments only when the bytes may write one.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_runtime.binding import is_lazy
from sdformat_runtime.xml import safe_parser
from sdformat_semantics import loading
from sdformat_semantics.entities import worlds_of
from sdformat_semantics.migration import steps
from sdformat_semantics.migration.unflatten import unflattened_depth
from sdformat_semantics.source import SourceFacts

DATA = Path(__file__).resolve().parents[2] / "data"


def _world(models: int, include: str = "") -> str:
    body = "".join(
        f'<model name="m{i}"><pose>{i} 0 0 0 0 0</pose><link name="l"/></model>'
        for i in range(models)
    )
    return f'<sdf version="1.6"><world name="w">{body}{include}</world></sdf>'


def _composed(text: str) -> tuple[Any, Any, list[Any]]:
    """(the lazy root, what the composer made of it, its world's models) of a 1.12 document."""
    import sdformat_v1_12

    from sdformat_semantics.include import Composer
    from sdformat_semantics.versions import SUPPORTED_VERSIONS, version_package

    read = sdformat_v1_12.loads(text.replace('version="1.6"', 'version="1.12"'))
    assert not read.problems and read.root is not None
    (world,) = read.root.worlds
    models = list(world.models)
    composer = Composer(
        sdformat_semantics.ParserConfig(), None, version_package("1.12"), SUPPORTED_VERSIONS
    )
    return read.root, composer.compose_root(read.root, None), models


def test_composing_a_world_without_include_reads_none_of_its_models() -> None:
    root, composed, models = _composed(_world(20))
    assert composed.worlds[0] is root.worlds[0]
    assert models and all(is_lazy(model) for model in models)


def test_a_world_with_an_include_elsewhere_reads_only_what_holds_it() -> None:
    """A model holding an include is composed (here: its include fails); the others stay unread."""
    text = _world(3).replace(
        '<model name="m1">', '<model name="m1"><include><uri>missing.sdf</uri></include>'
    )
    root, composed, models = _composed(text)
    assert composed.worlds[0] is not root.worlds[0]
    assert [is_lazy(model) for model in models] == [True, False, True]


def test_a_world_with_an_include_is_still_composed(tmp_path: Path) -> None:
    (tmp_path / "inner.sdf").write_text(
        '<sdf version="1.6"><model name="inner"><link name="l"/></model></sdf>'
    )
    top = tmp_path / "world.sdf"
    top.write_text(_world(3, "<include><uri>inner.sdf</uri><name>placed</name></include>"))
    document = sdformat_semantics.load(top)
    assert document.valid, document.errors
    (world,) = worlds_of(document.root)
    assert [m.name for m in world.models] == ["m0", "m1", "m2", "placed"]


NAMESPACED = {
    "declared on a child": '<world name="w"><x:extra xmlns:x="urn:x"><pose frame="a"/></x:extra></world>',
    "declared on the root": '<world name="w"><x:extra><pose frame="a"/></x:extra></world>',
    "the xml prefix": '<world name="w"><xml:extra><pose frame="a"/></xml:extra></world>',
    "an undeclared prefix": '<world name="w"><gz:extra><pose frame="a"/></gz:extra></world>',
    "none": '<world name="w"><plugin name="p" filename="f"><pose frame="a"/></plugin></world>',
}


@pytest.mark.parametrize("body", list(NAMESPACED.values()), ids=list(NAMESPACED))
@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
def test_the_migration_is_told_of_namespaces_whenever_there_are_some(
    body: str, encoding: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # <x:extra> declared nowhere else is declared on the root.
    root_attributes = ' xmlns:x="urn:x"' if "<x:" in body and "xmlns:x" not in body else ""
    text = f'<?xml version="1.0" encoding="{encoding}"?>\n<sdf version="1.6"{root_attributes}>{body}</sdf>'
    told: list[bool] = []
    trees: list[etree._Element] = []
    original = steps.migrate

    def spy(top: etree._Element, *args: Any, **kwargs: Any) -> Any:
        told.append(kwargs["namespaced"])
        trees.append(top)
        return original(top, *args, **kwargs)

    monkeypatch.setattr(steps, "migrate", spy)  # the loader imports it when a document needs it
    sdformat_semantics.load(text.encode(encoding))
    assert len(told) <= 1  # not migrated when it cannot be read
    for hint, tree in zip(told, trees, strict=True):
        holds = any(str(e.tag).startswith("{") for e in tree.iter() if isinstance(e.tag, str))
        assert hint or not holds


_VERSION = re.compile(rb"<sdf[^>]*\sversion\s*=\s*[\"'](1\.[0-9]+)[\"']")


def _documents_with_scoped_names() -> list[Path]:
    return [p for p in sorted(DATA.rglob("*.sdf")) if b"::" in p.read_bytes()]


def _reference_depth(root: etree._Element) -> tuple[int, etree._Element | None]:
    """The search over every element, as it was written first."""
    deepest, where = 0, None
    for element in root.xpath("//*[contains(@name, '::')]"):
        depth = sum(1 for _ in element.iterancestors()) + 1 + element.get("name", "").count("::")
        if depth > deepest:
            deepest, where = depth, element
    return deepest, where


@pytest.mark.parametrize(
    "path", _documents_with_scoped_names(), ids=lambda p: str(p.relative_to(DATA))
)
def test_the_unflattening_depth_is_found_at_the_same_element(path: Path) -> None:
    try:
        root = etree.fromstring(path.read_bytes(), safe_parser())
    except etree.XMLSyntaxError:
        pytest.skip("not well-formed")
    assert unflattened_depth(root) == _reference_depth(root)


def test_the_unflattening_depth_of_names_on_any_element() -> None:
    text = """<sdf version="1.6"><world name="w::x"><model name="a::b::c"><link name="l::m"/>
      <plugin name="gz::sim::systems::Physics" filename="f"/></model>
      <model name="d"><frame name="e::f::g::h"/></model></world></sdf>"""
    root = etree.fromstring(text)
    assert unflattened_depth(root) == _reference_depth(root)
    assert unflattened_depth(root)[1] is root.find("world/model/plugin")


@pytest.mark.parametrize("separator", ["::", "&#58;&#58;", "&#x3a;:"])
@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
def test_names_nesting_too_deep_once_unflattened_are_refused_however_written(
    separator: str, encoding: str
) -> None:
    """The search for '::' in names is skipped only when the bytes cannot spell one."""
    name = separator.join(f"m{i}" for i in range(120))
    text = f'<?xml version="1.0" encoding="{encoding}"?>\n<sdf version="1.6"><model name="top"><link name="{name}"/></model></sdf>'
    document = sdformat_semantics.load(text.encode(encoding))
    assert any("when its models are rebuilt" in e.message for e in document.errors), document.errors


def _scoped(depth: int, segments: int, filler: str) -> str:
    """A 1.6 model whose link ``depth`` models down is named with ``segments`` parts."""
    name = "::".join(f"s{i}" for i in range(segments))
    inner = f'<link name="{name}"/>{filler}'
    for level in range(depth):
        inner = f'<model name="n{level}">{inner}</model>'
    return f'<sdf version="1.6"><model name="top">{inner}<plugin name="a::b" filename="f"/></model></sdf>'


@pytest.mark.parametrize("limit", [12, 16, 20, 40])
@pytest.mark.parametrize("depth_above", [0, 3])
@pytest.mark.parametrize(("depth", "segments"), [(2, 3), (5, 8), (8, 2), (1, 14)])
@pytest.mark.parametrize(
    "spelling", ["utf-8", "latin-1", "utf-16", "character references", "empty elements"]
)
def test_the_depth_and_scope_bound_skips_the_search_only_when_no_name_can_nest_too_deep(
    limit: int,
    depth_above: int,
    depth: int,
    segments: int,
    spelling: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The load with the bound as a shortcut reports what the load searching every name does."""
    filler = "<frame name='f'/>" * 30 if spelling == "empty elements" else ""
    text = _scoped(depth, segments, filler)
    if spelling == "character references":
        text = text.replace("s1::", "s1&#58;&#58;")
    encoding = spelling if spelling in ("latin-1", "utf-16") else "utf-8"
    data = f'<?xml version="1.0" encoding="{encoding}"?>\n{text}'.encode(encoding)
    config = sdformat_semantics.ParserConfig(max_element_depth=limit)
    searched: list[bool] = []
    search = loading.too_deep_once_unflattened

    def counting(*args: Any) -> Any:
        searched.append(True)
        return search(*args)

    def read() -> tuple[list[Any], Any]:
        reading = loading._read_root(SourceFacts.of(data), "f.sdf", config, "1.12", depth_above)
        return list(reading.problems), reading.declared

    monkeypatch.setattr(loading, "too_deep_once_unflattened", counting)
    shortcut = read()
    skipped = not searched
    monkeypatch.setattr(SourceFacts, "scope_bound", lambda _facts: None)
    assert read() == shortcut
    refused = any("when its models are rebuilt" in str(p.message) for p in shortcut[0])
    assert not (skipped and refused)
    if spelling in ("utf-8", "latin-1") and depth + segments + 12 + depth_above <= limit:
        assert skipped, "a shallow document of plain names is not searched"


_COMMENTED = {
    "no comment": "<pose>1 2 3 0 0 0</pose>",
    "a comment in a leaf": "<pose>1 2 3<!-- c --> 0 0 0</pose>",
    "a comment between elements": "<!-- c --><pose>1 2 3 0 0 0</pose>",
    "a comment in a leaf of a bad model": "<pose>1 2 3<!-- c --> 0 0 0</pose><bogus/>",
    "an instruction in a leaf": "<pose>1 2 3<?pi x?> 0 0 0</pose>",
    "comment markers in a value": "<pose>1 2 3 0 0 0</pose><plugin name='&lt;!--' filename='f'/>",
}


@pytest.mark.parametrize("version", ["1.6", "1.12"])
@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "iso-8859-1"])
@pytest.mark.parametrize("case", sorted(_COMMENTED))
def test_leaves_are_searched_for_comments_whenever_the_bytes_may_write_one(
    version: str, encoding: str, case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The load told that the tree holds no comment reads what the load searching leaves reads."""
    models = "".join(
        f'<model name="m{i}"><link name="l">{_COMMENTED[case] if i == 1 else ""}</link></model>'
        for i in range(3)
    )
    text = f'<?xml version="1.0" encoding="{encoding}"?>\n<sdf version="{version}"><world name="w">{models}</world></sdf>'
    data = text.encode(encoding)
    told: list[bool] = []
    parts = loading.fast_path_parts

    def recording(*args: Any, **kwargs: Any) -> Any:
        told.append(kwargs.get("may_hold_comments", True))
        return parts(*args, **kwargs)

    def searching(*args: Any, **kwargs: Any) -> Any:
        return parts(*args, **{**kwargs, "may_hold_comments": True})

    def read() -> tuple[list[Any], list[bool]]:
        # Lazy (the route with the fast path) even where the suite runs eagerly.
        document = sdformat_semantics.load(data, config=sdformat_semantics.ParserConfig(lazy=True))
        world = worlds_of(document.root)[0]
        return list(document.problems), [is_lazy(model) for model in world.models]

    monkeypatch.setattr(loading, "fast_path_parts", recording)
    shortcut = read()
    monkeypatch.setattr(loading, "fast_path_parts", searching)
    assert read() == shortcut
    # Instructions are kept like comments; "&lt;!--" writes no comment.
    written = _COMMENTED[case]
    assert told == [encoding == "utf-16" or "<!--" in written or "<?" in written]
