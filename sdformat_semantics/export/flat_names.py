"""Flattened 1.7 names that libsdformat reads back into the nested models they came from.

A 1.7 reader that knows nested models (libsdformat 11 and later, on every
model of a world) turns ``a::link`` names back into a model ``a`` by
string prefix: every link, joint, frame, model or gripper of the model
whose name *begins with* ``a`` (``a::link``, but also ``a2::link`` and
``a_joint``) is moved into ``a`` and loses the first ``len("a::")``
characters of its name, and every joint end, ``attached_to`` and
``expressed_in`` of what moved must begin with ``a`` too, or libsdformat
12 aborts. So, once a world's model is flattened (``structure.flatten``)
and its references are made flat (``references.flat_references``):

* an entity whose name begins with the name of a flattened model beside
  it without being in it (``a_joint`` beside ``a::link``; a model ``a2``
  beside a model ``a``) is renamed, and with a model everything in it;
* a joint or frame of a flattened model that names something outside it
  (a joint whose parent is ``world`` or a link of the model around it)
  moves out, as an entity of the innermost model holding everything it
  names, under a new name.

Names start with ``_`` until they collide with nothing; every rename is
reported (``DOWNCONVERSION_LOSS``: a plugin that names the entity by its
old name will not find it) and recorded in ``DownContext.renamed``, and
every reference to the old name in the model and its world is rewritten.
Poses, attachments and joints stay what they were.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

import attrs
from lxml import etree

from sdformat_semantics.export.context import DownContext
from sdformat_semantics.frames import MODEL_FRAME
from sdformat_semantics.migration.paths import descendants

SEPARATOR = "::"
UNFLATTENED = ("link", "joint", "frame", "model", "gripper")
"""What libsdformat's unflattening moves into a nested model by the prefix of its name."""
_MOST_PASSES = 64
"""A move can push what named the moved entity out too; each pass moves at least one."""


class MigrationRun(Protocol):
    """What this rule needs of the step that runs it (``rules.MigrationRun`` is one)."""

    def count(self, description: str) -> None:
        """Record that a rewrite applied once."""
        ...

    def lose(self, node: etree._Element, what: str, reason: str, *, suffix: str = "") -> None:
        """Report ``what`` of ``node`` as left out of the written document, and why."""
        ...


def unflattenable_names(model: etree._Element, context: DownContext, run: MigrationRun) -> None:
    """Rename what libsdformat would read into the wrong nested model (see the module text)."""
    world = model.getparent()
    if world is None or world.tag != "world":
        return  # libsdformat unflattens the models of a world only
    entities = [e for e in model if e.tag in UNFLATTENED and e.get("name")]
    if not any(SEPARATOR in e.get("name", "") for e in entities):
        return
    renames: dict[str, str] = {}
    for _ in range(_MOST_PASSES):
        moved = _move_out(entities, renames, run)
        _apply(model, renames)
        if not moved:
            break
    _rename_collisions(entities, renames, run)
    _apply(model, renames)
    if not renames:
        return
    prefix = model.get("name", "") + SEPARATOR
    scoped = {prefix + old: prefix + new for old, new in renames.items()}
    _apply_world(world, model, scoped)
    context.renamed.update(scoped)


# Moving out what names something outside its model ---------------------------------------


def _move_out(entities: list[etree._Element], renames: dict[str, str], run: MigrationRun) -> bool:
    """Move each joint or frame naming something outside its flattened model out of it."""
    moved = False
    taken = {e.get("name", "") for e in entities}
    for entity in entities:
        name = entity.get("name", "")
        if SEPARATOR not in name or entity.tag not in ("joint", "frame"):
            continue
        if name.endswith(SEPARATOR + MODEL_FRAME):
            continue  # a model's stand-in frame: its attachment is made inside the model
        level = _level_of(name)
        references = list(_references(entity))
        holding = level
        while holding and not all(r.startswith(holding) for r in references):
            holding = _level_of(holding[: -len(SEPARATOR)])
        if holding == level:
            continue
        new = holding + _free_name(name[len(holding) :], holding, taken)
        taken.add(new)
        outside = next(r for r in references if not r.startswith(level))
        reason = (
            f"it names '{outside}', outside the flattened model '{level[: -len(SEPARATOR)]}', "
            "which libsdformat cannot read back from 1.7 names; it is written as "
            f"'{new}' (a plugin naming it by its old name will not find it)"
        )
        _rename(entity, new, renames, run, reason)
        moved = True
    return moved


def _references(entity: etree._Element) -> Iterator[str]:
    """The names a joint or frame gives that libsdformat strips of the model's prefix."""
    if entity.tag == "frame":
        yield from _nonempty([entity.get("attached_to")])
    else:
        yield from _nonempty(
            [entity.findtext("parent"), entity.findtext("child")]
            + [xyz.get("expressed_in") for xyz in entity.findall("axis/xyz")]
            + [xyz.get("expressed_in") for xyz in entity.findall("axis2/xyz")]
        )
    own = entity.find("pose")
    if own is not None:
        yield from _nonempty([own.get("relative_to")])


def _nonempty(values: list[str | None]) -> Iterator[str]:
    for value in values:
        if value and value.strip():
            yield value.strip()


# Names beginning with another flattened model's name --------------------------------------


@attrs.define
class _Level:
    """What one prefix of the flattened names holds: its models' names and its own entities."""

    groups: list[str] = attrs.field(factory=list)
    """The names of the flattened models directly at this level, in document order."""
    entities: list[etree._Element] = attrs.field(factory=list)
    """The entities named at this level (no ``::`` after the prefix)."""


def _level_of(name: str) -> str:
    """``a::b::`` of ``a::b::link``: the prefix a name's entity sits at (``""`` for none)."""
    cut = name.rfind(SEPARATOR)
    return name[: cut + len(SEPARATOR)] if cut >= 0 else ""


def _levels(entities: list[etree._Element]) -> dict[str, _Level]:
    """Every prefix of the flattened names (``""``, ``a::``, ``a::b::``) and what it holds."""
    levels: dict[str, _Level] = {"": _Level()}
    for entity in entities:
        prefix = _level_of(entity.get("name", ""))
        if prefix not in levels:
            levels[prefix] = _Level()
            inner = prefix
            while inner:  # the models around it, up to the first level already known
                around = _level_of(inner[: -len(SEPARATOR)])
                group = inner[len(around) : -len(SEPARATOR)]
                if around in levels:
                    levels[around].groups.append(group)
                    break
                levels[around] = _Level(groups=[group])
                inner = around
        levels[prefix].entities.append(entity)
    return levels


def _clash(name: str, groups: list[str]) -> str | None:
    """The first model name of ``groups`` that ``name`` begins with, other than itself."""
    known = set(groups)
    for length in sorted({len(group) for group in groups}):
        if name[:length] in known and name[:length] != name:
            return name[:length]
    return None


def _rename_collisions(
    entities: list[etree._Element], renames: dict[str, str], run: MigrationRun
) -> None:
    """At every level, rename what begins with a flattened model's name without being in it."""
    taken = {e.get("name", "") for e in entities}
    levels = _levels(entities)
    queue = sorted(levels, key=lambda prefix: prefix.count(SEPARATOR))
    done: set[str] = set()
    while queue:
        prefix = queue.pop(0)
        if prefix in done or prefix not in levels:
            continue  # a level renamed away with its model
        done.add(prefix)
        level = levels[prefix]
        if _rename_groups(prefix, level.groups, entities, taken, renames, run):
            levels = _levels(entities)  # rare: the levels below the renamed model moved
            queue = sorted(set(levels) - done, key=lambda key: key.count(SEPARATOR))
        for entity in level.entities:
            name = entity.get("name", "")[len(prefix) :]
            clash = name if name in level.groups else _clash(name, level.groups)
            if clash is None:
                continue
            new = prefix + _free_name(name, prefix, taken, level.groups)
            taken.add(new)
            reason = (
                f"it begins with '{clash}', the name of a flattened model beside it, and "
                f"libsdformat reads such a 1.7 name as that model's; it is written as '{new}' "
                "(a plugin naming it by its old name will not find it)"
            )
            _rename(entity, new, renames, run, reason)


def _rename_groups(
    level: str,
    groups: list[str],
    entities: list[etree._Element],
    taken: set[str],
    renames: dict[str, str],
    run: MigrationRun,
) -> bool:
    """Rename each flattened model whose name begins with another's there; whether any was."""
    renamed = False
    for index, group in enumerate(groups):
        clash = _clash(group, groups)
        if clash is None:
            continue
        new_group = _free_name(group, level, taken, groups)
        groups[index] = new_group
        taken.add(level + new_group)
        old_prefix, new_prefix = level + group + SEPARATOR, level + new_group + SEPARATOR
        members = [e for e in entities if e.get("name", "").startswith(old_prefix)]
        proxy = next((e for e in members if e.get("name") == old_prefix + MODEL_FRAME), None)
        reason = (
            f"its name begins with '{clash}', the name of a flattened model beside it, and "
            f"libsdformat reads such 1.7 names as that model's; it is written as "
            f"'{level}{new_group}' (a plugin naming it or what it holds by the old names "
            "will not find them)"
        )
        where = proxy if proxy is not None else members[0]
        run.lose(where, f"the name of nested model '{level}{group}'", reason)
        for member in members:
            old = member.get("name", "")
            member.set("name", new_prefix + old[len(old_prefix) :])
            taken.add(member.get("name", ""))
            _record(renames, old, member.get("name", ""))
        _record(renames, level + group, level + new_group)  # the model itself, for the record
        run.count("flattened model renamed: its name began with another's")
        renamed = True
    return renamed


def _free_name(wanted: str, level: str, taken: set[str], groups: list[str] | None = None) -> str:
    """``wanted`` behind as many ``_`` as it takes to begin no group's name and to be free."""
    blocking = groups or []
    name = "_" + wanted.replace(SEPARATOR, "_")
    while level + name in taken or any(name.startswith(g) or g.startswith(name) for g in blocking):
        name = "_" + name
    return name


def _rename(
    entity: etree._Element, new: str, renames: dict[str, str], run: MigrationRun, reason: str
) -> None:
    old = entity.get("name", "")
    run.lose(entity, f"the name of {entity.tag} '{old}'", reason, suffix="/@name")
    entity.set("name", new)
    _record(renames, old, new)
    run.count(f"{entity.tag} renamed so that libsdformat reads it into its model")


def _record(renames: dict[str, str], old: str, new: str) -> None:
    """Add ``old -> new``, following earlier renames to ``old`` on to ``new``."""
    for first, then in list(renames.items()):
        if then == old:
            renames[first] = new
    renames.setdefault(old, new)


# Rewriting references ----------------------------------------------------------------------


def _slots(scope: etree._Element) -> Iterator[tuple[etree._Element, str | None]]:
    """Every place in ``scope`` that names an entity: (element, attribute or None for text)."""
    for pose in descendants(scope, "pose"):
        yield pose, "relative_to"
    for xyz in descendants(scope, "xyz"):
        yield xyz, "expressed_in"
    for frame in descendants(scope, "frame"):
        yield frame, "attached_to"
    for tag in ("parent", "child", "gripper_link", "palm_link"):
        for node in descendants(scope, tag):
            yield node, None


def _apply(scope: etree._Element, renames: dict[str, str]) -> None:
    """Rewrite every reference in ``scope`` to a renamed entity."""
    if not renames:
        return
    for node, attribute in _slots(scope):
        value = (node.get(attribute) if attribute else node.text) or ""
        new = renames.get(value.strip())
        if new is None:
            continue
        if attribute:
            node.set(attribute, new)
        else:
            node.text = new


def _apply_world(world: etree._Element, model: etree._Element, scoped: dict[str, str]) -> None:
    """Rewrite the world's references (outside ``model``) to what ``model`` renamed."""
    for child in world:
        if child is model or child.tag in ("model", "state"):
            continue
        for node, attribute in _slots(child):
            value = ((node.get(attribute) if attribute else node.text) or "").strip()
            if value in scoped:
                if attribute:
                    node.set(attribute, scoped[value])
                else:
                    node.text = scoped[value]
    for other in world.iterchildren("model"):
        pose = other.find("pose")
        if other is not model and pose is not None:
            value = (pose.get("relative_to") or "").strip()
            if value in scoped:
                pose.set("relative_to", scoped[value])
