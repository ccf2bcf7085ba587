"""SDFormat 1.10 element classes of ``spec/1.10/link_state.sdf``.

Generated from spec/1.10/link_state.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_runtime.values import FloatArray
    from sdformat_v1_10.pose import Pose

__all__ = [
    "LinkState",
    "LinkStateCollision",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_10",
    {
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class LinkStateCollision(sdf.Element):
    """Recorded state of one collision of the link.

    Attributes:
        name: Name of the collision.
    """

    TAG: ClassVar[str] = "collision"
    SPEC_FILE: ClassVar[str] = "spec/1.10/link_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the collision."""


@attrs.define(kw_only=True, eq=False, repr=False)
class LinkState(sdf.Element):
    """Recorded state of one link: pose, velocity, acceleration, wrench and collision states.

    Attributes:
        name: Name of the link the state applies to.
        velocity: Velocity of the link: x y z hold the linear velocity (m/s) and the last three
            values the angular velocity (rad/s). Default: ``0 0 0 0 0 0``.
        acceleration: Acceleration of the link: x y z hold the linear acceleration (m/s²) and
            the last three values the angular acceleration (rad/s²). Default: ``0 0 0 0 0 0``.
        wrench: Force and torque applied to the link: x y z hold the force (N) and the last
            three values the torque (N·m). Default: ``0 0 0 0 0 0``.
        collisions: Recorded state of one collision of the link.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
    """

    TAG: ClassVar[str] = "link"
    SPEC_FILE: ClassVar[str] = "spec/1.10/link_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the link the state applies to."""

    velocity: FloatArray = sdf.value("velocity", "pose", "0 0 0 0 0 0")
    """Velocity of the link: x y z hold the linear velocity (m/s) and the last three values the
    angular velocity (rad/s). Default: ``0 0 0 0 0 0``."""

    acceleration: FloatArray = sdf.value("acceleration", "pose", "0 0 0 0 0 0")
    """Acceleration of the link: x y z hold the linear acceleration (m/s²) and the last three
    values the angular acceleration (rad/s²). Default: ``0 0 0 0 0 0``."""

    wrench: FloatArray = sdf.value("wrench", "pose", "0 0 0 0 0 0")
    """Force and torque applied to the link: x y z hold the force (N) and the last three values
    the torque (N·m). Default: ``0 0 0 0 0 0``."""

    collisions: list[LinkStateCollision] = sdf.child(
        "collision", lambda: LinkStateCollision, cardinality="*"
    )
    """Recorded state of one collision of the link."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_POSE = sdf.converter("pose")


(
    _link_state_collision_set_xml_extras,
    _link_state_collision_set_xml_origin,
    _link_state_collision_set_name,
) = sdf.setters(LinkStateCollision, "xml_extras", "xml_origin", "name")


@sdf.fills(LinkStateCollision)
def _fill_link_state_collision(
    obj: LinkStateCollision, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LinkStateCollision`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/collision"
    else:
        path = f'{parent_path}/collision[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    if next(node.iterchildren(etree.Element), None) is not None:  # not a fast-path document
        return False
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _link_state_collision_set_xml_extras(obj, extras)
    _link_state_collision_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _link_state_collision_set_name(obj, name)
    return True


(
    _link_state_set_xml_extras,
    _link_state_set_xml_origin,
    _link_state_set_name,
    _link_state_set_velocity,
    _link_state_set_acceleration,
    _link_state_set_wrench,
    _link_state_set_collisions,
    _link_state_set_pose,
) = sdf.setters(
    LinkState,
    "xml_extras",
    "xml_origin",
    "name",
    "velocity",
    "acceleration",
    "wrench",
    "collisions",
    "pose",
)


@sdf.fills(LinkState)
def _fill_link_state(
    obj: LinkState, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LinkState`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/link"
    else:
        path = f'{parent_path}/link[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    velocity: object = sdf.declared_default(LinkState, "velocity")
    acceleration: object = sdf.declared_default(LinkState, "acceleration")
    wrench: object = sdf.declared_default(LinkState, "wrench")
    collisions: list[LinkStateCollision] = []
    pose: Pose | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "velocity":
            velocity = ctx.parsed(_PARSE_POSE, item.text or "")
            order.append("velocity")
        elif tag == "acceleration":
            acceleration = ctx.parsed(_PARSE_POSE, item.text or "")
            order.append("acceleration")
        elif tag == "wrench":
            wrench = ctx.parsed(_PARSE_POSE, item.text or "")
            order.append("wrench")
        elif tag == "collision":
            collisions.append(sdf.unfilled(LinkStateCollision, item, ctx, path))
            order.append("collisions")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _link_state_set_xml_extras(obj, extras)
    _link_state_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _link_state_set_name(obj, name)
    _link_state_set_velocity(obj, velocity)
    _link_state_set_acceleration(obj, acceleration)
    _link_state_set_wrench(obj, wrench)
    _link_state_set_collisions(obj, collisions)
    _link_state_set_pose(obj, pose)
    return True
