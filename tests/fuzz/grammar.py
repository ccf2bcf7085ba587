"""Documents generated from the spec tree itself, and the leaf-value attack.

``spec_tree.json`` (written by ``make generate`` into every version package)
is the grammar: every element with its attributes, children, value types and
cardinalities. Two generators read it:

* ``value_slots``/``slot_document``: every place a value is written (an
  element's text or an attribute) with the shortest document that reaches it,
  so one hostile text can be put into every slot of every version (the
  leaf-value attack: 5,000-digit integers, numbers past a double's range, ...);
* ``grammar_documents``: whole documents drawn from the grammar, required
  children always present, optional ones sometimes, values valid or hostile.

Mutating the vendored corpus (``mutations.py``) only reaches elements real
files use; these reach every one the spec defines.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

import attrs
from hypothesis import strategies as st
from lxml import etree

from sdformat_semantics.cli.spec_tree import AttributeData, Entry, SpecTree, spec_tree
from sdformat_semantics.versions import LOAD_VERSIONS

VERSIONS = LOAD_VERSIONS
"""Every version documents load as (each has a spec tree), so a slot's document loads as it."""

VALID_VALUES = {
    "string": ("a", "x y", ""),
    "bool": ("true", "0", "False"),
    "int": ("0", "-3", "0x1f", "2147483647"),
    "unsigned int": ("0", "7", "4294967295"),
    "double": ("0", "1.5", "-2e-3", "inf", "nan"),
    "float": ("0", "0.25", "-1e10"),
    "vector2i": ("0 0", "-1 2"),
    "vector2d": ("0 0", "1.5 -2"),
    "vector3": ("0 0 0", "1 2 3", "0 0 1"),
    "quaternion": ("0 0 0 1", "1 0 0 0"),
    "color": ("0 0 0 1", "0.5 0.5 0.5"),
    "time": ("0 0", "1.5", "10 500"),
    "pose": ("", "1 2 3 0 0 0", "0 0 0 0 0 1.57", "0 0 0 0 0 0 1"),
}
"""Texts every value type accepts."""

HUGE_INT = "1" * 5_000
"""Past Python's 4,300-digit limit on converting decimal text to an int."""

ATTACK_VALUES = {
    "int": (HUGE_INT, "-" + HUGE_INT, "0x" + "f" * 5_000, "0" * 5_000 + "1" * 30),
    "unsigned int": (HUGE_INT, "0x" + "f" * 5_000, "0" * 5_000 + "1" * 30),
    "double": ("1e309", "-1e309", "9" * 400 + ".", "1" * 5_000),
    "float": ("1e309", "-" + "9" * 400),
    "vector2i": (f"{HUGE_INT} 0", "0 0x" + "f" * 5_000, "99999999999999999999 0"),
    "vector2d": ("1e309 0", "0 -1e309"),
    "vector3": ("1e309 0 0", "0 0 -1e309"),
    "quaternion": ("1e309 0 0 1",),
    "color": ("1e309 0 0",),
    "time": ("1e309", f"{HUGE_INT} 0", "0 " + HUGE_INT, "1e15"),
    "pose": ("1e309 0 0 0 0 0", "0 0 0 0 0 1e309", "0 0 0 0 0 0 1e309"),
    "bool": ("t" * 5_000,),
    "string": ("x" * 100_000,),
}
"""Texts no value type may turn into a value (except ``string``, which takes anything)."""

REFUSED_TYPES = frozenset(ATTACK_VALUES) - {"string"}


@attrs.frozen
class Slot:
    """A place a value is written: an element's text or one of its attributes.

    Attributes:
        version: The spec version.
        entries: The elements from ``<sdf>`` down to the element holding the value.
        attribute: The attribute's data, or None for the element's own text.
    """

    version: str
    entries: tuple[Entry, ...]
    attribute: AttributeData | None

    @property
    def type(self) -> str:
        """The spec value type of the slot."""
        if self.attribute is not None:
            return str(self.attribute["type"])
        return str(self.entries[-1].content["type"])

    @property
    def path(self) -> str:
        """``/sdf/model/link/pose``, ``/@name`` appended for an attribute."""
        own = f"/@{self.attribute['name']}" if self.attribute is not None else ""
        return self.entries[-1].path + own


@functools.cache
def value_slots(version: str) -> tuple[Slot, ...]:
    """Every value slot of a version's spec, each recursive element entered once."""
    tree = spec_tree(version)
    found: list[Slot] = []
    for entries in _element_chains(tree, (tree.root,), frozenset()):
        element = entries[-1]
        if "type" in element.content and not element.content.get("any_content"):
            found.append(Slot(version, entries, None))
        for attribute in element.attributes:
            if element.name == "sdf" and attribute["name"] == "version":
                continue  # deciding the version is another matter than reading a value
            found.append(Slot(version, entries, attribute))
    return tuple(found)


def _element_chains(
    tree: SpecTree, entries: tuple[Entry, ...], entered: frozenset[str]
) -> Iterator[tuple[Entry, ...]]:
    yield entries
    for child in tree.children(entries[-1]):
        if child.reference is not None:
            if child.reference in entered:
                continue
            entered = entered | {child.reference}
        yield from _element_chains(tree, (*entries, child), entered)


def _required_attributes(entry: Entry, element: etree._Element, counter: list[int]) -> None:
    for attribute in entry.attributes:
        if attribute.get("required") != "1":
            continue
        default = str(attribute.get("default", ""))
        if attribute["name"] == "name" or default in ("", "__default__"):
            counter[0] += 1
            default = f"n{counter[0]}"
        choices = attribute.get("choices")
        if choices and default not in choices:
            default = choices[0]
        element.set(attribute["name"], default)


def slot_document(slot: Slot, text: str) -> bytes:
    """The shortest document whose value at ``slot`` is ``text`` (required attributes filled)."""
    counter = [0]
    root: etree._Element | None = None
    parent: etree._Element | None = None
    for entry in slot.entries:
        element = (
            etree.Element(entry.name) if parent is None else etree.SubElement(parent, entry.name)
        )
        _required_attributes(entry, element, counter)
        root = root if root is not None else element
        parent = element
    assert root is not None and parent is not None
    root.set("version", slot.version)
    if slot.attribute is None:
        parent.text = text
    else:
        parent.set(slot.attribute["name"], text)
    return etree.tostring(root)


_PREDICATE = re.compile(r"\[[^\]]*\]")


def plain_path(path: str) -> str:
    """An error's element path without its ``[@name="..."]`` predicates."""
    return _PREDICATE.sub("", path)


# Whole documents from the grammar -----------------------------------------

MAX_DEPTH = 9
"""Deepest element a generated document reaches (real files nest at most 11)."""


def _value(draw: st.DrawFn, type_name: str, choices: list[str] | None, hostile: bool) -> str:
    if hostile and type_name in ATTACK_VALUES and draw(st.integers(0, 7)) == 0:
        return draw(st.sampled_from(ATTACK_VALUES[type_name]))
    if choices and draw(st.integers(0, 5)) != 0:
        return draw(st.sampled_from(choices))
    return draw(st.sampled_from(VALID_VALUES.get(type_name, ("",))))


@st.composite
def grammar_documents(draw: st.DrawFn, hostile: bool = True) -> bytes:
    """A document drawn from a version's spec tree.

    Required children are always written (once or twice for ``+``), optional
    ones with some probability that falls with depth, repeated ones up to
    three times; every value is valid for its type, or (one in eight, when
    ``hostile``) one of ``ATTACK_VALUES``. Names are unique unless a draw
    repeats one on purpose.
    """
    version = draw(st.sampled_from(VERSIONS))
    tree = spec_tree(version)
    names = [0]

    def build(entry: Entry, parent: etree._Element | None, depth: int) -> etree._Element:
        element = (
            etree.Element(entry.name) if parent is None else etree.SubElement(parent, entry.name)
        )
        for attribute in entry.attributes:
            if attribute.get("required") != "1" and not draw(st.booleans()):
                continue
            if attribute["name"] == "name" and draw(st.integers(0, 15)) != 0:
                names[0] += 1
                element.set("name", f"n{names[0]}")
                continue
            choices = attribute.get("choices")
            element.set(attribute["name"], _value(draw, attribute["type"], choices, hostile))
        if "type" in entry.content and not entry.content.get("any_content"):
            choices = entry.content.get("choices")
            element.text = _value(draw, str(entry.content["type"]), choices, hostile)
        if depth >= MAX_DEPTH:
            return element
        for child in tree.children(entry):
            count = _child_count(draw, child.required, depth)
            for _ in range(count):
                build(child, element, depth + 1)
        return element

    root = build(tree.root, None, 1)
    root.set("version", version)
    return etree.tostring(root)


def _child_count(draw: st.DrawFn, required: str, depth: int) -> int:
    """How many of a child to write, by its cardinality (fewer optional ones deeper down)."""
    optional = draw(st.integers(0, 2 + depth)) == 0
    if required == "1":
        return 1
    if required == "+":
        return draw(st.integers(1, 2))
    if required == "*":
        return draw(st.integers(1, 3)) if optional else 0
    return 1 if optional else 0  # "0" and deprecated "-1"


@attrs.frozen
class LeafCase:
    """One text put into one value slot (the leaf-value attack)."""

    slot: Slot
    text: str

    @property
    def data(self) -> bytes:
        """The document holding the text at the slot."""
        return slot_document(self.slot, self.text)

    @property
    def refused(self) -> bool:
        """Whether the text is one no reader of the slot's type may accept."""
        return self.slot.type in REFUSED_TYPES and self.text in ATTACK_VALUES[self.slot.type]


@st.composite
def leaf_attacks(draw: st.DrawFn) -> LeafCase:
    """A slot of any version's spec and a hostile (seven in eight) or valid text for it."""
    slot = draw(st.sampled_from(value_slots(draw(st.sampled_from(VERSIONS)))))
    texts = ATTACK_VALUES.get(slot.type, ()) if draw(st.integers(0, 7)) else ()
    return LeafCase(slot, draw(st.sampled_from(texts or VALID_VALUES.get(slot.type, ("x",)))))
