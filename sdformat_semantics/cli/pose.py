"""``sdformat pose``: the resolved pose of a frame, or of every frame, at a joint configuration."""

from __future__ import annotations

import argparse
import warnings

import numpy as np
import numpy.typing as npt

from sdformat_runtime.values import format_number
from sdformat_semantics.cli.arguments import (
    Commands,
    add_command,
    add_model_path,
    examples,
    path_argument,
)
from sdformat_semantics.cli.output import INVALID, USAGE, VALID, complain, guarded
from sdformat_semantics.cli.pose_table import print_table
from sdformat_semantics.cli.reading import with_document
from sdformat_semantics.document import Document
from sdformat_semantics.kinematics import ConfigurationError, JointLimitWarning
from sdformat_semantics.pose import Pose

FloatArray = npt.NDArray[np.float64]


def add_pose_command(commands: Commands) -> None:
    """``sdformat pose FILE [FRAME | --all] [--joint NAME=VALUE ...] [--relative-to F] ...``."""
    pose = add_command(
        commands,
        "pose",
        run_pose,
        summary="print the resolved pose of a frame, at a joint configuration",
        description="Print a frame's pose. Names are scoped from the root (robot::arm::link); "
        "poses are relative to the world, or to the model frame in a model file. "
        "--joint moves joints first (radians, metres for prismatic joints); joints not "
        "named stay at zero and mimic followers follow their leaders.",
        epilog=examples(
            "sdformat pose robot.sdf arm::tip",
            "sdformat pose robot.sdf arm::tip --relative-to base --format quat",
            "sdformat pose world.sdf robot::base_link --format matrix",
            "sdformat pose arm.sdf tool --joint shoulder=0.5 --joint elbow=-1.2",
            "sdformat pose arm.sdf --all --joint wrist=0.3,0.1 --csv > poses.csv",
        )
        + "\n\nA universal or revolute2 joint takes two numbers (axis,axis2); a ball joint a "
        "quaternion (qx,qy,qz,qw) or a rotation vector (x,y,z). NAME:axis2=VALUE sets one "
        "axis. Positions beyond an axis's limits are warnings (errors with --strict).",
    )
    pose.add_argument("file", metavar="FILE", type=path_argument)
    pose.add_argument("frame", metavar="FRAME", nargs="?", help="scoped frame name")
    pose.add_argument(
        "--all", action="store_true", help="print every frame's pose (one line or row each)"
    )
    pose.add_argument(
        "--joint",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a joint position (repeatable); VALUE is numbers separated by commas",
    )
    pose.add_argument(
        "--strict", action="store_true", help="positions beyond joint limits are errors"
    )
    pose.add_argument("--relative-to", metavar="F", help="frame to express the pose in")
    pose.add_argument(
        "--format",
        choices=("rpy", "quat", "matrix"),
        default="rpy",
        help="x y z roll pitch yaw (default), x y z qx qy qz qw, or a 4x4 matrix",
    )
    layout = pose.add_mutually_exclusive_group()
    layout.add_argument("--json", action="store_true", help="with --all: one JSON object")
    layout.add_argument("--csv", action="store_true", help="with --all: CSV with a header")
    pose.add_argument("--world", metavar="NAME", help="world to query (default: the first)")
    add_model_path(pose)


def run_pose(arguments: argparse.Namespace) -> int:
    """Print the pose ``arguments`` ask for; returns the exit status."""
    if (arguments.frame is None) == (not arguments.all):
        complain("give a FRAME or --all (not both)")
        return USAGE
    if (arguments.json or arguments.csv) and not arguments.all:
        complain("--json and --csv lay out the table of --all")
        return USAGE
    try:
        positions = parse_positions(arguments.joint)
    except ValueError as error:
        complain(str(error))
        return USAGE
    arguments.positions = positions
    return guarded(arguments.file, lambda: with_document(arguments, print_pose))


def parse_positions(items: list[str]) -> dict[str | tuple[str, str], float | list[float]]:
    """``NAME=VALUE`` texts as a positions mapping (``NAME:axis2=V`` keys one axis).

    Raises:
        ValueError: A text without ``=``, or a value that is not numbers.
    """
    positions: dict[str | tuple[str, str], float | list[float]] = {}
    for item in items:
        name, equals, text = item.partition("=")
        if not equals or not name:
            raise ValueError(f"--joint takes NAME=VALUE, not '{item}'")
        try:
            numbers = [float(word) for word in text.split(",")]
        except ValueError:
            raise ValueError(f"--joint {name}: '{text}' is not numbers") from None
        key: str | tuple[str, str] = name
        for axis in ("axis", "axis2"):
            if name.endswith(f":{axis}") and not name.endswith(f"::{axis}"):
                key = (name[: -len(axis) - 1], axis)
        positions[key] = numbers[0] if len(numbers) == 1 else numbers
    return positions


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
