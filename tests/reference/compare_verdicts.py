"""Compare ``sdformat check`` verdicts with libsdformat 12's ``ign sdf --check`` on a corpus.

Run by hand (needs g++, pkg-config and the libsdformat12 development files;
the corpus is not vendored)::

    .venv/bin/python tests/reference/compare_verdicts.py ../shared/corpus/real

Every SDFormat file the corpus manifest lists with a declared version of 1.9
or older (what libsdformat 12.3 reads) is checked twice: by
``check_verdict.cc`` (next to this script; it calls the library's own
``cmdCheck``), and by our ``check_target``, which is what ``sdformat check``
runs. Both search the same folders for bare model names: every folder of the
file's repository that holds a model folder (one with a ``model.config``),
given to the reference as ``SDF_PATH`` and to us as ``model_paths``.

The reference's verdicts are cached (``--cache``, by file content), since the
library takes minutes over the corpus; ``--refresh`` recomputes them. The
output counts both valid / both invalid / only we reject / only the
reference rejects, then lists every disagreement with our first error and the
reference's first error. ``--json`` writes every verdict to a file.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from sdformat_runtime.versions import version_key
from sdformat_semantics import ParserConfig
from sdformat_semantics.cli.checking import CheckOptions, Target, check_target

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "check_verdict.cc"
PKG = "sdformat12"
NEWEST_READ = (1, 9)
TIMEOUT_SECONDS = 180
SKIPPED = {
    # libsdformat 12.3 spins at full CPU on this one and ignores SIGTERM.
    "gazebosim__sdformat/test/integration/include_custom_model.sdf": "hangs libsdformat 12.3",
}


def build(out_dir: Path) -> Path:
    """Compile check_verdict.cc against the system libsdformat12."""
    flags = subprocess.run(
        ["pkg-config", "--cflags", "--libs", PKG], check=True, capture_output=True, text=True
    ).stdout.split()
    exe = out_dir / "check_verdict"
    cxx = os.environ.get("CXX", "g++")
    subprocess.run([cxx, "-std=c++17", "-O1", str(SOURCE), *flags, "-o", str(exe)], check=True)
    return exe


def model_folders(repo_dir: Path) -> list[str]:
    """Folders of a repository that hold a model folder (one with a ``model.config``)."""
    parents = {str(config.parent.parent) for config in repo_dir.rglob("model.config")}
    return sorted(parents)


def chosen_files(corpus: Path) -> list[Path]:
    """SDFormat files declaring version 1.9 or older, sorted.

    The declared versions come from the corpus manifest (``manifest.json``)
    when there is one, else from each file's ``<sdf version>`` (the
    conformance set has no manifest). A file whose version is not a number
    is kept: both sides give it a verdict.
    """
    manifest_file = corpus / "manifest.json"
    if not manifest_file.exists():
        return sorted(path for path in _sdformat_files(corpus) if _read_by_reference(path))
    found = []
    for entry in json.loads(manifest_file.read_text()):
        path = entry["path"]
        if not path.endswith((".sdf", ".world")) or entry.get("kind") == "urdf":
            continue
        declared = entry.get("sdf_version")
        if declared is None or version_key(declared) > NEWEST_READ:
            continue
        found.append(corpus / path)
    return sorted(found)


_DECLARED = re.compile(rb"<sdf\b[^>]*?\bversion\s*=\s*[\"']([^\"']*)[\"']")


def _sdformat_files(corpus: Path) -> list[Path]:
    """Every ``.sdf`` and ``.world`` file under ``corpus`` with an ``<sdf>`` root."""
    found = [*corpus.rglob("*.sdf"), *corpus.rglob("*.world")]
    return [path for path in found if b"<sdf" in path.read_bytes()]


def _read_by_reference(path: Path) -> bool:
    """Whether ``path`` declares a version libsdformat 12 reads (or no number at all)."""
    declared = _DECLARED.search(path.read_bytes())
    if declared is None:
        return True
    key = version_key(declared.group(1).decode("utf-8", "replace"))
    return key <= NEWEST_READ or key == version_key("")  # "" stands for any non-number


def reference_verdict(exe: Path, path: Path, search: list[str]) -> dict[str, Any]:
    """The reference's verdict and load errors for one file."""
    env = {k: v for k, v in os.environ.items() if not k.endswith(("_PATH", "RESOURCE_PATH"))}
    env["SDF_PATH"] = os.pathsep.join(search)
    env["PATH"] = os.environ.get("PATH", "")
    try:
        run = subprocess.run(
            [str(exe), str(path)],
            capture_output=True,
            text=True,
            timeout=TIMEOUT_SECONDS,
            env=env,
            cwd=path.parent,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return {"valid": None, "errors": [], "note": f"timed out after {TIMEOUT_SECONDS} s"}
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    if not lines:
        note = f"crashed (exit {run.returncode}): {run.stderr.strip()[-200:]}"
        return {"valid": None, "errors": [], "note": note}
    result: dict[str, Any] = json.loads(lines[-1])
    messages = [line for line in run.stderr.splitlines() if line.startswith("Error")]
    if not result["errors"] and messages:
        result["errors"] = [{"code": "CHECK", "message": messages[0]}]
    return result


def our_verdict(path: Path, search: list[str]) -> dict[str, Any]:
    """Our verdict (``sdformat check``) and errors for one file."""
    options = CheckOptions(config=ParserConfig(model_paths=list(search)))
    report = check_target(Target(str(path)), options)
    errors = [{"code": e.code.value, "message": e.message, "line": e.line} for e in report.errors]
    if report.internal_error is not None:
        errors.insert(0, {"code": "INTERNAL", "message": report.internal_error, "line": None})
    return {"valid": report.valid, "errors": errors}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument(
        "--cache",
        type=Path,
        default=Path(tempfile.gettempdir()) / "sdformat-reference-verdicts.json",
    )
    parser.add_argument("--refresh", action="store_true", help="recompute the reference")
    parser.add_argument("--json", type=Path, help="write every verdict to this file")
    arguments = parser.parse_args()
    corpus: Path = arguments.corpus.resolve()
    os.environ.pop("SDF_PATH", None)  # our side searches exactly the folders given
    cache: dict[str, Any] = {}
    if arguments.cache.exists() and not arguments.refresh:
        cache = json.loads(arguments.cache.read_text())
    searches: dict[str, list[str]] = {}
    rows = []
    with tempfile.TemporaryDirectory() as work:
        exe: Path | None = None
        for path in chosen_files(corpus):
            relative = path.relative_to(corpus).as_posix()
            if relative in SKIPPED:
                print(f"skipped {relative}: {SKIPPED[relative]}", file=sys.stderr)
                continue
            repo = relative.split("/", 1)[0]
            search = searches.setdefault(repo, model_folders(corpus / repo))
            key = f"{relative}:{hashlib.sha1(path.read_bytes()).hexdigest()}"
            theirs = cache.get(key)
            if theirs is None:
                exe = exe or build(Path(work))
                theirs = cache[key] = reference_verdict(exe, path, search)
                arguments.cache.write_text(json.dumps(cache, indent=1, sort_keys=True))
            ours = our_verdict(path, search)
            rows.append({"path": relative, "reference": theirs, "ours": ours})
    return report(rows, arguments.json)


def report(rows: list[dict[str, Any]], json_out: Path | None) -> int:
    """Print the agreement counts and every disagreement."""
    counts: Counter[str] = Counter()
    differences = []
    for row in rows:
        theirs, ours = row["reference"]["valid"], row["ours"]["valid"]
        if theirs is None:
            counts["reference gave no verdict"] += 1
            continue
        outcome = {
            (True, True): "both valid",
            (False, False): "both invalid",
            (True, False): "only we reject",
            (False, True): "only the reference rejects",
        }[(theirs, ours)]
        counts[outcome] += 1
        if theirs != ours:
            differences.append((outcome, row))
    print(f"{len(rows)} files declaring SDFormat 1.9 or older")
    for outcome in (
        "both valid",
        "both invalid",
        "only we reject",
        "only the reference rejects",
        "reference gave no verdict",
    ):
        print(f"  {outcome}: {counts[outcome]}")
    for outcome, row in sorted(differences, key=lambda item: (item[0], item[1]["path"])):
        print(f"\n[{outcome}] {row['path']}")
        for side in ("ours", "reference"):
            errors = row[side]["errors"]
            first = errors[0] if errors else None
            text = f"{first['code']}: {first['message'][:160]}" if first else "-"
            more = f" (+{len(errors) - 1} more)" if len(errors) > 1 else ""
            print(f"    {side:9} {text}{more}")
    if json_out is not None:
        json_out.write_text(json.dumps(rows, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
