"""SDFormat 1.10 element classes of ``spec/1.10/joint.sdf``.

Generated from spec/1.10/joint.sdf by make generate. Do not edit: change the
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
    from sdformat_v1_10.mimic import Mimic
    from sdformat_v1_10.pose import Pose
    from sdformat_v1_10.sensor import Sensor

__all__ = [
    "Joint",
    "JointAxis",
    "JointAxis2",
    "JointAxis2Dynamics",
    "JointAxis2Limit",
    "JointAxis2Xyz",
    "JointAxisDynamics",
    "JointAxisLimit",
    "JointAxisXyz",
    "JointPhysics",
    "JointPhysicsOde",
    "JointPhysicsOdeLimit",
    "JointPhysicsOdeSuspension",
    "JointPhysicsSimbody",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_10",
    {
        "Mimic": "mimic",
        "Pose": "pose",
        "Sensor": "sensor",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class JointAxisXyz(sdf.Element):
    """Direction of the axis as a unit vector, expressed in the joint frame unless expressed_in
    names another frame.

    Attributes:
        value: The element's value. Default: ``0 0 1``.
        expressed_in: Name of the frame the xyz vector is expressed in; empty means the joint
            frame. Frames in nested models are scoped with `::`.
    """

    TAG: ClassVar[str] = "xyz"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    value: FloatArray = sdf.text("vector3", "0 0 1")
    """The element's value. Default: ``0 0 1``."""

    expressed_in: str = sdf.attribute("expressed_in", "string", "")
    """Name of the frame the xyz vector is expressed in; empty means the joint frame. Frames in
    nested models are scoped with `::`."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointAxisDynamics(sdf.Element):
    """Physical properties of motion about this axis, used by simulators: damping, friction and
    a spring.

    Attributes:
        damping: Viscous damping coefficient of the axis: N*s/m for sliding axes, N*m*s/rad for
            rotational ones. Default: ``0``.
        friction: Static friction of the axis: N for sliding axes, N*m for rotational ones.
            Default: ``0``.
        spring_reference: Joint position at which the axis spring exerts no force: radians for
            rotational axes, metres for sliding ones. Default: ``0``.
        spring_stiffness: Stiffness of the axis spring: N/m for sliding axes, N*m/rad for
            rotational ones. Default: ``0``.
    """

    TAG: ClassVar[str] = "dynamics"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    damping: float = sdf.value("damping", "double", "0")
    """Viscous damping coefficient of the axis: N*s/m for sliding axes, N*m*s/rad for
    rotational ones. Default: ``0``."""

    friction: float = sdf.value("friction", "double", "0")
    """Static friction of the axis: N for sliding axes, N*m for rotational ones. Default:
    ``0``."""

    spring_reference: float = sdf.value("spring_reference", "double", "0", cardinality="1")
    """Joint position at which the axis spring exerts no force: radians for rotational axes,
    metres for sliding ones. Default: ``0``."""

    spring_stiffness: float = sdf.value("spring_stiffness", "double", "0", cardinality="1")
    """Stiffness of the axis spring: N/m for sliding axes, N*m/rad for rotational ones.
    Default: ``0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointAxisLimit(sdf.Element):
    """Position, effort and velocity limits of the axis, plus the stiffness and dissipation of
    its joint stops.

    Attributes:
        lower: Lower position limit: radians for rotational axes, metres for sliding ones. -inf
            means no lower bound, as for continuous joints. Default: ``-inf``.
        upper: Upper position limit: radians for rotational axes, metres for sliding ones. inf
            means no upper bound, as for continuous joints. Default: ``inf``.
        effort: Largest absolute force (N) or torque (N*m) that may be applied along the axis;
            inf means unlimited. Default: ``inf``.
        velocity: Largest absolute speed of the axis, in rad/s or m/s; inf means unlimited.
            Default: ``inf``.
        stiffness: Stiffness of the joint stops that enforce lower and upper, used by engines
            with compliant stops such as Simbody. Default: ``1e8``.
        dissipation: Energy dissipation of the joint stops, used together with stiffness by
            engines with compliant stops such as Simbody. Default: ``1.0``.
    """

    TAG: ClassVar[str] = "limit"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    lower: float = sdf.value("lower", "double", "-inf", cardinality="1")
    """Lower position limit: radians for rotational axes, metres for sliding ones. -inf means
    no lower bound, as for continuous joints. Default: ``-inf``."""

    upper: float = sdf.value("upper", "double", "inf", cardinality="1")
    """Upper position limit: radians for rotational axes, metres for sliding ones. inf means no
    upper bound, as for continuous joints. Default: ``inf``."""

    effort: float = sdf.value("effort", "double", "inf")
    """Largest absolute force (N) or torque (N*m) that may be applied along the axis; inf means
    unlimited. Default: ``inf``."""

    velocity: float = sdf.value("velocity", "double", "inf")
    """Largest absolute speed of the axis, in rad/s or m/s; inf means unlimited. Default:
    ``inf``."""

    stiffness: float = sdf.value("stiffness", "double", "1e8")
    """Stiffness of the joint stops that enforce lower and upper, used by engines with
    compliant stops such as Simbody. Default: ``1e8``."""

    dissipation: float = sdf.value("dissipation", "double", "1.0")
    """Energy dissipation of the joint stops, used together with stiffness by engines with
    compliant stops such as Simbody. Default: ``1.0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointAxis(sdf.Element):
    """First (or only) joint axis: the rotation axis of revolute, continuous and screw joints
    or the sliding axis of prismatic joints, with its limits and dynamics.

    Attributes:
        xyz: Direction of the axis as a unit vector, expressed in the joint frame unless
            expressed_in names another frame.
        dynamics: Physical properties of motion about this axis, used by simulators: damping,
            friction and a spring.
        limit: Position, effort and velocity limits of the axis, plus the stiffness and
            dissipation of its joint stops.
        mimic: Makes this axis follow an axis of another (leader) joint through the linear
            constraint follower = multiplier * (leader - reference) + offset, with positions in
            radians or metres.
    """

    TAG: ClassVar[str] = "axis"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    xyz: JointAxisXyz = sdf.child("xyz", lambda: JointAxisXyz, cardinality="1")
    """Direction of the axis as a unit vector, expressed in the joint frame unless expressed_in
    names another frame."""

    dynamics: JointAxisDynamics | None = sdf.child("dynamics", lambda: JointAxisDynamics)
    """Physical properties of motion about this axis, used by simulators: damping, friction and
    a spring."""

    limit: JointAxisLimit = sdf.child("limit", lambda: JointAxisLimit, cardinality="1")
    """Position, effort and velocity limits of the axis, plus the stiffness and dissipation of
    its joint stops."""

    mimic: Mimic | None = sdf.child("mimic", lambda: _imports.Mimic)
    """Makes this axis follow an axis of another (leader) joint through the linear constraint
    follower = multiplier * (leader - reference) + offset, with positions in radians or
    metres."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointAxis2Xyz(sdf.Element):
    """Direction of the axis as a unit vector, expressed in the joint frame unless expressed_in
    names another frame.

    Attributes:
        value: The element's value. Default: ``0 0 1``.
        expressed_in: Name of the frame the xyz vector is expressed in; empty means the joint
            frame. Frames in nested models are scoped with `::`.
    """

    TAG: ClassVar[str] = "xyz"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    value: FloatArray = sdf.text("vector3", "0 0 1")
    """The element's value. Default: ``0 0 1``."""

    expressed_in: str = sdf.attribute("expressed_in", "string", "")
    """Name of the frame the xyz vector is expressed in; empty means the joint frame. Frames in
    nested models are scoped with `::`."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointAxis2Dynamics(sdf.Element):
    """Physical properties of motion about this axis, used by simulators: damping, friction and
    a spring.

    Attributes:
        damping: Viscous damping coefficient of the axis: N*s/m for sliding axes, N*m*s/rad for
            rotational ones. Default: ``0``.
        friction: Static friction of the axis: N for sliding axes, N*m for rotational ones.
            Default: ``0``.
        spring_reference: Joint position at which the axis spring exerts no force: radians for
            rotational axes, metres for sliding ones. Default: ``0``.
        spring_stiffness: Stiffness of the axis spring: N/m for sliding axes, N*m/rad for
            rotational ones. Default: ``0``.
    """

    TAG: ClassVar[str] = "dynamics"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    damping: float = sdf.value("damping", "double", "0")
    """Viscous damping coefficient of the axis: N*s/m for sliding axes, N*m*s/rad for
    rotational ones. Default: ``0``."""

    friction: float = sdf.value("friction", "double", "0")
    """Static friction of the axis: N for sliding axes, N*m for rotational ones. Default:
    ``0``."""

    spring_reference: float = sdf.value("spring_reference", "double", "0", cardinality="1")
    """Joint position at which the axis spring exerts no force: radians for rotational axes,
    metres for sliding ones. Default: ``0``."""

    spring_stiffness: float = sdf.value("spring_stiffness", "double", "0", cardinality="1")
    """Stiffness of the axis spring: N/m for sliding axes, N*m/rad for rotational ones.
    Default: ``0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointAxis2Limit(sdf.Element):
    """Position, effort and velocity limits of the axis, plus the stiffness and dissipation of
    its joint stops.

    Attributes:
        lower: Lower position limit: radians for rotational axes, metres for sliding ones. -inf
            means no lower bound, as for continuous joints. Default: ``-inf``.
        upper: Upper position limit: radians for rotational axes, metres for sliding ones. inf
            means no upper bound, as for continuous joints. Default: ``inf``.
        effort: Largest absolute force (N) or torque (N*m) that may be applied along the axis;
            inf means unlimited. Default: ``inf``.
        velocity: Largest absolute speed of the axis, in rad/s or m/s; inf means unlimited.
            Default: ``inf``.
        stiffness: Stiffness of the joint stops that enforce lower and upper, used by engines
            with compliant stops such as Simbody. Default: ``1e8``.
        dissipation: Energy dissipation of the joint stops, used together with stiffness by
            engines with compliant stops such as Simbody. Default: ``1.0``.
    """

    TAG: ClassVar[str] = "limit"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    lower: float = sdf.value("lower", "double", "-inf")
    """Lower position limit: radians for rotational axes, metres for sliding ones. -inf means
    no lower bound, as for continuous joints. Default: ``-inf``."""

    upper: float = sdf.value("upper", "double", "inf")
    """Upper position limit: radians for rotational axes, metres for sliding ones. inf means no
    upper bound, as for continuous joints. Default: ``inf``."""

    effort: float = sdf.value("effort", "double", "inf")
    """Largest absolute force (N) or torque (N*m) that may be applied along the axis; inf means
    unlimited. Default: ``inf``."""

    velocity: float = sdf.value("velocity", "double", "inf")
    """Largest absolute speed of the axis, in rad/s or m/s; inf means unlimited. Default:
    ``inf``."""

    stiffness: float = sdf.value("stiffness", "double", "1e8")
    """Stiffness of the joint stops that enforce lower and upper, used by engines with
    compliant stops such as Simbody. Default: ``1e8``."""

    dissipation: float = sdf.value("dissipation", "double", "1.0")
    """Energy dissipation of the joint stops, used together with stiffness by engines with
    compliant stops such as Simbody. Default: ``1.0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointAxis2(sdf.Element):
    """Second joint axis, used by revolute2 and universal joints, with its own limits and
    dynamics.

    Attributes:
        xyz: Direction of the axis as a unit vector, expressed in the joint frame unless
            expressed_in names another frame.
        dynamics: Physical properties of motion about this axis, used by simulators: damping,
            friction and a spring.
        limit: Position, effort and velocity limits of the axis, plus the stiffness and
            dissipation of its joint stops.
        mimic: Makes this axis follow an axis of another (leader) joint through the linear
            constraint follower = multiplier * (leader - reference) + offset, with positions in
            radians or metres.
    """

    TAG: ClassVar[str] = "axis2"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    xyz: JointAxis2Xyz = sdf.child("xyz", lambda: JointAxis2Xyz, cardinality="1")
    """Direction of the axis as a unit vector, expressed in the joint frame unless expressed_in
    names another frame."""

    dynamics: JointAxis2Dynamics | None = sdf.child("dynamics", lambda: JointAxis2Dynamics)
    """Physical properties of motion about this axis, used by simulators: damping, friction and
    a spring."""

    limit: JointAxis2Limit = sdf.child("limit", lambda: JointAxis2Limit, cardinality="1")
    """Position, effort and velocity limits of the axis, plus the stiffness and dissipation of
    its joint stops."""

    mimic: Mimic | None = sdf.child("mimic", lambda: _imports.Mimic)
    """Makes this axis follow an axis of another (leader) joint through the linear constraint
    follower = multiplier * (leader - reference) + offset, with positions in radians or
    metres."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointPhysicsSimbody(sdf.Element):
    """Settings read only by the Simbody engine.

    Attributes:
        must_be_loop_joint: When true, Simbody cuts its multibody tree at this joint and
            enforces the joint as a loop-closure constraint instead. Default: ``false``.
    """

    TAG: ClassVar[str] = "simbody"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    must_be_loop_joint: bool = sdf.value("must_be_loop_joint", "bool", "false")
    """When true, Simbody cuts its multibody tree at this joint and enforces the joint as a
    loop-closure constraint instead. Default: ``false``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointPhysicsOdeLimit(sdf.Element):
    """Constraint parameters of the joint stops.

    Attributes:
        cfm: Constraint force mixing of the joint stops; larger values make the stops softer.
            Default: ``0.0``.
        erp: Error reduction parameter of the joint stops, between 0 and 1. Default: ``0.2``.
    """

    TAG: ClassVar[str] = "limit"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    cfm: float = sdf.value("cfm", "double", "0.0", cardinality="1")
    """Constraint force mixing of the joint stops; larger values make the stops softer.
    Default: ``0.0``."""

    erp: float = sdf.value("erp", "double", "0.2", cardinality="1")
    """Error reduction parameter of the joint stops, between 0 and 1. Default: ``0.2``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointPhysicsOdeSuspension(sdf.Element):
    """Soft-constraint parameters of the suspension that ODE applies to two-axis wheel joints
    (revolute2).

    Attributes:
        cfm: Constraint force mixing of the suspension; larger values make it softer. Default:
            ``0.0``.
        erp: Error reduction parameter of the suspension, between 0 and 1. Default: ``0.2``.
    """

    TAG: ClassVar[str] = "suspension"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    cfm: float = sdf.value("cfm", "double", "0.0", cardinality="1")
    """Constraint force mixing of the suspension; larger values make it softer. Default:
    ``0.0``."""

    erp: float = sdf.value("erp", "double", "0.2", cardinality="1")
    """Error reduction parameter of the suspension, between 0 and 1. Default: ``0.2``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointPhysicsOde(sdf.Element):
    """Settings read only by the ODE engine.

    Attributes:
        cfm_damping: When true, ODE models joint damping through constraint force mixing, which
            allows arbitrarily high damping but keeps one extra constraint row always active.
            Default: ``false``.
        implicit_spring_damper: When true, ODE models the joint spring and damping implicitly
            through CFM and ERP, which stays stable for very large gains and keeps one extra
            constraint row active. Supersedes cfm_damping. Default: ``false``.
        fudge_factor: Scale, between 0 and 1, applied to the excess joint motor force when the
            joint is at a limit. Default: ``0``.
        cfm: Constraint force mixing of the joint's constrained directions; larger values make
            the constraints softer. Default: ``0``.
        erp: Error reduction parameter of the joint's constrained directions, between 0 and 1:
            the fraction of the constraint error corrected in each step. Default: ``0.2``.
        bounce: Restitution of the joint stops, from 0 (no bounce) to 1 (fully elastic).
            Default: ``0``.
        max_force: Largest force (N) or torque (N*m) the ODE joint motor may use to reach the
            target velocity. Default: ``0``.
        velocity: Target velocity of the ODE joint motor, in rad/s or m/s; set it only if the
            joint should start moving as soon as it is loaded. Default: ``0``.
        limit: Constraint parameters of the joint stops.
        suspension: Soft-constraint parameters of the suspension that ODE applies to two-axis
            wheel joints (revolute2).
    """

    TAG: ClassVar[str] = "ode"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    cfm_damping: bool = sdf.value("cfm_damping", "bool", "false")
    """When true, ODE models joint damping through constraint force mixing, which allows
    arbitrarily high damping but keeps one extra constraint row always active. Default:
    ``false``."""

    implicit_spring_damper: bool = sdf.value("implicit_spring_damper", "bool", "false")
    """When true, ODE models the joint spring and damping implicitly through CFM and ERP, which
    stays stable for very large gains and keeps one extra constraint row active.
    Supersedes cfm_damping. Default: ``false``."""

    fudge_factor: float = sdf.value("fudge_factor", "double", "0")
    """Scale, between 0 and 1, applied to the excess joint motor force when the joint is at a
    limit. Default: ``0``."""

    cfm: float = sdf.value("cfm", "double", "0")
    """Constraint force mixing of the joint's constrained directions; larger values make the
    constraints softer. Default: ``0``."""

    erp: float = sdf.value("erp", "double", "0.2")
    """Error reduction parameter of the joint's constrained directions, between 0 and 1: the
    fraction of the constraint error corrected in each step. Default: ``0.2``."""

    bounce: float = sdf.value("bounce", "double", "0")
    """Restitution of the joint stops, from 0 (no bounce) to 1 (fully elastic). Default: ``0``."""

    max_force: float = sdf.value("max_force", "double", "0")
    """Largest force (N) or torque (N*m) the ODE joint motor may use to reach the target
    velocity. Default: ``0``."""

    velocity: float = sdf.value("velocity", "double", "0")
    """Target velocity of the ODE joint motor, in rad/s or m/s; set it only if the joint should
    start moving as soon as it is loaded. Default: ``0``."""

    limit: JointPhysicsOdeLimit | None = sdf.child("limit", lambda: JointPhysicsOdeLimit)
    """Constraint parameters of the joint stops."""

    suspension: JointPhysicsOdeSuspension | None = sdf.child(
        "suspension", lambda: JointPhysicsOdeSuspension
    )
    """Soft-constraint parameters of the suspension that ODE applies to two-axis wheel joints
    (revolute2)."""


@attrs.define(kw_only=True, eq=False, repr=False)
class JointPhysics(sdf.Element):
    """Joint settings specific to particular physics engines.

    Attributes:
        simbody: Settings read only by the Simbody engine.
        ode: Settings read only by the ODE engine.
        provide_feedback: When true, the physics engine computes the constraint force and torque
            acting at this joint so that they can be read back. Default: ``false``.
    """

    TAG: ClassVar[str] = "physics"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    simbody: JointPhysicsSimbody | None = sdf.child("simbody", lambda: JointPhysicsSimbody)
    """Settings read only by the Simbody engine."""

    ode: JointPhysicsOde | None = sdf.child("ode", lambda: JointPhysicsOde)
    """Settings read only by the ODE engine."""

    provide_feedback: bool = sdf.value("provide_feedback", "bool", "false")
    """When true, the physics engine computes the constraint force and torque acting at this
    joint so that they can be read back. Default: ``false``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Joint(sdf.Element):
    """A joint connecting a parent frame to a child frame and constraining how they may move
    relative to each other. Its pose is expressed in the child link frame unless stated
    otherwise.

    Attributes:
        name: Name of the joint; must be unique among the frames, links, joints and models of
            its scope.
        type: Kind of joint. One of revolute (rotation about axis within limits), continuous
            (unbounded rotation about axis), prismatic (sliding along axis), screw (rotation
            about axis coupled to sliding along it), universal (rotation about axis and axis2),
            revolute2 (two revolute joints in series), ball (free rotation about a point), fixed
            (no relative motion), gearbox (deprecated; use //joint/axis/mimic instead).
        parent: Name of the parent link or frame, or `world` to attach to the world frame. Names
            inside nested models are scoped with `::`, e.g. `arm::base`. Default:
            ``__default__``.
        child: Name of the child link or frame; names inside nested models are scoped with `::`.
            `world` is not allowed. Default: ``__default__``.
        gearbox_ratio: Deprecated along with the gearbox joint type; use //joint/axis/mimic
            instead. Gear ratio r, enforcing theta_2 = -r * theta_1 for the two angles defined
            under gearbox_reference_body. Default: ``1.0``.
        gearbox_reference_body: Deprecated along with the gearbox joint type; use
            //joint/axis/mimic instead. Link both gearbox angles are measured from: theta_1 to
            the parent link about axis, theta_2 to the child link about axis2. Default:
            ``__default__``.
        thread_pitch: Deprecated: use screw_thread_pitch. Legacy screw joint parameter in
            radians of rotation per metre of travel, with the opposite sign convention:
            thread_pitch = -2*pi / screw_thread_pitch. Default: ``1.0``.
        axis: First (or only) joint axis: the rotation axis of revolute, continuous and screw
            joints or the sliding axis of prismatic joints, with its limits and dynamics.
        axis2: Second joint axis, used by revolute2 and universal joints, with its own limits
            and dynamics.
        physics: Joint settings specific to particular physics engines.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
        sensors: A sensor attached to a link or joint; its type selects which child element
            holds the type-specific parameters.
        screw_thread_pitch: Thread pitch of a screw joint: axial travel of the child per full
            revolution, in metres per revolution. Positive for a right-handed thread, negative
            for a left-handed one. Replaces the deprecated thread_pitch. Default: ``1.0``.
    """

    TAG: ClassVar[str] = "joint"
    SPEC_FILE: ClassVar[str] = "spec/1.10/joint.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the joint; must be unique among the frames, links, joints and models of its
    scope."""

    type: str = sdf.attribute(
        "type",
        "string",
        "__default__",
        required=True,
        choices=(
            "revolute",
            "continuous",
            "prismatic",
            "screw",
            "universal",
            "revolute2",
            "ball",
            "fixed",
            "gearbox",
        ),
    )
    """Kind of joint. One of revolute (rotation about axis within limits), continuous
    (unbounded rotation about axis), prismatic (sliding along axis), screw (rotation
    about axis coupled to sliding along it), universal (rotation about axis and axis2),
    revolute2 (two revolute joints in series), ball (free rotation about a point), fixed
    (no relative motion), gearbox (deprecated; use //joint/axis/mimic instead)."""

    parent: str = sdf.value("parent", "string", "__default__", cardinality="1")
    """Name of the parent link or frame, or `world` to attach to the world frame. Names inside
    nested models are scoped with `::`, e.g. `arm::base`. Default: ``__default__``."""

    child: str = sdf.value("child", "string", "__default__", cardinality="1")
    """Name of the child link or frame; names inside nested models are scoped with `::`.
    `world` is not allowed. Default: ``__default__``."""

    gearbox_ratio: float = sdf.value("gearbox_ratio", "double", "1.0")
    """Deprecated along with the gearbox joint type; use //joint/axis/mimic instead. Gear ratio
    r, enforcing theta_2 = -r * theta_1 for the two angles defined under
    gearbox_reference_body. Default: ``1.0``."""

    gearbox_reference_body: str = sdf.value("gearbox_reference_body", "string", "__default__")
    """Deprecated along with the gearbox joint type; use //joint/axis/mimic instead. Link both
    gearbox angles are measured from: theta_1 to the parent link about axis, theta_2 to
    the child link about axis2. Default: ``__default__``."""

    thread_pitch: float | None = sdf.value("thread_pitch", "double", "1.0", cardinality="-1")
    """Deprecated: use screw_thread_pitch. Legacy screw joint parameter in radians of rotation
    per metre of travel, with the opposite sign convention: thread_pitch = -2*pi /
    screw_thread_pitch. Default: ``1.0``."""

    axis: JointAxis | None = sdf.child("axis", lambda: JointAxis)
    """First (or only) joint axis: the rotation axis of revolute, continuous and screw joints
    or the sliding axis of prismatic joints, with its limits and dynamics."""

    axis2: JointAxis2 | None = sdf.child("axis2", lambda: JointAxis2)
    """Second joint axis, used by revolute2 and universal joints, with its own limits and
    dynamics."""

    physics: JointPhysics | None = sdf.child("physics", lambda: JointPhysics)
    """Joint settings specific to particular physics engines."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    sensors: list[Sensor] = sdf.child("sensor", lambda: _imports.Sensor, cardinality="*")
    """A sensor attached to a link or joint; its type selects which child element holds the
    type-specific parameters."""

    screw_thread_pitch: float = sdf.value("screw_thread_pitch", "double", "1.0")
    """Thread pitch of a screw joint: axial travel of the child per full revolution, in metres
    per revolution. Positive for a right-handed thread, negative for a left-handed one.
    Replaces the deprecated thread_pitch. Default: ``1.0``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _joint_axis_xyz_set_xml_extras,
    _joint_axis_xyz_set_xml_origin,
    _joint_axis_xyz_set_value,
    _joint_axis_xyz_set_expressed_in,
) = sdf.setters(JointAxisXyz, "xml_extras", "xml_origin", "value", "expressed_in")


@sdf.fills(JointAxisXyz)
def _fill_joint_axis_xyz(
    obj: JointAxisXyz, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointAxisXyz`` from its element."""
    path = f"{parent_path}/xyz"
    found: list[str] = []
    expressed_in: object = ""
    text = node.get("expressed_in")
    if text is not None:
        expressed_in = text
        found.append("expressed_in")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_VECTOR3, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _joint_axis_xyz_set_xml_extras(obj, extras)
    _joint_axis_xyz_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_axis_xyz_set_value(obj, value)
    _joint_axis_xyz_set_expressed_in(obj, expressed_in)
    return True


(
    _joint_axis_dynamics_set_xml_extras,
    _joint_axis_dynamics_set_xml_origin,
    _joint_axis_dynamics_set_damping,
    _joint_axis_dynamics_set_friction,
    _joint_axis_dynamics_set_spring_reference,
    _joint_axis_dynamics_set_spring_stiffness,
) = sdf.setters(
    JointAxisDynamics,
    "xml_extras",
    "xml_origin",
    "damping",
    "friction",
    "spring_reference",
    "spring_stiffness",
)


@sdf.fills(JointAxisDynamics)
def _fill_joint_axis_dynamics(
    obj: JointAxisDynamics, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointAxisDynamics`` from its element."""
    path = f"{parent_path}/dynamics"
    found: list[str] = []
    damping: object = 0.0
    friction: object = 0.0
    spring_reference: object = 0.0
    spring_stiffness: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "damping":
            damping = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("damping")
        elif tag == "friction":
            friction = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("friction")
        elif tag == "spring_reference":
            spring_reference = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("spring_reference")
        elif tag == "spring_stiffness":
            spring_stiffness = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("spring_stiffness")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_axis_dynamics_set_xml_extras(obj, extras)
    _joint_axis_dynamics_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_axis_dynamics_set_damping(obj, damping)
    _joint_axis_dynamics_set_friction(obj, friction)
    _joint_axis_dynamics_set_spring_reference(obj, spring_reference)
    _joint_axis_dynamics_set_spring_stiffness(obj, spring_stiffness)
    return True


(
    _joint_axis_limit_set_xml_extras,
    _joint_axis_limit_set_xml_origin,
    _joint_axis_limit_set_lower,
    _joint_axis_limit_set_upper,
    _joint_axis_limit_set_effort,
    _joint_axis_limit_set_velocity,
    _joint_axis_limit_set_stiffness,
    _joint_axis_limit_set_dissipation,
) = sdf.setters(
    JointAxisLimit,
    "xml_extras",
    "xml_origin",
    "lower",
    "upper",
    "effort",
    "velocity",
    "stiffness",
    "dissipation",
)


@sdf.fills(JointAxisLimit)
def _fill_joint_axis_limit(
    obj: JointAxisLimit, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointAxisLimit`` from its element."""
    path = f"{parent_path}/limit"
    found: list[str] = []
    lower: object = sdf.declared_default(JointAxisLimit, "lower")
    upper: object = sdf.declared_default(JointAxisLimit, "upper")
    effort: object = sdf.declared_default(JointAxisLimit, "effort")
    velocity: object = sdf.declared_default(JointAxisLimit, "velocity")
    stiffness: object = 100000000.0
    dissipation: object = 1.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "lower":
            lower = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("lower")
        elif tag == "upper":
            upper = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("upper")
        elif tag == "effort":
            effort = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("effort")
        elif tag == "velocity":
            velocity = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("velocity")
        elif tag == "stiffness":
            stiffness = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("stiffness")
        elif tag == "dissipation":
            dissipation = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("dissipation")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_axis_limit_set_xml_extras(obj, extras)
    _joint_axis_limit_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_axis_limit_set_lower(obj, lower)
    _joint_axis_limit_set_upper(obj, upper)
    _joint_axis_limit_set_effort(obj, effort)
    _joint_axis_limit_set_velocity(obj, velocity)
    _joint_axis_limit_set_stiffness(obj, stiffness)
    _joint_axis_limit_set_dissipation(obj, dissipation)
    return True


(
    _joint_axis_set_xml_extras,
    _joint_axis_set_xml_origin,
    _joint_axis_set_xyz,
    _joint_axis_set_dynamics,
    _joint_axis_set_limit,
    _joint_axis_set_mimic,
) = sdf.setters(JointAxis, "xml_extras", "xml_origin", "xyz", "dynamics", "limit", "mimic")


@sdf.fills(JointAxis)
def _fill_joint_axis(
    obj: JointAxis, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointAxis`` from its element."""
    path = f"{parent_path}/axis"
    found: list[str] = []
    xyz: JointAxisXyz | None = None
    dynamics: JointAxisDynamics | None = None
    limit: JointAxisLimit | None = None
    mimic: Mimic | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "xyz":
            xyz = sdf.unfilled(JointAxisXyz, item, ctx, path)
            order.append("xyz")
        elif tag == "dynamics":
            dynamics = sdf.unfilled(JointAxisDynamics, item, ctx, path)
            order.append("dynamics")
        elif tag == "limit":
            limit = sdf.unfilled(JointAxisLimit, item, ctx, path)
            order.append("limit")
        elif tag == "mimic":
            mimic = sdf.unfilled(_imports.Mimic, item, ctx, path)
            order.append("mimic")
        else:  # not a fast-path document
            return False
    if xyz is None:  # the default object, as the constructor makes it
        xyz = JointAxisXyz.default()
    if limit is None:  # the default object, as the constructor makes it
        limit = JointAxisLimit.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_axis_set_xml_extras(obj, extras)
    _joint_axis_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_axis_set_xyz(obj, xyz)
    _joint_axis_set_dynamics(obj, dynamics)
    _joint_axis_set_limit(obj, limit)
    _joint_axis_set_mimic(obj, mimic)
    return True


(
    _joint_axis2_xyz_set_xml_extras,
    _joint_axis2_xyz_set_xml_origin,
    _joint_axis2_xyz_set_value,
    _joint_axis2_xyz_set_expressed_in,
) = sdf.setters(JointAxis2Xyz, "xml_extras", "xml_origin", "value", "expressed_in")


@sdf.fills(JointAxis2Xyz)
def _fill_joint_axis2_xyz(
    obj: JointAxis2Xyz, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointAxis2Xyz`` from its element."""
    path = f"{parent_path}/xyz"
    found: list[str] = []
    expressed_in: object = ""
    text = node.get("expressed_in")
    if text is not None:
        expressed_in = text
        found.append("expressed_in")
    text = node.text or ""
    value: object = ctx.parsed(_PARSE_VECTOR3, text)
    found.append("value")
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _joint_axis2_xyz_set_xml_extras(obj, extras)
    _joint_axis2_xyz_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_axis2_xyz_set_value(obj, value)
    _joint_axis2_xyz_set_expressed_in(obj, expressed_in)
    return True


(
    _joint_axis2_dynamics_set_xml_extras,
    _joint_axis2_dynamics_set_xml_origin,
    _joint_axis2_dynamics_set_damping,
    _joint_axis2_dynamics_set_friction,
    _joint_axis2_dynamics_set_spring_reference,
    _joint_axis2_dynamics_set_spring_stiffness,
) = sdf.setters(
    JointAxis2Dynamics,
    "xml_extras",
    "xml_origin",
    "damping",
    "friction",
    "spring_reference",
    "spring_stiffness",
)


@sdf.fills(JointAxis2Dynamics)
def _fill_joint_axis2_dynamics(
    obj: JointAxis2Dynamics, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointAxis2Dynamics`` from its element."""
    path = f"{parent_path}/dynamics"
    found: list[str] = []
    damping: object = 0.0
    friction: object = 0.0
    spring_reference: object = 0.0
    spring_stiffness: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "damping":
            damping = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("damping")
        elif tag == "friction":
            friction = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("friction")
        elif tag == "spring_reference":
            spring_reference = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("spring_reference")
        elif tag == "spring_stiffness":
            spring_stiffness = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("spring_stiffness")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_axis2_dynamics_set_xml_extras(obj, extras)
    _joint_axis2_dynamics_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_axis2_dynamics_set_damping(obj, damping)
    _joint_axis2_dynamics_set_friction(obj, friction)
    _joint_axis2_dynamics_set_spring_reference(obj, spring_reference)
    _joint_axis2_dynamics_set_spring_stiffness(obj, spring_stiffness)
    return True


(
    _joint_axis2_limit_set_xml_extras,
    _joint_axis2_limit_set_xml_origin,
    _joint_axis2_limit_set_lower,
    _joint_axis2_limit_set_upper,
    _joint_axis2_limit_set_effort,
    _joint_axis2_limit_set_velocity,
    _joint_axis2_limit_set_stiffness,
    _joint_axis2_limit_set_dissipation,
) = sdf.setters(
    JointAxis2Limit,
    "xml_extras",
    "xml_origin",
    "lower",
    "upper",
    "effort",
    "velocity",
    "stiffness",
    "dissipation",
)


@sdf.fills(JointAxis2Limit)
def _fill_joint_axis2_limit(
    obj: JointAxis2Limit, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointAxis2Limit`` from its element."""
    path = f"{parent_path}/limit"
    found: list[str] = []
    lower: object = sdf.declared_default(JointAxis2Limit, "lower")
    upper: object = sdf.declared_default(JointAxis2Limit, "upper")
    effort: object = sdf.declared_default(JointAxis2Limit, "effort")
    velocity: object = sdf.declared_default(JointAxis2Limit, "velocity")
    stiffness: object = 100000000.0
    dissipation: object = 1.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "lower":
            lower = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("lower")
        elif tag == "upper":
            upper = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("upper")
        elif tag == "effort":
            effort = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("effort")
        elif tag == "velocity":
            velocity = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("velocity")
        elif tag == "stiffness":
            stiffness = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("stiffness")
        elif tag == "dissipation":
            dissipation = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("dissipation")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_axis2_limit_set_xml_extras(obj, extras)
    _joint_axis2_limit_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_axis2_limit_set_lower(obj, lower)
    _joint_axis2_limit_set_upper(obj, upper)
    _joint_axis2_limit_set_effort(obj, effort)
    _joint_axis2_limit_set_velocity(obj, velocity)
    _joint_axis2_limit_set_stiffness(obj, stiffness)
    _joint_axis2_limit_set_dissipation(obj, dissipation)
    return True


(
    _joint_axis2_set_xml_extras,
    _joint_axis2_set_xml_origin,
    _joint_axis2_set_xyz,
    _joint_axis2_set_dynamics,
    _joint_axis2_set_limit,
    _joint_axis2_set_mimic,
) = sdf.setters(JointAxis2, "xml_extras", "xml_origin", "xyz", "dynamics", "limit", "mimic")


@sdf.fills(JointAxis2)
def _fill_joint_axis2(
    obj: JointAxis2, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointAxis2`` from its element."""
    path = f"{parent_path}/axis2"
    found: list[str] = []
    xyz: JointAxis2Xyz | None = None
    dynamics: JointAxis2Dynamics | None = None
    limit: JointAxis2Limit | None = None
    mimic: Mimic | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "xyz":
            xyz = sdf.unfilled(JointAxis2Xyz, item, ctx, path)
            order.append("xyz")
        elif tag == "dynamics":
            dynamics = sdf.unfilled(JointAxis2Dynamics, item, ctx, path)
            order.append("dynamics")
        elif tag == "limit":
            limit = sdf.unfilled(JointAxis2Limit, item, ctx, path)
            order.append("limit")
        elif tag == "mimic":
            mimic = sdf.unfilled(_imports.Mimic, item, ctx, path)
            order.append("mimic")
        else:  # not a fast-path document
            return False
    if xyz is None:  # the default object, as the constructor makes it
        xyz = JointAxis2Xyz.default()
    if limit is None:  # the default object, as the constructor makes it
        limit = JointAxis2Limit.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_axis2_set_xml_extras(obj, extras)
    _joint_axis2_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_axis2_set_xyz(obj, xyz)
    _joint_axis2_set_dynamics(obj, dynamics)
    _joint_axis2_set_limit(obj, limit)
    _joint_axis2_set_mimic(obj, mimic)
    return True


(
    _joint_physics_simbody_set_xml_extras,
    _joint_physics_simbody_set_xml_origin,
    _joint_physics_simbody_set_must_be_loop_joint,
) = sdf.setters(JointPhysicsSimbody, "xml_extras", "xml_origin", "must_be_loop_joint")


@sdf.fills(JointPhysicsSimbody)
def _fill_joint_physics_simbody(
    obj: JointPhysicsSimbody, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointPhysicsSimbody`` from its element."""
    path = f"{parent_path}/simbody"
    found: list[str] = []
    must_be_loop_joint: object = False
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "must_be_loop_joint":
            must_be_loop_joint = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("must_be_loop_joint")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_physics_simbody_set_xml_extras(obj, extras)
    _joint_physics_simbody_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_physics_simbody_set_must_be_loop_joint(obj, must_be_loop_joint)
    return True


(
    _joint_physics_ode_limit_set_xml_extras,
    _joint_physics_ode_limit_set_xml_origin,
    _joint_physics_ode_limit_set_cfm,
    _joint_physics_ode_limit_set_erp,
) = sdf.setters(JointPhysicsOdeLimit, "xml_extras", "xml_origin", "cfm", "erp")


@sdf.fills(JointPhysicsOdeLimit)
def _fill_joint_physics_ode_limit(
    obj: JointPhysicsOdeLimit, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointPhysicsOdeLimit`` from its element."""
    path = f"{parent_path}/limit"
    found: list[str] = []
    cfm: object = 0.0
    erp: object = 0.2
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "cfm":
            cfm = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("cfm")
        elif tag == "erp":
            erp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("erp")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_physics_ode_limit_set_xml_extras(obj, extras)
    _joint_physics_ode_limit_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_physics_ode_limit_set_cfm(obj, cfm)
    _joint_physics_ode_limit_set_erp(obj, erp)
    return True


(
    _joint_physics_ode_suspension_set_xml_extras,
    _joint_physics_ode_suspension_set_xml_origin,
    _joint_physics_ode_suspension_set_cfm,
    _joint_physics_ode_suspension_set_erp,
) = sdf.setters(JointPhysicsOdeSuspension, "xml_extras", "xml_origin", "cfm", "erp")


@sdf.fills(JointPhysicsOdeSuspension)
def _fill_joint_physics_ode_suspension(
    obj: JointPhysicsOdeSuspension, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointPhysicsOdeSuspension`` from its element."""
    path = f"{parent_path}/suspension"
    found: list[str] = []
    cfm: object = 0.0
    erp: object = 0.2
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "cfm":
            cfm = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("cfm")
        elif tag == "erp":
            erp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("erp")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_physics_ode_suspension_set_xml_extras(obj, extras)
    _joint_physics_ode_suspension_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_physics_ode_suspension_set_cfm(obj, cfm)
    _joint_physics_ode_suspension_set_erp(obj, erp)
    return True


(
    _joint_physics_ode_set_xml_extras,
    _joint_physics_ode_set_xml_origin,
    _joint_physics_ode_set_cfm_damping,
    _joint_physics_ode_set_implicit_spring_damper,
    _joint_physics_ode_set_fudge_factor,
    _joint_physics_ode_set_cfm,
    _joint_physics_ode_set_erp,
    _joint_physics_ode_set_bounce,
    _joint_physics_ode_set_max_force,
    _joint_physics_ode_set_velocity,
    _joint_physics_ode_set_limit,
    _joint_physics_ode_set_suspension,
) = sdf.setters(
    JointPhysicsOde,
    "xml_extras",
    "xml_origin",
    "cfm_damping",
    "implicit_spring_damper",
    "fudge_factor",
    "cfm",
    "erp",
    "bounce",
    "max_force",
    "velocity",
    "limit",
    "suspension",
)


@sdf.fills(JointPhysicsOde)
def _fill_joint_physics_ode(
    obj: JointPhysicsOde, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointPhysicsOde`` from its element."""
    path = f"{parent_path}/ode"
    found: list[str] = []
    cfm_damping: object = False
    implicit_spring_damper: object = False
    fudge_factor: object = 0.0
    cfm: object = 0.0
    erp: object = 0.2
    bounce: object = 0.0
    max_force: object = 0.0
    velocity: object = 0.0
    limit: JointPhysicsOdeLimit | None = None
    suspension: JointPhysicsOdeSuspension | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "cfm_damping":
            cfm_damping = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("cfm_damping")
        elif tag == "implicit_spring_damper":
            implicit_spring_damper = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("implicit_spring_damper")
        elif tag == "fudge_factor":
            fudge_factor = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("fudge_factor")
        elif tag == "cfm":
            cfm = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("cfm")
        elif tag == "erp":
            erp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("erp")
        elif tag == "bounce":
            bounce = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("bounce")
        elif tag == "max_force":
            max_force = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("max_force")
        elif tag == "velocity":
            velocity = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("velocity")
        elif tag == "limit":
            limit = sdf.unfilled(JointPhysicsOdeLimit, item, ctx, path)
            order.append("limit")
        elif tag == "suspension":
            suspension = sdf.unfilled(JointPhysicsOdeSuspension, item, ctx, path)
            order.append("suspension")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_physics_ode_set_xml_extras(obj, extras)
    _joint_physics_ode_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_physics_ode_set_cfm_damping(obj, cfm_damping)
    _joint_physics_ode_set_implicit_spring_damper(obj, implicit_spring_damper)
    _joint_physics_ode_set_fudge_factor(obj, fudge_factor)
    _joint_physics_ode_set_cfm(obj, cfm)
    _joint_physics_ode_set_erp(obj, erp)
    _joint_physics_ode_set_bounce(obj, bounce)
    _joint_physics_ode_set_max_force(obj, max_force)
    _joint_physics_ode_set_velocity(obj, velocity)
    _joint_physics_ode_set_limit(obj, limit)
    _joint_physics_ode_set_suspension(obj, suspension)
    return True


(
    _joint_physics_set_xml_extras,
    _joint_physics_set_xml_origin,
    _joint_physics_set_simbody,
    _joint_physics_set_ode,
    _joint_physics_set_provide_feedback,
) = sdf.setters(JointPhysics, "xml_extras", "xml_origin", "simbody", "ode", "provide_feedback")


@sdf.fills(JointPhysics)
def _fill_joint_physics(
    obj: JointPhysics, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``JointPhysics`` from its element."""
    path = f"{parent_path}/physics"
    found: list[str] = []
    simbody: JointPhysicsSimbody | None = None
    ode: JointPhysicsOde | None = None
    provide_feedback: object = False
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "simbody":
            simbody = sdf.unfilled(JointPhysicsSimbody, item, ctx, path)
            order.append("simbody")
        elif tag == "ode":
            ode = sdf.unfilled(JointPhysicsOde, item, ctx, path)
            order.append("ode")
        elif tag == "provide_feedback":
            provide_feedback = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("provide_feedback")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_physics_set_xml_extras(obj, extras)
    _joint_physics_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_physics_set_simbody(obj, simbody)
    _joint_physics_set_ode(obj, ode)
    _joint_physics_set_provide_feedback(obj, provide_feedback)
    return True


(
    _joint_set_xml_extras,
    _joint_set_xml_origin,
    _joint_set_name,
    _joint_set_type,
    _joint_set_parent,
    _joint_set_child,
    _joint_set_gearbox_ratio,
    _joint_set_gearbox_reference_body,
    _joint_set_thread_pitch,
    _joint_set_axis,
    _joint_set_axis2,
    _joint_set_physics,
    _joint_set_pose,
    _joint_set_sensors,
    _joint_set_screw_thread_pitch,
) = sdf.setters(
    Joint,
    "xml_extras",
    "xml_origin",
    "name",
    "type",
    "parent",
    "child",
    "gearbox_ratio",
    "gearbox_reference_body",
    "thread_pitch",
    "axis",
    "axis2",
    "physics",
    "pose",
    "sensors",
    "screw_thread_pitch",
)


@sdf.fills(Joint)
def _fill_joint(obj: Joint, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Joint`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/joint"
    else:
        path = f'{parent_path}/joint[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    type_: object = "__default__"
    text = node.get("type")
    if text is not None:
        type_ = text
        found.append("type")
    parent: object = "__default__"
    child: object = "__default__"
    gearbox_ratio: object = 1.0
    gearbox_reference_body: object = "__default__"
    thread_pitch: object = None
    axis: JointAxis | None = None
    axis2: JointAxis2 | None = None
    physics: JointPhysics | None = None
    pose: Pose | None = None
    sensors: list[Sensor] = []
    screw_thread_pitch: object = 1.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "parent":
            parent = item.text or ""
            order.append("parent")
        elif tag == "child":
            child = item.text or ""
            order.append("child")
        elif tag == "gearbox_ratio":
            gearbox_ratio = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("gearbox_ratio")
        elif tag == "gearbox_reference_body":
            gearbox_reference_body = item.text or ""
            order.append("gearbox_reference_body")
        elif tag == "axis":
            axis = sdf.unfilled(JointAxis, item, ctx, path)
            order.append("axis")
        elif tag == "axis2":
            axis2 = sdf.unfilled(JointAxis2, item, ctx, path)
            order.append("axis2")
        elif tag == "physics":
            physics = sdf.unfilled(JointPhysics, item, ctx, path)
            order.append("physics")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "sensor":
            sensors.append(sdf.unfilled(_imports.Sensor, item, ctx, path))
            order.append("sensors")
        elif tag == "screw_thread_pitch":
            screw_thread_pitch = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("screw_thread_pitch")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _joint_set_xml_extras(obj, extras)
    _joint_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _joint_set_name(obj, name)
    _joint_set_type(obj, type_)
    _joint_set_parent(obj, parent)
    _joint_set_child(obj, child)
    _joint_set_gearbox_ratio(obj, gearbox_ratio)
    _joint_set_gearbox_reference_body(obj, gearbox_reference_body)
    _joint_set_thread_pitch(obj, thread_pitch)
    _joint_set_axis(obj, axis)
    _joint_set_axis2(obj, axis2)
    _joint_set_physics(obj, physics)
    _joint_set_pose(obj, pose)
    _joint_set_sensors(obj, sensors)
    _joint_set_screw_thread_pitch(obj, screw_thread_pitch)
    return True
