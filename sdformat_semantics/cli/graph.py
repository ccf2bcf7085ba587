"""``sdformat graph``: a frame graph as DOT text, or drawn by Graphviz."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from sdformat_semantics.cli.arguments import (
    Commands,
    add_command,
    add_model_path,
    examples,
    path_argument,
)
from sdformat_semantics.cli.graphviz import (
    GraphvizError,
    missing_dot_message,
    output_format,
    unknown_format_message,
    write_graph,
)
from sdformat_semantics.cli.output import INVALID, USAGE, VALID, complain, guarded

if TYPE_CHECKING:
    from sdformat_semantics.document.loaded import Document


def add_graph_command(commands: Commands) -> None:
    """``sdformat graph pose|frame|kinematic FILE [--world NAME] [--path DIR] [-o FILE] ...``."""
    graph = add_command(
        commands,
        "graph",
        run_graph,
        summary="print or draw a frame graph (Graphviz DOT)",
        description="Print the pose (relative_to) or frame (attached_to) graph as DOT, or "
        "draw it with Graphviz. Vertices are scoped frame names with their kind; each "
        "edge points from a frame to the frame it is relative_to / attached_to. "
        "'kinematic' draws the kinematic tree instead: links as nodes, each joint an edge "
        "from its parent link to its child link labelled with its type (dashed when it "
        "closes a loop or is a gearbox).",
        epilog=examples(
            "sdformat graph pose robot.sdf                  # DOT text on stdout",
            "sdformat graph pose robot.sdf --poses -o pose_graph.svg",
            "sdformat graph frame world.sdf --world w2 -o frames.png",
            "sdformat graph frame robot.sdf -o frames.dot   # no Graphviz needed",
            "sdformat graph kinematic robot.sdf -o tree.svg",
        )
        + "\n\n-o with .svg, .png or .pdf runs Graphviz's dot program "
        "(apt install graphviz, brew install graphviz, conda install -c conda-forge graphviz).",
    )
    graph.add_argument(
        "kind", choices=("pose", "frame", "kinematic"), metavar="pose|frame|kinematic"
    )
    graph.add_argument("file", metavar="FILE", type=path_argument)
    graph.add_argument("--world", metavar="NAME", help="world to print (default: the first)")
    add_model_path(graph)
    graph.add_argument(
        "-o",
        "--output",
        metavar="FILE",
        help="write to FILE instead of stdout, drawn in the format its suffix names "
        "(.svg, .png, .pdf; .dot writes the text)",
    )
    graph.add_argument(
        "--poses",
        action="store_true",
        help="label pose graph edges with their pose: x y z roll pitch yaw (radians)",
    )


def run_graph(arguments: argparse.Namespace) -> int:
    """Print or draw the graph ``arguments`` ask for; returns the exit status."""
    return guarded(arguments.file, lambda: _graph_file(arguments))


def _graph_file(arguments: argparse.Namespace) -> int:
    if arguments.output:
        # Said before reading the document: nothing could be drawn anyway.
        output = Path(arguments.output)
        if output_format(output) is None:
            complain(unknown_format_message(output))
            return USAGE
        missing = missing_dot_message(output)
        if missing is not None:
            complain(missing)
            return INVALID
    from sdformat_semantics.cli.reading import with_document  # the load pipeline, only now

    return with_document(arguments, write_dot, partial=True)


def write_dot(document: Document, arguments: argparse.Namespace) -> int:
    """Write the graph as DOT to stdout, or to ``--output`` in the format its suffix names."""
    text = document.to_dot(arguments.kind, world=arguments.world, poses=arguments.poses)
    if not arguments.output:
        sys.stdout.write(text)
        return VALID
    try:
        write_graph(text, Path(arguments.output))
    except (GraphvizError, OSError) as error:
        complain(str(error))
        return INVALID
    return VALID
