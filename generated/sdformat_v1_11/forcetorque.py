"""SDFormat 1.11 element classes of ``spec/1.11/forcetorque.sdf``.

Generated from spec/1.11/forcetorque.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_11.noise import Noise

__all__ = [
    "ForceTorque",
    "ForceTorqueForce",
    "ForceTorqueForceX",
    "ForceTorqueForceY",
    "ForceTorqueForceZ",
    "ForceTorqueTorque",
    "ForceTorqueTorqueX",
    "ForceTorqueTorqueY",
    "ForceTorqueTorqueZ",
]


@attrs.define(kw_only=True, eq=False)
class ForceTorqueForceX(sdf.Element):
    """Noise model for the force along the measurement frame's X axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "x"
    SPEC_FILE: ClassVar[str] = "spec/1.11/forcetorque.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class ForceTorqueForceY(sdf.Element):
    """Noise model for the force along the measurement frame's Y axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "y"
    SPEC_FILE: ClassVar[str] = "spec/1.11/forcetorque.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class ForceTorqueForceZ(sdf.Element):
    """Noise model for the force along the measurement frame's Z axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "z"
    SPEC_FILE: ClassVar[str] = "spec/1.11/forcetorque.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class ForceTorqueForce(sdf.Element):
    """Noise settings for the measured force, in newtons.

    Attributes:
        x: Noise model for the force along the measurement frame's X axis.
        y: Noise model for the force along the measurement frame's Y axis.
        z: Noise model for the force along the measurement frame's Z axis.
    """

    TAG: ClassVar[str] = "force"
    SPEC_FILE: ClassVar[str] = "spec/1.11/forcetorque.sdf"

    x: ForceTorqueForceX | None = sdf.child("x", lambda: ForceTorqueForceX)
    """Noise model for the force along the measurement frame's X axis."""

    y: ForceTorqueForceY | None = sdf.child("y", lambda: ForceTorqueForceY)
    """Noise model for the force along the measurement frame's Y axis."""

    z: ForceTorqueForceZ | None = sdf.child("z", lambda: ForceTorqueForceZ)
    """Noise model for the force along the measurement frame's Z axis."""


@attrs.define(kw_only=True, eq=False)
class ForceTorqueTorqueX(sdf.Element):
    """Noise model for the torque about the measurement frame's X axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "x"
    SPEC_FILE: ClassVar[str] = "spec/1.11/forcetorque.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class ForceTorqueTorqueY(sdf.Element):
    """Noise model for the torque about the measurement frame's Y axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "y"
    SPEC_FILE: ClassVar[str] = "spec/1.11/forcetorque.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class ForceTorqueTorqueZ(sdf.Element):
    """Noise model for the torque about the measurement frame's Z axis.

    Attributes:
        noise: Noise model applied to a sensor measurement; values are in the units of the
            measured quantity.
    """

    TAG: ClassVar[str] = "z"
    SPEC_FILE: ClassVar[str] = "spec/1.11/forcetorque.sdf"

    noise: Noise | None = sdf.child("noise", lambda: Noise)
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity."""


@attrs.define(kw_only=True, eq=False)
class ForceTorqueTorque(sdf.Element):
    """Noise settings for the measured torque, in N·m.

    Attributes:
        x: Noise model for the torque about the measurement frame's X axis.
        y: Noise model for the torque about the measurement frame's Y axis.
        z: Noise model for the torque about the measurement frame's Z axis.
    """

    TAG: ClassVar[str] = "torque"
    SPEC_FILE: ClassVar[str] = "spec/1.11/forcetorque.sdf"

    x: ForceTorqueTorqueX | None = sdf.child("x", lambda: ForceTorqueTorqueX)
    """Noise model for the torque about the measurement frame's X axis."""

    y: ForceTorqueTorqueY | None = sdf.child("y", lambda: ForceTorqueTorqueY)
    """Noise model for the torque about the measurement frame's Y axis."""

    z: ForceTorqueTorqueZ | None = sdf.child("z", lambda: ForceTorqueTorqueZ)
    """Noise model for the torque about the measurement frame's Z axis."""


@attrs.define(kw_only=True, eq=False)
class ForceTorque(sdf.Element):
    """Parameters of a force-torque sensor mounted on a joint, which measures the wrench
    transmitted through that joint.

    Attributes:
        frame: Frame whose orientation the measured wrench is expressed in: child (child link),
            parent (parent link) or sensor (the sensor's own frame). In every case torque is
            taken about the joint origin. Default: ``child``.
        measure_direction: Which side's wrench is reported: child_to_parent (wrench the child
            link exerts on the parent link) or parent_to_child (wrench the parent link exerts on
            the child link). Default: ``child_to_parent``.
        force: Noise settings for the measured force, in newtons.
        torque: Noise settings for the measured torque, in N·m.
    """

    TAG: ClassVar[str] = "force_torque"
    SPEC_FILE: ClassVar[str] = "spec/1.11/forcetorque.sdf"

    frame: str = sdf.value("frame", "string", "child", choices=("child", "parent", "sensor"))
    """Frame whose orientation the measured wrench is expressed in: child (child link), parent
    (parent link) or sensor (the sensor's own frame). In every case torque is taken
    about the joint origin. Default: ``child``."""

    measure_direction: str = sdf.value(
        "measure_direction",
        "string",
        "child_to_parent",
        choices=("child_to_parent", "parent_to_child"),
    )
    """Which side's wrench is reported: child_to_parent (wrench the child link exerts on the
    parent link) or parent_to_child (wrench the parent link exerts on the child link).
    Default: ``child_to_parent``."""

    force: ForceTorqueForce | None = sdf.child("force", lambda: ForceTorqueForce)
    """Noise settings for the measured force, in newtons."""

    torque: ForceTorqueTorque | None = sdf.child("torque", lambda: ForceTorqueTorque)
    """Noise settings for the measured torque, in N·m."""
