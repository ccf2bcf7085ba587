"""The URDF model as read: links, joints, materials and ``<gazebo>`` blocks.

Every object keeps the lxml element it was read from, so whatever the
conversion reports later points at the URDF file and line.
"""

from __future__ import annotations

from typing import NamedTuple

import attrs
import numpy as np
import numpy.typing as npt
from lxml import etree

from sdformat_semantics.geometry.pose import Pose, pose_of_values
from sdformat_semantics.geometry.pose_values import PoseValues

FloatArray = npt.NDArray[np.float64]

JOINT_TYPES = ("revolute", "continuous", "prismatic", "fixed", "floating", "planar")
"""The joint types of URDF."""

MASSLESS = 1e-6
"""A link of at most this mass is massless to URDF readers: libsdformat compares masses to
zero with this tolerance (checked against libsdformat 12: 1e-6 is left out, 2e-6 kept)."""

WORLD = "world"
"""The link name that stands for the world (a joint to it fixes the robot in place)."""


@attrs.frozen
class Inertial:
    """A body's mass properties.

    Attributes:
        mass: Mass in kilograms.
        origin: The ``<origin>`` as written (kept when nothing is lumped in),
            as plain values: the centre of mass and the frame of ``moments``.
        moments: ``ixx iyy izz ixy ixz iyz`` as written, in the origin's frame.
        element: The ``<inertial>`` it was read from.
        tensor: The inertia tensor lumping computed for a combined inertial, nine
            floats row by row (None for one read from a file: ``inertia`` turns
            its moments). Kept plain: converting never asks for the array.
    """

    mass: float
    origin: PoseValues
    moments: tuple[float, float, float, float, float, float]
    element: etree._Element | None
    tensor: tuple[float, ...] | None = attrs.field(default=None, eq=False, repr=False)

    @property
    def center(self) -> FloatArray:
        """The centre of mass in the link frame."""
        return np.array(self.origin[:3])

    @property
    def inertia(self) -> FloatArray:
        """The 3x3 inertia tensor about the centre of mass, expressed in the link frame.

        Computed when asked (export asks; converting never does): the moments
        turned by the origin's rotation, or the tensor lumping combined.
        """
        if self.tensor is not None:
            combined: FloatArray = np.array(self.tensor, dtype=np.float64).reshape(3, 3)
            return combined
        tensor = inertia_matrix(*self.moments)
        if self.origin[3:6] == (0.0, 0.0, 0.0):  # no rotation: the identity turns nothing
            return tensor
        rotation = pose_of_values(self.origin).rotation_matrix()
        turned: FloatArray = rotation @ tensor @ rotation.T
        return turned


class Material(NamedTuple):
    """A visual's appearance: a colour and or a texture, as far as URDF has them."""

    name: str
    rgba: tuple[float, float, float, float] | None
    texture: str | None
    element: etree._Element


class Shape(NamedTuple):
    """A visual or a collision (a plain record: made for every one a robot has).

    Attributes:
        kind: ``visual`` or ``collision``.
        name: The name written in the URDF, or None.
        owner: The link it was written in.
        origin: Its pose in its owner's frame, as plain values.
        geometry: The URDF ``<geometry>`` element.
        material: Its material (visuals only).
        element: The ``<visual>`` or ``<collision>`` element.
        solid: The one element in ``geometry`` (``<box>``, ``<mesh>``, ...).
    """

    kind: str
    name: str | None
    owner: str
    origin: PoseValues
    geometry: etree._Element
    material: Material | None
    element: etree._Element
    solid: etree._Element


class Link(NamedTuple):
    """A URDF link (a plain record)."""

    name: str
    inertial: Inertial | None
    shapes: tuple[Shape, ...]
    element: etree._Element


@attrs.frozen
class Joint:
    """A URDF joint; ``origin`` is the child link's frame in the parent link's frame.

    ``origin`` holds plain values (``pose`` makes the ``Pose``); ``parts``
    holds the first child element of each tag (``first_children``).
    """

    name: str
    type: str
    parent: str
    child: str
    origin: PoseValues
    axis: tuple[float, float, float]
    element: etree._Element
    parts: dict[str, etree._Element] = attrs.field(eq=False, repr=False)

    @property
    def pose(self) -> Pose:
        """``origin`` as a ``Pose``."""
        return pose_of_values(self.origin)

    def child_element(self, tag: str) -> etree._Element | None:
        """The joint's first child element ``tag`` (limit, dynamics, mimic, ...)."""
        return self.parts.get(tag)


@attrs.frozen
class Robot:
    """A whole URDF document.

    Attributes:
        name: The robot's name (the SDFormat model's).
        links: Links by name, in document order.
        joints: Joints by name, in document order.
        gazebo: Every ``<gazebo>`` extension block, in document order.
        element: The ``<robot>`` element.
    """

    name: str
    links: dict[str, Link]
    joints: dict[str, Joint]
    gazebo: tuple[etree._Element, ...]
    element: etree._Element

    def parent_joint(self) -> dict[str, Joint]:
        """The joint above each child link."""
        return {joint.child: joint for joint in self.joints.values()}

    def child_joints(self) -> dict[str, list[Joint]]:
        """The joints below each link, in document order."""
        below: dict[str, list[Joint]] = {name: [] for name in self.links}
        for joint in self.joints.values():
            below.setdefault(joint.parent, []).append(joint)
        return below


def first_children(element: etree._Element) -> dict[str, etree._Element]:
    """The first child element of each tag, found in one pass over the children.

    What ``element.find(tag)`` answers for each tag at once: ``find`` walks a
    path expression per call, and a joint is asked for a dozen of its parts.
    """
    found: dict[str, etree._Element] = {}
    for child in element:
        tag = child.tag
        if tag not in found and isinstance(tag, str):
            found[tag] = child
    return found


def inertia_matrix(
    ixx: float, iyy: float, izz: float, ixy: float, ixz: float, iyz: float
) -> FloatArray:
    """The symmetric 3x3 tensor of six moments."""
    return np.array([[ixx, ixy, ixz], [ixy, iyy, iyz], [ixz, iyz, izz]], dtype=np.float64)
