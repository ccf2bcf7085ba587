"""An element's own ``<pose>``, read as a value before any frame is resolved."""

from __future__ import annotations

import functools
import math

import numpy as np
from lxml import etree

from sdformat_runtime.binding import unread_element
from sdformat_runtime.values import parse_bool, parse_pose
from sdformat_semantics.entities import Posed, has_rotation_format
from sdformat_semantics.geometry.pose import Pose, pose_of_values, rpy_values, values_of
from sdformat_semantics.geometry.pose_values import IDENTITY_VALUES, PoseValues

_CACHED_POSES = 4096
"""Distinct pose values remembered; enough for the repeats of one large world, and bounded."""


def raw_pose(element: Posed) -> tuple[Pose, str]:
    """An element's own ``<pose>`` as a value and its ``relative_to`` text.

    A lazy element (or a lazy ``<pose>``) is not filled: its pose is read
    from the XML, which the fast path accepted, so it is six numbers or
    nothing, in radians unless ``degrees`` says otherwise.
    """
    values, relative_to = raw_pose_values(element)
    return pose_of_values(values), relative_to


def raw_pose_values(element: Posed) -> tuple[PoseValues, str]:
    """``raw_pose`` as seven floats (see ``PoseValues``): what the frame graphs hold."""
    node = unread_element(element)
    if node is not None:
        return pose_in_tree(pose_child(node))
    pose_element = element.pose
    if pose_element is None:
        return IDENTITY_VALUES, ""
    node = unread_element(pose_element)
    if node is not None:
        return pose_in_tree(node)
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
            return IDENTITY_VALUES, str(pose_element.relative_to or "")
    return _pose_of(numbers, rotation_format, degrees), str(pose_element.relative_to or "")


def pose_child(node: etree._Element) -> etree._Element | None:
    """The first ``<pose>`` child of ``node``, or None.

    A plain loop: ``iterchildren("pose")`` builds a tag matcher per call,
    which costs twice as much as passing the few children before a pose
    (mostly none: a pose is usually written first).
    """
    for child in node:
        if child.tag == "pose":
            return child
    return None


def pose_in_tree(node: etree._Element | None) -> tuple[PoseValues, str]:
    """A ``<pose>`` element of a lazily read document as values and its ``relative_to``."""
    if node is None:
        return IDENTITY_VALUES, ""
    degrees = node.get("degrees")
    in_degrees = degrees is not None and parse_bool(degrees)
    return _pose_of_text(node.text or "", in_degrees), node.get("relative_to", "")


@functools.lru_cache(maxsize=_CACHED_POSES)
def _pose_of_text(text: str, degrees: bool) -> PoseValues:
    """The Euler pose a ``<pose>`` text describes (the fast path admits no other format).

    Straight from the parsed numbers to floats: what ``Pose.from_sdf`` gives
    for them, without its arrays (3k_shapes has thousands of distinct poses).
    """
    numbers = parse_pose(text).tolist()
    if len(numbers) != 6:
        return IDENTITY_VALUES  # no numbers is the identity; other counts the reader reports
    x, y, z, roll, pitch, yaw = numbers
    if degrees:
        roll, pitch, yaw = math.radians(roll), math.radians(pitch), math.radians(yaw)
    try:
        return rpy_values(x, y, z, roll, pitch, yaw)
    except ValueError:
        return IDENTITY_VALUES  # the reader already reported the bad pose


@functools.lru_cache(maxsize=_CACHED_POSES)
def _pose_of(numbers: bytes, rotation_format: str, degrees: bool) -> PoseValues:
    """The values of the pose the numbers of a ``<pose>`` describe.

    Pose values repeat across a document (every link at the origin of its
    model, identical collisions and visuals) and poses are immutable, so the
    conversion (trigonometry and two small arrays) is done once per distinct
    value; ``lru_cache`` is safe to share between threads.
    """
    try:
        values = np.frombuffer(numbers, dtype=np.float64)
        return values_of(Pose.from_sdf(values, rotation_format=rotation_format, degrees=degrees))
    except ValueError:
        return IDENTITY_VALUES  # the reader already reported the bad pose
