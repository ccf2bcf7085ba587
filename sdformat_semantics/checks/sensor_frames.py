"""``//sensor/frame_id`` (SDFormat 1.12) must name a frame the sensor can see.

A sensor stamps its measurements with ``frame_id``; empty means its own
frame. The name resolves like any frame reference from the sensor's scope:
the model that holds its link or joint (nested names such as
``camera::optical`` reach into nested models), or the world for the
sensors of world joints.
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ErrorCode, problem
from sdformat_semantics.frames import FrameGraphs


def _names_a_frame(node: etree._Element, _scope: object) -> bool:
    """Whether a content element of an unread link is a sensor with a ``frame_id``."""
    if node.tag != "sensor":
        return False
    frame_id = next(node.iterchildren("frame_id"), None)
    return frame_id is not None and bool((frame_id.text or "").strip())


def check_sensor_frame_ids(graphs: FrameGraphs) -> list[Error]:
    """A ``FRAME_ID_INVALID`` error for each sensor whose ``frame_id`` does not resolve."""
    problems: list[Error] = []
    for item, _default, scope in graphs.unnamed.values_to_check(_names_a_frame):
        frame_id = str(getattr(item, "frame_id", "") or "")  # only 1.12 sensors have one
        if not frame_id or graphs.lookup(frame_id, scope) is not None:
            continue
        model = scope.prefix.removesuffix("::")
        where = "the world" if scope.is_world else f"model '{model}'" if model else "the model"
        message = (
            f"sensor '{getattr(item, 'name', '')}' has frame_id '{frame_id}', which names "
            f"no frame in {where}"
        )
        problems.append(
            problem(
                ErrorCode.FRAME_ID_INVALID,
                message,
                item if isinstance(item, Element) else None,
                suggestion=graphs.suggest(frame_id, scope),
                suffix="/frame_id",
            )
        )
    return problems
