"""``read_limited`` reads a file whole in one buffer of its size, and still reads a growing one right.

The first read asks for the size the file had when opened (and one byte
more); a file that grew since is read on in small pieces, up to the limit.
Whatever the size (around the piece size, around a megabyte, empty) and
however much the file grew, the bytes are the file's and the limit holds.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from sdformat_runtime import file_reads
from sdformat_runtime.file_reads import read_limited

PIECE = file_reads._READ_ON
SIZES = [0, 1, 2, PIECE - 1, PIECE, PIECE + 1, 1 << 20, (1 << 20) + 7, 3 * PIECE + 5]


def _content(size: int) -> bytes:
    chooser = random.Random(size)
    return bytes(chooser.randrange(256) for _ in range(min(size, 4099))) * (size // 4099 + 1)


@pytest.mark.parametrize("size", SIZES)
def test_whole_file_of_every_size(tmp_path: Path, size: int) -> None:
    data = _content(size)[:size]
    path = tmp_path / "f.sdf"
    path.write_bytes(data)
    assert read_limited(path, max(size, 1)) == (data, [])
    if size:
        found, problems = read_limited(path, size - 1)
        assert found is None
        assert "over the limit" in problems[0].message


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("grown", [1, PIECE - 1, PIECE, PIECE + 3, 2 * PIECE + 1])
def test_file_grown_since_opened(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: int, grown: int
) -> None:
    """The size seen when opening is smaller than what there is to read."""
    data = _content(size + grown)[: size + grown]
    path = tmp_path / "f.sdf"
    path.write_bytes(data)
    real_fstat = os.fstat

    def fstat(descriptor: int) -> os.stat_result:
        status = list(real_fstat(descriptor))
        status[6] = size  # st_size, as it was before the file grew
        return os.stat_result(status)

    monkeypatch.setattr(os, "fstat", fstat)
    assert read_limited(path, size + grown) == (data, [])
    found, problems = read_limited(path, size + grown - 1)
    assert found is None
    assert "grew past the limit" in problems[0].message


def test_file_reporting_no_size() -> None:
    """A regular file whose size says 0 (``/proc``) is read to its end all the same."""
    status = Path("/proc/self/status")
    if not status.exists():
        pytest.skip("no /proc")
    found, problems = read_limited(status)
    assert problems == []
    assert found is not None and found.startswith(b"Name:")
