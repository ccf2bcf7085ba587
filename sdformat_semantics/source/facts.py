"""What one document may hold, told by its bytes: the answers behind the load's shortcuts.

A load asks a document many questions before it walks a tree for an answer:
may it hold an ``<include>``, an ``<inertial>``, a ``gearbox``, a ``::`` in
a name, a comment below the root, a namespace declaration, a ``<mimic>``...
``SourceFacts`` is the one object that answers them, made once per document
from its bytes (``SourceFacts.of``) on the runtime's pre-scan
(``sdformat_runtime.xml.Markers``: the encoding, NUL and character
references judged once, each marker searched at most once, when first asked).

Every answer is a "may": True whenever the bytes cannot tell (UTF-16 and
UTF-32 documents, a word that character references may spell inside a
value), so a shortcut taken on a False is never wrong. What is not in the
bytes the loader adds as it learns it (``after_reading``...): the XML tree it
kept (tags are then asked of the tree, whose dictionary of names answers
for a tag no element has without a walk), whether a migration rewrote
anything, and whether includes placed anything (the included files' bytes
were not searched).
"""

from __future__ import annotations

import attrs
from lxml import etree

from sdformat_runtime.xml import Markers, element_bound, may_declare_namespaces, scope_bound


@attrs.frozen
class SourceFacts:
    """The may-questions of one document, answered from its bytes (see the module).

    Attributes:
        data: The document's bytes, as read.
        markers: The runtime's searches of ``data``.
        element_bound: At most how many elements ``data`` holds (counted from its tags).
        kept: The XML the ``<sdf>`` object was read from, when the loader kept it: a
            tree without namespaces, read as it is or converted from a plain robot.
            Then ``data`` are the robot's bytes, not the tree's: what the converter
            writes on its own (``relative_to`` of its links' and joints' poses)
            names frames it writes, and only what the robot's bytes carry over
            (a ``<gazebo>`` block's poses) needs checking.
        migrated: Whether a migration rewrote anything.
        included: Whether includes placed anything in the document.
    """

    data: bytes = attrs.field(repr=False)
    markers: Markers = attrs.field(repr=False)
    element_bound: int
    kept: etree._Element | None = attrs.field(default=None, repr=False)
    migrated: bool = False
    included: bool = False
    _tags: dict[tuple[str, bytes | None], bool] = attrs.field(
        factory=dict, init=False, eq=False, repr=False
    )
    """Answers of ``may_hold_tag``, once each (each world's checks ask again)."""

    @classmethod
    def of(cls, data: bytes) -> SourceFacts:
        """The facts of ``data``: its element bound now, every marker when first asked."""
        return cls(data, Markers(data), element_bound(data))

    # What the loader learns (``attrs.evolve``'s result, without its walk over the fields;
    # ``tests/semantics/test_load_inputs.py`` holds the two equal).

    def after_reading(self, kept: etree._Element | None, migrated: bool) -> SourceFacts:
        """These facts with the tree the loader kept and whether a migration rewrote it."""
        return SourceFacts(
            self.data, self.markers, self.element_bound, kept, migrated, self.included
        )

    def after_composing(self, included: bool) -> SourceFacts:
        """These facts with whether includes placed anything."""
        return SourceFacts(
            self.data, self.markers, self.element_bound, self.kept, self.migrated, included
        )

    # Markers of the bytes ----------------------------------------------------------

    def may_hold(self, marker: bytes, *, in_values: bool = False) -> bool:
        """Whether the bytes may write the ASCII ``marker``.

        ``in_values``: or spell it with character references, as a word inside
        an attribute value or text can be.
        """
        return self.markers.may_hold(marker, in_values=in_values)

    @property
    def may_include(self) -> bool:
        """Whether the document may hold an ``<include>``."""
        return self.markers.may_hold(b"<include")

    @property
    def writes_xml_prefix(self) -> bool:
        """Whether the bytes write ``xml:``, which names a namespace without a declaration."""
        return self.markers.written(b"xml:")

    def may_hold_tag(self, tag: str, marker: bytes | None = None) -> bool:
        """Whether the document may hold an element ``tag``.

        Asked of the tree kept when there is one, else of the bytes, for
        ``marker`` (by default ``tag`` itself).
        """
        key = (tag, marker)
        found = self._tags.get(key)
        if found is None:
            if self.kept is not None:
                found = next(self.kept.iter(tag), None) is not None
            else:
                found = self.markers.may_hold(marker or tag.encode())
            self._tags[key] = found
        return found

    def may_name(self, marker: bytes) -> bool:
        """Whether an element or an attribute of the document may have the name ``marker`` writes.

        ``<tag``: an element ``tag`` (``may_hold_tag``: asked of the tree kept,
        else of the bytes). A bare name: an element or an unprefixed attribute
        of that name; the attribute is asked of the names the bytes write before
        an ``=`` (``Markers.may_carry``, all found in one pass), so neither
        costs a search of the bytes when the tree is kept. Names cannot be
        spelled with character references.
        """
        if marker.startswith(b"<"):
            return self.may_hold_tag(marker[1:].decode("ascii"), marker)
        if self.may_carry_attribute(marker):
            return True
        return self.may_hold_tag(marker.decode("ascii"), b"<" + marker)

    def may_carry_attribute(self, attribute: bytes) -> bool:
        """Whether an element of the document may carry the unprefixed ``attribute``.

        Asked of the bytes (``Markers.may_carry``), whether or not a tree was
        kept: a converted robot's tree carries what its converter writes. Bytes
        that do not write the name at all (one search in C) carry it nowhere.
        """
        markers = self.markers
        return markers.may_hold(attribute) and markers.may_carry(attribute)

    # Questions of the reading stage ------------------------------------------------

    def scope_bound(self) -> int | None:
        """At least how many ``::`` one attribute value holds (None: the bytes cannot tell)."""
        return scope_bound(self.data, self.markers)

    def may_nest_past(self, depth_bound: int | None, depth_above: int, limit: int) -> bool:
        """Whether rebuilding nested models from ``a::b`` names may nest deeper than ``limit``.

        ``depth_bound``: at least the depth of the tree's deepest element, when
        known; ``depth_above``: the levels above its root. Not when the bytes
        cannot write ``::``, nor when the tree's depth and the most ``::`` one
        name can hold stay within ``limit``.
        """
        if not self.markers.may_hold(b"::", in_values=True):
            return False
        if depth_bound is None:
            return True
        scopes = self.scope_bound()
        return scopes is None or depth_bound + scopes + depth_above > limit

    def may_declare_namespaces(self, tree: etree._ElementTree) -> bool:
        """Whether the tree parsed from the bytes may hold a namespace declaration."""
        return may_declare_namespaces(self.data, tree, self.markers)

    def may_hold_comments(self, top: etree._Element) -> bool:
        """Whether ``top`` or an element below it may hold a comment or processing instruction.

        Not when the bytes open no more comments (``<!--``, which no comment can
        hold and no attribute value can write) than lie beside ``top``: a license
        above the root is the usual one, and the fast path then searches no leaf
        for a comment (a walk over the whole tree). Instructions (``<?``) are
        counted the same way, the XML declaration being none.
        """
        return self._opens_more_than_beside(top, b"<!--", etree.Comment) or (
            self._opens_more_than_beside(top, b"<?", etree.ProcessingInstruction, declared=True)
        )

    def _opens_more_than_beside(
        self, top: etree._Element, marker: bytes, kind: object, *, declared: bool = False
    ) -> bool:
        """Whether the bytes open ``marker`` more often than nodes of ``kind`` lie beside ``top``.

        ``declared``: an XML declaration at the start writes one more ``marker``.
        """
        if not self.markers.may_hold(marker):
            return False
        places = self.markers.places(marker)
        if places is None:
            return True
        beside = sum(1 for _ in top.itersiblings(kind, preceding=True))
        beside += sum(1 for _ in top.itersiblings(kind))
        if declared and self.data.lstrip(b"\xef\xbb\xbf").startswith(b"<?xml"):
            beside += 1
        return len(places) > beside

    def uncarried(self, name: str) -> bool:
        """Whether no element of the tree parsed from the bytes carries the attribute ``name``."""
        return name.isascii() and not self.markers.may_carry(name.encode("ascii"))

    def may_scope_names(self) -> bool:
        """Whether an entity's name may hold ``::`` in the tree parsed from the bytes.

        Not when every ``::`` in the bytes lies inside the start tag of a
        ``<plugin>`` (plugins name their classes ``gz::sim::systems::Physics``),
        that is, when the last ``<`` before it opens a plugin and no ``>`` lies
        between (a ``>`` in an attribute value only makes the answer cautious),
        nor is ``::`` spelled with character references (nor written too often
        to be looked at: ``Markers.places``).
        """
        markers, data = self.markers, self.data
        if not markers.may_hold(b"::", in_values=True):
            return False
        if markers.writes_references():
            return True
        places = markers.places(b"::")
        if places is None:
            return True
        for at in places:
            opened = data.rfind(b"<", 0, at)
            tag = data[opened : opened + len(b"<plugin") + 1]
            if (
                opened < 0
                or tag[:-1] != b"<plugin"
                or tag[-1:] not in (b" ", b"\t", b"\r", b"\n")
                or data.find(b">", opened, at) >= 0
            ):
                return True
        return False


_DECLARED = etree.XPath("boolean(//namespace::*[name() != 'xml'])")
"""Whether a namespace other than the implicit ``xml`` one is in scope anywhere in a tree."""


def declares_namespaces(tree: etree._ElementTree) -> bool:
    """Whether an element of a tree converted from URDF declares a namespace (asked in C).

    The converter writes plain elements; a declaration comes only with
    namespaced content it copies or keeps (``<gazebo>`` children, URDF 1.2's
    extended limits), whatever the robot's bytes declare besides (an unused
    ``xmlns:xacro`` is common). A tree without one can be read lazily.

    A declaration is written ``xmlns``: the serialised tree (made in C, a
    fifth of the XPath's time on a large robot) without that word has none,
    and only one with it (rare) is asked the exact question.
    """
    if b"xmlns" not in etree.tostring(tree):
        return False
    return bool(_DECLARED(tree))
