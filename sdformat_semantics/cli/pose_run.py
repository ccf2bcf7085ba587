"""What ``sdformat pose`` prints once the document is loaded (``pose`` declares the command)."""

from __future__ import annotations

import argparse
import warnings

import numpy as np

from sdformat_runtime.values import format_number
from sdformat_semantics.cli.output import INVALID, VALID, complain
from sdformat_semantics.cli.pose_table import print_table
from sdformat_semantics.document.loaded import Document
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics import ConfigurationError, JointLimitWarning


def print_pose(document: Document, arguments: argparse.Namespace) -> int:
    """Print a frame's pose (or every frame's) in the format asked for."""
    with warnings.catch_warnings():
        warnings.simplefilter("always", JointLimitWarning)
        # Said as soon as found, so a warning comes before the poses it is about.
        warnings.showwarning = _say_warning
        try:
            return _print(document, arguments)
        except ConfigurationError as error:
            for problem in error.problems:
                complain(problem.message)
            return INVALID


def _say_warning(message: Warning | str, *_: object, **__: object) -> None:
    complain(f"warning: {message}")


def _print(document: Document, arguments: argparse.Namespace) -> int:
    positions = arguments.positions or None
    if arguments.all:
        matrices = document.poses(
            positions,
            arguments.relative_to,
            world=arguments.world,
            strict=arguments.strict,
        )
        print_table(matrices, arguments)
        return VALID
    pose = document.pose(
        arguments.frame,
        arguments.relative_to,
        world=arguments.world,
        positions=positions,
        strict=arguments.strict,
    )
    assert isinstance(pose, Pose)  # the command line gives one configuration
    print_numbers(pose, arguments.format)
    return VALID


def print_numbers(pose: Pose, layout: str) -> None:
    """One line of numbers (four for a matrix)."""
    if layout == "matrix":
        for row in pose.matrix():
            print(" ".join(shortest(v) for v in row))
    else:
        print(" ".join(shortest(v) for v in pose_numbers(pose, layout)))


def pose_numbers(pose: Pose, layout: str) -> list[float]:
    """``x y z roll pitch yaw``, ``x y z qx qy qz qw`` or the 16 matrix entries."""
    if layout == "matrix":
        return [float(v) for v in pose.matrix().reshape(-1)]
    rotation = pose.quaternion if layout == "quat" else pose.rpy()
    return [float(v) for v in np.concatenate([pose.position, rotation])]


def shortest(value: float) -> str:
    """Shortest text that reads back exactly; whole numbers without ``.0``."""
    return format_number(float(value))
