"""Memory and time of loads that the limits are about, each in a fresh process.

``python -m bench.memory`` prints, for each case, the seconds a load takes,
the peak resident memory it adds (``VmHWM`` of ``/proc/self/status`` in a
child process that loaded nothing big before), and that figure per element
of the load (the document's own and each inclusion's, as ``max_elements``
counts them):

- ``links``: one model of bare links, the costliest shape per element;
- ``robots``: a world of robot models (links with inertials, collisions,
  visuals, joints; ``bench.synthetic``);
- ``includes``: a small world including one ~2 MB robot model twenty
  times, each include renamed and posed (issue 22's case), loaded with
  ``max_elements`` raised so that every include is expanded.

Then the ratio issue 20 sets a target on: the peak memory of our full load
(``bench.readers.full_load``, eager and with ``ParserConfig(lazy=True)``) to
that of the raw lxml parse, on a synthetic world of 1,000 models, each
measured in a fresh process as ``bench.worker`` measures the comparison.

``--case NAME`` runs one case (and no ratios); ``--json`` prints the figures as JSON.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.synthetic import model_xml, world_xml

_CHILD = """
import json, sys, time
from sdformat_semantics import ParserConfig, load

def high_water():
    with open("/proc/self/status") as status:
        line = next(l for l in status if l.startswith("VmHWM:"))
    return int(line.split()[1]) * 1024

load("<sdf version='1.10'><model name='w'><link name='l'/></model></sdf>")  # warm up
base = high_water()
start = time.perf_counter()
config = ParserConfig(pause_garbage_collector=True, max_elements=int(sys.argv[2]))
document = load(sys.argv[1], config=config)
seconds = time.perf_counter() - start
print(json.dumps({
    "seconds": seconds, "added": high_water() - base, "valid": document.valid,
    "includes": len(document.includes),
}))
"""


def _links(folder: Path) -> tuple[Path, int]:
    count = 100_000
    links = "".join(f"<link name='l{i}'/>" for i in range(count))
    path = folder / "links.sdf"
    path.write_text(
        f"<sdf version='1.10'><world name='w'><model name='m'>{links}</model></world></sdf>"
    )
    return path, count + 4


def _robots(folder: Path) -> tuple[Path, int]:
    path = folder / "robots.sdf"
    path.write_text(world_xml(1_000, 4))
    return path, _count(path)


def _includes(folder: Path) -> tuple[Path, int]:
    robot = folder / "robot.sdf"
    body = model_xml(0, 2_500)  # about 2 MB
    robot.write_text(f'<?xml version="1.0"?>\n<sdf version="1.10">{body}\n</sdf>\n')
    includes = "".join(
        f"<include><uri>robot.sdf</uri><name>r{i}</name><pose>{i} 0 0 0 0 0</pose></include>"
        for i in range(20)
    )
    world = folder / "world.sdf"
    world.write_text(f'<sdf version="1.10"><world name="w">{includes}</world></sdf>')
    return world, _count(world) + 20 * (_count(robot) - 1)


def _count(path: Path) -> int:
    from lxml import etree

    return sum(1 for _ in etree.parse(str(path)).iter())


CASES = {"links": _links, "robots": _robots, "includes": _includes}

RATIO_MODELS = 1000
RATIO_TARGET = 1.5
"""Peak memory of the full load / peak memory of the raw parse (``compare.MEMORY_TARGET``)."""
RATIO_LOADS = ("parse", "eager", "lazy", "eager, warm", "lazy, warm")
"""What each child process measures. A first load in a process also pays what
is done once per process (the fast-path schema compiled, the generated classes
imported, per-class tables built: about 19 MB); "warm" loads a two-model world
first, so its peak is what one more document costs."""

_PEAK_CHILD = """
import gc, json, sys
from pathlib import Path
from bench import readers, worker

which, path, warm_up = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
load = readers.LXML.prepare() if which == "parse" else readers.OURS.prepare()
lazy = which.startswith("lazy")
if which.endswith("warm"):
    readers.full_load(warm_up, lazy=lazy)
gc.collect()
before = worker.reset_peak_rss()
result = load(path) if which == "parse" else readers.full_load(path, lazy=lazy)
print(json.dumps(worker.peak_rss() - before))
"""


def peaks(models: int = RATIO_MODELS) -> dict[str, int]:
    """Peak resident growth of the raw parse, the eager and the lazy full load, bytes."""
    found = {}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"synthetic_{models}.sdf"
        path.write_text(world_xml(models), encoding="utf-8")
        warm_up = Path(folder) / "warm_up.sdf"
        warm_up.write_text(world_xml(2), encoding="utf-8")
        for which in RATIO_LOADS:
            done = subprocess.run(
                [sys.executable, "-c", _PEAK_CHILD, which, str(path), str(warm_up)],
                cwd=Path(__file__).resolve().parent.parent,
                capture_output=True,
                text=True,
                check=True,
            )
            found[which] = int(json.loads(done.stdout.strip().splitlines()[-1]))
    return found


def ratio_lines(found: dict[str, int], models: int = RATIO_MODELS) -> list[str]:
    """The peak-memory ratios of the full loads to the raw parse, each with its verdict."""
    parse = found["parse"]
    lines = [
        f"Peak memory at N={models}: full load / raw lxml parse ({parse / 2**20:.0f} MB), "
        f"fresh process each (target <= {RATIO_TARGET:g}x)"
    ]
    for which in RATIO_LOADS[1:]:
        ratio = found[which] / parse
        verdict = "met" if ratio <= RATIO_TARGET else f"missed: {ratio:.2f}x > {RATIO_TARGET:g}x"
        lines.append(f"  {which:11} {found[which] / 2**20:7.0f} MB  {ratio:5.2f}x  {verdict}")
    return lines


def ratio_section() -> list[str]:
    """Measure the ratios and return their lines (for ``make bench``)."""
    return ratio_lines(peaks())


def measure(case: str) -> dict[str, float]:
    """Seconds, added peak bytes and bytes per element of one case, in a fresh process."""
    with tempfile.TemporaryDirectory() as folder:
        path, elements = CASES[case](Path(folder))
        done = subprocess.run(
            [sys.executable, "-c", _CHILD, str(path), str(2 * elements + 750_000)],
            capture_output=True,
            text=True,
            check=True,
        )
    figures: dict[str, float] = json.loads(done.stdout)
    figures["elements"] = elements
    figures["bytes_per_element"] = figures["added"] / elements
    return figures


def main(argv: list[str] | None = None) -> int:
    """Print the figures of each case."""
    parser = argparse.ArgumentParser(prog="python -m bench.memory", description=__doc__)
    parser.add_argument("--case", choices=sorted(CASES), action="append")
    parser.add_argument("--json", action="store_true")
    arguments = parser.parse_args(argv)
    results = {case: measure(case) for case in arguments.case or list(CASES)}
    found = {} if arguments.case else peaks()
    if arguments.json:
        print(json.dumps({**results, **({"ratios": found} if found else {})}, indent=2))
        return 0
    print(f"{'case':10} {'elements':>10} {'seconds':>8} {'peak MB':>8} {'B/element':>10} valid")
    for case, row in results.items():
        print(
            f"{case:10} {row['elements']:>10} {row['seconds']:>8.2f} "
            f"{row['added'] / 1e6:>8.0f} {row['bytes_per_element']:>10.0f} {row['valid']}"
        )
    if found:
        print("\n".join(["", *ratio_lines(found)]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
