"""Lazy objects read like eager ones: the property every lazy read must keep.

A document the fast path accepts is read twice, eagerly and lazily, and the
two roots must agree on every field of every object, down to the
``xml_origin`` (file, line, path) and the ``xml_extras`` (child order,
present fields, kept XML); both must write the same XML. A document it
refuses is read eagerly and partly lazily (the subtrees the fast path accepts
on their own lazy, ``fastpath.fast_path_parts``): the same problems, in the
same order, and the same objects. Fuzzing
(``tests.fuzz.oracle.check_load``) asserts it on every case it loads, and the
lazy-reading tests on every vendored document.
"""

from __future__ import annotations

import attrs
from lxml import etree

from sdformat_runtime.binding import (
    Element,
    XmlExtras,
    binding_of,
    is_lazy,
    peek,
    peek_child,
    peek_values,
    read_tree,
    unread_element,
)
from sdformat_runtime.binding.extras import canonical
from sdformat_runtime.byte_scans import may_declare_namespaces
from sdformat_runtime.fastpath import fast_path_accepts, fast_path_parts
from sdformat_runtime.values import values_equal
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics import Document, ParserConfig, load
from sdformat_semantics.migration import migrate
from sdformat_semantics.migration.pose_degrees import degrees_to_radians
from sdformat_semantics.versions import PACKAGES, version_package


def assert_same_objects(eager: object, lazy: object, where: str = "") -> None:
    """``lazy`` equals ``eager`` field by field, everywhere below (fills ``lazy``)."""
    assert type(eager) is type(lazy), (where, type(eager).__name__, type(lazy).__name__)
    if isinstance(eager, Element):
        assert not is_lazy(eager), ("the eager object is lazy", where)
        for field in attrs.fields(type(eager)):
            here = f"{where}/{field.name}"
            mine, theirs = getattr(eager, field.name), getattr(lazy, field.name)
            if isinstance(mine, XmlExtras):
                _assert_same_extras(mine, theirs, here)
            else:
                assert_same_objects(mine, theirs, here)
        assert not is_lazy(lazy), ("reading every field left the object lazy", where)
    elif isinstance(eager, list):
        assert isinstance(lazy, list) and len(eager) == len(lazy), ("lengths", where)
        for index, (mine, theirs) in enumerate(zip(eager, lazy, strict=True)):
            assert_same_objects(mine, theirs, f"{where}[{index}]")
    elif isinstance(eager, etree._Element):
        assert isinstance(lazy, etree._Element), ("not XML", where)
        assert canonical(eager) == canonical(lazy), ("different XML", where)
    else:
        assert values_equal(eager, lazy), (where, eager, lazy)


def assert_peeks_agree(eager: Element, lazy: Element, where: str = "") -> None:
    """``peek`` and ``peek_child`` read what the fields hold, leaving ``lazy`` objects unfilled.

    Walks both trees: on each lazy object every value field is peeked and
    compared with the eager object's, then every single child is peeked and
    compared after filling the view; then the object is filled and the walk
    goes on below it.
    """
    pending: list[tuple[object, object, str]] = [(eager, lazy, where)]
    while pending:
        mine, theirs, here = pending.pop()
        if isinstance(mine, list):
            assert isinstance(theirs, list) and len(mine) == len(theirs), here
            pending.extend(
                (a, b, f"{here}[{i}]") for i, (a, b) in enumerate(zip(mine, theirs, strict=True))
            )
            continue
        if not isinstance(mine, Element):
            continue
        assert isinstance(theirs, Element), here
        was_lazy = is_lazy(theirs)
        value_fields = [
            name
            for name, spec in binding_of(type(mine)).fields
            if spec.kind in ("attribute", "value", "text")
        ]
        together = peek_values(theirs, value_fields)
        for name, peeked_together in zip(value_fields, together, strict=True):
            peeked = peek(theirs, name)
            assert values_equal(getattr(mine, name), peeked), (f"{here}/{name}", peeked)
            assert values_equal(peeked_together, peeked), (f"{here}/{name}", peeked_together)
        for name, spec in binding_of(type(mine)).fields:
            if spec.kind == "child":
                view = peek_child(theirs, name)
                if view is None:
                    assert getattr(mine, name) is None, f"{here}/{name}: peek_child found none"
                else:
                    assert_same_objects(getattr(mine, name), view, f"{here}/{name} (view)")
        assert is_lazy(theirs) == was_lazy, f"{here}: peeking filled the object"
        for name, spec in binding_of(type(mine)).fields:
            if spec.kind in ("child", "children"):
                pending.append((getattr(mine, name), getattr(theirs, name), f"{here}/{name}"))


def _assert_same_extras(eager: XmlExtras, lazy: object, where: str) -> None:
    assert isinstance(lazy, XmlExtras), where
    assert eager.same_content(lazy), where
    assert (eager.text, eager.order, eager.present) == (lazy.text, lazy.order, lazy.present)
    assert eager.declared_namespaces() == lazy.declared_namespaces(), where


def assert_written_as_read(written: str, top: etree._Element) -> None:
    """``written`` has every comment, element, attribute and value text of the tree ``top``.

    In order; what it may add are the required values the tree left out
    (written at their defaults, as the reference fills them in).
    """
    mine = etree.fromstring(written.encode()).iter()
    for theirs in top.iter():
        found = next((m for m in mine if m.tag == theirs.tag), None)
        assert found is not None, ("not written as read", theirs.tag, theirs.text)
        assert dict(found.attrib) == dict(theirs.attrib), ("attributes", theirs.tag)
        leaf = not len(theirs) and theirs.text and not theirs.text.isspace()
        if leaf or not isinstance(theirs.tag, str):
            assert found.text == theirs.text, ("text", theirs.tag, found.text, theirs.text)


def check_lazy_read(data: bytes, version: str | None = None, file: str | None = None) -> bool:
    """Read ``data`` eagerly and lazily (as ``load`` would, migrated to ``version``) and compare.

    Returns:
        Whether the fast path accepted the document (and so the two were compared).
    """
    tree = parse_bytes(data, file)[0]
    if tree is None or tree.getroot().tag != "sdf":
        return False
    top = tree.getroot()
    declared = (top.get("version") or "").strip()
    target = version or declared
    if target not in PACKAGES or declared not in PACKAGES:
        return False
    try:
        migrate(top, declared, target, file)
    except Exception:  # a refused migration never reaches the reader
        return False
    if top.get("version") != target:
        return False
    degrees_to_radians(top, target, file)
    package = version_package(target)
    hint = may_declare_namespaces(data, tree)
    accepted = fast_path_accepts(top, package.FAST_PATH_SCHEMA, target, declares_namespaces=hint)
    parts = fast_path_parts(top, package.FAST_PATH_SCHEMA, target, declares_namespaces=hint)
    assert (top in parts) == accepted, "the parts of a document disagree with its verdict"
    if not accepted:
        check_partly_lazy_read(tree, parts, target, file)
        return False
    # No read changes the tree: the three share it.
    eager = read_tree(package.Sdf, tree, file, target, declares_namespaces=hint)
    assert eager.problems == (), "the fast path accepted a document the reader reports on"
    for touch_first in ("fields", "writing", "peeking"):
        lazy = read_tree(package.Sdf, tree, file, target, declares_namespaces=hint, lazy=True)
        assert lazy.problems == () and lazy.root is not None and is_lazy(lazy.root)
        if touch_first == "writing":  # an unfilled object is copied as read
            written = lazy.root.to_string()
            assert is_lazy(lazy.root), "writing filled the document"
            assert_written_as_read(written, top)
            reread = read_tree(package.Sdf, parse_bytes(written.encode())[0], file, target)
            assert reread.problems == () and reread.root == eager.root, "written apart"
        if touch_first == "peeking":
            assert eager.root is not None
            assert_peeks_agree(eager.root, lazy.root)
        assert_same_objects(eager.root, lazy.root)
        filled = lazy.root.to_string()  # filled: from the fields, spelled as read
        assert_written_as_read(filled, top)
        if touch_first == "writing":
            assert filled == written, "filling changed what is written"
    return True


def check_partly_lazy_read(
    tree: etree._ElementTree, parts: frozenset[etree._Element], version: str, file: str | None
) -> bool:
    """A refused document read with its ``parts`` lazy: the eager problems and objects.

    Returns:
        Whether any part was read lazily (and so compared).
    """
    top = tree.getroot()
    assert all(part is not top and part.getroottree().getroot() is top for part in parts)
    assert not any(a is not b and b in a.iterancestors() for a in parts for b in parts), "nested"
    if not parts:
        return False
    sdf = version_package(version).Sdf
    eager = read_tree(sdf, tree, file, version)
    for touch_first in ("fields", "peeking", "writing"):
        partly = read_tree(sdf, tree, file, version, lazy_parts=parts)
        assert partly.problems == eager.problems, "a lazy part changed the problems"
        assert partly.root is not None and eager.root is not None
        assert not is_lazy(partly.root)
        unread = _lazy_objects(partly.root)
        assert {id(element) for element in unread} <= {id(part) for part in parts}
        if touch_first == "writing":  # lazy parts are copied as read, the rest from fields
            written = partly.root.to_string()
            reread = read_tree(sdf, parse_bytes(written.encode())[0], file, version)
            again = read_tree(sdf, parse_bytes(eager.root.to_string().encode())[0], file, version)
            assert reread.root == again.root, "a partly lazy document is written apart"
        if touch_first == "peeking":
            assert_peeks_agree(eager.root, partly.root)
        assert_same_objects(eager.root, partly.root)
    return True


def _lazy_objects(root: Element) -> list[etree._Element]:
    """The elements of the lazy objects below the (filled or eager) ``root``, not filling them."""
    found: list[etree._Element] = []
    pending: list[object] = [root]
    while pending:
        item = pending.pop()
        if isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, Element):
            node = unread_element(item)
            if node is not None:
                found.append(node)
                continue
            pending.extend(getattr(item, name) for name, _ in binding_of(type(item)).child_fields)
    return found


def check_lazy_load(
    document: Document, data: bytes, config: ParserConfig, version: str | None
) -> None:
    """``load`` gives ``document``'s problems, eagerly and lazily, and the same objects.

    ``document`` was loaded with ``config``, lazy or not (by default, or in the
    suite run with ``SDFORMAT_TEST_EAGER=1``): the objects compared come from
    two loads of their own, one with laziness off and one with it on.
    """
    eager, lazy = (
        load(data, config=attrs.evolve(config, lazy=on), version=version) for on in (False, True)
    )
    expected = [str(p) for p in document.problems]
    assert [str(p) for p in eager.problems] == expected
    assert [str(p) for p in lazy.problems] == expected
    if eager.root is None:
        assert lazy.root is None
        return
    assert_same_objects(eager.root, lazy.root)
