"""Nothing a checked repository holds can forge a line of ``sdformat check``'s output.

Names of elements, names of files and settings of ``[tool.sdformat]`` are
echoed by every output format. The class drawn below holds every C0 control
character, DEL, C1 ones, the Unicode line and paragraph separators, ``%``
(GitHub's escape), ``::`` and ``##`` (how CI commands start) and ready-made
forged commands. Whatever of it is put in a repository, every line printed
is one of ours: no raw control character, no CI command but our own
annotations, and exactly as many lines as there are problems to show.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote

import pytest

from tests.helpers import run_cli

PIECES = [
    *(chr(code) for code in range(0x20)),
    "\x7f",
    "\x85",
    "\x9b",
    "\u2028",
    "\u2029",
    "%",
    "%0A",
    "\r\n",
    "::",
    "\n::error file=a.sdf,line=1::forged",
    "\r::add-mask::secret",
    "##[error]forged",
    "##vso[task.complete result=Failed]",
]
"""The hostile class: each piece is put in names, file names and settings."""

RAW = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
"""A character no output line may hold raw."""

ANNOTATION = re.compile(
    r"::(error|warning) file=[^,:\x00-\x1f]*(,line=\d+)?(,col=\d+)?,title=sdformat [A-Z_]+"
    r"::[^\x00-\x1f]*"
)
"""One of our workflow commands (``--format github``): the only command line allowed."""


def _xml_text(piece: str) -> str:
    """``piece`` as character references, leaving out what XML 1.0 cannot hold."""
    allowed = [c for c in piece if c in "\t\n\r" or ord(c) >= 0x20]
    return "".join(f"&#{ord(c)};" for c in allowed)


def _file_name(number: int, piece: str) -> str:
    return f"{piece.replace(chr(0), '').replace('/', '')}{number}.sdf"


@pytest.fixture
def hostile_repository(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder of documents whose file, model, joint and link names hold the pieces."""
    folder = tmp_path / "repo"
    folder.mkdir()
    for number, piece in enumerate(PIECES):
        name = f"n{_xml_text(piece)}"
        document = (
            f'<sdf version="1.12"><model name="{name}"><link name="{name}"/>'
            f'<joint name="{name}" type="fixed"><parent>{name}</parent>'
            f"<child>x{_xml_text(piece)}</child></joint></model></sdf>"
        )
        (folder / _file_name(number, piece)).write_text(document, encoding="utf-8")
    monkeypatch.chdir(folder)
    return folder


def _lines(text: str) -> list[str]:
    """The lines a terminal or a CI log would show: split at newlines only."""
    return text.split("\n")[:-1] if text.endswith("\n") else text.split("\n")


def _assert_no_raw_control(out: str, err: str) -> None:
    for line in _lines(out) + _lines(err):
        assert RAW.search(line) is None, repr(line)


@pytest.mark.usefixtures("hostile_repository")
def test_text_output_has_one_line_per_problem_and_no_command(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, as_json, _ = run_cli(capsys, "check", "--jobs", "1", "--format", "json", ".")
    files = json.loads(as_json)["files"]
    problems = sum(len(f["errors"]) + len(f["warnings"]) for f in files)
    assert len(files) == len(PIECES) and problems >= len(PIECES)
    status, out, err = run_cli(capsys, "check", "--jobs", "1", ".")
    assert status == 1 and err == ""
    _assert_no_raw_control(out, err)
    lines = _lines(out)
    assert len(lines) == problems + len(files) + 1  # the problems, a verdict per file, a summary
    for line in lines:
        assert not line.lstrip().startswith(("::", "##")), repr(line)


@pytest.mark.usefixtures("hostile_repository")
def test_github_output_is_only_our_annotations(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_cli(capsys, "check", "--jobs", "1", "--format", "github", ".")
    assert status == 1 and err == ""
    _assert_no_raw_control(out, err)
    *annotations, summary = _lines(out)
    assert summary.startswith(f"checked {len(PIECES)} files: ")
    assert len(annotations) >= len(PIECES)
    for line in annotations:
        assert ANNOTATION.fullmatch(line), repr(line)


@pytest.mark.usefixtures("hostile_repository")
@pytest.mark.parametrize("output", ["json", "sarif"])
def test_json_and_sarif_hold_the_names_escaped(
    capsys: pytest.CaptureFixture[str], output: str
) -> None:
    status, out, err = run_cli(capsys, "check", "--jobs", "1", "--format", output, ".")
    assert status == 1 and err == ""
    _assert_no_raw_control(out, err)
    document = json.loads(out)
    if output == "sarif":
        names = {_file_name(n, p) for n, p in enumerate(PIECES)}
        uris = {
            location["physicalLocation"]["artifactLocation"]["uri"]
            for result in document["runs"][0]["results"]
            for location in result["locations"]
        }
        for uri in uris:  # RFC 3986: unreserved, sub-delims, ':', '@', '/', or %XX
            assert re.fullmatch(r"(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-F]{2})+", uri), uri
        assert {unquote(uri) for uri in uris} == names


def test_settings_echoed_in_complaints_stay_on_their_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    codes = [f"X{piece}Y" for piece in PIECES]
    listed = ", ".join(json.dumps(code) for code in codes)  # a JSON string is a TOML one
    (tmp_path / "pyproject.toml").write_text(f"[tool.sdformat]\nselect = [{listed}]\n")
    (tmp_path / "a.sdf").write_text(
        '<sdf version="1.12"><model name="m"><link name="l"/></model></sdf>'
    )
    monkeypatch.chdir(tmp_path)
    for output in ("text", "github", "sarif", "json"):
        status, out, err = run_cli(capsys, "check", "--format", output, "a.sdf")
        assert status == 2 and out == ""
        _assert_no_raw_control(out, err)
        lines = _lines(err)
        assert len(lines) == len({code.strip().upper() for code in codes})
        assert all(line.startswith("sdformat: unknown problem code ") for line in lines)
