"""Adding a spec version is adding a ``spec/X.Y/`` folder and running the generator.

The recipe of docs/development.md, done on a copy of the spec: the newest
version's folder copied under a new number, with a rules file that bumps the
version. Nothing else in the repository is edited; the registry the
generator writes is all the semantics and the CLI need.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import sdformat_versions

from tests.conftest import REPO

NEW = "1.99"

SCRIPT = """
import sys
from pathlib import Path

import sdformat_semantics
import sdformat_versions
from sdformat_semantics.cli import main

generated = Path(sys.argv[1])
assert Path(sdformat_versions.__file__).is_relative_to(generated), sdformat_versions.__file__
assert sdformat_versions.NEWEST == "1.99", sdformat_versions.NEWEST

new = sdformat_semantics.load(
    '<sdf version="1.99"><model name="m"><link name="l"><pose>0 0 1 0 0 0</pose></link>'
    "</model></sdf>"
)
assert new.valid, new.errors
assert type(new.root).__module__.startswith("sdformat_v1_99."), type(new.root).__module__
assert new.pose("l").position.tolist() == [0, 0, 1]

old = sdformat_semantics.load(sys.argv[2])  # a 1.6 file: migrates through the new step
assert old.valid and old.original_version == "1.6", old.errors
assert old.root.version == "1.99", old.root.version

assert sdformat_semantics.LOAD_VERSIONS[-1] == "1.99", sdformat_semantics.LOAD_VERSIONS
previous = sdformat_semantics.LOAD_VERSIONS[-2]
own = sdformat_semantics.load(
    f'<sdf version="{previous}"><model name="m"><link name="l"/></model></sdf>', version=previous
)
assert own.valid and not own.problems, own.problems
assert type(own.root).__module__.startswith("sdformat_v" + previous.replace(".", "_") + ".")
assert new.convert(previous).lossless and f'<sdf version="{previous}">' in new.convert(previous).text

assert main(["describe", "model/link", "--version", "1.99"]) == 0
assert main(["schema", "--version", "1.99"]) == 0
"""


def _add_version(spec: Path, new: str) -> None:
    newest = sdformat_versions.NEWEST
    shutil.copytree(spec / newest, spec / new, ignore=shutil.ignore_patterns("*.convert"))
    root = spec / new / "root.sdf"
    root.write_text(
        root.read_text(encoding="utf-8").replace(f'default="{newest}"', f'default="{new}"', 1),
        encoding="utf-8",
    )
    bump = f'<?xml version="1.0"?>\n<!-- {newest} to {new}: the version only. -->\n'
    (spec / new / f"{newest.replace('.', '_')}.convert").write_text(
        bump + '<convert name="sdf"/>\n', encoding="utf-8"
    )
    down = f'<?xml version="1.0"?>\n<!-- {new} to {newest}: nothing to rewrite. -->\n'
    (spec / new / f"to_{newest.replace('.', '_')}.convert").write_text(
        down + '<convert name="sdf"/>\n', encoding="utf-8"
    )


@pytest.mark.slow
def test_a_copied_spec_folder_under_a_new_number_generates_imports_and_loads(
    tmp_path: Path,
) -> None:
    spec = tmp_path / "spec"
    shutil.copytree(REPO / "spec", spec)
    _add_version(spec, NEW)
    generated = tmp_path / "generated"
    generate = [sys.executable, "-m", "generator", "--spec", str(spec), "--output", str(generated)]
    ran = subprocess.run(generate, cwd=REPO, capture_output=True, text=True, check=False)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert f"SDFormat {NEW}:" in ran.stdout
    registry = (generated / "sdformat_versions" / "__init__.py").read_text(encoding="utf-8")
    assert f'NEWEST = "{NEW}"' in registry
    assert "        sdformat_v1_99,\n    )" in registry  # the last of PACKAGE_MODULES
    assert (generated / "sdformat_v1_99" / "schema" / "root.xsd").is_file()

    # The new tree comes first on the path, ahead of the installed generated/.
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(generated), str(REPO)])}
    old_robot = REPO / "docs" / "examples" / "old_robot.sdf"
    ran = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(generated), str(old_robot)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=environment,
        check=False,
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "(SDFormat 1.99)" in ran.stdout and str(generated) in ran.stdout
