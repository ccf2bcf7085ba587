"""Shared fixtures: repo paths and the checked spec of each generated version."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
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


@pytest.fixture(scope="session")
def _empty_fuel_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One empty folder for every test: the toolchain only reads a Fuel cache.

    A folder per test is a mkdir per test (0.7 s per 6,000 tests with pytest
    9), and pytest 8 numbers its folders by listing those made so far: 9,000
    took a worker 40 s of CPU there.
    """
    return tmp_path_factory.mktemp("empty-fuel-cache")


@pytest.fixture(autouse=True)
def _no_machine_caches(monkeypatch: pytest.MonkeyPatch, _empty_fuel_cache: Path) -> Iterator[None]:
    """Keep the machine's Fuel cache and ROS workspaces out of every test.

    Include resolution reads ``~/.gz/fuel`` and the ROS variables by default;
    a test that wants them builds its own in a temporary folder.
    """
    monkeypatch.setenv("GZ_FUEL_CACHE_PATH", str(_empty_fuel_cache))
    for variable in ("IGN_FUEL_CACHE_PATH", "AMENT_PREFIX_PATH", "ROS_PACKAGE_PATH"):
        monkeypatch.delenv(variable, raising=False)
    yield
    written = sorted(_empty_fuel_cache.iterdir())
    if written:  # emptied for the next test, and this one fails
        shutil.rmtree(_empty_fuel_cache)
        _empty_fuel_cache.mkdir()
        raise AssertionError(f"a test wrote into the shared empty Fuel cache: {written}")


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
