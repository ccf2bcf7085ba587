"""The rules of the reader that tie a ``<pose>``'s value to its attributes.

How many numbers ``rotation_format`` takes, ``degrees`` with a quaternion,
and an empty value meaning identity in every format.
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.binding.context import ReadContext
from sdformat_runtime.errors import ErrorCode
from sdformat_runtime.pose_time_values import identity_quaternion_pose
from sdformat_runtime.values import is_array


def pose_value(numbers: object, text: str, rotation_format: object) -> object:
    """A pose's value as read: empty text means identity, also in ``quat_xyzw``."""
    if rotation_format == "quat_xyzw" and is_array(numbers) and not text.strip():
        return identity_quaternion_pose()
    return numbers


def check_pose(
    kwargs: dict[str, object], node: etree._Element, path: str, ctx: ReadContext
) -> None:
    """The pose rules that tie the value to its attributes (count, format, degrees)."""
    numbers = kwargs.get("value")
    rotation_format = kwargs.get("rotation_format", "euler_rpy")
    degrees = kwargs.get("degrees", False)
    if not is_array(numbers):  # unreadable: reported already
        return
    expected = 7 if rotation_format == "quat_xyzw" else 6
    if rotation_format == "quat_xyzw" and not (node.text or "").strip():
        kwargs["value"] = identity_quaternion_pose()  # empty means identity in every format
    elif rotation_format in ("euler_rpy", "quat_xyzw") and len(numbers) != expected:
        message = (
            f"a pose with rotation_format {rotation_format} takes {expected} numbers, "
            f"not {len(numbers)}"
        )
        ctx.report(ErrorCode.PARAMETER_ERROR, message, node, path)
    if degrees and rotation_format == "quat_xyzw":
        message = 'degrees="true" applies to Euler angles, not to a quat_xyzw pose'
        ctx.report(ErrorCode.PARAMETER_ERROR, message, node, path)
