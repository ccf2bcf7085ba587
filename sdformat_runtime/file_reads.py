"""Reading a file's bytes within a size limit, only from regular files.

``read_limited`` is how the loaders read every file they are given or an
include names, before ``xml.parse_bytes`` parses it: it refuses devices,
pipes and sockets, files larger than the limit (also when they grow while
read) and, when asked, files that lie outside given folders, each as an
``Error`` value rather than an exception.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

from sdformat_runtime.errors import Error, ErrorCode
from sdformat_runtime.limits import DEFAULT_MAX_BYTES


def read_limited(
    path: str | Path, max_bytes: int = DEFAULT_MAX_BYTES, inside: Sequence[str] | None = None
) -> tuple[bytes | None, list[Error]]:
    """The bytes of a regular file, refused when larger than ``max_bytes``.

    Devices, pipes and sockets are refused: ``/dev/zero`` would never end and
    opening a FIFO would wait for a writer. The file is opened without
    blocking and checked after opening, so it cannot be swapped in between;
    reading stops one byte past the limit even if the file grows meanwhile.

    With ``inside`` (folders, links resolved), the file is read only when the
    file actually opened lies in one of them: its location is asked of the
    open descriptor (``/proc/self/fd`` or ``F_GETPATH``), so a link swapped
    between a check by name and the opening cannot lead outside.
    """
    name = str(path)
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            status = os.fstat(descriptor)
            if stat.S_ISDIR(status.st_mode):
                return None, [Error(ErrorCode.FILE_READ, "cannot read file: it is a folder", name)]
            if not stat.S_ISREG(status.st_mode):
                message = "not a regular file (devices, pipes and sockets are not read)"
                return None, [Error(ErrorCode.FILE_READ, message, name)]
            if inside is not None:
                refusal = _outside(descriptor, status, name, inside)
                if refusal is not None:
                    return None, [Error(ErrorCode.FILE_READ, refusal, name)]
            if status.st_size > max_bytes:
                message = (
                    f"file is {status.st_size} bytes, over the limit of {max_bytes} (max_bytes)"
                )
                return None, [Error(ErrorCode.FILE_READ, message, name)]
            data = _read_at_most(descriptor, max_bytes + 1, status.st_size)
        finally:
            os.close(descriptor)
    except OSError as error:
        message = f"cannot read file: {error.strerror or error}"
        return None, [Error(ErrorCode.FILE_READ, message, name)]
    except ValueError as error:  # a name no file can have, such as one with a NUL
        return None, [Error(ErrorCode.FILE_READ, f"cannot read file: {error}", name)]
    if len(data) > max_bytes:
        message = f"file grew past the limit of {max_bytes} bytes while read (max_bytes)"
        return None, [Error(ErrorCode.FILE_READ, message, name)]
    return data, []


def _outside(
    descriptor: int, status: os.stat_result, name: str, inside: Sequence[str]
) -> str | None:
    """Why the opened file may not be read (it lies outside ``inside``), or None."""
    opened = _opened_location(descriptor, status, name)
    if opened is None:
        return "cannot tell where the opened file lies, so it is not read (allowed_roots)"
    if any(Path(opened).is_relative_to(root) for root in inside):
        return None
    return f"the file opened is '{opened}', outside the allowed folders (allowed_roots); not read"


def _opened_location(descriptor: int, status: os.stat_result, name: str) -> str | None:
    """Where an open file lies, asked of its descriptor; None when no way to ask works."""
    try:
        return str(Path(f"/proc/self/fd/{descriptor}").readlink())  # Linux
    except OSError:
        pass
    get_path = getattr(fcntl, "F_GETPATH", None) if fcntl is not None else None
    if get_path is not None:  # macOS and the BSDs
        try:
            found = fcntl.fcntl(descriptor, get_path, bytes(1024))
            return bytes(found).rstrip(b"\0").decode(errors="surrogateescape")
        except OSError:
            pass
    # Elsewhere: the name's target now, if it is the very file that was opened.
    try:
        real = os.path.realpath(name)
        now = Path(real).stat()
    except (OSError, ValueError):
        return None
    return real if (now.st_dev, now.st_ino) == (status.st_dev, status.st_ino) else None


def _read_at_most(descriptor: int, count: int, expected: int) -> bytes:
    """Up to ``count`` bytes of an open file whose size was ``expected`` when opened.

    The first read asks for the expected size and one byte more, so a file
    that did not grow is read in one buffer of its own size (a megabyte
    buffer per read cost more than the copy for files of a few hundred kB,
    and a large file was read in pieces, then copied once more to join
    them); only a file that grew is read on, in small pieces.
    """
    chunks: list[bytes] = []
    size = min(count, expected + 1)
    while count > 0:
        chunk = os.read(descriptor, size)
        if not chunk:
            break
        chunks.append(chunk)
        count -= len(chunk)
        size = min(count, _READ_ON)
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


_READ_ON = 1 << 16
"""Bytes asked for by each read after the first: the end of file, or what a growing file added."""
