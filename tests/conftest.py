"""Shared fixtures: repo paths and the checked spec of each generated version."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.model import SpecVersion
from generator.pipeline import VERSIONS, load_specs

REPO = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture(scope="session")
def specs() -> dict[str, SpecVersion]:
    """The bundled spec, read and checked once per session."""
    return {spec.version: spec for spec in load_specs(REPO / "spec", VERSIONS)}
