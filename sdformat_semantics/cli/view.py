"""``sdformat view``: the document in 3D on a page served on localhost, or as a picture."""

from __future__ import annotations

import argparse

from sdformat_semantics.cli.arguments import (
    Commands,
    add_command,
    add_model_path,
    add_urdf_reading,
    examples,
    path_argument,
)
from sdformat_semantics.cli.output import USAGE, complain, guarded
from sdformat_semantics.cli.pose import parse_positions

LAYER_NAMES = ("visuals", "collisions", "frames", "names", "joint axes", "skeleton")
"""What --show and --hide take (``sdformat_semantics.view.viewer.LAYERS``, without importing it)."""


def add_view_command(commands: Commands) -> None:
    """``sdformat view FILE [--model NAME] [--joint NAME=VALUE ...] [--screenshot PNG] ...``."""
    view = add_command(
        commands,
        "view",
        run_view,
        summary="show a document in 3D in the browser, with joint sliders (or write a picture)",
        description="Serve a page on localhost showing every link's visuals (and, switched on, "
        "collisions), frames as small axes with their names, joint axes, a slider per moving "
        "joint (mimic followers move with their leaders), the pose of any frame relative to "
        "any other, and the document's problems. A file with errors shows what could be "
        "placed. Needs the [view] extra (viser); --screenshot needs Chromium or Chrome.",
        epilog=examples(
            "sdformat view robot.sdf",
            "sdformat view world.sdf --model robot --port 8090",
            "sdformat view robot.urdf --joint elbow=0.5 --screenshot robot.png",
            "sdformat view arm.sdf --screenshot arm.png --camera 1,-1.5,1 --target 0,0,0.4",
        )
        + "\n\nThe page is served until Ctrl-C, on 127.0.0.1 (this machine only) unless --host "
        "says otherwise. Reset puts the joints back where --joint started them.",
    )
    view.add_argument("file", metavar="FILE", type=path_argument)
    view.add_argument("--model", metavar="NAME", help="show only this model (scoped name)")
    view.add_argument("--world", metavar="NAME", help="world to show (default: the first)")
    view.add_argument(
        "--joint",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a joint's starting position (repeatable), as for 'sdformat pose'",
    )
    view.add_argument(
        "--show",
        action="append",
        default=[],
        choices=LAYER_NAMES,
        help="show a layer at first (repeatable)",
    )
    view.add_argument(
        "--hide",
        action="append",
        default=[],
        choices=LAYER_NAMES,
        help="hide a layer at first (repeatable)",
    )
    view.add_argument(
        "--host", default="127.0.0.1", help="address to serve on (default: %(default)s)"
    )
    view.add_argument(
        "--port",
        type=int,
        default=8080,
        help="port (default: %(default)s; the next free one if taken; 0: any)",
    )
    picture = view.add_argument_group("picture, without a person present")
    picture.add_argument("--screenshot", metavar="PNG", help="write a picture and exit")
    picture.add_argument("--camera", metavar="X,Y,Z", help="where the camera stands")
    picture.add_argument("--target", metavar="X,Y,Z", help="what the camera looks at")
    picture.add_argument(
        "--size", metavar="WxH", default="960x720", help="pixels (default: %(default)s)"
    )
    picture.add_argument(
        "--browser",
        metavar="PATH",
        help="Chromium or Chrome to draw with (default: SDFORMAT_BROWSER, else chromium on PATH)",
    )
    add_model_path(view)
    add_urdf_reading(view)


def run_view(arguments: argparse.Namespace) -> int:
    """Serve the page, or write the picture; returns the exit status."""
    try:
        arguments.positions = parse_positions(arguments.joint)
        arguments.camera_at = _point(arguments.camera, "--camera")
        arguments.target_at = _point(arguments.target, "--target")
        width, _, height = arguments.size.partition("x")
        arguments.pixels = (int(width), int(height))
    except ValueError as error:
        complain(str(error))
        return USAGE
    # The load pipeline and viser are imported only now (see the cli package's docstring).
    from sdformat_semantics.cli.view_run import show_document

    return guarded(arguments.file, lambda: show_document(arguments))


def _point(text: str | None, option: str) -> tuple[float, float, float] | None:
    """``X,Y,Z`` as three numbers (None when not given)."""
    if text is None:
        return None
    try:
        x, y, z = (float(word) for word in text.split(","))
    except ValueError:
        raise ValueError(f"{option} takes X,Y,Z, not '{text}'") from None
    return (x, y, z)


__all__ = ["add_view_command", "run_view"]
