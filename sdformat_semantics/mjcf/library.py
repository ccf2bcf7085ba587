"""MuJoCo's Python package, imported only when MJCF is read or written.

MJCF is built, written, read and compiled by MuJoCo's own model API
(``mujoco.MjSpec``, MuJoCo 3.10 or newer) rather than by a parser of ours, so
that defaults, classes and the compiler's rules are MuJoCo's. The package is
the optional extra ``[mujoco]``: without it, reading or writing MJCF is a
``MUJOCO_MISSING`` problem that names the extra, never an ``ImportError``
traceback. Importing ``mujoco`` costs about a quarter of a second, so it
happens here, on first use, and never when a document is only loaded.
"""

from __future__ import annotations

import contextlib
import importlib
import threading
import warnings
from collections.abc import Iterator
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from sdformat_runtime.errors import Error, ErrorCode

MINIMUM_VERSION = (3, 10)
"""The oldest MuJoCo that reads and writes everything here, checked release by release with
the MJCF tests: ``MjSpec`` came with 3.2, but 3.2 to 3.4 take other call forms (no
``MjSpec.from_file``, three numbers for every geom size) and 3.5 to 3.9 refuse some models
written here as unstable at their first step."""

SHOWN_MINIMUM = ".".join(map(str, MINIMUM_VERSION))

INSTALL_HINT = (
    f"install the extra: pip install 'sdformat-toolchain[mujoco]' (mujoco>={SHOWN_MINIMUM})"
)
"""What every ``MUJOCO_MISSING`` problem tells the user to do."""


class MujocoMissingError(ImportError):
    """MJCF was asked for and ``mujoco`` (``MINIMUM_VERSION`` or newer) cannot be imported.

    Attributes:
        problem: The ``MUJOCO_MISSING`` problem, for a document's problems or the CLI.
    """

    def __init__(self, problem: Error) -> None:
        super().__init__(f"{problem.code.value}: {problem.message}")
        self.problem = problem


def missing_problem(
    what: str, file: str | None = None, line: int | None = None, found: str | None = None
) -> Error:
    """The ``MUJOCO_MISSING`` error for ``what`` (``reading MJCF``, ``writing MJCF``).

    ``found``: the version imported, when one was (else the one installed, if any).
    """
    found = found or _installed_version()
    older = f"older than {SHOWN_MINIMUM}"
    have = f"mujoco {found} is installed, {older}" if found else "mujoco is not installed"
    message = f"{what} needs MuJoCo's model API (MjSpec): {have}; {INSTALL_HINT}"
    return Error(ErrorCode.MUJOCO_MISSING, message, file, line)


def import_mujoco(what: str, file: str | None = None) -> Any:
    """The ``mujoco`` module, or ``MujocoMissingError`` naming the extra to install.

    Args:
        what: What needs it, for the message (``writing MJCF``).
        file: The document's file, for the problem.
    """
    try:
        module = importlib.import_module("mujoco")
    except ImportError:
        raise MujocoMissingError(missing_problem(what, file)) from None
    if not hasattr(module, "MjSpec") or _release(module) < MINIMUM_VERSION:
        imported = str(getattr(module, "__version__", "")) or None
        raise MujocoMissingError(missing_problem(what, file, found=imported))
    return module


def _release(module: Any) -> tuple[int, ...]:
    """The major and minor numbers of the imported ``mujoco`` (0.0 when it does not say)."""
    words = str(getattr(module, "__version__", "0.0")).split(".")[:2]
    return tuple(int(word) if word.isdigit() else 0 for word in words)


def _installed_version() -> str | None:
    try:
        return version("mujoco")
    except PackageNotFoundError:
        return None


_WARNING_HANDLER = threading.RLock()
"""MuJoCo's warning handler is one for the whole process: one thread captures at a time
(re-entrant: a capture inside another puts the outer one's handler back when it ends)."""


@contextlib.contextmanager
def mujoco_warnings(mujoco: Any) -> Iterator[list[str]]:
    """What MuJoCo warns about inside the block, as one-line messages, in order.

    MuJoCo warns two ways: its compiler's warnings come as Python warnings,
    and others (a conflict when a model attaches another) go to its process
    handler, which by default prints them and appends them to
    ``MUJOCO_LOG.TXT`` in the working folder, a file left in the user's
    repository. Both are collected instead; a message said both ways is
    kept once. The previous handler is put back after the block.
    """
    said: list[str] = []
    with _WARNING_HANDLER, warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        previous = mujoco.get_mju_user_warning()
        handled: list[str] = []
        mujoco.set_mju_user_warning(handled.append)
        try:
            yield said
        finally:
            mujoco.set_mju_user_warning(previous)
    raised = [" ".join(str(warning.message).split()) for warning in caught]
    said.extend(dict.fromkeys(raised))
    for message in handled:
        text = " ".join(str(message).split())
        if text and not any(text in other for other in said):
            said.append(text)
