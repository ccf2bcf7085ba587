"""SDFormat 1.12 element classes of ``spec/1.12/joint_state.sdf``.

Generated from spec/1.12/joint_state.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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


@attrs.define(kw_only=True, eq=False)
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
