"""MJCF (MuJoCo) read as SDFormat, and the one door to MuJoCo's Python package.

* ``library``: ``mujoco`` imported on first use, or a ``MUJOCO_MISSING``
  problem that names the ``[mujoco]`` extra;
* ``reading``: a ``<mujoco>`` document compiled by MuJoCo and written as one
  SDFormat model (``convert_mjcf``, called by the load like ``convert_urdf``);
* ``shapes``: a compiled geom as an SDFormat ``<geometry>``;
* ``losses``: the ``MJCF_IMPORT_LOSS`` report, at the lines of the file.

Writing MJCF is in ``export.mjcf`` (every writer lives in ``export``).
"""

from __future__ import annotations

from sdformat_semantics.mjcf.library import MujocoMissingError, import_mujoco, missing_problem

__all__ = ["MujocoMissingError", "import_mujoco", "missing_problem"]
