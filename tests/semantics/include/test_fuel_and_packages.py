"""Includes as a shell user has them: the Fuel cache, ROS packages, plain names, --path."""

from __future__ import annotations

from pathlib import Path

import pytest

from sdformat_semantics import ParserConfig, load, resolve_uri
from sdformat_semantics.include.fuel import FuelUrl, parse_fuel_url
from tests.helpers import hermetic, model_file, run_cli, write

URL = "https://fuel.gazebosim.org/1.0/OpenRobotics/models/X500"


def cached_model(
    cache: Path,
    versions: list[str],
    *,
    server: str = "fuel.gazebosim.org",
    owner: str = "openrobotics",
    name: str = "x500",
) -> Path:
    """A Fuel cache holding ``versions`` of a model, each a model.config and a model.sdf."""
    folder = cache / server / owner / "models" / name
    for version in versions:
        write(
            folder / version, "model.config", "<model><sdf version='1.10'>model.sdf</sdf></model>"
        )
        write(
            folder / version,
            "model.sdf",
            model_file(name.replace(" ", "_"), f'<link name="v{version}"/>'),
        )
    return folder


def with_cache(cache: Path) -> ParserConfig:
    config = hermetic()
    config.fuel_cache_paths.append(str(cache))
    return config


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        (URL, FuelUrl("fuel.gazebosim.org", "OpenRobotics", "models", "X500", None)),
        (URL + "/", FuelUrl("fuel.gazebosim.org", "OpenRobotics", "models", "X500", None)),
        (URL + "/3", FuelUrl("fuel.gazebosim.org", "OpenRobotics", "models", "X500", 3)),
        (URL + "/tip", FuelUrl("fuel.gazebosim.org", "OpenRobotics", "models", "X500", None)),
        (
            URL + "/2/files/meshes/body.dae",
            FuelUrl("fuel.gazebosim.org", "OpenRobotics", "models", "X500", 2, "meshes/body.dae"),
        ),
        (
            "https://fuel.ignitionrobotics.org/1.0/openrobotics/models/Coke%20Can",
            FuelUrl("fuel.ignitionrobotics.org", "openrobotics", "models", "Coke Can", None),
        ),
        (
            "http://FUEL.gazebosim.org/OpenRobotics/worlds/Shapes",
            FuelUrl("fuel.gazebosim.org", "OpenRobotics", "worlds", "Shapes", None),
        ),
        ("https://example.com/models/box.sdf", None),
        ("https://fuel.gazebosim.org/1.0/OpenRobotics/models", None),
        (URL + "/3/readme.md", None),
        ("model://x500", None),
    ],
)
def test_fuel_urls_are_taken_apart(url: str, expected: FuelUrl | None) -> None:
    assert parse_fuel_url(url) == expected


def test_the_newest_cached_version_is_taken_by_number_and_said(tmp_path: Path) -> None:
    folder = cached_model(tmp_path, ["1", "2", "10"])
    found = resolve_uri(URL, with_cache(tmp_path))
    assert found.path == folder / "10"
    assert found.note == "Fuel OpenRobotics/X500: version 10, the newest cached (cached: 1, 2, 10)"


@pytest.mark.parametrize("version", ["1", "2"])
def test_a_version_in_the_url_is_taken_even_when_newer_ones_are_cached(
    tmp_path: Path, version: str
) -> None:
    folder = cached_model(tmp_path, ["1", "2", "3"])
    found = resolve_uri(f"{URL}/{version}", with_cache(tmp_path))
    assert found.path == folder / version
    assert found.note == f"Fuel OpenRobotics/X500: version {version}, as the URL asks"


def test_a_version_not_cached_is_not_replaced_by_another(tmp_path: Path) -> None:
    cached_model(tmp_path, ["1", "2"])
    found = resolve_uri(URL + "/5", with_cache(tmp_path))
    assert found.path is None
    assert any("version 5 not cached (cached: 1, 2)" in place for place in found.tried)
    assert found.tried[-1] == "network URIs are never fetched"


@pytest.mark.parametrize(
    ("owner", "name"),
    [("openrobotics", "x500"), ("OpenRobotics", "X500"), ("OPENROBOTICS", "x500")],
)
def test_owner_and_name_match_whatever_case_the_cache_wrote(
    tmp_path: Path, owner: str, name: str
) -> None:
    folder = cached_model(tmp_path, ["4"], owner=owner, name=name)
    assert resolve_uri(URL, with_cache(tmp_path)).path == folder / "4"


@pytest.mark.parametrize(
    ("written", "cached"),
    [
        ("fuel.ignitionrobotics.org", "fuel.gazebosim.org"),
        ("fuel.gazebosim.org", "fuel.ignitionrobotics.org"),
    ],
)
def test_the_old_and_new_server_names_find_each_other(
    tmp_path: Path, written: str, cached: str
) -> None:
    folder = cached_model(tmp_path, ["1"], server=cached)
    url = f"https://{written}/1.0/OpenRobotics/models/X500"
    assert resolve_uri(url, with_cache(tmp_path)).path == folder / "1"


def test_names_with_spaces_are_percent_decoded(tmp_path: Path) -> None:
    folder = cached_model(tmp_path, ["1"], name="coke can")
    url = "https://fuel.gazebosim.org/1.0/OpenRobotics/models/Coke%20Can"
    assert resolve_uri(url, with_cache(tmp_path)).path == folder / "1"


def test_a_file_inside_a_cached_model(tmp_path: Path) -> None:
    folder = cached_model(tmp_path, ["1", "2"])
    write(folder / "1", "meshes/body.dae", "<COLLADA/>")
    found = resolve_uri(URL + "/1/files/meshes/body.dae", with_cache(tmp_path))
    assert found.path == folder / "1" / "meshes" / "body.dae"


def test_the_cache_variable_replaces_the_default_location(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home, variable = tmp_path / "home", tmp_path / "elsewhere"
    default = cached_model(home / ".gz" / "fuel", ["1"])
    named = cached_model(variable, ["2"])
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("GZ_FUEL_CACHE_PATH", str(variable))
    assert resolve_uri(URL, ParserConfig()).path == named / "2"
    monkeypatch.delenv("GZ_FUEL_CACHE_PATH")
    found = resolve_uri(URL, ParserConfig())
    assert found.path == default / "1"
    assert any(place.startswith("Fuel cache (default location)") for place in found.tried)


def test_a_cache_outside_the_allowed_folders_is_not_looked_into(tmp_path: Path) -> None:
    cached_model(tmp_path / "cache", ["1"])
    config = with_cache(tmp_path / "cache")
    config.allowed_roots = [tmp_path / "models"]
    found = resolve_uri(URL, config)
    assert found.path is None and found.outside


def test_a_world_loads_a_cached_fuel_model_and_records_the_version(tmp_path: Path) -> None:
    cached_model(tmp_path, ["1", "2"])
    world = f'<sdf version="1.10"><world name="w"><include><uri>{URL}</uri></include></world></sdf>'
    document = load(world, config=with_cache(tmp_path))
    assert document.valid, document.errors
    assert document.find("x500::v2").name == "v2"
    [record] = document.includes
    assert record.note is not None and "version 2, the newest cached" in record.note


# ROS packages --------------------------------------------------------------------------


def package(folder: Path, name: str, *, manifest_name: str | None = None) -> Path:
    """A ROS package folder with a package.xml and a model file in urdf/."""
    write(folder, "package.xml", f"<package><name>{manifest_name or name}</name></package>")
    write(folder, "urdf/arm.sdf", model_file("arm"))
    return folder


def test_package_uris_use_the_folder_given_for_the_name(tmp_path: Path) -> None:
    folder = package(tmp_path / "src" / "robot", "robot")
    config = hermetic()
    config.add_package_path("robot", folder)
    assert resolve_uri("package://robot/urdf/arm.sdf", config).path == folder / "urdf" / "arm.sdf"
    assert resolve_uri("package://other/urdf/arm.sdf", config).path is None


def test_ament_prefixes_hold_packages_in_share(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = tmp_path / "ws" / "install", tmp_path / "opt" / "ros"
    folder = package(second / "share" / "robot", "robot")
    monkeypatch.setenv("AMENT_PREFIX_PATH", f"{first}:{second}")
    found = resolve_uri("package://robot/urdf/arm.sdf", ParserConfig(model_path_variables=()))
    assert found.path == folder / "urdf" / "arm.sdf"
    assert found.tried[0].startswith(
        f"$AMENT_PREFIX_PATH (PREFIX/share/robot): {first}/share/robot"
    )


@pytest.mark.parametrize(
    ("layout", "manifest_name"),
    [
        ("robot", None),  # the package directly below the variable's folder
        ("stack/deeper/robot", None),  # further down
        ("stack/robot_pkg", "robot"),  # a folder named otherwise, found by package.xml
    ],
)
def test_ros_package_path_folders_are_crawled_for_package_xml(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, layout: str, manifest_name: str | None
) -> None:
    folder = package(tmp_path / "src" / layout, "robot", manifest_name=manifest_name)
    monkeypatch.setenv("ROS_PACKAGE_PATH", str(tmp_path / "src"))
    found = resolve_uri("package://robot/urdf/arm.sdf", ParserConfig(model_path_variables=()))
    assert found.path == folder / "urdf" / "arm.sdf"


def test_the_ros_crawl_skips_ignored_folders_and_stops_at_packages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package(tmp_path / "src" / "hidden" / "robot", "robot")
    write(tmp_path / "src" / "hidden", "CATKIN_IGNORE", "")
    package(tmp_path / "src" / "outer", "outer")
    package(tmp_path / "src" / "outer" / "robot", "robot")  # inside another package: not one
    monkeypatch.setenv("ROS_PACKAGE_PATH", str(tmp_path / "src"))
    found = resolve_uri("package://robot/urdf/arm.sdf", ParserConfig(model_path_variables=()))
    assert found.path is None


def test_given_folders_come_before_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    given = package(tmp_path / "mine", "robot")
    package(tmp_path / "prefix" / "share" / "robot", "robot")
    monkeypatch.setenv("AMENT_PREFIX_PATH", str(tmp_path / "prefix"))
    config = ParserConfig(model_path_variables=())
    config.add_package_path("robot", given)
    assert resolve_uri("package://robot/urdf/arm.sdf", config).path == given / "urdf" / "arm.sdf"


def test_packages_on_the_model_path_are_found_as_gazebo_finds_them(tmp_path: Path) -> None:
    write(tmp_path / "share" / "robot", "urdf/arm.sdf", model_file("arm"))
    config = hermetic(model_paths=[str(tmp_path / "share")])
    found = resolve_uri("package://robot/urdf/arm.sdf", config)
    assert found.path == tmp_path / "share" / "robot" / "urdf" / "arm.sdf"


def test_ignoring_the_environment_leaves_out_ros_and_fuel(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package(tmp_path / "prefix" / "share" / "robot", "robot")
    cached_model(tmp_path / "fuel", ["1"])
    monkeypatch.setenv("AMENT_PREFIX_PATH", str(tmp_path / "prefix"))
    monkeypatch.setenv("GZ_FUEL_CACHE_PATH", str(tmp_path / "fuel"))
    config = ParserConfig().ignore_environment()
    assert resolve_uri("package://robot/urdf/arm.sdf", config).path is None
    assert resolve_uri(URL, config).path is None


@pytest.mark.parametrize("uri", ["x500", "x500/model.sdf", "model://x500"])
def test_plain_names_are_looked_up_in_the_model_folders_as_gazebo_does(
    tmp_path: Path, uri: str
) -> None:
    write(tmp_path / "models" / "x500", "model.sdf", model_file("x500"))
    config = hermetic(model_paths=[str(tmp_path / "models")])
    found = resolve_uri(uri, config, base_dir=tmp_path / "worlds")
    assert found.path is not None and found.path.is_relative_to(tmp_path / "models" / "x500")


# The command line ------------------------------------------------------------------------


def test_resolve_says_which_fuel_version_it_took(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = cached_model(tmp_path, ["1", "3"])
    status, out, _ = run_cli(capsys, "resolve", URL, "--fuel-cache", tmp_path)
    assert status == 0
    assert "chosen: Fuel OpenRobotics/X500: version 3, the newest cached (cached: 1, 3)" in out
    assert out.splitlines()[-1] == f"result: {folder / '3' / 'model.sdf'}"


def test_check_verbose_says_which_fuel_version_it_took(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    cached_model(tmp_path / "cache", ["7"])
    world = write(
        tmp_path,
        "w.sdf",
        f'<sdf version="1.10"><world name="w"><include><uri>{URL}</uri></include></world></sdf>',
    )
    status, out, _ = run_cli(capsys, "check", "-v", world, "--fuel-cache", tmp_path / "cache")
    assert status == 0, out
    assert f"{world}: include '{URL}': Fuel OpenRobotics/X500: version 7, the newest cached" in out


def test_package_option_maps_a_name(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    folder = package(tmp_path / "robot", "robot")
    uri = "package://robot/urdf/arm.sdf"
    status, out, _ = run_cli(capsys, "resolve", uri, "--package", f"robot={folder}")
    assert status == 0 and out.splitlines()[-1] == f"result: {folder / 'urdf' / 'arm.sdf'}"


@pytest.mark.parametrize("option", ["--path", "--fuel-cache"])
@pytest.mark.parametrize(
    "command",
    [
        ["check", "x.sdf"],
        ["pose", "x.sdf", "a"],
        ["resolve", "model://a"],
        ["graph", "pose", "x.sdf"],
        ["print", "x.sdf"],
        ["audit", "x.sdf"],
    ],
)
def test_a_search_folder_that_does_not_exist_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, option: str, command: list[str]
) -> None:
    missing = tmp_path / "no_such_folder"
    status, out, err = run_cli(capsys, *command, option, missing)
    assert status == 2 and out == ""
    assert err == f"sdformat: {option} {missing}: does not exist\n"


@pytest.mark.parametrize("given", ["robot", "=dir", "robot="])
def test_package_option_needs_name_and_folder(
    capsys: pytest.CaptureFixture[str], given: str
) -> None:
    status, _, err = run_cli(capsys, "resolve", "package://robot/a", "--package", given)
    assert status == 2 and f"--package takes NAME=DIR, not '{given}'" in err


# [tool.sdformat] -------------------------------------------------------------------------


def project(folder: Path, table: str) -> None:
    write(folder, "pyproject.toml", f"[project]\nname = 'models'\n\n[tool.sdformat]\n{table}\n")


def test_the_project_table_gives_folders_relative_to_itself(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(
        tmp_path / "models" / "box",
        "model.config",
        "<model><sdf version='1.10'>m.sdf</sdf></model>",
    )
    write(tmp_path / "models" / "box", "m.sdf", model_file("box"))
    world = '<sdf version="1.10"><world name="w"><include><uri>model://box</uri></include></world></sdf>'
    write(tmp_path / "worlds", "w.sdf", world)
    project(tmp_path, 'path = ["models"]')
    monkeypatch.chdir(tmp_path / "worlds")  # the nearest pyproject.toml is one folder up
    status, out, _ = run_cli(capsys, "check", "w.sdf")
    assert (status, out) == (0, "w.sdf: valid (0 warnings)\n")
    status, _, _ = run_cli(capsys, "check", "--isolated", "w.sdf")
    assert status == 1


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ("paths = ['models']", "[tool.sdformat] has no key 'paths'"),
        ("strict = 'yes'", "[tool.sdformat] strict must be true or false"),
        ("select = 'URI_LOOKUP'", "[tool.sdformat] select must be a list of problem codes"),
        ("path = ['nowhere']", "[tool.sdformat] path"),
        ("package = ['x']", "[tool.sdformat] package must be a table of NAME = DIR"),
        ("path = [", "cannot be read"),
    ],
)
def test_an_unusable_project_table_is_a_usage_error(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    table: str,
    message: str,
) -> None:
    project(tmp_path, table)
    write(tmp_path, "m.sdf", model_file("m"))
    monkeypatch.chdir(tmp_path)
    status, _, err = run_cli(capsys, "check", "m.sdf")
    assert status == 2 and message in err and str(tmp_path / "pyproject.toml") in err


def test_project_codes_and_flags_apply_and_the_command_line_wins(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    body = '<link name="l"><visual name="v"><geometry><mesh><uri>gone.dae</uri></mesh></geometry></visual></link>'
    write(tmp_path, "m.sdf", model_file("m", body))
    project(tmp_path, "assets = true\nignore = ['ASSET_MISSING']")
    monkeypatch.chdir(tmp_path)
    status, out, _ = run_cli(capsys, "check", "m.sdf")
    assert status == 0 and "1 problem left out by --select/--ignore" in out
    status, out, _ = run_cli(capsys, "check", "m.sdf", "--ignore", "URI_LOOKUP")
    assert status == 1 and "error ASSET_MISSING: mesh uri 'gone.dae' does not resolve" in out


RULES = {
    "--package": "--package robot",
    "--packages": "--packages {src} (its package.xml names 'robot')",
    "AMENT_PREFIX_PATH": "$AMENT_PREFIX_PATH (PREFIX/share/robot)",
    "ROS_PACKAGE_PATH": "$ROS_PACKAGE_PATH (its package.xml names 'robot')",
}
"""Each way a package is found, and how ``sdformat resolve`` names it."""


@pytest.mark.parametrize("rule", list(RULES))
def test_each_package_rule_finds_the_package_and_resolve_names_the_rule(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    rule: str,
) -> None:
    """The same package, laid out as each rule expects; the others find nothing."""
    src = tmp_path / "ws" / "src"
    if rule == "AMENT_PREFIX_PATH":
        folder = package(tmp_path / "install" / "share" / "robot", "robot")
        monkeypatch.setenv("AMENT_PREFIX_PATH", str(tmp_path / "install"))
    else:
        folder = package(src / "robot_description", "robot_pkg", manifest_name="robot")
    if rule == "ROS_PACKAGE_PATH":
        monkeypatch.setenv("ROS_PACKAGE_PATH", str(src))
    options: list[str | Path] = []
    if rule == "--package":
        options = ["--package", f"robot={folder}"]
    elif rule == "--packages":
        options = ["--packages", src]
    status, out, _ = run_cli(capsys, "resolve", "package://robot/urdf/arm.sdf", *options)
    assert status == 0
    found = [line for line in out.splitlines() if "(found)" in line]
    assert found == [f"  1. {RULES[rule].format(src=src)}: {folder / 'urdf' / 'arm.sdf'} (found)"]
    config = hermetic()
    config.ament_prefix_variables = ("AMENT_PREFIX_PATH",)
    config.ros_package_path_variables = ("ROS_PACKAGE_PATH",)
    if rule == "--package":
        config.add_package_path("robot", folder)
    elif rule == "--packages":
        config.package_search_folders.append(str(src))
    assert resolve_uri("package://robot/urdf/arm.sdf", config).path == folder / "urdf" / "arm.sdf"
