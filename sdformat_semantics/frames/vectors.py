"""Directions of vectors (joint axes), decided without needless numpy work."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from sdformat_semantics.geometry.pose import length


def has_direction(vector: npt.ArrayLike) -> bool:
    """Whether ``unit`` gives the vector a direction (its length is finite and not zero).

    Decided on plain floats where no rounding can matter, which spares numpy's
    per-call cost on every joint axis; extreme lengths go through ``unit``.
    """
    values = np.asarray(vector, dtype=np.float64)
    if values.shape == (3,):
        sizes = [abs(v) for v in values.tolist()]
        if all(size < _PLAINLY_FINITE for size in sizes) and any(size > 0.0 for size in sizes):
            return True  # (a NaN fails the first test)
    return unit(values) is not None


_PLAINLY_FINITE = 1e300
"""Components below this cannot make the length of a 3-vector overflow."""


def unit(vector: npt.NDArray[np.float64]) -> npt.NDArray[np.float64] | None:
    """The vector scaled to length 1, or None for a zero vector."""
    norm = length(vector)
    if norm == 0.0 or not np.isfinite(norm):
        return None
    return vector / norm
