"""Make names unique the way SDFormat 1.7 needs, for documents written before 1.7.

From 1.7 on, the links, joints, frames and nested models of a model share one
namespace (they are all frames), and a world's frames share one with its
models. Older files often name a joint after its child link. So that such
files still load, libsdformat renames the later entity of a colliding pair
with a suffix and a warning; this module does the same during the 1.6 -> 1.7
migration step: nested models keep their names, then links (``_link``),
joints (``_joint``) and frames (``_frame``) are renamed when an entity of
another kind already has the name (``wheel`` -> ``wheel_joint``, then
``wheel_joint0``, ``wheel_joint1``... if that is taken too).

Two entities of the same kind with one name are not renamed: that was already
an error before 1.7 and is reported as ``DUPLICATE_NAME``. References to a
renamed entity are not rewritten (they now name the entity that kept the name,
as in libsdformat), which is why each rename is a warning.
"""

from __future__ import annotations

from collections.abc import Callable

from lxml import etree

from sdformat_runtime.errors import ErrorCode
from sdformat_semantics.migration.rewrite_log import RewriteLog

SHARED_NAMESPACE = "from SDFormat 1.7 they share one namespace"
"""The words of every warning about an entity renamed because another kind held its name."""

MODEL_ORDER = (("model", ""), ("link", "_link"), ("joint", "_joint"), ("frame", "_frame"))
"""Kinds in a model, in the order they claim names, with the suffix a late one gets."""
WORLD_ORDER = (("model", ""), ("frame", "_frame"))
"""Kinds in a world that share a namespace."""


def kinds_may_collide(root: etree._Element, scope: str) -> bool:
    """Whether ``rename_colliding_names`` may change a ``<scope>`` (model or world) of the tree.

    A rename needs two kinds of entity in one scope. The tags a document
    holds answer that mostly for free (lxml's name dictionary): 3,000 models
    of one link each and no joint or frame need no search for a model holding
    two entities (3-8 ms). Only models nested in models (the kind no tag
    tells apart) are searched for, when one other kind is present.
    """
    order = WORLD_ORDER if scope == "world" else MODEL_ORDER
    present = sum(
        1 for kind, _ in order if kind != "model" and next(root.iter(kind), None) is not None
    )
    if present != 1 or scope == "world":  # a world's models are there: one other kind is two
        return present > 0
    return bool(root.xpath("boolean(descendant::model/model)"))


def rename_colliding_names(scope: etree._Element, log: RewriteLog) -> None:
    """Rename the entities of a model or world whose name another kind already holds."""
    order = WORLD_ORDER if scope.tag == "world" else MODEL_ORDER
    # The kinds' children found by lxml, whose tag test spares reading every child's
    # tag in Python (a world of 3,000 models): only elements of these plain tags.
    names = [child.get("name") for child in scope.iterchildren(*(kind for kind, _ in order))]
    if len(set(names)) == len(names):  # no name held twice: the common case, read once
        return
    entities: dict[str, list[etree._Element]] = {kind: [] for kind, _ in order}
    for child in scope:
        if isinstance(child.tag, str) and child.tag in entities:
            entities[child.tag].append(child)
    holders: dict[str, str] = {}
    # A new name must not take the name of an entity met later either.
    present = {str(c.get("name")) for kind in entities.values() for c in kind if c.get("name")}
    numbering: dict[str, int] = {}

    def taken(candidate: str) -> bool:
        return candidate in holders or candidate in present

    for kind, suffix in order:
        for entity in entities[kind]:
            name = entity.get("name")
            if name is None:
                continue
            holder = holders.get(name)
            if holder is not None and holder != kind and suffix:
                new_name = _free_name(name + suffix, taken, numbering)
                message = (
                    f"<{kind}> '{name}' has the name of a <{holder}> in <{scope.tag}> "
                    f"'{scope.get('name')}'; {SHARED_NAMESPACE}, so "
                    f"it is renamed '{new_name}' (references to '{name}' now mean the "
                    f"<{holder}>)"
                )
                log.warning(ErrorCode.NAME_CHANGED_BY_MIGRATION, message, entity)
                log.count(f"<{kind}> renamed to avoid a name another entity holds")
                entity.set("name", new_name)
                present.add(new_name)
                name = new_name
            holders.setdefault(name, kind)


def _free_name(base: str, taken: Callable[[str], bool], numbering: dict[str, int]) -> str:
    """``base``, else the first of ``base0``, ``base1``... that is free.

    Names only ever become taken, so the search for a base resumes after the
    number it last gave: thousands of entities of one name stay linear.
    """
    if not taken(base):
        return base
    number = numbering.get(base, 0)
    while taken(f"{base}{number}"):
        number += 1
    numbering[base] = number + 1
    return f"{base}{number}"


SCOPED_IN_WORLD = ("model", "light", "actor", "frame", "joint")
"""Entities of a world whose names ``::`` may not split from 1.8 on."""


_HOLDS_SCOPED_NAME = (
    "boolean(*[contains(@name, '::')]["
    + " or ".join(f"self::{tag}" for tag in SCOPED_IN_WORLD)
    + "])"
)
"""Whether an element has a child of the ``SCOPED_IN_WORLD`` tags whose name holds ``::``."""


def rename_scoped_names(world: etree._Element, log: RewriteLog) -> None:
    """Rename a 1.7 world's entities named ``a::b`` to ``a__b``, and the world's references to them.

    ``world`` may also be ``<sdf>``: a model, light or actor at the top of a
    file is renamed the same way.

    In 1.7 such a name is just a name; from 1.8 on ``::`` separates scopes, so
    the document would otherwise be written as invalid newer SDFormat. The
    references the world's own entities make (poses' ``relative_to``, frames'
    ``attached_to``, joints' parent and child) follow the rename, whole names
    and scoped names below them (``a::b::link``) alike.
    """
    if not world.xpath(_HOLDS_SCOPED_NAME):
        return  # nothing to rename: the common case, asked of libxml2 (thousands of models)
    present = {str(c.get("name")) for c in world if c.get("name")}
    numbering: dict[str, int] = {}
    renamed: dict[str, str] = {}
    for entity in world:
        name = entity.get("name") or ""
        if entity.tag not in SCOPED_IN_WORLD or "::" not in name:
            continue
        new_name = _free_name(name.replace("::", "__"), present.__contains__, numbering)
        present.add(new_name)
        renamed[name] = new_name
        entity.set("name", new_name)
        where = (
            f"of world '{world.get('name')}'" if world.tag == "world" else "at the top of the file"
        )
        message = (
            f"<{entity.tag}> '{name}' {where} is renamed '{new_name}': "
            "'::' separates scopes from SDFormat 1.8 on"
        )
        log.warning(ErrorCode.NAME_CHANGED_BY_MIGRATION, message, entity)
        log.count(f"<{entity.tag}> renamed: '::' is reserved from 1.8 on")
    if renamed:
        for entity in world:
            _follow_renames(entity, renamed)


def _follow_renames(entity: etree._Element, renamed: dict[str, str]) -> None:
    """Rewrite the references one world entity makes to renamed entities."""

    def moved(value: str) -> str | None:
        # The longest renamed prefix wins: 'a::b::c' may be an entity of its own.
        for old in sorted(renamed, key=len, reverse=True):
            if value == old or value.startswith(old + "::"):
                return renamed[old] + value[len(old) :]
        return None

    for element, attribute in ((entity, "attached_to"), (entity.find("pose"), "relative_to")):
        value = element.get(attribute) if element is not None else None
        new = moved(value.strip()) if value else None
        if element is not None and new is not None:
            element.set(attribute, new)
    if entity.tag == "joint":
        for end in (entity.find("parent"), entity.find("child")):
            new = moved((end.text or "").strip()) if end is not None else None
            if end is not None and new is not None:
                end.text = new
