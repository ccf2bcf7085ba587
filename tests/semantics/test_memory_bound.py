"""Memory is bounded by elements, not bytes: ``max_elements`` and what it costs.

A load's memory grows with the elements it holds (the tree, the bound
objects, the frame graphs), 0.8 to 1.9 kB each at the peak depending on
their kind; a file of tiny elements at ``max_bytes`` would hold sixteen
million of them. ``max_elements`` counts a document's elements from its
tags before parsing and refuses what would go over; the default keeps a
load of the densest shape we know inside a 2 GB process. These tests check
the refusal on every shape with small limits, and the arithmetic of the
default with the memory per element measured on a load of 40,000 elements
in a fresh process (its peak resident size), not on a file at the limit.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from sdformat_runtime.xml import DEFAULT_MAX_BYTES, DEFAULT_MAX_ELEMENTS, element_bound
from sdformat_semantics import ParserConfig, load

GIB = 1024**3
PROCESS_LIMIT = 2 * GIB
"""The process size the default limits must fit (issue 22)."""


def _world(body: str) -> str:
    return f'<sdf version="1.10"><world name="w">{body}</world></sdf>'


SHAPES: dict[str, Callable[[int], str]] = {
    # A model of bare links: every element is a frame, the costliest we know.
    "links": lambda n: _world(
        "<model name='m'>" + "".join(f"<link name='l{i}'/>" for i in range(n)) + "</model>"
    ),
    "frames": lambda n: _world("".join(f"<frame name='f{i}'/>" for i in range(n))),
    "posed frames": lambda n: _world(
        "".join(f"<frame name='f{i}'><pose>1 2 3 0 0 0</pose></frame>" for i in range(n))
    ),
    "unknown elements": lambda n: _world(
        "<model name='m'><link name='l'/>" + "<x/>" * n + "</model>"
    ),
    "comments": lambda n: _world("<!-- c -->" * n + "<model name='m'><link name='l'/></model>"),
}
"""Documents of about n elements (or comments, which count) of one kind each."""


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_a_document_over_max_elements_is_refused_before_parsing(shape: str) -> None:
    text = SHAPES[shape](300)
    bound = element_bound(text.encode())
    assert bound >= 300
    assert load(text, config=ParserConfig(max_elements=bound)).root is not None
    refused = load(text, config=ParserConfig(max_elements=bound - 1))
    assert refused.root is None
    [error] = refused.errors
    assert error.code.name == "FILE_READ"
    assert f"up to {bound} elements" in error.message and "max_elements" in error.message


def test_the_count_comes_before_the_parse() -> None:
    """Refused on its tags alone: not even well-formed XML is parsed when it is too big."""
    broken = "<sdf version='1.10'>" + "<a><b/>" * 2_000  # never closed
    [error] = load(broken, config=ParserConfig(max_elements=1_000)).errors
    assert "max_elements" in error.message


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_the_tag_count_never_undercounts(shape: str) -> None:
    from lxml import etree

    data = SHAPES[shape](200).encode()
    parsed = sum(1 for _ in etree.fromstring(data).iter())  # elements and comments
    assert element_bound(data) >= parsed


def test_the_default_byte_limit_alone_would_not_bound_memory() -> None:
    """Why elements are counted: ``max_bytes`` of tiny elements is millions of them."""
    tiny = len(b"<x/>")
    assert DEFAULT_MAX_BYTES // tiny > 20 * DEFAULT_MAX_ELEMENTS


_MEASURE = """
import json, sys
from sdformat_semantics import ParserConfig, load

def high_water():
    # VmHWM, the peak resident size of this process's own memory: ru_maxrss
    # would start at the size of the pytest process that forked this one.
    with open("/proc/self/status") as status:
        line = next(l for l in status if l.startswith("VmHWM:"))
    return int(line.split()[1]) * 1024

text = sys.stdin.read()
load("<sdf version='1.10'><model name='w'><link name='l'/></model></sdf>")  # warm up
base = high_water()
document = load(text, config=ParserConfig(pause_garbage_collector=True))
print(json.dumps({"base": base, "peak": high_water(), "valid": document.valid}))
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux's /proc")
@pytest.mark.slow
def test_the_default_element_limit_fits_a_2_gb_process() -> None:
    """Memory per element measured on the costliest shape, times the default limit."""
    elements = 40_000
    text = SHAPES["links"](elements)
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE], input=text, capture_output=True, text=True, check=True
    )
    measured = json.loads(done.stdout)
    assert measured["valid"]
    per_element = (measured["peak"] - measured["base"]) / element_bound(text.encode())
    assert 300 < per_element < 2_600, per_element  # 1.9 kB measured at 100,000 and 750,000
    at_the_limit = measured["base"] + per_element * DEFAULT_MAX_ELEMENTS + DEFAULT_MAX_BYTES
    assert at_the_limit < PROCESS_LIMIT, f"{at_the_limit / GIB:.2f} GiB"


_MEASURE_INCLUDES = """
import json, sys
from sdformat_semantics import ParserConfig, load

def high_water():
    with open("/proc/self/status") as status:
        line = next(l for l in status if l.startswith("VmHWM:"))
    return int(line.split()[1]) * 1024

load("<sdf version='1.10'><model name='w'><link name='l'/></model></sdf>")  # warm up
base = high_water()
document = load(sys.argv[1], config=ParserConfig(pause_garbage_collector=True))
assert document.valid, document.errors
print(json.dumps({"added": high_water() - base, "includes": len(document.includes)}))
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux's /proc")
@pytest.mark.slow
def test_a_file_included_many_times_costs_less_per_inclusion(tmp_path: Path) -> None:
    """Repeated includes share what they can: each costs well under a read of the file.

    Each inclusion still counts its elements against ``max_elements`` (the
    bound holds whatever is shared); what it adds to memory is a copy of the
    objects (sharing names, numbers, poses and origins), not a parse, a
    migration and a binding of its own.
    """
    from bench.synthetic import model_xml

    robot = tmp_path / "robot.sdf"
    robot.write_text(f'<sdf version="1.10">{model_xml(0, 300)}</sdf>')
    per_element = []
    for times in (1, 10):
        includes = "".join(
            f"<include><uri>robot.sdf</uri><name>r{i}</name><pose>{i} 0 0 0 0 0</pose></include>"
            for i in range(times)
        )
        world = tmp_path / f"world_{times}.sdf"
        world.write_text(f'<sdf version="1.10"><world name="w">{includes}</world></sdf>')
        done = subprocess.run(
            [sys.executable, "-c", _MEASURE_INCLUDES, str(world)],
            capture_output=True,
            text=True,
            check=True,
        )
        measured = json.loads(done.stdout)
        assert measured["includes"] == times
        per_element.append(measured["added"] / (times * element_bound(robot.read_bytes())))
    once, repeated = per_element
    # Measured: 745 B per element read once, 243 per repeated inclusion (0.33); 386
    # (0.50) when each inclusion read its file again, freeing its tree before the next.
    assert repeated < 0.42 * once, (once, repeated)
