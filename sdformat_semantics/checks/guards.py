"""Which checks of the frame graphs a load can skip, told by the document's facts.

A check of the whole document is skipped when what it looks at cannot be in
the document: no ``<frame_id>`` (sensor frame ids), no ``<mimic>``, no
``auto`` attribute (auto inertials), no ``relative_to`` on a visual's,
collision's, sensor's or light's pose. The bytes answer for what they write
(``sdformat_semantics.source.SourceFacts``); what an include placed, a
migration wrote or a URDF conversion made is not in them, so those turn the
checks on. A tag is asked of the tree the loader kept (``may_hold_tag``).
"""

from __future__ import annotations

import attrs

from sdformat_semantics.source import SourceFacts


@attrs.frozen
class GraphChecks:
    """Which checks ``build_graphs`` runs (see its arguments of the same names)."""

    sensor_frame_ids: bool
    mimics: bool
    auto_inertials: bool
    unnamed_poses: bool


def graph_checks(facts: SourceFacts) -> GraphChecks:
    """The checks the document ``facts`` are of needs."""
    if facts.included:
        return GraphChecks(True, True, True, True)
    return GraphChecks(
        # No upward migration writes a <frame_id>: without one in the bytes, no sensor has one.
        sensor_frame_ids=facts.may_hold_tag("frame_id"),
        # Nor a <mimic> (URDF's is in the bytes) or an ``auto`` attribute: the same guard.
        mimics=facts.may_hold_tag("mimic", b"<mimic"),
        auto_inertials=facts.may_hold(b"auto"),
        # A relative_to is in the bytes, or written by a migration (1.6's pose/@frame becomes
        # one) or a URDF conversion; what is known already is asked first.
        unnamed_poses=(
            facts.migrated
            or facts.may_hold(b"relative_to")
            or facts.may_hold(b"frame")
            or (facts.kept is None and facts.may_hold(b"<robot"))
        ),
    )
