"""The generated fill code of lazy objects, and the packages' lazy ``load``/``loads``.

The lazy == eager property itself is held by ``tests.fuzz.lazy_oracle`` (see
``test_lazy.py``); these tests hold what the fill code and the packages add:
every class has fill code, it gives up on what only the generic reader can
read, and each package reads lazily exactly when the fast path accepts, with
the same objects and problems as ``lazy=False``.
"""

from __future__ import annotations

import importlib
import inspect
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree

from sdformat_runtime.binding import Element, fill_all, is_lazy, read_tree
from sdformat_runtime.binding.filling import FILLERS
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics.versions import PACKAGES, version_package
from tests.fuzz.grammar import grammar_documents
from tests.fuzz.lazy_oracle import assert_same_objects

VERSIONS = sorted(PACKAGES)


def _classes(package: ModuleType) -> list[type[Element]]:
    # Through __all__: a package imports each class when first asked for it.
    found = (getattr(package, name) for name in package.__all__)
    return [value for value in found if inspect.isclass(value) and issubclass(value, Element)]


def _document(version: str, model: str) -> bytes:
    return f'<sdf version="{version}"><model name="m">{model}</model></sdf>'.encode()


def _model(root: object) -> Element:
    """The document's model: 1.7 and 1.8 give ``<sdf>`` a list of them."""
    found = root.models[0] if hasattr(type(root), "models") else root.model  # type: ignore[attr-defined]
    assert isinstance(found, Element)
    return found


LINKS = '<link name="a"><pose>1 2 3 0 0 0</pose><inertial><mass>2</mass></inertial></link>'


@pytest.mark.parametrize("version", VERSIONS)
def test_every_generated_class_has_fill_code(version: str) -> None:
    classes = _classes(version_package(version))
    assert classes
    assert [c.__name__ for c in classes if c not in FILLERS] == []


@pytest.mark.parametrize("version", VERSIONS)
def test_the_package_reads_lazily_when_the_fast_path_accepts(version: str) -> None:
    package = version_package(version)
    text = _document(version, LINKS)
    lazily, eagerly = package.loads(text), package.loads(text, lazy=False)
    assert lazily.problems == eagerly.problems == ()
    assert is_lazy(lazily.root) and not is_lazy(eagerly.root)
    assert not is_lazy(_model(eagerly.root).links[0])  # lazy=False reads everything at once
    assert_same_objects(eagerly.root, lazily.root)


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    "model",
    [
        LINKS.replace("<mass>", "<colour/><mass>"),  # an unknown element: a warning
        LINKS.replace('name="a"', 'name="a" colour="red"'),  # an unknown attribute
        LINKS.replace("<mass>2", "<mass>heavy"),  # a value that does not parse: an error
        LINKS + LINKS.replace('"a"', '"b"').replace("<pose>", "<pose>1 2 3</pose><pose>"),
    ],
    ids=["unknown element", "unknown attribute", "bad value", "repeated single"],
)
def test_the_package_reads_eagerly_what_the_fast_path_refuses(version: str, model: str) -> None:
    package = version_package(version)
    text = _document(version, model)
    default, eagerly = package.loads(text), package.loads(text, lazy=False)
    assert eagerly.problems and default.problems == eagerly.problems
    assert not is_lazy(default.root)
    assert default.root == eagerly.root


@pytest.mark.parametrize("version", VERSIONS)
def test_load_from_a_file_takes_the_same_choice(version: str, tmp_path: object) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "model.sdf"
    path.write_bytes(_document(version, LINKS))
    package = version_package(version)
    lazily, eagerly = package.load(path), package.load(path, lazy=False)
    assert is_lazy(lazily.root) and not is_lazy(eagerly.root)
    assert _model(lazily.root).links[0].xml_origin.file == str(path)
    assert_same_objects(eagerly.root, lazily.root)


def test_fill_code_gives_up_on_a_child_it_has_no_branch_for() -> None:
    """Off the fast path the generic reader fills the object: kept XML included."""
    text = _document("1.12", LINKS.replace("<mass>", "<colour>red</colour><mass>"))
    tree, _ = parse_bytes(text)
    assert tree is not None
    eager = read_tree(version_package("1.12").Sdf, tree, None, "1.12").root
    lazy = read_tree(version_package("1.12").Sdf, tree, None, "1.12", lazy=True).root
    inertial = _model(lazy).links[0].inertial
    assert [etree.tostring(e) for e in inertial.xml_extras.elements] == [b"<colour>red</colour>"]
    assert_same_objects(eager, lazy)


def test_a_field_named_like_a_local_of_the_fill_code_is_read() -> None:
    """``<save><path>``: the fill function's own ``path`` does not shadow the field."""
    module = importlib.import_module("sdformat_v1_12.camera")
    assert "path_ = " in inspect.getsource(module)
    sensor = (
        '<link name="a"><sensor name="c" type="camera"><camera><save enabled="true">'
        "<path>/tmp/shots</path></save></camera></sensor></link>"
    )
    package = version_package("1.12")
    read = package.loads(_document("1.12", sensor))
    assert is_lazy(read.root)
    save = _model(read.root).links[0].sensors[0].camera.save
    assert save.path == "/tmp/shots" and save.enabled is True
    assert save.xml_origin.path.endswith("/camera/save")
    assert_same_objects(package.loads(_document("1.12", sensor), lazy=False).root, read.root)


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(grammar_documents(hostile=False), st.sampled_from(VERSIONS))
@pytest.mark.slow
def test_a_grammar_document_loads_the_same_lazily_or_not(data: bytes, version: str) -> None:
    package = version_package(version)
    lazily, eagerly = package.loads(data), package.loads(data, lazy=False)
    assert [str(p) for p in lazily.problems] == [str(p) for p in eagerly.problems]
    if eagerly.root is None:
        assert lazily.root is None
        return
    assert lazily.root is not None
    fill_all(lazily.root)
    assert_same_objects(eagerly.root, lazily.root)
