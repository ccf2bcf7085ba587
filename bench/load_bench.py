"""Full load (parse, bind, check, build the frame graphs, resolve every link's world pose).

Compared with the raw lxml parse of the same bytes, and, where Debian's
libsdformat 12 development files are installed, with its ``Root::Load`` plus
link pose resolution (``bench/reference/root_load.cc``), on the same world
declared as 1.9 (the newest version 12.3 reads).
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

from lxml import etree

import sdformat_semantics
from bench.read_bench import best_of
from bench.synthetic import world_xml
from sdformat_semantics.frames import FrameKind
from sdformat_semantics.xml import safe_parser

REFERENCE_SOURCE = Path(__file__).parent / "reference" / "root_load.cc"


def full_load(data: bytes) -> int:
    """Load a world and resolve the world pose of every link; returns the link count."""
    document = sdformat_semantics.load(data)
    assert document.valid, document.errors[:3]
    graphs = document.frame_graphs()
    links = [name for name, v in graphs.vertices.items() if v.kind is FrameKind.LINK]
    for name in links:
        document.pose(name)
    return len(links)


def build_reference(directory: Path) -> Path | None:
    """Compile the libsdformat timer, or None when the compiler or library is missing."""
    if shutil.which("g++") is None or shutil.which("pkg-config") is None:
        return None
    flags = subprocess.run(
        ["pkg-config", "--cflags", "--libs", "sdformat12"],
        capture_output=True,
        text=True,
        check=False,
    )
    if flags.returncode != 0:
        return None
    program = directory / "root_load"
    command = ["g++", "-std=c++17", "-O2", str(REFERENCE_SOURCE), "-o", str(program)]
    built = subprocess.run(command + flags.stdout.split(), capture_output=True, check=False)
    return program if built.returncode == 0 else None


def reference_seconds(program: Path, data: bytes, directory: Path, repeats: int) -> float | None:
    """Best ``Root::Load`` time of the world declared as 1.9, or None if it failed."""
    path = directory / "world.sdf"
    path.write_bytes(data.replace(b'version="1.10"', b'version="1.9"', 1))
    done = subprocess.run(
        [str(program), str(path), str(repeats)], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        return None
    seconds, errors = done.stdout.split()
    return float(seconds) if errors == "0" else None


def run(sizes: tuple[int, ...] = (10, 100, 1000)) -> list[dict[str, float | None]]:
    """Measure each size; return one row per size."""
    rows: list[dict[str, float | None]] = []
    with tempfile.TemporaryDirectory() as scratch:
        directory = Path(scratch)
        program = build_reference(directory)
        for models in sizes:
            data = world_xml(models).encode()
            repeats = 5 if models <= 100 else 2
            raw = best_of(repeats, lambda data=data: etree.fromstring(data, safe_parser()))
            load = best_of(repeats, lambda data=data: full_load(data))
            reference = None
            if program is not None and models <= 100:  # 1,000 models take minutes there
                reference = reference_seconds(program, data, directory, 2)
            rows.append(
                {
                    "models": models,
                    "raw_ms": raw * 1e3,
                    "load_ms": load * 1e3,
                    "ratio": load / raw,
                    "reference_ratio": None if reference is None else reference / load,
                }
            )
    return rows


def report(rows: list[dict[str, float | None]]) -> str:
    """Format the rows; growth compares time per model at the largest and smallest size."""
    lines = [
        "full load: parse + bind + checks + graphs + every link's world pose",
        f"{'models':>7} {'load ms':>9} {'load/parse':>11} {'libsdformat/load':>17}",
    ]
    for row in rows:
        reference = row["reference_ratio"]
        shown = "n/a" if reference is None else f"{reference:.1f}x"
        lines.append(
            f"{row['models']:7.0f} {row['load_ms']:9.1f} {row['ratio']:10.1f}x {shown:>17}"
        )
    first, last = rows[0], rows[-1]
    assert first["load_ms"] and last["load_ms"] and first["models"] and last["models"]
    growth = (last["load_ms"] / last["models"]) / (first["load_ms"] / first["models"])
    lines.append(f"time per model at the largest size / smallest size: {growth:.2f}")
    lines.append("libsdformat/load: Debian libsdformat 12 Root::Load time / our full load time")
    return "\n".join(lines)
