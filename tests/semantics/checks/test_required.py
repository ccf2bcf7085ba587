"""Required children and attributes, checked for every path of every version's spec tree.

The cases are generated from the spec tree (``spec_tree.json``) of each
version: for every element path whose required child has no usable default,
a document holding that element without the child must report
``ELEMENT_MISSING`` there (an error where libsdformat refuses the document
for it, a warning elsewhere: ``test_required_reference.py`` holds those to
the reference's recorded verdicts), and the same document with the child must not;
for every element with a required attribute, leaving it out must report
``ATTRIBUTE_MISSING``. The rule the check applies (read from the generated
classes) must agree with the one read from the spec tree, path by path.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from lxml import etree

import sdformat_semantics
from generator import fast_xsd_view
from sdformat_runtime.binding import Element, binding_of, is_lazy, read_tree
from sdformat_runtime.errors import Severity
from sdformat_semantics import ParserConfig
from sdformat_semantics.checks.required import (
    HOLLOW_IS_MISSING,
    PLACEHOLDER,
    REQUIRED,
    check_required,
    missing_is_error,
    missing_is_reported,
)
from sdformat_semantics.cli.spec_tree import AttributeData, Entry, SpecTree, spec_tree
from sdformat_semantics.versions import LOAD_VERSIONS, version_package
from tests.conftest import DATA

VERSIONS = LOAD_VERSIONS


def _expected_counts(version: str) -> tuple[int, int, int]:
    """What the rules cover, counted in the upstream fact table (``tests/data/spec-facts``).

    Element paths below ``<sdf>`` marked 1 or +, of which those that are reported when
    left out (a value whose default is the placeholder), and attribute paths marked 1.
    """
    rows = (DATA / "spec-facts" / f"{version}.tsv").read_text(encoding="utf-8").splitlines()
    elements = errors = attributes = 0
    for path, kind, value_type, default, required, *_ in (r.split("\t") for r in rows[1:]):
        if kind == "element" and required in REQUIRED and path != "/sdf":
            elements += 1
            errors += bool(value_type) and default == PLACEHOLDER
        attributes += kind == "attribute" and required == "1"
    return elements, errors, attributes


def _walk(tree: SpecTree) -> Iterator[tuple[Entry, type[Element]]]:
    """Every element of the tree with its generated class; a recursive element entered once."""
    package = version_package(tree.version)
    pending: list[tuple[Entry, type[Element]]] = [(tree.root, package.Sdf)]
    while pending:
        entry, cls = pending.pop()
        yield entry, cls
        if entry.reference is not None and entry.path.count("/") > 2:
            continue
        plans = binding_of(cls).children
        for child in tree.children(entry):
            plan = plans.get(child.name)
            if plan is not None and plan.element_class is not None:
                pending.append((child, plan.element_class))


def _fillable(entry: Entry) -> bool:
    """The rule, read from the spec tree: only a value can lack a default (a container is
    filled with a default element, as the reference fills it)."""
    if "type" in entry.data:
        return entry.data.get("default") != PLACEHOLDER
    return True


def _missing_cases(version: str) -> list[tuple[str, str, str]]:
    """(version, element path, required child) for each child whose absence is reported."""
    tree = spec_tree(version)
    found = []
    for entry, _cls in _walk(tree):
        for child in tree.children(entry):
            if child.required in REQUIRED and not _fillable(child):
                found.append((version, entry.path, child.name))
    return sorted(set(found))


def _count(version: str) -> tuple[int, int, int]:
    tree = spec_tree(version)
    elements = errors = attributes = 0
    for entry, _cls in _walk(tree):
        if entry.reference is not None and entry.path.count("/") > 2:
            continue  # a nested model: counted where its spec file is first entered
        attributes += sum(1 for a in entry.attributes if a["required"] == "1")
        for child in tree.children(entry):
            if child.required in REQUIRED:
                elements += 1
                errors += not _fillable(child)
    return elements, errors, attributes


@pytest.mark.parametrize("version", VERSIONS)
def test_the_rules_cover_every_required_path(version: str) -> None:
    assert _count(version) == _expected_counts(version)


@pytest.mark.parametrize("version", VERSIONS)
def test_the_check_and_the_spec_tree_agree_on_every_path(version: str) -> None:
    tree = spec_tree(version)
    for entry, cls in _walk(tree):
        plans = binding_of(cls).children
        for child in tree.children(entry):
            plan = plans.get(child.name)
            if plan is None or child.required not in REQUIRED:
                continue
            expected = not _fillable(child)
            assert missing_is_reported(cls, plan.name) == expected, (entry.path, child.name)


def _value(attribute: AttributeData) -> str:
    """A valid value for a required attribute."""
    if "choices" in attribute:
        return attribute["choices"][0]
    kind = attribute["type"]
    if kind == "bool":
        return "true"
    if kind in ("int", "unsigned int", "double", "float"):
        return "1"
    if kind == "string":
        return "a"
    return attribute["default"]


def _document(version: str, path: str, inner: str = "", left_out: str | None = None) -> str:
    """XML holding the elements of ``path``, nested, with their required attributes.

    ``inner`` goes into the last element; ``left_out`` names one of its
    required attributes not to write.
    """
    if path == "/sdf" and left_out == "version":
        return "<sdf><model name='m'><link name='l'/></model></sdf>"
    tree = spec_tree(version)
    steps = path.strip("/").split("/")[1:]
    entry = tree.root
    opening: list[str] = []
    closing: list[str] = []
    for index, step in enumerate(steps):
        entry = next(c for c in tree.children(entry) if c.name == step)
        last = index == len(steps) - 1
        attributes = " ".join(
            f'{a["name"]}="{_value(a)}"'
            for a in entry.attributes
            if a["required"] == "1" and not (last and a["name"] == left_out)
        )
        opening.append(f"<{step}{' ' + attributes if attributes else ''}>")
        closing.insert(0, f"</{step}>")
    return f'<sdf version="{version}">{"".join(opening)}{inner}{"".join(closing)}</sdf>'


def _tag_path(path: str) -> str:
    return re.sub(r"\[[^\]]*\]", "", path)


MISSING_CASES = [case for version in VERSIONS for case in _missing_cases(version)]


def test_the_cases_are_many() -> None:
    assert len(MISSING_CASES) > 250


@pytest.mark.parametrize(("version", "path", "child"), MISSING_CASES)
def test_a_required_child_without_default_is_missing(version: str, path: str, child: str) -> None:
    without = sdformat_semantics.load(_document(version, path), version=version)
    if path.endswith("/include") and child == "uri":
        # The composer reports an include without <uri> as the reference does.
        if "/state/" in path:
            pytest.skip("includes inside a <state> are not expanded (nor checked)")
        assert [p.code.value for p in without.errors if _tag_path(p.path) == path] == [
            "ATTRIBUTE_MISSING"
        ], [str(p) for p in without.problems]
        return
    missing = _missing(without, path, child)
    assert len(missing) == 1, [str(p) for p in without.problems]
    assert missing[0].line == 1
    assert missing[0].severity is _severity(path, child)
    filled = f"<{child}>a</{child}>" if "type" in _child_entry(version, path, child).data else ""
    if filled:
        with_child = sdformat_semantics.load(_document(version, path, filled), version=version)
        assert not _missing(with_child, path, child)


def _missing(
    document: sdformat_semantics.Document, path: str, child: str
) -> list[sdformat_semantics.Error]:
    """The ``ELEMENT_MISSING`` problems, errors or warnings, of ``child`` at ``path``."""
    return [
        p
        for p in document.problems
        if p.code.value == "ELEMENT_MISSING"
        and _tag_path(p.path) == path
        and f"<{child}>" in p.message
    ]


def _severity(path: str, child: str) -> Severity:
    """An error where libsdformat refuses the document without the child, else a warning."""
    return Severity.ERROR if missing_is_error(path, child) else Severity.WARNING


HOLLOW_VALUES = ("", " ", PLACEHOLDER, "\n  __default__  ")
"""Texts that hold nothing: empty, blank, the placeholder (also with white space around it)."""


@pytest.mark.parametrize(
    ("version", "path", "child", "text"),
    [
        (*case, HOLLOW_VALUES[index % len(HOLLOW_VALUES)])
        for index, case in enumerate(MISSING_CASES)
    ],
)
def test_a_required_value_written_blank_or_as_the_placeholder_is_missing(
    version: str, path: str, child: str, text: str
) -> None:
    """Every needed value, each written with one of the hollow texts in turn: missing where the
    reference reports it (``HOLLOW_IS_MISSING``; a warning where it does not load the element,
    a road's script), kept as written everywhere else."""
    if path.endswith("/include") and child == "uri":
        pytest.skip("the composer looks an include's <uri> up (URI_LOOKUP when it names nothing)")
    written = f"<{child}>{text}</{child}>"
    document = sdformat_semantics.load(_document(version, path, written), version=version)
    missing = _missing(document, path, child)
    if (path.rsplit("/", 1)[-1], child) in HOLLOW_IS_MISSING:  # the reference reports these
        assert len(missing) == 1, [str(p) for p in document.problems]
        assert "counts as left out" in missing[0].message
        assert missing[0].severity is _severity(path, child)  # where it loads them
    else:  # the reference keeps the placeholder as it is (Gazebo writes it in saved models)
        assert missing == [], [str(p) for p in document.problems]


def test_the_hollow_values_are_the_ones_the_reference_reports() -> None:
    """A <script>'s <uri> and <name> (Material::Load), a <submesh>'s <name> (Mesh::Load)."""
    pairs = {(path.rsplit("/", 1)[-1], child) for _, path, child in MISSING_CASES}
    assert pairs >= HOLLOW_IS_MISSING
    assert HOLLOW_IS_MISSING == fast_xsd_view.HOLLOW_IS_MISSING


def test_a_px4_style_script_with_a_placeholder_uri_is_missing_its_uri() -> None:
    """Models exported from Gazebo classic (PX4's HITL models) write the placeholder."""
    document = sdformat_semantics.load(
        """<sdf version="1.6"><model name="iris"><link name="base">
        <visual name="v"><geometry><box><size>1 1 1</size></box></geometry>
          <material><script><name>Gazebo/DarkGrey</name><uri>__default__</uri></script>
          </material></visual>
        <sensor name="cam" type="camera"><camera><save enabled="false">
          <path>__default__</path></save></camera></sensor>
        </link></model></sdf>"""
    )
    [error] = document.errors
    assert error.code.value == "ELEMENT_MISSING" and error.line == 3
    assert "<script> needs at least one <uri> child" in error.message


def test_one_real_value_among_repeated_placeholders_is_enough() -> None:
    document = sdformat_semantics.load(
        """<sdf version="1.9"><model name="m"><link name="l">
        <visual name="v"><geometry><box/></geometry>
          <material><script><uri>__default__</uri><uri>file://media/a.material</uri>
          <name>A/B</name></script></material>
        </visual></link></model></sdf>"""
    )
    assert document.valid, [str(p) for p in document.problems]


def _child_entry(version: str, path: str, child: str) -> Entry:
    tree = spec_tree(version)
    found = tree.find(path)
    assert isinstance(found, Entry)
    return next(c for c in tree.children(found) if c.name == child)


def _attribute_cases(version: str) -> list[tuple[str, str, str]]:
    """(version, element path, attribute) for one path of each element holding required attributes."""
    tree = spec_tree(version)
    seen: set[str] = set()
    found: list[tuple[str, str, str]] = []
    for entry, cls in _walk(tree):
        if cls.__name__ in seen or entry.path.startswith("/sdf/world/state"):
            continue
        seen.add(cls.__name__)
        found.extend(
            (version, entry.path, a["name"]) for a in entry.attributes if a["required"] == "1"
        )
    return found


ATTRIBUTE_CASES = [case for version in VERSIONS for case in _attribute_cases(version)]


@pytest.mark.parametrize(("version", "path", "attribute"), ATTRIBUTE_CASES)
def test_a_required_attribute_left_out_is_missing(version: str, path: str, attribute: str) -> None:
    document = sdformat_semantics.load(
        _document(version, path, left_out=attribute), version=version
    )
    missing = [
        p for p in document.errors if p.code.value == "ATTRIBUTE_MISSING" and attribute in p.message
    ]
    assert missing, [str(p) for p in document.problems]


def test_a_material_script_without_uri_is_an_error_with_its_place() -> None:
    document = sdformat_semantics.load(
        """<sdf version="1.9"><model name="m"><link name="l">
        <visual name="v"><geometry><box/></geometry>
          <material><script><name>Gazebo/Red</name></script></material>
        </visual></link></model></sdf>"""
    )
    [error] = document.errors
    assert error.code.value == "ELEMENT_MISSING" and error.line == 3
    assert "<script> needs at least one <uri> child" in error.message
    assert error.path.endswith('/visual[@name="v"]/material/script')


def test_left_out_values_with_defaults_stay_silent() -> None:
    """A world without gravity or physics, a box without size: the defaults stand in."""
    document = sdformat_semantics.load(
        """<sdf version="1.10"><world name="w"><model name="m"><link name="l">
        <collision name="c"><geometry><box/></geometry></collision>
        <inertial><inertia><ixx>1</ixx><iyy>1</iyy><izz>1</izz></inertia></inertial>
        </link></model></world></sdf>"""
    )
    assert document.valid and not document.warnings, [str(p) for p in document.problems]


LAZY_MODEL = """<sdf version="1.12"><model name="{name}"><link name="a"/><link name="b"/>
<joint name="j" type="fixed">{parent}<child>b</child></joint></model></sdf>"""


def test_check_required_leaves_lazy_objects_unread() -> None:
    """A lazy object comes from a document the fast path accepted: nothing is missing."""
    tree = etree.ElementTree(
        etree.fromstring(LAZY_MODEL.format(name="m", parent="<parent>a</parent>"))
    )
    root = read_tree(version_package("1.12").Sdf, tree, None, "1.12", lazy=True).root
    assert root is not None and is_lazy(root)
    assert check_required(root) == [] and is_lazy(root)
    model = root.model  # the root filled, as the composer fills what holds includes
    assert model is not None and is_lazy(model)
    assert check_required(root) == [] and is_lazy(model)


@pytest.mark.parametrize("lazy", [False, True])
def test_an_included_file_missing_a_value_is_reported_lazy_or_not(
    tmp_path: Path, lazy: bool
) -> None:
    """The including world is read lazily; the included file the fast path refuses
    (a joint without <parent>) is read eagerly and walked as before."""
    (tmp_path / "bad.sdf").write_text(LAZY_MODEL.format(name="bad", parent=""))
    (tmp_path / "good.sdf").write_text(LAZY_MODEL.format(name="good", parent="<parent>a</parent>"))
    world = tmp_path / "world.sdf"
    world.write_text(
        '<sdf version="1.12"><world name="w"><include><uri>good.sdf</uri></include>'
        "<include><uri>bad.sdf</uri></include></world></sdf>"
    )
    document = sdformat_semantics.load(world, config=ParserConfig(lazy=lazy))
    [error] = document.errors
    assert error.code.value == "ELEMENT_MISSING" and "<parent>" in error.message
    assert error.file is not None and error.file.endswith("bad.sdf")
