"""The inertia check of a document read as it is, from the texts of its tree's inertials.

When nothing was composed, edited or built since reading, every link, lazy
or read eagerly, holds the mass and moments its element writes, so the
answers can be found in the XML the loader kept: each distinct ``<inertial>``
of the tree (by its XML) read once, child by child, its seven numbers
converted as the reader converts them. A document whose inertials are all fine (most) is then done
without a walk over its models or a view of any element; one with a problem
is judged link by link (``check_inertia``), each lazy link taking the answer
of the inertial its element writes.
"""

from __future__ import annotations

import struct
from typing import Any

from lxml import etree

from sdformat_runtime.binding import (
    Element,
    ReadContext,
    converter,
    unfilled,
    unread_element,
)
from sdformat_runtime.binding.element import lazy_source
from sdformat_runtime.errors import Error, Severity
from sdformat_runtime.number_values import ValueSyntaxError
from sdformat_semantics.checks.inertia import (
    MOMENTS,
    check_inertia,
    field_class,
    numbers_of,
    problem_of,
)

__all__ = ["TreeInertials", "check_inertia_as_read", "plain_double"]


def check_inertia_as_read(root: Element, kept: etree._Element) -> list[Error]:
    """``check_inertia`` of a document read as it is from ``kept``, its XML (see the module).

    A tree with an inertial that the eager reader and a lazy view may read
    apart (``_written_numbers``) goes the long way, ``check_inertia``.
    """
    judged = TreeInertials.judged(type(root), kept)
    if judged is None:
        return check_inertia(root)
    if judged.all_fine:
        return []
    return check_inertia(root, judged)


_ROOT_INERTIALS = (
    ("worlds", "models", "links", "inertial"),
    ("model", "links", "inertial"),
    ("models", "links", "inertial"),
)
"""The fields from an ``<sdf>`` (any version's) to the inertial of a link of its models."""

Answer = tuple[Severity, str] | None
"""What ``check_inertia`` finds of one mass and inertia."""

_NO_INERTIAL = "no inertial"
"""The key of a lazy link whose element writes no ``<inertial>``: nothing to report."""


class TreeInertials:
    """The answers of the inertials written in one tree, judged from their texts.

    Each distinct inertial as written (its XML serialised in C: equal bytes
    cannot read otherwise) is judged once, so a large world repeating a few
    inertials judges those few. It gives ``check_inertia`` (as its
    ``LinkAnswers``) the answer of each lazy link of the link class read from
    the tree: that of the first ``<inertial>`` its element writes, which is
    the one the link holds.

    Attributes:
        answers: The answer of each inertial by its text as written.
        all_fine: Whether none of them has a problem.
    """

    def __init__(
        self, answers: dict[Any, Answer], link_class: type[Element], inertial_class: type[Element]
    ) -> None:
        self.answers = answers
        self.all_fine = all(found is None for found in answers.values())
        answers[_NO_INERTIAL] = None
        self._link_class = link_class
        self._inertial_class = inertial_class

    @classmethod
    def judged(cls, root_class: type[Element], top: etree._Element) -> TreeInertials | None:
        """The answers of the inertials of the tree of ``top``, read as ``root_class``.

        None when the links of its models may be of more than one class, or
        when an inertial is written in a way a lazy view may read otherwise
        than the eager reader (``_written_numbers``).
        """
        classes = {
            (field_class(root_class, path[:-1]), field_class(root_class, path))
            for path in _ROOT_INERTIALS
        } - {(None, None)}
        if len(classes) != 1:
            return None
        ((link_class, inertial_class),) = classes
        if link_class is None or inertial_class is None:
            return None
        defaults = _defaults(inertial_class)
        converted: dict[str, float] = {}  # texts repeat (0, 1): each converted once
        answers: dict[Any, Answer] = {}
        for inertial in top.iter("inertial"):
            text = etree.tostring(inertial, with_tail=False)
            if text not in answers:
                numbers = _written_numbers(inertial, defaults, converted)
                if numbers is None:
                    return None
                answers[text] = problem_of(struct.pack("<7d", *numbers))
        return cls(answers, link_class, inertial_class)

    def key(self, link: object) -> object | None:
        """The text of the first ``<inertial>`` a lazy link's element writes; None: not lazy."""
        node = unread_element(link)
        if node is None or type(link) is not self._link_class:
            return None
        for child in node:  # a link writes few children: a loop costs less than a matcher
            if child.tag == "inertial":
                return etree.tostring(child, with_tail=False)
        return _NO_INERTIAL

    def unread_and_fine(self, holder: object, fields: tuple[str, ...]) -> bool:
        """Whether ``holder`` is unread and no inertial written in it has a problem."""
        source = lazy_source(holder)
        if source is None or not isinstance(holder, Element):
            return False
        if field_class(type(holder), fields) is not self._inertial_class:
            return False
        answers = self.answers
        # A text judged nowhere (another tree's) has no answer here: judged link by link.
        return all(
            answers.get(etree.tostring(inertial, with_tail=False), False) is None
            for inertial in source[0].iter("inertial")  # type: ignore[index]
        )


_PARSE_DOUBLE = converter("double")

_MOMENT_AT = {moment: at for at, moment in enumerate(MOMENTS, start=1)}
"""Where each moment of an ``<inertia>`` goes among the seven numbers (the mass first)."""

_Defaults = tuple[tuple[float, ...], tuple[float, ...]]
"""The seven numbers of an inertial that writes nothing, and of one that writes an empty inertia."""

_DEFAULTS: dict[type[Element], _Defaults] = {}


def _defaults(inertial_class: type[Element]) -> _Defaults:
    """What a view of an inertial (of ``inertial_class``) holds where its element writes nothing.

    Asked of views of an empty ``<inertial>`` and of one holding an empty
    ``<inertia>``, so the numbers are the view's own (the class's defaults).
    """
    found = _DEFAULTS.get(inertial_class)
    if found is None:
        context = ReadContext(lazy=True)
        empty = etree.fromstring("<inertial/>")
        no_moments = etree.fromstring("<inertial><inertia/></inertial>")
        found = _DEFAULTS[inertial_class] = (
            numbers_of(unfilled(inertial_class, empty, context, "")),
            numbers_of(unfilled(inertial_class, no_moments, context, "")),
        )
    return found


def _written_numbers(
    inertial: etree._Element, defaults: _Defaults, converted: dict[str, float]
) -> list[float] | None:
    """The mass and six moments a view of ``inertial`` reads, as the eager reader reads them.

    None where the two may part, which is where the fast path would refuse
    the element: a repeated mass, inertia or moment (the reader keeps the
    first, a view may take another), a leaf holding a comment or an element,
    a text that does not convert (a view would be filled, reporting again
    what the reader reported). ``converted``: the texts converted so far.
    """
    mass: etree._Element | None = None
    inertia: etree._Element | None = None
    for child in inertial:
        tag = child.tag
        if tag == "mass":
            if mass is not None:
                return None
            mass = child
        elif tag == "inertia":
            if inertia is not None:
                return None
            inertia = child
    numbers = list(defaults[0] if inertia is None else defaults[1])
    leaves: list[tuple[int, etree._Element]] = [] if mass is None else [(0, mass)]
    if inertia is not None:
        seen: set[int] = set()
        for child in inertia:
            at = _MOMENT_AT.get(child.tag)  # (a comment's tag is no moment)
            if at is None:
                continue
            if at in seen:
                return None
            seen.add(at)
            leaves.append((at, child))
    for at, leaf in leaves:
        if len(leaf):
            return None
        text = leaf.text or ""
        value = converted.get(text)
        if value is None:
            value = plain_double(text)
            if value is None:
                try:
                    value = float(_PARSE_DOUBLE(text))  # type: ignore[arg-type]
                except ValueSyntaxError:
                    return None
            converted[text] = value
        numbers[at] = value
    return numbers


def plain_double(text: str) -> float | None:
    """What the reader's ``double`` converter reads of ``text``, when ``float`` alone tells.

    ``float`` takes the same spellings as the converter's pattern (white space
    around, a sign, digits, a point, an exponent) and gives the same value,
    at a fifth of the cost; it also takes ``_`` between digits, and turns too
    many digits into infinity, which the converter refuses. None for those,
    for every other non-finite value and for what ``float`` refuses: ask the
    converter then.
    """
    try:
        value = float(text)
    except ValueError:
        return None
    if "_" in text or value - value != 0.0:  # (infinite or NaN: not 0)
        return None
    return value
