"""Headless Chromium opening the page, for pictures taken without a person present.

The page draws with WebGL, so a picture needs a browser: Chromium (Debian's
``chromium`` package) or Chrome, started headless with a fresh profile and
nothing that reaches the network. Once it has connected, viser asks it to
render the scene from a given camera (``ClientHandle.get_render``) and
sends the pixels back, so no browser automation library is needed.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import signal
import subprocess
import tempfile
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from sdformat_runtime.errors import Error, ErrorCode
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.view.drawing import wxyz

FloatArray = npt.NDArray[np.float64]

BROWSER_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")
"""Looked up on PATH, in this order, when neither ``browser`` nor ``SDFORMAT_BROWSER`` names one."""

HEADLESS_FLAGS = (
    "--headless",
    "--no-sandbox",  # root in a container has no user namespace for the sandbox
    "--disable-gpu",
    "--enable-unsafe-swiftshader",  # WebGL drawn on the CPU, for a trusted local page
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
"""How the browser is started: headless, WebGL on the CPU, nothing fetched from outside."""

CONNECT_TIMEOUT = 60.0
"""Seconds to wait for the page to connect, and for a rendered picture."""

INSTALL_HINT = "install Chromium (Debian: apt-get install chromium) or name one with --browser"


class BrowserMissingError(FileNotFoundError):
    """No Chromium or Chrome was found; ``problem`` has the code ``BROWSER_MISSING``."""

    def __init__(self, problem: Error) -> None:
        super().__init__(f"{problem.code.value}: {problem.message}")
        self.problem = problem


def find_browser(browser: str | None = None) -> str:
    """The browser to start: ``browser``, else ``SDFORMAT_BROWSER``, else one on PATH.

    Raises:
        BrowserMissingError: None of them is an executable file.
    """
    wanted = browser or os.environ.get("SDFORMAT_BROWSER")
    candidates: Sequence[str] = (wanted,) if wanted else BROWSER_NAMES
    for name in candidates:
        found = shutil.which(name)
        if found:
            return found
    what = f"'{wanted}' is not an executable" if wanted else "no Chromium or Chrome on PATH"
    message = f"a screenshot needs a browser to draw the page: {what}; {INSTALL_HINT}"
    raise BrowserMissingError(Error(ErrorCode.BROWSER_MISSING, message))


@contextlib.contextmanager
def headless_browser(
    url: str,
    *,
    browser: str | None = None,
    size: tuple[int, int] = (1280, 960),
    flags: Sequence[str] = (),
) -> Iterator[tuple[subprocess.Popen[bytes], Path]]:
    """A headless browser showing ``url`` while the block runs, with its fresh profile folder.

    ``size`` is the window's width and height in pixels (a picture is at most as big).

    Raises:
        BrowserMissingError: No browser found.
    """
    executable = find_browser(browser)
    logging.getLogger("websockets.server").addFilter(_QUIET)
    # ignore_cleanup_errors: a helper process of the browser may still be letting go of a file.
    with tempfile.TemporaryDirectory(
        prefix="sdformat-view-", ignore_cleanup_errors=True
    ) as profile:
        window = f"--window-size={size[0]},{size[1]}"
        command = [executable, *HEADLESS_FLAGS, window, f"--user-data-dir={profile}", *flags, url]
        process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # its own process group: its helpers are stopped with it
        )
        try:
            yield process, Path(profile)
        finally:
            _stop(process)


class _QuietHandshakes(logging.Filter):
    """Drops websockets' report of a connection closed before its handshake.

    A browser that is stopped while it opens a second connection leaves one;
    it is no failure of the picture, and its traceback would only alarm.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        return "handshake failed" not in record.getMessage()


_QUIET = _QuietHandshakes()
"""One filter, so that adding it again changes nothing."""


def _stop(process: subprocess.Popen[bytes]) -> None:
    """Stop the browser and every helper process it started (its process group, on POSIX)."""
    _signal(process, "SIGTERM")
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        _signal(process, "SIGKILL")
        process.wait()


def _signal(process: subprocess.Popen[bytes], name: str) -> None:
    """Send a signal to the browser's process group, or (Windows) end the browser itself."""
    killpg = getattr(os, "killpg", None)
    with contextlib.suppress(ProcessLookupError):
        if killpg is None:
            process.kill() if name == "SIGKILL" else process.terminate()
        else:
            killpg(process.pid, getattr(signal, name))


def wait_for_client(server: Any, timeout: float = CONNECT_TIMEOUT) -> Any:
    """The first page connected to a viser server, waiting up to ``timeout`` seconds.

    Raises:
        TimeoutError: No page connected in time.
    """
    connected = threading.Event()
    server.on_client_connect(lambda _client: connected.set())
    if not server.get_clients() and not connected.wait(timeout):
        raise TimeoutError(f"the browser did not open the page within {timeout:.0f} s")
    return next(iter(server.get_clients().values()))


def look_at(position: npt.ArrayLike, target: npt.ArrayLike) -> tuple[float, ...]:
    """A camera's rotation (w x y z) at ``position`` looking at ``target``, +z up on the picture.

    viser's cameras look along their +z with +y down the picture (OpenCV's convention).
    """
    forward = np.asarray(target, dtype=np.float64) - np.asarray(position, dtype=np.float64)
    forward /= np.linalg.norm(forward)
    right = np.cross(forward, [0.0, 0.0, 1.0])
    if np.linalg.norm(right) < 1e-9:  # looking straight up or down: any right will do
        right = np.array([1.0, 0.0, 0.0])
    right /= np.linalg.norm(right)
    down = np.cross(forward, right)
    matrix = np.eye(4)
    matrix[:3, :3] = np.stack([right, down, forward], axis=1)
    return wxyz(Pose.from_matrix(matrix))
