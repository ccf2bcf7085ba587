"""Messages as users meet them (issue 39): one error per unnamed entity, precise pose
messages, ``<stdin>`` in every format, a missing mesh listed once per file with a count."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import sdformat_semantics
from tests.helpers import run_cli

UNNAMED = ["model", "link", "joint", "frame"]


def unnamed(kind: str) -> str:
    bodies = {
        "model": "<model><link name='l'/></model>",
        "link": "<model name='m'><link/></model>",
        "joint": "<model name='m'><link name='a'/><link name='b'/>"
        "<joint type='fixed'><parent>a</parent><child>b</child></joint></model>",
        "frame": "<model name='m'><link name='a'/><frame attached_to='a'/></model>",
    }
    return f"<sdf version='1.11'>{bodies[kind]}</sdf>"


@pytest.mark.parametrize("kind", UNNAMED)
def test_a_missing_name_is_one_error(kind: str) -> None:
    document = sdformat_semantics.load(unnamed(kind))
    everything = [*document.problems, *document.check()]
    assert [p.code.value for p in everything if "__default__" in p.message] == []
    assert [p.code.value for p in document.errors] == ["ATTRIBUTE_MISSING"]


def test_two_unnamed_siblings_are_not_reported_as_sharing_a_placeholder() -> None:
    text = "<sdf version='1.11'><world name='w'><model><link name='l'/></model>"
    text += "<model><link name='l'/></model></world></sdf>"
    document = sdformat_semantics.load(text)
    problems = [*document.problems, *document.check()]
    assert {p.code.value for p in problems} == {"ATTRIBUTE_MISSING"}


def test_a_name_written_as_the_placeholder_is_still_reserved() -> None:
    text = "<sdf version='1.11'><model name='__default__'><link name='l'/></model></sdf>"
    document = sdformat_semantics.load(text)
    assert "RESERVED_NAME" in {p.code.value for p in [*document.problems, *document.check()]}


@pytest.mark.parametrize(
    ("pose", "says"),
    [
        ("nan 0 0 0 0 0", "nan is not a finite number"),
        ("0 0 0 0 -inf 0", "-inf is not a finite number"),
        ("1 2 x 0 0 0", "'x' is not a number"),
        ("1 2 3", "has 3 numbers"),
        ("1 2 3 4 5 6 7 8", "has 8 numbers"),
    ],
)
def test_a_bad_pose_message_says_what_is_wrong(pose: str, says: str) -> None:
    text = f"<sdf version='1.11'><model name='m'><link name='l'><pose>{pose}</pose></link>"
    [error] = sdformat_semantics.load(text + "</model></sdf>").errors
    assert error.code.value == "PARAMETER_ERROR"
    assert says in error.message and "6 numbers, or 7 with a quaternion" in error.message


@pytest.mark.parametrize("output", ["text", "json", "sarif", "github"])
def test_stdin_is_named_stdin_in_every_check_format(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, output: str
) -> None:
    text = "<sdf version='1.11'><model name='m'><link name='l'><pose>nan 0 0 0 0 0</pose>"
    monkeypatch.setattr(
        "sys.stdin", io.TextIOWrapper(io.BytesIO(f"{text}</link></model></sdf>".encode()))
    )
    status, out, _ = run_cli(capsys, "check", "--format", output, "-")
    assert status == 1
    named = "%3Cstdin%3E" if output == "sarif" else "<stdin>"  # SARIF URIs are percent-encoded
    assert named in out and "<string>" not in out and "3Cstring" not in out


def test_audit_lists_a_missing_mesh_once_per_file_with_a_count(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    mesh = "<geometry><mesh><uri>meshes/gone.stl</uri></mesh></geometry>"
    links = "".join(
        f"<link name='l{i}'><visual name='v'>{mesh}</visual>"
        f"<collision name='c'>{mesh}</collision></link>"
        for i in range(3)
    )
    (tmp_path / "m.sdf").write_text(f"<sdf version='1.11'><model name='m'>{links}</model></sdf>")
    _, out, _ = run_cli(capsys, "audit", tmp_path)
    lines = [line for line in out.splitlines() if "gone.stl" in line]
    assert len(lines) == 1 and lines[0].endswith("(6 times)")
    assert "missing assets: 6 in 1 files" in out
