"""An element's own ``<pose>``, read as a value before any frame is resolved."""

from __future__ import annotations

import functools

import numpy as np
from lxml import etree

from sdformat_runtime.binding import unread_element
from sdformat_runtime.values import VALUE_TYPES, parse_bool
from sdformat_semantics.entities import Posed, has_rotation_format
from sdformat_semantics.pose import Pose

_CACHED_POSES = 4096
"""Distinct pose values remembered; enough for the repeats of one large world, and bounded."""


def raw_pose(element: Posed) -> tuple[Pose, str]:
    """An element's own ``<pose>`` as a value and its ``relative_to`` text.

    A lazy element (or a lazy ``<pose>``) is not filled: its pose is read
    from the XML, which the fast path accepted, so it is six numbers or
    nothing, in radians unless ``degrees`` says otherwise.
    """
    node = unread_element(element)
    if node is not None:
        # iterchildren filters in C; ``find`` would go through lxml's path parser.
        return _pose_in_tree(next(node.iterchildren("pose"), None))
    pose_element = element.pose
    if pose_element is None:
        return Pose.identity(), ""
    node = unread_element(pose_element)
    if node is not None:
        return _pose_in_tree(node)
    rotation_format, degrees = "euler_rpy", False  # poses before 1.9 cannot say otherwise
    if has_rotation_format(pose_element):
        rotation_format, degrees = str(pose_element.rotation_format), bool(pose_element.degrees)
    value = pose_element.value
    # The bytes tell -0.0 from 0.0, which a tuple of floats as the key would not.
    if isinstance(value, np.ndarray) and value.dtype == np.float64:
        numbers = value.tobytes()  # what the reader gives: no conversion needed
    else:
        try:
            numbers = np.asarray([float(v) for v in value], dtype=np.float64).tobytes()
        except ValueError:
            return Pose.identity(), str(pose_element.relative_to or "")
    return _pose_of(numbers, rotation_format, degrees), str(pose_element.relative_to or "")


def _pose_in_tree(node: etree._Element | None) -> tuple[Pose, str]:
    """A ``<pose>`` element of a lazily read document as a value and its ``relative_to``."""
    if node is None:
        return Pose.identity(), ""
    degrees = node.get("degrees")
    in_degrees = degrees is not None and parse_bool(degrees)
    return _pose_of_text(node.text or "", in_degrees), node.get("relative_to", "")


@functools.lru_cache(maxsize=_CACHED_POSES)
def _pose_of_text(text: str, degrees: bool) -> Pose:
    """The Euler pose a ``<pose>`` text describes (the fast path admits no other format)."""
    numbers = np.asarray(_POSE_TYPE.parse(text), dtype=np.float64).tobytes()
    return _pose_of(numbers, "euler_rpy", degrees)


_POSE_TYPE = VALUE_TYPES["pose"]


@functools.lru_cache(maxsize=_CACHED_POSES)
def _pose_of(numbers: bytes, rotation_format: str, degrees: bool) -> Pose:
    """The pose the numbers of a ``<pose>`` describe.

    Pose values repeat across a document (every link at the origin of its
    model, identical collisions and visuals) and poses are immutable, so the
    conversion (trigonometry and two small arrays) is done once per distinct
    value; ``lru_cache`` is safe to share between threads.
    """
    try:
        values = np.frombuffer(numbers, dtype=np.float64)
        return Pose.from_sdf(values, rotation_format=rotation_format, degrees=degrees)
    except ValueError:
        return Pose.identity()  # the reader already reported the bad pose
