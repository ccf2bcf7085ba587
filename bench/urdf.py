"""URDF load against yourdfpy: every vendored URDF, both readers measured in one run.

``python -m bench.urdf`` prints one row per ``*.urdf`` under ``tests/data``:
our ``sdformat_semantics.load(path)`` (reading, converting to SDFormat,
binding, checks and frame graphs), yourdfpy's ``URDF.load(path,
build_scene_graph=True, load_meshes=False)``, the ratio ours / yourdfpy and
whether ours is at least as fast (issue 40's target), then a summary line.
Each figure is the best of ``RUNS`` loads in CPU time after one warm-up load
of the same file (start-up and first-use costs are another benchmark's).
Without yourdfpy (the ``bench`` extra) its column says why it is missing.
A file yourdfpy refuses is shown with the reason it gave.
"""

from __future__ import annotations

import argparse
import logging
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path

import sdformat_semantics
from bench.kinematics import best_seconds

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
RUNS = 7

Load = Callable[[Path], object]


def vendored_urdfs(root: Path = DATA) -> list[Path]:
    """Every ``*.urdf`` file under ``root``, in path order."""
    return sorted(root.rglob("*.urdf"))


def best_cpu(load: Load, path: Path, runs: int) -> float:
    """Best CPU seconds of ``runs`` calls of ``load(path)`` after one warm-up call."""
    load(path)
    return best_seconds(lambda: load(path), runs)


def ours(path: Path) -> object:
    """Our load with checks, as a user calls it."""
    return sdformat_semantics.load(path)


def yourdfpy_loader() -> tuple[Load | None, str]:
    """The load of yourdfpy without meshes (scene graph built), or None and why it is missing."""
    try:
        import yourdfpy  # an optional peer, imported only to be measured
    except ImportError as error:
        return None, f"yourdfpy not installed ({error}; pip install -e '.[bench]')"
    logging.getLogger("yourdfpy").setLevel(logging.CRITICAL)  # its warnings are not ours

    def load(path: Path) -> object:
        return yourdfpy.URDF.load(str(path), build_scene_graph=True, load_meshes=False)

    return load, ""


def row(path: Path, runs: int, peer: Load | None, missing: str) -> tuple[str, float | None]:
    """One printed row and the ratio ours / yourdfpy (None when yourdfpy did not load it)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        mine = best_cpu(ours, path, runs)
    shown = path.relative_to(DATA).as_posix()
    if peer is None:
        return f"{mine * 1000:8.2f}  {'n/a':>8}  {'':>6}  {'':6}  {shown}  ({missing})", None
    try:
        theirs = best_cpu(peer, path, runs)
    except Exception as error:  # the peer's refusal is shown, not raised
        reason = f"{type(error).__name__}: {error}".splitlines()[0][:70]
        return (
            f"{mine * 1000:8.2f}  {'n/a':>8}  {'':>6}  {'':6}  {shown}  (yourdfpy: {reason})",
            None,
        )
    ratio = mine / theirs
    verdict = "met" if ratio <= 1.0 else "missed"
    return f"{mine * 1000:8.2f}  {theirs * 1000:8.2f}  {ratio:6.2f}  {verdict:6}  {shown}", ratio


def main(argv: Sequence[str] | None = None) -> int:
    """Print the table and the summary; 0 always (a benchmark reports, it does not fail)."""
    parser = argparse.ArgumentParser(prog="python -m bench.urdf", description=__doc__)
    parser.add_argument("--runs", type=int, default=RUNS, help="loads measured per file")
    parser.add_argument("paths", nargs="*", type=Path, help="URDF files (default: all vendored)")
    arguments = parser.parse_args(argv)
    paths = [path.resolve() for path in arguments.paths] or vendored_urdfs()
    peer, missing = yourdfpy_loader()
    print(f"URDF load against yourdfpy: CPU ms, best of {arguments.runs} after a warm-up load")
    print(f"{'ours':>8}  {'yourdfpy':>8}  {'ratio':>6}  {'target':6}  file")
    ratios: list[float] = []
    for path in paths:
        text, ratio = row(path, arguments.runs, peer, missing)
        print(text)
        if ratio is not None:
            ratios.append(ratio)
    print(summary(ratios, len(paths), missing))
    return 0


def summary(ratios: list[float], files: int, missing: str) -> str:
    """The line under the table: how many files meet the target, and the worst ratio."""
    if not ratios:
        return f"URDF load: {files} files, yourdfpy not measured ({missing or 'it read none'})"
    met = sum(ratio <= 1.0 for ratio in ratios)
    return (
        f"URDF load: at least as fast as yourdfpy on {met} of {len(ratios)} files both read "
        f"({files} vendored); worst ratio {max(ratios):.2f}, best {min(ratios):.2f}"
    )


if __name__ == "__main__":
    raise SystemExit(main())
