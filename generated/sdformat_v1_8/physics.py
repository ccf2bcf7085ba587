"""SDFormat 1.8 element classes of ``spec/1.8/physics.sdf``.

Generated from spec/1.8/physics.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Physics",
    "PhysicsBullet",
    "PhysicsBulletConstraints",
    "PhysicsBulletSolver",
    "PhysicsDart",
    "PhysicsDartSolver",
    "PhysicsOde",
    "PhysicsOdeConstraints",
    "PhysicsOdeSolver",
    "PhysicsSimbody",
    "PhysicsSimbodyContact",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class PhysicsDartSolver(sdf.Element):
    """Constraint solver settings for DART.

    Attributes:
        solver_type: LCP solver DART uses for contacts and constraints: dantzig or pgs
            (projected Gauss-Seidel). Default: ``dantzig``.
    """

    TAG: ClassVar[str] = "solver"
    SPEC_FILE: ClassVar[str] = "spec/1.8/physics.sdf"

    solver_type: str = sdf.value("solver_type", "string", "dantzig", cardinality="1")
    """LCP solver DART uses for contacts and constraints: dantzig or pgs (projected
    Gauss-Seidel). Default: ``dantzig``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class PhysicsDart(sdf.Element):
    """Parameters used only by the DART engine.

    Attributes:
        solver: Constraint solver settings for DART.
        collision_detector: Collision checking backend DART uses: dart, fcl, bullet or ode.
            Default: ``fcl``.
    """

    TAG: ClassVar[str] = "dart"
    SPEC_FILE: ClassVar[str] = "spec/1.8/physics.sdf"

    solver: PhysicsDartSolver = sdf.child("solver", lambda: PhysicsDartSolver, cardinality="1")
    """Constraint solver settings for DART."""

    collision_detector: str = sdf.value("collision_detector", "string", "fcl")
    """Collision checking backend DART uses: dart, fcl, bullet or ode. Default: ``fcl``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class PhysicsSimbodyContact(sdf.Element):
    """Default material parameters of Simbody's compliant (Hunt-Crossley) contact model.

    Attributes:
        stiffness: Contact material stiffness, as force per unit of penetration (N/m) or torque
            per radian. Default: ``1e8``.
        dissipation: Dissipation coefficient of compliant contact, in s/m; larger values absorb
            more energy on impact. If unset it follows from plastic_coef_restitution and
            plastic_impact_velocity. Default: ``100``.
        plastic_coef_restitution: Smallest coefficient of restitution, reached by rigid impacts
            at or above plastic_impact_velocity. Default: ``0.5``.
        plastic_impact_velocity: Impact speed, in m/s, from which the restitution coefficient
            equals plastic_coef_restitution. 0 means that minimum always applies. Default:
            ``0.5``.
        static_friction: Coefficient of static friction (dimensionless). Default: ``0.9``.
        dynamic_friction: Coefficient of kinetic (sliding) friction (dimensionless). Default:
            ``0.9``.
        viscous_friction: Viscous friction coefficient, in s/m: adds friction proportional to
            slip speed. Default: ``0.0``.
        override_impact_capture_velocity: Impact speed, in m/s, below which rigid impacts do not
            bounce (restitution zero); replaces the global default. When two values meet, the
            larger is used. Default: ``0.001``.
        override_stiction_transition_velocity: Largest slip speed, in m/s, at which friction may
            switch to sticking; replaces the global default. When two values meet, the larger is
            used. Default: ``0.001``.
    """

    TAG: ClassVar[str] = "contact"
    SPEC_FILE: ClassVar[str] = "spec/1.8/physics.sdf"

    stiffness: float = sdf.value("stiffness", "double", "1e8")
    """Contact material stiffness, as force per unit of penetration (N/m) or torque per radian.
    Default: ``1e8``."""

    dissipation: float = sdf.value("dissipation", "double", "100")
    """Dissipation coefficient of compliant contact, in s/m; larger values absorb more energy
    on impact. If unset it follows from plastic_coef_restitution and
    plastic_impact_velocity. Default: ``100``."""

    plastic_coef_restitution: float = sdf.value("plastic_coef_restitution", "double", "0.5")
    """Smallest coefficient of restitution, reached by rigid impacts at or above
    plastic_impact_velocity. Default: ``0.5``."""

    plastic_impact_velocity: float = sdf.value("plastic_impact_velocity", "double", "0.5")
    """Impact speed, in m/s, from which the restitution coefficient equals
    plastic_coef_restitution. 0 means that minimum always applies. Default: ``0.5``."""

    static_friction: float = sdf.value("static_friction", "double", "0.9")
    """Coefficient of static friction (dimensionless). Default: ``0.9``."""

    dynamic_friction: float = sdf.value("dynamic_friction", "double", "0.9")
    """Coefficient of kinetic (sliding) friction (dimensionless). Default: ``0.9``."""

    viscous_friction: float = sdf.value("viscous_friction", "double", "0.0")
    """Viscous friction coefficient, in s/m: adds friction proportional to slip speed. Default:
    ``0.0``."""

    override_impact_capture_velocity: float = sdf.value(
        "override_impact_capture_velocity", "double", "0.001"
    )
    """Impact speed, in m/s, below which rigid impacts do not bounce (restitution zero);
    replaces the global default. When two values meet, the larger is used. Default:
    ``0.001``."""

    override_stiction_transition_velocity: float = sdf.value(
        "override_stiction_transition_velocity", "double", "0.001"
    )
    """Largest slip speed, in m/s, at which friction may switch to sticking; replaces the
    global default. When two values meet, the larger is used. Default: ``0.001``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class PhysicsSimbody(sdf.Element):
    """Parameters used only by the Simbody engine.

    Attributes:
        min_step_size: Lower bound, in seconds, on the integrator time step; must not exceed
            max_step_size. Currently ignored by Simbody. Default: ``0.0001``.
        accuracy: Target relative error of the integrator; roughly, minus its base-10 logarithm
            is the number of correct significant digits. Default: ``1e-3``.
        max_transient_velocity: Slip speed, in m/s, the solver tolerates while static friction
            should hold contacting bodies in place. Default: ``0.01``.
        contact: Default material parameters of Simbody's compliant (Hunt-Crossley) contact
            model.
    """

    TAG: ClassVar[str] = "simbody"
    SPEC_FILE: ClassVar[str] = "spec/1.8/physics.sdf"

    min_step_size: float = sdf.value("min_step_size", "double", "0.0001")
    """Lower bound, in seconds, on the integrator time step; must not exceed max_step_size.
    Currently ignored by Simbody. Default: ``0.0001``."""

    accuracy: float = sdf.value("accuracy", "double", "1e-3")
    """Target relative error of the integrator; roughly, minus its base-10 logarithm is the
    number of correct significant digits. Default: ``1e-3``."""

    max_transient_velocity: float = sdf.value("max_transient_velocity", "double", "0.01")
    """Slip speed, in m/s, the solver tolerates while static friction should hold contacting
    bodies in place. Default: ``0.01``."""

    contact: PhysicsSimbodyContact | None = sdf.child("contact", lambda: PhysicsSimbodyContact)
    """Default material parameters of Simbody's compliant (Hunt-Crossley) contact model."""


@attrs.define(kw_only=True, eq=False, repr=False)
class PhysicsBulletSolver(sdf.Element):
    """Constraint solver settings for Bullet.

    Attributes:
        type: Constraint solver algorithm; sequential_impulse is the only choice. Default:
            ``sequential_impulse``.
        min_step_size: Lower bound, in seconds, on the time step; must not exceed max_step_size.
            Default: ``0.0001``.
        iters: Number of solver iterations per step; more iterations enforce constraints more
            accurately at higher cost. Default: ``50``.
        sor: Successive over-relaxation factor of the iterative solver; values above 1 speed up
            convergence but may destabilise it. Default: ``1.3``.
    """

    TAG: ClassVar[str] = "solver"
    SPEC_FILE: ClassVar[str] = "spec/1.8/physics.sdf"

    type: str = sdf.value("type", "string", "sequential_impulse", cardinality="1")
    """Constraint solver algorithm; sequential_impulse is the only choice. Default:
    ``sequential_impulse``."""

    min_step_size: float = sdf.value("min_step_size", "double", "0.0001")
    """Lower bound, in seconds, on the time step; must not exceed max_step_size. Default:
    ``0.0001``."""

    iters: int = sdf.value("iters", "int", "50", cardinality="1")
    """Number of solver iterations per step; more iterations enforce constraints more
    accurately at higher cost. Default: ``50``."""

    sor: float = sdf.value("sor", "double", "1.3", cardinality="1")
    """Successive over-relaxation factor of the iterative solver; values above 1 speed up
    convergence but may destabilise it. Default: ``1.3``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class PhysicsBulletConstraints(sdf.Element):
    """Global constraint parameters for Bullet.

    Attributes:
        cfm: Constraint force mixing: lets constraints be violated in proportion to the force
            applied, making them softer. 0 means rigid. Default: ``0``.
        erp: Error reduction parameter, from 0 to 1: the fraction of joint and contact error
            corrected in each step. Default: ``0.2``.
        contact_surface_layer: Penetration depth, in metres, allowed before contact correction
            acts; keeps resting contacts from jittering. Default: ``0.001``.
        split_impulse: When true, penetration is resolved in a separate position pass so that
            correcting it adds no velocity to the bodies. Default: ``true``.
        split_impulse_penetration_threshold: Penetration depth, in metres and given as a
            negative distance, beyond which the split-impulse correction is used. Default:
            ``-0.01``.
    """

    TAG: ClassVar[str] = "constraints"
    SPEC_FILE: ClassVar[str] = "spec/1.8/physics.sdf"

    cfm: float = sdf.value("cfm", "double", "0", cardinality="1")
    """Constraint force mixing: lets constraints be violated in proportion to the force
    applied, making them softer. 0 means rigid. Default: ``0``."""

    erp: float = sdf.value("erp", "double", "0.2", cardinality="1")
    """Error reduction parameter, from 0 to 1: the fraction of joint and contact error
    corrected in each step. Default: ``0.2``."""

    contact_surface_layer: float = sdf.value(
        "contact_surface_layer", "double", "0.001", cardinality="1"
    )
    """Penetration depth, in metres, allowed before contact correction acts; keeps resting
    contacts from jittering. Default: ``0.001``."""

    split_impulse: bool = sdf.value("split_impulse", "bool", "true", cardinality="1")
    """When true, penetration is resolved in a separate position pass so that correcting it
    adds no velocity to the bodies. Default: ``true``."""

    split_impulse_penetration_threshold: float = sdf.value(
        "split_impulse_penetration_threshold", "double", "-0.01", cardinality="1"
    )
    """Penetration depth, in metres and given as a negative distance, beyond which the
    split-impulse correction is used. Default: ``-0.01``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class PhysicsBullet(sdf.Element):
    """Parameters used only by the Bullet engine.

    Attributes:
        solver: Constraint solver settings for Bullet.
        constraints: Global constraint parameters for Bullet.
    """

    TAG: ClassVar[str] = "bullet"
    SPEC_FILE: ClassVar[str] = "spec/1.8/physics.sdf"

    solver: PhysicsBulletSolver = sdf.child("solver", lambda: PhysicsBulletSolver, cardinality="1")
    """Constraint solver settings for Bullet."""

    constraints: PhysicsBulletConstraints = sdf.child(
        "constraints", lambda: PhysicsBulletConstraints, cardinality="1"
    )
    """Global constraint parameters for Bullet."""


@attrs.define(kw_only=True, eq=False, repr=False)
class PhysicsOdeSolver(sdf.Element):
    """Solver settings for ODE.

    Attributes:
        type: Step method: quick (iterative, faster) or world (direct, more accurate but
            slower). Default: ``quick``.
        min_step_size: Lower bound, in seconds, on the time step; must not exceed max_step_size.
            Default: ``0.0001``.
        island_threads: Number of threads that solve independent islands of interacting bodies
            in parallel; 0 disables this threading. Default: ``0``.
        iters: Number of iterations the quick solver runs per step; more iterations are more
            accurate and slower. Default: ``50``.
        precon_iters: Number of preconditioning iterations before the quick solver runs;
            experimental, 0 disables it. Default: ``0``.
        sor: Successive over-relaxation factor of the quick solver; values above 1 speed up
            convergence but may destabilise it. Default: ``1.3``.
        thread_position_correction: When true, position error correction is computed on a
            separate thread to speed up each step. Default: ``false``.
        use_dynamic_moi_rescaling: When true, moments of inertia are rescaled along constrained
            directions while solving, which stabilises chains of bodies with very different
            inertias. Default: ``false``.
        friction_model: How friction force is bounded: pyramid_model (each of two directions
            limited in proportion to normal force), box_model (each direction limited to a
            constant) or cone_model (total magnitude limited in proportion to normal force).
            Default: ``pyramid_model``.
    """

    TAG: ClassVar[str] = "solver"
    SPEC_FILE: ClassVar[str] = "spec/1.8/physics.sdf"

    type: str = sdf.value("type", "string", "quick", cardinality="1")
    """Step method: quick (iterative, faster) or world (direct, more accurate but slower).
    Default: ``quick``."""

    min_step_size: float = sdf.value("min_step_size", "double", "0.0001")
    """Lower bound, in seconds, on the time step; must not exceed max_step_size. Default:
    ``0.0001``."""

    island_threads: int = sdf.value("island_threads", "int", "0")
    """Number of threads that solve independent islands of interacting bodies in parallel; 0
    disables this threading. Default: ``0``."""

    iters: int = sdf.value("iters", "int", "50", cardinality="1")
    """Number of iterations the quick solver runs per step; more iterations are more accurate
    and slower. Default: ``50``."""

    precon_iters: int = sdf.value("precon_iters", "int", "0")
    """Number of preconditioning iterations before the quick solver runs; experimental, 0
    disables it. Default: ``0``."""

    sor: float = sdf.value("sor", "double", "1.3", cardinality="1")
    """Successive over-relaxation factor of the quick solver; values above 1 speed up
    convergence but may destabilise it. Default: ``1.3``."""

    thread_position_correction: bool = sdf.value("thread_position_correction", "bool", "false")
    """When true, position error correction is computed on a separate thread to speed up each
    step. Default: ``false``."""

    use_dynamic_moi_rescaling: bool = sdf.value(
        "use_dynamic_moi_rescaling", "bool", "false", cardinality="1"
    )
    """When true, moments of inertia are rescaled along constrained directions while solving,
    which stabilises chains of bodies with very different inertias. Default: ``false``."""

    friction_model: str = sdf.value("friction_model", "string", "pyramid_model")
    """How friction force is bounded: pyramid_model (each of two directions limited in
    proportion to normal force), box_model (each direction limited to a constant) or
    cone_model (total magnitude limited in proportion to normal force). Default:
    ``pyramid_model``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class PhysicsOdeConstraints(sdf.Element):
    """Global constraint parameters for ODE.

    Attributes:
        cfm: Constraint force mixing: lets constraints be violated in proportion to the force
            applied, making them softer. 0 means rigid. Default: ``0``.
        erp: Error reduction parameter, from 0 to 1: the fraction of joint and contact error
            corrected in each step. Default: ``0.2``.
        contact_max_correcting_vel: Upper bound, in m/s, on the velocity used to push
            penetrating bodies apart. Default: ``100.0``.
        contact_surface_layer: Penetration depth, in metres, allowed before contact correction
            acts; keeps resting contacts from jittering. Default: ``0.001``.
    """

    TAG: ClassVar[str] = "constraints"
    SPEC_FILE: ClassVar[str] = "spec/1.8/physics.sdf"

    cfm: float = sdf.value("cfm", "double", "0", cardinality="1")
    """Constraint force mixing: lets constraints be violated in proportion to the force
    applied, making them softer. 0 means rigid. Default: ``0``."""

    erp: float = sdf.value("erp", "double", "0.2", cardinality="1")
    """Error reduction parameter, from 0 to 1: the fraction of joint and contact error
    corrected in each step. Default: ``0.2``."""

    contact_max_correcting_vel: float = sdf.value(
        "contact_max_correcting_vel", "double", "100.0", cardinality="1"
    )
    """Upper bound, in m/s, on the velocity used to push penetrating bodies apart. Default:
    ``100.0``."""

    contact_surface_layer: float = sdf.value(
        "contact_surface_layer", "double", "0.001", cardinality="1"
    )
    """Penetration depth, in metres, allowed before contact correction acts; keeps resting
    contacts from jittering. Default: ``0.001``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class PhysicsOde(sdf.Element):
    """Parameters used only by the ODE engine.

    Attributes:
        solver: Solver settings for ODE.
        constraints: Global constraint parameters for ODE.
    """

    TAG: ClassVar[str] = "ode"
    SPEC_FILE: ClassVar[str] = "spec/1.8/physics.sdf"

    solver: PhysicsOdeSolver = sdf.child("solver", lambda: PhysicsOdeSolver, cardinality="1")
    """Solver settings for ODE."""

    constraints: PhysicsOdeConstraints = sdf.child(
        "constraints", lambda: PhysicsOdeConstraints, cardinality="1"
    )
    """Global constraint parameters for ODE."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Physics(sdf.Element):
    """Settings of one physics engine profile for the world: time step, real-time pacing and
    engine-specific solver parameters. A world may hold several profiles.

    Attributes:
        name: Name of this physics profile, used to tell several profiles of a world apart.
        default_: When true, the world uses this profile. If several profiles are marked, the
            first marked one wins; if none is marked, the first profile is used.
        type: Physics engine to run: ode, bullet, simbody or dart.
        max_step_size: Largest time step, in seconds, by which one physics update advances the
            world. Default: ``0.001``.
        real_time_factor: Target ratio of simulated time to wall-clock time: 1 aims for real
            time, 2 for twice as fast. Default: ``1.0``.
        real_time_update_rate: Number of physics updates to attempt per second of wall-clock
            time, in hertz. 0 means run as fast as possible. Default: ``1000``.
        max_contacts: Upper limit on the number of contact points generated between any two
            colliding entities. A collision's own max_contacts takes precedence. Default:
            ``20``.
        dart: Parameters used only by the DART engine.
        simbody: Parameters used only by the Simbody engine.
        bullet: Parameters used only by the Bullet engine.
        ode: Parameters used only by the ODE engine.
    """

    TAG: ClassVar[str] = "physics"
    SPEC_FILE: ClassVar[str] = "spec/1.8/physics.sdf"

    name: str = sdf.attribute("name", "string", "default_physics")
    """Name of this physics profile, used to tell several profiles of a world apart."""

    default_: bool = sdf.attribute("default", "bool", "false")
    """When true, the world uses this profile. If several profiles are marked, the first marked
    one wins; if none is marked, the first profile is used."""

    type: str = sdf.attribute("type", "string", "ode", required=True)
    """Physics engine to run: ode, bullet, simbody or dart."""

    max_step_size: float = sdf.value("max_step_size", "double", "0.001", cardinality="1")
    """Largest time step, in seconds, by which one physics update advances the world. Default:
    ``0.001``."""

    real_time_factor: float = sdf.value("real_time_factor", "double", "1.0", cardinality="1")
    """Target ratio of simulated time to wall-clock time: 1 aims for real time, 2 for twice as
    fast. Default: ``1.0``."""

    real_time_update_rate: float = sdf.value(
        "real_time_update_rate", "double", "1000", cardinality="1"
    )
    """Number of physics updates to attempt per second of wall-clock time, in hertz. 0 means
    run as fast as possible. Default: ``1000``."""

    max_contacts: int = sdf.value("max_contacts", "int", "20")
    """Upper limit on the number of contact points generated between any two colliding
    entities. A collision's own max_contacts takes precedence. Default: ``20``."""

    dart: PhysicsDart | None = sdf.child("dart", lambda: PhysicsDart)
    """Parameters used only by the DART engine."""

    simbody: PhysicsSimbody | None = sdf.child("simbody", lambda: PhysicsSimbody)
    """Parameters used only by the Simbody engine."""

    bullet: PhysicsBullet | None = sdf.child("bullet", lambda: PhysicsBullet)
    """Parameters used only by the Bullet engine."""

    ode: PhysicsOde | None = sdf.child("ode", lambda: PhysicsOde)
    """Parameters used only by the ODE engine."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_INT = sdf.converter("int")


(
    _physics_dart_solver_set_xml_extras,
    _physics_dart_solver_set_xml_origin,
    _physics_dart_solver_set_solver_type,
) = sdf.setters(PhysicsDartSolver, "xml_extras", "xml_origin", "solver_type")


@sdf.fills(PhysicsDartSolver)
def _fill_physics_dart_solver(
    obj: PhysicsDartSolver, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsDartSolver`` from its element."""
    path = f"{parent_path}/solver"
    found: list[str] = []
    solver_type: object = "dantzig"
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "solver_type":
            solver_type = item.text or ""
            order.append("solver_type")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _physics_dart_solver_set_xml_extras(obj, extras)
    _physics_dart_solver_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _physics_dart_solver_set_solver_type(obj, solver_type)
    return True


(
    _physics_dart_set_xml_extras,
    _physics_dart_set_xml_origin,
    _physics_dart_set_solver,
    _physics_dart_set_collision_detector,
) = sdf.setters(PhysicsDart, "xml_extras", "xml_origin", "solver", "collision_detector")


@sdf.fills(PhysicsDart)
def _fill_physics_dart(
    obj: PhysicsDart, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsDart`` from its element."""
    path = f"{parent_path}/dart"
    found: list[str] = []
    solver: PhysicsDartSolver | None = None
    collision_detector: object = "fcl"
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "solver":
            solver = sdf.unfilled(PhysicsDartSolver, item, ctx, path)
            order.append("solver")
        elif tag == "collision_detector":
            collision_detector = item.text or ""
            order.append("collision_detector")
        else:  # not a fast-path document
            return False
    if solver is None:  # the default object, as the constructor makes it
        solver = PhysicsDartSolver.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _physics_dart_set_xml_extras(obj, extras)
    _physics_dart_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _physics_dart_set_solver(obj, solver)
    _physics_dart_set_collision_detector(obj, collision_detector)
    return True


(
    _physics_simbody_contact_set_xml_extras,
    _physics_simbody_contact_set_xml_origin,
    _physics_simbody_contact_set_stiffness,
    _physics_simbody_contact_set_dissipation,
    _physics_simbody_contact_set_plastic_coef_restitution,
    _physics_simbody_contact_set_plastic_impact_velocity,
    _physics_simbody_contact_set_static_friction,
    _physics_simbody_contact_set_dynamic_friction,
    _physics_simbody_contact_set_viscous_friction,
    _physics_simbody_contact_set_override_impact_capture_velocity,
    _physics_simbody_contact_set_override_stiction_transition_velocity,
) = sdf.setters(
    PhysicsSimbodyContact,
    "xml_extras",
    "xml_origin",
    "stiffness",
    "dissipation",
    "plastic_coef_restitution",
    "plastic_impact_velocity",
    "static_friction",
    "dynamic_friction",
    "viscous_friction",
    "override_impact_capture_velocity",
    "override_stiction_transition_velocity",
)


@sdf.fills(PhysicsSimbodyContact)
def _fill_physics_simbody_contact(
    obj: PhysicsSimbodyContact, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsSimbodyContact`` from its element."""
    path = f"{parent_path}/contact"
    found: list[str] = []
    stiffness: object = 100000000.0
    dissipation: object = 100.0
    plastic_coef_restitution: object = 0.5
    plastic_impact_velocity: object = 0.5
    static_friction: object = 0.9
    dynamic_friction: object = 0.9
    viscous_friction: object = 0.0
    override_impact_capture_velocity: object = 0.001
    override_stiction_transition_velocity: object = 0.001
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "stiffness":
            stiffness = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("stiffness")
        elif tag == "dissipation":
            dissipation = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("dissipation")
        elif tag == "plastic_coef_restitution":
            plastic_coef_restitution = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("plastic_coef_restitution")
        elif tag == "plastic_impact_velocity":
            plastic_impact_velocity = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("plastic_impact_velocity")
        elif tag == "static_friction":
            static_friction = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("static_friction")
        elif tag == "dynamic_friction":
            dynamic_friction = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("dynamic_friction")
        elif tag == "viscous_friction":
            viscous_friction = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("viscous_friction")
        elif tag == "override_impact_capture_velocity":
            override_impact_capture_velocity = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("override_impact_capture_velocity")
        elif tag == "override_stiction_transition_velocity":
            override_stiction_transition_velocity = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("override_stiction_transition_velocity")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _physics_simbody_contact_set_xml_extras(obj, extras)
    _physics_simbody_contact_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _physics_simbody_contact_set_stiffness(obj, stiffness)
    _physics_simbody_contact_set_dissipation(obj, dissipation)
    _physics_simbody_contact_set_plastic_coef_restitution(obj, plastic_coef_restitution)
    _physics_simbody_contact_set_plastic_impact_velocity(obj, plastic_impact_velocity)
    _physics_simbody_contact_set_static_friction(obj, static_friction)
    _physics_simbody_contact_set_dynamic_friction(obj, dynamic_friction)
    _physics_simbody_contact_set_viscous_friction(obj, viscous_friction)
    _physics_simbody_contact_set_override_impact_capture_velocity(
        obj, override_impact_capture_velocity
    )
    _physics_simbody_contact_set_override_stiction_transition_velocity(
        obj, override_stiction_transition_velocity
    )
    return True


(
    _physics_simbody_set_xml_extras,
    _physics_simbody_set_xml_origin,
    _physics_simbody_set_min_step_size,
    _physics_simbody_set_accuracy,
    _physics_simbody_set_max_transient_velocity,
    _physics_simbody_set_contact,
) = sdf.setters(
    PhysicsSimbody,
    "xml_extras",
    "xml_origin",
    "min_step_size",
    "accuracy",
    "max_transient_velocity",
    "contact",
)


@sdf.fills(PhysicsSimbody)
def _fill_physics_simbody(
    obj: PhysicsSimbody, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsSimbody`` from its element."""
    path = f"{parent_path}/simbody"
    found: list[str] = []
    min_step_size: object = 0.0001
    accuracy: object = 0.001
    max_transient_velocity: object = 0.01
    contact: PhysicsSimbodyContact | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "min_step_size":
            min_step_size = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("min_step_size")
        elif tag == "accuracy":
            accuracy = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("accuracy")
        elif tag == "max_transient_velocity":
            max_transient_velocity = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("max_transient_velocity")
        elif tag == "contact":
            contact = sdf.unfilled(PhysicsSimbodyContact, item, ctx, path)
            order.append("contact")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _physics_simbody_set_xml_extras(obj, extras)
    _physics_simbody_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _physics_simbody_set_min_step_size(obj, min_step_size)
    _physics_simbody_set_accuracy(obj, accuracy)
    _physics_simbody_set_max_transient_velocity(obj, max_transient_velocity)
    _physics_simbody_set_contact(obj, contact)
    return True


(
    _physics_bullet_solver_set_xml_extras,
    _physics_bullet_solver_set_xml_origin,
    _physics_bullet_solver_set_type,
    _physics_bullet_solver_set_min_step_size,
    _physics_bullet_solver_set_iters,
    _physics_bullet_solver_set_sor,
) = sdf.setters(
    PhysicsBulletSolver, "xml_extras", "xml_origin", "type", "min_step_size", "iters", "sor"
)


@sdf.fills(PhysicsBulletSolver)
def _fill_physics_bullet_solver(
    obj: PhysicsBulletSolver, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsBulletSolver`` from its element."""
    path = f"{parent_path}/solver"
    found: list[str] = []
    type_: object = "sequential_impulse"
    min_step_size: object = 0.0001
    iters: object = 50
    sor: object = 1.3
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "type":
            type_ = item.text or ""
            order.append("type")
        elif tag == "min_step_size":
            min_step_size = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("min_step_size")
        elif tag == "iters":
            iters = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("iters")
        elif tag == "sor":
            sor = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("sor")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _physics_bullet_solver_set_xml_extras(obj, extras)
    _physics_bullet_solver_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _physics_bullet_solver_set_type(obj, type_)
    _physics_bullet_solver_set_min_step_size(obj, min_step_size)
    _physics_bullet_solver_set_iters(obj, iters)
    _physics_bullet_solver_set_sor(obj, sor)
    return True


(
    _physics_bullet_constraints_set_xml_extras,
    _physics_bullet_constraints_set_xml_origin,
    _physics_bullet_constraints_set_cfm,
    _physics_bullet_constraints_set_erp,
    _physics_bullet_constraints_set_contact_surface_layer,
    _physics_bullet_constraints_set_split_impulse,
    _physics_bullet_constraints_set_split_impulse_penetration_threshold,
) = sdf.setters(
    PhysicsBulletConstraints,
    "xml_extras",
    "xml_origin",
    "cfm",
    "erp",
    "contact_surface_layer",
    "split_impulse",
    "split_impulse_penetration_threshold",
)


@sdf.fills(PhysicsBulletConstraints)
def _fill_physics_bullet_constraints(
    obj: PhysicsBulletConstraints, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsBulletConstraints`` from its element."""
    path = f"{parent_path}/constraints"
    found: list[str] = []
    cfm: object = 0.0
    erp: object = 0.2
    contact_surface_layer: object = 0.001
    split_impulse: object = True
    split_impulse_penetration_threshold: object = -0.01
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "cfm":
            cfm = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("cfm")
        elif tag == "erp":
            erp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("erp")
        elif tag == "contact_surface_layer":
            contact_surface_layer = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("contact_surface_layer")
        elif tag == "split_impulse":
            split_impulse = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("split_impulse")
        elif tag == "split_impulse_penetration_threshold":
            split_impulse_penetration_threshold = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("split_impulse_penetration_threshold")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _physics_bullet_constraints_set_xml_extras(obj, extras)
    _physics_bullet_constraints_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _physics_bullet_constraints_set_cfm(obj, cfm)
    _physics_bullet_constraints_set_erp(obj, erp)
    _physics_bullet_constraints_set_contact_surface_layer(obj, contact_surface_layer)
    _physics_bullet_constraints_set_split_impulse(obj, split_impulse)
    _physics_bullet_constraints_set_split_impulse_penetration_threshold(
        obj, split_impulse_penetration_threshold
    )
    return True


(
    _physics_bullet_set_xml_extras,
    _physics_bullet_set_xml_origin,
    _physics_bullet_set_solver,
    _physics_bullet_set_constraints,
) = sdf.setters(PhysicsBullet, "xml_extras", "xml_origin", "solver", "constraints")


@sdf.fills(PhysicsBullet)
def _fill_physics_bullet(
    obj: PhysicsBullet, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsBullet`` from its element."""
    path = f"{parent_path}/bullet"
    found: list[str] = []
    solver: PhysicsBulletSolver | None = None
    constraints: PhysicsBulletConstraints | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "solver":
            solver = sdf.unfilled(PhysicsBulletSolver, item, ctx, path)
            order.append("solver")
        elif tag == "constraints":
            constraints = sdf.unfilled(PhysicsBulletConstraints, item, ctx, path)
            order.append("constraints")
        else:  # not a fast-path document
            return False
    if solver is None:  # the default object, as the constructor makes it
        solver = PhysicsBulletSolver.default()
    if constraints is None:  # the default object, as the constructor makes it
        constraints = PhysicsBulletConstraints.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _physics_bullet_set_xml_extras(obj, extras)
    _physics_bullet_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _physics_bullet_set_solver(obj, solver)
    _physics_bullet_set_constraints(obj, constraints)
    return True


(
    _physics_ode_solver_set_xml_extras,
    _physics_ode_solver_set_xml_origin,
    _physics_ode_solver_set_type,
    _physics_ode_solver_set_min_step_size,
    _physics_ode_solver_set_island_threads,
    _physics_ode_solver_set_iters,
    _physics_ode_solver_set_precon_iters,
    _physics_ode_solver_set_sor,
    _physics_ode_solver_set_thread_position_correction,
    _physics_ode_solver_set_use_dynamic_moi_rescaling,
    _physics_ode_solver_set_friction_model,
) = sdf.setters(
    PhysicsOdeSolver,
    "xml_extras",
    "xml_origin",
    "type",
    "min_step_size",
    "island_threads",
    "iters",
    "precon_iters",
    "sor",
    "thread_position_correction",
    "use_dynamic_moi_rescaling",
    "friction_model",
)


@sdf.fills(PhysicsOdeSolver)
def _fill_physics_ode_solver(
    obj: PhysicsOdeSolver, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsOdeSolver`` from its element."""
    path = f"{parent_path}/solver"
    found: list[str] = []
    type_: object = "quick"
    min_step_size: object = 0.0001
    island_threads: object = 0
    iters: object = 50
    precon_iters: object = 0
    sor: object = 1.3
    thread_position_correction: object = False
    use_dynamic_moi_rescaling: object = False
    friction_model: object = "pyramid_model"
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "type":
            type_ = item.text or ""
            order.append("type")
        elif tag == "min_step_size":
            min_step_size = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("min_step_size")
        elif tag == "island_threads":
            island_threads = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("island_threads")
        elif tag == "iters":
            iters = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("iters")
        elif tag == "precon_iters":
            precon_iters = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("precon_iters")
        elif tag == "sor":
            sor = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("sor")
        elif tag == "thread_position_correction":
            thread_position_correction = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("thread_position_correction")
        elif tag == "use_dynamic_moi_rescaling":
            use_dynamic_moi_rescaling = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("use_dynamic_moi_rescaling")
        elif tag == "friction_model":
            friction_model = item.text or ""
            order.append("friction_model")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _physics_ode_solver_set_xml_extras(obj, extras)
    _physics_ode_solver_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _physics_ode_solver_set_type(obj, type_)
    _physics_ode_solver_set_min_step_size(obj, min_step_size)
    _physics_ode_solver_set_island_threads(obj, island_threads)
    _physics_ode_solver_set_iters(obj, iters)
    _physics_ode_solver_set_precon_iters(obj, precon_iters)
    _physics_ode_solver_set_sor(obj, sor)
    _physics_ode_solver_set_thread_position_correction(obj, thread_position_correction)
    _physics_ode_solver_set_use_dynamic_moi_rescaling(obj, use_dynamic_moi_rescaling)
    _physics_ode_solver_set_friction_model(obj, friction_model)
    return True


(
    _physics_ode_constraints_set_xml_extras,
    _physics_ode_constraints_set_xml_origin,
    _physics_ode_constraints_set_cfm,
    _physics_ode_constraints_set_erp,
    _physics_ode_constraints_set_contact_max_correcting_vel,
    _physics_ode_constraints_set_contact_surface_layer,
) = sdf.setters(
    PhysicsOdeConstraints,
    "xml_extras",
    "xml_origin",
    "cfm",
    "erp",
    "contact_max_correcting_vel",
    "contact_surface_layer",
)


@sdf.fills(PhysicsOdeConstraints)
def _fill_physics_ode_constraints(
    obj: PhysicsOdeConstraints, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsOdeConstraints`` from its element."""
    path = f"{parent_path}/constraints"
    found: list[str] = []
    cfm: object = 0.0
    erp: object = 0.2
    contact_max_correcting_vel: object = 100.0
    contact_surface_layer: object = 0.001
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "cfm":
            cfm = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("cfm")
        elif tag == "erp":
            erp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("erp")
        elif tag == "contact_max_correcting_vel":
            contact_max_correcting_vel = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("contact_max_correcting_vel")
        elif tag == "contact_surface_layer":
            contact_surface_layer = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("contact_surface_layer")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _physics_ode_constraints_set_xml_extras(obj, extras)
    _physics_ode_constraints_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _physics_ode_constraints_set_cfm(obj, cfm)
    _physics_ode_constraints_set_erp(obj, erp)
    _physics_ode_constraints_set_contact_max_correcting_vel(obj, contact_max_correcting_vel)
    _physics_ode_constraints_set_contact_surface_layer(obj, contact_surface_layer)
    return True


(
    _physics_ode_set_xml_extras,
    _physics_ode_set_xml_origin,
    _physics_ode_set_solver,
    _physics_ode_set_constraints,
) = sdf.setters(PhysicsOde, "xml_extras", "xml_origin", "solver", "constraints")


@sdf.fills(PhysicsOde)
def _fill_physics_ode(
    obj: PhysicsOde, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsOde`` from its element."""
    path = f"{parent_path}/ode"
    found: list[str] = []
    solver: PhysicsOdeSolver | None = None
    constraints: PhysicsOdeConstraints | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "solver":
            solver = sdf.unfilled(PhysicsOdeSolver, item, ctx, path)
            order.append("solver")
        elif tag == "constraints":
            constraints = sdf.unfilled(PhysicsOdeConstraints, item, ctx, path)
            order.append("constraints")
        else:  # not a fast-path document
            return False
    if solver is None:  # the default object, as the constructor makes it
        solver = PhysicsOdeSolver.default()
    if constraints is None:  # the default object, as the constructor makes it
        constraints = PhysicsOdeConstraints.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _physics_ode_set_xml_extras(obj, extras)
    _physics_ode_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _physics_ode_set_solver(obj, solver)
    _physics_ode_set_constraints(obj, constraints)
    return True


(
    _physics_set_xml_extras,
    _physics_set_xml_origin,
    _physics_set_name,
    _physics_set_default_,
    _physics_set_type,
    _physics_set_max_step_size,
    _physics_set_real_time_factor,
    _physics_set_real_time_update_rate,
    _physics_set_max_contacts,
    _physics_set_dart,
    _physics_set_simbody,
    _physics_set_bullet,
    _physics_set_ode,
) = sdf.setters(
    Physics,
    "xml_extras",
    "xml_origin",
    "name",
    "default_",
    "type",
    "max_step_size",
    "real_time_factor",
    "real_time_update_rate",
    "max_contacts",
    "dart",
    "simbody",
    "bullet",
    "ode",
)


@sdf.fills(Physics)
def _fill_physics(
    obj: Physics, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Physics`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/physics"
    else:
        path = f'{parent_path}/physics[@name="{name_text}"]'
    found: list[str] = []
    name: object = "default_physics"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    default_: object = False
    text = node.get("default")
    if text is not None:
        default_ = ctx.parsed(_PARSE_BOOL, text)
        found.append("default_")
    type_: object = "ode"
    text = node.get("type")
    if text is not None:
        type_ = text
        found.append("type")
    max_step_size: object = 0.001
    real_time_factor: object = 1.0
    real_time_update_rate: object = 1000.0
    max_contacts: object = 20
    dart: PhysicsDart | None = None
    simbody: PhysicsSimbody | None = None
    bullet: PhysicsBullet | None = None
    ode: PhysicsOde | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "max_step_size":
            max_step_size = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("max_step_size")
        elif tag == "real_time_factor":
            real_time_factor = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("real_time_factor")
        elif tag == "real_time_update_rate":
            real_time_update_rate = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("real_time_update_rate")
        elif tag == "max_contacts":
            max_contacts = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("max_contacts")
        elif tag == "dart":
            dart = sdf.unfilled(PhysicsDart, item, ctx, path)
            order.append("dart")
        elif tag == "simbody":
            simbody = sdf.unfilled(PhysicsSimbody, item, ctx, path)
            order.append("simbody")
        elif tag == "bullet":
            bullet = sdf.unfilled(PhysicsBullet, item, ctx, path)
            order.append("bullet")
        elif tag == "ode":
            ode = sdf.unfilled(PhysicsOde, item, ctx, path)
            order.append("ode")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _physics_set_xml_extras(obj, extras)
    _physics_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _physics_set_name(obj, name)
    _physics_set_default_(obj, default_)
    _physics_set_type(obj, type_)
    _physics_set_max_step_size(obj, max_step_size)
    _physics_set_real_time_factor(obj, real_time_factor)
    _physics_set_real_time_update_rate(obj, real_time_update_rate)
    _physics_set_max_contacts(obj, max_contacts)
    _physics_set_dart(obj, dart)
    _physics_set_simbody(obj, simbody)
    _physics_set_bullet(obj, bullet)
    _physics_set_ode(obj, ode)
    return True
