"""Threads and pickling on lazy objects: a slot is unfilled or filled, never "missing".

A field read on a lazy object fails its slot lookup and lands in
``LazySlot.__getattr__``; if another thread finishes the fill in between, the
field is there and must be returned, not reported missing. The window is
narrow, so the tests below both open it on purpose (calling ``__getattr__``
after a fill, which is what the losing thread does) and hammer many fields of
fresh lazy documents from many threads with a tiny switch interval.
"""

from __future__ import annotations

import copy
import pickle
import sys
import threading
from collections.abc import Iterator

import attrs
import pytest
import sdformat_v1_12 as sdf12

from sdformat_runtime.binding import Element, is_lazy, read_tree
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics import ParserConfig, load

LINKS = 24
DOCUMENT = (
    '<sdf version="1.12"><world name="w"><model name="m"><pose>1 2 3 0 0 0</pose>'
    + "".join(
        f'<link name="l{i}"><pose>{i} 0 0 0 0 0</pose><inertial><mass>{i + 1}</mass>'
        f'</inertial><visual name="v{i}"><geometry><box><size>1 1 1</size></box>'
        "</geometry></visual></link>"
        for i in range(LINKS)
    )
    + "".join(
        f'<joint name="j{i}" type="revolute"><parent>l{i}</parent><child>l{i + 1}</child>'
        "<axis><xyz>0 0 1</xyz></axis></joint>"
        for i in range(LINKS - 1)
    )
    + "</model></world></sdf>"
).encode()


def _lazy() -> sdf12.Sdf:
    tree, _ = parse_bytes(DOCUMENT)
    assert tree is not None
    root = read_tree(sdf12.Sdf, tree, None, "1.12", lazy=True).root
    assert root is not None and is_lazy(root)
    return root


def _eager() -> sdf12.Sdf:
    tree, _ = parse_bytes(DOCUMENT)
    assert tree is not None
    root = read_tree(sdf12.Sdf, tree, None, "1.12").root
    assert root is not None
    return root


def _objects(root: Element) -> Iterator[Element]:
    """Every element object below ``root``, each filled before it is handed out."""
    pending: list[Element] = [root]
    while pending:
        item = pending.pop()
        for field in attrs.fields(type(item)):
            value = getattr(item, field.name)
            if isinstance(value, Element):
                pending.append(value)
            elif isinstance(value, list):
                pending.extend(v for v in value if isinstance(v, Element))
        yield item


def test_every_field_read_after_another_thread_filled_is_found() -> None:
    """What the losing thread does: its lookup failed, then the fill finished elsewhere."""
    for lazy in _objects(_lazy()):  # each filled by the walk itself
        for field in attrs.fields(type(lazy)):
            expected = object.__getattribute__(lazy, field.name)
            assert type(lazy).__getattr__(lazy, field.name) is expected


def test_a_truly_missing_field_is_still_an_attribute_error() -> None:
    eager = _eager()
    object.__delattr__(eager, "version")  # an eager object whose slot is unset
    with pytest.raises(AttributeError):
        eager.version  # noqa: B018  # the read itself is the test
    with pytest.raises(AttributeError, match="no attribute 'colour'"):
        _lazy().colour  # type: ignore[attr-defined]  # noqa: B018


@pytest.fixture
def fast_switching() -> Iterator[None]:
    """Threads switch as often as the interpreter allows, to open the window wide."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(before)


def _read_everything(root: sdf12.Sdf) -> list[str]:
    """The ``repr`` of many fields of ``root`` (values hold arrays: compared as text)."""
    model = root.worlds[0].models[0]
    seen: list[object] = [model.name, model.pose]
    for link in model.links:
        seen += [link.name, link.pose, link.inertial.mass, link.visuals[0].geometry.box.size]
    for joint in model.joints:
        seen += [joint.parent, joint.child, joint.axis.xyz]
    return [repr(value) for value in seen]


@pytest.mark.usefixtures("fast_switching")
@pytest.mark.parametrize("operation", ["read", "pickle", "deepcopy"])
def test_many_threads_on_one_lazy_document_never_miss_a_field(operation: str) -> None:
    expected = _read_everything(_eager())
    act = {
        "read": _read_everything,
        "pickle": lambda root: _read_everything(pickle.loads(pickle.dumps(root))),
        "deepcopy": lambda root: _read_everything(copy.deepcopy(root)),
    }[operation]
    failures: list[BaseException] = []
    wrong: list[object] = []
    for _ in range(8):  # bounded: a few fresh documents, each read by 8 threads at once
        root = _lazy()
        start = threading.Barrier(8)

        def work(root: sdf12.Sdf = root, start: threading.Barrier = start) -> None:
            start.wait()
            try:
                seen = act(root)
            except BaseException as error:  # reported by the main thread
                failures.append(error)
            else:
                if seen != expected:
                    wrong.append(seen)

        threads = [threading.Thread(target=work) for _ in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert failures == [] and wrong == []


def test_lazy_documents_and_objects_pickle_round_trip() -> None:
    eager = _eager()
    root = _lazy()
    assert pickle.loads(pickle.dumps(root)) == eager
    root = _lazy()
    model = root.worlds[0].models[0]
    link = model.links[3]  # unfilled: the model was filled, the link not
    assert is_lazy(link)
    assert pickle.loads(pickle.dumps(link)) == eager.worlds[0].models[0].links[3]
    assert pickle.loads(pickle.dumps(model)) == eager.worlds[0].models[0]
    document = load(DOCUMENT, config=ParserConfig(lazy=True))
    assert document.root is not None and is_lazy(document.root.worlds[0].models[0].links[0])
    assert pickle.loads(pickle.dumps(document.root)) == eager
