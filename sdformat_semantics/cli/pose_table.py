"""``sdformat pose --all``: every frame's pose as text, JSON or CSV."""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections.abc import Mapping

import numpy as np
import numpy.typing as npt

from sdformat_runtime.values import format_number
from sdformat_semantics.geometry.pose import Pose

FloatArray = npt.NDArray[np.float64]

NOISE = 1e-12
"""Below this, a number in text output is rounding noise of a composition (``-4.44e-16``): 0."""


def printed(value: float, precision: int | None = None) -> str:
    """A number as text: rounded to ``precision`` decimals, else with noise below ``NOISE`` as 0.

    Whole numbers are written without ``.0``; ``-0`` is written ``0``.
    """
    number = float(value)
    if precision is not None:
        number = round(number, precision)
    elif abs(number) < NOISE:
        number = 0.0
    return format_number(number + 0.0)


COLUMNS = {
    "rpy": ["x", "y", "z", "roll", "pitch", "yaw"],
    "quat": ["x", "y", "z", "qx", "qy", "qz", "qw"],
    "matrix": [f"m{row}{column}" for row in range(4) for column in range(4)],
}
"""The number columns of each ``--format``."""


def print_table(matrices: Mapping[str, FloatArray], arguments: argparse.Namespace) -> None:
    """Print one row per frame, in name order, laid out as ``--json``/``--csv`` ask."""
    columns = COLUMNS[arguments.format]
    precision: int | None = arguments.precision
    rows = {name: _numbers(matrix, arguments.format) for name, matrix in sorted(matrices.items())}
    if precision is not None:  # every layout: the numbers asked for
        rows = {name: [round(v, precision) + 0.0 for v in row] for name, row in rows.items()}
    if arguments.json:
        document = {
            "relative_to": arguments.relative_to,
            "positions": {
                (key if isinstance(key, str) else ":".join(key)): value
                for key, value in arguments.positions.items()
            },
            "columns": columns,
            "frames": rows,
        }
        print(json.dumps(document, indent=2))
    elif arguments.csv:
        writer = csv.writer(sys.stdout, lineterminator="\n")
        writer.writerow(["frame", *columns])
        for name, numbers in rows.items():
            writer.writerow([name, *(format_number(v) for v in numbers)])
    else:
        width = max((len(name) for name in rows), default=0)
        for name, numbers in rows.items():
            print(f"{name:<{width}}  " + " ".join(printed(v, precision) for v in numbers))


def _numbers(matrix: FloatArray, layout: str) -> list[float]:
    if layout == "matrix":
        return [float(v) + 0.0 for v in np.asarray(matrix).reshape(-1)]
    pose = Pose.from_matrix(matrix)
    rotation = pose.quaternion if layout == "quat" else pose.rpy()
    # + 0.0 turns the -0.0 of rounding into 0.0, which JSON and CSV readers show plainly.
    return [float(v) + 0.0 for v in np.concatenate([pose.position, rotation])]
