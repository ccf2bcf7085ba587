"""Command line: ``python -m generator`` (what ``make generate`` runs)."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from generator.flatten import flatten
from generator.pipeline import REPO, SpecError, compare, generate, spec_versions, write
from sdformat_runtime.versions import package_name

_EPILOG = """\
examples:
  python -m generator                      regenerate generated/ for every spec/<version>/
  python -m generator --versions 1.10      only one version
  python -m generator --check              exit 1 with a diff when generated/ is stale
  python -m generator --output /tmp/out    write somewhere else
"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m generator",
        description=(
            "Read the SDFormat spec description files in spec/<version>/, check them, and "
            "write per-version XSD schemas and Python packages to generated/."
        ),
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--spec",
        type=Path,
        default=REPO / "spec",
        help="folder holding one sub-folder per version (default: spec/)",
    )
    parser.add_argument(
        "--output",
        type=Path,
        default=REPO / "generated",
        help="folder to write the version packages to (default: generated/)",
    )
    parser.add_argument(
        "--versions",
        nargs="+",
        default=None,
        metavar="VERSION",
        help="versions to generate (default: every sub-folder of the spec folder)",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 and show a diff when the output folder is out of date",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the generator; return the process exit code."""
    options = _parser().parse_args(argv)
    if options.versions is None:
        options.versions = list(spec_versions(options.spec))
    started = time.perf_counter()
    try:
        output = generate(options.spec, options.versions)
    except SpecError as error:
        for problem in error.problems:
            print(problem, file=sys.stderr)
        print(f"generation stopped: {len(error.problems)} problem(s) in the spec", file=sys.stderr)
        return 1
    if options.check:
        difference = compare(output, options.output, options.versions)
        if difference:
            sys.stdout.write(difference)
            print("generated/ is out of date: run make generate", file=sys.stderr)
            return 1
        print(f"generated/ matches spec/ and templates/ ({len(output.files)} files)")
        return 0
    changed = write(output, options.output, options.versions)
    for spec in output.specs:
        rows = list(flatten(spec))
        elements = sum(1 for row in rows if row.kind == "element")
        attributes = sum(1 for row in rows if row.kind == "attribute")
        package = package_name(spec.version)
        count = sum(1 for path in output.files if path.startswith(package + "/"))
        print(
            f"SDFormat {spec.version}: {len(spec.files)} spec files, {elements} element and "
            f"{attributes} attribute paths -> {package}/ ({count} files)"
        )
    elapsed = time.perf_counter() - started
    print(
        f"{len(output.files)} files generated, {len(changed)} written or removed, {elapsed:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
