"""Mass and inertia that no rigid body can have: ``LINK_INERTIA_INVALID``.

A rigid body's mass is not negative, and its inertia matrix (about the
centre of mass) is symmetric positive semi-definite with principal moments
that satisfy the triangle inequality: each is at most the sum of the other
two. The reference (libsdformat, through gz-math's ``MassMatrix3``) rejects
a link breaking any of these, with a small tolerance scaled by the size of
the moments; we apply the same rule and tolerance, and say which numbers
break it.

Zero mass, or a singular inertia (a point mass, a thin rod), is accepted by
the reference and by us; in a model that is not static it is a warning,
since a simulator cannot integrate such a body's motion.
"""

from __future__ import annotations

import functools
import math
import struct
import sys
from collections.abc import Iterator, Sequence
from typing import Any, Protocol, cast

from lxml import etree

from sdformat_runtime.binding import (
    Element,
    ReadContext,
    is_lazy,
    peek,
    peek_child,
    peek_values,
    unfilled,
    unread_element,
)
from sdformat_runtime.binding.element import lazy_source
from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_semantics.entities import (
    child_class,
    has_field,
    iter_models,
    model_members,
    root_models,
    worlds_of,
)
from sdformat_semantics.entities.elements import class_graph

__all__ = [
    "MOMENTS",
    "TOLERANCE",
    "LinkAnswers",
    "check_inertia",
    "field_class",
    "inertia_problem",
    "principal_moments",
]

TOLERANCE = 10.0
"""Tolerance of the checks, in units of the machine epsilon times half the sum of the moments
(the reference's default)."""


Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]


def _epsilon(moments: Sequence[float]) -> float:
    """The tolerance for a set of moments: grows with their size, as the reference's does."""
    return TOLERANCE * sys.float_info.epsilon * 0.5 * abs(math.fsum(moments))


def _number(value: float) -> str:
    return f"{value:.12g}"


def _determinant(m: Matrix) -> float:
    return (
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
        - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
        + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    )


def principal_moments(m: Matrix) -> tuple[float, float, float]:
    """The eigenvalues of a symmetric 3x3 matrix, smallest first (closed form).

    Plain floats rather than numpy: a link at a time, the closed form is
    several times faster than a LAPACK call and allocates nothing lasting.
    """
    off = m[0][1] ** 2 + m[0][2] ** 2 + m[1][2] ** 2
    if off == 0:
        low, middle, high = sorted((m[0][0], m[1][1], m[2][2]))
        return low, middle, high
    mean = (m[0][0] + m[1][1] + m[2][2]) / 3
    spread = math.sqrt(
        ((m[0][0] - mean) ** 2 + (m[1][1] - mean) ** 2 + (m[2][2] - mean) ** 2 + 2 * off) / 6
    )
    shifted = tuple(
        tuple((m[i][j] - (mean if i == j else 0.0)) / spread for j in range(3)) for i in range(3)
    )
    half = max(-1.0, min(1.0, _determinant(shifted) / 2))  # type: ignore[arg-type]
    angle = math.acos(half) / 3
    high = mean + 2 * spread * math.cos(angle)
    low = mean + 2 * spread * math.cos(angle + 2 * math.pi / 3)
    middle = 3 * mean - high - low
    low, middle, high = sorted((low, middle, high))
    return low, middle, high


def inertia_problem(mass: float, matrix: Sequence[Sequence[float]]) -> tuple[Severity, str] | None:
    """What is wrong with a mass and a 3x3 inertia matrix, or None.

    Returns:
        ``(ERROR, why)`` for what no rigid body can have (the reference
        rejects it), ``(WARNING, why)`` for a massless or singular body, or
        None.
    """
    rows = [[float(value) for value in row] for row in matrix]
    inertia: Matrix = (
        (rows[0][0], rows[0][1], rows[0][2]),
        (rows[1][0], rows[1][1], rows[1][2]),
        (rows[2][0], rows[2][1], rows[2][2]),
    )
    if not all(math.isfinite(v) for row in inertia for v in row) or not math.isfinite(mass):
        return Severity.ERROR, "the mass and inertia must be finite numbers"
    if mass < 0:
        return Severity.ERROR, f"the mass {_number(mass)} is negative"
    try:
        return _inertia_problem(mass, inertia)
    except OverflowError:  # a square or a sum of finite moments near 1e308
        return Severity.ERROR, (
            "the inertia is too large to check: its products leave the range of a double"
        )


def _inertia_problem(mass: float, inertia: Matrix) -> tuple[Severity, str] | None:
    """``inertia_problem`` of a finite, non-negative mass and a finite matrix."""
    epsilon = _epsilon((inertia[0][0], inertia[1][1], inertia[2][2]))
    moments = principal_moments(inertia)
    if not all(math.isfinite(m) for m in moments):  # a sum of squares past 1e308 became inf
        raise OverflowError("the principal moments leave the range of a double")
    shown = ", ".join(_number(m) for m in moments)
    minors = (
        inertia[0][0],
        inertia[0][0] * inertia[1][1] - inertia[0][1] ** 2,
        _determinant(inertia),
    )
    if min(minors) < -epsilon or moments[0] < -_epsilon(moments):
        return Severity.ERROR, (
            f"the inertia matrix is not positive semi-definite (principal moments {shown})"
        )
    low, middle, high = moments
    if low + middle + _epsilon(moments) < high:
        return Severity.ERROR, (
            f"the principal moments {shown} break the triangle inequality "
            f"({_number(low)} + {_number(middle)} < {_number(high)})"
        )
    if mass == 0:
        return Severity.WARNING, "the mass is 0: a massless body cannot move under forces"
    if low <= epsilon:
        return Severity.WARNING, (
            f"the inertia matrix is singular (principal moments {shown}): "
            "the body cannot turn about one axis"
        )
    return None


@functools.lru_cache(maxsize=4096)
def problem_of(packed: bytes) -> tuple[Severity, str] | None:
    """``inertia_problem`` of a packed mass and six moments, once per distinct value.

    Links of a large world mostly share a few inertials, and the answer depends
    on the numbers alone; the bytes keep -0.0 apart from 0.0, which the message
    would show. ``lru_cache`` is safe to share between threads.
    """
    mass, ixx, ixy, ixz, iyy, iyz, izz = struct.unpack("<7d", packed)
    return inertia_problem(mass, [[ixx, ixy, ixz], [ixy, iyy, iyz], [ixz, iyz, izz]])


MOMENTS = ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")
"""The fields of an ``<inertia>``, in the order the checks pack them after the mass."""


def check_inertia(root: Element, written: LinkAnswers | None = None) -> list[Error]:
    """``LINK_INERTIA_INVALID`` for every link whose mass and inertia no body can have.

    ``written``: the answers of lazy links found so far (``check_inertia_as_read``'s,
    from the texts of a tree's inertials); by default ``_WrittenInertials``.
    """
    problems: list[Error] = []
    # A large world repeats a few inertials: a lazy link whose XML writes the same
    # texts as one judged before gets the same answer without reading its values.
    written = _WrittenInertials() if written is None else written
    answers = written.answers  # those of unread worlds and models judged whole among them
    for _prefix, model in _models_to_judge(root, written):
        members = model_members(model)  # a lazy model stays unread
        links: Sequence[Any] = members.links  # any version's Link, which has an inertial
        for link in links:
            key = written.key(link)
            if key is not None and key in answers:
                found = answers[key]
            else:
                found = _problem_of_link(link)
                if key is not None:
                    answers[key] = found
            if found is None:
                continue
            severity, why = found
            if severity is Severity.WARNING and members.static:
                continue  # a static model's links do not move: their inertia is never used
            message = f"link '{link.name}' has an impossible mass or inertia: {why}"
            if severity is Severity.WARNING:
                message = f"link '{link.name}' of a model that is not static: {why}"
            problems.append(
                # At the document's own object: peeks read views of a lazy link's.
                problem(ErrorCode.LINK_INERTIA_INVALID, message, link.inertial, severity=severity)
            )
    return problems


def _models_to_judge(root: Element, written: LinkAnswers) -> Iterator[tuple[str, Any]]:
    """``all_models``, without the worlds and top models left unread whose inertials are all fine.

    A world or model nothing has read yet holds exactly what its XML writes,
    so when no inertial written in it has a problem, none of its links (nor
    its nested models' links) has one: it is judged by its distinct
    inertials, without reading its models and links here (the frame graphs
    read them anyway). A top model is unread at this point in most loads,
    every URDF's among them: a small robot is then judged by one or two
    inertials, without its members listed and each link's inertial keyed.
    """
    for world in worlds_of(root):
        if not written.unread_and_fine(world, _WORLD_INERTIALS):
            yield from iter_models(world.models)
    for model in root_models(root):
        if not written.unread_and_fine(model, _MODEL_INERTIALS):
            yield from iter_models([model])


_WORLD_INERTIALS = ("models", "links", "inertial")
_MODEL_INERTIALS = ("links", "inertial")
"""The fields from a world (a model) to the inertial of one of its links."""


def _problem_of_link(link: Any) -> tuple[Severity, str] | None:
    """What is wrong with a link's mass and inertia; None for a link without an inertial."""
    # Peeked: a lazy link stays unread (and was read from XML).
    inertial = peek_child(link, "inertial") if has_field(link, "inertial") else None
    if inertial is None or not (is_lazy(link) or link.xml_origin is not None):
        return None
    return _problem_of_inertial(inertial)


def _problem_of_inertial(inertial: Any) -> tuple[Severity, str] | None:
    """What is wrong with the mass and inertia an inertial (or a lazy view of one) holds."""
    return problem_of(struct.pack("<7d", *numbers_of(inertial)))


def numbers_of(inertial: Any) -> tuple[float, ...]:
    """The mass and six moments (``MOMENTS``) an inertial (or a lazy view of one) holds."""
    inertia = peek_child(inertial, "inertia")
    if inertia is None:  # left out: the spec's default, a unit diagonal
        inertia = child_class(inertial, "inertia").default()
    numbers = cast("list[float]", peek_values(inertia, MOMENTS))
    mass = cast("float", peek(inertial, "mass"))
    return tuple(map(float, (mass, *numbers)))


class LinkAnswers(Protocol):
    """The answers ``check_inertia`` gives lazy links without judging each one.

    Attributes:
        answers: Answers found, by ``key``; a key missing is judged and added.
    """

    answers: dict[Any, tuple[Severity, str] | None]

    def key(self, link: object) -> object | None:
        """The key of a lazy link's answer in ``answers``; None: judge the link itself."""

    def unread_and_fine(self, holder: object, fields: tuple[str, ...]) -> bool:
        """Whether a world or model is unread and no inertial written in it has a problem.

        ``fields`` lead from its class to the class of its links' inertials.
        """


class _WrittenInertials:
    """What decides a lazy link's answer: its class and its inertial as written.

    The inertial's serialized XML, made in C, stands for the texts of its mass
    and moments: equal bytes cannot give different values. The inertials of a
    document are serialized in one pass over its tree filtered in C, by the
    element that holds them, rather than looked up link by link.
    """

    def __init__(self) -> None:
        self._written: dict[etree._Element, bytes] = {}
        self._trees: set[etree._Element] = set()
        self._unkeyed: dict[etree._Element, list[bytes]] = {}
        self.answers: dict[Any, tuple[Severity, str] | None] = {}
        """Answers by ``key``: ``(link class, inertial as written)``."""

    def unread_and_fine(self, holder: object, fields: tuple[str, ...]) -> bool:
        """Whether ``holder`` is unread and no inertial written in it has a problem.

        ``holder``: a world or a model; ``fields`` lead from its class to
        the class of its links' inertials.

        Each distinct inertial as written is judged once, as a lazy view of its
        element: what a link holding it would be judged by (the first inertial
        of a link is the one it holds; judging every one written, those in
        plugins and actors too, can only refuse more).
        """
        source = lazy_source(holder)
        if source is None or not isinstance(holder, Element):
            return False
        node, ctx, path = cast("tuple[etree._Element, Any, str]", source)
        link_class = field_class(type(holder), fields[:-1])
        inertial_class = field_class(type(holder), fields)
        if link_class is None or inertial_class is None:
            return False
        distinct: dict[bytes, etree._Element] = {}
        for inertial in node.iter("inertial"):
            distinct.setdefault(etree.tostring(inertial, with_tail=False), inertial)
        return self._all_fine(distinct, link_class, inertial_class, ctx, path)

    def _all_fine(
        self,
        distinct: dict[bytes, etree._Element],
        link_class: type[Element],
        inertial_class: type[Element],
        ctx: ReadContext,
        path: str,
    ) -> bool:
        """Whether none of the ``distinct`` inertials (by their text) has a problem.

        Each is judged once, as a lazy view of its element in ``ctx``. Every
        answer is kept by the key a lazy link holding the inertial has: when
        one has a problem, the links are judged one by one and those written
        alike take these answers.
        """
        answers, fine = self.answers, True
        for written, element in distinct.items():
            key = (link_class, written)
            found = answers.get(key, False)
            if found is False:
                view = unfilled(inertial_class, element, ctx, path)
                found = answers[key] = _problem_of_inertial(view)
            fine = fine and found is None
        return fine

    def key(self, link: object) -> tuple[object, ...] | None:
        """The key of a lazy link's answer; None for a link that is not lazy."""
        node = unread_element(link)
        if node is None:
            return None
        written = self._written.get(node)
        if written is None:
            top = node.getroottree().getroot()
            if top not in self._trees:
                self._serialize(top)
            pending = self._unkeyed.pop(top, None)
            if pending is not None:
                # The first inertial of an element wins, as the reader's (the fast path
                # allows one).
                holders = [i.getparent() for i in top.iter("inertial")]  # as ``_serialize`` met
                self._written.update(reversed(list(zip(holders, pending, strict=True))))  # type: ignore[arg-type]
            written = self._written.get(node)
            if written is None:
                return (type(link),)  # no inertial
        return (type(link), written)

    def _serialize(self, top: etree._Element) -> None:
        """Every inertial of the tree of ``top`` as written, once; keyed by links when asked."""
        self._trees.add(top)  # a document, or one an include read
        self._unkeyed[top] = [
            etree.tostring(inertial, with_tail=False) for inertial in top.iter("inertial")
        ]


_FIELD_CLASSES: dict[tuple[type[Element], tuple[str, ...]], type[Element] | None] = {}


def field_class(holder: type[Element], path: tuple[str, ...]) -> type[Element] | None:
    """The class reached from ``holder`` through the fields ``path`` (a link's...), or None.

    Walked by name in the version's class graph: resolving each class on the
    way would import the module of ``<world>`` for a document that holds none.
    Only the class reached is imported.
    """
    key = (holder, path)
    if key not in _FIELD_CLASSES:
        graph = class_graph(holder)
        name: str | None = holder.__name__
        for field in path:
            children = graph.CHILDREN.get(name, {}).values() if name is not None else ()
            name = next((child.held for child in children if child.field == field), None)
        package = sys.modules[holder.__module__.partition(".")[0]]
        _FIELD_CLASSES[key] = None if name is None else getattr(package, name)
    return _FIELD_CLASSES[key]
