"""What ``sdformat pose`` prints once the document is loaded (``pose`` declares the command)."""

from __future__ import annotations

import argparse
import warnings

import numpy as np

from sdformat_runtime.values import format_number
from sdformat_semantics.cli.output import INVALID, VALID, complain
from sdformat_semantics.cli.pose_table import print_table, printed
from sdformat_semantics.document.loaded import Document, FrameLookupError
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics import ConfigurationError, JointLimitWarning, Positions


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
    pose = pose_of_name(document, arguments.frame, arguments, positions)
    print_numbers(pose, arguments.format, arguments.precision)
    return VALID


def pose_of_name(
    document: Document, name: str, arguments: argparse.Namespace, positions: Positions | None
) -> Pose:
    """The pose of a frame, or of any element with a pose (a visual, collision, sensor...).

    ``--relative-to`` may name either too. A frame is looked up first; an
    element that is not a frame is found by its scoped name (``link::visual``).

    Raises:
        FrameLookupError: Nothing with a pose has that name (the frame's error).
    """
    relative_to = arguments.relative_to
    try:
        pose = document.pose(
            name, relative_to, world=arguments.world, positions=positions, strict=arguments.strict
        )
        assert isinstance(pose, Pose)  # the command line gives one configuration
        return pose
    except FrameLookupError as error:
        if arguments.world is not None:  # elements are looked up in the first world only
            raise
        target = _element_pose(document, name, positions, arguments.strict, error)
        if relative_to is None:
            return target
        base = _element_pose(document, relative_to, positions, arguments.strict, error)
        return base.inverse() @ target


def _element_pose(
    document: Document,
    name: str,
    positions: Positions | None,
    strict: bool,
    not_a_frame: FrameLookupError,
) -> Pose:
    """The pose of a frame or element in the default frame (raises ``not_a_frame`` if none)."""
    try:
        pose = document.pose(name, positions=positions, strict=strict)
        assert isinstance(pose, Pose)
        return pose
    except FrameLookupError:
        pass
    try:
        element = document.find(name)
    except LookupError:
        raise not_a_frame from None
    if not hasattr(element, "pose"):
        raise not_a_frame
    return document.pose_of(element, positions=positions, strict=strict)


def print_numbers(pose: Pose, layout: str, precision: int | None = None) -> None:
    """One line of numbers (four for a matrix), noise below ``NOISE`` written as 0."""
    if layout == "matrix":
        for row in pose.matrix():
            print(" ".join(printed(v, precision) for v in row))
    else:
        print(" ".join(printed(v, precision) for v in pose_numbers(pose, layout)))


def pose_numbers(pose: Pose, layout: str) -> list[float]:
    """``x y z roll pitch yaw``, ``x y z qx qy qz qw`` or the 16 matrix entries."""
    if layout == "matrix":
        return [float(v) for v in pose.matrix().reshape(-1)]
    rotation = pose.quaternion if layout == "quat" else pose.rpy()
    return [float(v) for v in np.concatenate([pose.position, rotation])]


def shortest(value: float) -> str:
    """Shortest text that reads back exactly; whole numbers without ``.0``."""
    return format_number(float(value))
