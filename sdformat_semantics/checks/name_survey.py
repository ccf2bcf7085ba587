"""Which elements the name checks look at, and a proof in bulk that a subtree has nothing to report.

``check_names`` walks element objects; on a document read as it is (lazy
objects, or objects filled from the XML since), most of the tree needs no
object at all: one pass over the XML, filtered in C to the tags that can hold
a checked name, gathers every ``(parent, name)`` pair, and set operations in
C find that nothing is empty, reserved or repeated. Only where that finds
something (rare) does the object walk run, which reports with today's
messages and places.

The tags come from the classes: the class graph below the subtree's class,
followed along the fields that can hold names (the same fields the walk
follows). What the survey checks is a superset of what the walk checks: it
looks at every element with such a tag anywhere below (inside a plugin too),
applies to a tag the rules of every class it names, and compares the names
of siblings in groups at least as large as the walk's. So it may send a
clean subtree to the walk, never the other way round.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import compress, repeat
from operator import is_, is_not, itemgetter
from typing import NamedTuple

from lxml import etree

from sdformat_runtime.binding import Element, binding_of
from sdformat_semantics.entities.elements import (
    class_graph,
    classes_that_can_hold,
    fields_that_can_hold,
)
from sdformat_semantics.entities.scoped_names import separator_reserved
from sdformat_semantics.frames import SEPARATOR, WORLD

__all__ = [
    "ENTITY_FIELDS",
    "RESERVED_CHECKED",
    "document_names_clean",
    "has_name_attribute",
    "is_reserved",
    "name_fields",
    "names_clean_in_tree",
    "separator_reserved",
]

ENTITY_FIELDS = ("links", "joints", "frames", "models")
"""Children of a model that share one namespace (they are all frames)."""

RESERVED_CHECKED = {
    "Model",
    "Link",
    "Joint",
    "Frame",
    "Visual",
    "Collision",
    "Sensor",
    "Light",
    "Projector",
    "ParticleEmitter",
}
"""Class names whose ``name`` may not be ``world`` or ``__x__`` (libsdformat's list)."""


def is_reserved(name: str) -> bool:
    """``world``, and names of four or more characters starting and ending with ``__``."""
    return name == WORLD or (len(name) >= 4 and name.startswith("__") and name.endswith("__"))


_NAMED: dict[type[Element], bool] = {}
_NAME_FIELDS: dict[type[Element], tuple[str, ...]] = {}


def has_name_attribute(cls: type[Element]) -> bool:
    """Whether the class has a ``name`` attribute, computed once per class."""
    found = _NAMED.get(cls)
    if found is None:
        fields = binding_of(cls).fields
        found = _NAMED[cls] = any(n == "name" and s.kind == "attribute" for n, s in fields)
    return found


def name_fields(cls: type[Element]) -> tuple[str, ...]:
    """Element fields of a class whose objects can hold a name, computed once per class."""
    found = _NAME_FIELDS.get(cls)
    if found is None:
        holding = fields_that_can_hold(cls, "named")
        found = _NAME_FIELDS[cls] = tuple(
            plan.name for plan in binding_of(cls).children.values() if plan.name in holding
        )
    return found


_UNSET = object()


class _Survey(NamedTuple):
    """What ``names_clean_in_tree`` looks at below an element of one class.

    Attributes:
        tags: Tags of the elements whose names are checked or compared.
        reserved: Those of them that name a class whose names may not be reserved.
        tokens: For each tag whose names are compared between siblings, its
            group: siblings whose tags share a token are compared.
        defaults: Where the walk can meet a checked element, as ``(parent
            tag, tag)`` (``(None, tag)`` for the top), and the name the
            element holds there when it has none (None: no single answer).
        alone: Whether the top is the only such element (a visual, a frame).
    """

    tags: tuple[str, ...]
    reserved: frozenset[str]
    tokens: dict[str, str]
    defaults: dict[tuple[str | None, str], str | None]
    alone: bool


_SURVEYS: dict[tuple[type[Element], str, bool], _Survey] = {}


# Over the function budget: one pass sorts each field of a class tree for the survey.
def _survey(cls: type[Element], tag: str, strict: bool) -> _Survey:  # noqa: C901
    """The survey of the subtree of an element ``tag`` of class ``cls``, computed once."""
    key = (cls, tag, strict)
    found = _SURVEYS.get(key)
    if found is not None:
        return found
    checked: set[str] = set()
    reserved: set[str] = set()
    defaults: dict[tuple[str | None, str], object] = {}
    # Groups of tags compared together; tags in two groups join them (union-find).
    leader: dict[str, str] = {}

    def find(tag: str) -> str:
        while leader[tag] != tag:
            leader[tag] = leader[leader[tag]]
            tag = leader[tag]
        return tag

    def join(tags: list[str]) -> None:
        for one in tags:
            leader.setdefault(one, one)
        for one in tags[1:]:
            leader[find(one)] = find(tags[0])

    graph = class_graph(cls)
    holders = classes_that_can_hold(graph, "named")

    def checks_name(child: str) -> bool:  # plugins' names are exempt
        return child in graph.NAME_DEFAULTS and graph.TAGS[child] != "plugin"

    def note(parent_tag: str | None, tag: str, child: str) -> None:
        if not checks_name(child):
            return
        checked.add(tag)
        if child in RESERVED_CHECKED:
            reserved.add(tag)
        default = graph.NAME_DEFAULTS[child]
        known = defaults.setdefault((parent_tag, tag), default)
        if known != default:
            defaults[(parent_tag, tag)] = None  # two classes disagree: no single answer

    # The walk goes by class name through the version's class graph, importing no class.
    note(None, tag, cls.__name__)
    pending, seen = [(cls.__name__, tag)], {(cls.__name__, tag)}
    while pending:
        current, current_tag = pending.pop()
        groups: dict[str, list[str]] = {}
        shared = graph.TAGS[current] in ("model", "world")
        for child_tag, child in graph.CHILDREN[current].items():
            if child.held not in holders:
                continue
            note(current_tag, child_tag, child.held)
            if child.repeated and checks_name(child.held):
                entity = shared and child.field in ENTITY_FIELDS
                group = "" if strict else "+" if entity else child.field
                groups.setdefault(group, []).append(child_tag)
            if (child.held, child_tag) not in seen:
                seen.add((child.held, child_tag))
                pending.append((child.held, child_tag))
        for tags in groups.values():
            join(tags)
    found = _Survey(
        tuple(sorted(checked | set(leader))),
        frozenset(reserved),
        {one: find(one) for one in leader},
        {k: v if isinstance(v, str) else None for k, v in defaults.items()},
        list(defaults) == [(None, tag)],
    )
    _SURVEYS[key] = found
    return found


def names_clean_in_tree(
    cls: type[Element], top: etree._Element, forbid_separator: bool, strict: bool
) -> bool:
    """Whether ``check_names`` would report nothing on the subtree of an object read from ``top``.

    Reads the XML the object is (or would be) filled from, so the subtree's
    objects stay unread. True only when every checked name below is present
    or defaults to an allowed name, is non-empty and allowed, and is unique
    among the siblings the walk compares; anything else sends the caller to
    the object walk.

    Args:
        cls: The class of the object read from ``top``.
        top: Its XML element.
        forbid_separator: Whether ``::`` is reserved (SDFormat 1.8 on).
        strict: Whether every named sibling must differ, whatever its type.
    """
    tag = top.tag
    assert isinstance(tag, str)  # an element read into an object
    survey = _survey(cls, tag, strict)
    if not survey.tags:
        return True
    if survey.alone:  # only its own name: no pass over the subtree
        name = top.get("name")
        if name is None:
            name = survey.defaults[(None, tag)]
        if not name:
            return False
        return not (
            (forbid_separator and SEPARATOR in name)
            or (tag in survey.reserved and is_reserved(name))
        )
    # One pass filtered in C; every further step runs over the pairs in C.
    pairs = [(node.getparent(), node.get("name")) for node in top.iter(*survey.tags)]
    if not pairs:
        return True
    names = set(map(itemgetter(1), pairs))
    tested: list[tuple[etree._Element | None, str | None]] | None = pairs
    nodes: list[etree._Element] = []
    if None in names:  # a contact's <collision>, a joint's <physics>: not named there
        nodes = list(top.iter(*survey.tags))  # the same elements, in the same order
        tested = _named_places(survey, top, nodes, pairs)
        names = {None} if tested is None else set(map(itemgetter(1), tested))
    if (
        tested is not None
        and len(set(tested)) == len(tested)
        and None not in names
        and _allowed_names(names, forbid_separator)
    ):
        return True  # no None: tested before the names
    # Something to look at (siblings alike in different groups, a name left to its
    # default): the same pairs by group, then element by element.
    nodes = nodes or list(top.iter(*survey.tags))
    return _clean_in_groups(survey, top, nodes, pairs, forbid_separator) or _clean_by_tag(
        survey, top, forbid_separator
    )


def _named_places(
    survey: _Survey,
    top: etree._Element,
    nodes: list[etree._Element],
    pairs: list[tuple[etree._Element | None, str | None]],
) -> list[tuple[etree._Element | None, str | None]] | None:
    """``pairs`` without the unnamed elements of tags no class names where they are.

    The walk never comes to those (``_clean_in_groups`` and ``_clean_by_tag``
    pass them by too). None when an unnamed element is one a class holds
    there: its name is a default, which the bulk test does not take.
    """
    defaults = survey.defaults
    names = list(map(itemgetter(1), pairs))
    # Picked out in C: the loop below visits the few unnamed elements only.
    for node in compress(nodes, map(is_, names, repeat(None))):
        parent = node.getparent()
        if (None if node is top or parent is None else parent.tag, node.tag) in defaults:
            return None
    return list(compress(pairs, map(is_not, names, repeat(None))))


def _allowed_names(
    names: Iterable[str], forbid_separator: bool, reserved: Iterable[str] | None = None
) -> bool:
    """Whether no name is empty, scoped when forbidden, or like a reserved one (``world``, ``__x``).

    ``reserved``: the names tested as reserved, when not all of ``names``.
    """
    joined = "\0" + "\0".join(names) + "\0"
    tested = joined if reserved is None else "\0" + "\0".join(reserved) + "\0"
    return (
        "\0\0" not in joined
        and not (forbid_separator and SEPARATOR in joined)
        and "\0__" not in tested
        and f"\0{WORLD}\0" not in tested
    )


def _clean_in_groups(
    survey: _Survey,
    top: etree._Element,
    nodes: list[etree._Element],
    pairs: list[tuple[etree._Element | None, str | None]],
    forbid_separator: bool,
) -> bool:
    """The bulk test with siblings compared in their groups and missing names defaulted.

    True only when ``_clean_by_tag`` is: a name the walk may meet missing
    without a default fails, as there; every other element takes part in
    the name and sibling tests (those ``_clean_by_tag`` leaves out too, so
    that it can only fail more often); names of the tags whose names may
    not be reserved are tested as reserved. A visual named like its
    collision, a camera without a name (``__default__``), a contact
    sensor's ``<collision>`` values pass here.
    """
    tokens, defaults, reserved = survey.tokens, survey.defaults, survey.reserved
    names: list[str] = []
    reserved_names: list[str] = []
    seen: set[tuple[object, str, str]] = set()
    for node, (parent, name) in zip(nodes, pairs, strict=True):
        tag = node.tag
        assert isinstance(tag, str)  # filtered by tag names
        if name is None:
            where = (None if node is top or parent is None else parent.tag, tag)
            if where not in defaults:
                continue  # no class holds this tag there: the walk never comes
            name = defaults[where]
            if name is None:
                return False
        token = tokens.get(tag)
        if token is not None:
            key = (parent, token, name)
            if key in seen:
                return False
            seen.add(key)
        names.append(name)
        if tag in reserved:
            reserved_names.append(name)
    return _allowed_names(names, forbid_separator, reserved_names)


def document_names_clean(cls: type[Element], top: etree._Element, version: str) -> bool:
    """Whether ``check_names`` would report nothing on a whole document read as it is.

    ``top`` is the XML root the ``<sdf>`` object of class ``cls`` was read
    from, every object below read from it (lazily or not) and left as read:
    nothing composed, edited or built since. An object read eagerly holds
    the names of its XML as they are (a child the reader keeps aside, such
    as an unknown element or the repeat of a single one, is in the XML
    too), so the survey of the XML is a superset of what the walk checks,
    as for lazy objects: True only when the walk would find nothing.

    Args:
        cls: The class of the ``<sdf>`` object.
        top: Its XML element.
        version: The version the document declares (``::`` is reserved from 1.8).
    """
    return names_clean_in_tree(cls, top, separator_reserved(version), False)


def _clean_by_tag(survey: _Survey, top: etree._Element, forbid_separator: bool) -> bool:
    """The survey element by element, where the bulk test found something to look at.

    Rules differ by tag (which names are reserved, which default a missing
    name takes) and siblings are compared in their groups only: a camera
    without a name, a visual named like its collision, a world named
    ``world``, a plugin's own ``<link>`` are fine here.
    """
    reserved, tokens, defaults = survey.reserved, survey.tokens, survey.defaults
    seen: set[tuple[object, str, str]] = set()
    for node in top.iter(*survey.tags):
        tag = node.tag
        assert isinstance(tag, str)  # filtered by tag names
        parent = node.getparent()
        where = (None if node is top or parent is None else parent.tag, tag)
        if where not in defaults:
            continue  # no class holds this tag there (a plugin's content): the walk never comes
        name = node.get("name")
        if name is None:  # the name the object holds: its class's default, if it has one
            name = defaults[where]
            if name is None:
                return False
        if not name or (forbid_separator and SEPARATOR in name):
            return False
        if tag in reserved and is_reserved(name):
            return False
        token = tokens.get(tag)
        if token is not None:
            key = (parent, token, name)
            if key in seen:
                return False
            seen.add(key)
    return True
