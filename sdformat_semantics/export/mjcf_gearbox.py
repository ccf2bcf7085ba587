"""Gearbox joints written as MJCF joint equalities, through the gearbox-to-mimic rewrite.

A gearbox joint moves nothing itself: it couples the revolute joints that
hold its parent and child links. ``export.gearbox`` finds that pair (what
``sdformat print --gearbox-to-mimic`` writes as a ``<mimic>``); here the pair
becomes a joint equality, ``output = ratio * input``, reported as a change
since the gearbox's own formula has the opposite sign (check the axes). A
gearbox the rewrite keeps is a loss, with its reason.
"""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from sdformat_runtime.binding import Element
from sdformat_semantics.export.gearbox import gearbox_to_mimic
from sdformat_semantics.export.mjcf_parts import MjcfPieces
from sdformat_semantics.frames import FrameGraphs


@attrs.frozen
class Loaded:
    """What the rewrite reads of a document: its ``<sdf>`` object and frame graphs."""

    root: Element | None
    graphs: Mapping[str, FrameGraphs]


def write_gearboxes(
    document: Loaded, pieces: MjcfPieces, coordinates: Mapping[tuple[str, str], str]
) -> None:
    """A joint equality for each gearbox the rewrite turns into a mimic; the others reported."""
    _, rewrites = gearbox_to_mimic(document)
    for rewrite in rewrites:
        follower = coordinates.get((rewrite.follower or "", "axis"))
        leader = coordinates.get((rewrite.leader or "", "axis"))
        if rewrite.reason or follower is None or leader is None:
            why = rewrite.reason or "its joints are not written to MJCF"
            message = f"gearbox joint '{rewrite.gearbox}' has no MJCF equivalent ({why}): left out"
            pieces.losses.lose(_element(rewrite.element), message)
            continue
        pieces.joint_equality(follower, leader, 0.0, rewrite.multiplier)
        message = (
            f"gearbox joint '{rewrite.gearbox}' written as the joint equality "
            f"'{rewrite.follower}' = {rewrite.multiplier} * '{rewrite.leader}' (the "
            "gearbox-to-mimic rewrite; the gearbox's own formula has the opposite sign, "
            "so check the axes)"
        )
        pieces.losses.lose(_element(rewrite.element), message)


def _element(joint: object) -> Element:
    assert isinstance(joint, Element)  # the gearbox joint read from the document
    return joint
