"""Read speed of the generated classes against the raw lxml parse of the same bytes."""

from __future__ import annotations

import time
import tracemalloc
from collections.abc import Callable

import sdformat_v1_10
from lxml import etree

from bench.synthetic import world_xml
from sdformat_semantics.binding import collector_paused
from sdformat_semantics.xml import safe_parser


def best_of(repeats: int, action: Callable[[], object]) -> float:
    """Fastest of several runs, in seconds (the least disturbed by the machine)."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        best = min(best, time.perf_counter() - start)
    return best


def peak_memory(action: Callable[[], object]) -> int:
    """Peak Python heap allocated while the action runs, in bytes."""
    tracemalloc.start()
    action()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak


class _Bare:
    """The least object a binder can make per element: tag, text, attributes, line."""

    __slots__ = ("attributes", "children", "line", "tag", "text")

    def __init__(self, node: etree._Element, children: list[_Bare]) -> None:
        self.tag = node.tag
        self.text = node.text
        self.attributes = dict(node.attrib)
        self.line = node.sourceline
        self.children = children


def _bare_walk(node: etree._Element) -> _Bare:
    return _Bare(node, [_bare_walk(child) for child in node])


def bare_floor(data: bytes) -> None:
    """Parse, then visit every element once and wrap it in one small Python object.

    Any eager binder in Python does at least this, so its ratio to the raw
    parse is a floor for the read ratio (before types, checks and defaults).
    The collector is paused as the real reader pauses it.
    """
    tree = etree.fromstring(data, safe_parser())
    with collector_paused():
        _bare_walk(tree)


def run(sizes: tuple[int, ...] = (10, 100, 1000)) -> list[dict[str, float]]:
    """Measure each size; return one row per size."""
    rows = []
    for models in sizes:
        data = world_xml(models).encode()
        elements = len(etree.fromstring(data).xpath("//*"))
        repeats = 5 if models <= 100 else 3
        raw = best_of(repeats, lambda data=data: etree.fromstring(data, safe_parser()))
        read = best_of(repeats, lambda data=data: sdformat_v1_10.loads(data))
        floor = best_of(repeats, lambda data=data: bare_floor(data))
        result = sdformat_v1_10.loads(data)
        assert not result.errors, result.errors[:3]
        rows.append(
            {
                "models": models,
                "elements": elements,
                "raw_ms": raw * 1e3,
                "read_ms": read * 1e3,
                "ratio": read / raw,
                "floor_ratio": floor / raw,
                "us_per_element": read / elements * 1e6,
                "peak_mb": peak_memory(lambda data=data: sdformat_v1_10.loads(data)) / 2**20,
                "input_mb": len(data) / 2**20,
            }
        )
    return rows


def report(rows: list[dict[str, float]]) -> str:
    """Format the rows as a table with the flatness figure."""
    lines = [
        "read: XML bytes -> sdformat_v1_10 objects, vs raw lxml parse of the same bytes",
        f"{'models':>7} {'elements':>9} {'read/parse':>11} {'floor/parse':>12} "
        f"{'us/element':>11} {'peak MB':>8} {'input MB':>9}",
    ]
    for row in rows:
        lines.append(
            f"{row['models']:7.0f} {row['elements']:9.0f} {row['ratio']:10.1f}x "
            f"{row['floor_ratio']:11.1f}x "
            f"{row['us_per_element']:11.2f} {row['peak_mb']:8.1f} {row['input_mb']:9.2f}"
        )
    flat = rows[-1]["us_per_element"] / rows[0]["us_per_element"]
    lines.append(f"time per element at the largest size / smallest size: {flat:.2f}")
    lines.append("floor: parse + one bare Python object per element (see bare_floor)")
    return "\n".join(lines)
