"""``sdformat resolve``: where an include URI leads, and every place tried."""

from __future__ import annotations

import argparse
from pathlib import Path

from sdformat_semantics.cli.arguments import (
    Commands,
    add_command,
    add_model_path,
    examples,
    search_fields,
)
from sdformat_semantics.cli.output import INVALID, VALID, complain, guarded


def add_resolve_command(commands: Commands) -> None:
    """``sdformat resolve URI [--from FILE] [--path DIR]``."""
    resolve = add_command(
        commands,
        "resolve",
        run_resolve,
        summary="show where an include URI leads and every place tried",
        description="Resolve URI as <include><uri> is resolved when loading: next to the "
        "including file, in the --path folders, in the folders of SDF_PATH, "
        "GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH and GAZEBO_MODEL_PATH; Fuel URLs "
        "in the local Fuel cache (--fuel-cache, GZ_FUEL_CACHE_PATH, ~/.gz/fuel; the newest "
        "cached version unless the URL names one); package://NAME/... in --package "
        "folders, AMENT_PREFIX_PATH and ROS_PACKAGE_PATH; and as an absolute path. Every "
        "place tried is listed in order. For a model folder, the model file its "
        "model.config selects is named, with the reason. Nothing is ever downloaded. "
        "Exit status 0 when found, 1 when not.",
        epilog=examples(
            "sdformat resolve model://turtlebot3_burger",
            "sdformat resolve file://arm.sdf --from worlds/robots.sdf",
            "SDF_PATH=~/models sdformat resolve model://box",
            "sdformat resolve model://box --path ~/models --path /opt/models",
            "sdformat resolve https://fuel.gazebosim.org/1.0/OpenRobotics/models/X500",
            "sdformat resolve package://my_robot/urdf/arm.sdf --package my_robot=src/my_robot",
        ),
    )
    resolve.add_argument("uri", metavar="URI")
    resolve.add_argument(
        "--from",
        dest="including_file",
        metavar="FILE",
        help="the document holding the include: relative URIs start from its folder "
        "(default: the working folder)",
    )
    add_model_path(resolve)


def run_resolve(arguments: argparse.Namespace) -> int:
    """Print how ``arguments.uri`` resolves; returns the exit status."""
    return guarded("sdformat resolve", lambda: resolve(arguments))


def resolve(arguments: argparse.Namespace) -> int:
    """Print the places tried and the result; ``INVALID`` when nothing was found."""
    from sdformat_semantics.cli.uri_report import report_uri
    from sdformat_semantics.config import ParserConfig

    config = ParserConfig(**search_fields(arguments))
    including = Path(arguments.including_file) if arguments.including_file else None
    if including is not None and not including.is_file():
        complain(f"--from {including}: no such file")
        return INVALID
    report = report_uri(arguments.uri, config, including)
    print("\n".join(report.lines))
    return VALID if report.found is not None else INVALID
