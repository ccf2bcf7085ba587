"""SDFormat 1.7 element classes of ``spec/1.7/gripper.sdf``.

Generated from spec/1.7/gripper.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Gripper",
    "GripperGraspCheck",
]


@attrs.define(kw_only=True, eq=False)
class GripperGraspCheck(sdf.Element):
    """Contact conditions that decide when an object is grasped or released.

    Attributes:
        detach_steps: Number of consecutive simulation steps without sufficient contact before a
            grasped object is released. Default: ``40``.
        attach_steps: Number of consecutive simulation steps with sufficient contact before an
            object is attached. Default: ``20``.
        min_contact_count: Minimum number of contacts between the gripper links and an object
            for it to count as grasped. Default: ``2``.
    """

    TAG: ClassVar[str] = "grasp_check"
    SPEC_FILE: ClassVar[str] = "spec/1.7/gripper.sdf"

    detach_steps: int = sdf.value("detach_steps", "int", "40")
    """Number of consecutive simulation steps without sufficient contact before a grasped
    object is released. Default: ``40``."""

    attach_steps: int = sdf.value("attach_steps", "int", "20")
    """Number of consecutive simulation steps with sufficient contact before an object is
    attached. Default: ``20``."""

    min_contact_count: int = sdf.value("min_contact_count", "unsigned int", "2")
    """Minimum number of contacts between the gripper links and an object for it to count as
    grasped. Default: ``2``."""


@attrs.define(kw_only=True, eq=False)
class Gripper(sdf.Element):
    """A simple grasp helper: when enough gripper links touch an object, the object is fixed to
    the palm link until contact is lost.

    Attributes:
        name: Name of the gripper, unique within its model.
        grasp_check: Contact conditions that decide when an object is grasped or released.
        gripper_links: Name of a link forming part of the gripper, such as a finger; contacts on
            these links are checked. Default: ``__default__``.
        palm_link: Name of the link to which a grasped object is rigidly attached. Default:
            ``__default__``.
    """

    TAG: ClassVar[str] = "gripper"
    SPEC_FILE: ClassVar[str] = "spec/1.7/gripper.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the gripper, unique within its model."""

    grasp_check: GripperGraspCheck | None = sdf.child("grasp_check", lambda: GripperGraspCheck)
    """Contact conditions that decide when an object is grasped or released."""

    gripper_links: list[str] = sdf.value("gripper_link", "string", "__default__", cardinality="+")
    """Name of a link forming part of the gripper, such as a finger; contacts on these links
    are checked. Default: ``__default__``."""

    palm_link: str = sdf.value("palm_link", "string", "__default__", cardinality="1")
    """Name of the link to which a grasped object is rigidly attached. Default:
    ``__default__``."""
