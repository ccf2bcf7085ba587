"""SDFormat 1.7 element classes of ``spec/1.7/surface.sdf``.

Generated from spec/1.7/surface.sdf by make generate. Do not edit: change the
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

__all__ = [
    "Surface",
    "SurfaceBounce",
    "SurfaceContact",
    "SurfaceContactBullet",
    "SurfaceContactOde",
    "SurfaceFriction",
    "SurfaceFrictionBullet",
    "SurfaceFrictionOde",
    "SurfaceFrictionTorsional",
    "SurfaceFrictionTorsionalOde",
    "SurfaceSoftContact",
    "SurfaceSoftContactDart",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class SurfaceBounce(sdf.Element):
    """Restitution (bounciness) settings.

    Attributes:
        restitution_coefficient: Coefficient of restitution, from 0 (impacts fully inelastic, no
            bounce) to 1 (fully elastic). Default: ``0``.
        threshold: Impact speed, in m/s, below which no bounce happens (restitution treated as
            0). Default: ``100000``.
    """

    TAG: ClassVar[str] = "bounce"
    SPEC_FILE: ClassVar[str] = "spec/1.7/surface.sdf"

    restitution_coefficient: float = sdf.value(
        "restitution_coefficient", "double", "0", minimum="0.0", maximum="1.0"
    )
    """Coefficient of restitution, from 0 (impacts fully inelastic, no bounce) to 1 (fully
    elastic). Default: ``0``."""

    threshold: float = sdf.value("threshold", "double", "100000")
    """Impact speed, in m/s, below which no bounce happens (restitution treated as 0). Default:
    ``100000``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class SurfaceFrictionTorsionalOde(sdf.Element):
    """ODE-specific torsional friction settings.

    Attributes:
        slip: Torsional slip compliance: spin rate gained per newton-metre of friction torque
            (rad/s/(N·m)). Zero makes the contact stick. Default: ``0.0``.
    """

    TAG: ClassVar[str] = "ode"
    SPEC_FILE: ClassVar[str] = "spec/1.7/surface.sdf"

    slip: float = sdf.value("slip", "double", "0.0")
    """Torsional slip compliance: spin rate gained per newton-metre of friction torque
    (rad/s/(N·m)). Zero makes the contact stick. Default: ``0.0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class SurfaceFrictionTorsional(sdf.Element):
    """Torsional friction, which resists spinning about the contact normal.

    Attributes:
        coefficient: Coefficient (no unit) limiting the friction torque that resists spinning
            about the contact normal, relative to the normal load. Default: ``1.0``.
        use_patch_radius: When true, patch_radius gives the contact patch size; when false, the
            patch radius is computed as sqrt(R·d) from surface_radius R and penetration depth d.
            Default: ``true``.
        patch_radius: Radius of the contact patch, in metres, used for torsional friction when
            use_patch_radius is true. Default: ``0``.
        surface_radius: Radius of curvature of the surface at the contact point, in metres, used
            to derive the patch radius when use_patch_radius is false. Default: ``0.0``.
        ode: ODE-specific torsional friction settings.
    """

    TAG: ClassVar[str] = "torsional"
    SPEC_FILE: ClassVar[str] = "spec/1.7/surface.sdf"

    coefficient: float = sdf.value("coefficient", "double", "1.0", minimum="0.0")
    """Coefficient (no unit) limiting the friction torque that resists spinning about the
    contact normal, relative to the normal load. Default: ``1.0``."""

    use_patch_radius: bool = sdf.value("use_patch_radius", "bool", "true")
    """When true, patch_radius gives the contact patch size; when false, the patch radius is
    computed as sqrt(R·d) from surface_radius R and penetration depth d. Default:
    ``true``."""

    patch_radius: float = sdf.value("patch_radius", "double", "0", minimum="0.0")
    """Radius of the contact patch, in metres, used for torsional friction when
    use_patch_radius is true. Default: ``0``."""

    surface_radius: float = sdf.value("surface_radius", "double", "0.0", minimum="0.0")
    """Radius of curvature of the surface at the contact point, in metres, used to derive the
    patch radius when use_patch_radius is false. Default: ``0.0``."""

    ode: SurfaceFrictionTorsionalOde | None = sdf.child("ode", lambda: SurfaceFrictionTorsionalOde)
    """ODE-specific torsional friction settings."""


@attrs.define(kw_only=True, eq=False, repr=False)
class SurfaceFrictionOde(sdf.Element):
    """ODE friction coefficients and directions.

    Attributes:
        mu: Friction coefficient along the first friction direction (fdir1): dimensionless ratio
            of maximum friction force to normal force. Default: ``1``.
        mu2: Friction coefficient along the second friction direction, perpendicular to the
            first and to the contact normal. Default: ``1``.
        fdir1: Unit vector, in the collision frame, giving the first friction direction; the
            zero vector lets the engine choose. Default: ``0 0 0``.
        slip1: Slip compliance in the first friction direction: sliding speed gained per newton
            of tangential force (m/s/N). Zero makes the contact stick. Default: ``0.0``.
        slip2: Slip compliance in the second friction direction: sliding speed gained per newton
            of tangential force (m/s/N). Zero makes the contact stick. Default: ``0.0``.
    """

    TAG: ClassVar[str] = "ode"
    SPEC_FILE: ClassVar[str] = "spec/1.7/surface.sdf"

    mu: float = sdf.value("mu", "double", "1", minimum="0.0")
    """Friction coefficient along the first friction direction (fdir1): dimensionless ratio of
    maximum friction force to normal force. Default: ``1``."""

    mu2: float = sdf.value("mu2", "double", "1", minimum="0.0")
    """Friction coefficient along the second friction direction, perpendicular to the first and
    to the contact normal. Default: ``1``."""

    fdir1: FloatArray = sdf.value("fdir1", "vector3", "0 0 0")
    """Unit vector, in the collision frame, giving the first friction direction; the zero
    vector lets the engine choose. Default: ``0 0 0``."""

    slip1: float = sdf.value("slip1", "double", "0.0")
    """Slip compliance in the first friction direction: sliding speed gained per newton of
    tangential force (m/s/N). Zero makes the contact stick. Default: ``0.0``."""

    slip2: float = sdf.value("slip2", "double", "0.0")
    """Slip compliance in the second friction direction: sliding speed gained per newton of
    tangential force (m/s/N). Zero makes the contact stick. Default: ``0.0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class SurfaceFrictionBullet(sdf.Element):
    """Bullet friction coefficients and direction.

    Attributes:
        friction: Friction coefficient along the first friction direction (dimensionless).
            Default: ``1``.
        friction2: Friction coefficient along the second friction direction (dimensionless).
            Default: ``1``.
        fdir1: Unit vector, in the collision frame, giving the first friction direction; the
            zero vector lets the engine choose. Default: ``0 0 0``.
        rolling_friction: Rolling friction coefficient (dimensionless), resisting the shape
            rolling over another surface. Default: ``1``.
    """

    TAG: ClassVar[str] = "bullet"
    SPEC_FILE: ClassVar[str] = "spec/1.7/surface.sdf"

    friction: float = sdf.value("friction", "double", "1", minimum="0.0")
    """Friction coefficient along the first friction direction (dimensionless). Default: ``1``."""

    friction2: float = sdf.value("friction2", "double", "1", minimum="0.0")
    """Friction coefficient along the second friction direction (dimensionless). Default:
    ``1``."""

    fdir1: FloatArray = sdf.value("fdir1", "vector3", "0 0 0")
    """Unit vector, in the collision frame, giving the first friction direction; the zero
    vector lets the engine choose. Default: ``0 0 0``."""

    rolling_friction: float = sdf.value("rolling_friction", "double", "1")
    """Rolling friction coefficient (dimensionless), resisting the shape rolling over another
    surface. Default: ``1``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class SurfaceFriction(sdf.Element):
    """Friction parameters, grouped by physics engine.

    Attributes:
        torsional: Torsional friction, which resists spinning about the contact normal.
        ode: ODE friction coefficients and directions.
        bullet: Bullet friction coefficients and direction.
    """

    TAG: ClassVar[str] = "friction"
    SPEC_FILE: ClassVar[str] = "spec/1.7/surface.sdf"

    torsional: SurfaceFrictionTorsional | None = sdf.child(
        "torsional", lambda: SurfaceFrictionTorsional
    )
    """Torsional friction, which resists spinning about the contact normal."""

    ode: SurfaceFrictionOde | None = sdf.child("ode", lambda: SurfaceFrictionOde)
    """ODE friction coefficients and directions."""

    bullet: SurfaceFrictionBullet | None = sdf.child("bullet", lambda: SurfaceFrictionBullet)
    """Bullet friction coefficients and direction."""


@attrs.define(kw_only=True, eq=False, repr=False)
class SurfaceContactOde(sdf.Element):
    """ODE contact constraint parameters.

    Attributes:
        soft_cfm: Constraint force mixing of contacts: larger values make contacts softer and
            more spring-like. Default: ``0``.
        soft_erp: Error reduction parameter of contacts, from 0 to 1: the fraction of
            penetration removed per step. Default: ``0.2``.
        kp: Contact stiffness, in N/m; together with kd it is turned into equivalent contact CFM
            and ERP. Default: ``1000000000000.0``.
        kd: Contact damping, in N·s/m; together with kp it is turned into equivalent contact CFM
            and ERP. Default: ``1.0``.
        max_vel: Largest velocity, in m/s, used to correct contact penetration. Default:
            ``0.01``.
        min_depth: Penetration depth, in metres, tolerated before contact correction starts.
            Default: ``0``.
    """

    TAG: ClassVar[str] = "ode"
    SPEC_FILE: ClassVar[str] = "spec/1.7/surface.sdf"

    soft_cfm: float = sdf.value("soft_cfm", "double", "0")
    """Constraint force mixing of contacts: larger values make contacts softer and more
    spring-like. Default: ``0``."""

    soft_erp: float = sdf.value("soft_erp", "double", "0.2")
    """Error reduction parameter of contacts, from 0 to 1: the fraction of penetration removed
    per step. Default: ``0.2``."""

    kp: float = sdf.value("kp", "double", "1000000000000.0")
    """Contact stiffness, in N/m; together with kd it is turned into equivalent contact CFM and
    ERP. Default: ``1000000000000.0``."""

    kd: float = sdf.value("kd", "double", "1.0")
    """Contact damping, in N·s/m; together with kp it is turned into equivalent contact CFM and
    ERP. Default: ``1.0``."""

    max_vel: float = sdf.value("max_vel", "double", "0.01")
    """Largest velocity, in m/s, used to correct contact penetration. Default: ``0.01``."""

    min_depth: float = sdf.value("min_depth", "double", "0")
    """Penetration depth, in metres, tolerated before contact correction starts. Default:
    ``0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class SurfaceContactBullet(sdf.Element):
    """Bullet contact constraint parameters.

    Attributes:
        soft_cfm: Constraint force mixing of contacts: larger values make contacts softer and
            more spring-like. Default: ``0``.
        soft_erp: Error reduction parameter of contacts, from 0 to 1: the fraction of
            penetration removed per step. Default: ``0.2``.
        kp: Contact stiffness, in N/m; together with kd it is turned into equivalent contact CFM
            and ERP. Default: ``1000000000000.0``.
        kd: Contact damping, in N·s/m; together with kp it is turned into equivalent contact CFM
            and ERP. Default: ``1.0``.
        split_impulse: When true, penetration is resolved in a separate position pass so that
            correcting it adds no velocity to the bodies. Default: ``true``.
        split_impulse_penetration_threshold: Penetration depth, in metres and given as a
            negative distance, beyond which the split-impulse correction is used. Default:
            ``-0.01``.
    """

    TAG: ClassVar[str] = "bullet"
    SPEC_FILE: ClassVar[str] = "spec/1.7/surface.sdf"

    soft_cfm: float = sdf.value("soft_cfm", "double", "0")
    """Constraint force mixing of contacts: larger values make contacts softer and more
    spring-like. Default: ``0``."""

    soft_erp: float = sdf.value("soft_erp", "double", "0.2")
    """Error reduction parameter of contacts, from 0 to 1: the fraction of penetration removed
    per step. Default: ``0.2``."""

    kp: float = sdf.value("kp", "double", "1000000000000.0")
    """Contact stiffness, in N/m; together with kd it is turned into equivalent contact CFM and
    ERP. Default: ``1000000000000.0``."""

    kd: float = sdf.value("kd", "double", "1.0")
    """Contact damping, in N·s/m; together with kp it is turned into equivalent contact CFM and
    ERP. Default: ``1.0``."""

    split_impulse: bool = sdf.value("split_impulse", "bool", "true", cardinality="1")
    """When true, penetration is resolved in a separate position pass so that correcting it
    adds no velocity to the bodies. Default: ``true``."""

    split_impulse_penetration_threshold: float = sdf.value(
        "split_impulse_penetration_threshold", "double", "-0.01", cardinality="1"
    )
    """Penetration depth, in metres and given as a negative distance, beyond which the
    split-impulse correction is used. Default: ``-0.01``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class SurfaceContact(sdf.Element):
    """Contact behaviour: collision filtering, material elasticity and engine-specific contact
    stiffness.

    Attributes:
        collide_without_contact: When true, contacts with this collision are detected and
            reported (e.g. to contact sensors) but produce no contact forces. Default:
            ``false``.
        collide_without_contact_bitmask: Bitmask choosing which collisions count when
            collide_without_contact is on; two collisions interact if their masks share a set
            bit. Default: ``1``.
        collide_bitmask: 16-bit mask of the categories this collision collides with. Two
            collisions touch only if one's category_bitmask shares a set bit with the other's
            collide_bitmask. Overrides collide_without_contact. Default: ``65535``.
        category_bitmask: 16-bit mask of the categories this collision belongs to, tested
            against other collisions' collide_bitmask. If unset, it equals collide_bitmask.
            Default: ``65535``.
        poissons_ratio: Poisson's ratio of the material (dimensionless, between -1 and 0.5),
            used with elastic_modulus by elastic contact models. About 0.3 for steel, near 0.5
            for rubber. Default: ``0.3``.
        elastic_modulus: Young's modulus of the material, in pascals, used by elastic contact
            models. Zero or a negative value disables that model. Default: ``-1``.
        ode: ODE contact constraint parameters.
        bullet: Bullet contact constraint parameters.
    """

    TAG: ClassVar[str] = "contact"
    SPEC_FILE: ClassVar[str] = "spec/1.7/surface.sdf"

    collide_without_contact: bool = sdf.value("collide_without_contact", "bool", "false")
    """When true, contacts with this collision are detected and reported (e.g. to contact
    sensors) but produce no contact forces. Default: ``false``."""

    collide_without_contact_bitmask: int = sdf.value(
        "collide_without_contact_bitmask", "unsigned int", "1"
    )
    """Bitmask choosing which collisions count when collide_without_contact is on; two
    collisions interact if their masks share a set bit. Default: ``1``."""

    collide_bitmask: int = sdf.value("collide_bitmask", "unsigned int", "65535")
    """16-bit mask of the categories this collision collides with. Two collisions touch only if
    one's category_bitmask shares a set bit with the other's collide_bitmask. Overrides
    collide_without_contact. Default: ``65535``."""

    category_bitmask: int = sdf.value("category_bitmask", "unsigned int", "65535")
    """16-bit mask of the categories this collision belongs to, tested against other
    collisions' collide_bitmask. If unset, it equals collide_bitmask. Default:
    ``65535``."""

    poissons_ratio: float = sdf.value("poissons_ratio", "double", "0.3")
    """Poisson's ratio of the material (dimensionless, between -1 and 0.5), used with
    elastic_modulus by elastic contact models. About 0.3 for steel, near 0.5 for rubber.
    Default: ``0.3``."""

    elastic_modulus: float = sdf.value("elastic_modulus", "double", "-1")
    """Young's modulus of the material, in pascals, used by elastic contact models. Zero or a
    negative value disables that model. Default: ``-1``."""

    ode: SurfaceContactOde | None = sdf.child("ode", lambda: SurfaceContactOde)
    """ODE contact constraint parameters."""

    bullet: SurfaceContactBullet | None = sdf.child("bullet", lambda: SurfaceContactBullet)
    """Bullet contact constraint parameters."""


@attrs.define(kw_only=True, eq=False, repr=False)
class SurfaceSoftContactDart(sdf.Element):
    """DART soft contact: the shape is treated as a soft body whose surface is made of point
    masses joined by springs.

    Attributes:
        bone_attachment: Stiffness, in N/m, of the springs tying each surface point mass to the
            rigid body (k_v in DART's soft contact model). Default: ``100.0``.
        stiffness: Stiffness, in N/m, of the springs between neighbouring surface point masses
            (k_e in DART's soft contact model). Default: ``100.0``.
        damping: Viscous damping applied to the velocities of the surface point masses relative
            to the body. Default: ``10.0``.
        flesh_mass_fraction: Fraction of the link's mass, from 0 to 1, spread over the
            deformable surface point masses. Default: ``0.05``.
    """

    TAG: ClassVar[str] = "dart"
    SPEC_FILE: ClassVar[str] = "spec/1.7/surface.sdf"

    bone_attachment: float = sdf.value("bone_attachment", "double", "100.0", cardinality="1")
    """Stiffness, in N/m, of the springs tying each surface point mass to the rigid body (k_v
    in DART's soft contact model). Default: ``100.0``."""

    stiffness: float = sdf.value("stiffness", "double", "100.0", cardinality="1")
    """Stiffness, in N/m, of the springs between neighbouring surface point masses (k_e in
    DART's soft contact model). Default: ``100.0``."""

    damping: float = sdf.value("damping", "double", "10.0", cardinality="1")
    """Viscous damping applied to the velocities of the surface point masses relative to the
    body. Default: ``10.0``."""

    flesh_mass_fraction: float = sdf.value("flesh_mass_fraction", "double", "0.05", cardinality="1")
    """Fraction of the link's mass, from 0 to 1, spread over the deformable surface point
    masses. Default: ``0.05``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class SurfaceSoftContact(sdf.Element):
    """Parameters of deformable (soft) contact models.

    Attributes:
        dart: DART soft contact: the shape is treated as a soft body whose surface is made of
            point masses joined by springs.
    """

    TAG: ClassVar[str] = "soft_contact"
    SPEC_FILE: ClassVar[str] = "spec/1.7/surface.sdf"

    dart: SurfaceSoftContactDart | None = sdf.child("dart", lambda: SurfaceSoftContactDart)
    """DART soft contact: the shape is treated as a soft body whose surface is made of point
    masses joined by springs."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Surface(sdf.Element):
    """Contact surface properties of a collision: bounce, friction, contact stiffness and
    collision filtering.

    Attributes:
        bounce: Restitution (bounciness) settings.
        friction: Friction parameters, grouped by physics engine.
        contact: Contact behaviour: collision filtering, material elasticity and engine-specific
            contact stiffness.
        soft_contact: Parameters of deformable (soft) contact models.
    """

    TAG: ClassVar[str] = "surface"
    SPEC_FILE: ClassVar[str] = "spec/1.7/surface.sdf"

    bounce: SurfaceBounce | None = sdf.child("bounce", lambda: SurfaceBounce)
    """Restitution (bounciness) settings."""

    friction: SurfaceFriction | None = sdf.child("friction", lambda: SurfaceFriction)
    """Friction parameters, grouped by physics engine."""

    contact: SurfaceContact | None = sdf.child("contact", lambda: SurfaceContact)
    """Contact behaviour: collision filtering, material elasticity and engine-specific contact
    stiffness."""

    soft_contact: SurfaceSoftContact | None = sdf.child("soft_contact", lambda: SurfaceSoftContact)
    """Parameters of deformable (soft) contact models."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_UNSIGNED_INT = sdf.converter("unsigned int")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _surface_bounce_set_xml_extras,
    _surface_bounce_set_xml_origin,
    _surface_bounce_set_restitution_coefficient,
    _surface_bounce_set_threshold,
) = sdf.setters(SurfaceBounce, "xml_extras", "xml_origin", "restitution_coefficient", "threshold")


@sdf.fills(SurfaceBounce)
def _fill_surface_bounce(
    obj: SurfaceBounce, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SurfaceBounce`` from its element."""
    path = f"{parent_path}/bounce"
    found: list[str] = []
    restitution_coefficient: object = 0.0
    threshold: object = 100000.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "restitution_coefficient":
            restitution_coefficient = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("restitution_coefficient")
        elif tag == "threshold":
            threshold = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("threshold")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _surface_bounce_set_xml_extras(obj, extras)
    _surface_bounce_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _surface_bounce_set_restitution_coefficient(obj, restitution_coefficient)
    _surface_bounce_set_threshold(obj, threshold)
    return True


(
    _surface_friction_torsional_ode_set_xml_extras,
    _surface_friction_torsional_ode_set_xml_origin,
    _surface_friction_torsional_ode_set_slip,
) = sdf.setters(SurfaceFrictionTorsionalOde, "xml_extras", "xml_origin", "slip")


@sdf.fills(SurfaceFrictionTorsionalOde)
def _fill_surface_friction_torsional_ode(
    obj: SurfaceFrictionTorsionalOde, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SurfaceFrictionTorsionalOde`` from its element."""
    path = f"{parent_path}/ode"
    found: list[str] = []
    slip: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "slip":
            slip = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("slip")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _surface_friction_torsional_ode_set_xml_extras(obj, extras)
    _surface_friction_torsional_ode_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _surface_friction_torsional_ode_set_slip(obj, slip)
    return True


(
    _surface_friction_torsional_set_xml_extras,
    _surface_friction_torsional_set_xml_origin,
    _surface_friction_torsional_set_coefficient,
    _surface_friction_torsional_set_use_patch_radius,
    _surface_friction_torsional_set_patch_radius,
    _surface_friction_torsional_set_surface_radius,
    _surface_friction_torsional_set_ode,
) = sdf.setters(
    SurfaceFrictionTorsional,
    "xml_extras",
    "xml_origin",
    "coefficient",
    "use_patch_radius",
    "patch_radius",
    "surface_radius",
    "ode",
)


@sdf.fills(SurfaceFrictionTorsional)
def _fill_surface_friction_torsional(
    obj: SurfaceFrictionTorsional, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SurfaceFrictionTorsional`` from its element."""
    path = f"{parent_path}/torsional"
    found: list[str] = []
    coefficient: object = 1.0
    use_patch_radius: object = True
    patch_radius: object = 0.0
    surface_radius: object = 0.0
    ode: SurfaceFrictionTorsionalOde | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "coefficient":
            coefficient = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("coefficient")
        elif tag == "use_patch_radius":
            use_patch_radius = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("use_patch_radius")
        elif tag == "patch_radius":
            patch_radius = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("patch_radius")
        elif tag == "surface_radius":
            surface_radius = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("surface_radius")
        elif tag == "ode":
            ode = sdf.unfilled(SurfaceFrictionTorsionalOde, item, ctx, path)
            order.append("ode")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _surface_friction_torsional_set_xml_extras(obj, extras)
    _surface_friction_torsional_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _surface_friction_torsional_set_coefficient(obj, coefficient)
    _surface_friction_torsional_set_use_patch_radius(obj, use_patch_radius)
    _surface_friction_torsional_set_patch_radius(obj, patch_radius)
    _surface_friction_torsional_set_surface_radius(obj, surface_radius)
    _surface_friction_torsional_set_ode(obj, ode)
    return True


(
    _surface_friction_ode_set_xml_extras,
    _surface_friction_ode_set_xml_origin,
    _surface_friction_ode_set_mu,
    _surface_friction_ode_set_mu2,
    _surface_friction_ode_set_fdir1,
    _surface_friction_ode_set_slip1,
    _surface_friction_ode_set_slip2,
) = sdf.setters(
    SurfaceFrictionOde, "xml_extras", "xml_origin", "mu", "mu2", "fdir1", "slip1", "slip2"
)


@sdf.fills(SurfaceFrictionOde)
def _fill_surface_friction_ode(
    obj: SurfaceFrictionOde, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SurfaceFrictionOde`` from its element."""
    path = f"{parent_path}/ode"
    found: list[str] = []
    mu: object = 1.0
    mu2: object = 1.0
    fdir1: object = sdf.declared_default(SurfaceFrictionOde, "fdir1")
    slip1: object = 0.0
    slip2: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "mu":
            mu = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("mu")
        elif tag == "mu2":
            mu2 = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("mu2")
        elif tag == "fdir1":
            fdir1 = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("fdir1")
        elif tag == "slip1":
            slip1 = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("slip1")
        elif tag == "slip2":
            slip2 = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("slip2")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _surface_friction_ode_set_xml_extras(obj, extras)
    _surface_friction_ode_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _surface_friction_ode_set_mu(obj, mu)
    _surface_friction_ode_set_mu2(obj, mu2)
    _surface_friction_ode_set_fdir1(obj, fdir1)
    _surface_friction_ode_set_slip1(obj, slip1)
    _surface_friction_ode_set_slip2(obj, slip2)
    return True


(
    _surface_friction_bullet_set_xml_extras,
    _surface_friction_bullet_set_xml_origin,
    _surface_friction_bullet_set_friction,
    _surface_friction_bullet_set_friction2,
    _surface_friction_bullet_set_fdir1,
    _surface_friction_bullet_set_rolling_friction,
) = sdf.setters(
    SurfaceFrictionBullet,
    "xml_extras",
    "xml_origin",
    "friction",
    "friction2",
    "fdir1",
    "rolling_friction",
)


@sdf.fills(SurfaceFrictionBullet)
def _fill_surface_friction_bullet(
    obj: SurfaceFrictionBullet, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SurfaceFrictionBullet`` from its element."""
    path = f"{parent_path}/bullet"
    found: list[str] = []
    friction: object = 1.0
    friction2: object = 1.0
    fdir1: object = sdf.declared_default(SurfaceFrictionBullet, "fdir1")
    rolling_friction: object = 1.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "friction":
            friction = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("friction")
        elif tag == "friction2":
            friction2 = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("friction2")
        elif tag == "fdir1":
            fdir1 = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("fdir1")
        elif tag == "rolling_friction":
            rolling_friction = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("rolling_friction")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _surface_friction_bullet_set_xml_extras(obj, extras)
    _surface_friction_bullet_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _surface_friction_bullet_set_friction(obj, friction)
    _surface_friction_bullet_set_friction2(obj, friction2)
    _surface_friction_bullet_set_fdir1(obj, fdir1)
    _surface_friction_bullet_set_rolling_friction(obj, rolling_friction)
    return True


(
    _surface_friction_set_xml_extras,
    _surface_friction_set_xml_origin,
    _surface_friction_set_torsional,
    _surface_friction_set_ode,
    _surface_friction_set_bullet,
) = sdf.setters(SurfaceFriction, "xml_extras", "xml_origin", "torsional", "ode", "bullet")


@sdf.fills(SurfaceFriction)
def _fill_surface_friction(
    obj: SurfaceFriction, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SurfaceFriction`` from its element."""
    path = f"{parent_path}/friction"
    found: list[str] = []
    torsional: SurfaceFrictionTorsional | None = None
    ode: SurfaceFrictionOde | None = None
    bullet: SurfaceFrictionBullet | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "torsional":
            torsional = sdf.unfilled(SurfaceFrictionTorsional, item, ctx, path)
            order.append("torsional")
        elif tag == "ode":
            ode = sdf.unfilled(SurfaceFrictionOde, item, ctx, path)
            order.append("ode")
        elif tag == "bullet":
            bullet = sdf.unfilled(SurfaceFrictionBullet, item, ctx, path)
            order.append("bullet")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _surface_friction_set_xml_extras(obj, extras)
    _surface_friction_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _surface_friction_set_torsional(obj, torsional)
    _surface_friction_set_ode(obj, ode)
    _surface_friction_set_bullet(obj, bullet)
    return True


(
    _surface_contact_ode_set_xml_extras,
    _surface_contact_ode_set_xml_origin,
    _surface_contact_ode_set_soft_cfm,
    _surface_contact_ode_set_soft_erp,
    _surface_contact_ode_set_kp,
    _surface_contact_ode_set_kd,
    _surface_contact_ode_set_max_vel,
    _surface_contact_ode_set_min_depth,
) = sdf.setters(
    SurfaceContactOde,
    "xml_extras",
    "xml_origin",
    "soft_cfm",
    "soft_erp",
    "kp",
    "kd",
    "max_vel",
    "min_depth",
)


@sdf.fills(SurfaceContactOde)
def _fill_surface_contact_ode(
    obj: SurfaceContactOde, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SurfaceContactOde`` from its element."""
    path = f"{parent_path}/ode"
    found: list[str] = []
    soft_cfm: object = 0.0
    soft_erp: object = 0.2
    kp: object = 1000000000000.0
    kd: object = 1.0
    max_vel: object = 0.01
    min_depth: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "soft_cfm":
            soft_cfm = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("soft_cfm")
        elif tag == "soft_erp":
            soft_erp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("soft_erp")
        elif tag == "kp":
            kp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("kp")
        elif tag == "kd":
            kd = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("kd")
        elif tag == "max_vel":
            max_vel = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("max_vel")
        elif tag == "min_depth":
            min_depth = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("min_depth")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _surface_contact_ode_set_xml_extras(obj, extras)
    _surface_contact_ode_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _surface_contact_ode_set_soft_cfm(obj, soft_cfm)
    _surface_contact_ode_set_soft_erp(obj, soft_erp)
    _surface_contact_ode_set_kp(obj, kp)
    _surface_contact_ode_set_kd(obj, kd)
    _surface_contact_ode_set_max_vel(obj, max_vel)
    _surface_contact_ode_set_min_depth(obj, min_depth)
    return True


(
    _surface_contact_bullet_set_xml_extras,
    _surface_contact_bullet_set_xml_origin,
    _surface_contact_bullet_set_soft_cfm,
    _surface_contact_bullet_set_soft_erp,
    _surface_contact_bullet_set_kp,
    _surface_contact_bullet_set_kd,
    _surface_contact_bullet_set_split_impulse,
    _surface_contact_bullet_set_split_impulse_penetration_threshold,
) = sdf.setters(
    SurfaceContactBullet,
    "xml_extras",
    "xml_origin",
    "soft_cfm",
    "soft_erp",
    "kp",
    "kd",
    "split_impulse",
    "split_impulse_penetration_threshold",
)


@sdf.fills(SurfaceContactBullet)
def _fill_surface_contact_bullet(
    obj: SurfaceContactBullet, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SurfaceContactBullet`` from its element."""
    path = f"{parent_path}/bullet"
    found: list[str] = []
    soft_cfm: object = 0.0
    soft_erp: object = 0.2
    kp: object = 1000000000000.0
    kd: object = 1.0
    split_impulse: object = True
    split_impulse_penetration_threshold: object = -0.01
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "soft_cfm":
            soft_cfm = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("soft_cfm")
        elif tag == "soft_erp":
            soft_erp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("soft_erp")
        elif tag == "kp":
            kp = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("kp")
        elif tag == "kd":
            kd = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("kd")
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
    _surface_contact_bullet_set_xml_extras(obj, extras)
    _surface_contact_bullet_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _surface_contact_bullet_set_soft_cfm(obj, soft_cfm)
    _surface_contact_bullet_set_soft_erp(obj, soft_erp)
    _surface_contact_bullet_set_kp(obj, kp)
    _surface_contact_bullet_set_kd(obj, kd)
    _surface_contact_bullet_set_split_impulse(obj, split_impulse)
    _surface_contact_bullet_set_split_impulse_penetration_threshold(
        obj, split_impulse_penetration_threshold
    )
    return True


(
    _surface_contact_set_xml_extras,
    _surface_contact_set_xml_origin,
    _surface_contact_set_collide_without_contact,
    _surface_contact_set_collide_without_contact_bitmask,
    _surface_contact_set_collide_bitmask,
    _surface_contact_set_category_bitmask,
    _surface_contact_set_poissons_ratio,
    _surface_contact_set_elastic_modulus,
    _surface_contact_set_ode,
    _surface_contact_set_bullet,
) = sdf.setters(
    SurfaceContact,
    "xml_extras",
    "xml_origin",
    "collide_without_contact",
    "collide_without_contact_bitmask",
    "collide_bitmask",
    "category_bitmask",
    "poissons_ratio",
    "elastic_modulus",
    "ode",
    "bullet",
)


@sdf.fills(SurfaceContact)
def _fill_surface_contact(
    obj: SurfaceContact, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SurfaceContact`` from its element."""
    path = f"{parent_path}/contact"
    found: list[str] = []
    collide_without_contact: object = False
    collide_without_contact_bitmask: object = 1
    collide_bitmask: object = 65535
    category_bitmask: object = 65535
    poissons_ratio: object = 0.3
    elastic_modulus: object = -1.0
    ode: SurfaceContactOde | None = None
    bullet: SurfaceContactBullet | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "collide_without_contact":
            collide_without_contact = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("collide_without_contact")
        elif tag == "collide_without_contact_bitmask":
            collide_without_contact_bitmask = ctx.parsed(_PARSE_UNSIGNED_INT, item.text or "")
            order.append("collide_without_contact_bitmask")
        elif tag == "collide_bitmask":
            collide_bitmask = ctx.parsed(_PARSE_UNSIGNED_INT, item.text or "")
            order.append("collide_bitmask")
        elif tag == "category_bitmask":
            category_bitmask = ctx.parsed(_PARSE_UNSIGNED_INT, item.text or "")
            order.append("category_bitmask")
        elif tag == "poissons_ratio":
            poissons_ratio = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("poissons_ratio")
        elif tag == "elastic_modulus":
            elastic_modulus = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("elastic_modulus")
        elif tag == "ode":
            ode = sdf.unfilled(SurfaceContactOde, item, ctx, path)
            order.append("ode")
        elif tag == "bullet":
            bullet = sdf.unfilled(SurfaceContactBullet, item, ctx, path)
            order.append("bullet")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _surface_contact_set_xml_extras(obj, extras)
    _surface_contact_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _surface_contact_set_collide_without_contact(obj, collide_without_contact)
    _surface_contact_set_collide_without_contact_bitmask(obj, collide_without_contact_bitmask)
    _surface_contact_set_collide_bitmask(obj, collide_bitmask)
    _surface_contact_set_category_bitmask(obj, category_bitmask)
    _surface_contact_set_poissons_ratio(obj, poissons_ratio)
    _surface_contact_set_elastic_modulus(obj, elastic_modulus)
    _surface_contact_set_ode(obj, ode)
    _surface_contact_set_bullet(obj, bullet)
    return True


(
    _surface_soft_contact_dart_set_xml_extras,
    _surface_soft_contact_dart_set_xml_origin,
    _surface_soft_contact_dart_set_bone_attachment,
    _surface_soft_contact_dart_set_stiffness,
    _surface_soft_contact_dart_set_damping,
    _surface_soft_contact_dart_set_flesh_mass_fraction,
) = sdf.setters(
    SurfaceSoftContactDart,
    "xml_extras",
    "xml_origin",
    "bone_attachment",
    "stiffness",
    "damping",
    "flesh_mass_fraction",
)


@sdf.fills(SurfaceSoftContactDart)
def _fill_surface_soft_contact_dart(
    obj: SurfaceSoftContactDart, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SurfaceSoftContactDart`` from its element."""
    path = f"{parent_path}/dart"
    found: list[str] = []
    bone_attachment: object = 100.0
    stiffness: object = 100.0
    damping: object = 10.0
    flesh_mass_fraction: object = 0.05
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "bone_attachment":
            bone_attachment = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("bone_attachment")
        elif tag == "stiffness":
            stiffness = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("stiffness")
        elif tag == "damping":
            damping = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("damping")
        elif tag == "flesh_mass_fraction":
            flesh_mass_fraction = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("flesh_mass_fraction")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _surface_soft_contact_dart_set_xml_extras(obj, extras)
    _surface_soft_contact_dart_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _surface_soft_contact_dart_set_bone_attachment(obj, bone_attachment)
    _surface_soft_contact_dart_set_stiffness(obj, stiffness)
    _surface_soft_contact_dart_set_damping(obj, damping)
    _surface_soft_contact_dart_set_flesh_mass_fraction(obj, flesh_mass_fraction)
    return True


(
    _surface_soft_contact_set_xml_extras,
    _surface_soft_contact_set_xml_origin,
    _surface_soft_contact_set_dart,
) = sdf.setters(SurfaceSoftContact, "xml_extras", "xml_origin", "dart")


@sdf.fills(SurfaceSoftContact)
def _fill_surface_soft_contact(
    obj: SurfaceSoftContact, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``SurfaceSoftContact`` from its element."""
    path = f"{parent_path}/soft_contact"
    found: list[str] = []
    dart: SurfaceSoftContactDart | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "dart":
            dart = sdf.unfilled(SurfaceSoftContactDart, item, ctx, path)
            order.append("dart")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _surface_soft_contact_set_xml_extras(obj, extras)
    _surface_soft_contact_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _surface_soft_contact_set_dart(obj, dart)
    return True


(
    _surface_set_xml_extras,
    _surface_set_xml_origin,
    _surface_set_bounce,
    _surface_set_friction,
    _surface_set_contact,
    _surface_set_soft_contact,
) = sdf.setters(
    Surface, "xml_extras", "xml_origin", "bounce", "friction", "contact", "soft_contact"
)


@sdf.fills(Surface)
def _fill_surface(
    obj: Surface, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Surface`` from its element."""
    path = f"{parent_path}/surface"
    found: list[str] = []
    bounce: SurfaceBounce | None = None
    friction: SurfaceFriction | None = None
    contact: SurfaceContact | None = None
    soft_contact: SurfaceSoftContact | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "bounce":
            bounce = sdf.unfilled(SurfaceBounce, item, ctx, path)
            order.append("bounce")
        elif tag == "friction":
            friction = sdf.unfilled(SurfaceFriction, item, ctx, path)
            order.append("friction")
        elif tag == "contact":
            contact = sdf.unfilled(SurfaceContact, item, ctx, path)
            order.append("contact")
        elif tag == "soft_contact":
            soft_contact = sdf.unfilled(SurfaceSoftContact, item, ctx, path)
            order.append("soft_contact")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _surface_set_xml_extras(obj, extras)
    _surface_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _surface_set_bounce(obj, bounce)
    _surface_set_friction(obj, friction)
    _surface_set_contact(obj, contact)
    _surface_set_soft_contact(obj, soft_contact)
    return True
