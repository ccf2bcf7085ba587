"""Hypothesis strategies for broken documents: mutated corpus files and random bytes.

Structure-aware mutations start from a vendored document and apply a few
edits a careless tool or an attacker could make: delete, duplicate, swap or
move elements; corrupt values, names and references (often to a name that
exists elsewhere in the document, which is how cycles and collisions arise);
rename tags; change the declared version; then, sometimes, truncate the
text or splice random bytes into it.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable
from pathlib import Path

import attrs
from hypothesis import strategies as st
from lxml import etree

from sdformat_semantics import versions
from tests.conftest import DATA

SEED_FOLDERS = ("corpus", "include", "mimic")
MAX_SEED_BYTES = 40_000
"""Larger seeds (one 97 kB robot) make cases slow without making them more varied."""


def _parses(path: Path) -> bool:
    try:
        _seed_tree(path)
    except etree.XMLSyntaxError:
        return False  # a deliberately broken conformance file: random bytes cover those
    return True


@functools.cache
def _seed_tree(path: Path) -> etree._Element:
    parser = etree.XMLParser(resolve_entities=False, no_network=True, remove_pis=True)
    return etree.fromstring(path.read_bytes(), parser)


SEEDS: tuple[Path, ...] = tuple(
    sorted(
        path
        for folder in SEED_FOLDERS
        for path in (DATA / folder).rglob("*")
        if path.suffix in (".sdf", ".world")
        and path.stat().st_size <= MAX_SEED_BYTES
        and b"<!DOCTYPE" not in path.read_bytes()
        and _parses(path)
    )
)
"""The documents mutations start from."""

VALUES = (
    "",
    " ",
    "0",
    "-1",
    "1",
    "2",
    "1e400",
    "-1e400",
    "1e-400",
    "nan",
    "NaN",
    "inf",
    "-inf",
    "0x1F",
    "+5",
    "1e16",
    "1 2",
    "1 2 3",
    "0 0 0 0 0 0",
    "1 2 3 4 5 6 7",
    "nan nan nan nan nan nan",
    "1e308 1e308 1e308 1e308 1e308 1e308",
    "0 0 0 0 0 0 0 0",
    "true",
    "TRUE",
    "false",
    "yes",
    "__model__",
    "world",
    "a::b",
    "::",
    "x::",
    "::x",
    "__x__",
    "_merged__m__model__",
    "quat_xyzw",
    "euler_rpy",
    "revolute",
    "gearbox",
    "universal",
    "fixed",
    "ball",
    "screw",
    "axis",
    "axis2",
    "model://m",
    "file://missing.sdf",
    "http://127.0.0.1:9/x",
    "../include/weld/arm.sdf",
    "éø中文",
    "9" * 400,
    "a" * 300,
    "\t\n  1 \n",
)
"""Values that have broken parsers before: bounds, special floats, wrong counts, names."""

JOINT_TYPES = ("revolute", "prismatic", "fixed", "ball", "screw", "universal", "gearbox", "x")

TAGS = (
    "sdf",
    "world",
    "model",
    "link",
    "joint",
    "frame",
    "include",
    "uri",
    "name",
    "pose",
    "parent",
    "child",
    "axis",
    "axis2",
    "xyz",
    "mimic",
    "visual",
    "collision",
    "geometry",
    "plugin",
    "static",
    "placement_frame",
    "canonical_link",
    "gearbox_reference_body",
    "state",
    "actor",
    "light",
    "bogus",
)

ATTRIBUTES = (
    "name",
    "relative_to",
    "attached_to",
    "canonical_link",
    "placement_frame",
    "merge",
    "type",
    "expressed_in",
    "degrees",
    "rotation_format",
    "version",
    "joint",
    "axis",
    "filename",
)

Mutation = Callable[[st.DataObject, etree._Element], None]


@attrs.frozen
class FuzzCase:
    """One generated input and how to load it.

    Attributes:
        data: The document bytes.
        seed_folder: Folder of the seed document (its includes resolve there),
            None for random input.
        version: Version to load as (None: the newest).
        strict: Whether every tolerated problem becomes an error.
        confined: Whether includes are confined to ``tests/data`` (``allowed_roots``);
            unconfined, relative URIs are also looked up in the working folder.
    """

    data: bytes
    seed_folder: Path | None = None
    version: str | None = None
    strict: bool = False
    confined: bool = True


LOAD_VERSIONS = (None, None, None, *versions.LOAD_VERSIONS)
"""Versions cases load as, the default most often."""


def _elements(root: etree._Element) -> list[etree._Element]:
    return [e for e in root.iter() if isinstance(e.tag, str)]


def _names(root: etree._Element) -> list[str]:
    """Names in the document, plain and scoped one level (``model::link``)."""
    found: list[str] = []
    for element in _elements(root):
        name = element.get("name")
        if name is None:
            continue
        found.append(name)
        parent = element.getparent()
        if parent is not None and parent.get("name") is not None:
            found.append(f"{parent.get('name')}::{name}")
    return found


def _value(data: st.DataObject, root: etree._Element) -> str:
    names = _names(root)
    if names and data.draw(st.booleans(), label="use a name"):
        return data.draw(st.sampled_from(names), label="name")
    return data.draw(st.sampled_from(VALUES), label="value")


def _pick(data: st.DataObject, root: etree._Element, *, below_root: bool = True) -> etree._Element:
    elements = _elements(root)[1:] if below_root else _elements(root)
    return elements[data.draw(st.integers(0, len(elements) - 1), label="element")]


def delete(data: st.DataObject, root: etree._Element) -> None:
    element = _pick(data, root)
    parent = element.getparent()
    assert parent is not None
    parent.remove(element)


def duplicate(data: st.DataObject, root: etree._Element) -> None:
    element = _pick(data, root)
    element.addnext(copy.deepcopy(element))


def swap(data: st.DataObject, root: etree._Element) -> None:
    first, second = _pick(data, root), _pick(data, root)
    if first is second or first in second.iterancestors() or second in first.iterancestors():
        return
    marker = etree.Element("marker")
    first.addprevious(marker)
    second.addprevious(first)
    marker.addprevious(second)
    marker.getparent().remove(marker)  # type: ignore[union-attr]


def move(data: st.DataObject, root: etree._Element) -> None:
    element = _pick(data, root)
    target = _pick(data, root, below_root=False)
    if target is element or element in target.iterancestors():
        return
    target.insert(data.draw(st.integers(0, len(target)), label="position"), element)


def set_text(data: st.DataObject, root: etree._Element) -> None:
    # Comments count in len(): a leaf is an element without element children.
    leaves = [e for e in _elements(root) if not any(isinstance(c.tag, str) for c in e)]
    if not leaves:
        return
    element = leaves[data.draw(st.integers(0, len(leaves) - 1), label="leaf")]
    element.text = _value(data, root)


def set_attribute(data: st.DataObject, root: etree._Element) -> None:
    element = _pick(data, root, below_root=False)
    existing = list(element.attrib)
    if existing and data.draw(st.booleans(), label="existing attribute"):
        attribute = data.draw(st.sampled_from(existing), label="attribute")
    else:
        attribute = data.draw(st.sampled_from(ATTRIBUTES), label="attribute")
    if data.draw(st.integers(0, 5), label="remove?") == 0:
        element.attrib.pop(attribute, None)
    else:
        element.set(attribute, _value(data, root))


def rename(data: st.DataObject, root: etree._Element) -> None:
    element = _pick(data, root)
    tags = sorted({str(e.tag) for e in _elements(root)} | set(TAGS))
    element.tag = data.draw(st.sampled_from(tags), label="tag")


def change_version(data: st.DataObject, root: etree._Element) -> None:
    declared = ("1.0", "1.2", *versions.SUPPORTED_VERSIONS, "", "x")
    root.set("version", data.draw(st.sampled_from(declared), label="version"))


def wrap(data: st.DataObject, root: etree._Element) -> None:
    element = _pick(data, root)
    wrapper = etree.Element(data.draw(st.sampled_from(("model", "include", "link")), label="tag"))
    wrapper.set("name", _value(data, root))
    element.addprevious(wrapper)
    wrapper.append(element)


def add_reference(data: st.DataObject, root: etree._Element) -> None:
    """A new frame, joint or include referring to names of the document."""
    parent = _pick(data, root, below_root=False)
    kind = data.draw(st.sampled_from(("frame", "joint", "include", "mimic")), label="kind")
    element = etree.SubElement(parent, kind)
    if kind == "include":
        etree.SubElement(element, "uri").text = _value(data, root)
        return
    element.set("name", _value(data, root))
    if kind == "frame":
        element.set("attached_to", _value(data, root))
        etree.SubElement(element, "pose", relative_to=_value(data, root)).text = _value(data, root)
    elif kind == "joint":
        element.set("type", data.draw(st.sampled_from(JOINT_TYPES), label="type"))
        etree.SubElement(element, "parent").text = _value(data, root)
        etree.SubElement(element, "child").text = _value(data, root)
    else:
        element.set("joint", _value(data, root))
        element.set("axis", data.draw(st.sampled_from(("axis", "axis2", "")), label="axis"))


MUTATIONS: tuple[Mutation, ...] = (
    delete,
    duplicate,
    swap,
    move,
    set_text,
    set_attribute,
    set_attribute,
    rename,
    change_version,
    wrap,
    add_reference,
    add_reference,
)


@functools.cache
def _neighbours(folder: Path) -> tuple[str, ...]:
    """Files and folders next to a seed and one level down: URIs that resolve."""
    found = [p.relative_to(folder).as_posix() for p in folder.glob("*")]
    found += [p.relative_to(folder).as_posix() for p in folder.glob("*/*.sdf")]
    return tuple(sorted(found))


@st.composite
def mutated_documents(draw: st.DrawFn) -> FuzzCase:
    """A mutated copy of a seed document, with the version and policy to load it with."""
    data = draw(st.data())
    seed = data.draw(st.sampled_from(SEEDS), label="seed")
    root = copy.deepcopy(_seed_tree(seed))
    neighbours = _neighbours(seed.parent)
    if neighbours and data.draw(st.integers(0, 3), label="include a neighbour?") == 0:
        parent = _pick(data, root, below_root=False)
        include = etree.SubElement(parent, "include")
        etree.SubElement(include, "uri").text = data.draw(st.sampled_from(neighbours), label="uri")
        if data.draw(st.booleans(), label="merge?"):
            include.set("merge", "true")
    for _ in range(data.draw(st.integers(1, 4), label="mutations")):
        if len(_elements(root)) < 2:
            break
        data.draw(st.sampled_from(MUTATIONS), label="mutation")(data, root)
    text = etree.tostring(root, encoding="utf-8", xml_declaration=True)
    damage = data.draw(st.integers(0, 9), label="byte damage")
    if damage == 0:
        text = text[: data.draw(st.integers(0, len(text)), label="truncate at")]
    elif damage == 1:
        start = data.draw(st.integers(0, len(text)), label="splice at")
        length = data.draw(st.integers(0, 16), label="splice length")
        text = (
            text[:start] + data.draw(st.binary(max_size=16), label="bytes") + text[start + length :]
        )
    version = data.draw(st.sampled_from(LOAD_VERSIONS), label="load as")
    strict = data.draw(st.integers(0, 5), label="strict?") == 0
    confined = data.draw(st.booleans(), label="confined?")
    return FuzzCase(text, seed.parent, version, strict, confined)


XML_ALPHABET = st.sampled_from(list("<>/=\"' \n?!-[]&;:_xmlsdfversion1.0modelinkjoint"))

random_bytes = st.one_of(
    st.binary(max_size=300),
    st.text(XML_ALPHABET, max_size=300).map(lambda t: t.encode("utf-8")),
    st.text(max_size=200).map(
        lambda t: f'<sdf version="1.10">{t}</sdf>'.encode("utf-8", "replace")
    ),
)
"""Bytes with no structure, markup-like noise, and arbitrary text inside an ``<sdf>``."""

random_documents = st.builds(FuzzCase, random_bytes, st.none(), st.sampled_from(LOAD_VERSIONS))
"""Random bytes as cases."""
