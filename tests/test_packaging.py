"""The wheel users install (``pip install .``) works without the source tree.

An editable install reads data files from the clone, so it cannot show a file
missing from the package data. This test builds the real wheel, unpacks it
into an empty folder and runs the toolchain from there only.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import sdformat_versions

from tests.conftest import REPO

OLD_ROBOT = REPO / "docs" / "examples" / "old_robot.sdf"
ROBOT = REPO / "docs" / "examples" / "robot.sdf"
PIP_WHEEL = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q"]

SCRIPT = """
import sys
from pathlib import Path

import sdformat_semantics, sdformat_v1_10
from sdformat_semantics.cli import main

unpacked = Path(sys.argv[1])
for module in (sdformat_semantics, sdformat_v1_10):
    assert Path(module.__file__).is_relative_to(unpacked), module.__file__
assert Path(sdformat_v1_10.SCHEMA_ROOT).is_relative_to(unpacked)
old = sdformat_semantics.load(sys.argv[2])  # 1.6: needs the migration rules
assert old.valid and old.original_version == "1.6", old.errors
assert main(["check", sys.argv[3]]) == 0
assert main(["describe", "model/joint/axis", "--version", "1.7"]) == 0
assert main(["schema", "--version", "1.8"]) == 0
"""


@pytest.mark.slow
def test_the_built_wheel_runs_on_its_own(tmp_path: Path) -> None:
    # From a copy without build/ and *.egg-info/: setuptools would reuse files an
    # earlier build left there, hiding a file the package data no longer names.
    source = tmp_path / "source"
    shutil.copytree(
        REPO,
        source,
        ignore=shutil.ignore_patterns(".*", "build", "*.egg-info", "__pycache__", "tests"),
    )
    built = subprocess.run(
        [*PIP_WHEEL, "--wheel-dir", str(tmp_path / "wheel"), str(source)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert built.returncode == 0, built.stderr
    [wheel] = (tmp_path / "wheel").glob("*.whl")
    unpacked = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(unpacked)
    for entry in sdformat_versions.VERSIONS:
        package = unpacked / entry.package
        assert (package / "py.typed").is_file()  # type checkers read the annotations
        assert (package / "spec_tree.json").is_file()  # sdformat describe
        assert (package / entry.schema_root).is_file()
    rules = {p.name for p in (unpacked / "sdformat_versions" / "migrations").glob("*.convert")}
    steps = (*sdformat_versions.MIGRATIONS, *sdformat_versions.DOWNGRADES)
    assert rules == {step.rules for step in steps}  # up and down
    for typed in ("sdformat_runtime", "sdformat_semantics", "sdformat_versions"):
        assert (unpacked / typed / "py.typed").is_file()
    # Every hand-written module ships, sub-packages included.
    for package in ("sdformat_runtime", "sdformat_semantics"):
        for module in (REPO / package).rglob("*.py"):
            assert (unpacked / module.relative_to(REPO)).is_file(), module
    # The generator needs spec/ and templates/, which a wheel does not carry.
    assert not (unpacked / "generator").exists()
    [metadata] = unpacked.glob("*.dist-info/METADATA")
    required = [
        line.split(":", 1)[1].strip()
        for line in metadata.read_text(encoding="utf-8").splitlines()
        if line.startswith("Requires-Dist:") and "extra ==" not in line
    ]
    always = [r for r in required if ";" not in r]
    assert sorted(r.split(">")[0] for r in always) == ["attrs", "lxml", "numpy"]
    # tomllib, for [tool.sdformat], is in the standard library from Python 3.11.
    assert [r for r in required if ";" in r] == ['tomli>=1.1; python_version < "3.11"']
    [entry_points] = unpacked.glob("*.dist-info/entry_points.txt")
    assert "sdformat-generate" not in entry_points.read_text(encoding="utf-8")

    environment = {**os.environ, "PYTHONPATH": str(unpacked)}
    ran = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(unpacked), *map(str, (OLD_ROBOT, ROBOT))],
        capture_output=True,
        text=True,
        cwd=tmp_path,  # not the clone, whose folders would be importable first
        env=environment,
        check=False,
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "(SDFormat 1.7)" in ran.stdout and "root.xsd" in ran.stdout


HOOKS = REPO / ".pre-commit-hooks.yaml"
GUIDE = REPO / "docs" / "guide.md"


def test_the_pre_commit_hooks_check_urdf_and_skip_xacro() -> None:
    patterns = re.findall(r"^\s+files: (.+)$", HOOKS.read_text(), re.M)
    assert patterns
    for pattern in patterns:
        for name in ("robot.sdf", "world.world", "robot.urdf"):
            assert re.search(pattern, name), (pattern, name)
        assert not re.search(pattern, "robot.urdf.xacro")


def test_the_guide_installs_nothing_that_is_not_released() -> None:
    """No `pip install sdformat-toolchain` from PyPI and no pre-commit `rev:` of a missing tag."""
    text = GUIDE.read_text()
    assert not re.search(r"pip install sdformat-toolchain\b(?! @)", text)
    tags = subprocess.run(
        ["git", "-C", str(REPO), "tag"], capture_output=True, text=True, check=False
    ).stdout.split()
    for rev in re.findall(r"^\s+rev: (\S+)", text, re.M):
        assert rev in tags or re.fullmatch(r"[0-9a-f]{40}", rev), rev


@pytest.mark.slow
def test_the_development_install_is_visible_to_type_checkers(tmp_path: Path) -> None:
    """mypy (like Pyright) follows a static path, not setuptools' editable import hook."""
    user = tmp_path / "user_code.py"
    user.write_text(
        "import sdformat_semantics\n"
        "from sdformat_v1_10 import Model\n\n"
        'document = sdformat_semantics.load("robot.sdf")\n'
        "name: int = document.file  # wrong on purpose\n"
        "model: Model | None = None\n"
    )
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental", "--follow-imports=silent", str(user)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=False,
    )
    assert "Cannot find implementation" not in result.stdout, result.stdout
    assert 'has type "str | None", variable has type "int"' in result.stdout, result.stdout
