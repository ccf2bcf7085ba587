"""``sdformat schema``: the path of a version's bundled XSD schema, or a copy of the set."""

from __future__ import annotations

import argparse
import importlib
from pathlib import Path

from sdformat_semantics.cli.arguments import Commands, add_command, examples
from sdformat_semantics.cli.output import INVALID, VALID, complain, guarded
from sdformat_semantics.versions import NEWEST, PACKAGES


def add_schema_command(commands: Commands) -> None:
    """``sdformat schema [--version V] [--copy DIR]``."""
    schema = add_command(
        commands,
        "schema",
        run_schema,
        summary="print the path of the bundled XSD schema of a version",
        description="Print the path of the root XSD of a version's bundled schema set, for "
        "editors and validators; with --copy, copy the whole set (every .xsd file) into "
        "a folder first and print the copied root's path.",
        epilog=examples(
            "sdformat schema                 # the newest version's",
            "sdformat schema --version 1.10",
            'xmllint --noout --schema "$(sdformat schema --version 1.10)" robot.sdf',
            "sdformat schema --version 1.8 --copy ./schema-1.8",
        ),
    )
    schema.add_argument(
        "--version",
        choices=tuple(PACKAGES),
        default=NEWEST,
        metavar="V",
        help=f"spec version ({', '.join(PACKAGES)}; default {NEWEST}, the newest)",
    )
    schema.add_argument(
        "--copy", metavar="DIR", help="copy the schema set into DIR (created when missing)"
    )


def run_schema(arguments: argparse.Namespace) -> int:
    """Print the schema path ``arguments`` ask for; returns the exit status."""
    return guarded("sdformat schema", lambda: print_schema(arguments))


def print_schema(arguments: argparse.Namespace) -> int:
    """Print the root XSD's path, after copying the set when ``--copy`` asks to."""
    # The version is only known now; importing every version's package up front
    # would load all their classes for one path.
    package = importlib.import_module(PACKAGES[arguments.version])
    root: Path = package.SCHEMA_ROOT
    if arguments.copy:
        import shutil  # only --copy needs it (it brings compression modules with it)

        target = Path(arguments.copy)
        try:
            target.mkdir(parents=True, exist_ok=True)
            for schema_file in sorted(root.parent.glob("*.xsd")):
                shutil.copyfile(schema_file, target / schema_file.name)
        except OSError as error:
            complain(f"cannot copy the schema set to {target}: {error}")
            return INVALID
        root = target / root.name
    print(root.resolve())
    return VALID
