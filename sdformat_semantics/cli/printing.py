"""``sdformat print``: a document written back as normalised SDFormat XML.

(Not ``print.py``: a submodule of that name would hide the built-in ``print``
inside the package's ``__init__``.)
"""

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
from sdformat_semantics.versions import NEWEST, PACKAGES, WRITABLE_VERSIONS


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
            "sdformat print --version 1.7 robot.sdf         # written down, losses on stderr",
            "sdformat print --version 1.10 --format json world.sdf | jq .losses",
            "sdformat print --degrees --precision 6 robot.sdf",
            "sdformat print --format urdf robot.sdf > robot.urdf  # losses on stderr",
            "sdformat print --format urdf --model robot world.sdf",
            "sdformat print --format mjcf world.sdf -o world.xml --assets meshes  # MuJoCo",
        ),
    )
    print_.add_argument("file", metavar="FILE", type=path_argument)
    add_model_path(print_)
    add_urdf_reading(print_)
    print_.add_argument(
        "--version",
        metavar="V",
        choices=WRITABLE_VERSIONS,
        help=f"version to write, older ones included (one of {', '.join(WRITABLE_VERSIONS)}; "
        f"default {NEWEST}); what V cannot hold is converted or left out, each loss a "
        "DOWNCONVERSION_LOSS warning on stderr",
    )
    print_.add_argument(
        "--format",
        choices=("xml", "json", "urdf", "urdf-json", "mjcf", "mjcf-json"),
        default="xml",
        help="xml (default); json: one object with the version written, the XML text "
        'and the loss report ("version", "xml", "losses"); urdf: one model written as '
        "URDF, each loss a URDF_EXPORT_LOSS warning on stderr; urdf-json: one object "
        '("model", "urdf", "losses"); mjcf: the model or world written as MuJoCo MJCF '
        "(needs the [mujoco] extra), each loss a MJCF_EXPORT_LOSS warning on stderr; "
        'mjcf-json: one object ("name", "mjcf", "losses")',
    )
    print_.add_argument(
        "-o",
        "--output",
        metavar="OUT",
        help="with --format mjcf: write the MJCF to OUT instead of stdout",
    )
    print_.add_argument(
        "--assets",
        metavar="DIR",
        help="with --format mjcf: copy the mesh files into DIR and have the MJCF name them "
        "there (default: the MJCF names each mesh file where it was found)",
    )
    print_.add_argument(
        "--fuse-fixed",
        action="store_true",
        help="with --format mjcf: merge each link on a fixed joint into its parent's body "
        "(its frame kept as a site; each fused link named in a note on stderr)",
    )
    print_.add_argument(
        "--model",
        metavar="NAME",
        help="with --format urdf: the model to write, by scoped name (default the root "
        "model, or the only model of the world)",
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
    urdf = arguments.format in ("urdf", "urdf-json")
    mjcf = arguments.format in ("mjcf", "mjcf-json")
    only_mjcf = (arguments.output, arguments.assets, arguments.fuse_fixed or None)
    if any(option is not None for option in only_mjcf) and not mjcf:
        complain("-o/--output, --assets and --fuse-fixed go with --format mjcf")
        return USAGE
    if arguments.model is not None and not urdf:
        complain("--model names the model written with --format urdf")
        return USAGE
    if (urdf or mjcf) and (
        arguments.version is not None
        or arguments.gearbox_to_mimic
        or arguments.degrees
        or arguments.precision is not None
        or not arguments.expand_includes
    ):
        complain(
            f"--format {arguments.format} writes the expanded document; drop --version, "
            "--gearbox-to-mimic, --degrees, --precision and --preserve-includes"
        )
        return USAGE
    if arguments.gearbox_to_mimic and not arguments.expand_includes:
        complain("--gearbox-to-mimic rewrites the expanded document; drop --preserve-includes")
        return USAGE
    if arguments.version is not None and arguments.gearbox_to_mimic:
        complain("--version writes the document as it was read; drop --gearbox-to-mimic")
        return USAGE
    rewritten = arguments.degrees or arguments.precision is not None
    if arguments.version is not None and rewritten and arguments.version not in PACKAGES:
        choices = ", ".join(PACKAGES)
        complain(f"--degrees and --precision need a version with classes ({choices})")
        return USAGE
    # The load pipeline is imported only now: `sdformat --help` must not pay for it.
    with imports_paused():
        from sdformat_semantics.cli.printing_run import write_mjcf, write_urdf, write_xml
        from sdformat_semantics.cli.reading import with_document
        from sdformat_semantics.versions import LOAD_VERSIONS

    if arguments.version is not None and not arguments.expand_includes:
        if arguments.version not in LOAD_VERSIONS:
            complain(
                f"--preserve-includes writes the document migrated up to --version "
                f"({', '.join(LOAD_VERSIONS)}); writing {arguments.version} needs the "
                "expanded document: drop --preserve-includes"
            )
            return USAGE
        # Migrated up as it is read, <include> elements kept as written.
        return with_document(
            arguments,
            write_xml,
            version=arguments.version,
            partial=True,
            unresolved_includes="ignored",
        )
    return with_document(
        arguments,
        write_urdf if urdf else write_mjcf if mjcf else write_xml,
        partial=True,
        unresolved_includes="error" if arguments.expand_includes else "ignored",
    )
