"""``sdformat graph``: a frame graph as DOT text, or drawn by Graphviz."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from sdformat_runtime.start_up import imports_paused
from sdformat_semantics.cli.arguments import (
    Commands,
    add_command,
    add_model_path,
    add_urdf_reading,
    examples,
    path_argument,
)
from sdformat_semantics.cli.output import INVALID, USAGE, VALID, complain, guarded

if TYPE_CHECKING:
    from sdformat_semantics.document.loaded import Document
    from sdformat_semantics.urdf.model import Robot


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
            "sdformat graph frame big_world.sdf --model robot::arm --poses",
            "sdformat graph kinematic robot.urdf --urdf --poses   # as written, fixed joints too",
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
        help="label every edge with the pose it stands for: x y z roll pitch yaw (radians); "
        "kinematic: the child link in the parent link, joints at zero",
    )
    graph.add_argument(
        "--model",
        metavar="NAME",
        help="draw only this model's frames (scoped name, e.g. robot or robot::arm)",
    )
    graph.add_argument(
        "--urdf",
        action="store_true",
        help="with kinematic and a URDF file: draw the URDF as written, every link and "
        "joint, fixed joints included (the default draws the model as loaded, fixed-joint "
        "links lumped into their parents)",
    )
    add_urdf_reading(graph)


def run_graph(arguments: argparse.Namespace) -> int:
    """Print or draw the graph ``arguments`` ask for; returns the exit status."""
    return guarded(arguments.file, lambda: _graph_file(arguments))


def _graph_file(arguments: argparse.Namespace) -> int:
    if arguments.output:
        # Graphviz runs only for --output. Said before reading the document: nothing could
        # be drawn anyway.
        from sdformat_semantics.cli.graphviz import (
            missing_dot_message,
            output_format,
            unknown_format_message,
        )

        output = Path(arguments.output)
        if output_format(output) is None:
            complain(unknown_format_message(output))
            return USAGE
        missing = missing_dot_message(output)
        if missing is not None:
            complain(missing)
            return INVALID
    # The load pipeline, only now.
    with imports_paused():
        from sdformat_semantics.cli.reading import in_frame_values, with_document

    return with_document(arguments, write_dot, partial=True, blocking=in_frame_values)


def write_dot(document: Document, arguments: argparse.Namespace) -> int:
    """Write the graph as DOT to stdout, or to ``--output`` in the format its suffix names."""
    if arguments.urdf:
        if arguments.kind != "kinematic" or document.urdf_source is None:
            complain("--urdf draws the kinematic tree of a URDF file: graph kinematic FILE.urdf")
            return USAGE
        from sdformat_runtime.errors import ProblemCollector
        from sdformat_semantics.urdf.reading import read_robot

        robot = read_robot(document.urdf_source.robot, ProblemCollector())
        if robot is None:  # the load reported why
            return INVALID
        text = urdf_tree_dot(robot, poses=arguments.poses)
    else:
        text = document.to_dot(
            arguments.kind, world=arguments.world, poses=arguments.poses, model=arguments.model
        )
    if not arguments.output:
        sys.stdout.write(text)
        return VALID
    from sdformat_semantics.cli.graphviz import GraphvizError, write_graph

    try:
        write_graph(text, Path(arguments.output))
    except (GraphvizError, OSError) as error:
        complain(str(error))
        return INVALID
    return VALID


def urdf_tree_dot(robot: Robot, *, poses: bool) -> str:
    """A URDF's links and joints as written, as a kinematic tree in DOT (fixed joints too).

    With ``poses`` each joint is labelled with its ``<origin>``: the child link
    in the parent link.
    """
    from sdformat_semantics.frames.dot import compact_pose, tree_graph

    kinds = dict.fromkeys(robot.links, "link")
    edges = []
    for joint in robot.joints.values():
        label = f"{joint.name}\n({joint.type})"
        if poses:
            label += "\n" + compact_pose(joint.pose)
        edges.append((joint.parent, joint.child, label, True))
        for link in (joint.parent, joint.child):
            kinds.setdefault(link, "link")
    return tree_graph("urdf_kinematic_tree", kinds, edges)
