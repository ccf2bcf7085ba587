"""``sdformat schema``: the bundled XSD's path, usable as printed by xmllint and xmlschema."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
import sdformat_v1_8
import sdformat_v1_10
import xmlschema

from sdformat_semantics.cli import main
from tests.conftest import DATA

REAL = DATA / "corpus" / "real"
FILES = {
    "1.10": REAL / "gazebosim__sdformat/test/sdf/joint_screw_thread_pitch.sdf",
    "1.8": REAL / "gazebosim__docs/jetty/tutorials/building_robot/building_robot.sdf",
}
XMLLINT = shutil.which("xmllint")


def printed_path(capsys: pytest.CaptureFixture[str], *args: str | Path) -> Path:
    assert main(["schema", *(str(a) for a in args)]) == 0
    out = capsys.readouterr().out
    assert out.endswith("\n") and out.count("\n") == 1
    return Path(out.strip())


def test_schema_prints_the_bundled_root_xsd_of_each_version(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert printed_path(capsys, "--version", "1.10") == sdformat_v1_10.SCHEMA_ROOT
    assert printed_path(capsys, "--version", "1.8") == sdformat_v1_8.SCHEMA_ROOT
    assert main(["schema"]) == 0  # the newest version's
    assert capsys.readouterr().out.strip().endswith(".xsd")


@pytest.mark.slow
def test_the_printed_schema_validates_real_files_and_rejects_a_mistake(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    for version, document in FILES.items():
        schema = xmlschema.XMLSchema10(str(printed_path(capsys, "--version", version)))
        schema.validate(str(document))
    wrong = tmp_path / "hinge.sdf"
    wrong.write_text(FILES["1.10"].read_text().replace('type="screw"', 'type="hinge"', 1))
    schema = xmlschema.XMLSchema10(str(printed_path(capsys, "--version", "1.10")))
    assert not schema.is_valid(str(wrong))


@pytest.mark.skipif(XMLLINT is None, reason="xmllint is not installed")
def test_xmllint_validates_with_the_printed_path(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert XMLLINT is not None
    for version, document in FILES.items():
        schema = printed_path(capsys, "--version", version)
        done = subprocess.run(
            [XMLLINT, "--noout", "--schema", str(schema), str(document)],
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0, done.stderr
    copied = printed_path(capsys, "--version", "1.10", "--copy", tmp_path / "xsd")
    wrong = tmp_path / "hinge.sdf"
    wrong.write_text(FILES["1.10"].read_text().replace('type="screw"', 'type="hinge"', 1))
    done = subprocess.run(
        [XMLLINT, "--noout", "--schema", str(copied), str(wrong)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode != 0 and "hinge" in done.stderr


@pytest.mark.slow
def test_copy_writes_the_whole_set_and_prints_the_copied_root(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    target = tmp_path / "nested" / "schema"
    root = printed_path(capsys, "--version", "1.8", "--copy", target)
    assert root == (target / "root.xsd").resolve()
    bundled = sorted(p.name for p in sdformat_v1_8.SCHEMA_DIR.glob("*.xsd"))
    assert sorted(p.name for p in target.iterdir()) == bundled
    xmlschema.XMLSchema10(str(root)).validate(str(FILES["1.8"]))  # includes resolve in the copy
    blocked = tmp_path / "file"
    blocked.write_text("")
    assert main(["schema", "--version", "1.8", "--copy", str(blocked / "x")]) == 1
    assert "cannot copy the schema set" in capsys.readouterr().err


def test_schema_help_has_examples(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", "--help"]) == 0
    out = capsys.readouterr().out
    assert 'xmllint --noout --schema "$(sdformat schema --version 1.10)" robot.sdf' in out
