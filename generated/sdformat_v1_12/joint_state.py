"""SDFormat 1.12 element classes of ``spec/1.12/joint_state.sdf``.

Generated from spec/1.12/joint_state.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "JointState",
    "JointStateAngle",
    "JointStateAxis2State",
    "JointStateAxis2StateAcceleration",
    "JointStateAxis2StatePosition",
    "JointStateAxis2StateVelocity",
    "JointStateAxisState",
    "JointStateAxisStateAcceleration",
    "JointStateAxisStatePosition",
    "JointStateAxisStateVelocity",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class JointStateAngle(sdf.Element):
    """Deprecated in 1.12, replaced by `axis_state/position` and `axis2_state/position`:
    position of one joint axis, radians for rotational axes and metres for translational
    ones.

    Attributes:
        value: The element's value. Default: ``0``.
        axis: Index of the joint axis the value belongs to: 0 for axis, 1 for axis2.
    """

    TAG: ClassVar[str] = "angle"
    SPEC_FILE: ClassVar[str] = "spec/1.12/joint_state.sdf"

    value: float = sdf.text("double", "0")
    """The element's value. Default: ``0``."""

    axis: int = sdf.attribute("axis", "unsigned int", "0", required=True)
    """Index of the joint axis the value belongs to: 0 for axis, 1 for axis2."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointStateAxisStatePosition(sdf.Element):
    """Position of the first axis: an angle for a rotational axis (radians unless `degrees`), a
    distance in metres for a translational one.

    Attributes:
        value: The element's value. Default: ``0``.
        degrees: When true, a rotational position is read in degrees instead of radians.
    """

    TAG: ClassVar[str] = "position"
    SPEC_FILE: ClassVar[str] = "spec/1.12/joint_state.sdf"

    value: float = sdf.text("double", "0")
    """The element's value. Default: ``0``."""

    degrees: bool = sdf.attribute("degrees", "bool", "false")
    """When true, a rotational position is read in degrees instead of radians."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointStateAxisStateVelocity(sdf.Element):
    """Velocity of the first axis: rad/s for a rotational axis (deg/s with `degrees`), m/s for
    a translational one.

    Attributes:
        value: The element's value. Default: ``0``.
        degrees: When true, a rotational velocity is read in degrees per second instead of
            radians per second.
    """

    TAG: ClassVar[str] = "velocity"
    SPEC_FILE: ClassVar[str] = "spec/1.12/joint_state.sdf"

    value: float = sdf.text("double", "0")
    """The element's value. Default: ``0``."""

    degrees: bool = sdf.attribute("degrees", "bool", "false")
    """When true, a rotational velocity is read in degrees per second instead of radians per
    second."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointStateAxisStateAcceleration(sdf.Element):
    """Acceleration of the first axis: rad/s² for a rotational axis (deg/s² with `degrees`),
    m/s² for a translational one.

    Attributes:
        value: The element's value. Default: ``0``.
        degrees: When true, a rotational acceleration is read in degrees per second squared
            instead of radians per second squared.
    """

    TAG: ClassVar[str] = "acceleration"
    SPEC_FILE: ClassVar[str] = "spec/1.12/joint_state.sdf"

    value: float = sdf.text("double", "0")
    """The element's value. Default: ``0``."""

    degrees: bool = sdf.attribute("degrees", "bool", "false")
    """When true, a rotational acceleration is read in degrees per second squared instead of
    radians per second squared."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointStateAxisState(sdf.Element):
    """State of the joint's first axis.

    Attributes:
        position: Position of the first axis: an angle for a rotational axis (radians unless
            `degrees`), a distance in metres for a translational one.
        velocity: Velocity of the first axis: rad/s for a rotational axis (deg/s with
            `degrees`), m/s for a translational one.
        acceleration: Acceleration of the first axis: rad/s² for a rotational axis (deg/s² with
            `degrees`), m/s² for a translational one.
        effort: Effort applied along the first axis: a torque in N·m for a rotational axis, a
            force in N for a translational one. Default: ``0``.
    """

    TAG: ClassVar[str] = "axis_state"
    SPEC_FILE: ClassVar[str] = "spec/1.12/joint_state.sdf"

    position: JointStateAxisStatePosition | None = sdf.child(
        "position", lambda: JointStateAxisStatePosition
    )
    """Position of the first axis: an angle for a rotational axis (radians unless `degrees`), a
    distance in metres for a translational one."""

    velocity: JointStateAxisStateVelocity | None = sdf.child(
        "velocity", lambda: JointStateAxisStateVelocity
    )
    """Velocity of the first axis: rad/s for a rotational axis (deg/s with `degrees`), m/s for
    a translational one."""

    acceleration: JointStateAxisStateAcceleration | None = sdf.child(
        "acceleration", lambda: JointStateAxisStateAcceleration
    )
    """Acceleration of the first axis: rad/s² for a rotational axis (deg/s² with `degrees`),
    m/s² for a translational one."""

    effort: float = sdf.value("effort", "double", "0")
    """Effort applied along the first axis: a torque in N·m for a rotational axis, a force in N
    for a translational one. Default: ``0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointStateAxis2StatePosition(sdf.Element):
    """Position of the second axis: an angle for a rotational axis (radians unless `degrees`),
    a distance in metres for a translational one.

    Attributes:
        value: The element's value. Default: ``0``.
        degrees: When true, a rotational position is read in degrees instead of radians.
    """

    TAG: ClassVar[str] = "position"
    SPEC_FILE: ClassVar[str] = "spec/1.12/joint_state.sdf"

    value: float = sdf.text("double", "0")
    """The element's value. Default: ``0``."""

    degrees: bool = sdf.attribute("degrees", "bool", "false")
    """When true, a rotational position is read in degrees instead of radians."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointStateAxis2StateVelocity(sdf.Element):
    """Velocity of the second axis: rad/s for a rotational axis (deg/s with `degrees`), m/s for
    a translational one.

    Attributes:
        value: The element's value. Default: ``0``.
        degrees: When true, a rotational velocity is read in degrees per second instead of
            radians per second.
    """

    TAG: ClassVar[str] = "velocity"
    SPEC_FILE: ClassVar[str] = "spec/1.12/joint_state.sdf"

    value: float = sdf.text("double", "0")
    """The element's value. Default: ``0``."""

    degrees: bool = sdf.attribute("degrees", "bool", "false")
    """When true, a rotational velocity is read in degrees per second instead of radians per
    second."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointStateAxis2StateAcceleration(sdf.Element):
    """Acceleration of the second axis: rad/s² for a rotational axis (deg/s² with `degrees`),
    m/s² for a translational one.

    Attributes:
        value: The element's value. Default: ``0``.
        degrees: When true, a rotational acceleration is read in degrees per second squared
            instead of radians per second squared.
    """

    TAG: ClassVar[str] = "acceleration"
    SPEC_FILE: ClassVar[str] = "spec/1.12/joint_state.sdf"

    value: float = sdf.text("double", "0")
    """The element's value. Default: ``0``."""

    degrees: bool = sdf.attribute("degrees", "bool", "false")
    """When true, a rotational acceleration is read in degrees per second squared instead of
    radians per second squared."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointStateAxis2State(sdf.Element):
    """State of the joint's second axis.

    Attributes:
        position: Position of the second axis: an angle for a rotational axis (radians unless
            `degrees`), a distance in metres for a translational one.
        velocity: Velocity of the second axis: rad/s for a rotational axis (deg/s with
            `degrees`), m/s for a translational one.
        acceleration: Acceleration of the second axis: rad/s² for a rotational axis (deg/s² with
            `degrees`), m/s² for a translational one.
        effort: Effort applied along the second axis: a torque in N·m for a rotational axis, a
            force in N for a translational one. Default: ``0``.
    """

    TAG: ClassVar[str] = "axis2_state"
    SPEC_FILE: ClassVar[str] = "spec/1.12/joint_state.sdf"

    position: JointStateAxis2StatePosition | None = sdf.child(
        "position", lambda: JointStateAxis2StatePosition
    )
    """Position of the second axis: an angle for a rotational axis (radians unless `degrees`),
    a distance in metres for a translational one."""

    velocity: JointStateAxis2StateVelocity | None = sdf.child(
        "velocity", lambda: JointStateAxis2StateVelocity
    )
    """Velocity of the second axis: rad/s for a rotational axis (deg/s with `degrees`), m/s for
    a translational one."""

    acceleration: JointStateAxis2StateAcceleration | None = sdf.child(
        "acceleration", lambda: JointStateAxis2StateAcceleration
    )
    """Acceleration of the second axis: rad/s² for a rotational axis (deg/s² with `degrees`),
    m/s² for a translational one."""

    effort: float = sdf.value("effort", "double", "0")
    """Effort applied along the second axis: a torque in N·m for a rotational axis, a force in
    N for a translational one. Default: ``0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointState(sdf.Element):
    """State of one joint: position, velocity, acceleration and effort of each of its axes.

    Attributes:
        name: Name of the joint the state applies to.
        angle: Deprecated in 1.12, replaced by `axis_state/position` and `axis2_state/position`:
            position of one joint axis, radians for rotational axes and metres for translational
            ones.
        axis_state: State of the joint's first axis.
        axis2_state: State of the joint's second axis.
    """

    TAG: ClassVar[str] = "joint_state"
    SPEC_FILE: ClassVar[str] = "spec/1.12/joint_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the joint the state applies to."""

    angle: JointStateAngle | None = sdf.child("angle", lambda: JointStateAngle, cardinality="-1")
    """Deprecated in 1.12, replaced by `axis_state/position` and `axis2_state/position`:
    position of one joint axis, radians for rotational axes and metres for translational
    ones."""

    axis_state: JointStateAxisState | None = sdf.child("axis_state", lambda: JointStateAxisState)
    """State of the joint's first axis."""

    axis2_state: JointStateAxis2State | None = sdf.child(
        "axis2_state", lambda: JointStateAxis2State
    )
    """State of the joint's second axis."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_UNSIGNED_INT = sdf.converter("unsigned int")


(
    _joint_state_angle_set_xml_extras,
    _joint_state_angle_set_xml_origin,
    _joint_state_angle_set_value,
    _joint_state_angle_set_axis,
) = sdf.setters(JointStateAngle, "xml_extras", "xml_origin", "value", "axis")


@sdf.fills(JointStateAngle)
def _fill_joint_state_angle(
    obj: JointStateAngle, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointStateAngle`` from its element."""
    path = f"{parent_path}/angle"
    found: list[str] = []
    axis: object = 0
    text = node.get("axis")
    if text is not None:
        axis = ctx.parsed(_PARSE_UNSIGNED_INT, text)
        found.append("axis")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_DOUBLE, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _joint_state_angle_set_xml_extras(obj, extras)
    _joint_state_angle_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_state_angle_set_value(obj, value)
    _joint_state_angle_set_axis(obj, axis)
    return True


(
    _joint_state_axis_state_position_set_xml_extras,
    _joint_state_axis_state_position_set_xml_origin,
    _joint_state_axis_state_position_set_value,
    _joint_state_axis_state_position_set_degrees,
) = sdf.setters(JointStateAxisStatePosition, "xml_extras", "xml_origin", "value", "degrees")


@sdf.fills(JointStateAxisStatePosition)
def _fill_joint_state_axis_state_position(
    obj: JointStateAxisStatePosition, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointStateAxisStatePosition`` from its element."""
    path = f"{parent_path}/position"
    found: list[str] = []
    degrees: object = False
    text = node.get("degrees")
    if text is not None:
        degrees = ctx.parsed(_PARSE_BOOL, text)
        found.append("degrees")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_DOUBLE, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _joint_state_axis_state_position_set_xml_extras(obj, extras)
    _joint_state_axis_state_position_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_state_axis_state_position_set_value(obj, value)
    _joint_state_axis_state_position_set_degrees(obj, degrees)
    return True


(
    _joint_state_axis_state_velocity_set_xml_extras,
    _joint_state_axis_state_velocity_set_xml_origin,
    _joint_state_axis_state_velocity_set_value,
    _joint_state_axis_state_velocity_set_degrees,
) = sdf.setters(JointStateAxisStateVelocity, "xml_extras", "xml_origin", "value", "degrees")


@sdf.fills(JointStateAxisStateVelocity)
def _fill_joint_state_axis_state_velocity(
    obj: JointStateAxisStateVelocity, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointStateAxisStateVelocity`` from its element."""
    path = f"{parent_path}/velocity"
    found: list[str] = []
    degrees: object = False
    text = node.get("degrees")
    if text is not None:
        degrees = ctx.parsed(_PARSE_BOOL, text)
        found.append("degrees")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_DOUBLE, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _joint_state_axis_state_velocity_set_xml_extras(obj, extras)
    _joint_state_axis_state_velocity_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_state_axis_state_velocity_set_value(obj, value)
    _joint_state_axis_state_velocity_set_degrees(obj, degrees)
    return True


(
    _joint_state_axis_state_acceleration_set_xml_extras,
    _joint_state_axis_state_acceleration_set_xml_origin,
    _joint_state_axis_state_acceleration_set_value,
    _joint_state_axis_state_acceleration_set_degrees,
) = sdf.setters(JointStateAxisStateAcceleration, "xml_extras", "xml_origin", "value", "degrees")


@sdf.fills(JointStateAxisStateAcceleration)
def _fill_joint_state_axis_state_acceleration(
    obj: JointStateAxisStateAcceleration,
    node: etree._Element,
    ctx: sdf.ReadContext,
    parent_path: str,
) -> bool:
    """Read the fields of a lazy ``JointStateAxisStateAcceleration`` from its element."""
    path = f"{parent_path}/acceleration"
    found: list[str] = []
    degrees: object = False
    text = node.get("degrees")
    if text is not None:
        degrees = ctx.parsed(_PARSE_BOOL, text)
        found.append("degrees")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_DOUBLE, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _joint_state_axis_state_acceleration_set_xml_extras(obj, extras)
    _joint_state_axis_state_acceleration_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_state_axis_state_acceleration_set_value(obj, value)
    _joint_state_axis_state_acceleration_set_degrees(obj, degrees)
    return True


(
    _joint_state_axis_state_set_xml_extras,
    _joint_state_axis_state_set_xml_origin,
    _joint_state_axis_state_set_position,
    _joint_state_axis_state_set_velocity,
    _joint_state_axis_state_set_acceleration,
    _joint_state_axis_state_set_effort,
) = sdf.setters(
    JointStateAxisState,
    "xml_extras",
    "xml_origin",
    "position",
    "velocity",
    "acceleration",
    "effort",
)


@sdf.fills(JointStateAxisState)
def _fill_joint_state_axis_state(
    obj: JointStateAxisState, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointStateAxisState`` from its element."""
    path = f"{parent_path}/axis_state"
    found: list[str] = []
    position: JointStateAxisStatePosition | None = None
    velocity: JointStateAxisStateVelocity | None = None
    acceleration: JointStateAxisStateAcceleration | None = None
    effort: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "position":
            position = sdf.unfilled(JointStateAxisStatePosition, item, ctx, path)
            order.append("position")
        elif tag == "velocity":
            velocity = sdf.unfilled(JointStateAxisStateVelocity, item, ctx, path)
            order.append("velocity")
        elif tag == "acceleration":
            acceleration = sdf.unfilled(JointStateAxisStateAcceleration, item, ctx, path)
            order.append("acceleration")
        elif tag == "effort":
            effort = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("effort")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_state_axis_state_set_xml_extras(obj, extras)
    _joint_state_axis_state_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_state_axis_state_set_position(obj, position)
    _joint_state_axis_state_set_velocity(obj, velocity)
    _joint_state_axis_state_set_acceleration(obj, acceleration)
    _joint_state_axis_state_set_effort(obj, effort)
    return True


(
    _joint_state_axis2_state_position_set_xml_extras,
    _joint_state_axis2_state_position_set_xml_origin,
    _joint_state_axis2_state_position_set_value,
    _joint_state_axis2_state_position_set_degrees,
) = sdf.setters(JointStateAxis2StatePosition, "xml_extras", "xml_origin", "value", "degrees")


@sdf.fills(JointStateAxis2StatePosition)
def _fill_joint_state_axis2_state_position(
    obj: JointStateAxis2StatePosition, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointStateAxis2StatePosition`` from its element."""
    path = f"{parent_path}/position"
    found: list[str] = []
    degrees: object = False
    text = node.get("degrees")
    if text is not None:
        degrees = ctx.parsed(_PARSE_BOOL, text)
        found.append("degrees")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_DOUBLE, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _joint_state_axis2_state_position_set_xml_extras(obj, extras)
    _joint_state_axis2_state_position_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_state_axis2_state_position_set_value(obj, value)
    _joint_state_axis2_state_position_set_degrees(obj, degrees)
    return True


(
    _joint_state_axis2_state_velocity_set_xml_extras,
    _joint_state_axis2_state_velocity_set_xml_origin,
    _joint_state_axis2_state_velocity_set_value,
    _joint_state_axis2_state_velocity_set_degrees,
) = sdf.setters(JointStateAxis2StateVelocity, "xml_extras", "xml_origin", "value", "degrees")


@sdf.fills(JointStateAxis2StateVelocity)
def _fill_joint_state_axis2_state_velocity(
    obj: JointStateAxis2StateVelocity, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointStateAxis2StateVelocity`` from its element."""
    path = f"{parent_path}/velocity"
    found: list[str] = []
    degrees: object = False
    text = node.get("degrees")
    if text is not None:
        degrees = ctx.parsed(_PARSE_BOOL, text)
        found.append("degrees")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_DOUBLE, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _joint_state_axis2_state_velocity_set_xml_extras(obj, extras)
    _joint_state_axis2_state_velocity_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_state_axis2_state_velocity_set_value(obj, value)
    _joint_state_axis2_state_velocity_set_degrees(obj, degrees)
    return True


(
    _joint_state_axis2_state_acceleration_set_xml_extras,
    _joint_state_axis2_state_acceleration_set_xml_origin,
    _joint_state_axis2_state_acceleration_set_value,
    _joint_state_axis2_state_acceleration_set_degrees,
) = sdf.setters(JointStateAxis2StateAcceleration, "xml_extras", "xml_origin", "value", "degrees")


@sdf.fills(JointStateAxis2StateAcceleration)
def _fill_joint_state_axis2_state_acceleration(
    obj: JointStateAxis2StateAcceleration,
    node: etree._Element,
    ctx: sdf.ReadContext,
    parent_path: str,
) -> bool:
    """Read the fields of a lazy ``JointStateAxis2StateAcceleration`` from its element."""
    path = f"{parent_path}/acceleration"
    found: list[str] = []
    degrees: object = False
    text = node.get("degrees")
    if text is not None:
        degrees = ctx.parsed(_PARSE_BOOL, text)
        found.append("degrees")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_DOUBLE, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _joint_state_axis2_state_acceleration_set_xml_extras(obj, extras)
    _joint_state_axis2_state_acceleration_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_state_axis2_state_acceleration_set_value(obj, value)
    _joint_state_axis2_state_acceleration_set_degrees(obj, degrees)
    return True


(
    _joint_state_axis2_state_set_xml_extras,
    _joint_state_axis2_state_set_xml_origin,
    _joint_state_axis2_state_set_position,
    _joint_state_axis2_state_set_velocity,
    _joint_state_axis2_state_set_acceleration,
    _joint_state_axis2_state_set_effort,
) = sdf.setters(
    JointStateAxis2State,
    "xml_extras",
    "xml_origin",
    "position",
    "velocity",
    "acceleration",
    "effort",
)


@sdf.fills(JointStateAxis2State)
def _fill_joint_state_axis2_state(
    obj: JointStateAxis2State, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointStateAxis2State`` from its element."""
    path = f"{parent_path}/axis2_state"
    found: list[str] = []
    position: JointStateAxis2StatePosition | None = None
    velocity: JointStateAxis2StateVelocity | None = None
    acceleration: JointStateAxis2StateAcceleration | None = None
    effort: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "position":
            position = sdf.unfilled(JointStateAxis2StatePosition, item, ctx, path)
            order.append("position")
        elif tag == "velocity":
            velocity = sdf.unfilled(JointStateAxis2StateVelocity, item, ctx, path)
            order.append("velocity")
        elif tag == "acceleration":
            acceleration = sdf.unfilled(JointStateAxis2StateAcceleration, item, ctx, path)
            order.append("acceleration")
        elif tag == "effort":
            effort = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("effort")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_state_axis2_state_set_xml_extras(obj, extras)
    _joint_state_axis2_state_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_state_axis2_state_set_position(obj, position)
    _joint_state_axis2_state_set_velocity(obj, velocity)
    _joint_state_axis2_state_set_acceleration(obj, acceleration)
    _joint_state_axis2_state_set_effort(obj, effort)
    return True


(
    _joint_state_set_xml_extras,
    _joint_state_set_xml_origin,
    _joint_state_set_name,
    _joint_state_set_angle,
    _joint_state_set_axis_state,
    _joint_state_set_axis2_state,
) = sdf.setters(
    JointState, "xml_extras", "xml_origin", "name", "angle", "axis_state", "axis2_state"
)


@sdf.fills(JointState)
def _fill_joint_state(
    obj: JointState, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointState`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/joint_state"
    else:
        path = f'{parent_path}/joint_state[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    angle: JointStateAngle | None = None
    axis_state: JointStateAxisState | None = None
    axis2_state: JointStateAxis2State | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "axis_state":
            axis_state = sdf.unfilled(JointStateAxisState, item, ctx, path)
            order.append("axis_state")
        elif tag == "axis2_state":
            axis2_state = sdf.unfilled(JointStateAxis2State, item, ctx, path)
            order.append("axis2_state")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_state_set_xml_extras(obj, extras)
    _joint_state_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_state_set_name(obj, name)
    _joint_state_set_angle(obj, angle)
    _joint_state_set_axis_state(obj, axis_state)
    _joint_state_set_axis2_state(obj, axis2_state)
    return True
