"""Semantic checks that need more than one element: names, joints and axes.

Each check takes bound element objects (of any supported version: the
generated classes share field names) and returns problems; none raises.
The frame graphs (``frames``) are built separately and passed in where a
check needs to resolve names. The joint checks live in ``checks.joints``
(``check_joints`` is importable from here as before).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TypeGuard

import attrs
from lxml import etree

from sdformat_runtime.binding import (
    Element,
    binding_of,
    peek,
    read_from,
    unread_element,
)
from sdformat_runtime.errors import Error, ErrorCode, Place, Severity, XmlOrigin, problem
from sdformat_runtime.versions import version_key
from sdformat_semantics.checks.joints import check_joints
from sdformat_semantics.checks.name_survey import (
    ENTITY_FIELDS,
    RESERVED_CHECKED,
    is_reserved,
    names_clean_in_tree,
)
from sdformat_semantics.checks.name_survey import has_name_attribute as _has_name_attribute
from sdformat_semantics.checks.name_survey import name_fields as _name_fields
from sdformat_semantics.entities import (
    NamedElement,
    all_models,
    is_model,
    is_root,
    root_models,
)
from sdformat_semantics.frames import (
    SEPARATOR,
    FrameGraphs,
    FrameKind,
)
from sdformat_semantics.include import IncludeRecord
from sdformat_semantics.interface import InterfaceModel
from sdformat_semantics.migration.name_collisions import SHARED_NAMESPACE

__all__ = [
    "all_models",  # here before entities existed; callers still import them from checks
    "check_canonical_links",
    "check_joints",
    "check_names",
    "check_root_entities",
    "is_reserved",
    "misplaced_includes",
    "renamed_duplicates",
    "root_models",
    "walk",
]

_ELEMENT_FIELDS: dict[type[Element], tuple[str, ...]] = {}


def _element_fields(cls: type[Element]) -> tuple[str, ...]:
    """Fields of a class that hold element objects (one or a list), computed once per class."""
    found = _ELEMENT_FIELDS.get(cls)
    if found is None:
        kinds = ("child", "children")
        found = tuple(name for name, spec in binding_of(cls).fields if spec.kind in kinds)
        _ELEMENT_FIELDS[cls] = found
    return found


def _is_named(element: Element) -> TypeGuard[NamedElement]:
    """Whether an object's class has a ``name`` attribute."""
    return _has_name_attribute(type(element))


def _named_children(element: Element) -> Iterator[tuple[str, list[NamedElement]]]:
    """List fields of child objects that carry a ``name`` attribute (plugins excluded)."""
    for field in _name_fields(type(element)):
        items = getattr(element, field)  # a field the binding lists: present on every object
        if (
            isinstance(items, list)
            and items
            and _has_name_attribute(type(items[0]))
            and type(items[0]).TAG != "plugin"
        ):
            yield field, items


def walk(
    element: Element,
    *,
    named_only: bool = False,
    prune: Callable[[Element], bool] | None = None,
) -> Iterator[Element]:
    """The element and every element object below it (plugin content is not bound).

    ``named_only`` skips the parts of the tree where no object can have a
    name (a geometry, an inertial...): the name checks visit a third of it.
    ``prune`` leaves out an object and everything below it where it says so.
    """
    fields_of = _name_fields if named_only else _element_fields
    pending = [element]
    while pending:
        current = pending.pop()
        if prune is not None and prune(current):
            continue
        yield current
        for field in reversed(fields_of(type(current))):
            value = getattr(current, field)
            if isinstance(value, list):
                pending.extend(reversed(value))
            elif value is not None:
                pending.append(value)


def check_names(
    root: Element,
    version: str,
    *,
    strict: bool = False,
    includes: Sequence[IncludeRecord] = (),
    as_read: bool = False,
) -> list[Error]:
    """Empty, reserved and duplicate names.

    Args:
        root: The ``<sdf>`` object.
        version: Version the file declares; ``::`` is reserved from 1.8 on.
        strict: Also require every named sibling to differ, whatever its type.
        includes: What the document's includes placed: a placed model whose
            name clashes in the including scope, or whose name the include
            gave it, is reported at its ``<include>``, not in the included file.
        as_read: The loader's promise that every object still holds what it
            was read from (nothing composed or edited since): the names of a
            filled object's subtree are then checked in its XML as well, so a
            clean document is checked in one pass over its tree.
    """
    placed_by = {id(r.placed): r for r in includes if r.placed is not None}
    problems: list[Error] = []
    forbid_separator = version_key(version) >= (1, 8)  # unknown strings count as new

    def clean_and_unread(element: Element) -> bool:
        """A lazy subtree with nothing to report: left unread."""
        node = unread_element(element)
        if node is None and as_read:
            node = read_from(element)
        return node is not None and names_clean_in_tree(
            type(element), node, forbid_separator, strict
        )

    for element in walk(root, named_only=True, prune=clean_and_unread):
        kind = type(element).TAG
        if kind != "plugin" and _is_named(element) and isinstance(element.name, str):
            name = element.name
            record = placed_by.get(id(element))
            if record is not None and not record.element.name:
                record = None  # the name is the included file's own: its problem is there
            if not name:
                message = f"<{kind}> has an empty name"
                problems.append(_at_include(ErrorCode.ATTRIBUTE_INVALID, message, element, record))
            elif type(element).__name__ in RESERVED_CHECKED and is_reserved(name):
                message = f"'{name}' is a reserved name and cannot name a <{kind}>"
                problems.append(_at_include(ErrorCode.RESERVED_NAME, message, element, record))
            elif forbid_separator and SEPARATOR in name:
                message = f"'{name}': '::' is reserved for scoped names from SDFormat 1.8 on"
                problems.append(_at_include(ErrorCode.RESERVED_NAME, message, element, record))
        problems.extend(_duplicates(element, strict=strict, placed_by=placed_by))
    return problems


def _at_include(
    code: ErrorCode, message: str, element: Place, record: IncludeRecord | None = None
) -> Error:
    """A name problem of an included entity, located at the include that placed it."""
    if record is None:
        return problem(code, message, element)
    suffix = "/name" if record.element.name else "/uri"
    where = f" (included from '{record.path}')" if record.path is not None else ""
    return problem(code, message + where, record.element, suffix=suffix)


def _duplicates(
    element: Element, *, strict: bool, placed_by: Mapping[int, IncludeRecord] | None = None
) -> list[Error]:
    problems: list[Error] = []
    groups: list[list[NamedElement]] = []
    children = dict(_named_children(element))
    if type(element).TAG in ("model", "world"):
        groups.append([item for field in ENTITY_FIELDS for item in children.pop(field, [])])
    if strict:  # one group, the entities first (as loading meets them): a light and a model too
        groups = [[*(groups[0] if groups else []), *(i for v in children.values() for i in v)]]
    else:
        groups.extend(children.values())
    for group in groups:
        seen: dict[object, str] = {}
        for item in group:
            name = peek(item, "name")  # a lazy sibling stays unread
            if name in seen:
                owner = type(element).TAG
                message = (
                    f"<{item.TAG}> name '{item.name}' is already used by a sibling "
                    f"<{seen[name]}> in this <{owner}>"
                )
                record = (placed_by or {}).get(id(item))
                problems.append(_at_include(ErrorCode.DUPLICATE_NAME, message, item, record))
            else:
                seen[name] = item.TAG
    return problems


def renamed_duplicates(problems: Sequence[Error]) -> list[Error]:
    """A ``DUPLICATE_NAME`` for each entity loading renamed because another kind held its name.

    A file written before 1.7 may name a joint like its link; loading renames
    the later one with a warning, as libsdformat's loader does, but the names
    as written still collide, and the reference's command-line check, which
    compares the siblings as written, refuses the file. ``problems``: the
    load's.
    """
    return [
        attrs.evolve(
            warning,
            code=ErrorCode.DUPLICATE_NAME,
            severity=Severity.ERROR,
            message=(
                f"{warning.message.split(';')[0]}: named siblings must differ "
                "(loading renames it for SDFormat 1.7; the names as written collide)"
            ),
        )
        for warning in problems
        if warning.code is ErrorCode.NAME_CHANGED_BY_MIGRATION
        and SHARED_NAMESPACE in warning.message
    ]


ROOT_ENTITY_FIELDS = ("models", "model", "lights", "light", "actors", "actor")
"""Fields of ``<sdf>`` holding top-level entities: lists in 1.7, one of each later."""


_ROOT_ENTITY_FIELDS: dict[type[Element], tuple[str, ...]] = {}


def _root_entity_fields(cls: type[Element]) -> tuple[str, ...]:
    """The ``ROOT_ENTITY_FIELDS`` a root class has, found once per class (asked every load)."""
    found = _ROOT_ENTITY_FIELDS.get(cls)
    if found is None:
        names = {name for name, _ in binding_of(cls).fields}
        found = _ROOT_ENTITY_FIELDS[cls] = tuple(f for f in ROOT_ENTITY_FIELDS if f in names)
    return found


def check_root_entities(root: Element) -> list[Error]:
    """At most one top-level model, light or actor, and never beside a world."""
    entities: list[NamedElement | etree._Element] = []
    for field in _root_entity_fields(type(root)):
        value: list[NamedElement] | NamedElement | None = getattr(root, field)
        entities.extend(value if isinstance(value, list) else [] if value is None else [value])
    for kept in root.xml_extras.kept_elements():
        if kept.tag in ("model", "light", "actor"):
            entities.append(kept)
    problems: list[Error] = []
    # A second entity may be bound (1.7 allows a list) or kept raw (later versions allow one).
    names = [
        item.get("name") if isinstance(item, etree._Element) else item.name for item in entities
    ]
    for duplicate in sorted({n for n in names if n is not None and names.count(n) > 1}):
        message = f"two top-level entities are named '{duplicate}'"
        problems.append(problem(ErrorCode.DUPLICATE_NAME, message, root))
    if len(entities) > 1:
        message = "a file may hold one top-level model, light or actor; the first one is used"
        second = entities[1]
        if isinstance(second, etree._Element):
            line = second.sourceline if isinstance(second.sourceline, int) else None
            file = root.xml_origin.file if root.xml_origin else None
            where = XmlOrigin(file, line, "/sdf")  # a raw entity has no path of its own
            problems.append(problem(ErrorCode.ELEMENT_INCORRECT_TYPE, message, where))
        else:
            problems.append(problem(ErrorCode.ELEMENT_INCORRECT_TYPE, message, second))
    if is_root(root) and root.worlds and entities:
        message = "a file holds either worlds or one top-level entity, not both"
        problems.append(problem(ErrorCode.ELEMENT_INCORRECT_TYPE, message, root))
    return problems


def misplaced_includes(root: Element) -> list[Error]:
    """``<include merge="true">`` where the spec has no include (in a frame, an actor...).

    The reader already warns about the unknown element; a merge there is an
    error because the author expected content to appear.
    """
    problems: list[Error] = []
    for element in walk(root):
        for kept in element.xml_extras.kept_elements():
            if kept.tag == "include" and (kept.get("merge") or "").strip().lower() in ("true", "1"):
                message = (
                    f"<{element.TAG}> cannot merge-include: only models and worlds have includes"
                )
                line = kept.sourceline if isinstance(kept.sourceline, int) else None
                origin = element.xml_origin
                file = origin.file if origin else None
                # The line is the kept <include>'s own, the path its owner's.
                where = XmlOrigin(file, line, (origin.path if origin else "") + "/include")
                code = ErrorCode.MERGE_INCLUDE_UNSUPPORTED
                problems.append(problem(code, message, where))
    return problems


def check_pose_overflow(graphs: FrameGraphs, fallback: Place) -> list[Error]:
    """One error per frame whose pose, composed along its chain, leaves a double's range.

    Every pose was finite as read; offsets near ``1e308`` add up to infinity.
    Such a frame has no pose (queries say it cannot be resolved), never a
    substituted one.
    """
    problems: list[Error] = []
    for name in graphs.overflowing():
        element = graphs.vertices[name].element
        place = element if isinstance(element, Element) else fallback
        message = (
            f"the pose of '{name}' in '{graphs.origin}' leaves the range of a double once the "
            "poses of its frame chain are composed; it has no pose"
        )
        problems.append(problem(ErrorCode.POSE_NOT_FINITE, message, place, suffix="/pose"))
    return problems


def check_canonical_links(graphs: FrameGraphs) -> list[Error]:
    """A model's canonical link must be a link (loading accepts any frame, as libsdformat does)."""
    problems: list[Error] = []
    for name, target in graphs.attached_to.items():
        vertex = graphs.vertices[name]
        if vertex.kind is not FrameKind.MODEL:
            continue
        model = vertex.element
        place: Place
        if is_model(model):
            explicit, place = model.canonical_link, model
        elif isinstance(model, InterfaceModel):  # a custom parser's model: no XML to point at
            explicit, place = model.canonical_link, None
        else:
            continue
        target_kind = graphs.vertices[target].kind
        if explicit and target_kind is not FrameKind.LINK:
            message = f"canonical_link '{explicit}' names a {target_kind.value}, not a link"
            problems.append(problem(ErrorCode.MODEL_CANONICAL_LINK_INVALID, message, place))
    return problems
