"""Writing a read document keeps what the fields do not hold.

Held for lazy objects here; an object read eagerly keeps its element the same
way (``tests/semantics/document/test_keeping_source_text.py``).

An unfilled object is copied from its element; a filled one is written from
its fields, each value as its read text while it still reads so, with the
comments between its children at their places. Held on every vendored
document the fast path accepts (the lazy oracle, ``tests.fuzz.lazy_oracle``,
checks the text of every value and comment there) and, below, on what a user
changes: a value, an array in place, a list, a whole kept-XML record.
"""

from __future__ import annotations

import copy
import threading

import pytest
import sdformat_v1_12 as sdf12
from lxml import etree

from sdformat_runtime.binding import Element, fill_all, is_lazy, read_tree
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics import ParserConfig, load

SPELLED = b"""<sdf version="1.12">
  <!-- a world of one model -->
  <world name="w">
    <gravity>0 0 -9.80</gravity>
    <model name="m">
      <static>0</static>
      <pose>0.000001 0 1.0 0 0 0</pose>
      <!-- first link -->
      <link name="a">
        <inertial><mass>2.50</mass></inertial>
        <visual name="v"><geometry><box><size>1.0 1e0 0.5</size></box></geometry></visual>
      </link>
      <link name="b"/>
      <!-- after the links -->
    </model>
  </world>
</sdf>"""

COMMENTS = [
    "<!-- a world of one model -->",
    "<!-- first link -->",
    "<!-- after the links -->",
]
SPELLINGS = ["0 0 -9.80", "<static>0</static>", "0.000001 0 1.0 0 0 0", "2.50", "1.0 1e0 0.5"]


def _lazy(data: bytes = SPELLED) -> sdf12.Sdf:
    tree, _ = parse_bytes(data)
    assert tree is not None
    root = read_tree(sdf12.Sdf, tree, None, "1.12", lazy=True).root
    assert root is not None and is_lazy(root)
    return root


def _model(root: sdf12.Sdf) -> sdf12.Model:
    return root.worlds[0].models[0]


FILLINGS = {
    "nothing": lambda root: None,
    "the root": lambda root: root.version,
    "the model": lambda root: _model(root).name,
    "a link": lambda root: _model(root).links[0].name,
    "everything": fill_all,
}


@pytest.mark.parametrize("filling", FILLINGS, ids=str)
def test_comments_and_spellings_survive_however_much_is_filled(filling: str) -> None:
    root = _lazy()
    FILLINGS[filling](root)
    written = root.to_string()
    for kept in COMMENTS + SPELLINGS:
        assert kept in written, (filling, kept)
    assert written == _lazy().to_string()  # filling changes nothing written
    again = read_tree(sdf12.Sdf, parse_bytes(written.encode())[0], None, "1.12")
    assert again.problems == () and again.root == root  # equal field by field


def test_writing_an_unfilled_document_fills_nothing() -> None:
    root = _lazy()
    root.to_xml()
    assert is_lazy(root)


CHANGES = {
    "a value": (lambda m: setattr(m.links[0].inertial, "mass", 3.0), "<mass>3</mass>", "2.50"),
    "a pose": (
        lambda m: setattr(m.pose, "value", [2.0, 0, 1, 0, 0, 0]),
        "<pose>2 0 1 0 0 0</pose>",
        "0.000001 0 1.0",
    ),
    "a boolean": (lambda m: setattr(m, "static", True), "<static>true</static>", "<static>0"),
    "an attribute": (lambda m: setattr(m.links[1], "name", "c"), '<link name="c"/>', 'name="b"'),
    "a list": (
        lambda m: m.links.append(sdf12.Link(name="new")),
        '<link name="new"/>',
        None,
    ),
    "a list emptied": (lambda m: m.links.clear(), None, "<link"),
}


@pytest.mark.parametrize("change", CHANGES, ids=str)
def test_a_change_is_written_and_its_siblings_keep_their_comments(change: str) -> None:
    make, present, gone = CHANGES[change]
    root = _lazy()
    make(_model(root))
    written = root.to_string()
    if present is not None:
        assert present in written, written
    if gone is not None:
        assert gone not in written, written
    for kept in [*COMMENTS, "0 0 -9.80"]:  # untouched: as read
        assert kept in written, (change, kept)
    again = read_tree(sdf12.Sdf, parse_bytes(written.encode())[0], None, "1.12")
    assert again.problems == () and again.root == root


@pytest.mark.parametrize("bound", [1, 2, 65536])
@pytest.mark.parametrize("change", CHANGES, ids=str)
def test_the_writers_memory_of_converted_texts_never_keeps_a_changed_value(
    change: str, bound: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The writer remembers what each read text converts to (at most ``bound`` of them):
    # writing before and after a change, through any number of clears, gives what a
    # fresh write of the changed document gives.
    from sdformat_runtime.binding import writer

    monkeypatch.setattr(writer, "_REREAD_MOST", bound)
    monkeypatch.setattr(writer, "_REREAD", {})
    make, _, _ = CHANGES[change]
    root = _lazy()
    fill_all(root)
    before = root.to_string()
    make(_model(root))
    after = root.to_string()
    writer._REREAD.clear()
    assert after == root.to_string()
    assert before == _lazy().to_string()


def test_a_copy_or_an_object_built_in_code_is_written_from_its_fields() -> None:
    root = _lazy()
    fill_all(root)
    copied = copy.deepcopy(root)
    written = copied.to_string()
    assert "<!--" not in written and "1e-06 0 1 0 0 0" in written
    built = sdf12.Model(name="m", pose=sdf12.Pose(value=[0.000001, 0, 1, 0, 0, 0]))
    assert "1e-06 0 1 0 0 0" in built.to_string()


def test_replaced_kept_xml_keeps_each_comment_with_its_element() -> None:
    root = _lazy()
    model = _model(root)
    model.xml_extras = type(model.xml_extras)()  # the read order is gone
    written = root.to_string()
    assert '<!-- first link -->\n      <link name="a">' in written
    assert "<!-- a world of one model -->" in written and "<!-- after the links -->" in written


def test_an_unfilled_copy_is_laid_out_like_the_rest() -> None:
    data = SPELLED.replace(b'<link name="b"/>', b'<link name="b">\n      </link>')
    written = _lazy(data).to_string()
    assert '<link name="b"/>' in written
    assert "<inertial>\n          <mass>2.50</mass>\n        </inertial>" in written


def test_down_conversion_writes_from_a_lazy_document() -> None:
    eager = load(SPELLED)
    lazily = load(SPELLED, config=ParserConfig(lazy=True))
    for version in ("1.11", "1.10", "1.8"):
        converted = lazily.convert(version)
        assert converted.problems == eager.convert(version).problems
        reread = load(converted.text)
        assert reread.valid, reread.problems
        assert reread.original_version == version


def test_a_lazily_loaded_document_saves_its_comments() -> None:
    document = load(SPELLED, config=ParserConfig(lazy=True))
    written = document.to_xml()
    for kept in COMMENTS + SPELLINGS:
        assert kept in written
    assert load(written).root == document.root
    eager = load(SPELLED, config=ParserConfig(lazy=False)).to_xml()
    assert eager == written  # read eagerly, every object keeps its element too


def _every_object(root: Element) -> list[Element]:
    found: list[Element] = []
    pending: list[object] = [root]
    while pending:
        item = pending.pop()
        if isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, Element):
            found.append(item)
            pending.extend(getattr(item, name, []) for name in ("worlds", "models", "links"))
    return found


def _write_while_filling(root: sdf12.Sdf) -> list[str]:
    """What two threads write of ``root`` while two others fill it, object by object."""
    results: list[str] = []
    start = threading.Barrier(4)

    def write() -> None:
        start.wait()
        results.append(root.to_string())

    def touch() -> None:
        start.wait()
        for obj in _every_object(root):
            etree.tostring(obj.to_xml())

    threads = [threading.Thread(target=write) for _ in range(2)]
    threads += [threading.Thread(target=touch) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def test_writing_and_filling_at_once_in_threads_agree() -> None:
    expected = _lazy().to_string()
    for _ in range(5):
        assert _write_while_filling(_lazy()) == [expected, expected]
