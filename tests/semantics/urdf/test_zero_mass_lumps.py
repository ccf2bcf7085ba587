"""Lumping links whose masses add up to zero: refused where libsdformat refuses, and only there.

libsdformat merges a fixed subtree one link at a time and divides by the two
sides' total mass; when that is zero the body's centre of mass becomes NaN and
the file is refused. ``lump_cases`` spans the shapes, masses, sibling orders
and placements this depends on; ``tests/data/reference/urdf_zero_mass_lumps.json``
holds libsdformat 12's verdict on each (``tests/reference/zero_mass_lumps.py``).
"""

from __future__ import annotations

import json

import pytest

import sdformat_semantics
from sdformat_semantics import ParserConfig
from tests.conftest import DATA
from tests.semantics.urdf.lump_cases import cases

REFERENCE = json.loads(
    (DATA / "reference" / "urdf_zero_mass_lumps.json").read_text(encoding="utf-8")
)
CASES = dict(cases())


def _zero_mass_errors(document: sdformat_semantics.Document) -> list[str]:
    return [
        str(e)
        for e in document.errors
        if e.code.name == "LINK_INERTIA_INVALID" and "total mass of zero" in e.message
    ]


def test_every_case_has_a_reference_verdict() -> None:
    assert sorted(CASES) == sorted(REFERENCE)
    refused = [
        name for name, v in REFERENCE.items() if v["first_error"] == "Error reading element <pose>"
    ]
    assert len(refused) >= 100  # the cases span both outcomes


def test_verdicts_match_the_reference() -> None:
    disagreements = []
    for name, text in CASES.items():
        document = sdformat_semantics.load(text)
        nan_refused = REFERENCE[name]["first_error"] == "Error reading element <pose>"
        if (
            document.valid != REFERENCE[name]["valid"]
            or bool(_zero_mass_errors(document)) != nan_refused
        ):
            disagreements.append((name, REFERENCE[name], [str(e) for e in document.errors]))
    assert disagreements == []


def test_the_error_points_at_the_massless_inertial() -> None:
    # A chain base -> a -> b -> c whose last two links have mass 0: c merges into b first.
    text = CASES["chain.forward.root.1-1-0-0"]
    (error,) = sdformat_semantics.load(text).errors
    assert (
        error.line
        == text.splitlines().index(
            next(line for line in text.splitlines() if '<link name="c">' in line)
        )
        + 1
    )
    assert error.path.endswith('link[@name="c"]/inertial')
    assert "link 'c' (mass 0) is lumped into link 'b'" in error.message
    assert "link 'base' a centre of mass of NaN" in error.message


@pytest.mark.parametrize("name", ["chain.forward.root.1-1-0-0", "star.forward.hung.none-0-1-0"])
def test_kept_fixed_joints_merge_nothing(name: str) -> None:
    config = ParserConfig(preserve_fixed_joints=True)
    assert _zero_mass_errors(sdformat_semantics.load(CASES[name])) != []
    assert _zero_mass_errors(sdformat_semantics.load(CASES[name], config=config)) == []
