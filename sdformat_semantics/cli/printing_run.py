"""The work of ``sdformat print``, imported when the command runs (see ``printing``)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import attrs

from sdformat_runtime.binding import Element, read_text
from sdformat_runtime.errors import Error
from sdformat_semantics.cli.arguments import search_fields
from sdformat_semantics.cli.checking import problem_as_json
from sdformat_semantics.cli.output import INVALID, VALID, complain
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.document.loaded import Document, FrameLookupError
from sdformat_semantics.versions import NEWEST, PACKAGES, version_package


def write_xml(document: Document, arguments: argparse.Namespace) -> int:
    """Write the document to stdout, rewritten as the options ask.

    Returns:
        ``INVALID`` when a gearbox could not be rewritten as a mimic (the
        document is written all the same), else ``VALID``.
    """
    status = VALID
    root: Element | None
    losses: tuple[Error, ...] = ()
    if arguments.version is not None and not arguments.expand_includes:
        root = document.source_root  # read as --version, so nothing to convert
    elif arguments.version is not None:
        conversion = document.convert(arguments.version, with_errors=True)
        losses = conversion.problems
        for kept in conversion.notes:  # content some readers of the version ignore
            print(kept, file=sys.stderr)
        if arguments.version not in PACKAGES or not (
            arguments.degrees or arguments.precision is not None
        ):
            return _write(conversion.text, conversion.version, losses, arguments.format)
        root = read_text(
            version_package(arguments.version).Sdf, conversion.text, conversion.version
        ).root
    elif arguments.gearbox_to_mimic:
        from sdformat_semantics.export.gearbox import gearbox_to_mimic  # each rewrite when asked

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
        from sdformat_semantics.export.value_rewrites import in_degrees

        outcome = in_degrees(root)
        root = outcome.root
        for note in outcome.notes():
            complain(note)
    if arguments.precision is not None:
        from sdformat_semantics.export.value_rewrites import rounded

        root = rounded(root, arguments.precision)
    text = attrs.evolve(document, root=root, source_root=root).to_xml(with_errors=True)
    _write(text, arguments.version or document.version or NEWEST, losses, arguments.format)
    return status


def write_urdf(document: Document, arguments: argparse.Namespace) -> int:
    """Write one model as URDF to stdout (losses on stderr), or as JSON with its losses.

    Returns:
        ``INVALID`` when the document names no such model, else ``VALID``.
    """
    try:
        conversion = document.convert_to_urdf(arguments.model, with_errors=True)
    except (ValueError, FrameLookupError) as error:
        complain(str(error))
        return INVALID
    if arguments.format == "urdf-json":
        report = {
            "model": conversion.model,
            "urdf": conversion.text,
            "losses": [problem_as_json(loss) for loss in conversion.problems],
        }
        sys.stdout.write(json.dumps(report, indent=2) + "\n")
        return VALID
    for loss in conversion.problems:
        print(loss, file=sys.stderr)
    sys.stdout.write(conversion.text)
    return VALID


def write_mjcf(document: Document, arguments: argparse.Namespace) -> int:
    """Write the document as MJCF to stdout or ``-o`` (losses on stderr), or as JSON.

    Returns:
        ``INVALID`` when MuJoCo is not installed (the ``MUJOCO_MISSING`` error
        names the extra) or cannot take the result, else ``VALID``.
    """
    # MJCF's errors (and MuJoCo's version look-up) only when MJCF is written.
    from sdformat_semantics.export.mjcf_refusal import MjcfRefusedError
    from sdformat_semantics.mjcf import MujocoMissingError

    config = ParserConfig(**search_fields(arguments))
    try:
        conversion = document.convert_to_mjcf(
            config=config, assets=arguments.assets, fuse_fixed=arguments.fuse_fixed
        )
    except MujocoMissingError as error:
        print(error.problem, file=sys.stderr)
        return INVALID
    except MjcfRefusedError as error:  # MuJoCo's words, at the element they are about
        print(error.problem, file=sys.stderr)
        return INVALID
    except ValueError as error:
        complain(f"MuJoCo cannot take the MJCF written: {error}")
        return INVALID
    if arguments.format == "mjcf-json":
        report = {
            "name": conversion.name,
            "mjcf": conversion.text,
            "losses": [problem_as_json(loss) for loss in conversion.problems],
        }
        text = json.dumps(report, indent=2) + "\n"
    else:
        for loss in conversion.problems:
            print(loss, file=sys.stderr)
        text = conversion.text
    if arguments.output is None:
        sys.stdout.write(text)
    else:
        Path(arguments.output).write_text(text, encoding="utf-8")
    return VALID


def _write(text: str, version: str, losses: tuple[Error, ...], output: str) -> int:
    """Write the XML (losses on stderr), or one JSON object with both; returns ``VALID``."""
    if output == "json":
        report = {
            "version": version,
            "xml": text,
            "losses": [problem_as_json(loss) for loss in losses],
        }
        sys.stdout.write(json.dumps(report, indent=2) + "\n")
        return VALID
    for loss in losses:
        print(loss, file=sys.stderr)
    sys.stdout.write(text)
    return VALID
