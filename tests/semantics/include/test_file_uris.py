"""Relative ``file://`` URIs are looked up as plain names are: next to the file, then the model paths.

libsdformat drops any scheme and searches its paths, and Gazebo's resource
lookup does the same, so ``file://arm`` finds a model in ``SDF_PATH`` or
``GZ_SIM_RESOURCE_PATH`` exactly as ``arm`` and ``model://arm`` do.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sdformat_semantics import ParserConfig, load, resolve_uri
from tests.conftest import DATA
from tests.helpers import hermetic, write
from tests.semantics.cli.test_uri_report import run

MODELS = DATA / "include" / "top_level"
"""A folder of models: ``arm/`` (with its model.config)."""

FORMS = ("file://arm", "file://arm/model.sdf", "arm", "arm/model.sdf", "model://arm")
SOURCES = ("model_paths", "SDF_PATH", "GZ_SIM_RESOURCE_PATH", "GAZEBO_MODEL_PATH")


def _config(source: str, monkeypatch: pytest.MonkeyPatch) -> ParserConfig:
    for variable in ParserConfig().model_path_variables:
        monkeypatch.delenv(variable, raising=False)
    if source == "model_paths":
        return ParserConfig(model_paths=[MODELS])
    monkeypatch.setenv(source, str(MODELS))
    return ParserConfig()


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("uri", FORMS)
def test_every_relative_form_finds_a_model_in_every_model_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, uri: str, source: str
) -> None:
    config = _config(source, monkeypatch)
    resolution = resolve_uri(uri, config, tmp_path)
    assert resolution.path is not None and resolution.path.resolve().is_relative_to(
        MODELS.resolve()
    )
    main = write(
        tmp_path,
        "main.sdf",
        f'<sdf version="1.10"><world name="w"><include><uri>{uri}</uri></include></world></sdf>',
    )
    document = load(main, config=config)
    assert document.valid, [str(e) for e in document.errors]
    assert document.worlds[0].models[0].name == "arm"


@pytest.mark.parametrize("uri", ["file://arm", "arm"])
def test_next_to_the_including_file_comes_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, uri: str
) -> None:
    write(
        tmp_path,
        "arm/model.sdf",
        '<sdf version="1.10"><model name="local"><link name="l"/></model></sdf>',
    )
    write(tmp_path, "arm/model.config", "<model><sdf version='1.10'>model.sdf</sdf></model>")
    resolution = resolve_uri(uri, _config("SDF_PATH", monkeypatch), tmp_path)
    assert resolution.path == tmp_path / "arm"
    assert len(resolution.tried) == 1


def test_an_absolute_file_uri_is_not_searched_in_the_model_paths(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    resolution = resolve_uri(f"file://{tmp_path}/arm", _config("SDF_PATH", monkeypatch), tmp_path)
    assert resolution.path is None
    assert not any("SDF_PATH" in place for place in resolution.tried)


def test_resolve_explains_the_rule_for_file_uris(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run(capsys, "resolve", "file://arm", "--path", MODELS)
    assert status == 0
    assert lines[1].startswith("rule: file://NAME is looked for next to the including file, then")
    assert "model paths" in lines[1] and "as a plain name is" in lines[1]
    assert any(line.startswith("  2. model path: ") and line.endswith("(found)") for line in lines)
    _, plain = run(capsys, "resolve", "arm", "--path", MODELS)
    assert plain[1].startswith("rule: a plain name is looked for")
    _, model = run(capsys, "resolve", "model://arm", "--path", MODELS)
    assert not model[1].startswith("rule:")


def test_hermetic_loads_still_find_file_uris_through_model_paths(tmp_path: Path) -> None:
    main = write(
        tmp_path, "m.sdf", '<sdf version="1.10"><include><uri>file://arm</uri></include></sdf>'
    )
    document = load(main, config=hermetic(model_paths=[MODELS]))
    assert document.valid and document.model is not None and document.model.name == "arm"
