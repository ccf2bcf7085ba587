"""Mass properties of solid shapes of uniform density, in closed form.

Each function gives the mass, the centre of mass and the inertia tensor about
the centre of mass of one SDFormat shape, all in the shape's own frame (the
frame its ``<pose>`` places). The formulas are the integrals of a uniform
solid, derived in the comments where they are not textbook ones; the tests
check them against numbers worked out by hand.

Sizes and densities may be anything a double holds. Products of several
factors are formed by ``product``, which only overflows or underflows where
the result itself does (a box of ``1e200`` m at a density of ``1e-300`` has
a finite mass, though ``1e200 ** 3`` is not a double). What still leaves a
double's range is not finite in the result, and ``finite`` says so; no
function here raises or warns on any finite input.
"""

from __future__ import annotations

import math

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_semantics.geometry.pose import Pose

FloatArray = npt.NDArray[np.float64]


def product(*factors: float, power_of_two: int = 0) -> float:
    """The product of the factors, rounded once per factor, out of range only where it is.

    Mantissas and exponents are multiplied apart (``math.frexp``), so no
    partial product overflows or underflows: ``product(1e300, 1e300, 1e-300)``
    is ``1e300``, where ``1e300 * 1e300 * 1e-300`` is inf. A result beyond a
    double's range is inf (with the sign), one below it 0. ``power_of_two``
    multiplies by that power of 2 as well.
    """
    mantissa, exponent = 1.0, power_of_two
    for factor in factors:
        part, shift = math.frexp(factor)
        mantissa, carry = math.frexp(mantissa * part)
        exponent += shift + carry
    try:
        return math.ldexp(mantissa, exponent)
    except OverflowError:
        return math.copysign(math.inf, mantissa)


def _ratio(value: float, numerator: float, denominator: float) -> float:
    """``value * numerator / denominator`` by ``product``: out of range only where it is."""
    mantissa, exponent = math.frexp(denominator)
    return product(value, numerator, 1.0 / mantissa, power_of_two=-exponent)


def finite(properties: MassProperties) -> bool:
    """Whether the mass, centre and inertia are all finite numbers."""
    return bool(
        math.isfinite(properties.mass)
        and np.isfinite(properties.center).all()
        and np.isfinite(properties.inertia).all()
    )


def _rotated(tensor: FloatArray, rotation: FloatArray) -> FloatArray:
    """``R I Rᵀ``, scaled down first so that no sum of products overflows on the way."""
    largest = float(np.max(np.abs(tensor)))
    if largest == 0.0 or not math.isfinite(largest):
        return tensor  # nothing to turn, or already out of range (``finite`` says so)
    with np.errstate(over="ignore"):  # past a double's range: inf, which ``finite`` reports
        scaled: FloatArray = (rotation @ (tensor / largest) @ rotation.T) * largest
    return scaled


@attrs.frozen
class MassProperties:
    """Mass, centre of mass and inertia of a body, in one frame.

    Attributes:
        mass: Mass in kilograms.
        center: Centre of mass, shape ``(3,)``, in metres.
        inertia: Inertia tensor about ``center``, shape ``(3, 3)``, in kg·m²,
            with the axes of the frame.
    """

    mass: float
    center: FloatArray = attrs.field(eq=attrs.cmp_using(eq=np.array_equal))
    inertia: FloatArray = attrs.field(eq=attrs.cmp_using(eq=np.array_equal))

    def moved(self, pose: Pose) -> MassProperties:
        """The same body seen from a frame in which this one has ``pose``.

        The centre moves with the pose; the tensor turns with its rotation,
        ``R I Rᵀ``, and stays about the centre of mass.
        """
        rotation = pose.rotation_matrix()
        with np.errstate(over="ignore", invalid="ignore"):  # inf or nan: ``finite`` says
            center = pose.transform_point(self.center)
        return MassProperties(self.mass, center, _rotated(self.inertia, rotation))

    def scaled(self, factor: float) -> MassProperties:
        """The body with every density multiplied by ``factor`` (same shape, same centre)."""
        with np.errstate(over="ignore"):  # past a double's range: inf, which ``finite`` says
            return MassProperties(self.mass * factor, self.center, self.inertia * factor)

    def with_mass(self, mass: float) -> MassProperties:
        """The body with every density scaled to make its mass ``mass`` (same shape, centre).

        The tensor is scaled by ``mass / self.mass`` through ``product``, so a
        ratio beyond a double's range does not make a finite tensor infinite.
        """
        inertia = np.array(
            [[_ratio(v, mass, self.mass) for v in row] for row in self.inertia.tolist()]
        )
        return MassProperties(mass, self.center, inertia)


def combined(parts: list[MassProperties]) -> MassProperties:
    """Several bodies in one frame as one body: parallel axis theorem about the joint centre.

    A part of mass ``m`` whose centre lies at ``d`` from the common centre adds
    ``m (|d|² 1 - d dᵀ)`` to its own tensor.

    Raises:
        ValueError: No parts, or a total mass that is not positive.
    """
    total = sum((part.mass for part in parts), 0.0)
    if not parts or not total > 0.0:
        raise ValueError("mass properties need at least one part with a positive mass")
    with np.errstate(over="ignore", invalid="ignore"):  # inf or nan: ``finite`` says
        # A mean weighted by mass fractions: no ``mass * centre`` to overflow.
        center = sum(((part.mass / total) * part.center for part in parts), np.zeros(3))
        inertia = np.zeros((3, 3))
        for part in parts:
            inertia += part.inertia + _shifted(part.mass, part.center * 0.5 - center * 0.5)
    return MassProperties(total, center, inertia)


def _shifted(mass: float, half_offset: FloatArray) -> FloatArray:
    """What the parallel axis theorem adds for ``mass`` at twice ``half_offset``.

    ``m (|d|² 1 - d dᵀ)`` from ``s = √m d``: each entry is a sum of two
    squares of ``s`` or a product of two of its components, so only an
    entry beyond a double's range is inf. The offset comes halved (it is the
    difference of two finite centres, which may not be finite itself).
    """
    sx, sy, sz = (math.sqrt(mass) * v * 2.0 for v in half_offset.tolist())
    return np.array(
        [
            [sy * sy + sz * sz, -sx * sy, -sx * sz],
            [-sx * sy, sx * sx + sz * sz, -sy * sz],
            [-sx * sz, -sy * sz, sx * sx + sy * sy],
        ]
    )


def _moments(
    mass: float, sizes: tuple[float, float, float], divisor: float
) -> tuple[float, float, float]:
    """``m (b² + c²) / divisor`` and its two turns, for a box (12) or an ellipsoid (5)."""
    squares = [product(mass, v, v, 1.0 / divisor) for v in sizes]
    return (squares[1] + squares[2], squares[0] + squares[2], squares[0] + squares[1])


def _solid(mass: float, diagonal: tuple[float, float, float], z: float = 0.0) -> MassProperties:
    return MassProperties(mass, np.array([0.0, 0.0, z]), np.diag(np.asarray(diagonal, float)))


def box(size: tuple[float, float, float], density: float) -> MassProperties:
    """A box centred on its origin with edges ``size`` along x, y and z."""
    x, y, z = size
    mass = product(density, x, y, z)
    return _solid(mass, _moments(mass, (x, y, z), 12.0))


def sphere(radius: float, density: float) -> MassProperties:
    """A ball centred on its origin."""
    mass = product(density, 4.0 / 3.0 * math.pi, radius, radius, radius)
    moment = product(0.4, mass, radius, radius)
    return _solid(mass, (moment, moment, moment))


def ellipsoid(radii: tuple[float, float, float], density: float) -> MassProperties:
    """An ellipsoid centred on its origin with semi-axes ``radii`` along x, y and z.

    It is a unit ball stretched along each axis, so ``∫x² dm = m a²/5`` and
    so on: ``Ixx = m (b² + c²) / 5``.
    """
    a, b, c = radii
    mass = product(density, 4.0 / 3.0 * math.pi, a, b, c)
    return _solid(mass, _moments(mass, (a, b, c), 5.0))


def cylinder(radius: float, length: float, density: float) -> MassProperties:
    """A cylinder along z centred on its origin."""
    mass = product(density, math.pi, radius, radius, length)
    across = product(mass, radius, radius, 0.25) + product(mass, length, length, 1.0 / 12.0)
    return _solid(mass, (across, across, product(mass, radius, radius, 0.5)))


def capsule(radius: float, length: float, density: float) -> MassProperties:
    """A cylinder of ``length`` along z closed by two hemispheres, centred on its origin.

    Each hemisphere (mass ``m_h``) has its centre of mass ``3r/8`` from its
    flat face. About its flat face's centre its moments are those of a whole
    ball per unit mass, ``2/5 m_h r²``; moved to its own centre of mass the
    moment across the axis loses ``m_h (3r/8)²``, which leaves
    ``83/320 m_h r²``; moved again to the capsule's centre, at
    ``length/2 + 3r/8``, it gains ``m_h (length/2 + 3r/8)²``.
    """
    body = cylinder(radius, length, density)
    half_mass = product(density, 2.0 / 3.0 * math.pi, radius, radius, radius)
    offset = length / 2 + 3 * radius / 8
    across = product(83.0 / 320.0, half_mass, radius, radius) + product(half_mass, offset, offset)
    along = product(0.4, half_mass, radius, radius)
    with np.errstate(over="ignore"):  # past a double's range: inf, which ``finite`` reports
        inertia = body.inertia + 2 * np.diag([across, across, along])
    return MassProperties(body.mass + 2 * half_mass, np.zeros(3), inertia)


def cone(radius: float, length: float, density: float) -> MassProperties:
    """A right circular cone along z, base at ``z = -length/2`` and apex at ``+length/2``.

    Its centre of mass lies a quarter of the height above the base, at
    ``z = -length/4``. With ``h`` the height, the disc at height ``s`` above
    the base has radius ``r (1 - s/h)``; integrating gives
    ``Izz = 3/10 m r²`` and, about the centre of mass, across the axis
    ``3/20 m r² + 3/80 m h²``.
    """
    mass = product(density, math.pi / 3.0, radius, radius, length)
    across = product(mass, radius, radius, 3.0 / 20.0) + product(mass, length, length, 3.0 / 80.0)
    return _solid(mass, (across, across, product(0.3, mass, radius, radius)), z=-length / 4)
