"""Time Debian's libsdformat 12 ``Root::Load`` (``bench/reference/root_load.cc``) on a file.

libsdformat 12 reads SDFormat up to 1.9. A file declaring 1.10 is given to it
with the version lowered to 1.9, and elements and attributes 1.9 does not
define (and warnings) are then errors: a file that uses any is "n/a" (lowering
would have dropped them), one that does not is a legitimate 1.9 file and is
timed.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

SOURCE = Path(__file__).parent / "reference" / "root_load.cc"
NEWEST_READ = (1, 9)
TIMEOUT_SECONDS = 600

_VERSION = re.compile(rb'(<sdf\b[^>]*\bversion\s*=\s*["\'])([0-9.]+)(["\'])')


@dataclass(frozen=True)
class Timing:
    """What one run of the program reported, or why there is no figure.

    Attributes:
        seconds: Best load + pose time, when the file loaded without errors.
        peak_bytes: Peak RSS growth during the first load.
        failure: Why the file failed ("fails") when it was read as declared.
        unavailable: Why the file could not be given to the library ("n/a").
    """

    seconds: float | None = None
    peak_bytes: int | None = None
    failure: str | None = None
    unavailable: str | None = None


def build(directory: Path) -> tuple[Path | None, str]:
    """Compile the timer into ``directory``.

    Returns:
        The program, or None and the reason it could not be built.
    """
    if shutil.which("g++") is None or shutil.which("pkg-config") is None:
        return None, "g++ or pkg-config is not installed"
    flags = subprocess.run(
        ["pkg-config", "--cflags", "--libs", "sdformat12"],
        capture_output=True,
        text=True,
        check=False,
    )
    if flags.returncode != 0:
        return None, "libsdformat 12 development files are not installed (libsdformat-dev)"
    program = directory / "root_load"
    command = ["g++", "-std=c++17", "-O2", str(SOURCE), "-o", str(program)]
    built = subprocess.run(command + flags.stdout.split(), capture_output=True, text=True)
    if built.returncode != 0:
        return None, "root_load.cc does not compile: " + built.stderr.strip().splitlines()[0]
    return program, ""


def _version(data: bytes) -> tuple[int, ...]:
    found = _VERSION.search(data)
    if found is None:
        return ()
    try:
        return tuple(int(part) for part in found.group(2).split(b"."))
    except ValueError:
        return ()


def lowered_to_newest_read(data: bytes) -> bytes | None:
    """The document declaring 1.9 instead of a newer version, or None if no change is needed."""
    if _version(data) <= NEWEST_READ:
        return None
    return _VERSION.sub(rb"\g<1>1.9\g<3>", data, count=1)


def time_file(program: Path, path: Path, scratch: Path) -> Timing:
    """Run the timer on ``path`` (lowered to 1.9 in ``scratch`` when it is newer)."""
    data = path.read_bytes()
    lowered = lowered_to_newest_read(data)
    command = [str(program), str(path), "10", "1.5"]
    if lowered is not None:
        if _version(data) > (1, 10):
            return Timing(unavailable="declares a version newer than 1.10")
        copy = scratch / ("lowered-" + path.name)
        copy.write_bytes(lowered)
        command = [str(program), str(copy), "10", "1.5", "--undefined-is-error"]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, check=False, timeout=TIMEOUT_SECONDS
        )
    except subprocess.TimeoutExpired:
        return Timing(failure=f"no result within {TIMEOUT_SECONDS} s")
    if done.returncode < 0:
        return Timing(failure=f"killed by signal {-done.returncode} (9: out of memory?)")
    if done.returncode != 0 or len(done.stdout.split()) != 3:
        return Timing(failure=f"exit status {done.returncode}: {done.stderr.strip()[:200]}")
    seconds, errors, peak_kib = done.stdout.split()
    if errors != "0":
        first = next((line for line in done.stderr.splitlines() if line.strip()), "")
        reason = f"{errors} errors, first: {_short(first)}"
        if lowered is not None:
            return Timing(unavailable="read as 1.9: " + reason)
        return Timing(failure=reason)
    return Timing(seconds=float(seconds), peak_bytes=int(peak_kib) * 1024)


def _short(message: str) -> str:
    """The error without the element path and file libsdformat prefixes it with."""
    code = re.match(r"Error Code (\d+)", message)
    text = message.split("Msg: ", 1)[-1].strip()
    return f"code {code.group(1)}: {text}" if code else text
