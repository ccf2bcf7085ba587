"""The spec as a readable tree, for ``sdformat describe``.

Reads the ``spec_tree.json`` that ``make generate`` puts into each version
package (``spec/`` itself is not installed). Elements are named by paths from
``<sdf>`` down (``model/joint/axis``); an attribute is a last step ``@name``.
A path may also start at any element that has its own spec file (``link``,
``camera``, ``box_shape``). Includes are followed when a path or the tree
goes through them; a recursive element (a model inside a model) is entered
by a path but shown as a reference in a tree, so the output stays finite.
"""

from __future__ import annotations

import difflib
import functools
import importlib
import json
import textwrap
from typing import TypeAlias, TypedDict, final

import attrs

from sdformat_semantics.versions import PACKAGES

WIDTH = 88
"""Column at which descriptions wrap."""

CARDINALITY_TEXT = {
    "0": "optional, at most once",
    "1": "exactly once (when left out, the default is used)",
    "*": "any number",
    "+": "at least once",
    "-1": "deprecated (read with a warning)",
}
"""The spec's ``required`` of an element (``0``, ``1``, ``*``, ``+``, ``-1``) in words."""

_KNOWN_FORMAT = 1


class _AttributeKeys(TypedDict):
    name: str
    type: str
    default: str
    required: str
    description: str


class AttributeData(_AttributeKeys, total=False):
    """An attribute in ``spec_tree.json``; ``required`` is ``"1"`` or ``"0"``."""

    choices: list[str]


class _ElementKeys(TypedDict):
    name: str
    description: str
    required: str


@final  # so that ``"include" in child`` tells an include from an element
class ElementData(_ElementKeys, total=False):
    """An element in ``spec_tree.json``; a container has no ``type``, ``ref`` names a spec file."""

    attributes: list[AttributeData]
    children: list[ChildData]
    type: str
    default: str
    min: str
    max: str
    ref: str
    choices: list[str]
    any_content: bool


class _IncludeKeys(TypedDict):
    include: str
    required: str


@final
class IncludeData(_IncludeKeys, total=False):
    """A child that is a whole spec file (``include`` names it), with its own cardinality."""

    description: str


ChildData: TypeAlias = "ElementData | IncludeData"
"""A child in ``spec_tree.json``: an element written in place, or an include."""


class TreeData(TypedDict):
    """The whole ``spec_tree.json`` of a version (``generator.spec_tree`` writes it)."""

    about: str
    format: int
    version: str
    root: str
    files: dict[str, ElementData]


class UnknownPath(LookupError):
    """A path names no element or attribute of the spec; the message suggests close names."""


@attrs.frozen
class Entry:
    """An element at one place in the tree.

    Attributes:
        path: Its path from ``<sdf>`` (``/sdf/model/joint/axis``), or from its
            spec file's root when the path started there (``link/visual``).
        data: Its own data from ``spec_tree.json`` (attributes, type, ...).
        required: The ``required`` text at this place (an include's wins).
        description: The description at this place (an include's wins).
        content: The data whose attributes and children describe it: ``data``
            itself, or the referenced file's root for a recursive element.
        reference: For a recursive element, the spec file it repeats.
        start_file: The spec file whose root the path starts at, or ``""``
            for a path from ``<sdf>``.
    """

    path: str
    data: ElementData
    required: str
    description: str
    content: ElementData
    reference: str | None = None
    start_file: str = ""

    @property
    def name(self) -> str:
        """The element's tag."""
        return str(self.data["name"])

    @property
    def attributes(self) -> list[AttributeData]:
        """The attributes' data, in spec order."""
        return list(self.content.get("attributes", []))


class SpecTree:
    """The spec of one version, navigable by path."""

    def __init__(self, data: TreeData) -> None:
        if data.get("format") != _KNOWN_FORMAT:
            raise ValueError(
                f"spec_tree.json has layout {data.get('format')!r}, not {_KNOWN_FORMAT}"
            )
        self.version: str = data["version"]
        self.files: dict[str, ElementData] = data["files"]
        self.root_stem: str = data["root"]

    @property
    def root(self) -> Entry:
        """The ``<sdf>`` element."""
        return self._entry(self.files[self.root_stem], None, None)

    def file_root(self, stem: str) -> Entry:
        """The root element of a spec file, its path starting at it (``link``)."""
        entry = self._entry(self.files[stem], None, None)
        return attrs.evolve(entry, path=entry.name, start_file=stem)

    def children(self, entry: Entry) -> list[Entry]:
        """The child elements of ``entry``, includes followed, in spec order."""
        found = []
        for child in entry.content.get("children", []):
            if "include" in child:
                stem = child["include"]
                data = self.files[stem]
                override = {"required": child["required"]}
                if "description" in child:
                    override["description"] = child["description"]
                found.append(self._entry(data, entry, override))
            else:
                found.append(self._entry(child, entry, None))
        return found

    def _entry(
        self, data: ElementData, parent: Entry | None, override: dict[str, str] | None
    ) -> Entry:
        site = override or {}
        reference = data.get("ref")
        content = self.files[reference] if reference is not None else data
        return Entry(
            path=f"{parent.path if parent else ''}/{data['name']}",
            data=data,
            required=site.get("required", data["required"]),
            description=site.get("description", data["description"]),
            content=content,
            reference=reference,
            start_file=parent.start_file if parent else "",
        )

    def find(self, path: str) -> Entry | tuple[Entry, AttributeData]:
        """The element a path names, or ``(element, attribute data)`` for a last ``@name`` step.

        Raises:
            UnknownPath: With the closest names when a step names nothing.
        """
        steps = [s for s in path.strip().split("/") if s]
        entry = self.root
        if steps and steps[0] == entry.name:
            steps = steps[1:]
        elif steps and not steps[0].startswith("@") and not self._holds(entry, steps[0]):
            entry = self._start_file(steps[0], entry)
            steps = steps[1:]
        for index, step in enumerate(steps):
            if step.startswith("@"):
                if index != len(steps) - 1:
                    raise UnknownPath(f"'{step}' is an attribute; nothing lies below it")
                for attribute in entry.attributes:
                    if attribute["name"] == step[1:]:
                        return entry, attribute
                raise UnknownPath(self._unknown(entry, step))
            matches = [c for c in self.children(entry) if c.name == step]
            if not matches:
                raise UnknownPath(self._unknown(entry, step))
            entry = matches[0]
        return entry

    def _holds(self, entry: Entry, name: str) -> bool:
        return any(child.name == name for child in self.children(entry))

    def _start_file(self, step: str, root: Entry) -> Entry:
        """The root of the spec file a path starts at (``link``, or ``box`` for box_shape)."""
        stem = step if step in self.files else None
        if stem is None:
            named = [s for s, data in self.files.items() if data["name"] == step]
            stem = named[0] if len(named) == 1 else None
        if stem is None:
            names = [c.name for c in self.children(root)]
            hint = _did_you_mean(step, [*names, *self.files])
            raise UnknownPath(
                f"no element '{step}' below <sdf> and no spec file of that name{hint}; "
                f"<sdf> holds {_quoted_list(names)}"
            )
        return self.file_root(stem)

    def _unknown(self, entry: Entry, step: str) -> str:
        names = [c.name for c in self.children(entry)]
        attributes = ["@" + str(a["name"]) for a in entry.attributes]
        hint = _did_you_mean(step, [*names, *attributes])
        holds = ", ".join(
            part
            for part in (
                f"children {_quoted_list(names)}" if names else "",
                f"attributes {_quoted_list(attributes)}" if attributes else "",
            )
            if part
        )
        kind = "attribute" if step.startswith("@") else "child"
        return f"<{entry.name}> ({entry.path}) has no {kind} '{step}'{hint}; " + (
            f"it has {holds}" if holds else "it has no attributes or children"
        )

    # Text ------------------------------------------------------------------

    def describe(self, entry: Entry, depth: int) -> str:
        """An element, its attributes and ``depth`` levels of children, as indented text."""
        lines = [self._heading(entry, entry.path)]
        self._lines(entry, depth, "", lines, top=True)
        return "\n".join(lines) + "\n"

    def _lines(self, entry: Entry, depth: int, indent: str, lines: list[str], top: bool) -> None:
        # A recursive element below the one described would repeat its whole content
        # (a model in a model in a model ...): it is named, not expanded.
        repeated = entry.reference is not None and not top
        children = [] if repeated else self.children(entry)
        attributes = [] if repeated else entry.attributes
        note = ""
        if repeated:
            note = (
                f"; holds what <{self.files[str(entry.reference)]['name']}> holds "
                f"(describe {_query(entry.path)} shows it)"
            )
        elif depth <= 0 and (children or attributes):
            counts = [
                _count(len(attributes), "attribute"),
                _count(len(children), "child element"),
            ]
            note = f"; {' and '.join(c for c in counts if c)} not shown"
        lines.append(f"{indent}<{entry.name}>: {element_facts(entry)}{note}")
        lines.extend(_wrapped(entry.description, indent + "    "))
        if depth <= 0:
            return
        for attribute in attributes:
            lines.append(f"{indent}  @{attribute['name']}: {attribute_facts(attribute)}")
            lines.extend(_wrapped(attribute["description"], indent + "      "))
        for child in children:
            self._lines(child, depth - 1, indent + "  ", lines, top=False)

    def _heading(self, entry: Entry, path: str) -> str:
        """A path as a heading; one starting at a spec file's root says which file."""
        if not entry.start_file:
            return f"{path} (SDFormat {self.version})"
        return f"{path} (SDFormat {self.version}, as spec file {entry.start_file}.sdf defines it)"

    def describe_attribute(self, entry: Entry, attribute: AttributeData) -> str:
        """One attribute of an element, as text."""
        lines = [self._heading(entry, f"{entry.path}/@{attribute['name']}")]
        lines.append(f"@{attribute['name']}: {attribute_facts(attribute)}")
        lines.extend(_wrapped(attribute["description"], "    "))
        return "\n".join(lines) + "\n"


def element_facts(entry: Entry) -> str:
    """Type, default, how often the element may occur, bounds and choices, in words."""
    data = entry.data
    parts = [str(data["type"]) if "type" in data else "container"]
    if "default" in data:
        parts.append(f"default {_shown(data['default'])}")
    if data.get("any_content"):
        parts.append("any XML content")
    parts.append(CARDINALITY_TEXT.get(entry.required, f"required={entry.required}"))
    if "min" in data or "max" in data:
        parts.append(f"range [{data.get('min', '-inf')}, {data.get('max', 'inf')}]")
    if "choices" in data:
        parts.append("one of: " + " | ".join(data["choices"]))
    return ", ".join(parts)


def attribute_facts(attribute: AttributeData) -> str:
    """Type, default, whether the attribute must be set, and its choices, in words."""
    required = attribute["required"] == "1"
    parts = [str(attribute["type"])]
    if not required:  # a required attribute's default is never used
        parts.append(f"default {_shown(attribute['default'])}")
    parts.append("required" if required else "optional")
    if "choices" in attribute:
        parts.append("one of: " + " | ".join(attribute["choices"]))
    return ", ".join(parts)


@functools.cache
def spec_tree(version: str) -> SpecTree:
    """The spec tree of a version with a generated package.

    Raises:
        KeyError: When no package describes the version.
    """
    # The version is only known now; importing every version's package up front
    # would load all their classes for one file.
    package = importlib.import_module(PACKAGES[version])
    data: TreeData = json.loads(package.SPEC_TREE.read_text(encoding="utf-8"))
    return SpecTree(data)


def _query(path: str) -> str:
    """A path as ``describe`` takes it: ``/sdf/model/model`` -> ``model/model``."""
    return path.removeprefix("/sdf/").lstrip("/")


def _shown(text: str) -> str:
    return f'"{text}"'


def _count(number: int, noun: str) -> str:
    if number == 0:
        return ""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _did_you_mean(step: str, candidates: list[str]) -> str:
    """`` (did you mean 'a' or 'b'?)`` for the names closest to ``step``, or ``""``."""
    close = difflib.get_close_matches(step, list(dict.fromkeys(candidates)), n=3, cutoff=0.6)
    if not close:
        return ""
    return f" (did you mean {' or '.join(repr(name) for name in close)}?)"


def _quoted_list(names: list[str]) -> str:
    return ", ".join(f"'{n}'" for n in names)


def _wrapped(text: str, indent: str) -> list[str]:
    if not text:
        return []
    return textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=indent)
