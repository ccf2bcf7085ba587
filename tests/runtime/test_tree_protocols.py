"""``repr``, ``pickle`` and ``copy.copy`` of element trees, which ``Element`` writes without recursion.

Each is compared with what the default would give (attrs' ``repr``, the pickle
of each object's fields inside it, a shallow copy) on every vendored document;
the depth they reach is tested in ``tests/semantics/test_deep_nesting.py``.
"""

from __future__ import annotations

import copy
import pickle
import re
from pathlib import Path

import attrs
import pytest
import sdformat_v1_12 as sdf12
from lxml import etree

from sdformat_runtime.binding import Element, read_tree
from sdformat_runtime.xml import parse_bytes
from tests.conftest import DATA

DOCUMENTS = sorted(
    p for p in (DATA / "corpus").rglob("*") if p.suffix in (".sdf", ".world") and p.is_file()
)


def _read(path: Path) -> sdf12.Sdf | None:
    tree, _ = parse_bytes(path.read_bytes())
    if tree is None or tree.getroot().tag != "sdf":
        return None
    return read_tree(sdf12.Sdf, tree, str(path), "1.12", lazy=False).root


def _attrs_repr(value: object) -> str:
    """The repr attrs' generated ``__repr__`` gives, recursing (fine for files of tests)."""
    if isinstance(value, list):
        return "[" + ", ".join(_attrs_repr(item) for item in value) + "]"
    if not isinstance(value, Element):
        return repr(value)
    shown = ", ".join(
        f"{f.name}={_attrs_repr(getattr(value, f.name))}"
        for f in attrs.fields(type(value))
        if f.repr
    )
    return f"{type(value).__qualname__}({shown})"


def _without_addresses(text: str) -> str:
    return re.sub(r" at 0x[0-9a-f]+", "", text)  # lxml elements kept verbatim show one


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(DATA)))
def test_repr_pickle_and_copy_give_what_the_defaults_gave(path: Path) -> None:
    root = _read(path)
    if root is None:
        pytest.skip("not an SDFormat document")
    assert _without_addresses(repr(root)) == _without_addresses(_attrs_repr(root))
    shallow = copy.copy(root)
    assert shallow is not root and shallow == root
    assert all(
        getattr(shallow, name) is getattr(root, name) for name in attrs.fields_dict(sdf12.Sdf)
    )
    try:
        pickled = pickle.dumps(root)
    except TypeError:  # plugin content is kept as lxml elements, which do not pickle
        return
    assert pickle.loads(pickled) == root


def _small_tree() -> sdf12.Sdf:
    links = [sdf12.Link(name=f"l{i}") for i in range(3)]
    inner = sdf12.Model(name="inner", links=[sdf12.Link(name="i")])
    return sdf12.Sdf(version="1.12", model=sdf12.Model(name="m", links=links, models=[inner]))


def test_objects_pickled_together_keep_their_identity() -> None:
    root = _small_tree()
    assert root.model is not None
    for together in ([root, root.model.links[1]], [root.model.links[1], root]):
        loaded = pickle.loads(pickle.dumps(together))
        tree, link = loaded if isinstance(loaded[0], sdf12.Sdf) else loaded[::-1]
        assert tree == root and link is tree.model.links[1]
    shared = sdf12.Link(name="shared")
    twice = sdf12.Model(name="m", links=[shared, shared])
    loaded_twice = pickle.loads(pickle.dumps(twice))
    assert loaded_twice.links[0] is loaded_twice.links[1]


def test_a_failed_pickling_leaves_later_picklings_right() -> None:
    root = _small_tree()
    assert root.model is not None
    unpicklable = copy.deepcopy(root)
    assert unpicklable.model is not None
    # Kept XML is lxml elements, which do not pickle: the pickling stops half way.
    unpicklable.model.links[2].xml_extras.elements.append(etree.Element("kept"))
    with pytest.raises(TypeError):
        pickle.dumps(unpicklable)
    for _ in range(2):
        assert pickle.loads(pickle.dumps(root)) == root
        assert pickle.loads(pickle.dumps(root.model.links[0])) == root.model.links[0]


def test_a_tree_made_into_a_cycle_writes_its_repr_as_attrs_does() -> None:
    model = sdf12.Model(name="m")
    model.models.append(model)
    assert repr(model).count("Model(name='m'") == 1
    assert "models=[...]" in repr(model)
