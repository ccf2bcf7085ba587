"""An element's own ``<pose>``, read as a value before any frame is resolved."""

from __future__ import annotations

from sdformat_semantics.entities import Posed, has_rotation_format
from sdformat_semantics.pose import Pose


def raw_pose(element: Posed) -> tuple[Pose, str]:
    """An element's own ``<pose>`` as a value and its ``relative_to`` text."""
    pose_element = element.pose
    if pose_element is None:
        return Pose.identity(), ""
    rotation_format, degrees = "euler_rpy", False  # poses before 1.9 cannot say otherwise
    if has_rotation_format(pose_element):
        rotation_format, degrees = str(pose_element.rotation_format), bool(pose_element.degrees)
    try:
        pose = Pose.from_sdf(
            [float(v) for v in pose_element.value], rotation_format=rotation_format, degrees=degrees
        )
    except ValueError:
        pose = Pose.identity()  # the reader already reported the bad pose
    return pose, str(pose_element.relative_to or "")
