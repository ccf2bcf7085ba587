"""docs/reference is exactly what the spec and templates/docs produce, and its links lead somewhere."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from pathlib import Path

import pytest

from generator.docs import DOCS_OUTPUT, main, owned_docs, reference_files
from generator.docs_view import heading_anchor
from generator.model import SpecVersion
from generator.pipeline import VERSIONS, compare_tree
from tests.conftest import REPO


def test_committed_reference_is_up_to_date() -> None:
    """Fails with a diff when someone edits spec/ or templates/docs/ without running make docs."""
    files = reference_files(REPO / "spec")
    difference = compare_tree(files, DOCS_OUTPUT, owned_docs(DOCS_OUTPUT))
    assert difference == "", f"docs/reference is stale; run make docs\n{difference}"


@pytest.mark.slow
def test_check_mode_reports_a_hand_edit_and_a_stray_page(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """--check names the edited page, shows the diff, lists stray pages and exits 1."""
    assert main(["--output", str(tmp_path)]) == 0
    edited = tmp_path / "1.10" / "link.md"
    edited.write_text(edited.read_text().replace("Rigid body", "Soft body", 1))
    (tmp_path / "1.10" / "old_element.md").write_text("# gone\n")
    capsys.readouterr()
    assert main(["--check", "--output", str(tmp_path)]) == 1
    out, err = capsys.readouterr()
    assert "1.10/link.md (committed)" in out
    assert "-Soft body" in out and "+Rigid body" in out
    assert "stale file (not produced by the spec): 1.10/old_element.md" in out
    assert "run make docs" in err
    assert main(["--output", str(tmp_path)]) == 0
    assert not (tmp_path / "1.10" / "old_element.md").exists()
    assert main(["--check", "--output", str(tmp_path)]) == 0


@pytest.mark.slow
def test_reference_is_byte_identical_across_hash_seeds(tmp_path: Path) -> None:
    """Two runs in fresh interpreters with different PYTHONHASHSEED write the same bytes."""
    trees = []
    for seed in ("0", "4242"):
        out = tmp_path / f"seed{seed}"
        env = {**os.environ, "PYTHONHASHSEED": seed}
        command = [sys.executable, "-m", "generator.docs", "--output", str(out)]
        subprocess.run(command, cwd=REPO, env=env, check=True, capture_output=True)
        trees.append({p.relative_to(out).as_posix(): p.read_bytes() for p in out.rglob("*.md")})
    assert trees[0] == trees[1]


def test_each_version_has_an_index_and_a_page_per_spec_file(specs: dict[str, SpecVersion]) -> None:
    """Every spec file has its page, every element it declares its section."""
    for version, spec in specs.items():
        index = (DOCS_OUTPUT / version / "README.md").read_text()
        for stem, spec_file in spec.files.items():
            assert f"[`<{spec_file.root.name}>`]({stem}.md)" in index
            page = (DOCS_OUTPUT / version / f"{stem}.md").read_text()
            assert f"\n### {spec_file.root.name}\n" in page
    joint = (DOCS_OUTPUT / "1.10" / "joint.md").read_text()
    assert f"(#{heading_anchor('joint / axis / limit / lower')})" in joint
    assert "- Default: `-inf`" in joint


def test_same_named_elements_of_different_files_are_told_apart() -> None:
    """The entity and the state <model> (or <light>) pages and links name their file."""
    state = (DOCS_OUTPUT / "1.10" / "model_state.md").read_text()
    assert (
        state.startswith("<!-- Generated from spec/1.10/model_state.sdf by make docs.")
        and "\n# `<model>` (SDFormat 1.10, `model_state.sdf`)\n" in state
    )
    pose = (DOCS_OUTPUT / "1.10" / "pose.md").read_text()
    assert "[`<light>`](light.md#light) in `light.sdf` (optional)" in pose
    assert "[`<light>`](light_state.md#light) in `light_state.sdf` (optional)" in pose
    assert "[`<joint>`](joint.md#joint) (optional)" in pose


def test_changes_name_each_pair_and_its_migration_rules() -> None:
    """The changes page compares each version with the next, with the rules between them."""
    changes = (DOCS_OUTPUT / "changes.md").read_text()
    for older, newer in itertools.pairwise(VERSIONS):
        assert f"## SDFormat {older} → {newer}" in changes
        rules = f"spec/{newer}/{older.replace('.', '_')}.convert"
        assert f"[`{rules}`](../../{rules})" in changes
    assert "added include [`joint/axis/mimic`](1.10/joint.md#joint--axis)" in changes
