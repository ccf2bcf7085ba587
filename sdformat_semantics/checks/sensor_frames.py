"""``//sensor/frame_id`` (SDFormat 1.12): a free label, at most a warning.

A sensor stamps its messages with ``frame_id`` (gz-sensors copies it onto
each message header; empty means the sensor's own scoped name). It is a
string for the consumers of those messages (a ROS tf frame such as
``camera_optical_frame``, ``robot/base_link``), not a reference to an
SDFormat frame: libsdformat never resolves it, and a document is valid
whatever it holds. Our only word about it is a ``FRAME_ID_UNMATCHED``
warning when it names nothing the document has (no frame of the sensor's
scope, and no entity anywhere by the last part of the name), since that is
often a misspelling of a frame that was meant; the warning says that a
frame is not required.
"""

from __future__ import annotations

import re

from lxml import etree

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_semantics.frames import FrameGraphs

_LAST_PART = re.compile(r"(?:::|/)")
"""Separators before a label's last part: SDFormat scopes and ROS-style namespaces."""

_MODEL_FRAME_SUFFIX = "::__model__"


def _names_a_frame(node: etree._Element, _scope: object) -> bool:
    """Whether a content element of an unread link is a sensor with a ``frame_id``."""
    if node.tag != "sensor":
        return False
    frame_id = next(node.iterchildren("frame_id"), None)
    return frame_id is not None and bool((frame_id.text or "").strip())


def _local_names(graphs: FrameGraphs) -> set[str]:
    """The last part of the name of every frame of the document (models by their name)."""
    names = set()
    for name in graphs.vertices:
        name = name.removesuffix(_MODEL_FRAME_SUFFIX)
        names.add(name.rsplit("::", 1)[-1])
    return names


def check_sensor_frame_ids(graphs: FrameGraphs) -> list[Error]:
    """A ``FRAME_ID_UNMATCHED`` warning for each sensor whose ``frame_id`` names nothing here."""
    problems: list[Error] = []
    known: set[str] | None = None
    for item, _default, scope in graphs.unnamed.values_to_check(_names_a_frame):
        frame_id = str(getattr(item, "frame_id", "") or "").strip()  # only 1.12 sensors have one
        if not frame_id or graphs.lookup(frame_id, scope) is not None:
            continue
        if known is None:
            known = _local_names(graphs)
        sensor_name = str(getattr(item, "name", ""))
        if _LAST_PART.split(frame_id)[-1] in known | {sensor_name}:
            continue
        message = (
            f"sensor '{sensor_name}' has frame_id '{frame_id}', which names nothing in the "
            "document; "
            "a frame_id is a label for the sensor's messages and need not be a frame, "
            "so this is only a hint in case a frame was meant"
        )
        problems.append(
            problem(
                ErrorCode.FRAME_ID_UNMATCHED,
                message,
                item if isinstance(item, Element) else None,
                severity=Severity.WARNING,
                suggestion=graphs.suggest(frame_id, scope),
                suffix="/frame_id",
            )
        )
    return problems
