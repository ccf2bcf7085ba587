"""What a down step knows beyond the XML tree: where content came from, and the frames.

A document is written down from its bound objects (includes expanded). While
they are written, each XML element is recorded with the object it came from,
so that a loss is reported at the element path and line of the file the
content was read from (an included file's, for included content), and so
that the structural rules can ask the document's frame graphs for resolved
poses instead of reasoning about strings.
"""

from __future__ import annotations

from collections.abc import Mapping

from lxml import etree

from sdformat_runtime.binding import Element, binding_of
from sdformat_runtime.errors import Error, ErrorCode, Severity, XmlOrigin, problem
from sdformat_semantics.auto_inertia import MeshCalculator
from sdformat_semantics.frames import FrameGraphs


class DownContext:
    """The written tree's origins and the document's frame graphs, for one down conversion.

    Attributes:
        file: The document's file (None for text).
        graphs: The document's frame graphs, by world name (``""`` for a root model).
        origins: Where each written element was read from.
        objects: The object each written element was written from.
        unknown: The written elements, and (element, attribute) pairs, that the
            document's classes do not describe (``mark_unknown``).
        mesh_calculator: What computes the mass properties of mesh collisions
            when an auto inertial is written out (None: meshes are not computed).
        renamed: Entities written under another name, by scoped name (each
            rename is also a reported loss).
        target: The version the conversion ends at (None: not a version conversion).
    """

    def __init__(
        self,
        file: str | None,
        graphs: Mapping[str, FrameGraphs],
        mesh_calculator: MeshCalculator | None = None,
        *,
        target: str | None = None,
    ) -> None:
        self.file = file
        self.target = target
        self.graphs = graphs
        self.mesh_calculator = mesh_calculator
        # Keys are the written lxml elements, kept alive by the dicts (so their proxies stay).
        self.origins: dict[etree._Element, XmlOrigin] = {}
        self.objects: dict[etree._Element, Element] = {}
        self.unknown: set[etree._Element | tuple[etree._Element, str]] = set()
        self.renamed: dict[str, str] = {}

    def record(self, node: etree._Element, obj: Element) -> None:
        """Remember what ``node`` was written from (the ``visit`` of ``Element.to_xml``)."""
        self.objects[node] = obj
        if obj.xml_origin is not None:
            self.origins[node] = obj.xml_origin

    def mark_unknown(self) -> None:
        """Remember the written content that the document's classes do not describe.

        Called once the document is written, before any step runs. What the
        spec does not describe (an unknown element or attribute kept as read,
        a simulator's ``<gz_frame_id>``) is kept at every version, as it is
        when the document is written as its own version: readers ignore what
        they do not know, and no version knows it any better. Only content
        the document's version describes and an older one lacks is lost.
        """
        for node, obj in self.objects.items():
            binding = binding_of(type(obj))
            if binding.content_field is not None:
                continue  # free content (a plugin's): never pruned anyway
            for child in node:
                if isinstance(child.tag, str) and child.tag not in binding.children:
                    self.unknown.add(child)
            for key in node.attrib:
                if key not in binding.attributes:
                    self.unknown.add((node, str(key)))

    def origin(self, node: etree._Element) -> XmlOrigin:
        """Where ``node`` came from: its own origin, or its nearest recorded ancestor's path."""
        steps: list[str] = []
        current: etree._Element | None = node
        while current is not None:
            found = self.origins.get(current)
            if found is not None:
                return XmlOrigin(found.file, found.line, found.path + "".join(reversed(steps)))
            steps.append(_segment(current))
            current = current.getparent()
        return XmlOrigin(self.file, None, "".join(reversed(steps)))

    def loss(self, node: etree._Element, message: str, suffix: str = "") -> Error:
        """A ``DOWNCONVERSION_LOSS`` warning about ``node`` (``suffix``: an attribute of it)."""
        return problem(
            ErrorCode.DOWNCONVERSION_LOSS,
            message,
            self.origin(node),
            severity=Severity.WARNING,
            suffix=suffix,
        )

    def vertex(self, node: etree._Element) -> tuple[FrameGraphs, str] | None:
        """The frame graphs and vertex of the entity ``node`` was written from, if it has one."""
        obj = self.objects.get(node)
        if obj is None:
            return None
        for graphs in self.graphs.values():
            found = graphs.by_element.get(id(obj))
            if found is not None:
                return graphs, found
        return None


def _segment(node: etree._Element) -> str:
    """``/link[@name="l"]``: one step of an element path, as the reader writes them."""
    name = node.get("name")
    return f'/{node.tag}[@name="{name}"]' if name is not None else f"/{node.tag}"
