"""Kinematics: poses of every frame at a joint configuration.

* ``motion``: the transform each joint type makes of its joint frame, batched;
* ``tree``: the kinematic tree (bodies joined by joints) read from the frame graphs;
* ``configuration``: joint positions given by name, checked, completed by mimic
  constraints, limits checked;
* ``program``: each tree joint compiled once (constants and turns about z), and
  one configuration's poses in plain floats; ``batch``: the same steps on
  arrays of many configurations;
* ``solver``: ``Kinematics``, forward kinematics of every frame, single or batched;
* ``jacobian`` (batches) and ``jacobian_floats`` (one configuration): geometric
  Jacobians, ``Document.jacobian``.

``Document.pose(frame, positions={...})`` and ``Document.poses`` are the usual
way in; ``Document.kinematics()`` gives the ``Kinematics`` object itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sdformat_runtime.lazy_names import lazy_names

if TYPE_CHECKING:
    from sdformat_semantics.kinematics.configuration import (
        Configuration,
        ConfigurationError,
        JointKey,
        JointLimitWarning,
        PoseNotFiniteError,
        Positions,
        configure,
    )
    from sdformat_semantics.kinematics.jacobian import Jacobian
    from sdformat_semantics.kinematics.motion import joint_motion
    from sdformat_semantics.kinematics.solver import Kinematics
    from sdformat_semantics.kinematics.tree import (
        JointModel,
        KinematicTree,
        build_tree,
        screw_pitch,
    )


__all__ = [
    "Configuration",
    "ConfigurationError",
    "Jacobian",
    "JointKey",
    "JointLimitWarning",
    "JointModel",
    "KinematicTree",
    "Kinematics",
    "PoseNotFiniteError",
    "Positions",
    "build_tree",
    "configure",
    "joint_motion",
    "screw_pitch",
]

if not TYPE_CHECKING:  # type checkers read the imports above; this would admit any name
    __getattr__, __dir__ = lazy_names(
        __name__,
        {
            "configuration": (
                "Configuration",
                "ConfigurationError",
                "JointKey",
                "JointLimitWarning",
                "PoseNotFiniteError",
                "Positions",
                "configure",
            ),
            "jacobian": ("Jacobian",),
            "motion": ("joint_motion",),
            "solver": ("Kinematics",),
            "tree": (
                "JointModel",
                "KinematicTree",
                "build_tree",
                "screw_pitch",
            ),
        },
    )
