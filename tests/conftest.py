"""Shared fixtures: repo paths and the checked spec of each generated version."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

from generator.model import SpecVersion
from generator.pipeline import VERSIONS, load_specs

REPO = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"

# No Hypothesis deadline: 200 ms per example on the clock fails on a loaded machine,
# and a test that must bound its work counts it (see tests/helpers.py).
settings.register_profile("suite", deadline=None)
settings.load_profile("suite")


@pytest.fixture(scope="session")
def specs() -> dict[str, SpecVersion]:
    """The bundled spec, read and checked once per session."""
    return {spec.version: spec for spec in load_specs(REPO / "spec", VERSIONS)}


@pytest.fixture(autouse=True)
def _no_machine_caches(
    monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Keep the machine's Fuel cache and ROS workspaces out of every test.

    Include resolution reads ``~/.gz/fuel`` and the ROS variables by default;
    a test that wants them builds its own in a temporary folder.
    """
    monkeypatch.setenv("GZ_FUEL_CACHE_PATH", str(tmp_path_factory.mktemp("empty-fuel-cache")))
    for variable in ("IGN_FUEL_CACHE_PATH", "AMENT_PREFIX_PATH", "ROS_PACKAGE_PATH"):
        monkeypatch.delenv(variable, raising=False)


@pytest.fixture(autouse=True)
def _eager_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """``SDFORMAT_TEST_EAGER=1`` runs the suite with ``ParserConfig.lazy`` off everywhere.

    Loads are lazy by default; every behaviour test then also holds for
    documents read eagerly (``tests/runtime/test_lazy.py`` and the lazy oracle
    compare the two on every vendored document either way).
    """
    if os.environ.get("SDFORMAT_TEST_EAGER") != "1":
        return
    from sdformat_semantics.config import ParserConfig

    original = ParserConfig.__init__

    def eager_init(self: ParserConfig, *args: object, **kwargs: object) -> None:
        original(self, *args, **kwargs)  # type: ignore[arg-type]
        if "lazy" not in kwargs:  # asked for explicitly (attrs.evolve copies it): kept
            self.lazy = False

    monkeypatch.setattr(ParserConfig, "__init__", eager_init)
