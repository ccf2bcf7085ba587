"""A dropped document is freed at once, without waiting for the cyclic garbage collector.

A long-lived program (a service that loads worlds and answers pose queries)
drops documents and expects their memory back. Python frees an object as
soon as nothing refers to it, unless it sits in a reference cycle: then only
a full collection frees it, and a program that pauses the collector around
loads (``ParserConfig.pause_garbage_collector``, which moves each document
into the oldest generation) may wait for one a long time. A single cycle
anywhere in what a load leaves behind (a graph builder holding its own bound
method, say) keeps the whole tree alive with it: at 300 models, 15 MB per
load never came back. These tests load documents of every shape the loader
builds differently, query them, drop them with the collector off, and check
that their objects are gone.
"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from sdformat_semantics import (
    Document,
    InterfaceFrame,
    InterfaceLink,
    InterfaceModel,
    NestedInclude,
    Pose,
    load,
)
from tests.conftest import DATA
from tests.helpers import hermetic, model_file, write

_ROBOT = """
<model name="robot_{i}">
  <pose>{i} 0 0 0 0 0</pose>
  <link name="base"><pose>0 0 0.1 0 0 0</pose></link>
  <link name="arm"><pose relative_to="base">0 0 0.3 0 0 0</pose></link>
  <joint name="shoulder" type="revolute">
    <parent>base</parent><child>arm</child>
    <axis><xyz>0 0 1</xyz><limit><lower>-1</lower><upper>1</upper></limit></axis>
  </joint>
  <frame name="tool" attached_to="arm"><pose>0 0 0.1 0 0 0</pose></frame>
  <model name="head"><pose relative_to="tool">0 0 0.05 0 0 0</pose><link name="cam"/></model>
</model>"""


def _world(version: str = "1.10") -> str:
    models = "".join(_ROBOT.format(i=i) for i in range(3))
    return f'<sdf version="{version}"><world name="w">{models}</world></sdf>'


def _world_file(tmp_path: Path) -> Document:
    return load(write(tmp_path, "world.sdf", _world()), config=hermetic())


def _lazy_world(tmp_path: Path) -> Document:
    path = write(tmp_path, "world.sdf", _world())
    return load(path, config=hermetic(lazy=True, pause_garbage_collector=True))


def _migrated_world(tmp_path: Path) -> Document:
    return load(_world("1.6"), config=hermetic())


def _root_model(tmp_path: Path) -> Document:
    return load(model_file("m", '<link name="a"/><frame name="f" attached_to="a"/>'))


def _includes(tmp_path: Path) -> Document:
    return load(DATA / "include" / "merge" / "merged_placed.sdf", config=hermetic())


def _custom_parser(tmp_path: Path) -> Document:
    write(tmp_path, "thing.yaml", "anything")
    include = "<include><uri>thing.yaml</uri><name>t</name></include>"
    main_file = write(tmp_path, "main.sdf", model_file("top", '<link name="l"/>' + include))

    def parse(nested: NestedInclude) -> InterfaceModel:
        frame = InterfaceFrame("tip", "base", Pose.from_rpy(0, 0, 1, 0, 0, 0))
        return InterfaceModel("thing", "base", links=[InterfaceLink("base")], frames=[frame])

    config = hermetic()
    config.register_custom_parser(parse)
    return load(main_file, config=config)


SHAPES: dict[str, Callable[[Path], Document]] = {
    "world": _world_file,
    "lazy world": _lazy_world,
    "migrated from 1.6": _migrated_world,
    "root model": _root_model,
    "includes merged and placed": _includes,
    "custom parser": _custom_parser,
}


def _query(document: Document) -> None:
    """What a service asks of a document: every pose, relative poses, kinematics."""
    graphs = document.frame_graphs()
    names = sorted(graphs.vertices)
    for name in names:
        document.pose(name)
    for first, second in zip(names, reversed(names), strict=True):
        document.pose(first, relative_to=second)
    document.poses()
    document.kinematics()


def _graphs_and_poses(document: Document) -> None:
    """Less than ``_query``: the frame graphs and every frame's pose, no model filled for them."""
    for name in sorted(document.frame_graphs().vertices):
        document.pose(name)


QUERIES = {"every query": _query, "graphs and poses": _graphs_and_poses}
"""What is asked before the drop: a lazy model left unread keeps other state than a filled one."""


@pytest.fixture
def collector_off() -> Iterator[None]:
    gc.collect()  # whatever earlier tests left is not this test's
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


@pytest.mark.parametrize("query", QUERIES)
@pytest.mark.parametrize("shape", SHAPES)
def test_a_queried_document_is_freed_when_dropped(
    shape: str, query: str, tmp_path: Path, collector_off: None
) -> None:
    QUERIES[query](SHAPES[shape](tmp_path))  # first: what it imports makes cycles of its own
    gc.collect()
    document = SHAPES[shape](tmp_path)
    assert document.valid, [str(error) for error in document.errors]
    QUERIES[query](document)
    assert document.root is not None
    objects = [weakref.ref(document), weakref.ref(document.root)]
    objects += [weakref.ref(graphs) for graphs in document.graphs.values()]
    del document
    assert [ref() for ref in objects] == [None] * len(objects)
    # Nor anything else it made (the read's context with objects it keeps for a model
    # left unread, say): a cycle only the collector can free is found by collecting.
    assert gc.collect() == 0
