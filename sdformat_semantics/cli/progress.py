"""The progress bar ``sdformat check`` draws on a terminal."""

from __future__ import annotations

from typing import TextIO

PROGRESS_MINIMUM = 5
"""Fewest files for which ``check`` draws a progress bar (on a terminal only)."""


class Progress:
    """A bar on stderr while files are checked: on a terminal, for enough files, else nothing."""

    WIDTH = 30

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total = total
        self.stream = stream
        self.enabled = total >= PROGRESS_MINIMUM and stream.isatty()
        self.done = 0
        self.shown = False

    def advance(self) -> None:
        """Count one more file done, and redraw."""
        self.done += 1
        self.draw()

    def draw(self) -> None:
        """Draw the bar over the line it is on."""
        if not self.enabled:
            return
        filled = self.WIDTH * self.done // self.total
        bar = "#" * filled + "." * (self.WIDTH - filled)
        self.stream.write(f"\r[{bar}] {self.done}/{self.total} files")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        """Erase the bar, so that other output starts on a clean line."""
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False
