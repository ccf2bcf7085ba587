"""The fast path: whether a parsed document needs the Python reader's checks at all.

Each version package ships ``schema/fast/fast_path.xsd`` (generated from the
spec, see ``generator/fast_xsd_view.py``): a schema that accepts only
documents on which the reader reports nothing. Validating against it runs in
C (libxml2), so a caller can learn cheaply that a document is clean, and read
it in a way that skips the per-element checks; a document refused here
still gets today's reader, its messages, lines and columns.

What the schema cannot see cheaply is tested here, in walks that lxml filters
in C so Python sees only the few nodes that matter: a single child repeated
inside a parent whose type is an unbounded choice (the schema's ``xs:appinfo``
lists those parents' single children), and comments or processing
instructions inside a leaf, which split its text where the reader reads only
the first part.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Iterator
from pathlib import Path

import attrs
from lxml import etree

_local = threading.local()
"""Schemas per thread, parsed and compiled: libxml2 validation contexts are not shared across
threads. Compiled once per process and thread: libxml2 has no form of a compiled schema to
keep between processes (about 3 ms for 1.12's, which writes its number pattern once: see
``generator/fast_value_types.py``)."""


_XS = "{http://www.w3.org/2001/XMLSchema}"

_Singles = dict[str, frozenset[str]]


def _parsed(schema_path: Path) -> etree._ElementTree:
    """The schema's tree, read once for its compiled form and, in a refused document, its parts."""
    cache: dict[Path, etree._ElementTree] | None = getattr(_local, "documents", None)
    if cache is None:
        cache = _local.documents = {}
    found = cache.get(schema_path)
    if found is None:
        found = cache[schema_path] = etree.parse(str(schema_path))
    return found


def _compiled(schema_path: Path) -> tuple[etree.XMLSchema, _Singles]:
    cache: dict[Path, tuple[etree.XMLSchema, _Singles]] | None = getattr(_local, "cache", None)
    if cache is None:
        cache = _local.cache = {}
    found = cache.get(schema_path)
    if found is None:
        document = _parsed(schema_path)
        listed = document.find(f"{_XS}annotation/{_XS}appinfo[@source='single-children']")
        lines = (listed.text or "").split("\n") if listed is not None else []
        singles = {words[0]: frozenset(words[1:]) for words in map(str.split, lines) if words}
        found = cache[schema_path] = (etree.XMLSchema(document), singles)
    return found


def _repeats_a_single(top: etree._Element, singles: _Singles) -> bool:
    """Whether a listed parent holds one of its single children twice."""
    return next(_parents_repeating_a_single(top, singles), None) is not None


def _splits_a_leaf(top: etree._Element) -> bool:
    """Whether a comment or processing instruction sits in an element without children."""
    for node in top.iter(etree.Comment, etree.ProcessingInstruction):
        parent = node.getparent()
        if parent is not None and not any(isinstance(c.tag, str) for c in parent):
            return True
    return False


def fast_path_accepts(
    top: etree._Element, schema_path: Path, version: str, *, declares_namespaces: bool
) -> bool:
    """Whether the reader of ``version`` would report nothing on the document ``top``.

    Args:
        top: The document's root element (``<sdf>``), migrated to ``version``.
        schema_path: The version's ``fast_path.xsd``.
        version: The version the document declares and is read as.
        declares_namespaces: Whether any element may declare a namespace; such
            documents keep their declarations in the objects, so take the slow path.

    Returns:
        True only when the document is valid against the fast-path schema and
        none of the tests the schema cannot express finds anything.
    """
    if declares_namespaces or top.tag != "sdf" or top.get("version") != version:
        return False
    schema, singles = _compiled(schema_path)
    if not schema.validate(top):
        return False
    return not _repeats_a_single(top, singles) and not _splits_a_leaf(top)


# Parts of a refused document: what the fast path accepts subtree by subtree.
#
# The schema types each child element by a declaration local to its parent's
# type; a child whose declaration names a type (``link_type``) can be
# validated alone against a global declaration of that name and type. The
# generator declares one per tag globally (``fast_xsd_view.global_elements``),
# so the schema compiled for whole documents validates those subtrees too: a
# refused document costs no second compile. A tag the schema declares with two
# named types (``<model>`` in a world and in a 1.7 state) has one global
# declaration; its other type is declared in a copy of the schema, compiled
# only when such a subtree is met.


@attrs.frozen
class _Parts:
    """What finding a refused document's accepted subtrees needs of one fast-path schema.

    Attributes:
        document: The schema as parsed, copied into each ``schemas`` entry after the first.
        root: The key of the ``<sdf>`` type.
        contents: By type key (a named type, or a path for a type declared
            inline), the key of each child element's type, by tag; children
            of simple type are left out: they are values, read by their parent.
        slots: Which of ``schemas`` declares each (tag, named type) globally:
            0 for the schema as generated, others for copies.
        schemas: Slot 0 the document's compiled schema; the others compiled on first use.
    """

    document: etree._ElementTree
    root: str
    contents: dict[str, dict[str, str]]
    slots: dict[tuple[str, str], int]
    schemas: dict[int, etree.XMLSchema]

    def schema(self, slot: int) -> etree.XMLSchema:
        found = self.schemas.get(slot)
        if found is None:
            copied = copy.deepcopy(self.document.getroot())
            for (tag, type_name), wanted in sorted(self.slots.items()):
                if wanted == slot:
                    for declared in list(copied.iterchildren(f"{_XS}element")):
                        if declared.get("name") == tag:  # one global declaration per tag
                            copied.remove(declared)
                    etree.SubElement(copied, f"{_XS}element", name=tag, type=type_name)
            found = self.schemas[slot] = etree.XMLSchema(copied)
        return found


def _child_declarations(
    holder: etree._Element, groups: dict[str, etree._Element]
) -> Iterator[etree._Element]:
    """The element declarations of a content model, through its group references."""
    for node in holder.iterchildren(
        f"{_XS}element", f"{_XS}group", f"{_XS}choice", f"{_XS}sequence", f"{_XS}all"
    ):
        if node.tag == f"{_XS}element":
            yield node
        elif node.tag == f"{_XS}group":
            yield from _child_declarations(groups[str(node.get("ref"))], groups)
        else:
            yield from _child_declarations(node, groups)


def _parts(schema_path: Path) -> _Parts:
    cache: dict[Path, _Parts] | None = getattr(_local, "parts", None)
    if cache is None:
        cache = _local.parts = {}
    found = cache.get(schema_path)
    if found is None:
        schema, _ = _compiled(schema_path)
        found = cache[schema_path] = _read_parts(_parsed(schema_path), schema)
    return found


def _read_parts(document: etree._ElementTree, schema: etree.XMLSchema) -> _Parts:
    top = document.getroot()
    named = {str(t.get("name")): t for t in top.iterchildren(f"{_XS}complexType")}
    groups = {str(g.get("name")): g for g in top.iterchildren(f"{_XS}group")}
    contents: dict[str, dict[str, str]] = {}
    types_of_tag: dict[str, set[str]] = {}
    pending = list(named.items())
    while pending:
        key, complex_type = pending.pop()
        children = contents[key] = {}
        for declaration in _child_declarations(complex_type, groups):
            tag = str(declaration.get("name"))
            type_name = declaration.get("type")
            if type_name in named:
                children.setdefault(tag, type_name)
                types_of_tag.setdefault(tag, set()).add(type_name)
                continue
            inline = declaration.find(f"{_XS}complexType")
            if type_name is None and inline is not None and tag not in children:
                children[tag] = f"{key}/{tag}"
                pending.append((children[tag], inline))
    globals_ = {str(e.get("name")): str(e.get("type")) for e in top.iterchildren(f"{_XS}element")}
    slots: dict[tuple[str, str], int] = {}
    for tag, type_names in types_of_tag.items():
        declared = globals_.get(tag)
        # The type declared globally is validated by the schema itself (slot 0).
        others = sorted(type_names - {declared})
        if declared in type_names:
            slots[tag, str(declared)] = 0
        slots.update({(tag, type_name): 1 + n for n, type_name in enumerate(others)})
    return _Parts(document, globals_["sdf"], contents, slots, {0: schema})


_Children = dict[etree._Element, dict[str, list[etree._Element]]]


def _refused_at(
    log: etree._ListErrorLog, start: etree._Element, children: _Children
) -> Iterator[tuple[etree._Element, str]]:
    """The elements a failed validation of ``start`` names in its messages, with each kind.

    libxml2 names each place by a path from the element validated
    (``/sdf/world/model[14]/joint[4]/child[2]``); each is followed down from
    ``start`` through ``children`` (each parent's element children by tag,
    filled as needed, so many messages cost one pass over the parents they
    name). A step that is not an element's (an attribute, a text) or that
    finds nothing ends at the element reached so far.
    """
    for entry in log:
        steps = (entry.path or "").split("/")
        if len(steps) < 2 or steps[0] or steps[1].partition("[")[0] != start.tag:
            continue
        place = start
        for step in steps[2:]:
            tag, _, index = step.partition("[")
            by_tag = children.get(place)
            if by_tag is None:
                by_tag = children[place] = {}
                for child in place.iterchildren(etree.Element):
                    by_tag.setdefault(child.tag, []).append(child)
            same = by_tag.get(tag, ())
            number = int(index[:-1]) if index[:-1].isdigit() else 1
            if not 0 < number <= len(same):
                break
            place = same[number - 1]
        yield place, str(entry.type_name)


def _parents_repeating_a_single(top: etree._Element, singles: _Singles) -> Iterator[etree._Element]:
    """Every listed parent holding one of its single children twice."""
    for parent in top.iter(*singles):
        once = singles[parent.tag]
        seen: set[str] = set()
        for child in parent:
            tag = child.tag
            if tag in once:
                if tag in seen:
                    yield parent
                    break
                seen.add(tag)


def _split_leaves(top: etree._Element) -> Iterator[etree._Element]:
    """Every element without children holding a comment or instruction (``_splits_a_leaf``'s)."""
    for node in top.iter(etree.Comment, etree.ProcessingInstruction):
        parent = node.getparent()
        if parent is not None and not any(isinstance(c.tag, str) for c in parent):
            yield parent


# Over the function budget: each early exit is a reason the fast path does not apply.
def fast_path_parts(  # noqa: C901
    top: etree._Element,
    schema_path: Path,
    version: str,
    *,
    declares_namespaces: bool,
    may_hold_comments: bool = True,
) -> frozenset[etree._Element]:
    """The largest subtrees of a document that the fast path accepts: ``{top}`` if all of it.

    The reader reports nothing on an element returned nor below it, so those
    can be read lazily and the rest eagerly, with every problem. Of a refused
    document they are found top down: a child element whose declaration
    names a type is accepted when it holds no place the walks (run once over
    the whole document) find and it is valid alone against its type; one
    refused is searched the same way below. What the reader says of an
    element as its parent's child (unknown, a repeated single, text beside
    it) is said by its parent, which is refused, so read eagerly.

    A validation that fails names each place it refuses (its messages' paths).
    When every message is placed, the elements holding none of them were
    judged valid by that validation already, in the same declaration, and are
    accepted without being validated again; only below a place named or its
    parent (libxml2 skips the content of an unexpected element and the rest
    of its parent's; not after a message on a value or an attribute) are
    children validated alone. A message that cannot be placed leaves
    everything below the element validated to be validated again.

    Args:
        top: The document's root element (``<sdf>``), migrated to ``version``.
        schema_path: The version's ``fast_path.xsd``.
        version: The version the document declares and is read as.
        declares_namespaces: Whether any element may declare a namespace: the
            lazy objects keep no declarations, so then nothing is returned.
        may_hold_comments: False when the caller knows the tree holds no
            comment nor processing instruction (its bytes write none): then
            no leaf is searched for one.

    Returns:
        The accepted elements, none inside another; empty when none is.
    """
    if declares_namespaces or top.tag != "sdf" or top.get("version") != version:
        return frozenset()
    schema, singles = _compiled(schema_path)
    valid = bool(schema.validate(top))
    # Whether a leaf may be split (searched now only if that alone can refuse the document).
    splits = may_hold_comments and (not valid or _splits_a_leaf(top))
    if valid and not splits and not _repeats_a_single(top, singles):
        return frozenset((top,))
    # Where the document is refused: the places its validation's messages name
    # and every place the walks find. An element holding none of them is
    # refused only if its own validation fails.
    holding: set[etree._Element] = set()
    named: set[etree._Element] = set()  # content below them may not have been validated
    children: _Children = {}

    def hold(
        places: Iterator[etree._Element] | list[etree._Element], start: etree._Element
    ) -> None:
        for found in places:
            place: etree._Element | None = found
            while place is not None and place not in holding:
                holding.add(place)
                place = None if place is start else place.getparent()

    def judged(validating: etree.XMLSchema, start: etree._Element) -> bool:
        """Hold what a failed validation of ``start`` names; whether it judged the rest."""
        log = validating.error_log
        messages = _count(log)
        found = list(_refused_at(log, start, children))
        places = [place for place, _ in found]
        hold(places, start)
        # libxml2 may skip the content of an element it refuses and, after an unexpected
        # child, the rest of its parent's content: neither is judged, unless the message
        # is about a value or an attribute, after which it validates on.
        named.update(places)
        for place, kind in found:
            parent = place.getparent()
            if kind not in _VALIDATES_ON and place is not start and parent is not None:
                named.add(parent)
        return _trusted(len(places), messages) and start not in named

    top_judged = valid or judged(schema, top)
    hold(_parents_repeating_a_single(top, singles), top)
    if splits:
        hold(_split_leaves(top), top)
    parts = _parts(schema_path)
    contents, slots = parts.contents, parts.slots
    accepted: set[etree._Element] = set()
    pending = [(top, contents[parts.root], top_judged)]
    while pending:
        node, declared, judged_below = pending.pop()
        for child in node.iterchildren(etree.Element):
            key = declared.get(child.tag)
            if key is None:  # unknown here, or a value: its parent reads it
                continue
            slot = slots.get((child.tag, key))
            child_judged = judged_below and child not in named
            if slot is not None and child not in holding:
                if child_judged:  # valid in the document's validation, as it would be alone
                    accepted.add(child)
                    continue
                validating = parts.schema(slot)
                if validating.validate(child):
                    accepted.add(child)
                    continue
                # Refused alone: its messages name the places below it to search
                # (those libxml2 skipped after the document's first error there).
                child_judged = judged(validating, child)
            pending.append((child, contents[key], child_judged))
    return frozenset(accepted)


_VALIDATES_ON = frozenset(
    {
        "SCHEMAV_CVC_PATTERN_VALID",
        "SCHEMAV_CVC_ENUMERATION_VALID",
        "SCHEMAV_CVC_DATATYPE_VALID_1_2_1",
        "SCHEMAV_CVC_DATATYPE_VALID_1_2_2",
        "SCHEMAV_CVC_DATATYPE_VALID_1_2_3",
        "SCHEMAV_CVC_LENGTH_VALID",
        "SCHEMAV_CVC_TYPE_3_1_1",
        "SCHEMAV_CVC_COMPLEX_TYPE_3_2_1",
        "SCHEMAV_CVC_COMPLEX_TYPE_4",
    }
)
"""Kinds of messages (a value's facets, an attribute unknown, missing or on a value)
after which libxml2 goes on validating the element's siblings as usual. A vector or
pose is a list of words (a union for a pose), refused with the list's or union's
kind and, for a wrong count of words, the length facet's."""


def _count(log: etree._ListErrorLog) -> int:
    """How many messages a validation logged."""
    return len(log)


def _trusted(placed: int, messages: int) -> bool:
    """Whether a failed validation's messages were all placed, so they say all it refused."""
    return 0 < placed == messages
