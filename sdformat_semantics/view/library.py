"""viser, the viewer library, imported only when a view is asked for.

The ``[view]`` extra installs it (with pycollada, which lets trimesh read
COLLADA meshes). Without it, a view is a ``VIEWER_MISSING`` problem that
names the extra, never an ``ImportError`` traceback; loading a document never
imports it.
"""

from __future__ import annotations

import importlib
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from sdformat_runtime.errors import Error, ErrorCode

INSTALL_HINT = "install the extra: pip install 'sdformat-toolchain[view]' (viser>=1.0)"
"""What every ``VIEWER_MISSING`` problem tells the user to do."""


class ViewerMissingError(ImportError):
    """A view was asked for and ``viser`` cannot be imported.

    Attributes:
        problem: The ``VIEWER_MISSING`` problem, for the CLI or a notebook.
    """

    def __init__(self, problem: Error) -> None:
        super().__init__(f"{problem.code.value}: {problem.message}")
        self.problem = problem


def import_viser(file: str | None = None) -> Any:
    """The ``viser`` module, or ``ViewerMissingError`` naming the extra to install.

    Args:
        file: The document's file, for the problem.
    """
    try:
        return importlib.import_module("viser")
    except ImportError:
        have = f"viser {_installed_version()} does not import" if _installed_version() else ""
        message = f"the 3D view needs viser: {have or 'viser is not installed'}; {INSTALL_HINT}"
        raise ViewerMissingError(Error(ErrorCode.VIEWER_MISSING, message, file)) from None


def _installed_version() -> str | None:
    try:
        return version("viser")
    except PackageNotFoundError:
        return None
