"""Drawing DOT text with Graphviz's ``dot`` program (``sdformat graph -o``)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

FORMATS = ("svg", "png", "pdf", "dot")
"""Output formats, by file suffix; ``dot`` is the text itself and needs no Graphviz."""

INSTALL_HINT = (
    "install Graphviz (apt install graphviz, dnf install graphviz, brew install graphviz, "
    "conda install -c conda-forge graphviz, or see https://graphviz.org/download/)"
)


MAX_DRAWN_POINTS = {"png": 32767 * 72 / 96, "pdf": 14400.0}
"""Longest side, in points, Graphviz draws at full size per format: PNG images are at most
32767 pixels (at 96 pixels an inch), PDF pages 200 inches. A larger layout is shrunk until
its labels cannot be read; SVG has no limit."""


_LIMIT_TEXT = {"png": "32767 pixels a side", "pdf": "200 inches a side"}


class GraphvizError(Exception):
    """The drawing could not be made; the message says why and what to do."""


def output_format(path: Path) -> str | None:
    """The format a file name asks for (its suffix), or None when it is not one of FORMATS."""
    suffix = path.suffix.lower().lstrip(".")
    return suffix if suffix in FORMATS else None


def unknown_format_message(path: Path) -> str:
    """What to write instead of a file name whose suffix names no format."""
    return f"'{path}': the file name must end in .{', .'.join(FORMATS)}"


def missing_dot_message(path: Path) -> str | None:
    """Why ``path`` cannot be drawn here (``dot`` is not on PATH), or None when it can."""
    if output_format(path) in (None, "dot") or shutil.which("dot") is not None:
        return None
    return (
        f"drawing {path} needs Graphviz's dot program, which is not on PATH: "
        f"{INSTALL_HINT}; or save the DOT text with -o {path.with_suffix('.dot')}"
    )


def layout_size(program: str, dot_text: str) -> tuple[float, float]:
    """Width and height, in points, of the layout ``dot`` makes of ``dot_text``.

    Raises:
        GraphvizError: When ``dot`` cannot lay it out.
    """
    done = subprocess.run(
        [program, "-Tplain"], input=dot_text.encode("utf-8"), capture_output=True, check=False
    )
    first = done.stdout.decode("utf-8", "replace").split("\n", 1)[0].split()
    if done.returncode != 0 or len(first) < 4 or first[0] != "graph":
        detail = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise GraphvizError(f"dot could not lay the graph out: {detail[0] if detail else '?'}")
    scale, width, height = (float(word) for word in first[1:4])
    return width * scale * 72, height * scale * 72


def write_graph(dot_text: str, path: Path) -> None:
    """Write ``dot_text`` to ``path``, drawn in the format its suffix names.

    Raises:
        GraphvizError: When the format is unknown, or ``dot`` is missing or fails.
        OSError: When the file cannot be written.
    """
    file_format = output_format(path)
    if file_format is None:
        raise GraphvizError(unknown_format_message(path))
    if file_format == "dot":
        path.write_text(dot_text, encoding="utf-8")
        return
    program = shutil.which("dot")
    if program is None:
        raise GraphvizError(str(missing_dot_message(path)))
    limit = MAX_DRAWN_POINTS.get(file_format)
    if limit is not None:
        width, height = layout_size(program, dot_text)
        if max(width, height) > limit:
            shrink = limit / max(width, height)
            raise GraphvizError(
                f"{path}: the graph lays out at {width / 72:.0f} x {height / 72:.0f} inches, "
                f"more than .{file_format} holds at full size ({_LIMIT_TEXT[file_format]}); "
                f"Graphviz would shrink it to {shrink:.0%} and its labels with it. Write "
                f"{path.with_suffix('.svg')} (no size limit) or {path.with_suffix('.dot')}, "
                "or draw one world or model at a time"
            )
    done = subprocess.run(
        [program, f"-T{file_format}", "-o", str(path)],
        input=dot_text.encode("utf-8"),
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        detail = done.stderr.decode("utf-8", "replace").strip().splitlines()
        reason = detail[0] if detail else f"exit status {done.returncode}"
        raise GraphvizError(f"dot could not draw {path}: {reason}")
