"""A version's grammar as one table of constants, for the migration's newer-content warnings.

A document declaring an older version than it is loaded as is compared with
its version's grammar (``sdformat_semantics.migration.declared``): where each
element may stand, which attributes and values it may take. Reading that
from ``spec_tree.json`` cost a migrated check the ``json`` import and two
parses of about 170 kB at every start; this table holds only what the
comparison reads, as nested tuples of strings, which Python loads from the
byte-compiled module in one piece.

A slot is one place in the tree (a spec file's root, shared by every place
that includes or refers to it, or an element written inline): ``(tag,
children, attributes, values, free)``, children as ``(tag, slot index)``
pairs, attributes as ``(name, allowed values or None)``. Slot 0 is ``<sdf>``.
"""

from __future__ import annotations

from typing import Any

from generator.model import SpecVersion
from generator.spec_tree import spec_tree_data

Slot = tuple[str, tuple[tuple[str, int], ...], tuple[tuple[str, Any], ...], Any, bool]
"""(tag, children, attributes, values or None, free)."""


def grammar_slots(spec: SpecVersion) -> list[Slot]:
    """Every slot of ``spec``'s grammar, ``<sdf>`` first, each spec file's root once."""
    files: dict[str, Any] = spec_tree_data(spec)["files"]
    slots: list[Slot | None] = []
    by_stem: dict[str, int] = {}

    def slot_of(node: dict[str, Any], stem: str | None) -> int:
        if stem is not None and stem in by_stem:
            return by_stem[stem]
        index = len(slots)
        slots.append(None)  # reserved: a child may refer back to it (a model in a model)
        if stem is not None:
            by_stem[stem] = index
        children: list[tuple[str, int]] = []
        for child in node.get("children", ()):
            if "include" in child:
                included = files[child["include"]]
                children.append((included["name"], slot_of(included, child["include"])))
            elif child.get("ref"):
                children.append((child["name"], slot_of(files[child["ref"]], child["ref"])))
            else:
                children.append((child["name"], slot_of(child, None)))
        attributes = tuple(
            (a["name"], tuple(a["choices"]) if a.get("choices") else None)
            for a in node.get("attributes", ())
        )
        choices = node.get("choices")
        values = tuple(choices) if choices else None
        free = bool(node.get("any_content"))
        slots[index] = (node["name"], tuple(children), attributes, values, free)
        return index

    slot_of(files["root"], "root")
    return [slot for slot in slots if slot is not None]  # every reserved place is filled


def grammar_view(spec: SpecVersion) -> list[str]:
    """The slots of ``spec``'s grammar as Python literals, for ``python/grammar.py.j2``."""
    return [repr(slot) for slot in grammar_slots(spec)]
