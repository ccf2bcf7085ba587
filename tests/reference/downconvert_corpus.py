"""Measure writing down over a corpus against libsdformat: poses, inertials, pitches.

For every SDFormat file of the given folders that loads without errors, each
version asked for is written with ``Document.convert`` into a temporary
folder, where libsdformat 12.3 (``dump_poses``) loads it. A written document
agrees when the reference loads it without errors and resolves every model,
link, joint and frame where our loader puts it in the original, gives every
link the original's effective mass properties and every screw joint the
original's pitch. Prints the counts per version and every disagreement::

    .venv/bin/python tests/reference/downconvert_corpus.py ../shared/corpus/real \\
        --versions 1.9 1.8 1.7

It is a measurement, not a test: CI has no libsdformat and the corpus is not
vendored; ``tests/semantics/export/test_downconvert_reference.py`` is the test, on
documents of our own.
"""

from __future__ import annotations

import argparse
import math
import sys
import tempfile
from collections import Counter
from collections.abc import Mapping
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import sdformat_semantics
from sdformat_semantics import Document, Pose
from sdformat_semantics.entities import is_joint
from sdformat_semantics.kinematics import screw_pitch
from tests.reference.make_expectations import _missing_tools, build, dump

TOLERANCE = 1e-6


def disagreements(
    original: Document, result: dict[str, object], renamed: Mapping[str, str] | None = None
) -> list[str]:
    """What the reference resolves differently from our loader on the original.

    ``renamed`` maps what the writer renamed (reported as a loss) to the new
    name: the reference's entity of the new name is the original's of the old.
    """
    old_names = {new: old for old, new in (renamed or {}).items()}
    found: list[str] = []
    for entity in result["entities"]:  # type: ignore[attr-defined]
        name = old_names.get(entity["name"], entity["name"])
        if "pose" not in entity:
            found.append(f"{name}: the reference does not resolve its pose")
            continue
        x, y, z, qx, qy, qz, qw = entity["pose"]
        try:
            ours = original.pose(name)
        except Exception as error:  # a name we do not know is a disagreement to print
            found.append(f"{name}: {error}")
            continue
        if not ours.isclose(Pose(position=[x, y, z], quaternion=[qx, qy, qz, qw]), TOLERANCE):
            found.append(f"{name}: pose {ours} vs {entity['pose']}")
        if entity["kind"] == "link":
            inertial = original.inertial(name)
            if not math.isclose(entity["mass"], inertial.mass, rel_tol=1e-9):
                found.append(f"{name}: mass {inertial.mass} vs {entity['mass']}")
            rotation = inertial.pose.rotation_matrix()
            tensor = rotation @ inertial.inertia @ rotation.T
            if not np.allclose(np.reshape(entity["inertia"], (3, 3)), tensor, atol=1e-9):
                found.append(f"{name}: inertia differs")
        if "thread_pitch" in entity:
            joint = original.frame_graphs().vertices[name].element
            assert is_joint(joint), name
            pitch = screw_pitch(joint)
            if pitch == 0 or not math.isclose(
                entity["thread_pitch"], -2 * math.pi / pitch, rel_tol=1e-9
            ):
                found.append(f"{name}: thread_pitch {entity['thread_pitch']} for pitch {pitch}")
    return found


def _refuses_the_original(exe: Path, path: Path, tmp: Path, refused: dict[Path, bool]) -> bool:
    """Whether libsdformat refuses the file as it is (then what we wrote is not at fault).

    libsdformat 12.3 refuses, for instance, an empty namespaced attribute
    (``custom_elems_attrs.sdf``); a file it aborts on counts as refused.
    """
    if path not in refused:
        try:
            refused[path] = bool(dump(exe, path, tmp)["errors"])
        except SystemExit:
            refused[path] = True
    return refused[path]


def main(argv: list[str] | None = None) -> int:
    """Write every loadable file down and compare the reference's reading with the original."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--versions", nargs="+", default=["1.9", "1.8", "1.7"])
    args = parser.parse_args(argv)
    reason = _missing_tools()
    if reason is not None:
        print(f"skipped: {reason}", file=sys.stderr)
        return 0
    files = sorted(
        path
        for folder in args.folders
        for path in folder.rglob("*")
        if path.suffix in (".sdf", ".world") and path.is_file()
    )
    counts: Counter[str] = Counter()
    refused: dict[Path, bool] = {}
    with tempfile.TemporaryDirectory(prefix="downconvert-") as tmp:
        exe = build(Path(tmp))
        for path in files:
            try:
                original = sdformat_semantics.load(path)
            except Exception as error:
                print(f"{path}: load raised {error!r}")
                continue
            if original.errors or not original.graphs:
                counts["skipped (not valid)"] += 1
                continue
            for version in args.versions:
                written = Path(tmp) / f"written.{version}.sdf"
                conversion = original.convert(version)
                written.write_text(conversion.text, encoding="utf-8")
                try:
                    result = dump(exe, written, Path(tmp))
                except SystemExit as crash:  # the reference aborted: count it, go on
                    counts[f"{version} reference crashes"] += 1
                    print(f"{path} @ {version}: the reference aborted: {str(crash)[-200:]}")
                    continue
                entities = len(result["entities"])  # type: ignore[arg-type]
                counts[f"{version} entities"] += entities
                if result["errors"]:
                    if _refuses_the_original(exe, path, Path(tmp), refused):
                        counts[f"{version} reference refuses the original too"] += 1
                        continue
                    counts[f"{version} reference errors"] += 1
                    print(f"{path} @ {version}: reference errors {result['errors']}")
                    continue
                problems = disagreements(original, result, conversion.renamed)
                counts[f"{version} documents {'agree' if not problems else 'differ'}"] += 1
                counts[f"{version} lossless"] += conversion.lossless
                counts[f"{version} documents with renames"] += bool(conversion.renamed)
                for problem in problems[:5]:
                    print(f"{path} @ {version}: {problem}")
    for key, value in sorted(counts.items()):
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
