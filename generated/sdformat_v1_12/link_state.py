"""SDFormat 1.12 element classes of ``spec/1.12/link_state.sdf``.

Generated from spec/1.12/link_state.sdf by make generate. Do not edit: change the
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
    from sdformat_v1_12.pose import Pose

__all__ = [
    "LinkState",
    "LinkStateAngularAcceleration",
    "LinkStateAngularVelocity",
    "LinkStateCollisionState",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_12",
    {
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class LinkStateAngularVelocity(sdf.Element):
    """Angular velocity of the link about x, y and z, in rad/s (deg/s with `degrees`).

    Attributes:
        value: The element's value. Default: ``0 0 0``.
        degrees: When true, the values are read in degrees per second instead of radians per
            second.
    """

    TAG: ClassVar[str] = "angular_velocity"
    SPEC_FILE: ClassVar[str] = "spec/1.12/link_state.sdf"

    value: FloatArray = sdf.text("vector3", "0 0 0")
    """The element's value. Default: ``0 0 0``."""

    degrees: bool = sdf.attribute("degrees", "bool", "false")
    """When true, the values are read in degrees per second instead of radians per second."""


@attrs.define(kw_only=True, eq=False, repr=False)
class LinkStateAngularAcceleration(sdf.Element):
    """Angular acceleration of the link about x, y and z, in rad/s² (deg/s² with `degrees`).

    Attributes:
        value: The element's value. Default: ``0 0 0``.
        degrees: When true, the values are read in degrees per second squared instead of radians
            per second squared.
    """

    TAG: ClassVar[str] = "angular_acceleration"
    SPEC_FILE: ClassVar[str] = "spec/1.12/link_state.sdf"

    value: FloatArray = sdf.text("vector3", "0 0 0")
    """The element's value. Default: ``0 0 0``."""

    degrees: bool = sdf.attribute("degrees", "bool", "false")
    """When true, the values are read in degrees per second squared instead of radians per
    second squared."""


@attrs.define(kw_only=True, eq=False, repr=False)
class LinkStateCollisionState(sdf.Element):
    """State of one collision of the link.

    Attributes:
        name: Name of the collision.
    """

    TAG: ClassVar[str] = "collision_state"
    SPEC_FILE: ClassVar[str] = "spec/1.12/link_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the collision."""


@attrs.define(kw_only=True, eq=False, repr=False)
class LinkState(sdf.Element):
    """State of one link: pose, velocities, accelerations, applied force and torque, and
    collision states.

    Attributes:
        name: Name of the link the state applies to.
        angular_velocity: Angular velocity of the link about x, y and z, in rad/s (deg/s with
            `degrees`).
        linear_velocity: Linear velocity of the link along x, y and z, in m/s. Default: ``0 0
            0``.
        velocity: Deprecated in 1.12, replaced by `linear_velocity` and `angular_velocity`: x y
            z hold the linear velocity (m/s) and the last three values the angular velocity
            (rad/s). Default: ``0 0 0 0 0 0``.
        angular_acceleration: Angular acceleration of the link about x, y and z, in rad/s²
            (deg/s² with `degrees`).
        linear_acceleration: Linear acceleration of the link along x, y and z, in m/s². Default:
            ``0 0 0``.
        acceleration: Deprecated in 1.12, replaced by `linear_acceleration` and
            `angular_acceleration`: x y z hold the linear acceleration (m/s²) and the last three
            values the angular acceleration (rad/s²). Default: ``0 0 0 0 0 0``.
        torque: Torque applied to the link about x, y and z, in N·m. Default: ``0 0 0``.
        force: Force applied to the link along x, y and z, in N. Default: ``0 0 0``.
        wrench: Deprecated in 1.12, replaced by `force` and `torque`: x y z hold the force (N)
            and the last three values the torque (N·m). Default: ``0 0 0 0 0 0``.
        collision_states: State of one collision of the link.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
    """

    TAG: ClassVar[str] = "link_state"
    SPEC_FILE: ClassVar[str] = "spec/1.12/link_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the link the state applies to."""

    angular_velocity: LinkStateAngularVelocity | None = sdf.child(
        "angular_velocity", lambda: LinkStateAngularVelocity
    )
    """Angular velocity of the link about x, y and z, in rad/s (deg/s with `degrees`)."""

    linear_velocity: FloatArray = sdf.value("linear_velocity", "vector3", "0 0 0")
    """Linear velocity of the link along x, y and z, in m/s. Default: ``0 0 0``."""

    velocity: FloatArray | None = sdf.value("velocity", "pose", "0 0 0 0 0 0", cardinality="-1")
    """Deprecated in 1.12, replaced by `linear_velocity` and `angular_velocity`: x y z hold the
    linear velocity (m/s) and the last three values the angular velocity (rad/s).
    Default: ``0 0 0 0 0 0``."""

    angular_acceleration: LinkStateAngularAcceleration | None = sdf.child(
        "angular_acceleration", lambda: LinkStateAngularAcceleration
    )
    """Angular acceleration of the link about x, y and z, in rad/s² (deg/s² with `degrees`)."""

    linear_acceleration: FloatArray = sdf.value("linear_acceleration", "vector3", "0 0 0")
    """Linear acceleration of the link along x, y and z, in m/s². Default: ``0 0 0``."""

    acceleration: FloatArray | None = sdf.value(
        "acceleration", "pose", "0 0 0 0 0 0", cardinality="-1"
    )
    """Deprecated in 1.12, replaced by `linear_acceleration` and `angular_acceleration`: x y z
    hold the linear acceleration (m/s²) and the last three values the angular
    acceleration (rad/s²). Default: ``0 0 0 0 0 0``."""

    torque: FloatArray = sdf.value("torque", "vector3", "0 0 0")
    """Torque applied to the link about x, y and z, in N·m. Default: ``0 0 0``."""

    force: FloatArray = sdf.value("force", "vector3", "0 0 0")
    """Force applied to the link along x, y and z, in N. Default: ``0 0 0``."""

    wrench: FloatArray | None = sdf.value("wrench", "pose", "0 0 0 0 0 0", cardinality="-1")
    """Deprecated in 1.12, replaced by `force` and `torque`: x y z hold the force (N) and the
    last three values the torque (N·m). Default: ``0 0 0 0 0 0``."""

    collision_states: list[LinkStateCollisionState] = sdf.child(
        "collision_state", lambda: LinkStateCollisionState, cardinality="*"
    )
    """State of one collision of the link."""

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
_PARSE_BOOL = sdf.converter("bool")
_PARSE_POSE = sdf.converter("pose")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _link_state_angular_velocity_set_xml_extras,
    _link_state_angular_velocity_set_xml_origin,
    _link_state_angular_velocity_set_value,
    _link_state_angular_velocity_set_degrees,
) = sdf.setters(LinkStateAngularVelocity, "xml_extras", "xml_origin", "value", "degrees")


@sdf.fills(LinkStateAngularVelocity)
def _fill_link_state_angular_velocity(
    obj: LinkStateAngularVelocity, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LinkStateAngularVelocity`` from its element."""
    path = f"{parent_path}/angular_velocity"
    found: list[str] = []
    degrees: object = False
    text = node.get("degrees")
    if text is not None:
        degrees = ctx.parsed(_PARSE_BOOL, text)
        found.append("degrees")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_VECTOR3, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _link_state_angular_velocity_set_xml_extras(obj, extras)
    _link_state_angular_velocity_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _link_state_angular_velocity_set_value(obj, value)
    _link_state_angular_velocity_set_degrees(obj, degrees)
    return True


(
    _link_state_angular_acceleration_set_xml_extras,
    _link_state_angular_acceleration_set_xml_origin,
    _link_state_angular_acceleration_set_value,
    _link_state_angular_acceleration_set_degrees,
) = sdf.setters(LinkStateAngularAcceleration, "xml_extras", "xml_origin", "value", "degrees")


@sdf.fills(LinkStateAngularAcceleration)
def _fill_link_state_angular_acceleration(
    obj: LinkStateAngularAcceleration, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LinkStateAngularAcceleration`` from its element."""
    path = f"{parent_path}/angular_acceleration"
    found: list[str] = []
    degrees: object = False
    text = node.get("degrees")
    if text is not None:
        degrees = ctx.parsed(_PARSE_BOOL, text)
        found.append("degrees")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_VECTOR3, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _link_state_angular_acceleration_set_xml_extras(obj, extras)
    _link_state_angular_acceleration_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _link_state_angular_acceleration_set_value(obj, value)
    _link_state_angular_acceleration_set_degrees(obj, degrees)
    return True


(
    _link_state_collision_state_set_xml_extras,
    _link_state_collision_state_set_xml_origin,
    _link_state_collision_state_set_name,
) = sdf.setters(LinkStateCollisionState, "xml_extras", "xml_origin", "name")


@sdf.fills(LinkStateCollisionState)
def _fill_link_state_collision_state(
    obj: LinkStateCollisionState, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LinkStateCollisionState`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/collision_state"
    else:
        path = f'{parent_path}/collision_state[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    if next(node.iterchildren(etree.Element), None) is not None:  # not a fast-path document
        return False
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _link_state_collision_state_set_xml_extras(obj, extras)
    _link_state_collision_state_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _link_state_collision_state_set_name(obj, name)
    return True


(
    _link_state_set_xml_extras,
    _link_state_set_xml_origin,
    _link_state_set_name,
    _link_state_set_angular_velocity,
    _link_state_set_linear_velocity,
    _link_state_set_velocity,
    _link_state_set_angular_acceleration,
    _link_state_set_linear_acceleration,
    _link_state_set_acceleration,
    _link_state_set_torque,
    _link_state_set_force,
    _link_state_set_wrench,
    _link_state_set_collision_states,
    _link_state_set_pose,
) = sdf.setters(
    LinkState,
    "xml_extras",
    "xml_origin",
    "name",
    "angular_velocity",
    "linear_velocity",
    "velocity",
    "angular_acceleration",
    "linear_acceleration",
    "acceleration",
    "torque",
    "force",
    "wrench",
    "collision_states",
    "pose",
)


@sdf.fills(LinkState)
def _fill_link_state(
    obj: LinkState, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LinkState`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/link_state"
    else:
        path = f'{parent_path}/link_state[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    angular_velocity: LinkStateAngularVelocity | None = None
    linear_velocity: object = sdf.declared_default(LinkState, "linear_velocity")
    velocity: object = None
    angular_acceleration: LinkStateAngularAcceleration | None = None
    linear_acceleration: object = sdf.declared_default(LinkState, "linear_acceleration")
    acceleration: object = None
    torque: object = sdf.declared_default(LinkState, "torque")
    force: object = sdf.declared_default(LinkState, "force")
    wrench: object = None
    collision_states: list[LinkStateCollisionState] = []
    pose: Pose | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "angular_velocity":
            angular_velocity = sdf.unfilled(LinkStateAngularVelocity, item, ctx, path)
            order.append("angular_velocity")
        elif tag == "linear_velocity":
            linear_velocity = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("linear_velocity")
        elif tag == "angular_acceleration":
            angular_acceleration = sdf.unfilled(LinkStateAngularAcceleration, item, ctx, path)
            order.append("angular_acceleration")
        elif tag == "linear_acceleration":
            linear_acceleration = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("linear_acceleration")
        elif tag == "torque":
            torque = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("torque")
        elif tag == "force":
            force = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("force")
        elif tag == "collision_state":
            collision_states.append(sdf.unfilled(LinkStateCollisionState, item, ctx, path))
            order.append("collision_states")
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
    _link_state_set_angular_velocity(obj, angular_velocity)
    _link_state_set_linear_velocity(obj, linear_velocity)
    _link_state_set_velocity(obj, velocity)
    _link_state_set_angular_acceleration(obj, angular_acceleration)
    _link_state_set_linear_acceleration(obj, linear_acceleration)
    _link_state_set_acceleration(obj, acceleration)
    _link_state_set_torque(obj, torque)
    _link_state_set_force(obj, force)
    _link_state_set_wrench(obj, wrench)
    _link_state_set_collision_states(obj, collision_states)
    _link_state_set_pose(obj, pose)
    return True
