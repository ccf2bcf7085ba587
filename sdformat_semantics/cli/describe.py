"""``sdformat describe``: what the spec says about an element or attribute."""

from __future__ import annotations

import argparse
import sys

from sdformat_semantics.cli.arguments import Commands, add_command, examples, whole_number
from sdformat_semantics.cli.output import INVALID, VALID, complain, guarded
from sdformat_semantics.versions import NEWEST, PACKAGES


def add_describe_command(commands: Commands) -> None:
    """``sdformat describe [ELEMENT_PATH] [--version V] [--depth N]``."""
    describe = add_command(
        commands,
        "describe",
        run_describe,
        summary="show the spec: elements, attributes, types, defaults and descriptions",
        description="Show what the SDFormat spec says about an element: its type, default, "
        "how often it may occur, bounds, attributes (@name) and children, with their "
        "descriptions. ELEMENT_PATH goes from <sdf> down (model/joint/axis), may end in "
        "an attribute (model/link/@name), and may start at any element with a spec file "
        "of its own (link/visual). Without a path: what a document may hold.",
        epilog=examples(
            "sdformat describe                              # <sdf> and its children",
            "sdformat describe model/joint/axis --version 1.10",
            "sdformat describe model/link --depth 2",
            "sdformat describe model/@canonical_link",
            "sdformat describe camera --version 1.8",
        ),
    )
    describe.add_argument("path", nargs="?", default="", metavar="ELEMENT_PATH")
    describe.add_argument(
        "--version",
        choices=tuple(PACKAGES),
        default=NEWEST,
        metavar="V",
        help=f"spec version ({', '.join(PACKAGES)}; default {NEWEST})",
    )
    describe.add_argument(
        "--depth",
        type=whole_number(0),
        default=1,
        metavar="N",
        help="levels of children to show (default 1; 0 shows the element alone)",
    )


def run_describe(arguments: argparse.Namespace) -> int:
    """Print what the spec says about ``arguments.path``; returns the exit status."""
    return guarded("sdformat describe", lambda: describe(arguments))


def describe(arguments: argparse.Namespace) -> int:
    """Print the element or attribute a path names, or why it names nothing (``INVALID``)."""
    from sdformat_semantics.cli.spec_tree import UnknownPath, spec_tree

    tree = spec_tree(arguments.version)
    try:
        found = tree.find(arguments.path)
    except UnknownPath as error:
        complain(f"SDFormat {arguments.version}: {error}")
        return INVALID
    if isinstance(found, tuple):
        sys.stdout.write(tree.describe_attribute(*found))
    else:
        sys.stdout.write(tree.describe(found, arguments.depth))
    return VALID
