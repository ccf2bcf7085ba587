"""Regenerate the reference expectations: what libsdformat resolves for our corpus.

Our frame-graph and pose tests compare what ``sdformat_semantics`` resolves against
what the reference implementation (libsdformat) resolves for the same files. This
script builds ``dump_poses.cc`` (next to it) against the system libsdformat, runs it on
every ``.sdf``/``.world`` file under the given directories and writes one JSON file
mapping each file's path to the program's output: the load errors (code name and
message), the root version, and every model, link, joint and frame with its pose in
the root scope (``world``, or the root model's frame), attached-to body, joint
parent/child links and first-axis vector.

Regenerate (from the repository root; needs g++, pkg-config and libsdformat12, e.g.
Debian's ``libsdformat-dev``)::

    .venv/bin/python tests/reference/make_expectations.py \\
        --base tests/data/corpus --output tests/data/reference/poses.json \\
        tests/data/corpus/conformance tests/data/corpus/real

Without a compiler, pkg-config or libsdformat the script prints why and exits 0
without writing anything.

With ``--urdf`` it reads the ``.urdf`` files instead and writes
``tests/data/reference/urdf.json``: for each file, ``converted`` is what libsdformat
makes of it (``sdf::Root::Load`` on the ``.urdf`` path: links after fixed-joint
lumping with their masses, inertias, visuals and collisions), and ``all_links`` is
what it makes of a copy in which every fixed joint is preserved and every massless
link has a unit mass, so that every URDF link is a link there: its pose is the URDF
pose at which our lumped links must resolve as frames::

    .venv/bin/python tests/reference/make_expectations.py --urdf \\
        --base tests/data/urdf --output tests/data/reference/urdf.json tests/data/urdf

With ``--write-down 1.9 1.8 1.7`` it first writes every ``.sdf`` at the top of each input
folder down to those versions with our writer (``Document.convert``), into the folder's
``written/`` sub-folder (``nested_world.1.7.sdf``), then dumps the written files: the
reference's poses of what we wrote, which the tests compare with our poses of the
originals::

    .venv/bin/python tests/reference/make_expectations.py --write-down 1.9 1.8 1.7 \\
        --base tests/data/downconvert --output tests/data/reference/downconvert.json \\
        tests/data/downconvert

With ``--write-urdf`` it first writes the model of every ``.sdf`` at the top of each
input folder as URDF with our writer (``Document.convert_to_urdf``), into the folder's
``written/`` sub-folder, then dumps the written files as ``--urdf`` does (converted, and
with every link kept): the reference's poses of what we wrote, which the tests compare
with our poses of the SDFormat originals::

    .venv/bin/python tests/reference/make_expectations.py --write-urdf \\
        --base tests/data/urdf_export --output tests/data/reference/urdf_export.json \\
        tests/data/urdf_export

Caveat: Debian's libsdformat 12.3 reads SDFormat spec versions up to 1.9. It converts
every file to 1.9 (``version`` is then ``"1.9"``; ``original_version`` is what the file
declares). A file declaring 1.10 is not rejected with an error object: the converter
only logs "Unable to convert from SDF version 1.10 to 1.9" and the file is then read
as 1.9, so 1.10-only content (world-level joints, for instance) is silently absent
from its expectations.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
SOURCE = Path(__file__).resolve().parent / "dump_poses.cc"
PKG = "sdformat12"
SUFFIXES = (".sdf", ".world")
URDF_SUFFIXES = (".urdf",)
URDF_SDF_PATH = "rules:conformance/libsdformat/test/integration/model"
"""Where the URDF include documents find what they include (relative to --base)."""
# Environment variables through which libsdformat (or its callers) find included
# files; dropped so that the expectations do not depend on the machine.
_LOOKUP_SUFFIXES = ("SDF_PATH", "RESOURCE_PATH", "FILE_PATH")


def _missing_tools() -> str | None:
    """Why the program cannot be built here, or None when it can."""
    cxx = os.environ.get("CXX", "g++")
    if shutil.which(cxx) is None:
        return f"C++ compiler {cxx!r} not found"
    if shutil.which("pkg-config") is None:
        return "pkg-config not found"
    probe = subprocess.run(["pkg-config", "--exists", PKG], check=False)
    if probe.returncode != 0:
        return f"pkg-config does not know {PKG} (install libsdformat12 development files)"
    return None


def build(out_dir: Path) -> Path:
    """Compile dump_poses.cc into out_dir and return the executable."""
    flags = subprocess.run(
        ["pkg-config", "--cflags", "--libs", PKG], check=True, capture_output=True, text=True
    ).stdout.split()
    exe = out_dir / "dump_poses"
    cxx = os.environ.get("CXX", "g++")
    subprocess.run([cxx, "-std=c++17", "-O1", str(SOURCE), *flags, "-o", str(exe)], check=True)
    return exe


def find_inputs(
    directories: list[Path], suffixes: tuple[str, ...] = SUFFIXES
) -> list[tuple[Path, Path]]:
    """Every file with one of ``suffixes`` under the directories, as (directory, file), sorted."""
    found: list[tuple[Path, Path]] = []
    for directory in directories:
        if not directory.is_dir():
            raise SystemExit(f"not a directory: {directory}")
        found.extend(
            (directory, path)
            for path in directory.rglob("*")
            if path.is_file() and path.suffix in suffixes
        )
    return sorted(found, key=lambda item: item[1].as_posix())


def key_for(path: Path, directory: Path, base: Path) -> str:
    """The file's path relative to base, or to its input directory when outside base."""
    resolved = path.resolve()
    for root in (base.resolve(), directory.resolve()):
        if resolved.is_relative_to(root):
            return resolved.relative_to(root).as_posix()
    return resolved.as_posix()


def _clean_environment() -> dict[str, str]:
    return {
        name: value for name, value in os.environ.items() if not name.endswith(_LOOKUP_SUFFIXES)
    }


def dump(exe: Path, path: Path, base: Path, sdf_path: str = "") -> dict[str, object]:
    """Run the program on one file (from base, so messages hold no absolute paths).

    ``sdf_path`` (folders relative to base) is where included files are looked up.
    """
    resolved = path.resolve()
    base = base.resolve()
    argument = (
        resolved.relative_to(base).as_posix() if resolved.is_relative_to(base) else str(resolved)
    )
    result = subprocess.run(
        [str(exe), argument],
        cwd=base,
        env={**_clean_environment(), **({"SDF_PATH": sdf_path} if sdf_path else {})},
        check=False,
        capture_output=True,
    )
    if result.returncode != 0:
        raise SystemExit(
            f"dump_poses failed on {path} ({result.returncode}):\n"
            + result.stderr.decode("utf-8", "replace")
        )
    output: dict[str, object] = json.loads(result.stdout.decode("utf-8", "replace"))
    return output


def all_links_variant(path: Path, out_dir: Path) -> Path:
    """A copy of a URDF file in which no link is lumped or dropped (see the module docstring)."""
    from lxml import etree

    tree = etree.parse(str(path))
    robot = tree.getroot()
    for joint in robot.iterchildren("joint"):
        if joint.get("type") == "fixed":
            block = etree.SubElement(robot, "gazebo", reference=str(joint.get("name")))
            etree.SubElement(block, "preserveFixedJoint").text = "true"
    for link in robot.iterchildren("link"):
        mass = link.find("inertial/mass")
        if link.get("name") == "world" or (mass is not None and float(mass.get("value", 0)) > 0):
            continue
        for old in link.findall("inertial"):
            link.remove(old)
        inertial = etree.SubElement(link, "inertial")
        etree.SubElement(inertial, "mass", value="1")
        moments = {
            k: "1" if k in ("ixx", "iyy", "izz") else "0"
            for k in ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")
        }
        etree.SubElement(inertial, "inertia", moments)
    variant = out_dir / f"all_links_{len(list(out_dir.iterdir()))}_{path.name}"
    tree.write(str(variant))
    return variant


def urdf_expectations(
    exe: Path, files: list[tuple[Path, Path]], base: Path, tmp: Path, *, includes: bool = True
) -> dict[str, dict[str, object]]:
    """``converted`` and ``all_links`` dumps of every URDF file, by key (and includers')."""
    expectations: dict[str, dict[str, object]] = {}
    variants = tmp / "variants"
    variants.mkdir()
    for directory, path in files:
        key = key_for(path, directory, base)
        converted = dump(exe, path, base)
        try:
            all_links = dump(exe, all_links_variant(path, variants), base)
        except Exception as error:
            all_links = {"errors": [{"code": "FILE_READ", "message": str(error)}], "entities": []}
        errors: Any = all_links.get("errors", [])
        for item in errors:
            item["message"] = "(variant) " + item["message"].split(str(variants))[-1]
        expectations[key] = {"converted": converted, "all_links": all_links}
    for directory, path in find_inputs([d for d, _ in files[:1]] if includes else [], SUFFIXES):
        # Documents that include URDF: found through SDF_PATH, relative to base.
        expectations[key_for(path, directory, base)] = {
            "include": dump(exe, path, base, URDF_SDF_PATH)
        }
    return expectations


def write_down(directories: list[Path], versions: list[str]) -> list[tuple[Path, Path]]:
    """Write each folder's top-level documents down to ``versions`` into ``<folder>/written``."""
    import sdformat_semantics

    written: list[tuple[Path, Path]] = []
    for directory in directories:
        target = directory / "written"
        target.mkdir(exist_ok=True)
        for old in target.glob("*.sdf"):
            old.unlink()
        for original in sorted(directory.glob("*.sdf")):
            document = sdformat_semantics.load(original)
            if document.errors:
                raise SystemExit(f"{original} does not load: {document.errors[0]}")
            for version in versions:
                path = target / f"{original.stem}.{version}.sdf"
                path.write_text(document.convert(version).text, encoding="utf-8")
                written.append((directory, path))
    return written


def write_urdf(directories: list[Path]) -> list[tuple[Path, Path]]:
    """Write each folder's top-level models as URDF (``Document.convert_to_urdf``) into ``written/``."""
    import sdformat_semantics

    written: list[tuple[Path, Path]] = []
    for directory in directories:
        target = directory / "written"
        target.mkdir(exist_ok=True)
        for old in target.glob("*.urdf"):
            old.unlink()
        for original in sorted(directory.glob("*.sdf")):
            document = sdformat_semantics.load(original)
            if document.errors:
                raise SystemExit(f"{original} does not load: {document.errors[0]}")
            path = target / f"{original.stem}.urdf"
            path.write_text(document.convert_to_urdf().text, encoding="utf-8")
            written.append((directory, path))
    return written


def _errors(value: dict[str, object]) -> object:
    """The load errors of one entry (the first dump of a URDF or include entry)."""
    if "errors" in value:
        return value["errors"]
    first = next(iter(value.values()))
    return first["errors"] if isinstance(first, dict) else None


def main(argv: list[str] | None = None) -> int:
    """Build the dumper, run it over the inputs and write the expectations file."""
    parser = argparse.ArgumentParser(description="Write libsdformat reference expectations.")
    parser.add_argument("inputs", nargs="+", type=Path, help="directories to scan recursively")
    parser.add_argument(
        "--base",
        type=Path,
        default=REPO,
        help="keys are file paths relative to this directory (default: repository root)",
    )
    parser.add_argument(
        "--output",
        type=Path,
        default=REPO / "tests" / "data" / "reference" / "poses.json",
        help="JSON file to write (default: tests/data/reference/poses.json)",
    )
    parser.add_argument(
        "--urdf",
        action="store_true",
        help="read .urdf files and write converted and all-links dumps (see the docstring)",
    )
    parser.add_argument(
        "--write-down",
        nargs="+",
        metavar="V",
        help="write the inputs' documents down to these versions first and dump the written "
        "files (see the docstring)",
    )
    parser.add_argument(
        "--write-urdf",
        action="store_true",
        help="write the inputs' models as URDF first and dump the written files as --urdf "
        "does (see the docstring)",
    )
    args = parser.parse_args(argv)
    inputs: list[Path] = args.inputs
    base: Path = args.base
    output: Path = args.output

    reason = _missing_tools()
    if reason is not None:
        print(f"skipped: cannot build the libsdformat reference dumper: {reason}", file=sys.stderr)
        return 0

    if args.write_down:
        files = write_down(inputs, args.write_down)
    elif args.write_urdf:
        files = write_urdf(inputs)
    else:
        files = find_inputs(inputs, URDF_SUFFIXES if args.urdf else SUFFIXES)
    expectations: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory(prefix="dump_poses-") as tmp:
        exe = build(Path(tmp))
        if args.urdf or args.write_urdf:
            expectations = urdf_expectations(
                exe, files, base, Path(tmp), includes=not args.write_urdf
            )
            files = []
        for directory, path in files:
            key = key_for(path, directory, base)
            if key in expectations:
                raise SystemExit(f"two inputs map to the same key {key!r}")
            expectations[key] = dump(exe, path, base)

    output.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(expectations, sort_keys=True, indent=1) + "\n"
    output.write_text(text, encoding="utf-8")
    clean = sum(1 for value in expectations.values() if not _errors(value))
    print(f"wrote {output}: {len(expectations)} files, {clean} loaded without errors")
    return 0


if __name__ == "__main__":
    sys.exit(main())
