"""``sdformat print``: a document written back as normalised SDFormat XML.

(Not ``print.py``: a submodule of that name would hide the built-in ``print``
inside the package's ``__init__``.)
"""

from __future__ import annotations

import argparse
import sys

import attrs

from sdformat_runtime.binding import Element
from sdformat_semantics.cli.arguments import (
    Commands,
    add_command,
    add_model_path,
    examples,
    path_argument,
    whole_number,
)
from sdformat_semantics.cli.output import INVALID, USAGE, VALID, complain, guarded
from sdformat_semantics.cli.reading import with_document
from sdformat_semantics.document import Document
from sdformat_semantics.gearbox import gearbox_to_mimic
from sdformat_semantics.loading import NEWEST, PACKAGES
from sdformat_semantics.value_rewrites import in_degrees, rounded


def add_print_command(commands: Commands) -> None:
    """``sdformat print FILE [--version V] [--preserve-includes] [--degrees] ...``."""
    print_ = add_command(
        commands,
        "print",
        run_print,
        summary="print a document as normalised SDFormat XML",
        description="Read a document and write it back: one element per line, values "
        "in canonical form, unknown and namespaced content kept.",
        epilog=examples(
            "sdformat print world.sdf                      # includes expanded",
            "sdformat print --preserve-includes world.sdf  # <include> elements kept",
            "sdformat print --version 1.8 old_robot.sdf",
            "sdformat print --degrees --precision 6 robot.sdf",
        ),
    )
    print_.add_argument("file", metavar="FILE", type=path_argument)
    add_model_path(print_)
    print_.add_argument(
        "--version",
        metavar="V",
        help=f"version to write, migrating older documents (one of {', '.join(PACKAGES)}; "
        f"default {NEWEST})",
    )
    includes = print_.add_mutually_exclusive_group()
    includes.add_argument(
        "--expand-includes",
        dest="expand_includes",
        action="store_true",
        default=True,
        help="write each included model in place of its <include> (the default)",
    )
    includes.add_argument(
        "--preserve-includes",
        dest="expand_includes",
        action="store_false",
        help="keep <include> elements as written",
    )
    print_.add_argument(
        "--gearbox-to-mimic",
        action="store_true",
        help="replace each gearbox joint by a <mimic> on its output revolute joint, in "
        "the expanded document (exit status 1, with the reason, when a gearbox cannot "
        "be rewritten)",
    )
    print_.add_argument(
        "--degrees",
        action="store_true",
        help='write Euler-angle poses as degrees="true", their angles in degrees '
        "(quaternion poses, and poses of versions before 1.9, stay as they are; "
        "a note on stderr says how many)",
    )
    print_.add_argument(
        "--precision",
        type=whole_number(1),
        metavar="N",
        help="write floating-point values with at most N significant digits (a value "
        "reads back within a relative error of 0.5e-(N-1), e.g. 5e-6 for N=6; "
        "<plugin> and other free content is written as it was)",
    )


def run_print(arguments: argparse.Namespace) -> int:
    """Print the document ``arguments`` name as they ask; returns the exit status."""
    return guarded(arguments.file, lambda: _print_file(arguments))


def _print_file(arguments: argparse.Namespace) -> int:
    if arguments.gearbox_to_mimic and not arguments.expand_includes:
        complain("--gearbox-to-mimic rewrites the expanded document; drop --preserve-includes")
        return USAGE
    return with_document(arguments, write_xml, version=arguments.version)


def write_xml(document: Document, arguments: argparse.Namespace) -> int:
    """Write the document to stdout, rewritten as the options ask.

    Returns:
        ``INVALID`` when a gearbox could not be rewritten as a mimic (the
        document is written all the same), else ``VALID``.
    """
    status = VALID
    root: Element | None
    if arguments.gearbox_to_mimic:
        root, rewrites = gearbox_to_mimic(document)
        for rewrite in rewrites:
            complain(str(rewrite))
        status = VALID if all(r.rewritten for r in rewrites) else INVALID
    elif arguments.expand_includes:
        root = document.root
    else:
        root = document.source_root or document.root
    if root is None:  # only documents with errors have no root, and they never get here
        return INVALID
    if arguments.degrees:
        outcome = in_degrees(root)
        root = outcome.root
        for note in outcome.notes():
            complain(note)
    if arguments.precision is not None:
        root = rounded(root, arguments.precision)
    sys.stdout.write(attrs.evolve(document, root=root, source_root=root).to_xml())
    return status
