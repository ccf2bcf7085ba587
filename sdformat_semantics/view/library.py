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

MINIMUM_VERSION = (1, 1)
"""The oldest viser the viewer works with, checked release by release with the viewer's
tests: before 1.1, line segments take no ``thickness`` (and before 1.0.18 the server has
no ``initial_camera``, labels no ``font_screen_scale``)."""

SHOWN_MINIMUM = ".".join(map(str, MINIMUM_VERSION))

INSTALL_HINT = f"install the extra: pip install 'sdformat-toolchain[view]' (viser>={SHOWN_MINIMUM})"
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
        module = importlib.import_module("viser")
    except ImportError:
        have = f"viser {_installed_version()} does not import" if _installed_version() else ""
        message = f"the 3D view needs viser: {have or 'viser is not installed'}; {INSTALL_HINT}"
        raise ViewerMissingError(Error(ErrorCode.VIEWER_MISSING, message, file)) from None
    found = str(getattr(module, "__version__", "") or _installed_version() or "")
    if _release(found) < MINIMUM_VERSION:
        have = f"viser {found or '(of unknown version)'} is installed, older than {SHOWN_MINIMUM}"
        message = f"the 3D view needs viser: {have}; {INSTALL_HINT}"
        raise ViewerMissingError(Error(ErrorCode.VIEWER_MISSING, message, file))
    return module


def _release(found: str) -> tuple[int, ...]:
    """The major and minor numbers of a version text (0.0 when it says none)."""
    words = (found or "0.0").split(".")[:2]
    return tuple(int(word) if word.isdigit() else 0 for word in words)


def _installed_version() -> str | None:
    try:
        return version("viser")
    except PackageNotFoundError:
        return None
