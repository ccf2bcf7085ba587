"""A link's effective inertial: as written, or computed from its collisions (1.11 ``auto``).

With ``<inertial auto="true">`` the mass properties come from the link's
collision shapes: each collision is a solid of its ``<density>`` (else the
link's ``//inertial/density``, else 1000 kg/m³), placed by its pose in the
link frame; the parts combine by the parallel axis theorem. When
``//inertial/mass`` is given too, the result is scaled to that mass: the
centre of mass stays, the tensor scales with the mass, as if every density
were multiplied by one factor (what libsdformat does since the
``inertial_stats_auto_mass`` tests). The computed inertial frame has its
origin at the centre of mass and the link's axes.

Shapes without a closed form (mesh, heightmap, plane, polyline...) cannot be
computed here: such a link keeps the values written in its ``<inertial>``
and a warning says why. A ``MeshCalculator`` can compute meshes, as
libsdformat's custom inertia calculator does.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_runtime.binding import Element, peek, peek_child, unread_element
from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_semantics.auto_inertia import shapes
from sdformat_semantics.auto_inertia.shapes import MassProperties
from sdformat_semantics.entities import is_posed
from sdformat_semantics.frames import raw_pose
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.interface import raised

FloatArray = npt.NDArray[np.float64]

DEFAULT_DENSITY = 1000.0
"""kg/m³, the spec's default for ``//inertial/density`` and ``//collision/density`` (water)."""

MeshCalculator = Callable[[Any, float, Any], MassProperties | None]
"""Computes a mesh's mass properties in its collision frame.

Called with the ``<mesh>`` object, the density, and the ``auto_inertia_params``
object that applies (the collision's, else the link's, or None); returns None
when it cannot (the link then keeps its written inertial, with a warning).
"""

CollisionPose = Callable[[Any], Pose | None]
"""The pose of a collision in its link's frame (None when it does not resolve)."""


@attrs.frozen
class LinkInertial:
    """The mass properties a link has, as a physics engine should use them.

    Attributes:
        mass: Mass in kilograms.
        pose: The inertial frame in the link frame: its origin is the centre
            of mass, its axes those of ``inertia``.
        inertia: Inertia tensor about the centre of mass, shape ``(3, 3)``,
            in kg·m², in the axes of the inertial frame.
        computed: Whether it was computed from the collisions (``auto``).
    """

    mass: float
    pose: Pose
    inertia: FloatArray = attrs.field(eq=attrs.cmp_using(eq=np.array_equal))
    computed: bool = False

    @property
    def center(self) -> FloatArray:
        """The centre of mass in the link frame."""
        return self.pose.position

    def moments(self) -> dict[str, float]:
        """The six numbers of an ``<inertia>`` element (``ixx``, ``ixy``, ... ``izz``)."""
        names = ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")
        pairs = ((0, 0), (0, 1), (0, 2), (1, 1), (1, 2), (2, 2))
        return {name: float(self.inertia[i, j]) for name, (i, j) in zip(names, pairs, strict=True)}


def is_auto(link: object) -> bool:
    """Whether a link asks for its inertial to be computed (``<inertial auto="true">``)."""
    if not isinstance(link, Element):
        return False
    node = unread_element(link)
    if node is not None:  # asked of every link: most have no ``auto`` attribute to read
        written = next(node.iterchildren("inertial"), None)
        if written is None or written.get("auto") is None:
            return False  # the default, ``false`` in every version that has the attribute
    inertial = peek_child(link, "inertial")  # a lazy link stays unread
    if inertial is None:
        return False
    try:  # peek: a lazy inertial stays unfilled
        return bool(peek(inertial, "auto"))
    except AttributeError:  # before 1.11 an inertial has no auto attribute
        return False


def written_inertial(link: object) -> LinkInertial:
    """The inertial as the link writes it, the spec's defaults filling what it leaves out."""
    inertial = getattr(link, "inertial", None)
    if inertial is None:
        return LinkInertial(1.0, Pose.identity(), np.eye(3))
    pose = _inertial_pose(getattr(inertial, "pose", None))
    tensor = np.eye(3)
    moments = getattr(inertial, "inertia", None)
    if moments is not None:
        values = [float(getattr(moments, n)) for n in ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")]
        xx, xy, xz, yy, yz, zz = values
        tensor = np.array([[xx, xy, xz], [xy, yy, yz], [xz, yz, zz]])
    return LinkInertial(float(inertial.mass), pose, tensor)


def _inertial_pose(element: object) -> Pose:
    """An ``//inertial/pose`` as a value (it has no ``relative_to``: always the link frame)."""
    if element is None:
        return Pose.identity()
    try:
        return Pose.from_sdf(
            [float(v) for v in getattr(element, "value", ())],
            rotation_format=str(getattr(element, "rotation_format", "euler_rpy")),
            degrees=bool(getattr(element, "degrees", False)),
        )
    except ValueError:
        return Pose.identity()  # the reader already reported the bad pose


def computed_inertial(
    link: object,
    *,
    collision_pose: CollisionPose | None = None,
    mesh_calculator: MeshCalculator | None = None,
) -> LinkInertial | None:
    """The inertial computed from a link's collisions, or None.

    None when the link does not ask for it (no ``auto``) or when it cannot be
    computed (``auto_inertia_problems`` says why).

    Args:
        link: A link object of any version (1.11 and newer have ``auto``).
        collision_pose: The pose of a collision in the link frame; the
            default reads the collision's ``<pose>`` and cannot follow a
            ``relative_to`` to another frame (``Document.inertial`` can).
        mesh_calculator: Mass properties of ``<mesh>`` shapes (see ``MeshCalculator``).
    """
    return _compute(link, collision_pose, mesh_calculator)[0]


def effective_inertial(
    link: object,
    *,
    collision_pose: CollisionPose | None = None,
    mesh_calculator: MeshCalculator | None = None,
) -> LinkInertial:
    """The computed inertial where there is one, else the written one."""
    found = _compute(link, collision_pose, mesh_calculator)[0]
    return found if found is not None else written_inertial(link)


def auto_inertia_problems(
    link: object,
    *,
    collision_pose: CollisionPose | None = None,
    mesh_calculator: MeshCalculator | None = None,
) -> list[Error]:
    """Why a link's auto inertial cannot be computed, or is suspect (empty when fine)."""
    return _compute(link, collision_pose, mesh_calculator)[1]


def _compute(
    link: object, collision_pose: CollisionPose | None, mesh_calculator: MeshCalculator | None
) -> tuple[LinkInertial | None, list[Error]]:
    if not is_auto(link):
        return None, []
    inertial = getattr(link, "inertial", None)
    name = getattr(link, "name", "")
    problems: list[Error] = []
    collisions = list(getattr(link, "collisions", ()))
    if not collisions:
        message = (
            f"link '{name}' asks for its inertial to be computed (auto) but has no "
            "<collision>; the values written in <inertial> are used"
        )
        return None, [_not_computed(message, inertial, Severity.WARNING)]
    link_density = _density(inertial, DEFAULT_DENSITY)
    link_params = getattr(inertial, "auto_inertia_params", None)
    parts: list[MassProperties] = []
    unit = _density_unit(inertial, [_density(c, link_density) for c in collisions])
    for collision in collisions:
        density = _density(collision, link_density)
        where = f"collision '{getattr(collision, 'name', '')}' of link '{name}'"
        if not 0.0 < density < math.inf:
            message = (
                f"{where} has density {density:g}; a computed inertial needs a positive, finite one"
            )
            problems.append(_not_computed(message, collision, Severity.ERROR, "/density"))
            continue
        params = getattr(collision, "auto_inertia_params", None) or link_params
        part, trouble = _shape_properties(collision, density / unit, params, mesh_calculator, where)
        if trouble is not None:
            problems.append(trouble)
            continue
        assert part is not None
        try:
            pose = collision_pose(collision) if collision_pose is not None else _own_pose(collision)
        except OverflowError:  # composed along its frame chain: past a double's range
            message = f"the pose of {where} in its link leaves the range of a double"
            problems.append(_not_computed(message, collision, Severity.ERROR, "/pose"))
            continue
        if pose is None:
            message = f"the pose of {where} does not resolve (see the errors)"
            problems.append(_not_computed(message, collision, Severity.WARNING, "/pose"))
            continue
        parts.append(part.moved(pose))
    if problems:
        note = "; the values written in <inertial> are used"
        return None, [attrs.evolve(p, message=p.message + note) for p in problems]
    return _total(parts, inertial, name)


def _total(
    parts: list[MassProperties], inertial: object, name: str
) -> tuple[LinkInertial | None, list[Error]]:
    """The parts combined (and scaled to the written ``<mass>``), or why they cannot be."""
    wanted = float(getattr(inertial, "mass", 0.0)) if "mass" in _present(inertial) else None
    if wanted is not None and not 0.0 < wanted < math.inf:
        message = (
            f"link '{name}' has auto inertial with mass {wanted:g}; it must be positive and finite"
        )
        return None, [_not_computed(message, inertial, Severity.ERROR, "/mass")]
    total = shapes.combined(parts) if sum(p.mass for p in parts) > 0.0 else None
    if total is not None and wanted is not None and shapes.finite(total):
        total = total.with_mass(wanted)
    if total is None or not total.mass > 0.0 or not shapes.finite(total):
        computed = "0" if total is None else f"{total.mass:g}"
        message = (
            f"link '{name}': the mass properties computed from its collisions leave the range "
            f"of a double (mass {computed}: sizes and densities too large or too small); "
            "the values written in <inertial> are used"
        )
        return None, [_not_computed(message, inertial, Severity.ERROR)]
    return LinkInertial(
        total.mass, Pose(total.center, (0.0, 0.0, 0.0, 1.0)), total.inertia, computed=True
    ), []


def _density_unit(inertial: object, densities: list[float]) -> float:
    """What the densities are divided by while the parts are computed.

    With a written ``<mass>`` the result is scaled to it, so only the
    densities' ratios matter: dividing them by the largest keeps a density
    near a double's limits (``5e-324``, ``1e308``) from taking the parts'
    masses and moments out of range for nothing. Without one, 1.
    """
    usable = [d for d in densities if 0.0 < d < math.inf]
    return max(usable) if usable and "mass" in _present(inertial) else 1.0


def _own_pose(collision: object) -> Pose | None:
    """A collision's pose in its link frame when it says nothing about other frames."""
    if not is_posed(collision):
        return Pose.identity()
    pose, reference = raw_pose(collision)
    return pose if not reference else None


def _shape_properties(
    collision: object,
    density: float,
    params: object,
    mesh_calculator: MeshCalculator | None,
    where: str,
) -> tuple[MassProperties | None, Error | None]:
    geometry = getattr(collision, "geometry", None)
    for kind, read in _CLOSED_FORMS.items():
        shape = getattr(geometry, kind, None)
        if shape is None:
            continue
        dimensions = read(shape)
        if not all(0.0 < d < math.inf for d in dimensions):
            message = f"{where}: the {kind} has a size that is not positive and finite"
            return None, _not_computed(message, shape, Severity.ERROR)
        return _FORMULAS[kind](dimensions, density), None
    mesh = getattr(geometry, "mesh", None)
    if mesh is not None:
        found: MassProperties | None = None
        if mesh_calculator is not None:
            found, refusal = _ask_calculator(mesh_calculator, mesh, density, params)
            if refusal is not None:
                message = f"{where}: the mesh calculator {refusal}"
                return None, _not_computed(message, mesh, Severity.ERROR)
        if found is not None:
            return found, None
        message = (
            f"{where} is a mesh: computing its mass properties needs a mesh library "
            "(pass a MeshCalculator, as Gazebo registers one with libsdformat), or write "
            "the link's <inertial> values"
        )
        if mesh_calculator is not None:
            message = f"{where} is a mesh the mesh calculator could not handle"
        return None, _not_computed(message, mesh, Severity.WARNING)
    kind = next((k for k in _OTHER_SHAPES if getattr(geometry, k, None) is not None), "no shape")
    message = f"{where} has {kind} geometry, which has no volume to compute mass properties from"
    return None, _not_computed(message, collision, Severity.WARNING, "/geometry")


def _ask_calculator(
    calculator: MeshCalculator, mesh: object, density: float, params: object
) -> tuple[MassProperties | None, str | None]:
    """What a user's mesh calculator says of ``mesh``: its answer, or why it is refused.

    The calculator is a user callback: whatever it raises, or returns that is
    not None or usable ``MassProperties`` (positive finite mass, a centre of
    three and a 3x3 inertia of finite numbers), is reported, never raised.
    """
    try:
        found = calculator(mesh, density, params)
    except Exception as error:  # a user callback: report, never crash
        return None, f"raised {raised(error)}"
    if found is None:
        return None, None
    if not isinstance(found, MassProperties):
        return None, f"returned {type(found).__name__}, not MassProperties or None"
    try:
        mass = float(found.mass)
        center = np.asarray(found.center, dtype=np.float64)
        inertia = np.asarray(found.inertia, dtype=np.float64)
    except Exception:  # garbage fields raise anything
        return None, "returned MassProperties whose fields are not numbers"
    usable = (
        math.isfinite(mass)
        and mass > 0.0
        and center.shape == (3,)
        and inertia.shape == (3, 3)
        and bool(np.isfinite(center).all() and np.isfinite(inertia).all())
    )
    if not usable:
        return None, (
            "returned unusable MassProperties (a positive finite mass, a centre of 3 "
            "and a 3x3 inertia of finite numbers are needed)"
        )
    return MassProperties(mass, center, inertia), None


def _dims(*names: str) -> Callable[[Any], tuple[float, ...]]:
    return lambda shape: tuple(float(getattr(shape, n)) for n in names)


_CLOSED_FORMS: dict[str, Callable[[Any], tuple[float, ...]]] = {
    "box": lambda shape: tuple(float(v) for v in shape.size),
    "sphere": _dims("radius"),
    "cylinder": _dims("radius", "length"),
    "capsule": _dims("radius", "length"),
    "ellipsoid": lambda shape: tuple(float(v) for v in shape.radii),
    "cone": _dims("radius", "length"),
}
_FORMULAS: dict[str, Callable[[tuple[float, ...], float], MassProperties]] = {
    "box": lambda d, rho: shapes.box((d[0], d[1], d[2]), rho),
    "sphere": lambda d, rho: shapes.sphere(d[0], rho),
    "cylinder": lambda d, rho: shapes.cylinder(d[0], d[1], rho),
    "capsule": lambda d, rho: shapes.capsule(d[0], d[1], rho),
    "ellipsoid": lambda d, rho: shapes.ellipsoid((d[0], d[1], d[2]), rho),
    "cone": lambda d, rho: shapes.cone(d[0], d[1], rho),
}
_OTHER_SHAPES = ("plane", "heightmap", "image", "polyline", "empty")


def _present(element: object) -> frozenset[str]:
    extras = getattr(element, "xml_extras", None)
    return frozenset(getattr(extras, "present", ()))


def _density(element: object, fallback: float) -> float:
    """The element's ``<density>`` when written, else ``fallback``."""
    if element is None or "density" not in _present(element):
        return fallback
    return float(getattr(element, "density", fallback))


def _not_computed(message: str, place: object, severity: Severity, suffix: str = "") -> Error:
    located = place if isinstance(place, Element) else None
    return problem(
        ErrorCode.AUTO_INERTIA_NOT_COMPUTED, message, located, severity=severity, suffix=suffix
    )
