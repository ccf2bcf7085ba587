"""The loss report covers every kind of content a version lacks, derived from the spec tables.

For each pair of neighbouring versions we write, every element or attribute
of the newer version's fact table whose parent the older one has (the root
of an addition: ``//geometry/cone``, ``//inertial/@auto``, ``//sensor/frame_id``)
is put into a document of the newer version with a value that is not its
default, and the document is written as the older version. Then either the
rules convert it to an equivalent the older version holds (the state
elements of 1.12, poses in degrees or as quaternions, placement frames, the
screw pitch), or
a ``DOWNCONVERSION_LOSS`` warning names exactly its path; in both cases the
older version's classes read the written document without meeting anything
they do not know.
"""

from __future__ import annotations

import re

import pytest
import sdformat_versions

import sdformat_semantics
from sdformat_runtime.binding import read_text
from sdformat_runtime.errors import ErrorCode
from sdformat_semantics.versions import version_package
from tests.conftest import DATA

PAIRS = tuple((step.from_version, step.to_version) for step in sdformat_versions.DOWNGRADES)
"""Each down step of the registry: neighbouring versions, each with a package and a table."""

CONVERTED = (
    r".*/pose/@(degrees|rotation_format)",  # written as radians
    r"/sdf(/world)?/model/@placement_frame",  # the model's resolved pose
    r"/sdf/world/state/(model_state|light_state)",  # renamed back
    r".*/joint/screw_thread_pitch",  # written as thread_pitch = -2 pi / screw_thread_pitch
)
"""Additions the rules express in the older version rather than leave out (when the
document resolves: a placement frame that names no frame has no pose to write)."""

EITHER = r".*/include/.*"
"""Includes are written expanded; one that does not resolve (here: none does) stays an
``<include>``, and what the older version lacks of it is reported."""


def _facts(version: str) -> dict[str, list[str]]:
    rows = (DATA / "spec-facts" / f"{version}.tsv").read_text(encoding="utf-8").splitlines()
    return {row.split("\t")[0]: row.split("\t") for row in rows[1:]}


def _additions() -> list[tuple[str, str, str]]:
    """Each pair's addition roots; one path per (grandparent, parent, leaf) keeps it quick.

    ``//link/collision/geometry/cone`` is the same rule under a world's model, a
    population's and an actor; the grandparent keeps apart what differs (a world
    state's ``model_state`` from a model's own).
    """
    cases = []
    for newer, older in PAIRS:
        new, old = _facts(newer), _facts(older)
        seen = set()
        for path in sorted(set(new) - set(old), key=lambda p: (p.count("/"), p)):
            shape = (newer, *path.split("/")[-3:])
            if path.rsplit("/", 1)[0] in old and new[path][1] != "ref" and shape not in seen:
                seen.add(shape)
                cases.append((newer, older, path))
    return cases


ADDITIONS = _additions()


def _other_value(row: list[str]) -> str:
    """A value of the row's type that is not its default."""
    kind, default = row[2], row[3]
    if kind == "bool":
        return "false" if default.lower() in ("true", "1") else "true"
    if kind in ("double", "float", "int", "unsigned int"):
        return "3"
    if kind == "vector3":
        return "1 2 3"
    if kind == "pose":
        return "1 2 3 0 0 0"
    return "custom_value"


def _document(newer: str, path: str) -> str:
    """A document of ``newer`` holding ``path`` with a value other than its default."""
    facts = _facts(newer)
    steps = path.strip("/").split("/")
    parts: list[str] = []
    closing: list[str] = []
    prefix = ""
    for index, step in enumerate(steps):
        prefix += "/" + step
        if step.startswith("@"):
            continue
        attributes = {}
        for key, row in facts.items():
            own = key.startswith(prefix + "/@") and "/" not in key[len(prefix) + 2 :]
            if own and row[4] == "1":
                attributes[key.rsplit("@", 1)[1]] = row[3] or f"n{index}"
        if step == "sdf":
            attributes["version"] = newer
        last = prefix == path or (index == len(steps) - 2 and steps[-1].startswith("@"))
        if last and steps[-1].startswith("@"):
            attributes[steps[-1][1:]] = _other_value(facts[path])
        text = ""
        if last and not steps[-1].startswith("@"):
            row = facts[path]
            if row[2]:
                text = _other_value(row)
            else:  # a container: a child value that is not its default says it is there
                leaves = [k for k in facts if k.startswith(path + "/") and facts[k][2]]
                leaf = next(
                    (k for k in leaves if "@" not in k and k.count("/") == path.count("/") + 1),
                    None,
                )
                if leaf is not None:
                    name = leaf.rsplit("/", 1)[1]
                    text = f"<{name}>{_other_value(facts[leaf])}</{name}>"
        written = "".join(f' {k}="{v}"' for k, v in attributes.items())
        parts.append(f"<{step}{written}>{text}")
        closing.append(f"</{step}>")
    return "".join(parts) + "".join(reversed(closing))


def _shape(path: str) -> str:
    return re.sub(r"\[[^\]]*\]", "", path)


@pytest.mark.parametrize(("newer", "older", "path"), ADDITIONS)
def test_every_addition_is_converted_or_reported(newer: str, older: str, path: str) -> None:
    document = sdformat_semantics.load(_document(newer, path), version=newer)
    assert document.root is not None
    # Many of these small documents have errors (names left at their default):
    # the conversion rules are what is tested, so they are written anyway.
    conversion = document.convert(older, with_errors=True)
    losses = {_shape(p.path) for p in conversion.problems}
    assert all(p.code is ErrorCode.DOWNCONVERSION_LOSS for p in conversion.problems)
    if any(re.fullmatch(pattern, path) for pattern in CONVERTED):
        if document.valid:
            assert path not in losses, [str(p) for p in conversion.problems]
    elif not re.fullmatch(EITHER, path):
        assert path in losses, (path, [str(p) for p in conversion.problems])
    reread = read_text(version_package(older).Sdf, conversion.text, older)
    unknown = [p for p in reread.problems if p.code is ErrorCode.ELEMENT_INCORRECT_TYPE]
    assert unknown == [], [str(p) for p in unknown]


def test_the_additions_cover_every_new_feature() -> None:
    assert len(ADDITIONS) >= 90
    leaves = {path.rsplit("/", 1)[1] for _, _, path in ADDITIONS}
    expected = {"cone", "@auto", "density", "frame_id", "model_state", "mimic", "capsule"}
    assert expected <= leaves, expected - leaves
