"""generated/ is exactly what the spec and templates produce, and reproducibly so."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from generator.__main__ import main
from generator.pipeline import VERSIONS, compare, generate
from tests.conftest import REPO


def test_committed_generated_tree_is_up_to_date() -> None:
    """Fails with a diff when someone edits spec/ or templates/ without running make generate."""
    output = generate(REPO / "spec", VERSIONS)
    difference = compare(output, REPO / "generated", VERSIONS)
    assert difference == "", f"generated/ is stale; run make generate\n{difference}"


def test_check_mode_reports_a_hand_edit(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """--check names the edited file, shows the diff and exits 1."""
    assert main(["--output", str(tmp_path), "--versions", "1.10"]) == 0
    edited = tmp_path / "sdformat_v1_10" / "schema" / "link.xsd"
    edited.write_text(edited.read_text().replace("xs:choice", "xs:sequence", 1))
    (tmp_path / "sdformat_v1_10" / "schema" / "leftover.xsd").write_text("<x/>")
    capsys.readouterr()
    assert main(["--check", "--output", str(tmp_path), "--versions", "1.10"]) == 1
    out, err = capsys.readouterr()
    assert "sdformat_v1_10/schema/link.xsd (committed)" in out
    assert re.search(r"^-\s+<xs:sequence", out, re.M) and re.search(r"^\+\s+<xs:choice", out, re.M)
    assert "stale file (not produced by the spec): sdformat_v1_10/schema/leftover.xsd" in out
    assert "run make generate" in err


@pytest.mark.slow
def test_generation_is_byte_identical_across_runs_and_hash_seeds(tmp_path: Path) -> None:
    """Two runs in fresh interpreters with different PYTHONHASHSEED write the same bytes."""
    trees = []
    for seed in ("0", "12345"):
        out = tmp_path / f"seed{seed}"
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run(
            [sys.executable, "-m", "generator", "--output", str(out)],
            cwd=REPO,
            env=env,
            check=True,
            capture_output=True,
        )
        trees.append(
            {p.relative_to(out).as_posix(): p.read_bytes() for p in out.rglob("*") if p.is_file()}
        )
    assert trees[0].keys() == trees[1].keys()
    assert [k for k in trees[0] if trees[0][k] != trees[1][k]] == []


def test_headers_name_the_source_without_timestamps_or_absolute_paths() -> None:
    """Each file says where it comes from and how to regenerate it; nothing machine-specific."""
    for path in (REPO / "generated").rglob("*"):
        if not path.is_file() or "__pycache__" in path.parts or path.name == "py.typed":
            continue
        text = path.read_text(encoding="utf-8")
        head = "\n".join(text.splitlines()[:5])
        assert "make generate" in head, path
        source = r"spec/(migrations/)?1\.\d+|sdformat_runtime/values\.py|the folders of spec/"
        assert re.search(source, head), path
        assert str(REPO) not in text, path
        assert not re.search(r"\b20\d\d-\d\d-\d\d\b", text), path


@pytest.mark.slow
def test_summary_lists_versions_counts_and_files(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """make generate tells the maintainer what it did."""
    assert main(["--output", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "SDFormat 1.10: 63 spec files, 7937 element and 1058 attribute paths" in out
    assert "SDFormat 1.7:" in out and "SDFormat 1.8:" in out
    assert re.search(r"\d+ files generated, \d+ written or removed", out)


def test_help_documents_the_options() -> None:
    """python -m generator --help lists output folder, versions and check mode."""
    result = subprocess.run(
        [sys.executable, "-m", "generator", "--help"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    )
    for option in ("--output", "--versions", "--check", "--spec"):
        assert option in result.stdout
