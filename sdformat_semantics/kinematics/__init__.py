"""Kinematics: poses of every frame at a joint configuration.

* ``motion``: the transform each joint type makes of its joint frame, batched;
* ``tree``: the kinematic tree (bodies joined by joints) read from the frame graphs;
* ``configuration``: joint positions given by name, checked, completed by mimic
  constraints, limits checked;
* ``solver``: ``Kinematics``, forward kinematics of every frame, batched.

``Document.pose(frame, positions={...})`` and ``Document.poses`` are the usual
way in; ``Document.kinematics()`` gives the ``Kinematics`` object itself.
"""

from __future__ import annotations

from sdformat_semantics.kinematics.configuration import (
    Configuration,
    ConfigurationError,
    JointKey,
    JointLimitWarning,
    PoseNotFiniteError,
    Positions,
    configure,
)
from sdformat_semantics.kinematics.motion import joint_motion
from sdformat_semantics.kinematics.solver import Kinematics
from sdformat_semantics.kinematics.tree import JointModel, KinematicTree, build_tree, screw_pitch

__all__ = [
    "Configuration",
    "ConfigurationError",
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
