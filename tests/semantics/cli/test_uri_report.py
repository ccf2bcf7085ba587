"""``sdformat resolve``: where an include URI leads, every place tried, and model.config's pick."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from sdformat_semantics import load
from sdformat_semantics.cli import main
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.versions import NEWEST
from tests.conftest import DATA
from tests.helpers import run_cli

MODELS = DATA / "corpus" / "conformance" / "test" / "integration" / "model"
FLANGES = DATA / "include" / "flanges"
VARIABLES = ParserConfig().model_path_variables


@pytest.fixture(autouse=True)
def no_model_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts with none of the model path variables set."""
    for variable in VARIABLES:
        monkeypatch.delenv(variable, raising=False)


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, list[str]]:
    """The command's exit status and printed lines; it must print nothing to stderr."""
    status, out, err = run_cli(capsys, *args)
    assert err == ""
    return status, out.splitlines()


def test_a_model_uri_lists_the_places_tried_in_order_and_the_file_model_config_selects(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("SDF_PATH", os.pathsep.join([str(tmp_path), str(MODELS)]))
    status, lines = run(capsys, "resolve", "model://cococan")
    assert status == 0
    folder = MODELS / "cococan"
    assert lines[:4] == [
        "model://cococan",
        "places tried, in order:",
        f"  1. $SDF_PATH: {tmp_path / 'cococan'} (not found)",
        f"  2. $SDF_PATH: {folder} (found)",
    ]
    assert lines[4:9] == [
        f"folder: {folder}",
        "model.config lists:",
        "  model-1_2.sdf (SDFormat 1.2)",
        "  model-1_4.sdf (SDFormat 1.4)  <- selected",
        "  model-100.sdf (SDFormat 100.0)",
    ]
    assert lines[9].startswith("why: SDFormat 1.4 is the newest listed version that sdformat reads")
    assert lines[10] == (
        f"note: model.config entry 'model-100.sdf' (version 100.0) is newer than {NEWEST}; not used"
    )
    assert lines[-1] == f"result: {folder / 'model-1_4.sdf'}"


def test_path_folders_come_before_the_environment(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("GZ_SIM_RESOURCE_PATH", str(MODELS))
    status, lines = run(capsys, "resolve", "model://box", "--path", tmp_path, "--path", MODELS)
    assert status == 0
    assert lines[2:4] == [
        f"  1. model path: {tmp_path / 'box'} (not found)",
        f"  2. model path: {MODELS / 'box'} (found)",
    ]
    assert "  3." not in "\n".join(lines)  # the search stops at the first find
    assert lines[-1] == f"result: {MODELS / 'box' / 'model.sdf'}"


def test_from_resolves_relative_uris_next_to_the_including_file(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    status, lines = run(
        capsys, "resolve", "file://arm.sdf", "--from", FLANGES / "super_armio_bros.sdf"
    )
    assert status == 0
    assert lines[1].startswith("rule: file://NAME is looked for next to the including file")
    assert lines[3] == f"  1. next to the including file: {FLANGES.resolve() / 'arm.sdf'} (found)"
    document = load(FLANGES / "super_armio_bros.sdf")
    loaded = {str(record.path) for record in document.includes if record.uri == "file://arm.sdf"}
    assert lines[-1] == f"result: {FLANGES.resolve() / 'arm.sdf'}" and loaded == {lines[-1][8:]}
    # Without --from the working folder is where relative URIs start.
    status, lines = run(capsys, "resolve", "file://arm.sdf")
    assert status == 1
    assert lines[3] == f"  1. next to the including file: {tmp_path / 'arm.sdf'} (not found)"
    assert lines[-1] == "result: not found"


def test_nothing_found_still_lists_every_place_and_what_is_unset(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, lines = run(capsys, "resolve", "model://nowhere", "--path", tmp_path)
    assert status == 1
    assert lines == [
        "model://nowhere",
        "places tried, in order:",
        f"  1. model path: {tmp_path / 'nowhere'} (not found)",
        f"not set: {', '.join(VARIABLES)} (each holds folders searched for models)",
        "result: not found",
    ]


def test_network_uris_are_never_fetched(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run(capsys, "resolve", "https://example.com/models/box.sdf")
    assert status == 1
    assert lines[2].startswith("  1. network URIs are never fetched")
    assert lines[3].startswith("sdformat never downloads:")
    assert lines[-1] == "result: not found"


def test_fuel_urls_not_cached_say_how_to_get_them(capsys: pytest.CaptureFixture[str]) -> None:
    uri = "https://fuel.gazebosim.org/1.0/OpenRobotics/models/Coke"
    status, lines = run(capsys, "resolve", uri)
    assert status == 1
    assert "no OpenRobotics/models/Coke cached" in lines[2]
    assert lines[-3].endswith("network URIs are never fetched")
    assert f"gz fuel download -u {uri}" in lines[-2] and "--fuel-cache" in lines[-2]
    assert lines[-1] == "result: not found"


def test_model_config_without_versions_or_files_says_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, lines = run(capsys, "resolve", "model://cococan_noversiontag", "--path", MODELS)
    assert status == 0
    assert "  model-1_2.sdf (no version)  <- selected" in lines
    assert (
        "note: model.config entries have no version attribute; using the first, 'model-1_2.sdf'"
    ) in lines
    status, lines = run(capsys, "resolve", "model://cococan_malformed", "--path", MODELS)
    assert status == 1
    assert "model file unknown: model.config lists no <sdf> file" in lines
    assert lines[-1] == "result: no model file"


def test_a_missing_from_file_is_an_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status = main(["resolve", "x.sdf", "--from", str(tmp_path / "missing.sdf")])
    assert status == 1 and "no such file" in capsys.readouterr().err


def test_resolve_help_has_examples(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resolve", "--help"]) == 0
    out = capsys.readouterr().out
    assert "examples:\n" in out and "sdformat resolve model://box --path ~/models" in out
