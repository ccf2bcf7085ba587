"""The changes page's view: what differs between two spec versions, and the rules between them.

Spec files are compared one by one, each by the paths its own elements and
attributes have below its root element (includes are compared as include
sites, not expanded), so a change to ``pose.sdf`` is reported once, not at
every place a pose may appear. Descriptions are ours and are not compared.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterator, Sequence

import attrs
from lxml import etree

from generator.docs_view import OCCURRENCE, code, element_heading, heading_anchor
from generator.model import ConvertRules, SpecElement, SpecInclude, SpecVersion
from sdformat_runtime.versions import version_key


@attrs.frozen
class Entry:
    """One element, attribute, include site or ``ref`` of a spec file, for comparison.

    Attributes:
        path: Path below the file's root element, e.g. ``link/velocity_decay/linear``,
            ``link/@name``; an include site has the included element's name.
        owner: Path of the element whose section describes the entry.
        kind: ``element``, ``attribute``, ``include``, ``ref`` or ``any content``.
        facts: ``(name, value)`` pairs that are compared, in display order.
    """

    path: str
    owner: tuple[str, ...]
    kind: str
    facts: tuple[tuple[str, str], ...]


def file_entries(spec: SpecVersion, stem: str) -> dict[str, Entry]:
    """Every entry of spec file ``stem``, keyed by path."""
    entries: dict[str, Entry] = {}

    def add(entry: Entry) -> None:
        entries[entry.path] = entry

    def visit(element: SpecElement, path: tuple[str, ...], occurs: str) -> None:
        text = "/".join(path)
        facts = [
            ("value", element.type or ""),
            ("default", element.default or ""),
            ("occurs", occurs),
            ("minimum", element.min or ""),
            ("maximum", element.max or ""),
            ("allowed values", " ".join(element.choices)),
        ]
        add(Entry(text, path, "element", _non_empty(facts)))
        for attribute in element.attributes:
            facts = [
                ("type", attribute.type),
                ("default", attribute.default),
                ("required", "required" if attribute.is_required else "optional"),
                ("allowed values", " ".join(attribute.choices)),
            ]
            add(Entry(f"{text}/@{attribute.name}", path, "attribute", _non_empty(facts)))
        for child in element.children:
            if isinstance(child, SpecInclude):
                name = spec.files[child.stem].root.name
                facts = [("occurs", OCCURRENCE[child.cardinality][0]), ("file", child.filename)]
                add(Entry(f"{text}/{name}", path, "include", tuple(facts)))
            elif child.copy_data:
                add(Entry(f"{text}/*", path, "any content", ()))
            elif child.ref is not None:
                facts = [("occurs", OCCURRENCE[child.cardinality][0]), ("same as", child.ref)]
                add(Entry(f"{text}/{child.name}", path, "ref", tuple(facts)))
            else:
                visit(child, (*path, child.name), OCCURRENCE[child.cardinality][0])

    root = spec.files[stem].root
    visit(root, (root.name,), "")
    return entries


def _non_empty(facts: list[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    return tuple((name, value) for name, value in facts if value)


@attrs.frozen
class FileChanges:
    """What changed in one spec file present in both versions.

    Attributes:
        stem: Spec file stem.
        element: Its root element's name (in the newer version).
        lines: One Markdown line per added, removed or changed entry.
    """

    stem: str
    element: str
    lines: tuple[str, ...]


@attrs.frozen
class MigrationStep:
    """One migration rules file between the two versions.

    Attributes:
        from_version: Version the rules read.
        to_version: Version the rules write.
        path: Repo-relative path of the rules file.
        notes: The file's leading comment (our explanation), dedented.
        rules: ``(location, Markdown descriptions of the operations there)`` pairs.
    """

    from_version: str
    to_version: str
    path: str
    notes: str
    rules: tuple[tuple[str, tuple[str, ...]], ...]


@attrs.frozen
class VersionChanges:
    """Everything that differs from one version to the next one we generate.

    Attributes:
        old: The older version.
        new: The newer version.
        added_files: Markdown links to the spec files only the newer version has.
        removed_files: Markdown links to the spec files only the older version has.
        files: Changes in the files both have, sorted by stem; unchanged files are left out.
        migrations: The rules files that take a document from ``old`` to ``new``.
    """

    old: str
    new: str
    added_files: tuple[str, ...]
    removed_files: tuple[str, ...]
    files: tuple[FileChanges, ...]
    migrations: tuple[MigrationStep, ...]


PLAIN_FACTS = frozenset({"occurs", "required"})
"""Facts whose values are words (``optional``), not spec text, and are shown without code."""


def _fact_value(name: str, value: str) -> str:
    return value if name in PLAIN_FACTS else code(value)


def _facts_text(facts: tuple[tuple[str, str], ...]) -> str:
    return ", ".join(
        _fact_value(name, value) if name in PLAIN_FACTS else f"{name} {code(value)}"
        for name, value in facts
    )


def _entry_link(entry: Entry, version: str, stem: str) -> str:
    anchor = heading_anchor(element_heading(entry.owner))
    return f"[{code(entry.path)}]({version}/{stem}.md#{anchor})"


def compare_file(old: SpecVersion, new: SpecVersion, stem: str) -> tuple[str, ...]:
    """Markdown lines for what changed in spec file ``stem`` between ``old`` and ``new``."""
    before, after = file_entries(old, stem), file_entries(new, stem)
    lines = []
    for path in sorted(before.keys() | after.keys()):
        if path not in before:
            entry = after[path]
            details = f" ({_facts_text(entry.facts)})" if entry.facts else ""
            lines.append(f"added {entry.kind} {_entry_link(entry, new.version, stem)}{details}")
        elif path not in after:
            entry = before[path]
            lines.append(f"removed {entry.kind} {_entry_link(entry, old.version, stem)}")
        elif before[path] != after[path]:
            lines.append(_change_line(before[path], after[path], new.version, stem))
    return tuple(lines)


def _change_line(before: Entry, after: Entry, version: str, stem: str) -> str:
    if before.kind != after.kind:
        return f"{_entry_link(after, version, stem)}: was {before.kind}, now {after.kind}"
    old, new = dict(before.facts), dict(after.facts)
    names = [name for name, _ in after.facts] + [n for n, _ in before.facts if n not in new]
    changes = []
    for name in names:
        was, now = old.get(name), new.get(name)
        if was == now:
            continue
        if was is None:
            changes.append(f"{name} {_fact_value(name, now or '')} added")
        elif now is None:
            changes.append(f"{name} {_fact_value(name, was)} dropped")
        else:
            label = "" if name == "required" else f"{name}: "  # "required → optional" says it
            changes.append(f"{label}{_fact_value(name, was)} → {_fact_value(name, now)}")
    return f"{_entry_link(after, version, stem)}: {'; '.join(changes)}"


def changes_view(
    old: SpecVersion, new: SpecVersion, chain: Sequence[ConvertRules]
) -> VersionChanges:
    """Describe what differs from ``old`` to ``new`` and the rules that migrate between them."""

    def file_link(spec: SpecVersion, stem: str) -> str:
        name = spec.files[stem].root.name
        return f"[{code(f'<{name}>')}]({spec.version}/{stem}.md) ({code(stem + '.sdf')})"

    files = []
    for stem in sorted(old.files.keys() & new.files.keys()):
        lines = compare_file(old, new, stem)
        if lines:
            files.append(FileChanges(stem, new.files[stem].root.name, lines))
    low, high = version_key(old.version), version_key(new.version)
    steps = [
        migration_step(rules)
        for rules in chain
        if low <= version_key(rules.from_version) and version_key(rules.to_version) <= high
    ]
    return VersionChanges(
        old=old.version,
        new=new.version,
        added_files=tuple(file_link(new, s) for s in sorted(new.files.keys() - old.files.keys())),
        removed_files=tuple(file_link(old, s) for s in sorted(old.files.keys() - new.files.keys())),
        files=tuple(files),
        migrations=tuple(steps),
    )


# Migration rules ------------------------------------------------------------------


def _endpoint(node: etree._Element | None) -> str:
    """A ``<from>``/``<to>`` as a code path: element ``a::b``, attribute ``c`` -> ``a/b/@c``."""
    if node is None:
        return ""
    parts = [part for part in (node.get("element") or "").split("::") if part]
    if node.get("attribute"):
        parts.append("@" + (node.get("attribute") or ""))
    return code("/".join(parts))


def _target(node: etree._Element) -> str:
    if node.get("attribute") is not None:
        return code("@" + (node.get("attribute") or ""))
    return code(f"<{node.get('element')}>")


def _transfer(verb: str) -> Callable[[etree._Element], str]:
    return lambda node: f"{verb} {_endpoint(node.find('from'))} to {_endpoint(node.find('to'))}"


def _map(node: etree._Element) -> str:
    source, target = node.find("from"), node.find("to")
    if source is None or target is None:
        return "map (incomplete rule)"
    sources = [code((v.text or "").strip()) for v in source.findall("value")]
    targets = [code((v.text or "").strip()) for v in target.findall("value")]
    if len(targets) == 1:
        listed = ", ".join(sources)
        return (
            f"set {code(target.get('name') or '')} to {targets[0]} when "
            f"{code(source.get('name') or '')} is one of {listed}"
        )
    # spec_check allows one target value or one per source value; one was handled above.
    pairs = ", ".join(f"{a} → {b}" for a, b in zip(sources, targets, strict=True))
    return f"set {code(target.get('name') or '')} from {code(source.get('name') or '')}: {pairs}"


def _add(node: etree._Element) -> str:
    value = node.get("value")
    with_value = f" with value {code(value)}" if value is not None else ""
    return f"add {_target(node)}{with_value} where it is missing"


def _split(node: etree._Element) -> str:
    parts = [
        f"{code('<' + (part.get('element') or '') + '>')} ({part.get('values')} values)"
        for part in node.findall("part")
    ]
    return f"split the values of {_target(node)} into {' and '.join(parts)}, in its place"


RULE_WORDING: dict[str, Callable[[etree._Element], str]] = {
    "rename": _transfer("rename"),
    "move": _transfer("move"),
    "copy": _transfer("copy"),
    "map": _map,
    "add": _add,
    "remove": lambda node: f"remove {_target(node)}",
    "remove_empty": lambda node: f"remove {_target(node)} when it is empty",
    "unflatten": lambda node: "rebuild nested models from flattened `parent::child` names",
    "deprecated": lambda node: f"remove the deprecated {_target(node)}, with a warning",
    "rename_colliding_names": lambda node: (
        "rename links, joints and frames that share a name, with a warning"
    ),
    "rename_scoped_names": lambda node: (
        "rename entities whose names hold `::` (reserved from 1.8 on) to `__`, with a warning"
    ),
    "leave_out_scoped_names": lambda node: (
        "leave out elements no version describes whose names hold `::`, with a warning "
        "(libsdformat refuses them from 1.8 on)"
    ),
    "rename_selected": lambda node: f"rename it to {code('<' + (node.get('to') or '') + '>')}",
    "split": _split,
}
"""How each operation of the ``.convert`` vocabulary reads in the documentation."""


def _rule_locations(node: etree._Element, where: str) -> Iterator[tuple[str, tuple[str, ...]]]:
    operations = tuple(
        RULE_WORDING[str(child.tag)](child)
        for child in node
        if isinstance(child.tag, str) and child.tag != "convert"
    )
    if operations:
        yield where, operations
    for child in node:
        if child.tag != "convert":
            continue
        if child.get("name") is not None:
            yield from _rule_locations(child, f"{where}/{child.get('name')}")
        else:
            yield from _rule_locations(child, f"{where}//{child.get('descendant_name')}")


def migration_step(rules: ConvertRules) -> MigrationStep:
    """Describe one checked rules file: its notes and each operation, where it applies."""
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    root = etree.fromstring(rules.text.encode("utf-8"), parser)
    comment = root.getprevious()
    notes = ""
    while comment is not None:
        if isinstance(comment, etree._Comment):
            notes = _dedent(comment.text or "")
        comment = comment.getprevious()
    return MigrationStep(
        from_version=rules.from_version,
        to_version=rules.to_version,
        path=rules.path,
        notes=notes,
        rules=tuple(_rule_locations(root, "/sdf")),
    )


def _dedent(text: str) -> str:
    return textwrap.dedent(text.strip("\n")).strip()
