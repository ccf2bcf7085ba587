"""Just enough of Chromium's DevTools protocol to press keys on a page and read it back.

The browser is started with ``--remote-debugging-port=0``; it writes the port
it chose into ``DevToolsActivePort`` in its profile folder. The page's own
connection is found through ``/json/list`` and spoken to over a WebSocket
(``websockets``, which viser already depends on).
"""

from __future__ import annotations

import json
import time
import urllib.request
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

WAIT = 60.0
"""Seconds to wait for the browser and the page (a bound, never asserted on)."""


class Page:
    """One page of a headless Chromium, driven over the DevTools protocol."""

    def __init__(self, profile: Path) -> None:
        port = _devtools_port(profile)
        deadline = time.monotonic() + WAIT
        while True:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as reply:
                pages = [t for t in json.load(reply) if t.get("type") == "page"]
            if pages or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        self.socket: ClientConnection = connect(pages[0]["webSocketDebuggerUrl"], max_size=None)
        self.counter = 0

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        """Send one command and return its result (events in between are skipped)."""
        self.counter += 1
        self.socket.send(json.dumps({"id": self.counter, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv(timeout=WAIT))
            if message.get("id") == self.counter:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                result: dict[str, Any] = message["result"]
                return result

    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression on the page."""
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result["result"].get("value")

    def wait_for(self, expression: str) -> Any:
        """Evaluate until the expression is truthy (up to ``WAIT`` seconds), and return it."""
        deadline = time.monotonic() + WAIT
        while not (value := self.evaluate(expression)) and time.monotonic() < deadline:
            time.sleep(0.1)
        return value

    def press(self, key: str, code: int) -> None:
        """Press and release a key on the focused element."""
        for kind in ("keyDown", "keyUp"):
            self.call(
                "Input.dispatchKeyEvent", type=kind, key=key, code=key, windowsVirtualKeyCode=code
            )

    def close(self) -> None:
        self.socket.close()


def _devtools_port(profile: Path) -> int:
    """The port the browser wrote into its profile folder, once it has."""
    marker = profile / "DevToolsActivePort"
    deadline = time.monotonic() + WAIT
    while not marker.is_file() or not marker.read_text().strip():
        if time.monotonic() > deadline:
            raise TimeoutError("the browser did not open its DevTools port")
        time.sleep(0.1)
    return int(marker.read_text().splitlines()[0])
