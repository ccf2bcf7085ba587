"""The reference documentation's view of the IR: one page per spec file, one index per version.

Like ``xsd_view`` and ``python_view``, this module makes every decision
(wording, anchors, links, escaping) and ``templates/docs/`` only lays the
result out as Markdown. A page covers the elements its spec file declares;
an included file or a ``ref`` (a nested model) is a link to that file's page,
never expanded, so recursive elements stay one line.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict

import attrs

from generator.model import Cardinality, SpecAttribute, SpecElement, SpecInclude, SpecVersion
from generator.python_view import field_name, root_class_names
from generator.xsd_view import type_name_for

OCCURRENCE = {
    Cardinality.OPTIONAL: ("optional", "at most once"),
    Cardinality.REQUIRED: ("required", "exactly once"),
    Cardinality.MANY: ("any number", "any number of times"),
    Cardinality.ONE_OR_MORE: ("one or more", "at least once"),
    Cardinality.DEPRECATED: ("deprecated", "deprecated: still read, with a warning"),
}
"""Cardinality -> (short word for trees and tables, phrase for element sections)."""

_CODE_SPAN = re.compile(r"(`[^`]*`)")
_ALWAYS_ESCAPED = re.compile(r"([\\*<>\[\]])")
_HEADING_PUNCTUATION = re.compile(r"[^\w\- ]")


def markdown_text(text: str) -> str:
    """Spec prose as Markdown that shows exactly that prose.

    Backtick spans in our descriptions are meant as code and stay as they
    are; elsewhere the characters Markdown would read as emphasis, HTML or
    links are escaped (``N*m`` stays ``N*m``, ``__default__`` is not bold).
    An underscore inside a word (``theta_2``) cannot start emphasis and is
    left alone so the source stays readable.
    """
    parts = _CODE_SPAN.split(text)
    for index in range(0, len(parts), 2):
        plain = _ALWAYS_ESCAPED.sub(r"\\\1", parts[index])
        parts[index] = _escape_word_edge_underscores(plain)
    return "".join(parts)


def _escape_word_edge_underscores(text: str) -> str:
    escaped = []
    for index, character in enumerate(text):
        before = text[index - 1] if index > 0 else " "
        after = text[index + 1] if index + 1 < len(text) else " "
        inside_word = before.isalnum() and after.isalnum()
        escaped.append("\\_" if character == "_" and not inside_word else character)
    return "".join(escaped)


def table_cell(text: str) -> str:
    """``markdown_text`` that also fits in one cell of a GitHub table (pipes escaped)."""
    return markdown_text(" ".join(text.split())).replace("|", "\\|")


def code(text: str) -> str:
    """Text as an inline code span; a value holding a backtick gets a longer fence."""
    fence = "``" if "`" in text else "`"
    padding = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{padding}{text}{padding}{fence}"


def heading_anchor(heading: str) -> str:
    """The anchor GitHub (and VS Code's preview) gives a heading.

    Lower case, punctuation other than ``-`` and ``_`` dropped, each space a
    hyphen: ``link / velocity_decay`` -> ``link--velocity_decay``.
    """
    return _HEADING_PUNCTUATION.sub("", heading.lower()).replace(" ", "-")


def first_sentence(text: str) -> str:
    """The first sentence of a description, for one-line summaries."""
    match = re.search(r"[.!?](\s+)[A-Z`(]", text)
    return text[: match.start(1)] if match else text


def element_heading(path: tuple[str, ...]) -> str:
    """Heading of an element's section: its path from the page's root element."""
    return " / ".join(path)


@attrs.frozen
class DocAttribute:
    """One row of an element's attribute table (all fields are Markdown).

    Attributes:
        name: Attribute name.
        type: Value type.
        default: Default value, or an empty string when there is none.
        required: ``required`` or ``optional``.
        description: Our description, followed by the allowed values when
            the spec lists them.
    """

    name: str
    type: str
    default: str
    required: str
    description: str


@attrs.frozen
class TreeLine:
    """One line of a page's element tree, a nested Markdown list item.

    Attributes:
        depth: Nesting depth; 0 is the page's root element.
        text: The line's Markdown (a link to the element's section or page,
            and a short summary).
    """

    depth: int
    text: str


@attrs.frozen
class ElementSection:
    """The section describing one element declared in the page's spec file.

    Attributes:
        heading: Heading text (the element's path from the root element).
        description: Our description, as Markdown.
        facts: ``(label, Markdown)`` pairs: value type, default, bounds,
            allowed values, occurrence, Python field.
        attributes: The element's attributes.
        holds_any_content: Whether the element keeps arbitrary XML content.
    """

    heading: str
    description: str
    facts: tuple[tuple[str, str], ...]
    attributes: tuple[DocAttribute, ...]
    holds_any_content: bool


@attrs.frozen
class ElementPage:
    """The reference page of one spec file.

    Attributes:
        stem: Spec file stem; the page is ``<stem>.md``.
        version: SDFormat version.
        element: Name of the file's root element.
        source_path: Repo-relative path of the spec file.
        summary: First sentence of the root element's description.
        used_in: Markdown links to where the element may appear, with how often.
        python_class: Name of the generated class of the root element.
        xsd_type: Name of the XSD complex type of the root element.
        tree: The element tree.
        sections: One section per element the file declares, in tree order.
    """

    stem: str
    version: str
    element: str
    source_path: str
    summary: str
    used_in: tuple[str, ...]
    python_class: str
    xsd_type: str
    tree: tuple[TreeLine, ...]
    sections: tuple[ElementSection, ...]

    @property
    def title(self) -> str:
        """Page heading, naming the file: two files may describe same-named elements.

        Its anchor is never an element section's, whose headings have no spaces
        but around ``/``.
        """
        return f"`<{self.element}>` (SDFormat {self.version}, `{self.stem}.sdf`)"


@attrs.frozen
class IndexEntry:
    """One row of a version's index.

    Attributes:
        element: Root element name.
        stem: Spec file stem (distinguishes the two ``model`` elements).
        summary: First sentence of the description, as Markdown.
        used_in: Where the element may appear (element names, Markdown).
    """

    element: str
    stem: str
    summary: str
    used_in: str


@attrs.frozen
class VersionIndex:
    """A version's index page.

    Attributes:
        version: SDFormat version.
        directory: Repo-relative spec folder.
        package: Generated Python package name.
        entries: Every spec file, sorted by element name and stem.
    """

    version: str
    directory: str
    package: str
    entries: tuple[IndexEntry, ...]


@attrs.frozen
class Site:
    """A place where a spec file's root element appears: an include or a ``ref``.

    Attributes:
        stem: Spec file holding the site.
        path: Path of the parent element from that file's root element.
        cardinality: Bound at the site.
    """

    stem: str
    path: tuple[str, ...]
    cardinality: Cardinality


def sites_by_target(spec: SpecVersion) -> dict[str, list[Site]]:
    """Where each spec file's root element appears, sorted by file and path."""
    found: dict[str, list[Site]] = defaultdict(list)

    def visit(element: SpecElement, stem: str, path: tuple[str, ...]) -> None:
        for child in element.children:
            if isinstance(child, SpecInclude):
                found[child.stem].append(Site(stem, path, child.cardinality))
            elif child.ref is not None:
                found[child.ref].append(Site(stem, path, child.cardinality))
            elif not child.copy_data:
                visit(child, stem, (*path, child.name))

    for stem, spec_file in spec.files.items():
        visit(spec_file.root, stem, (spec_file.root.name,))
    return {
        target: sorted(sites, key=lambda s: (s.stem, s.path)) for target, sites in found.items()
    }


def element_link(spec: SpecVersion, stem: str, path: tuple[str, ...], page: str) -> str:
    """Markdown link to the section of element ``path`` of file ``stem``, seen from ``page``."""
    target = "" if stem == page else f"{stem}.md"
    label = code("/".join(path)) if len(path) > 1 else code(f"<{path[0]}>")
    return f"[{label}]({target}#{heading_anchor(element_heading(path))})"


def _value_summary(element: SpecElement) -> str:
    if element.type is None:
        return ""
    summary = code(element.type)
    if element.default:
        summary += f" = {code(element.default)}"
    return summary


def _attribute_row(attribute: SpecAttribute) -> DocAttribute:
    description = table_cell(attribute.description)
    if attribute.choices:
        choices = ", ".join(code(choice) for choice in attribute.choices)
        description += f" Allowed values: {choices}."
    return DocAttribute(
        name=code(attribute.name),
        type=code(attribute.type),
        default=code(attribute.default) if attribute.default else "",
        required="required" if attribute.is_required else "optional",
        description=description,
    )


class _PageBuilder:
    """Walks one spec file's root element into tree lines and sections."""

    def __init__(self, spec: SpecVersion, stem: str) -> None:
        self.spec = spec
        self.stem = stem
        self.roots = root_class_names(spec)
        self.tree: list[TreeLine] = []
        self.sections: list[ElementSection] = []

    def visit(
        self,
        element: SpecElement,
        path: tuple[str, ...],
        cardinality: Cardinality | None,
        description: str,
    ) -> None:
        depth = len(path) - 1
        anchor = heading_anchor(element_heading(path))
        words = [_value_summary(element)] if element.type is not None else []
        if cardinality is not None:
            words.append(OCCURRENCE[cardinality][0])
        summary = (" · " + ", ".join(words)) if words else ""
        self.tree.append(TreeLine(depth, f"[{code(f'<{element.name}>')}](#{anchor}){summary}"))
        self.sections.append(self.section(element, path, cardinality, description))
        for attribute in element.attributes:
            required = "required" if attribute.is_required else "optional"
            text = f"{code('@' + attribute.name)} · {code(attribute.type)}, {required}"
            self.tree.append(TreeLine(depth + 1, text))
        for child in element.children:
            if isinstance(child, SpecInclude):
                self.link_line(child.stem, depth + 1, child.cardinality)
            elif child.copy_data:
                self.tree.append(TreeLine(depth + 1, "*any XML content, kept as written*"))
            elif child.ref is not None:
                self.link_line(child.ref, depth + 1, child.cardinality)
            else:
                self.visit(child, (*path, child.name), child.cardinality, child.description)

    def link_line(self, target: str, depth: int, cardinality: Cardinality) -> None:
        root = self.spec.files[target].root
        page = "" if target == self.stem else f"{target}.md"
        link = f"[{code(f'<{root.name}>')}]({page}#{heading_anchor(root.name)})"
        self.tree.append(TreeLine(depth, f"{link} · {OCCURRENCE[cardinality][0]}"))

    def section(
        self,
        element: SpecElement,
        path: tuple[str, ...],
        cardinality: Cardinality | None,
        description: str,
    ) -> ElementSection:
        facts: list[tuple[str, str]] = []
        if element.type is not None:
            facts.append(("Value", code(element.type)))
            if element.default:
                facts.append(("Default", code(element.default)))
        if element.min is not None:
            facts.append(("Minimum", code(element.min)))
        if element.max is not None:
            facts.append(("Maximum", code(element.max)))
        if element.choices:
            facts.append(("Allowed values", ", ".join(code(c) for c in element.choices)))
        if cardinality is not None:
            facts.append(("Occurs", OCCURRENCE[cardinality][1]))
            repeated = cardinality.is_list and cardinality is not Cardinality.DEPRECATED
            facts.append(("Python field", code(field_name(element.name, repeated=repeated))))
        return ElementSection(
            heading=element_heading(path),
            description=markdown_text(description),
            facts=tuple(facts),
            attributes=tuple(_attribute_row(a) for a in element.attributes),
            holds_any_content=element.holds_any_content,
        )


def page_view(spec: SpecVersion, stem: str, sites: dict[str, list[Site]]) -> ElementPage:
    """Describe the reference page of spec file ``stem``."""
    spec_file = spec.files[stem]
    root = spec_file.root
    builder = _PageBuilder(spec, stem)
    builder.visit(root, (root.name,), None, root.description)
    headings = Counter(section.heading for section in builder.sections)
    repeated = sorted(heading for heading, count in headings.items() if count > 1)
    if repeated:
        raise ValueError(f"{spec_file.path}: two elements at the same path: {repeated}")
    here = sites.get(stem, [])
    # Same-named parents from different files (link and the state link) get their file named.
    counts = Counter(site.path for site in here)
    repeated_paths = {path for path, count in counts.items() if count > 1}
    used_in = tuple(
        f"{element_link(spec, site.stem, site.path, stem)}"
        + (f" in `{site.stem}.sdf`" if site.path in repeated_paths else "")
        + f" ({OCCURRENCE[site.cardinality][0]})"
        for site in here
    )
    return ElementPage(
        stem=stem,
        version=spec.version,
        element=root.name,
        source_path=spec_file.path,
        summary=markdown_text(first_sentence(root.description)),
        used_in=used_in,
        python_class=builder.roots[stem],
        xsd_type=type_name_for(stem),
        tree=tuple(builder.tree),
        sections=tuple(builder.sections),
    )


def index_view(spec: SpecVersion, package: str, sites: dict[str, list[Site]]) -> VersionIndex:
    """Describe a version's index: every spec file's root element."""
    entries = []
    for stem, spec_file in spec.files.items():
        parents = sorted({spec.files[site.stem].root.name for site in sites.get(stem, [])})
        entries.append(
            IndexEntry(
                element=spec_file.root.name,
                stem=stem,
                summary=table_cell(first_sentence(spec_file.root.description)),
                used_in=", ".join(code(f"<{name}>") for name in parents),
            )
        )
    return VersionIndex(
        version=spec.version,
        directory=spec.directory,
        package=package,
        entries=tuple(sorted(entries, key=lambda e: (e.element, e.stem))),
    )
