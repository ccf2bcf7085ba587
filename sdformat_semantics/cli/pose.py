"""``sdformat pose``: the resolved pose of a frame, as numbers."""

from __future__ import annotations

import argparse

import numpy as np

from sdformat_runtime.values import format_number
from sdformat_semantics.cli.arguments import Commands, add_command, add_model_path, examples
from sdformat_semantics.cli.output import VALID, guarded
from sdformat_semantics.cli.reading import with_document
from sdformat_semantics.document import Document


def add_pose_command(commands: Commands) -> None:
    """``sdformat pose FILE FRAME [--relative-to F] [--format F] [--world NAME] [--path DIR]``."""
    pose = add_command(
        commands,
        "pose",
        run_pose,
        summary="print the resolved pose of a frame",
        description="Print a frame's pose. Names are scoped from the root (robot::arm::link); "
        "poses are relative to the world, or to the model frame in a model file.",
        epilog=examples(
            "sdformat pose robot.sdf arm::tip",
            "sdformat pose robot.sdf arm::tip --relative-to base --format quat",
            "sdformat pose world.sdf robot::base_link --format matrix",
        ),
    )
    pose.add_argument("file", metavar="FILE")
    pose.add_argument("frame", metavar="FRAME", help="scoped frame name")
    pose.add_argument("--relative-to", metavar="F", help="frame to express the pose in")
    pose.add_argument(
        "--format",
        choices=("rpy", "quat", "matrix"),
        default="rpy",
        help="x y z roll pitch yaw (default), x y z qx qy qz qw, or a 4x4 matrix",
    )
    pose.add_argument("--world", metavar="NAME", help="world to query (default: the first)")
    add_model_path(pose)


def run_pose(arguments: argparse.Namespace) -> int:
    """Print the pose ``arguments`` ask for; returns the exit status."""
    return guarded(arguments.file, lambda: with_document(arguments, print_pose))


def print_pose(document: Document, arguments: argparse.Namespace) -> int:
    """Print a frame's pose in the format asked for, one line (four for a matrix)."""
    pose = document.pose(arguments.frame, arguments.relative_to, world=arguments.world)
    if arguments.format == "matrix":
        for row in pose.matrix():
            print(" ".join(shortest(v) for v in row))
    elif arguments.format == "quat":
        values = np.concatenate([pose.position, pose.quaternion])
        print(" ".join(shortest(v) for v in values))
    else:
        values = np.concatenate([pose.position, pose.rpy()])
        print(" ".join(shortest(v) for v in values))
    return VALID


def shortest(value: float) -> str:
    """Shortest text that reads back exactly; whole numbers without ``.0``."""
    return format_number(float(value))
