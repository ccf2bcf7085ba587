"""Mass properties of solid shapes of uniform density, in closed form.

Each function gives the mass, the centre of mass and the inertia tensor about
the centre of mass of one SDFormat shape, all in the shape's own frame (the
frame its ``<pose>`` places). The formulas are the integrals of a uniform
solid, derived in the comments where they are not textbook ones; the tests
check them against numbers worked out by hand.
"""

from __future__ import annotations

import math

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_semantics.geometry.pose import Pose

FloatArray = npt.NDArray[np.float64]


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
        return MassProperties(
            self.mass,
            pose.transform_point(self.center),
            rotation @ self.inertia @ rotation.T,
        )

    def scaled(self, factor: float) -> MassProperties:
        """The body with every density multiplied by ``factor`` (same shape, same centre)."""
        return MassProperties(self.mass * factor, self.center, self.inertia * factor)


def combined(parts: list[MassProperties]) -> MassProperties:
    """Several bodies in one frame as one body: parallel axis theorem about the joint centre.

    A part of mass ``m`` whose centre lies at ``d`` from the common centre adds
    ``m (|d|² 1 - d dᵀ)`` to its own tensor.

    Raises:
        ValueError: No parts, or a total mass that is not positive.
    """
    total = sum(part.mass for part in parts)
    if not parts or total <= 0.0:
        raise ValueError("mass properties need at least one part with a positive mass")
    center = sum((part.mass * part.center for part in parts), np.zeros(3)) / total
    inertia = np.zeros((3, 3))
    for part in parts:
        offset = part.center - center
        inertia += part.inertia + part.mass * (
            float(offset @ offset) * np.eye(3) - np.outer(offset, offset)
        )
    return MassProperties(total, center, inertia)


def _solid(mass: float, diagonal: tuple[float, float, float], z: float = 0.0) -> MassProperties:
    return MassProperties(mass, np.array([0.0, 0.0, z]), np.diag(np.asarray(diagonal, float)))


def box(size: tuple[float, float, float], density: float) -> MassProperties:
    """A box centred on its origin with edges ``size`` along x, y and z."""
    x, y, z = size
    mass = density * x * y * z
    return _solid(
        mass,
        (mass * (y * y + z * z) / 12, mass * (x * x + z * z) / 12, mass * (x * x + y * y) / 12),
    )


def sphere(radius: float, density: float) -> MassProperties:
    """A ball centred on its origin."""
    mass = density * 4.0 / 3.0 * math.pi * radius**3
    moment = 0.4 * mass * radius * radius
    return _solid(mass, (moment, moment, moment))


def ellipsoid(radii: tuple[float, float, float], density: float) -> MassProperties:
    """An ellipsoid centred on its origin with semi-axes ``radii`` along x, y and z.

    It is a unit ball stretched along each axis, so ``∫x² dm = m a²/5`` and
    so on: ``Ixx = m (b² + c²) / 5``.
    """
    a, b, c = radii
    mass = density * 4.0 / 3.0 * math.pi * a * b * c
    return _solid(
        mass, (mass * (b * b + c * c) / 5, mass * (a * a + c * c) / 5, mass * (a * a + b * b) / 5)
    )


def cylinder(radius: float, length: float, density: float) -> MassProperties:
    """A cylinder along z centred on its origin."""
    mass = density * math.pi * radius * radius * length
    across = mass * (3 * radius * radius + length * length) / 12
    return _solid(mass, (across, across, mass * radius * radius / 2))


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
    half_mass = density * 2.0 / 3.0 * math.pi * radius**3
    offset = length / 2 + 3 * radius / 8
    across = 83.0 / 320.0 * half_mass * radius * radius + half_mass * offset * offset
    along = 0.4 * half_mass * radius * radius
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
    mass = density * math.pi * radius * radius * length / 3
    across = mass * (3 * radius * radius / 20 + 3 * length * length / 80)
    return _solid(mass, (across, across, 0.3 * mass * radius * radius), z=-length / 4)
