"""MJCF (MuJoCo) read as SDFormat, and the one door to MuJoCo's Python package.

* ``library``: ``mujoco`` imported on first use, or a ``MUJOCO_MISSING``
  problem that names the ``[mujoco]`` extra;

Writing MJCF is in ``export.mjcf`` (every writer lives in ``export``).
"""

from __future__ import annotations

from sdformat_semantics.mjcf.library import MujocoMissingError, import_mujoco, missing_problem

__all__ = ["MujocoMissingError", "import_mujoco", "missing_problem"]
