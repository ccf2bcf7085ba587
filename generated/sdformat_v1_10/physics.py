"""SDFormat 1.10 element classes of ``spec/1.10/physics.sdf``.

Generated from spec/1.10/physics.sdf by make generate. Do not edit: change the
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


@attrs.define(kw_only=True, eq=False)
class PhysicsDartSolver(sdf.Element):
    """Constraint solver settings for DART.

    Attributes:
        solver_type: LCP solver DART uses for contacts and constraints: dantzig or pgs
            (projected Gauss-Seidel). Default: ``dantzig``.
    """

    TAG: ClassVar[str] = "solver"
    SPEC_FILE: ClassVar[str] = "spec/1.10/physics.sdf"

    solver_type: str = sdf.value("solver_type", "string", "dantzig", cardinality="1")
    """LCP solver DART uses for contacts and constraints: dantzig or pgs (projected
    Gauss-Seidel). Default: ``dantzig``."""


@attrs.define(kw_only=True, eq=False)
class PhysicsDart(sdf.Element):
    """Parameters used only by the DART engine.

    Attributes:
        solver: Constraint solver settings for DART.
        collision_detector: Collision checking backend DART uses: dart, fcl, bullet or ode.
            Default: ``fcl``.
    """

    TAG: ClassVar[str] = "dart"
    SPEC_FILE: ClassVar[str] = "spec/1.10/physics.sdf"

    solver: PhysicsDartSolver = sdf.child("solver", lambda: PhysicsDartSolver, cardinality="1")
    """Constraint solver settings for DART."""

    collision_detector: str = sdf.value("collision_detector", "string", "fcl")
    """Collision checking backend DART uses: dart, fcl, bullet or ode. Default: ``fcl``."""


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/physics.sdf"

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


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/physics.sdf"

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


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/physics.sdf"

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


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/physics.sdf"

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


@attrs.define(kw_only=True, eq=False)
class PhysicsBullet(sdf.Element):
    """Parameters used only by the Bullet engine.

    Attributes:
        solver: Constraint solver settings for Bullet.
        constraints: Global constraint parameters for Bullet.
    """

    TAG: ClassVar[str] = "bullet"
    SPEC_FILE: ClassVar[str] = "spec/1.10/physics.sdf"

    solver: PhysicsBulletSolver = sdf.child("solver", lambda: PhysicsBulletSolver, cardinality="1")
    """Constraint solver settings for Bullet."""

    constraints: PhysicsBulletConstraints = sdf.child(
        "constraints", lambda: PhysicsBulletConstraints, cardinality="1"
    )
    """Global constraint parameters for Bullet."""


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/physics.sdf"

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


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/physics.sdf"

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


@attrs.define(kw_only=True, eq=False)
class PhysicsOde(sdf.Element):
    """Parameters used only by the ODE engine.

    Attributes:
        solver: Solver settings for ODE.
        constraints: Global constraint parameters for ODE.
    """

    TAG: ClassVar[str] = "ode"
    SPEC_FILE: ClassVar[str] = "spec/1.10/physics.sdf"

    solver: PhysicsOdeSolver = sdf.child("solver", lambda: PhysicsOdeSolver, cardinality="1")
    """Solver settings for ODE."""

    constraints: PhysicsOdeConstraints = sdf.child(
        "constraints", lambda: PhysicsOdeConstraints, cardinality="1"
    )
    """Global constraint parameters for ODE."""


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/physics.sdf"

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
# order the class declares them. It returns False, having stored nothing,
# when it meets a child the fast path would have refused; the generic reader
# then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_INT = sdf.converter("int")


@sdf.fills(PhysicsDartSolver)
def _fill_physics_dart_solver(
    obj: PhysicsDartSolver, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsDartSolver`` from its ``<solver>``."""
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "solver_type", solver_type)
    return True


@sdf.fills(PhysicsDart)
def _fill_physics_dart(
    obj: PhysicsDart, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsDart`` from its ``<dart>``."""
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "solver", solver)
    store(obj, "collision_detector", collision_detector)
    return True


@sdf.fills(PhysicsSimbodyContact)
def _fill_physics_simbody_contact(
    obj: PhysicsSimbodyContact, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsSimbodyContact`` from its ``<contact>``."""
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "stiffness", stiffness)
    store(obj, "dissipation", dissipation)
    store(obj, "plastic_coef_restitution", plastic_coef_restitution)
    store(obj, "plastic_impact_velocity", plastic_impact_velocity)
    store(obj, "static_friction", static_friction)
    store(obj, "dynamic_friction", dynamic_friction)
    store(obj, "viscous_friction", viscous_friction)
    store(obj, "override_impact_capture_velocity", override_impact_capture_velocity)
    store(obj, "override_stiction_transition_velocity", override_stiction_transition_velocity)
    return True


@sdf.fills(PhysicsSimbody)
def _fill_physics_simbody(
    obj: PhysicsSimbody, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsSimbody`` from its ``<simbody>``."""
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "min_step_size", min_step_size)
    store(obj, "accuracy", accuracy)
    store(obj, "max_transient_velocity", max_transient_velocity)
    store(obj, "contact", contact)
    return True


@sdf.fills(PhysicsBulletSolver)
def _fill_physics_bullet_solver(
    obj: PhysicsBulletSolver, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsBulletSolver`` from its ``<solver>``."""
    path = f"{parent_path}/solver"
    found: list[str] = []
    type: object = "sequential_impulse"
    min_step_size: object = 0.0001
    iters: object = 50
    sor: object = 1.3
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "type":
            type = item.text or ""
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "type", type)
    store(obj, "min_step_size", min_step_size)
    store(obj, "iters", iters)
    store(obj, "sor", sor)
    return True


@sdf.fills(PhysicsBulletConstraints)
def _fill_physics_bullet_constraints(
    obj: PhysicsBulletConstraints, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsBulletConstraints`` from its ``<constraints>``."""
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "cfm", cfm)
    store(obj, "erp", erp)
    store(obj, "contact_surface_layer", contact_surface_layer)
    store(obj, "split_impulse", split_impulse)
    store(obj, "split_impulse_penetration_threshold", split_impulse_penetration_threshold)
    return True


@sdf.fills(PhysicsBullet)
def _fill_physics_bullet(
    obj: PhysicsBullet, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsBullet`` from its ``<bullet>``."""
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "solver", solver)
    store(obj, "constraints", constraints)
    return True


@sdf.fills(PhysicsOdeSolver)
def _fill_physics_ode_solver(
    obj: PhysicsOdeSolver, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsOdeSolver`` from its ``<solver>``."""
    path = f"{parent_path}/solver"
    found: list[str] = []
    type: object = "quick"
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
            type = item.text or ""
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "type", type)
    store(obj, "min_step_size", min_step_size)
    store(obj, "island_threads", island_threads)
    store(obj, "iters", iters)
    store(obj, "precon_iters", precon_iters)
    store(obj, "sor", sor)
    store(obj, "thread_position_correction", thread_position_correction)
    store(obj, "use_dynamic_moi_rescaling", use_dynamic_moi_rescaling)
    store(obj, "friction_model", friction_model)
    return True


@sdf.fills(PhysicsOdeConstraints)
def _fill_physics_ode_constraints(
    obj: PhysicsOdeConstraints, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsOdeConstraints`` from its ``<constraints>``."""
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "cfm", cfm)
    store(obj, "erp", erp)
    store(obj, "contact_max_correcting_vel", contact_max_correcting_vel)
    store(obj, "contact_surface_layer", contact_surface_layer)
    return True


@sdf.fills(PhysicsOde)
def _fill_physics_ode(
    obj: PhysicsOde, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PhysicsOde`` from its ``<ode>``."""
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "solver", solver)
    store(obj, "constraints", constraints)
    return True


@sdf.fills(Physics)
def _fill_physics(
    obj: Physics, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Physics`` from its ``<physics>``."""
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
    type: object = "ode"
    text = node.get("type")
    if text is not None:
        type = text
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
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "name", name)
    store(obj, "default_", default_)
    store(obj, "type", type)
    store(obj, "max_step_size", max_step_size)
    store(obj, "real_time_factor", real_time_factor)
    store(obj, "real_time_update_rate", real_time_update_rate)
    store(obj, "max_contacts", max_contacts)
    store(obj, "dart", dart)
    store(obj, "simbody", simbody)
    store(obj, "bullet", bullet)
    store(obj, "ode", ode)
    return True
