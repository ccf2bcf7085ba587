"""Lazy element objects (``read_tree(..., lazy=True)``, ``ParserConfig.lazy``) read like eager ones.

The property (``tests.fuzz.lazy_oracle``) is held on every vendored document,
as written and migrated to the newest version, and on documents drawn from
the spec grammar; the tests below it hold what a user of one object sees:
its class, assignment before any read, pickling, copying, ``repr``, missing
attributes, and threads reading one document at once.
"""

from __future__ import annotations

import copy
import pickle
import threading
from pathlib import Path

import pytest
import sdformat_v1_12 as sdf12
from hypothesis import HealthCheck, given, settings

from sdformat_runtime.binding import fill_all, is_lazy, read_tree
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics import ParserConfig, load
from sdformat_semantics.versions import NEWEST
from tests.conftest import DATA
from tests.fuzz.grammar import grammar_documents
from tests.fuzz.lazy_oracle import assert_same_objects, check_lazy_read

DOCUMENTS = sorted(p for p in DATA.rglob("*") if p.suffix in (".sdf", ".world"))

WORLD = b"""<sdf version="1.12"><world name="w"><model name="m"><pose>1 2 3 0 0 0</pose>
<link name="a"><inertial><mass>2</mass></inertial><visual name="v"><geometry><box>
<size>1 1 1</size></box></geometry></visual></link><link name="b"/>
<joint name="j" type="revolute"><parent>a</parent><child>b</child><axis><xyz>0 0 1</xyz>
</axis></joint><plugin name="p" filename="libp.so"><any>kept</any></plugin></model></world></sdf>"""


def _reads(data: bytes = WORLD) -> tuple[sdf12.Sdf, sdf12.Sdf]:
    """(eager root, lazy root) of one parsed tree."""
    tree, _ = parse_bytes(data)
    assert tree is not None
    eager = read_tree(sdf12.Sdf, tree, None, "1.12").root
    lazy = read_tree(sdf12.Sdf, tree, None, "1.12", lazy=True).root
    assert eager is not None and lazy is not None
    return eager, lazy


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(DATA)))
def test_a_vendored_document_reads_lazily_as_eagerly(path: Path) -> None:
    data = path.read_bytes()
    check_lazy_read(data, None, str(path))
    check_lazy_read(data, NEWEST, str(path))


@pytest.mark.slow
def test_most_vendored_documents_are_compared() -> None:
    compared = sum(check_lazy_read(p.read_bytes(), NEWEST, str(p)) for p in DOCUMENTS)
    assert compared > len(DOCUMENTS) // 2, (compared, len(DOCUMENTS))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(grammar_documents(hostile=False))
@pytest.mark.slow
def test_a_grammar_document_reads_lazily_as_eagerly(data: bytes) -> None:
    check_lazy_read(data)


def test_a_lazy_object_has_its_class_and_fills_on_first_read() -> None:
    eager, lazy = _reads()
    assert type(lazy) is sdf12.Sdf and is_lazy(lazy)
    world = lazy.worlds[0]
    assert not is_lazy(lazy) and type(world) is sdf12.World and is_lazy(world)
    assert world.name == "w" and not is_lazy(world)
    assert is_lazy(world.models[0])
    assert lazy == eager
    _, fresh = _reads()  # repr reads the fields too (links: no plugin's lxml address)
    assert repr(fresh.worlds[0].models[0].links) == repr(eager.worlds[0].models[0].links)


def test_an_assignment_before_any_read_is_kept() -> None:
    _, lazy = _reads()
    model = lazy.worlds[0].models[0]
    model.name = "renamed"  # fills the object first: the fill cannot overwrite it
    assert model.name == "renamed" and [link.name for link in model.links] == ["a", "b"]
    with pytest.raises(TypeError):
        model.links = "not a list"


PICKLABLE = WORLD.replace(b'<plugin name="p" filename="libp.so"><any>kept</any></plugin>', b"")
"""Plugin content is kept as lxml elements, which do not pickle (eager objects neither)."""


def test_pickling_copying_and_writing_fill_first() -> None:
    eager, _ = _reads(PICKLABLE)
    for operation in (
        lambda root: pickle.loads(pickle.dumps(root)),
        copy.deepcopy,
        copy.copy,
        lambda root: sdf12.Sdf.from_xml(root.to_xml()),
    ):
        _, lazy = _reads(PICKLABLE)
        result = operation(lazy)
        assert result == eager and not is_lazy(result)


def test_a_missing_attribute_is_an_attribute_error() -> None:
    _, lazy = _reads()
    with pytest.raises(AttributeError, match="no attribute 'colour'"):
        lazy.colour  # noqa: B018  # the read itself is the test
    assert not hasattr(lazy.worlds[0], "colour")
    assert lazy.version == "1.12"


def test_fill_all_fills_every_object() -> None:
    eager, lazy = _reads()
    fill_all(lazy)
    pending: list[object] = [lazy]
    while pending:
        item = pending.pop()
        assert not is_lazy(item)
        if isinstance(item, sdf12.Sdf | sdf12.World | sdf12.Model | sdf12.Link):
            pending.extend([*getattr(item, "worlds", []), *getattr(item, "models", [])])
            pending.extend(getattr(item, "links", []))
    assert_same_objects(eager, lazy)


def test_threads_reading_one_lazy_document_agree() -> None:
    eager, lazy = _reads()
    _, unfilled = _reads()
    as_read = unfilled.to_string()  # written without filling anything
    results: list[str] = []
    start = threading.Barrier(8)

    def write() -> None:
        start.wait()
        results.append(lazy.to_string())

    def fill() -> None:
        start.wait()
        fill_all(lazy)

    threads = [threading.Thread(target=write) for _ in range(6)]
    threads += [threading.Thread(target=fill) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 6 and set(results) == {as_read}
    assert_same_objects(eager, lazy)


def test_load_reads_lazily_only_when_asked_and_the_fast_path_accepts() -> None:
    assert not is_lazy(load(WORLD).root)
    lazily = load(WORLD, config=ParserConfig(lazy=True))
    assert lazily.valid and lazily.root == load(WORLD).root
    unknown = WORLD.replace(b'<link name="b"/>', b'<link name="b"><colour/></link>')
    document = load(unknown, config=ParserConfig(lazy=True))
    assert [w.code.name for w in document.warnings] == ["ELEMENT_INCORRECT_TYPE"]
    assert document.root is not None and not is_lazy(document.root.worlds[0].models[0])
