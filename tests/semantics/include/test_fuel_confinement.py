"""A Fuel URL names a file in the Fuel cache or nothing; only regular files are read.

The owner, name and file path of a Fuel URL come from the checked document.
Every way a path can leave a folder (``..`` segments, written or
percent-encoded, an absolute path, a link in the cache pointing out) is
drawn below, with and without ``allowed_roots``: none resolves. Devices and
pipes (a FIFO, ``/dev/zero``) are reported by ``check --assets`` and never
opened as meshes or includes (a FIFO would wait for a writer forever).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from sdformat_semantics import ParserConfig, load
from sdformat_semantics.include.uri import resolve_uri
from tests.helpers import run_cli

SERVER = "https://fuel.gazebosim.org/1.0"


@pytest.fixture
def cache(tmp_path: Path) -> Path:
    """A Fuel cache holding OpenRobotics/Box version 1, and a secret file beside it."""
    root = tmp_path / "cache"
    version = root / "fuel.gazebosim.org" / "openrobotics" / "models" / "box" / "1"
    (version / "meshes").mkdir(parents=True)
    (version / "model.sdf").write_text('<sdf version="1.12"><model name="box"/></sdf>')
    (version / "meshes" / "box.stl").write_text("solid box\nendsolid box\n")
    (tmp_path / "secret.stl").write_text("solid secret\nendsolid secret\n")
    (version / "meshes" / "out.stl").symlink_to(tmp_path / "secret.stl")
    (version / "meshes" / "zero.stl").symlink_to("/dev/zero")
    os.mkfifo(version / "meshes" / "pipe.stl")
    return root


def _escapes(tmp_path: Path) -> list[str]:
    """Fuel URLs of the secret file (and of others outside the cache), every way we know."""
    files = f"{SERVER}/OpenRobotics/models/Box/1/files"
    secret = str(tmp_path / "secret.stl")
    encoded_secret = secret.replace("/", "%2F")
    return [
        f"{files}/../../../../../../secret.stl",
        f"{files}/meshes/../../../../../../../secret.stl",
        f"{files}/%2E%2E/%2E%2E/%2E%2E/%2E%2E/%2E%2E/%2E%2E/secret.stl",
        f"{files}/..%2F..%2F..%2F..%2F..%2F..%2Fsecret.stl",
        f"{files}/{encoded_secret}",
        f"{files}/%2Fdev%2Fzero",
        f"{files}/%2Fetc%2Fpasswd",
        f"{files}/meshes/out.stl",
        f"{files}/meshes/zero.stl",
        f"{SERVER}/../models/../1/files/secret.stl",
        f"{SERVER}/..%2F..%2F../models/box/1/files/secret.stl",
        f"{SERVER}/OpenRobotics/models/..%2F..%2F..%2F..%2F../1/files/secret.stl",
    ]


@pytest.mark.parametrize("roots", [False, True], ids=["no allowed_roots", "allowed_roots"])
def test_no_fuel_url_leads_out_of_the_cache(tmp_path: Path, cache: Path, roots: bool) -> None:
    config = ParserConfig(fuel_cache_paths=[str(cache)]).ignore_environment()
    if roots:
        config.allowed_roots = [str(tmp_path)]  # the secret is allowed: only the cache confines
    inside = f"{SERVER}/OpenRobotics/models/Box/1/files/meshes/box.stl"
    assert resolve_uri(inside, config).path == cache.joinpath(
        "fuel.gazebosim.org/openrobotics/models/box/1/meshes/box.stl"
    )
    for uri in _escapes(tmp_path):
        found = resolve_uri(uri, config).path
        assert found is None or found.resolve().is_relative_to(cache.resolve()), (uri, found)


def test_assets_that_are_no_regular_file_are_reported_not_read(
    tmp_path: Path, cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    uris = [
        *_escapes(tmp_path),
        f"{SERVER}/OpenRobotics/models/Box/1/files/meshes/pipe.stl",  # a FIFO in the cache
        "/dev/zero",
        str(cache / "fuel.gazebosim.org/openrobotics/models/box/1/meshes/pipe.stl"),
        f"{SERVER}/OpenRobotics/models/Box/1/files/meshes/box.stl",  # the one good asset
    ]
    visuals = "".join(
        f'<visual name="v{n}"><geometry><mesh><uri>{uri}</uri></mesh></geometry></visual>'
        for n, uri in enumerate(uris)
    )
    document = tmp_path / "robot.sdf"
    document.write_text(
        f'<sdf version="1.12"><model name="m"><link name="l">{visuals}</link></model></sdf>'
    )
    status, out, _ = run_cli(
        capsys, "check", "--assets", "--jobs", "1", "--fuel-cache", str(cache), str(document)
    )
    assert status == 1
    missing = [line for line in out.splitlines() if "ASSET_MISSING" in line]
    assert len(missing) == len(uris) - 1, out
    assert not any("meshes/box.stl'" in line for line in missing)  # the good one is found


def test_includes_of_devices_and_pipes_are_problems(tmp_path: Path, cache: Path) -> None:
    pipe = cache / "fuel.gazebosim.org/openrobotics/models/box/1/meshes/pipe.stl"
    config = ParserConfig(fuel_cache_paths=[str(cache)]).ignore_environment()
    for uri in ("/dev/zero", str(pipe), f"file://{pipe}"):
        document = load(
            f'<sdf version="1.12"><world name="w"><include><uri>{uri}</uri></include>'
            "</world></sdf>",
            config=config,
        )
        assert not document.valid and document.errors, uri
