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

``--case NAME`` runs one case; ``--json`` prints the figures as JSON.
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
    if arguments.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"{'case':10} {'elements':>10} {'seconds':>8} {'peak MB':>8} {'B/element':>10} valid")
    for case, row in results.items():
        print(
            f"{case:10} {row['elements']:>10} {row['seconds']:>8.2f} "
            f"{row['added'] / 1e6:>8.0f} {row['bytes_per_element']:>10.0f} {row['valid']}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
