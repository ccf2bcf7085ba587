"""Upstream's unreleased ``namespace``: ``//model/@namespace`` and ``//include/namespace``.

Upstream's development branch adds both to 1.11 and 1.12 without a new
version number. A model's namespace is its own (nested models do not
inherit it), each ``{name}`` in it stands for the model's name as loaded,
and an include's ``<namespace>`` replaces the included model's.
``Document.namespace_of`` answers with it resolved, None when none is set.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sdformat_semantics import FrameLookupError, load
from tests.conftest import DATA
from tests.helpers import hermetic, write

FOLDER = DATA / "include" / "namespace"
CAMERA = FOLDER / "camera.sdf"
PLAIN = FOLDER / "plain.sdf"
VERSIONS = ("1.11", "1.12")


def _wrap(version: str, where: str, include: str) -> str:
    if where == "world":
        return f'<sdf version="{version}"><world name="w">{include}</world></sdf>'
    if where == "model":
        return f'<sdf version="{version}"><model name="top"><link name="t"/>{include}</model></sdf>'
    return f'<sdf version="{version}">{include}</sdf>'  # directly in <sdf>


def _scope(where: str, name: str) -> str:
    return f"top::{name}" if where == "model" else name


CASES = [
    # (file, include's extra children, name as loaded, expected namespace)
    (CAMERA, "", "camera", "/sensors/camera"),
    (CAMERA, "<name>front</name>", "front", "/sensors/front"),
    (
        CAMERA,
        "<name>front</name><namespace>rig/{name}/{name}</namespace>",
        "front",
        "rig/front/front",
    ),
    (CAMERA, "<namespace>fixed</namespace>", "camera", "fixed"),
    (CAMERA, "<namespace></namespace>", "camera", "/sensors/camera"),  # empty: no override
    (PLAIN, "", "plain", None),
    (PLAIN, "<namespace>{name}</namespace>", "plain", "plain"),
    (PLAIN, "<name>other</name><namespace>/{name}</namespace>", "other", "/other"),
]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("where", ["world", "model", "sdf"])
@pytest.mark.parametrize(("file", "extra", "name", "expected"), CASES)
def test_the_namespace_of_an_included_model_in_every_place(
    tmp_path: Path,
    version: str,
    where: str,
    file: Path,
    extra: str,
    name: str,
    expected: str | None,
) -> None:
    text = _wrap(version, where, f"<include><uri>{file}</uri>{extra}</include>")
    document = load(write(tmp_path, "main.sdf", text), config=hermetic())
    assert document.valid and not document.problems, [str(p) for p in document.problems]
    assert document.namespace_of(_scope(where, name)) == expected


@pytest.mark.parametrize("version", VERSIONS)
def test_nested_models_keep_their_own_namespace(tmp_path: Path, version: str) -> None:
    text = _wrap(version, "world", f"<include><uri>{CAMERA}</uri><name>front</name></include>")
    document = load(write(tmp_path, "main.sdf", text), config=hermetic())
    assert document.namespace_of("front::lens") == "lens_of_camera"
    assert document.namespace_of("front::mount") is None  # not inherited from front
    model = document.worlds[0].models[0]
    assert document.namespace_of(model) == "/sensors/front"


def test_an_empty_namespace_is_set_and_empty() -> None:
    document = load(
        '<sdf version="1.12"><model name="m" namespace=""><link name="l"/></model></sdf>'
    )
    assert document.namespace_of("m") == ""


def test_the_namespace_is_written_back_as_given(tmp_path: Path) -> None:
    text = _wrap(
        "1.12", "world", f"<include><uri>{CAMERA}</uri><namespace>x/{{name}}</namespace></include>"
    )
    document = load(write(tmp_path, "main.sdf", text), config=hermetic())
    assert 'namespace="x/{name}"' in document.to_xml()
    assert "<namespace>x/{name}</namespace>" in document.to_xml(expand_includes=False)


@pytest.mark.parametrize("version", ["1.7", "1.8", "1.10"])
def test_older_documents_read_as_the_newest_version_have_it_as_upstream(version: str) -> None:
    """Upstream reads every document as its newest version, which has the attribute.

    The declared version's schema lacks it, so the load says the file will not validate.
    """
    text = f'<sdf version="{version}"><model name="m" namespace="n/{{name}}"><link name="l"/></model></sdf>'
    document = load(text)
    assert document.valid, [str(p) for p in document.problems]
    assert [w.code.value for w in document.warnings] == ["ATTRIBUTE_INCORRECT_TYPE"]
    assert "will not validate" in document.warnings[0].message
    assert document.namespace_of("m") == "n/m"
    kept = load(text, version=version)  # read as the declared version, which lacks it
    assert kept.namespace_of("m") is None
    assert [w.code.value for w in kept.warnings] == ["ATTRIBUTE_INCORRECT_TYPE"]


def test_namespace_of_something_that_is_not_a_model_is_an_error() -> None:
    document = load('<sdf version="1.12"><model name="m"><link name="l"/></model></sdf>')
    with pytest.raises(FrameLookupError):
        document.namespace_of("l")
