"""Command line ``python -m generator.docs`` (what ``make docs`` runs): the spec reference.

Writes Markdown under ``docs/reference/``: an index of all versions, an index
and one page per spec file for each version, and ``changes.md`` comparing
each version with the next. Like ``generated/``, the output is committed and
must equal what this command writes byte for byte (``--check``).
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections.abc import Sequence
from pathlib import Path

import jinja2

from generator.docs_changes import changes_view
from generator.docs_view import index_view, page_view, sites_by_target
from generator.model import ConvertRules, SpecVersion
from generator.pipeline import (
    REPO,
    SpecError,
    compare_tree,
    load_migrations,
    load_specs,
    spec_versions,
    write_tree,
)
from generator.render import make_environment
from sdformat_runtime.versions import package_name

DOCS_OUTPUT = REPO / "docs" / "reference"


def render_docs(
    specs: Sequence[SpecVersion],
    chain: Sequence[ConvertRules],
    environment: jinja2.Environment | None = None,
) -> dict[str, str]:
    """Render the reference: Markdown texts keyed by path below ``docs/reference``.

    Args:
        specs: The checked spec of each version, oldest first.
        chain: The checked migration steps, oldest first.
        environment: The jinja environment (the generator's, by default).
    """
    environment = environment or make_environment()
    files = {
        "README.md": environment.get_template("docs/reference_index.md.j2").render(
            versions=[spec.version for spec in specs]
        )
    }
    page_template = environment.get_template("docs/element.md.j2")
    for spec in specs:
        package = package_name(spec.version)
        sites = sites_by_target(spec)
        files[f"{spec.version}/README.md"] = environment.get_template(
            "docs/version_index.md.j2"
        ).render(index=index_view(spec, package, sites))
        for stem in sorted(spec.files):
            files[f"{spec.version}/{stem}.md"] = page_template.render(
                page=page_view(spec, stem, sites), package=package
            )
    changes = [changes_view(old, new, chain) for old, new in itertools.pairwise(specs)]
    files["changes.md"] = environment.get_template("docs/changes.md.j2").render(changes=changes)
    return files


def reference_files(spec_root: Path) -> dict[str, str]:
    """Read and check the spec and migration rules, then render the reference.

    Raises:
        SpecError: When the spec or the rules have problems.
    """
    versions = spec_versions(spec_root)
    return render_docs(load_specs(spec_root, versions), load_migrations(spec_root, versions[-1]))


def owned_docs(output_dir: Path) -> set[str]:
    """The Markdown files currently below the output folder (all of them are generated)."""
    if not output_dir.is_dir():
        return set()
    return {path.relative_to(output_dir).as_posix() for path in output_dir.rglob("*.md")}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m generator.docs",
        description="Write the Markdown reference of every version's spec to docs/reference/.",
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
        default=DOCS_OUTPUT,
        help="folder to write to (default: docs/reference/)",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 and show a diff when the output folder is out of date",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Write or check the reference; return the process exit code."""
    options = _parser().parse_args(argv)
    try:
        files = reference_files(options.spec)
    except SpecError as error:
        for problem in error.problems:
            print(problem, file=sys.stderr)
        print(f"docs stopped: {len(error.problems)} problem(s) in the spec", file=sys.stderr)
        return 1
    present = owned_docs(options.output)
    if options.check:
        difference = compare_tree(files, options.output, present)
        if difference:
            sys.stdout.write(difference)
            print("docs/reference is out of date: run make docs", file=sys.stderr)
            return 1
        print(f"docs/reference matches spec/ and templates/docs/ ({len(files)} files)")
        return 0
    changed = write_tree(files, options.output, present)
    print(f"{len(files)} reference pages, {len(changed)} written or removed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
