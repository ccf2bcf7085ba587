"""Which checks of the frame graphs a load can skip, told by the bytes or the tree.

A check of the whole document is skipped when what it looks at cannot be in
the document: no ``<frame_id>`` (sensor frame ids), no ``<mimic>``, no
``auto`` attribute (auto inertials), no ``relative_to`` on a visual's,
collision's, sensor's or light's pose. The bytes answer for what they write
(``sdformat_runtime.xml.Markers``); what an include placed, a migration
wrote or a URDF conversion made is not in them, so those turn the checks on.
A tag is asked of the tree instead when the loader kept it (a document read
as it is, without namespaces): lxml finds a tag that no element has at once,
in the parser's dictionary of names, where a search of the bytes reads all of
them.
"""

from __future__ import annotations

import attrs
from lxml import etree

from sdformat_runtime.xml import Markers
from sdformat_semantics.migration.guards import AsParsed


@attrs.frozen
class GraphChecks:
    """Which checks ``build_graphs`` runs (see its arguments of the same names)."""

    sensor_frame_ids: bool
    mimics: bool
    auto_inertials: bool
    unnamed_poses: bool


def graph_checks(
    markers: Markers, xml_root: etree._Element | None, *, migrated: bool, included: bool
) -> GraphChecks:
    """The checks a document needs.

    Args:
        markers: The searches of the document's bytes.
        xml_root: The XML the ``<sdf>`` object was read from as it is, when
            no element declares a namespace (then no URDF was converted); None otherwise.
        migrated: Whether the migration rewrote anything.
        included: Whether includes placed anything.
    """
    if included:
        return GraphChecks(True, True, True, True)
    return GraphChecks(
        # No upward migration writes a <frame_id>: without one in the bytes, no sensor has one.
        sensor_frame_ids=may_hold_tag(xml_root, "frame_id", markers),
        # Nor a <mimic> (URDF's is in the bytes) or an ``auto`` attribute: the same guard.
        mimics=may_hold_tag(xml_root, "mimic", markers, b"<mimic"),
        auto_inertials=markers.may_hold(b"auto"),
        # A relative_to is in the bytes, or written by a migration (1.6's pose/@frame becomes
        # one) or a URDF conversion; what is known already is asked first.
        unnamed_poses=(
            migrated
            or markers.may_hold(b"relative_to")
            or markers.may_hold(b"frame")
            or (xml_root is None and markers.may_hold(b"<robot"))
        ),
    )


def may_hold_tag(
    xml_root: etree._Element | None, tag: str, markers: Markers, marker: bytes | None = None
) -> bool:
    """Whether the document may hold an element ``tag``.

    Asked of ``xml_root`` when given, else of the bytes (for ``marker``, by
    default ``tag`` itself).
    """
    if xml_root is not None:
        return next(xml_root.iter(tag), None) is not None
    return markers.may_hold(marker or tag.encode())


def as_parsed(data: bytes, markers: Markers) -> AsParsed:
    """What ``data`` tells the migration of the tree parsed from it (see ``AsParsed``)."""
    return AsParsed(
        uncarried=lambda name: name.isascii() and not markers.may_carry(name.encode("ascii")),
        scoped_names=_may_scope_names(data, markers),
    )


def _may_scope_names(data: bytes, markers: Markers) -> bool:
    """Whether an entity's name may hold ``::`` in the document ``data`` writes.

    Not when every ``::`` in the bytes lies inside the start tag of a
    ``<plugin>`` (plugins name their classes ``gz::sim::systems::Physics``),
    that is, when the last ``<`` before it opens a plugin and no ``>`` lies
    between (a ``>`` in an attribute value only makes the answer cautious),
    nor is ``::`` spelled with character references (nor written too often
    to be looked at: ``Markers.places``).
    """
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


def may_hold_comments(top: etree._Element, markers: Markers) -> bool:
    """Whether an element of the tree parsed from the bytes, ``top`` or below, may hold a comment.

    Not when the bytes open no more comments (``<!--``, which no comment can
    hold and no attribute value can write) than lie beside ``top``: a license
    above the root is the usual one, and the fast path then searches no leaf
    for a comment (a walk over the whole tree).
    """
    if not markers.may_hold(b"<!--"):
        return False
    places = markers.places(b"<!--")
    if places is None:
        return True
    beside = sum(1 for _ in top.itersiblings(etree.Comment, preceding=True))
    beside += sum(1 for _ in top.itersiblings(etree.Comment))
    return len(places) > beside
