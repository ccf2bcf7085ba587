"""``sdformat pose``: the resolved pose of a frame, or of every frame, at a joint configuration."""

from __future__ import annotations

import argparse

from sdformat_runtime.start_up import imports_paused
from sdformat_semantics.cli.arguments import (
    Commands,
    add_command,
    add_model_path,
    add_urdf_reading,
    examples,
    path_argument,
    whole_number,
)
from sdformat_semantics.cli.output import USAGE, complain, guarded


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
            "sdformat pose robot.sdf base_link::camera --precision 4",
            "sdformat pose arm.sdf tool --joint shoulder=0.5 --joint elbow=-1.2",
            "sdformat pose arm.sdf --all --joint wrist=0.3,0.1 --csv > poses.csv",
        )
        + "\n\nA universal or revolute2 joint takes two numbers (axis,axis2); a ball joint a "
        "quaternion (qx,qy,qz,qw) or a rotation vector (x,y,z). NAME:axis2=VALUE sets one "
        "axis. Positions beyond an axis's limits are warnings (errors with --strict).",
    )
    pose.add_argument("file", metavar="FILE", type=path_argument)
    pose.add_argument(
        "frame",
        metavar="FRAME",
        nargs="?",
        help="scoped name of a frame, or of a visual, collision, sensor... (link::camera)",
    )
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
    pose.add_argument(
        "--precision",
        type=whole_number(0),
        metavar="N",
        help="round every number to N decimals (default: as precise as computed, with "
        "rounding noise below 1e-12 written as 0 in text)",
    )
    layout = pose.add_mutually_exclusive_group()
    layout.add_argument("--json", action="store_true", help="with --all: one JSON object")
    layout.add_argument("--csv", action="store_true", help="with --all: CSV with a header")
    pose.add_argument("--world", metavar="NAME", help="world to query (default: the first)")
    add_model_path(pose)
    add_urdf_reading(pose)


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
    # The load pipeline is imported only now (see the cli package's docstring).
    with imports_paused():
        from sdformat_semantics.cli.pose_run import print_pose
        from sdformat_semantics.cli.reading import in_frame_values, with_document

    return guarded(
        arguments.file,
        lambda: with_document(arguments, print_pose, partial=True, blocking=in_frame_values),
    )


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
