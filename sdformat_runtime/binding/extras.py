"""What an element keeps of its XML beyond its fields: ``XmlExtras``.

The spec does not describe namespaced attributes and elements, unknown
elements, repeats of single elements or values that do not parse; the reader
stores them here verbatim, with the child order it met, and the writer puts
them back where they were.
"""

from __future__ import annotations

import attrs
from lxml import etree

EXTRA = ""
"""Order token standing for the next element of ``XmlExtras.elements``."""

CanonicalXml = tuple[
    str, tuple[tuple[str, str], ...], str, tuple[str, ...], tuple["CanonicalXml", ...]
]
"""Names, attributes, trimmed text and tails, and children of kept XML (see ``canonical``)."""


@attrs.define(eq=False)
class XmlExtras:
    """XML kept verbatim because the spec does not describe it, and reading details.

    Attributes:
        attributes: Namespaced or unknown attributes (Clark notation for namespaces).
        elements: Namespaced, unknown or unreadable child elements, copied.
        text: Leading text of an element with verbatim content.
        order: Child sequence as read: a field name per element, ``""`` for
            the next entry of ``elements``; used to write children in place.
        present: Names of fields that were present in the source.
        namespaces: Namespace prefixes declared on this element.
    """

    # Most elements keep nothing, so these three containers are made on first
    # use: a large document then has fewer objects for the garbage collector
    # to walk (see ``gc_paused``).
    _attributes: dict[str, str] | None = None
    _elements: list[etree._Element] | None = None
    text: str | None = None
    order: tuple[str, ...] = ()
    present: frozenset[str] = frozenset()
    _namespaces: dict[str, str] | None = None

    @property
    def attributes(self) -> dict[str, str]:
        """Namespaced or unknown attributes (Clark notation for namespaces)."""
        if self._attributes is None:
            self._attributes = {}
        return self._attributes

    @attributes.setter
    def attributes(self, value: dict[str, str]) -> None:
        self._attributes = value

    @property
    def elements(self) -> list[etree._Element]:
        """Namespaced, unknown or unreadable child elements, copied."""
        if self._elements is None:
            self._elements = []
        return self._elements

    @elements.setter
    def elements(self, value: list[etree._Element]) -> None:
        self._elements = value

    @property
    def namespaces(self) -> dict[str, str]:
        """Namespace prefixes declared on this element."""
        if self._namespaces is None:
            self._namespaces = {}
        return self._namespaces

    @namespaces.setter
    def namespaces(self, value: dict[str, str]) -> None:
        self._namespaces = value

    def kept_attributes(self) -> dict[str, str]:
        """The kept attributes, read without creating a dict when there are none."""
        return self._attributes or {}

    def kept_elements(self) -> list[etree._Element] | tuple[()]:
        """The kept child elements, read without creating a list when there are none."""
        return self._elements or ()

    def declared_namespaces(self) -> dict[str, str] | None:
        """The namespace prefixes declared here, or None (without creating a dict)."""
        return self._namespaces or None

    def same_content(self, other: XmlExtras) -> bool:
        """Equal kept attributes, elements and text (order and bookkeeping aside)."""
        return (
            self.kept_attributes() == other.kept_attributes()
            and (self.text or "").strip() == (other.text or "").strip()
            and [canonical(e) for e in self.kept_elements()]
            == [canonical(e) for e in other.kept_elements()]
        )


def canonical(element: etree._Element) -> CanonicalXml:
    """Comparable form of kept XML: names, attributes and trimmed text, at every depth.

    Built by hand rather than with C14N, which lxml cannot apply to copied
    sub-trees reliably; children before parents, from a stack, since kept XML
    nests as deep as a document makes it.
    """
    done: dict[int, CanonicalXml] = {}  # by id of the proxy objects ``pending`` keeps alive
    pending: list[tuple[etree._Element, list[etree._Element] | None]] = [(element, None)]
    while pending:
        node, children = pending.pop()
        if children is None:
            children = [c for c in node if isinstance(c.tag, str)]
            pending.append((node, children))
            pending.extend((c, None) for c in reversed(children))
            continue
        done[id(node)] = (
            str(node.tag),
            tuple(sorted((str(k), str(v)) for k, v in node.attrib.items())),
            (node.text or "").strip(),
            tuple((c.tail or "").strip() for c in children),
            tuple(done.pop(id(c)) for c in children),
        )
    return done[id(element)]
