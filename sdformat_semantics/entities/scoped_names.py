"""Names holding ``::`` that libsdformat refuses in SDFormat 1.8 and later, described or not.

From 1.8 on, libsdformat refuses a document in which any element's ``name``
attribute holds ``::``, the scope delimiter, and it looks further than the
entities: an element no version describes is copied into its tree with every
attribute, so ``<api name="driver::Imu"/>`` inside a sensor makes the whole
document unreadable there. Two kinds of element are passed by, with
everything below them: a ``<plugin>`` (class names such as
``gz::sim::systems::Imu`` live there) and an element written with a prefix
(``gz:frame``), taken for another namespace's. An attribute the spec does
not give an element it describes is ignored, not copied, so ``<pose
name="a::b">`` is fine.

The names of described elements are the name checks' business
(``checks.model.check_names``); what this module adds is the content no
version describes, which reading keeps as XML: the load check reports it
(``checks.unknown_names``), and what writes a version that reserves ``::``
leaves it out with a warning (the URDF converter's ``urdf.gazebo``, the
1.7 -> 1.8 migration's ``migration.scoped_content``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from lxml import etree

from sdformat_runtime.binding import Element, binding_of
from sdformat_runtime.versions import version_key

__all__ = [
    "ScopedName",
    "may_hold_scoped_names",
    "named_scoped",
    "outermost_unknown",
    "scoped_names",
    "scoped_names_of_kept",
    "separator_reserved",
    "skipped_by_reference",
]

ScopedName = tuple[etree._Element, bool]
"""An element whose name holds ``::``, and whether a version describes it (a known class)."""


def separator_reserved(version: str) -> bool:
    """Whether names of a document declaring ``version`` may not hold ``::`` (1.8 on).

    Unknown version strings count as new.
    """
    return version_key(version) >= (1, 8)


_SCOPED_NAMES = etree.XPath("descendant-or-self::*/@name[contains(., '::')]")
"""The ``name`` attributes holding ``::`` at or below an element (one search in C; asked for
the attributes, not the elements, it takes a third of the time on a large world)."""


def named_scoped(node: etree._Element) -> list[etree._Element]:
    """The elements at or below ``node``, not plugins nor in one, whose names hold ``::``.

    Plugins name their classes ``gz::sim::systems::Imu`` in most worlds:
    those are passed by.
    """
    found: list[etree._Element] = []
    attributes: list[etree._ElementUnicodeResult] = _SCOPED_NAMES(node)  # type: ignore[assignment]
    for attribute in attributes:
        element = attribute.getparent()  # an attribute's result always has its element
        if element is None or element.tag == "plugin":
            continue
        if next(element.iterancestors("plugin"), None) is None:
            found.append(element)
    return found


def may_hold_scoped_names(node: etree._Element) -> bool:
    """Whether an element at or below ``node``, not a plugin nor in one, has a name with ``::``."""
    return bool(named_scoped(node))


def skipped_by_reference(node: etree._Element) -> bool:
    """Whether libsdformat leaves ``node`` and its subtree out of the ``::`` check.

    A ``<plugin>``, an element written with a prefix (``gz:frame``), and
    what is not an element (a comment) are.
    """
    tag = node.tag
    if not isinstance(tag, str):
        return True
    if tag[0] == "{":  # lxml's {URI}local: the prefix it was written with decides
        return node.prefix is not None
    return tag == "plugin" or ":" in tag


_COPIED = None
"""The mode of an element no version describes: libsdformat copies it and all below it."""

_Mode = type[Element] | None | str
_VALUE = "value"
"""The mode of a value element holding markup: its attributes ignored, its children copied."""


def scoped_names(node: etree._Element, cls: type[Element] | None) -> Iterator[ScopedName]:
    """The elements at and below ``node`` whose names libsdformat refuses from 1.8 on.

    ``cls``: the class a version reads ``node`` as; None when no version
    describes it (then it and all below it are copied with their attributes).
    In document order. The names holding ``::`` are found in one search (in
    most documents none, plugins aside); each is then judged by the path down
    to it, so a large tree costs one search, not a walk.
    """
    for element in named_scoped(node):
        judged = _judged(node, cls, element)
        if judged is not None:
            yield judged


def _judged(top: etree._Element, cls: _Mode, element: etree._Element) -> ScopedName | None:
    """``element`` (at or below ``top``, read as ``cls``) if libsdformat refuses its name there.

    The modes are followed down the path from ``top``: what a version
    describes, what it copies, a value element whose markup it copies.
    """
    path = [element]
    for above in element.iterancestors():
        if path[-1] is top:
            break
        path.append(above)
    path.reverse()
    mode: _Mode = cls
    for depth, current in enumerate(path):
        if skipped_by_reference(current):
            return None
        if depth > 0:
            if mode is _COPIED or mode == _VALUE:
                mode = _COPIED
            else:
                assert not isinstance(mode, str)
                if binding_of(mode).content_field is not None:  # free content: not looked at
                    return None
                mode = _mode_of(mode, current)
    if mode is _COPIED:
        return element, False
    if mode == _VALUE:  # its own attributes are ignored
        return None
    assert not isinstance(mode, str)
    binding = binding_of(mode)
    if binding.content_field is None and "name" in binding.attributes:
        return element, True
    return None


def scoped_names_of_kept(owner: type[Element], node: etree._Element) -> Iterator[ScopedName]:
    """``scoped_names`` of a child ``node`` an object of class ``owner`` kept as XML.

    Reading keeps aside what it does not read into fields: an element no
    version describes, the repeat of a single element, a value element
    holding markup. libsdformat reads the repeat as what it is, and copies
    the markup of a value element as content it does not know.
    """
    mode = _mode_of(owner, node)
    if mode == _VALUE:
        for child in node:
            yield from scoped_names(child, _COPIED)
    else:
        assert not isinstance(mode, str)
        yield from scoped_names(node, mode)


def outermost_unknown(found: Iterable[ScopedName]) -> list[etree._Element]:
    """The elements no version describes among ``found``, but those below another: to leave out.

    A described one (an entity, a repeat) and a root are not listed; one
    below a listed element goes with it. Nothing is removed here, so that
    each can be reported where it stands before its caller removes it.
    """
    chosen: list[etree._Element] = []
    seen: set[etree._Element] = set()
    for element, described in found:
        if described or element.getparent() is None:
            continue
        if any(above in seen for above in element.iterancestors()):
            continue
        seen.add(element)
        chosen.append(element)
    return chosen


def _mode_of(owner: type[Element], child: etree._Element) -> _Mode:
    """How libsdformat reads ``child`` of an element of class ``owner``."""
    plan = binding_of(owner).children.get(str(child.tag))
    if plan is None:
        return _COPIED
    if plan.is_value:
        return _VALUE
    return plan.element_class
