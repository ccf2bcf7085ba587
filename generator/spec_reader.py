"""Stage 1: read spec description files into the frozen IR.

Only the structure of the spec language is enforced here (which tags and
attributes exist, which are mandatory); everything that needs the whole
version (types, includes, cycles, defaults) is ``spec_check``'s job. Problems
are collected, not raised, so a maintainer sees all of them in one run.
"""

from __future__ import annotations

from pathlib import Path

import attrs
from lxml import etree

from generator.model import (
    DOWN_PREFIX,
    Cardinality,
    ConvertRules,
    SourceLocation,
    SpecAttribute,
    SpecElement,
    SpecFile,
    SpecInclude,
    SpecVersion,
)


@attrs.frozen
class SpecProblem:
    """A defect in a spec file, reported as ``file:line: message``.

    Attributes:
        location: Where the defect is.
        message: What is wrong, in one sentence.
    """

    location: SourceLocation
    message: str

    def __str__(self) -> str:
        return f"{self.location}: {self.message}"


ELEMENT_ATTRIBUTES = frozenset(
    {"name", "type", "default", "required", "min", "max", "ref", "copy_data", "choices"}
)
ATTRIBUTE_ATTRIBUTES = frozenset({"name", "type", "default", "required", "choices"})
INCLUDE_ATTRIBUTES = frozenset({"filename", "required"})
CARDINALITIES = {c.value: c for c in Cardinality}


def line_of(node: etree._Element) -> int:
    """1-based source line of an lxml node; 0 when lxml does not know it."""
    line = node.sourceline
    return line if isinstance(line, int) else 0


def as_text(value: str | bytes) -> str:
    """An lxml tag or attribute name as ``str`` (lxml may hand out bytes)."""
    return value.decode() if isinstance(value, bytes) else value


def _spec_parser() -> etree.XMLParser:
    # Spec files are ours, but the same safe settings cost nothing.
    return etree.XMLParser(
        resolve_entities=False, no_network=True, load_dtd=False, remove_comments=True
    )


class _FileReader:
    """Turns one parsed spec file into IR, collecting problems."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.problems: list[SpecProblem] = []

    def where(self, node: etree._Element) -> SourceLocation:
        return SourceLocation(self.path, line_of(node))

    def report(self, node: etree._Element, message: str) -> None:
        self.problems.append(SpecProblem(self.where(node), message))

    def check_keys(self, node: etree._Element, allowed: frozenset[str]) -> None:
        for key in node.attrib:
            if key not in allowed:
                self.report(node, f"unknown attribute '{as_text(key)}' on <{as_text(node.tag)}>")

    def cardinality(self, node: etree._Element) -> Cardinality:
        value = node.get("required")
        if value is None:
            self.report(node, f"<{node.tag}> is missing the 'required' attribute")
            return Cardinality.OPTIONAL
        if value not in CARDINALITIES:
            self.report(
                node,
                f'required="{value}" is not one of {", ".join(CARDINALITIES)}',
            )
            return Cardinality.OPTIONAL
        return CARDINALITIES[value]

    def description(self, node: etree._Element) -> str | None:
        found = [c for c in node if c.tag == "description"]
        if len(found) > 1:
            self.report(found[1], "more than one <description>")
        if not found:
            return None
        return " ".join((found[0].text or "").split())

    def read_attribute(self, node: etree._Element) -> SpecAttribute:
        self.check_keys(node, ATTRIBUTE_ATTRIBUTES)
        for key in ("name", "type", "default", "required"):
            if node.get(key) is None:
                self.report(node, f"<attribute> is missing '{key}'")
        required = node.get("required", "0")
        if required not in ("0", "1", "*"):
            self.report(node, f'attribute required="{required}" must be 0 or 1')
        for child in node:
            if child.tag != "description":
                self.report(child, f"unexpected <{child.tag}> inside <attribute>")
        return SpecAttribute(
            name=node.get("name", ""),
            type=node.get("type", "string"),
            default=node.get("default", ""),
            required=required,
            description=self.description(node) or "",
            source=self.where(node),
            choices=tuple(node.get("choices", "").split()),
        )

    def read_include(self, node: etree._Element) -> SpecInclude:
        self.check_keys(node, INCLUDE_ATTRIBUTES)
        filename = node.get("filename")
        if not filename:
            self.report(node, "<include> is missing 'filename'")
        for child in node:
            if child.tag != "description":
                self.report(child, f"unexpected <{child.tag}> inside <include>")
        return SpecInclude(
            filename=filename or "",
            cardinality=self.cardinality(node),
            description=self.description(node),
            source=self.where(node),
        )

    def read_element(self, node: etree._Element) -> SpecElement:
        self.check_keys(node, ELEMENT_ATTRIBUTES)
        copy_data = node.get("copy_data") in ("true", "1")
        name = node.get("name")
        if name is None and not copy_data:
            self.report(node, "<element> is missing the 'name' attribute")
        attributes: list[SpecAttribute] = []
        children: list[SpecElement | SpecInclude] = []
        for child in node:
            if child.tag == "attribute":
                attributes.append(self.read_attribute(child))
            elif child.tag == "element":
                children.append(self.read_element(child))
            elif child.tag == "include":
                children.append(self.read_include(child))
            elif child.tag != "description":
                self.report(child, f"unknown tag <{child.tag}>")
        if (node.text or "").strip():
            self.report(node, "text is not allowed directly inside <element>")
        return SpecElement(
            name=name or "",
            type=node.get("type"),
            default=node.get("default"),
            cardinality=self.cardinality(node),
            description=self.description(node) or "",
            source=self.where(node),
            attributes=tuple(attributes),
            children=tuple(children),
            ref=node.get("ref"),
            copy_data=copy_data,
            min=node.get("min"),
            max=node.get("max"),
            choices=tuple(node.get("choices", "").split()),
        )


def read_spec_file(path: Path, display_path: str) -> tuple[SpecFile | None, list[SpecProblem]]:
    """Read one ``.sdf`` spec file.

    Args:
        path: File to read.
        display_path: Repo-relative path used in the IR and in problems.

    Returns:
        The file (None when it is unreadable) and the problems found.
    """
    reader = _FileReader(display_path)
    try:
        document = etree.parse(str(path), _spec_parser())
    except etree.XMLSyntaxError as error:
        line = error.lineno or 0
        reader.problems.append(SpecProblem(SourceLocation(display_path, line), str(error.msg)))
        return None, reader.problems
    top = document.getroot()
    if top.tag != "element":
        reader.report(top, f"the root of a spec file must be <element>, not <{top.tag}>")
        return None, reader.problems
    root = reader.read_element(top)
    return SpecFile(stem=path.stem, path=display_path, root=root), reader.problems


def read_convert_file(path: Path, display_path: str) -> tuple[ConvertRules, list[SpecProblem]]:
    """Read a migration rules file (checked later by ``spec_check``).

    ``spec/1.8/1_7.convert`` is the up step 1.7 -> 1.8; ``spec/1.8/to_1_7.convert``
    the down step 1.8 -> 1.7 (see ``ConvertRules``).
    """
    text = path.read_text(encoding="utf-8")
    folder = path.parent.name
    if path.stem.startswith(DOWN_PREFIX):
        target = path.stem.removeprefix(DOWN_PREFIX).replace("_", ".")
        rules = ConvertRules(from_version=folder, path=display_path, text=text, to_version=target)
    else:
        source = path.stem.replace("_", ".")
        rules = ConvertRules(from_version=source, path=display_path, text=text, to_version=folder)
    return rules, []


def read_version(directory: Path, display_directory: str) -> tuple[SpecVersion, list[SpecProblem]]:
    """Read every spec and convert file of one version folder.

    Args:
        directory: The folder, e.g. ``<repo>/spec/1.10``.
        display_directory: Its repo-relative name, e.g. ``spec/1.10``.

    Returns:
        The version's IR and all problems found while reading.
    """
    problems: list[SpecProblem] = []
    files: dict[str, SpecFile] = {}
    for path in sorted(directory.glob("*.sdf")):
        spec_file, found = read_spec_file(path, f"{display_directory}/{path.name}")
        problems.extend(found)
        if spec_file is not None:
            files[spec_file.stem] = spec_file
    rules: list[ConvertRules] = []
    for path in sorted(directory.glob("*.convert")):
        convert, found = read_convert_file(path, f"{display_directory}/{path.name}")
        rules.append(convert)
        problems.extend(found)
    if "root" not in files:
        problems.append(
            SpecProblem(SourceLocation(display_directory, 0), "no root.sdf in the version folder")
        )
    version = SpecVersion(
        version=directory.name,
        directory=display_directory,
        files=files,
        convert_rules=tuple(rules),
    )
    return version, problems
