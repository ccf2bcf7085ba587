"""``pose`` and ``print`` answer what a document with errors still answers (issue 39).

An error unrelated to the question (an impossible mass, a broken frame elsewhere)
no longer hides the answer: it is printed on stdout, the errors on stderr, and the
exit status is 1. ``print --preserve-includes`` needs no include resolved.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tests.helpers import run_cli

# Each document has one error that has nothing to do with the pose of 'tip'.
UNRELATED_ERRORS = {
    "negative mass": "<inertial><mass>-1</mass></inertial>",
    "impossible inertia": (
        "<inertial><mass>1</mass><inertia><ixx>1</ixx><iyy>1</iyy><izz>5</izz></inertia></inertial>"
    ),
    "material script without uri": (
        "<visual name='v'><geometry><box/></geometry>"
        "<material><script><name>x</name></script></material></visual>"
    ),
}


def arm(broken_part: str) -> str:
    return f"""<?xml version="1.0"?>
<sdf version="1.11">
  <model name="m">
    <link name="base">{broken_part}</link>
    <link name="tip"><pose relative_to="base">1 2 3 0 0 0</pose></link>
    <joint name="j" type="revolute"><parent>base</parent><child>tip</child>
      <axis><xyz>0 0 1</xyz></axis></joint>
  </model>
</sdf>
"""


@pytest.mark.parametrize("error", sorted(UNRELATED_ERRORS))
def test_pose_answers_past_an_unrelated_error_and_fails(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, error: str
) -> None:
    path = tmp_path / "arm.sdf"
    path.write_text(arm(UNRELATED_ERRORS[error]))
    status, out, err = run_cli(capsys, "pose", path, "tip")
    assert status == 1
    assert out.split() == ["1", "2", "3", "0", "0", "0"]
    assert " error " in err and str(path) in err


@pytest.mark.parametrize("error", sorted(UNRELATED_ERRORS))
@pytest.mark.parametrize(
    "options", [(), ("--version", "1.8"), ("--format", "urdf"), ("--preserve-includes",)]
)
def test_print_writes_a_document_with_errors_and_fails(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, error: str, options: tuple[str, ...]
) -> None:
    path = tmp_path / "arm.sdf"
    path.write_text(arm(UNRELATED_ERRORS[error]))
    status, out, err = run_cli(capsys, "print", path, *options)
    assert status == 1
    assert "'tip'" in out or 'name="tip"' in out
    assert " error " in err and " error " not in out


def test_stdin_is_named_in_the_errors(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    stdin = io.TextIOWrapper(io.BytesIO(arm(UNRELATED_ERRORS["negative mass"]).encode()))
    monkeypatch.setattr("sys.stdin", stdin)
    status, _, err = run_cli(capsys, "pose", "-", "tip")
    assert status == 1
    assert err.startswith("<stdin>:4:")


UNCACHED_FUEL_WORLD = """<?xml version="1.0"?>
<sdf version="1.9">
  <world name="w">
    <include>
      <uri>https://fuel.gazebosim.org/1.0/Nobody/models/Never Cached Model</uri>
    </include>
    <model name="box"><static>true</static><link name="l"/></model>
  </world>
</sdf>
"""


@pytest.mark.parametrize("version", [None, "1.9", "1.11"])
def test_preserve_includes_needs_no_include_resolved(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, version: str | None
) -> None:
    path = tmp_path / "world.sdf"
    path.write_text(UNCACHED_FUEL_WORLD)
    empty_cache = tmp_path / "cache"
    empty_cache.mkdir()
    options = ["--version", version] if version else []
    status, out, err = run_cli(
        capsys, "print", path, "--preserve-includes", "--fuel-cache", empty_cache, *options
    )
    assert (status, err) == (0, "")
    assert "Never Cached Model</uri>" in out
    if version:
        assert f'<sdf version="{version}">' in out


def test_preserve_includes_refuses_only_a_version_older_than_the_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "world.sdf"
    path.write_text(UNCACHED_FUEL_WORLD)
    status, out, err = run_cli(capsys, "print", path, "--preserve-includes", "--version", "1.8")
    assert status == 1 and out == ""
    assert "1.9" in err and "1.8" in err


def test_an_expanded_print_missing_an_include_fails(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "world.sdf"
    path.write_text(UNCACHED_FUEL_WORLD)
    status, out, err = run_cli(capsys, "print", path)
    assert status == 1
    assert "box" in out and "URI_LOOKUP" in err
